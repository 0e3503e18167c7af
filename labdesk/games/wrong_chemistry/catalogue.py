"""Wrong Chemistry's card catalogue (pure): the element cards of cards.json and the two table cards."""
from __future__ import annotations

from labdesk.games.catalogue import Card
from labdesk.games.wrong_chemistry.cards import load
from labdesk.games.wrong_chemistry.rules import card_title, points_words
from labdesk.i18n import N_, _, ngettext

MATCHING = N_("Every hex, empty or not, and every disc's colour must match; read upright or turned half a "
              "circle (180°), never mirrored.")


def cards() -> list[Card]:
    deck = load()
    found = [Card(str(card.number), card_title(card.number),
                  ngettext("Worth {points}. Made in {n} action at the least from the starting molecule.",
                           "Worth {points}. Made in {n} actions at the least from the starting molecule.",
                           card.min_actions).format(points=points_words(card.value), n=card.min_actions),
                  _(MATCHING), ("element", card.number))
             for card in sorted(deck.elements.values(), key=lambda c: c.number)]
    found += [Card(special.id, _(special.name), _(special.text), "", ("special", special.id))
              for special in deck.specials.values()]
    return found
