"""Regressions found by playing the app in a real window (docs/ui.md): each test names the bug."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the shared fixtures live in test_ui_board

from test_ui_board import app, frames, press, ui_tiny_game  # noqa: E402,F401  (shared fixtures)


# --- a window smaller or larger than the canvas showed it unscaled (cropped or letterboxed 1:1) ------
def test_window_opens_at_a_size_that_fits_the_desktop():
    from labdesk.ui.app import MIN_WINDOW, window_size_for

    assert window_size_for((1920, 1080), (1600, 900)) == (1600, 900)
    w, h = window_size_for((1366, 768), (1600, 900))
    assert w <= 0.9 * 1366 and h <= 0.9 * 768 and abs(w / h - 16 / 9) < 0.01
    assert window_size_for((600, 400), (1600, 900)) == MIN_WINDOW


def test_window_scales_smoothly_at_any_size(ui_tiny_game, monkeypatch):
    from labdesk.ui import app as app_module

    monkeypatch.delenv("SDL_HINT_RENDER_SCALE_QUALITY", raising=False)
    monkeypatch.delenv("SDL_RENDER_SCALE_QUALITY", raising=False)
    monkeypatch.setattr(app_module.App, "run_loop", lambda self: self.frame(1 / 60))
    monkeypatch.setattr(pygame, "quit", lambda: None)  # keep pygame up for later tests
    app_module.run()
    # pygame's switch for non-integer SCALED scaling, and SDL's filter for it
    assert os.environ["SDL_HINT_RENDER_SCALE_QUALITY"] == "1"
    assert os.environ["SDL_RENDER_SCALE_QUALITY"] == "linear"


# --- a setting changed from the pause menu (colour-blind symbols) did not reach the board ------------
def test_board_redraws_with_new_settings_after_the_pause_menu(app):
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.generic_board import GenericBoard
    from labdesk.ui.scenes.settings_scene import SettingsScene

    board = GenericBoard(app, Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=1),
                         autosave=False)
    app.push(board)
    frames(app, 2)
    seen = []
    board.sync = lambda: seen.append(app.settings.colourblind_symbols)
    board.pause()
    app.push(SettingsScene(app))
    frames(app, 2)
    press(app, app.top.symbols)
    app.pop()  # settings
    app.pop()  # pause
    frames(app, 2)
    assert seen and seen[-1] == app.settings.colourblind_symbols


# --- tooltips wrapped into a 170 px column that covered the buttons; drop-down rows clipped their text --
def test_tooltips_are_wide_and_dropdown_rows_fit_their_text(app):
    theme = app.manager.get_theme()
    assert int(theme.get_misc_data("rect_width", ["tool_tip"])) >= 300
    rows = int(theme.get_misc_data("list_item_height", ["drop_down_menu"]))
    font = theme.get_font(["drop_down_menu"])
    assert rows >= font.get_rect("Human").height + 8
