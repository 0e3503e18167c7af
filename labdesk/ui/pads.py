"""Game controllers, through SDL's game-controller API (``pygame._sdl2.controller``), as the keys the
focus ring already knows: the D-pad or the left stick moves the focus, A uses it, B goes back, Start
opens the pause menu on a board, the shoulders step through the targets like Tab / Shift+Tab.

Controllers are opened as they are plugged in (``CONTROLLERDEVICEADDED``, also sent at start for
those already there) and let go when pulled out. The app hands every controller event to
``Pads.keys_for`` and handles the key events it returns as if they were typed::

    for key in app.pads.keys_for(event): app.handle(key)

For checks in a real window where no controller is plugged in (Xvfb), ``LABDESK_PAD_SCRIPT`` names
a file, usually a FIFO: each line written to it names a button (``BUTTON_NAMES``: "a", "rb", ...)
and is posted to SDL's queue as that button pressed and released, so it reaches the app as a
controller's would::

    mkfifo /tmp/pad; LABDESK_PAD_SCRIPT=/tmp/pad labdesk &  echo rb > /tmp/pad; echo a > /tmp/pad

``used`` says whether the last input came from a controller (a step, a button) rather than the
keyboard or the mouse, so prompts show the controller's buttons or the keys (``table.glyphs``).
"""
from __future__ import annotations

import os
import threading

import pygame

BUTTON_KEYS = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_ESCAPE, 0),  # a board's Esc: its pause menu
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, pygame.KMOD_SHIFT),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, 0),
}
STICK_KEYS = {pygame.CONTROLLER_AXIS_LEFTX: (pygame.K_LEFT, pygame.K_RIGHT),
              pygame.CONTROLLER_AXIS_LEFTY: (pygame.K_UP, pygame.K_DOWN)}
BUTTON_NAMES = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
                "start": pygame.CONTROLLER_BUTTON_START, "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
                "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
                "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN, "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
                "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}
SCRIPT_ENV = "LABDESK_PAD_SCRIPT"
PUSH = 20000  # of 32767: a stick pushed this far is one step; it must come back under half of it for the next
PAD_EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERBUTTONDOWN,
              pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION)


def key_events(key: int, mod: int = 0) -> list[pygame.event.Event]:
    """A key pressed and released, as a window sends them."""
    return [pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)
            for kind in (pygame.KEYDOWN, pygame.KEYUP)]


class Pads:
    def __init__(self) -> None:
        self.controllers: dict[int, object] = {}  # instance id -> an open pygame._sdl2.controller.Controller
        self.pushed: dict[tuple[int, int], int] = {}  # (instance id, axis) -> -1 / 1 while the stick is pushed
        self.used = False  # the last input was a controller's: hints show its buttons (``table.glyphs``)
        self.acting = False  # the keys being handled are a controller's (a key the app hears now is one)

    def start(self) -> None:
        """Listen to controllers (after the first frame: SDL looks for devices here). Without
        controller support in SDL the keyboard and mouse simply remain."""
        from pygame._sdl2 import controller

        try:
            controller.init()
        except pygame.error:
            pass
        script = os.environ.get(SCRIPT_ENV)
        if script:
            follow_script(script)

    def keys_for(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The key events a controller event stands for (none for a plug, a release, a small push)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._open(event.device_index)
        elif event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.controllers.pop(event.instance_id, None)
            if pad is not None:
                pad.quit()
        elif event.type == pygame.CONTROLLERBUTTONDOWN and event.button in BUTTON_KEYS:
            return key_events(*BUTTON_KEYS[event.button])
        elif event.type == pygame.CONTROLLERAXISMOTION and event.axis in STICK_KEYS:
            return self._stick(event.instance_id, event.axis, event.value)
        return []

    def _stick(self, pad: int, axis: int, value: int) -> list[pygame.event.Event]:
        """One step per push: a key when the stick goes past PUSH, none until it comes back."""
        held = self.pushed.get((pad, axis), 0)
        if held and abs(value) < PUSH // 2:
            del self.pushed[(pad, axis)]
        elif not held and abs(value) >= PUSH:
            way = 1 if value > 0 else -1
            self.pushed[(pad, axis)] = way
            return key_events(STICK_KEYS[axis][way > 0])
        return []

    def _open(self, index: int) -> None:
        from pygame._sdl2 import controller

        try:
            pad = controller.Controller(index)
            self.controllers[pad.as_joystick().get_instance_id()] = pad
        except pygame.error:
            pass  # gone again, or not a game controller after all


def script_events(line: str) -> list[pygame.event.Event]:
    """A scripted button's press and release (none for a blank or unknown name)."""
    button = BUTTON_NAMES.get(line.strip().lower())
    if button is None:
        return []
    return [pygame.event.Event(kind, instance_id=-1, button=button)
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP)]


def follow_script(path: str) -> threading.Thread:
    """Post the buttons named by the lines written to ``path`` (``SCRIPT_ENV``), from a thread: SDL's
    queue takes events from any thread, and the app at rest wakes for them as for a real button."""
    def follow() -> None:
        while True:
            try:
                with open(path, encoding="utf-8") as lines:  # a FIFO: waits for a writer, ends with it
                    for line in lines:
                        for event in script_events(line):
                            pygame.event.post(event)
            except OSError:
                return
            if not os.path.exists(path) or not _is_fifo(path):
                return  # a plain file is read once

    thread = threading.Thread(target=follow, name="pad-script", daemon=True)
    thread.start()
    return thread


def _is_fifo(path: str) -> bool:
    import stat

    return stat.S_ISFIFO(os.stat(path).st_mode)
