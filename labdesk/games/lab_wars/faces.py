"""Lab Wars card art: every face, back, token and badge the board draws, from the card's id (data in,
cached surface out). Drawn with pygame primitives by the project, no image files. A face is cached by
the card it shows, its size and the language; what it says comes from ``words``."""
from __future__ import annotations

import pygame

from labdesk.games.lab_wars import words
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.words import ActionText, CharacterText, ImpactText, ItemText
from labdesk.i18n import _, language
from labdesk.ui import art, theme

ITEM = (88, 122)        # a lab item in the viewer's lab and hand
ZOOM = (230, 322)       # the readable enlargement under the mouse
MINI = (36, 50)         # an opponent's lab item
CHAR = (64, 90)         # the viewer's character cards
STAGE = (80, 110)       # this round's characters on the stage
IMPACT = (96, 134)      # the top card of an impact pile
ACTION = (70, 98)       # the viewer's action cards
DECK = (64, 90)
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

IMPACT_STYLE = {  # pile -> colour, letter, drawing
    "nurture": ((196, 62, 58), "N", "paper"),
    "book": ((150, 70, 120), "B", "book"),
    "nobel": ((200, 150, 40), "P", "medal"),
}


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


def rp_coin(value, radius: int) -> pygame.Surface:
    """A research point token: a blue coin with the amount."""
    def make():
        s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        c = (radius + 1, radius + 1)
        pygame.draw.circle(s, RP_BLUE, c, radius)
        pygame.draw.circle(s, (210, 226, 250), c, max(2, radius - max(2, radius // 5)), max(1, radius // 10))
        pygame.draw.circle(s, theme.INK, c, radius, max(1, radius // 9))
        size = max(10, int(radius * (1.05 if len(str(value)) < 2 else 0.85)))
        label = theme.text(str(value), size, (255, 255, 255), bold=True)
        s.blit(label, label.get_rect(center=c))
        return s
    return art.cached(("lw-rp", str(value), radius), make)


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


def _item(item: ItemText, size) -> pygame.Surface:
    """A lab item: cost coin, name, the icon of each effect with its text (the text only when the card
    is big enough to read it; small cards show the icons). Its lab value at the end is its cost."""
    w, h = size
    k = w / ITEM[0]
    edge = LEGEND_STYLE[0] if item.legend else ITEM_BLUE
    s = _frame(size, edge, k=k)
    big = w >= 150
    coin = rp_coin(item.cost, max(8, round(13 * k * (0.8 if big else 1))))
    s.blit(coin, (round(4 * k), round(4 * k)))
    top = coin.get_height() + round(6 * k)
    name_size = 22 if big else max(11, round(13 * k))
    # a name with a word too wide in bold is set in regular weight (same size) before it is cut
    bold = max(theme.font(name_size, True).size(word)[0] for word in item.name.split()) <= w - round(6 * k)
    y = top
    for line in theme.wrap(item.name, w - round(8 * k), name_size, bold=bold)[:2]:
        fitted = theme.fit(line, w - round(6 * k), name_size, bold=bold)
        label = theme.text(fitted, name_size, theme.INK, bold=bold)
        s.blit(label, label.get_rect(midtop=(w / 2, y)))
        y += name_size + 2
    effects = item.effects
    if big:
        y += 6
        for kind, text in effects:
            ic = icon(kind, 13) if kind in ICONS else None
            if ic is not None:
                s.blit(ic, (10, y))
            y = max(_lines(s, [text], pygame.Rect(40, y + 2, w - 50, h - y - 10), 16), y + 30) + 2
        if item.note:
            _lines(s, [item.note], pygame.Rect(14, h - 34, w - 28, 24), 15, (110, 110, 120))
    else:
        # the effects' icons in a row at the bottom: what the card does, at a glance
        kinds = list(dict.fromkeys(kind for kind, _ in effects if kind in ICONS))[:4]
        r = max(7, round(11 * k))
        x = w / 2 - (len(kinds) * (2 * r + 3)) / 2
        for kind in kinds:
            ic = icon(kind, r)
            s.blit(ic, (round(x), h - 2 * r - round(7 * k)))
            x += 2 * r + 3
    return s


def _mini(item: ItemText, size) -> pygame.Surface:
    """An opponent's lab item at a glance: blue card, short mark, cost."""
    w, h = size
    edge = LEGEND_STYLE[0] if item.legend else ITEM_BLUE
    s = _frame(size, edge, k=0.5)
    mark = theme.text(item.mark, 15, theme.INK, bold=True)
    s.blit(mark, mark.get_rect(center=(w / 2, h * 0.38)))
    cost = theme.text(str(item.cost), 14, RP_BLUE, bold=True)
    s.blit(cost, cost.get_rect(center=(w / 2, h * 0.74)))
    return s


def item_back(size=ITEM) -> pygame.Surface:
    return art.card_back(size, (44, 78, 130))


def _character(char: CharacterText, size) -> pygame.Surface:
    """A character: colour band with its mark and shape, name, bonus, whom it sabotages and the
    sabotage bonus (the texts when big enough to read)."""
    w, h = size
    k = w / CHAR[0]
    colour, shape, mark = CHAR_STYLE.get(char.id, LEGEND_STYLE)
    s = _frame(size, colour, k=min(k, 1.6))
    band = pygame.Rect(0, 0, w, round(h * (0.22 if w >= 150 else 0.58)))
    pygame.draw.rect(s, colour, band, border_top_left_radius=max(3, round(9 * min(k, 1.6))),
                     border_top_right_radius=max(3, round(9 * min(k, 1.6))))
    big = w >= 150
    if big:
        art.draw_shape(s, shape, (26, band.centery + 6), 12, (255, 255, 255))
        label = theme.text(words.character_mark(char.id, mark), 24, (255, 255, 255), bold=True)
        s.blit(label, label.get_rect(midleft=(46, band.centery)))
        y = band.bottom + 6
        for line in theme.wrap(char.name, w - 20, 20, bold=True)[:2]:
            s.blit(theme.text(line, 20, theme.INK, bold=True), (10, y))
            y += 26
        y += 4
        y = _lines(s, [_("Bonus: {effects}").format(effects=char.bonus)], pygame.Rect(10, y, w - 20, h - y - 8), 16) + 4
        target = char.sabotages
        if target:
            ic = icon("sabotage", 12)
            s.blit(ic, (10, y))
            y = _lines(s, [_("Sabotages the {character}: {effects}").format(character=char.sabotages_name,
                                                                               effects=char.sabotage_bonus)],
                       pygame.Rect(38, y + 2, w - 48, h - y - 8), 16)
        else:
            _lines(s, [_("Sabotages no one.")], pygame.Rect(10, y, w - 20, h - y - 8), 16)
    else:
        # small: the mark and shape big on the band, the name when it fits, whom it sabotages
        art.draw_shape(s, shape, (w / 2, band.height * 0.36), band.height * 0.2, (255, 255, 255))
        label = theme.text(words.character_mark(char.id, mark), max(14, round(18 * k)), (255, 255, 255), bold=True)
        s.blit(label, label.get_rect(center=(w / 2, band.height * 0.74)))
        target = char.sabotages
        tsize = max(11, round(12 * k))
        if target:
            tmark = words.character_mark(target, CHAR_STYLE.get(target, LEGEND_STYLE)[2])
            ic = icon("sabotage", max(7, round(7 * k)))
            t = theme.text(tmark, tsize, theme.INK, bold=True)
            total = ic.get_width() + 3 + t.get_width()
            x0 = (w - total) / 2
            s.blit(ic, (x0, h - ic.get_height() - round(6 * k)))
            s.blit(t, (x0 + ic.get_width() + 3, h - round(6 * k) - ic.get_height() / 2 - t.get_height() / 2))
        else:
            t = theme.text(_("no one"), tsize, theme.INK_SOFT)
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


def _impact_picture(s, kind: str, centre, r, colour) -> None:
    cx, cy = centre
    if kind == "paper":  # a page with lines
        page = pygame.Rect(0, 0, r * 1.3, r * 1.7)
        page.center = (cx, cy)
        pygame.draw.rect(s, (255, 255, 255), page)
        pygame.draw.rect(s, colour, page, 2)
        for i in range(4):
            y = page.y + page.height * (0.25 + 0.17 * i)
            pygame.draw.line(s, colour, (page.x + 5, y), (page.right - 5, y), 2)
    elif kind == "book":  # a closed book, spine on the left
        book = pygame.Rect(0, 0, r * 1.5, r * 1.8)
        book.center = (cx, cy)
        pygame.draw.rect(s, colour, book, border_radius=3)
        page = book.inflate(-book.width * 0.45, -book.height * 0.6).move(book.width * 0.1, 0)
        pygame.draw.rect(s, (255, 255, 255), page)
        pygame.draw.line(s, theme.INK, (book.x + book.width * 0.18, book.y), (book.x + book.width * 0.18, book.bottom), 2)
    else:  # a medal on a ribbon
        pygame.draw.polygon(s, (200, 60, 60), [(cx - r * 0.6, cy - r * 1.1), (cx - r * 0.1, cy - r * 1.1),
                                               (cx + r * 0.25, cy), (cx - r * 0.25, cy)])
        pygame.draw.polygon(s, (60, 90, 180), [(cx + r * 0.6, cy - r * 1.1), (cx + r * 0.1, cy - r * 1.1),
                                               (cx - r * 0.25, cy), (cx + r * 0.25, cy)])
        pygame.draw.circle(s, colour, (cx, cy + r * 0.35), r * 0.7)
        pygame.draw.circle(s, theme.INK, (cx, cy + r * 0.35), r * 0.7, 2)
        art.draw_shape(s, "star", (cx, cy + r * 0.48), r * 0.4, (255, 245, 200))


def _impact(card: ImpactText, size) -> pygame.Surface:
    """An impact card: its kind drawn and lettered, its cost (coin) and impact points (shield)."""
    w, h = size
    k = w / IMPACT[0]
    colour, letter, picture = IMPACT_STYLE[card.pile]
    s = _frame(size, colour, fill=(250, 238, 232), k=k)
    coin = rp_coin(card.cost, round(14 * k))
    s.blit(coin, (round(5 * k), round(5 * k)))
    tag = theme.text(words.pile_letter(card.pile, letter), round(20 * k), colour, bold=True)
    s.blit(tag, tag.get_rect(topright=(w - round(9 * k), round(5 * k))))
    # the name at the bottom on up to two lines; a second line lifts the picture and the badge
    size_ = max(11, round(13 * k))
    lines = theme.wrap(card.name, w - 8, size_)[:2]
    lift = (size_ + 1) * (len(lines) - 1)
    _impact_picture(s, picture, (w / 2, h * 0.42 - lift / 2), round(19 * k), colour)
    badge = impact_badge(card.points, round(13 * k), colour)
    s.blit(badge, badge.get_rect(midbottom=(w / 2, h - round(24 * k) - lift)))
    for i, line in enumerate(reversed(lines)):
        name = theme.text(theme.fit(line, w - 8, size_), size_, theme.INK)
        s.blit(name, name.get_rect(midbottom=(w / 2, h - round(5 * k) - i * (size_ + 1))))
    return s


def impact_chip(pile: str, count: int) -> pygame.Surface:
    """A small red card with the kind's letter and how many a player holds (opponent panels)."""
    def make():
        colour, letter, _picture = IMPACT_STYLE[pile]
        s = pygame.Surface((46, 26), pygame.SRCALPHA)
        pygame.draw.rect(s, (250, 238, 232), s.get_rect(), border_radius=5)
        pygame.draw.rect(s, colour, s.get_rect(), 2, border_radius=5)
        s.blit(theme.text(words.pile_letter(pile, letter), 16, colour, bold=True), (6, 2))
        t = theme.text(f"×{count}", 16, theme.INK, bold=True)
        s.blit(t, t.get_rect(midright=(42, 13)))
        return s
    return art.cached(("lw-impact-chip", pile, count, language()), make)


def word_size(name: str, width: int, size: int, least: int = 8) -> int:
    """The largest bold size up to ``size`` at which every word of ``name`` fits ``width`` (a long
    word such as "Conference" ran over the edges of a small action card)."""
    while size > least and max(theme.font(size, True).size(w)[0] for w in name.split()) > width:
        size -= 1
    return size


def _action(card: ActionText, size) -> pygame.Surface:
    w, h = size
    k = w / ACTION[0]
    s = _frame(size, ACTION_TEAL, fill=(232, 246, 242), k=min(k, 1.6))
    big = w >= 150
    if big:
        bolt(s, (26, 30), 16, ACTION_TEAL)
        y = 12
        for line in theme.wrap(card.name, w - 60, 20, True)[:2]:
            s.blit(theme.text(line, 20, theme.INK, bold=True), (48, y))
            y += 24
        y = max(y, 52) + 6
        _lines(s, [card.text], pygame.Rect(12, y, w - 24, h - y - 34), 16)
        if card.when:
            _lines(s, [card.when], pygame.Rect(12, h - 30, w - 24, 24), 15, ACTION_TEAL, bold=True)
    else:
        bolt(s, (w / 2, h * 0.32), h * 0.2, ACTION_TEAL)
        if card.reaction:  # played only in reply: an amber "R" in the corner
            pygame.draw.circle(s, theme.WARN, (w - 13, 13), 9)
            r = theme.text("R", 13, theme.INK, bold=True)
            s.blit(r, r.get_rect(center=(w - 13, 13)))
        size_ = word_size(card.name, w - 8, max(10, round(12 * k)))
        for i, line in enumerate(theme.wrap(card.name, w - 8, size_, True)[:3]):
            t = theme.text(line, size_, theme.INK, bold=True)
            s.blit(t, t.get_rect(midtop=(w / 2, h * 0.56 + i * (size_ + 1))))
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


def cost_tag(extra: int) -> pygame.Surface:
    """'+2' in red beside a card's cost coin: it costs more this round (sabotage, virus)."""
    def make():
        t = theme.text(f"+{extra}", 16, (255, 255, 255), bold=True)
        s = pygame.Surface((t.get_width() + 10, t.get_height()), pygame.SRCALPHA)
        pygame.draw.rect(s, theme.BAD, s.get_rect(), border_radius=8)
        s.blit(t, t.get_rect(center=s.get_rect().center))
        return s
    return art.cached(("lw-cost-tag", extra), make)


# ======================= faces by id (what the board asks for) ======================================
def item(type_id: str, size=ITEM) -> pygame.Surface:
    return art.cached(("lw-item", type_id, tuple(size), language()),
                      lambda: _item(words.item_text(content(), type_id), size))


def item_pile(type_id: str, n: int) -> pygame.Surface:
    """An item face with a "×n" badge when n of them lie on one pile."""
    if n == 1:
        return item(type_id)

    def make():
        s = item(type_id).copy()
        # beside the cost coin: the part of a card still seen when the row overlaps
        badge = theme.text(f"×{n}", 17, (255, 255, 255), bold=True)
        box = badge.get_rect(topleft=(38, 6)).inflate(10, 2)
        pygame.draw.rect(s, theme.INK, box, border_radius=8)
        s.blit(badge, badge.get_rect(center=box.center))
        return s
    return art.cached(("lw-pile", type_id, n, language()), make)


def mini(type_id: str, sideways: bool = False) -> pygame.Surface:
    """An opponent's lab item, upright or turned sideways (used this round)."""
    if sideways:
        return art.cached(("lw-mini-side", type_id, language()), lambda: pygame.transform.rotate(mini(type_id), -90))
    return art.cached(("lw-mini", type_id, language()), lambda: _mini(words.item_text(content(), type_id), MINI))


def character(cid: str, size=CHAR) -> pygame.Surface:
    return art.cached(("lw-char", cid, tuple(size), language()), lambda: _character(words.character_text(content(), cid), size))


def action(type_id: str, size=ACTION) -> pygame.Surface:
    return art.cached(("lw-action", type_id, tuple(size), language()), lambda: _action(words.action_text(content(), type_id), size))


def impact(card_id: str, size=IMPACT) -> pygame.Surface:
    return art.cached(("lw-impact", card_id, tuple(size), language()), lambda: _impact(words.impact_text(content(), card_id), size))
