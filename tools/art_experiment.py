"""Generate Experiment's card art in assets/art/experiment/ (rerunnable; house style in docs/art.md).

    python tools/art_experiment.py [--check]

Each lab card kind drawn as flasks (``<kind>``, a square view box: the cards stand upright), the
flasks a task card is composed of (``task-<colour>-<amount>``: one per colour and amount that some
task needs; the face sets one per container side by side), and the two backs (``back`` for the lab
cards, ``task-back``). The chemical's shape and letter are not in the files: the face draws the token
on the liquid, at the spot faces.FLASK_TOKENS names. ``--check`` writes nothing and fails if a file
on disk differs from what this would write, or if a card has no picture (or a picture no card).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from art_parts import (  # noqa: E402
    BAD, BLUE, GREEN, GREY, ORANGE, PAPER, PURPLE, RED, WARN, WHITE, YELLOW, card_problems,
    at, burst, circle, line, path, poly, puddle, sparks, svg_box, tint, write_or_check,
)
from labdesk.games.experiment import faces  # noqa: E402
from labdesk.games.experiment.content import BROKEN, EXPLOSION, JOKER, content  # noqa: E402

OUT = ROOT / "assets" / "art" / "experiment"
COLOUR = {"red": RED, "yellow": YELLOW, "blue": BLUE, "green": GREEN, "orange": ORANGE, "purple": PURPLE}
NECK, BODY, HALF, RIM = 5, 18, 13, 7  # a flask in its own units: neck half-width, body height, base half-width


def glass_flask(layers, level: float) -> str:
    """An Erlenmeyer flask standing on (0, 0), 30 tall; ``layers`` (colours, bottom first) fill the
    body to ``level`` (0-1) in equal bands, so a joker shows its three basics."""
    top = -BODY - 12

    def half_width(y):  # the body's half-width at height y (0 at the base, -BODY at the shoulder)
        return HALF - (HALF - NECK) * (-y / BODY)
    parts = [poly(WHITE, -NECK, top, -NECK, -BODY, -HALF, 0, HALF, 0, NECK, -BODY, NECK, top)]
    fill = -BODY * level
    for k, colour in enumerate(layers):
        y0, y1 = fill * k / len(layers), fill * (k + 1) / len(layers)
        parts.append(poly(colour, -half_width(y0), y0, -half_width(y1), y1, half_width(y1), y1, half_width(y0), y0,
                          stroke=False))
    parts += [path(f"M{-NECK} {top}V{-BODY}L{-HALF} 0H{HALF}L{NECK} {-BODY}V{top}"),
              line(-NECK - 2, top, NECK + 2, top), line(-HALF + 4, -3, -HALF + 7, -9, colour=WHITE, width=1.5)]
    return "".join(parts)


def pale(colour: str, amount: float) -> str:
    """A palette colour (written "#rrggbb") mixed with white."""
    return tint(tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5)), amount)


def bubbles(colour) -> str:
    """Bubbles rising from a flask's neck at (0, 0): a compound still reacting."""
    return circle(-3, -4, 2.5, pale(colour, 0.45)) + circle(3, -10, 3, pale(colour, 0.45)) + \
        circle(-2, -17, 2, pale(colour, 0.45))


def spot(where: str, k: int) -> tuple[float, float]:
    """A token's spot (faces.FLASK_TOKENS) in this view box: where the flask's liquid must be."""
    fx, fy = faces.FLASK_TOKENS[where][k]
    return fx * 100, fy * 100


def single(colours, level=0.62, mixed=False) -> list[str]:
    x, y = spot("single", 0)
    feet = y + 18  # the token sits in the lower body of a flask scaled 2.2
    parts = [at(x, feet, glass_flask(colours, level), s=2.2)]
    if mixed:
        parts.append(at(x, feet - 68, bubbles(colours[0])))
    return parts


def double(colour) -> list[str]:
    parts = []
    for k in range(2):
        x, y = spot("double", k)
        parts.append(at(x, y + 12, glass_flask([colour], 0.62), s=1.6))
    return parts


def broken() -> list[str]:
    """A flask knocked over, cracked, its grey spill on the bench."""
    x, y = spot("single", 0)
    return [at(x - 26, y + 18, puddle(GREY, 40)), at(x + 16, y - 5, glass_flask([], 0), s=1.8, rot=-90),
            line(x + 4, y - 26, x - 2, y - 18, x + 4, y - 12, x - 1, y - 5, width=1.8),
            at(x + 30, y - 36, sparks(5, GREY))]


def explosion() -> list[str]:
    """Nothing left but a bang and the flask's pieces flying."""
    return [at(50, 44, burst(34, WARN, BAD, 12)), poly(WHITE, 14, 82, 22, 74, 26, 84),
            poly(WHITE, 74, 80, 84, 72, 86, 86), poly(WHITE, 44, 90, 50, 80, 56, 90)]


def kind_scene(kind: str) -> list[str]:
    base = kind.removeprefix("double-")
    if kind.startswith("double-"):
        return double(COLOUR[base])
    if kind == JOKER:
        return single([COLOUR[c] for c in faces.JOKER_COLOURS], 0.7)
    if kind == BROKEN:
        return broken()
    if kind == EXPLOSION:
        return explosion()
    return single([COLOUR[kind]], mixed=kind in ("green", "orange", "purple"))


def kind_tint(kind: str) -> str:
    base = kind.removeprefix("double-")
    if base in COLOUR:
        return pale(COLOUR[base], 0.8)
    return {JOKER: tint((88, 196, 220), 0.8), BROKEN: "#e4e4e8", EXPLOSION: tint((240, 180, 70), 0.75)}[kind]


def task_flask(colour: str, amount: int) -> str:
    """One container of a task: a flask half full (amount 1) or full (2), in a 40 x 60 view box; the
    face draws the token on it and the amount under it."""
    fx, fy = faces.FLASK_TOKENS["task"][0]
    return svg_box(40, 60, pale(COLOUR[colour], 0.82),
                   at(fx * 40, fy * 60 + 9, glass_flask([COLOUR[colour]], 0.5 if amount == 1 else 0.95), s=1.2),
                   floor=fy * 60 + 9)


def back(colour: str, *inside: str) -> str:
    return svg_box(100, 140, colour, '<rect x="6" y="6" width="88" height="128" rx="5" fill="none" stroke="#eef0f2"/>',
                   *inside)


def backs() -> dict[str, str]:
    """The lab cards' back: three flasks of the basics under a bubbling one; the task deck's: a
    clipboard of flasks."""
    lab = back("#4a3c6a", at(50, 76, glass_flask([PURPLE], 0.6), s=2.2), at(50, 10, bubbles(PURPLE), s=1.4),
               at(24, 124, glass_flask([RED], 0.6)), at(50, 124, glass_flask([YELLOW], 0.6)),
               at(76, 124, glass_flask([BLUE], 0.6)))
    rows = "".join(at(36, 52 + 24 * k, glass_flask([c], 0.6), s=0.6) + line(46, 46 + 24 * k, 70, 46 + 24 * k,
                                                                              colour=GREY, width=2)
                   for k, c in enumerate((GREEN, ORANGE, BLUE)))
    task = back("#3c5a3c", path("M22 26H78V124H22Z", fill=PAPER), path("M38 20H62V30H38Z", fill=GREY), rows,
                at(70, 112, line(-5, 0, -1, 4, 6, -5, colour=GREEN, width=3.5)))
    return {"back": lab, "task-back": task}


def names() -> set[str]:
    """Every picture the content needs (the same rule tests/test_art.py applies)."""
    data = content()
    kinds = set(data.lab_kinds)
    needs = {f"task-{colour}-{amount}" for task in data.tasks for colour, amount in task.need}
    return kinds | needs | {"back", "task-back"}


def drawings() -> dict[str, str]:
    """Every file this tool writes: name -> SVG text."""
    data = content()
    out = {kind: svg_box(100, 100, kind_tint(kind), *kind_scene(kind), floor=92)
           for kind in set(data.lab_kinds)}
    for task in data.tasks:
        for colour, amount in task.need:
            out[f"task-{colour}-{amount}"] = task_flask(colour, amount)
    return out | backs()


def main(argv=None) -> int:
    files = drawings()
    return write_or_check(__doc__.splitlines()[0], OUT, ROOT, files, card_problems(files, names()), argv)


if __name__ == "__main__":
    sys.exit(main())
