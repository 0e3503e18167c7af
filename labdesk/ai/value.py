"""A learned evaluation: a small value function per game, trained by temporal-difference self-play.

The value of a position for a seat is a logistic model over a few hand-made features read from the
game's own figures (its ``evaluate``, the score lead, how far the game has run); ``tools/train_value.py``
fits the weights by TD(lambda) on medium-against-medium games from a seed and writes them, with their
provenance, to ``labdesk/ai/values/<game>.json``. A value costs one ``evaluate`` call and a dot
product, so the expert level uses it at the leaves of its search, where the hard level plays rollouts
further or calls ``evaluate`` alone.

Why these features: ``evaluate`` already holds each game's knowledge but is calibrated by hand (or
fitted on round starts only); the lead and the game's progress let the fit say how decisive that
judgement is at each point of a game (a lead late in the game is worth more than the same lead early).
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import Any

from labdesk.engine.core import State

VALUES_DIR = Path(__file__).resolve().parent / "values"
FEATURES = ("bias", "evaluate_logit", "lead", "lead_x_progress", "progress")
# How many turns a medium-against-medium game of each lasts, roughly (arena means), to scale progress
TYPICAL_TURNS = {"explosion": 30, "experiment": 24, "wrong-chemistry": 30, "lab-wars": 22,
                 "lab-chaos": 40}
LEAD_SCALE = {"explosion": 10.0, "experiment": 10.0, "wrong-chemistry": 3.0, "lab-wars": 10.0,
              "lab-chaos": 5.0}


def _logit(p: float) -> float:
    p = min(0.999, max(0.001, p))
    return math.log(p / (1.0 - p))


def features(game_id: str, module: Any, state: State, seat: int) -> list[float]:
    """The features of ``state`` for ``seat`` (in ``FEATURES`` order), from public figures and the
    game's ``evaluate`` (which reads only what the seat's world holds)."""
    judged = float(module.evaluate(state, seat)) if module is not None and hasattr(module, "evaluate") else 0.5
    scores = state.scores()
    if seat < len(scores) and len(scores) > 1:
        lead = scores[seat] - max(s for p, s in enumerate(scores) if p != seat)
    else:
        lead = 0.0
    lead /= LEAD_SCALE.get(game_id, 10.0)
    lead = max(-3.0, min(3.0, lead))
    progress = min(1.5, state.turn_count() / TYPICAL_TURNS.get(game_id, 30))
    return [1.0, _logit(judged), lead, lead * progress, progress]


class ValueFunction:
    """A logistic value over ``features``: ``value(state, seat)`` in (0, 1)."""

    def __init__(self, game_id: str, weights: list[float], provenance: dict | None = None,
                 module: Any = None):
        if len(weights) != len(FEATURES):
            raise ValueError(f"{game_id}: {len(weights)} weights for {len(FEATURES)} features")
        self.game_id = game_id
        self.weights = [float(w) for w in weights]
        self.provenance = dict(provenance or {})
        self._module = module

    def module(self):
        if self._module is None:
            from labdesk import games

            self._module = games.ai(self.game_id)
        return self._module

    def logit(self, state: State, seat: int) -> float:
        f = features(self.game_id, self.module(), state, seat)
        return sum(w * x for w, x in zip(self.weights, f))

    def value(self, state: State, seat: int) -> float:
        if state.is_over():
            winners = state.winners()
            return 1.0 / len(winners) if seat in winners else 0.0
        z = max(-30.0, min(30.0, self.logit(state, seat)))
        return 1.0 / (1.0 + math.exp(-z))

    def to_json(self) -> dict:
        return {"game": self.game_id, "features": list(FEATURES), "weights": self.weights,
                "provenance": self.provenance}


def path_for(game_id: str) -> Path:
    return VALUES_DIR / f"{game_id}.json"


def parse(data: dict, game_id: str) -> ValueFunction:
    """A value function from its JSON data, checked (no code is run from the file)."""
    if not isinstance(data, dict) or data.get("game") != game_id:
        raise ValueError(f"{game_id}: not this game's value file")
    if list(data.get("features", [])) != list(FEATURES):
        raise ValueError(f"{game_id}: features {data.get('features')} are not {list(FEATURES)}")
    weights = data.get("weights")
    if not isinstance(weights, list) or not all(isinstance(w, (int, float)) and math.isfinite(w)
                                                for w in weights):
        raise ValueError(f"{game_id}: weights must be finite numbers")
    return ValueFunction(game_id, weights, data.get("provenance", {}))


@lru_cache(maxsize=None)
def load(game_id: str) -> ValueFunction | None:
    """The shipped value function of a game, or None if it has none (the expert then uses
    ``evaluate``)."""
    path = path_for(game_id)
    if not path.exists():
        return None
    return parse(json.loads(path.read_text(encoding="utf-8")), game_id)
