"""A piece of the molecule while the player drags it: where it came from and where it may go; and
which of the board's places the keyboard stops at."""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.games.wrong_chemistry.rules import MoveDisc, MoveHex, PlaceDisc, TakeDisc, UseExtraxodium, UseRestartium
from labdesk.ui.sprites import SpriteDrag


@dataclass(frozen=True)
class DropTargets:
    """Where a lifted piece may go: these cells, and the supply (a disc taken off)."""
    cells: frozenset
    supply: bool


@dataclass(eq=False)
class PieceDrag:
    """A disc or an empty hex lifted off the molecule or the supply. It follows the pointer from the
    first pixel (a press on a piece always means a drag), held where it was gripped."""
    kind: str  # "disc" or "hex"
    src: tuple  # ("supply", colour) or ("hex", cell)
    grip: SpriteDrag
    targets: DropTargets
    over: tuple[int, int] | None = None  # the pointer, once it has moved


def targets_for(kind: str, src: tuple, legal_actions) -> DropTargets:
    """Legal drop places for what is being dragged, from the legal actions."""
    cells, supply = set(), False
    for action in legal_actions:
        if kind == "disc" and src[0] == "supply" and isinstance(action, PlaceDisc) and action.colour == src[1]:
            cells.add(action.cell)
        elif kind == "disc" and src[0] == "hex":
            if isinstance(action, MoveDisc) and action.src == src[1]:
                cells.add(action.dst)
            elif isinstance(action, TakeDisc) and action.cell == src[1]:
                supply = True
        elif kind == "hex" and isinstance(action, MoveHex) and action.src == src[1]:
            cells.add(action.dst)
    return DropTargets(frozenset(cells), supply)


def drop_action(drag: PieceDrag, place: tuple | None):
    """The action a drop on ``place`` (("supply", None), ("hex", cell) or None) means, legal or not
    (the rules judge it), or None for no action."""
    if place is None:
        return None
    src_kind, src = drag.src
    if drag.kind == "hex":
        if place[0] != "hex" or place[1] == src:
            return None
        return MoveHex(src, place[1])
    if src_kind == "supply":
        return PlaceDisc(src, place[1]) if place[0] == "hex" else None
    if place[0] == "supply":
        return TakeDisc(src)
    if place[1] == src:
        return None
    return MoveDisc(src, place[1])


def is_home(drag: PieceDrag, place: tuple | None) -> bool:
    """A drop back where the piece came from: no action, and nothing to complain about."""
    return place is not None and (place == drag.src or place[0] == drag.src[0] == "supply")


TABLE_CARDS = {"restartium": UseRestartium, "extraxodium": UseExtraxodium}


def keyboard_stop(key: tuple, legal_actions, picking_from: int | None, carrying_card: bool) -> bool:
    """Whether Tab stops at a place of the board's hit map, that is whether Enter there acts now: a
    table card while it may be used, a pile chip of ``picking_from``'s (the seat Extraxodium picks a
    card for), the discard pile with a hand card carried to it. A stop where Enter only refused left
    a toast in mid-table."""
    if key[0] in TABLE_CARDS:
        return any(isinstance(a, TABLE_CARDS[key[0]]) for a in legal_actions)
    if key[0] == "chip":
        return key[1] == picking_from
    return key[0] != "discard" or carrying_card


def liftable(view: dict) -> list:
    """The molecule's cells a press can lift something from: all but the blue hex with no disc."""
    return [cell for cell, held in view.items() if cell != (0, 0) or held != "empty"]
