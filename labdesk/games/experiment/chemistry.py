"""Which lab cards make a task exactly (pure; shared by the rules, the AI and the board).

Units: a basic card is 1 unit of its colour; a double is 2 units of its colour and both are used; a
green/orange/purple card is 1 unit of that colour; two basic units of the right colours make one
secondary unit; a joker is 1 unit of any basic colour. A set of cards makes a task when every unit of
every card is used and nothing is missing. Given the set, the split is forced (each secondary card
covers its own colour, the rest of each secondary is two basic units), so checking is arithmetic.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import product
from typing import Iterable

from labdesk.games.experiment.content import BASIC, CHEMICAL_KINDS, DOUBLE, JOKER, SECONDARY

DOUBLE_OF = {c: d for d, c in DOUBLE.items()}

# what spending a card "costs" when several sets would do: rare, flexible cards are worth keeping
SPEND_COST = {**{c: 1.0 for c in BASIC}, **{d: 2.2 for d in DOUBLE}, **{g: 2.5 for g in SECONDARY},
              JOKER: 3.0}


def basic_requirement(need: dict[str, int], secondary_cards: dict[str, int]) -> dict[str, int]:
    """Basic units of each colour a task needs once the given secondary cards cover their colours."""
    req = {c: need.get(c, 0) for c in BASIC}
    for g, parts in SECONDARY.items():
        rest = need.get(g, 0) - secondary_cards.get(g, 0)
        for c in parts:
            req[c] += rest
    return req


def makes(cards: Iterable[str], need) -> bool:
    """Whether exactly these cards (kinds) make the task ``need`` ((colour, amount) pairs)."""
    need = dict(need)
    have = Counter(cards)
    if any(k not in SPEND_COST for k in have):
        return False
    sec = {g: have[g] for g in SECONDARY}
    if any(sec[g] > need.get(g, 0) for g in SECONDARY):
        return False
    req = basic_requirement(need, sec)
    missing = 0
    for c in BASIC:
        units = have[c] + 2 * have[DOUBLE_OF[c]]
        if units > req[c]:
            return False
        missing += req[c] - units
    return missing == have[JOKER]


# The rules ask both questions below for every seat that may carry out a task, about the same
# holdings again and again: the answers are cached, keyed by the counts of these kinds.
_NONE = (0,) * len(CHEMICAL_KINDS)


def kind_counts(have: dict) -> tuple[int, ...]:
    """How many cards of each of CHEMICAL_KINDS ``have`` holds (the kinds a task is made of)."""
    return tuple(map(have.get, CHEMICAL_KINDS, _NONE))


def can_make(have: Counter, need) -> bool:
    """Whether some of the cards in ``have`` make the task exactly (fast: no enumeration). For each
    way of using the secondary cards, each colour's basic units are best covered by doubles first,
    then singles (the most units without passing the need); jokers must cover the rest."""
    return _can_make(kind_counts(have), tuple(need))


@lru_cache(maxsize=65536)
def _can_make(counts: tuple[int, ...], need: tuple) -> bool:
    have = dict(zip(CHEMICAL_KINDS, counts))
    need = dict(need)
    jokers = have.get(JOKER, 0)
    sec_ranges = [range(min(have.get(g, 0), need.get(g, 0)) + 1) for g in SECONDARY]
    for sec_counts in product(*sec_ranges):
        req = basic_requirement(need, dict(zip(SECONDARY, sec_counts)))
        missing = 0
        for c in BASIC:
            doubles = min(have.get(DOUBLE_OF[c], 0), req[c] // 2)
            missing += req[c] - 2 * doubles - min(have.get(c, 0), req[c] - 2 * doubles)
        if missing <= jokers:
            return True
    return False


def spend_options(have: Counter, need) -> list[tuple[str, ...]]:
    """Every distinct multiset of the cards in ``have`` (kind -> count) that makes the task exactly,
    each as a sorted tuple of kinds."""
    return list(_spend_options(kind_counts(have), tuple(need)))


@lru_cache(maxsize=65536)
def _spend_options(counts: tuple[int, ...], need: tuple) -> tuple[tuple[str, ...], ...]:
    have = dict(zip(CHEMICAL_KINDS, counts))
    need = dict(need)
    options = []
    sec_ranges = [range(min(have.get(g, 0), need.get(g, 0)) + 1) for g in SECONDARY]
    for sec_counts in product(*sec_ranges):
        sec = dict(zip(SECONDARY, sec_counts))
        req = basic_requirement(need, sec)
        per_colour = []
        for c in BASIC:
            ways = []
            for doubles in range(min(have.get(DOUBLE_OF[c], 0), req[c] // 2) + 1):
                for singles in range(min(have.get(c, 0), req[c] - 2 * doubles) + 1):
                    ways.append((doubles, singles, req[c] - 2 * doubles - singles))
            per_colour.append(ways)
        for ways in product(*per_colour):
            jokers = sum(w[2] for w in ways)
            if jokers > have.get(JOKER, 0):
                continue
            spend = [g for g in SECONDARY for _ in range(sec[g])]
            for c, (doubles, singles, _) in zip(BASIC, ways):
                spend += [DOUBLE_OF[c]] * doubles + [c] * singles
            spend += [JOKER] * jokers
            options.append(tuple(sorted(spend)))
    return tuple(options)


def spend_cost(spend: Iterable[str]) -> float:
    return sum(SPEND_COST[k] for k in spend)


def cheapest(options: list[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The option that gives up the least flexible cards (ties: fewest cards, then by name)."""
    if not options:
        return None
    return min(options, key=lambda o: (spend_cost(o), len(o), o))
