"""A whole game of each title, started from the menu and played to its results with the keyboard
alone, and again with a game controller alone: the menu's Play, the lesson offer's "Just play",
the setup (the AI seats set to random with the drop-downs, the seed typed on the keyboard), Start,
every decision of the human seat with Next and Use (Tab/Enter, or the right shoulder/A), and Back
from the results to the menu. Nothing is called on the match: the tests send what a window sends."""
from __future__ import annotations

import random

import pytest

from helpers.hands import HANDS, focused, step_to, use
from helpers.menu_app import close_app, open_menu_app
from labdesk.settings import Settings
from labdesk.ui.board import BoardScene

GAMES = ["experiment", "explosion", "lab-chaos", "wrong-chemistry", "lab-wars"]


@pytest.fixture
def app():
    application = open_menu_app(Settings(reduce_motion=True))
    yield application
    close_app(application)


def set_up_by_hand(app, hands, game: str, seed: int) -> None:
    """From the menu to the game's first frame: every AI seat at the random level."""
    from labdesk.ui.scenes.lesson import LearnFirstDialog
    from labdesk.ui.scenes.setup import SetupScene, _choice

    step_to(app, hands, app.top.play_buttons[game])
    use(app, hands)
    assert isinstance(app.top, LearnFirstDialog)  # the first time: the lesson is offered
    step_to(app, hands, app.top.cancel)  # "Just play"
    use(app, hands)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game_id == game
    for seat in setup.seats[:setup.players()]:
        if _choice(seat["kind"]) == "ai":
            step_to(app, hands, seat["level"])
            while _choice(seat["level"]) != "random":
                use(app, hands)  # a drop-down steps to its next choice
    if hands.name == "keys":
        step_to(app, hands, setup.seed)
        hands.type(app, str(seed))
    step_to(app, hands, setup.start)
    use(app, hands)


def play_by_hand(app, hands, seed: int, limit: int = 20000) -> int:
    """Every decision of the human seat: Next to a random target, Use (a picked-up piece carried to
    another target the same way); AI seats play themselves. Returns the presses made."""
    from labdesk.ui.scenes.results import ResultsScene

    rng, presses = random.Random(seed), 0
    for _ in range(limit):
        board = app.top
        if not isinstance(board, BoardScene):
            break
        if board.worker is not None:
            board.worker.wait(5)
        app.update(1 / 30)
        if app.top is board and board.can_act() and not board.anims.busy and not board._stale:
            targets = board.focus_targets()
            assert targets, f"nothing to use on the {board.name} board with {hands.name}"
            steps = rng.randrange(len(targets)) + 1
            for _ in range(steps):
                hands.send(app, hands.NEXT)
            hands.send(app, hands.USE)
            presses += steps + 1
    assert isinstance(app.top, ResultsScene), f"{hands.name}: the game did not reach its results"
    return presses


@pytest.mark.parametrize("hands", ["keys", "controller"])
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_from_the_menu_to_the_results_by_hand(app, monkeypatch, game, hands):
    from labdesk.ui.scenes import setup as setup_scene
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.results import ResultsScene

    hand = HANDS[hands]
    monkeypatch.setattr(setup_scene.os, "urandom", lambda n: bytes(n))  # an empty seed field: seed 0
    set_up_by_hand(app, hand, game, seed=11)
    board = app.top
    assert isinstance(board, BoardScene) and board.match.game_id == game
    assert board.match.seed == (11 if hands == "keys" else 0)
    assert [s.level for s in board.match.seats if s.kind == "ai"] == ["random"] * (len(board.match.seats) - 1)
    assert play_by_hand(app, hand, seed=3) > 0
    results = app.top
    assert isinstance(results, ResultsScene) and results.match.state.is_over()
    hand.send(app, hand.NEXT)
    assert focused(app) is not None  # the results take the ring too
    hand.send(app, hand.BACK)
    assert isinstance(app.top, MenuScene)
