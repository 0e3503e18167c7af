"""Lessons: the script model, the coach on a real board, the Learn button and offer, progress, the CLI."""
from __future__ import annotations

import json

import pygame
import pytest

from labdesk import games
from labdesk.engine.lesson import (
    NOT_THIS_ONE, READ_FIRST, Lesson, LessonRun, Progress, Step, check_script, has_lesson, lesson_for, lessons_for,
    progress_path,
)
from labdesk.ui.app import settle
from labdesk.ui.board import BoardScene
from labdesk.ui.scenes.lesson import LearnFirstDialog, check_lesson, open_lesson
from labdesk.ui.scenes.menu import MenuScene

LESSONS = [g for g in games.GAMES if has_lesson(g)]
PARTS = [(g, lesson.part) for g in LESSONS for lesson in lessons_for(g)]


def press(app, widget) -> None:
    app.handle(pygame.event.Event(__import__("pygame_gui").UI_BUTTON_PRESSED, ui_element=widget))


def advance_to_expecting_step(app, board) -> None:
    """Continue through explain steps until the lesson waits for an action."""
    while True:
        settle(app)
        step = board.coach.run.step
        if not step.explains:
            return
        board.coach.next()


def test_there_are_lessons_and_each_declares_what_it_covers():
    assert {"wrong-chemistry"} <= set(LESSONS)
    for game_id in LESSONS:
        lesson = lesson_for(game_id)
        assert lesson.game == game_id and lesson.covers and lesson.steps and lesson.summary
        assert all(step.text for step in lesson.steps)


@pytest.mark.parametrize("game_id,part", PARTS)
def test_every_lesson_script_plays_without_a_board(game_id, part):
    assert check_script(lesson_for(game_id, part)) == []


@pytest.mark.parametrize("game_id,part", PARTS)
def test_every_lesson_plays_start_to_end_on_its_board_with_every_target_on_screen(app, game_id, part):
    result = check_lesson(game_id, app=app, part=part)
    assert result["ok"], result["problems"]
    assert result["steps"] == len(lesson_for(game_id, part).steps)
    assert isinstance(app.top, BoardScene) and app.top.coach.run.finished


def test_a_wrong_action_during_an_expecting_step_is_refused_with_the_lessons_reason(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "wrong-chemistry")
    advance_to_expecting_step(app, board)
    step = board.coach.run.step
    right = board.match.state.find_action(step.expect)
    wrong = next(a for a in board.match.legal_actions() if not step.takes(a))
    before = (list(board.match.actions), board.match.state.observation(None), board.coach.run.index)
    assert board.submit(wrong) is False
    assert board.toast[0] == step.refusal != NOT_THIS_ONE
    assert (list(board.match.actions), board.match.state.observation(None), board.coach.run.index) == before
    assert board.submit(right) is True
    assert board.coach.run.index == before[2] + 1


def test_an_explain_step_refuses_actions_until_continue(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "wrong-chemistry")
    settle(app)
    assert board.coach.run.step.explains
    action = board.match.legal_actions()[0]
    assert board.submit(action) is False
    assert board.toast[0] == READ_FIRST and board.match.actions == []
    press(app, board.coach.btn_next)
    assert board.coach.run.index == 1


def test_leaving_goes_to_the_menu_and_the_lesson_starts_afresh(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "wrong-chemistry")
    advance_to_expecting_step(app, board)
    board.submit(board.match.state.find_action(board.coach.run.step.expect))
    press(app, board.coach.btn_leave)
    assert isinstance(app.top, MenuScene)
    again = open_lesson(app, "wrong-chemistry")
    settle(app)
    assert again is not board and again.coach.run.index == 0 and again.match.actions == []
    assert not progress_path().exists()  # leaving is not finishing


def test_the_lesson_never_touches_the_autosave(app):
    from labdesk.engine import saves

    app.reset(MenuScene(app))
    board = open_lesson(app, "wrong-chemistry")
    advance_to_expecting_step(app, board)
    board.submit(board.match.state.find_action(board.coach.run.step.expect))
    assert not saves.has_autosave()


def test_finishing_a_lesson_is_remembered_across_a_restart(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "wrong-chemistry")
    lesson = board.coach.lesson
    for step in lesson.steps:
        settle(app)
        if step.explains:
            board.coach.next()
        else:
            board.submit(board.match.state.find_action(step.expect))
    settle(app)
    assert board.coach.run.finished
    assert "wrong-chemistry" in Progress.load().finished  # a fresh load: what a restart reads
    raw = json.loads(progress_path().read_text(encoding="utf-8"))
    assert raw["format"] == "labdesk-lessons" and raw["finished"] == ["wrong-chemistry"]


def test_the_closing_note_offers_a_real_game_against_an_easy_ai(app):
    app.reset(MenuScene(app))
    board = open_lesson(app, "wrong-chemistry")
    check_lesson("wrong-chemistry", app=app)
    board = app.top
    app.update(1 / 60)
    press(app, board.coach.btn_play)
    real = app.top
    assert isinstance(real, BoardScene) and real.coach is None
    assert [s.kind for s in real.match.seats] == ["human", "ai"] and real.match.seats[1].level == "easy"


def test_progress_that_fails_its_checks_is_a_fresh_start_and_left_as_it_is(tmp_path, capsys):
    path = tmp_path / "lessons.json"
    for text in ('{"format": "labdesk-lessons", "version": 1, "finished": [3], "offered": []}',
                 '{"format": "labdesk-lessons"', "\x00\x01", '[' * 50):
        path.write_text(text, encoding="utf-8")
        progress = Progress.load(path)
        assert progress.finished == set() and path.read_text(encoding="utf-8") == text
    assert "lesson progress ignored" in capsys.readouterr().err


def test_progress_round_trips_and_drops_unknown_games(tmp_path):
    path = tmp_path / "lessons.json"
    Progress(["wrong-chemistry"], ["explosion"], path).save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["finished"].append("chess")
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = Progress.load(path)
    assert loaded.finished == {"wrong-chemistry"} and loaded.offered == {"explosion"}


def test_the_run_walks_explain_and_expect_steps():
    lesson = Lesson("tiny", 1, ("A", "B"), (Step("look"), Step("do", expect="mark", refusal="only mark")), ("x",))
    run = LessonRun(lesson)
    assert run.refusal("mark") == READ_FIRST
    run.next()
    assert run.refusal("draw") == "only mark" and run.refusal("mark") is None
    run.acted("draw")
    assert run.index == 1
    run.acted("mark")
    assert run.finished and run.refusal("anything") is None


def test_every_menu_tile_has_a_learn_button_that_offers_both_lessons(app):
    from labdesk.ui.scenes.lesson import LessonChoiceDialog

    menu = MenuScene(app)
    app.reset(menu)
    assert set(menu.learn_buttons) == {gid for gid, _, _ in menu.tiles}
    for gid, button in menu.learn_buttons.items():
        assert button.is_enabled == (gid in LESSONS)
    press(app, menu.learn_buttons["experiment"])
    choice = app.top
    assert isinstance(choice, LessonChoiceDialog)
    press(app, choice.ok)  # the first game
    assert isinstance(app.top, BoardScene) and app.top.coach.lesson.part == "first"
    app.reset(MenuScene(app))
    press(app, app.top.learn_buttons["experiment"])
    press(app, app.top.cancel)  # the full rules
    assert isinstance(app.top, BoardScene) and app.top.coach.lesson.part == "full"
    assert app.top.match.seats[2].name == "Chen"
    app.reset(MenuScene(app))
    press(app, app.top.learn_buttons["experiment"])
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert isinstance(app.top, MenuScene)  # Esc starts nothing


def test_the_first_parts_closing_note_leads_to_the_full_rules(app):
    app.reset(MenuScene(app))
    check_lesson("experiment", app=app)
    board = app.top
    app.update(1 / 60)
    assert board.coach.btn_part is not None and board.coach.btn_play is not None
    press(app, board.coach.btn_part)
    assert isinstance(app.top, BoardScene) and app.top is not board
    assert app.top.coach.lesson.part == "full" and app.top.coach.run.index == 0


def test_the_last_parts_closing_note_has_no_next_lesson(app):
    app.reset(MenuScene(app))
    check_lesson("experiment", app=app, part="full")
    app.update(1 / 60)
    assert app.top.coach.btn_part is None and app.top.coach.btn_play is not None


def test_a_first_new_game_offers_the_lesson_once(app):
    menu = MenuScene(app)
    app.reset(menu)
    press(app, menu.play_buttons["wrong-chemistry"])
    dialog = app.top
    assert isinstance(dialog, LearnFirstDialog)
    press(app, dialog.cancel)  # Just play
    assert app.top.name == "setup"
    app.reset(MenuScene(app))
    press(app, app.top.play_buttons["wrong-chemistry"])
    assert app.top.name == "setup"  # not offered again


def test_learn_first_opens_the_lesson(app):
    menu = MenuScene(app)
    app.reset(menu)
    press(app, menu.play_buttons["wrong-chemistry"])
    press(app, app.top.ok)
    assert isinstance(app.top, BoardScene) and app.top.coach.lesson.part == "first"


def test_a_learnt_game_is_not_offered(app):
    Progress(["wrong-chemistry"]).save()
    menu = MenuScene(app)
    app.reset(menu)
    press(app, menu.play_buttons["wrong-chemistry"])
    assert app.top.name == "setup"


def test_cli_tutorial_check_prints_the_json_saves_every_step_and_records_nothing(capsys, tmp_path):
    from labdesk.cli import main

    shots = tmp_path / "shots"
    assert main(["tutorial", "wrong-chemistry", "--check", "--json", "--shots", str(shots)]) == 0
    result = json.loads(capsys.readouterr().out)
    steps = len(lesson_for("wrong-chemistry").steps)
    assert result["game"] == "wrong-chemistry" and result["ok"] is True and result["steps"] == steps
    assert result["covers"] == list(lesson_for("wrong-chemistry").covers)
    assert sorted(p.name for p in shots.iterdir()) == [f"step-{n:02d}.png" for n in range(1, steps + 1)] + ["summary.png"]
    assert not progress_path().exists()


def test_cli_tutorial_check_exits_1_when_a_target_is_missing(monkeypatch, capsys):
    from dataclasses import replace

    from labdesk.cli import main
    from labdesk.games.wrong_chemistry import lesson as module

    broken = replace(module.LESSON, steps=(Step("where?", target="no-such-thing"),))
    monkeypatch.setattr(module, "LESSONS", (broken, module.FULL))
    assert main(["tutorial", "wrong-chemistry", "--check", "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["ok"] is False and "no-such-thing" in result["problems"][0]


def test_cli_tutorial_refuses_a_game_without_a_lesson(monkeypatch):
    from labdesk.cli import main

    monkeypatch.setattr("labdesk.engine.lesson.lesson_for", lambda game_id, part="first": None)
    assert main(["tutorial", "lab-wars", "--check"]) == 2


@pytest.mark.parametrize("game_id,part", PARTS)
def test_every_lesson_text_has_its_russian_translation(game_id, part):
    from labdesk import i18n

    lesson = lesson_for(game_id, part)
    texts = {lesson.summary, *lesson.covers, READ_FIRST, NOT_THIS_ONE}
    texts |= {t for step in lesson.steps for t in (step.text, step.refusal)}
    try:
        i18n.set_language("ru")
        untranslated = [t for t in texts if i18n._(t) == t]
    finally:
        i18n.set_language("en")
    assert untranslated == []


def test_cli_tutorial_checks_the_full_rules_part(capsys):
    from labdesk.cli import main

    assert main(["tutorial", "experiment", "--part", "full", "--check", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["part"] == "full" and result["ok"] is True
    assert result["steps"] == len(lesson_for("experiment", "full").steps)

