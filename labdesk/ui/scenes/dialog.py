"""A modal message (e.g. why a save cannot be loaded). An overlay: the scene below stays visible."""
from __future__ import annotations

import pygame

from labdesk.i18n import _
from labdesk.ui import theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed

PATH_PX = 18
BUTTON_GAP = 24
NOTE_LINES, NOTE_LINE_PX = 4, 24


def fit_path(path: str, width: int, size: int = PATH_PX) -> str:
    """A file path shortened from the left (the file's name is what matters) to fit ``width``."""
    f = theme.font(size)
    if f.size(path)[0] <= width:
        return path
    while path and f.size("…" + path)[0] > width:
        path = path[1:]
    return "…" + path


class MessageDialog(Scene):
    name = "dialog"
    opaque = False
    shade = 170

    def __init__(self, app, title: str, message: str, on_close=None, note: str = "", path: str | None = None):
        super().__init__(app)
        self.title = title
        self.message = message
        self.on_close = on_close
        lay = layout("overlay")
        self.panel = lay.rect("dialog_panel")
        self.title_rect = lay.rect("dialog_title")
        self.text_rect = lay.rect("dialog_text")
        self.note = note
        shown = message[:1].upper() + message[1:]
        # a path takes the third line of the message
        self.lines = theme.wrap(shown, self.text_rect.width, 22, max_lines=2 if path else 3)
        self.path_line = fit_path(str(path), self.text_rect.width) if path else ""
        self.note_lines = theme.wrap(note, self.text_rect.width, 18, max_lines=NOTE_LINES) if note else []
        # a note longer than two lines (Russian runs longer) makes the panel taller, the button lower
        grow = NOTE_LINE_PX * max(0, len(self.note_lines) - 2)
        self.panel.height += grow
        self.ok_rect = lay.rect("dialog_ok").move(0, grow)
        self.make_widgets()

    def make_widgets(self) -> None:
        self.ok = button(self, self.ok_rect, _("OK"), "@primary_button")

    def close(self) -> None:
        self.app.pop()
        if self.on_close:
            self.on_close()

    def handle_event(self, event) -> None:
        if pressed(event) is self.ok or (event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE)):
            self.close()

    def draw(self, surface) -> None:
        theme.panel(surface, self.panel, theme.PANEL, theme.WARN)
        theme.blit_text(surface, self.title, self.title_rect.midleft, 30, theme.WARN, True, "midleft")
        for i, line in enumerate(self.lines):
            theme.blit_text(surface, line, (self.text_rect.x, self.text_rect.y + i * 30), 22)
        if self.path_line:
            theme.blit_text(surface, self.path_line, (self.text_rect.x, self.text_rect.y + 66), PATH_PX, theme.ACCENT)
        for i, line in enumerate(self.note_lines):
            theme.blit_text(surface, line, (self.text_rect.x, self.text_rect.y + 96 + i * NOTE_LINE_PX), 18,
                            theme.TEXT_DIM)


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
        ok = self.ok_rect
        cancel = self.cancel_label or _("Cancel")
        # each button as wide as its label needs (at least the OK button's width), the pair centred
        widths = [max(ok.width, theme.font(20, True).size(label)[0] + 56) for label in (cancel, self.confirm_label)]
        left = ok.centerx - (sum(widths) + BUTTON_GAP) // 2
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
