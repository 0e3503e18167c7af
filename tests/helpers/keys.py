"""A keyboard-only player for board tests: it sends key events only (Tab, Enter), choosing among the
targets the focus ring offers as a person looking at the screen would, seeded."""
from __future__ import annotations

import random

import pygame

from helpers.board import play_to_results


def press(app, key: int, mod: int = 0) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.handle(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def use_target(app, board, index: int) -> None:
    """Tab to the ``index``-th target (from the one focused now) and press Enter."""
    for _ in range(index + 1):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)


def play_by_keys(app, match, seed: int = 1, limit: int = 20000) -> int:
    """Play the human seat with keys until the results screen; returns how many keys were used.
    Each decision tabs to a random target and presses Enter (a picked-up piece is carried to a
    random target the same way); AI seats play themselves. Run it with reduce motion on: every
    animation then ends in its frame."""
    rng = random.Random(seed)
    keys = [0]

    def decide(board):
        if board.can_act() and not board.anims.busy and not board._stale:
            targets = board.focus_targets()
            assert targets, f"nothing to use on the {board.name} board with keys"
            k = rng.randrange(len(targets))
            use_target(app, board, k)
            keys[0] += k + 2

    play_to_results(app, match, 1 / 30, draw_every=limit, limit=limit, each_frame=decide)
    return keys[0]
