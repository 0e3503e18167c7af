"""Generate Lab Chaos's card art in assets/art/lab-chaos/ (rerunnable; house style in docs/art.md).

    python tools/art_lab_chaos.py [--check]

One small cartoon scene per card telling its title's joke, composed from the shared parts in
tools/art_parts.py, plus the card back. ``--check`` writes nothing and fails if a file on disk differs
from what this would write, or if a card has no scene (or a scene no card).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from art_parts import (  # noqa: E402
    ACCENT, BAD, BLUE, DARK, DINO, GOOD, GREEN, GREY, INK, METAL, ORANGE, PAPER, PURPLE, RED, SKIN, WARN, WHITE,
    YELLOW, arrow, arrow_turn, at, ballot, bang, battery, bone, broom, bubble, burst, calendar, camera, camera_flash,
    card, cat, centrifuge, circle, clock, coin, dino, disco_ball, door, egg, ellipse, flask, fridge, gear, heart,
    key, keyboard, laptop, line, magnifier, medal, meteor, microscope, moon, mug, notes, path, phone, poly, puddle,
    query, rack, rect, recycle, ring, robot, scales, scientist, sheet, shelf, sparks, star, steam, svg, tar, tint,
    tube, valve, write_or_check, zzz,
)
from labdesk.games.lab_chaos.faces import SYMBOLS  # noqa: E402

OUT = ROOT / "assets" / "art" / "lab-chaos"
CARDS = ROOT / "labdesk" / "games" / "lab_chaos" / "cards.json"
COFFEE = "#8a5a3a"
SLIME = "#8ed06a"


def bald(x, y, mood="happy", arms="down", s=1.0, flip=False, rot=0, **kw):
    return at(x, y, scientist("bald", mood, arms, **kw), s=s, flip=flip, rot=rot)


def wild(x, y, mood="happy", arms="down", s=1.0, flip=False, rot=0, **kw):
    return at(x, y, scientist("wild", mood, arms, **kw), s=s, flip=flip, rot=rot)


def bot(x, y, mood="happy", arms="down", s=1.0, flip=False, rot=0, **kw):
    return at(x, y, robot(mood, arms, **kw), s=s, flip=flip, rot=rot)


def rex(x, y, mood="happy", s=1.0, flip=False, rot=0, **kw):
    return at(x, y, dino(mood, **kw), s=s, flip=flip, rot=rot)


def goggles():
    return rect(-9, -51.5, 18, 7, ACCENT, 3) + line(-10, -48, -12, -46)


def red_cross(x, y, r=6):
    return line(x - r, y - r, x + r, y + r, colour=BAD, width=3.5) + line(x - r, y + r, x + r, y - r, colour=BAD, width=3.5)


def tick(x, y):
    return line(x - 5, y, x - 1, y + 4, x + 6, y - 5, colour=GOOD, width=3.5)


def speed_lines(x, y, n_lines=3):
    return "".join(line(x, y + 6 * k, x - 12 + 3 * k, y + 6 * k, colour=GREY, width=1.8) for k in range(n_lines))


def waves(x, y, k=3, colour=ACCENT):
    return "".join(path(f"M{x + 5 * i} {y - 4 - 2 * i}Q{x + 4 + 6 * i} {y} {x + 5 * i} {y + 4 + 2 * i}", colour=colour)
                   for i in range(k))


def desk(x, w=56):
    return rect(x, 66, w, 4, ORANGE, 1) + line(x + 4, 70, x + 4, 90) + line(x + w - 4, 70, x + w - 4, 90)


def scissors(x, y):
    return at(x, y, circle(-8, -4, 3.5, "none"), circle(-8, 4, 3.5, "none"), poly(METAL, -5, -3, 12, 2, -4, 0),
              poly(METAL, -5, 3, 12, -2, -4, 0), circle(-2, 0, 1, INK, stroke=False))


def blob():
    return path("M-12 0Q-14 -16 0 -16Q14 -16 12 0Z", fill=SLIME) + circle(-4, -9, 2.5, WHITE) + circle(4, -9, 2.5, WHITE) + \
        circle(-4, -9, 1, INK, stroke=False) + circle(4, -9, 1, INK, stroke=False)


def bin_():
    return poly(GREY, -9, -18, 9, -18, 7, 0, -7, 0) + line(-11, -18, 11, -18)


def chart(x, y):
    bars = "".join(rect(x + 6 + 9 * i, y + 30 - h, 6, h, c, 0.5) for i, (h, c) in
                   enumerate(((8, BLUE), (14, GOOD), (21, WARN), (28, BAD))))
    return rect(x, y, 46, 34, WHITE, 2) + bars + arrow(x + 6, y + 24, x + 40, y + 4, PURPLE)


def whiteboard(x, y):
    return rect(x, y, 50, 32, WHITE, 2) + line(x + 6, y + 24, x + 16, y + 14, x + 26, y + 20, x + 42, y + 7, colour=BLUE) + \
        line(x + 12, y + 32, x + 8, y + 46) + line(x + 38, y + 32, x + 42, y + 46)


def signpost(x):
    return line(x, 90, x, 36) + poly(GOOD, x, 38, x + 24, 38, x + 30, 43, x + 24, 48, x, 48) + \
        poly(BAD, x, 52, x - 24, 52, x - 30, 57, x - 24, 62, x, 62)


def bars(x0, x1):
    return "".join(line(x, 28, x, 90, colour=GREY, width=2) for x in range(x0, x1 + 1, 10)) + line(x0, 28, x1, 28)


def propeller():
    return line(0, -58, 0, -66) + ellipse(-9, -66, 9, 2, METAL) + ellipse(9, -66, 9, 2, METAL)


def sign(x, y, *inside):
    return line(x, y + 14, x, y + 34) + rect(x - 14, y - 4, 28, 18, WHITE, 2) + at(x, y + 5, *inside)


def hanger_coat(x, y, colour):
    return path(f"M{x} {y}Q{x} {y - 5} {x + 3} {y - 5}") + line(x - 10, y + 6, x, y, x + 10, y + 6) + \
        poly(colour, x - 10, y + 6, x + 10, y + 6, x + 13, y + 40, x - 13, y + 40)


def spray(x, y, flip=False):
    d = -1 if flip else 1
    return "".join(circle(x + d * dx, y + dy, r, ACCENT, stroke=False) for dx, dy, r in
                   ((4, 0, 1.6), (9, -3, 1.3), (10, 3, 1.4), (15, -1, 1.2), (14, 6, 1.0), (19, 2, 1.1)))


def spiral(x, y):
    return path(f"M{x} {y}a2 2 0 1 1 3 2a4 4 0 1 1 -6 -4a6 6 0 1 1 9 6", colour=PURPLE)


def robot_head(x, y, s=1.0):
    return at(x, y, rect(-10, -8, 20, 16, METAL, 3), rect(-7, -4.5, 4.5, 4.5, ACCENT), rect(2.5, -4.5, 4.5, 4.5, ACCENT),
              line(0, -8, 0, -14), circle(0, -15.5, 2.5, BAD), s=s)


def blanket(x):
    return path(f"M{x - 30} 90Q{x - 28} 68 {x} 70Q{x + 26} 68 {x + 30} 90Z", fill=tint((160, 100, 210), 0.5))


def drone(x, y, mood="happy"):
    """The house robot flying: a propeller on the antenna, no legs."""
    body = robot(mood, "out").replace(rect(-8, -13, 5, 13, GREY, 1) + rect(3, -13, 5, 13, GREY, 1), "")
    return at(x, y, body, propeller(), s=0.8)


# --- the scenes: one per card, each telling its title's joke (title -> picture) -----------------------
SCENES = {
    # bald scientists
    "coffee-spill": lambda: [desk(86), at(112, 66, keyboard()), at(104, 60, path("M0 0Q6 -2 10 6", fill=COFFEE)),
                             at(100, 64, mug(BAD), rot=-100), at(116, 66, puddle(COFFEE, 20)),
                             at(116, 54, sparks(6, BAD)), bald(46, 90, "shock", "up")],
    "peer-review": lambda: [at(100, 50, sheet(), red_cross(0, 0, 5), s=1.9), at(72, 28, magnifier(), s=1.2),
                            bald(44, 90, "sad", "point"), at(138, 30, card(BLUE), rot=12), at(130, 66, card(GOOD), rot=-8),
                            at(146, 80, card(WARN), rot=20)],
    "spring-cleaning": lambda: [bald(40, 90, "happy", "hold"), at(58, 90, broom()), at(92, 90, mug(BAD)),
                                at(106, 90, mug(BLUE)), at(120, 90, mug(GOOD)), at(99, 76, mug(WARN)),
                                at(113, 76, mug(PURPLE)), at(106, 62, mug(ORANGE)), at(132, 60, query(), s=1.3)],
    "grant-rejected": lambda: [bald(54, 90, "sad", "hold"), at(90, 50, sheet(), red_cross(0, 0, 6), s=1.8),
                               at(128, 82, coin()), at(140, 86, coin()), arrow(124, 30, 108, 30, BAD)],
    "safety-goggles": lambda: [at(54, 90, scientist("bald", "grin", "up"), goggles()), at(104, 90, flask(GREEN, 0.7), s=1.3),
                               at(104, 46, burst(10, YELLOW, GREEN)), at(122, 64, sparks(6, WARN))],
    "overtime": lambda: [rect(104, 12, 40, 30, "#2c3a56", 2), at(130, 26, moon(), s=0.9), at(112, 20, star(2.5)),
                         at(30, 26, clock(10, 2, 55)), desk(44, 70), at(96, 66, laptop()),
                         bald(64, 90, "sleepy", "hold"), at(66, 22, zzz())],
    "sample-mixup": lambda: [bald(46, 90, "shock", "hold"), at(61, 64, tube(RED, 20)), at(112, 90, rack(RED, BLUE, RED, GREEN)),
                             at(80, 22, bubble(query(), w=20, h=18)), at(140, 86, tube(RED), rot=70)],
    "intern-day": lambda: [bald(34, 90, "happy", "point"), at(128, 90, rack(BLUE, GREEN, RED, YELLOW)),
                           at(128, 76, rack(PURPLE, ORANGE, BLUE, GREEN)), at(128, 62, rack(RED, YELLOW, GREEN, BLUE)),
                           bald(92, 90, "shock", "hold", s=0.72), at(100, 72, rect(-3, -2, 8, 5, WHITE, 1), rot=-15)],
    "tenure-track": lambda: [rect(52, 64, 40, 26, DARK, 2), rect(60, 56, 24, 8, WARN, 1),
                             at(72, 56, scientist("bald", "grin", "up"), at(0, -27, medal(), s=0.7), s=0.9),
                             at(34, 30, star(4)), at(110, 24, star(5)), at(130, 50, star(3.5)), at(24, 60, star(3))],
    "missing-pipette": lambda: [rect(90, 50, 50, 40, ORANGE, 2), rect(84, 58, 62, 14, WARN, 2), circle(115, 65, 2, INK),
                                line(96, 60, 126, 60, colour=ACCENT, width=3), circle(128, 60, 2.5, BAD),
                                bald(52, 90, "shock", "point"), at(110, 30, bubble(bang(), w=18, h=16))],
    "budget-cut": lambda: [line(24, 58, 136, 58, colour=GREY, width=1.5), at(40, 58, coin()), at(56, 58, coin()),
                           at(104, 58, coin()), at(120, 58, coin()), scissors(80, 58), at(84, 70, microscope(), s=0.9),
                           at(130, 88, sparks(5, BAD)), bald(30, 90, "sad", "down", s=0.75)],
    "eureka": lambda: [at(74, 90, scientist("bald", "grin", "up"), rot=8), speed_lines(50, 44), speed_lines(46, 64),
                       at(112, 30, bubble(bang(WARN), w=22, h=18, tail=-1)), at(74, 26, sparks(9, WARN)),
                       at(130, 70, circle(0, 0, 6, YELLOW), rect(-3, 5, 6, 5, GREY, 1))],
    "tea-break": lambda: [bald(60, 90, "happy", "hold"), at(74, 66, mug(GOOD)), at(74, 52, steam()),
                          at(118, 90, rect(-14, -20, 28, 20, ORANGE, 2)), at(110, 70, mug(BLUE)),
                          at(124, 70, path("M-7 0Q-7 -10 0 -10Q7 -10 7 0Z", fill=WHITE), line(7, -6, 12, -10)),
                          at(30, 26, clock(9, 4, 0))],
    "quorum": lambda: [bald(22, 90, "happy", "wave", s=0.7), wild(46, 90, "happy", "wave", s=0.7),
                       bald(70, 90, "happy", "wave", s=0.7), at(96, 90, ballot()),
                       bot(132, 90, "sad", "hips", s=0.8), red_cross(132, 24, 6)],
    "balanced-budget": lambda: [at(98, 90, scales()), at(80, 54, card(BLUE)), at(116, 54, card(RED)), at(116, 46, card(GOOD), rot=8),
                                bald(38, 90, "happy", "point"), at(98, 20, star(4, GOOD))],
    "staff-meeting": lambda: [whiteboard(12, 12), bald(48, 90, "happy", "point", s=0.9), desk(84, 66),
                              bot(100, 66, "sleepy", "hold", s=0.55), at(110, 55, sheet(), s=0.5),
                              rex(124, 66, "happy", s=0.55), at(142, 56, sheet(), s=0.5)],
    "quiet-hours": lambda: [bald(48, 90, "happy", "hold"), at(66, 44, zzz()), at(114, 36, clock(14, 10, 0)),
                            at(114, 78, poly(GREY, -8, -4, -2, -4, 6, -10, 6, 10, -2, 4, -8, 4)), red_cross(114, 78, 9)],
    "bless-you": lambda: [bald(44, 90, "shock", "down"), spray(54, 44), at(82, 38, card(BLUE), rot=20),
                          at(100, 52, card(RED), rot=-25), at(118, 34, card(GOOD), rot=40), at(134, 62, card(WARN), rot=-10)],
    "ringtone": lambda: [bald(40, 90, "shock", "up"), wild(128, 90, "sleepy", "down", flip=True), desk(58, 46),
                         at(82, 58, phone(), rot=-12), at(82, 42, notes()), at(98, 34, notes(ORANGE), s=0.8),
                         at(82, 58, sparks(12, BAD))],
    # haired scientists
    "bad-hair-day": lambda: [wild(70, 90, "shock", "down", s=1.15), at(70, 36, sparks(18, YELLOW)),
                             at(44, 30, poly(YELLOW, 0, 0, -5, 8, 0, 8, -4, 16, 5, 5, 0, 5, 3, 0)),
                             at(100, 26, poly(YELLOW, 0, 0, -5, 8, 0, 8, -4, 16, 5, 5, 0, 5, 3, 0)),
                             at(122, 90, ellipse(0, -40, 10, 12, BAD), line(0, -28, -2, 0))],
    "centrifuge": lambda: [at(108, 90, centrifuge(), s=1.4), at(118, 34, tube(BLUE), rot=50), at(108, 52, sparks(14, BAD)),
                           at(44, 90, scientist("wild", "shock", "up"), s=0.8, rot=-12)],
    "replication-study": lambda: [wild(46, 90, "happy", "hold"), at(60, 63, flask(GREEN)),
                                  wild(114, 90, "happy", "hold", flip=True), at(100, 63, flask(GREEN), flip=True),
                                  arrow(70, 26, 90, 26), arrow(90, 34, 70, 34)],
    "overqualified": lambda: [at(70, 90, scientist("wild", "sad", "hold"), at(-4, -28, medal(), s=0.5),
                                 at(4, -24, medal(), s=0.5), at(-3, -18, medal(), s=0.5)), at(90, 90, broom()),
                              at(120, 40, rect(-16, -14, 32, 24, WHITE, 1), at(0, -2, medal(), s=0.7)),
                              at(30, 40, rect(-12, -10, 24, 18, WHITE, 1), at(0, -1, star(5, BLUE)))],
    "retraction": lambda: [wild(40, 90, "shock", "point"), at(108, 90, bin_(), s=1.3),
                           at(104, 44, sheet(), red_cross(0, 0, 6), s=1.3, rot=30), arrow(104, 62, 106, 70, GREY)],
    "under-microscope": lambda: [at(36, 90, microscope(), s=1.4), line(44, 50, 82, 38, colour=GREY, width=1.5),
                                 line(44, 56, 82, 70, colour=GREY, width=1.5), circle(112, 48, 32, "#e6f6fa"),
                                 wild(112, 76, "shock", "up", s=0.6), at(100, 26, card(BLUE), s=0.6),
                                 at(124, 28, card(RED), s=0.6)],
    "shared-fridge": lambda: [at(100, 90, fridge(True), s=1.4), at(98, 68, blob(), s=0.9), at(126, 36, sparks(6, SLIME)),
                              wild(40, 90, "shock", "up")],
    "significant": lambda: [chart(86, 28), wild(50, 90, "grin", "point"), at(140, 22, star(5)), at(70, 26, sparks(6, WARN))],
    "robot-ethics": lambda: [desk(10, 78), wild(26, 66, "sad", "hold", s=0.5), bald(48, 66, "sad", "hold", s=0.5),
                             wild(70, 66, "happy", "hold", s=0.5), bot(124, 90, "shock", "down", s=0.9),
                             at(128, 24, bubble(query(), w=18, h=16, tail=1))],
    "group-photo": lambda: [at(24, 90, camera_flash()), bald(64, 90, "grin", "wave", s=0.8), wild(90, 90, "grin", "down", s=0.8),
                            rex(112, 90, "happy", s=0.7), bot(146, 90, "happy", "wave", s=0.75)],
    "borrowed-coat": lambda: [hanger_coat(116, 30, tint((160, 92, 196), 0.55)), line(116, 25, 116, 90), line(104, 90, 128, 90),
                              wild(60, 90, "happy", "point", coat=tint((160, 92, 196), 0.55)),
                              at(88, 34, bubble(heart(), w=16, h=14))],
    "nobel": lambda: [wild(40, 90, "grin", "up"), at(40, 24, medal(), s=1.1), bald(104, 90, "happy", "hold", s=0.7, flip=True),
                      wild(128, 90, "happy", "hold", s=0.7), at(116, 34, bubble(at(0, 0, medal(), s=0.45), w=20, h=16))],
    "deadline": lambda: [wild(44, 90, "shock", "up"), at(112, 34, clock(18, 11, 57)), at(138, 72, calendar()),
                         at(80, 56, sheet(), rot=-20), at(92, 76, sheet(), rot=25), at(20, 22, moon(), s=0.8)],
    "pure-science": lambda: [wild(50, 90, "happy", "hold"), at(70, 64, flask("#d8f0fa", 0.6), s=1.3),
                             at(72, 30, heart(BAD, 4)), at(92, 40, star(3.5, ACCENT)), at(100, 60, star(2.5, ACCENT)),
                             wild(122, 90, "happy", "wave", s=0.6), bald(144, 90, "happy", "wave", s=0.6)],
    "odd-couple": lambda: [wild(54, 90, "happy", "out", s=1.15), bald(96, 90, "happy", "out", s=0.7, flip=True),
                           at(76, 26, heart(BAD, 5)), at(128, 80, flask(PURPLE), s=0.8)],
    "bench-space": lambda: [desk(50, 96), at(64, 66, flask(GREEN), s=0.7), at(80, 66, flask(BLUE), s=0.7),
                            at(96, 66, flask(PURPLE), s=0.7), at(112, 66, rack(RED, YELLOW), s=0.7),
                            at(128, 66, flask(ORANGE), s=0.7), at(146, 70, flask(RED), s=0.7, rot=60),
                            wild(30, 90, "shock", "out")],
    "not-so-fast": lambda: [wild(40, 90, "grin", "out"), at(62, 54, poly(SKIN, -3, -6, 3, -6, 3, 6, -3, 6)),
                            bald(118, 90, "shock", "hold", flip=True), at(104, 62, card(BLUE)),
                            at(80, 26, bubble(bang(), w=18, h=16))],
    "robot-allergy": lambda: [wild(40, 90, "shock", "down"), spray(50, 44), at(44, 20, burst(7, WARN, WHITE)),
                              bot(122, 90, "shock", "up"), at(102, 46, sparks(6, ACCENT))],
    "hands-off": lambda: [desk(70, 66), at(86, 66, flask(BLUE)), at(104, 66, flask(GREEN)), at(122, 66, rack(RED, PURPLE)),
                          wild(44, 90, "grin", "hips"), at(150, 40, line(0, 0, -14, 6, colour=GREY, width=4),
                                                          circle(-15, 6, 3, GREY)),
                          at(62, 24, bubble(bang(), w=18, h=16))],
    # dinos
    "tail-swipe": lambda: [at(8, 36, shelf()), at(22, 36, flask(BLUE), s=0.7),
                           at(40, 54, flask(RED), s=0.7, rot=-70), at(30, 76, flask(GOOD), s=0.7, rot=120),
                           rex(96, 90, "shock", s=1.1), at(130, 28, arrow_turn(10, False))],
    "stampede": lambda: [at(50, 90, dino("grin", legs="run"), s=0.7), at(90, 90, dino("grin", legs="run"), s=0.7),
                         at(130, 90, dino("grin", legs="run"), s=0.7), speed_lines(32, 66), speed_lines(72, 66),
                         at(22, 78, scientist("bald", "shock", "up"), s=0.55, rot=-35)],
    "meteor-shower": lambda: [at(50, 24, meteor()), at(96, 16, meteor(4)), at(136, 30, meteor(6)), at(120, 58, meteor(3)),
                              rex(60, 90, "shock", s=1.1), at(130, 90, burst(8, WARN, BAD))],
    "time-warp": lambda: [at(106, 52, clock(16, 3, 45)), at(106, 52, arrow_turn(23, False, PURPLE)),
                          rex(40, 90, "shock", s=0.9), at(28, 30, sparks(6, PURPLE)), at(140, 80, sparks(5, PURPLE))],
    "fossil-swap": lambda: [rex(26, 90, "happy", s=0.8), at(60, 58, bone()), wild(128, 90, "happy", "hold", flip=True),
                            at(110, 60, at(0, 0, ellipse(0, 0, 8, 6, tint((240, 180, 70), 0.3)),
                                           path("M-4 0Q0 -4 4 0Q0 4 -4 0"))),
                            arrow(66, 30, 100, 30, GOOD), arrow(100, 40, 66, 40, BAD)],
    "it-hatched": lambda: [at(70, 90, egg(), s=2.2), at(70, 64, dino("happy"), s=0.5), at(58, 90, line(-8, -2, -2, -6, 4, -2)),
                           at(70, 44, sparks(9, WARN)), rex(126, 90, "grin", s=0.8, flip=True)],
    "mighty-roar": lambda: [rex(44, 90, "grin", s=1.2), waves(80, 50, 4, BAD), at(120, 90, scientist("bald", "shock", "up"),
                                                                                 s=0.6, rot=30),
                            at(146, 90, scientist("wild", "shock", "up"), s=0.6, rot=40)],
    "wrong-turn": lambda: [signpost(110), rex(44, 90, "sad"), at(72, 30, bubble(query(), w=18, h=16)),
                           at(140, 80, arrow_turn(8, True))],
    "tar-pit": lambda: [at(80, 90, tar(90)), at(80, 96, dino("sad"), s=1.0), at(80, 90, tar(70)),
                        at(40, 28, bubble(query(), w=18, h=16)), at(130, 40, path("M0 0Q4 -6 8 0", colour=GREY))],
    "dino-disco": lambda: [at(80, 16, disco_ball(9)), rex(70, 90, "grin", s=1.1, rot=-8),
                           at(30, 50, notes()), at(132, 44, notes(ORANGE)), at(120, 76, arrow_turn(9, False)),
                           at(46, 30, star(3)), at(118, 26, star(3, ACCENT))],
    "herd-instinct": lambda: [rex(30, 90, "happy", s=0.6), rex(66, 90, "happy", s=0.6), rex(102, 90, "happy", s=0.6),
                              rex(136, 90, "happy", s=0.6), arrow(20, 30, 140, 30, GOOD)],
    "zoo-night": lambda: [at(140, 20, moon(), s=0.8), at(20, 16, star(2.5)), at(60, 12, star(2)),
                          rex(34, 90, "sleepy", s=0.55), rex(70, 90, "happy", s=0.55),
                          bot(100, 90, "sleepy", s=0.55), bot(128, 90, "happy", s=0.55), bars(12, 148)],
    "rounding-error": lambda: [rex(44, 90, "sad", s=1.0), at(100, 88, coin()), at(112, 88, coin()), at(106, 80, coin()),
                               at(106, 40, bubble(query(), w=20, h=18)), at(136, 86, sparks(4, GREY))],
    "hibernation": lambda: [rex(80, 90, "sleepy", s=1.1), blanket(74), at(110, 30, zzz()), at(30, 24, moon(), s=0.9)],
    "raptor-loose": lambda: [at(120, 90, door(True)), rex(84, 90, "grin", s=0.9, colour=tint((230, 96, 90), 0.4), legs="run"),
                             speed_lines(54, 62), wild(26, 90, "shock", "up", s=0.8), at(60, 24, bubble(bang(), w=18, h=16))],
    "dizzy-spell": lambda: [rex(66, 90, "sleepy", s=1.2, rot=6), spiral(96, 40), at(80, 32, star(3)), at(112, 26, star(3)),
                            at(100, 16, star(2.5)), at(130, 76, arrow_turn(9, False))],
    "popped-out": lambda: [at(100, 90, door(True)), at(126, 86, poly(DINO, 0, 0, 16, -4, 0, -8)),
                           at(56, 34, bubble(query(), w=20, h=18)), bot(40, 90, "shock", "out", s=0.8)],
    "laughing-fit": lambda: [rex(60, 90, "grin", s=1.2, rot=-10), at(96, 44, sparks(8, WARN)), desk(96, 50),
                             at(120, 58, card(BAD)), at(46, 34, path("M0 0q-3 5 0 6q3 -1 0 -6", fill=ACCENT))],
    # robots
    "fashion-unit": lambda: [bot(40, 90, "happy", "point"), poly(tint((240, 180, 70), 0.5), 62, 48, 130, 36, 130, 84, stroke=False),
                             at(118, 90, scientist("wild", "happy", "down", coat=RED), s=0.85), at(140, 26, heart())],
    "key-finder": lambda: [bot(44, 90, "happy", "point"), at(70, 46, path("M-6 -6Q0 -12 6 -6L3 -3Q0 -6 -3 -3Z", fill=BAD)),
                           at(110, 82, key(), s=1.3), waves(84, 56, 3), at(110, 66, sparks(6, WARN))],
    "ring-scanner": lambda: [bot(40, 90, "happy", "point"), poly(tint((88, 196, 220), 0.6), 64, 48, 126, 64, 126, 84, stroke=False),
                             at(118, 80, ring(), s=1.4), at(118, 66, sparks(6, YELLOW))],
    "pet-drone": lambda: [drone(60, 74), at(110, 90, cat(), s=1.2), at(110, 40, heart()), waves(72, 26, 2, GREY)],
    "call-forwarder": lambda: [bot(80, 90, "happy", "out"), at(100, 54, phone()), at(60, 54, phone(GOOD)),
                               arrow(110, 40, 140, 30), arrow(48, 40, 18, 30), at(80, 20, notes())],
    "robot-union": lambda: [bot(36, 90, "happy", "hold", s=0.8), sign(52, 30, gear(7)), bot(88, 90, "happy", "hold", s=0.8),
                            sign(104, 30, gear(7, ACCENT)), bot(138, 90, "happy", "down", s=0.8)],
    "low-battery": lambda: [at(70, 90, robot("sleepy", "down"), rot=8), at(116, 38, battery(0.15), s=1.6),
                            at(98, 30, zzz(GREY))],
    "overflow-valve": lambda: [at(78, 46, valve(BLUE)), at(120, 90, puddle(BLUE, 50)), bot(50, 90, "shock", "up", s=0.9),
                               at(130, 60, sparks(5, BLUE))],
    "rule-checker": lambda: [bot(50, 90, "happy", "hold"), at(82, 60, rect(-12, -16, 24, 32, WHITE, 2), tick(0, -7), tick(0, 5),
                                                            rect(-5, -18, 10, 4, GREY, 1)),
                             at(124, 60, card(BAD), s=1.6)],
    "cleaning-robot": lambda: [bot(50, 90, "happy", "hold"), at(68, 90, broom()), at(104, 84, card(PURPLE), rot=80),
                               at(124, 86, card(GOOD), rot=100), speed_lines(96, 70), at(140, 70, sparks(5, ACCENT))],
    "gyroscope": lambda: [at(80, 90, poly(METAL, -16, -16, 16, -16, 0, 0), ellipse(0, -16, 16, 4, ACCENT)),
                          at(80, 74, robot("shock", "out"), s=0.7), at(80, 58, arrow_turn(24, True, PURPLE))],
    "sorting-robot": lambda: [bot(30, 90, "happy", "out", s=0.9), at(64, 90, rect(-10, -14, 20, 14, tint((64, 124, 200), 0.4), 1)),
                              at(88, 90, rect(-10, -14, 20, 14, tint((160, 92, 196), 0.4), 1)),
                              at(112, 90, rect(-10, -14, 20, 14, tint((66, 160, 86), 0.4), 1)),
                              at(136, 90, rect(-10, -14, 20, 14, tint((120, 132, 146), 0.4), 1)),
                              at(64, 66, card(BLUE)), at(88, 54, card(PURPLE)), at(112, 66, card(GREEN)),
                              at(136, 54, card(GREY))],
    "recycling-unit": lambda: [bot(46, 90, "happy", "hold"), at(106, 90, bin_(), s=1.6), at(106, 72, recycle(), s=1.1),
                               at(106, 34, card(BLUE), rot=20), at(90, 24, card(RED), rot=-15)],
    "odd-robot": lambda: [bot(26, 90, "happy", s=0.65), bot(58, 90, "happy", s=0.65), at(90, 90, robot("shock", "up", body=WARN),
                                                                                         s=0.65),
                          bot(122, 90, "happy", s=0.65), at(90, 30, bubble(query(), w=18, h=16))],
    "even-robot": lambda: [at(58, 90, scales(), s=1.6), bot(30, 54, "sleepy", "out", s=0.5), bot(86, 54, "sleepy", "out", s=0.5),
                           at(120, 40, heart(GOOD)), at(138, 70, sparks(5, GOOD))],
    "echo-unit": lambda: [wild(34, 90, "happy", "down", s=0.8), at(52, 30, bubble(notes(), w=22, h=18)),
                          bot(118, 90, "happy", "down", s=0.8), at(100, 30, bubble(notes(), w=22, h=18, tail=1)),
                          waves(68, 58, 3)],
    "scrap-collector": lambda: [bot(40, 90, "happy", "hold"), at(60, 62, path("M-6 -6Q0 -12 6 -6L3 -3Q0 -6 -3 -3Z", fill=BAD)),
                                at(108, 84, gear(9)), at(124, 82, gear(7, ACCENT)), at(116, 70, gear(6, WARN)),
                                at(136, 86, bone(), rot=20), at(96, 88, coin(GREY))],
    "turbo-mode": lambda: [at(84, 80, robot("grin", "up"), rot=20, s=0.9), at(62, 84, burst(9, WARN, BAD), s=1),
                           speed_lines(40, 40), speed_lines(36, 60), at(120, 24, sparks(6, WARN))],
    "system-override": lambda: [desk(64, 70), at(100, 66, laptop(BAD), s=1.3), at(100, 44, bang(WHITE), s=1.2),
                                bot(40, 90, "shock", "up"), at(132, 24, sparks(8, BAD))],
    "surveillance-camera": lambda: [line(12, 14, 44, 14), at(28, 14, camera(), s=1.3),
                                    poly(tint((230, 96, 90), 0.6), 44, 30, 140, 60, 110, 90, stroke=False),
                                    at(112, 90, robot("shock", "hips"), s=0.8)],
}


def back() -> str:
    """The card back: the four symbol figures on the deck's purple, no words (portrait view box)."""
    colours = [SYMBOLS[s]["colour"] for s in ("bald", "haired", "dino", "robot")]
    tiles = [
        at(30, 48, circle(0, -18, 20, tint(colours[0], 0.5)), at(0, 0, scientist("bald", "happy", "wave"), s=0.5)),
        at(70, 48, circle(0, -18, 20, tint(colours[1], 0.5)), at(0, 0, scientist("wild", "happy", "wave"), s=0.5)),
        at(30, 112, circle(0, -18, 20, tint(colours[2], 0.5)), at(-6, 0, dino("happy"), s=0.6)),
        at(70, 112, circle(0, -18, 20, tint(colours[3], 0.5)), at(0, 0, robot("happy", "wave"), s=0.5)),
    ]
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="100" height="140">\n'
            f'<g stroke="{INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n'
            '<rect x="0" y="0" width="100" height="140" rx="7" fill="#3a305c" stroke="none"/>\n'
            '<rect x="5" y="5" width="90" height="130" rx="5" fill="none" stroke="#ece6fa"/>\n'
            + "\n".join(tiles) + "\n</g>\n</svg>\n")


def card_symbols() -> dict[str, str]:
    cards = json.loads(CARDS.read_text(encoding="utf-8"))["cards"]
    return {c["id"]: c["symbol"] for c in cards}


def drawings() -> dict[str, str]:
    """Every file this tool writes: name -> SVG text."""
    out = {}
    for cid, symbol in card_symbols().items():
        if cid in SCENES:
            out[cid] = svg(tint(SYMBOLS[symbol]["colour"], 0.82), *SCENES[cid]())
    out["back"] = back()
    return out


def main(argv=None) -> int:
    problems = [f"{cid}: no scene" for cid in card_symbols() if cid not in SCENES]
    problems += [f"{name}: a scene for no card" for name in SCENES if name not in card_symbols()]
    return write_or_check(__doc__.splitlines()[0], OUT, ROOT, drawings(), problems, argv)


if __name__ == "__main__":
    sys.exit(main())
