"""Lab Chaos boards at a chosen moment of a seeded game, for the board tests."""
from __future__ import annotations

import pygame

from labdesk.engine.match import Match, Seat
from labdesk.ui.app import make_board, settle

NAMES = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]


def board_at(app, players=4, seed=3, moves=0, until=None, limit=3000):
    """A board where seat 0 is the human, after seeded AI play (seat 0 too) up to ``until(state)``
    (asked when seat 0 is to act) or ``moves`` actions."""
    seats = [Seat("human", NAMES[0])] + [Seat("ai", NAMES[i], "random") for i in range(1, players)]
    match = Match("lab-chaos", seats, seed, {})
    for _ in range(limit if until else moves):
        seat = match.current_seat()
        if seat is None or (until and seat == 0 and until(match.state)):
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    return board


def asked_board(app, players=3, seeds=range(1, 80)):
    """The first seeded board where the human (seat 0) is asked a real-life question."""
    def asked(state):
        return state.pending is not None and state.pending.get("kind") == "question"
    for seed in seeds:
        board = board_at(app, players, seed, until=asked)
        if board.answer_pending():
            return board
        app.pop()
    raise AssertionError("no seeded game asked the human a real-life question")


def rest_pointer(app, pos, seconds: float = 1.0) -> None:
    """The pointer moved to ``pos`` and left there (hover tips and the magnifier come up)."""
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(round(seconds * 30)):
        app.update(1 / 30)
