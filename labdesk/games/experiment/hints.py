"""Reasons for Experiment (pure): a pick told by the tasks it serves, the top task card by what the
unseen tasks are worth against those on show, a bid by the influence it makes and the card it keeps."""
from __future__ import annotations

from labdesk.games.experiment import ai, words
from labdesk.games.experiment.content import content
from labdesk.games.experiment.rules import (FACE_UP, SECRET_SLOTS, CompleteTask, DiscardLab, EndTasks,
                                            ExperimentState, PlaceInfluence, PlayInfluence, TakeTask)
from labdesk.i18n import _, ngettext


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


def on_show(state: ExperimentState) -> list:
    """The tasks on show (the display)."""
    tasks = content().tasks
    return [tasks[t] for t in state.display if t is not None]


def _top_task(state: ExperimentState, seat: int) -> str:
    unseen = ai.unseen_tasks(state, seat)
    average = sum(t.value for t in unseen) / len(unseen)
    shown = on_show(state)
    if not shown:
        return _("The top task card: the {n} tasks you have not seen are worth {avg} points on average").format(
            n=len(unseen), avg=f"{average:.1f}")
    have = ai.holdings(state, seat)
    best = max(shown, key=lambda t: (t.value, -ai.shortfall(have, t.need)))
    missing = ai.shortfall(have, best.need)
    return ngettext("The top task card: the {n} tasks you have not seen are worth {avg} points on average; "
                    "the best on show, {task} ({points}), needs {missing} card you do not have",
                    "The top task card: the {n} tasks you have not seen are worth {avg} points on average; "
                    "the best on show, {task} ({points}), needs {missing} cards you do not have", missing).format(
        n=len(unseen), avg=f"{average:.1f}", task=best.id, missing=missing,
        points=ngettext("{n} point", "{n} points", best.value).format(n=best.value))


def _secret(state: ExperimentState, seat: int, slot: str) -> str:
    card = state.row_secret[SECRET_SLOTS.index(slot)]
    if card is not None and state.knows_row_secrets(seat):
        kind = state.kind(card)
        return _("You have seen this secret card: {reason}").format(reason=_lab(state, seat, kind))
    pool = ai.unseen_secret_kinds(state, seat)
    useful = sum(n for k, n in pool.items() if _closer_task(state, seat, k) is not None)
    return _("A secret card: {useful} of the {total} secret cards you have not seen would bring one of your "
             "tasks closer").format(useful=useful, total=sum(pool.values()))


def _lab(state: ExperimentState, seat: int, kind: str) -> str:
    closer = _closer_task(state, seat, kind)
    card = words.lab_card_name(kind)
    if closer is None:
        return _("the {card} card brings none of your tasks closer: it is a spare for tasks to come").format(card=card)
    task, missing = closer
    if missing == 0:
        return ngettext("the {card} card completes {task} for {n} point", "the {card} card completes {task} for {n} points",
                        task.value).format(card=card, task=task.id, n=task.value)
    return ngettext("the {card} card brings {task} to {missing} card short", "the {card} card brings {task} to {missing} cards short",
                    missing).format(card=card, task=task.id, missing=missing)


def _pick(state: ExperimentState, seat: int, action) -> str:
    if isinstance(action, TakeTask):
        if action.task is None:
            return _top_task(state, seat)
        task = content().task_by_id[action.task]
        missing = ai.shortfall(ai.holdings(state, seat), task.need)
        points = ngettext("{n} point", "{n} points", task.value).format(n=task.value)
        if not missing:
            return _("Task {task} ({points}): you already hold every card it needs").format(task=task.id, points=points)
        return ngettext("Task {task} ({points}): you still need {missing} card for it",
                        "Task {task} ({points}): you still need {missing} cards for it", missing).format(
            task=task.id, missing=missing, points=points)
    if action.slot in SECRET_SLOTS:
        return _secret(state, seat, action.slot)
    said = _lab(state, seat, action.slot)
    return said[:1].upper() + said[1:]


def _influence(state: ExperimentState, seat: int, action) -> str:
    """A bid for a place in the picking order: the influence it makes and the card it keeps."""
    if isinstance(action, PlaceInfluence):
        up = state.inf_front[seat][0]  # the face-down card is unknown to everyone, its owner too
        if action.onto == FACE_UP:
            return _("{n} on your face-up {up} makes influence {total}, and your face-down card goes to "
                     "your hand").format(n=action.value, up=up, total=action.value + up)
        unknown = ai._unknown_influence(state, seat)
        average = sum(v * n for v, n in unknown.items()) / max(1, sum(unknown.values()))
        return _("{n} on your face-down card makes influence {n} plus a card you have not seen ({avg} on "
                 "average), and your face-up {up} goes to your hand").format(
            n=action.value, avg=f"{average:.1f}", up=up)
    if isinstance(action, PlayInfluence):
        played = [state.influence[s] for s in range(state.players) if s != seat and state.influence[s] is not None]
        if not played:
            return _("Influence {n}: nobody has played influence yet this round").format(n=action.value)
        return _("Influence {n} against {played} already played").format(
            n=action.value, played=", ".join(str(v) for v in played))
    return _("Influence {n}").format(n=action.value)


def compare(state: ExperimentState, seat: int, better, worse, names: list[str]) -> str | None:
    """Analysis's reason where both moves bid with a different card in the same way (two values onto
    the same card in front, or two played): what the choice of card keeps. None elsewhere."""
    a, b = better[0], worse[0]
    same = ((isinstance(a, PlaceInfluence) and isinstance(b, PlaceInfluence) and a.onto == b.onto)
            or (isinstance(a, PlayInfluence) and isinstance(b, PlayInfluence)))
    if not same or a.value == b.value:
        return None
    said, other = _influence(state, seat, a), _influence(state, seat, b)
    said = said[:1].upper() + said[1:]
    if a.value < b.value:
        return _("{said}; the move played: {other}. The suggestion keeps your {high} in hand for a later "
                 "round").format(said=said, other=other[:1].lower() + other[1:], high=b.value)
    return _("{said}; the move played: {other}. The suggestion spends your {high} now for {more} more "
             "influence this round").format(said=said, other=other[:1].lower() + other[1:], high=a.value,
                                           more=a.value - b.value)


def reason(state: ExperimentState, seat: int, plan, names: list[str]) -> str:
    action = plan[0]
    if state.decision in ("pick", "new-task"):
        return _pick(state, seat, action)
    if isinstance(action, CompleteTask):
        points = content().task_by_id[action.task].value
        return ngettext("Completes {task} for {n} point", "Completes {task} for {n} points",
                        points).format(task=action.task, n=points)
    if isinstance(action, EndTasks):
        if any(isinstance(a, CompleteTask) for a in state.legal_actions()):
            return _("Carry out no more tasks this round: keep your cards for tasks worth more")
        return _("None of your tasks can be carried out with the cards you hold")
    if isinstance(action, DiscardLab):
        return _("Giving up the {card} card: {reason}").format(
            card=words.lab_card_name(action.kind), reason=_lab_loss(state, seat, action.kind))
    return _influence(state, seat, action)


def _lab_loss(state: ExperimentState, seat: int, kind: str) -> str:
    """What losing a card of ``kind`` does to the seat's tasks."""
    have = ai.holdings(state, seat)
    fewer = have.copy()
    fewer[kind] -= 1
    further = [(ai.shortfall(+fewer, t.need) - ai.shortfall(have, t.need), t.value, t.id)
               for t in ai.open_tasks(state, seat)]
    further = [f for f in further if f[0] > 0]
    if not further:
        return _("none of your tasks needs it")
    n, _value, task = max(further, key=lambda f: (f[1], f[0]))
    return ngettext("it takes {task} {n} card further away", "it takes {task} {n} cards further away",
                    n).format(task=task, n=n)


def nudge(state: ExperimentState, seat: int, plan, names: list[str]) -> str:
    """Where to look, without the move."""
    action = plan[0]
    if state.decision in ("pick", "new-task"):
        return _("Look at the lab row and the tasks on show against the tasks you hold: which pick brings "
                 "points closest?")
    if isinstance(action, (CompleteTask, EndTasks)):
        return _("Look at which of your tasks the lab cards in front of you can carry out exactly")
    if isinstance(action, DiscardLab):
        return _("Look at which of your lab cards your tasks need least")
    return _("Think about where in the picking order you want to be this round, and what the row is worth to you")
