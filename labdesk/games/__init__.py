"""The catalogue of games. Each game is a package ``labdesk.games.<package>`` with:

- ``rules.py`` (pure): ``RULES``, an object with ``id``, ``title``, ``players`` (a range),
  ``variants`` ({name: one-line description}, first is the default), ``options`` (optional
  {name: (default, description)}) and ``new_state(seed, players, options) -> State``;
- ``ai.py`` (pure): ``make_player(level, seed) -> Player`` for "easy" and "medium", and
  ``evaluate(state, seat) -> float`` in [0, 1] (how good ``state`` looks for ``seat``); optionally
  ``turn_plans(state, seat, limit) -> list[list[Action]]`` for games whose turn is many actions:
  candidate plans for the rest of ``seat``'s turn, the heuristic's own first ([] when there is no
  such turn); the hard level then searches over whole plans (docs/ai.md);
- ``board.py`` (pygame): the board scene; without one the app uses the generic board;
- ``rules.md``: the in-app rules page, in the project's own words.

The catalogue itself is plain data so the menu can list every game without importing any of them.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class GameInfo:
    id: str
    package: str
    title: str
    players: range
    pitch: str


GAMES: dict[str, GameInfo] = {g.id: g for g in [
    GameInfo("experiment", "experiment", "Experiment", range(2, 7),
             "Bid influence for lab cards and finish secret research tasks."),
    GameInfo("explosion", "explosion", "Explosion in the Laboratory", range(1, 5),
             "Pour chemicals into flasks and stop before the mixture blows up."),
    GameInfo("lab-wars", "lab_wars", "Lab Wars", range(2, 5),
             "Rival scientists race to publish with hidden schemes."),
    GameInfo("lab-chaos", "lab_chaos", "Lab Chaos", range(3, 7),
             "A frantic card game where the lab rules keep changing."),
    GameInfo("wrong-chemistry", "wrong_chemistry", "Wrong Chemistry", range(2, 5),
             "Reshape one shared molecule to match the invented elements in your hand."),
]}


class GameNotBuilt(LookupError):
    """The game is in the catalogue but its rules are not written yet."""


def _module(game_id: str, name: str) -> ModuleType:
    info = GAMES.get(game_id)
    if info is None:
        raise LookupError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    try:
        return importlib.import_module(f"labdesk.games.{info.package}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith(f"labdesk.games.{info.package}"):
            raise GameNotBuilt(f"{info.title} is not built yet") from None
        raise


def is_built(game_id: str) -> bool:
    try:
        rules(game_id)
        return True
    except GameNotBuilt:
        return False


def rules(game_id: str):
    """The game's RULES object."""
    return _module(game_id, "rules").RULES


def ai(game_id: str) -> ModuleType:
    """The game's pure ai module (make_player, evaluate)."""
    return _module(game_id, "ai")


def board_module(game_id: str) -> ModuleType | None:
    """The game's board module, or None when the game uses the generic board."""
    try:
        return _module(game_id, "board")
    except GameNotBuilt:
        return None


def rules_text(game_id: str) -> str:
    """The in-app rules page (markdown-ish text) of a game."""
    from labdesk.resources import package_text

    info = GAMES[game_id]
    return package_text(f"labdesk/games/{info.package}/rules.md") or f"{info.title}: rules coming soon."
