"""The card catalogue (pure, no pygame): every card of a game with its name, its rule text and its
ruling, in the current language, for ``labdesk cards`` and the catalogue scene.

Each game package has ``catalogue.py`` with ``cards() -> list[Card]``, read from its own card data;
``picture`` is the key the game's ``faces.catalogue_picture(picture, size)`` draws.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    text: str
    ruling: str = ""  # the project's ruling on the card, where it has one
    picture: tuple = ()  # what the game's faces.catalogue_picture draws

    def as_json(self) -> dict:
        return {"id": self.id, "name": self.name, "text": self.text, "ruling": self.ruling}


def module(game_id: str):
    return importlib.import_module(f"labdesk.games.{game_id.replace('-', '_')}.catalogue")


def cards(game_id: str) -> list[Card]:
    """Every card of the game, in the order of its data."""
    return module(game_id).cards()


def search(found: list[Card], query: str) -> list[Card]:
    """The cards whose name contains ``query`` (any case; an empty query keeps them all)."""
    query = query.strip().casefold()
    return [card for card in found if query in card.name.casefold()]
