"""Post-game analysis: for each of one seat's decisions, what the adviser would have played there (the
hard AI of ``labdesk.ai.adviser``, the same player with the same seed that Hint asks in that position)
and how much of a win the move played cost by its reckoning. Pure Python, deterministic for a save.

The game is rebuilt from its save (``engine.replay.Replay``) and never changed. At each decision
with a choice the adviser suggests a move; when it differs from the one played, both are judged the
same way: over ``WORLDS`` worlds sampled from what the seat could see, each move is applied and the
hard AI's own rollouts play on; the loss is the difference of the seat's mean reward (a share of a
win, 0..1), never below 0. A decision with a loss gets a reason: each move's own reason in the game's
terms (the game's hints module), then the two shares the sampled games gave them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from labdesk.ai.adviser import LEVEL, advise, position_seed, searcher
from labdesk.ai.hints import compare, describe, shares
from labdesk.engine.core import Rng, State
from labdesk.engine.history import progress
from labdesk.engine.replay import Replay
from labdesk.i18n import _

WORLDS = 12

__all__ = ["Decision", "Analysis", "analyse", "judge", "describe", "WORLDS"]


@dataclass(frozen=True)
class Decision:
    index: int  # the action's index in the game (a replay can jump there)
    turn: int | None  # the round or turn it was in, as the game counts them
    played: str
    suggested: str
    loss: float  # share of a win the move played lost against the suggestion (0 when they agree)
    reason: str | None = None  # why the suggestion beats the move played (decisions with a loss)


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
        return {"level": LEVEL,
                "decisions": [{"turn": d.turn, "played": d.played, "suggested": d.suggested,
                               "loss": round(d.loss, 4), "reason": d.reason} for d in self.decisions],
                "total_loss": round(self.total_loss, 4)}


def _value(judge_by, state: State, seat: int, action_text: str, seed: int) -> float:
    """The seat's mean reward after ``action_text`` over sampled worlds (the same worlds for every
    move judged at this point, so their difference is the move's, not the luck's)."""
    total = 0.0
    for w in range(WORLDS):
        world = judge_by._sample(state, seat, Rng(seed * 1009 + w))
        world.apply(world.find_action(action_text))
        total += judge_by._rollout(world)[seat]
    return total / WORLDS


def turn_of(replay: Replay, index: int) -> list[str]:
    """The action at ``index`` and the ones its seat played straight after it (the rest of its turn)."""
    seat = replay.actors[index]
    end = index
    while end < len(replay.actions) and replay.actors[end] == seat:
        end += 1
    return replay.actions[index:end]


def judge(replay: Replay, index: int) -> Decision:
    """The decision at action ``index`` (a choice of its seat) judged by the adviser."""
    state = replay.state_at(index)
    seat = replay.actors[index]
    played = replay.actions[index]
    found = progress(state.observation(None))
    turn = found.number if found else None
    seed = position_seed(replay.seed, index)
    advice = advise(replay.game_id, state, seed)
    suggested = str(advice.action)
    if suggested == played:
        return Decision(index, turn, played, suggested, 0.0)
    judge_by = searcher(replay.game_id, seed)
    better = _value(judge_by, state, seat, suggested, seed)
    worse = _value(judge_by, state, seat, played, seed)
    if better <= worse:
        return Decision(index, turn, played, suggested, 0.0)
    names = replay.names()
    sim = state.clone()
    played_turn = []
    for text in turn_of(replay, index):
        played_turn.append(sim.find_action(text))
        sim.apply(played_turn[-1])
    a, b = shares(better, worse)
    why = _("{why}. In {worlds} games played on from here, the suggestion won {a} of a game on average, "
            "the move played {b}").format(why=compare(replay.game_id, state, seat, advice.plan, played_turn, names),
                                          worlds=WORLDS, a=a, b=b)
    return Decision(index, turn, played, suggested, better - worse, why)


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
        if len(replay.state_at(index).legal_actions()) > 1:
            decisions.append(judge(replay, index))
        if on_progress is not None:
            on_progress(done + 1, len(mine))
    return Analysis(seat, tuple(decisions))
