"""The scene base class. A scene owns its pygame_gui widgets inside one container so the app can
hide them when another scene covers it and kill them when it leaves the stack."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from labdesk.ui.table import focus as focus_kit

if TYPE_CHECKING:
    from labdesk.ui.app import App


class Scene:
    #: name used by screenshots and the frame bench
    name = "scene"
    #: an opaque scene hides everything below it; an overlay (pause, dialogs) lets it show through
    opaque = True
    #: for overlays: how much to darken the scenes below (0..255; 0 = not at all)
    shade = 0
    #: a scene whose large pictures sit in reference cycles (a board's tables of bound methods): the
    #: app collects them on the frame after the scene leaves, not at some later full collection
    collect_when_gone = False

    def __init__(self, app: "App"):
        self.app = app
        # An invisible container holding this scene's widgets: scenes draw their own backgrounds.
        self.ui = pygame_gui.core.UIContainer(pygame.Rect((0, 0), app.size), manager=app.manager)
        self.focus = focus_kit.FocusRing()  # keyboard: Tab / arrows move it, Enter or Space use, Esc goes back

    # --- the language changed while the scene is on the stack -------------------------------
    def retranslate(self) -> None:
        """Make the widgets again in the new language; the scene keeps everything else. Text the
        scene draws itself needs nothing: it is translated where it is drawn."""
        self.ui.kill()
        self.ui = pygame_gui.core.UIContainer(pygame.Rect((0, 0), self.app.size), manager=self.app.manager)
        self.make_widgets()

    def make_widgets(self) -> None:
        """Create the scene's pygame_gui widgets in ``self.ui`` (from ``__init__``, and again by
        ``retranslate``): a widget's label is fixed when it is made."""

    # --- lifecycle, called by the app --------------------------------------------------------
    def on_enter(self) -> None:
        """Pushed onto the stack (first time)."""

    def on_cover(self) -> None:
        """Another scene was pushed on top."""
        self.ui.hide()

    def on_uncover(self) -> None:
        """The scene above was popped: this one is on top again."""
        self.ui.show()

    def on_exit(self) -> None:
        """Removed from the stack for good."""
        self.ui.kill()

    # --- per frame -----------------------------------------------------------------------------
    def swallows(self, event: pygame.event.Event) -> bool:
        """True for a click the scene refuses before any widget sees it (a board's click guard)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """Raw pygame events and pygame_gui events (UI_BUTTON_PRESSED, ...) for this scene."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def busy(self) -> bool:
        """True while the scene changes by itself (an animation, a countdown, work it waits for):
        the app then draws every frame. At rest it draws only after input, so a scene whose
        picture changes with time or with a background thread says so here."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw everything that is not a pygame_gui widget (widgets are drawn by the app on top)."""

    def dialog_open(self) -> bool:
        """True while a dialog drawn by the scene itself lies over it (a lesson's closing note): its
        widgets are the dialog's, and what they lie over is out of play, not a card name half hidden."""
        return False

    # --- the keyboard --------------------------------------------------------------------------
    def focus_targets(self) -> list[focus_kit.Target]:
        """What Tab, the arrows and Enter reach, in reading order: the scene's shown, enabled
        widgets and ``focus_areas()``."""
        found = focus_kit.widget_targets(self.ui.elements)
        found += [focus_kit.Target(("area", key), pygame.Rect(rect)) for key, rect in self.focus_areas()]
        return focus_kit.reading_order(found)

    def focus_areas(self) -> list[tuple[object, pygame.Rect]]:
        """Places besides the widgets that a click uses (a menu tile, a list's row): (key, rect)."""
        return []

    def holding(self) -> bool:
        """Whether a press picked something up that a release puts down (the ring carries it)."""
        return False

    def focus_key(self, event: pygame.event.Event) -> bool:
        """The ring sees input before ``handle_event``: True when it took a key (a real click hides it)."""
        self.focus.pointer_used(event)
        return self.focus.handle_key(event, self)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The ring, over the widgets (the app calls it after drawing them)."""
        self.focus.draw(surface, self)
