"""Keyboard on every screen: one focus ring (``labdesk.ui.table.focus``) serves the menu, the setup,
dialogs and the other scenes. Tab / Shift+Tab and the arrows move a visible focus, Enter or Space
use it, Esc goes back; a game is started from the menu with keys alone. Keys go through the app as
a window sends them (``press_keys``, the path of ``labdesk screenshot --keys``)."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from helpers.menu_app import close_app, focused, keys, open_menu_app
from labdesk.settings import Settings
from labdesk.ui import theme


@pytest.fixture
def app():
    application = open_menu_app(Settings())
    yield application
    close_app(application)


def tab_to(app, widget, limit: int = 60) -> None:
    """Tab until the ring is on ``widget``, as a person would."""
    for _ in range(limit):
        keys(app, "tab")
        if focused(app) is widget:
            return
    raise AssertionError(f"Tab never reached {widget}")


def test_the_first_tab_shows_the_ring_on_the_first_widget_and_shift_tab_goes_back(app):
    menu = app.top
    assert focused(app) is None
    keys(app, "tab")
    first = focused(app)
    assert first is menu.cards_buttons["experiment"]  # reading order: the top row first, on the pictures
    keys(app, "tab")
    assert focused(app) is menu.cards_buttons["explosion"]
    keys(app, "shift+tab")
    assert focused(app) is first


def test_arrows_move_to_the_nearest_widget_that_way(app):
    menu = app.top
    tab_to(app, menu.rules_buttons["experiment"])
    keys(app, "right")
    assert focused(app) is menu.learn_buttons["experiment"]
    keys(app, "left")
    assert focused(app) is menu.rules_buttons["experiment"]
    keys(app, "down")
    assert focused(app).rect.top > menu.rules_buttons["experiment"].rect.bottom  # the row below
    tab_to(app, menu.btn_rules)
    keys(app, "left")  # the button beside it, not a tile's Learn above (nearer as the crow flies)
    assert focused(app) is menu.btn_online


def test_the_ring_is_drawn_over_the_widgets_and_a_click_hides_it(app):
    keys(app, "tab")
    surface = pygame.Surface(app.size)
    app.draw(surface)
    button = focused(app)
    ring = pygame.Rect(button.rect).inflate(12, 12)
    assert surface.get_at((ring.centerx, ring.top + 2))[:3] == theme.TEXT[:3]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert focused(app) is None


def test_a_game_is_started_from_the_menu_with_keys_alone(app):
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.lesson import LearnFirstDialog
    from labdesk.ui.scenes.setup import SetupScene

    tab_to(app, app.top.play_buttons["wrong-chemistry"])
    keys(app, "return")
    assert isinstance(app.top, LearnFirstDialog)  # the first time: the lesson is offered
    tab_to(app, app.top.cancel)  # "Just play"
    keys(app, "space")
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game_id == "wrong-chemistry"
    tab_to(app, setup.start)
    keys(app, "return")
    assert isinstance(app.top, BoardScene) and app.top.match.game_id == "wrong-chemistry"


def test_esc_goes_back_from_the_setup_to_the_menu(app):
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.setup import SetupScene

    app.push(SetupScene(app, "experiment"))
    keys(app, "tab,escape")
    assert isinstance(app.top, MenuScene)


def test_enter_on_a_drop_down_steps_its_choice_and_the_form_follows(app):
    from labdesk.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "experiment")
    app.push(setup)
    assert setup.players() == 2 and not setup.seats[2]["name"].visible
    tab_to(app, setup.count)
    keys(app, "return")
    assert setup.players() == 3 and setup.seats[2]["name"].visible
    assert setup.count.current_state.selected_option_button.text == "3"  # shown, not only chosen
    tab_to(app, setup.seats[0]["kind"])
    keys(app, "space")
    assert setup.read_play()["seats"][0].kind == "ai"


def test_a_text_field_takes_the_typing_while_the_ring_is_on_it_and_tab_moves_on(app):
    from labdesk.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "experiment")
    app.push(setup)
    name = setup.seats[0]["name"]
    tab_to(app, name)
    assert name in app.manager.get_focus_set()
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert name.get_text() == "Anax" or name.get_text() == "xAna"
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    assert focused(app) is name  # Space was the field's, not a press
    keys(app, "tab")
    assert focused(app) is setup.seats[0]["kind"]
    assert not app.manager.get_focus_set() or name not in app.manager.get_focus_set()


def test_dialogs_take_the_ring_and_enter_uses_the_focused_button(app):
    from labdesk.ui.scenes.dialog import ConfirmDialog
    from labdesk.ui.scenes.menu import MenuScene

    confirmed = []
    app.push(ConfirmDialog(app, "Discard?", "It goes.", "Discard", lambda: confirmed.append(True)))
    tab_to(app, app.top.cancel)
    keys(app, "return")
    assert isinstance(app.top, MenuScene) and not confirmed
    app.push(ConfirmDialog(app, "Discard?", "It goes.", "Discard", lambda: confirmed.append(True)))
    tab_to(app, app.top.ok)
    keys(app, "return")
    assert confirmed == [True]


def test_pygame_gui_buttons_of_every_plain_scene_are_reached(app):
    from labdesk.ui.scenes.settings_scene import SettingsScene

    settings = SettingsScene(app)
    app.push(settings)
    buttons = [e for e in settings.ui.elements if isinstance(e, pygame_gui.elements.UIButton) and e.visible
               and e.is_enabled]
    reached = set()
    for _ in range(len(settings.focus_targets()) + 1):
        keys(app, "tab")
        reached.add(focused(app))
    assert set(buttons) <= reached


def test_rules_pages_scroll_with_page_down_the_arrows_and_home_while_tab_moves_the_ring(app):
    from labdesk.ui.app import settle
    from labdesk.ui.scenes.rules import RulesScene

    rules = RulesScene(app, "lab-wars")
    app.push(rules)
    settle(app)
    bar = rules.pages["lab-wars"].scroll_bar
    assert bar.start_percentage == 0
    keys(app, "page down")
    after_page = bar.start_percentage
    assert after_page > 0
    keys(app, "down")
    assert bar.start_percentage > after_page
    keys(app, "up,up")
    assert bar.start_percentage < after_page
    keys(app, "end")
    assert bar.start_percentage == pytest.approx(1 - bar.visible_percentage, abs=0.02)
    keys(app, "home")
    assert bar.start_percentage == 0
    keys(app, "tab")
    assert focused(app) is rules.tabs["experiment"]
    keys(app, "escape")
    assert app.top is not rules


def test_left_and_right_move_a_focused_slider_and_the_setting_follows(app):
    from labdesk.ui.scenes.settings_scene import SettingsScene

    settings = SettingsScene(app)
    app.push(settings)
    tab_to(app, settings.volume)
    before = app.settings.volume
    keys(app, "left,left")
    assert app.settings.volume == pytest.approx(before - 0.10)
    keys(app, "right")
    assert app.settings.volume == pytest.approx(before - 0.05)
    assert focused(app) is settings.volume  # the ring stays on the slider
    keys(app, "escape")
    assert app.top is not settings


def test_history_rows_take_the_ring_the_list_scrolls_with_it_and_enter_opens_the_replay(app, tiny_game):
    from test_history_store import finished_tiny

    from labdesk.engine import history
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.history import HistoryScene

    for i in range(14):
        history.record(finished_tiny(40 + i))
    scene = HistoryScene(app)
    app.push(scene)
    keys(app, "down")
    assert focused(app) == ("area", ("row", 0))
    for _ in range(scene.visible + 2):
        keys(app, "down")
    row = scene.visible + 2
    assert focused(app) == ("area", ("row", row)) and scene.scroll == row - scene.visible + 1
    keys(app, "up")
    assert focused(app) == ("area", ("row", row - 1))
    keys(app, "return")
    board = app.top
    assert isinstance(board, BoardScene) and board.spectator is not None
    assert board.match.to_save() == scene.entries[row - 1].save


@pytest.mark.parametrize("name", ["setup", "settings", "rules", "pause", "results", "handoff", "dialog", "history",
                                  "stats", "unfinished"])
def test_every_screen_shows_the_ring_on_tab_and_esc_goes_back(app, name):
    from labdesk.ui.app import make_scene, settle

    scene = make_scene(app, name, game="wrong-chemistry")
    app.push(scene)
    settle(app)
    keys(app, "tab")
    assert focused(app) is not None, f"{name}: Tab shows no focus"
    surface = pygame.Surface(app.size)
    app.draw(surface)  # drawn over the widgets
    if name != "handoff":  # the hand-off's Esc is its board's pause menu
        keys(app, "escape")
        assert app.top is not scene, f"{name}: Esc does not go back"


def test_the_results_breakdown_scrolls_with_page_down_and_home_while_the_arrows_move_the_ring(app):
    """At 150 % in Russian every game's breakdown is longer than its box: PageDown / End / Home /
    PageUp scroll it (it was out of the keyboard's reach), the arrows still move the ring."""
    from labdesk.ui.app import finished_match, settle
    from labdesk.ui.scenes.results import ResultsScene

    app.set_language("ru")
    app.set_text_size(150)
    try:
        results = ResultsScene(app, finished_match("lab-wars", 1))
        app.push(results)
        settle(app)
        bar = results.breakdown.scroll_bar
        assert bar is not None and bar.start_percentage == 0
        results.opened -= 5  # past the moment a press is taken as meant for the board
        keys(app, "page down")
        assert bar.start_percentage > 0
        keys(app, "end")
        assert abs(bar.start_percentage + bar.visible_percentage - 1) < 0.01
        keys(app, "home")
        assert bar.start_percentage == 0
        keys(app, "tab,right")
        assert focused(app) is not None and bar.start_percentage == 0
    finally:
        app.set_text_size(100)
        app.set_language("en")


def test_tab_reads_a_close_list_line_by_line_and_a_card_with_its_button_as_one_row():
    """Lines 28 px apart (Experiment's nine held tasks at 150 %, two columns) are rows of their own:
    Tab went left line 2, left line 3, then right line 2, as bands of 40 px cut them. A tall card and
    a button beside it, their centres 30 px apart, still read as one row."""
    from labdesk.ui.table.focus import Target, reading_order

    lines = [Target((col, row), pygame.Rect(30 + 540 * col, 660 + 28 * row, 530, 28))
             for row in range(5) for col in range(2)]
    assert [t.key for t in reading_order(list(reversed(lines)))] == [t.key for t in lines]
    card, button = Target("card", pygame.Rect(100, 100, 120, 150)), Target("button", pygame.Rect(240, 175, 100, 40))
    below = Target("below", pygame.Rect(0, 300, 100, 40))
    assert [t.key for t in reading_order([below, button, card])] == ["card", "button", "below"]
