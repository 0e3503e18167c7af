"""Lab Wars content: the counts the rulebook fixes, the brief's facts, and the schema check."""
from __future__ import annotations

import copy
import json

import pytest

from labdesk.games.lab_wars import content as C
from labdesk.games.lab_wars.content import ContentError, content, parse
from labdesk.resources import package_text


def raw() -> dict:
    return json.loads(package_text("labdesk/games/lab_wars/content.json"))


def test_seventy_two_lab_items_in_twelve_to_eighteen_types():
    c = content()
    base = c.items[:72]
    assert 12 <= len(set(base)) <= 18
    assert sum(c.item_types[t].count for t in set(base)) == 72
    assert c.legend_items == tuple(range(72, len(c.items)))  # Legends of Science adds the rest
    assert not set(base) & {c.items[i] for i in c.legend_items}
    for t in c.item_types.values():
        assert t.cost >= 1 and t.value == t.cost  # end-game value: the price on the card
        assert t.text and t.name


def test_published_item_names_are_there():
    names = {content().item_types[t].name for t in content().items[:72]}
    for name in ("Pipettes", "Thermal Cycler", "Research Grant", "Centrifuge", "DNA Sequencer",
                 "Mass Spectrometer", "Electron Microscope", "Secret Tech"):
        assert name in names
    c = content()
    assert c.item_types["electron-microscope"].experiment.get("action") == 1  # gives an action card
    assert c.item_types["secret-tech"].bonus.get("hand_limit", 0) > 0  # raises the hand limit


def test_data_triggers_turn_chemical_into_rp_and_dna_into_draws():
    for t in content().item_types.values():
        if t.trigger:
            for amount, rewards in t.trigger.tiers:
                assert amount >= 2  # two data at least
                if t.trigger.data == "chemical":
                    assert set(rewards) == {"rp"}
                else:
                    assert "draw" in rewards


def test_rulebook_examples_hold_in_the_data():
    c = content()
    pip, cyc = c.item_types["pipettes"], c.item_types["thermal-cycler"]
    assert pip.experiment == {"chemical": 1} and dict(pip.trigger.tiers)[2] == {"rp": 2}
    assert cyc.experiment == {"dna": 1} and dict(cyc.trigger.tiers)[4] == {"draw": 5}


def test_starting_kit_two_pipettes_and_a_thermal_cycler():
    c = content()
    assert c.starting_kit == ("pipettes", "pipettes", "thermal-cycler")
    assert c.starting_rp == 2 and c.hand_limit == 5 and c.starting_hand == 3


def test_characters_and_the_briefs_sabotage_facts():
    ch = {cid: content().characters[cid] for cid in C.CHARACTER_IDS}
    assert list(ch) == ["postdoc", "phd", "pi", "emeritus", "professor"]
    assert ch["postdoc"].sabotages == "professor" and ch["postdoc"].sabotage == {"steal_rp": 2}
    assert ch["phd"].sabotages == "postdoc" and ch["phd"].sabotage == {"cost_up": 2}
    assert ch["pi"].sabotages == "phd" and "wild_data" in ch["pi"].bonus
    assert ch["emeritus"].sabotages == "pi"  # the rulebook's example
    assert ch["professor"].sabotages is None and "action" in ch["professor"].bonus
    assert "recall" in ch["professor"].bonus
    # the chain: every character but the Emeritus is someone's target, and each target is unique
    targets = [c.sabotages for c in ch.values() if c.sabotages]
    assert sorted(targets) == sorted(["professor", "postdoc", "phd", "pi"])


def test_eighteen_action_cards_own_turn_and_reactions():
    c = content()
    assert len(c.actions) == 18
    timings = {a.timing for a in c.action_types.values()}
    assert timings == {"own", "reaction"}
    for a in c.action_types.values():
        assert a.effects and a.text
        assert set(a.effects) <= C.VOCABULARY


def test_impact_piles_follow_the_rulebook_table_and_rise():
    c = content()
    assert sum(c.base_pile_size.values()) == 24
    for players, table in C.IMPACT_TABLE.items():
        for pile, n in table.items():
            cards = c.pile_cards(pile, players, False)
            assert len(cards) == n
            assert [x.cost for x in cards] == sorted(x.cost for x in cards)
            assert [x.value for x in cards] == sorted(x.value for x in cards)
    assert C.IMPACT_TABLE[2] == {"nurture": 4, "book": 4, "nobel": 2}
    assert C.IMPACT_TABLE[4] == {"nurture": 8, "book": 8, "nobel": 4}
    # alternate version 1: two more papers and books per player
    for players in (2, 3, 4):
        assert len(c.pile_cards("nurture", players, True)) == C.IMPACT_TABLE[players]["nurture"] + 2 * players
        assert len(c.pile_cards("book", players, True)) == C.IMPACT_TABLE[players]["book"] + 2 * players
        assert len(c.pile_cards("nobel", players, True)) == C.IMPACT_TABLE[players]["nobel"]
    nobel = c.piles["nobel"][0]
    assert nobel.value > c.piles["book"][0].value > c.piles["nurture"][0].value



def test_nobel_prizes_pay_no_more_per_research_point_than_a_book():
    """Issue 13: the scarce prizes went to the seat that played first when they became affordable
    and decided games; at 21/24/27/30 RP for 7/8/9/10 none pays more impact per RP than any book of
    the base game, so whoever reaches them first gains no more than by buying books."""
    from fractions import Fraction

    c = content()
    assert [(x.cost, x.value) for x in c.piles["nobel"]] == [(21, 7), (24, 8), (27, 9), (30, 10)]
    books = c.pile_cards("book", 4, False)
    cheapest_book_rate = min(Fraction(b.value, b.cost) for b in books)
    assert max(Fraction(x.value, x.cost) for x in c.piles["nobel"]) <= cheapest_book_rate
    assert c.piles["nobel"][0].value > books[-1].value  # still the most impact per card

def test_names_are_unique():
    c = content()
    for names in ([t.name for t in c.item_types.values()], [a.name for a in c.action_types.values()],
                  [ch.name for ch in c.characters.values()], [n.name for n in c.news]):
        assert len(names) == len(set(names))


def test_rationale_is_in_the_file():
    data = raw()
    assert {"economy", "items", "characters", "actions", "impact"} <= set(data["rationale"])
    assert set(data["vocabulary"]) == C.VOCABULARY


@pytest.mark.parametrize("breakage, message", [
    (lambda d: d.update(schema=2), "schema"),
    (lambda d: d["lab_items"][0].update(count=11), "lab items"),
    (lambda d: d["lab_items"][0]["experiment"].update(teleport=1), "unknown effect 'teleport'"),
    (lambda d: d["lab_items"][0].update(cost=-1), "cost"),
    (lambda d: d["lab_items"][0]["trigger"]["tiers"].__setitem__(0, [1, {"rp": 1}]), "tier"),
    (lambda d: d["lab_items"][1].update(id="pipettes"), "repeated"),
    (lambda d: d["characters"][0].update(sabotages="phd"), "brief's facts"),
    (lambda d: d["characters"].pop(), "characters"),
    (lambda d: d["action_cards"][0].update(count=3), "action cards"),
    (lambda d: d["action_cards"][0].update(timing="whenever"), "timing"),
    (lambda d: d["action_cards"][0].update(target="none"), "target"),
    (lambda d: d["impact_piles"][0]["cards"].reverse(), "rise"),
    (lambda d: d["impact_table"]["2"].update(nobel=3), "impact_table"),
    (lambda d: d.update(starting_kit=["pipettes"]), "starting kit"),
])
def test_schema_refuses_broken_content_with_a_clear_message(breakage, message):
    data = copy.deepcopy(raw())
    breakage(data)
    with pytest.raises(ContentError, match=message):
        parse(data)


def test_the_shipped_file_parses():
    assert parse(raw()) == content()


def test_the_rules_page_has_rulings_and_every_card_as_the_data_says():
    page = package_text("labdesk/games/lab_wars/rules.md")
    assert page.startswith("# Lab Wars") and "\n## Rulings\n" in page
    c = content()
    for t in c.item_types.values():
        assert f"**{t.name}**, cost {t.cost}, {t.count} in the game: {t.text}" in page
    for ch in c.characters.values():
        assert f"**{ch.name}**: {ch.text}" in page
    for n in c.news:
        assert f"**{n.name}** ({n.value} impact): {n.text}" in page
    for a in c.action_types.values():
        assert f"**{a.name}** (x{c.actions.count(a.id)}): {a.text}" in page
    for pile, cards in c.piles.items():
        assert ", ".join(f"{x.cost} RP for {x.value}" for x in cards) in page


def test_legends_of_science_content():
    c = content()
    assert c.legend_ids == ("darwin", "mcclintock", "mcbarnette", "franklin", "mendel")
    items = {"darwin": "Lab Book", "mcclintock": "Corn Plant", "mcbarnette": "Stethoscope",
             "franklin": "X-ray Tech", "mendel": "Pea Plants"}
    for cid, name in items.items():
        legend = c.characters[cid]
        assert c.item_types[legend.item].name == name
        assert legend.sabotages in C.CHARACTER_IDS
    assert any(c.item_types[c.items[i]].instant for i in c.legend_items)  # the Instant icon
    assert len(c.news) >= 11 and all(n.value > 0 and n.needs for n in c.news)
    assert c.news_dealt == {2: 3, 3: 3, 4: 2} and c.news_kept == 2  # 4 players: 2 dealt, both kept


@pytest.mark.parametrize("breakage, message", [
    (lambda d: d["legends"]["characters"].pop(), "legends.characters"),
    (lambda d: d["legends"]["characters"][0].update(item="pipettes"), "not an expansion lab item"),
    (lambda d: d["legends"]["news"][0].update(needs={"fame": 3}), "needs must use"),
    (lambda d: d["legends"]["news"][0].update(needs={"items": {"warp-drive": 1}}), "base lab items"),
    (lambda d: d["legends"]["lab_items"][2]["instant"].update(when="darwin"), "instant"),
])
def test_schema_refuses_broken_legends(breakage, message):
    data = copy.deepcopy(raw())
    breakage(data)
    with pytest.raises(ContentError, match=message):
        parse(data)
