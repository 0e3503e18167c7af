"""Seeded random play of Experiment over every player count and variant, checking invariants after
every action (the big count the test suite keeps small). Also times random playouts.

Run: python tools/experiment_soak.py [GAMES_PER_CONFIG]   (default 250: 9 configs, 2,250 games)
"""
from __future__ import annotations

import sys
import time

from labdesk.engine.core import Rng
from labdesk.games.experiment.rules import RULES

CONFIGS = [(2, "two-player")] + [(n, v) for n in range(3, 7) for v in ("standard", "advanced")]


def main() -> int:
    per = int(sys.argv[1]) if len(sys.argv) > 1 else 250
    games = actions = failures = 0
    t0 = time.perf_counter()
    for players, variant in CONFIGS:
        for seed in range(per):
            state = RULES.new_state(seed, players, {"variant": variant})
            rng = Rng(seed * 1009 + players)
            try:
                state.check_invariants()
                while not state.is_over():
                    state.apply(rng.choice(state.legal_actions()))
                    state.check_invariants()
                    actions += 1
                    if actions > 10_000_000:
                        raise RuntimeError("runaway game")
            except Exception as exc:  # report and go on
                failures += 1
                print(f"FAIL {players}p {variant} seed {seed}: {exc!r}")
            games += 1
    checked = time.perf_counter() - t0
    # playouts per second without the invariant checks
    t0 = time.perf_counter()
    playouts = 0
    while time.perf_counter() - t0 < 5:
        state = RULES.new_state(playouts, 4, {})
        rng = Rng(playouts)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        playouts += 1
    rate = playouts / (time.perf_counter() - t0)
    print(f"{games} games ({per} per config over {len(CONFIGS)} configs), {actions} actions, "
          f"{failures} failures, {checked:.1f} s with checks; {rate:.0f} random 4-player playouts/s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
