"""Cards at the player's text size: a card grows by up to the text factor where its place holds it
(``grown``), a word on a face takes at least its full-size card's size at the player's text size
(``card_px``), and a face sets its words as large as it holds them whole, from the player's size
down to the face's own (``top``, ``largest``)::

    size = cardsize.grown(CARD, (240, 232), each=True)   # the hand card at 150 %: (240, 232)
    layout = cardsize.largest(lambda s: layout_at(s), cardsize.top(k), above=k) or layout_at_own_size

At 100 % each gives back what it is given, so a board at 100 % looks as it always did. Pure: no drawing.
"""
from __future__ import annotations

from typing import Callable, TypeVar

from labdesk.ui import access

T = TypeVar("T")
STEP = 0.05  # how finely a face's word scale is tried, from the largest down


def grown(size: tuple[int, int], room: tuple[int | None, int | None] = (None, None),
          each: bool = False) -> tuple[int, int]:
    """``size`` (a card at 100 %) scaled by up to the text factor as far as ``room`` (width, height;
    None: no bound that way) holds it, never below ``size``. Both sides by one factor (the card keeps
    its shape), or with ``each`` each side as far as its own room holds it (a card that may get
    taller than its proportions: its words take the extra height; a side with no room keeps its
    size and the other grows alone)."""
    scale = access.text_scale()
    limits = [scale if bound is None else min(scale, bound / side) for side, bound in zip(size, room)]
    if not each:
        limits = [min(limits)] * 2
    return tuple(max(side, round(side * max(1.0, limit))) for side, limit in zip(size, limits))


def card_px(px: int, base: int) -> int:
    """A word on a card face: ``px`` (its size on this card at 100 %) or, at a larger text size, at
    least ``base`` (its size on the full-size card) at the player's size."""
    return px if access.text_scale() <= 1 else max(px, access.scaled(base))


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
