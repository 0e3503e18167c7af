"""pygame_gui glue: one UIManager for the app, themed from assets/ui/theme.json with the bundled font.

The theme file names fonts by their bundle-relative path; here every path is resolved through
``resource_path`` so the theme works from source, a wheel and a PyInstaller build alike.
"""
from __future__ import annotations

import base64
import functools
import json
import weakref
import warnings

import pygame
import pygame_gui

from labdesk.resources import resource_path
from labdesk.ui import access

THEME_FILE = "assets/ui/theme.json"
FONT_NAME = "labdesk"


# pygame_gui applies only colours from "defaults"; the default font and shape are copied here into
# every widget block (and class block) so every widget uses the bundled font.
_WIDGETS = ("button", "label", "text_box", "text_entry_line", "text_entry_box", "drop_down_menu",
            "horizontal_slider", "tool_tip", "window", "selection_list", "panel", "status_bar")
_SHAPED = ("button", "text_entry_line", "drop_down_menu", "horizontal_slider", "tool_tip", "selection_list")


def load_theme() -> dict:
    """The theme file, its fonts from the bundle and its tooltips at the player's text size
    (``size_tooltips``)."""
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
    # a tooltip is made anew each time one shows, from the theme: its width and its text box's words
    # (pygame_gui reads them from "tool_tip.text_box", else "text_box") grow with the text size here
    tip, words = data["tool_tip"], {**data["text_box"]["font"]}
    words["size"] = str(round(float(words["size"]) * access.text_scale()))
    data["tool_tip.text_box"] = {**data["text_box"], "font": words}
    tip["misc"]["rect_width"] = str(round(float(tip["misc"]["rect_width"]) * access.text_scale()))
    return data


def size_tooltips(manager: pygame_gui.UIManager) -> None:
    """The tooltips shown from now on at the player's text size (a text size changed in Settings)."""
    manager.get_theme().load_theme(load_theme())
    preload_sizes(manager, (int(manager.get_theme().get_font_info(["tool_tip.text_box"])["size"]),))


def make_manager(size: tuple[int, int], preload: bool = True) -> pygame_gui.UIManager:
    """The app's UIManager; ``preload=False`` leaves ``preload_fonts`` for later (the window shows
    its first frame sooner, and the fonts are loaded before a text box needs them)."""
    manager = pygame_gui.UIManager(size, enable_live_theme_updates=False)
    # the fonts from their bytes (pygame_gui takes base64 bytes as a font's location), known before the
    # theme loads any: from a path each size and style keeps the file open, and a test worker's apps
    # ran out of file descriptors
    regular, bold = _font_data()
    manager.get_theme().get_font_dictionary().known_font_paths[FONT_NAME] = [
        (regular, False), (bold, False), (regular, False), (bold, False)]
    manager.get_theme().load_theme(load_theme())
    if preload:
        preload_fonts(manager)
    return manager


@functools.cache
def _font_data() -> tuple[bytes, bytes]:
    """The regular and bold font files, base64-encoded, read once."""
    return tuple(base64.standard_b64encode(resource_path(f"assets/fonts/NotoSans-{style}.ttf").read_bytes())
                 for style in ("Regular", "Bold"))


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


# --- the player's text size on the widgets -------------------------------------------------------
_sized: "weakref.WeakKeyDictionary[object, tuple]" = weakref.WeakKeyDictionary()  # widget -> (scale, text)
ROOM = 8  # pixels a label keeps from its box's border on each side, as the theme's buttons do
TEXT_WIDGETS = (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel, pygame_gui.elements.UITextEntryLine)


def _shown_text(widget) -> str:
    if isinstance(widget, pygame_gui.elements.UITextEntryLine):
        return widget.get_text() or "Ag"
    return getattr(widget, "text", "") or ""


def _width_of(value) -> int:
    """A border's width: pygame_gui keeps one per side in a dict."""
    if isinstance(value, dict):
        return max((int(v) for v in value.values() if isinstance(v, (int, float))), default=0)
    return int(value or 0)


def room(widget) -> tuple[int, int]:
    """The width and height a widget's words may take inside its border."""
    edge = 2 * (_width_of(getattr(widget, "border_width", 0)) + _width_of(getattr(widget, "shadow_width", 0)))
    pad = 2 * ROOM if isinstance(widget, (pygame_gui.elements.UIButton, pygame_gui.elements.UITextEntryLine)) else 0
    return widget.rect.width - edge - pad, widget.rect.height - edge


def ink(line_height: int) -> int:
    """The height a line's letters take of its line box (the font's line box has room over the capitals
    and under the descenders that a button's border may share): a larger size fits a box as tall as
    its letters, not its line box (a 40 px button holds a bold line at 29 px)."""
    return line_height * 9 // 10


def font_at(widget, manager, size: int) -> pygame.font.Font:
    """The widget's theme font (its face, weight and style) at ``size`` pixels."""
    info = manager.get_theme().get_font_info(widget.combined_element_ids)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a size not preloaded loads now, once
        return manager.get_theme().get_font_dictionary().find_font(size, info["name"], info["bold"], info["italic"])


def fitting_size(widget, manager, scale: float) -> int | None:
    """The largest font size for the widget's words between its theme's size and that size times
    ``scale`` that its box holds whole (a box keeps its place, so the layout around it stays);
    None for a widget without words of its own."""
    if not isinstance(widget, TEXT_WIDGETS) or getattr(widget, "font", None) is None:
        return None
    base = int(manager.get_theme().get_font_info(widget.combined_element_ids)["size"])
    words = _shown_text(widget)
    width, height = room(widget)
    best = base
    for size in range(base + 1, round(base * scale) + 1):
        w, h = font_at(widget, manager, size).size(words)
        if w > width or ink(h) > height:
            break
        best = size
    return best


def _parts(widget) -> list | None:
    """The widgets a container or a drop-down is made of (a drop-down makes its buttons anew each time
    it opens or closes), None for a widget of its own."""
    if isinstance(widget, pygame_gui.elements.UIDropDownMenu):
        state = widget.current_state
        parts = [getattr(state, "selected_option_button", None)]
        listed = getattr(state, "options_selection_list", None)
        if listed is not None:
            parts += list(listed.item_list_container.elements)
        return [p for p in parts if p is not None]
    return getattr(widget, "elements", None)


def size_widget_text(elements, manager, scale: float) -> None:
    """Every button's, label's and text field's words at the player's text size, as large as their
    boxes hold (``fitting_size``); done again only when the size or the words change."""
    for widget in elements:
        inner = _parts(widget)
        if inner is not None:
            size_widget_text(inner, manager, scale)
            continue
        key = (scale, _shown_text(widget) if isinstance(widget, TEXT_WIDGETS) else None)
        if _sized.get(widget) == key:
            continue
        _sized[widget] = key
        size = fitting_size(widget, manager, scale)
        if size is None:
            continue
        font = font_at(widget, manager, size)
        if font is not widget.font:
            widget.font = font
            widget.rebuild()


def cut_widget_text(elements, manager) -> list[str]:
    """The words of widgets whose box does not hold them whole at the size they are drawn (a test's
    check: the audit's recording sees only the words the kit draws)."""
    cut: list[str] = []
    for widget in elements:
        inner = _parts(widget)
        if inner is not None:
            cut += cut_widget_text(inner, manager)
            continue
        if not isinstance(widget, TEXT_WIDGETS) or widget.font is None or not widget.visible:
            continue
        words = _shown_text(widget)
        w, h = widget.font.size(words)
        width, height = room(widget)
        if w > width + ROOM or ink(h) > height + 2:  # a theme's own padding is smaller than ROOM
            cut.append(words)
    return cut
