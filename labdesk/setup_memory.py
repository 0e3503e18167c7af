"""The setup screen's last choices per game (seats, AI levels, variant, options), kept in the user
data folder as ``setup.json`` so the next New game of that game starts from them. Pure Python.

    {"lab-wars": {"players": 3, "seats": [{"name": "Ana", "kind": "human", "level": "medium"}, ...],
                  "variant": "standard", "options": {"legends": true}}, ...}

Written atomically when a game is started. A game's entry that fails its checks is ignored alone
(that game's setup starts from its defaults); the setup screen still checks every value against
the game's spec (a count, variant or option the game no longer has is left out).
"""
from __future__ import annotations

import json
from pathlib import Path

from labdesk.ai.base import LEVELS
from labdesk.engine.validate import FileRefused, Limits, ListOf, Record, Schema, Text, Whole, read_json
from labdesk.userdata import atomic_write_text, data_dir

MEMORY_LIMITS = Limits(max_bytes=64_000, max_depth=4)


class _Values(Schema):
    """An option's name to its value (yes/no, a whole number or a short text)."""

    def check(self, value, where="the file"):
        if not isinstance(value, dict) or len(value) > 20:
            raise FileRefused(f"{where}: must be an object of at most 20 options")
        for name, v in value.items():
            Text(40, min_len=1).check(name, where)
            if isinstance(v, str):
                Text(40).check(v, f"{where}.{name}")
            elif not isinstance(v, (bool, int)):
                raise FileRefused(f"{where}.{name}: must be true, false, a whole number or a text")
        return dict(value)


_SEAT = Record({"name": Text(16, min_len=1), "kind": Text(5, ("human", "ai")), "level": Text(8, tuple(LEVELS))})
CHOICES_SCHEMA = Record({"players": Whole(1, 8), "seats": ListOf(_SEAT, 8), "variant": Text(60), "options": _Values()})


def memory_path() -> Path:
    return data_dir() / "setup.json"


def _read_all() -> dict:
    try:
        data = read_json(memory_path(), MEMORY_LIMITS)
    except FileRefused:
        return {}  # none yet, or unreadable: every setup starts from its defaults
    return data if isinstance(data, dict) else {}


def last_choices(game_id: str) -> dict | None:
    """The choices last started with for ``game_id`` (checked: see the module's docstring), or None."""
    entry = _read_all().get(game_id)
    if entry is None:
        return None
    try:
        return CHOICES_SCHEMA.check(entry, game_id)
    except FileRefused:
        return None


def remember_choices(game_id: str, play: dict) -> None:
    """Keep what a game was started with (``SetupScene.read_play``'s dict) as its last choices."""
    seats = [{"name": s.name, "kind": s.kind, "level": s.level} for s in play["seats"]]
    entry = {"players": len(seats), "seats": seats, "variant": play["options"].get("variant", ""),
             "options": {k: v for k, v in play["options"].items() if k != "variant"}}
    data = {k: v for k, v in _read_all().items() if isinstance(k, str)}
    data[game_id] = entry
    atomic_write_text(memory_path(), json.dumps(data, indent=1))
