"""Generate Explosion in the Laboratory's card art in assets/art/explosion/ (rerunnable; house style
in docs/art.md).

    python tools/art_explosion.py [--check]

A scene for each side of each Process card (``process-<id>-<side>``), one for each Lab card
(``lab-<number>``: the bench heats up with the fire level), the Robot and the card back, composed from
the shared parts in tools/art_parts.py. ``--check`` writes nothing and fails if a file on disk differs
from what this would write, or if a card has no scene (or a scene no card).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from art_parts import (  # noqa: E402
    ACCENT, BAD, BLUE, DARK, GOOD, GREEN, GREY, METAL, ORANGE, PURPLE, RED, WARN, WHITE, YELLOW, card_problems,
    arrow, at, bang, bubble, burner, burst, circle, ellipse, flask, gear, line, magnifier, path, poly,
    query, rack, rect, robot, scientist, sheet, sparks, star, steam, svg, svg_box, tint, tube,
    write_or_check,
)

OUT = ROOT / "assets" / "art" / "explosion"
CONTENT = ROOT / "labdesk" / "games" / "explosion" / "content.json"
SIDE_TINT = {"blue": tint((70, 130, 230), 0.8), "yellow": tint((235, 200, 60), 0.78)}
BLACK = "#3c3c44"  # the black chemical


def bald(x, y, mood="happy", arms="down", s=1.0, flip=False):
    return at(x, y, scientist("bald", mood, arms), s=s, flip=flip)


def wild(x, y, mood="happy", arms="down", s=1.0, flip=False):
    return at(x, y, scientist("wild", mood, arms), s=s, flip=flip)


def bench(x, w):
    return rect(x, 66, w, 4, ORANGE, 1) + line(x + 4, 70, x + 4, 90) + line(x + w - 4, 70, x + w - 4, 90)


def tick(x, y):
    return line(x - 5, y, x - 1, y + 4, x + 6, y - 5, colour=GOOD, width=3.5)


def drop(x, y, colour=BLUE, r=3):
    return path(f"M{x} {y - 2 * r}Q{x + r} {y - r * 0.4} {x + r} {y}A{r} {r} 0 0 1 {x - r} {y}"
                f"Q{x - r} {y - r * 0.4} {x} {y - 2 * r}Z", fill=colour)


def bottle(colour=BLUE):
    """A big stock bottle standing on (0, 0) with a label panel."""
    return rect(-5, -40, 10, 8, GREY, 1) + rect(-13, -33, 26, 33, colour, 4) + rect(-9, -24, 18, 12, WHITE, 1)


def bell_jar():
    """A glass dome over (0, 0), 40 wide."""
    return '<path d="M-20 0V-22Q-20 -38 0 -38Q20 -38 20 -22V0" fill="#e6f6fa" fill-opacity="0.5"/>' + circle(0, -40, 3, GREY) + \
        line(-24, 0, 24, 0, width=3.5)


def shield(colour=ACCENT):
    return path("M0 -18L14 -13Q14 4 0 12Q-14 4 -14 -13Z", fill=colour) + line(-6, -2, -1, 3, 7, -7, colour=WHITE,
                                                                                width=3)


def ice(x, y):
    return rect(x, y, 8, 8, "#eaf8ff", 1.5)


def pipette():
    """A pipette held upright, its tip at (0, 0)."""
    return line(0, 0, 0, -20, width=3) + rect(-3, -38, 6, 18, WHITE, 1) + ellipse(0, -42, 5, 6, BAD)


def broom():
    return line(4, -4, 18, -34, colour=ORANGE, width=3) + poly(YELLOW, -8, 0, 10, 0, 7, -7, -3, -7)


def notebook():
    return rect(-14, -10, 28, 20, WHITE, 2) + line(0, -10, 0, 10) + \
        "".join(line(-11, -5 + 4 * k, -3, -5 + 4 * k, colour=GREY, width=1.2) for k in range(4)) + \
        "".join(line(3, -5 + 4 * k, 11, -5 + 4 * k, colour=GREY, width=1.2) for k in range(3))


def condenser():
    """Distillation: a flask on a burner, a sloping tube to a collecting test tube."""
    return at(48, 66, burner(0.8)) + at(48, 46, flask(PURPLE, 0.6), s=0.9) + line(50, 22, 92, 40, width=4) + \
        at(98, 66, tube(PURPLE), s=1.1) + drop(94, 48, PURPLE, 2)


SCENES = {
    "process-1-blue": lambda: [bench(20, 100), condenser(), bald(134, 90, "happy", "point", s=0.9, flip=True)],
    "process-1-yellow": lambda: [bench(16, 70), at(50, 66, rack(RED, BLUE, YELLOW)), wild(112, 90, "happy", "hold"),
                                 at(70, 36, magnifier(), s=1.1), at(48, 20, query(PURPLE), s=1.6)],
    "process-2-blue": lambda: [at(52, 90, flask(PURPLE, 0.55), s=1.6), arrow(80, 60, 110, 48, GOOD),
                               at(122, 56, tube(RED), s=1.1), bald(34, 90, "happy", "hips", s=0.8)],
    "process-2-yellow": lambda: [wild(56, 90, "happy", "hold"),
                                 at(108, 30, bubble(at(0, 8, flask(GREEN, 0.6), s=0.7), w=40, h=30)),
                                 circle(84, 50, 2.5, WHITE), circle(78, 58, 1.8, WHITE)],
    "process-3-blue": lambda: [bald(80, 90, "grin", "up"), at(64, 46, tube(BLUE, -15), s=1.1),
                               at(98, 46, tube(YELLOW, 15), s=1.1), tick(100, 14)],
    "process-3-yellow": lambda: [rect(40, 64, 60, 26, "#bfe4f6", 4), ice(48, 58), ice(84, 56), ice(62, 60),
                                 at(70, 70, flask(ORANGE, 0.5), s=1.3), bald(124, 90, "sad", "hips", s=0.85),
                                 line(138, 22, 142, 18, colour=ACCENT), line(112, 22, 108, 18, colour=ACCENT)],
    "process-4-blue": lambda: [at(56, 86, bottle(BLUE), rot=-40, s=1.1), path("M66 52Q72 60 74 70", colour=BLUE),
                               at(78, 90, flask(BLUE, 0.4), s=1.1), wild(126, 90, "happy", "point", flip=True,
                                                                          s=0.9)],
    "process-4-yellow": lambda: [bench(30, 70), at(64, 66, burner(2)), at(64, 34, flask(YELLOW, 0.6)),
                                 at(64, 22, sparks(6)), bald(126, 90, "shock", "out", s=0.9)],
    "process-5-blue": lambda: [bench(24, 70), rect(40, 36, 36, 30, METAL, 3), circle(58, 50, 10, WHITE),
                               line(58, 50, 64, 44, colour=BAD), at(92, 50, gear(9)), at(104, 36, gear(6)),
                               wild(130, 90, "happy", "point", flip=True, s=0.85)],
    "process-5-yellow": lambda: [bench(30, 80), at(70, 58, notebook(), s=1.3), line(84, 44, 96, 58, colour=DARK,
                                                                                   width=3),
                                 bald(124, 90, "happy", "hold", s=0.85, flip=True)],
    "process-6-blue": lambda: [at(60, 90, flask(GREEN, 0.6), s=1.5), at(96, 54, shield(), s=1.4),
                               at(130, 40, burst(9, WARN, BAD)), line(118, 46, 112, 50, colour=WARN)],
    "process-6-yellow": lambda: [bald(40, 90, "happy", "hold"), wild(118, 90, "sad", "hold", flip=True),
                                 at(80, 52, sheet(), s=1.3), at(74, 30, magnifier())],
    "process-7-blue": lambda: [rect(40, 86, 80, 4, DARK, 1), at(80, 86, flask(RED, 0.6), s=1.1),
                               at(80, 56, burst(8, WARN, BAD)), at(80, 86, bell_jar(), s=1.3),
                               bald(136, 90, "happy", "hips", s=0.75)],
    "process-7-yellow": lambda: [bench(20, 80), at(36, 66, flask(BLUE, 0.5), s=0.8), at(76, 66, rack(GREEN, RED)),
                                 at(50, 30, star(4, WARN)), at(90, 36, star(3, WARN)), at(104, 90, broom(), s=1.2),
                                 wild(140, 90, "happy", "hold", s=0.75, flip=True)],
    "process-8-blue": lambda: [at(62, 90, flask(YELLOW, 0.5), s=1.2), wild(104, 90, "grin", "up"),
                               at(120, 36, flask(WHITE, 0.01), s=0.8), at(132, 28, sparks(6))],
    "process-8-yellow": lambda: [at(80, 48, pipette(), s=1.2), drop(80, 62, RED), at(80, 90, tube(RED), s=1.1),
                                 bald(40, 90, "happy", "point"), at(110, 84, rack(BLUE, YELLOW), s=0.8)],
}


def lab_scene(number: int) -> list[str]:
    """Lab card ``number`` (its fire level): the same bench hotter each time; the scientist's face
    goes from calm to alarm, smoke from five, a bang at six."""
    mood = ("happy", "happy", "grin", "shock", "shock", "shock")[number - 1]
    arms = ("down", "hold", "hips", "out", "out", "up")[number - 1]
    tripod = line(46, 66, 50, 34) + line(78, 66, 74, 34) + line(44, 34, 80, 34, width=3)
    parts = [bench(30, 64), at(62, 66, burner(0.2 + 0.25 * number)), tripod,
             at(62, 34, flask(GREEN, 0.3 + 0.08 * number), s=0.9)]
    if number >= 3:
        parts.append(at(62, 8, steam(4 + number)))
    if number >= 5:
        parts += [circle(40, 14, 6, GREY), circle(30, 9, 5, GREY), circle(22, 14, 4, GREY)]
    if number == 6:
        parts.append(at(92, 22, burst(14, WARN, BAD)))
    if number == 1:
        parts += [at(24, 22, star(4, ACCENT)), at(40, 12, star(3, ACCENT))]
    return parts + [bald(126, 90, mood, arms, s=0.9)]


LAB_TINT = [tint(c, 0.78) for c in ((90, 170, 230), (120, 190, 200), (235, 200, 60), (240, 150, 60),
                                     (230, 110, 70), (220, 70, 60))]


def robot_scene() -> list[str]:
    """The Robot playing solo: pouring a chemical, a cracked flask at its feet for luck."""
    return [bench(20, 60), at(36, 66, rack(RED, BLUE, YELLOW, BLACK)), at(66, 66, flask(ORANGE, 0.5)),
            at(110, 90, robot("happy", "hold"), s=1.1), at(136, 24, sparks(5, ACCENT))]


def back() -> str:
    """The card back: a bang between two flasks on the game's deep red, no words."""
    return svg_box(100, 140, "#5a2a2e",
                   '<rect x="6" y="6" width="88" height="128" rx="5" fill="none" stroke="#f6e6dc"/>',
                   at(50, 56, burst(30, WARN, BAD, 12)), at(50, 56, bang(WHITE), s=2),
                   at(24, 124, flask(GREEN, 0.6), s=1.1), at(76, 124, flask(PURPLE, 0.6), s=1.1),
                   at(50, 124, tube(BLUE), s=1.1))


def content() -> dict:
    return json.loads(CONTENT.read_text(encoding="utf-8"))


def names() -> set[str]:
    """Every picture the content needs (the same rule tests/test_art.py applies)."""
    data = content()
    out = {f"process-{c['id']}-{side}" for c in data["process_cards"] for side in ("blue", "yellow")}
    return out | {f"lab-{c['number']}" for c in data["lab_cards"]} | {"robot", "back"}


def drawings() -> dict[str, str]:
    """Every file this tool writes: name -> SVG text."""
    out = {name: svg(SIDE_TINT[name.rsplit("-", 1)[1]], *scene()) for name, scene in SCENES.items()}
    for card in content()["lab_cards"]:
        out[f"lab-{card['number']}"] = svg(LAB_TINT[card["number"] - 1], *lab_scene(card["number"]))
    out["robot"] = svg(tint((120, 132, 146), 0.8), *robot_scene())
    out["back"] = back()
    return out


def main(argv=None) -> int:
    files = drawings()
    return write_or_check(__doc__.splitlines()[0], OUT, ROOT, files, card_problems(files, names()), argv)


if __name__ == "__main__":
    sys.exit(main())
