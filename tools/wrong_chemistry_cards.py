"""Generate labdesk/games/wrong_chemistry/cards.json: the 52 element cards and the two table cards.

Rerunnable and deterministic:  python tools/wrong_chemistry_cards.py [--check]

How the deck is made:
1. Breadth-first search over molecule layouts from the starting layout (blue hex fixed at the
   origin; actions: take, place or move a disc, move an empty yellow hex). Each layout is filed
   under its card pattern (translation-free, upright or turned 180 degrees), so the first depth at
   which a pattern shows up is the fewest actions that make it from the starting layout.
2. Pick 52 different patterns with a spread of difficulty (QUOTA below), preferring varied shapes,
   with a fixed seed.
3. Value from difficulty (VALUE_BANDS): 1-2 actions -> 1, 3-4 -> 2, 5-6 -> 3. Anything up to 4
   actions can be made in one turn from a Restartium reset; 5-6 need Extraxodium or a second turn.
4. Deal the patterns out over the elements (shuffled with the same seed, so runs of numbers mix
   values) and give each element the project's own pun name (NAMES below).
``--check`` regenerates in memory and fails if cards.json differs.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.cards import SYMBOLS, parse

OUT = Path(__file__).resolve().parent.parent / "labdesk" / "games" / "wrong_chemistry" / "cards.json"
SEED = 20261129
MAX_DEPTH = 6
QUOTA = {1: 4, 2: 12, 3: 10, 4: 12, 5: 8, 6: 6}  # cards per fewest-actions count: 52 in all
VALUE_BANDS = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}

# Invented elements: real number and symbol, a name that is the project's own joke.
NAMES = {
    1: "Hydrogiggle", 2: "Heliumbrella", 3: "Lithiumbo", 4: "Beryllama", 5: "Borington",
    6: "Carbonara", 7: "Nitrogenie", 8: "Oxymoronium", 9: "Fluorinkle", 10: "Neonsense",
    11: "Sodiumplings", 12: "Magnesnooze", 13: "Aluminion", 14: "Siliconfetti", 15: "Phosphorusty",
    16: "Sulfurball", 17: "Clownorine", 18: "Argonaughty", 19: "Potatassium", 20: "Calciyum",
    21: "Scandalium", 22: "Titaniumble", 23: "Vanadumbo", 24: "Chromedome", 25: "Mangonese",
    26: "Ironicum", 27: "Cobaldy", 28: "Nicklepickle", 29: "Copperstition", 30: "Zinconvenient",
    31: "Gallopium", 32: "Germinatium", 33: "Arsenalium", 34: "Snoozelenium", 35: "Bromancium",
    36: "Kryptonight", 47: "Silverwhisker", 48: "Cadmummy", 50: "Tinfoilium", 53: "Iodinosaur",
    54: "Xenoodle", 74: "Tungstwister", 78: "Platypusium", 79: "Goldilocksium", 80: "Mercuriosity",
    82: "Plumbumble", 86: "Radonkey", 88: "Radishium", 92: "Uraniyawn", 94: "Plutantrum",
    99: "Einstinkium", 101: "Mendelevitation",
}

SPECIALS = [
    {"id": "restartium", "name": "Restartium",
     "text": "Once in your turn, for free: put the molecule back to its starting layout."},
    {"id": "extraxodium", "name": "Extraxodium",
     "text": "Any time in your turn, for free: give up a card from your scored pile for 3 more energy."},
]


def search(max_depth: int) -> dict[mol.Molecule, tuple[int, mol.Molecule]]:
    """Every card pattern within ``max_depth`` actions of the start: id -> (fewest actions, a layout)."""
    seen = {mol.START}
    frontier = [mol.START]
    found = {mol.pattern_id(mol.START): (0, mol.START)}
    for depth in range(1, max_depth + 1):
        nxt = []
        for m in frontier:
            for s in mol.successors(m):
                if s not in seen:
                    seen.add(s)
                    nxt.append(s)
                    key = mol.pattern_id(s)
                    if key not in found:
                        found[key] = (depth, s)
        frontier = nxt
        print(f"  depth {depth}: {len(nxt)} new layouts, {len(found)} patterns", file=sys.stderr)
    return found


def centred(m: mol.Molecule) -> mol.Molecule:
    """The pattern moved so the middle of its bounding box sits near (0, 0) (nicer to read)."""
    pairs = mol.items(m)
    qs = [q for (q, r), _ in pairs]
    rs = [r for (q, r), _ in pairs]
    # centre on the hex nearest the middle in cube coordinates
    dq = round((min(qs) + max(qs)) / 2)
    dr = round((min(rs) + max(rs)) / 2)
    return mol.make([((q - dq, r - dr), d) for (q, r), d in pairs])


def choose(found, rng: random.Random) -> list[tuple[int, mol.Molecule]]:
    """QUOTA patterns per depth; shapes spread out: take one pattern per hex outline in turn."""
    chosen = []
    for depth, count in QUOTA.items():
        by_outline: dict[tuple, list[mol.Molecule]] = {}
        for key, (d, layout) in sorted(found.items()):
            if d == depth:
                outline = mol.pattern_id(tuple((c >> 2) * 4 for c in layout))
                by_outline.setdefault(outline, []).append(layout)
        outlines = sorted(by_outline)
        rng.shuffle(outlines)
        for layouts in by_outline.values():
            rng.shuffle(layouts)
        picked = []
        while len(picked) < count:
            for outline in outlines:
                if by_outline[outline] and len(picked) < count:
                    picked.append(by_outline[outline].pop())
        chosen.extend((depth, layout) for layout in picked)
    return chosen


def build() -> dict:
    t = time.time()
    found = search(MAX_DEPTH)
    print(f"  search took {time.time() - t:.1f} s", file=sys.stderr)
    rng = random.Random(SEED)
    chosen = choose(found, rng)
    numbers = sorted(NAMES)
    assert len(numbers) == len(chosen) == 52
    rng.shuffle(chosen)
    dealt = dict(zip(numbers, chosen))
    # The rulebook's scoring example (iron, cobalt, nickel: 3 for the cards + 3 for the run = 6)
    # should hold literally in our deck, so those three get value-1 patterns.
    example = (26, 27, 28)
    for n in example:
        if VALUE_BANDS[dealt[n][0]] != 1:
            swap = next(m for m in numbers if m not in example and VALUE_BANDS[dealt[m][0]] == 1)
            dealt[n], dealt[swap] = dealt[swap], dealt[n]
    elements = []
    for number in numbers:
        depth, layout = dealt[number]
        pattern = centred(layout)
        elements.append({
            "number": number,
            "symbol": SYMBOLS[number - 1],
            "name": NAMES[number],
            "value": VALUE_BANDS[depth],
            "min_actions": depth,
            "pattern": [{"q": q, "r": r, "disc": mol.DISC_NAMES[d]} for (q, r), d in mol.items(pattern)],
        })
    data = {"elements": elements, "specials": SPECIALS}
    parse(data)  # the schema the game checks at load
    return data


def dump(data: dict) -> str:
    # one pattern hex per line is long; keep each card on a few readable lines
    lines = ['{', '  "elements": [']
    for i, e in enumerate(data["elements"]):
        head = {k: v for k, v in e.items() if k != "pattern"}
        body = json.dumps(head)[:-1]
        hexes = ", ".join(json.dumps(h) for h in e["pattern"])
        comma = "," if i < len(data["elements"]) - 1 else ""
        lines.append(f'    {body},\n     "pattern": [{hexes}]}}{comma}')
    lines.append('  ],')
    lines.append('  "specials": ' + json.dumps(data["specials"], indent=4).replace("\n", "\n  "))
    lines.append('}')
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if cards.json is out of date")
    args = parser.parse_args(argv)
    text = dump(build())
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("cards.json is up to date" if same else "cards.json differs from the generator")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
