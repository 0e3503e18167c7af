"""How Lab Wars' own words, and the figures and tokens that carry words, grow with the player's
text size where their place is snug (the table's panels and the small card faces): the least size
that keeps a word's line ``SNUG_SHARE`` of the way to the player's size, and the rooms, radii and
titles made for it. Each gives back its 100 % value at 100 %, so that table looks as it always did."""
from __future__ import annotations

import math

from labdesk.ui import access, theme

#: how much of the text size's growth a snug word takes: 0.62 of 1.5 makes a word's line 1.31 times
#: as tall (the least the boards promise at 150 %), the rest stays for the room
SNUG_SHARE = 0.62


def line(px: int, bold: bool = False) -> int:
    return theme.font(px, bold).get_linesize()


def snug(px: int, bold: bool = False) -> int:
    """A word's size at the player's text size where its place has little room to spare: the least
    size whose line is ``SNUG_SHARE`` of the way to the player's size (``px`` itself at 100 %)."""
    scale = access.text_scale()
    if scale <= 1:
        return px
    want = line(px, bold) * (1 + (scale - 1) * SNUG_SHARE)
    size = px
    while line(size, bold) < want:
        size += 1
    return size


def more(room: int, px: int, bold: bool = False) -> int:
    """A place of ``room`` pixels at 100 % made for a line of ``px`` text: as much taller as that
    line gets at the player's size (``snug``)."""
    return room + line(snug(px, bold), bold) - line(px, bold)


def grown_radius(radius: int) -> int:
    """A coin's or badge's radius with its number grown as a 16 px word grows (itself at 100 %)."""
    return round(radius * line(snug(16)) / line(16))


def token_radius(radius: int, share: float, least: int = 0) -> int:
    """The radius of a token whose figure or letter is ``share`` of its radius (at least ``least``
    pixels), so that the figure grows as a snug word does (``radius`` at 100 %)."""
    if access.text_scale() <= 1:
        return radius
    figure = max(least, int(radius * share))
    return max(radius, math.ceil(snug(figure, True) / share))


def title(name: str, width: int, plain: theme.Title, base: int, height: int, lines: int = 3,
          bold: bool = True, step: int = 2, least: int | None = None) -> theme.Title:
    """A small face's name at a larger text size: the largest size from the player's down to
    ``least`` (by default just over ``plain``, the name as set at its 100 % size) at which it fits
    ``width`` in up to ``lines`` lines whose steps (size + ``step``) fit ``height``, whole words
    first, then a long word broken with a hyphen; ``plain`` when none does (and at 100 %)."""
    if access.text_scale() <= 1:
        return plain
    lowest = plain.size + 1 if least is None else max(least, plain.size + 1)
    for hyphenate in (False, True):
        for size in range(access.scaled(base), lowest - 1, -1):
            for most in range(len(plain.lines), lines + 1):
                found = theme.title_lines(name, width, size, most, bold, hyphenate)
                if found is not None and len(found) * (size + step) <= height:
                    return theme.Title(tuple(found), size)
    return plain


def grown_title(name: str, width: int, plain: theme.Title, base: int, tries, target: int) -> tuple[theme.Title, tuple]:
    """``title`` over several ways to set a name (``tries``: (bold, height, step) each, in the order
    preferred): the first that reaches ``target`` (the size a snug word of the face's 100 % size
    takes), else the first that grows at all; (``plain``, None) when none does. Gives (the title,
    the try that made it)."""
    for least in (target, None):
        for attempt in tries:
            bold, height, step = attempt
            found = title(name, width, plain, base, height, bold=bold, step=step, least=least)
            if found is not plain:
                return found, attempt
    return plain, None
