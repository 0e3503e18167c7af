"""Wrong Chemistry deck: schema, every pattern reachable, value banded from difficulty."""
from __future__ import annotations

import copy
import json

import pytest

from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.cards import DATA_FILE, SYMBOLS, CardDataError, load, parse
from labdesk.resources import resource_path

DECK = load()


def raw():
    return json.loads(resource_path(DATA_FILE).read_text(encoding="utf-8"))


def test_deck_has_52_elements_and_the_two_table_cards():
    assert len(DECK.elements) == 52
    assert set(DECK.specials) == {"restartium", "extraxodium"}
    assert DECK.specials["extraxodium"].name == "Extraxodium"
    for card in DECK.elements.values():
        assert SYMBOLS[card.number - 1] == card.symbol
        assert card.value in (1, 2, 3)
        assert len(mol.cells(card.pattern)) == 7 and mol.connected(mol.cells(card.pattern))
    assert len({c.name for c in DECK.elements.values()}) == 52


def test_no_two_cards_match_the_same_molecule():
    seen = {}
    for card in DECK.elements.values():
        key = mol.pattern_id(card.pattern)
        assert key not in seen, (card.number, seen.get(key))
        seen[key] = card.number
    assert mol.pattern_id(mol.START) not in seen  # no card is free at the start


@pytest.mark.parametrize("number", sorted(DECK.elements))
def test_every_card_is_reachable_in_exactly_its_fewest_actions(number):
    card = DECK.elements[number]
    # exhaustive iterative deepening with an admissible bound: a path of min_actions exists and
    # nothing shorter does
    steps = mol.shortest_steps(mol.START, card.pattern, card.min_actions, exhaustive=True,
                               node_limit=2_000_000)
    assert steps is not None and len(steps) == card.min_actions
    m = mol.START
    for step in steps:
        m = mol.apply_step(m, step)
        white, black = mol.supply(m)
        assert white >= 0 and black >= 0 and mol.connected(mol.cells(m))
    assert DECK.matching(m) == number


def test_value_is_monotone_in_fewest_actions():
    by_actions = sorted(DECK.elements.values(), key=lambda c: c.min_actions)
    for easier, harder in zip(by_actions, by_actions[1:]):
        assert easier.value <= harder.value
    assert {c.value for c in DECK.elements.values()} == {1, 2, 3}
    # playable: most cards can be made in one turn from a Restartium reset
    assert sum(c.min_actions <= 4 for c in DECK.elements.values()) >= 35
    assert max(c.min_actions for c in DECK.elements.values()) <= 7


@pytest.mark.parametrize("change, message", [
    (lambda d: d["elements"][0].update(symbol="Xx"), "symbol"),
    (lambda d: d["elements"][0].update(number=200), "real element"),
    (lambda d: d["elements"][0].update(value=4), "value"),
    (lambda d: d["elements"][1].update(name=d["elements"][0]["name"]), "unique"),
    (lambda d: d["elements"][0]["pattern"].pop(), "7 hexes"),
    (lambda d: d["elements"][0]["pattern"][0].update(q=5, r=-5), "connected"),
    (lambda d: d["elements"][0]["pattern"][0].update(disc="green"), "disc"),
    (lambda d: d["elements"].pop(), "52"),
    (lambda d: d["elements"][1].update(pattern=d["elements"][0]["pattern"]), "same molecules"),
    (lambda d: d["specials"].pop(), "restartium"),
    (lambda d: d["elements"][0].update(extra=1), "fields"),
])
def test_schema_rejects_broken_data(change, message):
    data = copy.deepcopy(raw())
    change(data)
    with pytest.raises(CardDataError, match=message):
        parse(data)


def test_schema_rejects_too_many_white_discs():
    data = copy.deepcopy(raw())
    for h in data["elements"][0]["pattern"]:
        h["disc"] = "white"
    with pytest.raises(CardDataError, match="more discs"):
        parse(data)
