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


# Where each kind's count sits in those counts: the basic colours first (in BASIC order), then
# their doubles, the secondaries (in SECONDARY order) and the joker.
_DOUBLES, _SECONDARIES, _JOKER = len(BASIC), 2 * len(BASIC), CHEMICAL_KINDS.index(JOKER)
_PARTS = tuple((BASIC.index(a), BASIC.index(b)) for a, b in SECONDARY.values())


@lru_cache(maxsize=1024)
def _need_units(need: tuple) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A task's need as (basic units per colour, secondary units per secondary)."""
    d = dict(need)
    return tuple(d.get(c, 0) for c in BASIC), tuple(d.get(g, 0) for g in SECONDARY)


def _requirements(counts: tuple[int, ...], need: tuple):
    """For each way of using the secondary cards held (how many of each, fewest first), those
    numbers and the basic units each colour still needs: ``basic_requirement`` on counts."""
    basic, secondary = _need_units(need)
    ranges = [range(min(counts[_SECONDARIES + i], n) + 1) for i, n in enumerate(secondary)]
    for used in product(*ranges):
        req = list(basic)
        for (a, b), n, u in zip(_PARTS, secondary, used):
            req[a] += n - u
            req[b] += n - u
        yield used, req


def can_make(have: Counter, need) -> bool:
    """Whether some of the cards in ``have`` make the task exactly (fast: no enumeration). For each
    way of using the secondary cards, each colour's basic units are best covered by doubles first,
    then singles (the most units without passing the need); jokers must cover the rest."""
    return _can_make(kind_counts(have), tuple(need))


@lru_cache(maxsize=16384)
def _can_make(counts: tuple[int, ...], need: tuple) -> bool:
    jokers = counts[_JOKER]
    for _, req in _requirements(counts, need):
        missing = 0
        for c, r in enumerate(req):
            doubles = min(counts[_DOUBLES + c], r // 2)
            missing += r - 2 * doubles - min(counts[c], r - 2 * doubles)
        if missing <= jokers:
            return True
    return False


def spend_options(have: Counter, need) -> list[tuple[str, ...]]:
    """Every distinct multiset of the cards in ``have`` (kind -> count) that makes the task exactly,
    each as a sorted tuple of kinds."""
    return list(_spend_options(kind_counts(have), tuple(need)))


@lru_cache(maxsize=16384)
def _spend_options(counts: tuple[int, ...], need: tuple) -> tuple[tuple[str, ...], ...]:
    options = []
    for sec, req in _requirements(counts, need):
        per_colour = []
        for c, r in enumerate(req):
            per_colour.append([(doubles, singles, r - 2 * doubles - singles)
                               for doubles in range(min(counts[_DOUBLES + c], r // 2) + 1)
                               for singles in range(min(counts[c], r - 2 * doubles) + 1)])
        for ways in product(*per_colour):
            jokers = sum(w[2] for w in ways)
            if jokers > counts[_JOKER]:
                continue
            spend = [g for g, n in zip(SECONDARY, sec) for _ in range(n)]
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
