"""Generate Wrong Chemistry's card art in assets/art/wrong-chemistry/ (rerunnable; house style in docs/art.md).

    python tools/art_wrong_chemistry.py [--check]

One small picture per invented element showing what its English name makes you see (the pun drawn),
one per table card (Restartium, Extraxodium) and the card back, composed from the shared parts in
tools/art_parts.py. The molecule pattern a card shows is not art: the face draws it (it is a rule).
Files are named by the element's atomic number (``26.svg``), a table card's id, or ``back``.
``--check`` writes nothing and fails if a file on disk differs from what this would write, or if a
card has no picture (or a picture no card).
"""
from __future__ import annotations

import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from art_parts import (  # noqa: E402
    ACCENT, BAD, BLUE, DARK, GOOD, GREEN, GREY, INK, METAL, ORANGE, PAPER, PURPLE, RED, SKIN, WARN, WHITE, YELLOW,
    at, bang, battery, bone, burst, card, cat, circle, coin, dino, ellipse, flask, heart, line, moon, mouth, n, path,
    poly, puddle, query, rect, robot, scientist, sparks, star, steam, svg, tint, write_or_check, zzz,
)
from labdesk.games.wrong_chemistry.faces import VALUE_COLOURS  # noqa: E402

OUT = ROOT / "assets" / "art" / "wrong-chemistry"
CARDS = ROOT / "labdesk" / "games" / "wrong_chemistry" / "cards.json"
RUST = "#b0603a"
BROWN = "#9a6a44"
GOLD = "#e8b838"
LEAF = "#4f9a4a"
NOODLE = "#f4dc8c"
HEX_BLUE, HEX_YELLOW = "#487ce2", "#eec84c"  # the molecule's hexes (faces.BLUE_HEX, YELLOW_HEX)


# --- parts only Wrong Chemistry needs (feet or centre at (0, 0), like the shared parts) ---------------
def eyes(x, y, gap=4.0, r=1.3, shut=False):
    """Two dot eyes centred on (x, y); ``shut`` draws happy closed arcs instead (laughing, asleep)."""
    if shut:
        return "".join(path(f"M{x + d - 2.5} {y}Q{x + d} {y - 2.5} {x + d + 2.5} {y}") for d in (-gap, gap))
    return circle(x - gap, y, r, INK, stroke=False) + circle(x + gap, y, r, INK, stroke=False)


def face(x, y, mood="happy", gap=4.0, w=3.0, shut=False):
    return eyes(x, y, gap, shut=shut) + mouth(x, y + 4, mood, w)


def legs4(xs, top, bottom, colour=INK, gallop=False):
    """Four straight legs from the body (``top``) to the floor; ``gallop`` spreads them."""
    out = []
    for k, x in enumerate(xs):
        lean = (-6 if k % 2 else 6) if gallop else 0
        out.append(line(x, top, x + lean, bottom, colour=colour))
    return "".join(out)


def hexagon(cx, cy, r, fill):
    return poly(fill, *[v for k in range(6) for v in (cx + r * math.cos(math.radians(30 + 60 * k)),
                                                       cy + r * math.sin(math.radians(30 + 60 * k)))])


def molecule(r=8.0, discs=("black", "white", "black", "white", "black", "white")):
    """The starting molecule in small: a blue hex ringed by six yellow ones with alternating discs."""
    out = [hexagon(0, 0, r, HEX_BLUE)]
    for k, colour in enumerate(discs):
        a = math.radians(60 * k)
        cx, cy = r * math.sqrt(3) * math.cos(a), r * math.sqrt(3) * math.sin(a)
        out.append(hexagon(cx, cy, r, HEX_YELLOW))
        out.append(circle(cx, cy, r * 0.5, DARK if colour == "black" else WHITE))
    return "".join(out)


def balloon(colour, string_to):
    x, y = string_to
    return line(0, 7, x, y, width=1.2) + ellipse(0, 0, 6, 7.5, colour)


def umbrella(colour=RED):
    """An open umbrella, its handle's hook at (0, 0), canopy 52 wide."""
    scallops = "".join(f"Q{n - 6.5} -36 {n - 13} -32" for n in (26, 13, 0, -13))
    return line(0, -32, 0, -6) + path("M0 -6Q0 0 -5 0") + \
        path(f"M-26 -32Q-24 -56 0 -58Q24 -56 26 -32{scallops}Z", fill=colour) + \
        line(0, -58, 0, -62) + path("M-13 -32Q-10 -50 0 -58M13 -32Q10 -50 0 -58")


def llama():
    """A standing llama facing right, feet at (0, 0)."""
    fleece = "#f4ead6"
    return "".join([legs4((-14, -8, 8, 14), -18, 0), ellipse(0, -24, 20, 10, fleece),
                    path("M-20 -26Q-26 -28 -24 -20", fill=fleece), rect(10, -56, 9, 32, fleece, 4),
                    ellipse(19, -56, 9, 6, fleece), poly(fleece, 12, -60, 11, -70, 16, -62),
                    poly(fleece, 16, -61, 17, -70, 20, -61), circle(19, -58, 1.2, INK, stroke=False),
                    path("M24 -53Q26 -51 28 -53")])


def berries():
    return "".join(circle(x, y, 3, PURPLE) for x, y in ((0, 0), (5, 1), (2.5, -4))) + \
        path("M2.5 -7Q4 -11 8 -11", colour=LEAF)


def plate(w=40):
    return ellipse(0, 0, w / 2, w / 8, WHITE) + ellipse(0, 0, w / 3, w / 14, PAPER, stroke=False)


def lamp():
    """A genie's oil lamp standing on (0, 0), spout to the right."""
    return path("M-14 -4Q-16 -14 0 -14Q12 -14 16 -10L26 -16L20 -6Q14 0 0 0Q-12 0 -14 -4Z", fill=GOLD) + \
        path("M-14 -8Q-22 -10 -20 -4", fill="none") + rect(-4, -18, 8, 4, GOLD, 2)


def genie():
    """A genie rising from a smoke tail that starts at (0, 0)."""
    return path("M0 0Q-8 -8 0 -14Q10 -20 2 -28", colour=ACCENT) + \
        path("M-10 -28Q-12 -44 0 -46Q12 -44 10 -28Z", fill=BLUE) + \
        line(-9, -38, -16, -48) + line(9, -38, 16, -48) + circle(-16, -48, 2.4, BLUE) + circle(16, -48, 2.4, BLUE) + \
        circle(0, -55, 8, BLUE) + face(0, -56, "grin") + path("M-8 -60Q0 -68 8 -60", fill=BAD)


def flame(colour=ORANGE, inner=YELLOW):
    """A flame standing on (0, 0), 24 tall."""
    return path("M0 -24Q12 -12 8 -4Q6 0 0 0Q-6 0 -8 -4Q-12 -12 -4 -16Q-2 -10 0 -12Q-2 -18 0 -24Z", fill=colour) + \
        path("M0 -12Q5 -6 3 -2Q0 0 -3 -2Q-4 -6 0 -12Z", fill=inner, colour="none")


def steamer():
    """A bamboo steamer basket on (0, 0), 40 wide."""
    return rect(-20, -14, 40, 14, "#d8b070", 3) + line(-20, -7, 20, -7, width=1.5) + \
        "".join(line(x, -14, x, 0, width=1) for x in (-12, -4, 4, 12))


def dumpling():
    pleats = path("M-5 -8Q-3 -5 -2 -10M2 -10Q3 -5 5 -8", colour=None)
    return path("M-9 0Q-10 -10 0 -11Q10 -10 9 0Z", fill=PAPER) + pleats


def horseshoe_magnet():
    """A horseshoe magnet lying on its side, opening to the right, centred on (0, 0)."""
    return path("M14 -14H-2A14 14 0 0 0 -2 14H14V6H-2A6 6 0 0 1 -2 -6H14Z", fill=RED) + \
        rect(8, -14, 8, 8, METAL, 0) + rect(8, 6, 8, 8, METAL, 0)


def onion(fill=METAL):
    """An onion standing on its roots at (0, 0), 34 tall."""
    return path("M0 -34Q3 -28 8 -24Q18 -16 14 -6Q10 0 0 0Q-10 0 -14 -6Q-18 -16 -8 -24Q-3 -28 0 -34Z", fill=fill) + \
        path("M0 -30Q6 -16 2 -2M0 -30Q-6 -16 -2 -2", colour=GREY) + line(-3, 0, -5, 3, width=1.2) + \
        line(3, 0, 5, 3, width=1.2)


def chip():
    """A computer chip centred on (0, 0), 28 square with pins."""
    pins = "".join(line(x, -14, x, -19) + line(x, 14, x, 19) for x in (-8, 0, 8))
    pins += "".join(line(-14, y, -19, y) + line(14, y, 19, y) for y in (-8, 0, 8))
    return pins + rect(-14, -14, 28, 28, DARK, 3) + rect(-7, -7, 14, 14, GREY, 2)


def confetti():
    bits = ((-30, -20, RED, 20), (-18, -34, YELLOW, -30), (0, -40, BLUE, 10), (18, -32, GREEN, 45),
            (30, -18, PURPLE, -15), (-36, -4, ORANGE, 60), (36, -2, ACCENT, -50), (-8, -28, GOOD, 30),
            (10, -22, BAD, -20))
    return "".join(at(x, y, rect(-3.5, -2, 7, 4, c, 0.8, stroke=False), rot=a) for x, y, c, a in bits)


def match():
    """A lit match, its foot at (0, 0), 30 tall."""
    return rect(-1.8, -24, 3.6, 24, "#e8c88c", 1) + ellipse(0, -25, 3.2, 4, BAD) + at(0, -28, flame(), s=0.5)


def ball(colour=YELLOW):
    """A ball with two curved seams, centred on (0, 0)."""
    return circle(0, 0, 13, colour) + path("M-9 -9Q0 0 -9 9M9 -9Q0 0 9 9", colour=ORANGE) + circle(0, 0, 13, "none")


def stink(colour=GREEN):
    """Three wavy smell lines rising from (0, 0)."""
    return "".join(path(f"M{x} 0Q{x - 4} -5 {x} -10Q{x + 4} -15 {x} -20", colour=colour) for x in (-7, 0, 7))


def clown():
    """A clown's head, centred on (0, 0): puffs of hair, a red nose, a big smile."""
    return "".join([circle(-13, -4, 6, ORANGE), circle(13, -4, 6, ORANGE), circle(-10, -11, 5, ORANGE),
                    circle(10, -11, 5, ORANGE), circle(0, 0, 12, WHITE), eyes(0, -3, 4.5, 1.5),
                    mouth(0, 4, "grin", 5), circle(0, 1, 3.4, BAD), poly(BLUE, -7, -10, 0, -26, 7, -10),
                    circle(0, -27, 2.4, YELLOW)])


def waves(x0, x1, y, colour=ACCENT):
    d = f"M{x0} {y}" + "".join(f"q5 -4 10 0" for _ in range(int((x1 - x0) / 10)))
    return path(d, colour=colour)


def ship():
    """A little Greek ship on the waterline (0, 0), facing right, with a cheeky face on its sail."""
    oars = "".join(line(x, -3, x - 5, 6, width=1.5) for x in (-14, -6, 2, 10))
    return oars + path("M-26 -10H26Q22 0 16 0H-18Q-24 0 -26 -10Z", fill=ORANGE) + line(-2, -10, -2, -46) + \
        path("M-2 -44Q18 -34 16 -14H-2Z", fill=WHITE) + eyes(6, -30, 3) + mouth(6, -26, "grin", 3) + \
        path("M26 -10Q32 -12 30 -18", fill="none") + circle(30, -18, 2, BAD)


def potato():
    return path("M-18 -8Q-20 -20 -6 -22Q8 -26 16 -18Q22 -10 14 -2Q4 4 -8 0Q-16 -2 -18 -8Z", fill="#d9b074") + \
        "".join(circle(x, y, 1, BROWN, stroke=False) for x, y in ((-12, -14), (10, -8), (-4, -4)))


def banana():
    """A banana lying on (0, 0)."""
    return path("M-14 -8Q-10 2 2 0Q12 -2 16 -12Q8 -6 0 -6Q-8 -6 -14 -8Z", fill=YELLOW) + line(16, -12, 18, -14)


def peanut():
    return path("M-9 0Q-12 -6 -6 -7Q-2 -7 0 -5Q2 -7 6 -7Q12 -6 9 0Q6 4 1 2Q0 1 -1 2Q-6 4 -9 0Z", fill="#d8b070")


def glass(colour=WHITE, level=0.8):
    """A drinking glass standing on (0, 0), 26 tall."""
    top = -24 * level
    return poly(colour, -8.5, top, -7, 0, 7, 0, 8.5, top, stroke=False) + path("M-10 -26L-7 0H7L10 -26")


def newspaper():
    """A newspaper centred on (0, 0), 34 x 26, a photo and lines of print."""
    print_lines = "".join(line(2, -6 + 4 * k, 13, -6 + 4 * k, colour=GREY, width=1.2) for k in range(4))
    print_lines += "".join(line(-13, 6 + 3.5 * k, 13, 6 + 3.5 * k, colour=GREY, width=1.2) for k in range(2))
    return rect(-17, -13, 34, 26, PAPER, 1) + line(-13, -10, 13, -10, width=2) + rect(-13, -7, 12, 10, GREY, 1) + \
        print_lines


def stairs():
    return poly(tint((160, 172, 186), 0.4), 100, 90, 100, 70, 120, 70, 120, 50, 140, 50, 140, 30, 156, 30, 156, 90)


def cube(s=12, fill=METAL):
    return rect(-s / 2, -s / 2, s, s, fill, 2) + line(-s / 2 + 3, -s / 2 + 3, -s / 2 + 6, -s / 2 + 3, colour=WHITE)


def elephant():
    """A round elephant facing right with very big ears, feet at (0, 0)."""
    skin = "#b4bcc8"
    return "".join([legs4((-14, -6, 6, 13), -16, 0, INK), ellipse(0, -24, 22, 14, skin),
                    path("M-22 -26Q-28 -22 -26 -16", fill="none"), circle(20, -34, 11, skin),
                    path("M29 -30Q38 -24 36 -12Q35 -8 32 -10", fill="none"), path("M28 -31Q36 -22 33 -11", colour=skin),
                    ellipse(10, -32, 12, 15, tint((180, 188, 200), 0.3)), path("M8 -40Q14 -32 8 -24", colour=None),
                    circle(24, -37, 1.4, INK, stroke=False)])


def mango():
    return path("M-14 -10Q-18 -28 2 -30Q20 -30 18 -12Q16 0 0 0Q-12 0 -14 -10Z", fill="#f6a83c") + \
        path("M2 -30Q8 -38 16 -36Q10 -30 2 -30Z", fill=LEAF) + \
        path("M2 -20Q10 -14 4 -10Q2 -9 0 -10", fill=SKIN) + eyes(1, -21, 6) + mouth(2, -6, "happy", 3)


def clothes_iron():
    """A pressing iron standing on (0, 0), pointing left."""
    return path("M-22 0Q-18 -14 4 -14H14V0Z", fill=ACCENT) + rect(-22, -2, 36, 4, METAL, 1) + \
        path("M-6 -14Q-4 -24 6 -24H12V-14", fill="none") + circle(4, -8, 2, BAD)


def corncob():
    """A corn cob, kernels below and a bald shiny top, husk leaves; foot at (0, 0)."""
    kernels = "".join(circle(x, y, 2.1, YELLOW, stroke=False) for y in range(-24, 0, 5) for x in (-5, 0, 5)
                      if abs(x) + abs(y + 12) < 20)
    return path("M-10 -32Q-11 -14 -8 0H8Q11 -14 10 -32Q0 -52 -10 -32Z", fill="#fff2bc") + kernels + \
        ellipse(-3, -38, 2.5, 4, WHITE, stroke=False) + \
        path("M-8 0Q-20 -10 -18 -24Q-10 -14 -6 -8Z", fill=LEAF) + path("M8 0Q20 -10 18 -24Q10 -14 6 -8Z", fill=LEAF)


def pickle():
    bumps = "".join(circle(x, y, 1, "#3a7a34", stroke=False) for x, y in ((-14, -3), (-4, -9), (8, -6), (14, 2)))
    return path("M-20 4Q-24 -4 -16 -10Q0 -18 16 -8Q24 -2 18 6Q4 12 -12 10Q-18 8 -20 4Z", fill="#8cc060") + bumps + \
        face(-2, -2, "grin", 4)


def horseshoe(colour=RUST):
    holes = "".join(circle(x, y, 1.1, INK, stroke=False) for x, y in ((-11, 4), (-12, -4), (11, 4), (12, -4)))
    return path("M-8 14H-16V0A16 16 0 0 1 16 0V14H8V0A8 8 0 0 0 -8 0Z", fill=colour) + holes


def clover():
    return line(0, 0, 3, 16, colour=LEAF) + "".join(at(0, 0, heart(GOOD, 4), rot=a) for a in (45, 135, 225, 315))


def sink():
    """A kitchen sink on legs, tap on top, water overflowing; the floor at (0, 0)."""
    return line(-18, -34, -18, 0) + line(18, -34, 18, 0) + path("M-26 -44H26L22 -30H-22Z", fill=METAL) + \
        path("M10 -44V-58H-2V-54", fill="none") + path("M-26 -46Q-30 -36 -34 -30Q-36 -10 -40 0", colour=BLUE) + \
        path("M-20 -46Q-4 -50 20 -46", colour=BLUE) + path("M26 -44Q32 -30 36 0", colour=BLUE)


def horse(colour=BROWN, mane=DARK, ears=4.0, gallop=True):
    """A horse (or, with long ears, a donkey) facing right, feet at (0, 0)."""
    return "".join([legs4((-16, -9, 9, 16), -20, 0, INK, gallop), path("M-22 -28Q-34 -28 -34 -16", fill="none",
                                                                        colour=mane),
                    ellipse(0, -28, 23, 10, colour), path("M14 -34L24 -52L32 -46L22 -28Z", fill=colour),
                    path("M24 -52L40 -46Q42 -40 38 -38L30 -40Z", fill=colour),
                    poly(colour, 21, -50, 18, -49 - ears * 3, 25, -51),
                    poly(colour, 25, -51, 24, -51 - ears * 3, 29, -50),
                    path("M15 -36Q17 -46 23 -52", colour=mane), circle(30, -47, 1.3, INK, stroke=False)])


def seedling():
    """A sprout breaking out of a seed, standing on (0, 0)."""
    return ellipse(0, -5, 10, 6, BROWN) + line(-6, -6, 6, -4, width=1.5) + path("M0 -8Q-2 -24 2 -32", fill="none") + \
        path("M2 -30Q-12 -38 -14 -28Q-6 -24 2 -30Z", fill=GOOD) + path("M2 -30Q14 -40 18 -30Q10 -24 2 -30Z", fill=GOOD)


def cannon():
    """A cannon on its wheel, barrel to the upper right, standing on (0, 0)."""
    barrel = at(0, -12, rect(-20, -6, 40, 12, DARK, 5), rect(18, -7, 4, 14, GREY, 1), rot=-20)
    return barrel + circle(-4, -9, 9, BROWN) + circle(-4, -9, 2, DARK, stroke=False)


def crypt():
    """A little crypt standing on (0, 0): a pointed roof, columns and a dark door."""
    stone = "#c8ccd4"
    return rect(-22, -30, 44, 30, stone, 1) + poly(stone, -26, -30, 0, -44, 26, -30) + \
        path("M-8 0V-16A8 8 0 0 1 8 -16V0Z", fill=DARK) + line(-16, -26, -16, 0) + line(16, -26, 16, 0)


def whiskers(colour=WHITE):
    return "".join(line(s * 3, y, s * 20, y + dy, colour=colour, width=1.5) for s in (-1, 1) for y, dy in
                   ((-20, -4), (-19, 0), (-18, 4)))


def mummy():
    """A bandaged figure, arms forward, feet at (0, 0)."""
    wrap = "#ece4cc"
    bands = "".join(line(-9, y, 9, y + 2, width=1.2) for y in range(-36, -16, 5))
    return "".join([rect(-7, -16, 5, 16, wrap, 2), rect(2, -16, 5, 16, wrap, 2), rect(-10, -40, 20, 26, wrap, 5),
                    bands, rect(4, -36, 22, 6, wrap, 3), circle(0, -49, 10, wrap),
                    line(-9, -52, 9, -50, width=1.2), line(-9, -45, 9, -44, width=1.2),
                    rect(-6, -50, 12, 4, DARK, 2, stroke=False), circle(-3, -48, 1.1, WARN, stroke=False),
                    circle(3, -48, 1.1, WARN, stroke=False)])


def foil_hat():
    return poly(METAL, -11, -56, 0, -76, 11, -56) + line(-6, -62, -2, -66, 1, -63, 5, -68, width=1)


def bowl(fill=WHITE):
    """A bowl standing on (0, 0), 36 wide."""
    return path("M-18 -16Q-16 0 0 0Q16 0 18 -16Z", fill=fill) + line(-19, -16, 19, -16)


def saucer():
    return ellipse(0, -4, 8, 6, tint((88, 196, 220), 0.4)) + ellipse(0, 0, 18, 5, METAL) + \
        "".join(circle(x, 1, 1.3, WARN, stroke=False) for x in (-10, 0, 10))


def tornado():
    """A tornado, its tip on (0, 0)."""
    return "".join(path(f"M{-w} {y}Q0 {y + 6} {w} {y}", colour="#6e7a88") for w, y in
                   ((4, -4), (8, -14), (13, -24), (18, -34), (24, -44), (30, -54)))


def bulb():
    """A light bulb centred on (0, 0) with a twisted filament."""
    return circle(0, -4, 10, "#fff4b0") + rect(-5, 5, 10, 8, GREY, 1) + \
        path("M-4 4L-3 -4Q-1 -8 0 -4Q1 0 2 -4Q3 -8 4 -4V4", colour=ORANGE)


def platypus():
    """A platypus facing right, its belly on the floor at (0, 0)."""
    fur = "#9a6c48"
    return "".join([path("M-22 -6Q-40 -8 -38 0Q-30 4 -20 0Z", fill=BROWN), ellipse(0, -8, 22, 9, fur),
                    line(-10, -2, -13, 0, -8, 0), line(10, -2, 7, 0, 12, 0),
                    path("M18 -12Q34 -16 38 -10Q38 -4 20 -5Z", fill=DARK), circle(16, -11, 1.4, INK, stroke=False)])


def curl(colour=GOLD):
    return path("M0 0Q-10 -6 -4 -14Q4 -18 6 -10Q6 -4 0 -6", colour=colour)


def rover():
    """A little rover with a camera mast, standing on (0, 0)."""
    return "".join([circle(x, -5, 5, DARK) for x in (-14, 0, 14)]) + rect(-18, -20, 36, 10, METAL, 2) + \
        rect(-16, -24, 20, 4, ACCENT, 1) + line(10, -20, 10, -36) + rect(4, -42, 14, 7, WHITE, 2) + \
        circle(14, -38.5, 1.8, ACCENT, stroke=False)


def bee():
    """A bumblebee centred on (0, 0), facing right."""
    return ellipse(-4, -12, 7, 5, "#e6f6fa") + ellipse(4, -12, 7, 5, "#e6f6fa") + ellipse(0, 0, 13, 9, YELLOW) + \
        path("M-4 -8.5V8.5M4 -8.5V8.5", colour=INK) + line(-6, -8, -6, 8, width=4) + line(3, -9, 3, 9, width=4) + \
        circle(13, -2, 5, DARK) + circle(14, -3, 1, WHITE, stroke=False) + poly(DARK, -13, -2, -18, 0, -13, 2)


def plumb_bob():
    return poly(GREY, -5, 0, 5, 0, 0, 12) + rect(-2, -3, 4, 3, GREY, 1)


def radish():
    """A radish hanging from its leaves, the root's centre 6 below (0, 0)."""
    stalks = path("M0 -6Q-6 -22 -14 -30M0 -6Q2 -24 2 -36M0 -6Q6 -22 14 -30", colour=LEAF)
    leaves = path("M-10 -34Q-18 -30 -14 -26Q-10 -28 -10 -34ZM2 -38Q-4 -32 2 -30Q6 -34 2 -38Z"
                  "M14 -34Q18 -28 14 -26Q10 -30 14 -34Z", fill=GOOD)
    return stalks + leaves + circle(0, 6, 12, "#e0406a") + path("M-2 17Q0 24 3 28", colour=None) + \
        ellipse(-4, 2, 3, 2, "#f6a0b8", stroke=False)


def planet(colour="#d8b890"):
    """A small round planet, centred on (0, 0), with its heart-shaped plain."""
    return circle(0, 0, 18, colour) + at(9, 9, heart("#f2e4cc", 3), s=1)


def sock():
    return path("M-8 -34H8V-10Q8 0 -2 0H-18Q-24 0 -24 -6Q-24 -12 -16 -12H-8Z", fill=WHITE) + \
        rect(-8, -34, 16, 6, BAD, 1) + path("M-18 0Q-24 0 -24 -6Q-24 -12 -16 -12", fill=GREY) + \
        ellipse(-2, -8, 3, 2, tint((80, 190, 100), 0.5), stroke=False)


def fly(colour=DARK):
    return ellipse(-2, -2, 2.5, 2, "#e6f6fa") + ellipse(2, -2, 2.5, 2, "#e6f6fa") + circle(0, 0, 2, colour)


def peapod():
    """A pea pod, open, centred on (0, 0)."""
    return path("M-24 0Q0 -14 24 -2Q0 14 -24 0Z", fill=GOOD) + \
        "".join(circle(x, -1, 4, "#a6e07a") for x in (-12, -4, 4, 12)) + path("M24 -2Q30 -8 28 -14", colour=LEAF)


def speed(length=18):
    """Two dashes behind something moving fast, their left ends at (0, 0)."""
    return line(0, 0, length, 0, colour=GREY, width=2) + line(4, 8, length + 2, 8, colour=GREY, width=2)


def round_arrow(r, colour=GOOD):
    """An arrow nearly all the way round (0, 0), clockwise on screen: back to the start."""
    def point(deg):
        return r * math.cos(math.radians(deg)), r * math.sin(math.radians(deg))
    (sx, sy), (ex, ey) = point(250), point(215)
    tx, ty = -math.sin(math.radians(215)), math.cos(math.radians(215))  # the way the arrow goes at its end
    nx, ny = -ty, tx
    tip = (ex + 10 * tx, ey + 10 * ty)
    return path(f"M{n(sx)} {n(sy)}A{n(r)} {n(r)} 0 1 1 {n(ex)} {n(ey)}", colour=colour) + \
        poly(colour, *tip, ex + 7 * nx, ey + 7 * ny, ex - 7 * nx, ey - 7 * ny)


def bolt(colour=WARN):
    """A lightning bolt (energy), centred on (0, 0)."""
    return poly(colour, 2, -14, -7, 2, 0, 2, -3, 14, 8, -3, 1, -3, 4, -14)


def broken_flask():
    """A flask with its neck snapped off and a crack down its side, spilling; standing on (0, 0)."""
    outline = "M-3 -21V-17L-11 0H11L3 -17V-21L1.5 -19L0 -22L-1.5 -19Z"
    return path(outline, fill=WHITE) + poly(PURPLE, -7, -8, -11, 0, 11, 0, 7, -8, stroke=False) + \
        path(outline) + line(4, -14, 2, -10, 5, -6, 3, -2, width=1.5) + path("M6 -6Q10 -4 12 0", colour=PURPLE) + \
        at(18, 0, puddle(PURPLE, 18))


# --- the pictures: name -> fragments; the floor line is y = 90 ------------------------------------------
def bald(x, y, mood="happy", arms="down", s=1.0, flip=False, rot=0):
    return at(x, y, scientist("bald", mood, arms), s=s, flip=flip, rot=rot)


def wild(x, y, mood="happy", arms="down", s=1.0, flip=False, rot=0):
    return at(x, y, scientist("wild", mood, arms), s=s, flip=flip, rot=rot)


def tears(x, y):
    return "".join(path(f"M{x + d} {y}q{2 * (d > 0) - 1} 3 0 5q-2 -2 0 -5Z", fill=ACCENT) for d in (-9, 9))


def droplet():
    return path("M0 -44Q22 -16 20 -6A20 20 0 0 1 -20 -6Q-22 -16 0 -44Z", fill=ACCENT) + \
        ellipse(-9, -16, 3, 6, "#d4f0f8", stroke=False)


PICTURES = {
    1: lambda: [at(80, 76, droplet(), eyes(0, -18, 6, shut=True), mouth(0, -11, "grin", 7)), tears(80, 58),
                at(44, 46, sparks(7)), at(116, 46, sparks(7), flip=True), at(36, 84, droplet(), s=0.35),
                at(126, 84, droplet(), s=0.3)],
    2: lambda: [at(80, 80, umbrella()), at(56, 20, balloon(YELLOW, (22, 28))), at(80, 12, balloon(BAD, (0, 30))),
                at(104, 20, balloon(GREEN, (-22, 28))), ellipse(80, 89, 18, 2, tint((30, 30, 36), 0.7), stroke=False)],
    3: lambda: [line(30, 90, 30, 40), line(132, 90, 132, 40), line(24, 42, 138, 42, colour=BAD, width=3.5),
                bald(110, 90, "grin", "up", s=1.05, rot=-52), at(14, 80, battery(0.9, GOOD), rot=-90, s=0.8)],
    4: lambda: [at(72, 90, llama(), s=1.15), at(108, 30, berries(), s=1.2), at(134, 84, berries()),
                at(124, 56, heart(BAD, 3))],
    5: lambda: [bald(66, 90, "sleepy", "hold", s=1.3),
                at(88, 52, rect(-14, -9, 28, 18, BLUE, 2), rect(-12, -7, 11, 14, WHITE, 1), rect(1, -7, 11, 14, WHITE, 1)),
                at(100, 36, zzz(), s=1.4), at(128, 90, flask(PURPLE, 0.4), s=1.1)],
    6: lambda: [at(76, 80, plate(100)),
                at(76, 76, path("M-20 0Q-22 -14 0 -16Q22 -14 20 0Z", fill=NOODLE),
                   path("M-14 -4Q-8 -12 0 -6Q8 -14 14 -4M-8 -10Q0 -4 6 -12", colour=ORANGE),
                   rect(-8, -12, 6, 4, BAD, 1), rect(5, -9, 6, 4, BAD, 1), s=1.9),
                at(118, 56, line(0, 0, 12, -36, width=3), line(10, -34, 12, -42), line(12, -36, 17, -42),
                   line(14, -35, 20, -40)),
                at(60, 30, steam(14)), at(88, 28, steam(12))],
    7: lambda: [at(48, 90, lamp(), s=1.4), at(88, 84, genie(), s=1.1), at(128, 30, sparks(6))],
    8: lambda: [at(80, 86, puddle(ACCENT, 56)), rect(56, 48, 48, 38, tint((88, 196, 220), 0.6), 6),
                line(62, 56, 68, 54, colour=WHITE, width=3), at(80, 50, flame(), s=1.6), at(64, 50, flame(BAD), s=0.8),
                at(96, 50, flame(BAD), s=0.8), face(80, 68, "shock", 6)],
    9: lambda: [at(80, 50, star(26, YELLOW), path("M-26 -8L-8 -8L0 -25L8 -8L26 -8L12 3L17 21L0 10L-17 21L-12 3Z")),
                eyes(80, 46, 6, shut=True), mouth(80, 55, "happy", 4), at(30, 30, sparks(5)),
                at(128, 30, sparks(5), flip=True),
                at(36, 74, star(5, WARN)), at(126, 72, star(6, WARN)), at(112, 18, star(3.5, WHITE))],
    10: lambda: [rect(22, 12, 116, 68, DARK, 6), line(80, 80, 80, 90),
                 path("M36 56Q46 24 56 56T76 56T96 40", colour=PURPLE), path("M36 56Q46 24 56 56T76 56T96 40",
                                                                             colour=tint((160, 100, 210), 0.6)),
                 at(116, 44, query(ACCENT), s=3), at(116, 44, query(WHITE), s=3)],
    11: lambda: [at(72, 90, steamer(), s=1.6), at(56, 68, dumpling(), s=1.2), at(74, 66, dumpling(), s=1.2),
                 at(92, 68, dumpling(), s=1.2), at(74, 44, steam(14)),
                 at(128, 90, rect(-7, -22, 14, 22, WHITE, 3), rect(-7, -28, 14, 7, GREY, 2),
                    circle(-2, -25, 0.9, INK, stroke=False), circle(2, -25, 0.9, INK, stroke=False))],
    12: lambda: [ellipse(74, 82, 52, 9, WHITE), at(72, 58, horseshoe_magnet(), s=2), eyes(80, 38, 5, shut=True),
                 at(110, 34, zzz(), s=1.4)],
    13: lambda: [at(80, 88, onion(), s=1.9), eyes(80, 64, 7), mouth(80, 72, "sad", 4), tears(80, 70),
                 at(56, 36, sparks(5, WHITE)), at(108, 30, sparks(5, WHITE), flip=True)],
    14: lambda: [at(80, 60, chip(), face(0, -1, "grin", 5), s=1.4), at(80, 52, confetti(), s=1.05)],
    15: lambda: [at(60, 90, robot("shock", "hold", body="#c88458"), s=0.95),
                 "".join(circle(x, y, 2.2, RUST, stroke=False) for x, y in ((52, 60), (66, 68), (58, 50))),
                 at(74, 64, match(), rot=20),
                 at(118, 86, rect(-10, -22, 20, 22, "#c88458", 2), circle(-3, -14, 2.5, RUST, stroke=False),
                    circle(4, -6, 2, RUST, stroke=False))],
    16: lambda: [at(88, 64, ball(), s=1.8), at(88, 34, stink(), s=1), at(46, 64, speed()),
                 at(30, 90, path("M0 0L10 -14Q14 -20 20 -16L24 -10Q22 -4 16 -2Z", fill=BAD)),
                 at(124, 40, stink(), s=0.7)],
    17: lambda: [rect(16, 62, 128, 28, tint((88, 196, 220), 0.4), 4, stroke=False), waves(16, 144, 62),
                 at(80, 50, clown(), s=1.3),
                 at(80, 64, ellipse(0, 0, 22, 6, BAD), ellipse(0, -2, 14, 3, tint((88, 196, 220), 0.4))),
                 waves(40, 120, 74)],
    18: lambda: [rect(4, 72, 152, 18, tint((88, 196, 220), 0.4), 0, stroke=False), at(80, 74, ship(), s=1.3),
                 waves(6, 156, 74), waves(16, 146, 84)],
    19: lambda: [at(80, 82, potato(), s=2), face(82, 58, "grin", 7, 5), at(132, 88, banana()),
                 at(40, 44, sparks(6))],
    20: lambda: [at(62, 90, glass(WHITE, 0.85), s=2), path("M50 46Q48 52 50 54", colour=WHITE),
                 at(112, 84, bone(), s=1.6, rot=-15), at(108, 42, heart(BAD, 6)), at(62, 62, face(0, 0, "grin", 5, 4))],
    21: lambda: [wild(52, 90, "shock", "hold", s=1.25), at(90, 54, newspaper(), s=1.5, rot=-8),
                 at(90, 48, bang(BAD), s=1.3),
                 at(124, 30, bang(BAD), s=1.5), at(134, 56, bang(WARN))],
    22: lambda: [stairs(), at(122, 40, cube(14), rot=20), at(92, 66, cube(14), rot=-25), at(58, 82, cube(14), rot=40),
                 path("M128 30Q112 20 100 54", colour=GREY), path("M96 60Q78 56 66 74", colour=GREY)],
    23: lambda: [at(72, 90, elephant(), s=1.3), at(126, 34, sparks(6)), at(26, 86, peanut())],
    24: lambda: [bald(80, 90, "grin", "down", s=1.3), at(74, 22, ellipse(0, 0, 7, 3.5, WHITE, stroke=False)),
                 at(64, 16, sparks(6, WARN)), at(104, 14, star(6, WHITE)), at(112, 30, star(4, WARN)),
                 at(48, 30, star(4, WARN))],
    25: lambda: [at(80, 86, mango(), s=1.9), at(124, 36, sparks(6))],
    26: lambda: [rect(14, 70, 132, 6, tint((88, 196, 220), 0.5), 3), line(44, 76, 34, 90), line(116, 76, 126, 90),
                 at(92, 70, clothes_iron(), s=2), at(100, 26, steam(14)), at(36, 66, rect(-16, -4, 32, 4, BAD, 1))],
    27: lambda: [at(80, 90, corncob(), s=1.55), at(72, 14, sparks(6, WARN)), at(118, 40, star(5, WHITE))],
    28: lambda: [at(70, 72, pickle(), s=2.2), at(130, 80, coin(METAL), s=1.8), at(130, 54, sparks(5, WHITE))],
    29: lambda: [at(60, 52, horseshoe(), s=2.4), at(116, 60, clover(), s=2.2), at(30, 20, sparks(6, WARN))],
    30: lambda: [at(80, 89, puddle(BLUE, 120)), at(80, 90, sink(), s=1.4), at(134, 30, bang(BAD), s=1.3)],
    31: lambda: [at(80, 86, horse(), s=1.45), at(20, 66, speed(14)),
                 at(40, 89, ellipse(0, 0, 5, 2, GREY, stroke=False)), at(110, 89, ellipse(0, 0, 5, 2, GREY, stroke=False))],
    32: lambda: [at(80, 90, path("M-22 -24H22L16 0H-16Z", fill=RUST), rect(-25, -28, 50, 6, RUST, 1)),
                 at(80, 62, seedling(), s=1.5), at(116, 24, sparks(5, WARN))],
    33: lambda: [at(66, 90, cannon(), s=2), at(118, 90, circle(0, -5, 5, DARK), circle(10, -5, 5, DARK),
                                                circle(5, -13, 5, DARK)), at(124, 28, burst(8, WARN, BAD)),
                 at(100, 38, circle(0, 0, 4, DARK))],
    34: lambda: [at(76, 56, moon(), s=3), at(70, 52, path("M-4 -4Q-2 -2 0 -4M4 -2Q6 0 8 -2"), mouth(4, 6, "flat", 3)),
                 at(64, 18, poly(BLUE, 0, 0, 22, -6, 10, 8), circle(22, -6, 3, WHITE)), at(112, 40, zzz(), s=1.2),
                 at(32, 30, star(4)), at(128, 76, star(5)), at(36, 76, star(3))],
    35: lambda: [bald(56, 90, "grin", "wave", s=1.2), wild(104, 90, "grin", "wave", s=1.2, flip=True),
                 at(80, 16, heart(BAD, 6)), at(80, 26, sparks(6, WARN)), at(80, 26, sparks(6, WARN), flip=True)],
    36: lambda: [rect(4, 4, 152, 86, DARK, 6, stroke=False), at(72, 90, crypt(), s=1.3), at(124, 26, moon(), s=1.2),
                 at(30, 20, star(3)), at(50, 34, star(2.5, WHITE)), at(104, 50, star(3, WHITE)), at(140, 60, star(2.5)),
                 line(1.5, 90, 158.5, 90)],
    47: lambda: [at(80, 90, cat(), s=2.3), at(80, 90, whiskers(METAL), s=2.3), at(80, 90, whiskers(WHITE), s=2.3),
                 at(124, 36, sparks(6, WHITE)), at(38, 36, sparks(6, WHITE), flip=True)],
    48: lambda: [at(72, 90, mummy(), s=1.35), at(126, 60, bang(WARN), s=1.2)],
    50: lambda: [bald(76, 90, "shock", "up", s=1.05), at(76, 90, foil_hat(), s=1.05),
                 path("M98 10Q108 20 98 30", colour=ACCENT), path("M106 4Q120 20 106 36", colour=ACCENT),
                 path("M54 10Q44 20 54 30", colour=ACCENT)],
    53: lambda: [at(62, 90, dino("grin", colour=tint((160, 100, 210), 0.45)), s=1.9), at(132, 90, flask(PURPLE, 0.6)),
                 at(126, 50, sparks(5, PURPLE))],
    54: lambda: [at(70, 90, bowl(ORANGE), s=1.6), at(70, 64, path("M-24 0Q-16 -10 -8 0T8 0T24 0", colour=NOODLE),
                                                      path("M-16 0Q-8 -8 0 0T16 0", colour=NOODLE)),
                 line(88, 56, 108, 26), line(94, 58, 116, 30), at(120, 22, saucer(), s=1.1),
                 poly(tint((88, 196, 220), 0.6), 112, 26, 128, 26, 136, 60, 104, 60, stroke=False),
                 path("M120 28Q116 40 122 52", colour=NOODLE)],
    74: lambda: [at(70, 90, tornado(), s=1.5), at(118, 30, bulb(), s=1.7, rot=25), at(26, 26, sparks(5))],
    78: lambda: [at(76, 86, platypus(), s=1.8), at(132, 86, puddle(ACCENT, 22)), at(40, 30, sparks(5, WARN))],
    79: lambda: [rect(8, 76, 144, 4, ORANGE, 1), at(36, 76, bowl(WHITE), s=1.5), at(84, 76, bowl(WHITE), s=1.15),
                 at(126, 76, bowl(WHITE), s=0.85), at(36, 46, steam(12)), at(84, 50, heart(BAD, 5)),
                 at(78, 32, curl(), s=1.6), at(92, 34, curl(), s=1.3, flip=True)],
    80: lambda: [rect(4, 68, 152, 22, "#b8b8c0", 0, stroke=False), line(1.5, 90, 158.5, 90),
                 ellipse(40, 78, 8, 3, GREY), ellipse(126, 80, 10, 3, GREY), at(78, 72, rover(), s=1.5),
                 at(128, 24, circle(0, 0, 12, WARN)), at(112, 48, query(INK), s=1.6)],
    82: lambda: [at(80, 42, bee(), s=2), line(78, 58, 78, 70, width=1.5), at(78, 72, plumb_bob(), s=1.5),
                 path("M30 40Q40 30 50 40T60 36", colour=GREY)],
    86: lambda: [at(76, 82, circle(4, -30, 42, tint((80, 190, 100), 0.5), stroke=False)),
                 at(72, 88, horse("#b4b0aa", DARK, 6, False), s=1.2),
                 at(32, 40, sparks(6, GREEN)), at(128, 40, sparks(6, GREEN), flip=True)],
    88: lambda: [at(80, 54, radish(), s=1.25), at(118, 24, sparks(5, WARN))],
    92: lambda: [bald(80, 90, "sleepy", "up", s=1.3), at(80, 90, ellipse(0, -42, 3, 3.8, INK, stroke=False), s=1.3),
                 at(106, 26, zzz(GREEN), s=1.2), at(40, 60, sparks(5, GREEN))],
    94: lambda: [at(80, 52, planet(), s=1.4), face(80, 44, "sad", 8, 6),
                 at(80, 36, line(-14, -4, -4, 0), line(14, -4, 4, 0)), line(70, 76, 66, 88), line(90, 76, 94, 88),
                 at(46, 24, burst(7, WARN, BAD)), at(114, 22, burst(7, WARN, BAD)), at(124, 54, bang(BAD), s=1.3)],
    99: lambda: [at(88, 90, sock(), s=1.9), at(84, 24, stink(), s=1.1), at(50, 30, fly()), at(118, 26, fly()),
                 at(124, 52, fly())],
    101: lambda: [ellipse(80, 88, 26, 2.5, tint((30, 30, 36), 0.7), stroke=False), at(80, 40, peapod(), s=2.1),
                  path("M56 66Q80 72 104 66", colour=ACCENT), path("M64 76Q80 80 96 76", colour=ACCENT),
                  at(40, 28, sparks(5)), at(124, 28, sparks(5), flip=True)],
}

SPECIALS = {
    "restartium": lambda: [at(80, 50, molecule(8.5)), at(80, 50, round_arrow(34))],
    "extraxodium": lambda: [at(58, 90, broken_flask(), s=1.5), at(110, 46, bolt(), s=1.8),
                            at(78, 24, card(GOOD), rot=-20), at(132, 22, sparks(5))],
}


def back() -> str:
    """The card back: the starting molecule on the deck's deep teal, no words (portrait view box)."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="100" height="140">\n'
            f'<g stroke="{INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n'
            '<rect x="0" y="0" width="100" height="140" rx="7" fill="#2e566e" stroke="none"/>\n'
            '<rect x="5" y="5" width="90" height="130" rx="5" fill="none" stroke="#e6ecf0"/>\n'
            + at(50, 70, circle(0, 0, 38, "#3a6a84", stroke=False), molecule(11)) + "\n"
            + at(50, 22, flask(ACCENT, 0.5), s=0.6) + at(50, 128, flask(PURPLE, 0.5), s=0.6) + "\n</g>\n</svg>\n")


def element_values() -> dict[int, int]:
    elements = json.loads(CARDS.read_text(encoding="utf-8"))["elements"]
    return {e["number"]: e["value"] for e in elements}


def special_ids() -> list[str]:
    return [s["id"] for s in json.loads(CARDS.read_text(encoding="utf-8"))["specials"]]


def drawings() -> dict[str, str]:
    """Every file this tool writes: name -> SVG text."""
    out = {}
    for number, value in element_values().items():
        if number in PICTURES:  # the element's value colour, pale, behind its picture
            out[str(number)] = svg(tint(VALUE_COLOURS[value], 0.82), *PICTURES[number]())
    for sid in special_ids():
        if sid in SPECIALS:
            out[sid] = svg(tint((88, 196, 220), 0.78), *SPECIALS[sid]())
    out["back"] = back()
    return out


def main(argv=None) -> int:
    values, specials = element_values(), special_ids()
    problems = [f"element {n}: no picture" for n in values if n not in PICTURES]
    problems += [f"{sid}: no picture" for sid in specials if sid not in SPECIALS]
    problems += [f"element {n}: a picture for no card" for n in PICTURES if n not in values]
    problems += [f"{sid}: a picture for no card" for sid in SPECIALS if sid not in specials]
    return write_or_check(__doc__.splitlines()[0], OUT, ROOT, drawings(), problems, argv)


if __name__ == "__main__":
    sys.exit(main())
