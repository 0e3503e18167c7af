"""Statistics computed from the history (``engine/history.py``), never stored. Pure Python.

Whose statistics: each finished game is counted for its first human seat ("you"); a game with no
human seat (``labdesk play --headless`` with AI seats only) for seat 1. A win is that seat being
among the winners (a shared win counts). Opponents are the other seats: an AI by its level
("AI hard"), a person by name. Games whose spec says ``lower_scores_win`` (penalties) take the lowest
score as the best. Abandoned and conceded games count only as ``abandoned``.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import datetime

from labdesk import games
from labdesk.engine.history import HistoryEntry


@dataclass(frozen=True)
class Outcome:
    """One finished game as the statistics see it."""
    entry_id: str
    date: datetime
    game: str
    variant: str
    seat: int
    opponents: tuple[Opponent, ...]
    won: bool
    score: float | None
    actions: int
    rounds: int | None


@dataclass(frozen=True)
class Tally:
    games: int
    wins: int
    current_streak: int  # wins in a row up to the newest game
    best_streak: int
    best_score: float | None
    average_score: float | None
    average_actions: float | None
    average_rounds: float | None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def as_json(self) -> dict:
        return {"games": self.games, "wins": self.wins, "win_rate": round(self.win_rate, 4),
                "current_streak": self.current_streak, "best_streak": self.best_streak,
                "best_score": self.best_score, "average_score": _round(self.average_score),
                "average_actions": _round(self.average_actions), "average_rounds": _round(self.average_rounds)}


@dataclass(frozen=True)
class Statistics:
    per_game: dict[str, Tally]
    per_variant: dict[tuple[str, str], Tally]  # (game, variant)
    per_opponent: dict[tuple[str, Opponent], Tally]  # (game, opponent)
    opponents: dict[Opponent, Tally]  # every game against them (no score figures)
    abandoned: dict[str, int]  # game -> abandoned games
    outcomes: tuple[Outcome, ...]  # oldest first: the charts' data

    def as_json(self) -> dict:
        return {
            "games": {g: {**t.as_json(), "abandoned": self.abandoned.get(g, 0)} for g, t in self.per_game.items()},
            "variants": [{"game": g, "variant": v, **t.as_json()} for (g, v), t in self.per_variant.items()],
            "opponents": [{"game": g, "opponent": str(o), **t.as_json()} for (g, o), t in self.per_opponent.items()],
            "opponents_overall": {str(o): t.as_json() for o, t in self.opponents.items()},
        }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


@dataclass(frozen=True, order=True)
class Opponent:
    """Who a game was played against: an AI by its level (``name`` is the level), a person by name."""
    kind: str  # "ai" | "human"
    name: str

    def label(self, ai_form: str = "AI {level}") -> str:
        """"AI hard" or "Ana" (``ai_form``: that wording, translated where it is shown)."""
        return ai_form.format(level=self.name) if self.kind == "ai" else self.name

    def __str__(self) -> str:
        return self.label()


def opponent_of(player) -> Opponent:
    return Opponent("ai", player.level) if player.kind == "ai" else Opponent("human", player.name)


def counted_seat(entry: HistoryEntry) -> int:
    if entry.you is not None and entry.you < len(entry.players):  # an online game: the seat played here
        return entry.you
    return next((i for i, p in enumerate(entry.players) if p.kind == "human"), 0)


def outcome(entry: HistoryEntry) -> Outcome:
    seat = counted_seat(entry)
    players = entry.players
    scores = entry.result.scores
    return Outcome(entry.id, entry.date, entry.game, entry.variant, seat,
                   tuple(opponent_of(p) for i, p in enumerate(players) if i != seat),
                   seat in entry.result.winners, scores[seat] if seat < len(scores) else None,
                   entry.actions, entry.result.rounds)


def lower_wins(game_id: str) -> bool:
    spec = games.GAMES.get(game_id)
    return bool(spec and spec.lower_scores_win)


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def tally(outcomes: list[Outcome], lower_is_better: bool = False, scores: bool = True) -> Tally:
    """The figures of these outcomes, oldest first; ``scores=False`` leaves the score and length
    figures out (rows over several games, whose scores and rounds do not compare)."""
    if not scores:
        outcomes = [dataclasses.replace(o, score=None, rounds=None) for o in outcomes]
    best = run = 0
    for o in outcomes:
        run = run + 1 if o.won else 0
        best = max(best, run)
    values = [o.score for o in outcomes if o.score is not None]
    rounds = [o.rounds for o in outcomes if o.rounds is not None]
    pick = min if lower_is_better else max
    return Tally(len(outcomes), sum(o.won for o in outcomes), run, best, pick(values) if values else None,
                 _mean(values), _mean([o.actions for o in outcomes]) if scores else None, _mean(rounds))


def compute(history: list) -> Statistics:
    """The statistics of a history list (``history.entries()``, any order; damaged entries skipped)."""
    valid = sorted((e for e in history if isinstance(e, HistoryEntry)), key=lambda e: (e.date, e.id))
    outcomes = [outcome(e) for e in valid if e.finished and e.result is not None]
    abandoned: dict[str, int] = {}
    for e in valid:
        if not e.finished:
            abandoned[e.game] = abandoned.get(e.game, 0) + 1
    by_game: dict[str, list[Outcome]] = {}
    by_variant: dict[tuple[str, str], list[Outcome]] = {}
    by_opponent: dict[tuple[str, str], list[Outcome]] = {}
    for o in outcomes:
        by_game.setdefault(o.game, []).append(o)
        by_variant.setdefault((o.game, o.variant), []).append(o)
        for name in dict.fromkeys(o.opponents):  # two "AI easy" seats: one game against AI easy
            by_opponent.setdefault((o.game, name), []).append(o)
    order = list(games.GAMES)

    def game_order(key):
        game = key if isinstance(key, str) else key[0]
        return (order.index(game) if game in order else len(order), str(key) if isinstance(key, str) else key)

    def tallied(groups: dict) -> dict:
        return {k: tally(groups[k], lower_wins(k if isinstance(k, str) else k[0]))
                for k in sorted(groups, key=game_order)}

    for game in abandoned:
        by_game.setdefault(game, [])
    overall: dict[str, list[Outcome]] = {}
    for o in outcomes:
        for name in dict.fromkeys(o.opponents):
            overall.setdefault(name, []).append(o)
    return Statistics(tallied(by_game), tallied(by_variant), tallied(by_opponent),
                      {name: tally(overall[name], scores=False) for name in sorted(overall)}, abandoned,
                      tuple(outcomes))


def win_rate_over_time(outcomes: list[Outcome]) -> list[float]:
    """The running win rate after each game, oldest first (the chart's line)."""
    wins, line = 0, []
    for i, o in enumerate(outcomes, 1):
        wins += o.won
        line.append(wins / i)
    return line


def score_histogram(scores: list[float], bins: int = 8) -> list[tuple[float, float, int]]:
    """(low, high, count) for ``bins`` equal ranges over the scores (one bin when they are all equal)."""
    if not scores:
        return []
    low, high = min(scores), max(scores)
    if low == high:
        return [(low, high, len(scores))]
    width = (high - low) / bins
    counts = [0] * bins
    for s in scores:
        counts[min(bins - 1, int((s - low) / width))] += 1
    return [(low + i * width, low + (i + 1) * width, c) for i, c in enumerate(counts)]
