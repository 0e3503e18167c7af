"""Post-game analysis: for each of one seat's decisions, what the hard AI would have played there and
how much of a win the move played cost by its reckoning. Pure Python, deterministic for a save.

The game is rebuilt from its save (``engine.replay.Replay``) and never changed. At each decision
with a choice, the hard AI (ISMCTS with an iteration budget only, no clock, so the answer does not
depend on the machine) suggests a move; when it differs from the one played, both are judged the
same way: over ``WORLDS`` worlds sampled from what the seat could see, each move is applied and the
hard AI's own rollouts play on; the loss is the difference of the seat's mean reward (a share of a
win, 0..1), never below 0.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from labdesk.engine.core import Rng, State
from labdesk.engine.history import progress
from labdesk.engine.replay import Replay
from labdesk.i18n import _

WORLDS = 12

__all__ = ["Decision", "Analysis", "analyse", "describe", "WORLDS"]


@dataclass(frozen=True)
class Decision:
    index: int  # the action's index in the game (a replay can jump there)
    turn: int | None  # the round or turn it was in, as the game counts them
    played: str
    suggested: str
    loss: float  # share of a win the move played lost against the suggestion (0 when they agree)


@dataclass(frozen=True)
class Analysis:
    seat: int
    decisions: tuple[Decision, ...]

    @property
    def total_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    def costliest(self, count: int = 5) -> list[Decision]:
        """The decisions that cost most, the costliest first (only those that cost something)."""
        return sorted((d for d in self.decisions if d.loss > 0), key=lambda d: (-d.loss, d.index))[:count]

    def to_json(self) -> dict:
        return {"decisions": [{"turn": d.turn, "played": d.played, "suggested": d.suggested,
                               "loss": round(d.loss, 4)} for d in self.decisions],
                "total_loss": round(self.total_loss, 4)}


def describe(game_id: str, state: State, action_text: str, names: list[str]) -> str:
    """A move (its save string, legal in ``state``) in the game's own words, in the app's language:
    the game's ``words.describe_action``; a game without words (a test game) shows the string."""
    from labdesk import games

    words = games.words(game_id)
    if words is None:
        return action_text
    return words.describe_action(state.find_action(action_text), state, names)


def _searcher(game_id: str, seed: int):
    """The hard AI with its tuned settings but a budget of iterations only (deterministic)."""
    from labdesk.ai.ismcts import DEFAULT_HARD, HARD_SETTINGS, ISMCTSPlayer

    settings = {**DEFAULT_HARD, **HARD_SETTINGS.get(game_id, {}), "time_ms": None}
    return ISMCTSPlayer(game_id, seed=seed, **settings)


def _value(searcher, state: State, seat: int, action_text: str, seed: int) -> float:
    """The seat's mean reward after ``action_text`` over sampled worlds (the same worlds for every
    move judged at this point, so their difference is the move's, not the luck's)."""
    total = 0.0
    for w in range(WORLDS):
        world = searcher._sample(state, seat, Rng(seed * 1009 + w))
        world.apply(world.find_action(action_text))
        total += searcher._rollout(world)[seat]
    return total / WORLDS


def analyse(save: dict, seat: int, on_progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None) -> Analysis:
    """Every decision of ``seat`` in the game ``save`` (raises SaveError if it does not replay).
    ``on_progress(done, total)`` is told after each decision; ``cancelled()`` true stops early with
    the decisions analysed so far."""
    replay = Replay(save)
    if not 0 <= seat < len(replay.seats):
        raise ValueError(_("the game has seats 1 to {last}, not {seat}").format(last=len(replay.seats), seat=seat + 1))
    mine = [i for i, actor in enumerate(replay.actors) if actor == seat]
    decisions = []
    for done, index in enumerate(mine):
        if cancelled is not None and cancelled():
            break
        state = replay.state_at(index)
        played = replay.actions[index]
        found = progress(state.observation(None))
        turn = found.number if found else None
        if len(state.legal_actions()) > 1:
            point_seed = replay.seed * 7919 + index
            searcher = _searcher(replay.game_id, point_seed)
            suggested = str(searcher.choose(state.clone()))
            loss = 0.0
            if suggested != played:
                loss = max(0.0, _value(searcher, state, seat, suggested, point_seed)
                           - _value(searcher, state, seat, played, point_seed))
            decisions.append(Decision(index, turn, played, suggested, loss))
        if on_progress is not None:
            on_progress(done + 1, len(mine))
    return Analysis(seat, tuple(decisions))
