"""Rebuild the task cards of Experiment in labdesk/games/experiment/cards.json (rerunnable).

The rulebook gives 57 task cards but not their contents; the brief fixes the shape (1-3 containers,
each one colour and an amount of 1 or 2) and asks for a points table that rises with the number of
basic units a task needs. This tool picks the 57 tasks deterministically:

- a target count per difficulty (basic units 2..8), shaped like a hill around 4 units: small tasks to
  get going, a few large ones worth the risk;
- among the candidates of each difficulty, a seeded shuffle, then a greedy pass that keeps the six
  colours used about equally often (so no flask colour is dead weight).

Run: python tools/experiment_tasks.py [--check]  (rewrites only the "tasks" list of the data file;
``--check`` builds it in memory and fails if the file differs).
"""
from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from collections import Counter
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "labdesk" / "games" / "experiment" / "cards.json"
BASIC = ("red", "yellow", "blue")
SECONDARY = {"green": ("yellow", "blue"), "orange": ("yellow", "red"), "purple": ("red", "blue")}
COLOURS = BASIC + tuple(SECONDARY)

# how many tasks of each difficulty (basic units needed); sums to 57
TARGET = {2: 7, 3: 11, 4: 13, 5: 11, 6: 8, 7: 5, 8: 2}

# the project's own experiment names, one per card
NAMES = [
    "Litmus Check", "Quick Titration", "Flame Colour", "Beaker Rinse", "Crystal Seed", "Drop Count",
    "Boiling Point", "Salt Bridge", "Copper Glow", "Iodine Stain", "Cloud Chamber", "Buffer Mix",
    "Rust Reversal", "Sugar Char", "Mirror Silver", "Ink Chromatography", "Lime Water", "Vinegar Fizz",
    "Starch Test", "Cabbage Indicator", "Soap Film", "Glow Stick", "Ferment Flask", "Dye Fastness",
    "Gel Setting", "Sulphur Bloom", "Rainbow Column", "Cold Pack", "Hot Ice", "Elephant Foam",
    "Chemical Garden", "Traffic Light", "Blue Bottle", "Golden Rain", "Silver Tree", "Pharaoh's Serpent",
    "Clock Reaction", "Ammonia Fountain", "Bromine Trap", "Chlorophyll Split", "Aspirin Synthesis",
    "Nylon Rope", "Slime Batch", "Fire Writing", "Smoke Rings", "Invisible Ink", "Magic Sand",
    "Dancing Raisins", "Alum Crystals", "Oil Separation", "Catalyst Race", "Emulsion Whip",
    "Distillation Tower", "Grand Synthesis", "Prism Spectrum", "Nobel Attempt", "Philosopher's Stone",
]


def units(containers) -> int:
    return sum(a * (1 if c in BASIC else 2) for c, a in containers)


def candidates():
    for k in (1, 2, 3):
        for colours in itertools.combinations(COLOURS, k):
            for amounts in itertools.product((1, 2), repeat=k):
                yield tuple(zip(colours, amounts))


def build(points: dict[int, int]) -> list[dict]:
    rng = random.Random(2006)
    by_units: dict[int, list] = {}
    for cand in candidates():
        by_units.setdefault(units(cand), []).append(cand)
    use = Counter()  # how often each colour appears on a task so far
    chosen = []
    for u, count in TARGET.items():
        pool = by_units[u][:]
        rng.shuffle(pool)
        for _ in range(count):
            # the candidate whose colours are least used so far keeps the colours balanced
            best = min(pool, key=lambda cand: sum(use[c] for c, _ in cand) / len(cand))
            pool.remove(best)
            use.update(c for c, _ in best)
            chosen.append(best)
    tasks = []
    for i, cand in enumerate(chosen):
        tasks.append({
            "id": f"T{i + 1:02d}",
            "name": NAMES[i],
            "containers": [{"colour": c, "amount": a} for c, a in cand],
            "value": points[units(cand)],
        })
    return tasks


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the tasks in cards.json are out of date")
    args = parser.parse_args(argv)
    data = json.loads(DATA.read_text(encoding="utf-8"))
    points = {int(k): v for k, v in data["points"].items()}
    if args.check:
        same = data["tasks"] == build(points)
        print("tasks are up to date" if same else "the tasks in cards.json differ from the generator")
        return 0 if same else 1
    data["tasks"] = build(points)
    DATA.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(data['tasks'])} tasks to {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
