"""Lab Chaos rules: every rule of the rulebook and every ruling of the brief and the contract.

Most tests use small decks written here (tests/helpers/lab_chaos.py), so they do not depend on the
real cards.json; the tests at the end run the real deck."""
from __future__ import annotations

import pytest

from labdesk.engine.core import IllegalAction
from labdesk.games.lab_chaos import content
from labdesk.games.lab_chaos.events import CardsDrawn, EndCardSet, QuestionAnswered
from labdesk.games.lab_chaos.rules import (
    RULES, TURN_CAP, Answer, CardPlayed, ChoosePlayer, DiscardCard, DrawCard, GameWon, LabChaosState,
    MatchOver, NewDeal, Pass, PlayCard, React,
)
from helpers.lab_chaos import by_text, card, deck_of, snapshot, table

PLAIN = deck_of()  # 76 effect-less cards f0..f75
F = [f"f{i}" for i in range(76)]


def played(state, card_id):
    return state.apply(PlayCard(card_id))


# --- setting up ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_seven_cards_each_the_rest_is_the_deck_and_the_seat_after_the_dealer_starts(players):
    state = LabChaosState(3, players, {}, deck=PLAIN)
    assert [len(h) for h in state.hands] == [7] * players
    assert len(state.draw_pile) == 76 - 7 * players and not state.discard
    assert state.dealer == players - 1 and state.turn == 0 and state.current_player() == 0
    state.check_invariants()


def test_the_catalogue_entry():
    spec = RULES.spec
    assert spec.id == "lab-chaos" and spec.title == "Lab Chaos" and spec.players == range(3, 7)
    assert spec.hidden_information is True and spec.wants_human_seats is True
    assert spec.lower_scores_win is True
    assert {o.name for o in spec.options} == {"games", "penalty"}


def test_bad_options_are_refused():
    with pytest.raises(ValueError):
        LabChaosState(1, 3, {"penalty": "points"}, deck=PLAIN)
    with pytest.raises(ValueError):
        LabChaosState(1, 7, {}, deck=PLAIN)


# --- a turn --------------------------------------------------------------------------------------
def test_a_turn_plays_one_card_which_goes_face_up_on_the_discard_pile_then_the_next_player():
    state = table(PLAIN, [F[0:3], F[3:6], F[6:9]])
    events = played(state, "f1")
    assert state.discard[-1] == "f1" and "f1" not in state.hands[0]
    assert state.turn == 1 and state.current_player() == 1
    assert any(isinstance(e, CardPlayed) and e.card == "f1" for e in events)


def test_with_no_playable_card_the_player_draws_one_and_the_turn_ends():
    deck = deck_of(card("robo", "robot", 3, [], condition={"hand_count": {"min": 9}}))
    state = table(deck, [["robo"], F[0:3], F[3:6]], draw=["f10", "f11"])
    assert state.legal_actions() == [DrawCard()]
    state.apply(DrawCard())
    assert state.hands[0] == ["robo", "f10"] and state.turn == 1


def test_a_player_holding_a_playable_card_must_play_not_draw():
    state = table(PLAIN, [F[0:3], F[3:6], F[6:9]])
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="playable card"):
        state.apply(DrawCard())
    assert snapshot(state) == before


def test_robo_cards_only_when_their_condition_holds_counting_the_robo_card_itself():
    deck = deck_of(card("robo", "robot", 3, [], condition={"hand_count": {"eq": 3}}))
    state = table(deck, [["robo", "f0", "f1"], F[3:6], F[6:9]])
    assert PlayCard("robo") in state.legal_actions()  # three cards, the robo card included
    state = table(deck, [["robo", "f0"], F[3:6], F[6:9]])
    assert PlayCard("robo") not in state.legal_actions()
    with pytest.raises(IllegalAction, match="condition"):
        state.apply(PlayCard("robo"))


def test_the_direction_of_play_is_followed():
    deck = deck_of(card("rev", "dino", 1, [{"op": "reverse"}]))
    state = table(deck, [["rev", "f0"], F[3:6], F[6:9]])
    played(state, "rev")
    assert state.direction == -1 and state.turn == 2


# --- winning -------------------------------------------------------------------------------------
def test_emptying_the_hand_on_your_turn_wins_at_once_even_if_the_card_says_draw():
    deck = deck_of(card("last", "bald", 2, [{"op": "draw", "who": "self", "n": 2}]))
    state = table(deck, [["last"], F[3:6], F[6:9]])
    events = played(state, "last")
    won = [e for e in events if isinstance(e, GameWon)]
    assert won and won[0].winners == (0,) and state.is_over() and state.winners() == [0]
    assert not any(isinstance(e, CardsDrawn) and e.seat == 0 for e in events)


def test_discarding_your_last_card_by_your_own_card_wins():
    deck = deck_of(card("dump", "bald", 2, [{"op": "discard", "who": "self", "n": 1}]))
    state = table(deck, [["dump", "f0"], F[3:6], F[6:9]])
    played(state, "dump")
    assert state.is_over() and state.winners() == [0]


def test_helping_another_player_empty_their_hand_does_not_make_them_win():
    deck = deck_of(card("purge", "bald", 2, [{"op": "discard", "who": "next", "n": 1}]))
    state = table(deck, [["purge", "f0"], ["f3"], F[6:9]], draw=["f20", "f21"])
    played(state, "purge")
    assert state.hands[1] == [] and not state.is_over() and state.turn == 1
    assert state.legal_actions() == [DrawCard()]  # on their turn they have nothing to play
    state.apply(DrawCard())
    assert state.hands[1] == ["f20"] and not state.is_over()


def test_an_end_card_replaces_the_empty_hand_win():
    end = card("end5", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 5}}}], end=True)
    deck = deck_of(end)
    state = table(deck, [["end5"] + F[0:7], F[10:13], F[13:16]])
    played(state, "end5")
    assert state.end_card == "end5" and "end5" not in state.discard and not state.is_over()
    # seat 0 now holds 7 cards; two more of its own turns bring it to 5
    for seat in (1, 2):
        played(state, state.hands[seat][0])
    played(state, "f0")
    assert not state.is_over() and len(state.hands[0]) == 6
    for seat in (1, 2):
        played(state, state.hands[seat][0])
    events = played(state, "f1")
    assert state.is_over() and state.winners() == [0]
    assert [e for e in events if isinstance(e, GameWon)][0].reason.startswith("met the End card")


def test_with_an_end_card_active_an_empty_hand_does_not_win():
    end = card("end5", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 5}}}], end=True)
    state = table(deck_of(end), [["f0"], F[10:13], F[13:16]])
    state.end_card, state.end_cond = "end5", end["effect"][0]["win"]
    state.draw_pile.remove("end5") if "end5" in state.draw_pile else state.discard.remove("end5")
    played(state, "f0")
    assert not state.is_over() and state.hands[0] == [] and state.turn == 1


def test_playing_an_end_card_you_already_meet_wins_at_once():
    end = card("end3", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 2}}}], end=True)
    state = table(deck_of(end), [["end3", "f0", "f1"], F[10:13], F[13:16]])
    played(state, "end3")
    assert state.is_over() and state.winners() == [0]


def test_meeting_the_end_condition_on_someone_elses_turn_does_not_win():
    end = card("end2", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 2}}}], end=True)
    pushy = card("pushy", "bald", 1, [{"op": "discard", "who": "next", "n": 1}])
    state = table(deck_of(end, pushy), [["pushy", "f0"], ["f3", "f4", "f5"], F[13:16]])
    state.draw_pile.remove("end2")
    state.end_card, state.end_cond = "end2", end["effect"][0]["win"]
    played(state, "pushy")
    state.apply(DiscardCard("f3"))
    assert len(state.hands[1]) == 2 and not state.is_over() and state.turn == 1


def test_a_new_end_card_replaces_the_old_one_which_goes_to_the_discard_pile():
    a = card("end-a", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 9}}}], end=True)
    b = card("end-b", "haired", 6, [{"op": "set_end", "win": {"hand_count": {"eq": 8}}}], end=True)
    state = table(deck_of(a, b), [["end-a", "f0", "f1"], ["end-b", "f3", "f4"], F[13:16]])
    played(state, "end-a")
    events = played(state, "end-b")
    assert state.end_card == "end-b" and state.end_cond == {"hand_count": {"eq": 8}}
    assert "end-a" in state.discard
    assert any(isinstance(e, EndCardSet) and e.replaced == "end-a" for e in events)


def test_lasting_cards_stay_until_replaced_by_another_lasting_card():
    a = card("drip", "bald", 5, [{"op": "set_lasting", "rule": {"kind": "draw_each_turn", "n": 1}}], lasting=True)
    b = card("cap", "haired", 6, [{"op": "set_lasting", "rule": {"kind": "hand_limit", "n": 9}}], lasting=True)
    state = table(deck_of(a, b), [["drip", "f0", "f1"], ["cap", "f3", "f4"], F[13:16]])
    played(state, "drip")
    assert state.lasting_card == "drip" and len(state.hands[1]) == 4  # seat 1 drew at its turn start
    played(state, "cap")
    assert state.lasting_card == "cap" and "drip" in state.discard


def test_win_checks_only_for_the_turn_player_on_their_own_turn_by_their_own_steps():
    # seat 1 reacts with an instant that empties its own hand out of turn: no win for seat 1
    inst = card("inst", "bald", 1, [{"op": "discard", "who": "self", "n": 1}], instant=True,
                trigger={"on": "played", "filter": {"symbol": "haired"}})
    state = table(deck_of(inst), [["f1", "f0"], ["inst"], F[13:16]])
    played(state, "f1")  # f1 is haired
    assert state.current_player() == 1 and state.pending["kind"] == "react"
    state.apply(React("inst"))
    assert state.hands[1] == [] and not state.is_over()


# --- card words ----------------------------------------------------------------------------------
def test_scientist_means_either_scientist_symbol_means_the_exact_one():
    bald = content.Card("b", {}, {}, "bald", 1, False, False, False, None, None, (), {})
    haired = content.Card("h", {}, {}, "haired", 1, False, False, False, None, None, (), {})
    assert content.matches(bald, {"family": "scientist"}) and content.matches(haired, {"family": "scientist"})
    assert content.matches(bald, {"symbol": "bald"}) and not content.matches(haired, {"symbol": "bald"})


def test_player_includes_you_other_players_do_not():
    deck = deck_of(card("all", "bald", 1, [{"op": "draw", "who": "all", "n": 1}]),
                   card("oth", "bald", 2, [{"op": "draw", "who": "others", "n": 1}]))
    state = table(deck, [["all", "oth", "f0"], F[3:5], F[6:8]])
    played(state, "all")
    assert [len(h) for h in state.hands] == [3, 3, 3]
    state.turn = 0
    played(state, "oth")
    assert [len(h) for h in state.hands] == [2, 4, 4]


# --- instants --------------------------------------------------------------------------------------
def instant_deck():
    return deck_of(
        card("big-draw", "bald", 1, [{"op": "draw", "who": "next", "n": 3}]),
        card("shield", "haired", 2, [{"op": "discard", "who": "self", "n": 1}], instant=True,
             trigger={"on": "draw", "min": 3}),
        card("shield2", "dino", 3, [{"op": "draw", "who": "trigger", "n": 1}], instant=True,
             trigger={"on": "draw", "min": 3}),
    )


def test_an_instant_may_be_played_out_of_turn_when_its_situation_occurs():
    state = table(instant_deck(), [["big-draw", "f0"], ["shield", "f3"], ["f6", "f7"]], draw=F[20:30])
    played(state, "big-draw")
    assert state.current_player() == 1 and state.pending["kind"] == "react"
    assert set(map(str, state.legal_actions())) == {"react shield", "pass"}
    events = state.apply(React("shield"))
    assert any(isinstance(e, CardPlayed) and e.instant for e in events)
    assert state.in_play == ["big-draw", "shield"] and state.pending["kind"] == "discard"  # seat 1 picks
    state.apply(state.legal_actions()[0])
    assert "shield" in state.discard and len(state.hands[1]) == 3 and state.turn == 1 and state.pending is None


def test_the_reaction_window_goes_round_from_the_acting_player_each_may_play_or_pass():
    state = table(instant_deck(), [["big-draw", "shield2", "f0"], ["shield", "f3"], ["f6", "f7"]], draw=F[20:30])
    played(state, "big-draw")
    assert state.current_player() == 0  # the acting player is asked first
    state.apply(Pass())
    assert state.current_player() == 1
    state.apply(Pass())
    assert state.pending is None and state.turn == 1


def test_an_instants_trigger_player_is_the_one_the_event_happened_to():
    state = table(instant_deck(), [["big-draw", "shield2", "f0"], ["f3"], ["f6", "f7"]], draw=F[20:30])
    played(state, "big-draw")
    state.apply(React("shield2"))
    assert len(state.hands[1]) == 1 + 3 + 1


def test_cards_without_the_instant_mark_are_never_offered_out_of_turn():
    state = table(instant_deck(), [["big-draw", "f0"], ["f3", "f4"], ["f6", "f7"]], draw=F[20:30])
    played(state, "big-draw")
    assert state.pending is None and state.turn == 1


def test_an_instant_may_be_played_on_your_own_turn_as_your_card():
    state = table(instant_deck(), [["shield", "f0", "f1"], ["f3"], ["f6", "f7"]])
    assert PlayCard("shield") in state.legal_actions()
    played(state, "shield")
    assert state.pending["kind"] == "discard"


# --- real-life questions ---------------------------------------------------------------------------
def question_deck():
    return deck_of(card("dogbot", "robot", 4, [], condition={"question": "dog"}),
                   card("ask", "bald", 1, [{"op": "ask", "question": "dog",
                                            "then": [{"op": "draw", "who": "next", "n": 2}],
                                            "else": [{"op": "draw", "who": "self", "n": 1}]}]))


def test_ai_seats_answer_real_life_questions_from_their_persona():
    deck = question_deck()
    state = table(deck, [["dogbot", "ask", "f0"], F[3:6], F[6:9]])
    persona = state.personas[0]
    assert (PlayCard("dogbot") in state.legal_actions()) == ("dog" in persona["yes"])
    events = played(state, "ask")
    answered = [e for e in events if isinstance(e, QuestionAnswered)]
    assert answered and answered[0].yes == ("dog" in persona["yes"]) and answered[0].persona


def test_a_human_seat_is_asked_once_and_the_answer_is_kept():
    deck = question_deck()
    state = table(deck, [["ask", "dogbot", "f0"], F[3:6], F[6:9]], options={"human_seats": [0]})
    assert state.personas[0] is None
    played(state, "ask")
    assert state.pending == {"kind": "question", "seat": 0, "question": "dog", "card": "ask"}
    assert set(map(str, state.legal_actions())) == {"answer yes", "answer no"}
    state.apply(Answer(True))
    assert len(state.hands[1]) == 5 and state.answers[0]["dog"] is True
    assert state.observation(2)["answers"] == {"0": {"dog": True}}


def test_a_human_robo_card_asks_first_and_stays_in_hand_on_no():
    deck = question_deck()
    state = table(deck, [["dogbot", "f0"], F[3:6], F[6:9]], options={"human_seats": [0]})
    assert PlayCard("dogbot") in state.legal_actions()  # unknown yet: the person is asked on play
    played(state, "dogbot")
    assert state.pending["kind"] == "question"
    state.apply(Answer(False))
    assert "dogbot" in state.hands[0] and state.turn == 0 and state.pending is None
    assert PlayCard("dogbot") not in state.legal_actions()  # the answer stands for the match
    played(state, "f0")
    assert state.turn == 1


def test_a_human_robo_card_is_played_on_yes():
    state = table(question_deck(), [["dogbot", "f0"], F[3:6], F[6:9]], options={"human_seats": [0]})
    played(state, "dogbot")
    state.apply(Answer(True))
    assert "dogbot" in state.discard and state.turn == 1


def test_an_end_condition_with_a_question_asks_the_human_turn_player():
    end = card("end-dog", "robot", 5, [{"op": "set_end", "win": {"question": "dog"}}], end=True)
    state = table(deck_of(end), [["end-dog", "f0"], F[3:6], F[6:9]], options={"human_seats": [0]})
    played(state, "end-dog")
    assert state.pending["kind"] == "question"
    state.apply(Answer(True))
    assert state.is_over() and state.winners() == [0]


# --- match -------------------------------------------------------------------------------------------
def test_a_match_scores_hand_numbers_as_penalty_and_deals_again_with_the_next_dealer():
    state = table(PLAIN, [["f0"], ["f1", "f2"], ["f3", "f4"]], options={"games": 3})
    events = played(state, "f0")  # f1=7, f2=4, f3=1, f4=8
    assert state.results == [[0, 11, 9]] and state.match_scores == [0, 11, 9]
    deal = [e for e in events if isinstance(e, NewDeal)][0]
    assert deal.game == 2 and deal.dealer == 0 and deal.starter == 1 and state.turn == 1
    assert not state.is_over() and [len(h) for h in state.hands] == [7, 7, 7]
    state.check_invariants()


def test_penalty_by_count():
    state = table(PLAIN, [["f0"], ["f1", "f2"], ["f3", "f4", "f5"]], options={"penalty": "count"})
    played(state, "f0")
    assert state.match_scores == [0, 2, 3] and state.is_over() and state.winners() == [0]


def test_the_lowest_total_after_the_agreed_deals_wins_the_match():
    state = table(PLAIN, [["f0"], ["f1", "f2"], ["f3", "f4"]], options={"games": 3})
    played(state, "f0")
    for _ in range(2):  # finish two more deals: whoever is to play gets an empty-handed win
        seat = state.turn
        state.hands[seat], spare = state.hands[seat][:1], state.hands[seat][1:]
        state.discard.extend(spare)
        events = played(state, state.hands[seat][0])
    assert state.is_over()
    over = [e for e in events if isinstance(e, MatchOver)][0]
    best = min(state.match_scores)
    assert list(over.winners) == [s for s in range(3) if state.match_scores[s] == best] == state.winners()
    state.check_invariants()


# --- stall guard --------------------------------------------------------------------------------------
def test_when_nobody_can_play_or_draw_the_fewest_cards_win():
    deck = deck_of(*[card(f"r{i}", "robot", i % 10, [], condition={"hand_count": {"min": 40}})
                     for i in range(76)])
    ids = deck.ids
    state = table(deck, [ids[0:20], ids[20:45], ids[45:76]], draw=[])
    state.discard = []
    for _ in range(3):
        state.apply(DrawCard())
    assert state.is_over() and state.winners() == [0] and "nobody could play" in state.end_reason


def test_a_deal_ends_after_the_turn_cap():
    state = table(PLAIN, [F[0:3], F[3:6], F[6:10]])
    state.turns = TURN_CAP - 1
    played(state, "f0")
    assert state.is_over() and state.winners() == [0] and "turns" in state.end_reason


# --- illegal actions -----------------------------------------------------------------------------------
def test_illegal_actions_leave_the_state_unchanged_with_a_readable_reason():
    deck = instant_deck()
    state = table(deck, [["big-draw", "f0"], ["shield", "f3"], ["f6", "f7"]], draw=F[20:30])
    before = snapshot(state)
    for action, words in [(PlayCard("f3"), "not in your hand"), (ChoosePlayer(1), "play a card"),
                          (React("shield"), "play a card"), (Answer(True), "play a card")]:
        with pytest.raises(IllegalAction, match=words):
            state.apply(action)
        assert snapshot(state) == before
    played(state, "big-draw")
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="instant card or pass"):
        state.apply(PlayCard("f3"))
    assert snapshot(state) == before


def test_actions_after_the_end_are_refused():
    state = table(PLAIN, [["f0"], F[3:6], F[6:9]])
    played(state, "f0")
    with pytest.raises(IllegalAction, match="over"):
        state.apply(DrawCard())


# --- what a seat sees -----------------------------------------------------------------------------------
def test_observation_shows_own_hand_and_only_sizes_of_others():
    state = table(PLAIN, [F[0:3], F[3:6], F[6:10]])
    obs = state.observation(1)
    assert obs["hand"] == F[3:6] and obs["hand_sizes"] == [3, 3, 4] and obs["playable"] == []
    assert obs["current"] == 0 and obs["pending"] is None and obs["revealed"] == {}
    assert state.observation(0)["playable"] == F[0:3]
    assert state.observation(None)["hand"] == []
    assert "f0" not in str(state.observation(1)["hand"])



def test_observation_gives_the_order_of_play_and_nothing_hidden_with_it():
    """The board shows "Play goes Ana > Boris > ..." from the observation: every seat once, from the
    turn player, in the direction of play; the same for every viewer (it is public)."""
    state = table(PLAIN, [F[0:3], F[3:6], F[6:9], F[9:12]], turn=1)
    assert state.observation(None)["play_order"] == [1, 2, 3, 0]
    state.direction = -1
    assert state.observation(2)["play_order"] == [1, 0, 3, 2]
    assert all(state.observation(s)["play_order"] == state.observation(None)["play_order"] for s in range(4))
    assert not set(map(str, state.observation(None)["play_order"])) & set(F)

def test_every_event_is_logged_in_the_third_person():
    state = table(instant_deck(), [["big-draw", "f0"], ["shield", "f3"], ["f6", "f7"]], draw=F[20:30])
    names = ["Ana", "Ben", "Cy"]
    lines = [e.describe(names) for e in played(state, "big-draw")]
    assert "Ana plays “Big-Draw”." in lines and "Ben draws 3 cards." in lines
    assert not any(line.startswith(("I ", "You ")) for line in lines)


# --- the real deck ----------------------------------------------------------------------------------
def test_the_real_deck_loads_and_every_card_can_be_played_somewhere():
    deck = content.load()
    assert len(deck.cards) == 76 and len(deck.personas) >= 6
    for seed, cid in enumerate(deck.ids):
        state = RULES.new_state(seed, 4, {})
        seat = state.turn
        holder = next(s for s in range(4) if cid in state.hands[s]) if any(cid in h for h in state.hands) else None
        if holder is None:
            state.draw_pile.remove(cid) if cid in state.draw_pile else state.discard.remove(cid)
            state.draw_pile.append(state.hands[seat].pop())
            state.hands[seat].append(cid)
        elif holder != seat:
            state.hands[holder].remove(cid)
            state.hands[holder].append(state.hands[seat].pop())
            state.hands[seat].append(cid)
        state.check_invariants()
        if PlayCard(cid) in state.legal_actions():
            state.apply(PlayCard(cid))
            state.check_invariants()


def test_personas_are_distinct_per_seat_and_public():
    state = RULES.new_state(7, 6, {"human_seats": [2]})
    ids = [p["id"] for p in state.personas if p]
    assert len(ids) == 5 == len(set(ids)) and state.personas[2] is None
    assert state.observation(None)["personas"][2] is None
    assert state.observation(None)["personas"][0] == state.personas[0]["id"]


# --- the rules page ---------------------------------------------------------------------------------
def test_the_rules_page_states_the_rules_and_the_rulings():
    from labdesk import games

    page = games.rules_text("lab-chaos")
    assert page.startswith("# Lab Chaos") and "\n## Rulings\n" in page
    for words in ("seven cards", "must play one", "even if the card you just played says to draw",
                  "you do not win", "End card", "Instant", "persona", "lowest total", "Stall guard",
                  "Play again", "Copy the previous card", "hand limit", "twelve Instant cards"):
        assert words in page, words


def test_an_empty_hand_that_cannot_draw_does_not_win():
    state = table(PLAIN, [["f0"], [], F[6:9]], turn=1, draw=[])
    state.hands[2] += state.discard[:-1]  # only the discard pile's top card is left, and it stays
    state.discard = state.discard[-1:]
    assert state.legal_actions() == [DrawCard()]
    state.apply(DrawCard())
    assert not state.is_over() and state.hands[1] == [] and state.turn == 2


def test_a_robo_card_with_two_questions_asks_both():
    deck = deck_of(card("two", "robot", 4, [], condition={"all": [{"question": "dog"}, {"question": "tea"}]}))
    state = table(deck, [["two", "f0"], F[3:6], F[6:9]], options={"human_seats": [0]})
    played(state, "two")
    assert state.pending["question"] == "dog"
    state.apply(Answer(True))
    assert state.pending["question"] == "tea"
    state.apply(Answer(True))
    assert "two" in state.discard and state.turn == 1
