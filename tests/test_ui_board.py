"""The board base class and the generic board, driven by the take game of tests/helpers/take_game.py
(so these tests do not depend on any real game being built): AI turns off the UI thread, animations,
skip, undo, hint, hot-seat hand-off, autosave, results."""
from __future__ import annotations

from dataclasses import replace

import pygame

from labdesk import games
from labdesk.engine.match import Match, Seat
from helpers.take_game import app, frames, press, run_until, ui_tiny_game  # noqa: F401  (fixtures)


def test_ai_vs_ai_plays_to_results(app):
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.results import ResultsScene

    match = Match("tiny", [Seat("ai", "Ana", "random"), Seat("ai", "Boris", "random")], seed=3)
    board = GenericBoard(app, match)
    app.push(board)
    assert board.viewer is None  # AI only: spectator view, nothing private
    assert "my_secret" not in board.obs
    assert run_until(app, lambda: isinstance(app.top, ResultsScene))
    assert app.top.winners == match.state.winners()
    assert "took the last counter" in app.top.breakdown.html_text
    frames(app, 3)


def test_human_turn_buttons_apply_and_animate_then_skip(app):
    from labdesk.ui.generic_board import GenericBoard

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=1)
    board = GenericBoard(app, match, autosave=False)
    app.push(board)
    frames(app, 2)
    assert board.can_act() and board.viewer == 0
    assert board.obs["my_secret"] == match.state.secrets[0]
    labels = [b.text for b, _ in board.action_buttons]
    assert labels == ["take 1", "take 2", "take 3"]
    press(app, board.action_buttons[1][0])
    assert match.actions == ["take 2"]
    assert board.anims.busy and not board.can_act()  # input locked while the move animates
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (5, 5), "button": 1}))
    assert not board.anims.busy  # a click skipped to the end
    assert run_until(app, lambda: board.can_act())  # the AI answered, off the UI thread
    assert len(match.actions) == 2 and match.log[-1].startswith("Boris takes")


def test_undo_and_hint(app):
    from labdesk.ui.generic_board import GenericBoard

    # two humans without hidden info would hand over; here seat 1 is AI, so undo is possible only
    # within the human's own turn: use a game state where the human moves and undo at once
    match = Match("tiny", [Seat("human", "Ana"), Seat("human", "Boris")], seed=1)
    match.spec = replace(match.spec, hidden_information=False)
    try:
        board = GenericBoard(app, match, autosave=False)
        app.push(board)
        frames(app, 2)
        board.hint()
        assert run_until(app, lambda: board.hint_action is not None)
        assert board.hint_action in match.legal_actions()
        board.submit(match.legal_actions()[0])
        board.anims.skip()
        frames(app, 2)
        assert board.viewer == 1  # no hidden info: the view simply follows the human to act
    finally:
        match.spec = replace(match.spec, hidden_information=True)


def test_hot_seat_handoff_shows_nothing_private(app):
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.handoff import HandoffScene

    match = Match("tiny", [Seat("human", "Ana"), Seat("human", "Boris")], seed=2)
    board = GenericBoard(app, match, autosave=False)
    app.push(board)
    frames(app, 2)
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ana"
    assert board.viewer is None
    frames(app, 30)  # the hand-off arms itself after a moment
    press(app, app.top.ready)
    frames(app, 2)
    assert app.top is board and board.viewer == 0
    board.submit(match.legal_actions()[0])
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    assert app.top.player_name == "Boris" and board.viewer is None  # Ana's hand went with her turn


def test_autosave_and_continue(app, ui_tiny_game):
    from labdesk.engine import saves
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.menu import MenuScene

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=5)
    app.reset(MenuScene(app))
    app.push(GenericBoard(app, match))
    frames(app, 2)
    app.top.submit(match.legal_actions()[0])
    assert saves.has_autosave()
    menu = MenuScene(app)
    app.reset(menu)
    assert menu.has_save
    menu.continue_game()
    assert app.top.match.actions == match.actions


def test_bad_autosave_gives_dialog_and_is_untouched(app, ui_tiny_game):
    from labdesk.engine import saves
    from labdesk.ui.scenes.dialog import MessageDialog
    from labdesk.ui.scenes.menu import MenuScene

    path = saves.autosave_path()
    path.write_text('{"format": "labdesk-save", "version": 1, "game": "tiny", "seed"', encoding="utf-8")
    before = path.read_bytes()
    menu = MenuScene(app)
    app.reset(menu)
    menu.continue_game()
    assert isinstance(app.top, MessageDialog)
    assert "corrupt" in app.top.message and "\n" not in app.top.message
    frames(app, 2)
    assert path.read_bytes() == before
    assert app.autosave_blocked


def test_setup_starts_a_game_with_variant_and_seed(app):
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "tiny")
    app.push(setup)
    frames(app, 2)
    setup.seed.set_text("42")
    play = setup.read_play()
    assert play["seed"] == 42 and play["options"]["variant"] == "standard"
    assert [s.kind for s in play["seats"]] == ["human", "ai"]
    press(app, setup.start)
    assert isinstance(app.top, BoardScene) and app.top.match.seed == 42
    frames(app, 2)


def test_pause_save_and_quit_returns_to_menu(app):
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.pause import PauseScene

    app.reset(MenuScene(app))
    board = GenericBoard(app, Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=1))
    app.push(board)
    frames(app, 2)
    app.handle(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""}))
    assert isinstance(app.top, PauseScene)
    frames(app, 2)
    app.top.save_and_quit()
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_a_failing_ai_does_not_crash_the_app(app):
    from labdesk.ui.generic_board import GenericBoard

    class Broken:
        name = "broken"

        def choose(self, state):
            raise RuntimeError("boom")

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=1)
    match._ai_players[1] = Broken()
    board = GenericBoard(app, match, autosave=False)
    app.push(board)
    board.submit(match.legal_actions()[0])
    assert run_until(app, lambda: len(match.actions) == 2 and board.can_act())
    assert board.toast and "problem" in board.toast[0]


def test_run_opens_window_and_quits(ui_tiny_game, monkeypatch):
    from labdesk.ui import app as app_module

    monkeypatch.setattr(app_module.App, "run_loop", lambda self, frames=None: self.frame(1 / 60))
    quits = []
    monkeypatch.setattr(pygame, "quit", lambda: quits.append(True))  # keep pygame up for later tests
    assert app_module.run() == 0
    assert quits == [True]


def test_a_subclassed_board_animates_events_with_card_sprites_then_syncs(app):
    """The shape docs/ui.md describes: layout, build, sync from obs, animate events, board_event."""
    from labdesk.ui import art
    from labdesk.ui.board import BoardScene
    from labdesk.ui.sprites import CardSprite, draw_sprites
    from labdesk.ui.tween import Call

    card = (80, 110)
    calls = []

    class CounterBoard(BoardScene):
        layout_name = "generic"

        def build(self):
            self.deck = self.layout.point("banner")
            self.sprites, self.flying = [], []

        def sync(self):
            calls.append(("sync", self.obs["pile"]))
            self.flying.clear()
            self.sprites = [CardSprite(art.card_face(card, str(i + 1)), art.card_back(card),
                                       pos=(100 + 30 * i, 300), key=i, hoverable=True)
                            for i in range(self.obs["pile"])]

        def animate(self, event, actor):
            flying = CardSprite(art.card_back(card), art.card_face(card, "x"), pos=self.deck, face_up=False)
            self.flying.append(flying)
            return [Call(lambda: calls.append(("event", event.n))), flying.move_to((800, 800))] + flying.flip_over()

        def board_event(self, event):
            if event.type == pygame.MOUSEBUTTONUP:
                for sprite in self.sprites:
                    if sprite.contains(event.pos):
                        self.submit(self.match.legal_actions()[0])
                        return

        def draw_board(self, surface):
            surface.fill((0, 0, 0))
            draw_sprites(surface, self.sprites + self.flying)

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=1)
    board = CounterBoard(app, match, autosave=False)
    app.push(board)
    frames(app, 2)
    assert calls == [("sync", 9)]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": (100, 300), "button": 1}))
    assert board.anims.busy and match.actions == ["take 1"]
    frames(app, 3)
    assert calls[-1] == ("event", 1) and board.flying and board.flying[0].pos != board.deck
    board.anims.skip()
    assert board.flying[0].face_up  # the flip settled
    frames(app, 1)
    assert ("sync", 8) in calls  # the view came back from the observation (then Boris may move)


def test_broken_board_module_falls_back_and_errors_recover_to_menu(app, monkeypatch):
    from labdesk.ui.app import make_board
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.dialog import MessageDialog
    from labdesk.ui.scenes.menu import MenuScene

    class Exploding:
        def Board(self, *a, **k):  # noqa: N802 - stands in for a board class
            raise RuntimeError("board bug")

    monkeypatch.setattr(games, "board_module", lambda game_id: Exploding())
    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=1)
    assert isinstance(make_board(app, match, autosave=False), GenericBoard)
    app.recover(RuntimeError("draw bug\nsecond line"))
    assert isinstance(app.top, MessageDialog) and app.top.message == "draw bug"
    assert isinstance(app.stack[0], MenuScene)
