"""Board layouts are data: Tiled maps (scenes/*.tmx) whose object layers hold named rectangles and
points (the anchors: deck, discard, hand_0, ...). Coordinates are logical canvas pixels (1600x900).

    layout = Layout.load("lab-chaos")          # scenes/lab-chaos.tmx
    layout.rect("deck")                         # pygame.Rect
    layout.point("title")                       # (x, y): a point object, or a rectangle's centre
    layout.objects("hand_")                     # {name: Rect} of every anchor starting with "hand_"
    layout.props("deck")                        # the object's custom properties (dict)

A larger text size may need a different table: an object layer with the custom property
``text_size`` (an int, 125 or 150) holds anchors for that size and up. Each replaces the anchor of its
name (which keeps its layer, so ``layout.layer("table")`` still finds it), or adds one (in the layer its
group's ``layer`` property names, else the group's own name). Larger sizes' layers apply after smaller
ones. ``Layout.load`` takes the player's text size unless told one, so the same board code lays out
a roomier table at 150 % with no branch of its own.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytmx

from labdesk.resources import resource_path
from labdesk.ui import access


@dataclass
class Anchor:
    name: str
    rect: pygame.Rect
    layer: str
    properties: dict = field(default_factory=dict)

    @property
    def point(self) -> tuple[int, int]:
        return self.rect.center if self.rect.width or self.rect.height else self.rect.topleft


class Layout:
    def __init__(self, path: Path, text_size: int = 100):
        self.path = Path(path)
        self.text_size = text_size
        tmx = pytmx.TiledMap(str(self.path))  # no image loader: works before a display exists
        self.size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self.anchors: dict[str, Anchor] = {}
        larger: list[tuple[int, object]] = []  # (text size, group) of the layers for larger text
        for group in tmx.objectgroups:
            at = int(group.properties.get("text_size", 0))
            if at:
                larger.append((at, group))
                continue
            for name, anchor in self._anchors(group, group.name or ""):
                if name in self.anchors:
                    raise ValueError(f"{self.path.name}: anchor '{name}' is defined twice")
                self.anchors[name] = anchor
        for at, group in sorted(larger, key=lambda pair: pair[0]):
            if at > text_size:
                continue
            seen: set[str] = set()
            for name, anchor in self._anchors(group, group.properties.get("layer", group.name or "")):
                if name in seen:
                    raise ValueError(f"{self.path.name}: anchor '{name}' is defined twice in layer '{group.name}'")
                seen.add(name)
                if name in self.anchors:
                    anchor.layer = self.anchors[name].layer
                self.anchors[name] = anchor

    @staticmethod
    def _anchors(group, layer: str):
        for obj in group:
            if obj.name:
                rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
                yield obj.name, Anchor(obj.name, rect, layer, dict(obj.properties))

    @classmethod
    def load(cls, name: str, text_size: int | None = None) -> "Layout":
        """``scenes/<name>.tmx`` through resource_path (name may also end in .tmx), laid out for
        ``text_size`` (a percentage; by default the player's)."""
        file = name if name.endswith(".tmx") else f"{name}.tmx"
        return cls(resource_path(f"scenes/{file}"), current_text_size() if text_size is None else text_size)

    def _get(self, name: str) -> Anchor:
        try:
            return self.anchors[name]
        except KeyError:
            raise KeyError(f"{self.path.name} has no anchor '{name}' (has: {', '.join(sorted(self.anchors))})") from None

    def rect(self, name: str) -> pygame.Rect:
        return self._get(name).rect.copy()

    def rects(self, *names: str) -> dict[str, pygame.Rect]:
        """``{name: Rect}`` for the named anchors, in the order given (a missing one raises ``rect``'s error)."""
        return {name: self.rect(name) for name in names}

    def point(self, name: str) -> tuple[int, int]:
        return self._get(name).point

    def props(self, name: str) -> dict:
        return dict(self._get(name).properties)

    def has(self, name: str) -> bool:
        return name in self.anchors

    def objects(self, prefix: str = "") -> dict[str, pygame.Rect]:
        """Every anchor whose name starts with ``prefix``, in name order (hand_0, hand_1, ...)."""
        return {n: a.rect.copy() for n, a in sorted(self.anchors.items(), key=lambda kv: _natural(kv[0]))
                if n.startswith(prefix)}

    def layer(self, layer_name: str) -> dict[str, pygame.Rect]:
        return {n: a.rect.copy() for n, a in self.anchors.items() if a.layer == layer_name}


def _natural(name: str):
    """Sort seat_2 before seat_10."""
    import re

    return [int(p) if p.isdigit() else p for p in re.split(r"(\d+)", name)]


def current_text_size() -> int:
    """The player's text size as a percentage (100, 125, 150)."""
    return round(access.text_scale() * 100)


def layout(name: str) -> Layout:
    """``Layout.load(name)`` at the player's text size, read once per run and size."""
    return _layout(name, current_text_size())


@functools.lru_cache(maxsize=None)
def _layout(name: str, text_size: int) -> Layout:
    return Layout.load(name, text_size)
