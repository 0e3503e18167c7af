"""A piece of the molecule while the player drags it: where it came from and where it may go."""
from __future__ import annotations

from dataclasses import dataclass

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
