"""Lab Chaos events of card effects: each carries its log sentence; the rules' own turn and match
events live in rules.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from labdesk.engine.core import Event
from labdesk.games.lab_chaos.content import card_name, load


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


@dataclass(frozen=True)
class CardsDrawn(Event):
    barrier: ClassVar[bool] = True
    seat: int
    count: int

    def describe(self, names):
        return f"{names[self.seat]} draws {_n(self.count, 'card')}." if self.count else \
            f"{names[self.seat]} cannot draw: the deck and the discard pile are empty."


@dataclass(frozen=True)
class DeckReshuffled(Event):
    barrier: ClassVar[bool] = True
    count: int

    def describe(self, names):
        return f"The discard pile is shuffled into a new deck of {_n(self.count, 'card')}."


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: str

    def describe(self, names):
        return f"{names[self.seat]} discards {card_name(self.card)}."


@dataclass(frozen=True)
class CardsGiven(Event):
    barrier: ClassVar[bool] = True
    seat: int
    to: int
    count: int

    def describe(self, names):
        return f"{names[self.seat]} gives {names[self.to]} {_n(self.count, 'card')}."


@dataclass(frozen=True)
class CardsTaken(Event):
    barrier: ClassVar[bool] = True
    seat: int
    source: int
    count: int
    random: bool

    def describe(self, names):
        how = " at random" if self.random else ""
        return f"{names[self.seat]} takes {_n(self.count, 'card')}{how} from {names[self.source]}."


@dataclass(frozen=True)
class HandsSwapped(Event):
    barrier: ClassVar[bool] = True
    seat: int
    other: int

    def describe(self, names):
        return f"{names[self.seat]} swaps hands with {names[self.other]}."


@dataclass(frozen=True)
class HandsPassed(Event):
    barrier: ClassVar[bool] = True
    step: int  # +1: every hand goes to the next seat number, -1: to the previous
    forward: bool = True  # to the next player in the direction of play (False: to the previous one)

    def describe(self, names):
        return f"Every player passes their hand on to the {'next' if self.forward else 'previous'} player."


@dataclass(frozen=True)
class DirectionReversed(Event):
    seat: int
    direction: int

    def describe(self, names):
        return f"{names[self.seat]} reverses the direction of play."


@dataclass(frozen=True)
class PlayersSkipped(Event):
    seat: int
    count: int

    def describe(self, names):
        who = "the next player" if self.count == 1 else f"the next {self.count} players"
        return f"{names[self.seat]} skips {who}."


@dataclass(frozen=True)
class PlaysAgain(Event):
    seat: int

    def describe(self, names):
        return f"{names[self.seat]} will take another turn."


@dataclass(frozen=True)
class HandRevealed(Event):
    barrier: ClassVar[bool] = True
    seat: int
    cards: tuple

    def describe(self, names):
        shown = ", ".join(card_name(c) for c in self.cards) or "nothing"
        return f"{names[self.seat]} shows their hand: {shown}."


@dataclass(frozen=True)
class PreviousCopied(Event):
    seat: int
    card: str | None

    def describe(self, names):
        if self.card is None:
            return f"{names[self.seat]} has no card to copy."
        return f"{names[self.seat]} copies {card_name(self.card)}."


@dataclass(frozen=True)
class EndCardSet(Event):
    seat: int
    card: str
    replaced: str | None

    def describe(self, names):
        old = f", replacing {card_name(self.replaced)}" if self.replaced else ""
        return f"{card_name(self.card)} is now the End card{old}: it decides who wins."


@dataclass(frozen=True)
class EndCardCleared(Event):
    seat: int
    card: str | None

    def describe(self, names):
        if self.card is None:
            return ""
        return f"{names[self.seat]} clears {card_name(self.card)}: an empty hand wins again."


@dataclass(frozen=True)
class LastingCardSet(Event):
    seat: int
    card: str
    replaced: str | None

    def describe(self, names):
        old = f", replacing {card_name(self.replaced)}" if self.replaced else ""
        return f"{card_name(self.card)} stays on the table{old}."


@dataclass(frozen=True)
class LastingCardCleared(Event):
    seat: int
    card: str | None
    fulfilled: bool

    def describe(self, names):
        if self.card is None:
            return ""
        if self.fulfilled:
            return f"{names[self.seat]} fulfils {card_name(self.card)}; it leaves the table."
        return f"{names[self.seat]} clears {card_name(self.card)} from the table."


@dataclass(frozen=True)
class LastingCardSprung(Event):
    """A waiting lasting card acts on the player of its symbol although that card's own effect
    already took it off the table."""
    seat: int
    card: str

    def describe(self, names):
        return f"{card_name(self.card)} still catches {names[self.seat]}."


@dataclass(frozen=True)
class PlayerChosen(Event):
    seat: int
    target: int

    def describe(self, names):
        return f"{names[self.seat]} picks {names[self.target]}."


@dataclass(frozen=True)
class QuestionAnswered(Event):
    seat: int
    question: str
    yes: bool
    persona: bool  # answered by the seat's persona sheet (an AI seat)

    def describe(self, names):
        deck = load()
        text = deck.questions.get(self.question, {}).get("en", self.question)
        return f"{names[self.seat]} is asked “{text}” and answers {'yes' if self.yes else 'no'}."


@dataclass(frozen=True)
class ReactionOffered(Event):
    seat: int
    trigger: str

    def describe(self, names):
        return ""  # the board shows the prompt; the log tells only what is played


@dataclass(frozen=True)
class ReactionPassed(Event):
    seat: int

    def describe(self, names):
        return ""

