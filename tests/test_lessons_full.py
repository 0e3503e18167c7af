"""The full-rules lessons on their boards: what they show at the steps that matter."""
from __future__ import annotations

from labdesk.ui.app import settle
from labdesk.ui.scenes.lesson import open_lesson
from labdesk.ui.scenes.menu import MenuScene


def play_to_step(app, board, index: int) -> None:
    """Follow the lesson with its own answers until step ``index`` (0-based) waits."""
    coach = board.coach
    while True:
        settle(app)
        if coach.run.index == index:
            for _ in range(3):
                app.update(1 / 60)
            return
        step = coach.run.step
        if step.explains:
            coach.next()
        else:
            assert board.submit(board.match.state.find_action(step.expect))


def test_lab_chaos_full_rules_asks_the_learner_to_react_and_the_timer_waits(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "lab-chaos", part="full", record=False)
    play_to_step(app, board, 3)
    assert board.coach.run.step.expect == "react bless-you" and board.reaction_pending()
    left = board.reaction_left
    assert left is not None  # the No button shows its countdown ...
    for _ in range(120):
        app.update(1 / 30)
    assert board.reaction_left == left and not board.busy()  # ... which does not run in a lesson
    assert board.match.state.current_player() == 0  # nobody answered No for the learner


def test_the_reaction_step_keeps_its_panel_off_the_question_and_draws_no_arrow_across_it(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "lab-chaos", part="full", record=False)
    play_to_step(app, board, 3)
    coach = board.coach
    prompts = coach.prompt_rects()
    assert prompts  # the reaction question is on screen
    assert not any(coach.panel.colliderect(p) for p in prompts)
    assert coach.arrow() is None and coach.run.step.arrow is False  # the ring alone shows the card


def test_a_later_part_opens_where_the_first_left_the_game(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "explosion", part="full", record=False)
    settle(app)
    assert board.match.state.round == 3 and len(board.match.actions) == 12
    assert not board.match.can_undo()  # the prelude is not the learner's to take back
