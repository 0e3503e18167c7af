"""Lab Chaos events of card effects: each carries its log sentence (in the current language, written
when the log is shown); the rules' own turn and match events live in rules.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from labdesk.engine.core import Event
from labdesk.games.lab_chaos.content import card_name, load
from labdesk.i18n import _, ngettext


@dataclass(frozen=True)
class CardsDrawn(Event):
    barrier: ClassVar[bool] = True
    seat: int
    count: int

    def describe(self, names):
        if not self.count:
            return _("{name} cannot draw: the deck and the discard pile are empty.").format(name=names[self.seat])
        return ngettext("{name} draws {n} card.", "{name} draws {n} cards.", self.count).format(
            name=names[self.seat], n=self.count)


@dataclass(frozen=True)
class DeckReshuffled(Event):
    barrier: ClassVar[bool] = True
    count: int

    def describe(self, names):
        return ngettext("The discard pile is shuffled into a new deck of {n} card.",
                        "The discard pile is shuffled into a new deck of {n} cards.", self.count).format(n=self.count)


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: str

    def describe(self, names):
        return _("{name} discards {card}.").format(name=names[self.seat], card=card_name(self.card))


@dataclass(frozen=True)
class CardsGiven(Event):
    barrier: ClassVar[bool] = True
    seat: int
    to: int
    count: int

    def describe(self, names):
        return ngettext("{name} gives {to} {n} card.", "{name} gives {to} {n} cards.", self.count).format(
            name=names[self.seat], to=names[self.to], n=self.count)


@dataclass(frozen=True)
class CardsTaken(Event):
    barrier: ClassVar[bool] = True
    seat: int
    source: int
    count: int
    random: bool

    def describe(self, names):
        if self.random:
            said = ngettext("{name} takes {n} card at random from {source}.",
                            "{name} takes {n} cards at random from {source}.", self.count)
        else:
            said = ngettext("{name} takes {n} card from {source}.", "{name} takes {n} cards from {source}.", self.count)
        return said.format(name=names[self.seat], n=self.count, source=names[self.source])


@dataclass(frozen=True)
class HandsSwapped(Event):
    barrier: ClassVar[bool] = True
    seat: int
    other: int

    def describe(self, names):
        return _("{name} swaps hands with {other}.").format(name=names[self.seat], other=names[self.other])


@dataclass(frozen=True)
class HandsPassed(Event):
    barrier: ClassVar[bool] = True
    step: int  # +1: every hand goes to the next seat number, -1: to the previous
    forward: bool = True  # to the next player in the direction of play (False: to the previous one)

    def describe(self, names):
        if self.forward:
            return _("Every player passes their hand on to the next player.")
        return _("Every player passes their hand on to the previous player.")


@dataclass(frozen=True)
class DirectionReversed(Event):
    seat: int
    direction: int

    def describe(self, names):
        return _("{name} reverses the direction of play.").format(name=names[self.seat])


@dataclass(frozen=True)
class PlayersSkipped(Event):
    seat: int
    count: int

    def describe(self, names):
        if self.count == 1:
            return _("{name} skips the next player.").format(name=names[self.seat])
        return ngettext("{name} skips the next {n} player.", "{name} skips the next {n} players.", self.count).format(
            name=names[self.seat], n=self.count)


@dataclass(frozen=True)
class PlaysAgain(Event):
    seat: int

    def describe(self, names):
        return _("{name} will take another turn.").format(name=names[self.seat])


@dataclass(frozen=True)
class HandRevealed(Event):
    barrier: ClassVar[bool] = True
    seat: int
    cards: tuple

    def describe(self, names):
        if not self.cards:
            return _("{name} shows their hand: nothing.").format(name=names[self.seat])
        return _("{name} shows their hand: {cards}.").format(name=names[self.seat],
                                                            cards=", ".join(card_name(c) for c in self.cards))

    def caption(self, names):
        """The table's caption: the cards themselves now lie face up on the panel (the log names them)."""
        if not self.cards:
            return self.describe(names)
        return ngettext("{name} shows their hand: {count} card, face up on their panel.",
                        "{name} shows their hand: {count} cards, face up on their panel.",
                        len(self.cards)).format(name=names[self.seat], count=len(self.cards))


@dataclass(frozen=True)
class PreviousCopied(Event):
    seat: int
    card: str | None

    def describe(self, names):
        if self.card is None:
            return _("{name} has no card to copy.").format(name=names[self.seat])
        return _("{name} copies {card}.").format(name=names[self.seat], card=card_name(self.card))


@dataclass(frozen=True)
class EndCardSet(Event):
    seat: int
    card: str
    replaced: str | None

    def describe(self, names):
        if self.replaced:
            return _("{card} is now the End card, replacing {old}: it decides who wins.").format(
                card=card_name(self.card), old=card_name(self.replaced))
        return _("{card} is now the End card: it decides who wins.").format(card=card_name(self.card))


@dataclass(frozen=True)
class EndCardCleared(Event):
    seat: int
    card: str | None

    def describe(self, names):
        if self.card is None:
            return ""
        return _("{name} clears {card}: an empty hand wins again.").format(name=names[self.seat],
                                                                          card=card_name(self.card))


@dataclass(frozen=True)
class LastingCardSet(Event):
    seat: int
    card: str
    replaced: str | None

    def describe(self, names):
        if self.replaced:
            return _("{card} stays on the table, replacing {old}.").format(card=card_name(self.card),
                                                                          old=card_name(self.replaced))
        return _("{card} stays on the table.").format(card=card_name(self.card))


@dataclass(frozen=True)
class LastingCardCleared(Event):
    seat: int
    card: str | None
    fulfilled: bool

    def describe(self, names):
        if self.card is None:
            return ""
        said = _("{name} fulfils {card}; it leaves the table.") if self.fulfilled else \
            _("{name} clears {card} from the table.")
        return said.format(name=names[self.seat], card=card_name(self.card))


@dataclass(frozen=True)
class LastingCardSprung(Event):
    """A waiting lasting card acts on the player of its symbol although that card's own effect
    already took it off the table."""
    seat: int
    card: str

    def describe(self, names):
        return _("{card} still catches {name}.").format(card=card_name(self.card), name=names[self.seat])


@dataclass(frozen=True)
class PlayerChosen(Event):
    seat: int
    target: int

    def describe(self, names):
        return _("{name} picks {target}.").format(name=names[self.seat], target=names[self.target])


@dataclass(frozen=True)
class QuestionAnswered(Event):
    seat: int
    question: str
    yes: bool
    persona: bool  # answered by the seat's persona sheet (an AI seat)

    def describe(self, names):
        deck = load()
        text = deck.questions.get(self.question)
        text = _(text) if text else self.question
        said = _("{name} is asked “{question}” and answers yes.") if self.yes else \
            _("{name} is asked “{question}” and answers no.")
        return said.format(name=names[self.seat], question=text)


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

