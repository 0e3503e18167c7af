"""Every scene of the app renders headless in English and in Russian, and the Russian is never cut
where the English was not (tests/helpers/i18n_fit.py, which the boards' fit tests use too)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from helpers.i18n_fit import cuts_russian_adds  # noqa: E402
from labdesk.ui import theme  # noqa: E402
from helpers.take_game import app, frames, ui_tiny_game  # noqa: E402,F401  (shared fixtures)

SCENES = ["menu", "setup", "settings", "rules", "pause", "results", "handoff", "dialog", "generic"]


def _scene(name: str, game: str = "wrong-chemistry"):
    def show(app):
        from labdesk.ui.app import make_scene, settle
        from labdesk.ui.scenes.menu import MenuScene

        app.reset(MenuScene(app))
        if name != "menu":
            app.push(make_scene(app, name, seed=2, moves=3, game=game))
        settle(app)
        frames(app, 2)
    return show


@pytest.mark.parametrize("name", SCENES)
def test_the_scene_fits_its_russian_where_its_english_fits(app, name):
    assert cuts_russian_adds(app, _scene(name)) == []


@pytest.mark.parametrize("game", ["experiment", "explosion", "lab-wars", "lab-chaos", "wrong-chemistry"])
def test_every_game_setup_fits_its_russian(app, game):
    assert cuts_russian_adds(app, _scene("setup", game)) == []


def test_a_cut_is_reported_with_its_place_and_a_longer_russian_is_caught(app):
    with theme.recording_cuts() as cuts:
        theme.fit("A sentence far too long for forty pixels", 40, 18)
        theme.wrap("one two three four five six seven", 60, 18, max_lines=2)
    assert [cut.where.split(":")[0] for cut in cuts] == ["test_i18n_fit.py", "test_i18n_fit.py"]
    assert all(cut.shown.endswith("…") for cut in cuts)

    def show(app):  # a label that fits in English only
        from labdesk.i18n import _
        theme.fit(_("Settings"), theme.font(18).size("Settings")[0] + 2, 18)
    assert len(cuts_russian_adds(app, show)) == 1
