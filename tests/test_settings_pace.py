"""Two settings players asked for: the AI's pace (how long an AI's move stays on screen before the
next) and the length of Lab Chaos's reaction countdown (8, 15 or 30 s, or off)."""
from __future__ import annotations

import json

import pygame
import pygame_gui

from labdesk.engine.match import Match, Seat
from labdesk.settings import AI_PACES, REACTION_TIMES, Settings, load_settings, save_settings, settings_path
from labdesk.ui.scenes.settings_scene import next_countdown
from helpers.take_game import app, frames, ui_tiny_game  # noqa: F401  (fixtures)


def press(app, widget) -> None:
    app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=widget, mouse_button=1,
                                  ui_object_id=widget.most_specific_combined_id))


def test_both_are_saved_read_back_and_checked():
    save_settings(Settings(ai_pace=AI_PACES[2], reaction_seconds=30))
    loaded = load_settings()
    assert (loaded.ai_pace, loaded.reaction_seconds) == (2.0, 30)
    settings_path().write_text(json.dumps({"reaction_seconds": 12, "ai_pace": 9, "muted": True}))
    loaded = load_settings()
    assert loaded.muted and (loaded.ai_pace, loaded.reaction_seconds) == (AI_PACES[0], REACTION_TIMES[0])


def test_the_countdown_button_cycles_through_the_lengths_then_off():
    seen, state = [], (True, 8)
    for _ in range(5):
        state = next_countdown(*state)
        seen.append(state)
    assert seen == [(True, 15), (True, 30), (False, 30), (True, 8), (True, 15)]


def test_the_settings_screen_cycles_the_ai_pace_and_names_it(app):
    from labdesk.ui.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.push(scene)
    assert scene.pace.text == "AI pace: brisk"
    press(app, scene.pace)
    frames(app)
    assert app.settings.ai_pace == AI_PACES[1] and scene.pace.text == "AI pace: calm"
    press(app, scene.countdown)
    frames(app)
    assert scene.countdown.text == "Lab Chaos reaction countdown: 15 s"


def test_an_ai_move_stays_on_screen_as_long_as_the_pace_says(app):
    from labdesk.ui.generic_board import GenericBoard

    app.settings.ai_pace = AI_PACES[2]
    board = GenericBoard(app, Match("tiny", [Seat("ai", "Bo", "random"), Seat("human", "Ana")], seed=1),
                         autosave=False)
    app.push(board)
    while board.worker is not None or not board.anims.busy:
        if board.worker is not None:
            board.worker.wait(5)
        app.update(0.0)
    board.anims.speed = 1.0
    played = 0.0
    while board.anims.busy:
        app.update(0.05)
        played += 0.05
    assert played >= AI_PACES[2]


def test_the_lab_chaos_reaction_countdown_lasts_as_long_as_the_setting_says():
    """A 30 s countdown still waits after the 10 s that run the 8 s one out."""
    from test_lab_chaos_board import board_with

    from labdesk.ui.app import App
    from labdesk.ui.scene import Scene

    lab = App(headless=True, sound=False, settings=Settings(reaction_seconds=30))
    try:
        board = board_with(lab, "react")
        assert 29 < board.reaction_left <= 30
        before = len(board.match.actions)
        for _ in range(int(10 / 0.25) + 2):
            board.update(0.25)
        assert len(board.match.actions) == before and 0 < board.reaction_left < 20
    finally:
        lab.reset(Scene(lab))


def test_the_reaction_countdown_starts_full_once_the_hand_off_is_confirmed(app):
    """However long the hand-off stays on screen, the person it passes to gets the whole countdown."""
    from test_lab_chaos_board_hotseat import PlayCard, hot_seat_board

    from labdesk.ui.scenes.handoff import HandoffScene

    board = hot_seat_board(app, holder=3)
    assert board.submit(PlayCard("tail-swipe"))
    for _ in range(600):
        board.anims.skip()
        app.update(1 / 60)
        if board.worker is not None:
            board.worker.wait(5)
        if isinstance(app.top, HandoffScene):
            break
    for _ in range(60 * 12):  # twelve seconds of reading the hand-off
        app.update(1 / 60)
    app.top.confirm()
    app.update(1 / 60)
    assert board.reaction_left is not None
    assert board.reaction_left > app.settings.reaction_seconds - 0.1
