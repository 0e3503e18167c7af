"""Previews for the "Show odds" setting (pure): which tasks a lab card from the row would advance.

A task's distance is the basic units still missing from the viewer's lab cards: the fewest jokers
that would complete an exact set made with some of the cards (chemistry.py's units: a secondary
colour missing is two basic units). A lab card advances a task when taking it shortens that
distance; at 0 the task can be carried out. Everything reads the observation's kinds and task ids.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import product
from typing import Iterable

from labdesk.games.experiment.chemistry import DOUBLE_OF, basic_requirement
from labdesk.games.experiment.content import BASIC, JOKER, SECONDARY, content
from labdesk.i18n import ngettext


def units_short(cards: Iterable[str], need) -> int:
    """The fewest basic units missing before some of ``cards`` make the task ``need`` exactly.
    Each way of using the secondary cards is tried; per colour, doubles then singles cover the
    most units without passing the need (as in ``chemistry.can_make``), jokers fill what is left."""
    have = Counter(cards)
    need = dict(need)
    best = None
    for sec_counts in product(*[range(min(have[g], need.get(g, 0)) + 1) for g in SECONDARY]):
        req = basic_requirement(need, dict(zip(SECONDARY, sec_counts)))
        missing = 0
        for c in BASIC:
            doubles = min(have[DOUBLE_OF[c]], req[c] // 2)
            missing += req[c] - 2 * doubles - min(have[c], req[c] - 2 * doubles)
        short = max(0, missing - have[JOKER])
        best = short if best is None else min(best, short)
    return best


@dataclass(frozen=True)
class Advance:
    """What one more lab card does for a task: the units missing before and after, its points."""
    task: str
    before: int
    after: int
    points: int

    @property
    def completes(self) -> bool:
        return self.after == 0


def advances(lab: list[str], kind: str, tasks: Iterable[str]) -> dict[str, Advance]:
    """The tasks (ids) taking a lab card of ``kind`` would bring closer, with how far."""
    out = {}
    for tid in tasks:
        task = content().task_by_id[tid]
        before, after = units_short(lab, task.need), units_short([*lab, kind], task.need)
        if after < before:
            out[tid] = Advance(tid, before, after, task.value)
    return out


def advance_words(advance: Advance) -> str:
    """The tag on a task card."""
    if advance.completes:
        return ngettext("completes it: {n} point", "completes it: {n} points", advance.points).format(n=advance.points)
    return ngettext("then {n} unit short", "then {n} units short", advance.after).format(n=advance.after)

