"""Lab Chaos card art and table pieces: data in, cached surface out.

A card face shows its symbol as a drawn icon (bald scientist, haired scientist, dino, robot) with its
word, the number beside it, the title, the text and badges for instant / End / lasting, each with an
icon and a word: colour is never the only signal. Faces are cached by what they show (card id, size,
language); captions made for one moment of play are rendered once per animation, never cached.
"""
from __future__ import annotations

import functools
import math

import pygame

from labdesk.games.lab_chaos.words import (
    INSPECT_CLOSE, NO_CARDS, badge_word, card_data, card_flags, deal_row_words, inspect_sections, persona_title,
    short_face_text, shown,
)
from labdesk.i18n import N_, _, language
from labdesk.ui import access, art, theme
from labdesk.ui.table import cardsize, geometry

CARD = (160, 224)  # a hand card: its text is readable as it lies
PILE = (150, 210)  # deck, discard pile, End and lasting slots
ZOOM = (240, 336)  # a played card shown large in the middle of the table; the hover preview
INSPECT = (320, 448)  # the zoom view (right-click a card)
BACK_MINI = (34, 48)  # opponents' hands
CHIP = (34, 48)  # a revealed card on an opponent's panel
CAPTION_WIDTH = 420  # event captions stay on the table, right of the piles (four lines at most)
INSPECT_TEXT_WIDTH = 560  # the ruling beside the card in the zoom view
# Each symbol has its own drawn icon (the shape), a word and a letter: colour is never the only signal.
SYMBOLS = {
    "bald": {"colour": (64, 124, 200), "word": N_("Bald"), "letter": "B"},
    "haired": {"colour": (160, 92, 196), "word": N_("Haired"), "letter": "H"},
    "dino": {"colour": (66, 160, 86), "word": N_("Dino"), "letter": "D"},
    "robot": {"colour": (120, 132, 146), "word": N_("Robot"), "letter": "R"},
}
SKIN = (242, 206, 170)
BADGES = {  # flag -> (colour, icon); the word is words.badge_word
    "instant": ((236, 176, 40), "bolt"),
    "end": ((214, 72, 66), "flag"),
    "lasting": ((44, 156, 160), "pin"),
}


# --- the four symbols, drawn --------------------------------------------------------------------
def draw_symbol(surf: pygame.Surface, symbol: str, center, r: float) -> None:
    """The symbol icon in a disc of radius ``r``: a bald head, a head of wild hair, a dinosaur, a robot."""
    cx, cy = center
    colour = SYMBOLS.get(symbol, SYMBOLS["robot"])["colour"]
    pygame.draw.circle(surf, colour, (cx, cy), r)
    pygame.draw.circle(surf, theme.INK, (cx, cy), r, max(1, round(r / 12)))
    w = max(1, round(r / 10))
    if symbol in ("bald", "haired"):
        head_r = r * 0.5
        hy = cy + r * 0.1
        # lab-coat collar
        pygame.draw.polygon(surf, (250, 250, 250), [(cx - r * 0.62, cy + r * 0.92), (cx, cy + r * 0.5),
                                                   (cx + r * 0.62, cy + r * 0.92)])
        if symbol == "haired":  # a crown of spikes behind the head
            spikes = []
            for k in range(11):
                a = math.pi + math.pi * k / 10
                rad = head_r * (1.55 if k % 2 else 1.05)
                spikes.append((cx + rad * math.cos(a), hy - head_r * 0.1 + rad * math.sin(a)))
            pygame.draw.polygon(surf, (70, 46, 30), spikes)
        pygame.draw.circle(surf, SKIN, (cx, hy), head_r)
        pygame.draw.circle(surf, theme.INK, (cx, hy), head_r, w)
        if symbol == "bald":  # grey tufts over the ears and a shine on the dome
            for side in (-1, 1):
                pygame.draw.circle(surf, (200, 200, 206), (cx + side * head_r * 0.95, hy - head_r * 0.05),
                                   head_r * 0.3)
            shine = pygame.Rect(0, 0, head_r * 0.7, head_r * 0.45)
            shine.center = (cx - head_r * 0.3, hy - head_r * 0.55)
            pygame.draw.ellipse(surf, (255, 246, 230), shine)
        # round glasses
        for side in (-1, 1):
            pygame.draw.circle(surf, theme.INK, (cx + side * head_r * 0.4, hy), head_r * 0.27, w)
        pygame.draw.line(surf, theme.INK, (cx - head_r * 0.13, hy), (cx + head_r * 0.13, hy), w)
    elif symbol == "dino":  # a little stegosaurus facing right
        body = pygame.Rect(0, 0, r * 1.0, r * 0.6)
        body.center = (cx - r * 0.08, cy + r * 0.1)
        green = (196, 240, 170)
        for k in range(4):  # back plates
            px = body.x + body.width * (0.15 + 0.23 * k)
            pygame.draw.polygon(surf, (240, 190, 70), [(px - r * 0.12, body.y + r * 0.12), (px, body.y - r * 0.22),
                                                      (px + r * 0.12, body.y + r * 0.12)])
        pygame.draw.polygon(surf, green, [(body.x + r * 0.05, body.centery), (cx - r * 0.78, cy + r * 0.42),
                                          (body.x + r * 0.15, body.bottom - r * 0.05)])  # tail
        pygame.draw.ellipse(surf, green, body)
        pygame.draw.circle(surf, green, (body.right + r * 0.08, body.y + r * 0.12), r * 0.2)  # head
        pygame.draw.line(surf, green, (body.right - r * 0.12, body.centery), (body.right + r * 0.05, body.y + r * 0.2),
                         max(2, round(r * 0.18)))
        pygame.draw.circle(surf, theme.INK, (body.right + r * 0.12, body.y + r * 0.07), max(1, r * 0.05))
        for lx in (0.25, 0.7):  # legs
            x = body.x + body.width * lx
            pygame.draw.line(surf, green, (x, body.bottom - r * 0.05), (x, body.bottom + r * 0.2), max(2, round(r * 0.13)))
    else:  # robot: square head, antenna, square eyes, a grille
        head = pygame.Rect(0, 0, r * 1.0, r * 0.86)
        head.center = (cx, cy + r * 0.12)
        metal = (222, 228, 234)
        pygame.draw.line(surf, theme.INK, (cx, head.y), (cx, head.y - r * 0.28), w)
        pygame.draw.circle(surf, (236, 90, 80), (cx, head.y - r * 0.32), max(2, r * 0.1))
        pygame.draw.rect(surf, metal, head, border_radius=max(1, round(r * 0.12)))
        pygame.draw.rect(surf, theme.INK, head, w, border_radius=max(1, round(r * 0.12)))
        eye = max(2, round(r * 0.2))
        for side in (-1, 1):
            e = pygame.Rect(0, 0, eye, eye)
            e.center = (cx + side * r * 0.24, head.y + head.height * 0.36)
            pygame.draw.rect(surf, (40, 140, 200), e)
        mouth = pygame.Rect(0, 0, r * 0.56, r * 0.16)
        mouth.center = (cx, head.y + head.height * 0.72)
        pygame.draw.rect(surf, theme.INK, mouth, w)
        for k in range(1, 4):
            x = mouth.x + mouth.width * k / 4
            pygame.draw.line(surf, theme.INK, (x, mouth.y), (x, mouth.bottom - 1), 1)


def draw_badge_icon(surf, icon: str, center, r: float, colour) -> None:
    cx, cy = center
    if icon == "bolt":
        pts = [(0.15, -1), (-0.55, 0.15), (-0.05, 0.15), (-0.2, 1), (0.55, -0.2), (0.05, -0.2)]
        pygame.draw.polygon(surf, colour, [(cx + x * r, cy + y * r) for x, y in pts])
    elif icon == "flag":
        pygame.draw.line(surf, colour, (cx - r * 0.55, cy - r), (cx - r * 0.55, cy + r), max(2, round(r / 4)))
        pygame.draw.polygon(surf, colour, [(cx - r * 0.5, cy - r), (cx + r * 0.8, cy - r * 0.55), (cx - r * 0.5, cy - r * 0.05)])
    elif icon == "pin":  # a push pin: stays on the table
        pygame.draw.circle(surf, colour, (cx, cy - r * 0.35), r * 0.55)
        pygame.draw.line(surf, colour, (cx, cy), (cx, cy + r), max(2, round(r / 4)))


def badge_surface(flag: str, height: int, size: int | None = None, word: bool = True) -> pygame.Surface:
    """An Instant / End / Lasting badge: a pill with its icon and word (``size``: the word's pixel
    size, by default from the height; not ``word``: the icon alone, where a covered card's strip
    cannot hold the word at its size)."""
    size = size or max(13, round(height * 0.62))

    def make():
        label, (colour, icon) = badge_word(flag), BADGES[flag]
        text = theme.text(label, size, (255, 255, 255), bold=True) if word else None
        w = (text.get_width() + height + 10) if word else height + 6
        s = pygame.Surface((w, height), pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=height // 2)
        pygame.draw.rect(s, theme.INK, s.get_rect(), 1, border_radius=height // 2)
        draw_badge_icon(s, icon, (height * 0.55 + 2 if word else w / 2, height / 2), height * 0.32, (255, 255, 255))
        if text is not None:
            s.blit(text, text.get_rect(midleft=(height + 2, height / 2)))
        return s
    return art.cached(("lc-badge", flag, height, size, language(), word), make)



# The smallest text on a hand card or a pile card (at 1600x900): 14 px for the text, 14 px for the
# badges and the symbol's word; the title is 17 px bold. The large views scale these up.
LEAST_TEXT = 14
LARGE = 1.2  # a face more than this much larger than the hand card is a large view (zoom, inspect)

LEAST_STRIP = 134  # the least of a card an overlapping hand shows (about a 100 % hand of eight's)
# the least an overlapping hand shows of a card widened for its words (its symbol and number whole at
# 150 %: a strip of 104 px), and the widest such a card gets (a long Russian text at 150 % needs 350)
NUMBER_STRIP, WHOLE_WIDEST, WHOLE_STEP = 110, 400, 10


def hand_card_size(band: pygame.Rect, count: int, gap: int = 8, overlap: bool = True,
                   cards=()) -> tuple[int, int]:
    """The hand card at the player's text size: as much wider as the text grows (up to 1.5 times) and
    as tall as the hand's ``band`` holds it. A hand too long to lie side by side at that size
    overlaps (each card's left edge shows its symbol, number, title and badges: ``hand_strip``; a
    hovered card rises whole and shows large), the cards narrower where that keeps ``LEAST_STRIP``
    of each in view (a hand of nine or more: as wide as at 100 %); their words take the room
    (``card_text_layout``). Where one of the hand's ``cards`` (card dicts) needs a wider face for
    every word at its floor (``whole_width``), the cards are that wide as far as ``NUMBER_STRIP`` of
    each stays in view: a card that lies whole, or rises whole under the pointer, reads at the
    player's size. Not ``overlap``: only as wide as ``count`` cards lie side by side."""
    width, height = cardsize.grown(CARD, (round(CARD[0] * 1.5), band.height - 4), each=True)
    if count > 1 and not overlap:
        return max(CARD[0], min(width, (band.width - 20 - gap * (count - 1)) // count)), height  # as ``geometry.fan``
    if count > 1:
        width = max(CARD[0], min(width, band.width - 20 - LEAST_STRIP * (count - 1)))
    need = max((whole_width(card, height) for card in cards), default=0) if access.text_scale() > 1 else 0
    if need > width:
        width = max(width, min(need, band.width - 20 - NUMBER_STRIP * max(0, count - 1)))
    return width, height


def whole_width(card: dict, height: int) -> int:
    """The least width (from the hand card's at 100 %, in ``WHOLE_STEP`` steps) at which a face
    ``height`` tall sets every one of ``card``'s words at its floor (``cardsize.floor_px``) against
    the hand card at 100 %; ``WHOLE_WIDEST`` where none narrower does."""
    return _whole_width(card.get("id"), height, language(), access.text_scale())


@functools.lru_cache(maxsize=1024)
def _whole_width(cid, height: int, lang: str, scale: float) -> int:
    card = card_data()[cid]
    floors = _floors(card, CARD)
    widths = range(CARD[0], WHOLE_WIDEST + 1, WHOLE_STEP)
    low, high = 0, len(widths) - 1  # (halved: a wider face holds its words at least as large)
    while low < high:
        middle = (low + high) // 2
        if at_floors(card_text_layout(card, (widths[middle], height)), floors):
            high = middle
        else:
            low = middle + 1
    return widths[low]


def at_floors(lay: dict, floors: dict[str, int]) -> bool:
    """Every word of a face's layout ``lay`` at least its size in ``floors`` (``_floors``)."""
    return all(lay[key] >= least for key, least in floors.items() if key != "body_size" or lay["body"])


def hand_strip(band: pygame.Rect, count: int, size, gap: int = 8) -> int | None:
    """How much of each hand card's left edge shows when ``count`` cards of ``size`` overlap in the
    hand's ``band`` (as ``geometry.fan`` lays them), a little less where the fan turns them; None
    while they lie side by side."""
    step = geometry.row_step(band.width - 20, count, size[0], gap)
    return None if count <= 1 or step >= size[0] else max(1, round(step) - 6)


def face_scale(size) -> float:
    """A face's size against the hand card's at 100 % (the smaller of its two sides' ratios)."""
    return min(size[0] / CARD[0], size[1] / CARD[1])


def face_text(card: dict, size) -> str:
    """The text printed on a face. On the small faces (hand and piles, a hand card grown with the
    text size too) a leading "Instant:" or "End:" is left out: the badge at the bottom of the card
    says it (the zoom view has every word)."""
    if face_scale(size) > LARGE:
        return shown(card.get("text"))
    return short_face_text(card)


def _fit_lines(body: str, width: int, height: int, size: int, least: int) -> tuple[list[str], int]:
    """The body wrapped at the largest size from ``size`` down to ``least`` that fits ``height``;
    at the smallest size what does not fit ends in an ellipsis (the zoom view shows it whole)."""
    for s in range(size, least - 1, -1):
        lines = theme.wrap(body, width, s)
        if len(lines) * round(s * 1.15) <= height:
            return lines, s
    rows = max(1, height // round(least * 1.15))
    lines = theme.wrap(body, width, least)
    if len(lines) > rows:
        lines = lines[:rows]
        lines[-1] = theme.fit(lines[-1] + " …", width, least)
    return lines, least


def title_lines(title: str, width: int, size: int) -> list[str]:
    """A card title wrapped at ``width``; a hyphenated word too long for one line breaks after its
    hyphen ("Robot-" / "sorter": Russian compounds are long)."""
    f = theme.font(size, True)
    words = []
    for word in title.split(" "):
        if "-" in word and f.size(word)[0] > width:
            head, _sep, tail = word.partition("-")
            words += [head + "-\n", tail]
        else:
            words.append(word)
    return [line.strip() for line in theme.wrap(" ".join(words).replace("\n ", "\n"), width, size, bold=True)]


def card_text_layout(card: dict, size=CARD, strip: int | None = None, plain=None) -> dict:
    """Where a face's words go: the top row (symbol, number, the symbol's word), title lines, body
    lines and their sizes, and whether the body had to be cut short (never at the zoom sizes: a test
    checks every card). No text on a hand card is smaller than ``LEAST_TEXT``. At a larger text size
    a small face sets its words as large as it holds them whole (``cardsize``), its picture taking
    what room is left, and the title and badges inside the face's left ``strip`` (the part an
    overlapping hand shows); the large views keep theirs (the magnifier grows them). Where it can, every
    word reaches its floor (``cardsize.floor_px``) against the same card drawn at ``plain``, the face's
    size at 100 % (by default the hand card's): a long text then gives way down to its floor first."""
    k = face_scale(size)
    base = _layout_at_own_size(card, size, k)
    highest = cardsize.top(k)
    if highest <= k or base["cut"]:
        return base
    # Every word at its floor comes first: all of them at one scale, else the text as small as its
    # floor lets it. On an overlapped card (its text mostly under the next card) the title and the
    # badges lie in the strip where they can. Else all the words at one scale; where the text has no
    # room to grow, the title, number and badges alone
    floors = _floors(card, plain or CARD)
    # (the title's room, the badges' room, how the text grows, the scale to stay above, the floors)
    tries = [(strip, strip, True, k, floors), (strip, strip, "floor", k, floors)]
    if strip:  # a title too long for the strip at its floor runs on under the next card (as at 100 %)
        tries += [(None, strip, True, k, floors), (None, strip, "floor", k, floors)]
    tries += ([(strip, strip, True, k + 0.6 * (highest - k), None), (strip, strip, False, k, None)] if strip
              else [(None, None, True, k, None), (None, None, False, k, None)])
    for title_width, badge_width, body, above, least in tries:
        lay = cardsize.largest(lambda scale: _grown_layout(card, size, k, scale, base, body, title_width, least,
                                                           badge_width), highest, above=above)
        if lay is not None:
            return lay
    return base


def _floors(card: dict, plain) -> dict[str, int]:
    """The least size of each of a face's words at the player's text size: its floor against the
    card drawn at ``plain`` at 100 % (no text: no floor for it)."""
    ref = _layout_at_own_size(card, plain, face_scale(plain))
    least = {key: cardsize.floor_px(ref[key], True) for key in ("title_size", "number_size", "badge_size")}
    least["type_size"] = cardsize.floor_px(ref["type_size"])
    least["body_size"] = cardsize.floor_px(ref["body_size"]) if ref["body"] else 0
    return least


def _layout_at_own_size(card: dict, size, k: float) -> dict:
    """The face's words at its own scale ``k`` (as at 100 % text)."""
    w, h = size
    pad = round(7 * k)
    icon_r = round(19 * k)
    top_h = pad + 2 * icon_r + round(5 * k)  # where the title starts
    title_size = max(LEAST_TEXT, round(17 * k))
    title_step = round(title_size * 1.1)
    title = title_lines(shown(card.get("title")), w - 2 * pad, title_size)
    title_cut = len(title) > 3
    title = title[:3]
    # the rule under the title clears the last line's descenders; the body starts just below it
    rule_y = top_h + (len(title) - 1) * title_step + theme.font(title_size, True).get_height()
    y = rule_y + round(3 * k)
    badge_h = max(18, round(21 * k))
    # the text may end 2 px over the badges: a line's box has room under its letters already
    bottom = h - pad - (badge_h + round(2 * k) if card_flags(card) else 0)
    text = face_text(card, size)
    small = max(LEAST_TEXT - 1, round(LEAST_TEXT * k))  # badges, the symbol's word, the body at worst
    # the large views have room to spare: there the text may shrink further before it is cut
    least = small if k <= 1 else max(LEAST_TEXT, round(12 * k))
    start = max(LEAST_TEXT, round(16 * k))
    # the text at the house minimum, the picture in the room it leaves; the large views may set the
    # text smaller still (16 px at least) rather than leave their picture out
    for text_size in dict.fromkeys((least, least if k <= 1 else max(16, round(10 * k)))):
        picture = picture_area(text, w - 2 * pad, (pad, y), bottom, text_size, k)
        if picture:
            y, start, least = picture.bottom + round(3 * k), text_size, text_size
            break
    body, body_size = _fit_lines(text, w - 2 * pad, bottom - y, start, least)
    cut = title_cut or (bool(body) and body[-1].endswith("…") and not text.endswith("…"))
    return {"k": k, "pad": pad, "icon_r": icon_r, "top_h": top_h, "title": title, "title_size": title_size,
            "title_step": title_step, "rule_y": rule_y, "body": body, "body_size": body_size, "body_y": y,
            "badge_h": badge_h, "badge_size": small, "type_size": small, "cut": cut, "picture": picture,
            "row_y": pad + icon_r + 1, "seal_r": round(16 * k), "number_size": round(21 * k)}


def _grown_layout(card: dict, size, k: float, scale: float, base: dict, body: bool | str = True,
                  title_width: int | None = None, floors: dict[str, int] | None = None,
                  badge_width: int | None = None) -> dict | None:
    """The face's words at ``scale`` of the hand card's (``k`` sets the art, padding and lines; the
    text as in ``base`` or larger when not ``body``, down to its floor where ``body`` is "floor"; with
    ``floors``, every word at least that large; the title within ``title_width`` of the left edge,
    the badges within ``badge_width``), none smaller than in ``base``: None when they do not all fit
    whole. The text comes first; the picture only shows when the room left holds it."""
    w, h = size
    pad = base["pad"]
    width = w - 2 * pad
    title_room = width if title_width is None else min(width, title_width - pad)
    badge_room = width if badge_width is None else min(width, badge_width - pad)
    seal_r = max(base["seal_r"], round(16 * scale))
    icon_r = min(base["icon_r"], seal_r)  # the symbol's picture no taller than the number's seal
    row_r = max(icon_r + 1, seal_r)
    top_h = pad + 2 * row_r + round(5 * k)
    title_size = max(base["title_size"], round(17 * scale))
    title = title_lines(shown(card.get("title")), title_room, title_size)
    bold = theme.font(title_size, True)
    if len(title) > 3 or any(bold.size(line)[0] > title_room for line in title):
        return None
    title_step = round(title_size * 1.1)
    rule_y = top_h + (len(title) - 1) * title_step + bold.get_height()
    small = max(base["badge_size"], round(LEAST_TEXT * scale))
    badge_h = max(base["badge_h"], round(21 * scale))
    flags = card_flags(card)
    if sum(badge_surface(f, badge_h, small).get_width() for f in flags) + round(4 * k) * (len(flags) - 1) > badge_room:
        return None
    seal_right = pad + 2 * icon_r + round(5 * k) + 2 * seal_r + round(4 * k)
    word = _(SYMBOLS.get(card.get("symbol"), SYMBOLS["robot"])["word"])
    type_size = next((px for px in range(small, base["type_size"], -1)
                      if theme.font(px).size(word)[0] <= w - pad - seal_right), base["type_size"])
    base_right = pad + 2 * base["icon_r"] + round(5 * k) + 2 * base["seal_r"] + round(4 * k)
    word_w = theme.font(type_size).size(word)[0]
    if w - pad - seal_right < word_w <= w - pad - base_right:
        return None  # the grown seal would cut the symbol's word that the face holds whole
    y = rule_y + round(3 * k)
    bottom = h - pad - (badge_h + round(2 * k) if flags else 0)
    text = face_text(card, size)
    least = max(base["body_size"], round(LEAST_TEXT * scale)) if body else base["body_size"]
    if body == "floor" and floors:
        least = max(base["body_size"], min(least, floors["body_size"]))
    for body_size in range(max(least, round(16 * scale)), least - 1, -1):
        lines = theme.wrap(text, width, body_size)
        if len(lines) * round(body_size * 1.15) <= bottom - y:
            break
    else:
        return None
    picture = picture_area(text, width, (pad, y), bottom, body_size, k)
    body_y = picture.bottom + round(3 * k) if picture else y
    lay = {"k": k, "pad": pad, "icon_r": icon_r, "top_h": top_h, "title": title, "title_size": title_size,
           "title_step": title_step, "rule_y": rule_y, "body": lines, "body_size": body_size, "body_y": body_y,
           "badge_h": badge_h, "badge_size": small, "type_size": type_size, "cut": False, "picture": picture,
           "row_y": pad + row_r + 1, "seal_r": seal_r, "number_size": max(base["number_size"], round(21 * scale))}
    return None if floors and not at_floors(lay, floors) else lay


def covered_layout(card: dict, size, strip: int, plain=None) -> dict:
    """The face of a card an overlapping hand covers but for its left ``strip``, at a larger text
    size: the symbol, number, title and badges in the strip, each at its floor against the card at
    ``plain`` at 100 % (``_floors``; a title word too long for the strip is hyphenated; a badge whose
    word the strip cannot hold at its floor as large as it holds it, down to its 100 % size, else its
    icon alone), and the picture in the strip under the title, the text left out (it would lie under
    the next card: the card rises whole with its text when pointed at, the board shows its whole
    face then). Where the strip is too narrow for that, as ``card_text_layout`` lays it out."""
    k = face_scale(size)
    base = _layout_at_own_size(card, size, k)
    if cardsize.top(k) > k and not base["cut"]:
        floors = _floors(card, plain or CARD)
        for badge_px in [*range(max(base["badge_size"], floors["badge_size"]), base["badge_size"] - 1, -1), None]:
            lay = _strip_layout(card, size, k, base, strip, floors, badge_px)
            if lay is not None:
                return lay
    return card_text_layout(card, size, strip, plain)


def _strip_layout(card: dict, size, k: float, base: dict, strip: int, floors: dict[str, int],
                  badge_px: int | None) -> dict | None:
    """A covered card's words at their ``floors`` (see ``covered_layout``), all inside the left
    ``strip``, the badges' words ``badge_px`` tall (None: their icons alone): None where they do not
    fit."""
    w, h = size
    pad = base["pad"]
    room = min(w - 2 * pad, strip - pad)
    number_size = max(base["number_size"], floors["number_size"])
    seal_r = max(base["seal_r"], round(16 * number_size / 21))
    icon_r = min(base["icon_r"], seal_r)
    row_r = max(icon_r + 1, seal_r)
    if pad + 2 * icon_r + round(5 * k) + 2 * seal_r > strip - 2:
        return None  # the number in its seal shows whole
    top_h = pad + 2 * row_r + round(5 * k)
    title_size = max(base["title_size"], floors["title_size"])
    title = strip_title_lines(shown(card.get("title")), room, title_size)
    bold = theme.font(title_size, True)
    if any(bold.size(line)[0] > room for line in title):
        return None
    title_step = round(title_size * 1.1)
    rule_y = top_h + (len(title) - 1) * title_step + bold.get_height()
    small = badge_px or max(base["badge_size"], floors["badge_size"])
    badge_h = max(base["badge_h"], round(21 * small / LEAST_TEXT))
    flags = card_flags(card)
    badge_words = badge_px is not None
    pills = sum(badge_surface(f, badge_h, small, badge_words).get_width() for f in flags)
    if pills + round(4 * k) * (len(flags) - 1) > room:
        return None
    bottom = h - pad - (badge_h + round(2 * k) if flags else 0)
    y = rule_y + round(3 * k)
    if y > bottom:
        return None
    word = _(SYMBOLS.get(card.get("symbol"), SYMBOLS["robot"])["word"])
    seal_right = pad + 2 * icon_r + round(5 * k) + 2 * seal_r + round(4 * k)
    type_size = next((px for px in range(max(small, floors["type_size"]), base["type_size"], -1)
                      if theme.font(px).size(word)[0] <= w - pad - seal_right), base["type_size"])
    height = min(bottom - y, round(room * art.PICTURE_RATIO))  # in the strip, as tall as the room under the title
    picture = pygame.Rect(pad, y, room, height) if height >= round(40 * k) else None
    lay = {"k": k, "pad": pad, "icon_r": icon_r, "top_h": top_h, "title": title, "title_size": title_size,
           "title_step": title_step, "rule_y": rule_y, "body": [], "body_size": base["body_size"], "body_y": y,
           "badge_h": badge_h, "badge_size": small, "badge_words": badge_words, "type_size": type_size,
           "cut": False, "picture": picture, "row_y": pad + row_r + 1, "seal_r": seal_r, "number_size": number_size}
    return lay if at_floors(lay, {key: px for key, px in floors.items() if key != "badge_size"}) else None


def strip_title_lines(title: str, width: int, size: int) -> list[str]:
    """A title wrapped at ``width`` in bold ``size``, a word too long for a line broken before a
    syllable (``theme.syllable_pieces``)."""
    f = theme.font(size, True)
    words = [word if f.size(word)[0] <= width else "\n".join(theme.syllable_pieces(word, width, size))
             for word in title.split(" ")]
    return [line.strip() for line in theme.wrap(" ".join(words).replace("\n ", "\n"), width, size, bold=True)]


def picture_area(text: str, width: int, topleft, bottom: int, size: int, k: float) -> pygame.Rect | None:
    """Where a face's picture goes: under the title, as tall as the text at ``size`` leaves room for
    (at most the picture's own proportions); None when that is too small to read (the zoom view,
    larger, then shows it)."""
    x, y = topleft
    gap = round(3 * k)
    need = len(theme.wrap(text, width, size)) * round(size * 1.15)
    height = min(bottom - y - need - gap, round(width * art.PICTURE_RATIO))
    return pygame.Rect(x, y, width, height) if height >= round(40 * k) else None


def card_face(card: dict, size=CARD, strip: int | None = None, plain=None) -> pygame.Surface:
    """A Lab Chaos card: symbol icon top-left with the number beside it, the symbol's word, the
    title, the text and badges (instant / End / lasting), in the current language; a card an
    overlapping hand covers but for its left ``strip`` shows its words there (at a larger text size
    with its picture, not its text: ``covered_layout``)."""
    def make():
        w, h = size
        lay = card_text_layout(card, size, None, plain) if strip is None else covered_layout(card, size, strip, plain)
        k, pad, icon_r, row_y = lay["k"], lay["pad"], lay["icon_r"], lay["row_y"]
        sym = SYMBOLS.get(card.get("symbol"), SYMBOLS["robot"])
        s = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, round(10 * k))
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=radius)
        edge = max(2, round(4 * k))
        pygame.draw.rect(s, sym["colour"], s.get_rect(), edge, border_radius=radius)
        draw_symbol(s, card.get("symbol", "robot"), (pad + icon_r + 1, row_y), icon_r)
        # the number in a round seal right of the symbol: in an overlapping hand the left edge of
        # every card shows its symbol, number and title
        nr = lay["seal_r"]
        centre = (pad + 2 * icon_r + round(5 * k) + nr, row_y)
        pygame.draw.circle(s, (255, 255, 255), centre, nr)
        pygame.draw.circle(s, theme.INK, centre, nr, max(1, round(2 * k)))
        num = theme.text(str(card.get("number", "")), lay["number_size"], theme.INK, bold=True)
        s.blit(num, num.get_rect(center=(centre[0], centre[1] + 1)))
        # the symbol's word at the right of the top line
        word = _(sym["word"])
        room = w - pad - (centre[0] + nr + round(4 * k))
        type_label = theme.text(theme.fit(word, room, lay["type_size"]), lay["type_size"], theme.INK_SOFT)
        s.blit(type_label, type_label.get_rect(midright=(w - pad, row_y)))
        y = lay["top_h"]
        for line in lay["title"]:
            s.blit(theme.text(line, lay["title_size"], theme.INK, bold=True), (pad, y))
            y += lay["title_step"]
        pygame.draw.line(s, sym["colour"], (pad * 2, lay["rule_y"]), (w - pad * 2, lay["rule_y"]), max(1, round(2 * k)))
        if lay["picture"]:
            s.blit(art.picture("lab-chaos", card.get("id"), lay["picture"].size), lay["picture"])
        y = lay["body_y"]
        for line in lay["body"]:
            s.blit(theme.text(line, lay["body_size"], theme.INK), (pad, y))
            y += round(lay["body_size"] * 1.15)
        bx = pad
        for flag in card_flags(card):
            b = badge_surface(flag, lay["badge_h"], lay["badge_size"], lay.get("badge_words", True))
            s.blit(b, (bx, h - pad - lay["badge_h"]))
            bx += b.get_width() + round(4 * k)
        return s
    return art.cached(("lc-face", card.get("id"), tuple(size), language(), strip, plain and tuple(plain)), make)


def card_back(size=CARD) -> pygame.Surface:
    """The deck's back: the four symbol figures on purple (assets/art/lab-chaos/back.svg); an
    opponent's tiny card is the plain purple, where the figures would be noise."""
    w, h = size
    if w >= 40:
        return art.picture("lab-chaos", "back", size)

    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (58, 48, 92), s.get_rect(), border_radius=4)
        pygame.draw.rect(s, (236, 230, 250), s.get_rect().inflate(-6, -6), 1, border_radius=3)
        return s
    return art.cached(("lc-back", tuple(size)), make)


def card_chip(card: dict, size=(36, 50), number_px: int = 16) -> pygame.Surface:
    """A tiny card (a revealed hand on an opponent's panel): symbol and number only (the number
    ``number_px`` tall: larger at a larger text size, on a larger chip)."""
    def make():
        w, h = size
        sym = SYMBOLS.get(card.get("symbol"), SYMBOLS["robot"])
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=5)
        pygame.draw.rect(s, sym["colour"], s.get_rect(), 3, border_radius=5)
        draw_symbol(s, card.get("symbol", "robot"), (w / 2, h * 0.33), w * 0.34)
        num = theme.text(str(card.get("number", "")), number_px, theme.INK, bold=True)
        # a larger number sits left of the middle: in an overlapping row the next chip leaves it whole
        s.blit(num, num.get_rect(center=(w / 2 if number_px <= 16 else w * 0.34, h * 0.78)))
        return s
    return art.cached(("lc-chip", card.get("id"), tuple(size), number_px), make)


def grow(px: int) -> int:
    """A size on the table's pieces (a slot's note, the deal's summary, the persona sheet) at the
    player's text size: three quarters of its growth, as the panels' words (16 px become 22 at 150 %)."""
    return round(px * (1 + 0.75 * (access.text_scale() - 1)))


def card_placeholder(size, line1: str, line2: str = "", fill=None) -> pygame.Surface:
    """An empty slot on the table (no End card / no lasting card): a dashed outline and a note
    (on ``fill`` when it must hide what lies under it), its words at the player's size."""
    w, h = size
    px = next((p for p in range(grow(16), 16, -1)  # as large as the slot holds its two notes whole
               if (theme.font(p).get_linesize() - 4) * (len(theme.wrap(line1, w - 24, p, bold=True))
                                                        + len(theme.wrap(line2, w - 24, p))) + 18 <= h), 16)
    step = 20 if px == 16 else theme.font(px).get_linesize() - 4  # (the lines' glyphs, not their leading)

    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        if fill is not None:
            s.fill(fill)
        rect = s.get_rect().inflate(-4, -4)
        for x in range(rect.x + 8, rect.right - 8, 16):
            pygame.draw.line(s, theme.LINE, (x, rect.y), (x + 8, rect.y), 2)
            pygame.draw.line(s, theme.LINE, (x, rect.bottom), (x + 8, rect.bottom), 2)
        for y in range(rect.y + 8, rect.bottom - 8, 16):
            pygame.draw.line(s, theme.LINE, (rect.x, y), (rect.x, y + 8), 2)
            pygame.draw.line(s, theme.LINE, (rect.right, y), (rect.right, y + 8), 2)
        top, bottom = theme.wrap(line1, w - 24, px, bold=True), theme.wrap(line2, w - 24, px)
        y = h // 2 - 30 if px == 16 else max(8, (h - step * (len(top) + len(bottom)) - 6) // 2)
        for line in top:
            label = theme.text(line, px, theme.TEXT_DIM, bold=True)
            s.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += step
        y += 6
        for line in bottom:
            label = theme.text(line, px, theme.TEXT_DIM)
            s.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += step
        return s
    return art.cached(("lc-slot", tuple(size), line1, line2, fill, px), make)


def draw_turn_arrow(surf, center, r: float, clockwise: bool, colour, width: int = 4) -> None:
    """A circular arrow (the ↻ / ↺ glyphs are not in the font): an arc with an arrowhead."""
    cx, cy = center
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = (cx, cy)
    start, stop = math.radians(40), math.radians(320)
    pygame.draw.arc(surf, colour, rect, start, stop, width)
    # pygame angles go counter-clockwise with y up; the head sits at the end the arrow turns toward
    a = stop if not clockwise else start
    tip = (cx + r * math.cos(a), cy - r * math.sin(a))
    tangent = (-math.sin(a), -math.cos(a)) if not clockwise else (math.sin(a), math.cos(a))
    normal = (math.cos(a), -math.sin(a))
    size = r * 0.55
    back = (tip[0] - tangent[0] * size, tip[1] - tangent[1] * size)
    pygame.draw.polygon(surf, colour, [
        (tip[0] + tangent[0] * size * 0.3, tip[1] + tangent[1] * size * 0.3),
        (back[0] + normal[0] * size * 0.55, back[1] + normal[1] * size * 0.55),
        (back[0] - normal[0] * size * 0.55, back[1] - normal[1] * size * 0.55)])


def turn_arrow_surface(r: int, clockwise: bool) -> pygame.Surface:
    """The direction-of-play arrow, large, on a dark disc (the reverse animation)."""
    def make():
        s = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        c = (r + 4, r + 4)
        pygame.draw.circle(s, (*theme.BG_DARK, 220), c, r + 4)
        draw_turn_arrow(s, c, r * 0.62, clockwise, theme.ACCENT, max(4, r // 8))
        return s
    return art.cached(("lc-turn", r, clockwise), make)


def chevron(surf, center, size: float, pointing: int, colour) -> None:
    """A solid arrowhead pointing right (+1) or left (-1)."""
    cx, cy = center
    pygame.draw.polygon(surf, colour, [(cx + pointing * size, cy), (cx - pointing * size * 0.6, cy - size),
                                       (cx - pointing * size * 0.2, cy), (cx - pointing * size * 0.6, cy + size)])



SEAT_COLOURS = [(88, 150, 220), (220, 120, 90), (110, 190, 120), (200, 170, 70), (170, 120, 210), (90, 190, 190)]


def avatar_mark(names, seat: int) -> str:
    """The seat's initial, or its number where another seat's name starts alike ("AI 1", "AI 2"), so
    the avatar tells the seats apart without its colour."""
    initial = (names[seat][:1] or "?").upper()
    if sum((name[:1] or "?").upper() == initial for name in names) == 1:
        return initial
    return str(seat + 1)


def draw_avatar(surf, centre, r: int, seat: int, names) -> None:
    """A round avatar with the seat's mark (the colour is decoration; the name says who)."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    pygame.draw.circle(surf, colour, centre, r)
    pygame.draw.circle(surf, theme.BG_DARK, centre, r, 2)
    letter = theme.text(avatar_mark(names, seat), round(r * 1.1), theme.BG_DARK, bold=True)
    surf.blit(letter, letter.get_rect(center=(centre[0], centre[1] + 1)))


def tag_surface(text: str, colour, px: int = 16) -> pygame.Surface:
    """A panel's tag ("TURN", "next"): its word ``px`` tall in a pill just taller than its line."""
    def make():
        label = theme.text(text, px, theme.BG_DARK if colour in (theme.ACCENT, theme.WARN) else theme.TEXT, bold=True)
        height = theme.font(px, True).get_linesize() + 2
        s = pygame.Surface((label.get_width() + 18, height), pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=height // 2)
        s.blit(label, label.get_rect(center=s.get_rect().center))
        return s
    return art.cached(("lc-tag", text, tuple(colour), px), make)


def summary_box(title: str, rows: tuple) -> pygame.Surface:
    """The end of a deal: the title, then per seat its name, the cards left in hand (as small
    cards), the penalty they cost and the match total."""
    def make():
        g = grow  # every size grows with the text (at 100 %: as given)
        chip = (g(28), g(40))
        width, row_h = g(720), chip[1] + 10
        heading = theme.wrap(title, width - 48, g(22), bold=True)  # a long reason takes a second line
        if len(heading) > 2:
            heading = [heading[0], theme.fit(" ".join(heading[1:]), width - 48, g(22), True)]
        top = g(54) + g(28) * (len(heading) - 1)
        h = top + 2 + row_h * len(rows) + 12
        box = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(box, theme.BG_DARK, box.get_rect(), border_radius=14)
        pygame.draw.rect(box, theme.WARN, box.get_rect(), 3, border_radius=14)
        for i, line in enumerate(heading):
            box.blit(theme.text(line, g(22), theme.WARN, bold=True), (24, 14 + g(28) * i))
        y = top
        for name, hand, penalty, total in rows:
            box.blit(theme.text(theme.fit(name, g(130), g(18), True), g(18), theme.TEXT, bold=True), (24, y + g(8)))
            cards = [card_data()[c] for c in hand if c in card_data()]
            step = min(chip[0] + 3, g(340) / max(1, len(cards)))
            for i, card in enumerate(cards):
                box.blit(card_chip(card, chip, g(16)), (g(160) + round(i * step), y))
            if not cards:
                box.blit(theme.text(_(NO_CARDS), g(16), theme.TEXT_DIM), (g(160), y + g(10)))
            words = theme.text(deal_row_words(penalty, total), g(18), theme.TEXT if penalty else theme.GOOD,
                               bold=not penalty)
            box.blit(words, words.get_rect(topright=(width - 24, y + g(8))))
            y += row_h
        return box
    return art.fast(make())  # one deal's result: made once, never cached


def persona_sheet(persona: dict, questions: dict, width: int = 520, least_height: int = 0) -> pygame.Surface:
    """An AI seat's persona sheet: its name and its yes / no to every real-life question, ``width``
    wide (a long question wraps) and ``least_height`` tall at least."""
    def make():
        yes = set(persona.get("yes") or [])
        small, big = grow(16), grow(20)  # the text and the title at the player's size
        line, head, left = (20 if small == 16 else small + 2), big + 6, 60 + 3 * (small - 16)
        rows = [(theme.wrap(shown(q), width - 16 - left, small), qid in yes) for qid, q in questions.items()]
        title = theme.wrap(persona_title(persona), width - 32, big, bold=True)
        top = 20 + head * len(title)
        least_gap = 4 if small == 16 else 2  # (rows at the player's size sit closer: the sheet fits its area)
        natural = top + sum(line * len(lines) + least_gap for lines, _yes in rows) + 10
        h = max(least_height, natural)
        gap = least_gap + min(8, (h - natural) // max(1, len(rows)))  # a taller sheet spaces its rows out a little
        s = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (*theme.BG_DARK, 255), s.get_rect(), border_radius=12)  # solid: no words show through
        pygame.draw.rect(s, theme.ACCENT, s.get_rect(), 2, border_radius=12)
        for i, text in enumerate(title):
            s.blit(theme.text(text, big, theme.TEXT, bold=True), (16, 10 + head * i))
        y = top
        for lines, answer in rows:
            word = theme.text(_("yes") if answer else _("no"), small, theme.GOOD if answer else theme.TEXT_DIM,
                              bold=answer)
            s.blit(word, (16, y))
            for text in lines:
                s.blit(theme.text(text, small, theme.TEXT if answer else theme.TEXT_DIM), (left, y))
                y += line
            y += gap
        return s
    return art.cached(("lc-persona", persona.get("id"), len(questions), width, least_height, language(), grow(16)),
                      make)


def question_heading_lines(head: str, width: int, px: int = 18) -> list[str]:
    """The question dialog's heading ("<card> asks you a real-life question:") in at most two lines."""
    lines = theme.wrap(head, width, px, bold=True)
    return lines if len(lines) <= 2 else [lines[0], theme.fit(" ".join(lines[1:]), width, px, True)]



@functools.lru_cache(maxsize=2)
def inspect_sheet(cid: str, lang: str) -> pygame.Surface:
    """The zoom view of one card (right-click): the card large and, beside it, its ruling, in the
    current language ``lang`` (part of the cache key). Kept for the last two cards only (they are large)."""
    card = card_data()[cid]
    width = INSPECT_TEXT_WIDTH
    panel = pygame.Rect(INSPECT[0] + 24, 0, width + 32, INSPECT[1])
    sheet = pygame.Surface((panel.right, INSPECT[1]), pygame.SRCALPHA)
    sheet.blit(card_face(card, INSPECT), (0, 0))
    theme.panel(sheet, panel, theme.BG_DARK, theme.LINE)
    x, y, size = panel.x + 16, 14, 18
    for title, body in inspect_sections(card):
        if not body:
            continue
        theme.blit_text(sheet, theme.fit(title, width, 18, True), (x, y), 18, theme.ACCENT, bold=True)
        y += 26
        for line in theme.wrap(body, width, size):
            if y > INSPECT[1] - 40:
                break
            theme.blit_text(sheet, line, (x, y), size, theme.TEXT)
            y += size + 6
        y += 10
    theme.blit_text(sheet, _(INSPECT_CLOSE), (x, INSPECT[1] - 30), 16, theme.TEXT_DIM)
    return art.fast(sheet)


def catalogue_picture(picture: tuple) -> pygame.Surface | None:
    """A card of the catalogue (``labdesk.games.lab_chaos.catalogue``), at the zoom view's size."""
    return card_face(card_data()[picture[0]], ZOOM)
