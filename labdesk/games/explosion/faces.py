"""The Explosion card art: Lab cards, beakers, Process cards, test tubes and flasks.

Data in, cached surface out (``art.cached``), keyed by what the face shows. A flask's liquid is the one
piece drawn straight onto the screen, because its height moves while a chemical is poured: its glass
and tokens stay cached.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from labdesk.games.explosion import words
from labdesk.games.explosion.catalogue import lab_text
from labdesk.games.explosion.content import load
from labdesk.games.explosion.words import CHEM
from labdesk.i18n import _, language, pgettext
from labdesk.ui import access, art, theme
from labdesk.ui.table import cardsize, labels
from labdesk.ui.table.magnifier import captioned

LAB_SIZE = (114, 160)
BEAKER_SIZE = (156, 156)
EDGE_BLOCK = (36, 88)  # an edge's numbers upright on the card's left or right side
HAND_CARD = (130, 150)  # a Process card in a hand of three or more (full text on hover / when chosen)
WIDE_CARD = (264, 154)  # a Process card with its whole text: the side choice, and hands of one or two
COMPACT_CARD = (130, 72)  # a Process card in a hand of five or more, two rows: name, phase and side only
WIDE_TEXT_TOP, WIDE_LINE, WIDE_LINES = 50, 19, 5  # where its text starts, the line step, the most lines
FLASK_SIZE = (150, 170)
RESULT_PAINT = {"double-blue": "blue", "double-yellow": "yellow", "green": "green", "orange": "orange",
                "purple": "purple"}
SIDE_RGB = {"blue": (70, 130, 230), "yellow": (235, 200, 60)}
FIRE = (230, 90, 60)
PHASE_INK = (80, 60, 120)


def rgb(name: str):
    return theme.CHEMICALS[name][0]


def fire_icon(surf, center, size=9, colour=FIRE):
    """The fire-level icon: a red triangle with an exclamation mark."""
    cx, cy = center
    pts = [(cx, cy - size), (cx - size, cy + size * 0.8), (cx + size, cy + size * 0.8)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.line(surf, (255, 255, 255), (cx, cy - size * 0.35), (cx, cy + size * 0.25), 2)
    pygame.draw.circle(surf, (255, 255, 255), (cx, round(cy + size * 0.55)), 1)


LAB_TUBES_TOP = 96  # the miniature tubes' first row on a Lab card: the words above it share what is left
LAB_VALUE_ROOM = (22, 40)  # an edge value beside the tubes: as wide as it stays clear of them
LAB_LARGE = (124, 104, (30, 44))  # at a larger text size: the card's width, its tubes' top, a value's room


def lab_size() -> tuple[int, int]:
    """A Lab card: wider at a larger text size (its row's slots leave the room)."""
    return LAB_SIZE if access.text_scale() <= 1 else (LAB_LARGE[0], LAB_SIZE[1])


def lab_layout(number: int | None = None) -> dict:
    """Where a Lab card's parts go (drawing and tests read this): the title, its picture, the name,
    the 24 tubes in miniature (three rows of eight) with the edge values either side, the fire icons.
    At a larger text size the card is wider, the title and the name grow (one size each for the six
    cards, so the row reads evenly; a long name on two lines, ``name_lines``, for card ``number``),
    the tubes sit lower and the picture gives the words its height."""
    if access.text_scale() > 1:
        return _lab_layout_large(number)
    w, h = LAB_SIZE
    content = load()
    title_px = min(labels.label_px(_("Lab {n}").format(n=n), 18, w - 8, bold=True) for n in content.lab)
    name_px = min(labels.label_px(words.lab_name(n), 16, w - 8) for n in content.lab)
    top = 5 + theme.font(title_px, True).get_linesize() - 4
    bottom = LAB_TUBES_TOP + 2 - theme.font(name_px).get_linesize() - 2
    side = min(76, round((bottom - top) / art.PICTURE_RATIO))
    picture = pygame.Rect(0, 0, side, round(side * art.PICTURE_RATIO))
    picture.midtop = (w // 2, top)
    tubes = [pygame.Rect(w // 2 - 32 + (i % 8) * 8 + 1, LAB_TUBES_TOP + (i // 8) * 12, 6, 10) for i in range(24)]
    return {"title_y": 5, "title_px": title_px, "picture": picture, "name_y": bottom + 2, "name_px": name_px,
            "name_lines": [words.lab_name(number)] if number else None,
            "tubes": tubes, "values_y": 114, "left_x": 13, "right_x": w - 13, "fire_y": h - 14}


def _lab_name_px(width: int) -> int:
    """The Lab cards' names' size at a larger text size: the largest, from the player's, at which every
    name takes at most two lines."""
    names = [words.lab_name(n) for n in load().lab]
    for px in range(access.scaled(16), 16, -1):
        if all(len(theme.wrap(n, width, px)) <= 2 and all(theme.font(px).size(part)[0] <= width
               for part in theme.wrap(n, width, px)) for n in names):
            return px
    return 16


def _lab_layout_large(number: int | None) -> dict:
    w, h = lab_size()
    tubes_top = LAB_LARGE[1]
    content = load()
    title_px = min(labels.label_px(_("Lab {n}").format(n=n), 18, w - 8, bold=True) for n in content.lab)
    name_px = _lab_name_px(w - 8)
    lines = theme.wrap(words.lab_name(number), w - 8, name_px) if number else [words.lab_name(1)]
    step = theme.font(name_px).get_linesize() - 2
    name_y = tubes_top - 2 - step * len(lines) - 2
    top = 4 + theme.font(title_px, True).get_linesize() - 4
    side = max(0, min(76, round((name_y - 2 - top) / art.PICTURE_RATIO)))
    picture = pygame.Rect(0, 0, side, round(side * art.PICTURE_RATIO))
    picture.midtop = (w // 2, top)
    tubes = [pygame.Rect(w // 2 - 32 + (i % 8) * 8 + 1, tubes_top + (i // 8) * 12, 6, 10) for i in range(24)]
    return {"title_y": 4, "title_px": title_px, "picture": picture, "name_y": name_y, "name_px": name_px,
            "name_lines": lines, "name_step": step, "tubes": tubes, "values_y": tubes_top + 17, "left_x": 15,
            "right_x": w - 15, "fire_y": h - 12}


def lab_value_px(label: str) -> int:
    """A Lab card's edge value: 22 px for one digit, 18 for two, larger with the text size as far as
    it stays clear of the tubes."""
    room = LAB_VALUE_ROOM if access.text_scale() <= 1 else LAB_LARGE[2]
    return labels.label_px(label, 18 if len(label) > 1 else 22, *room, bold=True)


def lab_value_spot(card: pygame.Rect, side: str) -> pygame.Rect:
    """The frame round a Lab card's left or right edge value (``card``: where the card is drawn)."""
    lay = lab_layout()
    spot = pygame.Rect(0, 0, 32, 40) if access.text_scale() <= 1 else pygame.Rect(0, 0, 34, 44)
    spot.center = (card.x + lay["left_x" if side == "left" else "right_x"], card.y + lay["values_y"])
    return spot


def lab_face(number: int) -> pygame.Surface:
    content = load()

    def make():
        card, lay = content.lab[number], lab_layout(number)
        s = pygame.Surface(lab_size(), pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, theme.CREAM, r, border_radius=10)
        pygame.draw.rect(s, (90, 100, 112), r, 2, border_radius=10)
        title = theme.text(_("Lab {n}").format(n=number), lay["title_px"], theme.INK, bold=True)
        s.blit(title, title.get_rect(midtop=(r.centerx, lay["title_y"])))
        if lay["picture"].height >= 12:  # (a long name on two lines at a larger size may leave it none)
            s.blit(art.picture("explosion", f"lab-{number}", lay["picture"].size), lay["picture"])
        px = lay["name_px"]
        if access.text_scale() > 1:
            for k, line in enumerate(lay["name_lines"]):
                name = theme.text(line, px, (90, 96, 104))
                s.blit(name, name.get_rect(midtop=(r.centerx, lay["name_y"] + k * lay["name_step"])))
        else:
            name = theme.text(theme.fit(words.lab_name(number), r.width - 8, px), px, (90, 96, 104))
            s.blit(name, name.get_rect(midtop=(r.centerx, lay["name_y"])))
        for value, x in ((card["left"], lay["left_x"]), (card["right"], lay["right_x"])):
            label = "X" if value is None else str(value)
            colour = (150, 150, 150) if value is None else theme.INK
            t = theme.text(label, lab_value_px(label), colour, bold=True)
            s.blit(t, t.get_rect(center=(x, lay["values_y"])))
        # the 24 tubes in miniature (the large card on the table has letters)
        for tube, chem in zip(lay["tubes"], card["tubes"].values()):
            pygame.draw.rect(s, rgb(CHEM[chem]), tube, border_radius=3)
        for k in range(number):
            fire_icon(s, (r.centerx - (number - 1) * 8 + k * 16, lay["fire_y"]), 7)
        return s
    return art.cached(("expl-lab", number, language()), make)


BACK_RGB = (90, 42, 46)  # the card back's own red (assets/art/explosion/back.svg), round its picture


def card_back(size) -> pygame.Surface:
    """The card back's picture on a card of ``size`` (the picture keeps its 5:7 proportions)."""
    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, BACK_RGB, s.get_rect(), border_radius=10)
        s.blit(art.picture("explosion", "back", size), (0, 0))
        return s
    return art.cached(("expl-back", tuple(size)), make)


@dataclass(frozen=True)
class LabKey:
    """A Lab card on the table, as the magnifier's key (hand cards are keyed by their card id)."""
    number: int


@dataclass(frozen=True)
class ChipKey:
    """A held card's chip in a player's box, as the magnifier's key: the card with its kept side."""
    card: int
    side: str


def lab_zoom(number: int) -> pygame.Surface:
    """A Lab card beside its picture drawn large, in a framed panel (the magnifier's view)."""
    def make():
        face = lab_face(number)
        h = face.get_height()
        size = (round(h / art.PICTURE_RATIO), h)
        s = pygame.Surface((face.get_width() + size[0] + 24, h + 16), pygame.SRCALPHA)
        theme.panel(s, s.get_rect(), theme.BG_DARK, theme.ACCENT, radius=12)
        s.blit(face, (8, 8))
        s.blit(art.picture("explosion", f"lab-{number}", size), (face.get_width() + 16, 8))
        return s
    return art.cached(("expl-lab-zoom", number, language()), make)


def lab_back() -> pygame.Surface:
    return card_back(lab_size())


# a beaker card at a larger text size keeps its size: its edges' bands and side blocks take more of it
# (their words larger), the beaker in the middle less, its token larger (the compound's letter with it)
BEAKER_BAND, BEAKER_BLOCK = 38, (40, 78)


def _edge_label(edge, width: int) -> pygame.Surface:
    """One beaker edge along the card's top or bottom: index, Research, fire."""
    large = access.text_scale() > 1
    h = BEAKER_BAND if large else 30
    s = pygame.Surface((width, h), pygame.SRCALPHA)
    mid = h // 2
    if edge.flip:  # the word and the turning arrow, centred together
        word = pgettext("beaker edge", "FLIP")
        t = theme.text(word, labels.label_px(word, 18, width - 30, h - 4, bold=True) if large else 18, theme.INK,
                       bold=True)
        left = (width - t.get_width() - 26) // 2
        s.blit(t, t.get_rect(midleft=(left, mid)))
        pygame.draw.arc(s, theme.INK, pygame.Rect(left + t.get_width() + 8, mid - 10, 18, 18), 0.6, 5.6, 3)
        return s
    if edge.x:
        t = theme.text("X", 26, (200, 40, 40), bold=True)
        s.blit(t, t.get_rect(center=(width // 2, mid)))
        return s
    idx = theme.text(str(edge.index), access.scaled(16) if large else 16, (110, 116, 124))
    s.blit(idx, idx.get_rect(midleft=(0, mid)))
    star = idx.get_width() + 12 if large else 30
    art.draw_shape(s, "star", (star, mid + 4), 8, (150, 90, 200))
    val = theme.text(str(edge.research), labels.label_px(str(edge.research), 20, height=h, bold=True), theme.INK,
                     bold=True)
    s.blit(val, val.get_rect(midleft=(star + 10, mid)))
    for k in range(edge.fire):
        fire_icon(s, (width - 8 - k * 16, mid), 7)
    return s


def _edge_block(edge) -> pygame.Surface:
    """One beaker edge drawn upright on a left or right side of the card: Research over the fire
    icons over the index (or the X); larger, the fire icons side by side."""
    large = access.text_scale() > 1
    w, h = BEAKER_BLOCK if large else EDGE_BLOCK
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    if edge.x:
        t = theme.text("X", 26, (200, 40, 40), bold=True)
        s.blit(t, t.get_rect(center=(w // 2, h // 2)))
        return s
    if large:
        val = theme.text(str(edge.research), labels.label_px(str(edge.research), 20, w - 10, BEAKER_BAND - 1, True),
                         theme.INK, bold=True)  # as tall as along the top and bottom, the index under the icons
        art.draw_shape(s, "star", (5, 20), 5, (150, 90, 200))
        s.blit(val, val.get_rect(midtop=((w + 10) // 2, 0)))
        for k in range(edge.fire):
            fire_icon(s, (w // 2 - 8 * (edge.fire - 1) + 16 * k, val.get_height() + 5), 6)
        px = labels.label_px(str(edge.index), 16, height=h - val.get_height() - 12)  # under the fire icons
        idx = theme.text(str(edge.index), px, (110, 116, 124))
        s.blit(idx, idx.get_rect(midbottom=(w // 2, h)))
        return s
    # the first line starts low: the side's name ("side A") runs over the top of the block's column
    art.draw_shape(s, "star", (7, 24), 7, (150, 90, 200))
    val = theme.text(str(edge.research), 20, theme.INK, bold=True)
    s.blit(val, val.get_rect(midleft=(15, 24)))
    for k in range(edge.fire):
        fire_icon(s, (w // 2, 46 + k * 16), 7)
    idx = theme.text(str(edge.index), 16, (110, 116, 124))
    s.blit(idx, idx.get_rect(midbottom=(w // 2, h)))
    return s


def beaker_face(beaker_id: str, side: str, symbols: bool = True, bottom: int = 0) -> pygame.Surface:
    """A beaker card with its edge ``bottom`` at the bottom, every edge's numbers upright where the
    card lies (the card is not rotated at rest: only while it turns)."""
    content = load()

    def make():
        info = content.beakers[beaker_id]
        w, h = BEAKER_SIZE
        large = access.text_scale() > 1
        s = pygame.Surface(BEAKER_SIZE, pygame.SRCALPHA)
        r = s.get_rect()
        colour = rgb(info.compound)
        pygame.draw.rect(s, theme.CREAM, r, border_radius=12)
        pygame.draw.rect(s, colour, r.inflate(-8, -8), 4, border_radius=10)
        # a beaker in the middle with the compound's token (shape + letter)
        body = pygame.Rect(0, 0, 46, 44 if large else 50)
        body.center = (w // 2, h - BEAKER_BAND - 24) if large else (w // 2, h // 2 + 2)
        fill = body.copy()
        fill.height = 30
        fill.bottom = body.bottom
        pygame.draw.rect(s, colour, fill, border_bottom_left_radius=8, border_bottom_right_radius=8)
        pygame.draw.lines(s, theme.INK, False, [body.topleft, body.bottomleft, body.bottomright, body.topright], 3)
        token = art.chemical_token(info.compound, 20 if large else 13, symbols)
        s.blit(token, token.get_rect(center=(body.centerx, body.centery + (2 if large else 4))))
        tag_words = words.beaker_side(side)
        if large:  # between the side blocks, under the top band
            tag = theme.text(tag_words, labels.label_px(tag_words, 16, w - 2 * BEAKER_BLOCK[0] - 6, bold=True),
                             (120, 120, 120), bold=True)
            s.blit(tag, tag.get_rect(midtop=(w // 2, BEAKER_BAND)))
        else:
            tag = theme.text(tag_words, 16, (120, 120, 120), bold=True)
            s.blit(tag, tag.get_rect(center=(w // 2, 43)))
        # edge k lies where a clockwise quarter turn per step brings it to the bottom: bottom, right,
        # top, left
        if large:
            band, block = BEAKER_BAND // 2 + 1, BEAKER_BLOCK[0] // 2 + 2
            spots = {0: (w // 2, h - band), 1: (w - block, h // 2), 2: (w // 2, band), 3: (block, h // 2)}
        else:
            spots = {0: (w // 2, h - 19), 1: (w - 26, h // 2), 2: (w // 2, 19), 3: (26, h // 2)}
        for k, edge in enumerate(info.sides[side]):
            place = (k - bottom) % 4
            # along the top and bottom an edge has the card's width: the side blocks lie between them; a
            # flip edge has no number, only its word, which runs along a side (between the corners' numbers)
            if place % 2 == 0:
                label = _edge_label(edge, w - 24)
            elif edge.flip:
                flip = pgettext("beaker edge", "FLIP")
                px = labels.label_px(flip, 16, BEAKER_BLOCK[1], bold=True) if large else 16
                label = pygame.transform.rotate(theme.text(flip, px, theme.INK, bold=True), 90 * place)
            else:
                label = _edge_block(edge)
            s.blit(label, label.get_rect(center=spots[place]))
        return s
    return art.cached(("expl-beaker", beaker_id, side, symbols, bottom, language()), make)


HAND_PICTURE = pygame.Rect(9, 74, 112, 70)  # a narrow Process card's picture (8:5, under its phase and side)


def process_picture(card: int, side: str) -> str:
    """The name of a Process card side's illustration (tools/art_explosion.py)."""
    return f"process-{card}-{side}"


def _line_look(text: str, width: int, bold: bool = False) -> tuple[int, bool]:
    """(size, bold) for a card's phase or side line: 16 px, else the house minimum (14), else 14 px
    regular for a long bold word ("Нестабильность"), so it stays inside the card's edge; a line
    whole at 16 px grows with the text size as far as ``width`` holds it."""
    for size, weight in ((16, bold), (14, bold), (14, False)):
        if theme.font(size, weight).size(text)[0] <= width:
            return (labels.label_px(text, 16, width, bold=weight) if size == 16 else size), weight
    return 14, False


def _phase_and_side(s: pygame.Surface, eff, side: str, top: int, grow: bool = True) -> int:
    """A narrow card's phase (bold) and side lines from ``top`` down (at 100 % on a compact card,
    ``grow=False``: its two lines fill it); where they end."""
    y = top
    for text, bold, ink in ((_(words.PHASE_LABEL[eff.phase]), True, PHASE_INK),
                            (words.card_side(side), False, (110, 110, 110))):
        size, weight = _line_look(text, s.get_width() - 14, bold)
        if not grow:
            size = min(size, 16)
        s.blit(theme.text(text, size, ink, bold=weight), (7, y))
        y += max(20, theme.font(size, weight).get_linesize() - 2)
    return y


@dataclass(frozen=True)
class WideLines:
    """A wide Process card's words: the name in its coloured band, the phase under it, then the
    effect's lines (``step`` apart from ``text_top``), each with its size."""
    band: int
    name_px: int
    side_px: int
    phase_y: int
    text_px: int
    text_top: int
    step: int
    lines: tuple[str, ...]
    phase_px: int = 16


def wide_lines(name: str, side_words: str, text: str, size=WIDE_CARD) -> WideLines:
    """Where a wide card's words go: at 100 % as ever (the effect in at most five lines of 16 px); at
    a larger text size the largest size (down to 16 px) at which the whole effect still fits the card."""
    w, h = size
    for px in range(access.scaled(16), 16, -1):
        fits = labels.label_px(name, 18, w - 28 - theme.font(px).size(side_words)[0], bold=True)
        step = theme.font(px).get_linesize() - 3
        lines = tuple(theme.wrap(text, w - 14, px))
        # the name, the side in its band and the phase line over the effect a little larger than the
        # effect where the card holds them
        for name_px in range(min(fits, round(px * 18 / 16) + 2), min(fits, round(px * 18 / 16)) - 1, -1):
            band = max(28, theme.font(name_px, True).get_linesize())
            side_px = max(px, labels.label_px(side_words, 16, w - 28 - theme.font(name_px, True).size(name)[0], band))
            for phase_px in range(max(px, min(px + 2, access.scaled(16))), px - 1, -1):
                top = band + 1 + theme.font(phase_px, True).get_linesize() - 1
                if top + len(lines) * step <= h - 4:
                    return WideLines(band, name_px, side_px, band + 1, px, top, step, lines, phase_px)
    return WideLines(28, 18, 16, 29, 16, WIDE_TEXT_TOP, WIDE_LINE, tuple(theme.wrap(text, w - 14, 16)))


def is_wide(size) -> bool:
    """Whether a hand card of ``size`` shows its whole effect (a wide card; one held alone may be
    wider at a larger text size, ``panels.hand_slots``, and the side choice's taller too,
    ``panels.side_choice_slots``)."""
    return size[1] >= WIDE_CARD[1] and size[0] >= WIDE_CARD[0]


def process_face(card: int, side: str, wide: bool = False, width: int = WIDE_CARD[0],
                 height: int = WIDE_CARD[1]) -> pygame.Surface:
    """A Process card. ``wide``: the whole effect text, wrapped (every effect fits in five lines),
    ``width`` wide and ``height`` tall (taller only for the side choice on the larger table);
    otherwise the narrow hand card, whose text may be cut (the board shows it whole elsewhere)."""
    content = load()

    def make():
        eff = content.cards[card][side]
        name, text = _(eff.name), _(eff.text)
        w, h = (width, height) if wide else HAND_CARD
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, theme.CREAM, r, border_radius=10)
        if wide:
            lay = wide_lines(name, words.card_side(side), text, (w, h))
            band = pygame.Rect(0, 0, w, lay.band)
            pygame.draw.rect(s, SIDE_RGB[side], band, border_top_left_radius=10, border_top_right_radius=10)
            t = theme.text(name, lay.name_px, theme.INK, bold=True)
            s.blit(t, t.get_rect(midleft=(8, band.centery)))
            side_t = theme.text(words.card_side(side), lay.side_px, theme.INK)
            if 8 + t.get_width() + 12 > w - 8 - side_t.get_width():  # a long name: the side's colour alone
                side_t = theme.text(words.side_colour(side), lay.side_px, theme.INK)
            s.blit(side_t, side_t.get_rect(midright=(w - 8, band.centery)))
            s.blit(theme.text(words.card_phase(eff.phase), lay.phase_px, PHASE_INK, bold=True), (8, lay.phase_y))
            for i, line in enumerate(lay.lines):
                s.blit(theme.text(line, lay.text_px, theme.INK), (7, lay.text_top + i * lay.step))
        else:
            # the name's band: taller at a larger text size, for a name at least a third larger
            band = pygame.Rect(0, 0, w, 30 if access.text_scale() <= 1 else 34)
            pygame.draw.rect(s, SIDE_RGB[side], band, border_top_left_radius=10, border_top_right_radius=10)
            size = 18 if theme.font(18, True).size(name)[0] <= w - 12 else 16
            size = labels.label_px(name, size, w - 12, band.height, bold=True)
            t = theme.text(theme.fit(name, w - 10, size, True), size, theme.INK, bold=True)
            s.blit(t, t.get_rect(center=(w // 2, band.height // 2)))
            bottom = _phase_and_side(s, eff, side, band.height + 3)
            # the picture where the text would be cut: the whole text shows on hover (zoom_panel); it
            # gives larger lines its top
            area = HAND_PICTURE if bottom <= HAND_PICTURE.y else _picture_under(bottom, HAND_PICTURE)
            s.blit(art.picture("explosion", process_picture(card, side), area.size), area)
        pygame.draw.rect(s, (90, 100, 112), r, 2, border_radius=10)
        return s
    return art.cached(("expl-process", card, side, wide, (width, height) if wide else 0, language()), make)


def _picture_under(top: int, area: pygame.Rect) -> pygame.Rect:
    """``area``'s picture made smaller (its shape kept) to start at ``top``, its foot and centre kept."""
    h = max(20, area.bottom - top)
    shrunk = pygame.Rect(0, 0, round(h * area.width / area.height), h)
    shrunk.midbottom = area.midbottom
    return shrunk


def compact_face(card: int, side: str) -> pygame.Surface:
    """A Process card in a hand of five or more: its name on its side's colour, its phase and side
    (the picture and whole text show on hover, ``zoom_panel``)."""
    def make():
        eff = load().cards[card][side]
        w, h = COMPACT_CARD
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=8)
        pygame.draw.rect(s, SIDE_RGB[side], (0, 0, w, 26), border_top_left_radius=8, border_top_right_radius=8)
        title = theme.fit_title(_(eff.name), w - 8, 16, least=14, lines=1)
        px = labels.label_px(title.lines[0], title.size, w - 8, 26, bold=True) if title.size == 16 else title.size
        t = theme.text(title.lines[0], px, theme.INK, bold=True)
        s.blit(t, t.get_rect(center=(w // 2, 13)))
        _phase_and_side(s, eff, side, 28, grow=False)
        pygame.draw.rect(s, (90, 100, 112), s.get_rect(), 2, border_radius=8)
        return s
    return art.cached(("expl-compact", card, side, language()), make)


def hand_face(card: int, side: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of a held Process card at the hand's card size (``panels.hand_slots``)."""
    if size == COMPACT_CARD:
        return compact_face(card, side)
    return process_face(card, side, wide=is_wide(size), width=size[0], height=size[1])


@dataclass(frozen=True)
class TabKey:
    """A held Process card's tab over the larger table's Process cards panel (``panels.TabbedHand``):
    a click or Enter shows that card's face under the tabs; the magnifier shows it large."""
    card: int


TAB_PAD = 8  # round a tab's words


def tab_px() -> tuple[int, int]:
    """A tab's name and side sizes: the least that reaches the floor over the card's own words at
    100 % (its name 18 px bold, its side 16 px), so as many tabs as can lie side by side."""
    return cardsize.floor_px(18, True), cardsize.floor_px(16)


def tab_words(card: int, side: str) -> tuple[str, str]:
    """A tab's two words: the card's name and its side's colour ("Ice Bath", "yellow")."""
    return _(load().cards[card][side].name), words.side_colour(side)


def tab_size(card: int, side: str) -> tuple[int, int]:
    name_px, side_px = tab_px()
    name, colour = tab_words(card, side)
    width = 3 * TAB_PAD + theme.font(name_px, True).size(name)[0] + theme.font(side_px).size(colour)[0]
    return width, theme.font(name_px, True).get_linesize()


def tab_face(card: int, side: str, selected: bool) -> pygame.Surface:
    """A held card's tab: its name (bold) and side, on its side's colour when it is the card shown
    under the tabs, else on the panel's colour with a stripe of it."""
    def make():
        w, h = tab_size(card, side)
        name_px, side_px = tab_px()
        name, colour = tab_words(card, side)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        fill, ink = (SIDE_RGB[side], theme.INK) if selected else (theme.PANEL, theme.TEXT)
        pygame.draw.rect(s, fill, s.get_rect(), border_radius=8)
        if not selected:
            pygame.draw.rect(s, SIDE_RGB[side], (0, 0, 6, h), border_top_left_radius=8, border_bottom_left_radius=8)
        pygame.draw.rect(s, theme.ACCENT if selected else theme.LINE, s.get_rect(), 2, border_radius=8)
        t = theme.text(name, name_px, ink, bold=True)
        s.blit(t, t.get_rect(midleft=(TAB_PAD + 2, h // 2)))
        c = theme.text(colour, side_px, ink)
        s.blit(c, c.get_rect(midright=(w - TAB_PAD, h // 2)))
        return s
    return art.cached(("expl-tab", card, side, selected, access.text_scale(), language()), make)


def tab_arrow(size: tuple[int, int], backward: bool) -> pygame.Surface:
    """The tab that leads to the held cards before (``backward``) or after the tabs shown, where not
    every tab fits: an arrow, no words."""
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.PANEL, s.get_rect(), border_radius=8)
        pygame.draw.rect(s, theme.LINE, s.get_rect(), 2, border_radius=8)
        tip, back = (w * 0.3, w * 0.65) if backward else (w * 0.7, w * 0.35)
        pygame.draw.polygon(s, theme.TEXT, [(tip, h / 2), (back, h * 0.25), (back, h * 0.75)])
        return s
    return art.cached(("expl-tab-arrow", size, backward), make)


def _reading_lines(card: int, side: str, width: int, px: int) -> tuple[str, list[str], int, int]:
    """A tab view face's phase, effect lines, phase line height and effect step at ``px``."""
    eff = load().cards[card][side]
    lines = theme.wrap(_(eff.text), width - 14, px)
    return words.card_phase(eff.phase), lines, theme.font(px, True).get_linesize(), theme.font(px).get_linesize() - 3


READING_TOP = 4  # the face's stripe of its side's colour, over its phase


def reading_height(card: int, side: str, width: int, px: int) -> int:
    """How tall the tab view's face of ``width`` must be for its phase and whole effect at ``px``."""
    _phase, lines, head, step = _reading_lines(card, side, width, px)
    return READING_TOP + head + (len(lines) - 1) * step + theme.font(px).get_linesize() + 2


def reading_face(card: int, side: str, size: tuple[int, int]) -> pygame.Surface:
    """The face the tab view shows under its tabs (its name and side are on its tab, which is joined
    to it by colour): the phase and the whole effect as large as ``size`` holds them, from the
    player's size down to the floor."""
    def make():
        w, h = size
        least = cardsize.floor_px(16)
        px = next((p for p in range(max(least, access.scaled(16)), least, -1)
                   if reading_height(card, side, w, p) <= h), least)
        phase, lines, head, step = _reading_lines(card, side, w, px)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=10)
        pygame.draw.rect(s, SIDE_RGB[side], (0, 0, w, READING_TOP), border_top_left_radius=10,
                         border_top_right_radius=10)
        s.blit(theme.text(phase, px, PHASE_INK, bold=True), (8, READING_TOP))
        for i, line in enumerate(lines):
            s.blit(theme.text(line, px, theme.INK), (7, READING_TOP + head + i * step))
        pygame.draw.rect(s, (90, 100, 112), s.get_rect(), 2, border_radius=10)
        return s
    return art.cached(("expl-reading", card, side, size, access.text_scale(), language()), make)


def process_back() -> pygame.Surface:
    return card_back(HAND_CARD)


TUBE_SIZE = (58, 84)
TUBE_NUMBER_ROOM = 28  # a tube's number above its glass, at most (on a tube TUBE_SIZE tall)


def tube_surface(chem: str, number: int, lit: bool, symbols: bool = True, height: int = TUBE_SIZE[1]) -> pygame.Surface:
    """A test tube with its number over it, ``height`` tall (taller on the 150 % table: its number
    and letter larger, its glass wider)."""
    def make():
        grow = height / TUBE_SIZE[1]  # 1 at 100 %
        s = pygame.Surface((TUBE_SIZE[0], height), pygame.SRCALPHA)
        # the number grows with the text size as far as the glass, a little shorter under it, keeps its
        # shape and letter apart
        px = labels.label_px(str(number), 16, height=round(TUBE_NUMBER_ROOM * grow), bold=lit)
        num = theme.text(str(number), px, theme.TEXT if not lit else theme.WARN, bold=lit)
        s.blit(num, num.get_rect(midtop=(29, 0)))
        top = theme.font(px, lit).get_linesize()
        wide = round(24 * grow)
        tube = pygame.Rect(29 - wide // 2 if grow > 1 else 17, top, wide, height - 4 - top)
        if lit:
            pygame.draw.rect(s, theme.WARN, tube.inflate(10, 8), 4, border_radius=14)
        pygame.draw.rect(s, rgb(CHEM[chem]), tube, border_radius=12)
        pygame.draw.rect(s, theme.TEXT, tube, 2, border_radius=12)
        if symbols:  # the colour-blind setting: letter and shape on every tube
            ink = (20, 20, 20) if sum(rgb(CHEM[chem])) > 400 else (250, 250, 250)
            # larger: at least as large as the selected chemical's letter at 100 % (its token gives way)
            px = labels.label_px(chem, 22, wide - 4, round(30 * grow), bold=True) if grow > 1 else 16
            letter = theme.text(chem, px, ink, bold=True)
            s.blit(letter, letter.get_rect(center=(tube.centerx, tube.bottom - round(14 * grow))))
            art.draw_shape(s, theme.CHEMICALS[CHEM[chem]][1], (tube.centerx, tube.y + round(20 * grow)),
                           round(6 * grow), ink)
        return s
    return art.cached(("expl-tube", chem, number, lit, symbols, height), make)


CHIP_PX, CHIP_WIDTH = 16, 130  # a chip's name at 100 %, and the widest it is before "…"


def card_chip(name: str, side: str, px: int = CHIP_PX) -> pygame.Surface:
    """A held Process card in the players' panel: its name on its side's colour, at ``px`` (the
    player's text size where its box holds it, ``panels.chip_px``)."""
    widest = round(CHIP_WIDTH * px / CHIP_PX)

    def make():
        label = theme.text(theme.fit(_(name), widest, px), px, theme.INK, bold=True)
        s = pygame.Surface(label.get_rect().inflate(12, 4).size, pygame.SRCALPHA)
        pygame.draw.rect(s, SIDE_RGB[side], s.get_rect(), border_radius=6)
        s.blit(label, label.get_rect(center=s.get_rect().center))
        return s
    return art.cached(("expl-chip", name, side, px, language()), make)


# the flask's outline, in its own surface's coordinates
_FLASK_CX, _FLASK_BOTTOM = FLASK_SIZE[0] // 2, FLASK_SIZE[1] - 6
_NECK_W, _NECK_H, _BODY_H, _BODY_HALF = 34, 46, 118, 62


def _flask_glass(target: bool) -> pygame.Surface:
    """The empty flask, outlined in the accent colour when a pour may go there."""
    def make():
        s = pygame.Surface(FLASK_SIZE, pygame.SRCALPHA)
        cx, bottom = _FLASK_CX, _FLASK_BOTTOM
        top = bottom - _BODY_H
        outline = theme.ACCENT if target else theme.TEXT
        points = [(cx - _NECK_W / 2, top - _NECK_H), (cx - _NECK_W / 2, top), (cx - _BODY_HALF, bottom),
                  (cx + _BODY_HALF, bottom), (cx + _NECK_W / 2, top), (cx + _NECK_W / 2, top - _NECK_H)]
        pygame.draw.lines(s, outline, False, points, 4 if target else 3)
        pygame.draw.line(s, outline, (cx - _NECK_W / 2 - 8, top - _NECK_H), (cx + _NECK_W / 2 + 8, top - _NECK_H), 3)
        return s
    return art.cached(("expl-flask-glass", target), make)


def draw_flask(surface: pygame.Surface, midtop, chemicals: tuple, result: str, level: float, target: bool,
               symbols: bool = True, scale: float = 1.0) -> None:
    """A flask holding 0-2 chemicals; ``level`` (0-2) is the fill height while pouring. Past one
    chemical the liquid shows the mixture's colour. ``scale`` < 1 draws the glass and liquid smaller
    (the 150 % table's bench gives the room to the labels under it); the chemicals keep their size."""
    if scale < 1:
        full = pygame.Surface(FLASK_SIZE, pygame.SRCALPHA)
        _draw_flask(full, (FLASK_SIZE[0] // 2, 0), chemicals, result, level, target, symbols, tokens=False)
        small = pygame.transform.smoothscale(full, (round(FLASK_SIZE[0] * scale), round(FLASK_SIZE[1] * scale)))
        surface.blit(small, small.get_rect(midtop=midtop))
        bottom = midtop[1] + round(_FLASK_BOTTOM * scale)
        _draw_tokens(surface, midtop[0], bottom - round(26 * scale), chemicals, level, symbols)
        return
    _draw_flask(surface, midtop, chemicals, result, level, target, symbols)


def _draw_flask(surface, midtop, chemicals: tuple, result: str, level: float, target: bool, symbols: bool,
                tokens: bool = True) -> None:
    x0, y0 = midtop[0] - FLASK_SIZE[0] // 2, midtop[1]
    cx, bottom = x0 + _FLASK_CX, y0 + _FLASK_BOTTOM
    if level > 0 and chemicals:
        paint = RESULT_PAINT.get(result) if level > 1.01 else None
        colour = rgb(paint) if paint else rgb(CHEM[chemicals[0]])
        frac = min(1.0, level / 2.0)
        y = bottom - _BODY_H * frac * 0.95
        half = _BODY_HALF - (_BODY_HALF - _NECK_W / 2) * frac * 0.95
        pygame.draw.polygon(surface, colour, [(cx - half, y), (cx - _BODY_HALF, bottom), (cx + _BODY_HALF, bottom),
                                              (cx + half, y)])
    surface.blit(_flask_glass(target), (x0, y0))
    if tokens:
        _draw_tokens(surface, cx, bottom - 26, chemicals, level, symbols)


def _draw_tokens(surface, cx: int, y: int, chemicals: tuple, level: float, symbols: bool) -> None:
    """The chemicals poured so far, side by side at the flask's foot."""
    for i, chem in enumerate(chemicals[: max(0, round(level))]):
        token = art.chemical_token(CHEM[chem], 15, symbols)
        surface.blit(token, token.get_rect(center=(cx - 20 + 40 * i if len(chemicals) > 1 else cx, y)))


def zoom_panel(card: int, side: str) -> pygame.Surface:
    """A Process card's picture, large, beside its whole text in a framed panel (shown for a narrow
    hand card; as tall as the text alone, so it covers no more of the bench)."""
    def make():
        face = process_face(card, side, wide=True)
        h = face.get_height()
        picture = art.picture("explosion", process_picture(card, side), (round(h / art.PICTURE_RATIO), h))
        s = pygame.Surface((picture.get_width() + face.get_width() + 24, h + 16), pygame.SRCALPHA)
        theme.panel(s, s.get_rect(), theme.BG_DARK, theme.ACCENT, radius=12)
        s.blit(picture, (8, 8))
        s.blit(face, (picture.get_width() + 16, 8))
        return s
    return art.cached(("expl-zoom", card, side, language()), make)


def draw_blast(surface: pygame.Surface, blast) -> None:
    """The explosion over the bench, painted from ``blast.pos`` and ``blast.t`` (0..1, an overlay
    ``Drawn``): rings and sparks grow, drawn straight on the screen (no per-frame alpha surfaces); they
    thin out and fade toward the table colour, and are gone before ``t`` reaches 1."""
    t, (x, y) = blast.t, blast.pos
    if t < 0.85:
        for k, colour in enumerate(((255, 230, 120), (250, 150, 60), (220, 60, 50))):
            radius = int(40 + 260 * t * (1 - 0.22 * k))
            fade = tuple(int(c + (b - c) * t / 0.85) for c, b in zip(colour, theme.BG_DARK))
            pygame.draw.circle(surface, fade, (x, y), radius, max(2, int(24 * (1 - t / 0.85))))
    if t < 0.7:
        spark = tuple(int(c + (b - c) * t / 0.7) for c, b in zip((250, 170, 60), theme.BG_DARK))
        for k in range(12):
            a = k * math.pi / 6 + t
            r1, r2 = 60 + 200 * t, 90 + 300 * t
            pygame.draw.line(surface, spark, (x + r1 * math.cos(a), y + r1 * math.sin(a)),
                             (x + r2 * math.cos(a), y + r2 * math.sin(a)), 4)


def catalogue_picture(picture: tuple) -> pygame.Surface | None:
    """A card of the catalogue (``labdesk.games.explosion.catalogue``): a Process card side, a Lab
    card, a beaker (side A); a flask result has no card of its own (None)."""
    kind = picture[0]
    if kind == "process":
        return process_face(picture[1], picture[2], wide=True)
    if kind == "lab":
        return lab_zoom(picture[1])
    if kind == "beaker":
        return beaker_face(picture[1], "A")
    return None


def lab_large(number: int) -> pygame.Surface:
    """A Lab card large for the magnifier, with its edges and tube colours in words under it."""
    return captioned(lab_zoom(number), [lab_text(number)], ("expl-lab", number, language()))
