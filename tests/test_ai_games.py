"""The generic AI against every built game: determinize is consistent, hard plays whole games.

Games not built yet are skipped. The long measurements (hundreds of games, timing) live in
tools/ai_table.py and docs/ai.md, not here.
"""
from __future__ import annotations

import pytest

from labdesk import games
from labdesk.ai import arena
from labdesk.ai.base import make_player
from labdesk.ai.checks import check_determinize_along_play, hidden_resampled
from labdesk.ai.ismcts import ISMCTSPlayer
from labdesk.engine.core import Rng

GAME_IDS = list(games.GAMES)


def built_rules(game_id):
    if not games.is_built(game_id):
        pytest.skip(f"{game_id} is not built yet")
    return games.rules(game_id)


def duel_seats(game_id):
    """Two seats where the game allows it, else its smallest table (Lab Chaos: 3)."""
    counts = games.GAMES[game_id].players
    return 2 if 2 in counts else counts[0]


def player_counts(rules):
    counts = list(rules.spec.players)
    return sorted({counts[0], 2 if 2 in counts else counts[0], counts[-1]})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_determinize_agrees_with_what_each_seat_sees(game_id):
    rules = built_rules(game_id)
    for players in player_counts(rules):
        for seed in (1, 2):
            checked = check_determinize_along_play(rules, seed, players, max_actions=120, every=3)
            assert checked > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_determinize_resamples_what_is_hidden(game_id):
    rules = built_rules(game_id)
    if not rules.spec.hidden_information:
        pytest.skip(f"{game_id} declares no hidden information")
    # Somewhere along a seeded game another seat holds something this seat cannot see, and the
    # determinized worlds deal it differently (at the very start only deck order may be hidden).
    state = rules.new_state(3, duel_seats(game_id), {})
    rng = Rng(3)
    for _ in range(80):
        if state.is_over():
            break
        if hidden_resampled(state, state.current_player(), seeds=range(8)):
            return
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    pytest.fail(f"{game_id}: no determinization ever changed what another seat sees")


class SearchThenMedium:
    """A tiny-budget search for the first few decisions, then the medium heuristic (keeps it fast)."""

    def __init__(self, game_id, seed, searches=6):
        self.search = ISMCTSPlayer(game_id, seed=seed, iterations=6, rollout_depth=6)
        self.medium = make_player(game_id, "medium", seed)
        self.left = searches
        self.name = "hard"

    def choose(self, state):
        if self.left > 0 and len(state.legal_actions()) > 1:
            self.left -= 1
            return self.search.choose(state)
        return self.medium.choose(state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_small_search_plays_whole_games_cleanly(game_id):
    built_rules(game_id)

    def factory(level, seed):
        if level == "hard":  # soundness, not strength: the arena checks invariants after every action
            return SearchThenMedium(game_id, seed)
        return make_player(game_id, level, seed)

    result = arena.simulate(game_id, duel_seats(game_id), 2, ["hard", "medium"], seed=5, swap=True,
                            player_factory=factory)
    assert result["violations"] == 0, result["violation_examples"]
    assert sum(result["wins"]) == pytest.approx(2.0, abs=0.01)  # a three-way tie splits in thirds


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hard_level_is_the_search(game_id):
    built_rules(game_id)
    player = make_player(game_id, "hard", seed=1)
    assert isinstance(player, ISMCTSPlayer)
    state = games.rules(game_id).new_state(1, duel_seats(game_id), {})
    before = state.observation(state.current_player())
    player.iterations, player.time_ms, player.rollout_depth = 10, None, 5  # quick: contract only
    assert player.choose(state) in state.legal_actions()
    assert state.observation(state.current_player()) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_search_is_deterministic_in_every_game(game_id):
    rules = built_rules(game_id)
    state = rules.new_state(4, duel_seats(game_id), {})
    medium = [make_player(game_id, "medium", seat) for seat in range(duel_seats(game_id))]
    for _ in range(12):  # a little way into the game, where there is more to choose from
        after = state.clone()
        after.apply(medium[state.current_player()].choose(state))
        if after.is_over():  # keep a position that still has a decision to search
            break
        state = after

    def search():
        player = ISMCTSPlayer(game_id, seed=9, iterations=12, rollout_depth=6)
        return str(player.choose(state)), player.last_stats["visits"]

    assert search() == search()


def test_solo_explosion_names_the_robot_seat():
    built_rules("explosion")
    result = arena.simulate("explosion", 1, 2, ["medium"], seed=3)
    assert result["ai"] == ["medium", "robot"] and result["violations"] == 0
    assert len(result["wins"]) == 2 and sum(result["wins"]) == pytest.approx(2.0)
