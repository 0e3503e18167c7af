"""``PromptBar``: what the viewer is asked to do, and a button per choice.

The board builds the choices from its legal actions (``Choice(label, action)``) in ``sync()``; the
bar rebuilds its pygame_gui buttons only when the choices change, right-aligned in its rectangle,
with the prompt text wrapped into ``PROMPT_LINES`` lines on the left. While animations play (or
whenever the board passes ``hidden=True``) text and buttons are hidden, so no stale choice stays
on screen; hiding is checked every frame, so it also survives the app showing the board's
container again after a covering scene. ``slots`` puts the buttons at fixed rectangles instead (a
layout's anchors, first choice in the first); ``set(..., colour=...)`` tints the text (the viewer's
own decision in the accent, say)::

    self.prompt = PromptBar(self.app.manager, self.ui, self.layout.rect("prompt"))      # build()
    self.prompt.set("Play a card or pass", [Choice("Pass", Pass()), Choice("Draw", Draw())])   # sync()
    # update():      self.prompt.update(hidden=not self.can_act())
    # board_event(): action = self.prompt.action_for(event); if action is not None: self.submit(action)
    # draw_board():  self.prompt.draw(surface)

Options: ``Choice(..., enabled=False)`` shows a greyed button that gives no action (until a
selection is complete), ``tip=`` its tooltip; ``button_width`` gives every button the width of a
layout's button slots; ``colour`` is the text's, and ``idle_colour`` keeps the text on screen while
the bar is hidden ("Boris is choosing…"), only the buttons go.
A choice that cannot be taken back names its question (``Choice(..., confirm="Let it explode? ...")``):
its press, or ``asks_first(action)`` for a key, shows the question with "Back" and the choice again,
and only a press on that second button gives the action. The confirming button never lies where the
pressed one was (a double-click answers nothing), and "Back" or new choices from the board end the
question.
``stacked=True`` makes the bar a panel instead: the prompt as a heading on top, the buttons under it
filling the width (one column for up to three choices, two for more; labels cut to fit, the whole
label as the tooltip), for long labels such as "Pour yellow into flask 1 (double yellow)". A
``Choice`` may name its button's theme class (``look="@danger_button"``).

The prompt text is drawn at the player's text size (``labdesk.ui.access``): the largest size from
there down to ``size`` at which it fits its lines and the bar, so a larger setting never cuts more.
The bar makes room for it (``bar_rect``): given ``room``, the free area around the layout's bar
that covers no hand or decision, the bar grows upward (its bottom stays) to hold its lines at the
player's size, never past ``room``. A stacked panel's heading takes as many lines as leave room for
every button (``stacked_heading``), and the buttons start under it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame
import pygame_gui

from labdesk.i18n import _
from labdesk.ui import access, audit, gui, theme
from labdesk.ui.table.cardsize import floor_px

PROMPT_LINES = 2  # lines of prompt text the bar holds (longer prompts end with an ellipsis)
TEXT_SIZE = 18
BUTTON_GAP = 10
BUTTON_PAD = 36  # room around a button's label
STACK_TOP, STACK_HEIGHT, STACK_GAP = 34, 40, 6  # a stacked panel: first button's top (one heading line
# at the house size), height, row gap
HEADING_TOP = 6  # a stacked panel's heading: its first line's top


def line_height(size: int) -> int:
    """One line of prompt text at ``size`` (a bar's height rule: ``lines`` of these)."""
    return size + 6


def heading_line(size: int) -> int:
    """One line of a stacked panel's bold heading at ``size``."""
    return theme.font(size, True).get_linesize()


def bar_rect(rect: pygame.Rect, room: pygame.Rect | None, lines: int, size: int) -> pygame.Rect:
    """The bar at text ``size``: the layout's ``rect`` while its ``lines`` fit in it, else grown
    upward (the bottom stays) to hold them, never above ``room``'s top (no ``room``: never grown)."""
    need = lines * line_height(size)
    if room is None or need <= rect.height:
        return pygame.Rect(rect)
    top = max(min(room.top, rect.top), rect.bottom - need)
    return pygame.Rect(rect.x, top, rect.width, rect.bottom - top)


@dataclass(frozen=True)
class Choice:
    label: str
    action: Any
    primary: bool = False  # drawn with the @primary_button look
    enabled: bool = True  # False: shown greyed, not pressable (e.g. until a selection is complete)
    tip: str | None = None  # the button's tooltip
    look: str | None = None  # another theme class for the button (e.g. "@danger_button"); wins over primary
    confirm: str | None = None  # a choice that cannot be undone: its press asks this question first
    #: a shorter label for a button too narrow to hold ``label`` at the floor of a larger text size
    #: ("Eureka!" for "Eureka! End turn"); the whole label is then its tip
    short: str | None = None


@dataclass(frozen=True)
class Back:
    """The way back from a choice's confirmation question to the choices."""


def prompt_lines(text: str, width: int, size: int = TEXT_SIZE, lines: int = PROMPT_LINES,
                 bold: bool = False) -> list[str]:
    """The prompt wrapped to ``width``; past ``lines`` lines the last one ends with an ellipsis."""
    wrapped = theme.wrap(text, width, size, bold=bold)
    if len(wrapped) <= lines:
        return wrapped
    return wrapped[:lines - 1] + [theme.fit(" ".join(wrapped[lines - 1:]), width, size, bold)]


def button_rects(area: pygame.Rect, labels: Sequence[str], size: int = TEXT_SIZE,
                 width: int | None = None) -> list[pygame.Rect]:
    """Buttons side by side at the right of ``area`` (first label leftmost), as wide as their labels
    (or each ``width`` wide, e.g. the button slots of a layout)."""
    widths = [width or theme.font(size).size(label)[0] + BUTTON_PAD for label in labels]
    x = area.right - sum(widths) - BUTTON_GAP * max(0, len(widths) - 1)
    rects = []
    for w in widths:
        rects.append(pygame.Rect(x, area.y, w, area.height))
        x += w + BUTTON_GAP
    return rects


def stacked_rects(area: pygame.Rect, count: int, top: int = STACK_TOP) -> list[pygame.Rect]:
    """Buttons under a heading (the first ``top`` pixels into ``area``), filling ``area``'s width: one
    column for up to three, else two; only the rows that fit in ``area``."""
    cols = 2 if count > 3 else 1
    w = (area.width - 24 - 8 * (cols - 1)) // cols
    rows = max(1, (area.height - top + STACK_GAP) // (STACK_HEIGHT + STACK_GAP))
    return [pygame.Rect(area.x + 12 + (i % cols) * (w + 8), area.y + top + (i // cols) * (STACK_HEIGHT + STACK_GAP),
                        w, STACK_HEIGHT) for i in range(min(count, rows * cols))]


def stack_top(size: int, lines: int) -> int:
    """Where a stacked panel's first button goes under ``lines`` heading lines at ``size``
    (``STACK_TOP`` for one line at the house size)."""
    return STACK_TOP + lines * heading_line(size) - heading_line(TEXT_SIZE)


@dataclass(frozen=True)
class Heading:
    """A stacked panel's heading as drawn: its size and lines."""
    size: int
    lines: tuple[str, ...]


def stacked_heading(text: str, area: pygame.Rect, count: int, size: int, least: int = TEXT_SIZE,
                    most_lines: int = PROMPT_LINES) -> Heading:
    """The heading of a stacked panel of ``count`` buttons: the largest size from ``size`` down to
    ``least`` at which it wraps into the lines that leave room for every button's row (one line at
    least, ``most_lines`` at most); at ``least`` the last line ends in an ellipsis if it must."""
    width = area.width - 24
    rows = -(-count // (2 if count > 3 else 1))
    buttons = rows * (STACK_HEIGHT + STACK_GAP) - STACK_GAP
    for s in range(max(size, least), least - 1, -1):
        room = max(1, min(most_lines, (area.height - buttons - STACK_TOP + heading_line(TEXT_SIZE) - 4)
                          // heading_line(s)))
        wrapped = theme.wrap(text, width, s, bold=True)
        if len(wrapped) <= room or s == least:
            return Heading(s, tuple(prompt_lines(text, width, s, room, bold=True)))
    raise AssertionError("unreachable: the least size always returns")


class PromptBar:
    def __init__(self, manager, container, rect: pygame.Rect, *, lines: int = PROMPT_LINES, size: int = TEXT_SIZE,
                 colour=theme.TEXT, idle_colour=None, button_width: int | None = None, stacked: bool = False,
                 slots: Sequence[pygame.Rect] | None = None, bold: bool = False, max_text_width: int | None = None,
                 room: pygame.Rect | None = None):
        """``bold``: the prompt in bold; ``max_text_width``: the prompt never wider than this (a
        board that frames the text in its own panel); ``room``: where the bar may grow at a larger
        text size (see ``bar_rect``). ``colour`` may be set at any time. Made again when the text
        size changes (a board's ``build``), so ``rect`` is the bar at the size of the time."""
        self.manager = manager
        self.container = container
        self.size = size  # the house size (100 %); the text is drawn at ``text_size()``
        self.anchor = pygame.Rect(rect)  # the layout's place for it at the size of the time
        self.rect = pygame.Rect(rect) if stacked else bar_rect(rect, room, lines, access.scaled(size))
        self.lines = lines
        self.colour = colour
        self.idle_colour = idle_colour  # given: the text stays while hidden, in this colour
        self.button_width = button_width
        self.stacked = stacked
        self.slots = [pygame.Rect(r) for r in slots] if slots is not None else None  # fixed button places
        self.text = ""
        self.choices: tuple[Choice, ...] = ()
        self.buttons: list[pygame_gui.elements.UIButton] = []
        self.hidden = False
        self._built_top: int | None = None  # a stacked panel's buttons' top when they were made
        self.bold = bold
        self.max_text_width = max_text_width
        self.offered: tuple[str, tuple[Choice, ...]] = ("", ())  # the board's text and choices
        self.asking: Choice | None = None  # a choice pressed whose question shows now
        self._asked_from: pygame.Rect | None = None  # where the pressed button was

    def set(self, text: str, choices: Sequence[Choice] = (), *, colour=None) -> None:
        """The prompt and its choices (buttons are rebuilt only when the choices differ); ``colour``
        changes the text's colour from now on. While a choice's question shows, it stands in for
        them, until they no longer hold that choice."""
        choices = tuple(choices)
        self.offered = (text, choices)
        if self.asking is not None and self.asking not in choices:
            self.asking, self._asked_from = None, None
        if self.asking is not None:
            text, choices = self.asking.confirm, self._question_choices()
        self.text = text
        if colour is not None:
            self.colour = colour
        if choices == self.choices and (not self.stacked or self._stack_top(text, len(choices)) == self._built_top):
            return
        if self.slots is not None:
            rects = self.slots
        elif self.stacked:
            rects = stacked_rects(self.rect, len(choices), self._stack_top(text, len(choices)))
        else:
            rects = button_rects(self.rect, [c.label for c in choices], self.size, self.button_width)
            if self.asking is not None and self._asked_from is not None and rects[0].colliderect(self._asked_from):
                # the confirming button (first) goes left of where the press was; "Back" may lie there
                rects[0] = rects[0].move(min(0, self._asked_from.x - BUTTON_GAP - rects[0].right), 0)
        if self._relabel(choices, rects):
            return
        for button in self.buttons:
            button.kill()
        self.choices = choices  # all of them, so the same choices next frame rebuild nothing
        self._built_top = self._stack_top(text, len(choices)) if self.stacked else None
        self.buttons = [self._button(choice, rect) for choice, rect in zip(choices, rects)]  # those that fit
        for button, choice in zip(self.buttons, choices):
            if not choice.enabled:
                button.disable()
        self._apply_visibility()

    def _relabel(self, choices: tuple[Choice, ...], rects: Sequence[pygame.Rect]) -> bool:
        """Only labels changed (a countdown "No (4)" becoming "No (3)") and the buttons stay where
        they are: set the new texts in place, so a click that has begun on a button is not lost to a
        rebuilt one. False when the buttons must be made again."""
        def kept(c: Choice) -> tuple:  # all but the label
            return c.action, c.enabled, c.primary, c.look, c.tip
        same = len(choices) == len(self.choices) == len(self.buttons) and all(
            kept(new) == kept(old) for new, old in zip(choices, self.choices))
        if not same or any(pygame.Rect(r) != b.relative_rect for r, b in zip(rects, self.buttons)):
            return False
        for button, choice, rect in zip(self.buttons, choices, rects):
            label = theme.fit(choice.label, rect.width - 12, self.size) if self.stacked else choice.label
            if button.text != label and button.text != choice.short:
                button.set_text(label)
                self._shorten(button, choice)
        self.choices = choices
        return True

    def heading(self, text: str | None = None, count: int | None = None) -> Heading:
        """A stacked panel's heading for ``text`` over ``count`` buttons (by default the bar's own)."""
        text = self.text if text is None else text
        count = len(self.choices) if count is None else count
        return stacked_heading(text, self.rect, count, access.scaled(self.size), self.size, self.lines)

    def _stack_top(self, text: str, count: int) -> int:
        heading = self.heading(text, count)
        return stack_top(heading.size, len(heading.lines)) if text else STACK_TOP

    def _button(self, choice: Choice, rect: pygame.Rect) -> pygame_gui.elements.UIButton:
        look = choice.look or ("@primary_button" if choice.primary else None)
        label = theme.fit(choice.label, rect.width - 12, self.size) if self.stacked else choice.label
        tip = choice.tip or (choice.label if label != choice.label else None)
        button = pygame_gui.elements.UIButton(rect, label, manager=self.manager, container=self.container,
                                              object_id=pygame_gui.core.ObjectID(class_id=look) if look else None,
                                              tool_tip_text=tip)
        self._shorten(button, choice)
        return button

    def _shorten(self, button: pygame_gui.elements.UIButton, choice: Choice) -> None:
        """A button whose label would stay below the floor of a larger text size in its box shows
        the choice's short label, the whole one as its tip."""
        if choice.short is None or access.text_scale() <= 1:
            return
        base = int(self.manager.get_theme().get_font_info(button.combined_element_ids)["size"])
        if gui.font_at(button, self.manager, floor_px(base)).size(button.text)[0] > gui.room(button)[0]:
            button.set_text(choice.short)
            button.set_tooltip(choice.tip or choice.label)

    def text_width(self) -> int:
        """Room for the prompt text: left of the buttons (a stacked panel's whole width)."""
        if self.stacked:
            return self.rect.width - 24
        left = min((b.relative_rect.x for b in self.buttons), default=self.rect.right)
        room = max(40, left - self.rect.x - 16)
        return room if self.max_text_width is None else min(room, self.max_text_width)

    def update(self, hidden: bool) -> None:
        """Call every frame: hides the bar while ``hidden`` (animations playing, not your turn)."""
        self.hidden = hidden
        self._apply_visibility()

    def _apply_visibility(self) -> None:
        for button in self.buttons:
            if button.visible == self.hidden:
                button.hide() if self.hidden else button.show()

    def action_for(self, event: pygame.event.Event) -> Any | None:
        """The action of the pressed button, if ``event`` pressed one of the bar's buttons (a choice
        with a question first shows it, and gives its action only when confirmed)."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or self.hidden:
            return None
        for button, choice in zip(self.buttons, self.choices):
            if event.ui_element is button and choice.enabled:
                if isinstance(choice.action, Back):
                    self._end_question()
                    return None
                if choice.confirm and self.asking is None:
                    self._ask(choice, pygame.Rect(button.relative_rect))
                    return None
                self.asking, self._asked_from = None, None
                return choice.action
        return None

    def asks_first(self, action) -> bool:
        """True when ``action`` (a key's choice) must be confirmed on a button: its question shows
        now. A key never confirms, so pressing it twice takes nothing that cannot be undone."""
        choice = next((c for c in self.offered[1] if c.action == action and c.confirm), None)
        if choice is None:
            return False
        if self.asking is None:
            self._ask(choice, self.button_rect(action))
        return True

    def _ask(self, choice: Choice, pressed: pygame.Rect | None) -> None:
        self.asking, self._asked_from = choice, pressed
        self.set(*self.offered)

    def _end_question(self) -> None:
        self.asking, self._asked_from = None, None
        self.set(*self.offered)

    def _question_choices(self) -> tuple[Choice, ...]:
        """"Back" and the asked choice again, so the confirming button does not lie where the
        pressed one was: in a stacked panel on the row under "Back"; in a bar first, left of the
        press (``set`` moves it there)."""
        back = Choice(_("Back"), Back())
        again = Choice(self.asking.label, self.asking.action, look=self.asking.look or "@danger_button",
                       tip=self.asking.tip)
        return (back, again) if self.stacked or self.slots is not None else (again, back)

    def button_rect(self, action) -> pygame.Rect | None:
        """Where the button of ``action`` is (matched by its text, as saves name actions), or None
        when it has none or the bar is hidden: lessons point at it."""
        if self.hidden:
            return None
        for button, choice in zip(self.buttons, self.choices):
            if str(choice.action) == str(action):
                return pygame.Rect(button.relative_rect)
        return None

    def text_size(self) -> int:
        """The prompt's size now: the player's text size, or the largest below it at which the text
        fits (a stacked heading one line, else ``lines`` lines within the bar); at worst ``size``."""
        if self.stacked:
            return self.heading().size
        width = self.text_width()
        for size in range(access.scaled(self.size), self.size, -1):
            lines = len(theme.wrap(self.text, width, size, bold=self.bold))
            if lines <= self.lines and lines * line_height(size) <= max(self.rect.height,
                                                                        self.lines * line_height(self.size)):
                return size
        return self.size

    def draw(self, surface: pygame.Surface) -> None:
        colour = self.idle_colour if self.hidden else self.colour
        if colour is None or not self.text:
            return
        audit.protect(self.rect, "prompt", self.text)
        if self.stacked:  # the heading's lines over the buttons
            heading = self.heading()
            for i, line in enumerate(heading.lines):
                theme.blit_text(surface, line, (self.rect.x + 12, self.rect.y + HEADING_TOP + i * heading_line(heading.size)),
                                heading.size, theme.TEXT_DIM, bold=True)
            return
        size = self.text_size()
        lines = prompt_lines(self.text, self.text_width(), size, self.lines, self.bold)
        line_h = line_height(size)
        y = self.rect.centery - len(lines) * line_h // 2
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (self.rect.x + 8, y + i * line_h), size, colour, bold=self.bold)

    def kill(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons, self.choices = [], ()
        self.asking, self._asked_from = None, None
