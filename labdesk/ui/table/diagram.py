"""Rules pictures and player aids: small diagrams built from blocks (words, cards, tokens, arrows)
laid in rows and columns, so a game's ``pictures.py`` says what a picture shows, not where each
pixel goes. Text sizes follow the player's text size (``access.scaled``), so a picture grows with
the page it sits in.

A rules page places a picture with a line ``![caption](picture-id)``; ``game_pictures(game_id)``
is the game's ``PICTURES`` (picture id -> ``draw(width) -> Surface``) and ``draw_picture`` draws one.
"""
from __future__ import annotations

import importlib
import math
import re
from typing import Callable, Sequence

import pygame

from labdesk import games
from labdesk.ui import access, theme

PICTURE_LINE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\((?P<id>[a-z0-9-]+)\)\s*$")
WORDS = 17  # a picture's reading size before the player's text size
GAP = 12
ARROW_COLOUR = theme.ACCENT

Draw = Callable[[int], pygame.Surface]


def picture_ids(page: str) -> list[str]:
    """The picture ids a rules page places, in order."""
    return [m.group("id") for m in map(PICTURE_LINE.match, page.splitlines()) if m]


def game_pictures(game_id: str) -> dict[str, Draw]:
    """The game's pictures (its ``pictures.py``); none when it has no such module."""
    try:
        module = importlib.import_module(f"labdesk.games.{games.package(game_id)}.pictures")
    except ModuleNotFoundError:
        return {}
    return dict(module.PICTURES)


def draw_picture(game_id: str, picture_id: str, width: int) -> pygame.Surface | None:
    """The picture ``picture_id`` of the game, ``width`` pixels wide; None when the game has none."""
    draw = game_pictures(game_id).get(picture_id)
    return draw(width) if draw else None


# --- blocks ----------------------------------------------------------------------------------------
def px(size: int) -> int:
    return access.scaled(size)


def words(text: str, width: int, size: int = WORDS, colour=theme.TEXT, bold: bool = False,
          align: str = "center") -> pygame.Surface:
    """``text`` wrapped to ``width`` pixels at ``size`` (scaled to the text size)."""
    size = px(size)
    lines = theme.wrap(text, width, size, bold) or [""]
    line_h = theme.font(size, bold).get_linesize()
    widest = max(theme.font(size, bold).size(line)[0] for line in lines)
    s = pygame.Surface((widest + 2, line_h * len(lines)), pygame.SRCALPHA)  # a word longer than width is never cut
    for i, line in enumerate(lines):
        anchor = {"center": "midtop", "left": "topleft", "right": "topright"}[align]
        x = {"center": s.get_width() // 2, "left": 0, "right": s.get_width()}[align]
        theme.blit_text(s, line, (x, i * line_h), size, colour, bold, anchor)
    return s


def sign(symbol: str, size: int = 30, colour=theme.TEXT) -> pygame.Surface:
    """A large ``+`` or ``=`` between the parts of a sum."""
    return theme.text(symbol, px(size), colour, True)


def arrow(length: int, colour=ARROW_COLOUR, down: bool = False, width: int = 4) -> pygame.Surface:
    """An arrow drawn with lines (the bundled font has no arrow glyph), pointing right or down."""
    head = max(8, width * 3)
    w, h = (length, head * 2) if not down else (head * 2, length)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    if down:
        pygame.draw.line(s, colour, (head, 0), (head, h - head), width)
        pygame.draw.polygon(s, colour, [(0, h - head - 2), (w, h - head - 2), (head, h)])
    else:
        pygame.draw.line(s, colour, (0, head), (w - head, head), width)
        pygame.draw.polygon(s, colour, [(w - head - 2, 0), (w - head - 2, h), (w, head)])
    return s


def row(items: Sequence[pygame.Surface], gap: int = GAP) -> pygame.Surface:
    """Blocks side by side, centred on one line."""
    w = sum(i.get_width() for i in items) + gap * max(0, len(items) - 1)
    h = max((i.get_height() for i in items), default=1)
    s = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0
    for item in items:
        s.blit(item, (x, (h - item.get_height()) // 2))
        x += item.get_width() + gap
    return s


def column(items: Sequence[pygame.Surface], gap: int = GAP // 2, align: str = "center") -> pygame.Surface:
    """Blocks one under another."""
    w = max((i.get_width() for i in items), default=1)
    h = sum(i.get_height() for i in items) + gap * max(0, len(items) - 1)
    s = pygame.Surface((w, max(1, h)), pygame.SRCALPHA)
    y = 0
    for item in items:
        x = {"center": (w - item.get_width()) // 2, "left": 0, "right": w - item.get_width()}[align]
        s.blit(item, (x, y))
        y += item.get_height() + gap
    return s


def rows_fitting(items: Sequence[pygame.Surface], width: int, gap: int = GAP * 2) -> pygame.Surface:
    """Blocks in as many rows as ``width`` needs (a picture at 150 % text wraps rather than shrinks)."""
    lines: list[list[pygame.Surface]] = [[]]
    used = 0
    for item in items:
        if lines[-1] and used + gap + item.get_width() > width:
            lines.append([])
            used = 0
        used += (gap if lines[-1] else 0) + item.get_width()
        lines[-1].append(item)
    return column([row(line, gap) for line in lines], gap)


def fit(surface: pygame.Surface, width: int, height: int | None = None) -> pygame.Surface:
    """``surface`` made smaller, keeping its shape, until it fits ``width`` (and ``height``)."""
    w, h = surface.get_size()
    k = min(1.0, width / w, (height / h) if height else 1.0)
    if k >= 1.0:
        return surface
    return pygame.transform.smoothscale(surface, (max(1, round(w * k)), max(1, round(h * k))))


def widened(surface: pygame.Surface, width: int, align: str = "center") -> pygame.Surface:
    """``surface`` in a block at least ``width`` wide (columns of one width, rows of a table)."""
    if surface.get_width() >= width:
        return surface
    s = pygame.Surface((width, surface.get_height()), pygame.SRCALPHA)
    s.blit(surface, ((width - surface.get_width()) // 2 if align == "center" else 0, 0))
    return s


def boxed(content: pygame.Surface, pad: int = 10, colour=theme.PANEL_LIGHT, border=theme.LINE) -> pygame.Surface:
    """``content`` on a small rounded panel."""
    s = pygame.Surface((content.get_width() + 2 * pad, content.get_height() + 2 * pad), pygame.SRCALPHA)
    theme.panel(s, s.get_rect(), colour, border, radius=10)
    s.blit(content, (pad, pad))
    return s


def ring(surface: pygame.Surface, colour=theme.WARN, width: int = 4) -> pygame.Surface:
    """``surface`` with a highlight around it: the part a picture points at."""
    s = pygame.Surface((surface.get_width() + 2 * width + 4, surface.get_height() + 2 * width + 4), pygame.SRCALPHA)
    s.blit(surface, (width + 2, width + 2))
    pygame.draw.rect(s, colour, s.get_rect(), width, border_radius=8)
    return s


def crossed(surface: pygame.Surface, colour=theme.BAD) -> pygame.Surface:
    """``surface`` struck through: what is not allowed."""
    s = surface.copy()
    w, h = s.get_size()
    thick = max(4, min(w, h) // 18)
    pygame.draw.line(s, colour, (w * 0.1, h * 0.1), (w * 0.9, h * 0.9), thick)
    pygame.draw.line(s, colour, (w * 0.9, h * 0.1), (w * 0.1, h * 0.9), thick)
    return s


def badge(text: str, colour=theme.WARN, ink=theme.INK, size: int = 16) -> pygame.Surface:
    """A number or short word in a round badge (a step of a sequence, a point value)."""
    label = theme.text(text, px(size), ink, True)
    r = max(label.get_width(), label.get_height()) // 2 + 6
    s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(s, colour, (r, r), r)
    s.blit(label, label.get_rect(center=(r, r)))
    return s


def curved_arrow(radius: int, colour=ARROW_COLOUR, width: int = 4) -> pygame.Surface:
    """A half-circle arrow: turning a card upside down."""
    s = pygame.Surface((radius * 2 + 16, radius + 20), pygame.SRCALPHA)
    c = (radius + 8, radius + 10)
    points = [(c[0] + radius * math.cos(math.pi + t * math.pi / 20), c[1] + radius * math.sin(math.pi + t * math.pi / 20))
              for t in range(21)]
    pygame.draw.lines(s, colour, False, points, width)
    end = points[-1]
    pygame.draw.polygon(s, colour, [(end[0] - 9, end[1] - 6), (end[0] + 9, end[1] - 6), (end[0], end[1] + 8)])
    return s


def picture(content: pygame.Surface, width: int, pad: int = 16) -> pygame.Surface:
    """The finished picture: ``content`` centred on a panel ``width`` wide (shrunk if wider)."""
    content = fit(content, width - 2 * pad)
    s = pygame.Surface((width, content.get_height() + 2 * pad), pygame.SRCALPHA)
    theme.panel(s, s.get_rect(), theme.PANEL, theme.LINE, radius=12)
    s.blit(content, ((width - content.get_width()) // 2, pad))
    return s


# --- the results screen's graph ----------------------------------------------------------------------
LINE_COLOURS = (theme.ACCENT, theme.WARN, theme.GOOD, theme.BAD, (180, 140, 230), (230, 140, 190))
#: each line's marks, in the legend too: a colour is never all that tells two players apart
MARKS = ("circle", "square", "triangle", "diamond", "down", "cross")
MARKS_MOST = 24  # more rounds or turns than this: a mark every few points, and on the last


def mark(surface: pygame.Surface, k: int, centre: tuple[float, float], r: int, colour) -> None:
    """Line ``k``'s mark, ``r`` pixels from its centre to its edge, with a dark rim."""
    x, y = centre
    shape = MARKS[k % len(MARKS)]
    if shape == "circle":
        pygame.draw.circle(surface, theme.BG_DARK, centre, r + 1)
        pygame.draw.circle(surface, colour, centre, r)
        return
    if shape == "cross":
        for dx, dy in ((1, 1), (1, -1)):
            pygame.draw.line(surface, theme.BG_DARK, (x - dx * (r + 1), y - dy * (r + 1)), (x + dx * (r + 1), y + dy * (r + 1)), 5)
            pygame.draw.line(surface, colour, (x - dx * r, y - dy * r), (x + dx * r, y + dy * r), 3)
        return
    points = {"square": [(-r, -r), (r, -r), (r, r), (-r, r)],
              "triangle": [(0, -r - 1), (r + 1, r), (-r - 1, r)],
              "diamond": [(0, -r - 1), (r + 1, 0), (0, r + 1), (-r - 1, 0)],
              "down": [(-r - 1, -r), (r + 1, -r), (0, r + 1)]}[shape]
    polygon = [(x + dx, y + dy) for dx, dy in points]
    pygame.draw.polygon(surface, colour, polygon)
    pygame.draw.polygon(surface, theme.BG_DARK, polygon, 1)


def score_graph(size: tuple[int, int], numbers: Sequence[int], series: Sequence[Sequence[float]],
                names: Sequence[str], axis: str, small: int = 16) -> pygame.Surface:
    """Each participant's score (``series[i]``, one value per round or turn in ``numbers``) as a
    line, with the first and last round on the x axis (``axis`` names it) and a legend of ``names``;
    its words ``small`` pixels (the player's text size), the plot taking the room they leave."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    theme.panel(s, s.get_rect())
    line_h = round(small * 1.5)
    legend_h = line_h * ((len(names) + 2) // 3)
    left = max(46, max(theme.font(small).size(f"{v:g}")[0] for v in (0.0, *[x for ln in series for x in ln])) + 16)
    plot = pygame.Rect(left, 14, w - left - 16, h - 14 - round(small * 1.9) - legend_h)
    values = [v for line in series for v in line] or [0.0]
    low, high = min(0.0, min(values)), max(1.0, max(values))
    pygame.draw.line(s, theme.LINE, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(s, theme.LINE, plot.bottomleft, plot.topleft, 2)
    for value, y in ((high, plot.top), (low, plot.bottom)):
        theme.blit_text(s, f"{value:g}", (plot.left - 6, y), small, theme.TEXT_DIM, anchor="midright")
    count = max(1, len(numbers) - 1)

    def at(i: int, v: float) -> tuple[float, float]:
        return (plot.left + plot.width * i / count, plot.bottom - plot.height * (v - low) / (high - low))
    for k, line in enumerate(series):
        colour = LINE_COLOURS[k % len(LINE_COLOURS)]
        points = [at(i, v) for i, v in enumerate(line)]
        if len(points) > 1:
            pygame.draw.lines(s, colour, False, points, 3)
        every = max(1, -(-len(points) // MARKS_MOST))  # a mark per round; turns, every few and the last
        for i, p in enumerate(points):
            if i % every == 0 or i == len(points) - 1:
                mark(s, k, p, 4, colour)
    if numbers:
        theme.blit_text(s, str(numbers[0]), (plot.left, plot.bottom + 4), small, theme.TEXT_DIM, anchor="midtop")
        theme.blit_text(s, str(numbers[-1]), (plot.right, plot.bottom + 4), small, theme.TEXT_DIM, anchor="midtop")
    theme.blit_text(s, theme.fit(axis, plot.width - 80, small), (plot.centerx, plot.bottom + 4), small,
                    theme.TEXT_DIM, anchor="midtop")
    column_w = (w - 24) // 3
    for k, name in enumerate(names):
        x, y = 12 + (k % 3) * column_w, h - legend_h - 4 + (k // 3) * line_h
        mid = y + line_h // 2 - 1
        pygame.draw.line(s, LINE_COLOURS[k % len(LINE_COLOURS)], (x, mid), (x + 22, mid), 4)
        mark(s, k, (x + 11, mid), 5, LINE_COLOURS[k % len(LINE_COLOURS)])
        theme.blit_text(s, theme.fit(name, column_w - 34, small), (x + 28, y + 1), small, theme.TEXT)
    return s
