"""Statistics from the history (``engine/stats.py``): a table per game, or for one game per variant
and per opponent; a chart of the win rate over time and one of the score distribution, drawn here;
a reset that deletes the history once the player confirms."""
from __future__ import annotations

import pygame

from labdesk import games
from labdesk.engine import history, stats
from labdesk.engine.match import shown_name
from labdesk.i18n import N_, _, ngettext
from labdesk.ui import access, gui, theme
from labdesk.ui.scene import Scene
from labdesk.ui.table.cardsize import floor_px
from labdesk.ui.scenes.common import button, level_name, pressed

TABLES = pygame.Rect(60, 180, 940, 630)
CHARTS = pygame.Rect(1040, 180, 500, 630)
ROW_H = 34
LABEL_W = 290
COLUMN_W = 88  # seven columns: 290 + 7 * 88 = 906, inside the 940 px panel
#: (heading, what a cell shows) for the numeric columns
COLUMNS = (N_("Games"), N_("Wins"), N_("Win rate"), N_("Streak"), N_("Best"), N_("Average"), N_("Length"))
ALL = ""  # the selector's "every game" choice


def _number(value: float | None, digits: int = 1) -> str:
    if value is None:
        return "–"
    return f"{value:.0f}" if float(value).is_integer() or digits == 0 else f"{value:.{digits}f}"


def cells(tally: stats.Tally) -> list[str]:
    """A table row's figures, in COLUMNS order."""
    length = tally.average_rounds if tally.average_rounds is not None else tally.average_actions
    return [str(tally.games), str(tally.wins), f"{tally.win_rate:.0%}" if tally.games else "–",
            _("{now} / {best}").format(now=tally.current_streak, best=tally.best_streak),
            _number(tally.best_score), _number(tally.average_score), _number(length, 0)]


def opponent_text(opponent: stats.Opponent) -> str:
    return _("AI {level}").format(level=level_name(opponent.name)) if opponent.kind == "ai" else shown_name(opponent.name)


def selector_widths(labels: list[str], right: int) -> tuple[list[int], int]:
    """The game selector's buttons and the gap between them: as wide as their words; at a larger
    text size as their words at the floor need (1.3 times the button's 20 px at 150 %), the row up to
    ``right`` with closer gaps where five games' long names need it (Russian); else as at 100 %."""
    plain = [max(140, theme.font(18, True).size(label)[0] + 40) for label in labels]
    if access.text_scale() <= 1:
        return plain, 12
    words = theme.font(floor_px(20))
    larger = [max(140, words.size(label)[0] + 2 * gui.ROOM + 8) for label in labels]
    least = [words.size(label)[0] + 2 * gui.ROOM + 4 for label in labels]
    for widths, gap in ((larger, 12), (least, 8)):
        if TABLES.x + sum(widths) + gap * (len(labels) - 1) <= right:
            return widths, gap
    return plain, 12


class StatsScene(Scene):
    name = "stats"

    def __init__(self, app):
        super().__init__(app)
        self.back = button(self, (TABLES.x, 830, 200, 52), _("Back"))
        self.history_button = button(self, (TABLES.x + 220, 830, 200, 52), _("History"))
        reset_w = 260 if access.text_scale() <= 1 else 330  # as wide as its larger words need
        self.reset = button(self, (CHARTS.right - reset_w, 830, reset_w, 52), _("Reset statistics"), "@danger_button",
                            tip=_("Delete the recorded games (asks first)"))
        self.selector: dict[str, object] = {}
        self.choice = ALL
        self.load()

    def load(self) -> None:
        """Read the history again and compute the figures (after a reset, or when opened)."""
        for widget in self.selector.values():
            widget.kill()
        self.entries = history.entries()
        self.figures = stats.compute(self.entries)
        played = list(self.figures.per_game)
        if self.choice not in played:
            self.choice = ALL
        self.selector = {}
        shown = ([ALL] + played) if self.figures.outcomes else []
        labels = [_("All games") if game == ALL else _(games.GAMES[game].title) for game in shown]
        x = TABLES.x
        widths, gap = selector_widths(labels, self.app.size[0] - 20)
        for game, label, width in zip(shown, labels, widths):
            self.selector[game] = button(self, (x, 110, width, 46), label)
            x += width + gap
        self._mark_choice()
        if not self.figures.outcomes:
            self.reset.disable()
        else:
            self.reset.enable()

    def _mark_choice(self) -> None:
        """The chosen game's button is drawn underlined (``draw``); every button stays pressable."""

    def chosen(self) -> list[stats.Outcome]:
        return [o for o in self.figures.outcomes if self.choice in (ALL, o.game)]

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif which is self.history_button:
            from labdesk.ui.scenes.history import HistoryScene

            self.app.replace(HistoryScene(self.app))
        elif which is self.reset:
            self.confirm_reset()
        else:
            for game, widget in self.selector.items():
                if which is widget:
                    self.choice = game
                    self._mark_choice()

    def confirm_reset(self) -> None:
        from labdesk.ui.scenes.dialog import ConfirmDialog

        ids = [e.id for e in self.entries if isinstance(e, history.HistoryEntry)]
        self.app.push(ConfirmDialog(
            self.app, _("Reset the statistics?"),
            ngettext("This deletes the {n} recorded game they are computed from.",
                     "This deletes the {n} recorded games they are computed from.", len(ids)).format(n=len(ids)),
            _("Delete the history"), lambda: self.do_reset(ids),
            note=_("Unfinished games and damaged files are kept."), cancel=_("Cancel")))

    def do_reset(self, ids: list[str]) -> None:
        history.remove(ids)
        self.load()

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        size = theme.size_for_height(58, access.scaled(40), 40, True)
        theme.blit_text(surface, _("Statistics"), (TABLES.x, 40), size, theme.TEXT, True)
        if not self.figures.outcomes:
            theme.blit_text(surface, _("No finished games yet: play one and its figures appear here."),
                            (TABLES.x, TABLES.y + 10), access.scaled(22), theme.TEXT_DIM)
            return
        chosen = self.selector[self.choice].relative_rect
        pygame.draw.line(surface, theme.ACCENT, (chosen.x + 8, chosen.bottom + 5), (chosen.right - 8, chosen.bottom + 5),
                         4)
        legend = _("Streak: wins in a row now / the best run. Length: rounds or turns a game.")
        shown = list(self.figures.per_game) if self.choice == ALL else [self.choice]
        penalties = [g for g in shown if stats.lower_wins(g) and self.figures.per_game[g].games]
        if penalties:  # "Best 15" alone reads as a high score; in a penalty game the fewest is best
            legend = _("{legend} {games}: Best and Average are penalty points, the fewer the better.").format(
                legend=legend, games=", ".join(_(games.GAMES[g].title) for g in penalties))
        size, step = access.scaled(17), access.scaled(22)
        lines = theme.wrap(legend, TABLES.width, size)
        legend_top = TABLES.bottom - 2 - step * len(lines)
        # the tables keep clear of the legend's lines under them (one line at 100 %: as first laid out)
        self.tables_bottom = TABLES.bottom if step == 22 and len(lines) == 1 else legend_top - 8
        y = TABLES.y
        if self.choice == ALL:
            rows = [(_(games.GAMES[g].title), t) for g, t in self.figures.per_game.items() if t.games]
            y = self._table(surface, _("By game"), rows, y)
            y = self._table(surface, _("By opponent, every game"),
                            [(opponent_text(o), t) for o, t in self.figures.opponents.items()], y + 16)
        else:
            tally = self.figures.per_game[self.choice]
            abandoned = self.figures.abandoned.get(self.choice, 0)
            y = self._table(surface, _("By variant"), [(_(v), t) for (g, v), t in self.figures.per_variant.items()
                                                       if g == self.choice], y)
            y = self._table(surface, _("By opponent"), [(opponent_text(o), t) for (g, o), t
                                                        in self.figures.per_opponent.items() if g == self.choice],
                            y + 16)
            note = ngettext("{n} abandoned game", "{n} abandoned games", abandoned).format(n=abandoned)
            if tally.games:
                theme.blit_text(surface, note, (TABLES.x, y), access.scaled(17), theme.TEXT_DIM)
                y += access.scaled(26)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (TABLES.x, min(y, legend_top) + i * step), size,
                            theme.TEXT_DIM)
        self._draw_charts(surface)

    def _table(self, surface, title: str, rows: list[tuple[str, stats.Tally]], y: int) -> int:
        """A heading, the column headings and one row per tally; returns the y under it."""
        row_h = access.scaled(ROW_H)
        room = (self.tables_bottom - y - access.scaled(34) - 12 - row_h) // row_h  # (the panel's 12 px margin)
        # rows that do not fit: the last row's place says how many, rather than leaving them out unsaid
        shown = len(rows) if len(rows) <= room else max(0, room - 1)
        left_out = len(rows) - shown
        rows = rows[:shown]
        theme.blit_text(surface, title, (TABLES.x, y), access.scaled(22), theme.TEXT, True)
        y += access.scaled(34)
        if rows == [] and left_out:  # no room for a row under the column headings: the note alone
            more = ngettext("{n} more row does not fit at this text size", "{n} more rows do not fit at this text size",
                            left_out).format(n=left_out)
            px = theme.size_to_fit(more, TABLES.width - 32, access.scaled(17), 15)
            theme.panel(surface, pygame.Rect(TABLES.x, y, TABLES.width, row_h + 12), theme.PANEL)
            theme.blit_text(surface, theme.fit(more, TABLES.width - 32, px), (TABLES.x + 16, y + 6), px, theme.TEXT_DIM)
            return y + row_h + 12 + 20
        theme.panel(surface, pygame.Rect(TABLES.x, y, TABLES.width, row_h * (len(rows) + 1 + bool(left_out)) + 12),
                    theme.PANEL)
        # one size a column: the largest at which all its words fit (a table of mixed sizes reads badly)
        head = min(theme.size_to_fit(_(h), COLUMN_W - 8, access.scaled(17), 17, True) for h in COLUMNS)
        for i, heading in enumerate(COLUMNS):
            right = TABLES.x + LABEL_W + (i + 1) * COLUMN_W
            theme.blit_text(surface, theme.fit(_(heading), COLUMN_W - 8, head, True), (right, y + 8), head,
                            theme.TEXT_DIM, True, "topright")
        label_px = min((theme.size_to_fit(label, LABEL_W - 24, access.scaled(18), 18) for label, _t in rows),
                       default=18)
        cell_px = min((theme.size_to_fit(cell, COLUMN_W - 8, access.scaled(18), 18)
                       for _l, tally in rows for cell in cells(tally)), default=18)
        for n, (label, tally) in enumerate(rows, 1):
            ry = y + 6 + n * row_h
            theme.blit_text(surface, theme.fit(label, LABEL_W - 24, label_px), (TABLES.x + 16, ry), label_px)
            for i, cell in enumerate(cells(tally)):
                right = TABLES.x + LABEL_W + (i + 1) * COLUMN_W
                theme.blit_text(surface, cell, (right, ry), cell_px, theme.TEXT, False, "topright")
        if left_out:
            more = ngettext("{n} more row does not fit at this text size", "{n} more rows do not fit at this text size",
                            left_out).format(n=left_out)
            ry = y + 6 + (len(rows) + 1) * row_h
            px = theme.size_to_fit(more, TABLES.width - 32, access.scaled(17), 15)
            theme.blit_text(surface, theme.fit(more, TABLES.width - 32, px), (TABLES.x + 16, ry), px, theme.TEXT_DIM)
            rows = rows + [None]  # the panel holds that line too
        return y + row_h * (len(rows) + 1) + 20

    def _draw_charts(self, surface) -> None:
        outcomes = self.chosen()
        top = pygame.Rect(CHARTS.x, CHARTS.y, CHARTS.width, 290)
        bottom = pygame.Rect(CHARTS.x, CHARTS.y + 320, CHARTS.width, 290)
        line_chart(surface, top, _("Win rate over time"), stats.win_rate_over_time(outcomes))
        if self.choice == ALL:
            theme.panel(surface, bottom, theme.PANEL)
            theme.blit_text(surface, _("Score distribution"), (bottom.x + 16, bottom.y + 12), access.scaled(20),
                            theme.TEXT, True)
            for i, line in enumerate(theme.wrap(_("Each game counts its own way: choose a game above."),
                                                bottom.width - 32, access.scaled(18))):
                theme.blit_text(surface, line, (bottom.x + 16, bottom.y + access.scaled(56) + i * access.scaled(26)),
                                access.scaled(18), theme.TEXT_DIM)
            return
        title = _("Penalty distribution") if stats.lower_wins(self.choice) else _("Score distribution")
        bar_chart(surface, bottom, title, stats.score_histogram([o.score for o in outcomes if o.score is not None]))


def _plot_area(rect: pygame.Rect) -> pygame.Rect:
    """The chart's plot inside its panel: room for the title above, the axis' words left and under."""
    left, top, under = access.scaled(64), access.scaled(50), access.scaled(40)
    return pygame.Rect(rect.x + left, rect.y + top, rect.width - left - 24, rect.height - top - under)


def line_chart(surface, rect: pygame.Rect, title: str, values: list[float]) -> None:
    """A share (0..1) per game, joined by a line, with 0 %, 50 % and 100 % marked."""
    small = access.scaled(16)  # the axes' words at the player's text size
    theme.panel(surface, rect, theme.PANEL)
    theme.blit_text(surface, title, (rect.x + 16, rect.y + 12), access.scaled(20), theme.TEXT, True)
    area = _plot_area(rect)
    for share in (0.0, 0.5, 1.0):
        y = area.bottom - round(share * area.height)
        pygame.draw.line(surface, theme.LINE, (area.x, y), (area.right, y), 1)
        theme.blit_text(surface, f"{share:.0%}", (area.x - 8, y), small, theme.TEXT_DIM, False, "midright")
    if not values:
        return
    if len(values) == 1:  # one game is a point with its share, not the start of a line
        point = (area.centerx, area.bottom - round(values[0] * area.height))
        pygame.draw.circle(surface, theme.ACCENT, point, 6)
        theme.blit_text(surface, f"{values[0]:.0%}", (point[0], point[1] + (22 if values[0] > 0.5 else -10)), small,
                        theme.TEXT, False, "midbottom")
        theme.blit_text(surface, _("game {n}").format(n=1), (area.centerx, area.bottom + 6), small, theme.TEXT_DIM,
                        False, "midtop")
        return
    step = area.width / max(1, len(values) - 1)
    points = [(area.x + round(i * step), area.bottom - round(v * area.height)) for i, v in enumerate(values)]
    if len(points) > 1:
        pygame.draw.lines(surface, theme.ACCENT, False, points, 3)
    for point in points if len(points) <= 40 else points[-1:]:
        pygame.draw.circle(surface, theme.ACCENT, point, 4)
    theme.blit_text(surface, "1", (area.x, area.bottom + 6), small, theme.TEXT_DIM, False, "midtop")
    theme.blit_text(surface, _("game {n}").format(n=len(values)),
                    (area.right, area.bottom + 6), small, theme.TEXT_DIM, False, "topright")


MAX_BAR = 64  # a bar's widest: one score range alone is a bar with its value, not a block filling the chart


def bar_rects(area: pygame.Rect, bins: list[tuple[float, float, int]]) -> list[pygame.Rect]:
    """Where each score range's bar stands in ``area``: as tall as its games, at most ``MAX_BAR``
    wide, centred in its share of the width."""
    if not bins:
        return []
    most = max(c for _low, _high, c in bins) or 1
    width = area.width / len(bins)
    bar_w = max(2, min(MAX_BAR, round(width) - 6))
    rects = []
    for i, (_low, _high, count) in enumerate(bins):
        height = round(count / most * area.height)
        centre = area.x + round((i + 0.5) * width)
        rects.append(pygame.Rect(centre - bar_w // 2, area.bottom - height, bar_w, height))
    return rects


def bar_chart(surface, rect: pygame.Rect, title: str, bins: list[tuple[float, float, int]]) -> None:
    """One bar per score range, as tall as the games in it, the count over it; the lowest and
    highest score marked under the ends, or, when every game scored the same, that score under its
    one bar."""
    small = access.scaled(16)  # the axes' words at the player's text size
    theme.panel(surface, rect, theme.PANEL)
    theme.blit_text(surface, title, (rect.x + 16, rect.y + 12), access.scaled(20), theme.TEXT, True)
    area = _plot_area(rect)
    pygame.draw.line(surface, theme.LINE, (area.x, area.bottom), (area.right, area.bottom), 1)
    if not bins:
        return
    area.height -= 22  # room over the tallest bar for its count
    area.y += 22
    theme.blit_text(surface, "0", (area.x - 8, area.bottom), small, theme.TEXT_DIM, False, "midright")
    for (_low, _high, count), bar in zip(bins, bar_rects(area, bins)):
        if not count:
            continue
        pygame.draw.rect(surface, theme.GOOD, bar, border_top_left_radius=4, border_top_right_radius=4)
        label = str(count) if len(bins) > 1 else ngettext("{n} game", "{n} games", count).format(n=count)
        theme.blit_text(surface, label, (bar.centerx, bar.y - 4), small, theme.TEXT, False, "midbottom")
    if len(bins) == 1:
        theme.blit_text(surface, _number(bins[0][0]), (area.centerx, area.bottom + 6), small, theme.TEXT_DIM, False,
                        "midtop")
        return
    theme.blit_text(surface, _number(bins[0][0]), (area.x, area.bottom + 6), small, theme.TEXT_DIM, False, "topleft")
    theme.blit_text(surface, _number(bins[-1][1]), (area.right, area.bottom + 6), small, theme.TEXT_DIM, False,
                    "topright")
