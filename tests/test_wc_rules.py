"""Wrong Chemistry rules: every rule of the rulebook and every ruling of the brief."""
from __future__ import annotations

import pytest

from labdesk.engine.core import IllegalAction, Rng, name_seats
from labdesk.engine.piles import Pile
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.cards import load
from labdesk.games.wrong_chemistry.rules import (
    RULES, ChooseStartCard, ClaimCard, DiscardCard, EndTurn, MoveDisc, MoveHex, PlaceDisc,
    TakeDisc, UseExtraxodium, UseRestartium, CardsDrawn, GameOver, StartReveal, score_breakdown,
)

DECK = load()


def playing(seed=1, players=2):
    """A state past the start-card choice, in the first turn."""
    state = RULES.new_state(seed, players, {})
    while state.phase == "choose":
        state.apply(state.legal_actions()[0])
    return state


def snapshot(state):
    return (state.phase, state.current, state.molecule, state.energy, state.restart_used,
            [list(h) for h in state.hands], [list(p) for p in state.piles], list(state.deck),
            list(state.discard), list(state.start_cards), [state.observation(s) for s in range(state.players)])


def placed(pattern, turn=False, mirror=False):
    """The pattern laid on the board with one hex on the blue hex."""
    pairs = mol.items(pattern)
    if turn:
        pairs = [((-q, -r), d) for (q, r), d in pairs]
    if mirror:  # a reflection: swap two cube axes
        pairs = [((-q - r, r), d) for (q, r), d in pairs]
    (q0, r0), _ = pairs[-1]
    return mol.make([((q - q0, r - r0), d) for (q, r), d in pairs])


# --- setup and start player -----------------------------------------------------------------------
def test_setup_matches_the_rulebook():
    state = RULES.new_state(5, 3, {})
    assert state.molecule == mol.START
    layout = dict(mol.items(mol.START))
    assert layout[(0, 0)] == mol.EMPTY
    ring = [layout[d] for d in mol.RING_DIRECTIONS]
    assert ring == [mol.WHITE, mol.BLACK] * 3  # alternating around the blue hex
    assert mol.supply(mol.START) == (2, 1)
    assert [len(h) for h in state.hands] == [4, 4, 4]
    assert len(state.deck) == 52 - 12
    assert state.phase == "choose" and state.current_player() == 0
    assert RULES.spec.hidden_information is True
    state.check_invariants()


def test_start_cards_are_hidden_then_lowest_number_starts():
    state = RULES.new_state(11, 3, {})
    picks = []
    for seat in range(3):
        assert state.current_player() == seat
        card = max(state.hands[seat]) if seat != 1 else min(state.hands[seat])
        picks.append(card)
        events = state.apply(ChooseStartCard(card))
        if seat < 2:
            # the others see that a card was chosen, never which
            assert state.observation((seat + 1) % 3)["start_cards_chosen"][seat] is True
            assert "start_card" not in state.observation(None)
            assert not any(e.barrier for e in events)
    reveal = next(e for e in events if isinstance(e, StartReveal))
    assert reveal.barrier and reveal.cards == tuple(picks)
    first = min(range(3), key=lambda s: picks[s])
    assert reveal.first == first and state.current_player() == first
    assert sorted(state.discard) == sorted(picks)
    assert [len(h) for h in state.hands] == [4, 4, 4]
    assert all(isinstance(e, CardsDrawn) for e in events if e.barrier and e is not reveal
               and not isinstance(e, StartReveal))
    assert state.phase == "play" and state.energy == 4
    state.check_invariants()


# --- energy and molecule actions -----------------------------------------------------------------
def test_each_molecule_action_costs_one_energy_and_four_is_the_limit():
    state = playing()
    state.apply(TakeDisc((1, 0)))
    assert state.energy == 3 and mol.supply(state.molecule) == (3, 1)
    state.apply(PlaceDisc("black", (0, 0)))
    assert state.energy == 2
    state.apply(MoveDisc((0, 0), (1, 0)))
    assert state.energy == 1
    state.apply(TakeDisc((0, -1)))
    assert state.energy == 0
    assert not any(isinstance(a, (TakeDisc, PlaceDisc, MoveDisc, MoveHex, DiscardCard))
                   for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="no energy"):
        state.apply(TakeDisc((1, -1)))
    assert EndTurn() in state.legal_actions()


def test_one_disc_per_hex_and_supply_limits():
    state = playing()
    with pytest.raises(IllegalAction, match="already holds a disc"):
        state.apply(PlaceDisc("white", (1, 0)))
    with pytest.raises(IllegalAction, match="already holds a disc"):
        state.apply(MoveDisc((1, 0), (1, -1)))
    state.apply(PlaceDisc("black", (0, 0)))  # the only black disc in the supply
    with pytest.raises(IllegalAction):
        state.apply(PlaceDisc("black", (0, 0)))
    assert mol.supply(state.molecule) == (2, 0)
    with pytest.raises(IllegalAction, match="hexes of the molecule"):
        state.apply(MoveDisc((1, 0), (3, 3)))


def test_discs_may_go_on_the_blue_hex():
    state = playing()
    state.apply(MoveDisc((1, 0), (0, 0)))
    assert dict(mol.items(state.molecule))[(0, 0)] == mol.WHITE


def _chain_molecule():
    """A ring missing (1,-1) with a tail: (2,0) hangs on (1,0) only, and (1,0) is empty."""
    return mol.make([((0, 0), mol.EMPTY), ((0, 1), mol.BLACK), ((-1, 1), mol.WHITE),
                     ((-1, 0), mol.BLACK), ((0, -1), mol.WHITE), ((1, 0), mol.EMPTY),
                     ((2, 0), mol.WHITE)])


def test_hex_moves_that_would_split_the_molecule_are_refused():
    state = playing()
    state.molecule = _chain_molecule()
    state.check_invariants()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="split the molecule"):
        state.apply(MoveHex((1, 0), (-2, 0)))
    assert snapshot(state) == before
    # a cell that keeps the tail attached is fine
    state.apply(MoveHex((1, 0), (1, 1)))
    assert mol.connected(mol.cells(state.molecule))
    state.check_invariants()


def test_hex_move_needs_an_empty_yellow_hex_and_a_touching_cell():
    state = playing()
    with pytest.raises(IllegalAction, match="blue hex never moves"):
        state.apply(MoveHex((0, 0), (2, 0)))
    with pytest.raises(IllegalAction, match="only an empty hex"):
        state.apply(MoveHex((1, 0), (2, 0)))
    state.apply(TakeDisc((1, 0)))
    with pytest.raises(IllegalAction, match="touch the rest"):
        state.apply(MoveHex((1, 0), (4, 0)))
    state.apply(MoveHex((1, 0), (2, -1)))
    assert (2, -1) in dict(mol.items(state.molecule))


# --- Restartium and Extraxodium -------------------------------------------------------------------
def test_restartium_restores_the_start_once_per_turn_and_is_free():
    state = playing()
    state.apply(TakeDisc((1, 0)))
    state.apply(MoveDisc((0, 1), (0, 0)))
    state.apply(UseRestartium())
    assert state.molecule == mol.START and state.energy == 2
    state.apply(TakeDisc((1, 0)))
    assert UseRestartium() not in state.legal_actions()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="already used this turn"):
        state.apply(UseRestartium())
    assert snapshot(state) == before
    state.apply(EndTurn())
    assert UseRestartium() in state.legal_actions()  # the next turn has its own


def test_extraxodium_needs_a_scored_card_and_can_repeat():
    state = playing()
    seat = state.current
    with pytest.raises(IllegalAction, match="needs a card in your scored pile"):
        state.apply(UseExtraxodium(state.hands[seat][0]))
    scored = [n for n in sorted(DECK.elements) if n not in state.hands[seat]][:2]
    for n in scored:  # move two cards from the deck to the pile (as if claimed earlier)
        state.deck.remove(n)
        state.piles[seat].append(n)
    state.apply(UseExtraxodium(scored[0]))
    assert state.energy == 7 and scored[0] in state.discard
    state.apply(UseExtraxodium(scored[1]))
    assert state.energy == 10 and state.piles[seat] == []
    for _ in range(10):  # spend it all: put a disc on the blue hex and take it off again
        centre = dict(mol.items(state.molecule))[(0, 0)]
        state.apply(TakeDisc((0, 0)) if centre else PlaceDisc("white", (0, 0)))
    assert state.energy == 0
    state.apply(EndTurn())
    assert state.energy == 4  # extra energy does not carry over
    state.check_invariants()


# --- claiming -------------------------------------------------------------------------------------
def _asymmetric_card():
    """A card whose mirror image is a different pattern (most are)."""
    for card in DECK.elements.values():
        mirrored = placed(card.pattern, mirror=True)
        if not mol.matches(mirrored, card.pattern):
            return card
    raise AssertionError("no asymmetric card")


def _give(state, seat, number, keep=()):
    """Put element ``number`` in the seat's hand by swapping it with a hand card (cards conserved)."""
    hand = state.hands[seat]
    if number in hand:
        return
    slot = next(i for i, n in enumerate(hand) if n not in keep)
    for place in [state.deck.cards, state.discard.cards] + state.hands:
        if number in place:
            place[place.index(number)] = hand[slot]
            hand[slot] = number
            return


def test_claims_match_upright_and_turned_but_not_mirrored():
    card = _asymmetric_card()
    for turn in (False, True):
        state = playing()
        seat = state.current
        _give(state, seat, card.number)
        state.check_invariants()
        state.molecule = placed(card.pattern, turn=turn)
        assert ClaimCard(card.number) in state.legal_actions()
        assert state.observation(seat)["matching_hand_cards"] == [card.number]
    state.molecule = placed(card.pattern, mirror=True)
    assert ClaimCard(card.number) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="does not match"):
        state.apply(ClaimCard(card.number))


def test_match_is_up_to_translation_wherever_the_blue_hex_sits():
    card = _asymmetric_card()
    for anchor in range(7):
        (q0, r0), _ = mol.items(card.pattern)[anchor]
        m = mol.make([((q - q0, r - r0), d) for (q, r), d in mol.items(card.pattern)])
        assert DECK.matching(m) == card.number


def test_claim_is_free_and_several_cards_can_be_claimed_in_a_turn():
    state = playing()
    seat = state.current
    # pick two cards reachable one after the other within 4 energy
    a, b = None, None
    for x in DECK.elements.values():
        if x.min_actions <= 2:
            for y in DECK.elements.values():
                if y is not x:
                    steps = mol.shortest_steps(x.pattern, y.pattern, 2)
                    if steps is not None:
                        a, b = x, y
                        break
        if a:
            break
    assert a is not None
    _give(state, seat, a.number)
    _give(state, seat, b.number, keep=(a.number,))
    state.check_invariants()
    steps = mol.shortest_steps(state.molecule, a.pattern, 4)
    for step in steps:
        state.apply(step_action(step))
    energy = state.energy
    state.apply(ClaimCard(a.number))
    assert state.energy == energy  # claiming costs nothing
    for step in mol.shortest_steps(state.molecule, b.pattern, state.energy):
        state.apply(step_action(step))
    state.apply(ClaimCard(b.number))
    assert state.piles[seat] == [a.number, b.number]
    events = state.apply(EndTurn())
    assert len(state.hands[seat]) == 4
    assert any(isinstance(e, CardsDrawn) and e.count == 2 for e in events)
    state.check_invariants()


def step_action(step):
    kind, src, dst, disc = step
    c = mol.cell_coords
    if kind == "take":
        return TakeDisc(c(src))
    if kind == "place":
        return PlaceDisc(mol.DISC_NAMES[disc], c(dst))
    if kind == "move":
        return MoveDisc(c(src), c(dst))
    return MoveHex(c(src), c(dst))


def test_discarding_from_hand_costs_energy_and_refill_draws_back_to_four():
    state = playing()
    seat = state.current
    card = state.hands[seat][0]
    state.apply(DiscardCard(card))
    assert state.energy == 3 and state.discard.top == card and len(state.hands[seat]) == 3
    state.apply(EndTurn())
    assert len(state.hands[seat]) == 4 and state.current == 1 - seat


# --- scoring and the end --------------------------------------------------------------------------
def test_rulebook_scoring_example_iron_cobalt_nickel_is_six():
    assert [DECK.elements[n].value for n in (26, 27, 28)] == [1, 1, 1]
    breakdown = score_breakdown([26, 27, 28])
    assert breakdown["base"] == 3 and breakdown["bonus"] == 3 and breakdown["total"] == 6
    assert breakdown["runs"] == [[26, 27, 28]]


def test_sequence_bonus_counts_each_card_in_a_run_of_two_or_more():
    values = {n: DECK.elements[n].value for n in DECK.elements}
    b = score_breakdown([1, 2, 5, 7, 8, 9, 30])
    assert b["bonus"] == 5 and b["runs"] == [[1, 2], [7, 8, 9]]
    assert b["base"] == sum(values[n] for n in (1, 2, 5, 7, 8, 9, 30))
    assert score_breakdown([1, 3])["bonus"] == 0
    assert score_breakdown([])["total"] == 0


def test_game_ends_when_the_deck_runs_dry_mid_refill():
    state = playing()
    seat = state.current
    state.apply(DiscardCard(state.hands[seat][0]))
    state.apply(DiscardCard(state.hands[seat][0]))
    # leave one card in the deck: the second draw cannot be made
    while len(state.deck) > 1:
        state.discard.push(state.deck.draw_one())
    events = state.apply(EndTurn())
    assert state.is_over() and state.current_player() is None
    assert any(isinstance(e, CardsDrawn) and e.count == 1 for e in events)
    over = events[-1]
    assert isinstance(over, GameOver) and over.barrier
    assert all(not h for h in state.hands)  # hands are discarded
    assert state.legal_actions() == []
    state.check_invariants()
    with pytest.raises(IllegalAction):
        state.apply(EndTurn())


def test_empty_deck_with_full_hands_goes_on_until_someone_must_draw():
    state = playing(players=3)
    while state.deck:
        state.discard.push(state.deck.draw_one())
    state.apply(EndTurn())  # nobody needs a card: play goes on
    assert not state.is_over()
    seat = state.current
    state.apply(DiscardCard(state.hands[seat][0]))
    state.apply(EndTurn())
    assert state.is_over() and state.end_reason == "the deck ran out"


def test_a_full_quiet_round_with_an_empty_deck_ends_the_game():
    state = playing(players=3)
    while state.deck:
        state.discard.push(state.deck.draw_one())
    for _ in range(2):
        state.apply(EndTurn())
        assert not state.is_over()
    state.apply(EndTurn())
    assert state.is_over()


def _finish_with(state, piles, last_seat):
    for seat, pile in enumerate(piles):
        for n in pile:
            for place in [state.deck.cards, state.discard.cards] + state.hands:
                if n in place:
                    place.remove(n)
                    break
            state.piles[seat].append(n)
    while len(state.deck):
        state.discard.push(state.deck.draw_one())
    for hand in state.hands:
        while len(hand) < 4:
            hand.append(state.discard.cards.pop(0))
    state.check_invariants()
    state.current = last_seat
    state.apply(DiscardCard(state.hands[last_seat][0]))
    state.apply(EndTurn())
    assert state.is_over()
    return state.winners()


def _cards_of_value(value, count, avoid=()):
    """Element numbers of one value with no two consecutive (so no run bonus)."""
    out = []
    for n in sorted(DECK.elements):
        if DECK.elements[n].value == value and n not in avoid and all(abs(n - m) > 1 for m in out + list(avoid)):
            out.append(n)
        if len(out) == count:
            return out
    raise AssertionError("not enough cards")


def test_tie_break_more_cards_wins():
    two = _cards_of_value(2, 1)
    ones = _cards_of_value(1, 2, avoid=two)
    assert score_breakdown(two)["total"] == score_breakdown(ones)["total"] == 2
    assert _finish_with(playing(players=2), [two, ones], last_seat=0) == [1]


def test_tie_break_then_the_player_next_after_the_last_turn():
    a = _cards_of_value(1, 1)
    b = _cards_of_value(1, 1, avoid=a)
    # seat 1 took the last turn, so seat 2 would play next: among tied 0 and 1, 0 comes first
    assert _finish_with(playing(players=3), [a, b, []], last_seat=1) == [0]
    # seat 0 took the last turn: seat 1 plays next and wins the tie
    assert _finish_with(playing(players=3), [a, b, []], last_seat=0) == [1]


# --- hidden information and the protocol ---------------------------------------------------------
def test_illegal_actions_leave_the_state_unchanged():
    state = playing()
    before = snapshot(state)
    other = 1 - state.current
    for bad in [TakeDisc((0, 0)), PlaceDisc("white", (5, 5)), MoveDisc((0, 0), (1, 0)),
                MoveHex((1, 0), (2, 0)), ClaimCard(state.hands[state.current][0]),
                DiscardCard(state.hands[other][0]), UseExtraxodium(1), ChooseStartCard(1),
                PlaceDisc("green", (0, 0))]:
        with pytest.raises(IllegalAction):
            state.apply(bad)
        assert snapshot(state) == before


def test_observation_shows_only_what_a_seat_may_see():
    import json
    state = playing(players=3)
    seat = state.current
    obs = state.observation(seat)
    json.dumps(obs)
    assert [c["number"] for c in obs["hand"]] == state.hands[seat]
    assert all(len(c["pattern"]) == 7 for c in obs["hand"])
    assert obs["hand_sizes"] == [4, 4, 4] and obs["deck_count"] == len(state.deck)
    assert obs["targets"]["take"] and obs["energy"] == 4 and obs["supply"] == {"white": 2, "black": 1}
    spectator = state.observation(None)
    assert spectator["hand"] == [] and spectator["targets"] is None
    other = state.observation((seat + 1) % 3)
    assert other["targets"] is None
    text = json.dumps(other)
    for n in state.hands[seat]:
        assert f'"number": {n},' not in text.replace(str(other["hand"]), "")


def test_observation_gives_the_turns_whole_energy_to_every_seat():
    """The board draws spent and unspent pips from it: the turn's energy counts Extraxodium too,
    and every seat (and a spectator) sees the same public figure."""
    state = RULES.new_state(1, 3, {})
    assert state.observation(None)["energy_total"] == 0  # no turn yet while start cards are chosen
    while state.phase == "choose":
        state.apply(state.legal_actions()[0])
    seat = state.current
    assert {state.observation(s)["energy_total"] for s in (None, 0, 1, 2)} == {4}
    scored = next(n for n in sorted(DECK.elements) if n in state.deck)
    state.deck.remove(scored)
    state.piles[seat].append(scored)
    state.apply(UseExtraxodium(scored))
    state.apply(PlaceDisc("white", (0, 0)))
    obs = state.observation(None)
    assert obs["energy_total"] == 7 and obs["energy"] == 6
    assert {state.observation(s)["energy_total"] for s in (0, 1, 2)} == {7}


def test_determinize_keeps_what_the_seat_knows_and_conserves_cards():
    state = RULES.new_state(3, 3, {})
    state.apply(ChooseStartCard(state.hands[0][0]))
    state.apply(ChooseStartCard(state.hands[1][0]))
    world = state.determinize(2, Rng(9))
    world.check_invariants()
    assert world.hands[2] == state.hands[2]
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert world.start_cards[2] is None and world.start_cards[0] is not None
    assert world.molecule == state.molecule and world.piles == state.piles
    assert list(world.discard) == list(state.discard)
    assert state.determinize(2, Rng(9)).hands == world.hands  # seeded
    state.check_invariants()


def test_events_describe_in_the_third_person():
    state = playing(players=2)
    names = ["Ana", "Ben"]
    events = state.apply(TakeDisc((1, 0)))
    assert events[0].describe(names).startswith(names[state.current])
    events = state.apply(DiscardCard(state.hands[state.current][0]))
    assert not any(e.barrier for e in events)
    events = state.apply(EndTurn())
    assert any(e.barrier for e in events)
    for e in events:
        assert isinstance(e.describe(names), str)


def test_action_strings_are_unique_and_find_action_replays_them():
    state = playing()
    texts = [str(a) for a in state.legal_actions()]
    assert len(texts) == len(set(texts))
    for a in state.legal_actions():
        assert state.find_action(str(a)) == a


# --- audit: rules and rulings the first pass left without a test of their own ---------------------
def test_a_full_hand_draws_nothing_at_the_end_of_a_turn():
    state = playing()
    seat = state.current
    hand, deck_size = list(state.hands[seat]), len(state.deck)
    events = state.apply(EndTurn())
    assert state.hands[seat] == hand and len(state.deck) == deck_size
    assert not any(isinstance(e, CardsDrawn) for e in events)


def test_play_passes_to_the_next_seat_from_the_start_player():
    state = playing(seed=4, players=4)
    first = state.start_player
    order = []
    for _ in range(5):
        order.append(state.current)
        state.apply(EndTurn())
    assert order == [(first + k) % 4 for k in range(5)]


def _match_in_hand(state, seat):
    """Give the seat a card and lay its pattern on the board (claimable right now)."""
    card = _asymmetric_card()
    _give(state, seat, card.number)
    state.molecule = placed(card.pattern)
    state.check_invariants()
    return card.number


def test_claiming_needs_no_energy():
    state = playing()
    seat = state.current
    number = _match_in_hand(state, seat)
    state.energy = 0  # as if all four were spent
    state.apply(ClaimCard(number))
    assert state.piles[seat] == [number] and state.energy == 0


def test_a_molecule_left_by_the_previous_player_can_be_claimed():
    state = playing()
    nxt = 1 - state.current
    number = _match_in_hand(state, nxt)
    state.apply(EndTurn())
    assert state.current == nxt
    assert ClaimCard(number) in state.legal_actions()
    state.apply(ClaimCard(number))
    assert state.piles[nxt] == [number]


def test_restartium_and_extraxodium_work_with_no_energy_left():
    state = playing()
    seat = state.current
    number = _match_in_hand(state, seat)
    state.apply(ClaimCard(number))
    state.energy = 0
    state.apply(UseRestartium())
    assert state.molecule == mol.START and state.energy == 0
    state.apply(UseExtraxodium(number))
    assert state.energy == 3 and state.piles[seat] == [] and state.discard.top == number


def test_extraxodium_energy_can_be_spent_in_portions_around_other_actions():
    state = playing()
    seat = state.current
    scored = next(n for n in state.deck if n not in state.hands[seat])
    state.deck.remove(scored)
    state.piles[seat].append(scored)  # as if claimed on an earlier turn
    state.apply(TakeDisc((1, 0)))
    state.apply(TakeDisc((0, -1)))  # 2 left
    state.apply(UseExtraxodium(scored))  # 2 + 3
    assert state.energy == 5
    state.apply(UseRestartium())  # free, in between
    state.apply(DiscardCard(state.hands[seat][0]))
    state.apply(MoveDisc((1, 0), (0, 0)))
    assert state.energy == 3
    state.apply(TakeDisc((0, 0)))
    state.apply(PlaceDisc("black", (0, 0)))
    state.apply(TakeDisc((0, 0)))
    assert state.energy == 0 and not any(isinstance(a, TakeDisc) for a in state.legal_actions())


def test_restartium_puts_every_disc_back_including_the_supply():
    state = playing()
    state.apply(PlaceDisc("black", (0, 0)))
    state.apply(TakeDisc((1, 0)))
    state.apply(TakeDisc((0, -1)))
    state.apply(UseRestartium())
    assert mol.supply(state.molecule) == (2, 1)
    assert dict(mol.items(state.molecule))[(0, 0)] == mol.EMPTY


def test_sequence_bonus_counts_only_runs_inside_one_pile():
    state = playing(players=2)
    a, b = [26, 28], [27]  # 26-27-28 would be a run, but split between two piles
    assert _finish_with(state, [a, b], last_seat=0) is not None
    assert state.scores() == [2, 1]  # card values only, no bonus for either
    assert score_breakdown(a)["bonus"] == 0 and score_breakdown(b)["bonus"] == 0


def test_most_points_wins_even_with_fewer_cards():
    threes = _cards_of_value(3, 1)
    ones = _cards_of_value(1, 2, avoid=threes)
    assert _finish_with(playing(players=2), [threes, ones], last_seat=1) == [0]


def test_a_stalled_round_counts_only_turns_without_a_draw():
    # 2 players: the deck runs out on a draw; then both players pass with full hands
    state = playing(players=2)
    seat = state.current
    while len(state.deck) > 1:
        state.discard.push(state.deck.draw_one())
    state.apply(DiscardCard(state.hands[seat][0]))
    state.apply(EndTurn())  # draws the last card: not a quiet turn
    assert not state.is_over() and not state.deck
    state.apply(EndTurn())
    assert not state.is_over()
    state.apply(EndTurn())  # the player who drew the last card has had one more turn too
    assert state.is_over() and state.end_reason == "a full round passed with an empty deck"
    assert state.last_turn_seat == seat
    assert all(not h for h in state.hands)


def test_refused_actions_say_why_in_a_players_words():
    state = playing()
    seat = state.current
    other = 1 - seat
    state.apply(PlaceDisc("black", (0, 0)))
    cases = [
        (PlaceDisc("black", (0, 1)), "that hex already holds a disc"),
        (TakeDisc((3, 3)), "there is no disc there"),
        (DiscardCard(state.hands[other][0]), "that card is not in your hand"),
        (ClaimCard(state.hands[other][0]), "that card is not in your hand"),
        (UseExtraxodium(state.hands[seat][0]), "needs a card in your scored pile"),
        (ChooseStartCard(state.hands[seat][0]), "start cards were picked at the beginning"),
        (MoveHex((3, 3), (4, 4)), "there is no hex there"),
        (MoveHex((0, 1), (0, 2)), "only an empty hex can move"),
        (MoveHex((1, 0), (0, -1)), "that cell already has a hex"),
    ]
    state.apply(TakeDisc((1, 0)))  # a white one: the supply still has no black
    cases.append((PlaceDisc("black", (1, 0)), "no black disc left in the supply"))
    before = snapshot(state)
    for action, reason in cases:
        with pytest.raises(IllegalAction, match=reason):
            state.apply(action)
        assert snapshot(state) == before
    fresh = RULES.new_state(2, 2, {})
    with pytest.raises(IllegalAction, match="first everyone picks a start card"):
        fresh.apply(EndTurn())
    with pytest.raises(IllegalAction, match="pick a card from your own hand"):
        fresh.apply(ChooseStartCard(fresh.hands[1][0]))


def test_breakdown_explains_how_a_tie_was_settled():
    two = _cards_of_value(2, 1)
    ones = _cards_of_value(1, 2, avoid=two)
    state = playing(players=2)
    _finish_with(state, [two, ones], last_seat=0)
    lines = [name_seats(line) for line in state.breakdown_lines()]  # seats read "Seat N" without names
    assert lines[1].startswith("Seat 1: 2 points") and lines[2].startswith("Seat 2: 2 points")
    assert lines[-1] == "Seat 1 and Seat 2 tie on 2 points: Seat 2 wins with the most cards (2)."
    a = _cards_of_value(1, 1)
    b = _cards_of_value(1, 1, avoid=a)
    state = playing(players=3)
    _finish_with(state, [a, b, []], last_seat=0)
    assert name_seats(state.breakdown_lines()[-1]) == ("Seat 1 and Seat 2 tie on 1 point and 1 card: "
                                          "Seat 2 wins, being the next to play after the last turn.")
    threes = _cards_of_value(3, 1)
    state = playing(players=2)
    _finish_with(state, [threes, []], last_seat=0)
    assert not any("tie" in line for line in state.breakdown_lines())


# --- the in-app rules page ------------------------------------------------------------------------
def _rules_page():
    from labdesk.resources import resource_path
    return resource_path("labdesk/games/wrong_chemistry/rules.md").read_text(encoding="utf-8")


def test_rules_page_has_a_rulings_section_covering_the_briefs_rulings():
    page = _rules_page()
    assert page.startswith("# Wrong Chemistry")
    rulings = page.split("## Rulings", 1)[1].split("\n## ", 1)[0].lower()
    for topic in ("blue hex", "connected", "empty hex", "lost when the turn ends", "moment you claim",
                  "mirror", "restartium", "extraxodium", "start", "deck has one", "for ever",
                  "tie", "run bonus"):
        assert topic in rulings, topic


def test_rules_page_is_in_the_projects_own_words():
    import re
    from pathlib import Path
    book = Path(__file__).resolve().parents[2] / "shared" / "rules" / "wrong-chemistry.txt"
    if not book.exists():
        pytest.skip("rulebook not available")
    words = lambda text: re.findall(r"[a-z0-9]+", text.lower())
    source = words(book.read_text(encoding="utf-8"))
    shingles = {tuple(source[i:i + 8]) for i in range(len(source) - 7)}
    page = words(_rules_page())
    copied = [" ".join(page[i:i + 8]) for i in range(len(page) - 7) if tuple(page[i:i + 8]) in shingles]
    assert not copied, copied[:3]
