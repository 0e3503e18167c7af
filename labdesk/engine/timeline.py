"""Scores round by round (or turn by turn, where a game counts turns), read from a game replayed
from its save: what the results screen draws as a small graph. Pure Python.

A point is taken whenever the observation's round or turn (``history.progress``) moves on, with the
scores after the action that closed it, and at the end of the game for the round it ended in.
"""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.engine.history import progress
from labdesk.engine.match import Match, Seat, check_save

__all__ = ["Timeline", "score_timeline"]


@dataclass(frozen=True)
class Timeline:
    unit: str  # "round" | "turn"
    numbers: tuple[int, ...]  # the round (or turn) each point closes
    scores: tuple[tuple[float, ...], ...]  # per point, every participant's score then

    def of(self, participant: int) -> list[float]:
        """One participant's scores, point by point."""
        return [row[participant] for row in self.scores]


def score_timeline(save: dict) -> Timeline | None:
    """The scores of a saved game at the end of each round (or turn); None when the game names
    neither. ``save`` is a ``Match.to_save()``, checked as a save is."""
    data = check_save(save)
    state = Match(data["game"], [Seat(**s) for s in data["seats"]], data["seed"], data["options"]).state
    found = progress(state.observation(None))
    if found is None:
        return None
    unit, current = found.unit, found.number
    numbers: list[int] = []
    scores: list[tuple[float, ...]] = []
    for text in data["actions"]:
        state.apply(state.find_action(text))
        now = progress(state.observation(None))
        if now is None or now.number == current:
            continue
        if now.number > current:  # the action closed a round: its scores count in it
            numbers.append(current)
            scores.append(tuple(float(s) for s in state.scores()))
        current = now.number  # a turn count drops back by one when the game ends mid-turn
    final = tuple(float(s) for s in state.scores())
    if numbers and numbers[-1] == current:
        scores[-1] = final
    else:  # the round (or turn) the game ended in, scored or not
        numbers.append(current)
        scores.append(final)
    return Timeline(unit, tuple(numbers), tuple(scores))
