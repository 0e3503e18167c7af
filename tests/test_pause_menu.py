"""The pause menu's Restart (the same deal from its first move) and Concede (the game goes to the
history as conceded), each behind a confirmation; a lesson offers neither."""
from __future__ import annotations

from labdesk.engine import history, saves
from labdesk.engine.match import Match, Seat


def paused(app, match):
    from labdesk.ui.app import make_board
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.pause import PauseScene

    app.reset(MenuScene(app))
    board = make_board(app, match)
    app.push(board)
    board.submit(match.legal_actions()[0])
    board.skip_animations()
    pause = PauseScene(app, board)
    app.push(pause)
    return board, pause


def confirm(app, button):
    from labdesk.ui.scenes.dialog import ConfirmDialog
    from helpers.take_game import press

    press(app, button)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    press(app, dialog.ok)


def test_concede_records_the_game_as_conceded_and_goes_back_to_the_menu(app, tiny_game):
    from labdesk.ui.scenes.menu import MenuScene

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=3)
    _board, pause = paused(app, match)
    assert saves.unfinished_saves()
    confirm(app, pause.buttons["concede"])
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    [entry] = history.entries()
    assert entry.status == history.CONCEDED and not entry.finished and entry.save == match.to_save()
    assert saves.unfinished_saves() == []


def test_restart_starts_the_same_deal_again_and_the_game_so_far_is_abandoned(app, tiny_game):
    from labdesk.ui.board import BoardScene

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=5)
    board, pause = paused(app, match)
    confirm(app, pause.buttons["restart"])
    fresh = app.top
    assert isinstance(fresh, BoardScene) and fresh is not board and len(app.stack) == 2
    assert fresh.match.actions == [] and fresh.match.seed == 5 and fresh.match.names() == ["Ana", "Bo"]
    assert fresh.match.state.observation(0) == Match("tiny", match.seats, 5).state.observation(0)  # the same deal
    [entry] = history.entries()
    assert entry.status == history.ABANDONED
    assert saves.unfinished_saves() == []


def test_cancel_keeps_the_game_and_a_lesson_offers_neither(app, tiny_game):
    from helpers.take_game import press
    from labdesk.ui.scenes.pause import PauseScene

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=3)
    board, pause = paused(app, match)
    press(app, pause.buttons["concede"])
    press(app, app.top.cancel)
    assert app.top is pause and history.entries() == []
    board.coach = object()  # a lesson's board
    lesson_pause = PauseScene(app, board)
    assert set(lesson_pause.buttons) == {"resume", "rules", "settings", "quit"}
    app.push(lesson_pause)
    import pygame

    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # any other event opens nothing
        app.handle(pygame.event.Event(kind, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    assert app.top is lesson_pause
