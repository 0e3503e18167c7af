"""Experiment's card art: what a card shows in, a cached surface out.

Every picture is drawn with pygame primitives and kept in ``art.cached`` under what it shows (a kind,
a value, a task id, a size, whether colour-blind symbols are on), so the cache holds one surface per
distinct face however many games are watched.
"""
from __future__ import annotations

import math

import pygame

from labdesk.games.experiment.catalogue import lab_text, task_text
from labdesk.games.experiment.content import BROKEN, EXPLOSION, LAB_KINDS, content
from labdesk.games.experiment.words import colour_word, lab_card_name, task_name
from labdesk.i18n import language, pgettext
from labdesk.ui import art, theme
from labdesk.ui.table import cardsize, labels
from labdesk.ui.table.magnifier import captioned

INF = (64, 90)
INF_SET = (44, 64)  # a personal set of six in hand
INF_SMALL = (30, 42)
LAB_ROW = (92, 128)
LAB_ME = (72, 100)
TASK = (140, 118)
TITLE_LEAST = 14  # the house minimum for a card's name
TASK_DECK = (90, 118)
LAB_ZOOM = (184, 256)  # the magnifier's lab card and task card: the flasks large
TASK_ZOOM = (280, 236)
SECRET_BACK = (74, 60, 106)  # the backs' own colours (assets/art/experiment/back.svg, task-back.svg)
INFLUENCE_BACK = (56, 96, 84)
TASK_BACK = (60, 90, 60)
BASIC_BACK = (70, 84, 104)  # the chemicals deck (red, yellow and blue cards)
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
    """A lab card as a token: doubles are two overlapping tokens, the letter on the front one only
    (the one behind would show half a letter)."""
    if not kind.startswith("double-"):
        return token(kind, radius, symbols)

    def make():
        front = token(kind[len("double-"):], radius, symbols)
        w, h = front.get_size()
        s = pygame.Surface((w + radius, h), pygame.SRCALPHA)
        s.blit(token(kind[len("double-"):], radius, False), (0, 0))
        s.blit(front, (radius, 0))
        return s
    return art.cached(("exp-double", kind, radius, symbols), make)


def starburst(surface, centre, r_out, r_in, colour, points=14, phase=0.0) -> None:
    pts = []
    for k in range(points * 2):
        rad = r_out if k % 2 == 0 else r_in
        a = phase + math.pi * k / points
        pts.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


def lab_layout(kind: str, size) -> dict:
    """Where a lab card's parts go (drawing and tests read this): the name's lines at the bottom
    (one, or two when it is long), the flask picture, square, in the room above them, and the
    chemical tokens on the picture's liquid (none on the explosion)."""
    w, h = size
    k = min(w / LAB_ME[0], h / LAB_ME[1])  # a card made wider for its words keeps the scale of its height
    size_px = lab_name_px(w, max(14, round(14 * k)), k)
    lines = theme.wrap(lab_card_name(kind), w - 6, size_px, bold=True)[:2]
    pad = round(4 * k)
    text_top = h - round(6 * k) - len(lines) * (size_px + 3)
    side = min(w - 2 * pad, text_top - 2 * pad)
    picture = pygame.Rect((w - side) // 2, pad, side, side)
    where = "double" if kind.startswith("double-") else "single"
    spots = [] if kind == EXPLOSION else [(picture.x + fx * side, picture.y + fy * side)
                                          for fx, fy in FLASK_TOKENS[where]]
    return {"k": k, "size_px": size_px, "lines": lines, "picture": picture, "tokens": spots,
            "token_r": max(10, round(side * 0.15))}


def lab_name_px(width: int, base: int, k: float | None = None) -> int:
    """The lab card names' size on a card ``width`` wide (at ``k`` times the viewer's lab card's scale,
    by default its width's): the player's text size as far as every name that is one line at 100 %
    stays one line with a margin (one size for all, so the row reads evenly)."""
    k = width / LAB_ME[0] if k is None else k
    room, room100 = width - round(16 * k), round(LAB_ME[0] * k) - round(16 * k)  # (on a card of its shape)
    names = [lab_card_name(kind) for kind in LAB_KINDS]
    one_line = [labels.label_px(name, base, room, bold=True) for name in names
                if theme.font(base, True).size(name)[0] <= room100]
    words = [labels.label_px(word, base, width - 6, bold=True) for name in names for word in name.split()]
    return min(one_line + words)


def lab_face(kind: str, size, symbols: bool = True) -> pygame.Surface:
    def make():
        w, h = size
        lay = lab_layout(kind, size)
        k, size_px = lay["k"], lay["size_px"]
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=round(8 * k))
        edge = theme.CHEMICALS.get(kind.replace("double-", ""), (None,))[0] or (
            (120, 120, 128) if kind == BROKEN else theme.BAD if kind == EXPLOSION else theme.ACCENT)
        pygame.draw.rect(s, edge, s.get_rect(), max(2, round(4 * k)), border_radius=round(8 * k))
        s.blit(art.picture("experiment", kind, lay["picture"].size), lay["picture"])
        for spot in lay["tokens"]:  # the chemical's shape and letter on its liquid
            t = token(kind.replace("double-", ""), lay["token_r"], symbols)
            s.blit(t, t.get_rect(center=spot))
        bottom = h - round(6 * k)
        for line in reversed(lay["lines"]):
            text = theme.text(theme.fit(line, w - 6, size_px, bold=True), size_px, theme.INK, bold=True)
            s.blit(text, text.get_rect(midbottom=(w // 2, bottom)))
            bottom -= size_px + 3
        return s
    return art.cached(("exp-lab", kind, tuple(size), symbols, language()), make)


def secret_back(size) -> pygame.Surface:
    return _picture_back("back", size, SECRET_BACK)


def basic_back(size) -> pygame.Surface:
    """The chemicals deck's back: the three basic colours' tokens on its own colour."""
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, BASIC_BACK, s.get_rect(), border_radius=max(4, w // 8))
        pygame.draw.rect(s, theme.LINE, s.get_rect().inflate(-6, -6), 1, border_radius=max(3, w // 10))
        radius = max(5, w // 7)
        for kind, (fx, fy) in zip(("red", "yellow", "blue"), ((0.5, 0.26), (0.3, 0.58), (0.7, 0.58))):
            t = token(kind, radius, False)
            s.blit(t, t.get_rect(center=(w * fx, h * fy)))
        return s
    return art.cached(("exp-basic-back", tuple(size)), make)


def influence_face(value: int, size, corner: bool = False, grow: bool = True) -> pygame.Surface:
    """An influence card: its number large in the middle, or with ``corner`` small in the top left
    corner, the part a fan's next card leaves showing; with ``grow=False`` at its 100 % size (a card
    in a fan whose next card would cover a larger number's edge)."""
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=max(4, w // 8))
        pygame.draw.rect(s, theme.ACCENT, s.get_rect(), max(2, w // 20), border_radius=max(4, w // 8))
        px = influence_px(value, size, corner) if grow else 16 if corner else max(16, int(size[1] * 0.5))
        digit = theme.text(str(value), px, theme.INK, bold=True)
        s.blit(digit, (4, 2) if corner else digit.get_rect(center=(w / 2, h / 2)))
        return s
    return art.cached(("exp-inf", value, tuple(size), corner, grow), make)


def influence_px(value: int, size, corner: bool = False) -> int:
    """An influence card's number: half the card's height (16 in a corner) at 100 %, at the player's
    text size as far as the card holds it (a corner's as far as the next card of a fan leaves it
    showing: a third of the card's width)."""
    w, h = size
    if corner:
        return labels.label_px(str(value), 16, round(w * 0.3), h // 2, bold=True)
    # the number's box stays inside the card that may lie on it, a little aside (``panels.laid_slot``)
    room = (w - 2 * max(4, w // 8), h - 2 * max(4, h // 12))
    return labels.label_px(str(value), max(16, int(h * 0.5)), *room, bold=True)


def influence_back(size) -> pygame.Surface:
    return art.card_back(size, INFLUENCE_BACK)


def influence_card(value: int | None, size, grow: bool = True) -> pygame.Surface:
    """An influence card as the observation shows it: its face, or its back when the value is hidden."""
    return influence_back(size) if value is None else influence_face(value, size, grow=grow)


def task_layout(task_id: str, size=TASK, grow: bool = True) -> dict:
    """Where a task card's parts go (drawing and tests read this), scaled with the card: the id, the
    points badge, the name, then one flask picture per container side by side, its token on the
    liquid and under it the amount, with the colours' words when every column has room for its word
    (the token carries shape and letter). At a larger text size the name, the amounts and the points
    grow (``task_words``) and the flasks take the height left; ``grow=False``: the words as at 100 %
    (a card mostly under the next in a crowded row, where larger words would be half hidden)."""
    if is_line(size):
        return task_line_layout(task_id, size)
    w, h = size
    k = w / TASK[0]
    ky = min(k, h / TASK[1])  # a card made taller than its shape gives the extra height to its words
    need = content().task_by_id[task_id].need
    # the amounts smaller on a large card: room for words
    label100 = max(15, round(12 * ky))
    column = (w - round(12 * k)) // len(need)
    digit, badge_r, badge = _task_badge(task_id, w, k, ky)
    name_y, title, text, label = (task_words(task_id, w, h, k, ky, badge, badge_r, label100) if grow else
                                  (round(26 * ky), theme.fit_title(task_name(task_id), w - round(16 * k),
                                                                   max(15, round(15 * ky)), least=TITLE_LEAST),
                                   max(15, round(15 * ky)), label100))
    if title.size <= max(15, round(15 * ky)):  # the name as at 100 %: so is the badge it runs beside
        digit, badge_r, badge = _task_badge(task_id, w, k, ky, grow=False)
    top = max(round(46 * ky), name_y + title.height() + round(2 * ky))
    label_y = h - round(22 * ky) if label == label100 else h - theme.font(label, True).get_height()
    pic_h = label_y - top
    if label > label100:  # a taller card's flasks stay inside their columns, at the foot of the room
        pic_h = min(pic_h, (column - 2) * 60 // 40)
        top = label_y - pic_h
    pic_w = round(pic_h * 40 / 60)  # the task flask's view box (tools/art_experiment.py)
    words = [f"{amount}× {colour_word(colour)}" for colour, amount in need]
    wordy = all(theme.font(label, True).size(word)[0] <= column - 4 for word in words)
    fx, fy = FLASK_TOKENS["task"][0]
    flasks = []
    for i, (colour, amount) in enumerate(need):
        cx = round(6 * k) + column * i + column // 2
        picture = pygame.Rect(cx - pic_w // 2, top, pic_w, pic_h)
        flasks.append({"colour": colour, "amount": amount, "picture": picture,
                       "label": words[i] if wordy else f"{amount}×", "label_at": (cx, label_y),
                       "token": (picture.x + fx * pic_w, picture.y + fy * pic_h)})
    return {"k": k, "text": text, "label_size": label, "id_at": (round(9 * k), round(6 * ky)),
            "name_at": (round(9 * k), name_y), "title": title, "badge": badge, "badge_r": badge_r, "digit": digit,
            "flasks": flasks, "token_r": max(9, round(9 * ky))}


def is_line(size) -> bool:
    """Whether a task of ``size`` is a line of a list (``panels.task_list``: eight to ten held at a
    larger text size) rather than a card: far wider than tall."""
    return size[0] >= 3 * size[1]


LINE_PAD = 8  # a task line's margins and the room between its parts


def task_line_layout(task_id: str, size) -> dict:
    """A task as one line of a list: its id, its name, each need's amount and token, the points on
    a badge at the right end. Every word at the player's size where the line's height holds it,
    else as large as it does, never below ``cardsize.floor_px`` (a card as narrow as ten side by
    side would break a long name over four lines; the line holds it whole). The flask pictures
    are left out: the tokens carry each colour, the amounts are words, the magnifier shows the card."""
    w, h = size
    task = content().task_by_id[task_id]
    floor = cardsize.floor_px(15)
    px = next((p for p in range(cardsize.card_px(15, 15), floor, -1) if theme.font(p, True).get_height() <= h), floor)
    font = theme.font(px, True)
    y = (h - font.get_height()) // 2
    token_r = max(6, min(round(px * 0.45), h // 2 - 2))
    badge_w = max(h - 4, font.size(str(task.value))[0] + 12)
    badge = pygame.Rect(w - LINE_PAD // 2 - badge_w, 2, badge_w, h - 4)
    # the needs end at one place on every line (before the widest badge: two digits), so the
    # tokens of a list's lines stand in columns
    needs, x = [], w - LINE_PAD // 2 - max(h - 4, font.size("00")[0] + 12) - LINE_PAD
    for colour, amount in reversed(task.need):  # from the badge leftwards: token, then its amount
        x -= 2 * token_r
        token_at = (x + token_r, h // 2)
        label = f"{amount}×"
        x -= font.size(label)[0] + 2
        needs.append({"colour": colour, "amount": amount, "label": label, "label_at": (x, y), "token": token_at})
        x -= LINE_PAD
    name_x = LINE_PAD + font.size(task.id)[0] + LINE_PAD
    title = theme.fit_title(task_name(task_id), x - name_x, px, least=floor, lines=1)
    return {"text": px, "label_size": px, "digit": px, "id_at": (LINE_PAD, y),
            "name_at": (name_x, (h - theme.font(title.size, True).get_height()) // 2), "title": title,
            "badge_rect": badge, "needs": needs[::-1], "token_r": token_r, "flasks": []}


def _draw_task_line(s: pygame.Surface, task_id: str, symbols: bool) -> None:
    """``task_line_layout``'s parts on ``s``."""
    lay = task_line_layout(task_id, s.get_size())
    task = content().task_by_id[task_id]
    radius = min(8, s.get_height() // 3)
    pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, (70, 90, 110), s.get_rect(), 2, border_radius=radius)
    s.blit(theme.text(task.id, lay["text"], (90, 96, 110), bold=True), lay["id_at"])
    s.blit(theme.text(lay["title"].lines[0], lay["title"].size, theme.INK, bold=True), lay["name_at"])
    for need in lay["needs"]:
        s.blit(theme.text(need["label"], lay["label_size"], theme.INK, bold=True), need["label_at"])
        t = token(need["colour"], lay["token_r"], symbols)
        s.blit(t, t.get_rect(center=need["token"]))
    badge = lay["badge_rect"]
    pygame.draw.rect(s, theme.WARN, badge, border_radius=badge.height // 2)
    pygame.draw.rect(s, theme.INK, badge, 2, border_radius=badge.height // 2)
    pts = theme.text(str(task.value), lay["digit"], theme.INK, bold=True)
    s.blit(pts, pts.get_rect(center=badge.center))


TASK_FLASK_LEAST = 30  # a task's flask pictures never shorter than this to make room for larger words
TASK_FLASK_SMALL = 20  # ... unless the words would not grow at all: then the flasks give way down to this


def _task_badge(task_id: str, w: int, k: float, ky: float, grow: bool = True) -> tuple[int, int, tuple[int, int]]:
    """The points badge: its digits' size, its radius and its centre at the top right (larger
    digits make a larger badge, kept in the corner; ``grow=False``: as at 100 %)."""
    digit, r = cardsize.card_px(round(17 * ky), 17) if grow else round(17 * ky), round(15 * ky)
    grow = 0
    if digit > round(17 * ky):
        value = str(content().task_by_id[task_id].value)
        grow = max(0, max(theme.font(digit, True).size(value)[0] // 2 + 5, digit * 3 // 5) - r)
    return digit, r + grow, (w - round(20 * ky) - grow, round(20 * ky) + grow)


def task_words(task_id: str, w: int, h: int, k: float, ky: float, badge: tuple[int, int], badge_r: int,
               label100: int) -> tuple[int, theme.Title, int, int]:
    """Where a task's name starts, its lines, the id's size and the amounts' size: the name under the
    id, beside the badge. At a larger text size the name at the largest size (down to its 100 % size)
    where its lines are whole, the first ending before the badge (unless the name starts below it),
    at most two, leaving the flasks ``TASK_FLASK_LEAST`` tall; then the id above it as large as that
    leaves it (never larger than the name). Where that leaves the name or the id short of
    ``cardsize.floor_px`` (a short or narrow card), ``_floor_words`` sets them at least that large."""
    name, width, text100 = task_name(task_id), w - round(16 * k), max(15, round(15 * ky))
    base = max(15, round(15 * ky))
    label = cardsize.card_px(label100, 15)
    bottom = h - theme.font(label, True).get_height()
    for px in range(cardsize.card_px(base, 15), base, -1):
        for text in range(max(text100, px), text100 - 1, -1):
            name_y = round(6 * ky) + theme.font(text, True).get_height() - 1
            first = width if name_y >= badge[1] + badge_r else badge[0] - badge_r - round(9 * k) - 4
            lines = _beside_badge(name, first, width, px)
            title = theme.Title(tuple(lines), px)
            if lines and bottom - (name_y + title.height() + round(2 * ky)) >= TASK_FLASK_LEAST:
                if min(px, text) < cardsize.floor_px(15):
                    return _floor_words(name, w, h, k, ky, badge, badge_r, label100) or (name_y, title, text, label)
                return name_y, title, text, label
    if base < cardsize.floor_px(15):
        found = _floor_words(name, w, h, k, ky, badge, badge_r, label100)
        if found:
            return found
    return round(26 * ky), theme.fit_title(name, width, base, least=TITLE_LEAST), text100, label


def _floor_words(name: str, w: int, h: int, k: float, ky: float, badge: tuple[int, int], badge_r: int,
                 label100: int) -> tuple[int, theme.Title, int, int] | None:
    """A task's words on a card too short or narrow for ``task_words``'s first choice, each at least
    ``cardsize.floor_px`` of its 100 % size: the name broken between words where it can (else after
    its own hyphen, else at a syllable, else anywhere: ``BREAKS``); for each, the flasks smaller first
    (down to ``TASK_FLASK_SMALL``), then the amounts, the name and the id from the player's size
    down to that floor; the name beside the badge, else under it on the card's whole width. None:
    nothing holds them."""
    width, base = w - round(16 * k), max(15, round(15 * ky))
    floor, top = cardsize.floor_px(15), cardsize.card_px(base, 15)  # (the floor of the full-size card's words)
    under_badge = badge[1] + badge_r
    beside = badge[0] - badge_r - round(9 * k) - 4
    for breaks in BREAKS:
        for least in (TASK_FLASK_LEAST, TASK_FLASK_SMALL):
            for label in range(cardsize.card_px(label100, 15), cardsize.floor_px(label100) - 1, -1):
                bottom = h - theme.font(label, True).get_height()
                for px in range(top, floor - 1, -1):
                    for text in range(px, floor - 1, -1):
                        id_foot = round(6 * ky) + theme.font(text, True).get_height() - 1
                        for name_y in (id_foot, max(id_foot, under_badge)):
                            lines = _two_lines(name, beside if name_y < under_badge else width, width, px, breaks)
                            title = theme.Title(tuple(lines), px)
                            if lines and bottom - (name_y + title.height() + round(2 * ky)) >= least:
                                return name_y, title, text, label
    return None


#: where a name may break over two lines, the best first: between words, after a word's own hyphen,
#: before a syllable (a consonant and a vowel: "Distilla-tion", "Хладо-пакет"), anywhere
BREAKS = ("words", "hyphen", "syllable", "letters")
VOWELS = frozenset("aeiouyаеёиоуыэюя")


def _two_lines(name: str, first: int, width: int, px: int, breaks: str = "words") -> list[str]:
    """``name`` at ``px`` on one line ``first`` wide, else on two (the first ``first`` wide, the second
    ``width``) broken as ``breaks`` says (``BREAKS``; inside a word: three letters on each side, never
    before a letter that cannot start a Russian syllable), the longest first line that fits; [] when
    none holds it."""
    font, words = theme.font(px, True), name.split(" ")
    if font.size(name)[0] <= first:
        return [name]

    def fits(head: str, tail: str) -> bool:
        return font.size(head)[0] <= first and font.size(tail)[0] <= width

    if breaks == "words":
        for i in range(len(words) - 1, 0, -1):
            head, tail = " ".join(words[:i]), " ".join(words[i:])
            if fits(head, tail):
                return [head, tail]
        return []
    for i in range(len(words) - 1, -1, -1):
        word = words[i]
        for cut in range(len(word) - 3, 2, -1):
            if not _breaks_at(word, cut, breaks):
                continue
            head = " ".join(words[:i] + [word[:cut] + ("" if word[cut - 1] == "-" else "-")])
            tail = " ".join([word[cut:]] + words[i + 1:])
            if fits(head, tail):
                return [head, tail]
    return []


def _breaks_at(word: str, cut: int, breaks: str) -> bool:
    """Whether ``word`` may break before its letter ``cut`` as ``breaks`` allows."""
    if breaks == "hyphen":
        return word[cut - 1] == "-"
    after = word[cut]
    if not (word[cut - 3:cut] + word[cut:cut + 3]).isalpha() or after.lower() in theme.NO_SYLLABLE_START:
        return False  # (three letters each side of the break, a word's own hyphen not among them)
    if breaks == "syllable":
        return after.lower() not in VOWELS and word[cut + 1].lower() in VOWELS
    return True


def _beside_badge(name: str, first: int, width: int, px: int) -> list[str]:
    """``name`` on at most two whole lines at ``px``: the first ``first`` wide, the second ``width``;
    [] when they do not hold it."""
    font, words = theme.font(px, True), name.split(" ")
    head = 0
    while head < len(words) and font.size(" ".join(words[:head + 1]))[0] <= first:
        head += 1
    lines = [" ".join(part) for part in (words[:head], words[head:]) if part]
    if head == 0 or len(lines) > 2 or any(font.size(line)[0] > width for line in lines):
        return []
    return lines


def task_face(task_id: str, size=TASK, symbols: bool = True, grow: bool = True) -> pygame.Surface:
    """A task card of ``size`` (``grow``: see ``task_layout``), or a line of a list (``is_line``)."""
    task = content().task_by_id[task_id]

    def make():
        if is_line(size):
            s = pygame.Surface(size, pygame.SRCALPHA)
            _draw_task_line(s, task_id, symbols)
            return s
        w, h = size
        lay = task_layout(task_id, size, grow)
        k, text = lay["k"], lay["text"]
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=round(10 * k))
        pygame.draw.rect(s, (70, 90, 110), s.get_rect(), max(3, round(3 * k)), border_radius=round(10 * k))
        s.blit(theme.text(task.id, text, (90, 96, 110), bold=True), lay["id_at"])
        pygame.draw.circle(s, theme.WARN, lay["badge"], lay["badge_r"])
        pygame.draw.circle(s, theme.INK, lay["badge"], lay["badge_r"], 2)
        pts = theme.text(str(task.value), lay["digit"], theme.INK, bold=True)
        s.blit(pts, pts.get_rect(center=lay["badge"]))
        x, y = lay["name_at"]
        title = lay["title"]
        for line in title.lines:
            s.blit(theme.text(line, title.size, theme.INK, bold=True), (x, y))
            y += title.size + 2
        for spot in lay["flasks"]:
            picture = spot["picture"]
            s.blit(art.picture("experiment", f"task-{spot['colour']}-{spot['amount']}", picture.size), picture)
            t = token(spot["colour"], lay["token_r"], symbols)
            s.blit(t, t.get_rect(center=spot["token"]))
            label = theme.text(spot["label"], lay["label_size"], theme.INK, bold=True)
            s.blit(label, label.get_rect(midtop=spot["label_at"]))
        return s
    return art.cached(("exp-task", task_id, tuple(size), symbols, grow, language()), make)


def task_back(size=TASK) -> pygame.Surface:
    return _picture_back("task-back", size, TASK_BACK)


def _picture_back(name: str, size, colour) -> pygame.Surface:
    """A back's picture on a card of ``size`` in its colour (the picture keeps its 5:7 proportions)."""
    def make():
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=10)
        s.blit(art.picture("experiment", name, size), (0, 0))
        return s
    return art.cached(("exp-back", name, tuple(size)), make)


def zoom_face(key: tuple, symbols: bool = True) -> pygame.Surface | None:
    """A table card large with its rule text under it, for the magnifier: its key names what it is
    (the board's sprite keys: ("open" | "secret" | "lab", i, kind) and ("display" | "mytask", i,
    task id)); None for a hidden card, a deck or an influence card."""
    shown = key[2] if len(key) > 2 else None
    if shown is not None and key[0] in ("open", "secret", "lab"):
        text, ruling = lab_text(shown)
        return captioned(lab_face(shown, LAB_ZOOM, symbols), [text, ruling], ("exp-lab", shown, symbols, language()))
    if shown is not None and key[0] in ("display", "mytask"):
        return captioned(task_face(shown, TASK_ZOOM, symbols), [task_text(shown)],
                         ("exp-task", shown, symbols, language()))
    return None


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



def catalogue_picture(picture: tuple) -> pygame.Surface | None:
    """A card of the catalogue (``labdesk.games.experiment.catalogue``), as large as the magnifier's."""
    kind, key = picture
    return lab_face(key, LAB_ZOOM) if kind == "lab" else task_face(key, TASK_ZOOM)
