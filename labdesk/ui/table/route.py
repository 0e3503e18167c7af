"""A route for a lesson's arrow across the board (pure geometry, no drawing): from the lesson
panel to its target round the board's elements, through the gaps between them.

The canvas is cut into a grid of ``CELL`` pixels; cells under an obstacle are closed. A cheapest
path (A* over the eight neighbours) runs from any cell of the panel to a landing beside the
target, where the arrow's last leg comes square onto one of its sides. Then the path is pulled
tight: from each point the arrow goes straight to the farthest later point it can reach without
crossing an obstacle. The result is a few straight legs.
"""
from __future__ import annotations

import heapq
import math
from typing import Sequence

import pygame

CELL = 8
CLEARANCE = 8  # pixels kept between the arrow's middle and an element it passes
STEPS = tuple((dx, dy, math.hypot(dx, dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


def clear_line(a, b, obstacles: Sequence[pygame.Rect]) -> bool:
    return not any(o.clipline(a, b) for o in obstacles)


def route(start: pygame.Rect, goal: pygame.Rect, obstacles: Sequence[pygame.Rect], canvas: pygame.Rect,
          longest: float, landing: int = 34) -> list[tuple[int, int]] | None:
    """The points of a route from the edge of ``start`` onto a side of ``goal`` that crosses none
    of ``obstacles`` and is at most ``longest`` pixels long. Its last leg comes square onto the side
    for ``landing`` pixels (an arrow's head needs the room), as near the side's middle as the
    elements round it allow. None when there is no such route."""
    cols, rows = canvas.width // CELL + 1, canvas.height // CELL + 1
    walls = [o.inflate(2 * CLEARANCE, 2 * CLEARANCE) for o in obstacles]
    closed = bytearray(cols * rows)
    for w in walls + [goal]:
        for gx in range(max(0, w.left // CELL), min(cols, w.right // CELL + 1)):
            for gy in range(max(0, w.top // CELL), min(rows, w.bottom // CELL + 1)):
                closed[gy * cols + gx] = 1

    def centre(i: int) -> tuple[int, int]:
        return (i % cols) * CELL + CELL // 2, (i // cols) * CELL + CELL // 2

    def cell(point) -> int:
        return min(rows - 1, max(0, point[1] // CELL)) * cols + min(cols - 1, max(0, point[0] // CELL))

    # where the arrow may land: square onto a side, as central as the elements round it allow
    landings: dict[int, list[tuple[float, tuple, tuple]]] = {}
    for k in range(9):
        t = 0.5 + ((k + 1) // 2) * 0.1 * (1 if k % 2 else -1)
        for mid, (nx, ny) in (((goal.x + t * goal.width, goal.top), (0, -1)),
                              ((goal.x + t * goal.width, goal.bottom), (0, 1)),
                              ((goal.left, goal.y + t * goal.height), (-1, 0)),
                              ((goal.right, goal.y + t * goal.height), (1, 0))):
            mid = (round(mid[0]), round(mid[1]))
            before = (mid[0] + nx * landing, mid[1] + ny * landing)
            if canvas.collidepoint(before) and clear_line(before, mid, walls):
                landings.setdefault(cell(before), []).append((abs(t - 0.5) * 30, before, mid))
    # the cheapest ways from the start (A*, aimed at the goal), until no landing can be cheaper
    def towards(i: int) -> float:
        x, y = centre(i)
        dx = max(goal.left - x, 0, x - goal.right)
        dy = max(goal.top - y, 0, y - goal.bottom)
        return max(0.0, math.hypot(dx, dy) - landing) / CELL

    xs = range(max(0, start.left // CELL), min(cols, start.right // CELL + 1))
    ys = range(max(0, start.top // CELL), min(rows, start.bottom // CELL + 1))
    cost = {gy * cols + gx: 0.0 for gx in xs for gy in ys if gx in (xs[0], xs[-1]) or gy in (ys[0], ys[-1])}
    came: dict[int, int] = {}
    queue = [(towards(i), 0.0, i) for i in cost]  # from the panel's rim: its inside is never nearer
    heapq.heapify(queue)
    limit = longest / CELL
    best = None
    while queue:
        f, d, i = heapq.heappop(queue)
        if best is not None and f > best[0]:
            break
        if d > cost.get(i, math.inf):
            continue
        for penalty, before, mid in landings.get(i, ()):
            if best is None or d + penalty < best[0]:
                best = (d + penalty, i, before, mid)
        x, y = i % cols, i // cols
        for dx, dy, step in STEPS:
            nx, ny = x + dx, y + dy
            j = ny * cols + nx
            nd = d + step
            if 0 <= nx < cols and 0 <= ny < rows and not closed[j] and nd <= limit and nd < cost.get(j, math.inf):
                cost[j], came[j] = nd, i
                heapq.heappush(queue, (nd + towards(j), nd, j))
    if best is None:
        return None
    _cost, here, before, mid = best
    cells = [here]
    while cells[-1] in came:
        cells.append(came[cells[-1]])
    cells.reverse()
    points = [centre(i) for i in cells if not start.collidepoint(centre(i))] + [before, mid]
    edge = (min(max(points[0][0], start.left), start.right - 1), min(max(points[0][1], start.top), start.bottom - 1))
    # the goal is a wall for the shortcuts too: pulled tight round it, a route that came down its far
    # side would cut across it to land on the near one (an arrow across a card's words)
    return pull_tight([edge, *points], [*walls, goal.inflate(-4, -4)])


def pull_tight(points: list[tuple[int, int]], walls: Sequence[pygame.Rect]) -> list[tuple[int, int]]:
    """The fewest straight legs through ``points`` that stay clear of ``walls``."""
    out = [points[0]]
    k = 0
    while k < len(points) - 1:
        far = k + 1
        for j in range(len(points) - 1, k, -1):
            if clear_line(points[k], points[j], walls):
                far = j
                break
        out.append(points[far])
        k = far
    return out
