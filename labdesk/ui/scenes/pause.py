"""Pause menu over a board: resume, rules, settings, restart (the same deal from its first move),
concede (the game goes to the history as conceded), save and quit. A lesson has no restart or
concede, nor has an online table; there the table's host may let the AI play for a friend who is
away (then a choice of its level)."""
from __future__ import annotations

import pygame

from labdesk.i18n import N_, _
from labdesk.ui import access, theme
from labdesk.ui.scene import Scene
from labdesk.engine import history, saves
from labdesk.engine.match import Match
from labdesk.ui.boards import make_board
from labdesk.ui.scenes.common import button, layout, pressed
from labdesk.ui.scenes.dialog import ChoiceDialog, ConfirmDialog


BUTTONS = (("resume", N_("Resume"), "@primary_button"), ("rules", N_("Rules"), None),
           ("settings", N_("Settings"), None), ("restart", N_("Restart"), None), ("concede", N_("Concede"), None),
           ("quit", N_("Save and quit"), "@danger_button"))
IN_A_LESSON = ("restart", "concede")  # a lesson's board offers neither
MAX_AWAY = 2  # seats offered to the AI at once (the panel holds six buttons; an online one has four)
AI_LEVELS = (("easy", N_("Easy AI")), ("medium", N_("Medium AI")), ("hard", N_("Hard AI")))


class PauseScene(Scene):
    name = "pause"
    opaque = False
    shade = 160

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        lay = layout("overlay")
        self.panel = lay.rect("pause_panel")
        self.title_rect = lay.rect("pause_title")
        self.area = lay.rect("pause_buttons")
        self.make_widgets()

    def make_widgets(self) -> None:
        self.buttons = {}
        # a lesson's board, and an online table (the server holds the game, for everyone at it), offer neither
        fixed = self.board.coach is not None or self.board.match.remote
        shown = [(key, _(text), cls) for key, text, cls in BUTTONS if not (fixed and key in IN_A_LESSON)]
        # the host of an online table whose friend is away may let the AI play their seat on
        self.away = self.board.match.seats_to_hand()[:MAX_AWAY] if self.board.match.remote else []
        for seat in self.away:
            shown.insert(-1, (f"ai-for-{seat}", _("Let the AI play for {name}").format(name=self.board.names[seat]), None))
        for i, (key, text, cls) in enumerate(shown):
            rect = pygame.Rect(self.area.x, self.area.y + i * 76, self.area.width, 60)
            self.buttons[key] = button(self, rect, text, cls)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        which = pressed(event)
        if which is None:
            return
        if which is self.buttons["resume"]:
            self.app.pop()
        elif which is self.buttons["rules"]:
            from labdesk.ui.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.board.match.game_id))
        elif which is self.buttons["settings"]:
            from labdesk.ui.scenes.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif which is self.buttons.get("restart"):
            self.app.push(ConfirmDialog(self.app, _("Restart this game?"),
                                        _("It starts again from its first move, with the same players and the same deal."),
                                        _("Restart"), self.restart,
                                        note=_("The game so far goes to the history as abandoned.")))
        elif which is self.buttons.get("concede"):
            self.app.push(ConfirmDialog(self.app, _("Concede this game?"), _("It ends now and goes to the history as conceded."),
                                        _("Concede"), self.concede))
        elif which is self.buttons["quit"]:
            self.save_and_quit()
        else:
            for seat in self.away:
                if which is self.buttons[f"ai-for-{seat}"]:
                    self.offer_ai(seat)

    def offer_ai(self, seat: int) -> None:
        name = self.board.names[seat]
        choices = [(_(label), lambda level=level: self.hand_to_ai(seat, level)) for level, label in AI_LEVELS]
        self.app.push(ChoiceDialog(
            self.app, _("Let the AI play for {name}?").format(name=name),
            _("{name} is not at the table. The AI plays their seat from now on, from what that seat may see.").format(name=name),
            choices, note=_("If {name} comes back with their invite code, the seat is theirs again.").format(name=name)))

    def hand_to_ai(self, seat: int, level: str) -> None:
        """Ask the server; the board shows the AI playing once the table's next view says so."""
        self.board.match.hand_to_ai(seat, level)
        self.app.pop()  # this menu: back to the board, which shows the seat's new player

    def _leave_game(self, status: str) -> None:
        """The board's game goes to the history with ``status`` and its save is removed (a game
        nobody moved in, or one not being saved, leaves nothing behind)."""
        board = self.board
        if not board.autosave_is_on():
            return
        try:
            if board.match.actions:
                saves.finish_save(board.match, board.save_file(), status)
            elif board.save_file() is not None:
                saves.discard_save(board.save_file())
        except OSError:
            pass  # a full disk: the save stays under Continue

    def restart(self) -> None:
        """The same game from its first move: the same seats, deal (seed) and options."""
        m = self.board.match
        self._leave_game(history.ABANDONED)
        self.app.pop()  # this menu
        self.app.replace(make_board(self.app, Match(m.game_id, m.seats, m.seed, m.options), autosave=self.board.autosave))

    def concede(self) -> None:
        from labdesk.ui.scenes.menu import MenuScene

        self._leave_game(history.CONCEDED)
        self.app.reset(MenuScene(self.app))

    def save_and_quit(self) -> None:
        from labdesk.ui.scenes.menu import MenuScene

        try:
            self.board.save_now()
        except OSError:
            pass  # the autosave after the last move is already on disk
        self.app.reset(MenuScene(self.app))

    def draw(self, surface) -> None:
        theme.panel(surface, self.panel)
        size = theme.size_for_height(self.title_rect.height + 8, access.scaled(36), 36, True)
        theme.blit_text(surface, _("Paused"), self.title_rect.center, size, theme.TEXT, True, "center")
