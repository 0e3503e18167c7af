"""The language setting: validated in the settings file, chosen by --lang / LABDESK_LANG / Settings /
the system in that order, and switched in the running app without a restart (widgets made again,
the log rewritten); saves stay language-neutral."""
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from labdesk import i18n  # noqa: E402
from labdesk.engine.match import Match, Seat  # noqa: E402
from labdesk.engine.validate import FileRefused  # noqa: E402
from helpers.take_game import app, frames, press, ui_tiny_game  # noqa: E402,F401  (shared fixtures)


# --- the setting ---------------------------------------------------------------------------------------
def test_the_language_is_saved_with_the_settings_and_a_bad_one_is_refused():
    from labdesk import settings

    path = settings.settings_path()
    settings.save_settings(settings.Settings(language="ru"))
    assert settings.load_settings().language == "ru"
    path.write_text(json.dumps({"language": "klingon"}))
    with pytest.raises(FileRefused, match="language"):
        settings.read_settings(path)
    path.write_text(json.dumps({"volume": 0.5}))
    assert settings.read_settings(path).language == ""  # not chosen yet: the system's language applies


def test_the_start_language_is_the_environment_then_the_setting_then_the_system(monkeypatch):
    monkeypatch.setenv("LABDESK_LANG", "ru")
    assert i18n.startup_language("en") == "ru"
    monkeypatch.delenv("LABDESK_LANG")
    assert i18n.startup_language("ru") == "ru"
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("ru_RU", "UTF-8"))
    assert i18n.startup_language("") == "ru"
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("en_GB", "UTF-8"))
    assert i18n.startup_language("") == "en"


def test_an_app_starts_in_the_language_of_its_settings(monkeypatch, ui_tiny_game):
    from labdesk.settings import Settings
    from labdesk.ui.app import App

    monkeypatch.delenv("LABDESK_LANG")
    App(headless=True, sound=False, settings=Settings(language="ru"))
    assert i18n.language() == "ru"


@pytest.mark.parametrize("argv", [["--lang", "ru", "screenshot", "settings"], ["screenshot", "settings", "--lang", "ru"]])
def test_lang_on_the_command_line_before_or_after_the_subcommand(argv, tmp_path, monkeypatch):
    from labdesk import cli

    shots = []
    monkeypatch.setattr("labdesk.ui.app.render_screenshot", lambda *a, **k: shots.append(i18n.startup_language()))
    assert cli.main(argv + ["--out", str(tmp_path / "s.png")]) == 0
    assert shots == ["ru"]


# --- switching in the running app ----------------------------------------------------------------------
def _tiny_board(app, monkeypatch):
    from helpers import take_game
    from labdesk.ui.generic_board import GenericBoard

    # the tiny game's log sentence through the catalogs, as the games' own are
    monkeypatch.setattr(take_game.Took, "describe", lambda self, names: i18n._("Settings"))
    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=1)
    board = GenericBoard(app, match, autosave=False)
    return board


def test_the_settings_switch_remakes_every_scene_on_the_stack_in_the_new_language(app, monkeypatch):
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.pause import PauseScene
    from labdesk.ui.scenes.settings_scene import SettingsScene

    app.reset(MenuScene(app))
    board = _tiny_board(app, monkeypatch)
    app.push(board)
    frames(app, 2)
    board.submit(next(a for a in board.match.legal_actions() if str(a) == "take 1"))
    frames(app, 2)
    assert board.match.log[-1] == "Settings"
    pause = PauseScene(app, board)
    app.push(pause)
    settings = SettingsScene(app)
    app.push(settings)
    frames(app, 2)
    old_pause_button, old_done = board.btn_pause, settings.back

    press(app, settings.languages["ru"])
    frames(app, 2)
    assert i18n.language() == "ru" and app.settings.language == "ru"
    assert app.stack[-3:] == [board, pause, settings]  # the same scenes, game state kept
    assert settings.back is not old_done and settings.back.text == "Готово"
    assert board.btn_pause is not old_pause_button and board.btn_pause.alive()
    assert not old_pause_button.alive()
    assert board.match.log[-1] == "Настройки"  # the log is written again in the new language
    assert settings.languages["ru"].is_selected and not settings.languages["en"].is_selected
    # only the top scene's widgets show; the ones under it come back when it closes
    assert settings.ui.visible and not pause.ui.visible and not board.ui.visible
    app.pop()
    frames(app, 2)
    assert pause.ui.visible

    press(app, pause.buttons["settings"])
    frames(app, 1)
    press(app, app.top.languages["en"])
    frames(app, 2)
    assert board.match.log[-1] == "Settings"


def test_a_game_saved_in_one_language_opens_in_the_other(app, monkeypatch):
    from labdesk.engine import saves

    board = _tiny_board(app, monkeypatch)
    match = board.match
    for name in ("take 1", "take 2", "take 1"):
        match.apply(next(a for a in match.legal_actions() if str(a) == name))
    path = saves.write_save(match)
    assert "Settings" in match.log
    app.set_language("ru")
    loaded = saves.read_save(path)
    assert loaded.actions == match.actions == ["take 1", "take 2", "take 1"]
    assert loaded.state.observation(None) == match.state.observation(None)
    assert loaded.log == match.log and "Настройки" in loaded.log


@pytest.mark.parametrize("game_id", ["experiment", "explosion", "lab-wars", "lab-chaos", "wrong-chemistry"])
def test_every_board_mid_game_is_made_again_in_the_new_language(app, game_id):
    from labdesk.ui.app import make_scene, settle
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.pause import PauseScene
    from labdesk.ui.scenes.settings_scene import SettingsScene

    app.reset(MenuScene(app))
    board = make_scene(app, game_id, seed=3, moves=8)
    app.push(board)
    settle(app)
    actions = list(board.match.actions)
    app.push(PauseScene(app, board))
    app.push(SettingsScene(app))
    for lang in ("ru", "en"):
        app.set_language(lang)
        frames(app, 2)
    app.pop()
    app.pop()
    frames(app, 3)
    assert app.top is board and board.match.actions == actions and board.ui.visible


def test_the_rules_scene_shows_the_page_of_the_language_and_falls_back_to_english(app, monkeypatch):
    from labdesk import games
    from labdesk.ui.scenes import rules
    from labdesk.ui.scenes.menu import MenuScene

    pages = {"labdesk/games/lab_chaos/rules.ru.md": "# Хаос в лаборатории\nПравила по-русски."}
    monkeypatch.setattr(rules, "package_text", lambda path: pages.get(path))
    assert rules.rules_page("lab-chaos", "ru").startswith("# Хаос")
    assert rules.rules_page("lab-chaos", "en") == games.rules_text("lab-chaos")
    assert rules.rules_page("experiment", "ru") == rules.rules_page("experiment", "en")  # no Russian page yet

    app.reset(MenuScene(app))
    scene = rules.RulesScene(app, "lab-chaos")
    app.push(scene)
    frames(app, 4)
    english = scene.pages["lab-chaos"]
    assert "Хаос" not in english.html_text
    app.set_language("ru")
    frames(app, 4)
    assert scene.pages["lab-chaos"] is not english and "Хаос" in scene.pages["lab-chaos"].html_text
    assert scene.pages["lab-chaos"].visible and not english.visible
