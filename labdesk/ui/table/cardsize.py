"""Cards at the player's text size: a card grows by up to the text factor where its place holds it
(``grown``), a word on a face takes at least its full-size card's size at the player's text size
(``card_px``, ``name_title``), a row's cards as large as they lie side by side (``in_row``), a
face sets its words as large as it holds them whole, from the player's size down to the face's own
(``top``, ``largest``), and where room is short no smaller than ``floor_px``::

    size = cardsize.grown(CARD, (240, 232), each=True)   # the hand card at 150 %: (240, 232)
    cardsize.grown(ITEM, (round(ITEM[0] * 1.1), ITEM[1]), each=True)  # wider only: its row's height is full
    cardsize.in_row(ITEM, size, 5, 504)                  # five side by side in 504 pixels
    layout = cardsize.largest(lambda s: layout_at(s), cardsize.top(k), above=k) or layout_at_own_size

At 100 % each gives back what it is given, so a board at 100 % looks as it always did. Pure: no drawing.
"""
from __future__ import annotations

from typing import Callable, TypeVar

from labdesk.ui import access, theme

T = TypeVar("T")
STEP = 0.05  # how finely a face's word scale is tried, from the largest down
FLOOR = {125: 1.12, 150: 1.3}  # the least a word's line grows at a text size where its room is short


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


def in_row(size: tuple[int, int], large: tuple[int, int], count: int, width: int, gap: int = 8) -> tuple[int, int]:
    """The largest card from ``size`` (its 100 % size) up to ``large`` (its ``grown`` size) of which
    ``count`` lie side by side in ``width`` without overlapping; ``size`` when even those overlap (a
    crowded row closes up as it does at 100 %, and a grown card would hide more of each)."""
    if count <= 1 or large[0] <= size[0]:
        return tuple(large)
    fit = (width - gap * (count - 1)) // count
    if fit >= large[0]:
        return tuple(large)
    if fit <= size[0]:
        return tuple(size)
    share = (fit - size[0]) / (large[0] - size[0])  # the height grows in step with the width
    return (fit, round(size[1] + (large[1] - size[1]) * share))


def card_px(px: int, base: int) -> int:
    """A word on a card face: ``px`` (its size on this card at 100 %) or, at a larger text size, at
    least ``base`` (its size on the full-size card) at the player's size."""
    return px if access.text_scale() <= 1 else max(px, access.scaled(base))


def name_title(name: str, width: int, base: int, least: int | None = None, lines: int = 2,
               bold: bool = True) -> theme.Title:
    """A card's name in ``width``: as ``theme.fit_title`` sets it at ``base`` (its 100 % size, down to
    ``least``), then as large as the player's text size asks where ``width`` holds it in ``lines``
    lines, never smaller than that."""
    plain = theme.fit_title(name, width, base, least=least, lines=lines, bold=bold)
    size = access.scaled(base)
    if size <= plain.size or any(line.endswith("…") for line in plain.lines):
        return plain  # (cut even at its 100 % size: a larger size would be cut again)
    return theme.fit_title(name, width, size, least=plain.size, lines=lines, bold=bold)


def floor_px(px: int, bold: bool = False) -> int:
    """The smallest size from ``px`` (a word's size at 100 %) whose line is ``FLOOR`` times as tall as
    at ``px`` at the player's text size (``px`` at 100 %): where a face is short of room, its words
    give way down to this and no further."""
    factor = FLOOR.get(round(access.text_scale() * 100), access.text_scale())
    need = factor * theme.font(px, bold).get_linesize()
    return next(size for size in range(px, 4 * px) if theme.font(size, bold).get_linesize() >= need)


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
