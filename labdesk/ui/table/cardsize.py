"""Card faces at the player's text size: how large a card on the table is drawn, and its name.

A board keeps its cards' 100 % sizes as constants; at a larger text size (``labdesk.ui.access``) a
card grows with the words on it as far as its place on the table allows, and never shrinks::

    ITEM = (88, 122)
    grown(ITEM, room=(None, 124))          # at 150 %: as much larger as 124 pixels of height allow
    grown(ITEM, most=1.1, keep_height=True)  # wider only (its row's height is full)
    in_row(ITEM, grown(ITEM, ...), 5, 504)  # five side by side in 504 pixels: as large as they fit
    name_title("Supercomputer", 98, 16)    # the name at the player's size where the width holds it

At 100 % both give exactly what the board drew before, so its layout and pictures hold.
"""
from __future__ import annotations

from labdesk.ui import access, theme


def growth(size: tuple[int, int], most: float | None = None,
           room: tuple[int | None, int | None] | None = None) -> float:
    """How much a card of ``size`` grows at the current text size: the text factor, at most ``most``,
    and no more than ``room`` (width, height; None: unbounded) holds; never below 1."""
    k = access.text_scale() if most is None else min(access.text_scale(), most)
    if room is not None:
        for have, limit in zip(size, room):
            if limit is not None:
                k = min(k, limit / have)
    return max(1.0, k)


def grown(size: tuple[int, int], most: float | None = None, room: tuple[int | None, int | None] | None = None,
          keep_height: bool = False, keep_width: bool = False) -> tuple[int, int]:
    """``size`` grown by ``growth``: only its width with ``keep_height`` (a row whose height is full
    gives its cards width, where longer words fit on a line), only its height with ``keep_width`` (a
    row whose width is full gives its cards height, where larger words leave their picture room)."""
    k = growth(size, most, room)
    if k == 1.0:
        return tuple(size)
    return (size[0] if keep_width else round(size[0] * k), size[1] if keep_height else round(size[1] * k))


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
