"""Board layouts are data: Tiled maps (scenes/*.tmx) whose object layers hold named rectangles and
points (the anchors: deck, discard, hand_0, ...). Coordinates are logical canvas pixels (1600x900).

    layout = Layout.load("lab-chaos")          # scenes/lab-chaos.tmx
    layout.rect("deck")                         # pygame.Rect
    layout.point("title")                       # (x, y): a point object, or a rectangle's centre
    layout.objects("hand_")                     # {name: Rect} of every anchor starting with "hand_"
    layout.props("deck")                        # the object's custom properties (dict)
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytmx

from labdesk.resources import resource_path


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
    def __init__(self, path: Path):
        self.path = Path(path)
        tmx = pytmx.TiledMap(str(self.path))  # no image loader: works before a display exists
        self.size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        self.anchors: dict[str, Anchor] = {}
        for group in tmx.objectgroups:
            for obj in group:
                if not obj.name:
                    continue
                if obj.name in self.anchors:
                    raise ValueError(f"{self.path.name}: anchor '{obj.name}' is defined twice")
                rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
                self.anchors[obj.name] = Anchor(obj.name, rect, group.name or "", dict(obj.properties))

    @classmethod
    def load(cls, name: str) -> "Layout":
        """``scenes/<name>.tmx`` through resource_path (name may also end in .tmx)."""
        file = name if name.endswith(".tmx") else f"{name}.tmx"
        return cls(resource_path(f"scenes/{file}"))

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


@functools.lru_cache(maxsize=None)
def layout(name: str) -> Layout:
    """``Layout.load(name)``, read once per run."""
    return Layout.load(name)
