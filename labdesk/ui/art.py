"""Card art and procedural art. ``picture()`` renders an illustration, an SVG file under
``assets/art/<game id>/`` (the project's own, house style in docs/art.md), at the exact pixel size a face
needs, so a card is as sharp on its small face as in the magnifier; the menu tiles show such pictures
too (``TILE_PICTURES``). The window icon, chemical tokens and a generic card face are drawn with
pygame primitives at run time. Everything is cached through one bounded cache."""
from __future__ import annotations

import math

import pygame

from labdesk.resources import resource_path
from labdesk.ui import access, theme
from labdesk.ui.surface_cache import SurfaceCache

CACHE_BYTES = 32 * 2**20  # the art cache's bound: more than any one board shows, so a long evening stays flat


def cached(key: tuple, make) -> pygame.Surface:
    """``make()`` once per key (while it stays in the bounded cache); the surface is converted to the
    display's pixel format so that blitting it every frame is a plain copy, not a conversion. Keys
    name what a picture shows (a card, a tile), never a passing message: those are drawn directly.
    The text size is part of every key: a face's words are drawn at the player's size where they fit."""
    return _cache.get(key + (access.text_scale(),), make)


def clear_cache() -> None:
    """Forget every cached picture (the language changed: many hold text)."""
    _cache.clear()


def fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's format (keeps per-pixel alpha if it has it)."""
    display = pygame.display.get_surface()
    if display is None:
        return surface
    if surface.get_flags() & pygame.SRCALPHA:
        return surface.convert_alpha()
    if surface.get_bitsize() == display.get_bitsize() and surface.get_masks() == display.get_masks():
        return surface  # already the display's format: converting would only copy it
    return surface.convert()


_cache = SurfaceCache(CACHE_BYTES, prepare=fast)


# --- small drawing helpers ---------------------------------------------------------------------------
def _flask(surf, cx, bottom, w, h, liquid, level=0.5, outline=theme.TEXT):
    """An Erlenmeyer flask: neck on top, triangular body, liquid filling the lower part."""
    neck_w, neck_h = w * 0.28, h * 0.35
    body = [(cx - neck_w / 2, bottom - h + neck_h), (cx - w / 2, bottom), (cx + w / 2, bottom),
            (cx + neck_w / 2, bottom - h + neck_h)]
    top = bottom - h * (1 - neck_h / h) * level
    # the liquid is the body polygon clipped at the fill height
    frac = (bottom - top) / (h - neck_h)
    lw = w / 2 - (w / 2 - neck_w / 2) * frac
    pygame.draw.polygon(surf, liquid, [(cx - lw, top), (cx - w / 2, bottom), (cx + w / 2, bottom), (cx + lw, top)])
    pygame.draw.lines(surf, outline, False, [(cx - neck_w / 2, bottom - h)] + body[:3] +
                      [body[3], (cx + neck_w / 2, bottom - h)], 3)
    pygame.draw.line(surf, outline, (cx - neck_w / 2 - 6, bottom - h), (cx + neck_w / 2 + 6, bottom - h), 3)


def chemical_token(colour_name: str, radius: int = 18, symbols: bool = True,
                   letter_px: int | None = None) -> pygame.Surface:
    """A round token in a chemical's colour with its shape and letter (colour is never alone);
    ``letter_px``: the letter alone, this large, in the middle (a token too small for both whose
    letter must be read at a larger text size)."""
    def make():
        colour, shape, letter = theme.CHEMICALS[colour_name]
        s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        c = (radius + 1, radius + 1)
        pygame.draw.circle(s, colour, c, radius)
        pygame.draw.circle(s, theme.BG_DARK, c, radius, 2)
        if symbols:
            ink = (20, 20, 20) if sum(colour) > 400 else (250, 250, 250)
            if letter_px:
                label = theme.text(letter, letter_px, ink, bold=True)
                s.blit(label, label.get_rect(center=c))
                return s
            draw_shape(s, shape, c, radius * 0.45, ink)
            label = theme.text(letter, max(10, int(radius * 0.7)), ink, bold=True)
            s.blit(label, label.get_rect(center=(c[0], c[1] + radius * 0.52)))
        return s
    return cached(("token", colour_name, radius, symbols) + ((letter_px,) if letter_px else ()), make)


def more_badge(height: int, colour=theme.ACCENT, ink=theme.BG_DARK) -> pygame.Surface:
    """The sign that more is behind a heading (its tip): an "i" in a round badge ``height`` tall,
    drawn with shapes (no font glyph that a language's font might lack)."""
    def make():
        d = max(10, height)
        s = pygame.Surface((d, d), pygame.SRCALPHA)
        r = d / 2
        pygame.draw.circle(s, colour, (r, r), r)
        stem = max(2, round(d * 0.16))
        pygame.draw.circle(s, ink, (r, d * 0.29), stem * 0.62)  # the dot
        bar = pygame.Rect(0, 0, stem, round(d * 0.38))
        bar.midtop = (round(r), round(d * 0.42))
        pygame.draw.rect(s, ink, bar, border_radius=stem // 2)
        return s
    return cached(("more badge", height, colour, ink), make)


def draw_shape(surf, shape: str, center, r: float, colour, width: int = 0) -> None:
    cx, cy = center
    cy -= r * 0.35

    def poly(n, rot=-math.pi / 2, radius=r):
        return [(cx + radius * math.cos(rot + 2 * math.pi * k / n), cy + radius * math.sin(rot + 2 * math.pi * k / n))
                for k in range(n)]
    if shape == "circle":
        pygame.draw.circle(surf, colour, (cx, cy), r, width)
    elif shape == "ring":
        pygame.draw.circle(surf, colour, (cx, cy), r, 3)
    elif shape == "square":
        pygame.draw.rect(surf, colour, pygame.Rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6), width)
    elif shape == "triangle":
        pygame.draw.polygon(surf, colour, poly(3), width)
    elif shape == "diamond":
        pygame.draw.polygon(surf, colour, poly(4), width)
    elif shape == "hexagon":
        pygame.draw.polygon(surf, colour, poly(6), width)
    elif shape == "star":
        pts = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + math.pi * k / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        pygame.draw.polygon(surf, colour, pts, width)
    elif shape == "cross":
        pygame.draw.line(surf, colour, (cx - r, cy), (cx + r, cy), 4)
        pygame.draw.line(surf, colour, (cx, cy - r), (cx, cy + r), 4)


# --- menu tile pictures -------------------------------------------------------------------------------
# Each game's tile shows these illustrations side by side, (art folder, picture name) each: a game's
# own card art where it has some, otherwise pictures from the other sets that suit it.
TILE_PICTURES = {
    "experiment": (("experiment", "red"), ("experiment", "joker"), ("experiment", "blue")),
    "explosion": (("explosion", "lab-6"), ("explosion", "robot")),
    "lab-wars": (("lab-wars", "scooped"), ("lab-wars", "nobel")),
    "lab-chaos": (("lab-chaos", "eureka"), ("lab-chaos", "dino-disco")),
    "wrong-chemistry": (("wrong-chemistry", "restartium"), ("wrong-chemistry", "1")),
}
TILE_PICTURE_RATIO = {"experiment": 1.0}  # a folder whose card pictures are not 8:5 (height to width)


def _tile_pictures(s: pygame.Surface, game_id: str, keep_right: int = 0, keep_left: int = 0) -> None:
    """The game's tile pictures in a row, as tall as the tile allows, the row centred (in what is left
    of ``keep_right`` pixels at the right, where a button lies over the picture, and ``keep_left`` at
    the left, where a label does)."""
    w, h = s.get_size()
    w -= keep_right + keep_left
    pad, gap = 6, 10
    sizes = []
    for folder, _name in TILE_PICTURES.get(game_id, ()):
        ratio = TILE_PICTURE_RATIO.get(folder, PICTURE_RATIO)
        sizes.append((round((h - 2 * pad) / ratio), h - 2 * pad))
    total = sum(pw for pw, _ph in sizes) + gap * (len(sizes) - 1)
    scale = min(1.0, (w - 2 * pad) / total) if sizes else 1.0
    x = keep_left + (w - total * scale) / 2
    for (folder, name), (pw, ph) in zip(TILE_PICTURES.get(game_id, ()), sizes):
        size = (round(pw * scale), round(ph * scale))
        s.blit(picture(folder, name, size), (round(x), (h - size[1]) // 2))
        x += size[0] + gap * scale


def tile_art(game_id: str, size: tuple[int, int], dim: bool = False, keep_right: int = 0,
             keep_left: int = 0) -> pygame.Surface:
    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.BG_DARK, s.get_rect(), border_radius=10)
        # faint bench grid behind every picture
        for x in range(0, size[0], 24):
            pygame.draw.line(s, (30, 38, 48), (x, 0), (x, size[1]))
        for y in range(0, size[1], 24):
            pygame.draw.line(s, (30, 38, 48), (0, y), (size[0], y))
        _tile_pictures(s, game_id, keep_right, keep_left)
        if dim:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((16, 20, 26, 150))
            s.blit(veil, (0, 0))
        return s
    return cached(("tile", game_id, size, dim, keep_right, keep_left), make)


WINDOW_ICON = "assets/icon/labdesk-128.png"  # made from assets/icon/labdesk.svg by tools/make_icon.py


def window_icon() -> pygame.Surface:
    """The app icon for the window's title bar and task switcher: the same drawing as the desktop
    entry, the .ico and the .icns. A missing file gives a plain square rather than no window."""
    try:
        return pygame.image.load(str(resource_path(WINDOW_ICON)))
    except (FileNotFoundError, pygame.error):
        s = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.rect(s, theme.ACCENT, s.get_rect(), border_radius=12)
        return s


def card_face(size: tuple[int, int], title: str, body: str = "", colour=theme.ACCENT, corner: str = "",
              key=None) -> pygame.Surface:
    """A generic readable card face (boards with their own card art draw their own)."""
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (246, 244, 236), s.get_rect(), border_radius=10)
        pygame.draw.rect(s, colour, s.get_rect(), 4, border_radius=10)
        if corner:
            s.blit(theme.text(corner, 20, colour, bold=True), (10, 6))
        y = 34 if corner else 12
        for line in theme.wrap(title, w - 20, 18, bold=True)[:3]:
            label = theme.text(line, 18, (30, 30, 36), bold=True)
            s.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += 22
        y += 6
        for line in theme.wrap(body, w - 20, 14)[:8]:
            s.blit(theme.text(line, 14, (50, 50, 60)), (10, y))
            y += 17
        return s
    return cached(("face", size, title, body, tuple(colour), corner, key), make)


def card_back(size: tuple[int, int], colour=(46, 86, 110)) -> pygame.Surface:
    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=10)
        pygame.draw.rect(s, (230, 236, 240), s.get_rect().inflate(-12, -12), 2, border_radius=8)
        _flask(s, size[0] / 2, size[1] * 0.72, size[0] * 0.45, size[1] * 0.4, theme.ACCENT, 0.5)
        return s
    return cached(("back", size, tuple(colour)), make)


# --- illustrations: SVG files drawn at the size asked for ----------------------------------------------
ART_DIR = "assets/art"
PICTURE_RATIO = 100 / 160  # a card illustration's height to its width (its view box, docs/art.md)


def art_file(game_id: str, name: str) -> str:
    """The bundled path of one illustration (``name`` is a card id, or ``back`` for the card back)."""
    return f"{ART_DIR}/{game_id}/{name}.svg"


def picture(game_id: str, name: str, size: tuple[int, int]) -> pygame.Surface:
    """The illustration ``name`` of ``game_id`` rendered from its SVG at ``size`` exactly: the drawing
    keeps its proportions and is centred, the margin left transparent. A missing or unreadable file
    gives a placeholder (a crossed frame) instead of a crash; the art tests catch the missing file."""
    size = (max(1, int(size[0])), max(1, int(size[1])))

    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        try:
            drawing = pygame.image.load_sized_svg(str(resource_path(art_file(game_id, name))), size)
        except (FileNotFoundError, pygame.error):
            _missing_picture(surf)
        else:
            surf.blit(drawing, drawing.get_rect(center=surf.get_rect().center))
        return surf
    return cached(("picture", game_id, name, size), make)


def _missing_picture(surf: pygame.Surface) -> None:
    rect = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, theme.LINE, rect, 2)
    pygame.draw.line(surf, theme.LINE, rect.topleft, rect.bottomright, 2)
    pygame.draw.line(surf, theme.LINE, rect.bottomleft, rect.topright, 2)
