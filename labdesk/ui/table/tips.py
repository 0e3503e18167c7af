"""``HoverTips``: the full name behind a short code ("Pi", "PhD", "N ×0", a letter badge), shown
as a line of text while the pointer rests on it. One mechanism for every board.

The board lists the regions in ``sync()`` from the same layout functions its drawing uses (never
while drawing); ``BoardScene`` owns ``self.tips``, follows the pointer and draws the text above
everything but the toast, after ``HOVER_DELAY``, at the player's text size::

    self.tips.set([Tip(rect, words.character_name(cid)) for rect, cid in table.chip_rects(seat)])

The text goes above its region (below when there is no room), inside the canvas.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from labdesk.ui import access, theme
from labdesk.ui.table.magnifier import HOVER_DELAY

TIP_TEXT = 16  # the tip's text at 100 %
TIP_PAD = (10, 5)


@dataclass(frozen=True)
class Tip:
    rect: pygame.Rect
    text: str


def tip_box(text_size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect, gap: int = 6) -> pygame.Rect:
    """Where a tip of ``text_size`` goes for a region at ``anchor``: centred above it, else below,
    kept inside ``bounds``."""
    box = pygame.Rect(0, 0, text_size[0] + 2 * TIP_PAD[0], text_size[1] + 2 * TIP_PAD[1])
    box.midbottom = (anchor.centerx, anchor.top - gap)
    if box.top < bounds.top:
        box.midtop = (anchor.centerx, anchor.bottom + gap)
    return box.clamp(bounds)


class HoverTips:
    def __init__(self, delay: float = HOVER_DELAY):
        self.delay = delay
        self.tips: list[Tip] = []
        self.under: Tip | None = None
        self.time = 0.0  # seconds the pointer has rested on ``under``

    def set(self, tips: Sequence[Tip]) -> None:
        """The regions that have hover text now (later ones lie on top)."""
        self.tips = [Tip(pygame.Rect(t.rect), t.text) for t in tips if t.text]
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

    def showing(self) -> Tip | None:
        return self.under if self.under is not None and self.time >= self.delay else None

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.showing()
        if tip is None:
            return
        size = access.scaled(TIP_TEXT)
        bounds = surface.get_rect()
        label = theme.text(theme.fit(tip.text, bounds.width - 4 * TIP_PAD[0], size), size)
        box = tip_box(label.get_size(), tip.rect, bounds)
        theme.panel(surface, box, theme.BG_DARK, theme.ACCENT, radius=8)
        surface.blit(label, label.get_rect(center=box.center))
