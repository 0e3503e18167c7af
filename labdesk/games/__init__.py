"""The catalogue of games. Each game is a package ``labdesk.games.<package>`` (the id with ``_`` for
``-``) with:

- ``spec.py`` (pure, cheap to import): ``SPEC``, the game's ``labdesk.engine.spec.GameSpec`` (id,
  title, pitch, player counts, variants, options, flags); the menu reads it without loading the rules;
- ``rules.py`` (pure): ``RULES``, an object with ``spec`` (the game's SPEC) and
  ``new_state(seed, players, options) -> State``;
- ``ai.py`` (pure): ``make_player(level, seed) -> Player`` for "easy" and "medium", and
  ``evaluate(state, seat) -> float`` in [0, 1] (how good ``state`` looks for ``seat``); optionally
  ``turn_plans(state, seat, limit) -> list[list[Action]]`` for games whose turn is many actions:
  candidate plans for the rest of ``seat``'s turn, the heuristic's own first ([] when there is no
  such turn); the hard level then searches over whole plans (docs/ai.md);
- ``board.py`` (pygame): the board scene; without one the app uses the generic board;
- ``rules.md``: the in-app rules page, in the project's own words; ``pictures.py`` draws the pictures
  its ``![caption](id)`` lines place (``labdesk/ui/table/diagram.py``).

``GAMES`` maps each id to its spec, in menu order. It imports only the specs: importing a game's
rules is slow (it declares dozens of dataclasses) and the menu needs none of them.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from labdesk.engine.spec import GameSpec

PACKAGES = ("experiment", "explosion", "lab_wars", "lab_chaos", "wrong_chemistry")  # menu order


def package(game_id: str) -> str:
    """The folder under ``labdesk/games`` that holds the game."""
    return game_id.replace("-", "_")


def _load_specs() -> dict[str, GameSpec]:
    specs = {}
    for name in PACKAGES:
        spec = importlib.import_module(f"labdesk.games.{name}.spec").SPEC
        if not isinstance(spec, GameSpec) or package(spec.id) != name:
            raise ValueError(f"labdesk/games/{name}/spec.py must declare SPEC, a GameSpec whose id is "
                             f"'{name.replace('_', '-')}'")
        specs[spec.id] = spec
    return specs


GAMES: dict[str, GameSpec] = _load_specs()


class GameNotBuilt(LookupError):
    """The game is in the catalogue but its rules are not written yet."""


def _module(game_id: str, name: str) -> ModuleType:
    spec = GAMES.get(game_id)
    if spec is None:
        raise LookupError(f"unknown game '{game_id}' (known: {', '.join(GAMES)})")
    folder = package(game_id)
    try:
        return importlib.import_module(f"labdesk.games.{folder}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith(f"labdesk.games.{folder}"):
            raise GameNotBuilt(f"{spec.title} is not built yet") from None
        raise


def is_built(game_id: str) -> bool:
    try:
        rules(game_id)
        return True
    except GameNotBuilt:
        return False


def rules(game_id: str):
    """The game's RULES object (``RULES.spec`` is ``GAMES[game_id]``)."""
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


def words(game_id: str) -> ModuleType | None:
    """The game's words module (how its cards and moves read), or None when it has none."""
    try:
        return _module(game_id, "words")
    except GameNotBuilt:
        return None


def rules_text(game_id: str) -> str:
    """The in-app rules page (markdown-ish text) of a game."""
    from labdesk.resources import package_text

    return (package_text(f"labdesk/games/{package(game_id)}/rules.md")
            or f"{GAMES[game_id].title}: rules coming soon.")
