"""Lab Wars's card catalogue (pure): the lab items, the characters (legends included), the action
cards, the impact cards by pile and the news articles, read from content.json."""
from __future__ import annotations

from labdesk.games.catalogue import Card
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.words import action_text, character_text, item_text, pile_name
from labdesk.i18n import N_, _, ngettext

LAB_VALUE = N_("Its lab value at the end is its printed cost, {n}, whatever you paid.")
ONE_ACTION = N_("One action card a round.")
SABOTAGE = N_("A sabotage always happens when it can; the bonus phase comes first, so it never cancels a bonus.")


def _items(c) -> list[Card]:
    found = []
    for type_id in c.item_types:
        item = item_text(c, type_id)
        text = "; ".join(effect for _kind, effect in item.effects) or _("No effect: lab value only")
        found.append(Card(f"item-{type_id}", item.name,
                          ngettext("Costs {cost} RP ({n} card in the deck). {text}",
                                   "Costs {cost} RP ({n} cards in the deck). {text}",
                                   c.item_types[type_id].count).format(cost=item.cost, n=c.item_types[type_id].count,
                                                                      text=text),
                          _(LAB_VALUE).format(n=item.cost), ("item", type_id)))
    return found


def _characters(c) -> list[Card]:
    found = []
    for cid in c.characters:
        char = character_text(c, cid)
        text = _("Bonus: {bonus}").format(bonus=char.bonus)
        ruling = ""
        if char.sabotages:
            text = _("Bonus: {bonus}. Sabotages the {target}: {effect}").format(
                bonus=char.bonus, target=char.sabotages_name, effect=char.sabotage_bonus)
            ruling = _(SABOTAGE)
        found.append(Card(f"character-{cid}", char.name, text, ruling, ("character", cid)))
    return found


def _actions(c) -> list[Card]:
    return [Card(f"action-{type_id}", card.name, card.text, _("{when}. {rule}").format(when=card.when, rule=_(ONE_ACTION)),
                 ("action", type_id))
            for type_id in c.action_types for card in (action_text(c, type_id),)]


def _impacts(c) -> list[Card]:
    found = []
    for pile, cards in c.piles.items():
        for card in cards:
            found.append(Card(card.id, pile_name(pile),
                              ngettext("Costs {cost} RP: {n} impact point", "Costs {cost} RP: {n} impact points",
                                       card.value).format(cost=card.cost, n=card.value),
                              _("At most two impact cards a turn."), ("impact", card.id)))
    return found


def _news(c) -> list[Card]:
    return [Card(f"news-{news.id}", _(news.name),
                 ngettext("{text} ({n} impact point)", "{text} ({n} impact points)", news.value).format(
                     text=_(news.text), n=news.value),
                 _("Legends of Science: completed the moment its owner meets it, in anyone's turn."), ("news", news.id))
            for news in c.news]


def cards() -> list[Card]:
    c = content()
    return _items(c) + _characters(c) + _actions(c) + _impacts(c) + _news(c)
