"""How fast the Lab Chaos board draws while the pointer sweeps along the hand (``labdesk bench``
reports it as "lab-chaos-hover", through the board's ``BENCH_INTERACTIONS``)."""
from __future__ import annotations

import math
import statistics
import time

import pygame


def bench_hover(app, frames: int = 120) -> float:
    """Median update+draw milliseconds while the mouse sweeps along the fanned hand on the human's
    turn (cards lift and straighten, the large preview and the halos are drawn): `labdesk bench`
    reports it as "lab-chaos-hover"."""
    from labdesk.ui.app import make_scene, settle

    board = make_scene(app, "lab-chaos", seed=1, moves=4, players=4)
    app.push(board)
    settle(app)
    hand = board.rects["hand"]
    times = []
    for i in range(frames):
        pos = (round(hand.x + 40 + (hand.width - 80) * (0.5 + 0.5 * math.sin(i / 15))), hand.centery)
        t0 = time.perf_counter()
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        app.update(1 / 60)
        app.draw(app.screen)
        times.append((time.perf_counter() - t0) * 1000)
    app.pop()
    return round(statistics.median(times[5:]), 3)
