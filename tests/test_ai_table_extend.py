"""tools/ai_table.py --extend: a stored match-up goes on from the seed it stopped at, and the new
games are added to it."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import ai_table  # noqa: E402


def stored(**kw):
    row = {"game": "explosion", "levels": ["hard", "medium"], "players": 2, "games": 132, "seed": 1000,
           "wins_by_ai": {"hard": 81.0, "medium": 51.0}, "seat_wins": [56.0, 76.0], "violations": 0,
           "violation_examples": [], "mean_turns": 10.0, "hard_time_cap": False, "seconds": 5000.0,
           "command": "python tools/ai_table.py --game explosion --jobs 1 --stop-at 15:45 --write",
           "when": "2026-11-29 15:45 UTC"}
    row.update(kw)
    return row


@pytest.fixture
def table(tmp_path, monkeypatch):
    path = tmp_path / "ai_table.json"
    monkeypatch.setattr(ai_table, "RAW", path)

    def write(*rows):
        path.write_text(json.dumps({"explosion": {"results": list(rows)}}))
    return write


def test_the_same_series_is_found(table):
    table(stored())
    assert ai_table.stored_result("explosion", ("hard", "medium"), 1000, False)["games"] == 132


@pytest.mark.parametrize("row,seed,cap", [
    (stored(), 2000, False),  # another seed: another series
    (stored(), 1000, True),  # measured with the time cap off, asked with it on
    (stored(games=133), 1000, False),  # not whole pairs: the seats would not stay balanced
    (stored(command="python tools/ai_table.py --jobs 4 --stop-at 15:45 --write"), 1000, False),  # gaps
    (stored(contiguous=False), 1000, False),
])
def test_another_series_is_not_carried_on(table, row, seed, cap):
    table(row)
    assert ai_table.stored_result("explosion", ("hard", "medium"), seed, cap) is None


def test_extended_adds_the_new_games_to_the_stored_ones():
    new = stored(games=68, seed=1132, wins_by_ai={"hard": 40.0, "medium": 28.0}, seat_wins=[30.0, 38.0],
                 mean_turns=12.0, seconds=3000.0, command="python tools/ai_table.py --extend", when="later")
    out = ai_table.extended(stored(), new)
    assert out["seed"] == 1000 and out["games"] == 200
    assert out["wins_by_ai"] == {"hard": 121.0, "medium": 79.0}
    assert out["seat_wins"] == [86.0, 114.0]
    assert out["mean_turns"] == pytest.approx((10.0 * 132 + 12.0 * 68) / 200)
    assert out["seconds"] == 8000.0
    assert out["earlier"] == [["2026-11-29 15:45 UTC", stored()["command"]]]
