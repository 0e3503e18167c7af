"""Hints for Experiment (pure): the medium player's move, explained with the tasks it serves."""
from __future__ import annotations

from labdesk.ai.hints import Hint, close_call, make
from labdesk.games.experiment import ai, words
from labdesk.games.experiment.content import content
from labdesk.games.experiment.rules import (FACE_UP, SECRET_SLOTS, CompleteTask, DiscardLab, EndTasks,
                                            ExperimentState, PlaceInfluence, TakeTask)
from labdesk.i18n import _, ngettext

MARGIN = 0.1  # points of potential: picks closer than this are a close call


def _closer_task(state: ExperimentState, seat: int, kind: str):
    """The most valuable open task the card brings closer, with the cards it then still lacks."""
    have = ai.holdings(state, seat)
    more = have.copy()
    more[kind] += 1
    closer = [(t.value, t, ai.shortfall(more, t.need)) for t in ai.open_tasks(state, seat)
              if ai.shortfall(more, t.need) < ai.shortfall(have, t.need)]
    if not closer:
        return None
    _, task, missing = max(closer, key=lambda c: (c[0], -c[2]))
    return task, missing


def _pick(state: ExperimentState, seat: int, action) -> str:
    if isinstance(action, TakeTask):
        if action.task is None:
            return _("The top task card is worth more on average than the tasks on show")
        task = content().task_by_id[action.task]
        return ngettext("Task {task} ({n} point) fits the cards you have", "Task {task} ({n} points) fits the cards you have",
                        task.value).format(task=task.id, n=task.value)
    if action.slot in SECRET_SLOTS:
        return _("A secret card is worth more on average than the open cards")
    closer = _closer_task(state, seat, action.slot)
    card = words.lab_card_name(action.slot)
    if closer is None:
        return _("The {card} card is the most useful spare for tasks to come").format(card=card)
    task, missing = closer
    if missing == 0:
        return ngettext("The {card} card completes {task} for {n} point", "The {card} card completes {task} for {n} points",
                        task.value).format(card=card, task=task.id, n=task.value)
    return ngettext("The {card} card brings {task} to {missing} card short", "The {card} card brings {task} to {missing} cards short",
                    missing).format(card=card, task=task.id, missing=missing)


def hint(state: ExperimentState, seat: int, names: list[str]) -> Hint:
    action = ai.choose_medium(state)
    d = state.decision
    if d in ("pick", "new-task"):
        valuer = ai.Valuer(state, seat)
        unsure = close_call([valuer.option_gain(a) for a in state.legal_actions()], MARGIN)
        return make(action, _pick(state, seat, action), unsure)
    if isinstance(action, CompleteTask):
        points = content().task_by_id[action.task].value
        return make(action, ngettext("Completes {task} for {n} point", "Completes {task} for {n} points",
                                     points).format(task=action.task, n=points))
    if isinstance(action, EndTasks):
        return make(action, _("None of your tasks can be carried out with the cards you hold"))
    if isinstance(action, DiscardLab):
        return make(action, _("Giving up the {card} card costs your tasks the least").format(
            card=words.lab_card_name(action.kind)))
    return make(action, _influence(state, seat, action))


def _influence(state: ExperimentState, seat: int, action) -> str:
    """A bid for a place in the picking order: the lowest card that should still pick well."""
    if isinstance(action, PlaceInfluence) and action.onto == FACE_UP:
        up = state.inf_front[seat][0]
        return _("{n} on your face-up {up} makes influence {total}: the best trade between your place "
                 "in the picking order and the cards you keep").format(n=action.value, up=up, total=action.value + up)
    if isinstance(action, PlaceInfluence):
        return _("{n} on the face-down card: the best trade between your place in the picking order "
                 "and the cards you keep").format(n=action.value)
    return _("Influence {n} should pick well enough without spending more than the row is worth").format(
        n=action.value)
