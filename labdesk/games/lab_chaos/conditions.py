"""Lab Chaos's conditions (content.py's COND vocabulary), each turned once into a Python function.

A condition is asked very often: the End card's after every step of the turn player, each robo
card's whenever the playable cards are listed. Reading its dictionary afresh each time (which key
is it? which comparison?) cost more than the answer, so ``holds(cond)`` builds a function
``test(state, seat, unknown) -> bool`` the first time it meets a condition and keeps it. The
conditions are the content's own dictionaries, never changed once loaded, so the function stays
true to its dictionary; the cache holds the dictionary too, so its id cannot be reused.

``unknown`` is what an unasked person's real-life answer counts as (flipped under "not").
"""
from __future__ import annotations

from typing import Any, Callable

from labdesk.games.lab_chaos.content import matches

Test = Callable[[Any, int, bool], bool]

_TESTS: dict[int, tuple[dict, Test]] = {}


def holds(cond: dict) -> Test:
    """The function that answers ``cond`` (built once per condition dictionary)."""
    hit = _TESTS.get(id(cond))
    if hit is not None and hit[0] is cond:
        return hit[1]
    test = _build(cond)
    _TESTS[id(cond)] = (cond, test)
    return test


def _comparison(cmp: dict) -> Callable[[int], bool]:
    eq, lo, hi = cmp.get("eq"), cmp.get("min"), cmp.get("max")
    if eq is not None:
        return lambda v: v == eq and (lo is None or v >= lo) and (hi is None or v <= hi)
    if hi is None:
        return (lambda v: v >= lo) if lo is not None else (lambda v: True)
    if lo is None:
        return lambda v: v <= hi
    return lambda v: lo <= v <= hi


def _always(state, seat, unknown):
    return True


def _build(cond: dict | None) -> Test:
    if not cond:
        return _always
    if "all" in cond:
        parts = tuple(holds(p) for p in cond["all"])

        def all_(state, seat, unknown):
            for part in parts:
                if not part(state, seat, unknown):
                    return False
            return True
        return all_
    if "any" in cond:
        parts = tuple(holds(p) for p in cond["any"])

        def any_(state, seat, unknown):
            for part in parts:
                if part(state, seat, unknown):
                    return True
            return False
        return any_
    if "not" in cond:
        inner = holds(cond["not"])
        return lambda state, seat, unknown: not inner(state, seat, not unknown)
    leaf = _leaf(cond)
    who = cond.get("who", "self")
    if who == "self":
        return leaf
    step = 1 if who == "next" else -1
    return lambda state, seat, unknown: leaf(state, state.neighbour(seat, step), unknown)


def _leaf(cond: dict) -> Test:
    """A condition about one seat (``who`` already resolved by the caller)."""
    if "table" in cond:
        fact = cond["table"]
        if fact == "end_active":
            return lambda state, seat, unknown: state.end_card is not None
        if fact == "lasting_active":
            return lambda state, seat, unknown: state.lasting_card is not None
        return lambda state, seat, unknown: state.direction == -1
    if "question" in cond:
        qid = cond["question"]

        def question(state, seat, unknown):
            answer = state.answer_known(seat, qid)
            return unknown if answer is None else answer
        return question
    if "hand_count" in cond:
        ok = _comparison(cond["hand_count"])
        return lambda state, seat, unknown: ok(len(state.hands[seat]))
    if "others_hand_count" in cond:
        ok = _comparison(cond["others_hand_count"])
        return lambda state, seat, unknown: all(ok(len(h)) for s, h in enumerate(state.hands) if s != seat)
    if "previous_card" in cond:
        f = cond["previous_card"]

        def previous(state, seat, unknown):
            prev = state.previous_card(seat)
            return prev is not None and matches(state.cards.cards[prev], f)
        return previous
    if "deck_count" in cond:
        ok = _comparison(cond["deck_count"])
        return lambda state, seat, unknown: ok(len(state.draw_pile))
    if "has" in cond:
        f, ok = cond["has"], _comparison(cond.get("count", {"min": 1}))

        def has(state, seat, unknown):
            cards = state.cards.cards
            return ok(sum(1 for c in state.hands[seat] if matches(cards[c], f)))
        return has
    if "hand_sum" in cond:
        ok = _comparison(cond["hand_sum"])

        def hand_sum(state, seat, unknown):
            cards = state.cards.cards
            return ok(sum(cards[c].number for c in state.hands[seat]))
        return hand_sum
    if "only" in cond:
        f = cond["only"]

        def only(state, seat, unknown):
            cards = state.cards.cards
            return all(matches(cards[c], f) for c in state.hands[seat])
        return only
    if "distinct_symbols" in cond:
        ok = _comparison(cond["distinct_symbols"])

        def distinct(state, seat, unknown):
            cards = state.cards.cards
            return ok(len({cards[c].symbol for c in state.hands[seat]}))
        return distinct
    raise ValueError(f"unknown condition {cond!r}")
