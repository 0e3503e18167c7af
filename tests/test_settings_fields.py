"""Settings survive a bad field: the field falls back to its default alone, the rest are kept, the
app says so once on screen, and the file is left as it is until the player changes a setting."""
from __future__ import annotations

import json

from labdesk import settings
from labdesk.settings import Settings


def write(content) -> bytes:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    return path.read_bytes()


def test_one_bad_field_falls_back_alone_and_the_rest_are_kept(capsys):
    before = write({"volume": "loud", "muted": True, "text_size": 150, "language": "ru", "animation_speed": 2.0})
    loaded = settings.load_settings()
    assert loaded == Settings(muted=True, text_size=150, language="ru", animation_speed=2.0)
    assert loaded.volume == Settings().volume
    assert "volume" in capsys.readouterr().err
    assert settings.settings_problems() == ["volume: must be a number"]
    assert settings.settings_path().read_bytes() == before  # left as it is


def test_every_bad_field_is_named_and_a_file_that_cannot_be_read_gives_the_defaults():
    write({"volume": 7, "text_size": 140, "muted": False})
    problems = settings.settings_problems()
    assert len(problems) == 2 and problems[0].startswith("volume") and problems[1].startswith("text_size")
    write("{garbage")
    assert settings.load_settings() == Settings()
    assert len(settings.settings_problems()) == 1
    write({"muted": True})
    assert settings.settings_problems() == []


def test_the_app_says_so_once_on_screen_and_the_file_changes_only_with_a_setting():
    from labdesk.ui.app import App, tell_settings_problems
    from labdesk.ui.scenes.dialog import MessageDialog
    from labdesk.ui.scenes.menu import MenuScene

    before = write({"volume": "loud", "muted": True})
    app = App(headless=True, sound=False)
    assert app.settings.muted and app.settings.volume == Settings().volume
    app.reset(MenuScene(app))
    tell_settings_problems(app)
    assert isinstance(app.top, MessageDialog) and "volume" in app.top.message
    app.pop()
    tell_settings_problems(app)
    assert isinstance(app.top, MenuScene)  # once
    assert settings.settings_path().read_bytes() == before
    app.settings.muted = False  # the player changes a setting: the file is written whole again
    settings.save_settings(app.settings)
    assert settings.settings_problems() == [] and not settings.load_settings().muted
