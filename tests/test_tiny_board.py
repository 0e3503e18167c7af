"""The tiny game's kit board (tests/tiny_board.py, docs/ui.md's worked example), headless: it draws,
a mark card played by a click and by a drag, the deck drawn by a click, an AI move animated with the
overlay cleared after it, the magnifier on a right click, the prompt bar hidden while animations play,
and a whole game to the results screen.

``PYTHONPATH=. python tests/test_tiny_board.py docs/tiny-board.png`` renders the picture in docs/ui.md."""
from __future__ import annotations

import sys
import types

import pygame
import pytest

from helpers.board import play_to_results
from labdesk.engine.match import Match, Seat
from labdesk.ui.app import make_board, settle
from labdesk.ui.sprites import DRAG_THRESHOLD


@pytest.fixture
def tiny_board(tiny_game, monkeypatch):
    """The tiny game with this board as its ``board`` module, found the way the app finds a board."""
    import tiny_board as module

    monkeypatch.setitem(sys.modules, "labdesk.games.tiny.board", module)
    return module


def frames(app, n=1, dt=1 / 60):
    canvas = pygame.Surface(app.size)
    for _ in range(n):
        app.update(dt)
        app.draw(canvas)
    return canvas


def human_board(app, players=2, seed=4):
    seats = [Seat("human", "Ana")] + [Seat("ai", name, "random") for name in ("Boris", "Chen")[:players - 1]]
    match = Match("tiny", seats, seed=seed)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    return board, match


def mouse(app, kind, pos, button=1):
    if kind == pygame.MOUSEMOTION:
        app.handle(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    else:
        app.handle(pygame.event.Event(kind, pos=pos, button=button))


def click(app, pos, button=1):
    mouse(app, pygame.MOUSEBUTTONDOWN, pos, button)
    mouse(app, pygame.MOUSEBUTTONUP, pos, button)


def drag(app, start, end):
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    mouse(app, pygame.MOUSEMOTION, end)
    frames(app)
    mouse(app, pygame.MOUSEBUTTONUP, end)


def test_the_app_finds_the_board_and_it_draws_the_table_from_the_observation(app, tiny_board):
    board, match = human_board(app, players=3)
    assert isinstance(board, tiny_board.Board)
    canvas = frames(app)
    assert canvas.get_at(tiny_board.TABLE.center)[:3] != canvas.get_at((5, 5))[:3]  # the deck is drawn
    assert [s.key for s in board.hand.sprites] == [("mark", 0), ("mark", 1), ("mark", 2)]
    assert all(s.hoverable for s in board.hand.sprites)  # usable: Ana may mark
    assert sorted(board.panels()) == [1, 2] and board.hits.key_at(tiny_board.TABLE.center) == ("deck",)
    assert [b.text for b in board.prompt.buttons] == ["Draw a card", "End turn"]


def test_a_click_on_a_mark_card_plays_it_and_it_flies_to_the_table_while_the_prompt_hides(app, tiny_board):
    board, match = human_board(app)
    click(app, board.hand.sprites[0].pos)
    assert match.actions == ["mark"] and board.anims.busy
    frames(app, 3)
    assert board.overlay.pieces and not board.hand.sprites[-1].visible  # the played card left the hand
    assert board.prompt.hidden and not any(b.visible for b in board.prompt.buttons)
    settle(app)
    assert len(board.hand.sprites) == 2 and not board.overlay.pieces
    assert all(b.visible for b in board.prompt.buttons) and board.shown["marks"][0] == 1


def test_a_drag_onto_the_table_plays_a_mark_and_a_drop_elsewhere_changes_nothing(app, tiny_board):
    board, match = human_board(app)
    start = board.hand.sprites[0].pos
    drag(app, start, tiny_board.LOG.center)
    assert match.actions == [] and board.hand.sprites[0].pos == start  # back home
    drag(app, start, (start[0] + DRAG_THRESHOLD + 2, start[1]))  # a short drag is still not on the table
    assert match.actions == []
    drag(app, start, tiny_board.TABLE.midleft)
    assert match.actions == ["mark"]


def test_a_click_on_the_deck_draws_and_a_right_click_magnifies_the_card_until_the_next(app, tiny_board):
    board, match = human_board(app)
    click(app, tiny_board.TABLE.center)
    settle(app)
    assert match.actions == ["draw"]
    (card, rect), = board.cards
    assert board.shown["hand"] == [card] and board.magnifier.rect() is None
    click(app, rect.center, button=3)
    assert board.magnifier.showing() == (("card", card), rect)
    shown = board.magnifier.rect()
    assert shown.width > rect.width and not shown.colliderect(tiny_board.PROMPT)
    click(app, rect.center, button=3)
    assert board.magnifier.rect() is None
    click(app, tiny_board.TABLE.center)  # a second draw is refused with its reason
    assert match.actions == ["draw"] and board.toast[0] == "Only one draw per turn"  # a toast starts with a capital


def test_an_ai_move_animates_in_the_overlay_which_is_empty_once_it_has_played(app, tiny_board):
    board, match = human_board(app)
    app.handle(pygame.event.Event(pygame.USEREVENT))  # nothing happens
    board.submit(next(a for a in match.legal_actions() if str(a) == "end"))
    assert board.prompt.hidden is False  # hidden from the next frame on
    frames(app)
    assert board.prompt.hidden
    seen_pieces = False
    for _ in range(3000):
        if board.worker is not None:
            board.worker.wait(5)
        frames(app)
        seen_pieces = seen_pieces or (len(match.actions) > 1 and bool(board.overlay.pieces))
        if board.can_act():
            break
    assert len(match.actions) > 1 and seen_pieces  # Boris's moves flew, popped or showed a banner
    assert not board.overlay.pieces and not board.anims.busy


def test_the_hand_is_dimmed_and_the_prompt_hidden_while_another_seat_plays(app, tiny_board, monkeypatch):
    board, match = human_board(app)
    monkeypatch.setattr(board, "_maybe_start_ai", lambda: None)  # Boris keeps thinking
    board.submit(next(a for a in match.legal_actions() if str(a) == "end"))
    frames(app, 120)
    assert match.current_seat() == 1 and not board.anims.busy and not board.can_act()
    assert len(board.hand.sprites) == 3 and not any(s.hoverable for s in board.hand.sprites)
    assert board.prompt.hidden


@pytest.mark.parametrize("players", [2, 3])
def test_ai_seats_play_a_whole_game_on_the_board_to_the_results(app, tiny_board, players):
    seats = [Seat("ai", name, "random") for name in ("Ana", "Boris", "Chen")[:players]]
    match = Match("tiny", seats, seed=players)
    app.push(make_board(app, match, autosave=False))
    play_to_results(app, match, step=1 / 20, draw_every=5)


def render_screenshot(out: str, seed: int = 2) -> None:
    """The board after a few moves of each seat, animations settled, as a PNG (docs/ui.md's picture)."""
    from helpers import tiny_game
    import tiny_board
    from labdesk import games
    from labdesk.settings import Settings
    from labdesk.ui.app import App

    games.GAMES["tiny"] = tiny_game.SPEC  # what the tiny_game and tiny_board fixtures register
    sys.modules.update({"labdesk.games.tiny": types.ModuleType("labdesk.games.tiny"),
                        "labdesk.games.tiny.rules": tiny_game, "labdesk.games.tiny.ai": tiny_game,
                        "labdesk.games.tiny.board": tiny_board})
    app = App(headless=True, sound=False, settings=Settings())
    board, match = human_board(app, players=3, seed=seed)
    for move in ("draw", "mark", "end", "mark"):
        board.submit(next(a for a in match.legal_actions() if str(a) == move))
        settle(app)
    pygame.image.save(frames(app, 30), out)


if __name__ == "__main__":
    from helpers import use_headless_sdl

    use_headless_sdl()
    render_screenshot(sys.argv[1], *map(int, sys.argv[2:]))
