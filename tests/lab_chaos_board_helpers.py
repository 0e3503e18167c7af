"""Lab Chaos boards for the board tests: seeded matches played up to a moment, clicks and frames."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from labdesk.engine.match import Match, Seat
from labdesk.games.lab_chaos.board import Board
from labdesk.ui.app import make_board, settle

NAMES = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]


def board_at(app, players=4, seed=3, until=None, moves=0, humans=1, options=None, limit=3000):
    """A board where seat 0 is human, after seeded AI play (seat 0 too) up to ``until`` (checked
    when seat 0 is to act) or ``moves`` actions."""
    seats = [Seat("human", NAMES[i]) for i in range(humans)] + \
        [Seat("ai", NAMES[i], "random") for i in range(humans, players)]
    match = Match("lab-chaos", seats, seed, options or {})
    for _ in range(limit if until else moves):
        seat = match.current_seat()
        if seat is None:
            break
        if until and seat == 0 and until(match.state):
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    assert isinstance(board, Board)
    app.push(board)
    settle(app)
    return board


def board_with(app, kind, players=4, seeds=range(1, 60)):
    """The first seeded board where the human (seat 0) faces a decision of ``kind`` ("turn": an
    ordinary turn with a playable card; "draw": a turn with nothing playable)."""
    def wanted(state):
        p = state.pending
        if kind == "turn":
            return p is None and bool(state.playable(0))
        if kind == "draw":
            return p is None and not state.playable(0)
        return p is not None and p["kind"] == kind
    for seed in seeds:
        board = board_at(app, players, seed, until=wanted)
        if board.can_act() and wanted(board.state):
            return board
        app.pop()
    pytest.skip(f"no seeded game reached a {kind} decision")


def click(board, pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def press(board, button):
    board.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def draw(app):
    canvas = pygame.Surface(app.size)
    app.update(1 / 60)
    app.draw(canvas)
    return canvas
