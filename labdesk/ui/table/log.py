"""The log panel: the third-person log, newest at the bottom, whole entries only.

``draw_log_panel`` paints the dark panel and its heading (pre-render it in a background);
``draw_log`` the lines. ``LogPanel`` keeps a rectangle, text size and a scroll ``offset`` (entries
hidden below the newest, 0 = follow the game), and its lines in a layer redrawn only when the log
changes, so no surface is kept per log line::

    self.log_panel = LogPanel(self.layout.rect("log"))
    self.log_panel.draw_background(background)            # in build(): panel + title, once
    self.log_panel.draw(surface, self.match.log)         # every frame (one blit)
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from labdesk.i18n import N_, _
from labdesk.ui import theme
from labdesk.ui.table.layers import CachedLayer

LOG_TITLE = N_("Log")  # every title is translated where it is drawn
TITLE_HEIGHT = 30  # the heading's band at the top of the panel


def draw_log_panel(surface: pygame.Surface, rect: pygame.Rect, title: str = LOG_TITLE) -> None:
    """The log's dark panel and its heading (the lines of ``draw_log`` start below it)."""
    theme.panel(surface, rect, theme.BG_DARK)
    theme.blit_text(surface, _(title), (rect.x + 12, rect.y + 6), 16, theme.TEXT_DIM, bold=True)


def log_lines(entries: list[str], width: int, rows: int, size: int = 18, offset: int = 0) -> list[tuple[str, int]]:
    """The wrapped lines that fit ``rows``, as (text, indent): whole entries from the newest back
    (skipping ``offset`` newest entries), so the top line never starts mid-sentence; a single entry
    taller than the panel shows its beginning. Continuation lines are indented."""
    indent = size
    lines: list[tuple[str, int]] = []
    for entry in reversed(entries[:len(entries) - offset] if offset > 0 else entries):
        wrapped = [(line, indent if k else 0) for k, line in enumerate(theme.wrap(entry, width - indent, size))]
        if len(lines) + len(wrapped) > rows:
            if not lines:
                lines = wrapped[:rows]
            break
        lines[:0] = wrapped
    return lines


def draw_log(surface: pygame.Surface, rect: pygame.Rect, entries: list[str], size: int = 18, title: str = LOG_TITLE,
             panel: bool = True, offset: int = 0) -> None:
    """The panel (unless ``panel=False``: it is in a pre-rendered background) and the lines. The
    lines are rendered afresh, not through the text cache: each is one passing message."""
    if panel:
        draw_log_panel(surface, rect, title)
    line_h = size + 6
    rows = max(0, (rect.height - 34) // line_h)
    for i, (line, dx) in enumerate(log_lines(entries, rect.width - 24, rows, size, offset)):
        theme.blit_text(surface, line, (rect.x + 12 + dx, rect.y + TITLE_HEIGHT + i * line_h), size, theme.TEXT,
                        cache=False)


@dataclass
class LogPanel:
    rect: pygame.Rect
    size: int = 18
    title: str = LOG_TITLE
    offset: int = 0  # entries scrolled back from the newest
    _lines: CachedLayer | None = field(default=None, init=False, repr=False, compare=False)

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_log_panel(surface, self.rect, self.title)

    def lines_rect(self) -> pygame.Rect:
        """Where the lines go: inside the panel's border and clear of its rounded corners, all of it
        the panel's own colour, so the layer is opaque and a frame copies it instead of blending."""
        return pygame.Rect(self.rect.x + 12, self.rect.y + TITLE_HEIGHT, self.rect.width - 24,
                           self.rect.height - TITLE_HEIGHT - 2)

    def draw(self, surface: pygame.Surface, entries: list[str], panel: bool = False) -> None:
        if panel:
            draw_log_panel(surface, self.rect, self.title)
        area = self.lines_rect()
        if self._lines is None or self._lines.surface.get_size() != area.size:
            self._lines = CachedLayer(area.size)
        key = (len(entries), entries[-1] if entries else None, self.offset)
        surface.blit(self._lines.get(key, lambda layer: self._draw_lines(layer, entries)), area)

    def _draw_lines(self, layer: pygame.Surface, entries: list[str]) -> None:
        layer.fill(theme.BG_DARK)
        panel = pygame.Rect((-12, -TITLE_HEIGHT), self.rect.size)  # the panel, in the layer's pixels
        draw_log(layer, panel, entries, self.size, self.title, panel=False, offset=self.offset)

    def scroll(self, entries: int, total: int) -> None:
        """Move back (positive) or forward through ``total`` entries, never past either end."""
        self.offset = min(max(0, self.offset + entries), max(0, total - 1))
