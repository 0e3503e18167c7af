"""Unfinished games: what each autosave holds ("Lab Wars · round 4 · Ana, Boris, Chen") and a list
scene to continue or discard any of them (a discarded game goes to the history as abandoned)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pygame

from labdesk import games
from labdesk.engine import history, saves
from labdesk.i18n import _
from labdesk.ui import access, theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, pressed

ROW_H = 74
ROWS = 8
LIST = pygame.Rect(200, 150, 1200, ROW_H * ROWS)


@dataclass(frozen=True)
class Unfinished:
    """One autosave: its game replayed (None when it cannot be read, with the reason)."""
    path: Path
    played: datetime
    match: object | None
    reason: str = ""


_read_cache: dict[tuple, Unfinished] = {}


def read_unfinished(path: Path) -> Unfinished:
    """The autosave at ``path`` replayed, remembered while the file does not change."""
    try:
        stat = path.stat()
    except OSError as exc:
        return Unfinished(path, datetime.now(), None, exc.strerror or type(exc).__name__)
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _read_cache:
        played = datetime.fromtimestamp(stat.st_mtime)
        try:
            _read_cache[key] = Unfinished(path, played, saves.read_save(path))
        except saves.SaveError as exc:
            _read_cache[key] = Unfinished(path, played, None, str(exc).splitlines()[0] if str(exc) else "")
    return _read_cache[key]


def progress_text(match) -> str:
    found = history.progress(match.state.observation(None))
    if found is None:
        return ""
    return (_("round {n}") if found.unit == "round" else _("turn {n}")).format(n=found.number)


def summary(match) -> str:
    """"Lab Wars · round 4 · Ana, Boris (AI), Chen": the game, how far it is, who plays (an AI seat
    marked, so a game against the AI and a hot-seat game are told apart)."""
    title = _(games.GAMES[match.game_id].title)
    names = ", ".join(seat.name if seat.kind == "human" else _("{name} (AI)").format(name=seat.name)
                      for seat in match.seats)
    step = progress_text(match)
    if not step:
        return _("{game} · {players}").format(game=title, players=names)
    return _("{game} · {progress} · {players}").format(game=title, progress=step, players=names)


class UnfinishedScene(Scene):
    """Every unfinished game, the most recently played first: Continue or Discard each."""
    name = "unfinished"

    def __init__(self, app, menu):
        super().__init__(app)
        self.menu = menu
        self.rows: list[tuple[Unfinished, object, object]] = []
        self.back = button(self, (LIST.x, 820, 200, 52), _("Back"))
        self._build()

    def _build(self) -> None:
        for _item, play, drop in self.rows:
            play.kill()
            drop.kill()
        self.rows = []
        play_w, drop_w = self.button_widths()
        for i, path in enumerate(saves.unfinished_saves()[:ROWS]):
            item = read_unfinished(path)
            y = LIST.y + i * ROW_H
            play = button(self, (LIST.right - play_w - drop_w - 20, y + 12, play_w, 48), _("Continue"),
                          "@primary_button")
            drop = button(self, (LIST.right - drop_w - 10, y + 12, drop_w, 48),
                          _("Discard") if item.match is not None else _("Move aside"))
            self.rows.append((item, play, drop))

    @staticmethod
    def button_widths() -> tuple[int, int]:
        """Each row's two buttons as wide as their longest label needs (Russian runs longer)."""
        def need(*labels: str) -> int:
            return max(150, *(theme.font(20, True).size(label)[0] + 48 for label in labels))
        return need(_("Continue")), need(_("Discard"), _("Move aside"))

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is self.back or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return
        for item, play, drop in self.rows:
            if which is play:
                self.app.pop()
                self.menu.continue_game(item.path)
                return
            if which is drop:
                if item.match is None:
                    self.app.pop()
                    self.menu.continue_game(item.path)  # the damaged-save dialog offers the move
                else:
                    self.confirm_discard(item)
                return

    def confirm_discard(self, item: Unfinished) -> None:
        from labdesk.ui.scenes.dialog import ConfirmDialog

        def discard() -> None:
            try:
                saves.finish_save(item.match, item.path, history.ABANDONED)
            except OSError as exc:
                print(f"labdesk: cannot discard {item.path}: {exc}")
            self._build()
            self.menu.refresh_unfinished()

        self.app.push(ConfirmDialog(self.app, _("Discard this game?"), summary(item.match), _("Discard"), discard,
                                    note=_("It is kept in the history, marked as abandoned."),
                                    cancel=_("Cancel")))

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        theme.blit_text(surface, _("Unfinished games"), (LIST.x, 60),
                        theme.size_for_height(LIST.y - 70, access.scaled(40), 40, True), theme.TEXT, True)
        if not self.rows:
            theme.blit_text(surface, _("No unfinished game."), (LIST.x, LIST.y + 10), access.scaled(22), theme.TEXT_DIM)
        for i, (item, _play, _drop) in enumerate(self.rows):
            rect = pygame.Rect(LIST.x, LIST.y + i * ROW_H, LIST.width, ROW_H - 8)
            theme.panel(surface, rect, theme.PANEL, theme.LINE if item.match else theme.WARN, radius=10)
            room = LIST.width - sum(self.button_widths()) - 60
            # two lines in a row of fixed height: as large as the row holds them
            big, small = (theme.size_for_height(h, access.scaled(n), n) for h, n in ((32, 20), (28, 17)))
            if item.match is None:
                line = _("Damaged save: {reason}").format(reason=item.reason)
                theme.blit_text(surface, theme.fit(line, room, big, True), (rect.x + 18, rect.y + 28 - big), big,
                                theme.WARN, True)
            else:
                theme.blit_text(surface, theme.fit(summary(item.match), room, big, True),
                                (rect.x + 18, rect.y + 28 - big), big, theme.TEXT, True)
            when = _("last played {date} · {file}").format(date=item.played.strftime("%Y-%m-%d %H:%M"),
                                                            file=item.path.name)
            theme.blit_text(surface, theme.fit(when, room, small), (rect.x + 18, rect.bottom - 4), small,
                            theme.TEXT_DIM, anchor="bottomleft")
