"""Lab Chaos's card catalogue (pure): the 76 cards of cards.json, with their text and ruling."""
from __future__ import annotations

from labdesk.games.catalogue import Card
from labdesk.games.lab_chaos.content import load
from labdesk.i18n import _


def cards() -> list[Card]:
    return [Card(card.id, _(card.title), _(card.text), _(card.ruling), (card.id,)) for card in load().cards.values()]
