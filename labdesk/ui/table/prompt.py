"""``PromptBar``: what the viewer is asked to do, and a button per choice.

The board builds the choices from its legal actions (``Choice(label, action)``) in ``sync()``; the
bar rebuilds its pygame_gui buttons only when the choices change, right-aligned in its rectangle,
with the prompt text wrapped into ``PROMPT_LINES`` lines on the left. While animations play (or
whenever the board passes ``hidden=True``) text and buttons are hidden, so no stale choice stays
on screen; hiding is checked every frame, so it also survives the app showing the board's
container again after a covering scene::

    self.prompt = PromptBar(self.app.manager, self.ui, self.layout.rect("prompt"))      # build()
    self.prompt.set("Play a card or pass", [Choice("Pass", Pass()), Choice("Draw", Draw())])   # sync()
    # update():      self.prompt.update(hidden=not self.can_act())
    # board_event(): action = self.prompt.action_for(event); if action is not None: self.submit(action)
    # draw_board():  self.prompt.draw(surface)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame
import pygame_gui

from labdesk.ui import theme

PROMPT_LINES = 2  # lines of prompt text the bar holds (longer prompts end with an ellipsis)
TEXT_SIZE = 18
BUTTON_GAP = 10
BUTTON_PAD = 36  # room around a button's label


@dataclass(frozen=True)
class Choice:
    label: str
    action: Any
    primary: bool = False  # drawn with the @primary_button look


def prompt_lines(text: str, width: int, size: int = TEXT_SIZE, lines: int = PROMPT_LINES,
                 bold: bool = False) -> list[str]:
    """The prompt wrapped to ``width``; past ``lines`` lines the last one ends with an ellipsis."""
    wrapped = theme.wrap(text, width, size, bold=bold)
    if len(wrapped) <= lines:
        return wrapped
    return wrapped[:lines - 1] + [theme.fit(" ".join(wrapped[lines - 1:]), width, size, bold)]


def button_rects(area: pygame.Rect, labels: Sequence[str], size: int = TEXT_SIZE) -> list[pygame.Rect]:
    """Buttons side by side at the right of ``area`` (first label leftmost), as wide as their labels."""
    widths = [theme.font(size).size(label)[0] + BUTTON_PAD for label in labels]
    x = area.right - sum(widths) - BUTTON_GAP * max(0, len(widths) - 1)
    rects = []
    for w in widths:
        rects.append(pygame.Rect(x, area.y, w, area.height))
        x += w + BUTTON_GAP
    return rects


class PromptBar:
    def __init__(self, manager, container, rect: pygame.Rect, *, lines: int = PROMPT_LINES, size: int = TEXT_SIZE,
                 bold: bool = False, max_text_width: int | None = None):
        """``bold``: the prompt in bold; ``max_text_width``: the prompt never wider than this (a
        board that frames the text in its own panel). ``colour`` may be set at any time."""
        self.manager = manager
        self.container = container
        self.rect = pygame.Rect(rect)
        self.lines = lines
        self.size = size
        self.text = ""
        self.choices: tuple[Choice, ...] = ()
        self.buttons: list[pygame_gui.elements.UIButton] = []
        self.hidden = False
        self.bold = bold
        self.max_text_width = max_text_width
        self.colour = theme.TEXT

    def set(self, text: str, choices: Sequence[Choice] = ()) -> None:
        """The prompt and its choices (buttons are rebuilt only when the choices differ)."""
        self.text = text
        choices = tuple(choices)
        if choices == self.choices:
            return
        for button in self.buttons:
            button.kill()
        self.choices = choices
        primary = pygame_gui.core.ObjectID(class_id="@primary_button")
        self.buttons = [
            pygame_gui.elements.UIButton(rect, choice.label, manager=self.manager, container=self.container,
                                         object_id=primary if choice.primary else None)
            for choice, rect in zip(choices, button_rects(self.rect, [c.label for c in choices], self.size))]
        self._apply_visibility()

    def text_width(self) -> int:
        """Room for the prompt text: left of the buttons."""
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
            if event.ui_element is button:
                return choice.action
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.hidden or not self.text:
            return
        lines = prompt_lines(self.text, self.text_width(), self.size, self.lines, self.bold)
        line_h = self.size + 6
        y = self.rect.centery - len(lines) * line_h // 2
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (self.rect.x + 8, y + i * line_h), self.size, self.colour, bold=self.bold)

    def kill(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons, self.choices = [], ()
