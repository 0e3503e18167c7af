"""Generate Lab Wars' card art in assets/art/lab-wars/ (rerunnable; house style in docs/art.md).

    python tools/art_lab_wars.py [--check]

One small scene per lab item type, action card type, impact pile, character (the legends too) and
news article, composed from the shared parts in tools/art_parts.py, plus the card back. ``--check``
writes nothing and fails if a file on disk differs from what this would write, or if a card has no
scene (or a scene no card).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from art_parts import (  # noqa: E402
    ACCENT, BAD, BLUE, DARK, GOOD, GREEN, GREY, INK, METAL, ORANGE, PAPER, PURPLE, RED, SKIN, WARN, WHITE,
    YELLOW, arrow, at, bang, bubble, burst, card, centrifuge, circle, clock, coin, ellipse, flask, gear, heart,
    laptop, line, magnifier, medal, microscope, moon, mug, path, poly, puddle, query, rack, rect,
    scientist, sheet, shelf, sparks, star, steam, svg, tint, write_or_check, zzz,
)
from labdesk.games.lab_wars import faces  # noqa: E402
from labdesk.games.lab_wars.content import content  # noqa: E402

OUT = ROOT / "assets" / "art" / "lab-wars"
LEAF = "#5aa84e"
POISON = "#8ed06a"


def bald(x, y, mood="happy", arms="down", s=1.0, flip=False, rot=0, extra=(), **kw):
    return at(x, y, scientist("bald", mood, arms, **kw), *extra, s=s, flip=flip, rot=rot)


def wild(x, y, mood="happy", arms="down", s=1.0, flip=False, rot=0, extra=(), **kw):
    return at(x, y, scientist("wild", mood, arms, **kw), *extra, s=s, flip=flip, rot=rot)


# --- what only Lab Wars needs: accessories on the house scientist (local units, feet at 0, 0) -------
def beard():
    return path("M-9 -44Q-10 -30 0 -28Q10 -30 9 -44Q4 -40 0 -41Q-4 -40 -9 -44Z", fill=WHITE)


def mortarboard():
    return poly(DARK, -14, -58, 0, -64, 14, -58, 0, -53) + rect(-7, -58, 14, 5, DARK, 1) + line(12, -58, 14, -50,
                                                                                                  colour=WARN)


def tie(colour=BAD):
    return poly(colour, -2, -37, 2, -37, 3, -26, 0, -22, -3, -26)


def cane():
    return path("M16 -20Q16 -26 20 -26Q24 -26 24 -22", colour=ORANGE) + line(16, -20, 18, 0, colour=ORANGE, width=3)


def backpack():
    return rect(-16, -36, 7, 18, ORANGE, 2)


def stethoscope_on():
    return path("M-6 -37Q-8 -26 0 -24Q8 -26 6 -37") + circle(0, -23, 2.5, GREY)


def bow():
    return poly(PURPLE, -4, -40, 0, -38, -4, -35) + poly(PURPLE, 4, -40, 0, -38, 4, -35)


# --- lab items (standing on their feet at 0, 0 unless said) ------------------------------------------
def pipette(colour=RED, rot=0):
    """A hand pipette: push button, body, a long thin tip with a drop."""
    return at(0, 0, rect(-2, -40, 4, 5, ACCENT, 1), rect(-5, -35, 10, 18, WHITE, 3), line(-5, -28, 5, -28, width=1.2),
              poly(WHITE, -3, -17, 3, -17, 0.8, -3, -0.8, -3), circle(0, 1, 1.8, colour), rot=rot)


def box_machine(w, h, body=METAL):
    """A bench instrument: a box standing on (0, 0), ``w`` wide, ``h`` tall."""
    return rect(-w / 2, -h, w, h, body, 3) + rect(-w / 2 + 3, -4, w - 6, 4, GREY, 1, stroke=False)


def thermal_cycler():
    return box_machine(40, 22) + path("M-20 -22L-16 -34H16L20 -22", fill=METAL) + rect(-14, -17, 16, 8, DARK, 1) + \
        line(-12, -13, -8, -13, -6, -15, -4, -11, 0, -13, colour=GOOD, width=1.3) + circle(10, -13, 2.5, GOOD)


def coins(k=3):
    return "".join(at(0, -4 * i, ellipse(0, 0, 8, 3, YELLOW)) for i in range(k))


def envelope(seal=BAD):
    return rect(-14, -9, 28, 18, PAPER, 1) + line(-14, -9, 0, 2, 14, -9) + circle(0, 2, 2.6, seal)


def burner(flame=True):
    parts = [rect(-8, -4, 16, 4, DARK, 1), rect(-3, -24, 6, 20, GREY, 1), line(3, -8, 12, -8, colour=ORANGE, width=2)]
    if flame:
        parts += [path("M0 -44Q-7 -32 -4 -26Q0 -22 4 -26Q7 -32 0 -44Z", fill=BLUE),
                  path("M0 -36Q-3 -30 -2 -27Q0 -25 2 -27Q3 -30 0 -36Z", fill=ACCENT, colour=None)]
    return "".join(parts)


def fume_hood():
    return rect(-26, -56, 52, 56, METAL, 3) + rect(-22, -42, 44, 26, tint((88, 196, 220), 0.6), 1) + \
        line(-22, -29, 22, -29, width=1.5) + at(0, -49, gear(5, GREY)) + rect(-26, -16, 52, 4, GREY, 1)


def gel_rig():
    lanes = "".join(rect(-18 + 9 * i, -16 + 4 * j, 6, 1.8, [BLUE, PURPLE][j % 2], 0.5, stroke=False)
                    for i in range(4) for j in range(3) if (i + j) % 3)
    return rect(-24, -20, 48, 16, tint((88, 196, 220), 0.55), 2) + lanes + rect(-26, -4, 52, 4, DARK, 1) + \
        line(-26, -14, -32, -24, colour=BAD) + line(26, -14, 32, -24, colour=INK)


def petri(x, y, colonies=(GOOD, WARN, PURPLE)):
    dots = "".join(circle(x - 3 + 3 * i, y - 0.5 + (i % 2), 1.3, c, stroke=False) for i, c in enumerate(colonies))
    return ellipse(x, y, 9, 3.5, tint((88, 196, 220), 0.7)) + dots


def incubator():
    return box_machine(40, 42, WHITE) + rect(-14, -36, 28, 26, tint((240, 180, 70), 0.55), 2) + \
        petri(0, -28) + petri(0, -18) + circle(15, -40, 1.6, BAD, stroke=False)


def autoclave():
    return box_machine(44, 36) + circle(-4, -19, 12, WHITE) + circle(-4, -19, 8, tint((88, 196, 220), 0.6)) + \
        rect(13, -30, 6, 10, DARK, 1) + at(-4, -36, steam(12)) + line(8, -19, 13, -19)


def sequencer():
    helix = "".join(line(-10 + 3 * k, -23 + 4 * (k % 2), -10 + 3 * k, -13 - 4 * (k % 2), colour=c, width=1.3)
                    for k, c in enumerate((RED, BLUE, GOOD, YELLOW, RED, BLUE, GOOD)))
    return box_machine(46, 34) + rect(-15, -29, 20, 20, DARK, 1) + helix + rect(9, -26, 10, 4, GOOD, 1) + \
        rect(9, -18, 10, 4, WARN, 1)


def safe():
    return rect(-20, -36, 40, 36, DARK, 3) + rect(-16, -32, 32, 28, GREY, 2) + circle(0, -18, 7, METAL) + \
        line(0, -18, 4, -22) + line(-20, -6, -24, -6)


def spectrometer():
    peaks = path("M-16 -12L-12 -12L-10 -26L-8 -12L-2 -12L0 -20L2 -12L8 -12L10 -30L12 -12H16", colour=BAD)
    return box_machine(60, 30) + rect(-18, -34, 36, 26, WHITE, 1) + peaks + rect(-34, -20, 6, 10, GREY, 1)


def electron_microscope():
    return rect(-22, -8, 44, 8, DARK, 2) + rect(-7, -58, 14, 50, METAL, 3) + rect(-10, -62, 20, 6, GREY, 2) + \
        line(-7, -44, 7, -44) + line(-7, -30, 7, -30) + rect(10, -26, 16, 12, ACCENT, 1)


def server(x, lights):
    leds = "".join(circle(x + 4, -40 + 8 * i, 1.6, c, stroke=False) for i, c in enumerate(lights))
    return rect(x - 8, -48, 16, 48, DARK, 2) + "".join(line(x - 5, -42 + 8 * i, x + 1, -42 + 8 * i, colour=GREY, width=1.3)
                                                      for i in range(5)) + leds


def freezer():
    flake = "".join(at(0, 0, line(0, -7, 0, 7, colour=ACCENT, width=2), rot=60 * k) for k in range(3))
    return rect(-18, -50, 36, 50, WHITE, 3) + line(-18, -28, 18, -28) + line(12, -44, 12, -34) + line(12, -22, 12, -10) + \
        at(0, -15, flake) + path("M-18 -48Q-14 -44 -10 -48Q-6 -44 -2 -48", colour=ACCENT)


def cyclotron():
    return circle(0, 0, 22, METAL) + path("M-20 0H20", colour=DARK) + \
        path("M0 0A3 3 0 0 1 6 0A6 6 0 0 1 -6 0A9 9 0 0 1 12 0A12 12 0 0 1 -12 0A15 15 0 0 1 18 0", colour=BAD) + \
        circle(18, 0, 2.6, WARN)


def notebook(colour=GOOD):
    return rect(-14, -18, 28, 36, colour, 2) + rect(-9, -12, 18, 8, WHITE, 1) + \
        "".join(circle(-14, -12 + 8 * k, 1.8, WHITE) for k in range(4))


def corn(rot=0):
    kernels = "".join(circle(-2 + 4 * (k % 2), -22 + 4 * (k // 2), 1.8, YELLOW, stroke=False) for k in range(10))
    return at(0, 0, ellipse(0, -14, 6, 12, YELLOW), kernels, path("M-6 -6Q-10 -18 -4 -28", fill=LEAF),
              path("M6 -6Q10 -18 4 -28", fill=LEAF), rot=rot)


def stalk(h=48):
    return line(0, 0, 0, -h, colour=LEAF, width=3) + path(f"M0 {-h * 0.5}Q-16 {-h * 0.6} -20 {-h * 0.4}", fill=LEAF) + \
        path(f"M0 {-h * 0.75}Q16 {-h * 0.85} 20 {-h * 0.65}", fill=LEAF)


def pot(colour=ORANGE):
    return poly(colour, -10, -14, 10, -14, 7, 0, -7, 0) + rect(-12, -18, 24, 5, colour, 1)


def peapod(rot=0):
    return at(0, 0, path("M-12 0Q0 -9 12 0Q0 6 -12 0Z", fill=LEAF), circle(-5, -0.5, 2.3, GOOD),
              circle(0, -1, 2.3, GOOD), circle(5, -0.5, 2.3, GOOD), rot=rot)


def stethoscope():
    return path("M-10 -18Q-12 0 0 2Q12 0 10 -18", colour=DARK) + circle(-10, -19, 2, GREY) + circle(10, -19, 2, GREY) + \
        path("M0 2Q0 12 10 12") + circle(13, 12, 5, METAL)


def lightbox(x=0, y=0):
    """An X-ray on a light box: ribs and a spine drawn in white on blue."""
    ribs = "".join(path(f"M0 {-18 + 6 * k}Q{-9} {-20 + 6 * k} -12 {-12 + 6 * k}", colour=WHITE) +
                   path(f"M0 {-18 + 6 * k}Q9 {-20 + 6 * k} 12 {-12 + 6 * k}", colour=WHITE) for k in range(4))
    return at(x, y, rect(-20, -26, 40, 36, "#2c3a56", 2), line(0, -22, 0, 6, colour=WHITE, width=2), ribs)


def xray_x(colour=DARK):
    """The diffraction 'X' of spots on a film."""
    spots = "".join(circle(sx * d, sy * d * 1.3, 1.6, colour, stroke=False)
                    for d in (3, 6, 9) for sx in (-1, 1) for sy in (-1, 1))
    return rect(-15, -15, 30, 30, WHITE, 2) + spots + circle(0, 0, 2, colour, stroke=False)


def leaf_frame():
    return rect(-16, -20, 32, 40, PAPER, 1) + path("M0 14Q-12 0 0 -14Q12 0 0 14Z", fill=LEAF) + line(0, 16, 0, -12, width=1.2)


def rucksack():
    return rect(-14, -30, 28, 30, GOOD, 5) + rect(-9, -18, 18, 10, tint((110, 200, 120), 0.4), 2) + \
        path("M-8 -30Q0 -40 8 -30")


def dish_stack():
    return petri(0, -3) + petri(0, -9, (BAD, GOOD)) + petri(0, -15, (PURPLE, WARN, BLUE))


# --- action cards --------------------------------------------------------------------------------------
def teacup():
    return path("M-9 -12H9Q9 0 0 0Q-9 0 -9 -12Z", fill=WHITE) + path("M9 -10Q14 -10 13 -6Q12 -3 7 -3") + \
        ellipse(0, -12, 9, 2.5, POISON)


def bug(colour=BAD):
    legs = "".join(line(sx * 4, y, sx * 9, y - 2) for sx in (-1, 1) for y in (-3, 0, 3))
    return legs + ellipse(0, 0, 5, 7, colour) + circle(0, -8, 3, DARK) + line(-1, -10, -4, -14) + line(1, -10, 4, -14)


def barrel():
    """A drum with the radiation trefoil, tipped over on its side, mouth to the right."""
    blades = "".join(at(0, 0, path("M0 0L-5 -8.5A10 10 0 0 1 5 -8.5Z", fill=DARK), rot=120 * k) for k in range(3))
    return rect(-22, -14, 36, 28, YELLOW, 3) + at(-4, 0, blades, circle(0, 0, 2, YELLOW)) + ellipse(14, 0, 4, 14, DARK)


def mask():
    return rect(-10, -51, 20, 6, DARK, 3)


def plane():
    return path("M-22 0Q-22 -5 -16 -5H18Q24 -4 24 0Q24 3 18 3H-16Q-22 3 -22 0Z", fill=WHITE) + \
        poly(ACCENT, -2, -4, 8, -18, 12, -18, 8, -4) + poly(ACCENT, -2, 2, 8, 14, 12, 14, 8, 2) + \
        poly(ACCENT, -18, -4, -22, -12, -18, -12, -12, -4)


def suitcase(colour=BAD):
    return rect(-12, -20, 24, 20, colour, 3) + path("M-5 -20V-24H5V-20") + line(-12, -10, 12, -10, width=1.5)


def thumbs_up(colour=SKIN):
    return rect(-5, -4, 10, 10, colour, 3) + rect(-3, -12, 5, 9, colour, 2.5)


def tick(x, y, colour=GOOD):
    return line(x - 5, y, x - 1, y + 4, x + 6, y - 5, colour=colour, width=3.5)


def red_cross(x, y, r=6):
    return line(x - r, y - r, x + r, y + r, colour=BAD, width=3.5) + line(x - r, y + r, x + r, y - r, colour=BAD, width=3.5)


def scoop():
    """An ice-cream scoop lifting a paper (scooped!)."""
    return line(0, 0, 18, -14, colour=GREY, width=3.5) + path("M-8 4A8 8 0 0 1 8 4Z", fill=METAL)


def speed_lines(x, y, k=3):
    return "".join(line(x, y + 6 * i, x - 12 + 3 * i, y + 6 * i, colour=GREY, width=1.8) for i in range(k))


# --- impact and news ---------------------------------------------------------------------------------
def journal(colour=faces.IMPACT_STYLE["nurture"][0]):
    return rect(-16, -22, 32, 44, WHITE, 2) + rect(-16, -22, 32, 9, tint(colour, 0.3), 2) + \
        "".join(line(-11, -6 + 5 * k, 11 - 6 * (k == 4), -6 + 5 * k, colour=GREY, width=1.4) for k in range(5))


def book(colour, w=34, h=10):
    return rect(-w / 2, -h, w, h, colour, 2) + line(-w / 2 + 4, -h + 3, w / 2 - 4, -h + 3, colour=WHITE, width=1.3)


def open_book(colour):
    return path("M0 -4Q-12 -10 -26 -6V12Q-12 8 0 14Z", fill=WHITE) + path("M0 -4Q12 -10 26 -6V12Q12 8 0 14Z", fill=WHITE) + \
        path("M-28 -4V14Q-12 10 0 16Q12 10 28 14V-4", colour=colour) + line(0, -4, 0, 14)


def podium():
    return rect(-14, -16, 28, 16, DARK, 2) + rect(-36, -8, 22, 8, GREY, 2) + rect(14, -10, 22, 10, GREY, 2) + \
        at(0, -10, star(3.5, WARN))


def newspaper(x, y, *inside, s=1.0):
    """A folded newspaper, its picture in the box: the news article's frame."""
    return at(x, y, rect(-24, -16, 48, 32, WHITE, 1), rect(-20, -12, 40, 5, DARK, 1, stroke=False),
              rect(-20, -3, 18, 14, tint((88, 196, 220), 0.5), 1),
              *(line(2, -1 + 4 * k, 20, -1 + 4 * k, colour=GREY, width=1.2) for k in range(4)), *inside, s=s)


def stack_of_cards(n_cards=6):
    return "".join(at(0, -3 * i, card([BLUE, GOOD, WARN, PURPLE, BAD, ACCENT][i % 6]), rot=(-1) ** i * 5)
                   for i in range(n_cards))


# --- the scenes: one per card type (id -> picture) ---------------------------------------------------
SCENES = {
    # lab items
    "pipettes": lambda: [wild(44, 90, "happy", "hold"), at(62, 62, pipette(RED), rot=15), at(110, 90, rack(RED, BLUE, GOOD)),
                         at(134, 86, pipette(BLUE), rot=70), at(108, 56, sparks(6, WARN))],
    "thermal-cycler": lambda: [at(104, 90, thermal_cycler(), s=1.4), bald(40, 90, "happy", "point"),
                               at(104, 30, arrow(-10, 0, 10, 0, BAD), arrow(10, 8, -10, 8, BLUE))],
    "research-grant": lambda: [bald(42, 90, "grin", "up"), at(96, 90, coins(4)), at(116, 90, coins(3)),
                               at(106, 46, envelope(), rot=-10), at(74, 26, sparks(7, WARN))],
    "bunsen-burner": lambda: [at(96, 90, burner(), s=1.3), at(96, 34, flask(ORANGE, 0.5)),
                              wild(44, 90, "happy", "point"), at(124, 40, sparks(5, WARN))],
    "fume-hood": lambda: [at(100, 90, fume_hood(), s=1.2), at(100, 64, flask(GREEN, 0.6)),
                          at(100, 50, path("M0 0Q-4 -6 0 -10Q4 -14 0 -20", colour=POISON)), bald(36, 90, "happy", "hips")],
    "gel-rig": lambda: [at(104, 88, gel_rig(), s=1.4), wild(38, 90, "happy", "point"), at(104, 40, sparks(6, WARN))],
    "incubator": lambda: [at(104, 90, incubator(), s=1.3), bald(40, 90, "happy", "hold"), at(64, 28, heart(BAD, 4))],
    "autoclave": lambda: [at(102, 90, autoclave(), s=1.3), bald(38, 90, "shock", "out"), at(132, 30, sparks(6, WARN))],
    "centrifuge": lambda: [at(104, 90, centrifuge(), s=1.6), wild(40, 90, "shock", "up"), at(104, 46, arrow(-12, 0, 12, 0, BAD))],
    "dna-sequencer": lambda: [at(106, 90, sequencer(), s=1.3), bald(40, 90, "happy", "point")],
    "secret-tech": lambda: [at(104, 90, safe(), s=1.25), at(104, 30, query(BAD), s=1.6), wild(40, 90, "grin", "hold")],
    "mass-spectrometer": lambda: [at(104, 90, spectrometer(), s=1.15), bald(34, 90, "happy", "point", s=0.9)],
    "electron-microscope": lambda: [at(96, 90, electron_microscope(), s=1.1), wild(136, 90, "happy", "hold", flip=True, s=0.9),
                                    at(40, 44, circle(0, 0, 14, tint((88, 196, 220), 0.6)), circle(-4, -3, 3, GOOD),
                                       circle(5, 4, 2, PURPLE), circle(4, -5, 1.5, BAD))],
    "supercomputer": lambda: [at(0, 90, server(80, (GOOD, BAD, GOOD, WARN, GOOD)), server(98, (WARN, GOOD, GOOD, BAD, GOOD)),
                                 server(116, (GOOD, GOOD, WARN, GOOD, BAD))), bald(40, 90, "grin", "up")],
    "cryo-freezer": lambda: [at(104, 90, freezer(), s=1.2), bald(44, 90, "shock", "hips", coat=tint((88, 196, 220), 0.7)),
                             at(64, 24, sparks(5, ACCENT))],
    "cyclotron": lambda: [at(106, 56, cyclotron(), s=1.3), wild(38, 90, "grin", "point"), at(106, 90, rect(-6, -10, 12, 10, DARK, 1))],
    "lab-book": lambda: [at(106, 60, notebook(GOOD), rot=-8, s=1.3), bald(42, 90, "happy", "hold", extra=[beard()]),
                         at(130, 84, path("M0 0L14 -14", colour=BLUE), poly(BLUE, 0, 0, 2, -5, 5, -2))],
    "corn-plant": lambda: [at(106, 90, pot(), at(0, -16, stalk(52)), at(6, -44, corn(20), s=0.8)),
                           wild(40, 90, "happy", "point", extra=[bow()])],
    "stethoscope": lambda: [at(100, 58, stethoscope(), s=1.5), bald(40, 90, "happy", "wave"), at(136, 30, heart(BAD, 4))],
    "x-ray-tech": lambda: [lightbox(106, 56), wild(40, 90, "happy", "point"), at(106, 80, rect(-10, 0, 20, 10, DARK, 1))],
    "pea-plants": lambda: [at(108, 90, pot(), at(0, -16, stalk(44)), at(16, -46, peapod(30), s=0.8),
                              at(-16, -38, peapod(-30), s=0.8)), bald(40, 90, "happy", "hold", extra=[beard()])],
    "herbarium": lambda: [at(104, 50, leaf_frame(), s=1.4), wild(40, 90, "happy", "point"), at(140, 84, peapod(0), s=0.6)],
    "field-kit": lambda: [at(106, 90, rucksack(), s=1.2), at(132, 58, magnifier(), s=1.1),
                          bald(42, 90, "happy", "wave", extra=[backpack()])],
    "petri-dishes": lambda: [at(106, 88, dish_stack(), s=1.8), wild(40, 90, "happy", "hold"), at(106, 40, sparks(6, GOOD))],
    # action cards
    "poisoned-tea": lambda: [at(96, 90, teacup(), s=1.5), at(96, 68, path("M0 0Q-4 -6 0 -12Q4 -18 0 -24", colour=POISON),
                                                           path("M8 0Q4 -6 8 -12", colour=POISON)),
                             bald(40, 90, "sad", "down", coat=tint((142, 208, 106), 0.5)), at(130, 44, bang(BAD), s=1.4)],
    "computer-virus": lambda: [at(104, 90, laptop(BAD), s=1.6), at(104, 68, bug(DARK), s=1.1),
                               wild(40, 90, "shock", "up"), at(138, 36, sparks(6, BAD))],
    "radioactive-spill": lambda: [at(118, 88, puddle(POISON, 54)), at(86, 76, barrel(), s=0.9),
                                  bald(34, 90, "shock", "up"), at(132, 70, sparks(5, POISON))],
    "borrowed-equipment": lambda: [wild(88, 90, "grin", "hold", rot=-8, extra=[mask()]), at(104, 60, microscope(), s=0.9),
                                   speed_lines(60, 40), at(136, 40, query(), s=1.3)],
    "stolen-manuscript": lambda: [bald(96, 90, "grin", "hold", rot=-10, extra=[mask()]), at(112, 58, sheet(), rot=15),
                                  speed_lines(70, 44), at(40, 90, rect(-14, -30, 28, 30, ORANGE, 2)),
                                  at(40, 54, bang(BAD), s=1.3)],
    "plagiarised-paper": lambda: [at(48, 50, sheet(BLUE), s=1.6), at(116, 50, sheet(BLUE), s=1.6),
                                  arrow(66, 50, 96, 50, BAD), at(82, 90, scientist("wild", "grin", "down"), s=0.5)],
    "friendly-reviewer": lambda: [bald(54, 90, "happy", "hold"), at(86, 52, sheet(), s=1.6), tick(86, 52),
                                  at(118, 60, thumbs_up(), s=1.3), at(120, 30, heart(BAD, 4))],
    "travel-grant": lambda: [at(96, 32, plane(), rot=-12, s=1.2), at(118, 90, suitcase()), wild(52, 90, "grin", "wave"),
                             at(24, 20, path("M0 0Q4 -6 12 -2Q20 -6 24 2Z", fill=WHITE))],
    "night-shift": lambda: [rect(92, 12, 52, 32, "#2c3a56", 2), at(126, 28, moon(), s=1.0), at(104, 20, star(2.5)),
                            at(30, 24, clock(10, 3, 0)), bald(60, 90, "sleepy", "hold"), at(76, 66, mug(BLUE)),
                            at(76, 52, steam()), at(118, 90, rack(GOOD, PURPLE))],
    "reviewer-two": lambda: [bald(110, 90, "sad", "point", flip=True), at(58, 50, sheet(), s=1.8), red_cross(58, 50, 9),
                             at(28, 80, sheet(), rot=-20, s=0.8)],
    "scooped": lambda: [at(104, 44, scoop(), at(0, -10, sheet(), s=0.9), rot=-20), wild(120, 90, "grin", "hold", s=0.85),
                        bald(44, 90, "shock", "out"), at(44, 22, bang(BAD), s=1.3)],
    # impact piles
    "nurture": lambda: [at(106, 52, journal(), rot=6, s=1.3), at(106, 80, pot(GOOD), at(0, -18, stalk(18)), s=0.7),
                        bald(40, 90, "happy", "hold")],
    "book": lambda: [at(110, 90, book(PURPLE, 44, 12), at(0, -12, book(BAD, 40, 10)), at(0, -22, book(BLUE, 42, 11))),
                     at(110, 44, open_book(faces.IMPACT_STYLE["book"][0]), s=0.9), wild(40, 90, "happy", "point")],
    "nobel": lambda: [at(80, 90, podium(), s=1.3), bald(80, 69, "grin", "up", s=0.8, extra=[at(0, -28, medal(), s=0.7)]),
                      at(40, 30, star(4)), at(124, 26, star(5)), at(136, 54, star(3)), at(24, 56, star(3))],
    # characters
    "postdoc": lambda: [wild(64, 90, "happy", "hold"), at(80, 66, flask(GREEN, 0.6), s=0.8),
                        at(118, 90, rack(BLUE, RED, GOOD)), at(118, 56, coins(2))],
    "phd": lambda: [bald(70, 90, "sleepy", "hold", extra=[backpack()], coat=WHITE), at(84, 64, mug(BLUE), s=0.9),
                    at(84, 52, steam(10)), at(122, 90, book(PURPLE, 30, 8), at(0, -8, book(BLUE, 28, 8)),
                                                 at(0, -16, book(GOOD, 30, 8))), at(52, 26, zzz())],
    "pi": lambda: [at(60, 90, scientist("bald", "grin", "point"), tie()), rect(92, 18, 50, 36, WHITE, 2),
                   line(98, 48, 110, 40, 122, 44, 136, 24, colour=GOOD, width=3), at(136, 24, star(3, WARN))],
    "emeritus": lambda: [at(64, 90, scientist("bald", "sleepy", "down"), beard(), cane()), at(36, 30, zzz()),
                         at(118, 90, rect(-16, -24, 32, 24, ORANGE, 2), at(0, -24, mug(GOOD), s=0.8)),
                         at(126, 30, clock(8, 4, 0))],
    "professor": lambda: [at(58, 90, scientist("bald", "happy", "point"), mortarboard()), rect(88, 16, 56, 38, DARK, 2),
                          line(96, 42, 108, 26, 120, 42, 134, 26, colour=WHITE, width=2),
                          at(116, 90, flask(PURPLE, 0.5))],
    "darwin": lambda: [at(54, 90, scientist("bald", "happy", "out"), beard()),
                       at(78, 54, ellipse(0, 0, 7, 5, ORANGE), circle(5, -4, 4, ORANGE), poly(WARN, 8, -5, 13, -3, 8, -2),
                          circle(6, -5, 0.9, INK, stroke=False)),
                       at(118, 90, stalk(34)), at(136, 90, stalk(22))],
    "mcclintock": lambda: [wild(54, 90, "happy", "hold", extra=[bow()]), at(72, 62, corn(20), s=0.8),
                           at(114, 90, stalk(56)), at(114, 52, corn(-10), s=0.6)],
    "mcbarnette": lambda: [at(60, 90, scientist("wild", "happy", "wave"), stethoscope_on()),
                           at(112, 60, rect(-16, -18, 32, 36, WHITE, 2), line(-10, 0, -4, 0, -1, -8, 3, 8, 6, 0, 10, 0,
                                                                                  colour=BAD, width=2)),
                           at(112, 88, heart(BAD, 3))],
    "franklin": lambda: [at(56, 90, scientist("wild", "happy", "point"), bow()), at(110, 46, xray_x(), s=1.3),
                         at(110, 82, rect(-12, -4, 24, 8, DARK, 1))],
    "mendel": lambda: [at(54, 90, scientist("bald", "happy", "hold"), beard()), at(70, 62, peapod(-20), s=0.8),
                       at(114, 90, pot(), at(0, -16, stalk(40)), at(14, -44, peapod(20), s=0.7))],
    # news articles (Legends of Science)
    "pipette-pioneer": lambda: [newspaper(44, 40, at(-11, 10, pipette(RED), s=0.35)),
                                *(at(92 + 12 * k, 90, pipette([RED, BLUE, GOOD, PURPLE][k]), s=1.1) for k in range(4)),
                                at(134, 24, medal(), s=0.9)],
    "pcr-boom": lambda: [newspaper(40, 36, at(-11, 10, thermal_cycler(), s=0.3)),
                         *(at(x, y, thermal_cycler(), s=0.8) for x, y in ((92, 90), (128, 90), (110, 70))),
                         at(110, 32, burst(12, WARN, BAD))],
    "spin-doctor": lambda: [newspaper(40, 36, at(-11, 8, centrifuge(), s=0.35)), at(94, 90, centrifuge(), s=1.1),
                            at(132, 90, centrifuge(), s=1.1), at(112, 40, arrow(-10, 0, 10, 0, BAD), arrow(10, 10, -10, 10, BAD))],
    "big-science": lambda: [newspaper(36, 32, at(-11, 8, flask(GREEN), s=0.4)), at(106, 90, flask(GREEN, 0.6), s=2.9),
                            bald(68, 90, "shock", "up", s=0.6)],
    "well-equipped": lambda: [newspaper(36, 32, at(-11, 8, microscope(), s=0.5)), at(72, 50, shelf(), shelf(), s=1.5),
                              at(84, 50, flask(GREEN, 0.5), s=0.7), at(100, 50, microscope(), s=0.7),
                              at(120, 50, rack(RED, BLUE), s=0.7), at(86, 90, thermal_cycler(), s=0.6),
                              at(126, 90, centrifuge(), s=0.8)],
    "prolific-author": lambda: [newspaper(36, 32, at(-11, 8, sheet(), s=0.5)),
                                *(at(96 + 10 * k, 60 - 4 * k, journal(), rot=-8 + 8 * k, s=0.9) for k in range(3)),
                                bald(140, 90, "grin", "hold", s=0.6)],
    "bestseller": lambda: [newspaper(36, 32, at(-11, 8, book(PURPLE, 14, 6), s=0.8)),
                           at(110, 70, open_book(faces.IMPACT_STYLE["book"][0]), s=1.3),
                           *(at(84 + 13 * k, 34 - 4 * (k % 2), star(4, WARN)) for k in range(5))],
    "laureate": lambda: [newspaper(36, 32, at(-11, 8, medal(), s=0.5)), at(112, 60, medal(), s=2.2),
                         at(84, 32, sparks(6, WARN)), at(140, 32, sparks(6, WARN))],
    "all-rounder": lambda: [newspaper(36, 32, at(-11, 8, star(3, WARN))), at(84, 66, journal(), s=0.8),
                            at(116, 90, book(PURPLE, 30, 9), at(0, -9, book(BLUE, 28, 8))), at(140, 58, medal(), s=1.2)],
    "deep-pockets": lambda: [newspaper(36, 32, at(-11, 8, coin(), s=0.8)), bald(106, 90, "grin", "hips"),
                             at(92, 64, coin()), at(122, 64, coin()), at(96, 82, coin()), at(132, 86, coin()),
                             at(70, 88, ellipse(0, 0, 6, 2.2, YELLOW)), at(140, 40, sparks(6, WARN))],
    "big-data": lambda: [newspaper(36, 32, at(-11, 8, sequencer(), s=0.3)), at(92, 90, sequencer(), s=0.9),
                         at(134, 90, spectrometer(), s=0.6), at(112, 34, bubble(star(4, WARN), w=24, h=16))],
    "hoarder": lambda: [newspaper(36, 32, at(-11, 8, card(BLUE), s=0.5)), bald(104, 90, "shock", "up"),
                        at(104, 30, stack_of_cards(6)), at(136, 86, card(GOOD), rot=60), at(74, 86, card(WARN), rot=-50)],
}


def back() -> str:
    """The card back: two rival scientists back to back, flasks raised, on the lab deck's blue
    (portrait view box, no words)."""
    blue = faces.ITEM_BLUE
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="100" height="140">\n'
            f'<g stroke="{INK}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n'
            f'<rect x="0" y="0" width="100" height="140" rx="7" fill="#2c4e82" stroke="none"/>\n'
            f'<rect x="5" y="5" width="90" height="130" rx="5" fill="none" stroke="{tint(blue, 0.75)}"/>\n'
            + at(50, 62, circle(0, -6, 36, tint(blue, 0.55)), s=1) + "\n"
            + at(34, 82, scientist("bald", "grin", "up"), s=0.75) + "\n"
            + at(66, 82, scientist("wild", "grin", "up"), s=0.75, flip=True) + "\n"
            + at(20, 34, flask(GREEN, 0.6), s=0.6) + at(80, 34, flask(PURPLE, 0.6), s=0.6) + "\n"
            + at(50, 28, burst(9, WARN, BAD)) + "\n"
            + at(50, 116, rack(RED, BLUE, GOOD, YELLOW), s=0.9) + "\n</g>\n</svg>\n")


def backgrounds() -> dict[str, tuple]:
    """Every card type that needs art -> the colour its scene is tinted with (its face's edge)."""
    c = content()
    out = {}
    legend_items = {c.items[i] for i in c.legend_items}
    for tid in c.item_types:
        out[tid] = faces.LEGEND_STYLE[0] if tid in legend_items else faces.ITEM_BLUE
    for tid in c.action_types:
        out[tid] = faces.ACTION_TEAL
    for pile in c.piles:
        out[pile] = faces.IMPACT_STYLE[pile][0]
    for cid in c.characters:
        out[cid] = faces.CHAR_STYLE.get(cid, faces.LEGEND_STYLE)[0]
    for news in c.news:
        out[news.id] = faces.NEWS_GREY
    return out


def drawings() -> dict[str, str]:
    """Every file this tool writes: name -> SVG text."""
    out = {name: svg(tint(colour, 0.82), *SCENES[name]()) for name, colour in backgrounds().items() if name in SCENES}
    out["back"] = back()
    return out


def main(argv=None) -> int:
    names = backgrounds()
    problems = [f"{name}: no scene" for name in names if name not in SCENES]
    problems += [f"{name}: a scene for no card" for name in SCENES if name not in names]
    return write_or_check(__doc__.splitlines()[0], OUT, OUT.parents[2], drawings(), problems, argv)


if __name__ == "__main__":
    sys.exit(main())
