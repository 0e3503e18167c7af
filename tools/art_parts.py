"""The shared parts of the card art (docs/art.md): small SVG builders that the per-game generators
(tools/art_<game>.py) compose into scenes. Every part is drawn in its own local units with its feet or
its centre at (0, 0) and placed by ``at()``; colours come from labdesk.ui.theme, the outline is INK.

A part returns an SVG fragment (a string); a scene is a list of fragments inside ``svg()``.
"""
from __future__ import annotations

import math

from labdesk.ui import theme

VIEW = (160, 100)  # every illustration's view box: a landscape scene, 8:5
FLOOR = 90  # the bench / floor line of a scene
LINE = 2.5  # the outline's width in view-box units, whatever a part's scale


def hex_colour(rgb) -> str:
    return "#%02x%02x%02x" % tuple(rgb[:3])


def tint(rgb, amount: float) -> str:
    """``rgb`` mixed with white (``amount`` 0 = the colour, 1 = white)."""
    return hex_colour(tuple(round(c + (255 - c) * amount) for c in rgb[:3]))


INK = hex_colour(theme.INK)
PAPER = hex_colour(theme.CREAM)
WHITE = "#ffffff"
SKIN = "#f2ceaa"
HAIR = "#462e1e"
TUFT = "#c8c8ce"
METAL = "#dee4ea"
DINO = "#c4f0aa"
PLATE = "#f0be46"
RED, BLUE, GREEN, YELLOW, PURPLE, ORANGE = (hex_colour(theme.CHEMICALS[c][0]) for c in
                                           ("red", "blue", "green", "yellow", "purple", "orange"))
ACCENT, GOOD, WARN, BAD = (hex_colour(c) for c in (theme.ACCENT, theme.GOOD, theme.WARN, theme.BAD))
GREY = hex_colour(theme.TEXT_DIM)
DARK = hex_colour(theme.PANEL)


def n(v: float) -> str:
    """A number written short: the files stay small and readable."""
    return f"{v:.1f}".rstrip("0").rstrip(".") if v != int(v) else str(int(v))


def pts(*xy: float) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in zip(xy[::2], xy[1::2]))


def at(x: float, y: float, *parts: str, s: float = 1.0, flip: bool = False, rot: float = 0) -> str:
    """``parts`` moved to (x, y), turned ``rot`` degrees, scaled by ``s`` (mirrored if ``flip``);
    the outline keeps its width because the group's stroke-width is divided by the scale."""
    t = f"translate({n(x)} {n(y)})"
    if rot:
        t += f" rotate({n(rot)})"
    if s != 1 or flip:
        t += f" scale({n(-s if flip else s)} {n(s)})"
    return f'<g transform="{t}" stroke-width="{n(LINE / s)}">' + "".join(parts) + "</g>"


def svg(background: str, *parts: str) -> str:
    """A whole illustration: a rounded panel in ``background`` with a floor line, then the parts."""
    w, h = VIEW
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">\n'
            f'<g stroke="{INK}" stroke-width="{n(LINE)}" stroke-linecap="round" stroke-linejoin="round">\n')
    back = (f'<rect x="1.5" y="1.5" width="{w - 3}" height="{h - 3}" rx="8" fill="{background}"/>\n'
            f'<path d="M1.5 {FLOOR}H{w - 1.5}" fill="none"/>\n')
    return head + back + "\n".join(parts) + "\n</g>\n</svg>\n"


NO_STROKE = ' stroke="none"'


# --- basic shapes ------------------------------------------------------------------------------------
def circle(cx, cy, r, fill=WHITE, stroke=True) -> str:
    return f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="{fill}"{"" if stroke else NO_STROKE}/>'


def ellipse(cx, cy, rx, ry, fill=WHITE, stroke=True) -> str:
    return (f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="{n(rx)}" ry="{n(ry)}" fill="{fill}"'
            f'{"" if stroke else NO_STROKE}/>')


def rect(x, y, w, h, fill=WHITE, r=0, stroke=True) -> str:
    corner = f' rx="{n(r)}"' if r else ""
    return (f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{corner} fill="{fill}"'
            f'{"" if stroke else NO_STROKE}/>')


def poly(fill, *xy, stroke=True) -> str:
    return f'<polygon points="{pts(*xy)}" fill="{fill}"{"" if stroke else NO_STROKE}/>'


def line(*xy, colour=None, width=None) -> str:
    extra = (f' stroke="{colour}"' if colour else "") + (f' stroke-width="{n(width)}"' if width else "")
    return f'<polyline points="{pts(*xy)}" fill="none"{extra}/>'


def path(d: str, fill="none", colour=None) -> str:
    return f'<path d="{d}" fill="{fill}"' + (f' stroke="{colour}"' if colour else "") + "/>"


# --- faces: the same eyes and mouths on scientists, robots and dinos ---------------------------------
def mouth(x, y, mood: str, w=4) -> str:
    if mood == "happy":
        return path(f"M{n(x - w)} {n(y)}Q{n(x)} {n(y + w)} {n(x + w)} {n(y)}")
    if mood == "sad":
        return path(f"M{n(x - w)} {n(y + 2)}Q{n(x)} {n(y - 2)} {n(x + w)} {n(y + 2)}")
    if mood == "shock":
        return ellipse(x, y + 1, w * 0.45, w * 0.6, INK, stroke=False)
    if mood == "grin":
        return path(f"M{n(x - w)} {n(y)}H{n(x + w)}Q{n(x)} {n(y + w * 1.4)} {n(x - w)} {n(y)}Z", fill=WHITE)
    return line(x - w * 0.8, y + 1, x + w * 0.8, y + 1)  # flat / sleepy


# --- figures -----------------------------------------------------------------------------------------
ARMS = {  # hand positions (left, right) relative to the feet, by pose
    "down": ((-13, -20), (13, -20)),
    "up": ((-16, -56), (16, -56)),
    "out": ((-21, -36), (21, -36)),
    "hold": ((4, -27), (14, -30)),
    "point": ((-13, -20), (24, -42)),
    "wave": ((-13, -20), (17, -54)),
    "hips": ((-8, -24), (8, -24)),
}


def scientist(hair: str = "bald", mood: str = "happy", arms: str = "down", coat=WHITE) -> str:
    """The house scientist: lab coat, round glasses; ``hair`` "bald" (grey tufts, a shiny dome) or
    "wild" (a dark crown of spikes) like the card symbols. Feet at (0, 0), about 62 units tall."""
    (lx, ly), (rx, ry) = ARMS[arms]
    parts = [line(-5, -15, -6, 0), line(5, -15, 6, 0)]
    parts += [line(-9, -35, lx, ly), line(9, -35, rx, ry)]
    parts.append(path("M-12 -14L-9 -38H9L12 -14Z", fill=coat))
    parts.append(line(0, -38, 0, -16))
    parts += [circle(lx, ly, 2.6, SKIN), circle(rx, ry, 2.6, SKIN)]
    if hair == "wild":
        spikes = []
        for k in range(11):
            a = math.pi + math.pi * k / 10
            r = 15.5 if k % 2 else 10.5
            spikes += [r * math.cos(a), -49 + r * math.sin(a)]
        parts.append(poly(HAIR, *spikes))
    parts.append(circle(0, -48, 10, SKIN))
    if hair == "bald":
        parts += [circle(-10, -47, 3.2, TUFT), circle(10, -47, 3.2, TUFT),
                  ellipse(-3.5, -54, 3.2, 1.8, "#fff6e6", stroke=False)]
    eyes = [circle(-4, -48, 3, WHITE), circle(4, -48, 3, WHITE), line(-1, -48, 1, -48)]
    if mood == "sleepy":
        eyes += [line(-6, -48, -2, -48), line(2, -48, 6, -48)]
    else:
        eyes += [circle(-4, -48, 0.9, INK, stroke=False), circle(4, -48, 0.9, INK, stroke=False)]
    return "".join(parts + eyes) + mouth(0, -42.5, mood, 3.2)


def robot(mood: str = "happy", arms: str = "down", body=METAL) -> str:
    """The house robot: box head with an antenna and square eyes, a grille mouth. Feet at (0, 0)."""
    (lx, ly), (rx, ry) = ARMS[arms]
    parts = [rect(-8, -13, 5, 13, GREY, 1), rect(3, -13, 5, 13, GREY, 1)]
    parts += [line(-10, -31, lx, ly), line(10, -31, rx, ry), circle(lx, ly, 2.6, GREY), circle(rx, ry, 2.6, GREY)]
    parts += [rect(-12, -35, 24, 23, body, 3), circle(0, -24, 3.5, WARN)]
    parts += [line(0, -51, 0, -58), circle(0, -59.5, 2.5, BAD), rect(-10, -51, 20, 16, body, 3)]
    if mood == "shock":
        parts += [circle(-4.5, -45, 3, WHITE), circle(4.5, -45, 3, WHITE)]
    elif mood == "sleepy":
        parts += [line(-7, -45, -2, -45), line(2, -45, 7, -45)]
    else:
        parts += [rect(-7, -47.5, 4.5, 4.5, ACCENT), rect(2.5, -47.5, 4.5, 4.5, ACCENT)]
    if mood == "sad":
        parts.append(path("M-4 -38Q0 -41 4 -38"))
    else:
        parts += [rect(-5, -40.5, 10, 3.5, WHITE), line(-1.7, -40.5, -1.7, -37), line(1.7, -40.5, 1.7, -37)]
    return "".join(parts)


def dino(mood: str = "happy", colour=DINO, legs: str = "stand") -> str:
    """The house dinosaur: a round little stegosaurus facing right, back plates and a tail. Feet at
    (0, 0), about 40 units tall and 54 long."""
    parts = []
    for k, px in enumerate((-12, -4, 4)):
        parts.append(poly(PLATE, px - 4.5, -22 + abs(k - 1), px, -33 + abs(k - 1) * 2, px + 4.5, -22 + abs(k - 1)))
    parts.append(poly(colour, -14, -18, -30, -8, -12, -9))
    if legs == "run":
        parts += [line(-8, -8, -13, 0, colour=INK), line(8, -8, 13, -1, colour=INK)]
    else:
        parts += [line(-8, -8, -8, 0), line(8, -8, 8, 0)]
    parts.append(ellipse(0, -15, 17, 10, colour))
    parts.append(path("M12 -20Q16 -26 20 -30", colour=None))
    parts.append(ellipse(22, -31, 8, 6.5, colour))
    parts.append(circle(23, -33, 1.3 if mood != "shock" else 2, INK, stroke=False))
    return "".join(parts) + mouth(24, -29, mood, 2.6)


def cat() -> str:
    """A sitting cat (the pet). Feet at (0, 0)."""
    return "".join([path("M8 -4Q18 -8 14 -18", colour=None), ellipse(0, -9, 9, 9, ORANGE),
                    poly(ORANGE, -7, -22, -7, -31, -2, -25), poly(ORANGE, 7, -22, 7, -31, 2, -25),
                    circle(0, -22, 7.5, ORANGE), circle(-2.5, -23, 0.9, INK, stroke=False),
                    circle(2.5, -23, 0.9, INK, stroke=False), mouth(0, -20, "happy", 1.6)])


# --- lab things (centred on (0, 0) unless said) ------------------------------------------------------
def flask(colour=GREEN, level=0.55) -> str:
    """An Erlenmeyer flask standing on (0, 0), 26 tall."""
    top = -8 - 14 * level
    half = 10 - 6 * (1 - level)
    return "".join([poly(WHITE, -3, -26, -3, -17, -11, 0, 11, 0, 3, -17, 3, -26),
                    poly(colour, -half, top, -11, 0, 11, 0, half, top, stroke=False),
                    path("M-3 -26V-17L-11 0H11L3 -17V-26"), line(-5, -26, 5, -26)])


def tube(colour=BLUE, rot=0) -> str:
    """A test tube standing on (0, 0), 24 tall."""
    return at(0, 0, rect(-3.5, -24, 7, 24, WHITE, 3.5), rect(-3.5, -11, 7, 11, colour, 3.5, stroke=False),
              rect(-3.5, -24, 7, 24, "none", 3.5), s=1, rot=rot)


def rack(*colours) -> str:
    """A rack of test tubes, centred on x = 0, on the floor at y = 0."""
    w = 9 * len(colours) + 6
    tubes = [at(-w / 2 + 7.5 + 9 * i, -3, tube(c)) for i, c in enumerate(colours)]
    return "".join(tubes) + rect(-w / 2, -12, w, 4, ORANGE, 1) + line(-w / 2 + 2, -8, -w / 2 + 2, 0) + \
        line(w / 2 - 2, -8, w / 2 - 2, 0)


def mug(colour=BAD) -> str:
    """A mug standing on (0, 0)."""
    return path("M6 -10Q12 -10 12 -6Q12 -2 6 -3") + rect(-6, -14, 12, 14, colour, 2)


def steam(h=12) -> str:
    return "".join(path(f"M{x} 0Q{x - 3} {-h / 3} {x} {-h / 2}Q{x + 3} {-h * 2 / 3} {x} {-h}", colour=GREY)
                   for x in (-3, 3))


def puddle(colour, w=22) -> str:
    return ellipse(0, 0, w / 2, 3, colour)


def keyboard() -> str:
    keys = "".join(rect(-15 + 6 * i, -5.5 + 3.5 * j, 4, 2, GREY, 0.5, stroke=False) for i in range(6) for j in range(2))
    return rect(-18, -7, 36, 9, METAL, 2) + keys


def laptop(screen=ACCENT) -> str:
    """A laptop on (0, 0), the screen facing us."""
    return rect(-16, -26, 32, 22, DARK, 2) + rect(-13, -23, 26, 16, screen, 1) + poly(METAL, -20, 0, -16, -4, 16, -4, 20, 0)


def sheet(lines_colour=GREY, fill=WHITE) -> str:
    """A sheet of paper centred on (0, 0), 16 x 20, with lines of writing."""
    return rect(-8, -10, 16, 20, fill, 1) + "".join(line(-5, -6 + 4 * k, 5 - 3 * (k == 3), -6 + 4 * k,
                                                          colour=lines_colour, width=1.4) for k in range(4))


def card(colour=BLUE) -> str:
    """A playing card centred on (0, 0), 14 x 20."""
    return rect(-7, -10, 14, 20, PAPER, 2) + rect(-4, -7, 8, 8, colour, 1, stroke=False)


def burst(r=12, colour=WARN, inner=BAD, spikes=10) -> str:
    """A cartoon bang centred on (0, 0)."""
    def star(rad, k):
        out = []
        for i in range(spikes * 2):
            a = math.pi * i / spikes
            rr = rad if i % 2 == 0 else rad * k
            out += [rr * math.cos(a), rr * math.sin(a)]
        return out
    return poly(colour, *star(r, 0.55)) + poly(inner, *star(r * 0.5, 0.55), stroke=False)


def sparks(r=8, colour=WARN) -> str:
    """Short dashes round (0, 0): surprise, shine, speed."""
    return "".join(line(r * math.cos(a), r * math.sin(a), 1.6 * r * math.cos(a), 1.6 * r * math.sin(a), colour=colour)
                   for a in (math.radians(d) for d in (-150, -110, -70, -30)))


def gear(r=8, colour=GREY) -> str:
    teeth = []
    for i in range(16):
        a = math.pi * i / 8 + (math.pi / 16 if i % 2 else 0)
        rr = r if i % 4 < 2 else r * 0.78
        teeth += [rr * math.cos(a), rr * math.sin(a)]
    return poly(colour, *teeth) + circle(0, 0, r * 0.3, WHITE)


def bubble(*inside: str, w=22, h=16, tail=-1) -> str:
    """A speech bubble centred on (0, 0); its tail points down-left (-1) or down-right (+1)."""
    t = tail * w * 0.25
    return path(f"M{n(t)} {n(h / 2 - 1)}L{n(t + tail * 6)} {n(h / 2 + 7)}L{n(t + tail * 7)} {n(h / 2 - 1)}", fill=WHITE) + \
        ellipse(0, 0, w / 2, h / 2, WHITE) + path(f"M{n(t + 1)} {n(h / 2 - 2)}L{n(t + tail * 7)} {n(h / 2 - 2)}",
                                                 colour=WHITE) + "".join(inside)


def bang(colour=BAD) -> str:
    """An exclamation mark drawn as a shape (the art carries no words) centred on (0, 0)."""
    return poly(colour, -2.2, -7, 2.2, -7, 1, 2, -1, 2, stroke=False) + circle(0, 5, 1.6, colour, stroke=False)


def query(colour=INK) -> str:
    """A question mark drawn as a shape, centred on (0, 0)."""
    return path("M-3.5 -3.5Q-3.5 -7.5 0 -7.5Q3.5 -7.5 3.5 -4Q3.5 -1.5 0 0V2", colour=colour) + \
        circle(0, 5.5, 1.3, colour, stroke=False)


def heart(colour=BAD, r=4) -> str:
    return path(f"M0 {n(r * 1.2)}C{n(-r * 2)} {n(-r * 0.2)} {n(-r)} {n(-r * 1.5)} 0 {n(-r * 0.4)}"
                f"C{n(r)} {n(-r * 1.5)} {n(r * 2)} {n(-r * 0.2)} 0 {n(r * 1.2)}Z", fill=colour)


def zzz(colour=ACCENT) -> str:
    """Sleep, drawn as three zigzags of growing size (no letters)."""
    return "".join(path(f"M{n(x)} {n(y)}h{n(s)}l{n(-s)} {n(s)}h{n(s)}", colour=colour)
                   for x, y, s in ((0, 0, 3), (5, -7, 4), (11, -16, 5)))


def arrow_turn(r=10, clockwise=True, colour=ACCENT) -> str:
    """A circular arrow round (0, 0): the direction of play."""
    sweep, end = (1, (r * math.cos(math.radians(-60)), r * math.sin(math.radians(-60)))) if clockwise else \
        (0, (r * math.cos(math.radians(-120)), r * math.sin(math.radians(-120))))
    start = (-r, 0) if clockwise else (r, 0)
    head_dir = 1 if clockwise else -1
    ex, ey = end
    return path(f"M{n(start[0])} {n(start[1])}A{n(r)} {n(r)} 0 1 {sweep} {n(ex)} {n(ey)}", colour=colour) + \
        poly(colour, ex - 4 * head_dir, ey - 4, ex + 3 * head_dir, ey + 1, ex - 3 * head_dir, ey + 4)


def arrow(x1, y1, x2, y2, colour=ACCENT) -> str:
    """A straight arrow from (x1, y1) to (x2, y2)."""
    a = math.atan2(y2 - y1, x2 - x1)
    h = 5
    left = (x2 - h * math.cos(a - 0.5), y2 - h * math.sin(a - 0.5))
    right = (x2 - h * math.cos(a + 0.5), y2 - h * math.sin(a + 0.5))
    return line(x1, y1, x2, y2, colour=colour) + poly(colour, x2, y2, *left, *right)


def clock(r=9, hour=12, minute=0) -> str:
    """A wall clock centred on (0, 0)."""
    def hand(turn, length):
        a = math.radians(turn * 360 - 90)
        return line(0, 0, length * math.cos(a), length * math.sin(a))
    return circle(0, 0, r, WHITE) + hand(hour / 12, r * 0.5) + hand(minute / 60, r * 0.8)


def phone(screen=ACCENT) -> str:
    return rect(-5, -9, 10, 18, DARK, 2) + rect(-3.5, -6.5, 7, 12, screen, 1, stroke=False)


def key() -> str:
    return circle(-6, 0, 4, YELLOW) + line(-2, 0, 8, 0) + line(5, 0, 5, 3) + line(8, 0, 8, 3) + circle(-6, 0, 1.3, WHITE)


def ring() -> str:
    return circle(0, 2, 5, "none") + poly(ACCENT, -3, -4, 0, -8, 3, -4, 0, -2)


def battery(level=0.2, colour=BAD) -> str:
    return rect(-10, -5, 20, 10, WHITE, 2) + rect(10, -2, 2.5, 4, GREY, 0.5) + \
        rect(-8, -3, 16 * level, 6, colour, 0.5, stroke=False)


def meteor(r=5) -> str:
    return "".join(line(0, 0, -14 + 4 * k, -10 - 3 * k, colour=c) for k, c in enumerate((WARN, BAD, ORANGE))) + \
        circle(0, 0, r, GREY) + circle(-1.5, -1, 1.2, DARK, stroke=False)


def egg(cracked=True) -> str:
    crack = line(-7, -9, -4, -7, -2, -10, 1, -7, 4, -10, 7, -8) if cracked else ""
    return ellipse(0, -9, 8, 10, PAPER) + crack


def microscope() -> str:
    """A microscope standing on (0, 0)."""
    return rect(-12, -4, 24, 4, DARK, 1) + path("M6 -4Q12 -16 4 -26", colour=None) + \
        at(-2, -22, rect(-3, -10, 6, 20, METAL, 1), rot=-25) + rect(-9, -13, 14, 3, GREY, 1)


def medal(colour=WARN) -> str:
    return poly(BAD, -5, -16, -1, -4, 1, -4, -3, -16) + poly(BLUE, 5, -16, 1, -4, -1, -4, 3, -16) + \
        circle(0, 0, 6, colour) + poly(WHITE, 0, -3, 1, -1, 3, -1, 1.5, 0.5, 2, 3, 0, 1.5, -2, 3, -1.5, 0.5, -3, -1, -1, -1,
                                       stroke=False)


def moon() -> str:
    return path("M3 -9A9 9 0 1 0 9 5A7 7 0 1 1 3 -9Z", fill=YELLOW)


def star(r=3, colour=YELLOW) -> str:
    p = []
    for i in range(10):
        a = -math.pi / 2 + math.pi * i / 5
        rr = r if i % 2 == 0 else r * 0.45
        p += [rr * math.cos(a), rr * math.sin(a)]
    return poly(colour, *p, stroke=False)


def notes(colour=PURPLE) -> str:
    return ellipse(-4, 4, 2.5, 2, colour) + line(-1.6, 4, -1.6, -6, 5, -8, 5, 2) + ellipse(2.6, 2, 2.5, 2, colour)


def disco_ball(r=8) -> str:
    tiles = "".join(line(-r * 0.9, y, r * 0.9, y, colour=GREY, width=1) for y in (-r * 0.4, 0, r * 0.4))
    tiles += "".join(line(x, -r * 0.9, x, r * 0.9, colour=GREY, width=1) for x in (-r * 0.4, 0, r * 0.4))
    return line(0, -r, 0, -r - 10) + circle(0, 0, r, METAL) + tiles + circle(0, 0, r, "none")


def broom() -> str:
    """A broom leaning, its head on (0, 0)."""
    return line(4, -4, 18, -34, colour=ORANGE, width=3) + poly(YELLOW, -8, 0, 10, 0, 7, -7, -3, -7) + \
        "".join(line(x, -1, x + 1, -5, width=1) for x in (-4, 0, 4))


def camera() -> str:
    """A surveillance camera on a wall bracket, hanging from (0, 0)."""
    return line(0, 0, 0, 6) + at(0, 10, rect(-12, -5, 20, 10, METAL, 2), rect(8, -3, 5, 6, DARK, 1),
                                 circle(-8, 0, 1.6, BAD, stroke=False), rot=15)


def fridge(open_door=True) -> str:
    """A fridge standing on (0, 0), 46 tall."""
    door = poly(WHITE, 12, -46, 24, -40, 24, 0, 12, 0) if open_door else rect(-12, -46, 24, 46, WHITE, 3)
    return rect(-12, -46, 24, 46, METAL, 3) + line(-12, -30, 12, -30) + door


def centrifuge() -> str:
    """A shaking centrifuge on (0, 0)."""
    return rect(-14, -16, 28, 16, METAL, 3) + ellipse(0, -16, 12, 3, DARK) + circle(7, -8, 2, GOOD) + \
        "".join(line(x, -2, x + 2, -6, width=1.5, colour=GREY) for x in (-22, -19, 17, 20))


def valve(colour=BLUE) -> str:
    """A pipe with a valve wheel; water spurting from it. Centred on (0, 0)."""
    return rect(-30, -3, 60, 6, GREY, 1) + circle(0, -8, 6, "none") + line(-6, -8, 6, -8) + line(0, -14, 0, -2) + \
        path("M30 0Q40 -2 44 10", colour=colour) + path("M30 2Q36 4 38 12", colour=colour)


def bone() -> str:
    return "".join(circle(x, y, 2.6, PAPER) for x in (-8, 8) for y in (-2, 2)) + rect(-8, -2, 16, 4, PAPER, 1, stroke=False) + \
        line(-7, -2, 7, -2, width=1.2) + line(-7, 2, 7, 2, width=1.2)


def tar(w=44) -> str:
    return path(f"M{n(-w / 2)} 0Q{n(-w / 2)} -6 {n(-w / 4)} -5Q0 -8 {n(w / 4)} -5Q{n(w / 2)} -6 {n(w / 2)} 0Z", fill=DARK) + \
        circle(-w / 6, -8, 2, DARK) + circle(w / 5, -9, 1.5, DARK)


def recycle(colour=GOOD) -> str:
    return "".join(at(0, 0, arrow(-6, 4, 6, 4, colour), rot=120 * k) for k in range(3))


def scales(left=0, right=0) -> str:
    """A balance standing on (0, 0); ``left`` / ``right`` tip the pans (units down)."""
    return rect(-8, -3, 16, 3, DARK, 1) + line(0, -3, 0, -30) + line(-18, -30 + left - right, 18, -30 - left + right) + \
        path(f"M-25 {n(-22 + left - right)}H-11L-18 {n(-30 + left - right)}Z", fill=WARN) + \
        path(f"M11 {n(-22 - left + right)}H25L18 {n(-30 - left + right)}Z", fill=WARN)


def door(open_door=True) -> str:
    """A door standing on (0, 0), 50 tall."""
    panel = poly(ORANGE, 0, -50, 10, -46, 10, -2, 0, 0) if open_door else rect(0, -50, 22, 50, ORANGE, 1)
    return rect(0, -50, 24, 50, DARK, 1) + panel


def calendar(mark=BAD) -> str:
    cells = "".join(rect(-9 + 6 * i, -3 + 5 * j, 4, 3, GREY, 0.5, stroke=False) for i in range(3) for j in range(2))
    return rect(-11, -10, 22, 20, WHITE, 2) + rect(-11, -10, 22, 6, mark, 2) + cells


def magnifier() -> str:
    return line(6, 6, 14, 14, colour=DARK, width=4) + circle(0, 0, 8, "#e6f6fa")


def shelf() -> str:
    """A wall shelf, its left end at (0, 0), 46 wide."""
    return rect(0, 0, 46, 4, ORANGE, 1) + line(6, 4, 6, 10) + line(40, 4, 40, 10)


def camera_flash() -> str:
    """A camera on a tripod, its feet at (0, 0)."""
    return line(0, -22, -7, 0) + line(0, -22, 7, 0) + rect(-9, -32, 18, 11, DARK, 2) + circle(0, -26.5, 3.5, ACCENT) + \
        at(0, -38, burst(6, YELLOW, WHITE, 8))


def coin(colour=YELLOW) -> str:
    return circle(0, 0, 5, colour) + line(0, -2.5, 0, 2.5, width=1.6)


def ballot() -> str:
    """A ballot box standing on (0, 0) with a slip going in."""
    return rect(-10, -18, 20, 18, ACCENT, 2) + line(-4, -18, 4, -18, width=3) + at(0, -22, rect(-4, -5, 8, 8, WHITE, 1),
                                                                                   rot=10)


# --- the generators' command line -------------------------------------------------------------------
def write_or_check(description: str, out, root, files: dict[str, str], problems: list[str], argv=None) -> int:
    """A generator's main: write ``files`` (name -> SVG text) into the folder ``out``, or with
    ``--check`` write nothing and report every file that differs, is missing or is written by
    nothing. ``problems`` (cards without a picture, pictures without a card) are reported either way;
    the exit status is 1 when anything was reported."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="fail if a file differs; write nothing")
    args = parser.parse_args(argv)
    problems = list(problems)
    for name, text in files.items():
        target = out / f"{name}.svg"
        if args.check:
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                problems.append(f"{target.relative_to(root)} differs from what the tool writes")
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    if args.check:
        problems += [f"{p.relative_to(root)} is written by nothing" for p in sorted(out.glob("*.svg"))
                     if p.stem not in files]
    for problem in problems:
        print(problem, file=sys.stderr)
    if not args.check:
        print(f"wrote {len(files)} files to {out.relative_to(root)}")
    return 1 if problems else 0


# --- added for Explosion and Experiment (tools/art_explosion.py, tools/art_experiment.py) -------------
def svg_box(width: int, height: int, background: str, *parts: str, floor: float | None = None) -> str:
    """An illustration in a view box of its own size (card backs, portrait pictures): the rounded
    panel in ``background``, a floor line at ``floor`` if given, then the parts."""
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}">\n<g stroke="{INK}" stroke-width="{n(LINE)}" stroke-linecap="round" '
            f'stroke-linejoin="round">\n')
    back = f'<rect x="1.5" y="1.5" width="{width - 3}" height="{height - 3}" rx="8" fill="{background}"/>\n'
    if floor is not None:
        back += f'<path d="M1.5 {n(floor)}H{width - 1.5}" fill="none"/>\n'
    return head + back + "\n".join(parts) + "\n</g>\n</svg>\n"


def burner(flame: float = 1.0) -> str:
    """A Bunsen burner standing on (0, 0); ``flame`` scales its flame (0 = off)."""
    fire = ""
    if flame > 0:
        h = 10 + 8 * flame
        fire = path(f"M-5 -20Q-7 {n(-20 - h * 0.5)} 0 {n(-20 - h)}Q7 {n(-20 - h * 0.5)} 5 -20Z", fill=ORANGE) + \
            path(f"M-2.5 -20Q-3 {n(-20 - h * 0.35)} 0 {n(-20 - h * 0.6)}Q3 {n(-20 - h * 0.35)} 2.5 -20Z", fill=YELLOW,
                 colour="none")
    return rect(-10, -4, 20, 4, DARK, 1) + rect(-3, -20, 6, 16, GREY, 1) + fire


def card_problems(files: dict, wanted: set) -> list[str]:
    """What a generator reports besides stale files: the names its content needs that it draws no
    picture for, and the pictures it draws for no name."""
    return [f"{name}: no picture" for name in sorted(wanted - set(files))] + \
        [f"{name}: a picture for no card" for name in sorted(set(files) - wanted)]
