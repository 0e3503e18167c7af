"""Lab Wars rules: every rule of the rulebook and every ruling of the brief, on arranged tables.

Tables are arranged by moving cards between piles (never creating or losing one), so every test can
end with check_invariants()."""
from __future__ import annotations

import pytest

from labdesk.engine.core import IllegalAction, Rng
from labdesk.games.lab_wars import rules as R
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.rules import (RULES, BuyImpact, BuyItem, ChooseTarget, DiscardItem,
                                          EndTurn, Experiment, Pass, PickCharacter, PlayAction,
                                          React, SpendData)

QUIET = "emeritus"  # two Emeriti sabotage no one: a round without side effects


# --- arranging a table ------------------------------------------------------------------------
def new(players=2, seed=1, **options):
    return RULES.new_state(seed, players, options)


def take_item(s, type_id, avoid=()):
    """A lab item card of this type out of the deck (or a hand not in ``avoid``)."""
    c = content()
    for card in s.item_deck.cards:
        if c.items[card] == type_id:
            s.item_deck.cards.remove(card)
            return card
    for seat, hand in enumerate(s.hands):
        if seat in avoid:
            continue
        for card in hand:
            if c.items[card] == type_id:
                hand.remove(card)
                return card
    raise AssertionError(f"no {type_id} left")


def give_lab(s, seat, *types):
    for t in types:
        s.labs[seat].append(take_item(s, t, avoid=(seat,)))


def set_hand(s, seat, *types):
    s.item_deck.cards[:0] = s.hands[seat]
    s.hands[seat] = []
    for t in types:
        s.hands[seat].append(take_item(s, t, avoid=(seat,)))


def give_action(s, seat, type_id):
    c = content()
    card = next(a for a in s.action_deck.cards if c.actions[a] == type_id)
    s.action_deck.cards.remove(card)
    s.action_hands[seat].append(card)


def pick(s, *picks):
    """Everyone picks (``picks`` by seat) until the turns or a target choice."""
    while s.decision in ("pick", "discard"):
        if s.decision == "discard":  # over the hand limit: the first item type goes back
            s.apply(s.legal_actions()[0])
        else:
            s.apply(PickCharacter(picks[s.to_move]))


def to_turns(s, *picks):
    pick(s, *picks)
    assert s.decision == "turn", s.decision


def end_turns(s):
    while s.decision == "turn":
        s.apply(EndTurn())


def snapshot(s):
    return ([s.observation(i) for i in range(s.players)] + [s.observation(None)],
            s.rng._r.getstate(), s.actions_played)


def refused(s, action, match):
    before = snapshot(s)
    with pytest.raises(IllegalAction, match=match):
        s.apply(action)
    assert snapshot(s) == before


# --- setup ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_kit_hand_rp_and_piles(players):
    s = new(players)
    c = content()
    for seat in range(players):
        assert sorted(c.items[i] for i in s.labs[seat]) == ["pipettes", "pipettes", "thermal-cycler"]
        assert len(s.hands[seat]) == 3 and s.rp[seat] == 2
        assert s.unused[seat] == list(R.CHARACTER_IDS)
    table = {2: (4, 4, 2), 3: (6, 6, 3), 4: (8, 8, 4)}[players]
    assert tuple(len(s.piles[p]) for p in R.PILE_IDS) == table
    assert len(s.action_deck) == 18
    assert s.round == 1 and s.genius == 0 and s.decision == "pick" and s.to_move == 0
    s.check_invariants()


def test_alternate_1_adds_two_papers_and_two_books_per_player():
    s = new(3, alternate_1=True)
    assert (len(s.piles["nurture"]), len(s.piles["book"]), len(s.piles["nobel"])) == (12, 12, 3)


def test_alternate_3_plays_without_action_cards():
    s = new(2, alternate_3=True)
    assert len(s.action_deck) == 0
    s.check_invariants()


def test_impact_piles_show_the_cheapest_card_and_get_dearer():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.rp[0] = 40
    first = s.impact_cost(0, "nurture")
    s.apply(BuyImpact("nurture"))
    assert s.impact_cost(0, "nurture") >= first
    tops = s.observation(0)["piles"]["nurture"]["costs"]
    assert tops == sorted(tops)


# --- the simultaneous phase --------------------------------------------------------------------
def test_first_round_skips_collecting():
    s = new(2)
    assert s.rp == [2, 2] and [len(h) for h in s.hands] == [3, 3]


def test_from_round_two_everyone_collects_two_rp_and_one_item():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    end_turns(s)
    assert s.round == 2
    rp_after_round_1 = [2 + 1, 2 + 1]  # the Emeritus' bonus RP
    assert s.rp == [r + 2 for r in rp_after_round_1]
    assert [len(h) for h in s.hands] == [4, 4]


def test_hand_over_the_limit_goes_under_the_lab_deck():
    s = new(2)
    set_hand(s, 0, "pipettes", "fume-hood", "gel-rig", "autoclave", "incubator")
    to_turns(s, QUIET, QUIET)
    end_turns(s)  # round 2: seat 0 draws a sixth item
    assert s.decision == "discard" and s.to_move == 0 and s.phase == "collect"
    s.apply(DiscardItem("fume-hood"))
    assert content().items[s.item_deck.cards[0]] == "fume-hood"  # the bottom of the deck
    assert len(s.hands[0]) == 5 and s.decision == "pick"
    s.check_invariants()


def test_putting_several_items_back_is_logged_once_with_the_count():
    """The log said "puts a lab item under the lab deck" once per item, five lines alike: it says it
    once, with how many, when the seat is down to its limit."""
    s = new(2)
    set_hand(s, 0, "pipettes", "fume-hood", "gel-rig", "autoclave", "incubator", "pipettes", "gel-rig")
    to_turns(s, QUIET, QUIET)
    end_turns(s)  # round 2: seat 0 holds eight, three over
    names = ["Ana", "Boris"]
    lines = []
    for item in ("pipettes", "gel-rig", "fume-hood"):
        assert s.decision == "discard" and s.to_move == 0
        lines += [e.describe(names) for e in s.apply(DiscardItem(item)) if isinstance(e, R.ItemDiscarded)]
    assert lines == ["", "", "Ana puts 3 lab items under the lab deck (hand limit)."]
    assert len(s.hands[0]) == 5 and s.decision == "pick" and s.put_back == 0


def test_secret_tech_raises_the_hand_limit():
    s = new(2)
    give_lab(s, 0, "secret-tech")
    assert s.hand_limit(0) == 7 and s.hand_limit(1) == 5
    set_hand(s, 0, "pipettes", "fume-hood", "gel-rig", "autoclave", "incubator", "research-grant")
    to_turns(s, QUIET, QUIET)
    end_turns(s)
    assert s.decision == "pick"  # 7 cards, no discard


def test_the_hand_limit_is_checked_only_when_collecting():
    """Ruling: draws during a round may pass the limit; the next collect step trims the hand."""
    s = new(2)
    give_lab(s, 0, "thermal-cycler", "thermal-cycler", "thermal-cycler")
    to_turns(s, QUIET, QUIET)
    for _ in range(4):
        s.apply(Experiment("thermal-cycler"))
    s.apply(SpendData("thermal-cycler", 4))
    assert len(s.hands[0]) == 8 and s.decision == "turn"


def test_character_picks_are_secret_until_everyone_has_picked():
    s = new(3)
    s.apply(PickCharacter("postdoc"))
    assert s.observation(1)["seats"][0]["picked"] is True
    assert s.observation(1)["seats"][0]["character"] is None
    assert s.observation(None)["seats"][0]["character"] is None
    assert s.observation(0)["seats"][0]["character"] == "postdoc"  # your own pick you see
    s.apply(PickCharacter("phd"))
    events = s.apply(PickCharacter("pi"))
    reveal = [e for e in events if isinstance(e, R.CharactersRevealed)]
    assert reveal and reveal[0].barrier and reveal[0].picks == ("postdoc", "phd", "pi")
    assert s.observation(1)["seats"][0]["character"] == "postdoc"


def test_the_pick_is_made_seat_by_seat_from_the_genius():
    s = new(3)
    order = []
    while s.decision == "pick":
        order.append(s.to_move)
        s.apply(PickCharacter(QUIET))
    assert order == [0, 1, 2]


def test_used_characters_are_set_aside_and_cannot_be_picked_again():
    s = new(2)
    to_turns(s, "postdoc", QUIET)
    assert "postdoc" in s.used[0] and "postdoc" not in s.unused[0]
    end_turns(s)
    assert s.to_move == 1  # round 2: seat 1 holds the genius card
    s.apply(PickCharacter("phd"))
    assert PickCharacter("postdoc") not in s.legal_actions()
    refused(s, PickCharacter("postdoc"), "has been used")


def test_professor_takes_back_every_used_character_itself_included():
    s = new(2)
    to_turns(s, "postdoc", QUIET)
    end_turns(s)
    pick(s, "professor", "pi")
    assert s.recall[0]
    end_turns(s)
    assert s.unused[0] == list(R.CHARACTER_IDS) and s.used[0] == []
    assert len(s.used[1]) == 2  # no Professor, nothing back


def test_the_last_character_plays_itself():
    s = new(2)
    for cid in ("postdoc", "phd", "pi", "emeritus"):
        to_turns(s, cid, cid)  # the same character on both sides: no sabotage
        end_turns(s)
    pick(s)  # round 5: only the Professors are left, and they play themselves
    assert s.decision == "turn" and s.picks == ["professor", "professor"]


def test_items_stand_up_again_when_characters_are_revealed():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.apply(Experiment("pipettes"))
    turned = set(s.turned)
    assert turned
    end_turns(s)
    assert s.turned == turned  # still sideways while picking
    pick(s, "pi", "pi")
    assert not s.turned


def test_bonus_phase_characters_items_and_waiting_effects():
    s = new(2)
    give_lab(s, 0, "fume-hood", "research-grant")
    to_turns(s, "postdoc", QUIET)
    assert s.rp[0] == 2 + 2 + 1  # Post Doc 2 + Fume Hood 1
    s.apply(Experiment("research-grant"))
    assert s.rp[0] == 5 and s.delayed[0] == [{"rp": 2}]
    end_turns(s)
    rp = s.rp[0]
    pick(s, "phd", "professor")
    # PhD draws 2, Fume Hood 1 RP, the grant's 2 RP
    assert s.rp[0] == rp + 1 + 2 and s.delayed[0] == []


# --- sabotage ---------------------------------------------------------------------------------
def test_post_doc_steals_two_rp_from_the_professor_and_draws_an_action_card():
    s = new(2)
    events = []
    while s.decision == "pick":
        events += s.apply(PickCharacter({0: "postdoc", 1: "professor"}[s.to_move]))
    assert s.sabotages == [(0, 1, "postdoc")]
    # seat 1: 2 RP + nothing; seat 0: 2 + 2 (bonus) + 2 stolen
    assert s.rp == [6, 0]
    assert len(s.action_hands[0]) == 1  # the saboteur's action card
    assert len(s.action_hands[1]) == 1  # the Professor's bonus card
    assert any(isinstance(e, R.Sabotaged) for e in events)


def test_phd_student_raises_the_post_docs_item_costs_by_two():
    s = new(2)
    to_turns(s, "phd", "postdoc")
    assert s.cost_up == [0, 2]
    set_hand(s, 1, "centrifuge")
    assert s.item_cost(1, "centrifuge") == content().item_types["centrifuge"].cost + 2
    s.apply(EndTurn())  # seat 0's turn ends; seat 1 plays
    s.rp[1] = content().item_types["centrifuge"].cost + 1
    refused(s, BuyItem("centrifuge"), "costs")


def test_principal_investigator_takes_a_random_item_from_the_phd_student():
    s = new(2)
    to_turns(s, "pi", "phd")
    assert len(s.hands[0]) == 4 and len(s.hands[1]) == 3 + 2 - 1  # PhD drew 2 first


def test_emeritus_turns_the_principal_investigators_dearest_item_sideways():
    s = new(2)
    give_lab(s, 1, "centrifuge")
    to_turns(s, "emeritus", "pi")
    card = next(i for i in s.labs[1] if content().items[i] == "centrifuge")
    assert card in s.turned


def test_professor_sabotages_no_one():
    s = new(2)
    to_turns(s, "professor", "emeritus")
    assert s.sabotages == []


@pytest.mark.parametrize("first, second", [(0, 1), (1, 2)])
def test_of_two_saboteurs_the_one_closest_to_the_genius_sabotages(first, second):
    s = new(3)
    picks = {first: "pi", second: "pi"}
    victim = ({0, 1, 2} - {first, second}).pop()
    picks[victim] = "phd"
    pick(s, *(picks[i] for i in range(3)))
    assert [(b, t) for b, t, _ in s.sabotages] == [(first, victim)]


def test_a_saboteur_with_two_targets_chooses():
    s = new(4)
    pick(s, "pi", "phd", "phd", "pi")
    assert s.decision == "target" and s.to_move == 0
    assert s.observation(0)["sabotage_choices"] == [1, 2]
    s.apply(ChooseTarget(2))
    # the other Principal Investigator sabotages the one left
    assert [(b, t) for b, t, _ in s.sabotages] == [(0, 2), (3, 1)]
    s.check_invariants()


def test_alternate_3_sabotage_gives_a_lab_item_instead():
    s = new(2, alternate_3=True)
    to_turns(s, "postdoc", "professor")
    assert s.action_hands == [[], []]
    assert len(s.hands[0]) == 4  # the sabotage's item
    assert len(s.hands[1]) == 4  # the Professor's card becomes an item too


# --- turns ------------------------------------------------------------------------------------
def test_turns_go_clockwise_from_the_genius_which_then_moves_on():
    s = new(3)
    to_turns(s, QUIET, QUIET, QUIET)
    seen = []
    while s.decision == "turn":
        seen.append(s.to_move)
        s.apply(EndTurn())
    assert seen == [0, 1, 2]
    assert s.genius == 1 and s.round == 2
    to_turns(s, "pi", "pi", "pi")
    assert s.to_move == 1


def test_buying_an_item_pays_and_it_works_at_once():
    s = new(2)
    set_hand(s, 0, "centrifuge")
    to_turns(s, QUIET, QUIET)
    s.rp[0] = 7
    s.apply(BuyItem("centrifuge"))
    assert s.rp[0] == 7 - content().item_types["centrifuge"].cost
    s.apply(Experiment("centrifuge"))
    assert s.data["chemical"] == 2


def test_an_experiment_turns_the_item_sideways_once_a_round():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.apply(Experiment("thermal-cycler"))
    refused(s, Experiment("thermal-cycler"), "no ready Thermal Cycler")


def test_rulebook_example_two_pipettes_give_two_chemical_data_and_two_rp():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    rp = s.rp[0]
    s.apply(Experiment("pipettes"))
    s.apply(Experiment("pipettes"))
    assert s.data == {"chemical": 2, "dna": 0}
    s.apply(SpendData("pipettes", 2))
    assert s.rp[0] == rp + 2 and s.data["chemical"] == 0


def test_rulebook_example_four_thermal_cyclers_give_four_dna_data_and_five_items():
    s = new(2)
    give_lab(s, 0, "thermal-cycler", "thermal-cycler", "thermal-cycler")
    to_turns(s, QUIET, QUIET)
    hand = len(s.hands[0])
    for _ in range(4):
        s.apply(Experiment("thermal-cycler"))
    assert s.data == {"chemical": 0, "dna": 4}
    s.apply(SpendData("thermal-cycler", 4))
    assert len(s.hands[0]) == hand + 5


def test_two_data_are_the_least_that_trigger_anything():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.apply(Experiment("pipettes"))
    assert not any(isinstance(a, SpendData) for a in s.legal_actions())
    refused(s, SpendData("pipettes", 2), "1 chemical data")


def test_each_cards_trigger_works_once_a_round_but_data_may_go_to_another_card():
    s = new(2)
    give_lab(s, 0, "pipettes", "pipettes")
    to_turns(s, QUIET, QUIET)
    for _ in range(4):
        s.apply(Experiment("pipettes"))
    s.apply(SpendData("pipettes", 2))
    s.apply(SpendData("pipettes", 2))  # the second Pipettes card
    assert len(s.triggered) == 2
    end_turns(s)
    pick(s, "pi", "pi")
    assert not s.triggered  # a new round


def test_a_used_trigger_is_refused():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.apply(Experiment("pipettes"))
    s.apply(Experiment("pipettes"))
    s.apply(SpendData("pipettes", 2))
    s.apply(Experiment("thermal-cycler"))
    give_lab(s, 0, "centrifuge")
    s.apply(Experiment("centrifuge"))
    assert s.data["chemical"] == 2
    s.triggered.update(i for i in s.labs[0] if content().items[i] == "pipettes")
    refused(s, SpendData("pipettes", 2), "once a round")


def test_data_is_lost_at_the_end_of_the_turn():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.apply(Experiment("pipettes"))
    events = s.apply(EndTurn())
    ended = next(e for e in events if isinstance(e, R.TurnEnded))
    assert ended.data_lost == 1 and s.data == {"chemical": 0, "dna": 0}


def test_principal_investigator_data_counts_as_either_kind():
    s = new(2)
    to_turns(s, "pi", QUIET)
    s.apply(Experiment("pipettes"))
    s.apply(Experiment("thermal-cycler"))
    assert SpendData("pipettes", 2) in s.legal_actions()
    assert SpendData("thermal-cycler", 2) in s.legal_actions()
    s.apply(SpendData("thermal-cycler", 2))
    assert s.data == {"chemical": 0, "dna": 0}


def test_without_the_principal_investigator_data_kinds_do_not_mix():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.apply(Experiment("pipettes"))
    s.apply(Experiment("thermal-cycler"))
    assert not any(isinstance(a, SpendData) for a in s.legal_actions())


def test_a_discard_icon_costs_hand_items_put_under_the_deck():
    s = new(2)
    give_lab(s, 0, "bunsen-burner")
    set_hand(s, 0, "fume-hood", "gel-rig")
    to_turns(s, QUIET, QUIET)
    choices = [a for a in s.legal_actions() if isinstance(a, Experiment) and a.item == "bunsen-burner"]
    assert {a.discard for a in choices} == {("fume-hood",), ("gel-rig",)}
    s.apply(Experiment("bunsen-burner", ("gel-rig",)))
    assert content().items[s.item_deck.cards[0]] == "gel-rig"
    assert s.data["chemical"] == 2
    set_hand(s, 0)
    give_lab(s, 0, "bunsen-burner")
    refused(s, Experiment("bunsen-burner", ("gel-rig",)), "needs 1 lab item")


def test_at_most_two_impact_cards_a_turn():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    s.rp[0] = 60
    s.apply(BuyImpact("nurture"))
    s.apply(BuyImpact("nurture"))
    assert not any(isinstance(a, BuyImpact) for a in s.legal_actions())
    refused(s, BuyImpact("book"), "at most two")


def test_friendly_reviewer_allows_a_third_impact_card_and_a_discount():
    s = new(2)
    give_action(s, 0, "friendly-reviewer")
    to_turns(s, QUIET, QUIET)
    s.rp[0] = 60
    base = s.impact_card("book", s.piles["book"][-1]).cost
    s.apply(PlayAction("friendly-reviewer"))
    assert s.impact_cost(0, "book") == base - 2 - 1  # the card and the Emeritus
    for p in ("nurture", "nurture", "book"):
        s.apply(BuyImpact(p))
    assert len(s.impact[0]) == 3


def test_one_action_card_a_round():
    s = new(2)
    give_action(s, 0, "travel-grant")
    give_action(s, 0, "stolen-manuscript")
    to_turns(s, QUIET, QUIET)
    s.apply(PlayAction("travel-grant"))
    assert not any(isinstance(a, PlayAction) for a in s.legal_actions())
    refused(s, PlayAction("stolen-manuscript", 1), "one action card a round")


def test_an_aimed_action_card_needs_a_rival():
    s = new(2)
    give_action(s, 0, "stolen-manuscript")
    to_turns(s, QUIET, QUIET)
    refused(s, PlayAction("stolen-manuscript", 0), "aimed at a rival")
    refused(s, PlayAction("stolen-manuscript"), "aimed at a rival")
    rp = s.rp[1]
    s.apply(PlayAction("stolen-manuscript", 1))
    assert s.rp[1] == max(0, rp - 3)


def test_plagiarised_paper_needs_a_rival_with_a_paper():
    s = new(2)
    give_action(s, 0, "plagiarised-paper")
    to_turns(s, QUIET, QUIET)
    refused(s, PlayAction("plagiarised-paper", 1), "no Nurture paper")
    s.impact[1].append(("nurture", s.piles["nurture"].pop()))
    s.apply(PlayAction("plagiarised-paper", 1))
    assert s.nurture_count(0) == 1 and s.nurture_count(1) == 0


def test_reaction_cards_are_offered_only_when_a_rival_buys_an_impact_card():
    s = new(3)
    give_action(s, 1, "reviewer-two")
    to_turns(s, QUIET, QUIET, QUIET)
    assert not any(isinstance(a, PlayAction) for a in s.legal_actions() if s.to_move == 1)
    s.rp[0] = 20
    s.apply(BuyImpact("nurture"))
    assert s.decision == "react" and s.to_move == 1  # seat 2 holds no reaction: not asked
    assert s.observation(1)["reacting_to"] == {"seat": 0, "pile": "nurture"}
    assert s.legal_actions() == [React("reviewer-two"), Pass()]
    rp = s.rp[0]
    s.apply(React("reviewer-two"))
    assert s.rp[0] == rp - 3 and s.decision == "turn" and s.to_move == 0
    assert s.action_used[1]


def test_a_reaction_can_be_declined_and_a_played_card_this_round_means_no_prompt():
    s = new(2)
    give_action(s, 1, "scooped")
    to_turns(s, QUIET, QUIET)
    s.rp[0] = 30
    s.apply(BuyImpact("nurture"))
    s.apply(Pass())
    assert s.decision == "turn" and s.to_move == 0
    s.action_used[1] = True
    s.apply(BuyImpact("nurture"))
    assert s.decision == "turn"


def test_alternate_2_rp_from_chemical_data_must_be_spent_this_turn():
    s = new(2, alternate_2=True)
    to_turns(s, QUIET, QUIET)
    rp = s.rp[0]
    s.apply(Experiment("pipettes"))
    s.apply(Experiment("pipettes"))
    s.apply(SpendData("pipettes", 2))
    assert s.fresh_rp == 2 and s.rp[0] == rp + 2
    events = s.apply(EndTurn())
    assert next(e for e in events if isinstance(e, R.TurnEnded)).rp_returned == 2
    assert s.rp[0] == rp


def test_alternate_2_fresh_rp_are_spent_first():
    s = new(2, alternate_2=True)
    set_hand(s, 0, "pipettes")
    to_turns(s, QUIET, QUIET)
    rp = s.rp[0]
    s.apply(Experiment("pipettes"))
    s.apply(Experiment("pipettes"))
    s.apply(SpendData("pipettes", 2))
    s.apply(BuyItem("pipettes"))  # costs 2: the 2 fresh RP
    assert s.fresh_rp == 0
    s.apply(EndTurn())
    assert s.rp[0] == rp


# --- the end ----------------------------------------------------------------------------------
def empty_pile(s, pile, seat):
    while s.piles[pile]:
        s.impact[seat].append((pile, s.piles[pile].pop()))


def test_the_game_ends_at_the_end_of_the_round_two_piles_ran_out():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    empty_pile(s, "nobel", 0)
    s.rp[0] = 40
    while s.piles["nurture"][1:]:
        s.impact[0].append(("nurture", s.piles["nurture"].pop()))
    s.apply(BuyImpact("nurture"))  # the second pile runs out during seat 0's turn
    s.apply(EndTurn())
    assert not s.is_over() and s.to_move == 1  # the round is finished first
    events = s.apply(EndTurn())
    assert s.is_over() and any(isinstance(e, R.GameEnded) for e in events)
    assert s.current_player() is None and s.legal_actions() == []
    refused_over = pytest.raises(IllegalAction, match="over")
    with refused_over:
        s.apply(EndTurn())


def test_one_empty_pile_is_not_the_end():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    empty_pile(s, "nobel", 1)
    end_turns(s)
    assert not s.is_over() and s.round == 2


def test_most_nurture_papers_bonus_goes_to_each_tied_player():
    s = new(3)
    s.impact[0].append(("nurture", s.piles["nurture"].pop()))
    s.impact[1].append(("nurture", s.piles["nurture"].pop()))
    assert s.end_bonus(0)[0] == 3 and s.end_bonus(1)[0] == 3 and s.end_bonus(2)[0] == 0
    s.impact[0].append(("nurture", s.piles["nurture"].pop()))
    assert s.end_bonus(0)[0] == 3 and s.end_bonus(1)[0] == 0


def test_no_papers_no_paper_bonus():
    s = new(2)
    assert s.end_bonus(0)[0] == 0


@pytest.mark.parametrize("value, bonus", [(19, 0), (20, 1), (29, 1), (30, 4), (39, 4), (40, 8), (55, 8)])
def test_lab_value_bonus_steps(value, bonus):
    s = new(2)
    assert R.LabWarsState.lab_value.__name__ == "lab_value"
    s.lab_value = lambda seat: value  # the steps alone
    assert s.end_bonus(0)[1] == bonus


def test_lab_value_is_the_sum_of_item_costs():
    s = new(2)
    c = content()
    assert s.lab_value(0) == 2 * c.item_types["pipettes"].cost + c.item_types["thermal-cycler"].cost
    give_lab(s, 0, "cyclotron")
    assert s.lab_value(0) == 2 * c.item_types["pipettes"].cost + c.item_types["thermal-cycler"].cost + 10


def test_score_is_impact_plus_bonuses():
    s = new(2)
    s.impact[0].append(("nobel", s.piles["nobel"].pop()))
    s.impact[0].append(("nurture", s.piles["nurture"].pop()))
    card_points = sum(s.impact_card(p, i).value for p, i in s.impact[0])
    assert s.score(0) == card_points + 3 + sum([0])  # the lab of 6 earns nothing yet


def test_ties_go_to_more_research_points_then_more_lab_items():
    s = new(3)
    s.rp = [5, 7, 7]
    give_lab(s, 2, "pipettes")
    assert s.score(1) == s.score(2)
    assert s.winners() == [2]  # same RP, one more lab item
    s.rp[2] = 6
    assert s.winners() == [1]  # more RP beats more items


def test_a_full_tie_is_a_shared_win():
    s = new(2)
    assert s.winners() == [0, 1]


# --- illegal actions --------------------------------------------------------------------------
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing():
    s = new(2)
    refused(s, EndTurn(), "pick a character")
    refused(s, PickCharacter("janitor"), "not one of your characters")
    to_turns(s, QUIET, QUIET)
    s.rp[0] = 1
    set_hand(s, 0, "cyclotron")
    refused(s, BuyItem("cyclotron"), "costs 10")
    refused(s, BuyItem("centrifuge"), "no Centrifuge in your hand")
    refused(s, BuyItem("warp-drive"), "no lab item")
    refused(s, Experiment("fume-hood"), "no experiment icon")
    refused(s, Experiment("centrifuge"), "no ready Centrifuge")
    refused(s, SpendData("pipettes", 3), "takes 2 or 4")
    refused(s, SpendData("fume-hood", 2), "no data trigger")
    refused(s, BuyImpact("nobel"), "costs")
    refused(s, BuyImpact("fame"), "no impact pile")
    refused(s, PlayAction("poisoned-tea", 1), "no such action")
    refused(s, React("scooped"), "take your turn")
    refused(s, DiscardItem("pipettes"), "take your turn")
    refused(s, ChooseTarget(1), "take your turn")
    s.check_invariants()


def test_every_str_is_unique_among_legal_actions_and_finds_its_action():
    s = new(4, seed=3)
    rng = Rng(3)
    while not s.is_over():
        legal = s.legal_actions()
        texts = [str(a) for a in legal]
        assert len(texts) == len(set(texts))
        a = rng.choice(legal)
        assert s.find_action(str(a)) == a
        s.apply(a)


# --- the log ----------------------------------------------------------------------------------
def test_events_describe_in_the_third_person():
    names = ["Ana", "Boris", "Chen", "Dana"]
    s = new(4, seed=5)
    rng = Rng(5)
    lines = [e.describe(names) for e in s.opening_events]
    while not s.is_over():
        for e in s.apply(rng.choice(s.legal_actions())):
            lines.append(e.describe(names))
    lines = [line for line in lines if line]
    assert len(lines) > 50
    for line in lines:
        words = line.lower().replace(".", " ").replace(",", " ").split()
        assert "you" not in words and "your" not in words, line
        assert line[0].isupper() and line.endswith((".", "!")), line
    assert any("sabotages" in line for line in lines)
    assert lines[-1].startswith("The game ends")


# --- Legends of Science -------------------------------------------------------------------------
def legends_game(players=3, seed=2):
    s = new(players, seed, legends=True)
    while s.decision == "news":  # each keeps the first two articles
        s.apply(s.legal_actions()[-1])
    return s


def test_legends_each_player_gets_a_legend_and_its_item():
    s = new(3, legends=True)
    c = content()
    assert len(set(s.legends)) == 3 and set(s.legends) <= set(c.legend_ids)
    for seat, legend in enumerate(s.legends):
        assert s.unused[seat] == list(R.CHARACTER_IDS) + [legend]
        assert c.characters[legend].item in [c.items[i] for i in s.labs[seat]]
        assert s.observation(None)["seats"][seat]["legend"] == legend  # shown to everyone
    assert len(s.item_deck) + sum(map(len, s.hands)) + sum(map(len, s.labs)) == len(c.items)
    s.check_invariants()


def test_legends_news_dealt_three_keep_two_secretly_in_turn():
    s = new(3, legends=True)
    assert s.decision == "news" and s.to_move == 0 and s.phase == "collect"
    assert [len(h) for h in s.news_hands] == [3, 3, 3]
    assert s.observation(1)["seats"][0]["news"] is None and s.observation(0)["seats"][0]["news"]
    order = []
    while s.decision == "news":
        order.append(s.to_move)
        s.apply(s.legal_actions()[0])
    assert order == [0, 1, 2] and s.decision == "pick"
    assert [len(h) for h in s.news_hands] == [2, 2, 2] and not s.news_dropped
    s.check_invariants()


def test_legends_four_players_keep_both_articles():
    s = new(4, legends=True)
    assert s.decision == "pick" and [len(h) for h in s.news_hands] == [2, 2, 2, 2]


def test_legends_a_news_article_scores_as_soon_as_it_is_met():
    s = legends_game(2)
    c = content()
    article = next(n for n in c.news if n.id == "pipette-pioneer")
    if article.index not in s.news_hands[0]:  # swap it into seat 0's hand
        holder = s.news_deck.cards if article.index in s.news_deck.cards else s.news_hands[1]
        holder[holder.index(article.index)] = s.news_hands[0][0]
        s.news_hands[0][0] = article.index
    to_turns(s, QUIET, QUIET)
    give_lab(s, 0, "pipettes")
    set_hand(s, 0, "pipettes")
    s.rp[0] = 10
    score = s.score(0)
    events = s.apply(BuyItem("pipettes"))  # the fourth Pipettes
    done = [e for e in events if isinstance(e, R.NewsCompleted)]
    assert done and done[0].news == "pipette-pioneer" and done[0].barrier
    assert article.index in s.news_done[0] and len(s.news_hands[0]) == 2  # a new one drawn
    assert s.score(0) == score + article.value
    assert s.observation(1)["seats"][0]["news_done"] == ["pipette-pioneer"]
    s.check_invariants()


def test_legends_an_instant_item_pays_when_a_rival_reveals_its_character():
    s = legends_game(2)
    give_lab(s, 0, "field-kit")
    give_lab(s, 1, "field-kit")
    events = []
    while s.decision == "pick":
        events += s.apply(PickCharacter({0: "pi", 1: "emeritus"}[s.to_move]))
    paid = [e for e in events if isinstance(e, R.Gained) and e.source == "Field Kit"]
    assert [(e.seat, e.gains) for e in paid] == [(0, (("rp", 2),))]  # not seat 1: its rival was no Emeritus


def test_legends_the_professor_brings_the_legend_back():
    s = legends_game(2)
    legend = s.legends[0]
    to_turns(s, legend, QUIET)
    assert legend in s.used[0]
    end_turns(s)
    pick(s, "professor", "pi")
    end_turns(s)
    assert legend in s.unused[0] and not s.used[0]


def test_legends_sabotage_like_the_base_characters():
    c = content()
    seed = next(k for k in range(50) if "darwin" in new(2, k, legends=True).legends)
    s = legends_game(2, seed=seed)
    seat = s.legends.index("darwin")
    other = 1 - seat
    picks = {seat: "darwin", other: "emeritus"}
    s.rp[other] = 5
    pick(s, picks[0], picks[1])
    assert (seat, other, "darwin") in s.sabotages
    assert c.characters["darwin"].sabotage == {"steal_rp": 2}


# --- audit additions ----------------------------------------------------------------------------
def test_ending_a_turn_never_plays_itself():
    """QA: with only "Eureka!" left, the turn waits for the player (who may still undo)."""
    rng = Rng(3)
    seen = 0
    for seed in range(1, 6):
        s = new(3, seed=seed)
        while not s.is_over():
            legal = s.legal_actions()
            if legal == [EndTurn()]:
                seen += 1
                assert s.decision == "turn" and s.to_move == s.active
            s.apply(rng.choice(legal))
    assert seen > 0


def test_a_lone_sabotage_target_is_chosen_without_asking():
    s = new(3)
    pick(s, "emeritus", "pi", "postdoc")
    assert s.decision == "turn"
    assert s.sabotages == [(0, 1, "emeritus")]


def test_log_counts_agree_in_number():
    names = ["Ana", "Boris"]
    assert R.ActionsShuffled(1).describe(names) == "The 1 used action card is shuffled into a new deck."
    assert R.ActionsShuffled(3).describe(names) == "The 3 used action cards are shuffled into a new deck."
    assert "1 research point and" in R.ResearchCollected(1, (1, 1)).describe(names)
    assert "2 research points and" in R.ResearchCollected(2, (1, 1)).describe(names)
    assert R.RPTaken(0, 1, 1).describe(names) == "Boris takes 1 research point from Ana."
    assert R.ItemsLost(0, 1).describe(names) == "Ana puts 1 random lab item under the lab deck."
    assert R.TurnEnded(0, 1, 1).describe(names) == (
        "Ana ends the turn: Eureka! 1 unused data lost. 1 unspent research point from data returned.")
    assert R.ItemBought(0, "pipettes", 0, 1).describe(names).endswith("for 1 research point.")
    assert R.Gained(0, "Pipettes", (("rp", 1), ("draw", 2))).describe(names) == (
        "Ana gains 1 research point and 2 lab items from Pipettes.")


@pytest.mark.parametrize("players,table", [(2, (8, 8, 2)), (3, (12, 12, 3)), (4, (16, 16, 4))])
def test_alternate_1_pile_counts_for_every_player_count(players, table):
    s = new(players, alternate_1=True)
    assert tuple(len(s.piles[p]) for p in R.PILE_IDS) == table
    s.check_invariants()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_impact_piles_are_ordered_by_value_lowest_showing(players):
    s = new(players)
    for pile in s.observation(0)["piles"].values():
        assert pile["values"] == sorted(pile["values"])  # top first: the lowest value shows
        assert pile["top"]["value"] == pile["values"][0]


def test_professor_bonus_draws_an_action_card_and_sabotages_no_one():
    s = new(2)
    to_turns(s, "professor", "pi")
    assert len(s.action_hands[0]) == 1 and s.sabotages == []


def test_used_action_cards_are_shuffled_into_a_new_deck_when_it_runs_out():
    s = new(2)
    s.action_discard = list(s.action_deck.cards[1:])  # every card but one has been used
    del s.action_deck.cards[1:]
    s.check_invariants()
    events = []
    while s.decision == "pick":  # two Professors draw two action cards: the deck runs out
        events += s.apply(PickCharacter("professor"))
    assert any(isinstance(e, R.ActionsShuffled) and e.cards == 17 for e in events)
    assert len(s.action_hands[0]) == len(s.action_hands[1]) == 1
    assert s.action_discard == [] and len(s.action_deck) == 16
    s.check_invariants()


def test_another_action_card_may_be_played_next_round():
    s = new(2)
    give_action(s, 0, "travel-grant")
    give_action(s, 0, "travel-grant")
    to_turns(s, QUIET, QUIET)
    s.apply(PlayAction("travel-grant"))
    end_turns(s)
    to_turns(s, "phd", "phd")
    s.apply(EndTurn())  # round 2 starts with seat 1 (the genius card moved on)
    assert s.to_move == 0 and PlayAction("travel-grant") in s.legal_actions()


def test_data_refusals_leave_the_table_unchanged():
    s = new(2)
    to_turns(s, QUIET, QUIET)
    refused(s, SpendData("pipettes", 2), "data")  # no data yet
    s.apply(Experiment("pipettes"))
    refused(s, SpendData("pipettes", 2), "data")  # one chemical data is not enough
    s.check_invariants()


def test_the_game_always_ends_after_round_forty():
    s = new(2)
    s.round = R.MAX_ROUNDS
    to_turns(s, QUIET, QUIET)
    end_turns(s)
    assert s.is_over() and s.empty_piles() == 0 and R.MAX_ROUNDS == 40
    s.check_invariants()


def test_refusals_name_the_real_reason():
    s = new(2)
    give_action(s, 0, "poisoned-tea")
    give_action(s, 1, "friendly-reviewer")
    to_turns(s, QUIET, QUIET)
    refused(s, PlayAction("poisoned-tea", 5), "there is no player 6")
    s.apply(EndTurn())
    s.rp[1] = 60
    s.apply(PlayAction("friendly-reviewer"))
    for pile in ("nurture", "nurture", "book"):
        s.apply(BuyImpact(pile))
    refused(s, BuyImpact("book"), "at most three impact cards a turn")


def test_action_cards_do_not_count_towards_the_hand_limit():
    s = new(2)
    set_hand(s, 0, "pipettes", "fume-hood", "gel-rig", "autoclave")  # five after round 2's draw
    for card in ("travel-grant", "travel-grant", "poisoned-tea", "poisoned-tea"):
        give_action(s, 0, card)
    to_turns(s, QUIET, QUIET)
    end_turns(s)
    assert len(s.hands[0]) == 5 and len(s.action_hands[0]) == 4
    assert s.decision == "pick"  # no one is over the limit
    s.check_invariants()


# --- what the board reads from the observation -----------------------------------------------
def test_the_observation_says_what_is_decided_now():
    s = new(3)
    assert s.observation(None)["decision_text"] == "pick a character"
    to_turns(s, QUIET, "phd", "pi")
    assert all(s.observation(p)["decision_text"] == "take your turn" for p in (0, 1, 2, None))


def test_the_observation_prices_the_top_impact_cards_for_each_seat():
    s = new(2)
    give_action(s, 0, "friendly-reviewer")
    to_turns(s, QUIET, QUIET)
    s.apply(PlayAction("friendly-reviewer"))
    for viewer in (0, 1, None):
        costs = [seat["impact_costs"] for seat in s.observation(viewer)["seats"]]
        assert costs == [{p: s.impact_cost(seat, p) for p in R.PILE_IDS} for seat in (0, 1)]
    assert costs[0]["book"] < costs[1]["book"]  # the discount is the player's own


def test_the_opening_events_are_public_and_gone_after_the_first_action():
    s = new(3, legends=True)
    opening = s.observation(None)["opening"]
    assert any(isinstance(e, R.RoundStarted) for e in opening)
    assert all(s.observation(p)["opening"] == opening for p in range(3))  # the same for every eye
    # nothing in them is hidden: the legends dealt and the genius card are on the table for all to see
    seen = s.observation(None)
    assert {type(e) for e in opening} == {R.LegendsDealt, R.RoundStarted}
    for e in opening:
        if isinstance(e, R.LegendsDealt):
            assert list(e.legends) == [seat["legend"] for seat in seen["seats"]]
        else:
            assert (e.round, e.genius) == (seen["round"], seen["genius"])
    s.apply(s.legal_actions()[0])
    assert all(s.observation(p)["opening"] == () for p in (0, 1, 2, None))
