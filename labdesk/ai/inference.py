"""Inference in the determinizations: sampled worlds that agree with what the other seats did.

``state.determinize(me, rng)`` deals the hidden cards at random from what ``me`` has not seen. A
player at the table knows more: a rival who was not asked to react after my purchase holds no
reaction card; a rival who passed on a card it would have played does not hold it. Such facts are
*evidence*, and a world is as likely as its hands make the evidence (Bayes: prior = the uniform
deal, likelihood = how likely that world's hands made those choices under the medium policy).

So a sample is drawn in proportion to the game's ``likelihood(world, me, evidence)`` in [0, 1] (the
product over the evidence of how likely each observed choice was in that world), by rejection: worlds
dealt by ``determinize`` are kept with that probability, up to ``candidates`` tries (then the likeliest
seen). With no evidence a plain ``determinize`` is used. A game may deal its candidates itself
(``deal(state, me, evidence, rng)``: a ``determinize`` that already gives each hand what a fact says it
holds, as ``determinize`` does for the open decision) where plain deals would seldom agree.

The evidence is gathered by the game's ``evidence(before, my_action, now, me)`` hook: what ``me``
learnt between its own decision ``before`` (where it played ``my_action``) and ``now``, from the
public parts of both states only (``before`` and ``now`` are the states the seat was shown; the
hook must read nothing there that the seat's observation does not hold, but for what the rules keep
of the seat's own memory: Lab Chaos's ``traced[me]``, the cards it saw go into other hands). Nothing
here knows any game.
"""
from __future__ import annotations

from typing import Any

from labdesk.engine.core import Action, Rng, State

EPSILON = 0.02  # the least likelihood an observed choice gets: the policy model is not the opponent


class Inference:
    """What one seat has learnt about the other hands in one game, and worlds sampled to agree."""

    def __init__(self, module: Any, candidates: int = 8):
        self.module = module
        self.candidates = candidates
        self.evidence: list[Any] = []
        self._before: State | None = None
        self._my_action: Action | None = None
        self._seen_actions = -1

    @property
    def active(self) -> bool:
        return self.module is not None and hasattr(self.module, "evidence") and hasattr(
            self.module, "likelihood")

    def watch(self, state: State, me: int) -> None:
        """Called when the seat is to decide in ``state``: gather what happened since its last move.
        A new game (fewer actions played than before) forgets the old evidence."""
        if not self.active:
            return
        played = getattr(state, "actions_played", None)
        if played is not None and played < self._seen_actions:
            self.evidence = []
            self._before = None
        if self._before is not None and self._my_action is not None:
            self.evidence.extend(self.module.evidence(self._before, self._my_action, state, me))
        self._seen_actions = played if played is not None else self._seen_actions

    def played(self, state: State, action: Action) -> None:
        """Remember the seat's own move, to read the others' answers at its next decision."""
        if self.active:
            self._before, self._my_action = state.clone(), action

    def sample(self, state: State, me: int, rng: Rng) -> State:
        """One world for ``me``, drawn in proportion to its likelihood under the evidence.

        Rejection sampling: a world dealt by ``determinize`` is kept with probability equal to its
        weight (at most 1), else another is dealt, up to ``candidates``; if none is kept, the
        likeliest seen is. This draws from the same distribution as weighting many candidates and
        resampling, but deals about one world when the evidence rules little out (a Lab Wars world
        costs as much as a short playout, so dealing 8 for each sample doubled the search's time)."""
        if not self.active or not self.evidence:
            return state.determinize(me, rng)
        best, best_weight = None, -1.0
        deal = getattr(self.module, "deal", None)
        for _ in range(max(1, self.candidates)):
            world = deal(state, me, self.evidence, rng.fork()) if deal else state.determinize(me, rng.fork())
            w = self.weight(world, me)
            if rng.random() < w:
                return world
            if w > best_weight:
                best, best_weight = world, w
        return best

    def weight(self, world: State, me: int) -> float:
        return max(0.0, min(1.0, float(self.module.likelihood(world, me, self.evidence))))


def agreement(chosen: bool) -> float:
    """The likelihood of one observed choice: near 1 where the policy would make it, else EPSILON."""
    return 1.0 if chosen else EPSILON
