"""How fast the Wrong Chemistry board draws while a piece is dragged (``labdesk bench`` reports it
as "wrong-chemistry-drag", through the board's ``BENCH_INTERACTIONS``)."""
from __future__ import annotations

import math
import statistics
import time

import pygame


def bench_drag(app, frames: int = 120, kind: str = "disc") -> dict[str, float]:
    """Median update+draw milliseconds (wall clock and CPU) while a disc (``kind="disc"``) or a
    hand card (``"card"``) is dragged round the table at 1600x900: ``labdesk bench`` reports it as
    "wrong-chemistry-drag"."""
    from labdesk.ui.app import make_scene, settle

    board = make_scene(app, "wrong-chemistry", seed=1, moves=4)
    app.push(board)
    settle(app)
    if kind == "card":
        start = tuple(round(v) for v in board.hand.sprites[0].pos)
    else:
        start = next(board.cell_px(c) for c, d in board.view.items() if d != "empty")
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    wall, cpu = [], []
    for i in range(frames):
        pos = (round(start[0] + 150 * math.cos(i / 20)), round(start[1] + 120 * math.sin(i / 20)))
        t0, c0 = time.perf_counter(), time.process_time()
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        app.update(1 / 60)
        app.draw(app.screen)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    app.pop()
    skip = min(5, frames // 4)  # the first frames build the drag's backdrop
    return {"wall_ms": round(statistics.median(wall[skip:]), 3), "cpu_ms": round(statistics.median(cpu[skip:]), 3)}
