"""The player interface shared by every AI, and the seeded random player."""
from __future__ import annotations

from typing import Protocol

from labdesk.engine.core import Action, Rng, State

LEVELS = ("random", "easy", "medium", "hard", "expert")


class Player(Protocol):
    """Something that picks an action for the seat whose turn it is. It must not mutate ``state``."""

    name: str

    def choose(self, state: State) -> Action: ...


class RandomPlayer:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


def make_player(game_id: str, level: str, seed: int = 0) -> Player:
    """A player of the given level for a game: random, easy and medium come from the game's own
    ``ai.make_player``; hard is the generic ISMCTS guided by the game's heuristic; expert is that
    search with inference in its sampled worlds and a learned value at its leaves."""
    if level == "random":
        return RandomPlayer(seed)
    from labdesk import games

    if level == "expert":
        from labdesk.ai.ismcts import expert_player

        return expert_player(game_id, seed=seed)
    if level == "hard":
        try:
            from labdesk.ai.ismcts import hard_player
        except ImportError:  # search not built yet: the strongest available level stands in
            level = "medium"
        else:
            return hard_player(game_id, seed=seed)  # ISMCTS with the game's tuned budget
    if level not in LEVELS:
        raise ValueError(f"unknown AI level '{level}' (known: {', '.join(LEVELS)})")
    try:
        module = games.ai(game_id)
    except games.GameNotBuilt:
        return RandomPlayer(seed)
    return module.make_player(level, seed)
