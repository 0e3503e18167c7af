"""A modal message (e.g. why a save cannot be loaded). An overlay: the scene below stays visible.

The message, an optional file path and a note are laid out by ``dialog_layout``: the panel grows
(about its centre) when the text needs more lines than the layout file's panel holds, so a long
reason or a longer translation is wrapped, never cut, and the buttons sit below the text."""
from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from labdesk.i18n import _
from labdesk.ui import access, theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed

# sizes at 100 %: drawn at the player's text size (``access.scaled``), the panel growing to hold them
TEXT_PX, TEXT_STEP = 22, 30
PATH_PX, PATH_STEP = 18, 26
NOTE_PX, NOTE_STEP = 18, 25  # a line step is the font's line height
GAP = 12  # between the message, the path and the note
BUTTON_GAP = 24
MAX_LINES = 5  # of the message and of the note each at 100 % (more at a larger text size: the same words)


def max_lines() -> int:
    return round(MAX_LINES * access.text_scale())


def fit_path(path: str, width: int, size: int = PATH_PX) -> str:
    """A file path shortened from the left (the file's name is what matters) to fit ``width``."""
    f = theme.font(size)
    if f.size(path)[0] <= width:
        return path
    while path and f.size("…" + path)[0] > width:
        path = path[1:]
    return "…" + path


def wrap_lines(text: str, width: int, size: int) -> list[str]:
    """``text`` wrapped to ``width``, at most MAX_LINES lines, the last one ending in an ellipsis
    when some were left out."""
    lines, most = (theme.wrap(text, width, size) if text else []), max_lines()
    if len(lines) > most:
        lines = lines[:most - 1] + [theme.fit(" ".join(lines[most - 1:]), width, size)]
    return lines


@dataclass(frozen=True)
class DialogLayout:
    """Where everything of a dialog goes: drawing and the buttons both read it."""
    panel: pygame.Rect
    title: pygame.Rect
    lines: tuple[tuple[int, int], ...]  # top-left of each message line
    path: tuple[int, int] | None
    notes: tuple[tuple[int, int], ...]
    buttons: pygame.Rect  # the OK button's place; a pair of buttons is centred on it


def dialog_layout(lines: int, has_path: bool, notes: int) -> DialogLayout:
    lay = layout("overlay")
    panel, title, text, ok = (lay.rect(name).copy() for name in ("dialog_panel", "dialog_title", "dialog_text",
                                                                 "dialog_ok"))
    x, y = text.x, text.y
    text_step, path_step, note_step = (access.scaled(step) for step in (TEXT_STEP, PATH_STEP, NOTE_STEP))
    line_at = [(x, y + i * text_step) for i in range(lines)]
    y += lines * text_step
    path_at = None
    if has_path:
        path_at = (x, y + GAP)
        y += GAP + path_step
    note_at = [(x, y + GAP + i * note_step) for i in range(notes)]
    if notes:
        y += GAP + notes * note_step
    grow = max(0, y + GAP + 8 - ok.y)  # the buttons go down to make room, the panel grows about its centre
    lift = grow // 2

    def up(pos):
        return pos[0], pos[1] - lift

    panel.height += grow
    panel.y -= lift
    title.y -= lift
    ok.y += grow - lift
    return DialogLayout(panel, title, tuple(map(up, line_at)), up(path_at) if path_at else None,
                        tuple(map(up, note_at)), ok)


class MessageDialog(Scene):
    name = "dialog"
    opaque = False
    shade = 170

    def __init__(self, app, title: str, message: str, on_close=None, note: str = "", path: str | None = None):
        super().__init__(app)
        self.title = title
        self.message = message
        self.on_close = on_close
        self.note = note
        width = layout("overlay").rect("dialog_text").width
        self.lines = wrap_lines(message[:1].upper() + message[1:], width, access.scaled(TEXT_PX))
        self.path_line = fit_path(str(path), width, access.scaled(PATH_PX)) if path else ""
        self.note_lines = wrap_lines(note, width, access.scaled(NOTE_PX))
        self.places = dialog_layout(len(self.lines), bool(path), len(self.note_lines))
        self.make_widgets()

    def make_widgets(self) -> None:
        self.ok = button(self, self.places.buttons, _("OK"), "@primary_button")

    def close(self) -> None:
        self.app.pop()
        if self.on_close:
            self.on_close()

    def handle_event(self, event) -> None:
        if pressed(event) is self.ok or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE)):
            self.close()

    def draw(self, surface) -> None:
        places = self.places
        theme.panel(surface, places.panel, theme.PANEL, theme.WARN)
        theme.blit_text(surface, self.title, places.title.midleft, 30, theme.WARN, True, "midleft")
        for line, pos in zip(self.lines, places.lines):
            theme.blit_text(surface, line, pos, access.scaled(TEXT_PX))
        if places.path:
            theme.blit_text(surface, self.path_line, places.path, access.scaled(PATH_PX), theme.ACCENT)
        for line, pos in zip(self.note_lines, places.notes):
            theme.blit_text(surface, line, pos, access.scaled(NOTE_PX), theme.TEXT_DIM)


class ConfirmDialog(MessageDialog):
    """A yes/no question: ``on_confirm`` runs after the confirm button; the other button (Cancel)
    or Esc just closes."""

    def __init__(self, app, title: str, message: str, confirm: str, on_confirm, note: str = "",
                 cancel: str | None = None, path: str | None = None):
        self.confirm_label = confirm
        self.cancel_label = cancel  # None: "Cancel" in the current language
        super().__init__(app, title, message, note=note, path=path)
        self.on_confirm = on_confirm

    def make_widgets(self) -> None:
        ok = self.places.buttons
        cancel = self.cancel_label or _("Cancel")
        # each button as wide as its label needs (at least the OK button's width), the pair centred
        widths = [max(ok.width, theme.font(20, True).size(label)[0] + 56) for label in (cancel, self.confirm_label)]
        row = sum(widths) + BUTTON_GAP
        left = ok.centerx - row // 2
        if row + 2 * BUTTON_GAP > self.places.panel.width:  # long labels (a translation): a wider panel
            panel = self.places.panel.inflate(row + 2 * BUTTON_GAP - self.places.panel.width, 0)
            self.places = replace(self.places, panel=panel)
        self.cancel = button(self, (left, ok.y, widths[0], ok.height), cancel)
        self.ok = button(self, (left + widths[0] + BUTTON_GAP, ok.y, widths[1], ok.height), self.confirm_label,
                         "@danger_button")

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.ok or (event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN):
            self.app.pop()
            self.on_confirm()
        elif which is self.cancel or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()


class ChoiceDialog(MessageDialog):
    """A question with a few answers: ``choices`` is (label, what to run) each, a button each in a
    row after Cancel; Esc or Cancel just closes."""

    def __init__(self, app, title: str, message: str, choices: list[tuple[str, object]], note: str = ""):
        self.choices = list(choices)
        super().__init__(app, title, message, note=note)

    def make_widgets(self) -> None:
        ok = self.places.buttons
        labels = [_("Cancel")] + [label for label, _run in self.choices]
        widths = [max(ok.width * 3 // 4, theme.font(20, True).size(label)[0] + 48) for label in labels]
        row = sum(widths) + BUTTON_GAP * (len(widths) - 1)
        if row + 2 * BUTTON_GAP > self.places.panel.width:  # many or long labels: a wider panel
            panel = self.places.panel.inflate(row + 2 * BUTTON_GAP - self.places.panel.width, 0)
            self.places = replace(self.places, panel=panel)
        x = ok.centerx - row // 2
        self.buttons = []
        for i, (label, width) in enumerate(zip(labels, widths)):
            self.buttons.append(button(self, (x, ok.y, width, ok.height), label, "@primary_button" if i else None))
            x += width + BUTTON_GAP
        self.cancel = self.buttons[0]

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.cancel or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif which in self.buttons:
            self.app.pop()
            self.choices[self.buttons.index(which) - 1][1]()
