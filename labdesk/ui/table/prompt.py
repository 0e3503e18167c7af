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
``stacked=True`` makes the bar a panel instead: the prompt as a heading on top, the buttons under it
filling the width (one column for up to three choices, two for more; labels cut to fit, the whole
label as the tooltip), for long labels such as "Pour yellow into flask 1 (double yellow)". A
``Choice`` may name its button's theme class (``look="@danger_button"``).

The prompt text is drawn at the player's text size (``labdesk.ui.access``): the largest size from
there down to ``size`` at which it fits its lines and the bar, so a larger setting never cuts more.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame
import pygame_gui

from labdesk.ui import access, theme

PROMPT_LINES = 2  # lines of prompt text the bar holds (longer prompts end with an ellipsis)
TEXT_SIZE = 18
BUTTON_GAP = 10
BUTTON_PAD = 36  # room around a button's label
STACK_TOP, STACK_HEIGHT, STACK_GAP = 34, 40, 6  # a stacked panel: first button's top, height, row gap


@dataclass(frozen=True)
class Choice:
    label: str
    action: Any
    primary: bool = False  # drawn with the @primary_button look
    enabled: bool = True  # False: shown greyed, not pressable (e.g. until a selection is complete)
    tip: str | None = None  # the button's tooltip
    look: str | None = None  # another theme class for the button (e.g. "@danger_button"); wins over primary


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


def stacked_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Buttons under a heading, filling ``area``'s width: one column for up to three, else two; only
    the rows that fit in ``area``."""
    cols = 2 if count > 3 else 1
    w = (area.width - 24 - 8 * (cols - 1)) // cols
    rows = max(1, (area.height - STACK_TOP + STACK_GAP) // (STACK_HEIGHT + STACK_GAP))
    return [pygame.Rect(area.x + 12 + (i % cols) * (w + 8), area.y + STACK_TOP + (i // cols) * (STACK_HEIGHT + STACK_GAP),
                        w, STACK_HEIGHT) for i in range(min(count, rows * cols))]


class PromptBar:
    def __init__(self, manager, container, rect: pygame.Rect, *, lines: int = PROMPT_LINES, size: int = TEXT_SIZE,
                 colour=theme.TEXT, idle_colour=None, button_width: int | None = None, stacked: bool = False,
                 slots: Sequence[pygame.Rect] | None = None, bold: bool = False, max_text_width: int | None = None):
        """``bold``: the prompt in bold; ``max_text_width``: the prompt never wider than this (a
        board that frames the text in its own panel). ``colour`` may be set at any time."""
        self.manager = manager
        self.container = container
        self.rect = pygame.Rect(rect)
        self.lines = lines
        self.size = size  # the house size (100 %); the text is drawn at ``text_size()``
        self.colour = colour
        self.idle_colour = idle_colour  # given: the text stays while hidden, in this colour
        self.button_width = button_width
        self.stacked = stacked
        self.slots = [pygame.Rect(r) for r in slots] if slots is not None else None  # fixed button places
        self.text = ""
        self.choices: tuple[Choice, ...] = ()
        self.buttons: list[pygame_gui.elements.UIButton] = []
        self.hidden = False
        self.bold = bold
        self.max_text_width = max_text_width

    def set(self, text: str, choices: Sequence[Choice] = (), *, colour=None) -> None:
        """The prompt and its choices (buttons are rebuilt only when the choices differ); ``colour``
        changes the text's colour from now on."""
        self.text = text
        if colour is not None:
            self.colour = colour
        choices = tuple(choices)
        if choices == self.choices:
            return
        for button in self.buttons:
            button.kill()
        if self.slots is not None:
            rects = self.slots
        elif self.stacked:
            rects = stacked_rects(self.rect, len(choices))
        else:
            rects = button_rects(self.rect, [c.label for c in choices], self.size, self.button_width)
        self.choices = choices  # all of them, so the same choices next frame rebuild nothing
        self.buttons = [self._button(choice, rect) for choice, rect in zip(choices, rects)]  # those that fit
        for button, choice in zip(self.buttons, choices):
            if not choice.enabled:
                button.disable()
        self._apply_visibility()

    def _button(self, choice: Choice, rect: pygame.Rect) -> pygame_gui.elements.UIButton:
        look = choice.look or ("@primary_button" if choice.primary else None)
        label = theme.fit(choice.label, rect.width - 12, self.size) if self.stacked else choice.label
        tip = choice.tip or (choice.label if label != choice.label else None)
        return pygame_gui.elements.UIButton(rect, label, manager=self.manager, container=self.container,
                                            object_id=pygame_gui.core.ObjectID(class_id=look) if look else None,
                                            tool_tip_text=tip)

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
        """The action of the pressed button, if ``event`` pressed one of the bar's buttons."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED or self.hidden:
            return None
        for button, choice in zip(self.buttons, self.choices):
            if event.ui_element is button and choice.enabled:
                return choice.action
        return None

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
        width = self.text_width()
        for size in range(access.scaled(self.size), self.size, -1):
            if self.stacked:
                if theme.font(size, True).size(self.text)[0] <= width:
                    return size
                continue
            lines = len(theme.wrap(self.text, width, size, bold=self.bold))
            if lines <= self.lines and lines * (size + 6) <= max(self.rect.height, self.lines * (self.size + 6)):
                return size
        return self.size

    def draw(self, surface: pygame.Surface) -> None:
        colour = self.idle_colour if self.hidden else self.colour
        if colour is None or not self.text:
            return
        size = self.text_size()
        if self.stacked:  # one heading line over the buttons
            theme.blit_text(surface, theme.fit(self.text, self.text_width(), size, True),
                            (self.rect.x + 12, self.rect.y + 6), size, theme.TEXT_DIM, bold=True)
            return
        lines = prompt_lines(self.text, self.text_width(), size, self.lines, self.bold)
        line_h = size + 6
        y = self.rect.centery - len(lines) * line_h // 2
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (self.rect.x + 8, y + i * line_h), size, colour, bold=self.bold)

    def kill(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons, self.choices = [], ()
