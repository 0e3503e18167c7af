"""Pure table geometry: where seats, rows of items, fanned cards and hexes go.

Nothing here draws or reads the display (``pygame.Rect`` is used as a plain rectangle), so every
function is tested without a window. Positions are centres in canvas pixels unless a name says
otherwise.

- ``others(me, n)``: the other seats in play order after ``me`` (left to right across the top).
- ``seat_panels(area, me, n, ...)``: ``{seat: Rect}`` for the other seats' panels in ``area``.
- ``around_table(area, me, n)``: ``{seat: (x, y)}`` on an ellipse, ``me`` at the bottom centre and
  the others clockwise in play order (left, top, right).
- ``row_rects(area, count, ...)``: ``count`` equal rectangles side by side in ``area``;
  ``column_rects(area, count, ...)`` the same stacked top to bottom.
- ``row(area, count, item_width, ...)``: centres of ``count`` items in a row, overlapping when the
  row does not fit (``step`` shrinks, never below ``min_step``).
- ``fan(area, count, card_size, ...)``: ``Slot(pos, angle)`` per card: a straight row while the cards
  fit, a gently bent, overlapping fan when they do not.
- Hexes (pointy-top, axial ``(q, r)``): ``hex_to_pixel``, ``pixel_to_hex``, ``hex_corners``,
  ``hex_neighbours``, ``HEX_DIRECTIONS``; ``fit_hexes`` (radius and origin that fit cells in a rect).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import pygame

SQ3 = math.sqrt(3.0)


@dataclass(frozen=True)
class Slot:
    """Where one card rests: its centre and its turn in degrees (counter-clockwise)."""
    pos: tuple[int, int]
    angle: float = 0.0


# --- seats ---------------------------------------------------------------------------------------
def others(me: int, n: int) -> list[int]:
    """The seats other than ``me`` in play order after it: drawn left to right across the top."""
    return [(me + i) % n for i in range(1, n)]


def row_rects(area: pygame.Rect, count: int, *, gap: int = 10, max_width: int | None = None,
              align: str = "left", max_gap: int | None = None) -> list[pygame.Rect]:
    """``count`` rectangles of equal width side by side in ``area`` (full height), ``gap`` apart,
    each at most ``max_width`` wide. ``align="center"`` centres the row and, when the panels are
    capped, spreads the spare room into the gaps (at most ``max_gap``, by default 14 × ``gap``)."""
    if count <= 0:
        return []
    width = (area.width - gap * (count - 1)) // count
    if max_width is not None:
        width = min(width, max_width)
    if align == "center":
        spare = area.width - count * width
        widest = gap * 14 if max_gap is None else max_gap
        step_gap = min(widest, spare // (count - 1)) if count > 1 else 0
        x0 = area.x + (area.width - (count * width + (count - 1) * step_gap)) // 2
    elif align == "left":
        step_gap, x0 = gap, area.x
    else:
        raise ValueError(f"align must be 'left' or 'center', not {align!r}")
    return [pygame.Rect(x0 + i * (width + step_gap), area.y, width, area.height) for i in range(count)]


def column_rects(area: pygame.Rect, count: int, *, gap: int = 10) -> list[pygame.Rect]:
    """``count`` rectangles of equal height stacked top to bottom in ``area`` (full width), ``gap``
    apart: a column of seat panels beside the table."""
    if count <= 0:
        return []
    height = (area.height - gap * (count - 1)) // count
    return [pygame.Rect(area.x, area.y + i * (height + gap), area.width, height) for i in range(count)]


def seat_panels(area: pygame.Rect, me: int, n: int, *, gap: int = 10, max_width: int | None = None,
                align: str = "left", max_gap: int | None = None) -> dict[int, pygame.Rect]:
    """The other seats' panels across ``area``, in play order after ``me``: ``{seat: Rect}``."""
    seats = others(me, n)
    return dict(zip(seats, row_rects(area, len(seats), gap=gap, max_width=max_width, align=align,
                                     max_gap=max_gap)))


def around_table(area: pygame.Rect, me: int, n: int) -> dict[int, tuple[int, int]]:
    """Every seat on the ellipse inscribed in ``area``: ``me`` at the bottom centre, then the
    others clockwise in play order (the next seat to my left, as at a real table)."""
    spots = {}
    for k in range(n):
        turn = math.pi / 2 + 2 * math.pi * k / n  # screen angle: +y is down, so pi/2 is the bottom
        spots[(me + k) % n] = (round(area.centerx + area.width / 2 * math.cos(turn)),
                               round(area.centery + area.height / 2 * math.sin(turn)))
    return spots


# --- rows and fans -------------------------------------------------------------------------------
def row_step(width: int, count: int, item_width: float, gap: float = 8, min_step: float = 1) -> float:
    """Distance between neighbouring centres: ``item_width + gap`` when the row fits in ``width``,
    less (the items overlap) when it does not."""
    if count <= 1:
        return 0.0
    fit = (width - item_width) / (count - 1)
    return max(min_step, min(item_width + gap, fit))


def row(area: pygame.Rect, count: int, item_width: float, *, gap: float = 8, min_step: float = 1,
        align: str = "center") -> list[tuple[int, int]]:
    """Centres of ``count`` items in a horizontal row on ``area``'s middle line."""
    step = row_step(area.width, count, item_width, gap, min_step)
    total = item_width + step * max(0, count - 1)
    if align == "center":
        left = area.centerx - total / 2
    elif align == "left":
        left = area.x
    else:
        raise ValueError(f"align must be 'left' or 'center', not {align!r}")
    return [(round(left + item_width / 2 + i * step), area.centery) for i in range(count)]


def fan(area: pygame.Rect, count: int, card_size: tuple[int, int], *, gap: float = 8,
        max_angle: float = 5.0, bend: float = 5.0, overlap: float = 0.86) -> list[Slot]:
    """A hand of ``count`` cards along the top of ``area``: side by side while they fit; once
    neighbours overlap by more than ``1 - overlap`` of a card, the row bends (outer cards turn up
    to ``max_angle`` degrees and sink ``bend`` pixels) so every card's corner stays visible."""
    if count <= 0:
        return []
    w, h = card_size
    step = row_step(area.width - 20, count, w, gap)
    total = w + step * (count - 1)
    x0 = area.centerx - total / 2 + w / 2
    bent = step < w * overlap
    slots = []
    for i in range(count):
        t = (i - (count - 1) / 2) / max(1, (count - 1) / 2)  # -1 at the left end .. 1 at the right
        angle = -t * min(max_angle, 0.5 * count) if bent else 0.0
        y = area.y + 2 + h / 2 + (t * t * bend if bent else 0)
        slots.append(Slot((round(x0 + i * step), round(y)), angle))
    return slots


# --- hexes (pointy-top, axial coordinates) -----------------------------------------------------------
HEX_DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_to_pixel(q: int, r: int, size: float = 1.0, origin=(0.0, 0.0)) -> tuple[float, float]:
    """Centre of hex ``(q, r)`` for hexes of radius ``size`` (centre to corner)."""
    return (origin[0] + size * SQ3 * (q + r / 2), origin[1] + size * 1.5 * r)


def pixel_to_hex(x: float, y: float, size: float = 1.0, origin=(0.0, 0.0)) -> tuple[int, int]:
    """The hex that contains the point (rounded in cube coordinates, so edges split fairly)."""
    px, py = (x - origin[0]) / size, (y - origin[1]) / size
    qf = px / SQ3 - py / 3
    rf = py * 2 / 3
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def hex_corners(center, size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex (clockwise on screen, from the lower right)."""
    cx, cy = center
    return [(cx + size * math.cos(math.radians(30 + 60 * k)), cy + size * math.sin(math.radians(30 + 60 * k)))
            for k in range(6)]


def hex_neighbours(q: int, r: int) -> list[tuple[int, int]]:
    """The six hexes that share an edge with ``(q, r)``."""
    return [(q + dq, r + dr) for dq, dr in HEX_DIRECTIONS]


def hexes_fit(cells, size: float, origin, area: pygame.Rect) -> bool:
    """Whether every cell, drawn at ``size`` from ``origin``, lies inside ``area``."""
    half_w, half_h = size * math.sqrt(3) / 2, size
    points = [hex_to_pixel(*cell, size, origin) for cell in cells]
    return all(area.left <= x - half_w and x + half_w <= area.right and area.top <= y - half_h
               and y + half_h <= area.bottom for x, y in points)


def hex_shows(cell, size: float, origin, area: pygame.Rect, share: float = 1 / 3) -> bool:
    """Whether at least ``share`` of the cell's width and of its height lies inside ``area``."""
    x, y = hex_to_pixel(*cell, size, origin)
    w, h = size * SQ3, size * 2
    seen = pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h)).clip(area)
    return seen.w >= w * share and seen.h >= h * share


def fit_hexes(cells, area: pygame.Rect, max_size: float, around=()) -> tuple[float, tuple[float, float]]:
    """Hex radius (at most ``max_size``) and the pixel origin of hex (0, 0) so that ``cells`` and
    the ``around`` ones (e.g. the free cells next to them, where a piece may go) all fit in
    ``area``, the ``cells`` themselves centred as far as that allows."""
    inner = [hex_to_pixel(q, r) for q, r in cells]
    pts = inner + [hex_to_pixel(q, r) for q, r in around]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    size = min(max_size, area.width / (max(xs) - min(xs) + SQ3), area.height / (max(ys) - min(ys) + 2))
    mx = (max(p[0] for p in inner) + min(p[0] for p in inner)) / 2
    my = (max(p[1] for p in inner) + min(p[1] for p in inner)) / 2
    cx = min(max(area.centerx - mx * size, area.left - min(xs) * size + SQ3 / 2 * size),
             area.right - max(xs) * size - SQ3 / 2 * size)
    cy = min(max(area.centery - my * size, area.top - min(ys) * size + size),
             area.bottom - max(ys) * size - size)
    return size, (cx, cy)


def place_tip(size: tuple[int, int], anchor: pygame.Rect, screen: pygame.Rect, avoid: Sequence[pygame.Rect],
              gap: int = 6) -> pygame.Rect:
    """Where a tooltip of ``size`` goes for the element at ``anchor``: below it, above it, then beside
    it, inside ``screen`` and over none of ``avoid`` (the other choices); the first place inside the
    screen when every one covers something."""
    w, h = size
    spots = [(anchor.x, anchor.bottom + gap), (anchor.right - w, anchor.bottom + gap),
             (anchor.x, anchor.top - gap - h), (anchor.right - w, anchor.top - gap - h),
             (anchor.x - gap - w, anchor.y), (anchor.right + gap, anchor.y)]
    places = [pygame.Rect(x, y, w, h).clamp(screen) for x, y in spots]
    others = [r for r in avoid if r != anchor]
    return next((r for r in places if not r.colliderect(anchor) and not any(r.colliderect(o) for o in others)),
                next((r for r in places if not r.colliderect(anchor)), places[0]))



def free_place(box: pygame.Rect, bounds: pygame.Rect, avoid: Sequence[pygame.Rect],
               rather_avoid: Sequence[pygame.Rect] = (), gap: int = 8) -> tuple[pygame.Rect, int]:
    """Where a box of ``box``'s size goes inside ``bounds``, and how much of ``rather_avoid`` it covers
    there (in square pixels; negative: how much of ``avoid`` it covers, no place being clear of it). The place is over none of
    ``avoid`` and over the least of ``rather_avoid``, the nearest its own place among equals; where
    no place is clear of ``avoid``, the one covering least of it. The places tried are its own and
    those against an edge of the bounds or of a rectangle (the first free place along any line lies
    against one of those)."""
    w, h = box.size
    walls = list(avoid) + list(rather_avoid)
    xs = {box.x, bounds.left, bounds.right - w, bounds.centerx - w // 2}
    ys = {box.y, bounds.top, bounds.bottom - h}
    for r in walls:
        xs.update((r.right + gap, r.left - gap - w))
        ys.update((r.bottom + gap, r.top - gap - h))
    xs = {min(max(x, bounds.left), bounds.right - w) for x in xs}
    ys = {min(max(y, bounds.top), bounds.bottom - h) for y in ys}
    places = [pygame.Rect(x, y, w, h) for x in xs for y in ys]
    clear = [r for r in places if r.collidelist(avoid) < 0]

    def covers(r: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
        return sum(c.width * c.height for c in (r.clip(a) for a in rects))

    def distance(r: pygame.Rect) -> int:
        return abs(r.x - box.x) + 2 * abs(r.y - box.y)

    if clear:
        # a sliver of a card covered counts as much as none: the nearer place wins over it
        scored = [(covers(r, rather_avoid) // (w * h // 50 + 1), distance(r), r) for r in clear]
        share, _, place = min(scored, key=lambda s: s[:2])
        return place, share * (w * h // 50 + 1)
    place = min(places, key=lambda r: (covers(r, avoid), distance(r)))
    return place, -covers(place, avoid)
