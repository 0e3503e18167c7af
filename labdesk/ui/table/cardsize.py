"""Card faces at the player's text size: a card grows by up to the text factor where its place holds
it (``grown``), and the words on a face take at least their full-size card's size at the player's
text size (``card_px``), its picture giving them room. At 100 % both return what they are given, so
a board at 100 % looks as it always did."""
from __future__ import annotations

from labdesk.ui import access


def grown(size: tuple[int, int], room: tuple[int | None, int | None] = (None, None),
          each: bool = False) -> tuple[int, int]:
    """``size`` (a card at 100 %) scaled by up to the text factor as far as ``room`` (width, height;
    None: no bound that way) holds it, never below ``size``. Both sides by one factor (the card keeps
    its shape), or with ``each`` each side as far as its own room holds it (a card that may get
    taller than its proportions: its words take the extra height)."""
    scale = access.text_scale()
    limits = [scale if bound is None else min(scale, bound / side) for side, bound in zip(size, room)]
    if not each:
        limits = [min(limits)] * 2
    return tuple(max(side, round(side * max(1.0, limit))) for side, limit in zip(size, limits))


def card_px(px: int, base: int) -> int:
    """A word on a card face: ``px`` (its size on this card at 100 %) or, at a larger text size, at
    least ``base`` (its size on the full-size card) at the player's size."""
    return px if access.text_scale() <= 1 else max(px, access.scaled(base))
