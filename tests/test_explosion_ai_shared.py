"""Explosion's turn models share solved values between turns that agree on what the values depend on:
the shared values must be exactly those a fresh solve gives."""
from labdesk.ai.base import RandomPlayer
from labdesk.games.explosion import ai
from labdesk.games.explosion.rules import RULES


def _mixing_states(seed: int, count: int):
    state, player, found = RULES.new_state(seed, 3, {}), RandomPlayer(seed), []
    while not state.is_over() and len(found) < count:
        if state.phase in ("mixing", "pour"):
            found.append(state.clone())
        state.apply(player.choose(state))
    return found


def _solve(state) -> tuple:
    model = ai.TurnModel(state)
    key = ai._flask_key(state.flasks)
    return model.value(key, state.reds), model.stop_value(key), model.draw_value(key, state.reds)


def test_shared_values_equal_a_fresh_solve_along_random_games():
    states = [s for seed in range(4) for s in _mixing_states(seed, 15)]
    shared = [_solve(s) for s in states]  # later states reuse what earlier ones solved
    fresh = []
    for s in states:
        ai._SOLVED.clear()
        fresh.append(_solve(s))
    assert shared == fresh


def test_turns_with_other_research_values_do_not_share():
    ai._SOLVED.clear()
    state = _mixing_states(0, 1)[0]
    first = ai.TurnModel(state)
    other = state.clone()
    beaker = other.beakers[0]
    beaker[2] += 1  # the beaker one edge on: other research (or fire) values
    second = ai.TurnModel(other)
    assert (first.memo is second.memo) == (first.research == second.research
                                            and state.fire_level() == other.fire_level())
    assert ai.TurnModel(state.clone()).memo is first.memo
