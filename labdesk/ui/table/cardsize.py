"""Cards at the player's text size: a card grows with the text where its place has room, and its face
sets its words as large as it holds them, from the player's size down to the face's own.

    size = cardsize.grown(CARD, most=(240, 232))       # the hand card at 150 %: (240, 232)
    layout = cardsize.largest(lambda s: layout_at(s), cardsize.top(k), above=k) or layout_at_own_size

At 100 % both give back what they were given, so a board looks as it always did. Pure: no drawing.
"""
from __future__ import annotations

from typing import Callable, TypeVar

from labdesk.ui import access

T = TypeVar("T")
STEP = 0.05  # how finely a face's word scale is tried, from the largest down


def grown(base: tuple[int, int], most: tuple[int, int] | None = None) -> tuple[int, int]:
    """``base`` (w, h) scaled by the text size, each side at most ``most``'s (the room the place has),
    never smaller than ``base``: a side with no room keeps its size and the other grows alone."""
    t = access.text_scale()
    w, h = (round(side * t) for side in base)
    if most is not None:
        w, h = min(w, most[0]), min(h, most[1])
    return max(w, base[0]), max(h, base[1])


def top(face_scale: float) -> float:
    """The largest word scale for a face drawn at ``face_scale`` of its game's hand card: the player's
    text size, so a small face's words reach the hand card's at that size, and a large view (the
    magnifier's, already grown by the text size) keeps its own. At 100 %: the face's own."""
    t = access.text_scale()
    return max(face_scale, t) if t > 1 else face_scale


def largest(make: Callable[[float], T | None], highest: float, above: float) -> T | None:
    """``make(scale)`` at the largest scale from ``highest`` down to just over ``above`` (in steps of
    ``STEP``) where it gives something (a face's layout whose words all fit); None when none does."""
    scale = highest
    while scale > above + 1e-9:
        made = make(scale)
        if made is not None:
            return made
        scale = round(scale - STEP, 4)
    return None
