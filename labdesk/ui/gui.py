"""pygame_gui glue: one UIManager for the app, themed from assets/ui/theme.json with the bundled font.

The theme file names fonts by their bundle-relative path; here every path is resolved through
``resource_path`` so the theme works from source, a wheel and a PyInstaller build alike.
"""
from __future__ import annotations

import json
import warnings

import pygame
import pygame_gui

from labdesk.resources import resource_path

THEME_FILE = "assets/ui/theme.json"
FONT_NAME = "labdesk"


# pygame_gui applies only colours from "defaults"; the default font and shape are copied here into
# every widget block (and class block) so every widget uses the bundled font.
_WIDGETS = ("button", "label", "text_box", "text_entry_line", "text_entry_box", "drop_down_menu",
            "horizontal_slider", "tool_tip", "window", "selection_list", "panel", "status_bar")
_SHAPED = ("button", "text_entry_line", "drop_down_menu", "horizontal_slider", "tool_tip", "selection_list")


def load_theme() -> dict:
    data = json.loads(resource_path(THEME_FILE).read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("defaults"), dict):
        raise ValueError(f"{THEME_FILE}: expected an object with a 'defaults' block")
    defaults = data["defaults"]
    base_font = dict(defaults.get("font", {}))
    for key in ("regular_path", "bold_path"):
        if key in base_font:
            base_font[key] = str(resource_path(base_font[key]))
    defaults["font"] = base_font
    base_misc = defaults.get("misc", {})
    for widget in _WIDGETS:
        data.setdefault(widget, {})
    for name, block in data.items():
        if name == "defaults" or not isinstance(block, dict):
            continue
        block["font"] = {**base_font, **{k: v for k, v in block.get("font", {}).items()
                                         if k not in ("regular_path", "bold_path")}}
        if name in _SHAPED or name.startswith("@"):
            block["misc"] = {**base_misc, **block.get("misc", {})}
    return data


def make_manager(size: tuple[int, int], preload: bool = True) -> pygame_gui.UIManager:
    """The app's UIManager; ``preload=False`` leaves ``preload_fonts`` for later (the window shows
    its first frame sooner, and the fonts are loaded before a text box needs them)."""
    manager = pygame_gui.UIManager(size, theme_path=load_theme(), enable_live_theme_updates=False)
    manager.add_font_paths(FONT_NAME, str(resource_path("assets/fonts/NotoSans-Regular.ttf")),
                           str(resource_path("assets/fonts/NotoSans-Bold.ttf")))
    if preload:
        preload_fonts(manager)
    return manager


def preload_fonts(manager: pygame_gui.UIManager) -> None:
    # Text boxes use bold/italic spans; preload them so nothing loads mid-frame.
    preload_sizes(manager, (17, 18, 19, 20, 22), ("regular", "bold", "italic"))
    preload_sizes(manager, (23, 30), ("bold",))


def preload_sizes(manager: pygame_gui.UIManager, sizes, styles=("regular", "bold")) -> None:
    """Load the bundled font at these sizes and styles (a rules page at a larger text size). Sizes
    already loaded make pygame_gui warn, which is harmless here."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        manager.preload_fonts([{"name": FONT_NAME, "point_size": size, "style": style}
                               for size in sizes for style in styles])


def object_id(class_id: str | None = None, object_id_: str | None = None):
    return pygame_gui.core.ObjectID(class_id=class_id, object_id=object_id_)


BUTTON = pygame_gui.UI_BUTTON_PRESSED
