"""``HoverTips``: the words behind something short on a board, shown while the pointer rests on it:
the full name behind a code ("Pi", "PhD", "N ×0", a letter badge), or a few lines saying what a pile
or a counter is. One mechanism for every board.

The board lists the regions in ``sync()`` from the same layout functions its drawing uses (never
while drawing); ``BoardScene`` owns ``self.tips``, follows the pointer and draws the text above
everything but the toast, after ``HOVER_DELAY``, at the player's text size::

    self.tips.set([Tip(rect, words.character_name(cid)) for rect, cid in table.chip_rects(seat)])
    self.tips.set([Tip(pile.rect, words.pile_tip(pile), width=224, within=left_of_the_row)])

A tip is one line unless it has a ``width``: then it wraps in a box that wide at 100 % text (wider
with the text size, never wider than its area), a line break starting a new paragraph. A tip with a
``picture`` shows that instead of its text (a sheet the board draws, framed: a Lab Chaos persona's
answers); its text names it. The box goes above its region (below when there is no room), inside
``within`` (the canvas when None), and over none of its ``keep_clear`` rectangles (choices beside the
region) when some place allows it.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Sequence

import pygame

from labdesk.ui import access, audit, theme
from labdesk.ui.table import geometry
from labdesk.ui.table.magnifier import HOVER_DELAY

TIP_TEXT = 16  # the tip's text at 100 %
TIP_PAD = (10, 5)
LINE_GAP = 0  # between the lines of a wrapped tip (the font's own leading is enough)


@dataclass(frozen=True)
class Tip:
    rect: pygame.Rect
    text: str
    width: int | None = None  # wrap in a box this wide at 100 % text; None: one line
    within: pygame.Rect | None = None  # the area the box stays in; None: the canvas
    keep_clear: tuple[pygame.Rect, ...] = ()  # what the box never covers when it can help it
    picture: pygame.Surface | None = None  # shown instead of the text, as it is (it has its own frame)


def tip_box(text_size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect, gap: int = 6,
            keep_clear: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a tip of ``text_size`` goes for a region at ``anchor``: centred above it, else below,
    kept inside ``bounds``; moved beside it when that covers one of ``keep_clear``."""
    return _place((text_size[0] + 2 * TIP_PAD[0], text_size[1] + 2 * TIP_PAD[1]), anchor, bounds, gap, keep_clear)


def _place(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect, gap: int,
           keep_clear: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a box of ``size`` goes (``tip_box``, for the box itself)."""
    box = pygame.Rect((0, 0), size)
    box.midbottom = (anchor.centerx, anchor.top - gap)
    if box.top < bounds.top:
        box.midtop = (anchor.centerx, anchor.bottom + gap)
    box = box.clamp(bounds)
    if any(box.colliderect(r) for r in keep_clear):
        box = geometry.place_tip(box.size, anchor, bounds, list(keep_clear), gap)
    return box


def tip_lines(tip: Tip, bounds: pygame.Rect, size: int) -> list[str]:
    """The tip's text as drawn at ``size`` in ``bounds``: one line cut to fit, or wrapped."""
    if tip.width is None:
        return [theme.fit(tip.text, bounds.width - 4 * TIP_PAD[0], size)]
    width = min(round(tip.width * access.text_scale()), bounds.width) - 2 * TIP_PAD[0]
    return theme.wrap(tip.text, width, size)


def tip_layout(tip: Tip, canvas: pygame.Rect) -> tuple[list[pygame.Surface], pygame.Rect]:
    """The tip's rendered lines and its box on a canvas of ``canvas`` (drawing and tests ask this)."""
    size = access.scaled(TIP_TEXT)
    bounds = canvas if tip.within is None else tip.within.clip(canvas)
    if tip.picture is not None:
        return [tip.picture], _place(tip.picture.get_size(), tip.rect, bounds, 6, tip.keep_clear)
    lines = [theme.text(line, size) for line in tip_lines(tip, bounds, size)]
    height = sum(line.get_height() for line in lines) + LINE_GAP * (len(lines) - 1)
    box = tip_box((max(line.get_width() for line in lines), height), tip.rect, bounds, keep_clear=tip.keep_clear)
    return lines, box


class HoverTips:
    def __init__(self, delay: float = HOVER_DELAY):
        self.delay = delay
        self.tips: list[Tip] = []
        self.under: Tip | None = None
        self.time = 0.0  # seconds the pointer has rested on ``under``

    def set(self, tips: Sequence[Tip]) -> None:
        """The regions that have hover text now (later ones lie on top)."""
        self.tips = [dataclasses.replace(t, rect=pygame.Rect(t.rect)) for t in tips if t.text]
        if self.under not in self.tips:
            self.under, self.time = None, 0.0

    def at(self, pos) -> Tip | None:
        return next((t for t in reversed(self.tips) if t.rect.collidepoint(pos)), None)

    def update(self, dt: float, pos, enabled: bool = True) -> None:
        """Call every frame with the pointer (``enabled=False`` while a card is dragged or a move plays)."""
        under = self.at(pos) if enabled and pos is not None else None
        if under != self.under:
            self.under, self.time = under, 0.0
        else:
            self.time += dt

    def show_now(self, pos) -> None:
        """The tip at ``pos`` shows at once, as if the pointer had rested there (a click, or Enter with
        the keyboard's ring, on a region whose tip holds what it folds away)."""
        self.under = self.at(pos)
        self.time = self.delay if self.under is not None else 0.0

    def showing(self) -> Tip | None:
        return self.under if self.under is not None and self.time >= self.delay else None

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.showing()
        if tip is None:
            return
        lines, box = tip_layout(tip, surface.get_rect())
        audit.overlay(box, "tip")
        if tip.picture is not None:
            surface.blit(tip.picture, box)
            return
        theme.panel(surface, box, theme.BG_DARK, theme.ACCENT, radius=8)
        if len(lines) == 1:
            surface.blit(lines[0], lines[0].get_rect(center=box.center))
            return
        y = box.y + TIP_PAD[1]
        for line in lines:
            surface.blit(line, (box.x + TIP_PAD[0], y))
            y += line.get_height() + LINE_GAP
