"""Hints for Lab Wars (pure): the medium player's move, explained with what it yields by the rules:
the gains of an experiment or a data trigger, the impact points a purchase brings, the lab-value bonus."""
from __future__ import annotations

from labdesk.ai.hints import Hint, close_call, make
from labdesk.engine.core import Rng
from labdesk.games.lab_wars import ai
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.rules import (BuyImpact, BuyItem, ChooseTarget, DiscardItem, DropNews, EndTurn,
                                          Experiment, LabWarsState, Pass, PickCharacter, PlayAction, React,
                                          SpendData, action_name, character_name, item_name, news_name,
                                          pile_name)
from labdesk.i18n import _, ngettext

TURN_MARGIN = 0.1  # the Planner's score: closer than this is a close call
PICK_MARGIN = 0.3  # character scores: the medium player's own noise is this wide


def gains(effects: dict) -> str:
    """What a set of effects gives, by the rules: "2 research points, 1 card"."""
    words = {"rp": lambda n: ngettext("{n} research point", "{n} research points", n),
             "chemical": lambda n: ngettext("{n} chemical data", "{n} chemical data", n),
             "dna": lambda n: ngettext("{n} DNA data", "{n} DNA data", n),
             "draw": lambda n: ngettext("{n} card drawn", "{n} cards drawn", n),
             "action": lambda n: ngettext("{n} action card", "{n} action cards", n),
             "impact_discount": lambda n: ngettext("{n} research point off an impact card",
                                                   "{n} research points off an impact card", n),
             "wild_data": lambda n: ngettext("{n} data of either kind", "{n} data of either kind", n)}
    parts = [words[k](n).format(n=n) for k, n in effects.items() if k in words and n]
    if "next_bonus" in effects:
        parts.append(_("{gains} next round").format(gains=gains(effects["next_bonus"])))
    return ", ".join(parts) if parts else _("no direct gain")


def _turn(state: LabWarsState, seat: int, action, names: list[str]) -> str:
    c = content()
    if isinstance(action, Experiment):
        item = c.item_types[action.item]
        return _("Experimenting with the {item} gives {gains}").format(item=item_name(action.item),
                                                                 gains=gains(item.experiment))
    if isinstance(action, SpendData):
        rewards = dict(c.item_types[action.item].trigger.tiers)[action.amount]
        return _("{n} data on the {item} gives {gains}").format(n=action.amount, item=item_name(action.item),
                                                                gains=gains(rewards))
    if isinstance(action, BuyItem):
        cost = state.item_cost(seat, action.item)
        lab = state.lab_value(seat)
        item = c.item_types[action.item]
        bonus = ai.lab_bonus_points(lab + item.cost) - ai.lab_bonus_points(lab)
        if bonus:
            return ngettext("The {item} for {cost} RP lifts your lab value to {value}: {n} bonus point",
                            "The {item} for {cost} RP lifts your lab value to {value}: {n} bonus points",
                            bonus).format(item=item_name(action.item), cost=cost, value=lab + item.cost, n=bonus)
        every = {**item.experiment, **{k: v for k, v in item.bonus.items() if k != "hand_limit"}}
        return _("The {item} for {cost} RP gives {gains} every round").format(
            item=item_name(action.item), cost=cost, gains=gains(every))
    if isinstance(action, BuyImpact):
        card = state.impact_card(action.pile, state.piles[action.pile][-1])
        cost = state.impact_cost(seat, action.pile)
        return ngettext("A {pile} for {cost} RP: {n} impact point", "A {pile} for {cost} RP: {n} impact points",
                        card.value).format(pile=pile_name(action.pile), cost=cost, n=card.value)
    if isinstance(action, PlayAction):
        card = action_name(action.card)
        if action.target is not None:
            leader = max((s for s in range(state.players) if s != seat), key=lambda s: ai.seat_value(state, s))
            if action.target == leader:
                return _("{card} against {name}, the strongest rival").format(card=card, name=names[action.target])
            return _("{card} against {name}").format(card=card, name=names[action.target])
        return _("{card} gives {gains}").format(card=card, gains=gains(c.action_types[action.card].effects))
    return ngettext("Nothing left is worth its cost: keep your {n} research point for later",
                    "Nothing left is worth its cost: keep your {n} research points for later",
                    state.rp[seat]).format(n=state.rp[seat])


def _other(state: LabWarsState, seat: int, action, names: list[str]) -> str:
    c = content()
    if isinstance(action, PickCharacter):
        ch = c.characters[action.character]
        if ch.sabotages:
            return _("The {character} (bonus: {gains}) may also sabotage a rival's {target}").format(
                character=character_name(action.character), gains=gains(ch.bonus),
                target=character_name(ch.sabotages))
        return _("The {character}'s bonus: {gains}").format(character=character_name(action.character),
                                                            gains=gains(ch.bonus))
    if isinstance(action, ChooseTarget):
        return ngettext("{name} has the most to lose, with {n} research point",
                        "{name} has the most to lose, with {n} research points",
                        state.rp[action.seat]).format(name=names[action.seat], n=state.rp[action.seat])
    if isinstance(action, DropNews):
        return _("{news} promises the least for your lab").format(news=news_name(action.news))
    if isinstance(action, DiscardItem):
        return _("The {item} is worth the least to you").format(item=item_name(action.item))
    if isinstance(action, React):
        return _("{card} answers the purchase").format(card=action_name(action.card))
    if isinstance(action, Pass):
        return _("No reaction card is worth playing here")
    return _turn(state, seat, action, names)


def hint(state: LabWarsState, seat: int, names: list[str]) -> Hint:
    action = ai.choose_medium(state, {}, Rng(0))  # the medium player's move, with its own first draw
    legal = state.legal_actions()
    unsure = False
    if state.decision == "turn" and len(legal) > 1:
        planner = ai.Planner(state, seat, {})
        unsure = close_call([0.0 if isinstance(a, EndTurn) else planner.score(a) for a in legal], TURN_MARGIN)
    elif state.decision == "pick" and len(legal) > 1:
        unsure = close_call([ai.character_score(state, seat, a.character, {}) for a in legal], PICK_MARGIN)
    reason = _turn(state, seat, action, names) if state.decision == "turn" else _other(state, seat, action, names)
    return make(action, reason, unsure)
