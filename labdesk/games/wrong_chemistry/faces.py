"""Wrong Chemistry's art: element cards with their picture (assets/art/wrong-chemistry/, placed by
``card_layout``) and molecule diagram, the two table cards, the card back, discs, loose hexes and the
little score chips. Data in, cached surface out (``art.cached``); every key is
what the picture shows (a card number, a disc colour and radius, the language of a card's name),
never a sentence of the game."""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from labdesk.games.wrong_chemistry import odds
from labdesk.games.wrong_chemistry.cards import load as load_deck
from labdesk.games.wrong_chemistry.rules import (
    ChooseStartCard, ClaimCard, DiscardCard, MoveDisc, MoveHex, PlaceDisc, TakeDisc, UseExtraxodium, UseRestartium,
)
from labdesk.games.wrong_chemistry.words import NO_CARDS_SCORED, special_name
from labdesk.i18n import _, language
from labdesk.ui import access, art, theme
from labdesk.ui.table import cardsize, labels
from labdesk.ui.table.geometry import SQ3, hex_corners, hex_to_pixel
from labdesk.ui.table.preview import draw_tag, draw_tags

CARD = (165, 232)
CHIP = (68, 26)
SUPPLY_DISC = 22  # radius of a supply disc
SUPPLY_STEP = SUPPLY_DISC * 2 + 12  # from one supply disc's centre to the next
SUPPLY_COUNT = 16  # the supply's "white: 3" under its discs, at 100 %

# The molecule: a blue centre hex, yellow hexes, dark edges; discs in two shades, each outlined in
# the other so they never differ by colour alone.
BLUE_HEX, YELLOW_HEX, HEX_EDGE = (72, 124, 226), (238, 200, 76), (28, 32, 40)
CARD_HEX = (236, 222, 170)  # a hex of a card's diagram
DISC_COLOUR = {"white": (244, 244, 240), "black": (34, 34, 40)}
VALUE_COLOURS = {1: (70, 160, 90), 2: (140, 90, 190), 3: (206, 70, 64)}  # green, purple, red
GHOST = theme.GOOD  # a cell a dragged piece may drop on


# --- pieces -----------------------------------------------------------------------------------------
def draw_disc(surface, colour: str, center, radius: float) -> None:
    """A disc with an outline in the opposite shade, so white and black read without colour."""
    radius = max(3, round(radius))
    fill = DISC_COLOUR[colour]
    edge = HEX_EDGE if colour == "white" else (236, 236, 236)
    pygame.draw.circle(surface, fill, center, radius)
    pygame.draw.circle(surface, edge, center, radius, max(2, radius // 7))
    if colour == "black" and radius >= 10:  # a light inner ring: black is never just "dark"
        pygame.draw.circle(surface, (120, 120, 130), center, max(2, radius // 2), 1)


def disc(colour: str, radius: float) -> pygame.Surface:
    """A loose disc (in flight, in the supply, under the pointer), centred in its surface."""
    radius = max(3, round(radius))

    def make():
        s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        draw_disc(s, colour, (radius + 1, radius + 1), radius)
        return s
    return art.cached(("wc-disc", colour, radius), make)


def draw_hex(surface, center, size: float, fill) -> None:
    """A molecule hex: filled, with a dark edge."""
    pts = hex_corners(center, size)
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, HEX_EDGE, pts, 3)


def loose_hex(size: float) -> pygame.Surface:
    """An empty yellow hex lifted off the molecule, centred in its surface."""
    size = max(4, round(size))

    def make():
        w, h = math.ceil(SQ3 * size) + 4, size * 2 + 4
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        draw_hex(s, (w / 2, h / 2), size - 2, YELLOW_HEX)
        return s
    return art.cached(("wc-hex", size), make)


# --- cards ------------------------------------------------------------------------------------------
def draw_pattern(surface, pattern: list[dict], rect: pygame.Rect, max_size: float) -> None:
    """A card's molecule diagram fitted into ``rect``."""
    pts = [hex_to_pixel(h["q"], h["r"]) for h in pattern]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    width = (max(xs) - min(xs)) + SQ3
    height = (max(ys) - min(ys)) + 2
    size = min(max_size, rect.width / width, rect.height / height)
    ox = rect.centerx - (max(xs) + min(xs)) / 2 * size
    oy = rect.centery - (max(ys) + min(ys)) / 2 * size
    for h, (px, py) in zip(pattern, pts):
        c = (ox + px * size, oy + py * size)
        pygame.draw.polygon(surface, CARD_HEX, hex_corners(c, size - 1))
        pygame.draw.polygon(surface, HEX_EDGE, hex_corners(c, size - 1), max(1, round(size / 9)))
        if h["disc"] != "empty":
            draw_disc(surface, h["disc"], (round(c[0]), round(c[1])), size * 0.55)


LEAST_TEXT = 16  # the house minimum on the board (docs/ui.md): no word on a hand card is smaller
GAME_ID = "wrong-chemistry"  # its pictures are assets/art/wrong-chemistry/<number | special id | back>.svg


@dataclass(frozen=True)
class CardLayout:
    """Where an element card's parts go, for a face of a given size (drawing and tests read it)."""
    k: float  # the face's scale against the hand card
    number_topleft: tuple[int, int]
    number_size: int
    badge_centre: tuple[int, int]
    badge_r: int
    symbol_centre: tuple[int, int]
    symbol_size: int
    picture: pygame.Rect  # the pun drawn (8:5, its view box)
    name_centre: tuple[int, int]
    name_size: int  # the largest the name is drawn at: a long name takes less, down to ``name_least``
    name_width: int
    pattern: pygame.Rect  # the molecule's box; the diagram is fitted inside it
    name_least: int = 0  # the name's size at 100 % text (0: ``name_size``)


def card_layout(size=CARD) -> CardLayout:
    """Number top-left, the value badge top-right, the symbol between them; the picture under them,
    then the name, then the molecule's box filling the rest. Everything scales with the face's width:
    the hand card's words are at the house minimum or larger, the magnifier's card shows them, the
    picture and the molecule larger, the discard pile's thumbnail smaller. At a larger text size a
    small face's words grow as far as the top row holds them and the picture keeps half its height
    (the molecule's box keeps its place: it is what a player matches)."""
    return _card_layout(tuple(size), access.text_scale())


@functools.lru_cache(maxsize=64)
def _card_layout(size: tuple[int, int], _text_scale: float) -> CardLayout:
    k = size[0] / CARD[0]
    base = _layout_at(size, k)
    highest = cardsize.top(k)
    if highest <= k:
        return base
    # the top row (number, symbol, badge) grows as far as its width holds it; the name on its own
    row = cardsize.largest(lambda scale: _top_row(size, k, scale, base), highest, above=k)
    row = row or _top_row(size, k, k, base)
    return cardsize.largest(lambda scale: _grown_layout(size, k, scale, row, base), highest, above=k - 0.01) or base


def _layout_at(size, k: float) -> CardLayout:
    """The face's parts at its own scale ``k`` (as at 100 % text)."""
    w, h = size
    pad = round(8 * k)
    badge_r = round(15 * k)
    pic_h = round(56 * k)
    pic_w = round(pic_h / art.PICTURE_RATIO)
    picture = pygame.Rect(0, round(42 * k), pic_w, pic_h)
    picture.centerx = w // 2
    pattern_top = round(124 * k)
    return CardLayout(k=k, number_topleft=(round(10 * k), round(7 * k)), number_size=round(20 * k),
                      badge_centre=(w - pad - badge_r - round(2 * k), pad + badge_r), badge_r=badge_r,
                      symbol_centre=(w // 2, round(20 * k)), symbol_size=round(30 * k), picture=picture,
                      name_centre=(w // 2, round(111 * k)), name_size=round(17 * k),
                      name_width=w - 2 * pad,
                      pattern=pygame.Rect(pad, pattern_top, w - 2 * pad, h - pad - pattern_top))


@dataclass(frozen=True)
class _TopRow:
    number_size: int
    badge: pygame.Rect
    symbol: pygame.Rect
    symbol_size: int


def _top_row(size, k: float, scale: float, base: CardLayout) -> _TopRow | None:
    """The number, symbol and value badge at ``scale`` of the hand card's, the deck's widest of each
    side by side without touching (the symbol centred, or centred between the other two); None when
    they do not fit."""
    w, _h = size
    number_size, symbol_size, badge_r = round(20 * scale), round(30 * scale), round(15 * scale)
    pad = round(8 * k)
    widest_number, widest_symbol = _widest_marks()
    number = pygame.Rect(base.number_topleft, theme.font(number_size, True).size(widest_number))
    badge = pygame.Rect(0, 0, 2 * badge_r, 2 * badge_r)
    badge.topright = (w - pad - round(2 * k), pad)
    symbol = pygame.Rect((0, 0), theme.font(symbol_size, True).size(widest_symbol))
    symbol.center = (w // 2, round(20 * scale))
    symbol.top = max(symbol.top, 0)  # its line's box stays on the card
    if number.right + 2 > symbol.left or symbol.right + 2 > badge.left:  # centred between them instead
        symbol.centerx = (number.right + badge.left) // 2
    if number.right + 2 > symbol.left or symbol.right + 2 > badge.left:
        return None
    return _TopRow(number_size, badge, symbol, symbol_size)


def _grown_layout(size, k: float, scale: float, row: _TopRow, base: CardLayout) -> CardLayout | None:
    """The name at ``scale`` of the hand card's just over the molecule's box, under the grown top
    ``row``, the picture between them at least half its height; None when it has no such room."""
    w, _h = size
    name_size = round(17 * scale)
    name_h = theme.font(name_size, True).get_height()
    name_centre_y = base.pattern.top - round(2 * k) - name_h // 2
    top = max(base.picture.top, row.symbol.bottom + 1, row.badge.bottom + 2)
    pic_h = min(base.picture.height, name_centre_y - name_h // 2 - 1 - top)
    if pic_h < base.picture.height // 2:
        return None
    picture = pygame.Rect(0, top, round(pic_h / art.PICTURE_RATIO), pic_h)
    picture.centerx = w // 2
    return CardLayout(k=k, number_topleft=base.number_topleft, number_size=row.number_size,
                      badge_centre=row.badge.center, badge_r=row.badge.width // 2, symbol_centre=row.symbol.center,
                      symbol_size=row.symbol_size, picture=picture, name_centre=(w // 2, name_centre_y),
                      name_size=max(name_size, base.name_size), name_width=base.name_width, pattern=base.pattern,
                      name_least=base.name_size)


@functools.lru_cache(maxsize=1)
def _widest_marks() -> tuple[str, str]:
    """The deck's widest number and widest symbol (the top row must hold any card's)."""
    elements = load_deck().elements.values()
    number = max((str(card.number) for card in elements), key=lambda n: theme.font(20, True).size(n)[0])
    symbol = max((card.symbol for card in elements), key=lambda sym: theme.font(30, True).size(sym)[0])
    return number, symbol


def name_px(name: str, lay: CardLayout) -> int:
    """The size a card's name is drawn at on a face: ``lay.name_size`` where its line holds it, else
    the largest that does, never below its 100 % size (shortened there only as it was)."""
    least = lay.name_least or lay.name_size
    return next((px for px in range(lay.name_size, least, -1)
                 if theme.font(px, True).size(name)[0] <= lay.name_width), least)


VOWELS = set("aeiouyAEIOUYаеёиоуыэюяАЕЁИОУЫЭЮЯ")


def hyphenated(name: str, width: int, px: int) -> list[str] | None:
    """``name`` broken in two lines that each fit ``width`` at ``px`` bold: after its hyphen, else
    between a vowel and a consonant followed by a vowel (the safest syllable break in both
    languages), the break nearest the middle with a hyphen added ("Mendele-" / "vitation"), at least
    three letters each side; None when no break fits."""
    f = theme.font(px, True)
    if "-" in name.strip("-"):
        at = name.index("-", 1) + 1
        breaks = [(name[:at], name[at:])]
    else:
        breaks = [(name[:i] + "-", name[i:]) for i in range(3, len(name) - 2)
                  if name[i - 1] in VOWELS and name[i].isalpha() and name[i] not in VOWELS | set("ьъйЬЪЙ")
                  and name[i + 1] in VOWELS]
    fitting = [pair for pair in breaks if all(f.size(part)[0] <= width for part in pair)]
    if not fitting:
        return None
    return list(min(fitting, key=lambda pair: abs(len(pair[0]) - len(pair[1]))))


def name_lines(name: str, lay: CardLayout) -> tuple[list[str], int]:
    """A card's name as drawn on a face: one line at ``name_px``; at a larger text size a name
    whose line would hold it only nearer its 100 % size than the face's size is broken in two
    (``hyphenated``) at the face's size instead, the picture giving way."""
    px = name_px(name, lay)
    if not lay.name_least or px * 2 > lay.name_size + lay.name_least:
        return [name], px
    return (two, lay.name_size) if (two := hyphenated(name, lay.name_width, lay.name_size)) else ([name], px)


def card_face(number: int, size=CARD) -> pygame.Surface:
    """An element card: number, symbol, value badge (colour and digit), the picture its name makes,
    the name and the molecule diagram, placed by ``card_layout``."""
    size = tuple(size)

    def make():
        card = load_deck().elements[number]
        lay = card_layout(size)
        k = lay.k
        s = pygame.Surface(size, pygame.SRCALPHA)
        edge = VALUE_COLOURS[card.value]
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=round(10 * k))
        pygame.draw.rect(s, edge, s.get_rect(), max(2, round(5 * k)), border_radius=round(10 * k))
        s.blit(theme.text(str(card.number), lay.number_size, theme.INK, bold=True), lay.number_topleft)
        pygame.draw.circle(s, edge, lay.badge_centre, lay.badge_r)
        pygame.draw.circle(s, theme.INK, lay.badge_centre, lay.badge_r, max(1, round(2 * k)))
        digit = theme.text(str(card.value), lay.number_size, (255, 255, 255), bold=True)
        s.blit(digit, digit.get_rect(center=lay.badge_centre))
        symbol = theme.text(card.symbol, lay.symbol_size, theme.INK, bold=True)
        s.blit(symbol, symbol.get_rect(center=lay.symbol_centre))
        lines, px = name_lines(_(card.name), lay)
        step = theme.font(px, True).get_linesize() - round(4 * k)  # (the lines' letters, not their leading)
        picture = lay.picture
        if len(lines) > 1:  # the picture ends over the name's first line, as large as that leaves it
            top_of_name = lay.name_centre[1] - step * (len(lines) - 1) - theme.font(px, True).get_height() // 2
            high = min(picture.height, top_of_name - 1 - picture.top)
            picture = pygame.Rect(0, picture.top, round(high / art.PICTURE_RATIO), high) if high > 8 else None
            if picture:
                picture.centerx = lay.picture.centerx
        if picture:
            s.blit(art.picture(GAME_ID, str(card.number), picture.size), picture)
        for i, line in enumerate(lines):
            name = theme.text(theme.fit(line, lay.name_width, px, bold=True), px, (60, 52, 80), bold=True)
            centre = (lay.name_centre[0], lay.name_centre[1] - step * (len(lines) - 1 - i))
            s.blit(name, name.get_rect(center=centre))
        pygame.draw.rect(s, (232, 230, 220), lay.pattern, border_radius=round(8 * k))
        draw_pattern(s, card.pattern_cells(), lay.pattern.inflate(-round(6 * k), -round(6 * k)), 20 * k)
        return s
    return art.cached(("wc-card", number, size, language()), make)  # the name is in the language


def card_back(size=CARD) -> pygame.Surface:
    """The deck's back: the starting molecule on deep teal (assets/art/wrong-chemistry/back.svg)."""
    return art.picture(GAME_ID, "back", size)


@dataclass(frozen=True)
class TableCardLayout:
    """Where a table card's parts go: its picture and title on the top row, its state line below."""
    picture: pygame.Rect
    title_centre: tuple[int, int]
    title_size: int
    title_width: int
    text_top: int
    text_width: int
    text_size: int
    text_step: int
    text_rows: int


def table_card_layout(size, title: str, line: str | None = None) -> TableCardLayout:
    """The picture at the top-left, the title centred in the rest of the top row, as large as fits
    there (22 px down to 18: the titles run long in some languages); the line (up to four rows at
    17 px) across the whole card below them. At a larger text size the title and ``line`` take the
    largest size the card holds them whole at (never below their 100 % sizes)."""
    w, h = size
    picture = pygame.Rect(10, 10, 56, 35)
    room = w - 8 - picture.right - 6
    sizes = (22, 20) if access.text_scale() <= 1 else range(access.scaled(22), 18, -1)
    title_size = next((px for px in sizes if theme.font(px, True).size(title)[0] <= room), 18)
    if access.text_scale() > 1:
        alone = next((px for px in sizes if theme.font(px, True).size(title)[0] <= w - 16), 18)
        if alone > title_size:  # the larger title takes the top row; the picture goes under it if the line leaves room
            return _title_row_layout(size, title, line, alone)
    text_size, text_step, text_rows = _table_text(w, h - 8 - TABLE_TEXT_TOP, line)
    return TableCardLayout(picture=picture, title_centre=((picture.right + w - 8) // 2, picture.centery),
                           title_size=title_size, title_width=room, text_top=TABLE_TEXT_TOP, text_width=w - 28,
                           text_size=text_size, text_step=text_step, text_rows=text_rows)


def _table_text(w: int, room: int, line: str | None, least: int | None = None) -> tuple[int, int, int]:
    """The line's (size, row step, rows) in ``room`` pixels of height: the largest size from the
    player's down to ``least`` (its 100 % size by default) that holds it whole, else at 17 px."""
    text_size, text_step, text_rows = 17, 22, 4
    for px in range(access.scaled(text_size), least or text_size, -1):
        step = round(px * 22 / 17)
        rows = room // step
        if line is not None and len(theme.wrap(line, w - 28, px)) <= rows:
            return px, step, rows
    return text_size, text_step, text_rows


def _title_row_layout(size, title: str, line: str | None, title_size: int) -> TableCardLayout:
    """At a larger text size, a title too long to grow beside the picture: the title across the top,
    then the picture (when the line still fits at the player's size under it), then the line."""
    w, h = size
    title_h = theme.font(title_size, True).get_linesize()
    picture = pygame.Rect(0, 10 + title_h, 56, 35)
    picture.centerx = w // 2
    below = picture.bottom + 6
    text = _table_text(w, h - 8 - below, line, access.scaled(17) - 1)
    if text[0] < access.scaled(17):  # the art gives way to the words
        picture.size = (0, 0)
        below = 10 + title_h + 4
        text = _table_text(w, h - 8 - below, line)
    return TableCardLayout(picture=picture, title_centre=(w // 2, 10 + title_h // 2), title_size=title_size,
                           title_width=w - 16, text_top=below, text_width=w - 28, text_size=text[0],
                           text_step=text[1], text_rows=text[2])


TABLE_TEXT_TOP = 54  # a table card's line starts under its picture and title


def table_card(special_id: str, title: str, line: str, size, active: bool) -> pygame.Surface:
    """Restartium or Extraxodium on the table; ``line`` is one of the few states words.py writes."""
    size = tuple(size)

    def make():
        lay = table_card_layout(size, title, line)
        s = pygame.Surface(size, pygame.SRCALPHA)
        fill = (52, 70, 92) if active else (40, 46, 56)
        border = theme.ACCENT if active else theme.LINE
        theme.panel(s, s.get_rect(), fill, border, radius=12, width=3)
        picture = art.picture(GAME_ID, special_id, lay.picture.size or (1, 1))
        if not active:  # a card not usable now shows its picture faded, as its words are
            picture = picture.copy()
            picture.set_alpha(120)
        if lay.picture.width:
            s.blit(picture, lay.picture)
        colour = theme.TEXT if active else theme.TEXT_DIM
        shown = theme.fit(title, lay.title_width, lay.title_size, bold=True)
        label = theme.text(shown, lay.title_size, colour, bold=True)
        s.blit(label, label.get_rect(center=lay.title_centre))
        y = lay.text_top
        for text_line in theme.wrap(line, lay.text_width, lay.text_size)[:lay.text_rows]:
            t = theme.text(text_line, lay.text_size, colour)
            s.blit(t, t.get_rect(midtop=(size[0] / 2, y)))
            y += lay.text_step
        return s
    return art.cached(("wc-table", special_id, title, line, size, active), make)


def score_chip(number: int, pickable: bool, size=CHIP) -> pygame.Surface:
    """A scored card in a seat's pile: its value colour, number and symbol."""
    size = tuple(size)

    def make():
        card = load_deck().elements[number]
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, VALUE_COLOURS[card.value], r, border_radius=6)
        pygame.draw.rect(s, theme.WARN if pickable else (20, 20, 24), r, 3 if pickable else 1, border_radius=6)
        words = f"{card.number} {card.symbol}"
        px = labels.label_px(words, 16, r.width - 8, r.height, bold=True)  # larger only where the chip holds it
        label = theme.text(words, px, (255, 255, 255), bold=True)
        s.blit(label, label.get_rect(center=r.center))
        return s
    return art.cached(("wc-chip", number, pickable, size), make)


@dataclass(frozen=True)
class Chip:
    """A scored card shown in a seat's panel (a place to click when giving one up)."""
    rect: pygame.Rect
    seat: int
    number: int


@dataclass(frozen=True)
class Overflow:
    """Where a seat's pile ran out of room: "+N more" is written there."""
    pos: tuple[int, int]
    hidden: int


MORE_TEXT = 16  # "+N more" under a seat's chips, at 100 %
CHIP_ROWS = ((CHIP, 32), ((CHIP[0], 22), 26))  # chip size and row pitch: the roomy rows, then the tight ones


def chip_rows() -> tuple:
    """The rows to try, largest first: at a larger text size chips grown with it lead (their words
    larger), then chips just tall enough for their words at 1.3 times and narrow enough for four in
    a row (a long pile shows as many as the 100 % table's tight rows did, "+N more" after them)."""
    grown = cardsize.grown(CHIP, (round(CHIP[0] * 1.5), round(CHIP[1] * 1.5)), each=True)
    if grown == CHIP:
        return CHIP_ROWS
    readable = cardsize.grown(CHIP, (round(CHIP[0] * 1.2), round(CHIP[1] * 1.3)), each=True)
    return ((grown, grown[1] + 6), (readable, readable[1] + 4))


def lay_chips(box: pygame.Rect, seat: int, cards: list[int]) -> tuple[list[Chip], Overflow | None]:
    """Where one seat's scored cards sit in its panel, in rows (tighter rows when a long pile would
    not fit otherwise), and where a pile that still does not fit says how many more it holds."""
    for size, pitch in chip_rows():
        chips, more = _chip_rows(box, seat, cards, size, pitch)
        if more is None:
            break
    return chips, more


def _chip_rows(box, seat, cards, size, pitch) -> tuple[list[Chip], Overflow | None]:
    chips: list[Chip] = []
    x0, y = box.x + 10, box.y + seat_header(box).chips_y
    x = x0
    for k, n in enumerate(cards):
        chip = pygame.Rect((x, y), size)
        if chip.bottom > box.bottom - 4:
            if y - 2 + theme.font(access.scaled(MORE_TEXT)).get_linesize() > box.bottom - 2 and chips:
                last = chips.pop()  # no line left under the chips for "+N more": it takes the last one's place
                return chips, Overflow(last.rect.topleft, len(cards) - k + 1)
            return chips, Overflow((x, y - 2), len(cards) - k)
        chips.append(Chip(chip, seat, n))
        x += size[0] + 6
        if x + size[0] > box.right - 6:
            x, y = x0, y + pitch
    return chips, None


def draw_chips(layer, chips: list[Chip], runs: list[list], pickable_seat: int | None) -> None:
    """The scored chips; ``runs[seat]`` are that seat's sequence bonuses, ``pickable_seat``'s chips
    are outlined as ones to give up."""
    for chip in chips:
        layer.blit(score_chip(chip.number, chip.seat == pickable_seat, chip.rect.size), chip.rect)
        if any(chip.number in run for run in runs[chip.seat]):
            r = chip.rect  # the run bonus shows as a bar under the chip
            pygame.draw.line(layer, theme.WARN, (r.x + 4, r.bottom + 2), (r.right - 4, r.bottom + 2), 3)


def hint_outline(hint, hand_sprites, places: dict) -> tuple[list, list[pygame.Rect]]:
    """What the Hint outlines: the molecule cells it moves (``cells``) and the card or table place it
    uses (``rects``; ``places`` holds the supply's, Restartium's and Extraxodium's rects)."""
    cells, rects = [], []
    if isinstance(hint, (MoveDisc, MoveHex)):
        cells = [hint.src, hint.dst]
    elif isinstance(hint, (TakeDisc, PlaceDisc)):
        cells = [hint.cell]
    if isinstance(hint, TakeDisc):
        rects = [places["supply"]]
    elif isinstance(hint, (ClaimCard, DiscardCard, ChooseStartCard)):
        rects = [s.rect.inflate(10, 10) for s in hand_sprites if s.key == hint.card]
    elif isinstance(hint, UseRestartium):
        rects = [places["restartium"]]
    elif isinstance(hint, UseExtraxodium):
        rects = [places["extraxodium"]]
    return cells, rects


def draw_halo(surface, rect: pygame.Rect, glow: float) -> None:
    """The glowing ring round a hand card that can be claimed; ``glow`` (0..1) widens it."""
    halo = rect.inflate(14 + 8 * glow, 14 + 8 * glow)
    pygame.draw.rect(surface, theme.GOOD, halo, 5, border_radius=14)


@dataclass(frozen=True)
class SeatMarks:
    """Where a seat panel's top row shows the score and the hand size (drawing and hover ask here)."""
    score: pygame.Rect
    hand: pygame.Rect


def seat_marks(box: pygame.Rect, total: int, hand_size: int) -> SeatMarks:
    score = pygame.Rect((0, 0), theme.font(26, True).size(str(total)))
    score.topright = (box.right - 14, box.y + 4)
    digits = pygame.Rect((0, 0), theme.font(access.scaled(16), True).size(str(hand_size)))
    digits.topright = (score.left - 10, box.y + 10)
    back = hand_back_size()
    return SeatMarks(score, digits.union(pygame.Rect(digits.left - back[0] - 4, box.y + 11, *back)))


def hand_back_size() -> tuple[int, int]:
    """The little card back beside a seat's hand count, as large as the count's words."""
    return (access.scaled(12), access.scaled(17))


def draw_hand_count(surface, count: int, spot: pygame.Rect) -> None:
    """A seat's hand size as a little card back and the count, in ``spot`` (``SeatMarks.hand``)."""
    back = pygame.Rect((spot.left, spot.top + 1), hand_back_size())
    pygame.draw.rect(surface, (46, 86, 110), back, border_radius=3)
    pygame.draw.rect(surface, theme.TEXT_DIM, back, 1, border_radius=3)
    digits = theme.text(str(count), access.scaled(16), theme.TEXT_DIM, bold=True)
    surface.blit(digits, digits.get_rect(topright=spot.topright))


# --- the table's drawn parts ------------------------------------------------------------------------
def draw_molecule(layer, cells: dict, centre_of, size: float, lifted=None) -> None:
    """The molecule: each ``cells`` entry (cell -> "empty" / "white" / "black") at ``centre_of(cell)``
    with hexes of radius ``size``. ``lifted`` = (kind, cell) is a piece in the pointer's hand: a
    lifted hex leaves an outline, a lifted disc an empty hex."""
    for cell, held in cells.items():
        centre = centre_of(cell)
        if lifted == ("hex", cell):
            pygame.draw.polygon(layer, (60, 70, 84), hex_corners(centre, size - 2), 2)
            continue
        draw_hex(layer, centre, size - 2, BLUE_HEX if cell == (0, 0) else YELLOW_HEX)
        if cell == (0, 0):  # the blue hex also carries an inner ring: not colour alone
            pygame.draw.polygon(layer, (200, 220, 255), hex_corners(centre, size * 0.8), 2)
        if held != "empty" and lifted != ("disc", cell):
            draw_disc(layer, held, centre, size * 0.52)


def draw_targets(layer, centres, size: float) -> None:
    """The cells a dragged piece may drop on, lit."""
    for centre in centres:
        pts = hex_corners(centre, size - 5)
        pygame.draw.polygon(layer, (*GHOST, 70), pts)
        pygame.draw.polygon(layer, (*GHOST, 255), pts, 3)


def draw_pulse(surface, centre, size: float, clock: float) -> None:
    """The lit cell under a hanging piece, its outline pulsing with ``clock`` (seconds)."""
    pulse = 0.5 + 0.5 * math.sin(clock * 6)
    colour = [int(a + (b - a) * pulse) for a, b in zip(GHOST, (220, 255, 220))]
    pygame.draw.polygon(surface, colour, hex_corners(centre, size - 4), 6)


def draw_marks(surface, centres, size: float, rects) -> None:
    """A hint's outlines: hexes at ``centres`` and the given rects."""
    for centre in centres:
        pygame.draw.polygon(surface, theme.WARN, hex_corners(centre, size - 3), 4)
    for rect in rects:
        pygame.draw.rect(surface, theme.WARN, rect, 4, border_radius=12)


def draw_supply(surface, rect: pygame.Rect, slots, lifted, counts: dict[str, str]) -> None:
    """The supply's discs at their ``slots`` (an empty ring at ``lifted``, the slot of a dragged
    disc) and each colour's ``counts`` text under its half."""
    for colour, centre in slots:
        if centre == lifted:
            pygame.draw.circle(surface, theme.LINE, centre, SUPPLY_DISC, 2)
            continue
        piece = disc(colour, SUPPLY_DISC)
        surface.blit(piece, piece.get_rect(center=centre))
    for colour, x in (("white", rect.x + 26), ("black", rect.centerx + 26)):
        labels.draw(surface, counts[colour], (x, rect.bottom - 6), SUPPLY_COUNT, theme.TEXT_DIM, anchor="bottomleft")


def supply_row_y(rect: pygame.Rect) -> int:
    """The supply discs' centre line: above the counts under them, however tall those are."""
    return rect.bottom - 12 - theme.font(access.scaled(SUPPLY_COUNT)).get_linesize() - SUPPLY_DISC


def draw_energy(surface, rect: pygame.Rect, left: int, total: int, label: str) -> None:
    """The turn's energy as pips, filled for what is left, with ``label`` before them."""
    text = theme.text(label, access.scaled(18), theme.TEXT, bold=True)
    y = rect.y + 8 + heading_room() + access.scaled(14)  # the pips' row, under the heading
    x0 = max(rect.x + 110, rect.x + 16 + text.get_width() + 24)  # pips after the label
    for i in range(total):
        centre = (x0 + (i % 12) * 30, y + (i // 12) * 30)
        if i < left:
            pygame.draw.circle(surface, theme.WARN, centre, 11)
            pygame.draw.circle(surface, (60, 40, 10), centre, 11, 2)
        else:
            pygame.draw.circle(surface, theme.LINE, centre, 11, 2)
    surface.blit(text, text.get_rect(midleft=(rect.x + 16, y)))


def draw_pile(layer, rect: pygame.Rect, picture: pygame.Surface | None, label: str) -> None:
    """The deck or the discard pile: its panel, its top picture (if any) and its count."""
    theme.panel(layer, rect, theme.PANEL)
    if picture is not None:
        layer.blit(picture, (rect.x + 10, rect.y + 8))
    room = access.scaled(PILE_LABEL_ROOM)
    labels.draw(layer, label, (rect.centerx, rect.bottom - room), 18, theme.TEXT, True, "midtop", rect.width - 8, room,
                cut=False)


PILE_LABEL_ROOM = 30  # the deck's and the discard's count under their picture, at 100 %


def pile_picture_size(rect: pygame.Rect) -> tuple[int, int]:
    return (rect.width - 20, rect.height - 14 - access.scaled(PILE_LABEL_ROOM))


def draw_deck(layer, rect: pygame.Rect, count: int, label: str) -> None:
    """The deck: a card back while it holds any card, and ``label``."""
    draw_pile(layer, rect, card_back(pile_picture_size(rect)) if count else None, label)


def draw_discard(layer, rect: pygame.Rect, top: int | None, label: str) -> None:
    """The discard pile: its top card (if any) and ``label``."""
    draw_pile(layer, rect, card_face(top, pile_picture_size(rect)) if top is not None else None, label)


@dataclass(frozen=True)
class SeatHeader:
    """A seat panel's two lines: their sizes, where the second goes and where the chips start
    (offsets from the panel's top)."""
    name_px: int
    detail_px: int
    detail_y: int
    chips_y: int


SEAT_NAME, SEAT_DETAIL, SEAT_CHIPS = 18, 16, 60  # the name, the score's make-up and the chips' top at 100 %


def seat_header(box: pygame.Rect) -> SeatHeader:
    """The lines at the player's text size as far as the panel keeps two rows of chips (or what it
    had at 100 %) under them: a taller header, the chips lower."""
    keep = min(box.height - SEAT_CHIPS, 2 * CHIP_ROWS[0][1])
    for name_px in range(access.scaled(SEAT_NAME), SEAT_NAME - 1, -1):
        detail_px = max(SEAT_DETAIL, round(name_px * SEAT_DETAIL / SEAT_NAME))
        detail_y = 9 + theme.font(name_px, True).get_linesize()
        chips_y = detail_y + theme.font(detail_px).get_linesize() + 4
        if chips_y + keep <= box.height or name_px == SEAT_NAME:
            return SeatHeader(name_px, detail_px, detail_y, chips_y)
    raise AssertionError("unreachable: the 100 % size always returns")


def draw_seat_panel(layer, box: pygame.Rect, current: bool, name: str, tag: str, total: int, detail: str,
                    hand_size: int, empty: bool = False) -> None:
    """A seat's panel: the name (shortened with an ellipsis if need be) and its tag (always whole),
    the hand size and the score on the top row; how the score is made on the whole second row (it
    runs long in some languages). The scored chips go below (``empty``: a note that there are none)."""
    theme.panel(layer, box, theme.PANEL_LIGHT if current else theme.PANEL,
                theme.ACCENT if current else theme.LINE, radius=12, width=3 if current else 2)
    marks = seat_marks(box, total, hand_size)
    layer.blit(theme.text(str(total), 26, theme.WARN, bold=True), marks.score)
    draw_hand_count(layer, hand_size, marks.hand)
    head = seat_header(box)
    room = marks.hand.left - 8 - (box.x + 12)
    # the name and tag grow only as far as both still fit, else they keep their 100 % size
    px = min(head.name_px, labels.label_px(f"{name} {tag}", SEAT_NAME, room - 8, bold=True))
    tag_w = theme.font(px, False).size(tag)[0] + 8 if tag else 0
    drawn = theme.blit_text(layer, theme.fit(name, max(40, room - tag_w), px, True), (box.x + 12, box.y + 8), px,
                            theme.TEXT, bold=True)
    if tag:
        theme.blit_text(layer, tag, (drawn.right + 8, box.y + 8), px, theme.TEXT_DIM)
    labels.draw(layer, detail, (box.x + 12, box.y + head.detail_y), SEAT_DETAIL, theme.TEXT_DIM,
                width=box.width - 24, height=theme.font(head.detail_px).get_linesize(), cut=False)
    if empty:
        labels.draw(layer, _(NO_CARDS_SCORED), (box.x + 12, box.y + head.chips_y + 4), SEAT_DETAIL, theme.TEXT_DIM,
                    width=box.width - 24, height=theme.font(head.detail_px).get_linesize(), cut=False)


OPEN_HAND_LINE = 24  # the height of the line a seat's open hand takes at its panel's bottom


def open_hand_line() -> int:
    """The height a seat's open hand takes at its panel's bottom: a line, or at a larger text size
    two (four cards' numbers and symbols run wider than the panel at that size)."""
    if access.text_scale() <= 1:
        return OPEN_HAND_LINE
    return 2 * theme.font(access.scaled(16)).get_linesize() + 2


def draw_open_hand(layer, box: pygame.Rect, text: str) -> None:
    """A seat's hand, face up, on its panel's bottom line (the chips stop above it)."""
    if access.text_scale() <= 1:
        theme.blit_text(layer, theme.fit(text, box.width - 24, 16), (box.x + 12, box.bottom - OPEN_HAND_LINE - 2), 16,
                        theme.TEXT)
        return
    px = access.scaled(16)
    y = box.bottom - open_hand_line() - 2
    for line in theme.wrap(text, box.width - 24, px, max_lines=2):
        y = theme.blit_text(layer, line, (box.x + 12, y), px, theme.TEXT).bottom


def draw_bench(surface, rect: pygame.Rect) -> None:
    """The molecule's panel: a dark bench with a faint grid."""
    theme.panel(surface, rect, (30, 38, 48), theme.LINE, radius=16)
    for x in range(rect.left + 20, rect.right, 28):
        pygame.draw.line(surface, (36, 45, 56), (x, rect.top + 4), (x, rect.bottom - 4))
    for y in range(rect.top + 20, rect.bottom, 28):
        pygame.draw.line(surface, (36, 45, 56), (rect.left + 4, y), (rect.right - 4, y))


def draw_background(surface, bench: pygame.Rect, energy: pygame.Rect, supply: pygame.Rect, energy_heading: str,
                    supply_heading: str) -> None:
    """The table under everything: the molecule's bench and the energy and supply panels with their
    headings."""
    surface.fill(theme.BG)
    draw_bench(surface, bench)
    theme.panel(surface, energy, theme.PANEL)
    theme.panel(surface, supply, theme.PANEL)
    labels.draw(surface, energy_heading, (energy.x + 14, energy.y + 8), 18, theme.TEXT_DIM, True,
                width=energy.width - 28, height=heading_room(), cut=False)
    labels.draw(surface, supply_heading, (supply.x + 14, supply.y + 8), 16, theme.TEXT_DIM, True,
                width=supply.width - 28, height=heading_room(), cut=False)


HEADING_ROOM = 28  # the energy and supply panels' headings, above their discs, at 100 %


def heading_room() -> int:
    return access.scaled(HEADING_ROOM)


TITLE_ROOM = 42  # the title's line, in the banner


def draw_title(surface, pos, title: str, line: str) -> None:
    """The game's title at ``pos`` (a point, or the title's rectangle: the line ends 10 px short of
    its right edge) and the status ``line`` after it, shortened to fit."""
    x, y = pos[0], pos[1]
    right = pos.right - 10 if isinstance(pos, pygame.Rect) else x + 810
    drawn = labels.draw(surface, title, (x, y + 6), 26, theme.TEXT, True, width=400, height=TITLE_ROOM, cut=False)
    left = max(x + 250, drawn.right + 24)  # after the title, however long it is in this language
    height = min(access.scaled(TITLE_ROOM - 6), TITLE_ROOM - 2)  # at a larger size down to the banner's foot
    labels.draw(surface, line, (left, y + 12), 20, theme.ACCENT, width=right - left, height=height)


def draw_needs(surface, obs: dict, move, hand_sprites, above: pygame.Rect | None = None) -> None:
    """Show odds: on each hand card, the actions it would still need after ``move`` (the drop the
    dragged piece hovers over; None: from the molecule as it is), with a heading above the hand,
    below ``above`` (the lowest words over the hand: the molecule's line; a heading grown with the
    text stays below them, on the hand's edge)."""
    needs = odds.needs(obs, move)
    shown = [s for s in hand_sprites if s.key in needs]
    draw_tags(surface, [(odds.need_words(needs[s.key]), s.rect) for s in shown])
    if shown:
        hand = shown[0].rect.unionall([s.rect for s in shown])
        room = None if above is None else pygame.Rect(0, above.bottom, surface.get_width(),
                                                      surface.get_height() - above.bottom)
        draw_tag(surface, odds.heading(move is not None), hand.midtop, 900, room=room)


def catalogue_picture(picture: tuple) -> pygame.Surface | None:
    """A card of the catalogue (``labdesk.games.wrong_chemistry.catalogue``): an element card, or a
    table card as it lies on the table."""
    kind, key = picture
    if kind == "element":
        return card_face(key, CARD)
    return table_card(key, special_name(key), "", CARD, True)
