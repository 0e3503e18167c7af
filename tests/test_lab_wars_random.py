"""Lab Wars seeded random play: invariants after every action, at 2, 3 and 4 players and with every
alternate version and Legends of Science (18 configurations x 12 seeds = 216 games).

The big count (1,000 games per seat count) is `labdesk simulate lab-wars --ai random` and
tools/soak.py; this file stays quick."""
from __future__ import annotations

import pytest

from labdesk.engine.core import Rng
from labdesk.games.lab_wars.rules import RULES

OPTIONS = [{}, {"alternate_1": True}, {"alternate_2": True}, {"alternate_3": True},
           {"legends": True}, {"alternate_1": True, "alternate_2": True, "alternate_3": True, "legends": True}]


def play_random(seed, players, options, check=True):
    state = RULES.new_state(seed, players, dict(options))
    rng = Rng(seed)
    state.check_invariants()
    steps = 0
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        if check:
            state.check_invariants()
        steps += 1
        assert steps < 3000, "a random game did not end"
    return state


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "+".join(o) or "base")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_random_play_keeps_every_invariant(players, options):
    for seed in range(12):
        state = play_random(seed, players, options)
        assert state.empty_piles() >= 2 or state.round >= 40
        assert state.winners() and state.observation(None)["breakdown"]
