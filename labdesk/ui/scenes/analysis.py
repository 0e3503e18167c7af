"""Analyse my game: the hard AI's view of one seat's decisions (``labdesk.ai.analysis``), worked out
off the UI thread with a progress bar and a Cancel button; then the decisions that cost most, each a
click away from the replay at that point, and a button that plays the same deal again with the hard
AI in that seat (the other seats unchanged), so luck and skill can be told apart."""
from __future__ import annotations

import pygame

from labdesk.ai.analysis import Analysis, Decision, analyse, describe
from labdesk.engine.match import Match, Seat
from labdesk.engine.replay import Replay
from labdesk.i18n import _, language, ngettext
from labdesk.ui import access, theme
from labdesk.ui.boards import make_board
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, pressed
from labdesk.ui.scenes.replay import UNIT_WORDS, replay_board
from labdesk.ui.worker import TaskWorker

AREA = pygame.Rect(160, 170, 1280, 600)  # the progress bar, then the list of decisions
ROW_H = 58
SHOWN = 8  # the costliest decisions listed
REASON_PX = 17  # the reason of the decision under the pointer, under the list, down to REASON_BOTTOM
REASON_BOTTOM = 800
TITLE_MOST = 50  # the title's largest size: the line under it ends above the list


def person_seat(seats: list[Seat]) -> int:
    """The seat "my game" means: the first person's (an AI-only game: the first seat)."""
    return next((i for i, s in enumerate(seats) if s.kind == "human"), 0)


class AnalysisScene(Scene):
    name = "analysis"

    def __init__(self, app, save: dict, seat: int | None = None):
        super().__init__(app)
        self.save = save
        self.replay = Replay(save)
        self.seat = person_seat(self.replay.seats) if seat is None else seat
        self.result: Analysis | None = None
        self.failed: str | None = None
        self.worker = TaskWorker(lambda told, cancelled: analyse(save, self.seat, told, cancelled))
        self.hover: int | None = None
        self._words: dict[tuple[int, str], tuple[str, str]] = {}  # (action index, language) -> the two moves
        self.make_widgets()

    def make_widgets(self) -> None:
        self.back = button(self, (AREA.x, 810, 200, 52), _("Back"))
        self.cancel = button(self, (AREA.x + 220, 810, 200, 52), _("Cancel"))
        self.again = button(self, (AREA.right - 520, 810, 520, 52), _("Play this deal with the hard AI in my seat"),
                            tip=_("The same shuffle and the same other players: luck or skill?"))
        self._refresh()

    def _refresh(self) -> None:
        if self.worker.done:
            self.cancel.hide()
        else:
            self.cancel.show()

    def on_uncover(self) -> None:
        super().on_uncover()  # shows every widget of the scene, the finished analysis's Cancel too
        self._refresh()

    # --- the rows: drawing and clicks both ask ``row_rects`` -----------------------------------
    def costliest(self):
        return self.result.costliest(SHOWN) if self.result else []

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        top = AREA.y + 70
        return [(n, pygame.Rect(AREA.x, top + n * ROW_H, AREA.width, ROW_H - 8)) for n in range(len(self.costliest()))]

    def row_at(self, pos) -> int | None:
        return next((n for n, rect in self.row_rects() if rect.collidepoint(pos)), None)

    def focus_areas(self) -> list[tuple[object, pygame.Rect]]:
        """Each decision's row: Enter opens the replay there, as a click does."""
        return [(("row", n), rect) for n, rect in self.row_rects()]

    # --- the loop -------------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.result is None and self.failed is None  # its progress moves, its answer comes

    def update(self, dt: float) -> None:
        if self.result is None and self.failed is None and self.worker.done:
            if self.worker.error is not None:
                self.failed = str(self.worker.error).splitlines()[0] if str(self.worker.error) else type(
                    self.worker.error).__name__
            else:
                self.result = self.worker.result
            self._refresh()

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.worker.cancel()
            self.app.pop()
        elif which is self.cancel:
            self.worker.cancel()
        elif which is self.again:
            self.play_again_with_hard_ai()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.app.push(replay_board(self.app, self.save, self.costliest()[row].index, viewer=self.seat,
                                           marks=self.marks()))

    def play_again_with_hard_ai(self) -> None:
        seats = list(self.replay.seats)
        mine = seats[self.seat]
        seats[self.seat] = Seat("ai", mine.name, "hard")
        options = dict(self.replay.options)
        options.pop("human_seats", None)  # worked out again from the new seats
        match = Match(self.replay.game_id, seats, self.replay.seed, options)
        self.app.push(make_board(self.app, match, autosave=False))  # not a game of the player's own

    def marks(self) -> dict[int, str]:
        """The replay's marks: at each costly decision listed, the move the hard AI suggests there."""
        return {d.index: _("Here the hard AI suggests: {move}").format(move=self.moves_in_words(d)[1])
                for d in self.costliest()}

    # --- words ----------------------------------------------------------------------------------
    def moves_in_words(self, d: Decision) -> tuple[str, str]:
        """The move played and the one suggested, in the game's words (worked out once per language)."""
        key = (d.index, language())
        if key not in self._words:
            state = self.replay.state_at(d.index)
            self._words[key] = tuple(describe(self.replay.game_id, state, text, self.replay.names())
                                     for text in (d.played, d.suggested))
        return self._words[key]

    def where(self, index: int) -> str:
        point = self.replay.point_of(index)
        if point is None:
            return _("Move {n}").format(n=index + 1)
        return _(UNIT_WORDS[point.unit]).format(n=point.number)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        name = self.replay.names()[self.seat]
        title = _("Analysis of {name}'s game").format(name=name)
        size = min(theme.size_to_fit(title, AREA.width, access.scaled(40), 40, True), TITLE_MOST)
        title_rect = theme.blit_text(surface, theme.fit(title, AREA.width, size, True), (AREA.x, 36), size, theme.TEXT,
                                     True)
        self._line(surface, _("What the hard AI would have played at each decision, and what the move played cost by "
                              "its reckoning."), (AREA.x, title_rect.bottom + 4), 20, theme.TEXT_DIM)
        if self.failed is not None:
            self._line(surface, _("The analysis failed: {reason}").format(reason=self.failed), AREA.topleft, 22, theme.WARN)
        elif self.result is None:
            self._draw_progress(surface)
        else:
            self._draw_result(surface)

    def _draw_progress(self, surface) -> None:
        done, total = self.worker.progress
        if self.worker.cancelled:
            text = _("Stopping…")
        else:
            text = ngettext("Analysing {done} of {total} decision…", "Analysing {done} of {total} decisions…",
                            total).format(done=done, total=total)
        self._line(surface, text, AREA.topleft, 22, theme.TEXT)
        bar = pygame.Rect(AREA.x, AREA.y + 40, AREA.width, 18)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, bar, border_radius=9)
        if total:
            pygame.draw.rect(surface, theme.ACCENT, (bar.x, bar.y, bar.width * done // total, bar.height),
                             border_radius=9)

    def _draw_result(self, surface) -> None:
        result = self.result
        count = len(result.decisions)
        summary = ngettext("{n} decision looked at: about {loss} of a win lost in all.",
                           "{n} decisions looked at: about {loss} of a win lost in all.",
                           count).format(n=count, loss=f"{result.total_loss:.2f}")
        if self.worker.cancelled:
            summary = _("{summary} (cancelled: the rest was not looked at)").format(summary=summary)
        self._line(surface, summary, AREA.topleft, 22, theme.TEXT)
        rows = self.row_rects()
        if not rows:
            self._line(surface, _("No costly decision: the hard AI agrees with every move, or finds it as good."),
                       (AREA.x, AREA.y + 70), 20, theme.GOOD)
            return
        self._line(surface, _("The costliest decisions (click one to see it in the replay):"), (AREA.x, AREA.y + 36), 18,
                   theme.TEXT_DIM, most=30)
        texts = []
        for n, rect in rows:
            d = self.costliest()[n]
            played, suggested = self.moves_in_words(d)
            texts.append((_("{where}: {played} instead of {suggested}").format(where=self.where(d.index), played=played,
                                                                               suggested=suggested),
                          _("lost about {loss} of a win").format(loss=f"{d.loss:.2f}")))
        # one size for the whole list (a list of mixed sizes reads badly): the largest at which every row
        # holds its move and its cost
        line_px = theme.size_for_height(ROW_H - 12, access.scaled(18), 18)
        while line_px > 18 and any(
                theme.font(line_px).size(line)[0] + theme.font(line_px, True).size(cost)[0] + 60 > AREA.width
                for line, cost in texts):
            line_px -= 1
        cost_px = line_px
        cost_w = max(theme.font(cost_px, True).size(cost)[0] for _line, cost in texts)
        for (n, rect), (line, cost) in zip(rows, texts):
            hover = n == self.hover
            theme.panel(surface, rect, theme.PANEL_LIGHT if hover else theme.PANEL,
                        theme.ACCENT if hover else theme.LINE, radius=10)
            theme.blit_text(surface, theme.fit(line, rect.width - cost_w - 60, line_px), (rect.x + 16, rect.centery),
                            line_px, theme.TEXT, False, "midleft")
            theme.blit_text(surface, cost, (rect.right - 16, rect.centery), cost_px, theme.WARN, True, "midright")
        self._draw_reason(surface, self.costliest()[self.hover if self.hover is not None else 0])

    def _draw_reason(self, surface, d: Decision) -> None:
        """Why the suggestion beats the move played, for the decision under the pointer (else the
        costliest), under the list."""
        if not d.reason:
            return
        top = self.row_rects()[-1][1].bottom + 10
        block = theme.fit_block(d.reason, AREA.width, REASON_BOTTOM - top, access.scaled(REASON_PX), REASON_PX,
                                REASON_PX + 5)
        for line in block.lines:
            theme.blit_text(surface, line, (AREA.x, top), block.size, theme.TEXT_DIM)
            top += block.step

    @staticmethod
    def _line(surface, text: str, at, px: int, colour, most: int = 34) -> None:
        """One line at the player's text size where the list's width holds it (at most ``most`` pixels
        tall), never smaller than at 100 %, cut with an ellipsis only there."""
        width = AREA.width
        size = min(theme.size_to_fit(text, width, access.scaled(px), px), theme.size_for_height(most, access.scaled(px), px))
        theme.blit_text(surface, theme.fit(text, width, size), at, size, colour)
