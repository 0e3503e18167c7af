"""Experiment content: the 84 lab cards, the 57 tasks and the points table; how cards make tasks."""
from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from labdesk.games.experiment.chemistry import cheapest, makes, spend_options
from labdesk.games.experiment.content import (BASIC, EXPECTED_LAB, ContentError, content, parse,
                                              task_units)
from labdesk.resources import package_text


def raw():
    return json.loads(package_text("labdesk/games/experiment/cards.json"))


def test_lab_cards_exactly_as_the_rulebook_lists_them():
    c = content()
    kinds = Counter(c.lab_kinds)
    assert len(c.lab_kinds) == 84 and len(c.basic_ids) == 60 and len(c.secret_ids) == 24
    assert kinds == Counter(EXPECTED_LAB)
    assert all(c.lab_kinds[i] in BASIC for i in c.basic_ids)
    secret = Counter(c.lab_kinds[i] for i in c.secret_ids)
    assert secret["broken-flask"] == 4 and secret["explosion"] == 2 and secret["joker"] == 3
    assert secret["green"] == secret["orange"] == secret["purple"] == 3
    assert secret["double-red"] == secret["double-yellow"] == secret["double-blue"] == 2


def test_57_tasks_of_one_to_three_containers():
    tasks = content().tasks
    assert len(tasks) == 57 and len({t.id for t in tasks}) == 57
    for t in tasks:
        assert 1 <= len(t.need) <= 3
        assert all(a in (1, 2) for _, a in t.need)


def test_every_task_can_be_completed_from_the_deck():
    lab = Counter(content().lab_kinds)
    for t in content().tasks:
        # from the basic cards alone (always on offer in the row)...
        basics = Counter({c: lab[c] for c in BASIC})
        options = spend_options(basics, t.need)
        assert options, f"{t.id} cannot be made from basic cards"
        assert all(makes(o, t.need) for o in options)
        # ...and from the whole deck, with fewer cards when the secret ones help
        assert spend_options(lab, t.need)


def test_values_rise_with_difficulty():
    c = content()
    table = sorted(c.points.items())
    assert all(p1 < p2 for (_, p1), (_, p2) in zip(table, table[1:]))
    for a in c.tasks:
        assert a.value == c.points[a.units]
        for b in c.tasks:
            if a.units < b.units:
                assert a.value < b.value
    # a sane spread: small, middle and large tasks all exist
    spread = Counter(t.units for t in c.tasks)
    assert min(spread) == 2 and max(spread) >= 7 and spread[4] >= spread[8]


def test_colours_are_balanced_across_tasks():
    use = Counter(c for t in content().tasks for c, _ in t.need)
    assert max(use.values()) - min(use.values()) <= 6


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d["lab_cards"][0].update(count=19), "rulebook"),
    (lambda d: d["tasks"].pop(), "57"),
    (lambda d: d["tasks"][0].update(value=99), "points table"),
    (lambda d: d["tasks"][0]["containers"].append({"colour": "pink", "amount": 1}), "container"),
    (lambda d: d["points"].update({"3": 1}), "rise"),
    (lambda d: d.update(schema=2), "schema"),
])
def test_schema_is_checked_at_load(mutate, message):
    data = copy.deepcopy(raw())
    mutate(data)
    with pytest.raises(ContentError, match=message):
        parse(data)


# --- making tasks ----------------------------------------------------------------------------
GREEN = [("green", 1)]


@pytest.mark.parametrize("cards", [["green"], ["yellow", "blue"], ["joker", "yellow"],
                                   ["joker", "blue"], ["joker", "joker"]])
def test_every_way_of_making_a_secondary(cards):
    assert makes(cards, GREEN)


@pytest.mark.parametrize("cards", [["yellow"], ["yellow", "red"], ["double-yellow"],
                                   ["green", "yellow", "blue"], ["orange"], ["blue", "blue"]])
def test_wrong_ways_do_not_make_a_secondary(cards):
    assert not makes(cards, GREEN)


@pytest.mark.parametrize("colour", ["green", "orange", "purple"])
def test_two_jokers_make_any_secondary(colour):
    assert makes(["joker", "joker"], [(colour, 1)])


def test_a_joker_is_one_basic_unit_never_a_secondary_alone():
    for colour in ("green", "orange", "purple"):
        assert not makes(["joker"], [(colour, 1)])
    for colour in BASIC:
        assert makes(["joker"], [(colour, 1)])
        assert makes(["joker", colour], [(colour, 2)])
    assert not makes(["joker", "joker", "joker"], [("red", 2)])


def test_a_double_is_used_whole():
    assert makes(["double-red"], [("red", 2)])
    assert not makes(["double-red"], [("red", 1)])
    assert not makes(["double-red", "blue"], [("red", 1), ("blue", 1)])
    # both units used: one as red, one as half of an orange
    assert makes(["double-red", "yellow"], [("red", 1), ("orange", 1)])
    assert makes(["double-blue", "double-yellow"], [("green", 2)])


def test_exactness_no_unit_left_over():
    assert makes(["blue", "blue"], [("blue", 2)])
    assert not makes(["blue", "blue", "blue"], [("blue", 2)])
    assert not makes(["blue"], [("blue", 2)])
    assert not makes(["green", "yellow", "blue"], [("green", 1)])
    assert not makes(["broken-flask", "blue"], [("blue", 1)])
    assert spend_options(Counter(blue=3), [("blue", 2)]) == [("blue", "blue")]


def test_spend_options_are_every_distinct_set_and_cheapest_prefers_common_cards():
    have = Counter(yellow=2, blue=1, green=1, joker=1)
    options = set(spend_options(have, [("green", 1), ("yellow", 1)]))
    assert options == {("green", "yellow"), ("blue", "yellow", "yellow"), ("joker", "yellow", "yellow"),
                       ("green", "joker"), ("blue", "joker", "yellow")}
    assert all(makes(o, [("green", 1), ("yellow", 1)]) for o in options)
    assert cheapest(list(options)) == ("blue", "yellow", "yellow")
    assert cheapest([]) is None


def test_task_units():
    assert task_units([("red", 2)]) == 2
    assert task_units([("green", 2), ("orange", 1)]) == 6


def test_rules_page_has_the_points_reference_card_and_rulings():
    from labdesk import games

    text = games.rules_text("experiment")
    assert "## Rulings" in text and "## Reference card: points for a task" in text
    for units, points in content().points.items():
        assert f"- {units} units: {points} points" in text


def test_can_make_agrees_with_the_full_enumeration():
    from itertools import product as cartesian

    from labdesk.games.experiment.chemistry import can_make

    kinds = ["red", "yellow", "blue", "green", "double-yellow", "joker"]
    for counts in cartesian(range(3), range(3), range(2), range(2), range(2), range(2)):
        have = Counter(dict(zip(kinds, counts)))
        for t in content().tasks[::3]:
            assert can_make(have, t.need) == bool(spend_options(have, t.need)), (have, t.id)


def test_rules_page_rulings_cover_every_decision_the_code_makes():
    from labdesk import games

    text = games.rules_text("experiment")
    rulings = text[text.index("## Rulings"):]
    for topic in ("card you lay plus the card it covers", "active player, then clockwise",
                  "two-player game that is the player who peeked", "explosion card itself is discarded",
                  "paid with the next chemical", "broken flask is never given up",
                  "Moves without a choice play themselves", "double's two units",
                  "Two jokers make any one secondary", "must take a new one",
                  "Advanced game: everyone plays in turn from the active player",
                  "return after round 6"):
        assert topic in rulings, topic


def test_spend_options_are_exactly_the_sub_sets_that_make_the_task():
    """Against brute force over every sub-multiset, with every kind of chemical card in play."""
    import random
    from itertools import product as cartesian

    from labdesk.games.experiment.chemistry import can_make
    from labdesk.games.experiment.content import CHEMICAL_KINDS

    rng = random.Random(2)
    for _ in range(400):
        have = Counter({k: rng.randint(1, 2) for k in rng.sample(CHEMICAL_KINDS, 4)})
        task = rng.choice(content().tasks)
        kinds = sorted(have)
        brute = set()
        for counts in cartesian(*[range(have[k] + 1) for k in kinds]):
            sub = tuple(sorted(k for k, n in zip(kinds, counts) for _ in range(n)))
            if sub and makes(sub, task.need):
                brute.add(sub)
        options = spend_options(have, task.need)
        assert set(options) == brute and len(options) == len(brute), (have, task.id)
        assert can_make(have, task.need) == bool(brute)


def _fill(pool: Counter, slots: list) -> bool:
    """Oracle for the brief's unit rules by plain search: fill each flask slot from the pool of units
    (a double is two units of its colour, a joker a unit of any basic colour, "g" a secondary card);
    exact when every slot is filled and nothing is left in the pool."""
    if not slots:
        return sum(pool.values()) == 0
    slot, rest = slots[0], slots[1:]

    def take(unit_options, then):
        for u in unit_options:
            if pool[u] > 0:
                pool[u] -= 1
                ok = then()
                pool[u] += 1
                if ok:
                    return True
        return False

    if slot in BASIC:
        return take([slot, "joker"], lambda: _fill(pool, rest))
    a, b = SECONDARY_PARTS[slot]
    if take([slot], lambda: _fill(pool, rest)):
        return True
    return take([a, "joker"], lambda: take([b, "joker"], lambda: _fill(pool, rest)))


SECONDARY_PARTS = {"green": ("yellow", "blue"), "orange": ("yellow", "red"), "purple": ("red", "blue")}


def test_makes_agrees_with_a_plain_search_over_the_unit_rules():
    import random

    from labdesk.games.experiment.content import CHEMICAL_KINDS

    rng = random.Random(5)
    made = 0
    for _ in range(1500):
        task = rng.choice(content().tasks)
        if rng.random() < 0.5:  # random cards: nearly always wrong
            cards = [rng.choice(CHEMICAL_KINDS) for _ in range(rng.randint(1, 5))]
        else:  # a set that should make it, sometimes spoiled by one card more or less
            cards = list(rng.choice(spend_options(Counter({k: 4 for k in CHEMICAL_KINDS}), task.need)))
            if rng.random() < 0.3:
                cards.append(rng.choice(CHEMICAL_KINDS))
            elif rng.random() < 0.3:
                cards.pop(rng.randrange(len(cards)))
        pool = Counter()
        for k in cards:
            if k.startswith("double-"):
                pool[k[len("double-"):]] += 2
            else:
                pool[k] += 1
        slots = [c for c, n in task.need for _ in range(n)]
        assert makes(cards, task.need) == _fill(pool, slots), (cards, task.need)
        made += makes(cards, task.need)
    assert made >= 300  # the sample holds real completions, not only failures
