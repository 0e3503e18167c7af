"""History: every recorded game, newest first (date, game, variant, players and levels, result),
damaged files listed as such; scrolled by wheel, keys or the scrollbar. Opening an entry calls
``open_replay(app, entry_id)``; a finished game's Analyse spot opens "Analyse my game" on it."""
from __future__ import annotations

import pygame

from labdesk import games
from labdesk.engine import history
from labdesk.i18n import N_, _, ngettext
from labdesk.ui import access, theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, level_name, pressed

LIST = pygame.Rect(60, 170, 1460, 640)  # the rows; the scrollbar is right of it
ROW_H = 64  # a row's height at 100 %; ``row_height()`` at the player's text size


def row_height() -> int:
    return round(ROW_H * access.text_scale())


def _fitted(string: str, room: int, size: int, bold: bool = False) -> tuple[str, int]:
    """``string`` at ``size`` grown to the player's text size as far as ``room`` holds it whole."""
    grown = theme.size_to_fit(string, room, round(size * access.text_scale()), size, bold)
    return theme.fit(string, room, grown, bold), grown
COLUMNS = {"date": 20, "game": 210, "players": 560, "result": 1090}  # x inside a row
HEADINGS = {"date": N_("Date"), "game": N_("Game and variant"), "players": N_("Players"), "result": N_("Result")}
SCROLLBAR = pygame.Rect(LIST.right + 12, LIST.y, 12, LIST.height)
ANALYSE_W = 130


def open_replay(app, entry_id: str, index: int | None = None) -> None:
    """Open a recorded game in the replay viewer, at its end or at action ``index`` (Close comes back
    here). An entry that cannot be read or replayed is reported in a dialog."""
    from labdesk.engine.validate import FileRefused
    from labdesk.ui.scenes.dialog import MessageDialog
    from labdesk.ui.scenes.replay import open_replay_save

    try:
        entry = history.load(entry_id)
    except FileRefused as exc:
        app.push(MessageDialog(app, _("Cannot open this game"), str(exc).splitlines()[0]))
        return
    open_replay_save(app, entry.save, index)


def analyse_rect(row: pygame.Rect) -> pygame.Rect:
    """A finished game's Analyse spot at the right end of its row (drawing and clicks both ask it)."""
    return pygame.Rect(row.right - ANALYSE_W - 10, row.y + 9, ANALYSE_W, row.height - 18)


def open_analysis(app, entry_id: str) -> None:
    """"Analyse my game" on a recorded game (an entry that cannot be read is reported in a dialog)."""
    from labdesk.engine.validate import FileRefused
    from labdesk.ui.scenes.analysis import AnalysisScene
    from labdesk.ui.scenes.dialog import MessageDialog

    try:
        entry = history.load(entry_id)
    except FileRefused as exc:
        app.push(MessageDialog(app, _("Cannot open this game"), str(exc).splitlines()[0]))
        return
    app.push(AnalysisScene(app, entry.save))


def players_text(entry: history.HistoryEntry) -> str:
    return ", ".join(p.label(level_name) for p in entry.players)


def result_text(entry: history.HistoryEntry) -> tuple[str, str]:
    """The result as two lines: who won, and the scores in seat order."""
    if entry.result is None:
        said = _("Conceded") if entry.status == history.CONCEDED else _("Abandoned")
        return said, ngettext("after {n} move", "after {n} moves", entry.actions).format(n=entry.actions)
    names = [p.shown for p in entry.players]
    winners = [names[w] if w < len(names) else _("the Robot") for w in entry.result.winners]
    if not winners:
        headline = _("No winner")
    else:
        headline = ngettext("{names} wins", "{names} share the win", len(winners)).format(names=", ".join(winners))
    scores = " · ".join(f"{s:g}" for s in entry.result.scores)
    lower = games.GAMES[entry.game].lower_scores_win if entry.game in games.GAMES else False
    return headline, (_("penalties {scores}") if lower else _("scores {scores}")).format(scores=scores)


class HistoryScene(Scene):
    name = "history"

    def __init__(self, app):
        super().__init__(app)
        self.entries = history.entries()
        self.scroll = 0  # the first row shown
        self.hover: int | None = None
        self.mouse = (0, 0)
        self.back = button(self, (LIST.x, 830, 200, 52), _("Back"))
        self.stats = button(self, (LIST.x + 220, 830, 240, 52), _("Statistics"))
        damaged = sum(isinstance(e, history.DamagedEntry) for e in self.entries)
        count = len(self.entries) - damaged
        self.subtitle = ngettext("{n} game recorded", "{n} games recorded", count).format(n=count)
        if damaged:
            self.subtitle = _("{games}; {damaged}").format(games=self.subtitle, damaged=ngettext(
                "{n} damaged file kept as it is", "{n} damaged files kept as they are", damaged).format(n=damaged))

    # --- the one place rows are laid out: drawing and clicks both ask it ---------------------------
    @property
    def visible(self) -> int:
        return LIST.height // row_height()

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """(entry index, rectangle) of every row on screen."""
        shown = range(self.scroll, min(len(self.entries), self.scroll + self.visible))
        h = row_height()
        return [(i, pygame.Rect(LIST.x, LIST.y + (i - self.scroll) * h, LIST.width, h - 6)) for i in shown]

    def scroll_to(self, first: int) -> None:
        self.scroll = max(0, min(first, len(self.entries) - self.visible))

    def row_at(self, pos) -> int | None:
        return next((i for i, rect in self.row_rects() if rect.collidepoint(pos)), None)

    # --- the keyboard: the ring steps through the rows, the list scrolls to keep it on screen -------
    def focus_areas(self) -> list[tuple[object, pygame.Rect]]:
        return [(("row", i), rect) for i, rect in self.row_rects()]

    def focus_key(self, event) -> bool:
        here = self.focus.key
        on_row = self.focus.visible and isinstance(here, tuple) and here[0] == "area" and here[1][0] == "row"
        if on_row and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            row = min(len(self.entries) - 1, max(0, here[1][1] + (1 if event.key == pygame.K_DOWN else -1)))
            self.scroll_to(min(self.scroll, row) if row < self.scroll else max(self.scroll, row - self.visible + 1))
            self.focus.key = ("area", ("row", row))
            self.focus.move(self)
            return True
        return super().focus_key(event)

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.back:
            self.app.pop()
            return
        if which is self.stats:
            from labdesk.ui.scenes.stats import StatsScene

            self.app.replace(StatsScene(self.app))
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - 3 * event.y)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.row_at(event.pos)
            if getattr(event, "buttons", (0,))[0] and SCROLLBAR.inflate(16, 0).collidepoint(event.pos):
                self._drag_scrollbar(event.pos[1])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and SCROLLBAR.inflate(16, 0).collidepoint(event.pos):
            self._drag_scrollbar(event.pos[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None and isinstance(self.entries[row], history.HistoryEntry):
                rect = dict(self.row_rects())[row]
                if self.entries[row].result is not None and analyse_rect(rect).collidepoint(event.pos):
                    open_analysis(self.app, self.entries[row].id)
                else:
                    open_replay(self.app, self.entries[row].id)
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: self.scroll + 1, pygame.K_UP: self.scroll - 1,
                    pygame.K_PAGEDOWN: self.scroll + self.visible, pygame.K_PAGEUP: self.scroll - self.visible,
                    pygame.K_HOME: 0, pygame.K_END: len(self.entries)}
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in keys:
                self.scroll_to(keys[event.key])

    def _drag_scrollbar(self, y: int) -> None:
        share = (y - SCROLLBAR.y) / SCROLLBAR.height
        self.scroll_to(round(share * len(self.entries)) - self.visible // 2)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        top = 40 if access.text_scale() <= 1 else 24  # larger words: the title rises into the margin, the
        theme.blit_text(surface, _("History"), (LIST.x, top),  # column headings take the room it leaves
                        theme.size_for_height(58, access.scaled(40), 40, True), theme.TEXT, True)
        subtitle = 36 if access.text_scale() <= 1 else 42
        theme.blit_text(surface, self.subtitle, (LIST.x, top + 58),
                        theme.size_for_height(subtitle, access.scaled(20), 20), theme.TEXT_DIM)
        headings = LIST.y - 4 - (top + 58 + subtitle)
        edges = list(COLUMNS.values()) + [LIST.width]
        for (key, x), end in zip(COLUMNS.items(), edges[1:]):
            size = min(theme.size_to_fit(_(HEADINGS[key]), end - x - 12, access.scaled(18), 18, True),
                       theme.size_for_height(headings, access.scaled(18), 18, True))
            theme.blit_text(surface, _(HEADINGS[key]), (LIST.x + x, LIST.y - 4), size, theme.TEXT_DIM, True,
                            anchor="bottomleft")
        if not self.entries:
            theme.blit_text(surface, _("No games yet: finished and abandoned games appear here."),
                            (LIST.x + 20, LIST.y + 16), access.scaled(22), theme.TEXT_DIM)
        for i, rect in self.row_rects():
            self._draw_row(surface, self.entries[i], rect, i == self.hover)
        if len(self.entries) > self.visible:
            pygame.draw.rect(surface, theme.PANEL, SCROLLBAR, border_radius=6)
            thumb_h = max(30, SCROLLBAR.height * self.visible // len(self.entries))
            top = SCROLLBAR.y + (SCROLLBAR.height - thumb_h) * self.scroll // max(1, len(self.entries) - self.visible)
            pygame.draw.rect(surface, theme.LINE, (SCROLLBAR.x, top, SCROLLBAR.width, thumb_h), border_radius=6)

    def _draw_row(self, surface, entry, rect: pygame.Rect, hover: bool) -> None:
        damaged = isinstance(entry, history.DamagedEntry)
        border = theme.WARN if damaged else (theme.ACCENT if hover else theme.LINE)
        theme.panel(surface, rect, theme.PANEL_LIGHT if hover else theme.PANEL, border, radius=10)
        x = {k: rect.x + v for k, v in COLUMNS.items()}
        k = access.text_scale()
        top, second = rect.y + round(8 * k), rect.y + round(33 * k)

        def put(string, pos, room, size, colour, bold=False, anchor="topleft"):
            shown, grown = _fitted(string, room, size, bold)
            theme.blit_text(surface, shown, pos, grown, colour, bold, anchor)
        if damaged:
            put(_("Damaged file"), (x["date"], top), x["game"] - x["date"] + 300, 19, theme.WARN, True)
            put(entry.path.name, (x["date"], second), x["game"] - x["date"] + 300, 16, theme.TEXT_DIM)
            put(entry.reason, (x["players"], top), rect.right - x["players"] - 20, 18, theme.WARN)
            return
        local = entry.date.astimezone()
        put(local.strftime("%Y-%m-%d"), (x["date"], top), x["game"] - x["date"] - 8, 19, theme.TEXT, True)
        put(local.strftime("%H:%M"), (x["date"], second), x["game"] - x["date"] - 8, 17, theme.TEXT_DIM)
        title = _(games.GAMES[entry.game].title) if entry.game in games.GAMES else entry.game
        put(title, (x["game"], top), x["players"] - x["game"] - 20, 19, theme.TEXT, True)
        put(_(entry.variant), (x["game"], second), x["players"] - x["game"] - 20, 17, theme.TEXT_DIM)
        room = x["result"] - x["players"] - 24
        block = theme.fit_block(players_text(entry), room, 2 * round(24 * k), round(17 * k), 17, 24, lines=2)
        for n, line in enumerate(block.lines):
            theme.blit_text(surface, line, (x["players"], top + n * block.step), block.size, theme.TEXT)
        headline, scores = result_text(entry)
        room = rect.right - x["result"] - 16
        if entry.result is not None:
            spot = analyse_rect(rect)
            room = spot.x - x["result"] - 10
            hot = hover and spot.collidepoint(self.mouse)
            theme.panel(surface, spot, theme.PANEL_LIGHT if hot else theme.PANEL, theme.ACCENT if hot else theme.LINE,
                        radius=8)
            put(_("Analyse"), spot.center, spot.width - 12, 17, theme.TEXT, anchor="center")
        colour = theme.TEXT_DIM if entry.result is None else theme.GOOD
        put(headline, (x["result"], top), room, 18, colour, True)
        put(scores, (x["result"], second), room, 17, theme.TEXT_DIM)
