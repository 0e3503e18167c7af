"""The "Show odds" previews of Wrong Chemistry, Experiment and Lab Wars: each figure is checked
against the rules on seeded positions (pure functions, no window)."""
from __future__ import annotations

import random

from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry import odds as wc_odds
from labdesk.games.wrong_chemistry.rules import RULES as WC, ClaimCard, deck, step_action


def wc_positions(count=6, moves=30):
    """Seeded Wrong Chemistry positions in the play phase, the seat to act looking."""
    for seed in range(count):
        state = WC.new_state(seed, 3)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.phase == "play":
            yield state


def test_wrong_chemistry_previews_make_the_same_molecule_as_the_rules():
    for state in wc_positions():
        for action in state.legal_actions()[:40]:
            try:
                expected = wc_odds.after(state.molecule, action)
            except ValueError:
                continue  # not a molecule action
            after = state.clone()
            after.apply(action)
            assert expected == after.molecule, action


def test_each_hand_card_needs_as_many_actions_as_the_shortest_legal_route():
    checked = 0
    for state in wc_positions():
        obs = state.observation(state.current)
        assert wc_odds.molecule_of(obs) == state.molecule
        for number, n in wc_odds.needs(obs).items():
            pattern = deck().elements[number].pattern
            if n is None:
                assert mol.shortest_steps(state.molecule, pattern, wc_odds.LIMIT, node_limit=20_000) is None
                continue
            route = mol.shortest_steps(state.molecule, pattern, n)
            sim = state.clone()
            sim.energy = 99  # the count is of actions, whatever energy the turn has left
            for step in route:
                sim.apply(step_action(step))
            assert mol.matches(sim.molecule, pattern)
            if n <= 3:  # no shorter way at all, trying every legal action
                assert mol.shortest_steps(state.molecule, pattern, n - 1, exhaustive=True) is None
            checked += 1
    assert checked >= 5


def test_a_card_that_matches_needs_nothing_and_the_drag_preview_counts_after_the_move():
    for state in wc_positions():
        obs = state.observation(state.current)
        for action in state.legal_actions():
            try:
                moved = wc_odds.after(state.molecule, action)
            except ValueError:
                continue
            for number, n in wc_odds.needs(obs, action).items():
                assert n == wc_odds.actions_needed(moved, number)
            break
        for number in obs["matching_hand_cards"]:
            assert wc_odds.needs(obs)[number] == 0 and ClaimCard(number) in state.legal_actions()
