"""The ladder's ratings of the AI levels (``labdesk/ai/ladder.json``, written by tools/ladder.py).

The setup screen shows each level's Elo beside its name, so a player can pick an opponent a little
stronger than the last. A missing or damaged file shows no ratings (the file is data: parsed as JSON
and checked, never run).
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

LADDER = Path(__file__).resolve().parent / "ladder.json"
MOST_SPREAD = 300  # Elo between the 95 % interval's ends: a wider one is not shown to players


@lru_cache(maxsize=1)
def _ratings(path: Path = LADDER) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    out: dict[str, dict[str, int]] = {}
    for game_id, game in (data.get("games") or {}).items() if isinstance(data, dict) else ():
        ratings = game.get("ratings") if isinstance(game, dict) else None
        if not isinstance(ratings, dict):
            continue
        for level, r in ratings.items():
            elo = r.get("elo") if isinstance(r, dict) else None
            low, high = (r.get("low"), r.get("high")) if isinstance(r, dict) else (None, None)
            if not all(isinstance(x, (int, float)) and math.isfinite(x) for x in (elo, low, high)):
                continue
            if high - low <= MOST_SPREAD:  # a rating from a handful of games would mislead: none shown
                out.setdefault(game_id, {})[level] = round(elo)
    return out


def rating(game_id: str, level: str) -> int | None:
    """The level's Elo in that game (medium = 1500), or None if the ladder has not rated it."""
    return _ratings().get(game_id, {}).get(level)
