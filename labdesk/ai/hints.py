"""What the Hint button says (pure, no pygame): the suggested action, a one-line reason in the game's
terms, and whether the AI found it a close call.

Each game has ``labdesk/games/<package>/hints.py`` with ``hint(state, seat, names) -> Hint``, built on the
game's own AI: the action is the one its medium player would take, the reason quotes the figures that
player weighed (the medium player's moves are left exactly as they were: the hooks added to the
``ai.py`` modules only expose figures). ``unsure`` is ``close_call`` over the values that player
compared, with a margin per game. Reasons are written in the current language when the hint is made.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Iterable

from labdesk.engine.core import Action, State
from labdesk.i18n import _


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    unsure: bool = False  # the AI's two best moves were within the game's margin

    def as_json(self) -> dict:
        return {"action": str(self.action), "reason": self.reason, "unsure": self.unsure}


def close_call(values: Iterable[float], margin: float) -> bool:
    """Whether the best two of ``values`` are within ``margin`` of each other (one value: never)."""
    top = sorted(values, reverse=True)[:2]
    return len(top) == 2 and top[0] - top[1] <= margin


def make(action: Action, reason: str, unsure: bool = False) -> Hint:
    """A Hint whose reason says so when the call was close."""
    if unsure:
        reason = _("{reason} (a close call: another move is nearly as good)").format(reason=reason)
    return Hint(action, reason, unsure)


def seat_names(state: State, names: list[str] | None = None) -> list[str]:
    """The players' names for a reason's sentences ("Player 2" where none are given)."""
    return list(names) if names else [_("Player {n}").format(n=i + 1) for i in range(state.players)]


def hint(game_id: str, state: State, seat: int, names: list[str] | None = None) -> Hint:
    """The hint for ``seat`` (the seat to act) in ``state``, from the game's hints module; a game
    without one (a test game) gets its medium player's move with no figures. ``names`` are the
    seats' names, for reasons that speak of other players."""
    name = f"labdesk.games.{game_id.replace('-', '_')}.hints"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, name.rpartition(".")[0]):
            raise
        from labdesk.ai import make_player

        return Hint(make_player(game_id, "medium").choose(state), _("The AI would play this here"))
    return module.hint(state, seat, seat_names(state, names))


class HintPlayer:
    """Stands in for a Player on the board's worker thread: ``choose`` returns a Hint, not an Action."""

    name = "hint"

    def __init__(self, game_id: str, names: list[str] | None = None):
        self.game_id = game_id
        self.names = names

    def choose(self, state: State) -> Hint:
        return hint(self.game_id, state, state.current_player(), self.names)


def seeded_position(game_id: str, players: int, seed: int, moves: int) -> State:
    """The position after ``moves`` seeded random moves (every seat a random player), or at the end."""
    from labdesk.engine.match import Match, Seat

    match = Match(game_id, [Seat("ai", f"Player {i + 1}", "random") for i in range(players)], seed)
    for _ in range(moves):
        seat = match.current_seat()
        if seat is None:
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    return match.state
