"""Wrong Chemistry: seeded random play never breaks an invariant, crashes or hangs.
(The big count, 2,000+ games, runs outside pytest; see the closing report.)"""
from __future__ import annotations

from labdesk.ai.base import RandomPlayer
from labdesk.games.wrong_chemistry.rules import RULES

GAMES = 150
ACTION_CAP = 20_000


def play(seed, players):
    state = RULES.new_state(seed, players, {})
    player = RandomPlayer(seed)
    state.check_invariants()
    for _ in range(ACTION_CAP):
        if state.is_over():
            return state
        legal = state.legal_actions()
        assert len({str(a) for a in legal}) == len(legal)
        state.apply(player.choose(state))
        state.check_invariants()
    raise AssertionError(f"seed {seed}: game did not end")


def test_seeded_random_games_over_two_to_four_players():
    for seed in range(GAMES):
        players = 2 + seed % 3
        state = play(seed, players)
        assert state.winners() and len(state.winners()) == 1
        assert sum(len(p) for p in state.piles) + len(state.discard) == 52


def test_same_seed_same_game():
    a, b = play(77, 3), play(77, 3)
    assert a.piles == b.piles and list(a.discard) == list(b.discard) and a.turns == b.turns
