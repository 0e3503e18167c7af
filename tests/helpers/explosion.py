"""Helpers for the Explosion tests: a controlled table and a generator that deals chosen Lab rows."""
from __future__ import annotations

from itertools import permutations

from labdesk.engine.core import Rng
from labdesk.games.explosion.content import load
from labdesk.games.explosion.rules import RULES, colour, row_number

CONTENT = load()
ALL_ROWS = list(permutations(range(1, 7)))
DRAW = "shuffle the Lab cards"


class RiggedRng(Rng):
    """Deals the queued Lab rows in order (then random ones); every other shuffle is random."""

    def __init__(self, seed=0, rows=None):
        super().__init__(seed)
        self.rows = list(rows or [])

    def shuffle(self, items):
        # the rules lay out a fresh Lab row as [1..6] and shuffle it; the deck is never in that order
        if items == [1, 2, 3, 4, 5, 6] and self.rows:
            items[:] = list(self.rows.pop(0))
        else:
            super().shuffle(items)

    def copy(self):
        other = RiggedRng(0, self.rows)
        other._r.setstate(self._r.getstate())
        return other


def number_of(row) -> int:
    _, lv, _, rv = row_number(CONTENT, row)
    return lv + rv


def row_for_number(number: int):
    return next(r for r in ALL_ROWS if number_of(r) == number)


def row_for(chemical: str, fire: int):
    tubes = CONTENT.lab[fire]["tubes"]
    return next(r for r in ALL_ROWS if tubes[number_of(r)] == chemical)


def fresh(players: int = 2, seed: int = 1, options: dict | None = None):
    """A game at the start of seat 0's mixing phase with no Process cards in anyone's hands."""
    s = RULES.new_state(seed, players, options or {})
    while s.phase == "side":
        s.apply(s.legal_actions()[0])
    for hand in s.held:
        s.deck.extend(card for card, _ in hand)
        hand.clear()
    s.planning_queue = []
    s.phase = "mixing"
    s.rng = RiggedRng(seed)
    s.check_invariants()
    return s


def give(s, seat: int, effect: str) -> int:
    """Move the Process card carrying ``effect`` from the deck to ``seat`` (that side up)."""
    for card, sides in CONTENT.cards.items():
        for side, eff in sides.items():
            if eff.name == effect:
                s.deck.remove(card)
                s.held[seat].append((card, side))
                return card
    raise KeyError(effect)


def force(s, *chemicals: str, fire: int | None = None) -> None:
    """Queue Lab rows so the next selections give these colours at the state's fire level."""
    level = fire if fire is not None else s.fire_level()
    s.rng.rows.extend(row_for(c, level) for c in chemicals)


def act(s, text: str):
    """Apply the legal action whose str is ``text`` and check invariants."""
    events = s.apply(s.find_action(text))
    s.check_invariants()
    return events


def set_edge(s, compound: str, side: str, edge: int) -> None:
    b = s.beaker_for(compound)
    b[1], b[2] = side, edge


def pour(s, chem, flask=None):
    """Draw a chosen chemical and pour it (into a new flask unless ``flask`` is given)."""
    force(s, chem)
    act(s, DRAW)
    target = flask if flask is not None else len(s.flasks) + 1
    return act(s, f"pour {colour(chem)} into flask {target}")


def kinds(events):
    return [type(e).__name__ for e in events]
