"""Small helpers the scenes share: cached layouts, themed buttons and labels."""
from __future__ import annotations

import functools

import pygame
import pygame_gui

from labdesk.ui.layout import Layout


@functools.lru_cache(maxsize=None)
def layout(name: str) -> Layout:
    return Layout.load(name)


def button(scene, rect, text, cls: str | None = None, tip: str | None = None) -> pygame_gui.elements.UIButton:
    return pygame_gui.elements.UIButton(
        pygame.Rect(rect), text, manager=scene.app.manager, container=scene.ui, tool_tip_text=tip,
        object_id=pygame_gui.core.ObjectID(class_id=cls) if cls else None)


def pressed(event) -> object | None:
    """The button a pygame_gui press event is about, else None."""
    return event.ui_element if event.type == pygame_gui.UI_BUTTON_PRESSED else None
