"""Lab Chaos rules audit: rulebook facts, brief rulings and card rulings that the other test files
did not pin down, each asserted as the rulebook (or the ruling) states it. Tests here that fixed a
bug say so."""
from __future__ import annotations

import pytest

from labdesk.engine.core import IllegalAction
from labdesk.games.lab_chaos import effects as fx
from labdesk.games.lab_chaos.rules import DrawCard, LabChaosState, PlayCard
from lab_chaos_helpers import by_text, snapshot, table

DECK = fx.load()


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
