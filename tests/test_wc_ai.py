"""Wrong Chemistry AI: legal, pure, sensible choices; medium beats random."""
from __future__ import annotations

import pytest

from labdesk.ai.base import RandomPlayer
from labdesk.games.wrong_chemistry import ai
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.cards import load
from labdesk.games.wrong_chemistry.rules import (
    RULES, ClaimCard, DiscardCard, UseExtraxodium, UseRestartium,
)

DECK = load()


def playing(seed=1, players=2):
    state = RULES.new_state(seed, players, {})
    while state.phase == "choose":
        state.apply(state.legal_actions()[0])
    return state


def give_hand(state, seat, numbers):
    """Swap cards so the seat holds exactly ``numbers`` (cards conserved)."""
    hand = state.hands[seat]
    for slot, number in enumerate(numbers):
        if hand[slot] == number:
            continue
        for place in [state.deck.cards, state.discard.cards] + state.hands:
            if number in place:
                i = place.index(number)
                place[i], hand[slot] = hand[slot], number
                break
    state.check_invariants()


def play_turn(state, player):
    seat = state.current
    actions = []
    while state.current == seat and not state.is_over():
        action = player.choose(state)
        actions.append(action)
        state.apply(action)
    return actions


def cards_by_actions(k):
    return [c.number for c in DECK.elements.values() if c.min_actions == k]


def test_medium_claims_a_card_reachable_this_turn_from_a_reset():
    state = playing()
    seat = state.current
    target = cards_by_actions(3)[0]
    others = [n for n in cards_by_actions(6) if n != target][:3]
    give_hand(state, seat, [target] + others)
    # a molecule far from the start: a reset is the way
    state.molecule = mol.make([((0, 0), mol.BLACK), ((0, 1), mol.BLACK), ((-1, 1), mol.WHITE),
                               ((-1, 0), mol.BLACK), ((0, -1), mol.WHITE), ((1, 0), mol.EMPTY),
                               ((2, 0), mol.WHITE)])
    state.check_invariants()
    actions = play_turn(state, ai.make_player("medium", 0))
    assert ClaimCard(target) in actions
    assert UseRestartium() in actions
    assert target in state.piles[seat]


def test_medium_uses_extraxodium_for_a_dear_card():
    state = playing()
    seat = state.current
    far = [n for n in cards_by_actions(6) if DECK.elements[n].value == 3][:4]
    give_hand(state, seat, far)
    cheap = next(n for n in cards_by_actions(1) if all(abs(n - f) > 1 for f in far))
    state.deck.remove(cheap)
    state.piles[seat].append(cheap)
    state.check_invariants()
    actions = play_turn(state, ai.make_player("medium", 0))
    assert UseExtraxodium(cheap) in actions
    assert any(isinstance(a, ClaimCard) for a in actions)


def test_players_do_not_mutate_the_state_and_choose_legal_actions():
    for level in ("easy", "medium"):
        state = playing(seed=4, players=3)
        player = ai.make_player(level, 3)
        for _ in range(60):
            if state.is_over():
                break
            before = (state.molecule, [list(h) for h in state.hands], state.energy, list(state.deck))
            action = player.choose(state)
            assert (state.molecule, [list(h) for h in state.hands], state.energy, list(state.deck)) == before
            assert action in state.legal_actions()
            state.apply(action)


def test_plan_is_reused_within_a_turn(monkeypatch):
    state = playing(seed=8)
    player = ai.make_player("medium", 1)
    calls = []
    real = player._make_plan
    monkeypatch.setattr(player, "_make_plan", lambda s: calls.append(1) or real(s))
    play_turn(state, player)
    assert len(calls) == 1


def test_evaluate_is_in_unit_range_and_favours_the_leader():
    state = playing()
    for seat in range(2):
        assert 0.0 <= ai.evaluate(state, seat) <= 1.0
    scored = [n for n in state.deck.cards[:3]]
    for n in scored:
        state.deck.remove(n)
        state.piles[0].append(n)
    state.check_invariants()
    assert ai.evaluate(state, 0) > 0.5 > ai.evaluate(state, 1)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        ai.make_player("hard", 0)


def test_medium_beats_random_in_two_player_games():
    wins = 0
    games = 10
    for g in range(games):
        state = RULES.new_state(500 + g, 2, {})
        seat = g % 2
        players = {seat: ai.make_player("medium", g), 1 - seat: RandomPlayer(g)}
        while not state.is_over():
            state.apply(players[state.current_player()].choose(state))
        wins += seat in state.winners()
    assert wins / games >= 0.85


# --- end-game awareness: whoever empties the deck ends the game --------------------------------
def move_to_pile(state, seat, numbers):
    """Put cards (from the deck or discard) into a seat's scored pile (cards conserved)."""
    for number in numbers:
        for pile in (state.deck.cards, state.discard.cards):
            if number in pile:
                pile.remove(number)
                state.piles[seat].append(number)
                break
    state.check_invariants()


def shrink_deck(state, left):
    while len(state.deck.cards) > left:
        state.discard.cards.append(state.deck.cards.pop(0))
    state.check_invariants()


def free_cards(state, value, count):
    out = [n for n in state.deck.cards if DECK.elements[n].value == value]
    return out[:count]


@pytest.mark.parametrize("seed,left", [(7, 2), (9, 3), (3, 3)])
def test_medium_ahead_ends_the_game(seed, left):
    state = playing(seed=seed)
    seat = state.current
    move_to_pile(state, seat, free_cards(state, 3, 2))
    shrink_deck(state, left)
    play_turn(state, ai.make_player("medium", 1))
    assert state.is_over() and state.winners() == [seat]  # (the old planner played on here)


def test_medium_behind_does_not_end_the_game_for_a_small_claim():
    state = playing(seed=4)
    seat = state.current
    easy = cards_by_actions(1)
    give_hand(state, seat, [easy[0]] + [n for n in state.hands[seat] if n != easy[0]][:3])
    move_to_pile(state, 1 - seat, free_cards(state, 3, 3))
    shrink_deck(state, 0)  # any claim or discard now ends the game
    play_turn(state, ai.make_player("medium", 1))
    assert not state.is_over() and len(state.hands[seat]) == 4


def test_hard_plans_cycle_the_hand_medium_keeps_cards_a_turn_can_make():
    """Spare energy: medium keeps every card a reset brings within a turn; hard's candidate turns
    (turn_plans, the cycling planner) throw away those that need more than CYCLE_KEEP actions."""
    state = playing(seed=2)
    seat = state.current
    threes = cards_by_actions(3)[:4]
    give_hand(state, seat, threes)
    state.molecule = mol.START
    state.check_invariants()
    medium_turn = play_turn(state.clone(), ai.make_player("medium", 0))
    assert not [a for a in medium_turn if isinstance(a, DiscardCard)]
    plan = ai.turn_plans(state, seat, 8)[0]
    claimed = [a.card for a in plan if isinstance(a, ClaimCard)]
    thrown = [a.card for a in plan if isinstance(a, DiscardCard)]
    assert len(claimed) == 1 and len(thrown) == 1  # 3 energy for the claim, 1 to throw a card away
    assert DECK.elements[thrown[0]].min_actions > ai.CYCLE_KEEP
