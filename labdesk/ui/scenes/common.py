"""Small helpers the scenes share: cached layouts, themed buttons and labels."""
from __future__ import annotations

import pygame
import pygame_gui

from labdesk.i18n import pgettext
from labdesk.ui.layout import layout  # noqa: F401 - the scenes' layouts, read once


def level_name(level: str) -> str:
    """An AI level as the player reads it; the level's id stays English in saves and on the command line."""
    names = {"random": pgettext("AI level", "random"), "easy": pgettext("AI level", "easy"),
             "medium": pgettext("AI level", "medium"), "hard": pgettext("AI level", "hard"),
             "expert": pgettext("AI level", "expert")}
    return names.get(level, level)


TIP_WIDTH = 340  # the theme's tooltip width: longer tips wrap at it


def fit_tooltip(widget, manager) -> None:
    """A short tooltip gets a box as wide as its text, not the theme's full width."""
    tip = getattr(widget, "tool_tip_text", None)
    if tip:
        # the tip's text is a text box inside the tooltip: its font and padding (12 px a side) apply
        font = manager.get_theme().get_font(["tool_tip.text_box", "text_box"])
        width = font.get_rect(tip).width + 40
        widget.set_tooltip(tip, wrap_width=min(TIP_WIDTH, width))


def button(scene, rect, text, cls: str | None = None, tip: str | None = None) -> pygame_gui.elements.UIButton:
    widget = pygame_gui.elements.UIButton(
        pygame.Rect(rect), text, manager=scene.app.manager, container=scene.ui, tool_tip_text=tip,
        object_id=pygame_gui.core.ObjectID(class_id=cls) if cls else None)
    fit_tooltip(widget, scene.app.manager)
    return widget


def pressed(event) -> object | None:
    """The button a pygame_gui press event is about, else None."""
    return event.ui_element if event.type == pygame_gui.UI_BUTTON_PRESSED else None


WHEEL_PX = 100  # a mouse-wheel notch scrolls about three lines (pygame_gui's 40 px felt stuck); so does Down
SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def scroll_page(page, key: int) -> None:
    """Scroll a text box by a wheel notch, a page or to an end (one of ``SCROLL_KEYS``); a page that
    fits (or is still opening: None) stays."""
    bar = getattr(page, "scroll_bar", None)
    if bar is None:
        return
    shown = bar.visible_percentage
    line = WHEEL_PX / page.rect.height * shown
    step = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -shown, pygame.K_PAGEDOWN: shown,
            pygame.K_HOME: -1.0, pygame.K_END: 1.0}[key]
    bar.set_scroll_from_start_percentage(min(1.0 - shown, max(0.0, bar.start_percentage + step)))
