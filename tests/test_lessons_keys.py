"""A lesson is followed with keys alone: Enter continues a step that explains; on a step that waits
for a move, Enter is the focus ring's (the coach no longer takes it), so the move is made by Tab and
Enter like any other."""
from __future__ import annotations

import pytest

from labdesk.settings import Settings
from helpers.menu_app import close_app, keys, open_menu_app
from labdesk.ui.app import settle


@pytest.fixture
def app():
    application = open_menu_app(Settings(reduce_motion=True))
    yield application
    close_app(application)


def tab_to(app, board, key, limit: int = 80) -> None:
    for _ in range(limit):
        keys(app, "tab")
        if board.focus.key == key:
            return
    raise AssertionError(f"Tab never reached {key}")


def make_the_move(app, board, coach) -> None:
    """Try the targets in turn with Tab and Enter (a picked-up piece carried the same way) until the
    lesson's move is made: the coach refuses every other."""
    before = len(board.match.actions)
    for target in board.focus_targets():
        if target.button is coach.btn_leave:
            continue
        tab_to(app, board, target.key)
        keys(app, "return")
        for drop in board.focus_targets() if board.focus.carrying is not None else ():
            tab_to(app, board, drop.key)
            keys(app, "return")
            if board.focus.carrying is None:
                break
        if len(board.match.actions) > before:
            return
    raise AssertionError(f"no key made the move of step {coach.run.index + 1} ({coach.run.step.expect})")


@pytest.mark.parametrize("game", ["explosion", "lab-wars", "lab-chaos"])
def test_a_lesson_is_followed_to_its_end_with_keys_alone(app, game):
    from labdesk.ui.scenes.lesson import open_lesson

    board = open_lesson(app, game, record=False)
    coach = board.coach
    for _ in range(200):
        settle(app)
        if coach.run.finished:
            break
        if coach.run.step.explains:
            keys(app, "return")  # Continue
        else:
            make_the_move(app, board, coach)
    assert coach.run.finished and app.top is board
