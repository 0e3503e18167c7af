"""Reasons for Wrong Chemistry (pure): the adviser's whole turn said up front, in order ("make
Calciyum in 2 actions, then trade it for 3 energy, then make Kryptonight in 4 actions"), counting
only the actions that cost energy (claims, Extraxodium and Restartium are free), with the points the
turn scores by the rules.
"""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.games.wrong_chemistry import ai
from labdesk.games.wrong_chemistry.rules import (EXTRAXODIUM_ENERGY, ChooseStartCard, ClaimCard, DiscardCard,
                                                 EndTurn, UseExtraxodium, UseRestartium, WrongChemistryState,
                                                 card_label, deck)
from labdesk.i18n import _, ngettext


@dataclass(frozen=True)
class Step:
    """One part of a turn's plan: ``kind`` is "make" (``actions`` energy spent on the molecule, then
    the claim of ``card``), "trade" (Extraxodium gives ``card`` up), "reset" (Restartium), "throw"
    (a card discarded, 1 energy) or "shape" (``actions`` spent on the molecule, nothing claimed)."""
    kind: str
    card: int | None = None
    actions: int = 0


def card_name(number: int, again: bool = False) -> str:
    """"20 Ca (Calciyum)"; named ``again`` in the same plan, "Calciyum" (a six-step plan read long)."""
    name = _(deck().elements[number].name)
    return name if again else _("{label} ({name})").format(label=card_label(number), name=name)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def plan_steps(state: WrongChemistryState, plan) -> tuple[list[Step], int]:
    """The plan (the seat's actions for the rest of its turn) as steps, and the points it scores."""
    seat = state.current
    sim = state.clone()
    before = sim.scores()[seat]
    steps: list[Step] = []
    spent = 0
    for action in plan:
        if (isinstance(action, EndTurn) or sim.is_over() or sim.current != seat
                or action not in sim.legal_actions()):
            break
        if isinstance(action, ClaimCard):
            steps.append(Step("make", action.card, spent))
            spent = 0
        elif isinstance(action, (UseExtraxodium, UseRestartium, DiscardCard)):
            if spent:
                steps.append(Step("shape", actions=spent))
                spent = 0
            kind = {UseExtraxodium: "trade", UseRestartium: "reset", DiscardCard: "throw"}[type(action)]
            steps.append(Step(kind, getattr(action, "card", None)))
        else:
            spent += 1
        sim.apply(action)
    if spent:
        steps.append(Step("shape", actions=spent))
    return steps, int(sim.scores()[seat] - before)


def _phrase(step: Step, again: bool = False) -> str:
    card = card_name(step.card, again) if step.card is not None else ""
    if step.kind == "make" and step.actions == 0:
        return _("claim {card} at once").format(card=card)
    if step.kind == "make":
        return ngettext("make {card} in {n} action", "make {card} in {n} actions", step.actions).format(
            card=card, n=step.actions)
    if step.kind == "trade":
        return ngettext("trade {card} for {n} energy", "trade {card} for {n} energy", EXTRAXODIUM_ENERGY).format(
            card=card, n=EXTRAXODIUM_ENERGY)
    if step.kind == "reset":
        return _("reset the molecule with Restartium")
    if step.kind == "throw":
        return _("throw {card} away for a fresh card").format(card=card)
    return ngettext("spend {n} action shaping the molecule", "spend {n} actions shaping the molecule",
                    step.actions).format(n=step.actions)


def say_plan(steps: list[Step]) -> str:
    """"make 20 Ca (Calciyum) in 2 actions, then trade Calciyum for 3 energy, then make ...": a card
    the plan named before goes by its name alone."""
    named: set[int] = set()
    phrases = []
    for step in steps:
        phrases.append(_phrase(step, again=step.card in named))
        if step.card is not None:
            named.add(step.card)
    said = phrases[-1]
    for phrase in reversed(phrases[:-1]):
        said = _("{first}, then {rest}").format(first=phrase, rest=said)
    return said


def makeable(state: WrongChemistryState) -> list[int]:
    """The hand's cards the molecule can become with the energy left (no Extraxodium, no reset)."""
    solver = ai._Solver()
    hand = state.hands[state.current]
    return [n for n in hand if solver.route(state.molecule, n, state.energy) is not None]


def reason(state: WrongChemistryState, seat: int, plan, names: list[str]) -> str:
    action = plan[0]
    if isinstance(action, ChooseStartCard):
        card = deck().elements[action.card]
        return ngettext("Give up {card}: it is worth {points} and needs {n} action from the starting molecule",
                        "Give up {card}: it is worth {points} and needs {n} actions from the starting molecule",
                        card.min_actions).format(card=card_name(action.card), points=_points(card.value),
                                                 n=card.min_actions)
    steps, gain = plan_steps(state, plan)
    if not steps:
        if makeable(state):
            return ngettext("End the turn with {n} energy unspent", "End the turn with {n} energy unspent",
                            state.energy).format(n=state.energy)
        return ngettext("None of your cards can be made with the {n} energy left",
                        "None of your cards can be made with the {n} energy left", state.energy).format(n=state.energy)
    said = say_plan(steps)
    if gain > 0:  # the points first: a long plan may be cut short on the board's message line
        return _("This turn scores {points}: {plan}").format(plan=said, points=_points(gain))
    if gain < 0:
        return _("This turn loses {points}: {plan}").format(plan=said, points=_points(-gain))
    return _("This turn scores nothing: {plan}").format(plan=said)


def nudge(state: WrongChemistryState, seat: int, plan, names: list[str]) -> str:
    """Where to look, without the move: the card the turn can make first, and how far it is."""
    if isinstance(plan[0], ChooseStartCard):
        return _("Look at how many actions each card in your hand needs from the starting molecule")
    steps, _gain = plan_steps(state, plan)
    made = next((step for step in steps if step.kind == "make"), None)
    if made is None:
        return _("Look at the cards in your hand: which could be made soon, and which not at all?")
    if made.actions == 0 and made is steps[0]:
        return _("Look at the molecule: it matches {card} now").format(card=card_name(made.card))
    if not any(step.kind in ("trade", "reset") for step in steps[:steps.index(made)]):
        return ngettext("Look at {card}: the molecule can become it in {n} action",
                        "Look at {card}: the molecule can become it in {n} actions", made.actions).format(
            card=card_name(made.card), n=made.actions)
    return _("Look at {card}: this turn can make it").format(card=card_name(made.card))
