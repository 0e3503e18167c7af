"""tools/lab_wars_balance.py's ``--order`` diagnostic: it changes the last round's turn order only, and
it leaves the rules as they were for every other game."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import lab_wars_balance as tool  # noqa: E402
from labdesk.games.lab_wars.rules import RULES  # noqa: E402


def test_rulebook_order_ends_clockwise_from_the_genius():
    shares, rounds, last = tool.play(2, 3, {}, ["medium", "medium"])
    assert sum(shares) == 1.0
    genius = (rounds - 1) % 2  # the genius card moves one seat a round, seat 1 first
    assert last == [genius, 1 - genius]


def test_last_random_changes_only_the_last_round():
    for seed in range(4):
        shares, rounds, last = tool.play(3, seed, {}, ["medium"] * 3, "last-random")
        assert sum(shares) == 1.0 and sorted(last) == [0, 1, 2]
        assert last in ([0, 1, 2], [1, 2, 0], [2, 0, 1])  # still clockwise, from some seat
    # a game without the hook plays by the rulebook afterwards
    s = RULES.new_state(0, 2, {})
    assert "_order_hook" not in s.__dict__
