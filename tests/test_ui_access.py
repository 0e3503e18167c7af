"""Accessibility and controls (issue 14): the settings, text size applied without a restart, reduce
motion, Lab Chaos's countdown turned off, Undo my turn, and keyboard play through the focus ring."""
from __future__ import annotations

import json
import sys

import pygame
import pytest

from helpers.keys import press
from labdesk.engine import IllegalAction
from labdesk.engine.match import Match, Seat
from labdesk.settings import Settings, read_settings
from labdesk.ui import access
from labdesk.ui.app import make_board, settle
from labdesk.ui.scenes.pause import PauseScene
from labdesk.ui.scenes.rules import keys_paragraph, markdown_to_html, rules_page, shown_page


@pytest.fixture(autouse=True)
def default_access():
    yield
    access.apply(Settings())  # the next test's app starts from the defaults anyway; a bare test too


@pytest.fixture
def tiny_board(tiny_game, monkeypatch):
    import tiny_board as module

    monkeypatch.setitem(sys.modules, "labdesk.games.tiny.board", module)
    return module


def tiny_on(app, seed=4):
    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=seed)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    return board, match


def frames(app, n=1, dt=1 / 60):
    canvas = pygame.Surface(app.size)
    for _ in range(n):
        app.update(dt)
        app.draw(canvas)


# --- settings ------------------------------------------------------------------------------------
def test_the_new_settings_default_to_today_and_are_read_back(tmp_path):
    s = Settings()
    assert (s.text_size, s.reduce_motion, s.reaction_countdown) == (100, False, True)
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"text_size": 150, "reduce_motion": True, "reaction_countdown": False}))
    assert read_settings(path) == Settings(text_size=150, reduce_motion=True, reaction_countdown=False)
    path.write_text(json.dumps({"text_size": 140}))
    with pytest.raises(Exception, match="text_size"):
        read_settings(path)


def test_the_settings_screen_switches_text_size_motion_and_countdown(app):
    from labdesk.ui.app import make_scene

    scene = make_scene(app, "settings")
    app.push(scene)
    frames(app)

    def press_button(widget):
        import pygame_gui

        app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=widget, mouse_button=1,
                                      ui_object_id=widget.most_specific_combined_id))

    press_button(scene.text_sizes[150])
    assert app.settings.text_size == 150 and access.scaled(18) == 27
    scene = app.top  # the same scene, its widgets made again
    press_button(scene.motion)
    for _ in range(3):  # 8 s, 15 s, 30 s, then off
        press_button(scene.countdown)
    assert app.settings.reduce_motion and access.reduce_motion() and not app.settings.reaction_countdown
    frames(app)
    assert scene.motion.text == "Reduce motion: on"


# --- text size -----------------------------------------------------------------------------------
def test_a_larger_text_size_applies_to_a_running_board_at_once(app):
    board = make_board(app, Match("lab-chaos", [Seat("human", "Ana")] + [Seat("ai", n, "random") for n in "BC"], 3))
    app.push(board)
    settle(app)
    small_rows = board.log_view.rows
    app.set_text_size(150)
    assert board.log_view.size == 27 and board.log_view.rows < small_rows  # fewer, larger lines
    assert board.prompt.text_size() > board.prompt.size or not board.prompt.text
    frames(app, 2)


def test_rules_pages_grow_with_the_text_size_and_end_with_the_keys():
    page = shown_page("explosion", "en")
    assert page.startswith(rules_page("explosion", "en").rstrip()) and page.rstrip().endswith(
        keys_paragraph("en").rstrip())
    assert "## Keys" in page and "Ctrl+Shift+Z" in page
    assert "## Клавиши" in shown_page("explosion", "ru")
    assert "pixel_size=19" not in markdown_to_html(page)  # 100 %: the theme's own size
    big = markdown_to_html(page, 1.5)
    assert big.startswith("<font pixel_size=28>") and "pixel_size=45" in big


def test_the_magnifier_shows_its_card_larger_with_the_text_size():
    from labdesk.ui.table.magnifier import Magnifier

    face = pygame.Surface((200, 280))
    magnifier = Magnifier(lambda key: face, bounds=pygame.Rect(0, 0, 1600, 900))
    magnifier.inspect("card", pygame.Rect(100, 100, 50, 70))
    assert magnifier.rect().size == (200, 280)
    access.apply(Settings(text_size=125))
    assert magnifier.rect().size == (250, 350)
    access.apply(Settings(text_size=150))
    magnifier.bounds = pygame.Rect(0, 0, 1600, 380)
    assert magnifier.rect().height == 380  # never past its bounds


def test_a_magnifier_short_of_room_for_the_text_size_shows_the_card_as_large_as_fits():
    """At 150 % a face 1.5 times as large would cross what it must avoid: it is shown as large as
    fits (a step at a time), not back at its 100 % size; at 100 % as ever."""
    from labdesk.ui.table.magnifier import Magnifier

    face = pygame.Surface((200, 280))
    magnifier = Magnifier(lambda key: face, bounds=pygame.Rect(0, 0, 1600, 900))
    magnifier.avoid = [pygame.Rect(0, 400, 1600, 500)]  # room above y 400 only
    magnifier.inspect("card", pygame.Rect(700, 420, 50, 70))
    try:
        access.apply(Settings(text_size=150))
        shown = magnifier.rect()
        assert 280 < shown.height <= 400 and shown.width > 200 and not shown.colliderect(magnifier.avoid[0])
        assert shown.height > 0.9 * 400 - 12  # within a step of the room
    finally:
        access.apply(Settings())
    assert magnifier.rect().size == (200, 280)


# --- reduce motion -------------------------------------------------------------------------------
def test_with_reduce_motion_every_animation_ends_in_the_frame_it_starts(app, tiny_board):
    app.set_reduce_motion(True)
    board, match = tiny_on(app)
    board.submit(tiny_board.Mark())
    assert board.anims.busy  # queued...
    frames(app)
    assert not board.anims.busy and not board.overlay.busy  # ...and done one frame later
    for _ in range(200):  # the AI seats' moves too: never a frame with an animation left over
        if match.state.is_over():
            break
        if board.worker is not None:
            board.worker.wait(5)
        frames(app)
        assert not board.anims.busy


def test_with_reduce_motion_a_hovered_card_neither_rises_nor_grows(app, tiny_board):
    board, _match = tiny_on(app)
    sprite = board.hand.sprites[0]
    rest = sprite.pos
    app.set_reduce_motion(True)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(rest[0]), int(rest[1])), rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 20)
    assert sprite.hover == 1.0 and sprite.pos == rest and sprite.image().get_size() == sprite.front.get_size()


def test_with_the_countdown_off_a_reaction_prompt_waits(app):
    from test_lab_chaos_board import board_with

    app.settings.reaction_countdown = False
    board = board_with(app, "react")
    before = len(board.match.actions)
    for _ in range(200):  # 50 seconds: far past the countdown
        board.update(0.25)
    assert board.reaction_left is None and len(board.match.actions) == before and board.reaction_pending()


# --- Undo my turn --------------------------------------------------------------------------------
def test_undo_my_turn_restores_the_turn_start(tiny_game):
    m = Match("tiny", [Seat("human", "A"), Seat("human", "B")], seed=1)
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.End())  # B's turn starts here
    start = (m.state.observation(None), list(m.actions), list(m.log))
    for _ in range(3):
        m.apply(tiny_game.Mark())
    m.undo_turn()
    assert (m.state.observation(None), m.actions, m.log) == start and not m.can_undo()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        m.undo_turn()


def test_undo_my_turn_never_crosses_a_reveal(tiny_game):
    m = Match("tiny", [Seat("human", "A"), Seat("ai", "B")], seed=1)
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.Draw())  # a hidden card revealed to its owner: a barrier
    after_reveal = m.state.observation(None)
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.Mark())
    m.undo_turn()
    assert m.state.observation(None) == after_reveal and len(m.state.hands[0]) == 1


def test_ctrl_shift_z_takes_back_the_whole_turn_on_a_board(app, tiny_board):
    board, match = tiny_on(app)
    start = list(match.actions)
    for _ in range(2):
        assert board.submit(tiny_board.Mark()), (board.can_act(), board.anims.busy, match.current_seat(), board.viewer)
        settle(app)
    press(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    frames(app, 2)
    assert match.actions == start


# --- keyboard play -------------------------------------------------------------------------------
def test_tab_shows_the_ring_and_enter_uses_the_target_as_a_click_would(app, tiny_board):
    board, match = tiny_on(app)
    targets = board.focus_targets()
    assert targets and not board.focus.visible
    press(app, pygame.K_TAB)
    assert board.focus.visible and board.focus.key == targets[0].key
    marks = board.obs["marks_left"]
    mark = next(i for i, t in enumerate(targets) if t.key[0] == "hand")
    for _ in range(mark):
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert match.actions[-1] == "mark"
    for _ in range(600):  # obs shows the change once the mark's flight and label have played
        if not board.anims.busy:
            break
        frames(app, 1)
    assert board.obs["marks_left"] == marks - 1
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back through the list: the ring stays on a target
    assert board.focus.current(board.focus_targets()) is not None


def test_a_button_target_is_pressed_as_pygame_gui_would(app, tiny_board):
    board, match = tiny_on(app)
    targets = board.focus_targets()
    end = next(i for i, t in enumerate(targets) if t.button is not None and t.button.text == "End turn")
    for _ in range(end + 1):
        press(app, pygame.K_TAB)
    press(app, pygame.K_SPACE)
    assert match.actions[-1] == "end"


def test_the_ring_never_lands_on_the_toolbar_which_has_its_own_keys(app, tiny_board):
    board, match = tiny_on(app)
    board.submit(tiny_board.Mark())  # something to undo: Undo and Undo turn are enabled
    settle(app)
    assert board.btn_undo_turn.is_enabled
    buttons = [t.button for t in board.focus_targets() if t.button is not None]
    assert buttons and not set(buttons) & set(board.toolbar_buttons())


def test_esc_opens_the_pause_menu_when_nothing_is_held(app, tiny_board):
    tiny_on(app)
    press(app, pygame.K_TAB)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


GAMES = [("experiment", 2), ("explosion", 2), ("lab-chaos", 3), ("wrong-chemistry", 2), ("lab-wars", 2)]


@pytest.mark.parametrize("game, players", GAMES)
def test_a_seeded_game_is_played_to_its_results_with_keys_only(game, players):
    from helpers.keys import play_by_keys
    from labdesk.ui.app import App
    from labdesk.ui.scene import Scene
    from labdesk.ui.scenes.menu import MenuScene

    app = App(headless=True, sound=False, settings=Settings(reduce_motion=True))
    try:
        app.reset(MenuScene(app))
        match = Match(game, [Seat("human", "Ana")] + [Seat("ai", f"AI {i}", "random") for i in range(1, players)], 5)
        app.push(make_board(app, match, autosave=False))
        assert play_by_keys(app, match, seed=5) > 0
    finally:
        app.reset(Scene(app))


def focus_on(app, board, key) -> None:
    """Tab until the ring is on ``key``."""
    for _ in range(len(board.focus_targets()) + 1):
        press(app, pygame.K_TAB)
        if board.focus.key == key:
            return
    raise AssertionError(f"{key} is not among the focus targets")


def test_a_piece_is_picked_up_carried_and_put_down_with_keys(app):
    from test_wc_board import human_board
    from labdesk.games.wrong_chemistry import molecule as mol

    board = human_board(app)
    board.state.molecule = mol.START
    board.version += 1
    board.sync()
    focus_on(app, board, ("area", "supply:white"))
    press(app, pygame.K_RETURN)
    assert board.holding() and board.focus.carrying
    press(app, pygame.K_ESCAPE)  # put back: nothing happened, no pause menu
    assert not board.holding() and board.match.actions[-1] != "place white (0,0)" and app.top is board
    focus_on(app, board, ("area", "supply:white"))
    press(app, pygame.K_RETURN)
    focus_on(app, board, ("area", "hex:0,0"))
    press(app, pygame.K_RETURN)
    assert board.match.actions[-1] == "place white (0,0)"


BOARDS = [("experiment", 4, 12), ("explosion", 2, 10), ("lab-chaos", 4, 10), ("wrong-chemistry", 3, 12),
          ("lab-wars", 3, 12)]


@pytest.mark.parametrize("game, players, moves", BOARDS)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_at_150_percent_text_nothing_is_cut_that_100_percent_shows_whole(app, game, players, moves, lang):
    from helpers.i18n_fit import cuts_larger_text_adds, showing_board

    assert cuts_larger_text_adds(app, showing_board(game, seed=3, moves=moves, players=players), 150, lang) == []
