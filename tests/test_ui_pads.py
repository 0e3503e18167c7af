"""Game controllers (``labdesk.ui.pads``): the D-pad or the stick moves the focus ring, A uses it,
B goes back, Start pauses a board, the shoulders step like Tab. Tests post controller events to the
app as SDL sends them."""
from __future__ import annotations

import random

import pygame
import pytest

from labdesk.engine.match import Match, Seat
from helpers.menu_app import close_app, focused, open_menu_app
from labdesk.settings import Settings
from labdesk.ui.app import make_board, settle
from labdesk.ui.board import BoardScene

A, B, START = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_START
NEXT, BACK = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, pygame.CONTROLLER_BUTTON_LEFTSHOULDER
DOWN, RIGHT = pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT


@pytest.fixture
def app():
    application = open_menu_app(Settings(reduce_motion=True))
    yield application
    close_app(application)


def button(app, which: int) -> None:
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        app.handle(pygame.event.Event(kind, instance_id=0, button=which))
    settle(app)


def stick(app, axis: int, value: int) -> None:
    app.handle(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value))


def step_to(app, widget, limit: int = 60) -> None:
    for _ in range(limit):
        button(app, NEXT)
        if focused(app) is widget:
            return
    raise AssertionError(f"the shoulder never reached {widget}")


def test_a_game_is_started_from_the_menu_with_a_controller(app):
    from labdesk.ui.scenes.lesson import LearnFirstDialog
    from labdesk.ui.scenes.setup import SetupScene

    step_to(app, app.top.play_buttons["explosion"])
    button(app, A)
    assert isinstance(app.top, LearnFirstDialog)
    button(app, B)  # back: "Just play"
    setup = app.top
    assert isinstance(setup, SetupScene)
    step_to(app, setup.start)
    button(app, BACK)
    assert focused(app) is not setup.start  # the left shoulder steps back
    button(app, NEXT)
    button(app, A)
    board = app.top
    assert isinstance(board, BoardScene) and board.match.game_id == "explosion"
    button(app, START)
    from labdesk.ui.scenes.pause import PauseScene

    assert isinstance(app.top, PauseScene)
    button(app, B)
    assert app.top is board


def test_the_dpad_and_the_stick_move_the_ring_one_step_per_push(app):
    menu = app.top
    button(app, NEXT)
    first = focused(app)
    button(app, RIGHT)
    assert focused(app) is menu.cards_buttons["explosion"] and first is menu.cards_buttons["experiment"]
    stick(app, pygame.CONTROLLER_AXIS_LEFTX, -30000)
    assert focused(app) is first
    stick(app, pygame.CONTROLLER_AXIS_LEFTX, -32000)  # still pushed: no second step
    stick(app, pygame.CONTROLLER_AXIS_LEFTX, -2000)  # back to the middle
    stick(app, pygame.CONTROLLER_AXIS_LEFTX, 30000)
    assert focused(app) is menu.cards_buttons["explosion"]


def test_a_trembling_stick_is_no_input_and_the_app_stays_at_rest(app):
    from labdesk.ui.app import SETTLE_SECONDS

    for _ in range(round((SETTLE_SECONDS + 1) / 0.1)):
        app.step([], 0.1)
    tremble = [pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=pygame.CONTROLLER_AXIS_LEFTY,
                                  value=v) for v in (300, -800, 1200)]
    assert not any(app.step([event], 0.1) for event in tremble)
    push = pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=pygame.CONTROLLER_AXIS_LEFTY,
                              value=25000)
    assert app.step([push], 0.1) and app.top.focus.visible


def test_plugging_and_unplugging_a_controller_never_fails(app):
    app.handle(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7))  # none at that index here
    app.handle(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7))
    assert app.pads.controllers == {}
    button(app, NEXT)
    assert app.top.focus.visible


GAMES = [("experiment", 2), ("explosion", 2), ("lab-chaos", 3), ("wrong-chemistry", 2), ("lab-wars", 2)]


@pytest.mark.parametrize("game, players", GAMES)
def test_a_turn_of_each_game_is_played_with_a_controller(app, game, players):
    """The human seat makes its decisions with the shoulder and A alone until the turn has passed to
    another seat and come back (or the game ended)."""
    rng = random.Random(7)
    match = Match(game, [Seat("human", "Ana")] + [Seat("ai", f"AI {i}", "random") for i in range(1, players)], 7)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    mine, others = 0, 0
    for _ in range(3000):
        if app.top is not board or match.state.is_over() or (mine and others):
            break
        if board.can_act():
            targets = board.focus_targets()
            assert targets, f"nothing to use on the {game} board with a controller"
            for _ in range(rng.randrange(len(targets)) + 1):
                button(app, NEXT)
            before = len(match.actions)
            button(app, A)
            if board.holding() or board.focus.carrying:  # a piece picked up: put it down somewhere
                button(app, NEXT)
                button(app, A)
            mine += len(match.actions) > before
        else:
            before = len(match.actions)
            settle(app)
            others += len(match.actions) > before
    assert mine > 0 and (others > 0 or match.state.is_over())


def test_a_scripted_controller_posts_its_buttons_to_sdls_queue(tmp_path):
    """The stand-in for a real window's checks (``LABDESK_PAD_SCRIPT``): each line a button, pressed
    and released, as SDL would send it; an unknown name is nothing."""
    from labdesk.ui import pads

    assert [e.type for e in pads.script_events("rb\n")] == [pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP]
    assert pads.script_events("A")[0].button == pygame.CONTROLLER_BUTTON_A and pads.script_events("x y") == []
    path = tmp_path / "pad"
    path.write_text("start\nnonsense\na\n")
    pygame.display.init()
    pygame.event.clear()
    pads.follow_script(str(path)).join(5)
    pressed = [e.button for e in pygame.event.get(pygame.CONTROLLERBUTTONDOWN)]
    assert pressed == [pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_A]


def test_scripted_buttons_reach_the_app_as_a_controllers(app):
    from labdesk.ui import pads
    from labdesk.ui.table import glyphs

    for event in pads.script_events("rb") + pads.script_events("right"):
        app.handle(event)
    assert focused(app) is app.top.cards_buttons["explosion"] and glyphs.device(app) == glyphs.PAD


def test_the_whole_settings_screen_is_used_with_a_controller(app):
    """Settings by controller alone: the shoulder reaches every widget, A changes the text size, the
    note under the settings names the controller's buttons (above Done at 150 % too), B goes back."""
    from labdesk.ui import audit
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.settings_scene import SettingsScene

    step_to(app, app.top.btn_settings)
    button(app, A)
    settings = app.top
    assert isinstance(settings, SettingsScene) and app.pads.used
    reached = set()
    for _ in range(len(settings.focus_targets()) + 1):
        button(app, NEXT)
        reached.add(focused(app))
    widgets = {t.button or t.key for t in settings.focus_targets()}
    assert widgets <= reached  # every widget in reach of the shoulder
    for size in (150, 100):
        step_to(app, app.top.text_sizes[size])
        button(app, A)
        assert app.settings.text_size == size
        with audit.recording() as rec:
            canvas = pygame.Surface(app.size)
            rec.new_frame(canvas)
            app.draw(canvas)
            notes = [n for n in rec.frame_notes() if n.kind == "text"]
        words = [n.text for n in notes]
        assert "goes back" in words and not any("F11" in w for w in words)
        hint = next(n.rect for n in notes if n.text == "goes back")
        assert hint.bottom <= settings.back.rect.top  # the hints stay above Done
    button(app, B)
    assert isinstance(app.top, MenuScene)
