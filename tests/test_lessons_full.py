"""The full-rules lessons on their boards: what they show at the steps that matter."""
from __future__ import annotations

import pygame

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


def test_a_panel_kept_to_its_place_fits_it_in_both_languages_at_any_text_size():
    """Explosion's flask-scoring step keeps its panel under the players; in Russian its eight lines and
    two rows of buttons ran 12 pixels onto the mixing prompt below. Every step that names its
    panel's place fits in it, in each language and at each text size."""
    from labdesk import i18n
    from labdesk.games.explosion.lesson import FULL
    from labdesk.settings import Settings
    from labdesk.ui.app import App
    from labdesk.ui.table.prompt import PromptBar

    steps = [i for i, step in enumerate(FULL.steps) if step.panel]
    assert steps
    try:
        for lang in ("en", "ru"):
            for size in (100, 150):
                app = App(headless=True, sound=False, settings=Settings(language=lang, text_size=size))
                i18n.set_language(lang)
                app.reset(MenuScene(app))
                board = open_lesson(app, "explosion", part="full", record=False)
                for index in steps:
                    play_to_step(app, board, index)
                    coach, place = board.coach, board.coach_areas().get(FULL.steps[index].panel)
                    assert place is None or place.contains(coach.panel), (lang, size, index, coach.panel, place)
                    assert not any(coach.panel.colliderect(p.rect) for p in board.kit_parts(PromptBar)
                                   if not p.hidden), (lang, size, index)
    finally:
        i18n.set_language("en")


def test_no_button_of_the_board_lies_over_the_closing_note():
    """Wrong Chemistry's End turn button lay over the closing note's words in Russian at 150 % (widgets
    are drawn over everything): under the note the board's own buttons are hidden, its own and the
    toolbar's stay."""
    from labdesk import i18n
    from labdesk.settings import Settings
    from labdesk.ui.app import App
    from labdesk.ui.scenes.lesson import check_lesson

    try:
        app = App(headless=True, sound=False, settings=Settings(language="ru", text_size=150))
        i18n.set_language("ru")
        app.reset(MenuScene(app))
        open_lesson(app, "wrong-chemistry", record=False)
        check_lesson("wrong-chemistry", app=app)
        board = app.top
        coach = board.coach
        assert coach.run.finished
        app.update(1 / 60)
        app.draw(pygame.Surface(app.size))
        # (at 150 % the End turn button heads the controls' column now, clear of the note: the check
        # below still holds every board button to it)
        mine = {coach.btn_menu, coach.btn_play, coach.btn_part, *board.toolbar_buttons()}
        over = [e for e in board.ui.elements if e.visible and e not in mine and e.get_abs_rect().colliderect(coach.panel)]
        assert over == []
        assert coach.btn_menu.visible and coach.btn_play.visible
    finally:
        i18n.set_language("en")


def test_lab_wars_full_rules_thermal_cycler_steps_are_played_through_its_menu(app):
    """Step 5 of Lab Wars's full rules: a click on the Thermal Cycler opens its menu (experiment, or spend
    2 or 4 data), and the lesson goes on only when the learner picks a button there; the step says so.
    Played as a window plays it: clicks and the menu's button presses through the event queue."""
    from labdesk.games.lab_wars.lesson import FULL

    app.reset(MenuScene(app))
    board = open_lesson(app, "lab-wars", part="full", record=False)
    for index, choice in ((4, "experiment with Thermal Cycler"), (5, "spend 4 data on Thermal Cycler")):
        play_to_step(app, board, index)
        assert "choose" in FULL.steps[index].refusal and FULL.steps[index].expect == choice
        card = next(s for s in board.lab_sprites if s.key[1] == "thermal-cycler")
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=tuple(map(int, card.rect.center)), button=1))
        app.frame(1 / 60, draw=False)
        assert board.menu and choice in [str(a) for _b, a in board.menu.choices()]  # the card asks which
        button = next(b for b, a in board.menu.choices() if str(a) == choice)
        for _ in range(20):  # past the click guard's settling time
            app.frame(1 / 60, draw=False)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=button.get_abs_rect().center, button=1))
        for _ in range(3):
            app.frame(1 / 60, draw=False)
        assert str(board.match.actions[-1]) == choice and board.coach.run.index == index + 1
