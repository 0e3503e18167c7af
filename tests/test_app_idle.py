"""A quiet machine: the window's loop (``App.step``) draws a frame only when the picture may have
changed (input, a new scene, an animation, an AI thinking) and none while the app is at rest."""
from __future__ import annotations

import pygame

from labdesk.engine.match import Match, Seat
from labdesk.ui.app import SETTLE_SECONDS
from labdesk.ui.tween import Wait
from helpers.take_game import app, ui_tiny_game  # noqa: F401  (fixtures)

TICK = 0.1  # seconds a turn of the loop stands for


def settle(app, seconds: float = SETTLE_SECONDS + 1) -> None:
    for _ in range(round(seconds / TICK)):
        app.step([], TICK)


def drawn(app, turns: int = 5, events=()) -> int:
    """How many of ``turns`` turns drew a frame (``events`` come in the first)."""
    count = int(app.step(list(events), TICK))
    return count + sum(app.step([], TICK) for _ in range(turns - 1))


def key(name: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(name), mod=0, unicode="")


def test_the_menu_at_rest_draws_no_frame(app):
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    assert app.step([], TICK)  # a new scene is drawn at once
    settle(app)
    assert not app.moving()
    assert drawn(app, 20) == 0


def test_input_draws_and_keeps_drawing_a_moment_for_hover_and_tooltips(app):
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    settle(app)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0))
    assert drawn(app, 5, [motion]) == 5  # the turn with the input, and the following moments
    settle(app)
    assert drawn(app, 5) == 0


def tiny_board(app, first: str = "human"):
    from labdesk.ui.generic_board import GenericBoard

    other = "ai" if first == "human" else "human"
    board = GenericBoard(app, Match("tiny", [Seat(first, "Ana", "random"), Seat(other, "Boris", "random")], seed=1),
                         autosave=False)
    app.push(board)
    return board


def test_a_board_waiting_for_a_human_draws_no_frame_but_an_animation_draws_every_frame(app):
    board = tiny_board(app)
    settle(app)
    assert board.can_act() and not app.moving()
    assert drawn(app, 10) == 0
    board.anims.add(Wait(0.35))
    assert drawn(app, 3) == 3  # each turn of the loop while the tween runs
    assert drawn(app, 3) == 1  # the last picture, once the tween is over
    assert drawn(app, 10) == 0


def test_an_ai_thinking_and_its_move_draw_every_frame(app):
    board = tiny_board(app, first="ai")
    assert board.busy()  # an AI seat is to play
    app.step([], TICK)
    assert (board.worker is not None or board.anims.busy) and app.moving()  # thinking (its dots pulse), or moving
    if board.worker is not None:
        board.worker.wait(5)
        assert app.step([], TICK)  # its move is applied and animates
    assert board.anims.busy and app.moving()
    settle(app, 5)
    assert board.can_act() and drawn(app, 10) == 0


def test_a_key_on_a_board_at_rest_draws(app):
    board = tiny_board(app)
    settle(app)
    assert drawn(app, 1, [key("tab")]) == 1
    assert board.focus.visible


def test_a_text_field_with_the_keys_keeps_its_cursor_blinking(app):
    from labdesk.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "tiny")
    app.push(setup)
    settle(app)
    assert drawn(app, 5) == 0
    app.manager.set_focus_set(setup.seed)
    settle(app)
    assert drawn(app, 5) == 5
    app.manager.set_focus_set(None)
    settle(app)
    assert drawn(app, 5) == 0
