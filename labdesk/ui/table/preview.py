"""Odds and previews on a board (the "Show odds" setting, always on in lessons): small tags laid on
the element they describe ("3 actions" on a hand card, "completes: 7 points" on a task card).

The figures come from the game's pure ``odds.py``; a board only says where each tag goes. Tags are
one look for every game: the warning ink on a dark pill, at the house's smallest size, wrapped to
at most two lines inside the element's width.

At a larger text size (``access``) a tag's words, its margins and its line spacing grow with the
text; 100 % is as it always was. The kit gives a grown tag room by one rule:

- a text that would wrap to more than two lines inside the element's width (and so be cut) wraps
  in a wider box instead, up to the text size times that width (and no wider than its room): it
  stays whole, on a third line where even that box holds it in no two;
- a tag is kept inside its ``room`` (the board's area it belongs to; the screen when none is
  given): one that grew past it has its words at the floor of the text size (``least_px``) and
  slides back over its own element rather than over the board's words beyond (a task card's tag
  rises over its flasks instead of over the prompt under the cards);
- on a line of a list too low for a pill (``draw_line_tag``), the tag stands in for the line's end,
  its words as large as the room between the line's last word it keeps and the line's end holds,
  down to the floor of the text size (``cardsize.floor_px``) and no further.
"""
from __future__ import annotations

import contextlib

import pygame

from labdesk.ui import access, audit, theme
from labdesk.ui.table import cardsize

TAG_PX = 16  # a tag's words at 100 %
PAD = 5  # the pill's margin at 100 %
EDGE = 3  # a tag keeps this far from the screen's edge: a pill flush with the window's border looks cut
LEAD = 4  # the room between two lines of a tag at 100 %


def tag_px() -> int:
    """A tag's words at the player's text size."""
    return access.scaled(TAG_PX)


def least_px() -> int:
    """The smallest a tag's words may give way to where its place is short of room: the floor of the
    player's text size (1.3 times as tall at 150 %, 1.12 at 125 %)."""
    return cardsize.floor_px(TAG_PX)


def _pad() -> int:
    return access.scaled(PAD)


def _step(px: int) -> int:
    """From one line of a tag to the next."""
    return px + access.scaled(LEAD)


def _lines(text: str | list[str], width: int, px: int, widest: int | None = None) -> list[str]:
    """``text``'s lines: each text wrapped inside ``width`` to at most two lines; at a larger text
    size one that would take more wraps in a wider box (the text size times ``width``, at most
    ``widest``), and where even that holds it in no two lines it takes a third rather than be cut."""
    parts = [text] if isinstance(text, str) else text
    inner = max(40, width - 2 * _pad())
    wide = max(inner, round(inner * access.text_scale()))  # the wrap's width grows with the text, where it must
    if widest is not None:
        wide = max(inner, min(wide, widest - 2 * _pad()))
    lines = []
    for part in parts:
        if len(theme.wrap(part, inner, px)) <= 2 or access.text_scale() <= 1:
            lines += theme.wrap(part, inner, px, max_lines=2)
        else:
            lines += theme.wrap(part, wide, px)
    return lines


def tag_rect(text: str | list[str], anchor: tuple[int, int], width: int, *, where: str = "midbottom",
             px: int | None = None, widest: int | None = None) -> pygame.Rect:
    """The pill's rectangle for ``text`` (one text, or several lines) with its point ``where`` (named
    like a Rect's) at ``anchor``; its words at ``px`` (the player's size when None), its lines no
    wider than ``widest`` when given."""
    px = px or tag_px()
    lines = _lines(text, width, px, widest)
    w = max(theme.font(px).size(line)[0] for line in lines) + 2 * _pad()
    h = len(lines) * _step(px) + 2 * _pad() - access.scaled(LEAD)
    rect = pygame.Rect(0, 0, w, h)
    setattr(rect, where, anchor)
    return rect


def draw_tag(surface: pygame.Surface, text: str | list[str], anchor: tuple[int, int], width: int, *,
             where: str = "midbottom", colour=theme.WARN, room: pygame.Rect | None = None,
             over: str | None = None) -> pygame.Rect:
    """A preview tag no wider than ``width`` with its point ``where`` at ``anchor``, kept inside
    ``room`` (at a larger text size: see the module's rule) and on the screen; each text wraps to at
    most two lines (at a larger size wider, or on a third, rather than cut). ``over``: the tag belongs
    to that overlay (e.g. "magnifier": it lies beside the enlarged card, over the table, as the card
    does). Returns where it went."""
    px = tag_px()
    widest = room.width if room is not None and access.text_scale() > 1 else None  # (at 100 % as it always lay)
    rect = tag_rect(text, anchor, width, where=where, px=px, widest=widest)
    if widest is not None:
        if not room.contains(rect):  # short of room: its words give way to the floor first, then it slides
            px = min(px, least_px())
            rect = tag_rect(text, anchor, width, where=where, px=px, widest=widest)
        rect = rect.clamp(room)
    rect = rect.clamp(surface.get_rect().inflate(-2 * EDGE, -2 * EDGE))
    if over is not None:
        audit.overlay(rect, over)
    with audit.drawing(over) if over is not None else contextlib.nullcontext():
        theme.panel(surface, rect, theme.BG_DARK, colour, radius=8, width=1)
        y = rect.y + _pad()
        for line in _lines(text, width, px, widest):
            theme.blit_text(surface, line, (rect.centerx, y), px, colour, anchor="midtop")
            y += _step(px)
    return rect


def _pill(surface: pygame.Surface, rect: pygame.Rect, colour, radius: int) -> None:
    """A line tag's dark pill, a solid picture laid over the end of its line: what lies under it is
    hidden while it shows (the layout audit takes those words as gone, not as covered); its words
    must stay inside it."""
    pill = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, theme.BG_DARK, pill.get_rect(), border_radius=radius)
    pygame.draw.rect(pill, colour, pill.get_rect(), 1, border_radius=radius)
    surface.blit(pill, rect)
    audit.panel_drawn(surface, rect)


def draw_tags(surface: pygame.Surface, tags: list[tuple[str, pygame.Rect]], *, colour=theme.WARN,
              room: pygame.Rect | None = None) -> None:
    """One tag per (text, element) pair, across the element's bottom edge (so it hides little of
    the element), kept inside ``room`` (a tag grown past it slides back over its element) and on
    the screen."""
    for text, rect in tags:
        draw_tag(surface, text, (rect.centerx, rect.bottom - 6), rect.width + 20, where="midtop", colour=colour,
                 room=room)


def line_tag_px(text: str, width: int) -> int:
    """The size of ``text``'s words on a tag at most ``width`` wide on one line: the player's size,
    else as large as fits, never below ``least_px``."""
    least = least_px()
    return next((px for px in range(tag_px(), least, -1)
                 if theme.font(px).size(text)[0] + 2 * _pad() <= width), least)


def draw_line_tag(surface: pygame.Surface, text: str, line: pygame.Rect, start: int, *,
                  colour=theme.WARN) -> pygame.Rect:
    """A tag on one line of a list (a row of words too low for a pill over it): it stands in for the
    line's end, from the line's right edge leftwards as far as its words need and never left of
    ``start`` (where the words the line keeps end), as tall as the line or its words. The part of
    the line it lies over is hidden while it shows (a solid picture: the audit takes those words as
    gone, not covered). Returns where it went."""
    px = line_tag_px(text, line.right - start)
    words = theme.fit(text, line.right - start - 2 * _pad(), px)  # whole at the floor on every list line
    height = max(line.height, theme.font(px).get_height())
    width = theme.font(px).size(words)[0] + 2 * _pad()
    rect = pygame.Rect(line.right - width, line.centery - height // 2, width, height).clamp(surface.get_rect())
    _pill(surface, rect, colour, min(8, rect.height // 3))
    theme.blit_text(surface, words, rect.center, px, colour, anchor="center")
    return rect
