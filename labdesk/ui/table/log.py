"""The log panel: the third-person log, newest at the bottom, whole entries only.

``draw_log_panel`` paints the dark panel and its heading (pre-render it in a background);
``draw_log`` the lines. ``LogPanel`` keeps a rectangle, text size and what the reader chose: a
scroll ``offset`` (entries hidden below the newest, 0 = follow the game), a filter by player
(``only``) and the "since your last turn" marker (``since``, set by the board for the seat at the
screen); its lines sit in a layer redrawn only when what it shows changes, so no surface is kept
per log line::

    self.log_panel = LogPanel(self.layout.rect("log"))
    self.log_panel.draw_background(background)            # in build(): panel + title, once
    self.log_panel.draw(surface, self.match.log)         # every frame (one blit)

``BoardScene`` keeps one interactive panel over every board's log (``board.log_view``): it scrolls by
wheel, drag, PageUp/PageDown, Home/End, and its heading's chip filters by player. Scrolled back, it
holds still while the game goes on (the lines being read do not slide away) and a "new lines" bar at
its foot counts what came since; a click on the bar or End jumps to the newest, and once back at
the newest the panel follows the game again.
``since_last_turn`` is the hot-seat hand-off's catch-up: only log lines, which are public.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from labdesk.engine.match import LogEntry
from labdesk.i18n import N_, _, ngettext
from labdesk.ui import access, theme
from labdesk.ui.table.layers import CachedLayer

LOG_TITLE = N_("Log")  # every title is translated where it is drawn
TITLE_HEIGHT = 30  # the heading's band at the top of the panel, at 100 % text (``title_height``)
HEADING_PX = 16  # the heading's, the filter chip's and the marker's words at 100 %
CHIP_WIDTH = 170
MARK = N_("since your last turn")
NEW_LINES_HEIGHT = 26  # (at 100 % text) the "new lines" bar at the panel's foot while lines came in below the view
WHEEL_ENTRIES = 3  # entries one wheel notch scrolls


def title_height() -> int:
    """The heading's band at the player's text size: its words grow with the lines below it."""
    return access.scaled(TITLE_HEIGHT)


def draw_log_panel(surface: pygame.Surface, rect: pygame.Rect, title: str = LOG_TITLE) -> None:
    """The log's dark panel and its heading (the lines of ``draw_log`` start below it)."""
    theme.panel(surface, rect, theme.BG_DARK)
    theme.blit_text(surface, _(title), (rect.x + 12, rect.y + access.scaled(6)), access.scaled(HEADING_PX),
                    theme.TEXT_DIM, bold=True)


@dataclass(frozen=True)
class LogLine:
    text: str
    indent: int
    entry: int  # which entry (of those given) the line belongs to


def _wrapped(entries: list[str], k: int, width: int, size: int) -> list[LogLine]:
    return [LogLine(line, size if n else 0, k) for n, line in enumerate(theme.wrap(entries[k], width - size, size, break_words=True))]


def page_lines(entries: list[str], width: int, rows: int, size: int = 18, offset: int = 0) -> list[LogLine]:
    """The wrapped lines that fit ``rows``: whole entries from the newest back (skipping ``offset``
    newest entries), so the top line never starts mid-sentence; a single entry taller than the panel
    shows its beginning. Continuation lines are indented. An offset past the oldest page (the log
    got shorter, as when a replay jumps back) shows the oldest page."""
    lines: list[LogLine] = []
    offset = min(max(0, offset), oldest_offset(entries, width, rows, size))
    for k in range(len(entries) - 1 - offset, -1, -1):
        wrapped = _wrapped(entries, k, width, size)
        if len(lines) + len(wrapped) > rows:
            if not lines:
                lines = wrapped[:rows]
            break
        lines[:0] = wrapped
    return lines


def log_lines(entries: list[str], width: int, rows: int, size: int = 18, offset: int = 0) -> list[tuple[str, int]]:
    """``page_lines`` as (text, indent) pairs."""
    return [(line.text, line.indent) for line in page_lines(entries, width, rows, size, offset)]


def oldest_offset(entries: list[str], width: int, rows: int, size: int = 18) -> int:
    """The offset that shows the oldest entries at the top (the far end of scrolling back)."""
    used = shown = 0
    for k in range(len(entries)):
        used += len(_wrapped(entries, k, width, size))
        if used > rows:
            break
        shown += 1
    return max(0, len(entries) - max(1, shown))


def draw_log(surface: pygame.Surface, rect: pygame.Rect, entries: list[str], size: int = 18, title: str = LOG_TITLE,
             panel: bool = True, offset: int = 0) -> None:
    """The panel (unless ``panel=False``: it is in a pre-rendered background) and the lines. The
    lines are rendered afresh, not through the text cache: each is one passing message."""
    if panel:
        draw_log_panel(surface, rect, title)
    line_h = size + 6
    for i, (line, dx) in enumerate(log_lines(entries, rect.width - 24, rows_of(rect, size), size, offset)):
        theme.blit_text(surface, line, (rect.x + 12 + dx, rect.y + title_height() + i * line_h), size, theme.TEXT,
                        cache=False)


def rows_of(rect: pygame.Rect, size: int) -> int:
    return max(0, (rect.height - title_height() - 4) // (size + 6))


def since_last_turn(entries: list[LogEntry], seat: int) -> int | None:
    """Where the lines since ``seat``'s last action begin (an index into ``entries``); None when
    the seat has not acted yet."""
    last = next((k for k in range(len(entries) - 1, -1, -1) if entries[k].actor == seat), None)
    return None if last is None else last + 1


def catch_up(entries: list[LogEntry], seat: int) -> list[str]:
    """The hot-seat hand-off's "since your last turn": the log's lines after ``seat``'s last action
    (every line if it has not acted). Only log lines, which every seat may read: never a hand."""
    start = since_last_turn(entries, seat) or 0
    return [e.text for e in entries[start:]]


@dataclass
class LogPanel:
    rect: pygame.Rect
    size: int = 18
    title: str = LOG_TITLE
    offset: int = 0  # entries scrolled back from the newest
    only: int | None = None  # show only this seat's lines
    since: int | None = None  # the entry (of all entries) the "since your last turn" marker is above
    unread: int = 0  # entries that came in below the view while it was scrolled back
    _known: int | None = field(default=None, init=False, repr=False, compare=False)  # entries last seen
    _lines: CachedLayer | None = field(default=None, init=False, repr=False, compare=False)
    _view: CachedLayer | None = field(default=None, init=False, repr=False, compare=False)

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_log_panel(surface, self.rect, self.title)

    def lines_rect(self) -> pygame.Rect:
        """Where the lines go: inside the panel's border and clear of its rounded corners, all of it
        the panel's own colour, so the layer is opaque and a frame copies it instead of blending."""
        top = title_height()
        return pygame.Rect(self.rect.x + 12, self.rect.y + top, self.rect.width - 24, self.rect.height - top - 2)

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
        panel = pygame.Rect((-12, -title_height()), self.rect.size)  # the panel, in the layer's pixels
        draw_log(layer, panel, entries, self.size, self.title, panel=False, offset=self.offset)

    def scroll(self, entries: int, total: int) -> None:
        """Move back (positive) or forward through ``total`` entries, never past either end."""
        self.offset = min(max(0, self.offset + entries), max(0, total - 1))

    # --- the interactive panel (``BoardScene.log_view``) -------------------------------------
    @property
    def rows(self) -> int:
        return rows_of(self.rect, self.size)

    @property
    def width(self) -> int:
        return self.rect.width - 24

    def chip_rect(self) -> pygame.Rect:
        """The filter chip at the heading's right: drawing and clicks both ask it."""
        heading = theme.font(access.scaled(HEADING_PX), True).size(_(self.title))[0]
        width = max(60, min(access.scaled(CHIP_WIDTH), self.rect.width - 24 - heading - 12))
        return pygame.Rect(self.rect.right - 12 - width, self.rect.y + access.scaled(5), width, title_height() - 8)

    def shown(self, entries: list[LogEntry]) -> tuple[list[str], int | None]:
        """The texts the filter lets through, and where the marker falls among them."""
        keep = [k for k, e in enumerate(entries) if self.only is None or e.actor == self.only]
        mark = None
        if self.since is not None and self.since < len(entries):
            mark = next((n for n, k in enumerate(keep) if k >= self.since), None)
        return [entries[k].text for k in keep], mark

    def scroll_to_end(self, texts: list[str], oldest: bool) -> None:
        self.offset = oldest_offset(texts, self.width, self.rows, self.size) if oldest else 0

    def page(self, texts: list[str], direction: int) -> None:
        """One panel's worth of entries back (1) or forward (-1)."""
        on_screen = {line.entry for line in page_lines(texts, self.width, self.rows, self.size, self.offset)}
        self.scroll(direction * max(1, len(on_screen) - 1), len(texts))
        self.offset = min(self.offset, oldest_offset(texts, self.width, self.rows, self.size))

    def step(self, texts: list[str], entries: int) -> None:
        self.scroll(entries, len(texts))
        self.offset = min(self.offset, oldest_offset(texts, self.width, self.rows, self.size))

    def next_filter(self, seats: int) -> None:
        order = [None, *range(seats)]
        self.only = order[(order.index(self.only) + 1) % len(order)]
        self.offset = 0
        self._known, self.unread = None, 0

    def take_in(self, total: int) -> None:
        """``total`` entries pass the filter now. At the newest the panel follows the game; scrolled
        back it keeps showing the same entries and counts the new ones as unread. A log that got
        shorter (a replay stepping back) is taken as it is."""
        if self._known is not None and total > self._known and self.offset > 0:
            self.offset += total - self._known
            self.unread += total - self._known
        if self.offset == 0 or (self._known is not None and total < self._known):
            self.unread = 0
        self._known = total

    def new_lines_rect(self) -> pygame.Rect | None:
        """The "new lines" bar at the panel's foot (drawing and clicks both ask it); None while
        nothing new waits below the view."""
        if self.unread <= 0 or self.offset <= 0:
            return None
        height = access.scaled(NEW_LINES_HEIGHT)
        return pygame.Rect(self.rect.x + 8, self.rect.bottom - 4 - height, self.rect.width - 16, height)

    def draw_view(self, surface: pygame.Surface, entries: list[LogEntry], names: list[str]) -> None:
        """The panel, its filter chip, the lines, the marker and a scroll bar when scrolled: drawn
        into a layer again only when one of them changes, so a frame is one blit."""
        if self._view is None or self._view.surface.get_size() != self.rect.size:
            self._view = CachedLayer(self.rect.size, alpha=True)
        self.take_in(len(self.shown(entries)[0]))
        key = (len(entries), entries[-1].text if entries else None, self.offset, self.only, self.since,
               tuple(names), self.size, self.title, self.unread)
        at_origin = replace(self, rect=pygame.Rect((0, 0), self.rect.size))
        surface.blit(self._view.get(key, lambda layer: at_origin._draw_view(layer, entries, names)), self.rect)

    def _draw_view(self, surface: pygame.Surface, entries: list[LogEntry], names: list[str]) -> None:
        draw_log_panel(surface, self.rect, self.title)
        chip = self.chip_rect()
        label = _("All players") if self.only is None else _("Only {name}").format(name=names[self.only])
        theme.panel(surface, chip, theme.PANEL if self.only is None else theme.PANEL_LIGHT,
                    theme.LINE if self.only is None else theme.ACCENT, radius=chip.height // 2, width=1)
        px = access.scaled(HEADING_PX)
        theme.blit_text(surface, theme.fit(label, chip.width - 16, px), chip.center, px, theme.TEXT_DIM, False, "center")
        texts, mark = self.shown(entries)
        line_h = self.size + 6
        # the marker takes a row of its own, kept free whenever there is a marker; the "new lines"
        # bar takes the rows it covers
        bar = self.new_lines_rect()
        rows = self.rows - (mark is not None) - (-(-bar.height // line_h) if bar is not None else 0)
        lines = page_lines(texts, self.width, max(1, rows), self.size, self.offset)
        y = self.rect.y + title_height()
        for i, line in enumerate(lines):
            if line.entry == mark and line.indent == 0 and i > 0:
                self._draw_mark(surface, y + line_h // 2)
                y += line_h
            theme.blit_text(surface, line.text, (self.rect.x + 12 + line.indent, y), self.size, theme.TEXT,
                            cache=False)
            y += line_h
        if self.offset > 0 or (lines and lines[0].entry > 0):
            self._draw_scrollbar(surface, len(texts), lines)
        if bar is not None:
            self._draw_new_lines(surface, bar)

    def _draw_new_lines(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        """The bar that says lines came in below the view, and how to reach them."""
        theme.panel(surface, bar, theme.PANEL_LIGHT, theme.ACCENT, radius=bar.height // 2, width=1)
        label = ngettext("{n} new line: click to read it", "{n} new lines: click to read them",
                         self.unread).format(
            n=self.unread)
        px = access.scaled(HEADING_PX)
        theme.blit_text(surface, theme.fit(label, bar.width - 20, px), bar.center, px, theme.ACCENT, False, "center")

    def _draw_mark(self, surface: pygame.Surface, y: int) -> None:
        """An accent rule with its words, between the last seen line and the first new one."""
        label = theme.text(_(MARK), access.scaled(HEADING_PX), theme.ACCENT)
        right = self.rect.right - 16
        pygame.draw.line(surface, theme.ACCENT, (self.rect.x + 12, y), (right - label.get_width() - 8, y))
        surface.blit(label, label.get_rect(midright=(right, y)))

    def _draw_scrollbar(self, surface: pygame.Surface, total: int, lines: list[LogLine]) -> None:
        top = title_height()
        track = pygame.Rect(self.rect.right - 7, self.rect.y + top, 4, self.rect.height - top - 8)
        shown = len({line.entry for line in lines}) or 1
        first = lines[0].entry if lines else 0
        thumb_h = max(16, track.height * shown // max(1, total))
        y = track.y + (track.height - thumb_h) * first // max(1, total - shown)
        pygame.draw.rect(surface, theme.LINE, (track.x, y, track.width, thumb_h), border_radius=2)
