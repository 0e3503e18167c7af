"""Undo and Undo turn stay available after Save and quit / Continue and after a crash: replaying a
save rebuilds the undo history as play built it (never across a reveal or another seat's move)."""
from __future__ import annotations

from labdesk.engine.match import Match, Seat


def _match(tiny_game):
    return Match("tiny", [Seat("human", "P0"), Seat("human", "P1")], seed=3)


def test_a_continued_game_can_take_back_the_moves_of_its_turn(tiny_game):
    m = _match(tiny_game)
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.Mark())
    loaded = Match.from_save(m.to_save())
    assert loaded.can_undo()
    loaded.undo()
    assert loaded.actions == ["mark"] and loaded.state.marks == [1, 0] and loaded.log == ["P0 makes a mark."]
    loaded.apply(tiny_game.Mark())
    loaded.undo_turn()
    assert loaded.actions == [] and not loaded.can_undo()


def test_a_continued_game_still_never_undoes_across_a_reveal_or_another_seats_move(tiny_game):
    m = _match(tiny_game)
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.Draw())  # a barrier
    assert not Match.from_save(m.to_save()).can_undo()
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.End())
    assert not Match.from_save(m.to_save()).can_undo()


def test_continue_on_the_menu_offers_undo_on_the_board(app, tiny_game):
    from labdesk.engine import saves
    from labdesk.ui.app import make_board
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    match = Match("tiny", [Seat("human", "P0"), Seat("ai", "P1", "random")], seed=3)
    board = make_board(app, match)
    app.push(board)
    assert board.submit(tiny_game.Mark())
    board.skip_animations()
    app.reset(MenuScene(app))  # Save and quit (the autosave is written after every move)
    menu = app.top
    menu.refresh_unfinished()
    menu.continue_game(saves.unfinished_saves()[0])
    resumed = app.top
    assert resumed.match.actions == ["mark"]
    app.update(1 / 60)
    resumed._refresh_toolbar()
    assert resumed.btn_undo.is_enabled
    resumed.undo()
    assert resumed.match.actions == []
