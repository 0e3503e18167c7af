"""Reasons for Lab Wars (pure): what a move yields by the rules (the gains of an experiment or a data
trigger, the impact points a purchase brings, the lab-value bonus), then the rest of the turn the
adviser means to play, said up front."""
from __future__ import annotations

from labdesk.ai.hints import repeats_counted
from labdesk.games.lab_wars import ai
from labdesk.games.lab_wars.words import describe_action
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.rules import (BuyImpact, BuyItem, ChooseTarget, DiscardItem, DropNews, EndTurn,
                                          Experiment, LabWarsState, Pass, PickCharacter, PlayAction, React,
                                          SpendData, action_name, character_name, item_name, news_name,
                                          pile_name)
from labdesk.i18n import _, ngettext

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
            values = sorted((ai.seat_value(state, s), s) for s in range(state.players) if s != seat)
            if values[-1][1] == action.target and (len(values) == 1 or values[-2][0] < values[-1][0]):
                return _("{card} against {name}, the strongest rival").format(card=card, name=names[action.target])
            return _("{card} against {name}").format(card=card, name=names[action.target])
        return _("{card} gives {gains}").format(card=card, gains=gains(c.action_types[action.card].effects))
    return ngettext("End the turn, keeping your {n} research point for later",
                    "End the turn, keeping your {n} research points for later",
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
        others = [state.rp[a.seat] for a in state.legal_actions() if isinstance(a, ChooseTarget) and a.seat != action.seat]
        if all(rp < state.rp[action.seat] for rp in others):
            return ngettext("{name} has the most to lose, with {n} research point",
                            "{name} has the most to lose, with {n} research points",
                            state.rp[action.seat]).format(name=names[action.seat], n=state.rp[action.seat])
        return ngettext("{name}, with {n} research point", "{name}, with {n} research points",
                        state.rp[action.seat]).format(name=names[action.seat], n=state.rp[action.seat])
    if isinstance(action, DropNews):
        return _("Drop {news}, keeping the other news for your lab").format(news=news_name(action.news))
    if isinstance(action, DiscardItem):
        return _("Discard the {item}, keeping your other items").format(item=item_name(action.item))
    if isinstance(action, React):
        return _("{card} answers the purchase").format(card=action_name(action.card))
    if isinstance(action, Pass):
        return _("No reaction card is worth playing here")
    return _turn(state, seat, action, names)


def reason(state: LabWarsState, seat: int, plan, names: list[str]) -> str:
    action = plan[0]
    if state.decision != "turn":
        return _other(state, seat, action, names)
    first = _turn(state, seat, action, names)
    rest, after = rest_of_turn(state, seat, plan, names)
    if not rest:
        return first
    gains = turn_gains(state, after, seat)
    if gains:  # what the whole turn brings first: the move itself is named beside the reason
        return _("This turn brings {gains}; after this move: {rest}").format(gains=gains, rest=", ".join(rest))
    return _("{first}; then {rest}").format(first=first, rest=", ".join(rest))


def rest_of_turn(state: LabWarsState, seat: int, plan, names: list[str]) -> tuple[list[str], LabWarsState]:
    """The plan's steps after the first, in the game's words, up to the end of the turn, and the
    position they leave (the turn not ended)."""
    sim = state.clone()
    said = []
    for n, action in enumerate(plan):
        if (sim.is_over() or sim.current_player() != seat or action not in sim.legal_actions()
                or isinstance(action, EndTurn)):
            break
        if n:
            said.append(describe_action(action, sim, names))
        sim.apply(action)
    return repeats_counted(said), sim


def turn_gains(before: LabWarsState, after: LabWarsState, seat: int) -> str:
    """What a turn brings by the rules: impact points and lab value ("" when neither)."""
    parts = []
    impact = after.impact_points(seat) - before.impact_points(seat)
    if impact:
        parts.append(ngettext("{n} impact point", "{n} impact points", impact).format(n=impact))
    lab = after.lab_value(seat) - before.lab_value(seat)
    if lab:
        parts.append(_("lab value from {before} to {after}").format(before=before.lab_value(seat), after=after.lab_value(seat)))
    return ", ".join(parts)


def nudge(state: LabWarsState, seat: int, plan, names: list[str]) -> str:
    """Where to look, without the move."""
    if state.decision == "turn":
        return _("Look at what your data can trigger and what your research points can buy this turn")
    if state.decision == "pick":
        return _("Look at each character's bonus, and at which pick a rival's saboteur could spoil")
    return _("Look at what each choice costs you, and what it costs your rivals")
