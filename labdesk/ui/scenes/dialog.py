"""A modal message (e.g. why a save cannot be loaded). An overlay: the scene below stays visible."""
from __future__ import annotations

import pygame

from labdesk.ui import theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed


class MessageDialog(Scene):
    name = "dialog"
    opaque = False
    shade = 170

    def __init__(self, app, title: str, message: str, on_close=None, note: str = ""):
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
        self.lines = theme.wrap(shown, self.text_rect.width, 22)[:3]
        self.note_lines = theme.wrap(note, self.text_rect.width, 18)[:2] if note else []
        self.ok = button(self, lay.rect("dialog_ok"), "OK", "@primary_button")

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
        for i, line in enumerate(self.note_lines):
            theme.blit_text(surface, line, (self.text_rect.x, self.text_rect.y + 96 + i * 24), 18, theme.TEXT_DIM)


class ConfirmDialog(MessageDialog):
    """A yes/no question: ``on_confirm`` runs after the confirm button; Cancel or Esc just closes."""

    def __init__(self, app, title: str, message: str, confirm: str, on_confirm, note: str = ""):
        super().__init__(app, title, message, note=note)
        self.on_confirm = on_confirm
        ok = self.ok.relative_rect.copy()
        self.ok.kill()
        self.cancel = button(self, ok.move(-ok.width // 2 - 12, 0), "Cancel")
        self.ok = button(self, ok.move(ok.width // 2 + 12, 0), confirm, "@danger_button")

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.ok or (event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN):
            self.app.pop()
            self.on_confirm()
        elif which is self.cancel or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
