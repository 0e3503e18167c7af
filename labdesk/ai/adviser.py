"""The one adviser behind Hint and "Analyse my game" (pure, no pygame), so the two never contradict
each other: the hard AI with its tuned settings, an iteration budget only (no clock, so the answer does
not depend on the machine) and a seed made from the position (the game's seed and the number of
actions played), so the same position always gets the same advice, whoever asks.

``advise`` returns the move, the rest of the turn the adviser means to play with it (games whose hard
AI compares whole-turn plans), and whether the search found another move nearly as good.
"""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.ai.ismcts import ISMCTSPlayer, hard_settings
from labdesk.engine.core import Action, State

LEVEL = "hard"
CLOSE_VISITS = 0.6  # a runner-up visited at least this share of the chosen move's visits: a close call
CLOSE_MEAN = 0.02  # whole-turn plans: a runner-up within this share of a win of the chosen plan


@dataclass(frozen=True)
class Advice:
    action: Action
    plan: tuple[Action, ...]  # the action, then the steps of the turn the adviser means to follow it
    unsure: bool  # the search found another move nearly as good
    # the search's figures for the move and for the best other first move (with its text): the mean
    # reward (a share of a win) and the playouts it is the mean of; None where the search has none
    mean: tuple[float, int] | None = None
    runner_up: tuple[str, float, int] | None = None


def position_seed(game_seed: int, played: int) -> int:
    """The adviser's seed at the position reached after ``played`` actions of a game seeded ``game_seed``."""
    return game_seed * 7919 + played


def searcher(game_id: str, seed: int) -> ISMCTSPlayer:
    """The hard AI with its tuned settings but a budget of iterations only (deterministic)."""
    return ISMCTSPlayer(game_id, seed=seed, **{**hard_settings(game_id), "time_ms": None})


def unsure(stats: dict, chosen: str) -> bool:
    """Whether the search's figures (``ISMCTSPlayer.last_stats``) left another move nearly as good:
    for whole-turn plans, a plan starting with another move within ``CLOSE_MEAN`` of the chosen one."""
    if "plans" in stats:
        mean, runner_up = figures(stats, chosen)
        return runner_up is not None and mean[0] - runner_up[1] <= CLOSE_MEAN
    visits = stats.get("visits", {})
    others = [v for text, v in visits.items() if text != chosen]
    return bool(others) and visits.get(chosen, 0) > 0 and max(others) >= CLOSE_VISITS * visits[chosen]


def figures(stats: dict, chosen: str) -> tuple:
    """((mean, playouts) of the chosen move, (text, mean, playouts) of the runner-up) from the
    search's figures: for a tree search the most visited other move, for whole-turn plans the best
    plan that starts with another move; Nones where there are none."""
    if "plans" in stats:
        i = stats["chosen"]
        others = [(first, m, n) for first, m, n in zip(stats["firsts"], stats["means"], stats["seen"])
                  if m is not None and first != chosen]
        return (stats["means"][i], stats["seen"][i]), max(others, key=lambda o: o[1], default=None)
    means, visits = stats.get("means", {}), stats.get("visits", {})
    others = {t: v for t, v in visits.items() if t != chosen and t in means}
    other = max(others, key=lambda t: (others[t], means[t]), default=None)
    mine = (means[chosen], visits[chosen]) if chosen in means else None
    return mine, (other, means[other], others[other]) if other is not None else None


def advise(game_id: str, state: State, seed: int) -> Advice:
    """The adviser's move for the seat to act in ``state`` (not changed)."""
    player = searcher(game_id, seed)
    action = player.choose(state.clone())
    stats = player.last_stats
    mean, runner_up = figures(stats, str(action))
    return Advice(action, (action, *player.planned_steps()), unsure(stats, str(action)), mean, runner_up)
