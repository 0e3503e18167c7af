"""``HitMap``: what is under the pointer, built by layout code, never while drawing.

A board fills it where it computes positions (in ``sync()`` or a layout function that drawing
also calls) and asks it in input and hover code; the topmost region is the one added last::

    self.hits = HitMap()
    for rect, card in zip(self.tableau_rects(), self.obs["tableau"]):   # the layout function
        self.hits.add(rect, ("tableau", card))
    ...
    hit = self.hits.at(event.pos)        # Hit(key, rect) or None
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Iterator

import pygame


@dataclass(frozen=True)
class Hit:
    key: Hashable
    rect: pygame.Rect


class HitMap:
    def __init__(self) -> None:
        self._hits: list[Hit] = []

    def clear(self) -> None:
        self._hits = []

    def add(self, rect, key: Hashable) -> None:
        """Register ``rect`` as ``key``; later regions lie on top of earlier ones."""
        self._hits.append(Hit(key, pygame.Rect(rect)))

    def at(self, pos) -> Hit | None:
        """The topmost region containing ``pos``."""
        for hit in reversed(self._hits):
            if hit.rect.collidepoint(pos):
                return hit
        return None

    def key_at(self, pos) -> Hashable | None:
        hit = self.at(pos)
        return hit.key if hit else None

    def rect_of(self, key: Hashable) -> pygame.Rect | None:
        """Where ``key`` is (its topmost region), e.g. to start an animation from it."""
        return next((pygame.Rect(h.rect) for h in reversed(self._hits) if h.key == key), None)

    def __iter__(self) -> Iterator[Hit]:
        return iter(self._hits)

    def __len__(self) -> int:
        return len(self._hits)
