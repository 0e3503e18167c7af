"""A player's two kinds of hands for the whole-game tests: the keyboard and a game controller. Each
sends only what a window sends (key events, or SDL controller events the app turns into keys) to
the real ``App``; choosing among the focus ring's targets is done as a person looking at the screen
would, seeded."""
from __future__ import annotations

import pygame

from labdesk.ui.boards import settle


class Keyboard:
    name = "keys"
    NEXT, USE, BACK = (pygame.K_TAB, 0), (pygame.K_RETURN, 0), (pygame.K_ESCAPE, 0)

    def send(self, app, what: tuple[int, int]) -> None:
        key, mod = what
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            app.handle(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))

    def type(self, app, text: str) -> None:
        """Typed into the field the ring is on, as a window sends typing."""
        app.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))


class Controller(Keyboard):
    name = "controller"
    NEXT, USE, BACK = (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, 0), (pygame.CONTROLLER_BUTTON_A, 0), \
        (pygame.CONTROLLER_BUTTON_B, 0)

    def send(self, app, what: tuple[int, int]) -> None:
        for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            app.handle(pygame.event.Event(kind, instance_id=0, button=what[0]))

    def type(self, app, text: str) -> None:
        raise AssertionError("a controller has no letters to type")


HANDS = {"keys": Keyboard(), "controller": Controller()}


def focused(app):
    """The widget (or area key) the ring is on in the top scene, None when it does not show."""
    scene = app.top
    target = scene.focus.current(scene.focus_targets()) if scene.focus.visible else None
    return None if target is None else (target.button or target.key)


def step_to(app, hands, widget, limit: int = 80) -> None:
    """Next (Tab or the right shoulder) until the ring is on ``widget``."""
    for _ in range(limit):
        hands.send(app, hands.NEXT)
        settle(app)
        if focused(app) is widget:
            return
    raise AssertionError(f"{hands.name}: never reached {widget}")


def use(app, hands) -> None:
    hands.send(app, hands.USE)
    settle(app)
