"""``FocusRing``: keyboard play on any board, from what the board already lets the mouse use.

The targets are gathered each time from the board's own regions (``BoardScene.focus_targets``): the
buttons the board shows, the usable cards of its hand, its hit map and any ``focus_areas()`` it adds.
Tab / Shift+Tab step through them in reading order, the arrow keys to the nearest one that way;
the ring appears with the first of these keys. Enter or Space uses the focused target by the same
path as the mouse: a button gets the press pygame_gui would send, anything else a pointer moved
there, pressed and released. When the press picked a piece up (``board.holding()``), the release
waits: the piece follows the ring and the next Enter puts it down there, Esc (``back_out``) puts it
back. ``BoardScene`` owns one ring and does all of this; a board only adds hooks::

    self.focus = FocusRing()                                  # BoardScene.__init__
    if self.focus.handle_key(event, self): return             # keys, before the board's own
    self.focus.draw(surface, self)                            # over the board

Every other scene has the same ring (``Scene.focus``): its targets are the scene's shown, enabled
widgets (``widget_targets``) plus what a scene adds; the app gives it the keys before the scene
(``Scene.focus_key``) and draws it over the widgets. Enter on a drop-down steps to its next choice
(``next_choice``), on a text field it starts typing there (the field keeps its keys until Tab);
Left / Right move a focused slider (``nudge``). The ring wears the button that uses it on its corner
while a controller is in use (``table.glyphs``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Hashable

import pygame
import pygame_gui

from labdesk.ui import access, theme
from labdesk.ui.table import glyphs

MOVE_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
USE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ROW = 40  # targets whose centres are this close in height, one's centre within the other's height, read as
# one row (Tab order): a list's lines closer than this are rows of their own
RING = 4  # the ring's width; it is drawn this far outside the target
BADGE_TEXT = 16  # the use button's picture on the ring: as tall as a line of this text at 100 %


@dataclass(frozen=True)
class Target:
    key: Hashable  # what it is (a hand card's key, a hit map key, a button): kept across rebuilds
    rect: pygame.Rect
    button: pygame_gui.core.UIElement | None = None  # a widget: a button's press, a drop-down's next choice
    ring: pygame.Rect | None = None  # where the ring goes when not round ``rect`` (a hand card risen whole)


WIDGETS = (pygame_gui.elements.UIButton, pygame_gui.elements.UIDropDownMenu, pygame_gui.elements.UITextEntryLine,
           pygame_gui.elements.UIHorizontalSlider)


def widget_targets(elements, leave_out=()) -> list[Target]:
    """The widgets among ``elements`` a key can use: shown, enabled buttons, drop-downs, text
    fields and sliders (not those in ``leave_out``)."""
    return [Target(("widget", id(e)), pygame.Rect(e.rect), e) for e in elements
            if isinstance(e, WIDGETS) and e.visible and e.is_enabled and e not in leave_out]


def nudge(app, slider: pygame_gui.elements.UIHorizontalSlider, direction: int) -> None:
    """Move the slider one of its steps (its arrow buttons' ``increment``), announced as a drag is."""
    low, high = slider.value_range
    value = min(high, max(low, slider.get_current_value() + direction * slider.increment))
    slider.set_current_value(value)
    app.handle(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=slider.get_current_value(),
                                  ui_element=slider, ui_object_id=slider.most_specific_combined_id))


def typing_field(manager) -> pygame_gui.elements.UITextEntryLine | None:
    """The text field pygame_gui gives the keys to now, if any."""
    return next((e for e in manager.get_focus_set() or () if isinstance(e, pygame_gui.elements.UITextEntryLine)),
                None)


def next_choice(app, menu: pygame_gui.elements.UIDropDownMenu, step: int = 1) -> None:
    """Choose the drop-down's next option (wrapping round), announced as a pick with the mouse is."""
    options = menu.options_list
    here = next((i for i, o in enumerate(options) if o[1] == menu.selected_option[1]), -1)
    choice = options[(here + step) % len(options)]
    menu.selected_option = menu.current_state.selected_option = choice
    menu.current_state.selected_option_button.set_text(choice[0])  # the shown choice (the menu is closed)
    app.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=choice[0], selected_option_id=choice[1],
                                  ui_element=menu, ui_object_id=menu.most_specific_combined_id))


def reading_order(targets: list[Target]) -> list[Target]:
    """Top row first, left to right; one target per place (a region given twice is kept once), and
    one key per target (a key on two places is told apart by its count)."""
    places, keys, unique = set(), Counter(), []
    for t in targets:
        place = tuple(t.rect)
        if place in places or t.rect.width <= 0 or t.rect.height <= 0:
            continue
        places.add(place)
        keys[t.key] += 1
        unique.append(t if keys[t.key] == 1 else replace(t, key=(t.key, keys[t.key])))
    rows: list[list[Target]] = []
    for t in sorted(unique, key=lambda t: (t.rect.centery, t.rect.centerx)):
        head = rows[-1][0].rect if rows else None
        if head is not None and abs(t.rect.centery - head.centery) < ROW and (
                head.top <= t.rect.centery < head.bottom or t.rect.top <= head.centery < t.rect.bottom):
            rows[-1].append(t)
        else:
            rows.append([t])
    return [t for row in rows for t in sorted(row, key=lambda t: t.rect.centerx)]


def nearest(targets: list[Target], start: pygame.Rect, direction: tuple[int, int]) -> Target | None:
    """The target closest to ``start`` in ``direction``; across the way counts double, and one in the
    same row (or column) comes before any other: from the menu's Rules button Left went up into a
    tile's Learn, nearer as the crow flies than Play online beside it."""
    dx, dy = direction
    best, best_cost = None, None
    for t in targets:
        ox, oy = t.rect.centerx - start.centerx, t.rect.centery - start.centery
        ahead = ox * dx + oy * dy
        if ahead <= 0:
            continue
        in_line = (t.rect.top < start.bottom and start.top < t.rect.bottom) if dx else \
            (t.rect.left < start.right and start.left < t.rect.right)
        cost = (not in_line, ahead + 2 * abs(ox * dy + oy * dx))
        if best_cost is None or cost < best_cost:
            best, best_cost = t, cost
    return best


def packed(target: Target, targets: list[Target]) -> bool:
    """Whether ``target`` is a line of a list with no gap to the line above or below (Experiment's
    task lines at a larger text size): a ring round it would hide the neighbour's words."""
    rect = target.rect
    if target.ring is not None or target.button is not None or rect.width < 4 * rect.height:
        return False
    reach = rect.inflate(0, 2 * RING)
    return any(reach.colliderect(t.rect) and not rect.colliderect(t.rect) for t in targets if t is not target)


class FocusRing:
    def __init__(self) -> None:
        self.visible = False
        self.key: Hashable | None = None  # the focused target
        self.carrying: tuple[int, int] | None = None  # a piece held since Enter: where it was picked up
        self.acting = False  # the events being sent are the ring's own (a real click hides the ring)

    # --- which target --------------------------------------------------------------------------
    def current(self, targets: list[Target]) -> Target | None:
        return next((t for t in targets if t.key == self.key), None)

    def move(self, board, step: int = 0, direction: tuple[int, int] | None = None) -> None:
        """Tab (``step`` ±1) or an arrow (``direction``) from the focused target; the first key
        only shows the ring on the first target (or the one still focused)."""
        targets = board.focus_targets()
        if not targets:
            self.key = None
            return
        here = self.current(targets)
        if not self.visible or here is None:
            target = here or targets[0]
        elif direction is not None:
            target = nearest(targets, here.rect, direction) or here
        else:
            target = targets[(targets.index(here) + step) % len(targets)]
        self.visible = True
        self.key = target.key
        field = target.button if isinstance(target.button, pygame_gui.elements.UITextEntryLine) else None
        if field is not None or typing_field(board.app.manager) is not None:
            board.app.manager.set_focus_set(field)  # a text field takes the typing while the ring is on it
        self._send(board, pygame.MOUSEMOTION, target.rect.center)  # hover shows, a held piece follows

    # --- keys ----------------------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event, board) -> bool:
        """Tab, arrows and Enter/Space (while the ring shows); True when the ring took the key. Esc
        is the board's: ``back_out`` first, then its selection, then the pause menu."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(board, step=-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        slider = self._on_slider(board)
        if slider is not None and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            nudge(board.app, slider, 1 if event.key == pygame.K_RIGHT else -1)  # Left / Right move a slider
            return True
        if event.key in MOVE_KEYS:
            self.move(board, direction=MOVE_KEYS[event.key])
            return True
        if event.key in USE_KEYS and self.visible:
            self.use(board)
            return True
        return False

    def _on_slider(self, board) -> pygame_gui.elements.UIHorizontalSlider | None:
        target = self.current(board.focus_targets()) if self.visible else None
        widget = target.button if target is not None else None
        return widget if isinstance(widget, pygame_gui.elements.UIHorizontalSlider) else None

    def use(self, board) -> None:
        targets = board.focus_targets()
        target = self.current(targets)
        if self.carrying is not None:
            self.carrying = None
            pos = target.rect.center if target is not None else board.mouse
            self._send(board, pygame.MOUSEBUTTONUP, pos, button=1)
            return
        if target is None:
            self.move(board)
            return
        if isinstance(target.button, pygame_gui.elements.UIDropDownMenu):
            next_choice(board.app, target.button)
            return
        if isinstance(target.button, pygame_gui.elements.UITextEntryLine):
            board.app.manager.set_focus_set(target.button)
            return
        if isinstance(target.button, pygame_gui.elements.UIHorizontalSlider):
            return  # Left / Right move it
        if target.button is not None:
            self.acting = True
            try:
                board.app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, mouse_button=1,
                                                    ui_element=target.button,
                                                    ui_object_id=target.button.most_specific_combined_id))
            finally:
                self.acting = False
            return
        pos = target.rect.center
        self._send(board, pygame.MOUSEMOTION, pos)
        self._send(board, pygame.MOUSEBUTTONDOWN, pos, button=1)
        if board.holding():
            self.carrying = pos
        else:
            self._send(board, pygame.MOUSEBUTTONUP, pos, button=1)

    def back_out(self, board) -> bool:
        """Esc: a carried piece goes back (released where it was picked up); False when none was."""
        if self.carrying is None:
            return False
        pos, self.carrying = self.carrying, None
        self._send(board, pygame.MOUSEMOTION, pos)
        self._send(board, pygame.MOUSEBUTTONUP, pos, button=1)
        return True

    def pointer_used(self, event: pygame.event.Event) -> None:
        """A real click: the mouse is in use, the ring goes (a piece it carried was let go by it)."""
        if not self.acting and event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
            self.carrying = None

    def _send(self, board, kind: int, pos, **extra) -> None:
        pos = (int(pos[0]), int(pos[1]))
        if kind == pygame.MOUSEMOTION:
            extra = {"rel": (0, 0), "buttons": (1 if self.carrying else 0, 0, 0)}
        self.acting = True
        try:
            board.app.handle(pygame.event.Event(kind, pos=pos, **extra))
        finally:
            self.acting = False

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, board) -> None:
        if not self.visible:
            return
        targets = board.focus_targets()
        target = self.current(targets)
        if target is None:
            return
        colour = theme.WARN if self.carrying else theme.TEXT  # amber while carrying
        if packed(target, targets):  # a line of a tight list: on its own edge, over none of its neighbours' words
            # (a list's lines are light boxes on the dark table: the ring's colours change places)
            ring = target.rect.inflate(2, 2)
            pygame.draw.rect(surface, colour, ring, 2, border_radius=8)
            pygame.draw.rect(surface, theme.BG_DARK, ring.inflate(-4, -4), RING - 1, border_radius=7)
        else:  # white on a dark edge, unlike the boards' own accent and green outlines
            ring = (target.ring or target.rect).inflate(2 * RING + 4, 2 * RING + 4)
            pygame.draw.rect(surface, theme.BG_DARK, ring.inflate(4, 4), RING + 2, border_radius=10)
            pygame.draw.rect(surface, colour, ring, RING, border_radius=9)
        if glyphs.device(board.app) == glyphs.PAD:  # which button uses it (a key cap would hide more than it tells)
            glyphs.badge(surface, "use", glyphs.PAD, ring, access.scaled(BADGE_TEXT))
