"""Checks a game's tests can call to prove its ``determinize`` is sound for information-set search.

A determinized world must look exactly like the real game to the observing seat (same observation,
same seat to act, same legal actions when that seat acts), must leave the real state untouched, and
must itself be a valid state of the game. ``check_determinize_along_play`` repeats the check at every
decision of a seeded random game, for every seat.
"""
from __future__ import annotations

from typing import Any

from labdesk.engine.core import Rng, State


def _seen_by_all(state: State) -> list:
    return [state.observation(seat) for seat in range(state.players)] + [state.observation(None)]


def check_determinize(state: State, player: int, rng: Rng) -> State:
    """Determinize ``state`` for ``player`` and assert the result is consistent; return the world."""
    before = _seen_by_all(state)
    world = state.determinize(player, rng)
    assert world is not state, "determinize must return a new state, not the original"
    assert _seen_by_all(state) == before, "determinize changed the original state"
    assert world.observation(player) == before[player], (
        f"seat {player} sees something different in the determinized world")
    assert world.current_player() == state.current_player(), "a different seat acts in the world"
    assert world.is_over() == state.is_over(), "the world disagrees on whether the game is over"
    if state.current_player() == player and not state.is_over():
        real = sorted(str(a) for a in state.legal_actions())
        sampled = sorted(str(a) for a in world.legal_actions())
        assert real == sampled, f"seat {player} has other legal actions in the world: {sampled} vs {real}"
    world.check_invariants()
    # Playing on in the world must not reach back into the real state (shared lists, piles...).
    if not world.is_over():
        actions = world.legal_actions()
        if actions:
            world.apply(actions[rng.randrange(len(actions))])
            assert _seen_by_all(state) == before, "playing in the determinized world changed the real state"
    return world


def hidden_resampled(state: State, player: int, seeds: range = range(20)) -> bool:
    """True if some determinization for ``player`` differs from the real state in what *another* seat
    sees: the hidden part really is resampled. (False is fine when nothing is hidden from ``player``
    at this point, e.g. a perfect-information position.)"""
    real = [state.observation(seat) for seat in range(state.players) if seat != player]
    for seed in seeds:
        world = state.determinize(player, Rng(seed))
        if [world.observation(seat) for seat in range(state.players) if seat != player] != real:
            return True
    return False


def check_determinize_along_play(rules: Any, seed: int, players: int, options: dict | None = None,
                                 max_actions: int = 400, every: int = 1) -> int:
    """Play a seeded random game and ``check_determinize`` for every seat every ``every`` actions.
    Returns the number of positions checked."""
    state = rules.new_state(seed, players, dict(options or {}))
    rng = Rng(seed * 31 + 7)
    checked = 0
    for step in range(max_actions):
        if state.is_over():
            break
        if step % every == 0:
            for seat in range(state.players):
                check_determinize(state, seat, rng.fork())
            checked += 1
        actions = state.legal_actions()
        state.apply(actions[rng.randrange(len(actions))])
    return checked
