"""Lab Chaos rules audit: rulebook facts, brief rulings and card rulings that the other test files
did not pin down, each asserted as the rulebook (or the ruling) states it. Tests here that fixed a
bug say so."""
from __future__ import annotations

import pytest

from labdesk.engine.core import IllegalAction
from labdesk.games.lab_chaos import content
from labdesk.games.lab_chaos.rules import DrawCard, LabChaosState, PlayCard
from helpers.lab_chaos import by_text, snapshot, table

DECK = content.load()


def put_on_table(state, card_id):
    """Lay a real End or lasting card on the table (taken from wherever the set-up left it)."""
    for pile in (state.draw_pile, state.discard):
        if card_id in pile:
            pile.remove(card_id)
    op = DECK[card_id].effect[0]
    if op["op"] == "set_end":
        state.end_card, state.end_cond = card_id, op["win"]
    else:
        state.lasting_card, state.lasting_rule = card_id, op["rule"]
    state.check_invariants()


# --- lasting cards that wait for a symbol (bug fixed: the card's own effect let it escape) ---------
def test_a_robot_that_sweeps_the_camera_away_is_still_caught_by_it():
    state = table(DECK, [["cleaning-robot", "coffee-spill", "eureka", "tea-break"], ["nobel", "overtime"],
                         ["quorum", "stampede"]])
    put_on_table(state, "surveillance-camera")
    by_text(state, "play cleaning-robot")
    by_text(state, "discard eureka")  # the robot's own discard
    # "until someone plays a robot card: that player draws two cards" -- the cleaning robot is one
    assert state.lasting_card is None and "surveillance-camera" in state.discard
    assert len(state.hands[0]) == 2 + 2


def test_a_dino_lasting_card_that_replaces_the_raptor_still_catches_it():
    state = table(DECK, [["hibernation", "coffee-spill", "eureka", "tea-break"], ["nobel", "overtime"],
                         ["quorum", "stampede"]])
    put_on_table(state, "raptor-loose")
    by_text(state, "play hibernation")
    assert state.lasting_card == "hibernation" and "raptor-loose" in state.discard
    assert state.pending and state.pending["kind"] == "discard" and state.pending["seat"] == 0
    by_text(state, "discard eureka")
    by_text(state, "discard tea-break")
    assert state.hands[0] == ["coffee-spill"]


# --- refusals a player can read, leaving the state untouched ---------------------------------------
def refused(state, action):
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert snapshot(state) == before
    return str(err.value)


def test_a_robo_card_refusal_says_which_condition_fails():
    state = table(DECK, [["low-battery", "coffee-spill", "eureka", "tea-break"], ["nobel", "overtime"],
                         ["quorum", "stampede"]])
    words = refused(state, PlayCard("low-battery"))
    assert words == ("“Low Battery” cannot be played now: play only if you hold three cards or fewer, "
                     "this one included.")


def test_a_lasting_card_refusal_names_the_card_and_what_it_allows():
    state = table(DECK, [["tail-swipe", "eureka", "coffee-spill"], ["nobel", "overtime"], ["quorum", "stampede"]])
    put_on_table(state, "staff-meeting")
    assert refused(state, PlayCard("tail-swipe")) == \
        "“Staff Meeting” on the table allows only scientist cards to be played"
    state.lasting_card = None
    state.lasting_rule = None
    state.discard.append("staff-meeting")
    put_on_table(state, "quiet-hours")
    assert refused(state, PlayCard("eureka")) == "“Quiet Hours” on the table forbids playing cards numbered 7 or more"
    assert refused(state, DrawCard()) == "you have a playable card: you must play one"


def test_the_discard_prompt_reads_naturally():
    state = table(DECK, [["budget-cut", "eureka", "peer-review", "coffee-spill"], ["nobel", "overtime"],
                         ["quorum", "stampede"]])
    by_text(state, "play budget-cut")
    assert state.observation(0)["pending"]["prompt"] == "Discard a card numbered 7 or more."


# --- table rules of the rulebook -------------------------------------------------------------------
def test_an_end_card_and_a_lasting_card_never_replace_each_other():
    # "an End card can only be replaced by another End card; the other lasting cards replace each other"
    state = table(DECK, [["quiet-hours", "eureka", "coffee-spill"], ["pure-science", "overtime", "nobel"],
                         ["stampede", "tail-swipe"]])
    put_on_table(state, "quorum")
    by_text(state, "play quiet-hours")
    assert (state.end_card, state.lasting_card) == ("quorum", "quiet-hours")
    by_text(state, "play pure-science")
    assert (state.end_card, state.lasting_card) == ("pure-science", "quiet-hours")
    assert "quorum" in state.discard


def test_instants_in_reaction_ignore_a_lasting_card_that_limits_plays():
    # Staff Meeting allows only scientists, yet Dizzy Spell (a dino instant) answers a reversal
    state = table(DECK, [["wrong-turn", "eureka", "coffee-spill"], ["dizzy-spell", "overtime", "nobel"],
                         ["stampede", "tail-swipe"]])
    put_on_table(state, "staff-meeting")
    state.lasting_rule = {"kind": "only_play", "filter": {"family": "dino"}}  # let the dino be played
    by_text(state, "play wrong-turn")
    state.lasting_rule = DECK["staff-meeting"].effect[0]["rule"]
    assert state.pending["kind"] == "react" and state.pending["seat"] == 1
    by_text(state, "react dizzy-spell")
    assert "dizzy-spell" not in state.hands[1]


def test_giving_taking_and_swapping_never_target_yourself():
    state = table(DECK, [["fossil-swap", "eureka", "coffee-spill"], ["overtime", "nobel"], ["stampede"],
                         ["tail-swipe", "quorum"]])
    by_text(state, "play fossil-swap")
    assert state.pending["kind"] == "choose_player" and 0 not in state.pending["options"]
    state = table(DECK, [["sample-mixup", "eureka", "coffee-spill"], ["overtime", "nobel"], ["stampede"]])
    by_text(state, "play sample-mixup")
    assert sorted(state.pending["options"]) == [1, 2]


# --- card rulings, played as the card's own ruling says --------------------------------------------
def test_peer_review_may_make_yourself_draw_three():
    state = table(DECK, [["peer-review", "eureka"], ["overtime", "nobel"], ["stampede"]])
    by_text(state, "play peer-review")
    assert 0 in state.pending["options"]
    by_text(state, "choose seat 1")
    assert len(state.hands[0]) == 4


def test_spring_cleaning_on_a_tie_you_pick_among_the_tied_yourself_included():
    state = table(DECK, [["spring-cleaning", "eureka", "coffee-spill", "nobel"], ["overtime", "quorum", "stampede"],
                         ["tail-swipe"]])
    by_text(state, "play spring-cleaning")
    assert sorted(state.pending["options"]) == [0, 1]


def test_grant_rejected_counts_hands_after_the_card_left_yours():
    state = table(DECK, [["grant-rejected", "eureka"], ["overtime", "nobel"], ["stampede", "quorum"]])
    by_text(state, "play grant-rejected")  # 1 card left: you alone hold the fewest
    assert len(state.hands[0]) == 3 and state.pending is None


def test_overtime_may_discard_the_card_just_drawn():
    state = table(DECK, [["overtime", "eureka", "nobel"], ["coffee-spill"], ["stampede"]], draw=["quorum"])
    by_text(state, "play overtime")
    assert "discard quorum" in [str(a) for a in state.legal_actions()]


def test_budget_cut_players_without_a_high_card_discard_nothing_you_included():
    state = table(DECK, [["budget-cut", "coffee-spill", "tail-swipe"], ["eureka", "overtime"], ["stampede", "quorum"]])
    by_text(state, "play budget-cut")
    assert state.hands == [["coffee-spill", "tail-swipe"], ["overtime"], ["stampede", "quorum"]]


def test_bless_you_answers_your_own_big_draw_but_not_a_draw_of_two():
    state = table(DECK, [["peer-review", "bless-you", "eureka"], ["overtime", "nobel"], ["stampede"]])
    by_text(state, "play peer-review")
    by_text(state, "choose seat 1")
    assert state.pending["kind"] == "react" and state.pending["seat"] == 0
    state = table(DECK, [["intern-day", "eureka"], ["overtime", "nobel"], ["bless-you", "stampede"]])
    by_text(state, "play intern-day")  # the next player draws two: not enough
    assert state.pending is None and state.turn == 1


def test_ringtone_answers_a_replacement_not_the_first_end_card():
    state = table(DECK, [["quorum", "eureka", "nobel"], ["pure-science", "overtime"], ["ringtone", "stampede"]])
    by_text(state, "play quorum")
    assert state.pending is None and state.turn == 1
    by_text(state, "play pure-science")
    assert state.pending["kind"] == "react" and state.pending["seat"] == 2


def test_laughing_fit_answers_the_first_end_card_and_every_replacement():
    state = table(DECK, [["quorum", "eureka", "nobel"], ["pure-science", "overtime"],
                         ["laughing-fit", "stampede", "tail-swipe"]])
    by_text(state, "play quorum")
    assert state.pending["kind"] == "react" and state.pending["seat"] == 2
    by_text(state, "pass")
    by_text(state, "play pure-science")
    assert state.pending["kind"] == "react" and state.pending["seat"] == 2


def test_bad_hair_day_makes_you_draw_too():
    state = table(DECK, [["bad-hair-day", "eureka", "nobel", "coffee-spill"], ["overtime"], ["stampede"]])
    by_text(state, "play bad-hair-day")
    assert [len(h) for h in state.hands] == [4, 2, 2] and state.pending["kind"] == "discard"


def test_overqualified_with_no_eight_or_nine_does_nothing():
    state = table(DECK, [["overqualified", "coffee-spill", "tail-swipe"], ["overtime"], ["stampede"]])
    assert "overqualified" in state.playable(0)
    by_text(state, "play overqualified")
    assert state.hands[0] == ["coffee-spill", "tail-swipe"]


def test_retraction_with_no_end_card_only_draws():
    state = table(DECK, [["retraction", "coffee-spill", "tail-swipe"], ["overtime"], ["stampede"]])
    by_text(state, "play retraction")
    assert state.pending is None and state.end_card is None
    assert len(state.hands[0]) == 3 and len(state.hands[1]) == 2  # you and the next player drew one each


def test_under_the_microscope_on_a_tie_asks_once_to_show_and_once_to_draw():
    state = table(DECK, [["under-microscope", "eureka", "nobel"], ["overtime", "quorum"], ["stampede", "tail-swipe"]])
    by_text(state, "play under-microscope")
    assert sorted(state.pending["options"]) == [0, 1, 2] and state.pending["op"] == "reveal"
    by_text(state, "choose seat 3")
    assert state.pending["op"] == "draw"
    by_text(state, "choose seat 2")
    assert "2" in state.observation(1)["revealed"] and len(state.hands[1]) == 3


def test_shared_fridge_with_one_card_left_gives_that_one():
    state = table(DECK, [["shared-fridge", "eureka"], ["overtime"], ["stampede"]])
    by_text(state, "play shared-fridge")
    assert state.is_over() or state.hands[1] == ["overtime", "eureka"]
    assert state.is_over()  # and giving your last card away on your turn empties your hand: a win


def test_statistically_significant_sums_without_itself():
    # 9 + 9 + 2 = 20 without the card (a 5): discard two
    state = table(DECK, [["significant", "eureka", "tenure-track", "budget-cut"], ["overtime"], ["stampede"]])
    by_text(state, "play significant")
    assert state.pending["kind"] == "discard" and state.pending["n"] == 2


def test_nobel_counts_bald_and_haired_as_two_symbols_but_not_itself():
    # without Nobel (haired): bald + dino = 2 symbols: nothing happens
    state = table(DECK, [["nobel", "eureka", "tail-swipe"], ["overtime"], ["stampede"]])
    by_text(state, "play nobel")
    assert state.hands[0] == ["eureka", "tail-swipe"] and state.turn == 1
    # bald + haired + dino = 3 symbols: discard two
    state = table(DECK, [["nobel", "eureka", "centrifuge", "tail-swipe"], ["coffee-spill"], ["stampede"]])
    by_text(state, "play nobel")
    assert state.pending["kind"] == "discard" and state.pending["n"] == 2


def test_odd_couple_a_zero_spoils_the_pair():
    state = table(DECK, [["odd-couple", "eureka", "tail-swipe", "coffee-spill", "mighty-roar"], ["overtime"],
                         ["stampede"]])  # 9, 1, 5 and 5
    by_text(state, "play odd-couple")
    assert state.is_over() and state.results[-1][0] == 0
    state = table(DECK, [["odd-couple", "eureka", "tail-swipe", "coffee-spill", "time-warp"], ["overtime"],
                         ["stampede"]])  # 9, 1, 5 and 0
    by_text(state, "play odd-couple")
    assert not state.is_over()


def test_pure_science_no_win_with_fewer_than_three_cards_not_even_empty():
    state = table(DECK, [["coffee-spill", "tail-swipe"], ["overtime"], ["stampede"]])
    put_on_table(state, "pure-science")
    by_text(state, "play coffee-spill")  # discards the last card
    assert state.hands[0] == [] and not state.is_over()


def test_rounding_error_answers_a_new_end_card_by_sending_it_to_the_discard_pile():
    state = table(DECK, [["quorum", "eureka", "nobel"], ["overtime", "stampede"],
                         ["rounding-error", "tail-swipe"]], draw=["coffee-spill", "bless-you"])
    by_text(state, "play quorum")
    assert state.pending["kind"] == "react" and state.pending["seat"] == 2
    by_text(state, "react rounding-error")
    assert state.end_card is None and "quorum" in state.discard
    assert state.hands[2] == ["tail-swipe", "coffee-spill"]  # its player drew one


def test_rounding_error_as_a_turn_card_clears_the_end_card_and_never_wins_at_once():
    state = table(DECK, [["rounding-error"], ["overtime"], ["stampede"]], draw=["coffee-spill"])
    put_on_table(state, "odd-couple")
    by_text(state, "play rounding-error")  # the draw comes first, so the hand is never empty
    assert state.end_card is None and state.hands[0] == ["coffee-spill"] and not state.is_over()


def test_tail_swipe_at_three_players_the_player_before_you_goes_next():
    state = table(DECK, [["tail-swipe", "eureka"], ["overtime"], ["stampede"]])
    by_text(state, "play tail-swipe")
    assert state.turn == 2


def test_mighty_roar_at_three_players_comes_straight_back_to_you():
    state = table(DECK, [["mighty-roar", "eureka", "nobel"], ["overtime"], ["stampede"]])
    by_text(state, "play mighty-roar")
    assert state.turn == 0 and state.current_player() == 0


def test_time_warp_passes_hands_back_and_keeps_the_direction():
    state = table(DECK, [["time-warp", "eureka"], ["overtime", "nobel"], ["stampede", "quorum", "tail-swipe"]])
    by_text(state, "play time-warp")
    assert state.direction == 1
    assert state.hands == [["overtime", "nobel"], ["stampede", "quorum", "tail-swipe"], ["eureka"]]


def test_dino_disco_extra_turn_first_then_the_new_direction():
    state = table(DECK, [["dino-disco", "eureka", "nobel"], ["overtime"], ["stampede"]])
    by_text(state, "play dino-disco")
    assert state.turn == 0
    by_text(state, "play nobel")
    assert state.turn == 2


def test_herd_instinct_an_instant_out_of_turn_is_no_dino():
    # seat 2 played a scientist on its turn, then a dino instant in reaction: no extra turn for seat 0
    state = table(DECK, [["herd-instinct", "eureka", "tail-swipe"], ["overtime", "nobel"], ["stampede", "quorum"]])
    state.last_turn_card[2] = "coffee-spill"
    by_text(state, "play herd-instinct")
    assert state.skips == 0 and state.turn == 2  # the next player was skipped instead
    state = table(DECK, [["herd-instinct", "eureka", "tail-swipe"], ["overtime", "nobel"], ["stampede", "quorum"]])
    state.last_turn_card[2] = "tar-pit"
    by_text(state, "play herd-instinct")
    assert state.turn == 0


def test_popped_out_answers_a_double_skip_once():
    state = table(DECK, [["mighty-roar", "eureka", "nobel"], ["popped-out", "tail-swipe", "stampede"],
                         ["overtime"], ["quorum"]])
    by_text(state, "play mighty-roar")
    assert state.pending["kind"] == "react"
    by_text(state, "react popped-out")
    assert state.hands[1] == [] and state.pending is None  # both dinos gone, no second window


def test_robot_allergy_sneezes_before_the_robot_card_works():
    state = table(DECK, [["low-battery", "eureka"], ["robot-allergy", "overtime"], ["stampede"]])
    by_text(state, "play low-battery")
    assert state.pending["kind"] == "react" and len(state.hands[1]) == 2  # nothing drawn yet
    by_text(state, "react robot-allergy")
    assert len(state.hands[1]) == 0 + 2  # discarded overtime, then Low Battery's two cards


def test_robot_union_drops_robots_whatever_their_conditions():
    state = table(DECK, [["robot-union", "ring-scanner", "overflow-valve", "eureka"], ["overtime"], ["stampede"]])
    by_text(state, "play robot-union")
    assert state.hands[0] == ["eureka"]


def test_robo_cards_count_themselves_low_battery_odd_and_even_robot():
    state = table(DECK, [["low-battery", "eureka", "nobel"], ["overtime"], ["stampede"]])
    assert "low-battery" in state.playable(0)  # three cards, this one included
    state = table(DECK, [["odd-robot", "tail-swipe", "coffee-spill", "bless-you"], ["overtime"], ["stampede"]])
    assert "odd-robot" in state.playable(0)  # 7, 1, 5, 5
    state = table(DECK, [["even-robot", "time-warp", "budget-cut", "quorum"], ["overtime"], ["stampede"]])
    assert "even-robot" in state.playable(0)  # 0, 0, 2, 2


def test_scrap_collector_needs_a_real_zero_beside_it():
    state = table(DECK, [["scrap-collector", "tail-swipe", "budget-cut"], ["overtime"], ["stampede"]])
    assert "scrap-collector" not in state.playable(0)
    state = table(DECK, [["scrap-collector", "time-warp", "budget-cut", "eureka"], ["overtime"], ["stampede"]])
    by_text(state, "play scrap-collector")
    assert state.hands[0] == ["eureka"]


def test_system_override_only_clears_an_end_card_and_skips_the_next_player():
    state = table(DECK, [["system-override", "ring-scanner"], ["overtime"], ["stampede"]])
    assert "system-override" not in state.playable(0)
    put_on_table(state, "quorum")
    by_text(state, "play system-override")
    assert not state.is_over() and state.end_card is None and "quorum" in state.discard
    assert len(state.hands[0]) == 2 and state.turn == 2  # drew one; the next player was skipped
    state = table(DECK, [["system-override"], ["overtime"], ["stampede"]])
    put_on_table(state, "quorum")
    by_text(state, "play system-override")
    assert not state.is_over() and len(state.hands[0]) == 1  # the draw comes first: no win at once


def test_recycling_unit_you_may_pick_yourself_when_you_hold_the_most():
    state = table(DECK, [["recycling-unit", "eureka", "nobel", "coffee-spill"], ["overtime", "quorum", "tail-swipe"],
                         ["stampede"]])
    state.discard += state.draw_pile[:-30]
    state.draw_pile = state.draw_pile[-30:]
    by_text(state, "play recycling-unit")
    assert sorted(state.pending["options"]) == [0, 1]


def test_gyroscope_only_against_the_starting_direction():
    state = table(DECK, [["gyroscope", "eureka", "nobel"], ["overtime"], ["stampede"]])
    assert "gyroscope" not in state.playable(0)
    state.direction = -1
    by_text(state, "play gyroscope")
    assert state.direction == 1


def test_meteor_shower_nobody_wins_outside_their_own_turn():
    state = table(DECK, [["meteor-shower", "eureka", "nobel"], [], ["overtime"]])
    by_text(state, "play meteor-shower")
    assert not state.is_over() and state.hands == [["overtime"], ["eureka", "nobel"], []]


def test_meteor_shower_handing_you_an_empty_hand_on_your_turn_wins():
    state = table(DECK, [["meteor-shower", "eureka", "nobel"], ["overtime"], []])
    by_text(state, "play meteor-shower")
    assert state.is_over() and state.results[-1][0] == 0


def test_fossil_swap_with_an_empty_hand_wins():
    state = table(DECK, [["fossil-swap", "eureka"], [], ["overtime"]])
    by_text(state, "play fossil-swap")
    by_text(state, "choose seat 2")
    assert state.is_over() and state.results[-1][0] == 0


# --- the in-app rules page -------------------------------------------------------------------------
def _deck_uses(word: str) -> bool:
    return word in repr([(c.effect, c.condition) for c in DECK.cards.values()])


def test_the_rules_page_explains_no_mechanic_the_deck_does_not_have():
    from labdesk import games

    page = games.rules_text("lab-chaos")
    for mechanic, words in (("each_other_chooses", "Each other player chooses"),
                            ("draw_each_turn", "draw at the start of"),
                            ("'random': False", "hand over")):
        if not _deck_uses(mechanic):
            assert words.lower() not in page.lower(), words


def test_the_rules_page_covers_the_rulings_the_deck_relies_on():
    from labdesk import games

    page = games.rules_text("lab-chaos")
    for words in ("robot card itself is still in your hand", "discard pile except its top card",
                  "never fulfils itself", "swept it off the table", "A revealed hand stays open",
                  "Scientist", "Symbol", "Robot conditions about", "the player of the card picks",
                  "never target yourself", "empty hand at the start of your turn", "penalty"):
        assert words in page, words


def test_the_questions_the_rules_page_quotes_are_the_decks_own():
    import re

    from labdesk import games

    quoted = re.findall(r'"([^"]+\?)"', games.rules_text("lab-chaos"))
    assert quoted and set(quoted) <= set(DECK.questions.values())


# --- no dead cards ---------------------------------------------------------------------------------
def test_in_seeded_random_play_every_card_is_played_and_every_end_card_decides_a_deal():
    from labdesk.engine.core import Rng
    from labdesk.games.lab_chaos.rules import RULES, CardPlayed, GameWon

    played, decided = set(), set()
    ends = {c.title: cid for cid, c in DECK.cards.items() if c.end}
    # the hardest goals (five scientists; three dinos and three robots) first end a random deal after
    # about a thousand; the loop stops as soon as every card has been played and every goal met
    for seed in range(1200):
        state, rng = RULES.new_state(seed, 3 + seed % 4, {}), Rng(seed)
        while not state.is_over():
            actions = state.legal_actions()
            for event in state.apply(actions[rng.randrange(len(actions))]):
                if isinstance(event, CardPlayed):
                    played.add(event.card)
                elif isinstance(event, GameWon) and "End card" in event.reason:
                    decided.add(ends[event.reason.split("“")[1].rstrip("”")])
        if len(played) == len(DECK.cards) and len(decided) == len(ends):
            break
    assert set(DECK.cards) - played == set()
    assert set(ends.values()) - decided == set()


def test_coffee_spill_as_your_last_card_wins_only_without_an_end_card():
    state = table(DECK, [["coffee-spill"], ["overtime"], ["stampede"]])
    by_text(state, "play coffee-spill")
    assert state.is_over()
    state = table(DECK, [["coffee-spill"], ["overtime"], ["stampede"]])
    put_on_table(state, "odd-couple")
    by_text(state, "play coffee-spill")
    assert not state.is_over() and state.hands[0] == []


def test_quiet_hours_can_be_swept_away_by_the_cleaning_robot():
    state = table(DECK, [["cleaning-robot", "eureka", "nobel"], ["overtime"], ["stampede"]])
    put_on_table(state, "quiet-hours")
    assert "cleaning-robot" in state.playable(0)  # a 3, so Quiet Hours lets it through
    by_text(state, "play cleaning-robot")
    assert state.lasting_card is None


def test_a_discard_that_does_not_match_the_filter_is_refused_in_words():
    from labdesk.games.lab_chaos.rules import DiscardCard

    state = table(DECK, [["sorting-robot", "eureka", "tail-swipe", "quorum", "nobel"], ["overtime"], ["stampede"]])
    by_text(state, "play sorting-robot")
    assert state.pending["kind"] == "discard"
    assert refused(state, DiscardCard("tail-swipe")) == \
        "that card is not a scientist card: discard a scientist card."


def test_the_log_says_time_warp_passes_hands_to_the_previous_player():
    state = table(DECK, [["time-warp", "eureka"], ["overtime", "nobel"], ["stampede", "quorum"]])
    lines = [e.describe(["Ana", "Boris", "Chen"]) for e in by_text(state, "play time-warp")]
    assert "Every player passes their hand on to the previous player." in lines
    state = table(DECK, [["meteor-shower", "eureka"], ["overtime", "nobel"], ["stampede", "quorum"]])
    lines = [e.describe(["Ana", "Boris", "Chen"]) for e in by_text(state, "play meteor-shower")]
    assert "Every player passes their hand on to the next player." in lines


def test_the_results_breakdown_explains_a_stall_guard_ending():
    state = table(DECK, [["eureka"], ["overtime", "nobel"], ["stampede", "quorum"]])
    state._finish([0], "nobody could play or draw")
    assert state.breakdown_lines()[-1] == \
        "The last deal ended because nobody could play or draw: the fewest cards finished it."
