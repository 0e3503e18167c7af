"""Explosion in the Laboratory: every rule of the rulebook and every ruling of the brief."""
import pytest

from helpers.explosion import (ALL_ROWS, CONTENT, DRAW, act, force, fresh, give, kinds, number_of, pour, row_for,
                               row_for_number, set_edge)
from labdesk.engine.core import IllegalAction
from labdesk.games.explosion import rules as R
from labdesk.games.explosion.rules import RULES, colour, robot_flasks, row_number


# --- Mixing Guide ----------------------------------------------------------------------------------
@pytest.mark.parametrize("first,second,result", [
    ("B", "B", "double-blue"), ("B", "Y", "green"), ("B", "R", "purple"),
    ("Y", "Y", "double-yellow"), ("Y", "B", "green"), ("Y", "R", "orange"),
    ("R", "B", "purple"), ("R", "Y", "orange"),
])
def test_mixing_guide_stable_rows(first, second, result):
    s = fresh()
    pour(s, first)
    events = pour(s, second, flask=1)
    assert s.flasks == [[first, second]]
    assert s.observation(0)["flasks"][0]["result"] == result
    assert events[-1].result == result if isinstance(events[-1], R.Poured) else True


@pytest.mark.parametrize("first,second", [("R", "R"), ("B", "K"), ("Y", "K"), ("R", "K")])
def test_mixing_guide_unstable_rows(first, second):
    """Red + red and anything + black (not first) are Unstable Mixtures."""
    s = fresh()
    pour(s, first)
    force(s, second)
    events = act(s, DRAW)
    assert "UnstableMixture" in kinds(events) and "Exploded" in kinds(events)
    assert s.flasks == []


@pytest.mark.parametrize("compound_with", ["Y", "B"])
def test_second_red_inside_orange_or_purple_explodes(compound_with):
    s = fresh()
    pour(s, compound_with)
    pour(s, "R", flask=1)  # orange or purple: the red is inside it
    pour(s, "B")
    force(s, "R")
    events = act(s, DRAW)
    unstable = next(e for e in events if isinstance(e, R.UnstableMixture))
    assert unstable.reason == "second red"


def test_second_red_in_separate_flasks_explodes():
    s = fresh()
    pour(s, "R")
    pour(s, "B")
    force(s, "R")
    assert "Exploded" in kinds(act(s, DRAW))


def test_first_black_becomes_a_chosen_colour():
    s = fresh()
    force(s, "K")
    act(s, DRAW)
    assert sorted(str(a) for a in s.legal_actions()) == [
        "pour blue into flask 1", "pour red into flask 1", "pour yellow into flask 1"]
    events = act(s, "pour red into flask 1")
    assert s.flasks == [["R"]] and s.reds == 1
    assert events[0].source == "black"


def test_later_black_explodes_even_as_the_second_chemical():
    s = fresh()
    pour(s, "B")
    force(s, "K")
    events = act(s, DRAW)
    assert next(e for e in events if isinstance(e, R.UnstableMixture)).reason == "black"


def test_red_never_goes_onto_red():
    s = fresh()
    give(s, 0, "Buffer")
    pour(s, "B")
    act(s, "play Buffer")
    force(s, "R")
    act(s, DRAW)
    act(s, "pour red into flask 2")  # buffered: not counted
    assert s.reds == 0
    force(s, "R")
    act(s, DRAW)
    assert "pour red into flask 2" not in [str(a) for a in s.legal_actions()]  # red + red is not offered
    assert "pour red into flask 1" in [str(a) for a in s.legal_actions()]


# --- Selecting chemicals ---------------------------------------------------------------------------
def test_x_edges_pass_to_the_next_card_inwards():
    left_x = next(n for n, c in CONTENT.lab.items() if c["left"] is None)
    right_x = next(n for n, c in CONTENT.lab.items() if c["right"] is None)
    others = [n for n in range(1, 7) if n not in (left_x, right_x)]
    row = [left_x] + others + [right_x]
    lc, lv, rc, rv = row_number(CONTENT, row)
    assert (lc, lv) == (others[0], CONTENT.lab[others[0]]["left"])
    assert (rc, rv) == (others[-1], CONTENT.lab[others[-1]]["right"])
    plain = [others[0], left_x, right_x] + others[1:]  # no X at either end: the outer cards count
    lc, lv, rc, rv = row_number(CONTENT, plain)
    assert lc == others[0] and rc == others[-1]


def test_sum_of_outer_edges_is_read_on_the_fire_level_card():
    s = fresh()
    set_edge(s, "purple", "B", 0)  # fire 2
    set_edge(s, "green", "A", 2)  # fire 1
    set_edge(s, "orange", "A", 1)  # fire 1
    assert s.fire_level() == 4
    row = row_for_number(16)
    s.rng.rows.append(row)
    events = act(s, DRAW)
    seen = next(e for e in events if isinstance(e, R.ChemicalRevealed))
    assert seen.number == 16 == seen.left_value + seen.right_value
    assert seen.lab_card == 4 and seen.chemical == CONTENT.lab[4]["tubes"][16]
    assert next(e for e in events if isinstance(e, R.LabShuffled)).row == tuple(row)


def test_fire_level_counts_beaker_icons_and_is_clamped():
    s = fresh()
    assert s.base_fire_level() == 1 and s.fire_level() == 1
    for compound in ("purple", "green", "orange"):
        set_edge(s, compound, "B", 2)
    assert s.base_fire_level() == 6 and s.fire_level() == 6
    s.fire_shift = 3
    assert s.fire_level() == 6
    assert R.clamp_fire(0) == 1 and R.clamp_fire(9) == 6


# --- The push-your-luck loop ------------------------------------------------------------------------
def test_stop_needs_a_pour_and_draw_is_the_only_start():
    s = fresh()
    assert [str(a) for a in s.legal_actions()] == [DRAW]
    before = s.observation(0)
    with pytest.raises(IllegalAction):
        s.apply(R.Stop())
    assert s.observation(0) == before
    pour(s, "B")
    assert {str(a) for a in s.legal_actions()} == {DRAW, "stop"}


def test_illegal_pour_leaves_the_state_unchanged():
    s = fresh()
    force(s, "B")
    act(s, DRAW)
    before, snapshot = s.observation(0), s.clone().__dict__.keys()
    with pytest.raises(IllegalAction, match="flask"):
        s.apply(R.Pour("B", 3))
    with pytest.raises(IllegalAction):
        s.apply(R.Pour("Y", 1))
    assert s.observation(0) == before and s.clone().__dict__.keys() == snapshot


def test_three_full_flasks_force_a_stop():
    s = fresh()
    for flask in (1, 2, 3):
        pour(s, "B")
        events = pour(s, "Y", flask=flask)
    assert "Stopped" in kinds(events) and "FlaskScored" in kinds(events)
    assert s.current == 1  # scored and passed on


# --- Beaker scoring ----------------------------------------------------------------------------------
def test_scoring_pays_intuition_and_research_then_turns_the_beaker():
    s = fresh()
    green = s.beaker_for("green")
    research = s.edge(green).research
    pour(s, "B")
    pour(s, "Y", flask=1)
    pour(s, "B")
    events = act(s, "stop")
    assert s.intuition[0] == 1 and s.research[0] == research
    turned = next(e for e in events if isinstance(e, R.BeakerTurned))
    assert turned.compound == "green" and turned.reason == "scored" and green[2] == 1


def test_two_compounds_of_one_colour_both_score_then_the_beaker_turns_once():
    # the rulebook: score the bottom edge of the beaker you mixed, then "rotate any Beaker cards you score
    # one time": two green flasks both pay the green value, and the green beaker turns one time, after both
    s = fresh()
    green = s.beaker_for("green")
    value = s.edge(green).research
    for flask in (1, 2):
        pour(s, "B")
        pour(s, "Y", flask=flask)
    events = act(s, "stop")
    assert s.research[0] == 2 * value and green[2] == 1
    assert [e.beaker for e in events if isinstance(e, R.BeakerTurned)] == [green[0]]
    assert kinds(events).index("BeakerTurned") > max(i for i, k in enumerate(kinds(events)) if k == "FlaskScored")


def test_beaker_rotates_flips_at_the_icon_and_ends_at_x():
    s = fresh()
    b = s.beaker_for("orange")
    seen = []
    for _ in range(6):
        s._events = []
        s._turn(b, "test")
        seen.append(s._events[-1])
    assert [e.flipped for e in seen] == [False, False, True, False, False, False]
    assert [e.reached_x for e in seen] == [False] * 5 + [True]
    indices = [e.to_index for e in seen[:5]]
    assert indices == sorted(indices) and b == [b[0], "B", 3]


def test_reaching_x_ends_the_game_after_the_turn():
    s = fresh()
    set_edge(s, "green", "B", 2)
    pour(s, "B")
    pour(s, "Y", flask=1)
    events = act(s, "stop")
    assert s.is_over() and isinstance(events[-1], R.GameOver)
    assert s.winners() == [0] and s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply(R.Stop())


def test_round_end_turns_the_beaker_with_the_lowest_index():
    s = fresh(players=2)
    pour(s, "B")
    act(s, "stop")  # a half-filled flask scores nothing
    lowest = min(s.beakers, key=lambda b: s.edge(b).index)
    lowest_id = lowest[0]
    pour(s, "Y")
    events = act(s, "stop")
    ended = kinds(events).index("RoundEnded")
    turned = events[ended + 1]
    assert isinstance(turned, R.BeakerTurned) and turned.beaker == lowest_id and turned.reason == "round end"
    assert s.round == 2


def test_explosion_scores_nothing_but_earns_a_card_with_a_chosen_side():
    s = fresh()
    pour(s, "B")
    pour(s, "Y", flask=1)
    force(s, "K")
    events = act(s, DRAW)
    assert "Exploded" in kinds(events) and "CardDrawn" in kinds(events)
    assert s.phase == "side" and s.current_player() == 0
    assert len(s.legal_actions()) == 2
    act(s, str(s.legal_actions()[1]))
    assert s.score_of(0) == 0 and len(s.held[0]) == 1 and s.current == 1


# --- Process cards: earning ---------------------------------------------------------------------------
def test_double_blue_earns_a_blue_side_card():
    s = fresh()
    pour(s, "B")
    pour(s, "B", flask=1)
    events = act(s, "stop")
    chosen = next(e for e in events if isinstance(e, R.SideChosen))
    assert chosen.side == "blue" and s.held[0] == [(chosen.card, "blue")]


def test_only_one_card_per_turn_and_both_doubles_let_you_choose():
    s = fresh()
    pour(s, "B")
    pour(s, "B", flask=1)
    pour(s, "Y")
    pour(s, "Y", flask=2)
    events = act(s, "stop")
    assert kinds(events).count("CardDrawn") == 1
    assert s.phase == "side" and [a.side for a in s.legal_actions()] == ["blue", "yellow"]
    act(s, str(s.legal_actions()[1]))
    assert len(s.held[0]) == 1 and s.held[0][0][1] == "yellow"


def test_empty_deck_pays_twice_the_most_cards_to_a_player_who_is_not_leading():
    s = fresh()
    s.held[1] = [(c, "yellow") for c in s.deck]
    s.deck = []
    s.intuition[1] = 5
    pour(s, "B")
    pour(s, "B", flask=1)
    events = act(s, "stop")
    assert s.bonus[0] == 2 * 8 and s.score_of(0) == 1 + 16
    assert "CardDrawn" not in kinds(events)


@pytest.mark.parametrize("rival", [0, 1])  # tied or behind: seat 0 has the highest score
def test_empty_deck_pays_nothing_to_the_leader(rival):
    s = fresh()
    s.held[1] = [(c, "blue") for c in s.deck]
    s.deck = []
    s.intuition[1] = rival
    s.intuition[0] = 1
    pour(s, "Y")
    pour(s, "Y", flask=1)
    act(s, "stop")
    assert s.bonus[0] == 0


# --- Process cards: phases and effects ------------------------------------------------------------------
def _plays(s):
    return sorted({a.effect for a in s.legal_actions() if isinstance(a, R.Play)})


def test_cards_are_playable_only_in_their_phase():
    s = fresh()
    for effect in ("Distill", "Titrate", "Calibrate", "Neutralize"):
        give(s, 0, effect)
    s._events = []
    s._start_turn(0)
    assert s.phase == "planning" and _plays(s) == ["Distill"]
    act(s, "ready")
    assert s.phase == "mixing" and _plays(s) == ["Titrate"]
    pour(s, "R")
    pour(s, "B")
    force(s, "R")
    act(s, DRAW)
    assert s.phase == "unstable" and _plays(s) == ["Neutralize"]
    act(s, "play Neutralize")
    act(s, "stop")
    assert s.phase == "scoring" and _plays(s) == ["Calibrate"]


def test_neutralize_sets_the_cause_aside_and_returns_to_mixing():
    s = fresh()
    card = give(s, 0, "Neutralize")
    pour(s, "R")
    force(s, "K")
    act(s, DRAW)
    events = act(s, "play Neutralize")
    assert s.phase == "mixing" and s.flasks == [["R"]] and card in s.deck and not s.held[0]
    assert "ChemicalSetAside" in kinds(events)


def test_containment_pours_away_red_flasks_and_scores_the_rest():
    s = fresh()
    give(s, 0, "Containment")
    pour(s, "B")
    pour(s, "Y", flask=1)
    pour(s, "R")
    force(s, "K")
    act(s, DRAW)
    act(s, "play Containment")
    assert s.intuition[0] == 1 and s.research[0] > 0 and s.current == 1


def test_lab_notebook_pays_per_chemical_then_explodes():
    s = fresh()
    give(s, 0, "Lab Notebook")
    pour(s, "B")
    pour(s, "Y", flask=1)
    pour(s, "R")
    force(s, "R")
    act(s, DRAW)
    events = act(s, "play Lab Notebook")
    assert s.intuition[0] == 3 and "Exploded" in kinds(events)


def test_titrate_selects_two_and_keeps_one():
    s = fresh()
    give(s, 0, "Titrate")
    pour(s, "R")
    force(s, "R", "B")
    events = act(s, "play Titrate")
    assert kinds(events).count("ChemicalRevealed") == 2 and s.phase == "titrate"
    act(s, "keep chemical 2 (blue)")
    act(s, "pour blue into flask 1")
    assert s.flasks == [["R", "B"]]


def test_stock_bottle_pours_a_chosen_colour_without_selecting():
    s = fresh()
    give(s, 0, "Stock Bottle")
    pour(s, "B")
    events = act(s, "play Stock Bottle (yellow)")
    assert "LabShuffled" not in kinds(events)
    act(s, "pour yellow into flask 1")
    assert s.flasks == [["B", "Y"]]


def test_pipette_reselects_a_chemical():
    s = fresh()
    give(s, 0, "Pipette")
    force(s, "R", "B")
    act(s, DRAW)
    act(s, "play Pipette")
    assert s.pending == "B"


def test_fire_shift_cards_change_the_lab_card_within_1_to_6():
    s = fresh()
    give(s, 0, "Ice Bath")
    give(s, 0, "Bunsen Burner")
    s._start_turn(0)
    assert _plays(s) == ["Bunsen Burner"]  # already at fire 1: an Ice Bath would change nothing
    act(s, "play Bunsen Burner")
    assert s.fire_level() == 2 and _plays(s) == ["Ice Bath"]
    act(s, "ready")
    force(s, "B", fire=2)
    events = act(s, DRAW)
    assert next(e for e in events if isinstance(e, R.ChemicalRevealed)).lab_card == 2


def test_any_player_may_play_hypothesis_on_the_player_about_to_mix():
    s = fresh(players=3)
    give(s, 2, "Hypothesis")
    s._start_turn(0)
    assert s.phase == "planning" and s.current_player() == 2
    events = act(s, "play Hypothesis (red)")
    assert s.flasks == [["R"]] and s.reds == 1 and s.phase == "mixing" and s.current_player() == 0
    assert events[1].target == 0 and "on" in events[1].describe(["A", "B", "C"])
    assert [str(a) for a in s.legal_actions()] == [DRAW]  # still must select at least once


def test_self_only_planning_cards_are_not_offered_on_other_turns():
    s = fresh(players=2)
    give(s, 1, "Distill")
    give(s, 1, "Spare Flask")
    s._start_turn(0)
    assert s.phase == "mixing"


def test_distill_pays_when_the_named_mixture_is_made():
    s = fresh()
    give(s, 0, "Distill")
    s._start_turn(0)
    act(s, "play Distill (green)")
    act(s, "ready") if s.phase == "planning" else None
    pour(s, "B")
    pour(s, "Y", flask=1)
    events = act(s, "stop")
    assert any(isinstance(e, R.PointsGained) and "Distill" in e.reason for e in events)
    assert s.intuition[0] == 2


def test_spare_flask_allows_a_fourth_flask():
    s = fresh()
    give(s, 0, "Spare Flask")
    s._start_turn(0)
    act(s, "play Spare Flask")
    for _ in range(4):
        pour(s, "B")
    assert len(s.flasks) == 4


def test_assay_guess_and_calibrate_and_bonus_cards_in_scoring():
    s = fresh()
    for effect in ("Assay", "Calibrate", "Peer Review", "Tidy Bench"):
        give(s, 0, effect)
    pour(s, "B")
    pour(s, "Y", flask=1)
    pour(s, "R")
    act(s, "stop")
    assert s.phase == "scoring"
    force(s, "B")
    act(s, "play Assay (blue)")
    assert s.intuition[0] == 1
    green = s.beaker_for("green")
    act(s, "play Calibrate (green)")
    assert green[2] == 1
    act(s, "play Peer Review")
    act(s, "play Tidy Bench")
    assert s.intuition[0] == 3
    next_research = CONTENT.beakers[green[0]].sides["A"][1].research
    act(s, "score")
    assert s.research[0] == next_research and s.intuition[0] == 4


def test_buffer_makes_the_next_red_not_count():
    s = fresh()
    give(s, 0, "Buffer")
    pour(s, "R")
    act(s, "play Buffer")
    force(s, "R")
    act(s, DRAW)
    assert s.phase == "pour"


# --- Turn order ---------------------------------------------------------------------------------------
def test_turn_order_by_lowest_score_with_ties_clockwise():
    s = fresh(players=3)
    s.round, s.played, s.last_actor = 2, [], 2
    s.intuition = [5, 2, 2]
    assert s.next_participant() == 1  # tied with seat 2, who passes the cards on
    s.played, s.last_actor = [1], 1
    assert s.next_participant() == 2
    s.intuition = [2, 2, 2]
    s.played, s.last_actor = [], 0
    assert s.next_participant() == 1


def test_first_round_is_clockwise_and_later_rounds_start_with_the_lowest_score():
    s = fresh(players=3)
    order = []
    for chem in ("B", "B", "B"):
        order.append(s.current)
        pour(s, chem)
        if s.current == 1:
            pour(s, "Y", flask=1)  # seat 1 makes green and leads
        act(s, "stop")
    assert order == [0, 1, 2] and s.round == 2
    assert s.current == 0  # 0 and 2 tied on 0; seat 2 passed last, so seat 0 is next clockwise
    assert s.observation(0)["turn_order"] == [0, 2, 1]


# --- Solo: the Robot ----------------------------------------------------------------------------------
def test_solo_robot_plays_inside_apply_with_wrap_around():
    s = fresh(players=1)
    assert s.players == 2 and s.solo
    s.rng.rows.append(row_for("B", 1))
    s.rng.rows.append(row_for_number(23))
    act(s, DRAW)
    act(s, "pour blue into flask 1")
    events = act(s, "stop")
    robot = next(e for e in events if isinstance(e, R.RobotResult))
    assert robot.numbers == (23, 24, 2)  # the rulebook: after 23 or 24 come 'the first chemicals (2, 3)'
    tubes = CONTENT.lab[1]["tubes"]
    assert robot.chemicals == tuple(tubes[n] for n in (23, 24, 2))
    assert s.current_player() == 0 and s.round == 2


def test_robot_wraps_from_24():
    s = fresh(players=1)
    s.rng.rows.extend([row_for("B", 1), row_for_number(24)])
    act(s, DRAW)
    act(s, "pour blue into flask 1")
    robot = next(e for e in act(s, "stop") if isinstance(e, R.RobotResult))
    assert robot.numbers == (24, 2, 3)


@pytest.mark.parametrize("level,chems,result", [
    ("normal", "KKB", None), ("normal", "RRY", None), ("normal", "RBY", ["purple"]),
    ("normal", "BYK", ["green"]), ("normal", "BBY", ["green"]), ("normal", "BBB", ["any"]),
    ("normal", "YRK", ["orange"]), ("easy", "KBY", None), ("easy", "BYY", ["green"]),
    ("hard", "RRB", ["purple"]), ("hard", "RRR", None), ("hard", "RBY", ["purple", "any"]),
    ("hard", "KBK", None),
])
def test_robot_table(level, chems, result):
    assert robot_flasks(CONTENT.robot["difficulties"][level], chems) == result


def test_robot_scores_compounds_from_beakers_and_turns_them():
    s = fresh(players=1)
    s.robot_level = "normal"
    # find a number whose three chemicals on card 1 make green for the normal Robot
    tubes = CONTENT.lab[1]["tubes"]
    table = CONTENT.robot["difficulties"]["normal"]
    number = next(n for n in range(2, 23) if n in {number_of(r) for r in ALL_ROWS}
                  and robot_flasks(table, [tubes[n + k] for k in range(3)]) == ["green"])
    s.rng.rows.extend([row_for("B", 1), row_for_number(number)])
    green = s.beaker_for("green")
    research = s.edge(green).research
    act(s, DRAW)
    act(s, "pour blue into flask 1")
    act(s, "stop")
    assert s.score_of(1) == 1 + research and green[2] >= 1


def test_solo_lower_score_starts_later_rounds_and_the_robot_can_win():
    s = fresh(players=1, options={"robot": "hard"})
    assert s.robot_level == "hard"
    s.intuition[0] = 50
    s.rng.rows.extend([row_for("B", 1), row_for_number(16)])
    act(s, DRAW)
    act(s, "pour blue into flask 1")
    act(s, "stop")
    # the Robot (lower score) would start round 2: its turn has run already, the player is up
    assert s.round == 2 and s.played == [1] and s.current == 0
    s.intuition[0] = 0
    s.research[1] = 5
    for b in s.beakers:
        b[1], b[2] = "B", 2
    s.rng.rows.append(row_for("B", 6))
    act(s, DRAW)
    act(s, "pour blue into flask 1")
    s.beakers[0][1:] = ["B", 3]  # force X for the end of this turn
    act(s, "stop")
    assert s.is_over() and s.winners() == [1]


def test_the_robot_option_alone_chooses_the_robot_level():
    assert RULES.new_state(1, 1, {}).robot_level == "normal"
    assert RULES.new_state(1, 1, {"robot": "easy"}).robot_level == "easy"
    assert RULES.new_state(1, 1, {"variant": "standard", "robot": "hard"}).robot_level == "hard"
    assert [v.name for v in RULES.spec.variants] == ["standard"]  # one control for the difficulty: no robot variants
    assert RULES.spec.option("robot").choices == ("easy", "normal", "hard")
    with pytest.raises(ValueError, match="brutal"):
        RULES.new_state(1, 1, {"robot": "brutal"})
    with pytest.raises(ValueError, match="robot"):
        RULES.new_state(1, 1, {"variant": "robot-easy"})
    for players in (2, 3, 4):  # the Robot only plays solo: asking for it at 2-4 players is an error
        with pytest.raises(ValueError, match="solo"):
            RULES.new_state(1, players, {"robot": "hard"})
        assert RULES.new_state(1, players, {}).robot_level == "normal"
    with pytest.raises(ValueError):
        RULES.new_state(1, 5, {})


# --- Setup, observation, determinize --------------------------------------------------------------------
def test_setup_each_player_draws_one_card_and_chooses_its_side():
    s = RULES.new_state(3, 3, {})
    for seat in range(3):
        assert s.phase == "side" and s.current_player() == seat
        act(s, str(s.legal_actions()[seat % 2]))
    assert [len(h) for h in s.held] == [1, 1, 1] and len(s.deck) == 5
    assert [b[0] for b in s.beakers] == CONTENT.beaker_sets[3]
    assert all(s.edge(b).index == min(e.index for e in CONTENT.beakers[b[0]].sides["A"][:3]) for b in s.beakers)


def test_observation_is_json_and_describes_are_third_person():
    import json

    s = RULES.new_state(5, 1, {})
    from labdesk.engine.core import Rng

    rng = Rng(2)
    lines = []
    while not s.is_over():
        acts = s.legal_actions()
        assert len({str(a) for a in acts}) == len(acts)
        for e in s.apply(acts[rng.randrange(len(acts))]):
            line = e.describe(["Ana"])
            assert "you" not in line.lower().split()
            lines.append(line)
        json.dumps(s.observation(0))
        json.dumps(s.observation(None))
    assert any("Robot" in line for line in lines)


def test_a_red_with_only_a_red_flask_left_is_red_plus_red():
    s = fresh()
    give(s, 0, "Buffer")
    act(s, "play Buffer")
    pour(s, "R")  # buffered: not counted
    for flask in (2, 3):
        pour(s, "B")
        pour(s, "Y", flask=flask)
    assert s.reds == 0 and s.pour_targets("R") == []
    force(s, "R")
    events = act(s, DRAW)
    assert next(e for e in events if isinstance(e, R.UnstableMixture)).reason == "red + red"


# --- the rulebook's worked examples ---------------------------------------------------------------------
def test_example_sum_five_at_fire_three_is_the_yellow_tube_of_lab_card_3():
    s = fresh()
    set_edge(s, "purple", "A", 1)  # fire 1
    set_edge(s, "green", "A", 2)  # fire 1
    set_edge(s, "orange", "A", 1)  # fire 1
    assert s.fire_level() == 3
    s.rng.rows.append(row_for_number(5))
    seen = next(e for e in act(s, DRAW) if isinstance(e, R.ChemicalRevealed))
    assert (seen.number, seen.lab_card, seen.chemical) == (5, 3, "Y")


@pytest.mark.parametrize("second,mixed", [("Y", "double-yellow"), ("B", "green")])
def test_example_second_chemical_new_flask_or_the_same_one(second, mixed):
    s = fresh()
    pour(s, "Y")
    force(s, second)
    act(s, DRAW)
    name = colour(second)
    assert sorted(str(a) for a in s.legal_actions()) == [f"pour {name} into flask 1", f"pour {name} into flask 2"]
    act(s, f"pour {name} into flask 1")
    assert s.observation(0)["flasks"][0]["result"] == mixed


def test_the_observation_names_the_mix_of_every_open_pour_and_nothing_hidden():
    """The board labels a pour with the mix it makes: the observation lists one entry per legal pour,
    the same flask and chemical, with the result the flask will hold; only the public table goes in."""
    s = fresh()
    pour(s, "B")
    force(s, "Y")
    act(s, DRAW)
    obs = s.observation(0)
    pours = [a for a in s.legal_actions() if isinstance(a, R.Pour)]
    assert [(p["flask"], p["chemical"]) for p in obs["pour_results"]] == [(a.flask, a.chemical) for a in pours]
    assert {p["flask"]: p["result"] for p in obs["pour_results"]} == {1: R.mix_result(CONTENT, ["B", "Y"]), 2: "half"}
    # what the entries are made of is already on the table: the flasks and the selected chemical
    assert obs["pending"] == "Y" and obs["flasks"][0]["chemicals"] == ["B"]
    hidden = s.clone()
    hidden.deck.reverse()
    hidden.rng = type(s.rng)(99)
    assert hidden.observation(0)["pour_results"] == obs["pour_results"]
    act(s, "pour yellow into flask 1")
    assert s.observation(0)["pour_results"] == []  # nothing to pour: nothing listed


def test_a_turned_beaker_event_names_the_edge_the_observation_then_shows():
    """The board relabels a turning beaker from the event: its side and edge, read through the same
    beaker_view the observation uses, agree with the observation after the action."""
    from labdesk.engine.core import Rng

    s = RULES.new_state(4, 2, {})
    rng, turned = Rng(4), 0
    while not s.is_over() and turned < 40:
        acts = s.legal_actions()
        events = s.apply(acts[rng.randrange(len(acts))])
        shown = {b["id"]: b for b in s.observation(0)["beakers"]}
        last = {e.beaker: e for e in events if isinstance(e, R.BeakerTurned)}
        for bid, e in last.items():
            assert R.beaker_view(CONTENT, bid, e.side, e.edge) == shown[bid]
            assert shown[bid]["index"] == e.to_index or e.reached_x
            turned += 1
    assert turned > 0
