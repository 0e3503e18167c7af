"""A lesson is followed with keys alone: Enter continues a step that explains; on a step that waits
for a move, Enter is the focus ring's (the coach no longer takes it), so the move is made by Tab and
Enter like any other, in as many presses as the move takes (Experiment: the task, then the Complete
button it brings; Wrong Chemistry: the empty hex picked up, then carried to the marked spot)."""
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


def use(app, board, key) -> None:
    tab_to(app, board, key)
    keys(app, "return")


def usable_keys(board, coach) -> list:
    return [t.key for t in board.focus_targets() if t.button is not coach.btn_leave]


def make_the_move(app, board, coach) -> list:
    """Try the targets with Tab and Enter until the lesson's move is made (the coach refuses every
    other): each target alone, then with each target its use brought (a button that appeared, the
    places a picked-up piece may go). Returns the keys of the targets used for the move."""
    before = len(board.match.actions)
    moved = lambda: len(board.match.actions) > before  # noqa: E731
    for first in usable_keys(board, coach):
        if first not in usable_keys(board, coach):
            continue
        shown = set(usable_keys(board, coach))
        use(app, board, first)
        if moved():
            return [first]
        carried = board.focus.carrying is not None
        for second in [k for k in usable_keys(board, coach) if carried or k not in shown]:
            if carried and board.focus.carrying is None:
                use(app, board, first)  # a refused drop put the piece back: pick it up again
            if second in usable_keys(board, coach):
                use(app, board, second)
                if moved():
                    return [first, second]
        if board.focus.carrying is not None:
            keys(app, "escape")  # put back
        board.cancel_selection()
    raise AssertionError(f"no key made the move of step {coach.run.index + 1} ({coach.run.step.expect})")


def follow_by_keys(app, game: str) -> list[tuple[int, list]]:
    """The lesson followed to its end with keys; returns (step, target keys) for each move made."""
    from labdesk.ui.scenes.lesson import open_lesson

    board = open_lesson(app, game, record=False)
    coach, moves = board.coach, []
    for _ in range(200):
        settle(app)
        if coach.run.finished:
            break
        if coach.run.step.explains:
            keys(app, "return")  # Continue
        else:
            moves.append((coach.run.index + 1, make_the_move(app, board, coach)))
    assert coach.run.finished and app.top is board
    return moves


@pytest.mark.parametrize("game", ["experiment", "explosion", "lab-wars", "lab-chaos", "wrong-chemistry"])
def test_a_lesson_is_followed_to_its_end_with_keys_alone(app, game):
    follow_by_keys(app, game)


def test_experiments_task_is_completed_by_keys_the_task_then_its_complete_button(app):
    moves = dict(follow_by_keys(app, "experiment"))
    assert moves[7][0] == ("hit", ("mytask", 0, "T05")) and moves[7][1][0] == "widget"


def test_wrong_chemistrys_hex_and_unwanted_card_are_carried_by_keys(app):
    """The empty hex to the marked spot; a card that cannot be claimed (the lesson takes any) picked
    up by Enter and put on the discard pile by the next."""
    moves = dict(follow_by_keys(app, "wrong-chemistry"))
    assert moves[7] == [("area", "hex:0,1"), ("area", "hex:1,-2")]
    (kind, _card), drop = moves[11]
    assert kind == "hand" and drop == ("hit", ("discard",))


def test_a_language_chosen_mid_lesson_in_settings_speaks_the_next_words_of_the_step_shown(app):
    """Pause, Settings, Русский, back twice: the step on screen is in Russian (a player saw English)."""
    from labdesk import i18n
    from labdesk.ui.scenes.lesson import open_lesson
    from labdesk.ui.scenes.settings_scene import SettingsScene

    board = open_lesson(app, "lab-chaos", record=False)
    settle(app)
    board.coach.next()
    settle(app)
    english = list(board.coach.lines)
    board.pause()
    app.push(SettingsScene(app))
    app.update(1 / 60)
    try:
        app.set_language("ru")
        app.pop()
        app.pop()
        for _ in range(3):
            app.update(1 / 60)
        assert app.top is board and board.coach.lines != english
        assert any(ch in "".join(board.coach.lines) for ch in "абвгдежзийклмнопрстуфхцчшщыэюя")
    finally:
        i18n.set_language("en")
