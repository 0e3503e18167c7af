"""A board's own words at the player's text size: each label takes the largest size its place holds,
from ``access.scaled(base)`` down to ``base`` (its 100 % size, never smaller), so a board grows its
words where there is room and keeps its picture where there is none."""
from __future__ import annotations

import pygame

from labdesk.ui import access, theme


def label_px(string: str, base: int, width: int | None = None, height: int | None = None,
             bold: bool = False) -> int:
    """The size ``string`` is drawn at: the player's size where ``width`` (one line) and ``height``
    (a row's line) hold it, else the largest that they hold, at least ``base``."""
    size = access.scaled(base)
    for px in range(size, base, -1):
        f = theme.font(px, bold)
        if (width is None or f.size(string)[0] <= width) and (height is None or f.get_linesize() <= height):
            return px
    return base


def fitted(string: str, base: int, width: int, height: int | None = None, bold: bool = False) -> tuple[str, int]:
    """(the words shown, their size): at ``label_px``, shortened with "…" only when even ``base`` is too
    wide (as the board did at 100 %)."""
    px = label_px(string, base, width, height, bold)
    return theme.fit(string, width, px, bold), px


def draw(surface: pygame.Surface, string: str, pos, base: int, colour=theme.TEXT, bold: bool = False,
         anchor: str = "topleft", width: int | None = None, height: int | None = None,
         cut: bool = True) -> pygame.Rect:
    """Draw a label at ``label_px`` (cut to ``width`` only as at 100 %; never with ``cut=False``, for
    words that grow within ``width`` but were drawn whole past it at 100 %); its rectangle."""
    if width is None or not cut:
        px = label_px(string, base, width, height, bold)
    else:
        string, px = fitted(string, base, width, height, bold)
    return theme.blit_text(surface, string, pos, px, colour, bold, anchor)


def text(string: str, base: int, colour=theme.TEXT, bold: bool = False, width: int | None = None,
         height: int | None = None) -> pygame.Surface:
    """The rendered label at ``label_px`` (a picture to place by hand)."""
    return theme.text(string, label_px(string, base, width, height, bold), colour, bold)
