"""Odds and previews on a board (the "Show odds" setting, always on in lessons): small tags laid on
the element they describe ("3 actions" on a hand card, "completes: 7 points" on a task card).

The figures come from the game's pure ``odds.py``; a board only says where each tag goes. Tags are
one look for every game: the warning ink on a dark pill, at the house's smallest size, wrapped to
at most two lines inside the element's width.
"""
from __future__ import annotations

import pygame

from labdesk.ui import theme

TAG_PX = 16
PAD = 5


def _lines(text: str | list[str], width: int) -> list[str]:
    parts = [text] if isinstance(text, str) else text
    return [line for part in parts for line in theme.wrap(part, max(40, width - 2 * PAD), TAG_PX, max_lines=2)]


def tag_rect(text: str | list[str], anchor: tuple[int, int], width: int, *, where: str = "midbottom") -> pygame.Rect:
    """The pill's rectangle for ``text`` (one text, or several lines) with its point ``where`` (named
    like a Rect's) at ``anchor``."""
    lines = _lines(text, width)
    w = max(theme.font(TAG_PX).size(line)[0] for line in lines) + 2 * PAD
    h = len(lines) * (TAG_PX + 4) + 2 * PAD - 4
    rect = pygame.Rect(0, 0, w, h)
    setattr(rect, where, anchor)
    return rect


def draw_tag(surface: pygame.Surface, text: str | list[str], anchor: tuple[int, int], width: int, *,
             where: str = "midbottom", colour=theme.WARN) -> pygame.Rect:
    """A preview tag no wider than ``width`` with its point ``where`` at ``anchor``, kept on the
    screen; each text wraps to at most two lines. Returns where it went."""
    rect = tag_rect(text, anchor, width, where=where).clamp(surface.get_rect())
    theme.panel(surface, rect, theme.BG_DARK, colour, radius=8, width=1)
    y = rect.y + PAD
    for line in _lines(text, width):
        theme.blit_text(surface, line, (rect.centerx, y), TAG_PX, colour, anchor="midtop")
        y += TAG_PX + 4
    return rect


def draw_tags(surface: pygame.Surface, tags: list[tuple[str, pygame.Rect]], *, colour=theme.WARN) -> None:
    """One tag per (text, element) pair, across the element's bottom edge (so it hides little of
    the element), kept on the screen."""
    for text, rect in tags:
        draw_tag(surface, text, (rect.centerx, rect.bottom - 6), rect.width + 20, where="midtop", colour=colour)
