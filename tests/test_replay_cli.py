"""``labdesk replay ID|FILE`` and ``labdesk screenshot replay``: a recorded game or a save file opens
in the replay viewer; what does not replay is refused with its reason before any window opens."""
from __future__ import annotations

import json

import pygame

from labdesk.cli import main
from labdesk.engine import history
from labdesk.engine.match import Match, Seat


def recorded() -> history.HistoryEntry:
    match = Match("wrong-chemistry", [Seat("ai", "A", "random"), Seat("ai", "B", "random")], 5)
    for _ in range(10):
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    return history.record(match, history.ABANDONED)


def test_replay_opens_a_history_entry_and_a_save_file(tmp_path, monkeypatch):
    from labdesk.ui import app as app_module

    opened = []
    monkeypatch.setattr(app_module, "run", lambda **kw: opened.append(kw["replay"]))
    entry = recorded()
    assert main(["replay", entry.id]) == 0
    path = tmp_path / "game.json"
    path.write_text(json.dumps(entry.save))
    assert main(["replay", str(path)]) == 0
    assert [o["actions"] for o in opened] == [entry.save["actions"]] * 2


def test_replay_refuses_what_does_not_replay(tmp_path, capsys):
    assert main(["replay", "no-such-entry"]) == 2
    bad = recorded().save
    bad["actions"][3] = "nonsense"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    before = path.read_bytes()
    assert main(["replay", str(path)]) == 2
    assert "move 4" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_screenshot_of_a_replay(tmp_path):
    out = tmp_path / "replay.png"
    assert main(["screenshot", "replay", "--game", "explosion", "--moves", "12", "--out", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1600, 900)
