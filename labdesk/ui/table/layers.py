"""``CachedLayer``: a surface redrawn only when its key changes.

For everything that changes only with the view (panels, counters, the log): the board names what
the picture depends on, and the layer redraws only when that changes::

    self.table_layer = CachedLayer(self.app.size)            # in build()
    ...
    key = (self.version, self.viewer, self.can_act())       # in draw_board()
    surface.blit(self.table_layer.get(key, self._draw_table), (0, 0))

``draw`` receives the layer's surface and paints all of it (it is not cleared first).
"""
from __future__ import annotations

from typing import Callable, Hashable

import pygame

from labdesk import i18n
from labdesk.ui import access, art, audit


class CachedLayer:
    def __init__(self, size: tuple[int, int], *, alpha: bool = False):
        self.surface = art.fast(audit.canvas(size, alpha))  # it keeps notes of where its words are
        self.alpha = alpha
        self.key: Hashable | None = None
        self.redraws = 0
        self._valid = False
        self._words = _words_key()  # a picture with words in it is redrawn after a switch

    def get(self, key: Hashable, draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer, redrawn by ``draw(surface)`` first if ``key`` differs from last time."""
        if not self._valid or key != self.key or self._words != _words_key():
            self._words = _words_key()
            if self.alpha:
                self.surface.fill((0, 0, 0, 0))
            draw(self.surface)
            self.key, self._valid = key, True
            self.redraws += 1
        return self.surface

    def invalidate(self) -> None:
        """Redraw on the next ``get`` whatever the key."""
        self._valid = False


class PerLanguage:
    """A picture with words in it that changes only with the language (a board's background with its
    headings): drawn by ``make()`` once per language and kept, so switching back costs nothing."""

    def __init__(self, make: Callable[[], pygame.Surface]):
        self._make = make
        self._pictures: dict[str, pygame.Surface] = {}

    def get(self) -> pygame.Surface:
        key = _words_key()
        picture = self._pictures.get(key)
        if audit.active() and picture is not None and not isinstance(picture, audit.AuditCanvas):
            del self._pictures[key]  # made again where the recording sees its words
        if key not in self._pictures:
            self._pictures[key] = self._make()
        return self._pictures[key]


def _words_key() -> tuple[str, float]:
    """What a picture's words depend on besides its own key: the language and the text size."""
    return i18n.language(), access.text_scale()
