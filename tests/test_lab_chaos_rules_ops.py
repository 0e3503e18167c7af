"""Lab Chaos effect vocabulary: one test per op, player word, condition, trigger and lasting kind,
and the schema check of cards.json."""
from __future__ import annotations

import copy
import json

import pytest

from labdesk.games.lab_chaos import content
from labdesk.games.lab_chaos.events import CardsDrawn, CardsTaken, HandRevealed, LastingCardCleared, PreviousCopied
from labdesk.games.lab_chaos.rules import (
    ChoosePlayer, DiscardCard, DrawCard, GiveCard, HandOver, Pass, PlayCard, React,
)
from labdesk.resources import resource_path
from helpers.lab_chaos import PERSONAS, QUESTIONS, by_text, card, deck_of, table

F = [f"f{i}" for i in range(76)]  # filler: f{i} is bald/haired/dino by i % 3, number (7 i) % 10


def one(effect, hands, symbol="bald", number=1, **kw):
    """A table where seat 0 holds card 'x' (with ``effect``) first in hand."""
    deck = deck_of(card("x", symbol, number, effect), *kw.pop("extra", ()))
    hands = [list(h) for h in hands]
    hands[0] = ["x"] + hands[0]
    return table(deck, hands, **kw)


# --- draw / discard ----------------------------------------------------------------------------------
def test_draw():
    state = one([{"op": "draw", "who": "self", "n": 2}], [["f0"], ["f3"], ["f6"]], draw=F[20:25])
    by_text(state, "play x")
    assert state.hands[0] == ["f0", "f20", "f21"]


def test_draw_refills_the_deck_from_the_discard_pile_keeping_its_top_card():
    state = one([{"op": "draw", "who": "self", "n": 3}], [["f0"], ["f3"], ["f6"]], draw=["f20"])
    top = state.discard[-1]
    by_text(state, "play x")
    assert len(state.hands[0]) == 4 and "f20" in state.hands[0]
    assert state.discard[0] == top or top in state.discard[:1]
    state.check_invariants()


def test_draw_with_nothing_left_draws_what_there_is():
    state = one([{"op": "draw", "who": "self", "n": 3}], [["f0"], ["f3"], ["f6"]], draw=["f20"])
    state.discard = state.discard[-1:]  # only the top card, which is never reshuffled
    state.draw_pile += []  # conservation: move the rest into the hands of seat 2
    rest = [c for c in state.cards.ids if c not in sum(state.hands, []) and c not in state.draw_pile
            and c not in state.discard]
    state.hands[2] += rest
    events = by_text(state, "play x")
    drawn = [e for e in events if isinstance(e, CardsDrawn) and e.seat == 0]
    assert drawn[0].count == 1 and state.hands[0] == ["f0", "f20"]


def test_discard_lets_the_player_choose_one_card_at_a_time():
    state = one([{"op": "discard", "who": "self", "n": 2}], [["f0", "f1", "f2"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.pending["kind"] == "discard" and state.current_player() == 0
    assert sorted(map(str, state.legal_actions())) == ["discard f0", "discard f1", "discard f2"]
    state.apply(DiscardCard("f1"))
    state.apply(DiscardCard("f2"))
    assert state.hands[0] == ["f0"] and state.turn == 1


def test_discard_with_a_filter_and_fewer_cards_than_asked_discards_what_matches():
    # f0, f3 bald; f1 haired; f2 dino
    state = one([{"op": "discard", "who": "self", "n": 3, "filter": {"symbol": "bald"}}],
                [["f0", "f1", "f2", "f3"], ["f4"], ["f6"]])
    by_text(state, "play x")
    assert state.hands[0] == ["f1", "f2"] and state.pending is None


def test_discard_all():
    state = one([{"op": "discard_all", "who": "self", "filter": {"family": "scientist"}}],
                [["f0", "f1", "f2", "f3"], ["f4"], ["f6"]])
    by_text(state, "play x")
    assert state.hands[0] == ["f2"]


# --- give / take / swap / pass ---------------------------------------------------------------------
def test_give_to_a_chosen_player():
    state = one([{"op": "give", "n": 2, "to": "chosen"}], [["f0", "f1", "f2"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.pending["kind"] == "choose_player" and state.pending["options"] == (1, 2)  # never yourself
    state.apply(ChoosePlayer(2))
    assert state.pending["kind"] == "give" and state.pending["to"] == 2
    state.apply(GiveCard("f0"))
    state.apply(GiveCard("f2"))
    assert state.hands[0] == ["f1"] and state.hands[2] == ["f6", "f0", "f2"]


def test_take_random_cards():
    state = one([{"op": "take", "n": 2, "from": "next", "random": True}], [["f0"], ["f3", "f4", "f5"], ["f6"]])
    events = by_text(state, "play x")
    assert len(state.hands[0]) == 3 and len(state.hands[1]) == 1
    assert any(isinstance(e, CardsTaken) and e.random and e.count == 2 for e in events)


def test_take_lets_the_victim_choose_what_to_hand_over():
    state = one([{"op": "take", "n": 1, "from": "next"}], [["f0"], ["f3", "f4", "f5"], ["f6"]])
    by_text(state, "play x")
    assert state.current_player() == 1 and state.pending["kind"] == "hand_over"
    state.apply(HandOver("f4"))
    assert state.hands[0] == ["f0", "f4"] and state.hands[1] == ["f3", "f5"]


def test_swap_hands():
    state = one([{"op": "swap_hands", "with": "previous"}], [["f0"], ["f3"], ["f6", "f7", "f8"]])
    by_text(state, "play x")
    assert state.hands[0] == ["f6", "f7", "f8"] and state.hands[2] == ["f0"]


@pytest.mark.parametrize("direction,expect", [("play", [["f6"], ["f0"], ["f3"]]),
                                              ("reverse", [["f3"], ["f6"], ["f0"]])])
def test_pass_hands(direction, expect):
    state = one([{"op": "pass_hands", "direction": direction}], [["f0"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.hands == expect


# --- what each seat remembers of where cards went (state.traced, read by the expert's inference) ----
def test_a_seat_remembers_the_hand_it_swapped_away_and_the_other_the_one_it_gave():
    state = one([{"op": "swap_hands", "with": "previous"}], [["f0"], ["f3"], ["f6", "f7"]])
    state.set_traced(((), (("f6", 2),), ()))  # seat 1 knew a card of the hand that moves
    by_text(state, "play x")
    # seat 0 now holds f6 f7 and seat 2 f0; seat 1's memory of f6 goes with the hand
    assert state.traced == ((("f0", 2),), (("f6", 0),), (("f6", 0), ("f7", 0)))


@pytest.mark.parametrize("direction,expect", [
    ("play", ((("f0", 1),), (("f3", 2),), (("f6", 0),))),
    ("reverse", ((("f0", 2),), (("f3", 0),), (("f6", 1),))),
])
def test_passed_hands_are_remembered_where_they_went(direction, expect):
    state = one([{"op": "pass_hands", "direction": direction}], [["f0"], ["f3"], ["f6"]])
    by_text(state, "play x")
    # seat 0's hand is ["f0"] once "x" is played: each seat knows the hand it held is its neighbour's
    assert state.traced == expect


def test_a_given_card_is_remembered_by_the_giver_and_a_third_seat_forgets_the_givers_cards():
    state = one([{"op": "give", "n": 1, "to": "chosen"}], [["f0", "f1"], ["f3"], ["f6"]])
    state.set_traced(((), (("f1", 0),), ()))
    by_text(state, "play x")
    state.apply(ChoosePlayer(2))
    state.apply(GiveCard("f0"))
    # seat 1 saw a card go from 0 to 2 but not which: its memory of seat 0's f1 may be wrong, so it goes
    assert state.traced == ((("f0", 2),), (), ())


def test_a_card_handed_over_or_taken_at_random_is_remembered_by_the_one_who_lost_it():
    state = one([{"op": "take", "n": 1, "from": "next"}], [["f0"], ["f3", "f4", "f5"], ["f6"]])
    by_text(state, "play x")
    state.apply(HandOver("f4"))
    assert state.traced == ((), (("f4", 0),), ())
    state = one([{"op": "take", "n": 2, "from": "next", "random": True}], [["f0"], ["f3", "f4", "f5"], ["f6"]])
    by_text(state, "play x")
    taken = [c for c in state.hands[0] if c not in ("f0",)]
    assert sorted(state.traced[1]) == sorted((c, 0) for c in taken) and state.traced[0] == state.traced[2] == ()


def test_a_revealed_hand_is_remembered_as_shown_and_a_played_card_is_forgotten():
    state = one([{"op": "reveal", "who": "next"}, {"op": "draw", "who": "next", "n": 1}],
                [["f0"], ["f3", "f4"], ["f6"]], draw=["f9"])
    by_text(state, "play x")  # seat 1's turn begins: the reveal ends; the card it drew was never shown
    assert state.hands[1] == ["f3", "f4", "f9"]
    assert state.traced == ((("f3", 1), ("f4", 1)), (), (("f3", 1), ("f4", 1)))
    by_text(state, "play f3")
    assert state.traced == ((("f4", 1),), (), (("f4", 1),))


def test_the_memory_is_in_no_observation_and_no_sampled_world():
    state = one([{"op": "swap_hands", "with": "previous"}], [["f0"], ["f3"], ["f6", "f7"]])
    by_text(state, "play x")
    plain = state.clone()
    plain.set_traced()
    assert all(state.observation(s) == plain.observation(s) for s in range(3))
    assert state.determinize(0, state.rng.fork()).traced == ((),) * 3


# --- flow ------------------------------------------------------------------------------------------
def test_reverse():
    state = one([{"op": "reverse"}], [["f0"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.direction == -1 and state.turn == 2


def test_skip():
    state = one([{"op": "skip", "n": 1}], [["f0"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.turn == 2


def test_skip_two_at_four_players():
    deck = deck_of(card("x", "dino", 1, [{"op": "skip", "n": 2}]))
    state = table(deck, [["x", "f0"], ["f3"], ["f6"], ["f9"]])
    by_text(state, "play x")
    assert state.turn == 3


def test_play_again():
    state = one([{"op": "play_again"}], [["f0", "f1"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.turn == 0 and state.current_player() == 0


def test_reveal_until_that_players_next_turn():
    state = one([{"op": "reveal", "who": "next"}], [["f0"], ["f3", "f4"], ["f6"]])
    events = by_text(state, "play x")
    assert any(isinstance(e, HandRevealed) and e.seat == 1 and e.cards == ("f3", "f4") for e in events)
    assert state.turn == 1 and state.observation(2)["revealed"] == {}  # seat 1's turn has begun


def test_reveal_stays_while_other_players_act():
    state = one([{"op": "reveal", "who": "previous"}], [["f0"], ["f3", "f4"], ["f6", "f7"]])
    by_text(state, "play x")
    assert state.observation(1)["revealed"] == {"2": ["f6", "f7"]}


def test_copy_previous_resolves_the_card_the_previous_player_played():
    deck = deck_of(card("drawer", "bald", 1, [{"op": "draw", "who": "next", "n": 2}]),
                   card("copy", "robot", 2, [{"op": "copy_previous"}]))
    state = table(deck, [["f0"], ["f3"], ["drawer", "f6"]], turn=2, draw=F[20:30])
    by_text(state, "play drawer")  # seat 0 draws 2
    state.hands[0].append("copy")
    state.discard.remove("copy")
    by_text(state, "play copy")  # seat 0 copies: seat 1 draws 2
    assert len(state.hands[1]) == 3 and len(state.hands[0]) == 3


def test_copy_previous_ignores_end_cards_copies_and_draws():
    deck = deck_of(card("copy", "robot", 2, [{"op": "copy_previous"}]),
                   card("copy2", "robot", 3, [{"op": "copy_previous"}]))
    state = table(deck, [["copy", "f0"], ["copy2", "f3"], ["f6"]])
    events = by_text(state, "play copy")  # nobody played before: nothing
    assert any(isinstance(e, PreviousCopied) and e.card is None for e in events)
    events = by_text(state, "play copy2")  # a copy of a copy does nothing
    assert [e.card for e in events if isinstance(e, PreviousCopied)] == ["copy", None]


def test_set_end_and_clear_end():
    deck = deck_of(card("end", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 9}}}], end=True),
                   card("clr", "robot", 1, [{"op": "clear_end"}]))
    state = table(deck, [["end", "f0", "f1"], ["clr", "f3"], ["f6"]])
    by_text(state, "play end")
    assert state.end_card == "end"
    by_text(state, "play clr")
    assert state.end_card is None and "end" in state.discard


@pytest.mark.parametrize("rule,hand,playable", [
    ({"kind": "only_play", "filter": {"symbol": "dino"}}, ["f2", "f3", "f4"], ["f2"]),
    ({"kind": "forbid_play", "filter": {"symbol": "dino"}}, ["f2", "f3", "f4"], ["f3", "f4"]),
])
def test_lasting_only_play_and_forbid_play(rule, hand, playable):
    state = table(deck_of(card("x", "bald", 1, [{"op": "set_lasting", "rule": rule}], lasting=True)),
                  [["x", "f0"], hand, ["f6"]])
    by_text(state, "play x")
    assert state.lasting_card == "x" and state.playable(1) == playable


def test_lasting_forbidding_everything_forces_a_draw():
    rule = {"kind": "only_play", "filter": {"number": 9}}
    state = table(deck_of(card("x", "bald", 1, [{"op": "set_lasting", "rule": rule}], lasting=True)),
                  [["x", "f0"], ["f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")
    assert state.legal_actions() == [DrawCard()]


def test_lasting_draw_each_turn():
    rule = {"kind": "draw_each_turn", "n": 2}
    state = table(deck_of(card("x", "bald", 1, [{"op": "set_lasting", "rule": rule}], lasting=True)),
                  [["x", "f0"], ["f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")
    assert state.hands[1] == ["f3", "f20", "f21"]


def test_lasting_hand_limit_discards_down_at_the_end_of_the_turn():
    rule = {"kind": "hand_limit", "n": 2}
    state = table(deck_of(card("x", "bald", 1, [{"op": "set_lasting", "rule": rule}], lasting=True)),
                  [["x", "f0", "f1", "f2", "f3"], ["f4"], ["f6"]])
    by_text(state, "play x")
    assert state.pending["kind"] == "discard" and state.pending["n"] == 2 and state.turn == 0
    state.apply(DiscardCard("f0"))
    state.apply(DiscardCard("f1"))
    assert state.hands[0] == ["f2", "f3"] and state.turn == 1


def test_lasting_until_symbol_played_runs_then_for_that_cards_player_and_leaves():
    rule = {"kind": "until_symbol_played", "symbol": "dino", "then": [{"op": "draw", "who": "self", "n": 2}]}
    state = table(deck_of(card("x", "bald", 1, [{"op": "set_lasting", "rule": rule}], lasting=True)),
                  [["x", "f0"], ["f2", "f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")
    events = by_text(state, "play f2")  # f2 is a dino
    assert state.lasting_card is None and "x" in state.discard
    assert state.hands[1] == ["f3", "f20", "f21"]
    assert any(isinstance(e, LastingCardCleared) and e.fulfilled for e in events)


def test_clear_lasting():
    rule = {"kind": "draw_each_turn", "n": 1}
    deck = deck_of(card("x", "bald", 1, [{"op": "set_lasting", "rule": rule}], lasting=True),
                   card("clr", "robot", 2, [{"op": "clear_lasting"}]))
    state = table(deck, [["x", "f0"], ["clr", "f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")
    by_text(state, "play clr")
    assert state.lasting_card is None and "x" in state.discard


def test_if_then_else():
    eff = [{"op": "if", "cond": {"hand_count": {"min": 3}}, "then": [{"op": "draw", "who": "next", "n": 1}],
            "else": [{"op": "draw", "who": "previous", "n": 1}]}]
    state = one(eff, [["f0", "f1"], ["f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")  # 2 cards left after playing x: else
    assert [len(h) for h in state.hands] == [2, 1, 2]


def test_ask_then_else_by_persona():
    eff = [{"op": "ask", "question": "dog", "then": [{"op": "draw", "who": "next", "n": 1}],
            "else": [{"op": "draw", "who": "previous", "n": 1}]}]
    state = one(eff, [["f0"], ["f3"], ["f6"]], draw=F[20:30])
    yes = "dog" in state.personas[0]["yes"]
    by_text(state, "play x")
    assert [len(h) for h in state.hands] == ([1, 2, 1] if yes else [1, 1, 2])


# --- player words -----------------------------------------------------------------------------------
def test_who_chosen_allows_yourself_unless_other():
    state = one([{"op": "draw", "who": "chosen", "n": 1}], [["f0"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.pending["options"] == (0, 1, 2)
    state = one([{"op": "draw", "who": "chosen", "n": 1, "other": True}], [["f0"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.pending["options"] == (1, 2)


def test_who_chosen_other():
    state = one([{"op": "draw", "who": "chosen_other", "n": 2}], [["f0"], ["f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")
    state.apply(ChoosePlayer(2))
    assert len(state.hands[2]) == 3


def test_who_most_and_fewest_cards_with_ties_chosen_by_the_actor():
    state = one([{"op": "draw", "who": "fewest_cards", "n": 1}], [["f0"], ["f3"], ["f6", "f7"]])
    by_text(state, "play x")  # after playing x seats 0 and 1 both hold one card: a tie
    assert state.pending["kind"] == "choose_player" and set(state.pending["options"]) == {0, 1}
    state = one([{"op": "draw", "who": "most_cards", "n": 1}], [["f0"], ["f3"], ["f6", "f7"]])
    by_text(state, "play x")
    assert state.pending is None and len(state.hands[2]) == 3


def test_who_each_other_chooses():
    state = one([{"op": "draw", "who": "each_other_chooses", "n": 1}], [["f0"], ["f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")
    assert state.current_player() == 1 and state.pending["options"] == (2, 0)
    state.apply(ChoosePlayer(0))
    assert state.current_player() == 2 and state.pending["options"] == (0, 1)
    state.apply(ChoosePlayer(0))
    assert len(state.hands[0]) == 3


def test_who_trigger_outside_a_reaction_means_chosen_other():
    state = one([{"op": "draw", "who": "trigger", "n": 1}], [["f0"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.pending["options"] == (1, 2)


# --- conditions ---------------------------------------------------------------------------------------
COND_CASES = [
    ({"hand_count": {"eq": 3}}, True), ({"hand_count": {"max": 2}}, False),
    ({"hand_sum": {"eq": 1 + 0 + 7}}, True),  # x (1), f0 (0), f1 (7)
    ({"has": {"symbol": "haired"}}, True), ({"has": {"family": "dino"}}, False),
    ({"has": {"number_min": 5}, "count": {"min": 2}}, False),
    ({"only": {"number_max": 7}}, True), ({"only": {"odd": True}}, False),
    ({"distinct_symbols": {"eq": 3}}, True), ({"others_hand_count": {"min": 2}}, True),
    ({"others_hand_count": {"min": 3}}, False), ({"table": "end_active"}, False),
    ({"table": "reversed"}, False), ({"deck_count": {"max": 99}}, True),
    ({"question": "dog"}, None), ({"not": {"hand_count": {"eq": 3}}}, False),
    ({"all": [{"hand_count": {"eq": 3}}, {"has": {"even": True}}]}, True),
    ({"any": [{"hand_count": {"eq": 9}}, {"table": "lasting_active"}]}, False),
    ({"hand_count": {"min": 2}, "who": "next"}, True),
]


@pytest.mark.parametrize("cond,expect", COND_CASES)
def test_conditions(cond, expect):
    deck = deck_of(card("x", "robot", 1, [], condition=cond))
    state = table(deck, [["x", "f0", "f1"], ["f3", "f4"], ["f6", "f7"]])
    if expect is None:
        expect = "dog" in state.personas[0]["yes"]
    assert (PlayCard("x") in state.legal_actions()) == expect


def test_previous_card_condition():
    deck = deck_of(card("x", "robot", 1, [], condition={"previous_card": {"symbol": "dino"}}))
    state = table(deck, [["f0"], ["f3"], ["f2", "f5"]], turn=2)
    by_text(state, "play f2")  # a dino
    state.hands[0].append("x")
    state.discard.remove("x") if "x" in state.discard else state.draw_pile.remove("x")
    assert PlayCard("x") in state.legal_actions()


# --- triggers -----------------------------------------------------------------------------------------
def react_table(trigger, effect, hands, extra=()):
    inst = card("inst", "haired", 2, [{"op": "draw", "who": "self", "n": 1}], instant=True, trigger=trigger)
    deck = deck_of(card("x", "bald", 1, effect), inst, *extra)
    return table(deck, hands, draw=F[20:40])


TRIGGER_CASES = [
    ({"on": "draw", "min": 2}, [{"op": "draw", "who": "self", "n": 2}], True),
    ({"on": "draw", "min": 3}, [{"op": "draw", "who": "self", "n": 2}], False),
    ({"on": "hand_count", "eq": 1}, [{"op": "discard", "who": "self", "n": 1}], True),
    ({"on": "played", "filter": {"symbol": "bald"}}, [], True),
    ({"on": "played", "filter": {"symbol": "dino"}}, [], False),
    ({"on": "reverse"}, [{"op": "reverse"}], True),
    ({"on": "skip"}, [{"op": "skip"}], True),
]


@pytest.mark.parametrize("trigger,effect,offered", TRIGGER_CASES)
def test_triggers(trigger, effect, offered):
    state = react_table(trigger, effect, [["x", "f0", "f1"], ["inst", "f3"], ["f6"]])
    by_text(state, "play x")
    if trigger["on"] == "hand_count":
        state.apply(DiscardCard("f0"))
    reacted = state.pending is not None and state.pending["kind"] == "react"
    assert reacted == offered
    if offered:
        assert state.current_player() == 1 and React("inst") in state.legal_actions()


def test_trigger_take_is_only_for_the_player_cards_were_taken_from():
    hands = [["x", "f0"], ["inst", "f3"], ["inst2", "f6"]]
    inst2 = card("inst2", "dino", 3, [], instant=True, trigger={"on": "take"})
    state = react_table({"on": "take"}, [{"op": "take", "n": 1, "from": "next", "random": True}], hands,
                        extra=[inst2])
    by_text(state, "play x")
    if "inst" in state.hands[1]:
        assert state.current_player() == 1 and state.pending["kind"] == "react"
        state.apply(Pass())
    assert state.pending is None  # seat 2 lost nothing: no window for it


def test_triggers_end_played_and_end_replaced():
    a = card("end-a", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 9}}}], end=True)
    b = card("end-b", "bald", 6, [{"op": "set_end", "win": {"hand_count": {"eq": 8}}}], end=True)
    played_inst = card("i-played", "dino", 3, [], instant=True, trigger={"on": "end_played"})
    replaced_inst = card("i-replaced", "dino", 4, [], instant=True, trigger={"on": "end_replaced"})
    deck = deck_of(a, b, played_inst, replaced_inst)
    state = table(deck, [["end-a", "f0"], ["end-b", "f3"], ["i-played", "i-replaced", "f6"]])
    by_text(state, "play end-a")
    assert state.current_player() == 2 and [str(a) for a in state.legal_actions()] == ["react i-played", "pass"]
    state.apply(Pass())
    by_text(state, "play end-b")
    offered = set()
    while state.pending and state.pending["kind"] == "react":
        offered |= {str(a) for a in state.legal_actions()}
        state.apply(Pass())
    assert offered == {"react i-played", "react i-replaced", "pass"}


# --- schema ------------------------------------------------------------------------------------------
def raw_deck():
    with open(resource_path(content.DATA_FILE), encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.parametrize("change,words", [
    (lambda c: c.update(symbol="cat"), "field 'symbol'"),
    (lambda c: c.update(number=12), "field 'number'"),
    (lambda c: c.update(effect=[{"op": "explode"}]), "field 'effect[0].op'"),
    (lambda c: c.update(effect=[{"op": "draw", "who": "everyone", "n": 1}]), "field 'effect[0].who'"),
    (lambda c: c.update(effect=[{"op": "draw", "who": "self", "n": 1, "colour": "red"}]), "unknown field colour"),
    (lambda c: c.update(condition={"hand_size": {"eq": 1}}), "field 'condition.hand_size'"),
    (lambda c: c.update(title={"en": "x"}), "field 'title'"),
    (lambda c: c.update(ruling="  "), "field 'ruling'"),
    (lambda c: c.update(instant=True, trigger=None), "field 'trigger'"),
    (lambda c: c.update(end=not c["end"]), "field 'end'"),
    (lambda c: c.pop("ruling"), "missing ruling"),
])
def test_the_schema_check_names_the_card_and_field(change, words):
    data = raw_deck()
    first = data["cards"][0]
    change(first)
    with pytest.raises(ValueError) as err:
        content.validate(data)
    assert f"card '{first['id']}'" in str(err.value) and words in str(err.value)


def test_the_schema_check_counts_and_ids():
    data = raw_deck()
    bad = copy.deepcopy(data)
    bad["cards"].pop()
    with pytest.raises(ValueError, match="75 cards"):
        content.validate(bad)
    bad = copy.deepcopy(data)
    bad["cards"][1]["id"] = bad["cards"][0]["id"]
    with pytest.raises(ValueError, match="appears twice"):
        content.validate(bad)
    bad = copy.deepcopy(data)
    bad["personas"][0]["yes"] = ["unicorn"]
    with pytest.raises(ValueError, match="unknown question 'unicorn'"):
        content.validate(bad)


def test_test_decks_follow_the_same_schema():
    assert len(deck_of().cards) == 76 and QUESTIONS and len(PERSONAS) >= 6


def test_for_cards_taken_from_you_the_trigger_player_is_the_taker():
    inst = card("sting", "dino", 3, [{"op": "draw", "who": "trigger", "n": 2}], instant=True,
                trigger={"on": "take"})
    deck = deck_of(card("x", "bald", 1, [{"op": "take", "n": 1, "from": "next"}]), inst)
    state = table(deck, [["x", "f0"], ["sting", "f3"], ["f6"]], draw=F[20:30])
    by_text(state, "play x")
    state.apply(HandOver("f3"))
    assert state.pending["kind"] == "react" and state.observation(2)["pending"]["trigger"] == {
        "on": "take", "seat": 1, "value": 0}
    state.apply(React("sting"))
    assert state.hands[0] == ["f0", "f3", "f20", "f21"]


def test_decisions_carry_their_card_and_a_prompt_and_the_results_a_breakdown():
    state = one([{"op": "discard", "who": "self", "n": 2, "filter": {"odd": True}}],
                [["f1", "f3", "f5", "f7"], ["f4"], ["f6"]])
    by_text(state, "play x")
    pending = state.observation(1)["pending"]
    assert pending["card"] == "x" and pending["prompt"] == "Discard 2 odd cards."
    assert "choices" not in pending and state.observation(0)["pending"]["choices"][0].startswith("discard")
    assert state.observation(0)["next_seat"] == 1 and state.observation(0)["breakdown"] == []


def test_play_again_wins_over_skip():
    state = one([{"op": "skip", "n": 1}, {"op": "play_again"}], [["f0", "f1"], ["f3"], ["f6"]])
    by_text(state, "play x")
    assert state.turn == 0 and state.skips == 0


def test_play_again_from_an_instant_out_of_turn_does_nothing():
    inst = card("again", "dino", 3, [{"op": "play_again"}], instant=True, trigger={"on": "played"})
    state = one([], [["f0"], ["again", "f3"], ["f6"]], extra=[inst])
    by_text(state, "play x")
    state.apply(React("again"))
    assert state.turn == 1 and not state.again


def test_reactions_in_one_turn_are_capped():
    from labdesk.games.lab_chaos.rules import REACTIONS_PER_TURN

    echo = [card(f"e{i}", "dino", 3, [], instant=True, trigger={"on": "played"}) for i in range(14)]
    deck = deck_of(card("x", "bald", 1, []), *echo)
    state = table(deck, [["x", "f0"], [f"e{i}" for i in range(14)], ["f6"]])
    by_text(state, "play x")
    played = 0
    while state.pending and state.pending["kind"] == "react":
        state.apply(next(a for a in state.legal_actions() if isinstance(a, React)))
        played += 1
    assert played == REACTIONS_PER_TURN and state.turn == 1


def test_a_new_deal_is_a_barrier_event():
    from labdesk.games.lab_chaos.rules import GameWon, NewDeal

    state = table(deck_of(), [["f0"], ["f3"], ["f6"]], options={"games": 3})
    events = by_text(state, "play f0")
    assert NewDeal.barrier and GameWon.barrier and any(isinstance(e, NewDeal) for e in events)
