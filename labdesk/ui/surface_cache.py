"""``SurfaceCache``: surfaces by key, bounded by the bytes of their pixels (least recently used first).

The procedural art (``labdesk.ui.art``) and rendered text (``labdesk.ui.theme``) each keep one, so a
long evening of play costs a fixed amount of memory, not one surface per message ever shown.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame


def surface_bytes(surf: pygame.Surface) -> int:
    """The bytes of a surface's pixels (rows padded to its pitch)."""
    return surf.get_pitch() * surf.get_height()


class SurfaceCache:
    """Surfaces by key, least recently used dropped first once their pixels pass ``limit`` bytes.
    A surface still shown is simply made again on its next use, so the bound costs a redraw at worst.
    ``prepare`` turns a new surface into the one kept (e.g. converted to the display's format)."""

    def __init__(self, limit: int, prepare: Callable[[pygame.Surface], pygame.Surface] | None = None):
        self.limit = limit
        self.bytes = 0
        self._prepare = prepare
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        if self._prepare is not None:
            surf = self._prepare(surf)
        self._items[key] = surf
        self.bytes += surface_bytes(surf)
        while self.bytes > self.limit and len(self._items) > 1:
            _, old = self._items.popitem(last=False)
            self.bytes -= surface_bytes(old)
        return surf

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0
