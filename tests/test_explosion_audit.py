"""Explosion in the Laboratory: the rules audit (rulebook facts the first test file did not pin down)."""
import json

import pytest

from helpers.explosion import (ALL_ROWS, CONTENT, DRAW, act, force, fresh, give, kinds, number_of, pour, row_for,
                               row_for_number, set_edge)
from labdesk.engine.core import IllegalAction
from labdesk.games.explosion import rules as R

def snapshot(s):
    return json.dumps(s.observation(None), sort_keys=True)


# --- Lab cards: the numbers the rulebook names ------------------------------------------------------
def test_lab_cards_are_numbered_from_2_to_24():
    # Solo Gameplay: after 23 or 24 the Robot looks at "the first chemicals (2, 3)"
    assert (CONTENT.first, CONTENT.last) == (2, 24)
    for card in CONTENT.lab.values():
        assert sorted(card["tubes"]) == list(range(2, 25))
    reachable = {number_of(r) for r in ALL_ROWS}
    assert min(reachable) == 2 and max(reachable) <= 24


def test_rulebook_example_zero_plus_five_is_chemical_5_yellow_on_lab_card_3():
    zero = next(n for n, c in CONTENT.lab.items() if c["left"] == 0)
    five = next(n for n, c in CONTENT.lab.items() if c["right"] == 5 and n != zero)
    middle = [n for n in range(1, 7) if n not in (zero, five)]
    s = fresh()
    set_edge(s, "purple", "A", 1)
    set_edge(s, "green", "A", 2)
    set_edge(s, "orange", "A", 1)
    assert s.fire_level() == 3
    s.rng.rows.append(tuple([zero] + middle + [five]))
    seen = next(e for e in act(s, DRAW) if isinstance(e, R.ChemicalRevealed))
    assert (seen.left_value, seen.right_value, seen.number, seen.lab_card) == (0, 5, 5, 3)
    assert seen.chemical == "Y" and s.legal_actions()[0] == R.Pour("Y", 1)


# --- Mixing ------------------------------------------------------------------------------------------
def test_once_you_shuffle_you_must_pour():
    s = fresh()
    pour(s, "B")
    force(s, "Y")
    act(s, DRAW)
    assert "stop" not in [str(a) for a in s.legal_actions()]
    before = snapshot(s)
    with pytest.raises(IllegalAction, match="pour that chemical before you stop"):
        s.apply(R.Stop())
    assert snapshot(s) == before


def test_a_first_black_poured_as_red_counts_as_the_first_red():
    s = fresh()
    force(s, "K")
    act(s, DRAW)
    act(s, "pour red into flask 1")
    force(s, "R")
    events = act(s, DRAW)
    assert next(e for e in events if isinstance(e, R.UnstableMixture)).reason == "second red"


# --- Beaker scoring -------------------------------------------------------------------------------------
def test_each_compound_turns_its_beaker_once_so_two_colours_turn_two_beakers():
    s = fresh()
    green, orange = s.beaker_for("green"), s.beaker_for("orange")
    pour(s, "B")
    pour(s, "Y", flask=1)
    pour(s, "R")
    pour(s, "Y", flask=2)
    act(s, "stop")
    assert green[2] == 1 and orange[2] == 1 and s.beaker_for("purple")[2] == 0


def test_a_beaker_reaching_x_ends_the_game_at_once():
    # two green flasks on the last green edge: both pay it, the first turn shows X and the game ends
    s = fresh(players=3)
    set_edge(s, "green", "B", 2)
    value = s.edge(s.beaker_for("green")).research
    for flask in (1, 2):
        pour(s, "B")
        pour(s, "Y", flask=flask)
    events = act(s, "stop")
    assert s.research[0] == 2 * value
    assert kinds(events).count("BeakerTurned") == 1 and "RoundEnded" not in kinds(events)
    assert s.is_over() and s.winners() == [0] and s.turn_count() == 1


def test_the_process_card_side_is_chosen_before_the_beakers_turn():
    s = fresh()
    pour(s, "B")
    pour(s, "B", flask=1)
    pour(s, "Y")
    pour(s, "Y", flask=2)
    pour(s, "B")
    events = pour(s, "Y", flask=3)  # three full flasks: the turn goes on to scoring by itself
    assert s.phase == "side" and "FlaskScored" in kinds(events) and "BeakerTurned" not in kinds(events)
    events = act(s, str(s.legal_actions()[0]))
    assert kinds(events)[:2] == ["SideChosen", "BeakerTurned"] and s.beaker_for("green")[2] == 1


def test_calibrate_turning_a_beaker_to_x_ends_the_game_before_the_flasks_score():
    s = fresh()
    give(s, 0, "Calibrate")
    set_edge(s, "purple", "B", 2)
    pour(s, "B")
    pour(s, "Y", flask=1)
    act(s, "stop")
    events = act(s, "play Calibrate (purple)")
    assert s.is_over() and "FlaskScored" not in kinds(events) and s.score_of(0) == 0


def test_round_end_turn_to_x_ends_the_game():
    s = fresh()
    for b in s.beakers:
        b[1], b[2] = "B", 2
    pour(s, "B")
    act(s, "stop")
    pour(s, "B")
    events = act(s, "stop")
    assert kinds(events)[-3:] == ["RoundEnded", "BeakerTurned", "GameOver"] and s.is_over()


# --- Process cards -----------------------------------------------------------------------------------
def test_a_played_card_goes_back_into_the_deck():
    s = fresh()
    card = give(s, 0, "Buffer")
    pour(s, "B")
    deck = len(s.deck)
    act(s, "play Buffer")
    assert card in s.deck and len(s.deck) == deck + 1 and s.held[0] == []


def test_empty_deck_compensation_also_on_an_explosion_and_counts_only_other_players_cards():
    s = fresh(players=3)
    cards = list(s.deck)
    s.held = [[(c, "blue") for c in cards[:4]], [(c, "blue") for c in cards[4:5]], [(c, "blue") for c in cards[5:]]]
    s.deck = []
    s.intuition = [0, 0, 4]
    pour(s, "B")
    force(s, "K")
    events = act(s, DRAW)
    if s.phase == "unstable":  # a held card could save the mixture: decline it
        events += act(s, "let it explode")
    assert "Exploded" in kinds(events) and "CardDrawn" not in kinds(events)
    assert s.bonus[0] == 2 * 3  # seat 2 holds the most among the others (3); seat 0's own 4 do not count
    assert s.current == 1


def test_empty_deck_compensation_at_most_once_per_turn():
    s = fresh()
    s.held[1] = [(c, "yellow") for c in s.deck]
    s.deck = []
    s.intuition[1] = 9
    pour(s, "B")
    pour(s, "B", flask=1)
    pour(s, "Y")
    pour(s, "Y", flask=2)
    act(s, "stop")
    assert s.bonus[0] == 16


# --- Turn order ----------------------------------------------------------------------------------------
def test_four_player_round_goes_lowest_score_first_with_ties_clockwise_from_the_passer():
    s = fresh(players=4)
    s.round, s.played, s.last_actor = 2, [], 3  # seat 3 finished round 1 and passes the cards
    s.intuition = [3, 1, 1, 0]
    order = []
    for _ in range(4):
        nxt = s.next_participant()
        order.append(nxt)
        s.played.append(nxt)
        s.last_actor = nxt
    assert order == [3, 1, 2, 0]


def test_turn_order_uses_the_scores_as_they_stand_when_the_cards_pass():
    s = fresh(players=3)
    s.round, s.played, s.last_actor = 2, [0], 0
    s.intuition = [9, 2, 3]
    assert s.next_participant() == 1
    s.intuition[1] = 7  # seat 1 ... had it scored first, seat 2 would now be the lowest
    assert s.next_participant() == 2


def test_a_tie_at_round_start_goes_clockwise_from_the_last_player_of_the_round_before():
    s = fresh(players=3)
    s.round, s.played, s.last_actor = 2, [], 1
    s.intuition = [0, 0, 0]
    assert s.next_participant() == 2


# --- Solo: the rulebook's Solo Gameplay --------------------------------------------------------------
def test_solo_is_set_up_as_a_two_player_game_and_only_the_player_draws_a_card():
    s = R.RULES.new_state(3, 1, {})
    assert [b[0] for b in s.beakers] == CONTENT.beaker_sets[2]
    assert s.current_player() == 0
    act(s, str(s.legal_actions()[0]))
    assert len(s.held[0]) == 1 and s.held[1] == [] and s.current == 0 and s.phase != "side"


def test_robot_takes_the_selected_chemical_and_the_next_two_at_the_fire_level():
    s = fresh(players=1)
    set_edge(s, "purple", "B", 0)  # fire 2 + 0 + 0
    fire = s.fire_level()
    assert fire == 2
    s.rng.rows.extend([row_for("B", fire), row_for_number(14)])
    act(s, DRAW)
    act(s, "pour blue into flask 1")
    robot = next(e for e in act(s, "stop") if isinstance(e, R.RobotResult))
    tubes = CONTENT.lab[fire]["tubes"]
    assert robot.numbers == (14, 15, 16) and robot.chemicals == tuple(tubes[n] for n in (14, 15, 16))


def test_robot_explosion_scores_nothing_and_draws_no_card():
    s = fresh(players=1, options={"robot": "easy"})
    s.robot_level = "easy"
    tubes = CONTENT.lab[1]["tubes"]
    number = next(n for n in sorted({number_of(r) for r in ALL_ROWS}) if n <= 22 and "K" in
                  (tubes[n], tubes[n + 1], tubes[n + 2]))
    deck = len(s.deck)
    s.rng.rows.extend([row_for("B", 1), row_for_number(number)])
    act(s, DRAW)
    act(s, "pour blue into flask 1")
    events = act(s, "stop")
    assert next(e for e in events if isinstance(e, R.RobotResult)).flasks == ("explode",)
    assert s.score_of(1) == 0 and s.held[1] == [] and len(s.deck) == deck


def test_solo_a_tie_is_a_loss_for_the_player():
    s = fresh(players=1)
    s.intuition = [5, 5]
    s.over = True
    assert s.winners() == [1]
    s.intuition = [6, 5]
    assert s.winners() == [0]


def test_in_multiplayer_a_tie_shares_the_victory():
    s = fresh(players=3)
    s.intuition = [5, 5, 2]
    s.over = True
    assert s.winners() == [0, 1]


# --- Error messages: a player understands why -----------------------------------------------------------
def test_illegal_actions_explain_themselves_and_change_nothing():
    s = fresh()
    give(s, 0, "Neutralize")
    cases = [(R.Stop(), "pour at least one chemical"),
             (R.Play(99, "Spare Flask"), "you do not hold Spare Flask")]
    pour(s, "B")
    force(s, "Y")
    act(s, DRAW)
    card = next(c for c, _ in s.held[0])
    cases += [(R.Pour("Y", 5), "flask 5 cannot take it: choose flask 1 or 2"),
              (R.Pour("R", 1), "the chemical to pour is yellow"),
              (R.Play(card, "Neutralize"), "Neutralize can only be played in the Unstable Mixture phase")]
    for probe, words in cases[2:]:
        before = snapshot(s)
        with pytest.raises(IllegalAction, match=words):
            s.apply(probe)
        assert snapshot(s) == before
    s2 = fresh()
    with pytest.raises(IllegalAction, match=cases[0][1]):
        s2.apply(cases[0][0])
    with pytest.raises(IllegalAction, match=cases[1][1]):
        s2.apply(cases[1][0])
