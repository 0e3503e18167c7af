"""Generic players (no pygame): the Player interface, RandomPlayer, and the level factory."""
from labdesk.ai.base import Player, RandomPlayer, make_player, LEVELS

__all__ = ["Player", "RandomPlayer", "make_player", "LEVELS"]
