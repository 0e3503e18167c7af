"""Hints for Wrong Chemistry (pure): the first step of the medium player's plan for the turn,
explained by the cards that plan claims, their points and the actions they take."""
from __future__ import annotations

from labdesk.ai.hints import Hint, close_call, make
from labdesk.games.wrong_chemistry import ai
from labdesk.games.wrong_chemistry.rules import (ChooseStartCard, ClaimCard, DiscardCard, EndTurn,
                                                 UseExtraxodium, UseRestartium, WrongChemistryState,
                                                 card_label, deck)
from labdesk.i18n import _, ngettext

MARGIN = 0.5  # points: whole-turn options closer than this are a close call


def planned_turn(planner: ai.Planner, state: WrongChemistryState) -> list:
    """The rest of the turn as the planner means to play it (after its ``choose``), EndTurn left out."""
    sim = state.clone()
    steps = []
    while len(steps) < 60:
        action = planner._plan.get(ai.signature(sim))
        if action is None or isinstance(action, EndTurn) or action not in sim.legal_actions():
            break
        steps.append(action)
        sim.apply(action)
    return steps


def card_name(number: int) -> str:
    return _("{label} ({name})").format(label=card_label(number), name=_(deck().elements[number].name))


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _reason(state: WrongChemistryState, action, steps: list) -> str:
    if isinstance(action, ChooseStartCard):
        return _("{card} is the hardest card in your hand to make: give it up").format(card=card_name(action.card))
    seat = state.current
    pile = tuple(state.piles[seat])
    after = state.clone()
    for step in steps:
        after.apply(step)
    # the cards the turn leaves in the pile (a card claimed and then traded by Extraxodium is gone)
    claims = [n for n in after.piles[seat] if n not in pile]
    gain = int(after.scores()[seat] - state.scores()[seat])
    if isinstance(action, ClaimCard):
        one = ai.pile_score(pile + (action.card,)) - ai.pile_score(pile)
        return _("Claim {card} now for {points}").format(card=card_name(action.card), points=_points(one))
    if claims:
        before = next(i for i, a in enumerate(steps) if isinstance(a, ClaimCard))
        cards = ", ".join(card_name(n) for n in claims)
        if isinstance(action, UseExtraxodium):
            return _("Trading {card} for energy lets you make {cards} this turn: {points} in all").format(
                card=card_name(action.card), cards=cards, points=_points(gain))
        if isinstance(action, UseRestartium):
            return _("Restartium resets the molecule so you can make {cards} this turn: {points} in all").format(
                cards=cards, points=_points(gain))
        return ngettext("This turn can make {cards}: {points} in all, the first in {k} action",
                        "This turn can make {cards}: {points} in all, the first in {k} actions",
                        before + 1).format(cards=cards, points=_points(gain), k=before + 1)
    if isinstance(action, DiscardCard):
        return _("{card} will not be made soon: throw it away for a fresh card").format(card=card_name(action.card))
    if isinstance(action, UseRestartium):
        return _("Reset the molecule so the next player gets no head start from it")
    if isinstance(action, EndTurn):
        return _("No card in your hand can be made with the energy left")
    return _("This move keeps the molecule safe for the next turn")


def hint(state: WrongChemistryState, seat: int, names: list[str]) -> Hint:
    planner = ai.Planner(0)
    action = planner.choose(state)
    steps = planned_turn(planner, state) if state.phase != "choose" else []
    unsure = False
    if state.phase == "play":
        options: list = []
        ai.Planner(0)._root_best(state, options)
        # orders of the same claims are one choice: the best value per set of cards made
        best: dict = {}
        for o in options:
            made = tuple(sorted(str(a) for a in o.steps if isinstance(a, (ClaimCard, UseExtraxodium))))
            best[made] = max(best.get(made, o.value), o.value)
        unsure = close_call(best.values(), MARGIN)
    return make(action, _reason(state, action, steps), unsure)
