"""Piles of cards: an ordered list whose top is the end. Cards are any hashable values (ids)."""
from __future__ import annotations

from typing import Iterable

from labdesk.engine.core import IllegalAction, Rng
from labdesk.i18n import _, ngettext


class Pile:
    """A stack of cards; ``cards[-1]`` is the top."""

    __slots__ = ("cards",)

    def __init__(self, cards: Iterable = ()):
        self.cards = list(cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __contains__(self, card) -> bool:
        return card in self.cards

    def __repr__(self) -> str:
        return f"Pile({self.cards!r})"

    def copy(self) -> "Pile":
        return Pile(self.cards)

    @property
    def top(self):
        return self.cards[-1] if self.cards else None

    def push(self, *cards) -> None:
        self.cards.extend(cards)

    def draw(self, n: int = 1) -> list:
        """Take ``n`` cards from the top (the first drawn is first in the result)."""
        if n > len(self.cards):
            size = len(self.cards)
            raise IllegalAction(ngettext("cannot draw {n}: the pile holds {size} card",
                                         "cannot draw {n}: the pile holds {size} cards", size).format(n=n, size=size))
        drawn = self.cards[-n:][::-1] if n else []
        del self.cards[len(self.cards) - n:]
        return drawn

    def draw_one(self):
        return self.draw(1)[0]

    def remove(self, card) -> None:
        try:
            self.cards.remove(card)
        except ValueError:
            raise IllegalAction(_("{card} is not in this pile").format(card=card)) from None

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.cards)

    def take_all(self) -> list:
        cards, self.cards = self.cards, []
        return cards


def deal(deck: Pile, hands: int, size: int) -> list[list]:
    """Deal ``size`` cards to each of ``hands`` hands, one at a time round the table."""
    dealt = [[] for _ in range(hands)]
    for _ in range(size):
        for hand in dealt:
            hand.append(deck.draw_one())
    return dealt
