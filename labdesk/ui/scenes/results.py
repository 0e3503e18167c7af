"""Results: winners, a score row per seat with where its points came from (``State.score_parts``),
the score round by round (or turn by turn) as a small graph (``engine.timeline``), and the game's own
breakdown if its observation has one (``obs["breakdown"]``: a string, a list of lines or a
{name: value} dict)."""
from __future__ import annotations

import html
import time

import pygame
import pygame_gui

from labdesk.engine.core import IllegalAction, name_seats
from labdesk.engine.match import SaveError, seat_label
from labdesk.engine.timeline import Timeline, score_timeline
from labdesk.i18n import _
from labdesk.ui import access, art, theme
from labdesk.ui.boards import make_board
from labdesk.ui.gui import preload_sizes
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, level_name, pressed, scroll_page
from labdesk.ui.table import diagram

GRAPH_WIDTH = 470  # the graph, left of the breakdown text under the table
TABLE_MOST = 420  # the score table's most height: the graph and breakdown keep the rest
ROW_HEIGHT = 62  # a player's row at 100 % text: the name's line, then the score's parts, in its band


def _fmt(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.2f}"


def _rank_key(score: float | None, lower_wins: bool) -> float:
    """Sort key putting the best score first; a seat without a score goes last."""
    if score is None:
        return float("inf")
    return score if lower_wins else -score


def breakdown_text(obs: dict, names: list[str] | None = None) -> str:
    """The game's breakdown as lines of text. Pure rules do not know names, so they mark seats with
    ``seat_mark``; the marks read as the players' ``names`` (as "Seat 2" without them)."""
    value = obs.get("breakdown") if isinstance(obs, dict) else None
    if not value:
        return ""
    if isinstance(value, str):
        text = value
    elif isinstance(value, dict):
        text = "\n".join(f"{k}: {v}" for k, v in value.items())
    elif isinstance(value, list):
        text = "\n".join(str(v) for v in value)
    else:
        text = str(value)
    return name_seats(text, names or ())


#: seconds after the results open in which a press is not taken: a key or click meant for the last move
#: of the game (a player pressing Enter as it ends) must not start a new game or a replay
SETTLE_SECONDS = 0.6
USE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)  # they scroll the breakdown


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, match, online: bool = False):
        """``online``: the game was played at an online table (Play again goes to Play online)."""
        super().__init__(app)
        self.match = match
        self.online = online
        self.opened = time.monotonic()
        lay = layout("results")
        self.lay = lay
        state = match.state
        self.scores = list(state.scores())
        self.winners = list(state.winners())
        # a game may have a participant without a seat (solo Explosion's Robot, after the seats)
        count = max([len(match.seats), len(self.scores)] + [w + 1 for w in self.winners])
        self.labels = [self.participant_label(i) for i in range(count)]
        self.names = [match.names()[i] if i < len(match.seats) else self.labels[i] for i in range(count)]
        # the table is as tall as its rows; the breakdown takes the room left under it
        self.table_rect = lay.rect("table")
        # the rows at the player's text size while the table leaves the breakdown and graph some room
        self.row_scale = min(access.text_scale(), max(1.0, TABLE_MOST / (72 + ROW_HEIGHT * count)))
        most = TABLE_MOST if self.row_scale > 1 else self.table_rect.height
        self.table_rect.height = min(most, round((72 + ROW_HEIGHT * count) * self.row_scale))
        box = lay.rect("breakdown")
        box.update(box.x, self.table_rect.bottom + 20, box.width, box.bottom - self.table_rect.bottom - 20)
        try:
            self.timeline: Timeline | None = score_timeline(match.to_save())
        except (SaveError, IllegalAction, ValueError):  # a game that does not replay gets no graph, not a crash
            self.timeline = None
        self.graph_rect = pygame.Rect(box.x, box.y, GRAPH_WIDTH if self.timeline else 0, box.height)
        if self.timeline:
            box.update(box.x + GRAPH_WIDTH + 20, box.y, box.width - GRAPH_WIDTH - 20, box.height)
        self.breakdown_rect = box
        self.make_widgets()

    def make_widgets(self) -> None:
        self.labels = [self.participant_label(i) for i in range(len(self.labels))]
        if len(self.labels) > len(self.match.seats):
            self.names[len(self.match.seats):] = self.labels[len(self.match.seats):]
        text = breakdown_text(self.match.state.observation(None), self.match.names())
        self.breakdown = None
        if text:
            page = html.escape(text, quote=False).replace("\n", "<br>")
            if access.text_scale() > 1:  # the theme's 19 px at the player's text size; the box scrolls
                preload_sizes(self.app.manager, (access.scaled(19),), ("regular", "bold", "italic"))
                page = f"<font pixel_size={access.scaled(19)}>{page}</font>"
            self.breakdown = pygame_gui.elements.UITextBox(
                page, self.breakdown_rect,
                manager=self.app.manager, container=self.ui)
        self.again = button(self, self.lay.rect("again"), _("Play again"), "@primary_button",
                            tip=_("Same seats, a new shuffle"))
        self.menu = button(self, self.lay.rect("menu"), _("Menu"))
        self.replay = button(self, self.lay.rect("replay"), _("Watch the replay"),
                             tip=_("Step through this game, forward and back"))
        self.analyse = button(self, self.lay.rect("analyse"), _("Analyse my game"),
                              tip=_("What the hard AI would have played at each of your decisions"))
        self._table = self._render_table()
        self._graph = self._render_graph()

    def _render_graph(self) -> pygame.Surface | None:
        line = self.timeline
        if not line:
            return None
        lower_wins = self.match.spec.lower_scores_win
        axis = {("round", False): _("Score by round"), ("turn", False): _("Score by turn"),
                ("round", True): _("Penalty by round"), ("turn", True): _("Penalty by turn")}[(line.unit, lower_wins)]
        series = [line.of(i) for i in range(len(line.scores[0]))]
        return art.fast(diagram.score_graph(self.graph_rect.size, line.numbers, series, self.names[:len(series)], axis,
                                            small=access.scaled(16)))

    def parts_line(self, seat: int) -> str:
        """Where a participant's points came from, in words ("Intuition 4 · Research 7")."""
        if seat >= len(self.scores):
            return ""
        parts = self.match.state.score_parts(seat)
        return " · ".join(_("{part}: {points}").format(part=p.text(), points=_fmt(p.points)) for p in parts)

    @property
    def headline(self) -> str:
        """Who won, in the current language."""
        win_names = [self.names[i] for i in self.winners]
        if not win_names:
            return _("No winner this time")
        if len(win_names) == 1:
            return _("{name} wins!").format(name=win_names[0])
        return _("{names} and {last} share the win").format(names=", ".join(win_names[:-1]), last=win_names[-1])

    def participant_label(self, i: int) -> str:
        seats = self.match.seats
        if i >= len(seats):  # the solo opponent the rules play
            return _("The Robot") if len(seats) == 1 else _("Player {n}").format(n=i + 1)
        s, name = seats[i], self.match.names()[i]
        return name if s.kind == "human" else seat_label(s.name, s.level, level_name)  # as the board named it

    def _render_table(self) -> pygame.Surface:
        """The score table never changes: render it once."""
        rect = self.table_rect
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        theme.panel(surf, surf.get_rect())
        # Some games count penalties (Lab Chaos): their rules say so, and the lowest total leads.
        lower_wins = self.match.spec.lower_scores_win
        k = self.row_scale
        headers = [(_("Seat"), 24, 110), (_("Player"), 110, 640),
                   (_("Penalty") if lower_wins else _("Score"), 640, 790), (_("Result"), 790, rect.width)]
        for label, x, end in headers:
            size = theme.size_to_fit(label, end - x - 12, round(20 * k), 20, True)
            theme.blit_text(surf, label, (x, round(16 * k)), size, theme.TEXT_DIM, True)
        score = [self.scores[i] if i < len(self.scores) else None for i in range(len(self.labels))]
        order = self.row_order()
        top = round(56 * k)
        row_h = min(round(ROW_HEIGHT * k), (rect.height - top - 8) // max(1, len(order)))
        big, small = round(22 * k), round(16 * k)
        for row, seat in enumerate(order):
            y = top + row * row_h
            won = seat in self.winners
            if won:
                pygame.draw.rect(surf, (40, 70, 60), pygame.Rect(10, y - 4, rect.width - 20, row_h - 4), border_radius=8)
            who = self.labels[seat]
            seat_no = str(seat + 1) if seat < len(self.match.seats) else "-"
            theme.blit_text(surf, seat_no, (24, y + 2), big)
            theme.blit_text(surf, theme.fit(who, 510, big), (110, y + 2), big, theme.TEXT, won)
            shown = _fmt(score[seat]) if score[seat] is not None else "-"
            theme.blit_text(surf, shown, (640, y + 2), big, theme.TEXT, won)
            if won:
                art.draw_shape(surf, "star", (802, y + round(19 * k)), round(12 * k), theme.GOOD)
                size = theme.size_to_fit(_("winner"), rect.width - 838, big, 22, True)
                theme.blit_text(surf, theme.fit(_("winner"), rect.width - 838, size, True), (822, y + 2), size,
                                theme.GOOD, True)
            parts = self.parts_line(seat)  # under the row's line, across the columns, inside the band
            if parts:
                size = theme.size_to_fit(parts, rect.width - 130, small, 16)
                line = theme.text(parts, size)
                bottom = y + row_h - 8 - 2  # the band's foot; the line's descenders had run past it
                theme.blit_text(surf, theme.fit(parts, rect.width - 130, size),
                                (110, min(y + round(30 * k), bottom - line.get_height())), size, theme.TEXT_DIM)
        return art.fast(surf)

    def row_order(self) -> list[int]:
        """Seats as the table lists them: winners first, then best score (lowest for penalties)."""
        lower_wins = self.match.spec.lower_scores_win
        score = [self.scores[i] if i < len(self.scores) else None for i in range(len(self.labels))]
        return sorted(range(len(self.labels)),
                      key=lambda i: (i not in self.winners, _rank_key(score[i], lower_wins), i))

    def swallows(self, event) -> bool:
        """A press that comes right as the results open was meant for the board (Tab and Esc pass)."""
        pressing = (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.CONTROLLERBUTTONDOWN,
                                   pygame.JOYBUTTONDOWN)
                    or (event.type == pygame.KEYDOWN and event.key in USE_KEYS))
        return pressing and time.monotonic() - self.opened < SETTLE_SECONDS

    def focus_key(self, event) -> bool:
        """PageUp / PageDown and Home / End scroll the game's breakdown where it is longer than its box
        (the arrows move the ring between the buttons)."""
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS and self.breakdown is not None:
            scroll_page(self.breakdown, event.key)
            return True
        return super().focus_key(event)

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.again and self.online:
            from labdesk.ui.scenes.menu import MenuScene
            from labdesk.ui.scenes.online import OnlineScene

            self.app.reset(MenuScene(self.app))
            self.app.push(OnlineScene(self.app))
        elif which is self.again:
            from labdesk.engine.match import Match

            m = self.match
            self.app.replace(make_board(self.app, Match(m.game_id, m.seats, m.seed + 1, m.options)))
        elif which is self.replay:
            from labdesk.ui.scenes.replay import open_replay_save

            open_replay_save(self.app, self.match.to_save())
        elif which is self.analyse:
            from labdesk.ui.scenes.analysis import AnalysisScene

            self.app.push(AnalysisScene(self.app, self.match.to_save()))
        elif which is self.menu or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            from labdesk.ui.scenes.menu import MenuScene

            self.app.reset(MenuScene(self.app))

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        title = _("{game}: game over").format(game=_(self.match.spec.title))
        width = self.lay.rect("title").width - 40
        size = min(theme.size_to_fit(title, width, access.scaled(44), 44, True),
                   theme.size_for_height(self.lay.rect("title").height, access.scaled(44), 44, True))
        theme.blit_text(surface, theme.fit(title, width, size, True), self.lay.rect("title").center, size, theme.TEXT,
                        True, "center")
        size = min(theme.size_to_fit(self.headline, width, access.scaled(28), 28, True),
                   theme.size_for_height(self.lay.rect("winners").height + 12, access.scaled(28), 28, True))
        theme.blit_text(surface, theme.fit(self.headline, width, size, True), self.lay.rect("winners").center, size,
                        theme.GOOD, True, "center")
        surface.blit(self._table, self.table_rect)
        if self._graph:
            surface.blit(self._graph, self.graph_rect)
