"""The UI monkey (tools/monkey.py): a short seeded run through the menus and every board, and the
monkey itself catches what it is there to catch. The long run is in CI (.ci/run)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import monkey  # noqa: E402

from labdesk import games  # noqa: E402

SEED = 12
BUILT = [g for g in games.GAMES if games.is_built(g)]


def test_monkey_through_the_menus():
    m = monkey.run_part("menus", 400, SEED)
    assert m.events >= 400
    assert {"MenuScene", "SetupScene", "RulesScene", "SettingsScene"} <= m.seen


@pytest.mark.parametrize("game", BUILT)
def test_monkey_on_every_board_with_ai_seats_and_in_hot_seat(game):
    m = monkey.run_part(game, 700, SEED)
    assert game in m.boards and m.moves > 0
    assert "PauseScene" in m.seen
    tables = monkey.tables_for(game)
    assert any(t.humans == 1 and t.players > 1 for t in tables) and any(t.humans >= 2 for t in tables)


def test_the_monkey_fails_on_an_exception_with_the_seed_and_the_last_events(monkeypatch):
    from labdesk.ui.scenes.setup import SetupScene

    def broken(self, surface):
        raise RuntimeError("drawing broke")

    monkeypatch.setattr(SetupScene, "draw", broken)
    with pytest.raises(monkey.MonkeyFailure) as failure:
        monkey.run_part("experiment", 300, SEED)
    text = str(failure.value)
    assert "drawing broke" in text and f"seed {SEED}" in text and "last events:" in text
    assert "--seed 12 --game experiment" in text


def test_the_monkey_fails_on_a_match_that_cannot_progress(monkeypatch):
    from labdesk.ui.board import BoardScene

    monkeypatch.setattr(BoardScene, "_maybe_start_ai", lambda self: None)  # AI seats never think
    with pytest.raises(monkey.MonkeyFailure, match="cannot progress"):
        monkey.run_part("wrong-chemistry", 2000, SEED)


def test_the_monkey_fails_on_a_frame_over_the_bound():
    with pytest.raises(monkey.MonkeyFailure, match="a frame took"):
        monkey.run_part("menus", 50, SEED, frame_bound=0.0)


def test_the_monkey_fails_on_what_the_app_reports(monkeypatch):
    from labdesk.ui.board import BoardScene

    real = BoardScene.update

    def reporting(self, dt):
        print("labdesk: AI for seat 1 failed: boom", file=sys.stderr)
        real(self, dt)

    monkeypatch.setattr(BoardScene, "update", reporting)
    with pytest.raises(monkey.MonkeyFailure, match="reported a problem"):
        monkey.run_part("wrong-chemistry", 300, SEED)
