"""Seeded random play for every built game, every seat count and every variant/option, with the
rules' invariants checked after every action (``labdesk.ai.arena.simulate``). CI runs it; it exits 1
if any game raised, broke an invariant or did not end.

    python tools/soak.py            # the full matrix (over 2,000 games per game)
    python tools/soak.py --scale 0.1
"""
from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor

# (game, players, options, games): each game's rows add up to more than 2,000 games.
MATRIX = [
    ("wrong-chemistry", 2, {}, 700),
    ("wrong-chemistry", 3, {}, 700),
    ("wrong-chemistry", 4, {}, 700),
    ("explosion", 1, {"robot": "easy"}, 200),
    ("explosion", 1, {"robot": "normal"}, 300),
    ("explosion", 1, {"robot": "hard"}, 200),
    ("explosion", 2, {}, 500),
    ("explosion", 3, {}, 500),
    ("explosion", 4, {}, 500),
    ("experiment", 2, {"variant": "two-player"}, 500),
    *[("experiment", n, {"variant": v}, 200) for v in ("standard", "advanced") for n in (3, 4, 5, 6)],
    *[("lab-chaos", n, {}, 300) for n in (3, 4, 5, 6)],
    ("lab-chaos", 3, {"penalty": "count"}, 200),
    ("lab-chaos", 4, {"games": 3}, 200),
    ("lab-chaos", 5, {"games": 3, "human_seats": [0]}, 250),
    ("lab-chaos", 4, {"human_seats": [0, 2]}, 200),  # hot seat: every person asked in each window
    ("lab-chaos", 6, {"games": 5, "penalty": "count"}, 150),
    # Lab Wars' random games are long (300-600 actions, about 0.14 s of CPU each with the checks):
    # its 2,040 games are the biggest share of the soak, about two and a half minutes on two cores.
    *[("lab-wars", n, {}, 300) for n in (2, 3, 4)],
    *[("lab-wars", n, {option: True}, 80) for option in ("alternate_1", "alternate_2", "alternate_3", "legends")
      for n in (2, 3, 4)],
    *[("lab-wars", n, {"alternate_1": True, "alternate_2": True, "alternate_3": True, "legends": True}, 60)
      for n in (2, 3, 4)],
]


def run(row: tuple) -> tuple:
    from labdesk.ai.arena import simulate

    game, players, options, games = row
    start = time.perf_counter()
    result = simulate(game, players, games, ["random"], seed=players * 1000 + len(options), options=options)
    return row, result, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    rows = [(g, p, o, max(1, round(n * args.scale))) for g, p, o, n in MATRIX]
    totals: dict[str, int] = {}
    bad = 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for (game, players, options, games), result, seconds in pool.map(run, rows):
            totals[game] = totals.get(game, 0) + games
            bad += result["violations"]
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "-"
            print(f"{game:16} {players}p {label:20} {games:5} games  {result['mean_turns']:7.1f} turns  "
                  f"violations {result['violations']}  {seconds:6.1f}s", flush=True)
            for example in result.get("violation_examples", []):
                print(f"    ! {example}")
    print("games per game: " + ", ".join(f"{g} {n}" for g, n in totals.items()))
    print(f"soak: {sum(totals.values())} games, {bad} violations")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
