"""Lab Wars in words, without a window: card texts, the banner, the prompt, buttons, menus and the
labels of events read right (plurals included) and name players, never seat numbers."""
from __future__ import annotations

from labdesk.games.lab_wars import words
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.rules import (
    RULES, BuyImpact, BuyItem, ChooseTarget, EndTurn, Experiment, Pass, PickCharacter, PlayAction, SpendData,
)
from labdesk.ui.table.words import round_label

NAMES = ["Ana", "Boris", "Chen"]


def test_effects_read_as_a_short_phrase_with_plurals_right():
    assert words.effect_words({"rp": 2, "draw": 1}) == "2 RP and draw 1 item"
    assert words.effect_words({"draw": 2}) == "draw 2 items"
    assert words.effect_words({"action": 1, "extra_impact": 1}) == "1 action card and buy 1 more impact card"
    assert words.effect_words({"rp": 1, "chemical": 1, "action": 2}) == "1 RP, 1 chemical data and 2 action cards"
    assert words.effect_words({"next_bonus": {"rp": 3}}) == "next bonus phase: 3 RP"
    assert words.effect_words({}) == ""


def test_gains_count_items_and_cards_in_the_singular_and_plural():
    assert words.gains_text({"rp": 1, "draw": 1}) == "+1 RP  +1 item"
    assert words.gains_text({"draw": 2, "action": 2}) == "+2 items  +2 action cards"
    assert words.gained({"dna": 1}, "Thermal Cycler") == "+1 DNA data  (Thermal Cycler)"
    assert words.gained({}, "nothing") == ""


def test_every_card_has_its_words():
    c = content()
    for t in c.item_types:
        text = words.item_text(c, t)
        assert text.name and text.note == f"Lab value {text.cost} at the end" and len(text.mark) == 2
        assert all(kind and line for kind, line in text.effects)
    discarding = next(t for t, item in c.item_types.items() if item.discard == 1)
    assert words.item_text(c, discarding).effects[0][1] == "Discard 1 item from your hand to use it"
    for cid in c.characters:
        text = words.character_text(c, cid)
        assert text.name and (text.sabotages is None or text.sabotages_name == c.characters[text.sabotages].name)
    for a in c.action_types:
        assert words.action_text(c, a).when
    for cards in c.piles.values():
        for card in cards:
            assert words.impact_text(c, card.id).name == c.pile_names[card.pile]


def test_only_the_legends_items_are_marked_as_legends():
    c = content()
    legends = {c.items[i] for i in c.legend_items}
    assert legends and all(words.item_text(c, t).legend == (t in legends) for t in c.item_types)


def test_the_headline_names_the_round_and_phase():
    s = RULES.new_state(1, 3, {})
    assert words.headline(s.observation(0)) == "Lab Wars · Round 1 · Character pick"
    assert words.headline({"phase": "over"}) == "Lab Wars · Game over"


def test_the_prompt_says_what_to_do_or_who_is_doing_what():
    s = RULES.new_state(1, 3, {})
    obs = s.observation(0)
    seat = obs["to_move"]
    mine = dict(obs, you=seat)
    assert words.prompt(mine, NAMES, acting=True).startswith("Pick your character")
    other = dict(obs, you=(seat + 1) % 3)
    assert words.prompt(other, NAMES, acting=False) == f"{NAMES[seat]} is picking a character in secret…"
    assert words.prompt(dict(obs, decision="over"), NAMES, acting=False) == "The game is over."


def test_actions_read_with_names_and_the_menu_says_only_what_differs():
    c = content()
    s = RULES.new_state(1, 3, {})
    obs = s.observation(0)
    assert words.action_label(ChooseTarget(2), c, NAMES, obs) == "Sabotage Chen"
    assert words.action_label(PickCharacter("phd"), c, NAMES, obs) == f"Pick the {c.characters['phd'].name}"
    assert words.action_label(EndTurn(), c, NAMES, obs) == "End the turn (Eureka!)"
    item = next(t for t, i in c.item_types.items() if i.experiment)
    assert words.action_label(BuyItem(item), c, NAMES, obs) == f"Buy {c.item_types[item].name}"
    assert words.menu_label(Experiment(item), c, NAMES, obs).startswith("Experiment: ")
    aimed = next(a for a, card in c.action_types.items() if card.target == "rival")
    assert words.menu_label(PlayAction(aimed, 1), c, NAMES, obs) == "Play it on Boris"
    top = obs["piles"]["nurture"]["top"]
    assert words.action_label(BuyImpact("nurture"), c, NAMES, obs) == \
        f"Buy a {c.pile_names['nurture']} ({top['cost']} RP, {top['value']} impact)"
    spending = next(t for t, i in c.item_types.items() if i.trigger)
    amount = c.item_types[spending].trigger.tiers[0][0]
    assert f"Spend {amount} " in words.menu_label(SpendData(spending, amount), c, NAMES, obs)


def test_a_cards_choices_in_the_prompts_place_say_the_experiment_once_and_name_only_the_discards():
    """Where one card's choices differ only in what is discarded, the heading says what the
    experiment gives and each choice names the items given up; other choices keep the menu's words."""
    c = content()
    obs = RULES.new_state(1, 3, {}).observation(0)
    item = next(t for t, i in c.item_types.items() if i.discard)
    others = [t for t in c.item_types if t != item][:2]
    heading, labels = words.prompt_menu([Experiment(item, (others[0],)), Experiment(item, tuple(others))], c, NAMES, obs)
    assert heading == (f"Experiment with {c.item_types[item].name}: {words.effect_words(c.item_types[item].experiment)}."
                       " Discard which? (Esc: cancel)")
    names = [c.item_types[t].name for t in others]
    assert labels == [names[0], f"{names[0]} + {names[1]}"]
    aimed = next(a for a, card in c.action_types.items() if card.target == "rival")
    heading, labels = words.prompt_menu([PlayAction(aimed, 1), PlayAction(aimed, 2)], c, NAMES, obs)
    assert heading == "Which one? (Esc: cancel)" and labels == ["Play it on Boris", "Play it on Chen"]

def test_the_end_turn_and_pass_buttons_come_first_with_their_own_words():
    assert sorted([BuyItem("x"), Pass()], key=words.button_rank)[0] == Pass()
    assert words.BUTTONS[EndTurn] == "Eureka! End turn" and words.BUTTONS[Pass] == "Let it pass"


def test_a_refused_click_is_explained():
    assert "sideways" in words.refusal("lab", True, "take your turn")
    assert words.refusal("hand", False, "pick a character") == "Now: pick a character"
    assert words.refusal("hand", False, None) == "Not now"


def test_lasting_effects_are_listed_in_words():
    s = RULES.new_state(1, 2, {})
    obs = s.observation(0)
    seat = dict(obs["seats"][0], cost_up=2, action_played=True, waiting_bonus=[{"rp": 1}])
    notes = words.effect_notes(dict(obs, seats=[seat, obs["seats"][1]]), 0)
    assert notes == "items cost 2 more · next bonus: 1 RP · action card played"


def test_waiting_bonuses_add_up_and_none_is_promised_in_the_last_round():
    """Russian Lab Wars' last round read "next bonus: take 2 items and 1 RP, take 2 items and 1 RP, 2…",
    cut short, for a bonus phase that would never come."""
    s = RULES.new_state(1, 2, {})
    obs = s.observation(0)
    assert obs["last_round"] is False
    seat = dict(obs["seats"][0], waiting_bonus=[{"draw": 2, "rp": 1}, {"draw": 2, "rp": 1}, {"rp": 2}])
    seats = [seat, obs["seats"][1]]
    assert words.effect_notes(dict(obs, seats=seats), 0) == "next bonus: draw 4 items and 4 RP"
    assert words.effect_notes(dict(obs, seats=seats, last_round=True), 0) == ""


def test_event_labels():
    assert words.sabotage(NAMES, 0, "PhD Student", 2) == "Ana's PhD Student sabotages Chen"
    assert (words.rp_lost(2), words.impact_won(3), round_label(4)) == ("-2 RP", "+3 impact", "Round 4")
    assert words.pile_left(1) == "1 left" and words.pile_left(0) == "none left"
    assert words.seat_title("Boris", "ai", "easy") == "Boris · AI easy" and words.seat_title("Ana", "human", "") == "Ana"


def test_a_refused_character_while_picking_says_to_pick_a_glowing_one_of_your_own():
    # while picking, "characters are picked at the start of a round" read as wrong: it is that moment
    assert "glows" in words.refusal("char", False, "pick a character", picking=True)
    assert words.refusal("char", False, "take your turn") == "Characters are picked at the start of a round"
