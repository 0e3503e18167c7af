"""Experiment's card art: what a card shows in, a cached surface out.

Every picture is drawn with pygame primitives and kept in ``art.cached`` under what it shows (a kind,
a value, a task id, a size, whether colour-blind symbols are on), so the cache holds one surface per
distinct face however many games are watched.
"""
from __future__ import annotations

import math

import pygame

from labdesk.games.experiment.content import BROKEN, EXPLOSION, content
from labdesk.games.experiment.words import colour_word, lab_card_name, task_name
from labdesk.i18n import language, pgettext
from labdesk.ui import art, theme

INF = (64, 90)
INF_SET = (44, 64)  # a personal set of six in hand
INF_SMALL = (30, 42)
LAB_ROW = (92, 128)
LAB_ME = (72, 100)
TASK = (140, 118)
TASK_DECK = (90, 118)
SECRET_BACK = (92, 64, 120)
INFLUENCE_BACK = (56, 96, 84)
TASK_BACK = (70, 90, 60)
JOKER_COLOURS = ("red", "yellow", "blue")
# where a picture's liquid is, as fractions of the picture (tools/art_experiment.py draws the flasks
# there): the face puts the chemical's token on it, so shape and letter stay with the colour
FLASK_TOKENS = {"single": ((0.5, 0.72),), "double": ((0.28, 0.78), (0.72, 0.78)), "task": ((0.5, 0.78),)}


def token(kind: str, radius: int, symbols: bool = True) -> pygame.Surface:
    """A chemical token; jokers and broken flasks get their own marks (colour is never alone)."""
    if kind in theme.CHEMICALS:
        return art.chemical_token(kind, radius, symbols)

    def make():
        s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        c = (radius + 1, radius + 1)
        if kind == "joker":
            for i, name in enumerate(JOKER_COLOURS):  # three wedges: any basic colour
                a0 = -math.pi / 2 + i * 2 * math.pi / 3
                pts = [c] + [(c[0] + radius * math.cos(a0 + t / 8 * 2 * math.pi / 3),
                              c[1] + radius * math.sin(a0 + t / 8 * 2 * math.pi / 3)) for t in range(9)]
                pygame.draw.polygon(s, theme.CHEMICALS[name][0], pts)
            pygame.draw.circle(s, theme.BG_DARK, c, radius, 2)
            letter = theme.text("J", max(10, int(radius * 1.0)), (255, 255, 255), bold=True)
            s.blit(letter, letter.get_rect(center=c))
        else:  # broken flask: grey with a crack
            pygame.draw.circle(s, (130, 130, 136), c, radius)
            pygame.draw.circle(s, theme.BG_DARK, c, radius, 2)
            crack = [(c[0] - radius * 0.5, c[1] - radius * 0.6), (c[0] + radius * 0.1, c[1] - radius * 0.1),
                     (c[0] - radius * 0.2, c[1] + radius * 0.2), (c[0] + radius * 0.5, c[1] + radius * 0.7)]
            pygame.draw.lines(s, (20, 20, 20), False, crack, max(2, radius // 6))
        return s
    return art.cached(("exp-token", kind, radius, symbols), make)


def kind_token(kind: str, radius: int, symbols: bool = True) -> pygame.Surface:
    """A lab card as a token: doubles are two overlapping tokens."""
    if not kind.startswith("double-"):
        return token(kind, radius, symbols)

    def make():
        base = token(kind[len("double-"):], radius, symbols)
        w, h = base.get_size()
        s = pygame.Surface((w + radius, h), pygame.SRCALPHA)
        s.blit(base, (0, 0))
        s.blit(base, (radius, 0))
        return s
    return art.cached(("exp-double", kind, radius, symbols), make)


def starburst(surface, centre, r_out, r_in, colour, points=14, phase=0.0) -> None:
    pts = []
    for k in range(points * 2):
        rad = r_out if k % 2 == 0 else r_in
        a = phase + math.pi * k / points
        pts.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def lab_face(kind: str, size, symbols: bool = True) -> pygame.Surface:
    def make():
        w, h = size
        k = w / LAB_ME[0]
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=round(8 * k))
        edge = theme.CHEMICALS.get(kind.replace("double-", ""), (None,))[0] or (
            (120, 120, 128) if kind == BROKEN else theme.BAD if kind == EXPLOSION else theme.ACCENT)
        pygame.draw.rect(s, edge, s.get_rect(), max(2, round(4 * k)), border_radius=round(8 * k))
        size_px = max(11, round(14 * k))
        # the name on one line, or two when it is long (the token moves up to make room)
        lines = theme.wrap(lab_card_name(kind), w - 6, size_px, bold=True)[:2]
        centre = (w // 2, round(h * (0.42 if len(lines) == 1 else 0.36)))
        if kind == EXPLOSION:
            starburst(s, centre, w * 0.38, w * 0.18, theme.WARN)
            starburst(s, centre, w * 0.22, w * 0.1, theme.BAD)
        elif kind == BROKEN:
            t = token(kind, round(20 * k), symbols)
            s.blit(t, t.get_rect(center=centre))
        else:
            t = kind_token(kind, round(19 * k), symbols)
            s.blit(t, t.get_rect(center=centre))
        bottom = h - round(6 * k)
        for line in reversed(lines):
            text = theme.text(theme.fit(line, w - 6, size_px, bold=True), size_px, theme.INK, bold=True)
            s.blit(text, text.get_rect(midbottom=(w // 2, bottom)))
            bottom -= size_px + 3
        return s
    return art.cached(("exp-lab", kind, tuple(size), symbols, language()), make)


def secret_back(size) -> pygame.Surface:
    def make():
        s = art.card_back(size, SECRET_BACK).copy()
        mark = theme.text("?", max(14, size[1] // 4), (250, 240, 255), bold=True)
        s.blit(mark, mark.get_rect(center=(size[0] // 2, size[1] // 4)))
        return s
    return art.cached(("exp-secret-back", tuple(size)), make)


def influence_face(value: int, size) -> pygame.Surface:
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=max(4, w // 8))
        pygame.draw.rect(s, theme.ACCENT, s.get_rect(), max(2, w // 20), border_radius=max(4, w // 8))
        digit = theme.text(str(value), max(16, int(h * 0.5)), theme.INK, bold=True)
        s.blit(digit, digit.get_rect(center=(w / 2, h / 2)))
        return s
    return art.cached(("exp-inf", value, tuple(size)), make)


def influence_back(size) -> pygame.Surface:
    return art.card_back(size, INFLUENCE_BACK)


def influence_card(value: int | None, size) -> pygame.Surface:
    """An influence card as the observation shows it: its face, or its back when the value is hidden."""
    return influence_back(size) if value is None else influence_face(value, size)


def task_face(task_id: str, size=TASK, symbols: bool = True) -> pygame.Surface:
    task = content().task_by_id[task_id]

    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=10)
        pygame.draw.rect(s, (70, 90, 110), s.get_rect(), 3, border_radius=10)
        s.blit(theme.text(task.id, 15, (90, 96, 110), bold=True), (9, 6))
        badge = (w - 20, 20)
        pygame.draw.circle(s, theme.WARN, badge, 15)
        pygame.draw.circle(s, theme.INK, badge, 15, 2)
        pts = theme.text(str(task.value), 17, theme.INK, bold=True)
        s.blit(pts, pts.get_rect(center=badge))
        name = theme.text(theme.fit(task_name(task_id), w - 16, 15, bold=True), 15, theme.INK, bold=True)
        s.blit(name, (9, 26))
        y = 50
        for colour, amount in task.need:
            s.blit(theme.text(f"{amount}×", 17, theme.INK, bold=True), (12, y - 2))
            t = token(colour, 11, symbols)
            s.blit(t, (40, y - 2))
            s.blit(theme.text(colour_word(colour), 15, (60, 60, 70)), (68, y))
            y += 21
        return s
    return art.cached(("exp-task", task_id, tuple(size), symbols, language()), make)


def task_back(size=TASK) -> pygame.Surface:
    return art.card_back(size, TASK_BACK)


def task_chip(task_id: str, symbols: bool = True) -> pygame.Surface:
    """A task in brief on one line (amount and token per need, then the points), for benches."""
    task = content().task_by_id[task_id]

    def make():
        parts = [(str(amount), token(colour, 9, symbols)) for colour, amount in task.need]
        w = 8 + sum(12 + t.get_width() + 2 for _, t in parts) + 24
        s = pygame.Surface((w, 26), pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=6)
        x = 5
        for amount, t in parts:
            s.blit(theme.text(amount, 16, theme.INK, bold=True), (x, 2))
            x += 11
            s.blit(t, (x, 4))
            x += t.get_width() + 2
        value = theme.text(str(task.value), 16, (150, 90, 10), bold=True)
        s.blit(value, (x + 4, 2))
        return s
    return art.cached(("exp-chip", task_id, symbols), make)


def cracked_halves(kind: str, size, symbols: bool = True) -> tuple[pygame.Surface, pygame.Surface]:
    """A lab card split along a jagged crack into a left and a right half (same size as the card,
    transparent where the other half is): the broken flask falls apart in two."""
    w, h = size
    crack = [(w * 0.5, 0), (w * 0.38, h * 0.2), (w * 0.6, h * 0.38), (w * 0.42, h * 0.56), (w * 0.62, h * 0.76),
             (w * 0.48, h)]

    def half(side: str):
        def make():
            s = lab_face(kind, size, symbols).copy()
            # clear the other side of the crack (drawing a transparent colour replaces the pixels)
            edge = (w + 1, h + 1, w + 1, -1) if side == "left" else (-1, h + 1, -1, -1)
            other = crack + [(edge[0], edge[1]), (edge[2], edge[3])]
            pygame.draw.polygon(s, (0, 0, 0, 0), other)
            pygame.draw.lines(s, (20, 20, 20), False, crack, 2)
            return s
        return art.cached(("exp-half", kind, tuple(size), symbols, side, language()), make)
    return half("left"), half("right")


def boom(size: int) -> pygame.Surface:
    """The explosion's burst, with its word."""
    def make():
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (size // 2, size // 2)
        starburst(s, c, size * 0.5, size * 0.25, theme.WARN, 18)
        starburst(s, c, size * 0.33, size * 0.16, theme.BAD, 12, 0.2)
        word = theme.text(pgettext("lab card", "BOOM"), size // 6, theme.BG_DARK, bold=True)
        s.blit(word, word.get_rect(center=c))
        return s
    return art.cached(("exp-boom", size, language()), make)

