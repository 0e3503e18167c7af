"""Lab Wars card art: every face, back, token and badge the board draws, from the card's id (data in,
cached surface out). A face is cached by the card it shows, its size and the language; what it says
comes from ``words``. Each card's illustration is its SVG in assets/art/lab-wars/ (docs/art.md); where
it goes on a face, and where the words go, is decided by the face's layout function (``item_layout``,
``character_layout``, ``action_layout``, ``impact_layout``), which drawing and the tests both read."""
from __future__ import annotations

import math

from dataclasses import dataclass

import pygame

from labdesk.games.lab_wars import textsize, words
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.words import ActionText, CharacterText, ImpactText, ItemText
from labdesk.i18n import _, language
from labdesk.ui import access, art, theme
from labdesk.ui.table import cardsize, labels

ITEM = (88, 122)        # a lab item in the viewer's lab and hand
ZOOM = (264, 370)       # the readable enlargement under the mouse, with room for the picture
MINI = (36, 50)         # an opponent's lab item
MINI_WORDS = 1.6        # a larger small pile's words grow this many times as fast as the card
CHAR = (64, 90)         # the viewer's character cards
STAGE = (80, 110)       # this round's characters on the stage
IMPACT = (96, 134)      # the top card of an impact pile
IMPACT_ZOOM = (ZOOM[0] - 40, round((ZOOM[0] - 40) * IMPACT[1] / IMPACT[0]))  # its enlargement
ACTION = (70, 98)       # the viewer's action cards
DECK = (64, 90)
NEWS = (96, 134)        # a news article's small face
NEWS_CHOICE = (150, 206)  # the viewer's news articles on the stage while they choose one to put back
NEWS_CHIP = (136, 26)   # a kept news article in the viewer's info row
NEWS_GREY = (150, 150, 160)  # newsprint: the news articles' edge (and their pictures' tint)
ITEM_BLUE = (58, 112, 186)
ACTION_TEAL = (36, 128, 120)
RP_BLUE = (66, 126, 220)
CHEM = (70, 176, 90)
DNA = (150, 96, 206)
IMPACT_RED = (196, 62, 58)

# icon kinds: colour, shape, letter (colour is never the only signal)
ICONS = {
    "experiment": ((58, 112, 186), "turn", "E"),
    "bonus": ((226, 182, 60), "star", "B"),
    "discard": ((120, 120, 130), "cross", "X"),
    "chemical": (CHEM, "hexagon", "C"),
    "dna": (DNA, "diamond", "D"),
    "instant": ((230, 120, 50), "triangle", "!"),
    "sabotage": ((210, 60, 60), "triangle", "S"),
    "action": (ACTION_TEAL, "bolt", "A"),
}

# the five characters (and the legends): a colour, a shape and a short mark each
CHAR_STYLE = {
    "postdoc": ((56, 150, 170), "circle", "PD"),
    "phd": ((92, 168, 80), "square", "PhD"),
    "pi": ((224, 130, 50), "diamond", "PI"),
    "professor": ((140, 96, 200), "star", "Pr"),
    "emeritus": ((130, 130, 142), "hexagon", "Em"),
}
LEGEND_STYLE = ((214, 170, 60), "ring", "L")

IMPACT_STYLE = {  # pile -> colour, letter (the picture is the pile's SVG)
    "nurture": ((196, 62, 58), "N"),
    "book": ((150, 70, 120), "B"),
    "nobel": ((200, 150, 40), "P"),
}


GAME_ID = "lab-wars"
BIG = 150  # a face at least this wide is a readable enlargement: its texts in full
NAME_LEAST = 11  # the smallest name on a small face; the large views' text never under 15 (the note)
BIG_PICTURE_LEAST = 60  # a big face's picture is at least this tall, or left out
EDGE_ROOM = 16  # a small character face's grown words leave this much of its width (the row overlaps)
FIGURES_MOST = 1.4  # a small face's coin and badge grow with the text size up to this (the picture shrinks)


def picture_place(left: int, top: int, width: int, bottom: int, least: int) -> pygame.Rect | None:
    """Where a picture goes in the room from ``top`` to ``bottom``: ``width`` wide when the room allows
    the picture's proportions, else as tall as the room and narrower (centred); None when that is
    under ``least`` pixels tall (too small to read: the enlargement shows it)."""
    height = min(bottom - top, round(width * art.PICTURE_RATIO))
    if height < least:
        return None
    pw = min(width, round(height / art.PICTURE_RATIO))
    return pygame.Rect(left + (width - pw) // 2, top, pw, height)


def _blit_picture(s: pygame.Surface, name: str, place: pygame.Rect | None) -> None:
    if place is not None:
        s.blit(art.picture(GAME_ID, name, place.size), place.topleft)


def _text_height(paragraphs, width: int, size: int, bold: bool = False) -> int:
    """How tall ``_lines`` sets these paragraphs (its line step is size + 4)."""
    return sum(len(theme.wrap(p, width, size, bold)) for p in paragraphs) * (size + 4)


def bolt(surface, centre, r, colour) -> None:
    """A lightning bolt (action cards): sabotage and dirty tricks."""
    cx, cy = centre
    pts = [(cx + r * 0.25, cy - r), (cx - r * 0.45, cy + r * 0.1), (cx - r * 0.02, cy + r * 0.1),
           (cx - r * 0.25, cy + r), (cx + r * 0.45, cy - r * 0.15), (cx + r * 0.02, cy - r * 0.15)]
    pygame.draw.polygon(surface, colour, pts)


def icon(kind: str, radius: int) -> pygame.Surface:
    """A round icon with its own shape and letter."""
    def make():
        colour, shape, letter = ICONS[kind]
        s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        c = (radius + 1, radius + 1)
        pygame.draw.circle(s, colour, c, radius)
        pygame.draw.circle(s, theme.INK, c, radius, max(1, radius // 8))
        ink = (255, 255, 255) if sum(colour) < 450 else theme.INK
        if shape == "turn":  # a small card turned sideways
            r = pygame.Rect(0, 0, round(radius * 1.0), round(radius * 0.62))
            r.center = (c[0], round(c[1] - radius * 0.22))
            pygame.draw.rect(s, ink, r, max(1, radius // 7), border_radius=2)
        elif shape == "bolt":
            bolt(s, (c[0], c[1] - radius * 0.2), radius * 0.5, ink)
        else:
            art.draw_shape(s, shape, (c[0], c[1] + radius * 0.05), radius * 0.38, ink)
        if radius >= 9:
            label = theme.text(letter, max(9, int(radius * 0.7)), ink, bold=True)
            s.blit(label, label.get_rect(center=(c[0], c[1] + radius * 0.5)))
        return s
    return art.cached(("lw-icon", kind, radius), make)


def rp_coin(value, radius: int, colour=RP_BLUE) -> pygame.Surface:
    """A research point token: a blue coin with the amount (red: a price raised this round)."""
    def make():
        s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        c = (radius + 1, radius + 1)
        pygame.draw.circle(s, colour, c, radius)
        pygame.draw.circle(s, (210, 226, 250), c, max(2, radius - max(2, radius // 5)), max(1, radius // 10))
        pygame.draw.circle(s, theme.INK, c, radius, max(1, radius // 9))
        size = max(10, int(radius * (1.05 if len(str(value)) < 2 else 0.85)))
        label = theme.text(str(value), size, (255, 255, 255), bold=True)
        s.blit(label, label.get_rect(center=c))
        return s
    return art.cached(("lw-rp", str(value), radius, colour), make)


def impact_badge(value, radius: int, colour=IMPACT_RED) -> pygame.Surface:
    """Impact points: a shield with the number."""
    def make():
        w, h = radius * 2, round(radius * 2.3)
        s = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        pts = [(1, 1), (w + 1, 1), (w + 1, h * 0.55), (w / 2 + 1, h + 1), (1, h * 0.55)]
        pygame.draw.polygon(s, colour, pts)
        pygame.draw.polygon(s, theme.INK, pts, max(1, radius // 8))
        label = theme.text(str(value), max(10, int(radius * 0.95)), (255, 255, 255), bold=True)
        s.blit(label, label.get_rect(center=(w / 2 + 1, h * 0.42)))
        return s
    return art.cached(("lw-ip", str(value), radius, colour), make)


def _frame(size, edge, fill=theme.CREAM, k=1.0) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, round(9 * k))
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, edge, s.get_rect(), max(2, round(4 * k)), border_radius=radius)
    return s


def _lines(s, paragraphs, rect, size, colour=theme.INK_SOFT, bold=False) -> int:
    """Wrapped text inside ``rect`` (whole lines only); returns the y below the last line."""
    y = rect.y
    for para in paragraphs:
        for line in theme.wrap(para, rect.width, size, bold):
            if y + size + 2 > rect.bottom:
                return y
            s.blit(theme.text(line, size, colour, bold), (rect.x, y))
            y += size + 4
    return y


@dataclass(frozen=True)
class ItemLayout:
    """Where a lab item's face puts things: the cost coin, the name's lines, the picture, and below it
    the effects (their texts on a big face, their icons in a row on a small one)."""
    coin_r: int
    coin_at: tuple[int, int]
    name_size: int
    name_bold: bool
    name_lines: tuple[str, ...]
    name_y: int  # the first name line's top; lines step name_size + 2
    name_beside: bool  # big faces: the name right of the coin (centred there), else centred under it
    picture: pygame.Rect | None
    effects_y: int  # big: the first effect's top; small: the icon row's top
    icon_r: int
    note: pygame.Rect | None  # big faces: the end-of-game note at the bottom
    name_step: int = 0  # the name's line step (name_size + 2 when 0; one less for three lines at a larger size)
    effect_px: int = 16  # big faces: the effects' words


def big_px(size: int) -> int:
    """A readable enlargement's words: at a larger text size at its floor (the picture gives way),
    so the magnifier, which grows the face little more, shows them at least that large."""
    return cardsize.floor_px(size) if access.text_scale() > 1 else size


def _effect_step(text: str, w: int, px: int = 16) -> int:
    """How far one effect of a big item face reaches down (its icon or its text at ``px``, the taller)."""
    return max(_text_height([text], w - 50, px) + 2, 30) + 2


def item_layout(item: ItemText, size=ITEM) -> ItemLayout:
    w, h = size
    k = w / ITEM[0]
    big = w >= BIG
    coin_r = item_coin(size).width // 2 - 1
    coin_h = 2 * coin_r + 2
    pad = round(6 * k)
    name_size = 22 if big else max(NAME_LEAST, round(13 * k))
    # a big face sets the name beside the coin when its words fit there, else under the coin
    beside = big and _name_fits(item.name, w - coin_h - 3 * pad, name_size)
    name_w = w - coin_h - 3 * pad if beside else w - round(8 * k)
    # a name with a word too wide in bold is set in regular weight (same size) before it is cut
    bold = _name_fits(item.name, name_w + round(2 * k), name_size)
    if big:  # an enlargement is grown with the text size as a whole (the magnifier)
        title = theme.fit_title(item.name, name_w, name_size, least=min(name_size, NAME_LEAST), bold=bold)
    else:
        # never smaller than on a card of 100 % size (a wider card could set a long word whole, smaller)
        least = theme.fit_title(item.name, ITEM[0] - 8, 13, least=NAME_LEAST, bold=bold).size
        title = cardsize.name_title(item.name, name_w, name_size, least=min(name_size, least), bold=bold)
    icon_r = max(7, round(10 * k))
    tight = False
    if not big:  # at a larger text size the name grows first, then the icons where the card holds them:
        # whole words where they fit, else a long word broken or in regular weight, else three lines
        # stepping one pixel closer under a closer coin and over closer icons (the picture goes first)
        room = h - 2 * icon_r - round(6 * k) - 2 - (coin_h + pad)
        plain = title
        if access.text_scale() > 1:  # (from the name as set at its own size, not already broken)
            plain = theme.fit_title(item.name, name_w, name_size, least=min(name_size, least), bold=bold)
        close = room + 6 + 2 * (icon_r - min(icon_r, 10))  # (and the icons at a 100 % card's size)
        grown, how = textsize.grown_title(item.name, w - 6, plain, max(NAME_LEAST, round(13 * k)),
                                          ((bold, room, 2), (False, room, 2), (bold, close, 1), (False, close, 1)),
                                          textsize.snug(13, True))
        if how is None:
            grown = title
        else:
            bold = how[0]
            icon_r = min(icon_r, 10) if how[2] == 1 else icon_r
        tight = how is not None and how[2] == 1
        title = grown
        kinds = len(dict.fromkeys(kind for kind, _ in item.effects if kind in ICONS)) or 1
        larger = min(textsize.token_radius(icon_r, 0.7, 9), max(icon_r, (w - 8) // min(kinds, 4) // 2 - 2))
        if not tight and coin_h + pad + len(title.lines) * (title.size + 2) + 2 <= h - 2 * larger - round(6 * k):
            icon_r = larger
    lines, name_size = title.lines, title.size
    lines_h = len(lines) * (name_size + (1 if tight else 2))
    if big:
        name_y = round(4 * k) + max(0, (coin_h - lines_h) // 2) if beside else coin_h + pad
        below_name = max(round(4 * k) + coin_h, name_y + lines_h) + pad
        note_h = big_px(15) + 9
        note = pygame.Rect(14, h - 10 - note_h, w - 28, note_h) if item.note else None
        # the effects' words at the floor of the text size, a size less at a time where the picture
        # would otherwise be left out (the effects' last line: its glyphs reach a few pixels below the step)
        for effect_px in range(big_px(16), 15, -1):
            need = sum(_effect_step(text, w, effect_px) for _kind, text in item.effects) + 12
            room = (note.y if note else h - 10) - need
            picture = picture_place(pad, below_name, w - 2 * pad, room, BIG_PICTURE_LEAST)
            if picture is not None:
                break
        effects_y = (picture.bottom if picture else below_name) + 6
    else:
        name_y = coin_h + pad - (3 if tight else 0)
        note = None
        effects_y = h - 2 * icon_r - round(6 * k) + (3 if tight else 0)
        picture = picture_place(pad, name_y + lines_h + round(3 * k), w - 2 * pad, effects_y - round(3 * k), round(22 * k))
    return ItemLayout(coin_r, (round(4 * k), round(4 * k)), name_size, bold, lines, name_y, beside, picture,
                      effects_y, icon_r, note, name_size + 1 if tight else 0, effect_px if big else 16)


def _name_fits(name: str, width: int, size: int) -> bool:
    """Does every word of the name fit ``width`` in bold?"""
    return max(theme.font(size, True).size(word)[0] for word in name.split()) <= width


def _item(item: ItemText, size) -> pygame.Surface:
    """A lab item: cost coin, name, its picture, the icon of each effect with its text (the text only
    when the card is big enough to read it; small cards show the icons). Its lab value at the end is
    its cost."""
    w, h = size
    k = w / ITEM[0]
    lay = item_layout(item, size)
    edge = LEGEND_STYLE[0] if item.legend else ITEM_BLUE
    s = _frame(size, edge, k=min(k, 1.6))  # a big face keeps a card's edge, not a thick band
    s.blit(rp_coin(item.cost, lay.coin_r), lay.coin_at)
    y = lay.name_y
    left = lay.coin_at[0] + 2 * lay.coin_r + 2 if lay.name_beside else 0
    for line in lay.name_lines:
        label = theme.text(line, lay.name_size, theme.INK, bold=lay.name_bold)
        s.blit(label, label.get_rect(midtop=((left + w) / 2, y)))
        y += lay.name_step or lay.name_size + 2
    _blit_picture(s, item.id, lay.picture)
    if w >= BIG:
        y = lay.effects_y
        for kind, text in item.effects:
            if kind in ICONS:
                s.blit(icon(kind, 13), (10, y))
            _lines(s, [text], pygame.Rect(40, y + 2, w - 50, h - y - 10), lay.effect_px)
            y += _effect_step(text, w, lay.effect_px)
        if lay.note:
            _lines(s, [item.note], lay.note, big_px(15), (110, 110, 120))
    else:
        # the effects' icons in a row at the bottom: what the card does, at a glance
        kinds = list(dict.fromkeys(kind for kind, _ in item.effects if kind in ICONS))[:4]
        r = lay.icon_r
        x = w / 2 - (len(kinds) * (2 * r + 3)) / 2
        for kind in kinds:
            s.blit(icon(kind, r), (round(x), lay.effects_y))
            x += 2 * r + 3
    return s


def _mini(item: ItemText, sideways: bool, size=MINI) -> pygame.Surface:
    """An opponent's lab item at a glance: blue card, short mark, cost. Turned sideways (used) the card
    lies wide, its words still upright: mark and cost side by side."""
    w, h = (size[1], size[0]) if sideways else size
    grow = 1 + (size[0] / MINI[0] - 1) * MINI_WORDS  # the words grow faster than the card: it had room
    edge = LEGEND_STYLE[0] if item.legend else ITEM_BLUE
    s = _frame((w, h), edge, k=0.5)
    mark = theme.text(item.mark, math.ceil(15 * grow - 0.01), theme.INK, bold=True)
    cost = theme.text(str(item.cost), math.ceil(14 * grow - 0.01), RP_BLUE, bold=True)
    s.blit(mark, mark.get_rect(center=(w * 0.38, h / 2) if sideways else (w / 2, h * 0.38)))
    s.blit(cost, cost.get_rect(center=(w * 0.78, h / 2) if sideways else (w / 2, h * 0.74)))
    return s


def item_back(size=ITEM) -> pygame.Surface:
    """A lab item face down: the game's card back picture."""
    return art.picture(GAME_ID, "back", size)


@dataclass(frozen=True)
class CharacterLayout:
    """Where a character's face puts things: the colour band (its picture, shape and mark on it), and
    on a big face the name's top and the texts' top; a small face has the target row at the bottom."""
    band: pygame.Rect
    picture: pygame.Rect | None
    mark_y: int  # the centre line of the shape and mark
    mark_size: int
    text_y: int  # big: the name's top; small: unused (the target row sits on the bottom edge)
    target_size: int = 12  # small: whom it sabotages (a mark, or "no one") on the bottom edge
    shape_corner: bool = False  # small: the shape on a badge over the picture's corner, the mark alone


def _character_texts(char: CharacterText) -> list[str]:
    bonus = _("Bonus: {effects}").format(effects=char.bonus)
    if not char.sabotages:
        return [bonus, _("Sabotages no one.")]
    return [bonus, _("Sabotages the {character}: {effects}").format(character=char.sabotages_name,
                                                                    effects=char.sabotage_bonus)]


def character_layout(char: CharacterText, size=CHAR) -> CharacterLayout:
    w, h = size
    k = w / CHAR[0]
    pad = max(3, round(4 * min(k, 1.6)))
    if w >= BIG:
        mark_size = 24
        name_h = len(theme.wrap(char.name, w - 20, 20, bold=True)[:2]) * 26 + 4
        bonus, sabotage = _character_texts(char)
        # the texts as drawn below (each block's last glyphs reach under its line step) and the frame
        need = name_h + _text_height([bonus], w - 20, 16) + _text_height([sabotage], w - 48, 16) + 32
        picture = picture_place(pad, pad, w - 2 * pad, h - need - mark_size - 14, BIG_PICTURE_LEAST)
        top = picture.bottom if picture else 0
        band = pygame.Rect(0, 0, w, max(round(h * 0.22), top + mark_size + 14))
        mark_y = (top + band.bottom) // 2 if picture else band.centery
        return CharacterLayout(band, picture, mark_y, mark_size, band.bottom + 6)
    # the mark (its shape beside it) and the target row at the player's text size, as the width holds
    # (one size for every character's mark, so a row of them reads alike)
    mark_base = max(14, round(18 * k))
    marks = [words.character_mark(cid, style[2]) for cid, style in CHAR_STYLE.items()] + [LEGEND_STYLE[2]]
    target_base = max(11, round(12 * k))
    icon_room = 2 * max(7, round(7 * k)) + 5 if char.sabotages else 0  # the sabotage icon before the mark
    # grown words keep clear of the edges a row of six characters overlaps (a stage card's lie apart)
    edge = EDGE_ROOM if w < STAGE[0] else 4
    target_size = labels.label_px(_target_words(char), target_base, w - edge - icon_room, bold=bool(char.sabotages))
    band = pygame.Rect(0, 0, w, h - max(round(24 * k), target_size + round(12 * k)))

    def widest(px: int) -> int:
        return max(theme.font(px, True).size(m)[0] for m in marks)
    # the largest mark that leaves the picture its room: beside its shape where the width holds both,
    # else alone with the shape on a badge over the picture's corner (at 100 %: beside, as ever)
    mark_size, corner = mark_base, False
    least = round(26 * k) if access.text_scale() <= 1 else round(20 * k)  # (a larger mark: a smaller picture)
    for px in range(access.scaled(mark_base), mark_base, -1):
        beside = 0.64 * px + 4 + widest(px) <= w - EDGE_ROOM
        if (beside or widest(px) <= w - EDGE_ROOM) and picture_place(
                pad, pad, w - 2 * pad, band.bottom - px - round(4 * k), least) is not None:
            mark_size, corner = px, not beside
            break
    picture = picture_place(pad, pad, w - 2 * pad, band.bottom - mark_size - round(4 * k), least)
    mark_y = (picture.bottom + band.bottom) // 2 + 1 if picture else round(band.height * 0.74)
    return CharacterLayout(band, picture, mark_y, mark_size, band.bottom, target_size, corner and picture is not None)


def _target_words(char: CharacterText) -> str:
    """A small character face's bottom row: the mark of whom it sabotages, or "no one"."""
    if char.sabotages:
        return words.character_mark(char.sabotages, CHAR_STYLE.get(char.sabotages, LEGEND_STYLE)[2])
    return _("no one")


def _character(char: CharacterText, size) -> pygame.Surface:
    """A character: colour band with its picture, mark and shape, name, bonus, whom it sabotages and
    the sabotage bonus (the texts when big enough to read)."""
    w, h = size
    k = w / CHAR[0]
    lay = character_layout(char, size)
    colour, shape, mark = CHAR_STYLE.get(char.id, LEGEND_STYLE)
    s = _frame(size, colour, k=min(k, 1.6))
    corner = max(3, round(9 * min(k, 1.6)))
    pygame.draw.rect(s, colour, lay.band, border_top_left_radius=corner, border_top_right_radius=corner)
    _blit_picture(s, char.id, lay.picture)
    label = theme.text(words.character_mark(char.id, mark), lay.mark_size, (255, 255, 255), bold=True)
    if w >= BIG:
        art.draw_shape(s, shape, (26, lay.mark_y + 2), 12, (255, 255, 255))
        s.blit(label, label.get_rect(midleft=(46, lay.mark_y)))
        y = lay.text_y
        for line in theme.wrap(char.name, w - 20, 20, bold=True)[:2]:
            s.blit(theme.text(line, 20, theme.INK, bold=True), (10, y))
            y += 26
        y += 4
        bonus, sabotage = _character_texts(char)
        y = _lines(s, [bonus], pygame.Rect(10, y, w - 20, h - y - 8), 16) + 4
        if char.sabotages:
            s.blit(icon("sabotage", 12), (10, y))
            _lines(s, [sabotage], pygame.Rect(38, y + 2, w - 48, h - y - 8), 16)
        else:
            _lines(s, [sabotage], pygame.Rect(10, y, w - 20, h - y - 8), 16)
        return s
    # small: the picture on the band with the shape and mark under it (or the shape big above the
    # mark when there is no room for the picture), whom it sabotages at the bottom
    if lay.shape_corner:
        r = max(7, round(8 * k))
        centre = (lay.picture.x + r, lay.picture.y + r)
        pygame.draw.circle(s, colour, centre, r)
        pygame.draw.circle(s, theme.INK, centre, r, 1)
        art.draw_shape(s, shape, centre, r * 0.55, (255, 255, 255))
        s.blit(label, label.get_rect(center=(w / 2, lay.mark_y)))
    elif lay.picture:
        r = lay.mark_size * 0.32
        total = 2 * r + 4 + label.get_width()
        x0 = (w - total) / 2
        art.draw_shape(s, shape, (x0 + r, lay.mark_y), r, (255, 255, 255))
        s.blit(label, label.get_rect(midleft=(x0 + 2 * r + 4, lay.mark_y)))
    else:
        art.draw_shape(s, shape, (w / 2, lay.band.height * 0.36), lay.band.height * 0.2, (255, 255, 255))
        s.blit(label, label.get_rect(center=(w / 2, lay.mark_y)))
    tsize = lay.target_size
    if char.sabotages:
        ic = icon("sabotage", max(7, round(7 * k)))
        t = theme.text(_target_words(char), tsize, theme.INK, bold=True)
        total = ic.get_width() + 3 + t.get_width()
        x0 = (w - total) / 2
        s.blit(ic, (x0, h - ic.get_height() - round(6 * k)))
        s.blit(t, (x0 + ic.get_width() + 3, h - round(6 * k) - ic.get_height() / 2 - t.get_height() / 2))
    else:
        t = theme.text(_target_words(char), tsize, theme.INK_SOFT)
        s.blit(t, t.get_rect(midbottom=(w / 2, h - round(4 * k))))
    return s


def character_back(size=CHAR) -> pygame.Surface:
    """A character face down: a big question mark (whom did they pick?)."""
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (70, 60, 96), s.get_rect(), border_radius=9)
        pygame.draw.rect(s, (226, 220, 240), s.get_rect().inflate(-10, -10), 2, border_radius=7)
        r = min(w, h) * 0.3
        pygame.draw.circle(s, (98, 86, 130), (w / 2, h / 2), r)
        mark = theme.text("?", max(16, round(r * 1.5)), (240, 232, 255), bold=True)
        s.blit(mark, mark.get_rect(center=(w / 2, h / 2)))
        return s
    return art.cached(("lw-char-back", tuple(size)), make)


@dataclass(frozen=True)
class ImpactLayout:
    """Where an impact card's face puts things: cost coin top left, the pile's letter top right, the
    picture of its kind, the impact badge under it and the name on one or two lines at the bottom."""
    coin_r: int
    name_size: int
    name_lines: tuple[str, ...]
    picture: pygame.Rect | None
    badge_r: int
    badge_bottom: int


def impact_layout(card: ImpactText, size=IMPACT) -> ImpactLayout:
    w, h = size
    k = _impact_scale(w)
    # a small face's figures and name at the player's text size (its picture gives them room)
    figures = 1.0 if w >= BIG else min(access.text_scale(), FIGURES_MOST)
    # (a face made wider for the larger text: its figures by the text size alone)
    grow = k * figures if access.text_scale() <= 1 or w >= BIG else min(k, 1.0) * figures
    if access.text_scale() > 1 and w < BIG:
        k = min(k, 1.0 + (k - 1) * 0.5)  # the face's own room grows little: its height is its row's
    coin_r = round(14 * grow)
    base = max(NAME_LEAST, round(13 * k))
    name_size = base if w >= BIG else _impact_name_size(card.name, w - 8, base)
    lines = tuple(theme.wrap(card.name, w - 8, name_size)[:2])
    if w < BIG and access.text_scale() > 1:  # a long word broken rather than the name kept small
        grown = textsize.title(card.name, w - 8, theme.Title(lines, name_size), base, 2 * (access.scaled(base) + 2),
                               lines=2, bold=False)
        name_size, lines = grown.size, grown.lines
    # a second name line lifts the badge (and so shortens the picture), and so does a larger name
    badge_r = round(13 * grow)
    badge_bottom = h - round(24 * k) - (name_size + 1) * (len(lines) - 1) - (name_size - base)
    badge_top = badge_bottom - (round(badge_r * 2.3) + 2)
    pad = round(6 * w / IMPACT[0])
    picture = picture_place(pad, 2 * coin_r + 2 + round(7 * k), w - 2 * pad, badge_top - round(3 * k), round(24 * k))
    return ImpactLayout(coin_r, name_size, lines, picture, badge_r, badge_bottom)


def _impact_name_size(name: str, width: int, base: int) -> int:
    """The largest size up to the player's text size at which the name holds two lines of ``width``."""
    for px in range(access.scaled(base), base, -1):
        lines = theme.wrap(name, width, px)
        if len(lines) <= 2 and all(theme.font(px).size(line)[0] <= width for line in lines):
            return px
    return base


def _impact_scale(w: int) -> float:
    """How much an impact face's coin, letter, badge and name grow with it: up to 1.6 times, so an
    enlargement gives its extra room to the picture."""
    return min(w / IMPACT[0], 1.6)


def _impact(card: ImpactText, size) -> pygame.Surface:
    """An impact card: its kind drawn and lettered, its cost (coin) and impact points (shield)."""
    w, h = size
    k = _impact_scale(w)
    lay = impact_layout(card, size)
    colour, letter = IMPACT_STYLE[card.pile]
    s = _frame(size, colour, fill=(250, 238, 232), k=min(w / IMPACT[0], 1.6))
    s.blit(rp_coin(card.cost, lay.coin_r), (round(5 * k), round(5 * k)))
    tag = theme.text(words.pile_letter(card.pile, letter), round(lay.coin_r / 14 * 20), colour, bold=True)
    s.blit(tag, tag.get_rect(topright=(w - round(9 * k), round(5 * k))))
    _blit_picture(s, card.pile, lay.picture)
    badge = impact_badge(card.points, lay.badge_r, colour)
    s.blit(badge, badge.get_rect(midbottom=(w / 2, lay.badge_bottom)))
    for i, line in enumerate(reversed(lay.name_lines)):
        name = theme.text(theme.fit(line, w - 8, lay.name_size), lay.name_size, theme.INK)
        s.blit(name, name.get_rect(midbottom=(w / 2, h - round(5 * k) - i * (lay.name_size + 1))))
    return s


def impact_chip(pile: str, count: int, px: int = 16) -> pygame.Surface:
    """A small red card with the kind's letter and how many a player holds (the panels and the
    viewer's row), its words ``px`` tall (the chip grows with them)."""
    def make():
        colour, letter = IMPACT_STYLE[pile]
        k = px / 16
        w, h = round(46 * k), round(26 * k)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (250, 238, 232), s.get_rect(), border_radius=5)
        pygame.draw.rect(s, colour, s.get_rect(), 2, border_radius=5)
        s.blit(theme.text(words.pile_letter(pile, letter), px, colour, bold=True), (round(6 * k), round(2 * k)))
        t = theme.text(f"×{count}", px, theme.INK, bold=True)
        s.blit(t, t.get_rect(midright=(w - round(4 * k), h // 2)))
        return s
    return art.cached(("lw-impact-chip", pile, count, px, language()), make)


def word_size(name: str, width: int, size: int, least: int = 8) -> int:
    """The largest bold size up to ``size`` at which every word of ``name`` fits ``width`` (a long
    word such as "Conference" ran over the edges of a small action card)."""
    while size > least and max(theme.font(size, True).size(w)[0] for w in name.split()) > width:
        size -= 1
    return size


@dataclass(frozen=True)
class ActionLayout:
    """Where an action card's face puts things. Big: the bolt and the name on top, the picture, then
    the text and (reactions) when it is played at the bottom. Small: the picture on top with a bolt
    badge on its corner (the bolt big instead when there is no room), the name under it."""
    picture: pygame.Rect | None
    name_size: int
    name_y: int
    text_y: int  # big faces: the card's text
    name_lines: tuple[str, ...] = ()  # small faces: the name's lines (a long word broken at a larger size)
    name_bold: bool = True


def action_layout(card: ActionText, size=ACTION) -> ActionLayout:
    w, h = size
    k = w / ACTION[0]
    pad = max(4, round(5 * min(k, 1.6)))
    if w >= BIG:
        name_lines = len(theme.wrap(card.name, w - 60, 20, True)[:2])
        top = max(12 + 24 * name_lines, 52) + 6
        bottom = h - _when_height(card, w) - 8 - _text_height([card.text], w - 24, 16) - 6
        picture = picture_place(pad, top, w - 2 * pad, bottom, BIG_PICTURE_LEAST)
        return ActionLayout(picture, 20, 12, (picture.bottom + 6) if picture else top)
    name_size = _action_name_size(card.name, size, k, pad)
    name_lines = tuple(theme.wrap(card.name, w - 8, name_size, True)[:3])
    bold, top = True, round(h * 0.56)
    if access.text_scale() > 1:  # a long word broken (or in regular weight, or over the bolt's room)
        plain = theme.Title(name_lines, name_size)  # rather than the name kept small
        low = round(h * 0.36)
        grown, how = textsize.grown_title(card.name, w - 6, plain, max(10, round(12 * k)),
                                          ((True, h - pad - top, 1), (False, h - pad - top, 1),
                                           (True, h - pad - low, 1), (False, h - pad - low, 1)), textsize.snug(12, True))
        if how is not None:
            bold, top = how[0], h - pad - how[1]
        name_size, name_lines = grown.size, grown.lines
    name_h = len(name_lines) * (name_size + 1)
    if access.text_scale() > 1:  # the last line's descenders clear of the frame ('прибор' lay on it)
        name_h += theme.font(name_size, bold).get_height() - name_size - 1
        top = min(top, h - pad - name_h)
    picture = picture_place(pad, pad, w - 2 * pad, h - pad - name_h - 3, round(26 * k))
    name_y = picture.bottom + 3 if picture else top
    return ActionLayout(picture, name_size, name_y, name_y, name_lines, bold)


def _action_name_size(name: str, size, k: float, pad: int) -> int:
    """A small action face's name: at the player's text size where its words fit the width and its
    lines the room under the bolt (a face with no room for its picture), else as at 100 %."""
    w, h = size
    base = word_size(name, w - 8, max(10, round(12 * k)))
    room = h - pad - round(h * 0.56)
    for px in range(access.scaled(base), base, -1):
        lines = theme.wrap(name, w - 8, px, True)
        high = (len(lines) - 1) * (px + 1) + theme.font(px, True).get_height()  # the last line whole
        if high <= room and all(theme.font(px, True).size(line)[0] <= w - 8 for line in lines):
            return px
    return base


def _when_height(card: ActionText, w: int) -> int:
    """A big action face's footer (when it is played): as tall as its wrapped lines."""
    return _text_height([card.when], w - 24, 15, bold=True) + 6 if card.when else 0


def _action(card: ActionText, size) -> pygame.Surface:
    w, h = size
    k = w / ACTION[0]
    lay = action_layout(card, size)
    s = _frame(size, ACTION_TEAL, fill=(232, 246, 242), k=min(k, 1.6))
    _blit_picture(s, card.id, lay.picture)
    if w >= BIG:
        bolt(s, (26, 30), 16, ACTION_TEAL)
        y = lay.name_y
        for line in theme.wrap(card.name, w - 60, lay.name_size, True)[:2]:
            s.blit(theme.text(line, lay.name_size, theme.INK, bold=True), (48, y))
            y += 24
        y = lay.text_y
        footer = _when_height(card, w)
        _lines(s, [card.text], pygame.Rect(12, y, w - 24, h - y - footer - 8), 16)
        if card.when:
            _lines(s, [card.when], pygame.Rect(12, h - footer - 6, w - 24, footer), 15, ACTION_TEAL, bold=True)
        return s
    if lay.picture:  # the bolt on a round badge over the picture's corner
        centre = (lay.picture.x + 8, lay.picture.y + 8)
        pygame.draw.circle(s, ACTION_TEAL, centre, 9)
        pygame.draw.circle(s, theme.INK, centre, 9, 1)
        bolt(s, centre, 6, (255, 255, 255))
    elif lay.name_y < round(h * 0.56):  # the name took some of the bolt's room: a smaller bolt over it
        bolt(s, (w / 2, lay.name_y * 0.5), lay.name_y * 0.32, ACTION_TEAL)
    else:
        bolt(s, (w / 2, h * 0.32), h * 0.2, ACTION_TEAL)
    if card.reaction:  # played only in reply: an amber "R" in the corner (growing with the words)
        px = textsize.snug(13, True)
        radius = max(9, round(px * 9 / 13))
        pygame.draw.circle(s, theme.WARN, (w - radius - 4, radius + 4), radius)
        r = theme.text("R", px, theme.INK, bold=True)
        s.blit(r, r.get_rect(center=(w - radius - 4, radius + 4)))
    for i, line in enumerate(lay.name_lines or theme.wrap(card.name, w - 8, lay.name_size, True)[:3]):
        t = theme.text(line, lay.name_size, theme.INK, bold=lay.name_bold)
        s.blit(t, t.get_rect(midtop=(w / 2, lay.name_y + i * (lay.name_size + 1))))
    return s


def action_back(size=ACTION) -> pygame.Surface:
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, ACTION_TEAL, s.get_rect(), border_radius=9)
        pygame.draw.rect(s, (220, 240, 236), s.get_rect().inflate(-10, -10), 2, border_radius=7)
        bolt(s, (w / 2, h / 2), min(w, h) * 0.3, (240, 250, 248))
        return s
    return art.cached(("lw-action-back", tuple(size)), make)


@dataclass(frozen=True)
class NewsLayout:
    """Where a news article's face puts things: its picture on top, the name under it, on a big face
    its goal, and the impact it is worth in a badge at the bottom."""
    picture: pygame.Rect | None
    name_size: int
    name_lines: tuple[str, ...]
    name_y: int
    text_y: int  # big faces: the goal
    badge_r: int


def news_layout(name: str, goal: str, size=NEWS) -> NewsLayout:
    w, h = size
    k = min(w / NEWS[0], 1.6)
    pad = round(5 * w / NEWS[0])
    name_size = max(NAME_LEAST, round(13 * k))
    lines = tuple(theme.wrap(name, w - 2 * pad, name_size, True)[:2])
    badge_r = round(12 * k)
    badge_top = h - pad - round(badge_r * 2.3) - 2
    names_h = len(lines) * (name_size + 2)
    below = badge_top - names_h - 4
    if w >= BIG:
        below -= _text_height([goal], w - 2 * pad, 16) + 8
    picture = picture_place(pad, pad, w - 2 * pad, below, BIG_PICTURE_LEAST if w >= BIG else round(24 * k))
    name_y = (picture.bottom if picture else pad) + 4
    return NewsLayout(picture, name_size, lines, name_y, name_y + names_h + 4, badge_r)


def _news(nid: str, size) -> pygame.Surface:
    """A news article (Legends of Science): its picture, name, goal (big faces) and impact badge."""
    news = next(n for n in content().news if n.id == nid)
    name, goal = _(news.name), _(news.text)
    w, h = size
    lay = news_layout(name, goal, size)
    s = _frame(size, NEWS_GREY, k=w / NEWS[0])
    _blit_picture(s, nid, lay.picture)
    for i, line in enumerate(lay.name_lines):
        label = theme.text(theme.fit(line, w - 8, lay.name_size, True), lay.name_size, theme.INK, bold=True)
        s.blit(label, label.get_rect(midtop=(w / 2, lay.name_y + i * (lay.name_size + 2))))
    if w >= BIG:
        pad = round(5 * w / NEWS[0])
        _lines(s, [goal], pygame.Rect(pad, lay.text_y, w - 2 * pad, h - lay.text_y), 16)
    badge = impact_badge(news.value, lay.badge_r)
    s.blit(badge, badge.get_rect(midbottom=(w / 2, h - round(5 * w / NEWS[0]))))
    return s


def news(nid: str, size=NEWS) -> pygame.Surface:
    return art.cached(("lw-news", nid, tuple(size), language()), lambda: _news(nid, size))


def _news_choice(nid: str, size) -> pygame.Surface:
    """A news article to choose from: its name and whole goal on top, the impact badge at the foot,
    the picture between them when there is room."""
    news = next(n for n in content().news if n.id == nid)
    w, h = size
    pad = 7
    # one size for all that grow (an article with a word too long for a larger line keeps its own)
    own = _news_choice_text(_(news.name), _(news.text), size, pad)
    grown = [px for px in (_news_choice_text(_(n.name), _(n.text), size, pad) for n in content().news) if px > 15]
    text = min([own] + grown)
    s = _frame(size, NEWS_GREY, k=w / NEWS[0])
    y = pad
    for line in theme.wrap(_(news.name), w - 2 * pad, text, True)[:2]:
        label = theme.text(theme.fit(line, w - 2 * pad, text, True), text, theme.INK, bold=True)
        s.blit(label, label.get_rect(midtop=(w / 2, y)))
        y += text + 3
    y = _lines(s, [_(news.text)], pygame.Rect(pad, y + 3, w - 2 * pad, h - y), text)
    badge = impact_badge(news.value, 13)
    badge_rect = s.blit(badge, badge.get_rect(midbottom=(w / 2, h - pad)))
    _blit_picture(s, nid, picture_place(pad, y + 2, w - 2 * pad, badge_rect.top - 4, 40))
    return s


def _news_choice_text(name: str, goal: str, size, pad: int, base: int = 15) -> int:
    """A news article's words to choose from, at the player's text size where the name holds two
    lines and the whole goal fits above the badge (the picture gives way), else as at 100 %."""
    w, h = size
    for px in range(access.scaled(base), base, -1):
        names = theme.wrap(name, w - 2 * pad, px, True)
        if len(names) > 2 or any(theme.font(px, True).size(line)[0] > w - 2 * pad for line in names):
            continue
        if any(theme.font(px).size(line)[0] > w - 2 * pad for line in theme.wrap(goal, w - 2 * pad, px)):
            continue
        badge_h = impact_badge(1, 13).get_height()
        if pad + len(names) * (px + 3) + 3 + _text_height([goal], w - 2 * pad, px) + 4 + badge_h + pad <= h:
            return px
    return base


def news_choice(nid: str, size=NEWS_CHOICE) -> pygame.Surface:
    return art.cached(("lw-news-choice", nid, tuple(size), language()), lambda: _news_choice(nid, size))


NEWS_CHIP_TEXT = 16  # a kept news article's name (the house minimum for board text)
NEWS_CHIP_PAD = 7  # left of the name, and round the impact badge


def news_chip_label(nid: str, done: bool) -> str:
    """A kept news article's whole name, saying once it is met (its hover text)."""
    name = _(next(n.name for n in content().news if n.id == nid))
    return _("{article}: met").format(article=name) if done else name


def news_chip_tick(px: int, done: bool) -> int:
    """The room a met article's tick takes left of its name (drawn: the font has no tick mark)."""
    return round(px * 0.8) + 4 if done else 0


def news_chip_size() -> tuple[int, int]:
    """A kept news article's chip: its name's size and the chip's height (grown with the name)."""
    px = textsize.snug(NEWS_CHIP_TEXT, True)
    return px, NEWS_CHIP[1] + textsize.line(px, True) - textsize.line(NEWS_CHIP_TEXT, True)


def news_chip_width(nid: str, done: bool) -> int:
    """The width a kept news article's chip needs to show its whole name and badge."""
    px = news_chip_size()[0]
    name = theme.font(px, True).size(_(next(n.name for n in content().news if n.id == nid)))[0]
    return NEWS_CHIP_PAD + news_chip_tick(px, done) + name + NEWS_CHIP_PAD + impact_badge(1, textsize.grown_radius(9)).get_width() + 5


def news_chip(nid: str, done: bool, width: int = NEWS_CHIP[0]) -> pygame.Surface:
    """A kept news article on one line: its name (cut when ``width`` is short of
    ``news_chip_width``) and the impact it scores (ticked once met)."""
    px, high = news_chip_size()

    def make():
        news = next(n for n in content().news if n.id == nid)
        s = _frame((width, high), theme.GOOD if done else NEWS_GREY, k=0.6)
        badge = impact_badge(news.value, textsize.grown_radius(9))
        spot = s.blit(badge, badge.get_rect(midright=(width - 5, high // 2)))
        tick = news_chip_tick(px, done)
        if tick:  # a tick beside the green: met is not told by colour alone
            h, x, y = (tick - 4), NEWS_CHIP_PAD, high // 2
            pygame.draw.lines(s, theme.INK, False, [(x, y), (x + h * 0.35, y + h * 0.35), (x + h, y - h * 0.4)],
                              max(2, round(px / 8)))
        name = theme.fit(_(news.name), spot.left - 2 * NEWS_CHIP_PAD - tick, px, True)
        label = theme.text(name, px, theme.INK, bold=True)
        s.blit(label, label.get_rect(midleft=(NEWS_CHIP_PAD + tick, high // 2)))
        return s
    return art.cached(("lw-news-chip", nid, done, width, px, language()), make)


def genius_card(size) -> pygame.Surface:
    """The genius card: gold, with a light bulb (who starts the round)."""
    def make():
        w, h = size
        s = _frame(size, (150, 110, 20), fill=(252, 226, 130), k=w / 60)
        cx, cy, r = w / 2, h * 0.4, min(w, h) * 0.24
        pygame.draw.circle(s, (255, 250, 220), (cx, cy), r)
        pygame.draw.circle(s, theme.INK, (cx, cy), r, 2)
        base = pygame.Rect(0, 0, r * 0.9, r * 0.6)
        base.midtop = (cx, cy + r * 0.85)
        pygame.draw.rect(s, (120, 120, 130), base, border_radius=2)
        pygame.draw.lines(s, (200, 140, 20), False, [(cx - r * 0.35, cy + r * 0.5), (cx - r * 0.15, cy - r * 0.1),
                                                    (cx, cy + r * 0.3), (cx + r * 0.15, cy - r * 0.1),
                                                    (cx + r * 0.35, cy + r * 0.5)], 2)
        if h >= 60:
            t = theme.text(_("GENIUS"), max(10, round(h * 0.13)), theme.INK, bold=True)
            s.blit(t, t.get_rect(midbottom=(cx, h - 4)))
        return s
    return art.cached(("lw-genius", tuple(size), language()), make)


def data_token(kind: str, count: int, radius: int = 16) -> pygame.Surface:
    """A data counter: the data icon with its amount."""
    def make():
        ic = icon(kind, radius)
        t = theme.text(str(count), radius + 6, theme.TEXT, bold=True)
        s = pygame.Surface((ic.get_width() + 6 + t.get_width(), max(ic.get_height(), t.get_height())), pygame.SRCALPHA)
        s.blit(ic, (0, (s.get_height() - ic.get_height()) // 2))
        s.blit(t, (ic.get_width() + 6, (s.get_height() - t.get_height()) // 2))
        return s
    return art.cached(("lw-data", kind, count, radius), make)


def item_coin(size=ITEM) -> pygame.Rect:
    """Where a lab item's cost coin lies on a face of ``size`` (a raised price is laid over it)."""
    k = size[0] / ITEM[0]
    radius = max(8, round(13 * k * (0.8 if size[0] >= BIG else 1)))
    if size[0] < BIG and access.text_scale() > 1:  # a small face's price grows with the text size (as
        radius = max(radius, textsize.token_radius(13, 1.05))  # on a card of 100 % size; a big one as a whole)
    return pygame.Rect((round(4 * k), round(4 * k)), (2 * radius + 2, 2 * radius + 2))


def raised_coin(price: int, radius: int = 13) -> pygame.Surface:
    """A hand card's price this round in red, laid over its own coin (of ``radius``): it costs more
    (sabotage, virus). Over the coin, it takes none of the room the "×n" badge beside it needs."""
    return rp_coin(price, radius, theme.BAD)


# ======================= faces by id (what the board asks for) ======================================
def item(type_id: str, size=ITEM) -> pygame.Surface:
    return art.cached(("lw-item", type_id, tuple(size), language()),
                      lambda: _item(words.item_text(content(), type_id), size))


def item_pile(type_id: str, n: int, size=ITEM) -> pygame.Surface:
    """An item face with a "×n" badge when n of them lie on one pile."""
    if n == 1:
        return item(type_id, size)

    def make():
        s = item(type_id, size).copy()
        # beside the cost coin: the part of a card still seen when the row overlaps
        lay = item_layout(words.item_text(content(), type_id), size)
        left = lay.coin_at[0] + 2 * lay.coin_r + 8  # 38 on a card of 100 % size
        # (its box ends by three quarters of the card: the part a crowded row leaves in view; at a
        # larger text size up to the card's edge, nearer the coin: the coin took its room)
        right = size[0] * 3 // 4 if access.text_scale() <= 1 else size[0] - 4
        left -= 0 if access.text_scale() <= 1 else 2
        badge = theme.text(f"×{n}", labels.label_px(f"×{n}", 17, right - left - 10, bold=True),
                           (255, 255, 255), bold=True)
        box = badge.get_rect(topleft=(left, 6)).inflate(10, 2)
        pygame.draw.rect(s, theme.INK, box, border_radius=8)
        s.blit(badge, badge.get_rect(center=box.center))
        return s
    return art.cached(("lw-pile", type_id, n, tuple(size), language()), make)


def mini(type_id: str, sideways: bool = False, size=MINI) -> pygame.Surface:
    """An opponent's lab item, upright or turned sideways (used this round), ``size`` upright (its
    words grow with it)."""
    return art.cached(("lw-mini", type_id, sideways, tuple(size), language()),
                      lambda: _mini(words.item_text(content(), type_id), sideways, size))


def character(cid: str, size=CHAR) -> pygame.Surface:
    return art.cached(("lw-char", cid, tuple(size), language()), lambda: _character(words.character_text(content(), cid), size))


def action(type_id: str, size=ACTION) -> pygame.Surface:
    return art.cached(("lw-action", type_id, tuple(size), language()), lambda: _action(words.action_text(content(), type_id), size))


def impact(card_id: str, size=IMPACT) -> pygame.Surface:
    return art.cached(("lw-impact", card_id, tuple(size), language()), lambda: _impact(words.impact_text(content(), card_id), size))


def catalogue_picture(picture: tuple) -> pygame.Surface | None:
    """A card of the catalogue (``labdesk.games.lab_wars.catalogue``), at the readable sizes."""
    kind, key = picture
    draw = {"item": lambda: item(key, ZOOM), "character": lambda: character(key, ZOOM),
            "action": lambda: action(key, ZOOM), "impact": lambda: impact(key, IMPACT_ZOOM),
            "news": lambda: news(key, NEWS_CHOICE)}
    return draw[kind]()
