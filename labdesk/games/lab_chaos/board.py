"""The Lab Chaos board.

Top: the turn banner (with the direction of play as a turning arrow) and the other players left to
right in seat order from the viewer, arrows between them pointing the way play goes; each panel has
the hand size (backs, or the cards themselves while a reveal lasts), the match penalty, and for AI
seats the persona sheet (hover it for every real-life question and that character's answer).
Middle: deck and discard pile; the spot where each played card is shown large long enough to read
and then lies while its effect is carried out; the "In force" panel with the End card and the
lasting card. Bottom: the prompt line with its buttons, and the viewer's hand, fanned when it is long
(hover a card: it rises and a large copy shows in the middle). Right: the viewer's seat and the log.

Input (only when the viewer may act): click a glowing hand card to play / discard / give / hand it
over / react with it (the engine asks for cards one at a time); click a glowing player panel (or Me)
to choose a player; Draw a card / No (a reaction prompt counts down and says no by itself); Yes / No
in the dialog of a real-life question (honour system). A refused click leaves the state as it was
and shows the rules' reason. Right-click any card for the zoom view: the card large, its ruling, and
its Russian title, text and ruling (the app has no language setting: cards read in English).

Card faces are drawn here: the symbol as a drawn icon (bald scientist, haired scientist, dino,
robot) with its word, the number beside it, the title, the text and badges for instant / End /
lasting, each with an icon and a word: colour is never the only signal. The board never changes the
state: events become short animations with temporary sprites and ``sync()`` redraws the truth.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from labdesk.ui import art, theme
from labdesk.ui.board import BoardScene
from labdesk.ui.scene import Scene
from labdesk.ui.sprites import CardSprite, draw_sprites
from labdesk.ui.tween import Call, Tween, Wait

CARD = (160, 224)  # a hand card: its text is readable as it lies
CREAM = (248, 246, 238)
INK = (30, 30, 36)
INK_DIM = (70, 72, 84)
# Each symbol has its own drawn icon (the shape), a word and a letter: colour is never the only signal.
SYMBOLS = {
    "bald": {"colour": (64, 124, 200), "word": "Bald", "ru": "Лысый", "letter": "B"},
    "haired": {"colour": (160, 92, 196), "word": "Haired", "ru": "Лохматый", "letter": "H"},
    "dino": {"colour": (66, 160, 86), "word": "Dino", "ru": "Дино", "letter": "D"},
    "robot": {"colour": (120, 132, 146), "word": "Robot", "ru": "Робот", "letter": "R"},
}
SKIN = (242, 206, 170)
BADGES = {  # flag -> (label, colour, icon)
    "instant": ("Instant", (236, 176, 40), "bolt"),
    "end": ("End", (214, 72, 66), "flag"),
    "lasting": ("Lasting", (44, 156, 160), "pin"),
}


def lang_text(value, lang: str = "en") -> str:
    """A card field that is either a plain string or {"en": ..., "ru": ...}."""
    if isinstance(value, dict):
        return value.get(lang) or value.get("en") or ""
    return value or ""


# --- the four symbols, drawn --------------------------------------------------------------------
def draw_symbol(surf: pygame.Surface, symbol: str, center, r: float) -> None:
    """The symbol icon in a disc of radius ``r``: a bald head, a head of wild hair, a dinosaur, a robot."""
    cx, cy = center
    colour = SYMBOLS.get(symbol, SYMBOLS["robot"])["colour"]
    pygame.draw.circle(surf, colour, (cx, cy), r)
    pygame.draw.circle(surf, INK, (cx, cy), r, max(1, round(r / 12)))
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
        pygame.draw.circle(surf, INK, (cx, hy), head_r, w)
        if symbol == "bald":  # grey tufts over the ears and a shine on the dome
            for side in (-1, 1):
                pygame.draw.circle(surf, (200, 200, 206), (cx + side * head_r * 0.95, hy - head_r * 0.05),
                                   head_r * 0.3)
            shine = pygame.Rect(0, 0, head_r * 0.7, head_r * 0.45)
            shine.center = (cx - head_r * 0.3, hy - head_r * 0.55)
            pygame.draw.ellipse(surf, (255, 246, 230), shine)
        # round glasses
        for side in (-1, 1):
            pygame.draw.circle(surf, INK, (cx + side * head_r * 0.4, hy), head_r * 0.27, w)
        pygame.draw.line(surf, INK, (cx - head_r * 0.13, hy), (cx + head_r * 0.13, hy), w)
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
        pygame.draw.circle(surf, INK, (body.right + r * 0.12, body.y + r * 0.07), max(1, r * 0.05))
        for lx in (0.25, 0.7):  # legs
            x = body.x + body.width * lx
            pygame.draw.line(surf, green, (x, body.bottom - r * 0.05), (x, body.bottom + r * 0.2), max(2, round(r * 0.13)))
    else:  # robot: square head, antenna, square eyes, a grille
        head = pygame.Rect(0, 0, r * 1.0, r * 0.86)
        head.center = (cx, cy + r * 0.12)
        metal = (222, 228, 234)
        pygame.draw.line(surf, INK, (cx, head.y), (cx, head.y - r * 0.28), w)
        pygame.draw.circle(surf, (236, 90, 80), (cx, head.y - r * 0.32), max(2, r * 0.1))
        pygame.draw.rect(surf, metal, head, border_radius=max(1, round(r * 0.12)))
        pygame.draw.rect(surf, INK, head, w, border_radius=max(1, round(r * 0.12)))
        eye = max(2, round(r * 0.2))
        for side in (-1, 1):
            e = pygame.Rect(0, 0, eye, eye)
            e.center = (cx + side * r * 0.24, head.y + head.height * 0.36)
            pygame.draw.rect(surf, (40, 140, 200), e)
        mouth = pygame.Rect(0, 0, r * 0.56, r * 0.16)
        mouth.center = (cx, head.y + head.height * 0.72)
        pygame.draw.rect(surf, INK, mouth, w)
        for k in range(1, 4):
            x = mouth.x + mouth.width * k / 4
            pygame.draw.line(surf, INK, (x, mouth.y), (x, mouth.bottom - 1), 1)


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


def badge_surface(flag: str, height: int, size: int | None = None) -> pygame.Surface:
    """An Instant / End / Lasting badge: a pill with its icon and word (``size``: the word's pixel
    size, by default from the height)."""
    size = size or max(13, round(height * 0.62))

    def make():
        label, colour, icon = BADGES[flag]
        text = theme.text(label, size, (255, 255, 255), bold=True)
        w = text.get_width() + height + 10
        s = pygame.Surface((w, height), pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=height // 2)
        pygame.draw.rect(s, INK, s.get_rect(), 1, border_radius=height // 2)
        draw_badge_icon(s, icon, (height * 0.55 + 2, height / 2), height * 0.32, (255, 255, 255))
        s.blit(text, text.get_rect(midleft=(height + 2, height / 2)))
        return s
    return art.cached(("lc-badge", flag, height, size), make)


def card_flags(card: dict) -> list[str]:
    return [f for f in ("instant", "end", "lasting") if card.get(f)]


# The smallest text on a hand card or a pile card (at 1600x900): 14 px for the text, 14 px for the
# badges and the symbol's word; the title is 17 px bold. The large views scale these up.
LEAST_TEXT = 14


def face_text(card: dict, size, lang: str = "en") -> str:
    """The text printed on a face. On the small faces (hand and piles) a leading "Instant:" or
    "End:" is left out: the badge at the bottom of the card says it (the zoom view has every word)."""
    text = lang_text(card.get("text"), lang)
    if size[0] > CARD[0]:
        return text
    for flag in card_flags(card):
        word = BADGES[flag][0] + ":"
        if text.lower().startswith(word.lower()) and len(text) > len(word) + 1:
            rest = text[len(word):].lstrip()
            return rest[:1].upper() + rest[1:]
    return text


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


def card_text_layout(card: dict, size=CARD, lang: str = "en") -> dict:
    """Where a face's words go: the top row (symbol, number, the symbol's word), title lines, body
    lines and their sizes, and whether the body had to be cut short (never at the zoom sizes: a test
    checks every card). No text on a hand card is smaller than ``LEAST_TEXT``."""
    w, h = size
    k = w / CARD[0]
    pad = round(7 * k)
    icon_r = round(19 * k)
    top_h = pad + 2 * icon_r + round(5 * k)  # where the title starts
    title_size = max(LEAST_TEXT, round(17 * k))
    title_step = round(title_size * 1.1)
    title = theme.wrap(lang_text(card.get("title"), lang), w - 2 * pad, title_size, bold=True)
    title_cut = len(title) > 3
    title = title[:3]
    # the rule under the title clears the last line's descenders; the body starts just below it
    rule_y = top_h + (len(title) - 1) * title_step + theme.font(title_size, True).get_height()
    y = rule_y + round(3 * k)
    badge_h = max(18, round(21 * k))
    bottom = h - pad - (badge_h + round(4 * k) if card_flags(card) else 0)
    text = face_text(card, size, lang)
    small = max(LEAST_TEXT - 1, round(LEAST_TEXT * k))  # badges, the symbol's word, the body at worst
    # the large views have room to spare: there the text may shrink further before it is cut
    least = small if k <= 1 else max(LEAST_TEXT, round(12 * k))
    body, body_size = _fit_lines(text, w - 2 * pad, bottom - y, max(LEAST_TEXT, round(16 * k)), least)
    cut = title_cut or (bool(body) and body[-1].endswith("…") and not text.endswith("…"))
    return {"k": k, "pad": pad, "icon_r": icon_r, "top_h": top_h, "title": title, "title_size": title_size,
            "title_step": title_step, "rule_y": rule_y, "body": body, "body_size": body_size, "body_y": y,
            "badge_h": badge_h, "badge_size": small, "type_size": small, "cut": cut}


def card_face(card: dict, size=CARD, lang: str = "en") -> pygame.Surface:
    """A Lab Chaos card: symbol icon top-left with the number beside it, the symbol's word, the
    title, the text and badges (instant / End / lasting)."""
    def make():
        w, h = size
        lay = card_text_layout(card, size, lang)
        k, pad, icon_r = lay["k"], lay["pad"], lay["icon_r"]
        sym = SYMBOLS.get(card.get("symbol"), SYMBOLS["robot"])
        s = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, round(10 * k))
        pygame.draw.rect(s, CREAM, s.get_rect(), border_radius=radius)
        edge = max(2, round(4 * k))
        pygame.draw.rect(s, sym["colour"], s.get_rect(), edge, border_radius=radius)
        draw_symbol(s, card.get("symbol", "robot"), (pad + icon_r + 1, pad + icon_r + 1), icon_r)
        # the number in a round seal right of the symbol: in an overlapping hand the left edge of
        # every card shows its symbol, number and title
        nr = round(16 * k)
        centre = (pad + 2 * icon_r + round(5 * k) + nr, pad + icon_r + 1)
        pygame.draw.circle(s, (255, 255, 255), centre, nr)
        pygame.draw.circle(s, INK, centre, nr, max(1, round(2 * k)))
        num = theme.text(str(card.get("number", "")), round(21 * k), INK, bold=True)
        s.blit(num, num.get_rect(center=(centre[0], centre[1] + 1)))
        # the symbol's word at the right of the top line
        word = sym["word"] if lang == "en" else sym["ru"]
        room = w - pad - (centre[0] + nr + round(4 * k))
        type_label = theme.text(theme.fit(word, room, lay["type_size"]), lay["type_size"], INK_DIM)
        s.blit(type_label, type_label.get_rect(midright=(w - pad, pad + icon_r + 1)))
        y = lay["top_h"]
        for line in lay["title"]:
            s.blit(theme.text(line, lay["title_size"], INK, bold=True), (pad, y))
            y += lay["title_step"]
        pygame.draw.line(s, sym["colour"], (pad * 2, lay["rule_y"]), (w - pad * 2, lay["rule_y"]), max(1, round(2 * k)))
        y = lay["body_y"]
        for line in lay["body"]:
            s.blit(theme.text(line, lay["body_size"], INK), (pad, y))
            y += round(lay["body_size"] * 1.15)
        bx = pad
        for flag in card_flags(card):
            b = badge_surface(flag, lay["badge_h"], lay["badge_size"])
            s.blit(b, (bx, h - pad - lay["badge_h"]))
            bx += b.get_width() + round(4 * k)
        return s
    return art.cached(("lc-face", card.get("id"), tuple(size), lang), make)


def dimmed_face(card: dict, size=CARD) -> pygame.Surface:
    """The face greyed out: a card that cannot be used at this moment."""
    def make():
        face = card_face(card, size).copy()
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 24, 30, 120), veil.get_rect(), border_radius=max(4, round(10 * size[0] / CARD[0])))
        face.blit(veil, (0, 0))
        return face
    return art.cached(("lc-dim", card.get("id"), tuple(size)), make)


def card_back(size=CARD) -> pygame.Surface:
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (58, 48, 92), s.get_rect(), border_radius=max(4, w // 14))
        pygame.draw.rect(s, (236, 230, 250), s.get_rect().inflate(-max(6, w // 12), -max(6, w // 12)),
                         max(1, w // 60), border_radius=max(3, w // 16))
        if w >= 40:
            r = w * 0.16
            for i, sym in enumerate(SYMBOLS):  # the four symbols in a diamond
                a = -math.pi / 2 + i * math.pi / 2
                draw_symbol(s, sym, (w / 2 + w * 0.22 * math.cos(a), h / 2 + w * 0.22 * math.sin(a)), r)
        return s
    return art.cached(("lc-back", tuple(size)), make)


def card_chip(card: dict, size=(36, 50)) -> pygame.Surface:
    """A tiny card (a revealed hand on an opponent's panel): symbol and number only."""
    def make():
        w, h = size
        sym = SYMBOLS.get(card.get("symbol"), SYMBOLS["robot"])
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, CREAM, s.get_rect(), border_radius=5)
        pygame.draw.rect(s, sym["colour"], s.get_rect(), 3, border_radius=5)
        draw_symbol(s, card.get("symbol", "robot"), (w / 2, h * 0.33), w * 0.34)
        num = theme.text(str(card.get("number", "")), 16, INK, bold=True)
        s.blit(num, num.get_rect(center=(w / 2, h * 0.78)))
        return s
    return art.cached(("lc-chip", card.get("id"), tuple(size)), make)


def card_placeholder(size, line1: str, line2: str = "", fill=None) -> pygame.Surface:
    """An empty slot on the table (no End card / no lasting card): a dashed outline and a note
    (on ``fill`` when it must hide what lies under it)."""
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
        y = h // 2 - 30
        for line in theme.wrap(line1, w - 24, 16, bold=True):
            label = theme.text(line, 16, theme.TEXT_DIM, bold=True)
            s.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += 20
        y += 6
        for line in theme.wrap(line2, w - 24, 16):
            label = theme.text(line, 16, theme.TEXT_DIM)
            s.blit(label, label.get_rect(midtop=(w / 2, y)))
            y += 20
        return s
    return art.cached(("lc-slot", tuple(size), line1, line2, fill), make)


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


# --- card data and small table pieces ----------------------------------------------------------------
_card_dicts: dict = {}


def deck():
    """The engine's loaded, schema-checked deck (effects.load() is cached)."""
    from labdesk.games.lab_chaos import effects

    return effects.load()


def card_data() -> dict:
    """Card id -> the card as a plain dict (title/text/ruling in en and ru, symbol, number, flags,
    condition), made once per loaded deck."""
    d = deck()
    if _card_dicts.get("deck") is not d:
        _card_dicts.clear()
        _card_dicts["deck"] = d
        _card_dicts["cards"] = {cid: {"id": c.id, "title": c.title, "text": c.text, "symbol": c.symbol,
                                      "number": c.number, "instant": c.instant, "end": c.end,
                                      "lasting": c.lasting, "condition": c.condition, "trigger": c.trigger,
                                      "ruling": c.ruling} for cid, c in d.cards.items()}
    return _card_dicts["cards"]


def question_texts() -> dict:
    """Question id -> {"en": ..., "ru": ...}."""
    return deck().questions


def persona_by_id(pid: str | None) -> dict | None:
    if pid is None:
        return None
    return next((p for p in deck().personas if p.get("id") == pid), None)


def question_of(card: dict) -> str | None:
    """The real-life question in a card's condition (robo cards), or None."""
    def walk(node):
        if isinstance(node, dict):
            if isinstance(node.get("question"), str):
                return node["question"]
            for value in node.values():
                found = walk(value)
                if found:
                    return found
        elif isinstance(node, list):
            for value in node:
                found = walk(value)
                if found:
                    return found
        return None
    return walk(card.get("condition"))


def card_action_for(cid, pending: dict | None):
    """What a click on hand card ``cid`` means in this decision (play it, discard it, give it,
    hand it over, react with it, or - when the decision is not about cards - play it): used to let
    the rules explain why a click is refused."""
    from labdesk.games.lab_chaos import rules

    kind = (pending or {}).get("kind")
    if kind in rules.CARD_DECISIONS:
        return rules.CARD_DECISIONS[kind](cid)
    if kind == "react":
        return rules.React(cid)
    return rules.PlayCard(cid)


SEAT_COLOURS = [(88, 150, 220), (220, 120, 90), (110, 190, 120), (200, 170, 70), (170, 120, 210), (90, 190, 190)]


def draw_avatar(surf, centre, r: int, seat: int, name: str) -> None:
    """A round avatar with the seat's initial (the colour is decoration; the name says who)."""
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    pygame.draw.circle(surf, colour, centre, r)
    pygame.draw.circle(surf, theme.BG_DARK, centre, r, 2)
    letter = theme.text((name[:1] or "?").upper(), round(r * 1.1), theme.BG_DARK, bold=True)
    surf.blit(letter, letter.get_rect(center=(centre[0], centre[1] + 1)))


def tag_surface(text: str, colour) -> pygame.Surface:
    def make():
        label = theme.text(text, 16, theme.BG_DARK if colour == theme.ACCENT else theme.TEXT, bold=True)
        s = pygame.Surface((label.get_width() + 18, 24), pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=12)
        s.blit(label, label.get_rect(center=s.get_rect().center))
        return s
    return art.cached(("lc-tag", text, tuple(colour)), make)


def text_box(string: str, size: int, colour=theme.TEXT) -> pygame.Surface:
    """A caption (one or two lines) on a dark rounded box: what just happened on the table."""
    def make():
        lines = theme.wrap(string, CAPTION_WIDTH, size, bold=True)
        if len(lines) > 2:
            lines = [lines[0], theme.fit(" ".join(lines[1:]), CAPTION_WIDTH, size, True)]
        labels = [theme.text(line, size, colour, bold=True) for line in lines]
        w = max(label.get_width() for label in labels) + 40
        h = sum(label.get_height() for label in labels) + 18
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.BG_DARK, 235), box.get_rect(), border_radius=12)
        pygame.draw.rect(box, theme.ACCENT, box.get_rect(), 3, border_radius=12)
        y = 9
        for label in labels:
            box.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += label.get_height()
        return box
    return art.cached(("lc-text", string, size, tuple(colour)), make)


def summary_box(title: str, rows: tuple) -> pygame.Surface:
    """The end of a deal: the title, then per seat its name, the cards left in hand (as small
    cards), the penalty they cost and the match total."""
    def make():
        chip = (28, 40)
        width, row_h = 720, chip[1] + 10
        h = 56 + row_h * len(rows) + 12
        box = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(box, theme.BG_DARK, box.get_rect(), border_radius=14)
        pygame.draw.rect(box, theme.WARN, box.get_rect(), 3, border_radius=14)
        box.blit(theme.text(theme.fit(title, width - 48, 22, True), 22, theme.WARN, bold=True), (24, 14))
        y = 54
        for name, hand, penalty, total in rows:
            box.blit(theme.text(theme.fit(name, 130, 18, True), 18, theme.TEXT, bold=True), (24, y + 8))
            cards = [card_data()[c] for c in hand if c in card_data()]
            step = min(chip[0] + 3, 340 / max(1, len(cards)))
            for i, card in enumerate(cards):
                box.blit(card_chip(card, chip), (160 + round(i * step), y))
            if not cards:
                box.blit(theme.text("no cards", 16, theme.TEXT_DIM), (160, y + 10))
            words = theme.text(f"+{penalty} · total {total}", 18, theme.TEXT if penalty else theme.GOOD, bold=not penalty)
            box.blit(words, words.get_rect(topright=(width - 24, y + 8)))
            y += row_h
        return box
    return art.cached(("lc-summary", title, rows), make)


def persona_sheet(persona: dict, questions: dict) -> pygame.Surface:
    """An AI seat's persona sheet: its name and its yes / no to every real-life question."""
    def make():
        yes = set(persona.get("yes") or [])
        rows = [(lang_text(q), qid in yes) for qid, q in questions.items()]
        width = 520
        title = theme.text(theme.fit(f"{lang_text(persona.get('name'))}: persona sheet", width - 32, 20, True), 20,
                           theme.TEXT, bold=True)
        h = 48 + 24 * len(rows) + 10
        s = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(s, (*theme.BG_DARK, 245), s.get_rect(), border_radius=12)
        pygame.draw.rect(s, theme.ACCENT, s.get_rect(), 2, border_radius=12)
        s.blit(title, (16, 10))
        y = 46
        for text, answer in rows:
            word = theme.text("yes" if answer else "no", 16, theme.GOOD if answer else theme.TEXT_DIM, bold=answer)
            s.blit(word, (16, y))
            s.blit(theme.text(theme.fit(text, width - 80, 16), 16, theme.TEXT if answer else theme.TEXT_DIM), (60, y))
            y += 24
        return s
    return art.cached(("lc-persona", persona.get("id"), len(questions)), make)


# ======================= the board scene ===========================================================
PILE = (150, 210)  # deck, discard pile, End and lasting slots
ZOOM = (240, 336)  # a played card shown large in the middle of the table; the hover preview
INSPECT = (320, 448)  # the zoom view (right-click a card)
BACK_MINI = (34, 48)  # opponents' hands
CHIP = (34, 48)  # a revealed card on an opponent's panel
READ_SECONDS = 2.0  # a played card stays large this long (at speed 1) before its effect plays
OWN_READ_SECONDS = 0.5  # ... shorter for the viewer's own card: they have just read it
REACTION_SECONDS = 8.0  # a human's reaction prompt answers "No" by itself after this (real time)
PANEL_GAP = 40  # between opponent panels: room for the direction arrow
CAPTION_WIDTH = 420  # event captions stay on the table, right of the piles (two lines at most)


def count_words(n: int) -> str:
    """"1 card", "7 cards" (the discard pile said "1 cards")."""
    return f"{n} card" if n == 1 else f"{n} cards"


def question_heading_lines(head: str, width: int) -> list[str]:
    """The question dialog's heading ("<card> asks you a real-life question:") in at most two lines."""
    lines = theme.wrap(head, width, 18, bold=True)
    return lines if len(lines) <= 2 else [lines[0], theme.fit(" ".join(lines[1:]), width, 18, True)]


class FanCard(CardSprite):
    """A hand card: turned with smooth (anti-aliased) rotation, so its text stays readable while
    it lies at an angle in the fan."""

    def image(self) -> pygame.Surface:
        angle = self.angle
        if not angle:
            return super().image()
        self.angle = 0.0
        try:
            flat = super().image()
        finally:
            self.angle = angle
        key = (self._cache_key, round(angle, 1))  # what the flat image was made from, and the turn
        if getattr(self, "_turned", None) is None or self._turned[0] != key:
            self._turned = (key, pygame.transform.rotozoom(flat, angle, 1.0))
        return self._turned[1]


class Board(BoardScene):
    name = "lab-chaos"
    layout_name = "lab-chaos"

    # ======================= construction ==========================================================
    def build(self) -> None:
        lay = self.layout
        self.rects = {n: lay.rect(n) for n in (
            "banner", "opponents", "table", "deck", "discard", "direction", "in_force", "end_slot",
            "lasting_slot", "prompt", "hand", "me", "log", "dialog")}
        self.zoom_point = lay.point("zoom")
        self.buttons = [pygame_gui.elements.UIButton(lay.rect(f"btn_{i}"), "", manager=self.app.manager,
                                                      container=self.ui) for i in (1, 2, 3)]
        self.button_actions: list = [None, None, None]
        d = self.rects["dialog"]
        self.dlg_yes = pygame_gui.elements.UIButton(
            pygame.Rect(d.right - 300, d.bottom - 64, 130, 46), "Yes", manager=self.app.manager, container=self.ui,
            object_id=pygame_gui.core.ObjectID(class_id="@primary_button"))
        self.dlg_no = pygame_gui.elements.UIButton(
            pygame.Rect(d.right - 156, d.bottom - 64, 130, 46), "No", manager=self.app.manager, container=self.ui)
        self.flying: list = []
        self.in_play_sprites: dict = {}  # card id -> its sprite in the middle while it resolves
        # the cards resolving when the view was synced (a choice was pending), as sprites: when the
        # card is done it moves on from where it lies (it used to jump to the middle of the table,
        # and a copy stayed in the background while it flew)
        self.resting: list[CardSprite] = []
        self.hand_sprites: list[CardSprite] = []
        self.asked_card = None  # the robo card whose real-life question is being asked
        self.reaction_left: float | None = None  # seconds left on a human's reaction prompt
        self.handed_at: int | None = None  # the match version when the screen was last handed over
        self._reaction_key = None
        self.glow_clock = 0.0
        self.mouse = (-1, -1)
        self.table = pygame.Surface(self.app.size).convert()
        self.background = self._background()

    def _background(self) -> pygame.Surface:
        bg = pygame.Surface(self.app.size).convert()
        bg.fill(theme.BG)
        r = self.rects
        theme.panel(bg, r["table"], (30, 44, 40), (60, 90, 80))  # the green baize of the lab table
        theme.panel(bg, r["in_force"], theme.PANEL)
        theme.blit_text(bg, "In force", (r["in_force"].x + 12, r["in_force"].y + 6), 16, theme.TEXT_DIM, bold=True)
        for name, title in (("end_slot", "End card"), ("lasting_slot", "Lasting card")):
            theme.blit_text(bg, title, (r[name].centerx, r[name].y - 6), 16, theme.TEXT_DIM, bold=True,
                            anchor="midbottom")
        for name, title in (("deck", "Deck"), ("discard", "Discard pile")):
            theme.blit_text(bg, title, (r[name].centerx, r[name].y - 6), 16, theme.TEXT_DIM, bold=True,
                            anchor="midbottom")
        self.draw_log_panel(bg, r["log"])
        return bg

    # ======================= geometry ==============================================================
    def others(self) -> list[int]:
        """The other seats in seat order from the viewer: left to right across the top."""
        n = self.n_players()
        return [(self.me + i) % n for i in range(1, n)]

    def panel_rect(self, seat: int) -> pygame.Rect:
        others = self.others()
        area = self.rects["opponents"]
        k = len(others)
        w = min(330, (area.width - PANEL_GAP * (k - 1)) // k)
        gap = min(140, (area.width - k * w) // max(1, k - 1)) if k > 1 else 0
        x0 = area.x + (area.width - (k * w + (k - 1) * gap)) // 2
        i = others.index(seat)
        return pygame.Rect(x0 + i * (w + gap), area.y, w, area.height)

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where cards fly to and from for a seat."""
        if seat == self.me and self.viewer is not None:
            return self.rects["hand"].center
        if seat == self.me:
            return self.rects["me"].center
        p = self.panel_rect(seat)
        return (p.x + 100, p.y + 100)

    def hand_positions(self, n: int) -> list[tuple[tuple[int, int], float]]:
        """Centre and angle of each of n hand cards: side by side while they fit, then a fan that
        overlaps them (the hovered card straightens and comes to the front)."""
        area = self.rects["hand"]
        if n == 0:
            return []
        w = CARD[0]
        step = min(w + 8, (area.width - w - 20) / max(1, n - 1)) if n > 1 else 0
        total = w + step * (n - 1)
        x0 = area.centerx - total / 2 + w / 2
        fan = step < w * 0.86  # overlapping a lot: bend the row a little so each card's corner shows
        out = []
        for i in range(n):
            t = (i - (n - 1) / 2) / max(1, (n - 1) / 2)  # -1 .. 1
            angle = -t * min(5.0, 0.5 * n) if fan else 0.0
            y = area.y + 2 + CARD[1] / 2 + (abs(t) ** 2 * 5 if fan else 0)
            out.append(((round(x0 + i * step), round(y)), angle))
        return out

    # ======================= reading the observation ===============================================
    # (one place that knows the observation's keys and the action classes)
    def n_players(self) -> int:
        return self.obs["players"]

    def card(self, cid) -> dict:
        return card_data()[cid]

    def hand_ids(self) -> list:
        return list(self.obs["hand"]) if self.viewer is not None else []

    def hand_size(self, seat: int) -> int:
        return self.obs["hand_sizes"][seat]

    def revealed(self, seat: int) -> list | None:
        """A hand shown to everyone (a reveal effect), or None while it is hidden."""
        ids = (self.obs.get("revealed") or {}).get(str(seat))
        return list(ids) if ids is not None else None

    def persona(self, seat: int) -> dict | None:
        personas = self.obs.get("personas") or []
        return persona_by_id(personas[seat]) if seat < len(personas) else None

    def questions(self) -> dict:
        return question_texts()

    def turn_seat(self) -> int | None:
        return None if self.obs.get("phase") == "over" else self.obs.get("turn")

    def next_seat(self) -> int | None:
        """Who plays after the turn player (skips and "play again" counted)."""
        turn = self.turn_seat()
        if turn is None:
            return None
        if self.obs.get("plays_again"):
            return turn
        n = self.n_players()
        return (turn + self.direction() * (1 + self.obs.get("skips", 0))) % n

    def direction(self) -> int:
        return self.obs.get("direction", 1)

    def pending(self) -> dict | None:
        return self.obs.get("pending")

    def scores(self) -> list:
        return self.obs.get("match_scores") or [0] * self.n_players()

    def resolving_card(self) -> str | None:
        """The card whose effect is being carried out (it lies in the middle of the table)."""
        in_play = self.obs.get("in_play") or []
        return in_play[-1] if in_play else None

    # ======================= actions: what a click means ============================================
    @staticmethod
    def classify(action) -> tuple:
        """("card", id) for an action about one hand card (play, react, discard, give, hand over:
        the engine asks for cards one at a time), ("seat", s) for choosing a player, ("answer",
        bool) for yes/no, ("button", None) for the rest (draw, pass), which become buttons."""
        fields = dict(getattr(action, "__dict__", {}))
        for name in ("card",):
            if name in fields and fields[name] is not None:
                return ("card", fields[name])
        for name in ("seat", "target", "player"):
            if isinstance(fields.get(name), int):
                return ("seat", fields[name])
        for name in ("answer", "yes"):
            if isinstance(fields.get(name), bool):
                return ("answer", fields[name])
        return ("button", None)

    def actions_by_kind(self) -> dict:
        """The viewer's legal actions sorted by what a click means (cached per change of the match)."""
        key = (self.version, self.viewer, self.can_act())
        cached = getattr(self, "_kinds", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        out: dict = {"card": {}, "seat": {}, "answer": {}, "button": []}
        self._kinds = (key, out)
        for action in self.legal_actions():
            kind, value = self.classify(action)
            if kind == "card":
                out["card"].setdefault(value, action)
            elif kind == "seat":
                out["seat"].setdefault(value, action)
            elif kind == "answer":
                out["answer"][value] = action
            else:
                out[kind].append(action)
        return out

    def action_label(self, action) -> str:
        """How an action reads on the hint toast: card titles and player names, not ids."""
        kind, value = self.classify(action)
        name = type(action).__name__
        if kind == "card" and value in card_data():
            title = f"“{lang_text(self.card(value)['title'])}”"
            verb = {"PlayCard": "play", "DiscardCard": "discard", "GiveCard": "give",
                    "HandOver": "hand over", "React": "react with"}.get(name, str(action).split(" ")[0])
            return f"{verb} {title}"
        if kind == "seat" and isinstance(value, int) and value < len(self.names):
            return f"choose {self.names[value]}"
        if kind == "answer":
            return f"answer {'yes' if value else 'no'}"
        return {"DrawCard": "draw a card", "Pass": "do not react"}.get(name, str(action))

    # ======================= sync: the view from the observation ===================================
    def sync(self) -> None:
        self.flying.clear()
        self.in_play_sprites.clear()
        self.resting = []
        for i, cid in enumerate(self.obs.get("in_play") or []):
            rest = CardSprite(card_face(self.card(cid), PILE), pos=self.in_play_spot(i), key=("in_play", i, cid))
            self.resting.append(rest)
            self.in_play_sprites[cid] = rest
        p = self.pending()
        if not (p and p.get("kind") == "question"):
            self.asked_card = None
        acting = self.can_act()
        kinds = self.actions_by_kind() if acting else None
        ids = self.hand_ids()
        self.hand_sprites = []
        for i, ((pos, angle), cid) in enumerate(zip(self.hand_positions(len(ids)), ids)):
            usable = kinds is not None and cid in kinds["card"]
            # while the viewer chooses, the cards that cannot be used now are dimmed and the usable
            # ones get a halo: brightness and shape, not only a colour
            face = card_face(self.card(cid)) if kinds is None or usable else dimmed_face(self.card(cid))
            s = FanCard(face, card_back(), pos=pos, key=("hand", i, cid), hoverable=True)
            s.angle = angle
            s.rest = (pos, angle)
            s.usable = usable
            self.hand_sprites.append(s)
        self._update_buttons(kinds)
        self._update_reaction_timer(kinds)
        self._render_table()

    def _update_buttons(self, kinds) -> None:
        """The prompt line's buttons: whatever is legal now and is not a click on a card or a
        player (draw, "No" to a reaction, "Me" when the player may choose themselves); the yes/no
        of a real-life question go in its dialog."""
        entries: list[tuple[str, object]] = []
        answers = kinds["answer"] if kinds is not None else {}
        if kinds is not None:
            for action in kinds["button"]:
                entries.append((self.button_text(action), action))
            if self.me in kinds["seat"] and self.viewer is not None:
                entries.append(("Me", kinds["seat"][self.me]))
        self.button_actions = [None, None, None]
        for i, button in enumerate(self.buttons):
            if i < len(entries):
                text, action = entries[i]
                button.set_text(theme.fit(text, button.rect.width - 16, 18))
                self.button_actions[i] = action
                button.show()
            else:
                button.hide()
        for button in (self.dlg_yes, self.dlg_no):
            button.show() if answers else button.hide()

    def button_text(self, action) -> str:
        name = type(action).__name__
        if name == "DrawCard":
            return "Draw a card"
        if name == "Pass":
            return "No"
        words = str(action)
        return words[:1].upper() + words[1:]

    def reaction_pending(self) -> bool:
        p = self.pending()
        return bool(p) and p.get("kind") == "react"

    def _update_reaction_timer(self, kinds) -> None:
        if kinds is not None and self.reaction_pending():
            key = (self.version, self.viewer)
            if self._reaction_key != key:
                self._reaction_key = key
                self.reaction_left = REACTION_SECONDS
        else:
            self.reaction_left = None
            self._reaction_key = None

    def _show_countdown(self) -> None:
        """The reaction prompt's "No" button counts the seconds down."""
        secs = max(0, math.ceil(self.reaction_left or 0))
        for button, action in zip(self.buttons, self.button_actions):
            if action is not None and type(action).__name__ == "Pass":
                text = f"No ({secs})"
                if button.text != text:
                    button.set_text(text)

    def pass_action(self):
        """The "No, I do not react" action of a reaction prompt."""
        for action in self.legal_actions():
            if self.classify(action)[0] == "button":
                return action
        return None

    # ======================= the table picture (rebuilt in sync) ====================================
    def _render_table(self) -> None:
        surf = self.table
        surf.blit(self.background, (0, 0))
        obs = self.obs
        r = self.rects
        # deck and discard pile
        deck_n, discard_n = obs.get("deck_count", 0), len(obs.get("discard") or [])
        if deck_n:
            for k in range(min(3, deck_n) - 1, -1, -1):  # a little depth
                surf.blit(card_back(PILE), r["deck"].move(-2 * k, -2 * k))
        else:
            surf.blit(card_placeholder(PILE, "Deck empty", "the discard pile is shuffled in"), r["deck"])
        theme.blit_text(surf, count_words(deck_n), (r["deck"].centerx, r["deck"].bottom + 4), 16, theme.TEXT_DIM,
                        anchor="midtop")
        top = obs.get("discard_top")
        if top is not None:
            surf.blit(card_face(self.card(top), PILE), r["discard"])
        else:
            surf.blit(card_placeholder(PILE, "Empty"), r["discard"])
        theme.blit_text(surf, count_words(discard_n), (r["discard"].centerx, r["discard"].bottom + 4), 16,
                        theme.TEXT_DIM, anchor="midtop")
        # cards still resolving (a choice is pending) lie in the middle
        in_play = obs.get("in_play") or []  # their faces are sprites (self.resting): they move on
        if in_play:
            top = self.in_play_spot(0)[1] - PILE[1] // 2 - 4
            theme.blit_text(surf, "Being carried out", (self.in_play_spot(0)[0], top), 16, theme.TEXT_DIM, bold=True,
                            anchor="midbottom")
        # in force: the End card and the lasting card
        end, lasting = obs.get("end_card"), obs.get("lasting_card")
        surf.blit(card_face(self.card(end), PILE) if end is not None else
                  card_placeholder(PILE, "No End card", "Win by emptying your hand on your turn"), r["end_slot"])
        surf.blit(card_face(self.card(lasting), PILE) if lasting is not None else
                  card_placeholder(PILE, "No lasting card"), r["lasting_slot"])
        for i, note in enumerate(("Point at any card to read it large;", "right-click it for its ruling")):
            theme.blit_text(surf, note, (r["in_force"].centerx, r["end_slot"].bottom + 8 + 21 * i), 16,
                            theme.TEXT_DIM, anchor="midtop")
        self._draw_direction(surf)
        for seat in self.others():
            self._draw_panel(surf, seat)
        self._draw_me(surf)

    def _draw_direction(self, surf) -> None:
        """A circular arrow (clockwise = increasing seat order, left to right across the top) and
        the next few seats in the order of play; arrows between the opponent panels too."""
        box = self.rects["direction"]
        forward = self.direction() >= 0
        draw_turn_arrow(surf, (box.x + 24, box.centery), 17, forward, theme.ACCENT, 4)
        theme.blit_text(surf, "Play goes", (box.x + 52, box.y + 2), 16, theme.TEXT_DIM)
        order = self.play_order()
        names = " > ".join(self.names[s] for s in order[:4])
        theme.blit_text(surf, theme.fit(names + (" > ..." if len(order) > 4 else ""), box.width - 56, 18, True),
                        (box.x + 52, box.y + 22), 18, theme.TEXT, bold=True)
        others = self.others()
        for a, b in zip(others, others[1:]):
            ra, rb = self.panel_rect(a), self.panel_rect(b)
            centre = ((ra.right + rb.x) // 2, ra.centery)
            chevron(surf, centre, 11, 1 if forward else -1, theme.ACCENT)

    def play_order(self) -> list[int]:
        """Seats from the one whose turn it is, in the direction of play."""
        n = self.n_players()
        start = self.turn_seat()
        if start is None:
            return []
        step = 1 if self.direction() >= 0 else -1
        return [(start + step * i) % n for i in range(n)]

    def seat_tags(self, seat: int) -> list[str]:
        tags = []
        if seat == self.turn_seat():
            tags.append("TURN")
        elif seat == self.next_seat():
            tags.append("next")
        return tags

    def _draw_panel(self, surf, seat: int) -> None:
        p = self.panel_rect(seat)
        turn = seat == self.turn_seat()
        theme.panel(surf, p, theme.PANEL, theme.ACCENT if turn else theme.LINE, width=4 if turn else 2)
        s = self.match.seats[seat]
        draw_avatar(surf, (p.x + 36, p.y + 38), 26, seat, self.names[seat])
        tags = self.seat_tags(seat)
        tag_w = 0
        if tags:
            tag = tag_surface(tags[0], theme.ACCENT if turn else theme.PANEL_LIGHT)
            tag_w = tag.get_width() + 8
            surf.blit(tag, (p.right - tag.get_width() - 10, p.y + 10))
        theme.blit_text(surf, theme.fit(self.names[seat], p.width - 86 - tag_w, 20, True), (p.x + 72, p.y + 10), 20,
                        theme.TEXT, bold=True)
        kind = "Human" if s.kind == "human" else f"AI {s.level}"
        score = self.scores()[seat]
        theme.blit_text(surf, theme.fit(f"{kind} · penalty {score}", p.width - 86, 16), (p.x + 72, p.y + 38), 16,
                        theme.TEXT_DIM)
        # the hand: backs (or the revealed cards) and the count
        n = self.hand_size(seat)
        shown = self.revealed(seat)
        y = p.y + 74
        count = theme.text(f"{n}", 30, theme.TEXT, bold=True)
        surf.blit(count, (p.x + 14, y + 2))
        theme.blit_text(surf, "card" if n == 1 else "cards", (p.x + 14, y + 36), 16, theme.TEXT_DIM)
        x0, room = p.x + 70, p.width - 84
        if shown is not None:
            for cid, rect in self.chip_rects(seat, shown):
                surf.blit(card_chip(self.card(cid), CHIP), rect)
            theme.blit_text(surf, "revealed", (p.right - 12, y - 16), 16, theme.WARN, anchor="topright")
        else:
            k = min(n, 14)
            step = min(16, (room - BACK_MINI[0]) / max(1, k - 1)) if k > 1 else 0
            for i in range(k):
                surf.blit(card_back(BACK_MINI), (round(x0 + i * step), y + 4))
        # the persona sheet (AI seats): what this character would answer "yes" to
        persona = self.persona(seat)
        y = p.y + 134
        if persona is not None:
            yes = persona.get("yes") or []
            words = ", ".join(self.trait(q) for q in yes) if yes else "nothing"
            text = f"{lang_text(persona.get('name'))} says yes to: {words}"
        else:  # a person: the answers they gave so far are public
            said = (self.obs.get("answers") or {}).get(str(seat)) or {}
            yes = [q for q, a in said.items() if a]
            text = f"Said yes to: {', '.join(self.trait(q) for q in yes)}" if yes else "Answers real-life questions"
        lines = theme.wrap(text, p.width - 24, 16)
        if len(lines) > 2:
            lines = lines[:2]
            lines[1] = theme.fit(lines[1] + " …", p.width - 24, 16)
        for line in lines:
            theme.blit_text(surf, line, (p.x + 12, y), 16, theme.TEXT_DIM)
            y += 20

    def chip_rects(self, seat: int, shown: list) -> list[tuple[str, pygame.Rect]]:
        """Where a revealed hand's cards lie on an opponent's panel (hover or right-click one)."""
        p = self.panel_rect(seat)
        x0, room = p.x + 70, p.width - 84
        step = min(CHIP[0] + 4, (room - CHIP[0]) / max(1, len(shown) - 1)) if len(shown) > 1 else 0
        return [(cid, pygame.Rect(round(x0 + i * step), p.y + 78, *CHIP)) for i, cid in enumerate(shown)]

    def trait(self, qid: str) -> str:
        """A short word for a real-life question (the persona sheet); the full question on hover."""
        return qid.replace("_", " ")

    def _draw_me(self, surf) -> None:
        box = self.rects["me"]
        seat = self.me
        turn = seat == self.turn_seat()
        theme.panel(surf, box, theme.PANEL, theme.ACCENT if turn else theme.LINE, width=4 if turn else 2)
        draw_avatar(surf, (box.x + 36, box.y + 38), 26, seat, self.names[seat])
        title = self.names[seat]
        tags = self.seat_tags(seat)
        tag_w = 0
        if tags:
            tag = tag_surface(tags[0], theme.ACCENT if turn else theme.PANEL_LIGHT)
            tag_w = tag.get_width() + 8
            surf.blit(tag, (box.right - tag.get_width() - 10, box.y + 10))
        theme.blit_text(surf, theme.fit(title, box.width - 86 - tag_w, 20, True), (box.x + 72, box.y + 10), 20,
                        theme.TEXT, bold=True)
        n = self.hand_size(seat)
        hidden = " · hand hidden" if self.viewer is None else ""
        theme.blit_text(surf, f"{n} {'card' if n == 1 else 'cards'} · penalty {self.scores()[seat]}{hidden}",
                        (box.x + 72, box.y + 38), 16, theme.TEXT_DIM)
        game, games = self.obs.get("game_number"), self.obs.get("games")
        if game and games and games > 1:
            theme.blit_text(surf, f"Game {game} of {games} · lowest total wins the match", (box.x + 14, box.y + 68),
                            16, theme.TEXT_DIM)

    # ======================= every frame ===========================================================
    def _set_viewer(self, seat: int) -> None:
        super()._set_viewer(seat)
        self.handed_at = self.version

    def nothing_to_react_at_once(self) -> bool:
        """A reaction prompt for the person already at the screen, who holds no card that can react:
        it is answered "No" at once. When several people share the screen the engine asks each of
        them in every reaction window (so the hand-off screens do not show who holds an Instant);
        only a prompt that needed a hand-off is shown with its "No" (and its timer) like any other."""
        return (self.can_act() and self.reaction_pending() and not self.actions_by_kind()["card"]
                and self.handed_at != self.version)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.nothing_to_react_at_once():
            action = self.pass_action()
            if action is not None:
                self.submit(action)
        self.glow_clock += dt
        mouse = self.mouse
        enabled = not self.anims.busy
        hovered = self.hovered_card(mouse) if enabled else None
        for s in self.hand_sprites:
            s.update_hover(dt, mouse if s is hovered else (-1, -1), enabled)
            rest_pos, rest_angle = s.rest
            # the hovered card straightens and rises out of the fan
            s.angle = rest_angle * (1 - s.hover)
            s.pos = (rest_pos[0], rest_pos[1] - 16 * s.hover)
        if self.reaction_left is not None and self.can_act():
            self.reaction_left -= dt
            self._show_countdown()
            if self.reaction_left <= 0:
                self.reaction_left = None
                action = self.pass_action()
                if action is not None:
                    self.show_message("Too late: no reaction", 2)
                    self.submit(action)

    def _log_surface(self) -> pygame.Surface:
        """The log panel, re-rendered only when a line is added (one blit a frame)."""
        key = (len(self.match.log), self.match.log[-1] if self.match.log else "")
        if getattr(self, "_log", None) is None or self._log[0] != key:
            rect = self.rects["log"]
            surf = self.background.subsurface(rect).copy()
            self.draw_log(surf, pygame.Rect((0, 0), rect.size), panel=False)
            self._log = (key, surf)
        return self._log[1]

    def hovered_card(self, pos) -> CardSprite | None:
        """The topmost hand card under the mouse (overlapping cards: the one drawn last)."""
        for s in reversed(self.hand_sprites):
            if s.visible and s.contains(pos):
                return s
        return None

    def draw_board(self, surface) -> None:
        surface.blit(self.table, (0, 0))
        for s in self.resting:
            s.draw(surface)
        surface.blit(self._log_surface(), self.rects["log"].topleft)
        self._draw_banner(surface)
        self._draw_choices(surface)
        self._draw_prompt(surface)
        self._draw_halos(surface)
        draw_sprites(surface, self.hand_sprites)
        if not self.hand_sprites and self.viewer is None:
            note = ("Hands are hidden until the next player takes the seat"
                    if any(s.kind == "human" for s in self.match.seats) else
                    "Only AI players at this table: their hands stay hidden")
            theme.blit_text(surface, note, self.rects["hand"].center, 20, theme.TEXT_DIM, anchor="center")
        if not self.anims.busy:  # the card under the mouse, large in the middle of the table
            hovered = next((s for s in self.hand_sprites if s.hover > 0.5), None)
            cid = hovered.key[2] if hovered is not None else self.table_card_at(self.mouse)
            if cid is not None:
                face = card_face(self.card(cid), ZOOM)
                surface.blit(face, face.get_rect(center=self.zoom_point))
        for s in self.flying:
            s.draw(surface)
        self._draw_persona_sheet(surface)
        if self.answer_pending():
            self._draw_question(surface)

    def _draw_halos(self, surface) -> None:
        """A soft pulsing frame behind each hand card the viewer may use now; a thick ring round
        the one the Hint suggests (or round the player or button it suggests)."""
        if not self.can_act():
            return
        glow = 0.5 + 0.5 * math.sin(self.glow_clock * 4)
        hint = self.classify(self.hint_action) if self.hint_action is not None else (None, None)
        for s in self.hand_sprites:
            if getattr(s, "usable", False) and s.visible and s.hover < 0.5:
                halo = s.rect.inflate(10 + 6 * glow, 10 + 6 * glow)
                pygame.draw.rect(surface, theme.WARN, halo, 4, border_radius=14)
            if hint == ("card", s.key[2]):
                pygame.draw.rect(surface, theme.ACCENT, s.rect.move(0, -16 * s.hover).inflate(20, 20), 6,
                                 border_radius=16)
        if hint[0] == "seat":
            rect = self.rects["me"] if hint[1] == self.me else self.panel_rect(hint[1])
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(14, 14), 6, border_radius=16)

    def _draw_persona_sheet(self, surface) -> None:
        """Hovering an AI seat's panel shows its whole persona sheet: every real-life question and
        the answer that character gives."""
        if self.anims.busy:
            return
        seat = next((s for s in self.others() if self.panel_rect(s).collidepoint(self.mouse)), None)
        persona = self.persona(seat) if seat is not None else None
        if persona is None:
            return
        sheet = persona_sheet(persona, self.questions())
        p = self.panel_rect(seat)
        rect = sheet.get_rect(midtop=(p.centerx, p.bottom + 6))
        rect.clamp_ip(pygame.Rect((0, 0), self.app.size))
        surface.blit(sheet, rect)

    def _draw_banner(self, surface) -> None:
        """Whose turn it is, drawn from the latest state (the moment the log describes)."""
        box = self.rects["banner"]
        obs = self.obs
        seat = self.turn_seat()
        if self.state.is_over():
            text = "Game over"
        elif seat is None:
            text = ""
        else:
            who = "Your turn" if seat == self.viewer else f"{self.names[seat]}'s turn"
            game, games = obs.get("game_number"), obs.get("games")
            text = f"{who}" + (f"  ·  game {game} of {games}" if game and games and games > 1 else "")
        theme.blit_text(surface, theme.fit(text, box.width - 60, 26, True), (box.x + 50, box.centery), 26,
                        theme.TEXT, bold=True, anchor="midleft")
        draw_turn_arrow(surface, (box.x + 22, box.centery), 14, self.direction() >= 0, theme.ACCENT, 4)

    def _draw_choices(self, surface) -> None:
        """Players that may be chosen now glow; click one. The player who receives the cards the
        viewer is giving or handing over is marked."""
        if not self.can_act():
            return
        p = self.pending() or {}
        if p.get("kind") in ("give", "hand_over") and isinstance(p.get("to"), int) and p["to"] != self.me:
            rect = self.panel_rect(p["to"])
            pygame.draw.rect(surface, theme.WARN, rect.inflate(8, 8), 4, border_radius=14)
            tag = tag_surface("receives", theme.WARN)
            surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom - 12)))
        seats = self.actions_by_kind()["seat"]
        if not seats:
            return
        glow = 0.5 + 0.5 * math.sin(self.glow_clock * 4)
        for seat in seats:
            rect = self.rects["me"] if seat == self.me else self.panel_rect(seat)
            pygame.draw.rect(surface, theme.GOOD, rect.inflate(6 + 6 * glow, 6 + 6 * glow), 4, border_radius=14)

    def prompt_text(self) -> tuple[str, tuple]:
        """The line under the table: what the viewer may do now, or whom the table waits for."""
        p = self.pending()
        if self.state.is_over():
            return "The match is over", theme.TEXT_DIM
        seat = self.match.current_seat()
        if seat is None:
            return "", theme.TEXT_DIM
        if seat == self.viewer and not self.finished and self.anims.busy:
            return "", theme.TEXT_DIM  # the viewer's own move is still playing out
        if not self.can_act():
            what = self.decision_words(p, seat, mine=False)
            return f"Waiting for {self.names[seat]}" + (f" to {what}" if what else ""), theme.TEXT_DIM
        if p is None:
            if self.actions_by_kind()["card"]:
                return "Your turn: click a glowing card to play it", theme.WARN
            return "No card of yours can be played now: draw one", theme.WARN
        return self.decision_words(p, seat, mine=True), theme.WARN

    def decision_words(self, p: dict | None, seat: int, mine: bool) -> str:
        """A pending decision in words: "Choose a player to draw cards" / "choose a player"."""
        names = self.names
        if p is None:
            return "play a card"
        kind = p.get("kind")
        n = p.get("n", 1)
        cards = f"{n} card{'s' if n != 1 else ''}"
        if kind == "choose_player":
            verb = {"draw": "who draws", "discard": "who discards", "discard_all": "who discards",
                    "give": "whom to give cards to", "take": "whom to take cards from",
                    "swap_hands": "whom to swap hands with", "reveal": "whose hand is shown"}.get(p.get("op"), "")
            text = f"choose {verb}" if verb else "choose a player"
            return (f"Choose {verb}: click a glowing player" if verb else "Choose a player: click a glowing one") \
                if mine else text
        if kind == "discard":
            return f"Discard {cards}: click {'them' if n > 1 else 'one'} in your hand" if mine else f"discard {cards}"
        if kind == "give":
            to = names[p["to"]] if isinstance(p.get("to"), int) else "them"
            return f"Give {cards} to {to}: click {'them' if n > 1 else 'one'}" if mine else f"give {cards} to {to}"
        if kind == "hand_over":
            to = names[p["to"]] if isinstance(p.get("to"), int) else "them"
            return f"{to} takes {cards} from you: click which" if mine else f"hand over {cards} to {to}"
        if kind == "react":
            happened = self.trigger_words(p.get("trigger") or {})
            if mine and not self.actions_by_kind()["card"]:
                # hot seat: every person is asked when a window opens, also with nothing to play
                return f"{happened} No card of yours can react to this: click No"
            return f"{happened} React with an instant card? Click it, or No" if mine else "decide on a reaction"
        if kind == "question":
            return "Answer the real-life question" if mine else "answer a real-life question"
        return "choose" if not mine else "Your choice"

    def trigger_words(self, trigger: dict) -> str:
        who = self.names[trigger["seat"]] if isinstance(trigger.get("seat"), int) else "Someone"
        on, value = trigger.get("on"), trigger.get("value")
        return {"draw": f"{who} drew {count_words(value)}.", "hand_count": f"{who} is down to {count_words(value)}.",
                "end_played": "An End card was played.", "end_replaced": "The End card was replaced.",
                "played": f"{who} played a card.", "reverse": f"{who} reversed the play.",
                "skip": f"{who} skipped a player.", "take": f"{who} took cards from you."}.get(on, "Something happened.")

    def _draw_prompt(self, surface) -> None:
        box = self.rects["prompt"]
        text, colour = self.prompt_text()
        theme.panel(surface, box, theme.BG_DARK, colour if colour == theme.WARN else theme.LINE, radius=10)
        theme.blit_text(surface, theme.fit(text, box.width - 24, 20, True), (box.x + 12, box.centery), 20, colour,
                        bold=True, anchor="midleft")
        if self.reaction_left is not None:
            frac = max(0.0, self.reaction_left / REACTION_SECONDS)
            bar = pygame.Rect(box.x + 10, box.bottom - 7, round((box.width - 20) * frac), 4)
            pygame.draw.rect(surface, theme.WARN, bar, border_radius=2)

    def answer_pending(self) -> bool:
        return self.can_act() and bool(self.actions_by_kind()["answer"])

    # ======================= dialogs drawn on the table =============================================
    def question_card_and_text(self) -> tuple[dict | None, str]:
        """The card a real-life question is about (the robo card just played, the card resolving,
        or the End card whose condition asks) and the question."""
        p = self.pending() or {}
        cid = p.get("card") or self.asked_card or self.resolving_card() or self.obs.get("end_card")
        card = self.card(cid) if cid in card_data() else None
        q = self.questions().get(p.get("question"))
        return card, lang_text(q) if q else (p.get("question") or "Yes or no?")

    def _draw_question(self, surface) -> None:
        """A real-life question, answered on the honour system."""
        box = self.rects["dialog"]
        card, question = self.question_card_and_text()
        theme.panel(surface, box, theme.BG_DARK, theme.WARN, radius=14, width=3)
        x = box.x + 20
        if card is not None:
            face = card_face(card, PILE)
            surface.blit(face, (x, box.y + 20))
            x += PILE[0] + 24
        width = box.right - 20 - x
        head = f"{lang_text(card['title'])} asks you a real-life question:" if card else "A real-life question:"
        y = box.y + 22
        for line in question_heading_lines(head, width):  # a long card title wraps instead of being cut
            theme.blit_text(surface, line, (x, y), 18, theme.TEXT_DIM, bold=True)
            y += 24
        y += 10
        for line in theme.wrap(question, width, 28, bold=True)[:4]:
            theme.blit_text(surface, line, (x, y), 28, theme.TEXT, bold=True)
            y += 36
        theme.blit_text(surface, "Answer honestly: the table trusts you.", (x, y + 8), 18, theme.TEXT_DIM)

    # ======================= input ==================================================================
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos  # kept for hover (also while no motion arrives)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and not self.anims.busy:
            card = self.card_at(event.pos)
            if card is not None:
                self.app.push(InspectScene(self.app, card))
            return
        super().handle_event(event)

    def on_uncover(self) -> None:
        super().on_uncover()
        self._update_buttons(self.actions_by_kind() if self.can_act() else None)  # show() showed them all

    def card_at(self, pos) -> dict | None:
        """The card under the mouse anywhere: a hand card, or a card on the table."""
        s = self.hovered_card(pos)
        if s is not None:
            return self.card(s.key[2])
        cid = self.table_card_at(pos)
        return self.card(cid) if cid is not None else None

    def table_card_at(self, pos) -> str | None:
        """A face-up card on the table under the mouse: discard pile, End, lasting, a card being
        carried out, a revealed hand's card."""
        for name, key in (("discard", "discard_top"), ("end_slot", "end_card"), ("lasting_slot", "lasting_card")):
            cid = self.obs.get(key)
            if cid is not None and self.rects[name].collidepoint(pos):
                return cid
        for i, cid in reversed(list(enumerate(self.obs.get("in_play") or []))):
            if pygame.Rect(0, 0, *PILE).move_to(center=self.in_play_spot(i)).collidepoint(pos):
                return cid
        for seat in self.others():
            shown = self.revealed(seat)
            for cid, rect in self.chip_rects(seat, shown or []):
                if rect.collidepoint(pos):
                    return cid
        return None

    def board_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        if self.answer_pending():
            return  # answer with the dialog's buttons
        kinds = self.actions_by_kind()
        s = self.hovered_card(event.pos)
        if s is not None:
            self.click_card(s.key[2], kinds)
            return
        for seat, action in kinds["seat"].items():
            rect = self.rects["me"] if seat == self.me else self.panel_rect(seat)
            if rect.collidepoint(event.pos):
                self.submit(action)
                return
        if self.rects["deck"].collidepoint(event.pos):
            draw = next((a for a in kinds["button"] if "draw" in str(a).lower()), None)
            if draw is not None:
                self.submit(draw)

    def click_card(self, cid, kinds) -> None:
        action = kinds["card"].get(cid)
        if action is None:
            # not usable now: send what the click would mean anyway, so the rules say why (submit
            # refuses it with the reason and the state is not touched)
            self.submit(card_action_for(cid, self.pending()))
            return
        if question_of(self.card(cid)) is not None:
            self.asked_card = cid  # the question dialog shows the card it is about
        self.submit(action)

    def _button(self, element) -> None:
        kinds = self.actions_by_kind()
        if element is self.dlg_yes or element is self.dlg_no:
            yes = element is self.dlg_yes
            if yes in kinds["answer"]:
                self.submit(kinds["answer"][yes])
            return
        for button, action in zip(self.buttons, self.button_actions):
            if element is button and action is not None:
                self.submit(action)
                return

    # ======================= animations ============================================================
    def _fly(self, front, start, end, *, back=None, face_up=True, duration=0.35, delay=0.0, scale=1.0,
             end_scale=None, fade=False) -> list[Tween]:
        s = CardSprite(front, back if back is not None else front, pos=start, face_up=face_up)
        s.visible = False
        s.scale = scale
        self.flying.append(s)
        tweens = [Call(lambda: setattr(s, "visible", True), delay=delay), s.move_to(end, duration, delay=delay)]
        if end_scale is not None:
            tweens.append(s.scale_to(end_scale, duration, delay=delay))
        if fade:
            tweens.append(s.fade_to(0, 0.2, delay=delay + duration))
        return tweens

    def _pop_text(self, text: str, pos, colour=theme.TEXT, size=24, hold=0.7) -> list[Tween]:
        s = CardSprite(text_box(text, size, colour), pos=pos)
        s.visible = False
        s.scale = 0.6
        self.flying.append(s)
        return [Call(lambda: setattr(s, "visible", True)), s.scale_to(1.0, 0.25, ease="easeOutBack"),
                s.fade_to(0, 0.3, delay=hold)]

    def _hand_sprite(self, cid) -> CardSprite | None:
        return next((s for s in self.hand_sprites if s.visible and s.key[2] == cid), None)

    def in_play_spot(self, i: int) -> tuple[int, int]:
        """Centre of the i-th card being carried out, in the middle of the table."""
        return (self.zoom_point[0] + 28 * i, self.zoom_point[1] - 20)

    def caption_spot(self) -> tuple[int, int]:
        """Where event captions appear: low on the table under the card in the middle, clear of
        the piles and the direction of play."""
        return (self.zoom_point[0], self.rects["table"].bottom - 40)

    def _zoom_played(self, seat: int, cid) -> list[list[Tween]]:
        """A played card: from its player to the middle of the table, large, long enough to read;
        then it shrinks and stays there while its effect plays (CardSettled moves it on)."""
        face = card_face(self.card(cid), ZOOM)
        start = self.seat_spot(seat)
        mine = self._hand_sprite(cid) if seat == self.viewer else None
        if mine is not None:
            start = mine.pos
            mine.visible = False
        s = CardSprite(face, pos=start)
        s.visible = False
        s.scale = CARD[0] / ZOOM[0]
        self.flying.append(s)
        rest = self.in_play_spot(len(self.in_play_sprites))
        self.in_play_sprites[cid] = s
        sound = self.app.sound
        return [
            [Call(lambda: setattr(s, "visible", True)), Call(lambda: sound.play("card")),
             s.move_to(self.zoom_point, 0.35), s.scale_to(1.0, 0.35)],
            [Wait(READ_SECONDS if seat != self.viewer else OWN_READ_SECONDS)],
            [s.move_to(rest, 0.25), s.scale_to(PILE[0] / ZOOM[0], 0.25)],
        ]

    def _to_pile(self, cid, dest: str) -> list[Tween]:
        """The card in the middle goes to the discard pile or its slot on the table."""
        s = self.in_play_sprites.pop(cid, None)
        target = self.rects[dest].center
        if s is None:
            return self._fly(card_face(self.card(cid), ZOOM), self.zoom_point, target, scale=PILE[0] / ZOOM[0],
                             duration=0.3)
        if s in self.resting:  # already pile-sized, where it lay while its choice was made
            return [s.move_to(target, 0.3)]
        return [s.move_to(target, 0.3), s.scale_to(PILE[0] / ZOOM[0], 0.3)]

    def _spin_arrow(self, clockwise: bool) -> list[Tween]:
        """A large turning arrow over the table spins round to the new direction of play."""
        s = CardSprite(turn_arrow_surface(90, clockwise), pos=self.zoom_point)
        s.visible = False
        s.angle = 180.0 if clockwise else -180.0
        self.flying.append(s)
        return [Call(lambda: setattr(s, "visible", True)), s.rotate_to(0.0, 0.6, ease="easeOutCubic"),
                s.fade_to(0, 0.3, delay=0.7)]

    def _empty_slot(self, slot: str) -> list[Tween]:
        """Cover a table slot with its empty look while its card flies away (sync redraws it)."""
        s = CardSprite(card_placeholder(PILE, "No End card" if slot == "end_slot" else "No lasting card",
                                        fill=theme.PANEL), pos=self.rects[slot].center)
        s.visible = False
        self.flying.append(s)
        return [Call(lambda: setattr(s, "visible", True))]

    def _backs(self, start, end, n: int, *, delay=0.0, stagger=0.06) -> list[Tween]:
        tweens: list[Tween] = []
        for k in range(min(n, 6)):
            tweens += self._fly(card_back(CARD), start, end, scale=0.5, end_scale=0.5, duration=0.3,
                                delay=delay + k * stagger, fade=True)
        return tweens

    def _face_from_seat(self, seat: int, cid, dest) -> list[Tween]:
        """A public card (a discard) goes from a seat (the viewer's own hand card) to ``dest``."""
        start = self.seat_spot(seat)
        mine = self._hand_sprite(cid) if seat == self.viewer else None
        if mine is not None:
            start = mine.pos
            mine.visible = False
        return self._fly(card_face(self.card(cid), ZOOM), start, dest, scale=CARD[0] / ZOOM[0],
                         end_scale=PILE[0] / ZOOM[0], duration=0.35)

    def play_events(self, events, actor) -> None:
        # a played card takes several steps (to the middle, a pause to read, aside): queue each step
        for event in events:
            for step in self.animate_steps(event, actor):
                self.anims.add(step)
        self._stale = True
        self._update_buttons(None)  # no buttons while the move plays (clicks would be ignored)

    def animate(self, event, actor):
        steps = self.animate_steps(event, actor)
        return [t for step in steps for t in step] if steps else None

    def animate_steps(self, event, actor) -> list[list[Tween]]:
        """Event -> queue steps (each a list of tweens played together)."""
        name = type(event).__name__
        f = dict(event.__dict__)
        names = self.names
        sound = self.app.sound
        caption = self.caption_spot()
        if name == "CardPlayed":
            return self._zoom_played(f["seat"], f["card"])
        if name == "CardSettled":
            card = self.card(f["card"])
            dest = ("end_slot" if card["end"] else "lasting_slot") if f["to_table"] else "discard"
            return [self._to_pile(f["card"], dest)]
        if name in ("EndCardSet", "LastingCardSet"):
            old = f.get("replaced")
            slot = "end_slot" if name == "EndCardSet" else "lasting_slot"
            title = lang_text(self.card(f["card"])["title"])
            words = f"New End card: “{title}” decides who wins" if name == "EndCardSet" else \
                f"“{title}” stays on the table as the lasting card"
            tweens = self._pop_text(words, caption, theme.WARN, 20, hold=1.0)
            if old is not None:  # the card it replaces goes to the discard pile
                tweens += self._empty_slot(slot) + self._fly(card_face(self.card(old), PILE), self.rects[slot].center,
                                                             self.rects["discard"].center, duration=0.35)
            return [tweens]
        if name in ("EndCardCleared", "LastingCardCleared"):
            if f.get("card") is None:
                return []
            slot = "end_slot" if name == "EndCardCleared" else "lasting_slot"
            return [self._empty_slot(slot) + self._fly(card_face(self.card(f["card"]), PILE), self.rects[slot].center,
                              self.rects["discard"].center, duration=0.35)
                    + self._pop_text(event.describe(names), caption, theme.ACCENT, 20)]
        if name == "CardsDrawn":
            if not f["count"]:
                return [self._pop_text(event.describe(names), caption, theme.TEXT, 20)]
            return [[Call(lambda: sound.play("card"))]
                    + self._backs(self.rects["deck"].center, self.seat_spot(f["seat"]), f["count"])]
        if name == "DeckReshuffled":
            return [[Call(lambda: sound.play("shuffle"))]
                    + self._backs(self.rects["discard"].center, self.rects["deck"].center, 5)
                    + self._pop_text("The discard pile is shuffled into the deck", caption, theme.ACCENT, 20)]
        if name == "CardDiscarded":
            return [[Call(lambda: sound.play("card"))]
                    + self._face_from_seat(f["seat"], f["card"], self.rects["discard"].center)]
        if name == "CardsGiven":
            return [self._backs(self.seat_spot(f["seat"]), self.seat_spot(f["to"]), f["count"])]
        if name == "CardsTaken":
            return [self._backs(self.seat_spot(f["source"]), self.seat_spot(f["seat"]), f["count"])]
        if name == "HandsSwapped":
            a, b = self.seat_spot(f["seat"]), self.seat_spot(f["other"])
            return [self._backs(a, b, 4) + self._backs(b, a, 4)
                    + self._pop_text(event.describe(names), caption, theme.ACCENT, 20)]
        if name == "HandsPassed":
            n = self.n_players()
            tweens = []
            for seat in range(n):
                tweens += self._backs(self.seat_spot(seat), self.seat_spot((seat + f["step"]) % n), 3)
            return [tweens + self._pop_text("Every hand moves on one seat", caption, theme.ACCENT, 20)]
        if name == "DirectionReversed":
            word = "left to right" if f["direction"] > 0 else "right to left"
            return [self._spin_arrow(f["direction"] > 0)
                    + self._pop_text(f"Direction reversed: play now goes {word}", caption, theme.ACCENT, 22)]
        if name == "PlayersSkipped":
            tweens = self._pop_text(event.describe(names), caption, theme.WARN, 20)
            seat = f["seat"]
            for _ in range(min(f["count"], self.n_players() - 1)):  # mark each player who loses a turn
                seat = (seat + self.direction()) % self.n_players()
                spot = self.seat_spot(seat)
                tweens += self._pop_text("loses a turn", (spot[0], spot[1] - 40), theme.WARN, 18)
            return [tweens]
        if name == "PlayerChosen":
            spot = self.seat_spot(f["target"])
            return [self._pop_text(f"{names[f['seat']]} picks {names[f['target']]}", (spot[0], spot[1] - 30),
                                   theme.GOOD, 20, hold=0.6)]
        if name == "QuestionAnswered":
            q = self.questions().get(f["question"])
            text = lang_text(q) if q else f["question"]
            answer = "yes" if f["yes"] else "no"
            who = names[f["seat"]] + (" (persona sheet)" if f.get("persona") else "")
            return [self._pop_text(f"{text} {who}: {answer}", caption, theme.WARN, 20, hold=1.2)]
        if name == "GameWon":
            return [[Call(lambda: sound.play("win"))] + self._deal_summary(f)]
        if name == "NewDeal":
            if f["game"] <= 1:
                return []
            return [[Call(lambda: sound.play("shuffle"))]
                    + self._pop_text(f"Deal {f['game']}: {names[f['starter']]} starts", caption, theme.ACCENT, 24)]
        if name in ("TurnStarted", "ReactionOffered", "ReactionPassed", "MatchOver"):
            return []
        line = event.describe(names) if hasattr(event, "describe") else ""
        return [self._pop_text(line, caption, theme.TEXT, 20)] if line else []

    def _deal_summary(self, f: dict) -> list[Tween]:
        """The end of a deal: who finished, and each seat's penalty and match total, held to read."""
        names = self.names
        winners = " and ".join(names[w] for w in f["winners"])
        title = f"{winners} {'wins' if len(f['winners']) == 1 else 'win'} the deal ({f['reason']})"
        totals = self.state.scores()  # the match totals with this deal counted
        hands = f.get("hands") or [()] * len(f["penalties"])
        rows = tuple((names[seat], tuple(hands[seat]), penalty, int(totals[seat]))
                     for seat, penalty in enumerate(f["penalties"]))
        s = CardSprite(summary_box(title, rows), pos=self.zoom_point)
        s.visible = False
        self.flying.append(s)
        return [Call(lambda: setattr(s, "visible", True)), Wait(2.8), s.fade_to(0, 0.3, delay=2.8)]

    def demo_animation(self):
        ids = list(card_data())[:1]
        if not ids:
            return Wait(0.5)
        # a card zooming to the middle while three cards are dealt out: the busiest moment
        steps = self._zoom_played(self.others()[0], ids[0])
        return steps[0] + self._backs(self.rects["deck"].center, self.seat_spot(self.me), 3)


class InspectScene(Scene):
    """The zoom view of one card (right-click): the card large, its ruling, and its Russian text.
    An overlay: the table stays visible, shaded, under it; any click or key closes it."""
    name = "lab-chaos-card"
    opaque = False
    shade = 170

    def __init__(self, app, card: dict):
        super().__init__(app)
        self.card = card

    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.pop()

    def draw(self, surface) -> None:
        card = self.card
        face = card_face(card, INSPECT)
        width = 560
        x0 = (self.app.size[0] - (INSPECT[0] + 40 + width)) // 2
        y0 = (self.app.size[1] - INSPECT[1]) // 2
        surface.blit(face, (x0, y0))
        x = x0 + INSPECT[0] + 40
        theme.panel(surface, pygame.Rect(x - 16, y0, width + 32, INSPECT[1]), theme.BG_DARK, theme.LINE)
        y = y0 + 14
        sections = [("Ruling", lang_text(card.get("ruling")), 18, theme.TEXT),
                    (f"По-русски: {lang_text(card.get('title'), 'ru')}", lang_text(card.get("text"), "ru"), 18,
                     theme.TEXT),
                    ("Разъяснение", lang_text(card.get("ruling"), "ru"), 18, theme.TEXT_DIM)]
        for title, body, size, colour in sections:
            if not body:
                continue
            theme.blit_text(surface, theme.fit(title, width, 18, True), (x, y), 18, theme.ACCENT, bold=True)
            y += 26
            for line in theme.wrap(body, width, size):
                if y > y0 + INSPECT[1] - 40:
                    break
                theme.blit_text(surface, line, (x, y), size, colour)
                y += size + 6
            y += 10
        theme.blit_text(surface, "Click anywhere to close", (x, y0 + INSPECT[1] - 30), 16, theme.TEXT_DIM)


def bench_hover(app, frames: int = 120) -> float:
    """Median update+draw milliseconds while the mouse sweeps along the fanned hand on the human's
    turn (cards lift and straighten, the large preview and the halos are drawn): `labdesk bench`
    reports it as "lab-chaos-hover"."""
    import statistics
    import time

    from labdesk.ui.app import make_scene, settle

    board = make_scene(app, "lab-chaos", seed=1, moves=4, players=4)
    app.push(board)
    settle(app)
    hand = board.rects["hand"]
    times = []
    for i in range(frames):
        pos = (round(hand.x + 40 + (hand.width - 80) * (0.5 + 0.5 * math.sin(i / 15))), hand.centery)
        t0 = time.perf_counter()
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        app.update(1 / 60)
        app.draw(app.screen)
        times.append((time.perf_counter() - t0) * 1000)
    app.pop()
    return round(statistics.median(times[5:]), 3)


# What `labdesk bench` times on this board besides idle animation frames (see bench_frames).
BENCH_INTERACTIONS = {"hover": lambda app, frames: bench_hover(app, frames)}
