"""Saves: round trip through JSON, atomic writes, and every kind of bad file refused untouched."""
import json
import os

import pytest

from labdesk.engine import saves
from labdesk.engine.match import SAVE_VERSION, Match, SaveError, Seat
from labdesk.userdata import atomic_write_text


def _played(tiny_game):
    m = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bot", "random")], seed=11)
    for action in [tiny_game.Mark(), tiny_game.Draw(), tiny_game.End(), tiny_game.Mark()]:
        m.apply(action)
    return m


def test_round_trip_replays_to_the_same_state(tiny_game, tmp_path):
    m = _played(tiny_game)
    path = saves.write_save(m, tmp_path / "g.json")
    loaded = saves.read_save(path)
    assert loaded.actions == m.actions
    assert loaded.state.observation(0) == m.state.observation(0)
    assert loaded.state.hands == m.state.hands
    assert [s.name for s in loaded.seats] == ["Ana", "Bot"]
    assert loaded.log == m.log


def test_autosave_goes_to_the_user_data_dir(tiny_game):
    m = _played(tiny_game)
    m.on_change = saves.write_save
    m.apply(tiny_game.End())
    assert saves.has_autosave()
    assert str(saves.autosave_path()).startswith(os.environ["LABDESK_DATA_DIR"])
    assert saves.read_save(saves.autosave_path()).actions == m.actions


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    target = tmp_path / "x.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def _good(tiny_game):
    return _played(tiny_game).to_save()


BAD_FILES = {
    "corrupt": lambda good: b"{not json",
    "truncated": lambda good: json.dumps(good).encode()[:40],
    "binary": lambda good: bytes(range(256)),
    "foreign": lambda good: json.dumps({"name": "somebody else's file"}).encode(),
    "a list": lambda good: b"[1, 2, 3]",
    "newer version": lambda good: json.dumps({**good, "version": SAVE_VERSION + 1}).encode(),
    "unknown game": lambda good: json.dumps({**good, "game": "chess"}).encode(),
    "bad seed": lambda good: json.dumps({**good, "seed": "x"}).encode(),
    "bad seats": lambda good: json.dumps({**good, "seats": [{"kind": "robot", "name": "x"}]}).encode(),
    "impossible move": lambda good: json.dumps({**good, "actions": good["actions"] + ["fly"]}).encode(),
    "actions not strings": lambda good: json.dumps({**good, "actions": [1, 2]}).encode(),
}


@pytest.mark.parametrize("kind", BAD_FILES)
def test_bad_saves_are_refused_with_one_line_and_left_untouched(tiny_game, tmp_path, kind):
    path = tmp_path / "bad.json"
    content = BAD_FILES[kind](_good(tiny_game))
    path.write_bytes(content)
    mtime = path.stat().st_mtime_ns
    with pytest.raises(SaveError) as err:
        saves.read_save(path)
    message = str(err.value)
    assert message and "\n" not in message
    assert path.read_bytes() == content and path.stat().st_mtime_ns == mtime


def test_newer_version_says_so(tiny_game, tmp_path):
    path = tmp_path / "new.json"
    path.write_text(json.dumps({**_good(tiny_game), "version": 99}))
    with pytest.raises(SaveError, match="newer labdesk"):
        saves.read_save(path)


def test_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="no such file"):
        saves.read_save(tmp_path / "nope.json")


def test_loading_never_uses_pickle_or_eval():
    import inspect

    from labdesk.engine import match

    for module in (saves, match):
        source = inspect.getsource(module)
        assert "pickle" not in source and "eval(" not in source


def test_settings_round_trip_and_bad_file_falls_back_without_touching_it():
    from labdesk import settings

    s = settings.load_settings()
    s.animation_speed, s.muted = 2.0, True
    settings.save_settings(s)
    assert settings.load_settings().animation_speed == 2.0 and settings.load_settings().muted
    settings.settings_path().write_text("garbage")
    assert settings.load_settings() == settings.Settings()
    assert settings.settings_path().read_text() == "garbage"
