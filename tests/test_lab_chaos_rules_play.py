"""Lab Chaos seeded random play: invariants after every action at 3-6 players and every option,
determinized worlds, saves that replay, and the match driver's human seats.

The big counts (thousands of games) run in tools/soak.py and ``labdesk simulate``."""
from __future__ import annotations

import pytest

from labdesk.ai.checks import check_determinize_along_play
from labdesk.engine.core import Rng
from labdesk.engine.match import Match, Seat
from labdesk.games.lab_chaos.rules import RULES, LabChaosState
from helpers.lab_chaos import broad_deck

BROAD = broad_deck()


class BroadRules:
    """The rules with the test deck that uses every op, trigger and lasting kind."""
    players = range(3, 7)
    hidden_information = True

    def new_state(self, seed, players, options):
        return LabChaosState(seed, players, options, deck=BROAD)


def play_randomly(state, seed, cap=6000):
    rng = Rng(seed)
    steps = 0
    while not state.is_over():
        actions = state.legal_actions()
        assert actions, "a live state must offer an action"
        state.apply(actions[rng.randrange(len(actions))])
        state.check_invariants()
        steps += 1
        assert steps < cap, "the game did not end"
    return state


OPTION_SETS = [{}, {"games": 3}, {"penalty": "count"}, {"games": 5, "penalty": "count"},
               {"human_seats": [0, 2]}, {"games": 3, "human_seats": [1]}]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_with_the_real_deck_keep_every_invariant(players):
    for seed in range(60):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        state = play_randomly(RULES.new_state(seed, players, dict(options)), seed)
        assert state.winners() and len(state.results) == state.games_total
        assert state.match_scores == [sum(r[s] for r in state.results) for s in range(players)]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_with_the_broad_test_deck_keep_every_invariant(players):
    rules = BroadRules()
    for seed in range(30):
        options = OPTION_SETS[seed % len(OPTION_SETS)]
        play_randomly(rules.new_state(seed, players, dict(options)), seed)


@pytest.mark.parametrize("players", [3, 6])
def test_determinized_worlds_agree_with_what_each_seat_sees(players):
    for rules in (RULES, BroadRules()):
        for seed in (1, 2, 3):
            assert check_determinize_along_play(rules, seed, players, {"games": 3}, max_actions=150, every=3)


def test_the_same_seed_deals_the_same_game():
    a = play_randomly(RULES.new_state(11, 4, {}), 5)
    b = play_randomly(RULES.new_state(11, 4, {}), 5)
    assert a.results == b.results and a.discard == b.discard


def test_clones_are_independent():
    state = RULES.new_state(3, 4, {})
    copy = state.clone()
    play_randomly(copy, 1)
    assert not state.is_over() and [len(h) for h in state.hands] == [7, 7, 7, 7]
    state.check_invariants()


def test_a_match_with_human_seats_saves_and_replays():
    seats = [Seat("human", "Ana"), Seat("ai", "Bot", "medium"), Seat("human", "Cy")]
    match = Match("lab-chaos", seats, 21, {"games": 3})
    assert match.options["human_seats"] == [0, 2] and match.state.personas[0] is None
    rng = Rng(4)
    for _ in range(150):
        if match.state.is_over():
            break
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    again = Match.from_save(match.to_save())
    assert again.actions == match.actions and again.log == match.log
    assert again.state.observation(0) == match.state.observation(0)
