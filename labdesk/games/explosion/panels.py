"""Explosion's static table pictures: the beakers' labels, the fire level, the selected chemical and
the flasks on the bench, the players' card chips, painted from the view into the surface given (the board says where).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from labdesk.games.explosion import faces
from labdesk.games.explosion import rules as R
from labdesk.games.explosion import words as W
from labdesk.games.explosion.faces import (CHEM, CHIP_PX, COMPACT_CARD, FIRE, FLASK_SIZE, HAND_CARD, TUBE_SIZE,
                                           WIDE_CARD, ChipKey, card_chip, draw_flask, fire_icon, hand_face, is_wide,
                                           reading_face, rgb, tube_surface, zoom_panel)
from labdesk.i18n import N_, _
from labdesk.ui import access, art, audit, theme
from labdesk.ui.table import cardsize, labels
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.tips import Tip
from labdesk.ui.table.words import round_label

ORDER_LINES = 3  # the turn order's note under the players (names and scores of four seats)
NOTE_PX, NOTE_LINE = 16, 20  # its words and line step at 100 %
NOTE_ROOM = 8 + NOTE_LINE * ORDER_LINES
AID_ROOM = 88  # under the note, always: what each flask pays
ORDER_ROOM = NOTE_ROOM + AID_ROOM  # the players' panel keeps this much under the boxes (at 100 %)
AID_TEXT, AID_LINE, AID_TOP, AID_TOKEN = 15, 19, 22, 8  # an aid's words, line step, first line, token radius
# the flask aid's lines: the chemicals drawn as tokens, then what such a flask pays
FLASK_AID = ((("blue", "blue"), ("yellow", "yellow")), N_("1 Intuition + a Process card of that side")), \
    ((("green",), ("orange",), ("purple",)), N_("1 Intuition + its beaker's Research")), \
    ((("red", "red"),), N_("BOOM; a half-filled flask pays nothing"))
SELECTED_ROOM = 25  # each of the selected column's two first lines, above the chemical's token
HAND_TOP, HAND_GAP = 28, 6  # the hand panel's cards start under its title (at 100 %); the gap between compact cards
HAND_FOOT = 10  # under the hand's cards, with the title's top margin


def hand_title_room(rect: pygame.Rect) -> int:
    """The hand panel's title line: as tall as the panel leaves over a full-height card (the panel is
    taller at a larger text size), at most the player's size."""
    return min(theme.font(access.scaled(16), True).get_linesize(),
               max(HAND_TOP - 6, rect.height - HAND_FOOT - WIDE_CARD[1]))


def hand_top(rect: pygame.Rect) -> int:
    """Where the hand panel's cards start, under its title."""
    return 6 + hand_title_room(rect)


def hand_slots(rect: pygame.Rect, count: int) -> tuple[tuple[int, int], list[tuple[float, float]]]:
    """The card size and the card centres for ``count`` Process cards in the hand panel ``rect``: one
    or two wide cards with their whole text, three or four narrow cards with their pictures, five or
    more (the rules allow eight) as compact cards in two rows, so no card covers another's name."""
    if count <= 4:
        size = WIDE_CARD if count <= 2 else HAND_CARD
        if count <= 2:  # wider at a larger text size as far as the panel holds them side by side, their text larger
            room = (rect.width - 24 - 8 * max(0, count - 1)) // max(1, count)
            size = cardsize.grown(WIDE_CARD, (room, WIDE_CARD[1]), each=True)
            if size[0] > WIDE_CARD[0]:  # (grown at all: as wide as the panel, the effect on fewer, larger lines)
                size = (max(size[0], room), size[1])
        top = rect.y + hand_top(rect) + size[1] / 2
        return size, [(rect.x + 12 + size[0] / 2 + i * (size[0] + 8), top) for i in range(count)]
    w, h = COMPACT_CARD
    per_row = (count + 1) // 2
    left = rect.x + (rect.width - per_row * w - (per_row - 1) * HAND_GAP) / 2 if per_row > 3 else rect.x + 12
    return COMPACT_CARD, [(left + w / 2 + (i % per_row) * (w + HAND_GAP),
                           rect.y + hand_top(rect) + h / 2 + (i // per_row) * (h + HAND_GAP)) for i in range(count)]


CHOICE_GAP = 8  # between the side choice's title and its cards, and round them in its frame


def side_choice_area(hand: pygame.Rect, layout) -> pygame.Rect:
    """Where the side choice's two cards lie: the hand panel at 100 %; on the larger table, where a
    154 px card's words cannot reach the player's size beside another, over the tubes and the bench
    (neither is read while a side is chosen; the Lab row and its sum stay in sight)."""
    if access.text_scale() <= 1:
        return pygame.Rect(hand)
    return layout.rect("tubes").union(layout.rect("bench_panel"))


def choice_title_lines(area: pygame.Rect, title: str) -> tuple[int, list[str]]:
    """The side choice's title over its large cards: the player's size, on as many lines as it needs."""
    px = access.scaled(16)
    return px, theme.wrap(title, area.width - 4 * CHOICE_GAP, px, bold=True)


def side_choice_slots(area: pygame.Rect, title: str) -> tuple[tuple[int, int], list[tuple[float, float]]]:
    """The two sides' card size and centres over the larger table's centre: side by side across
    ``area``, as much taller than a hand's wide card as the text is larger (every effect at the
    player's size then), under the title, the title and cards together centred in ``area``."""
    px, lines = choice_title_lines(area, title)
    w = (area.width - 4 * CHOICE_GAP - CHOICE_GAP) // 2
    title_h = len(lines) * theme.font(px, True).get_linesize()
    h = min(round(WIDE_CARD[1] * access.text_scale()), area.height - 4 * CHOICE_GAP - title_h)
    block = title_h + CHOICE_GAP + h
    top = area.y + (area.height - block) // 2 + block - h
    return (w, h), [(area.x + 2 * CHOICE_GAP + w / 2 + i * (w + CHOICE_GAP), top + h / 2) for i in range(2)]


class SideChoiceView(HandView):
    """The side choice on the larger table: a hand of the two sides (clicked, focused and pointed at
    as the hand is), drawn in a frame of their own over the table's centre under the choice's title,
    while the Process cards panel goes on showing the viewer's held cards (``held``)."""

    def __init__(self, area: pygame.Rect, title: str, held: HandView):
        size, slots = side_choice_slots(area, title)
        super().__init__(area, size, slots=slots)
        self.title, self.held = title, held

    def draw(self, surface: pygame.Surface, held: bool = True) -> None:
        audit.overlay(self.area, "side choice", self.title)  # it lies over the tubes and the bench
        theme.panel(surface, self.area, theme.BG_DARK, theme.ACCENT, radius=12)
        px, lines = choice_title_lines(self.area, self.title)
        step = theme.font(px, True).get_linesize()
        top = round(min(y for _x, y in self.slots) - self.card_size[1] / 2) - CHOICE_GAP - len(lines) * step
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, (self.area.centerx, top + k * step), px, theme.TEXT, bold=True,
                            anchor="midtop")
        self.held.draw(surface)
        super().draw(surface, held)


def side_choice_hand(hand: pygame.Rect, layout, title: str, held: list[dict], held_title: str,
                     phase: str = "side") -> HandView:
    """The side choice's hand (its cards not yet given): two wide cards in the hand panel ``hand`` at
    100 %; on the larger table large over the centre (``SideChoiceView``), the held cards in the panel
    (titled ``held_title``) as out of a choice."""
    area = side_choice_area(hand, layout)
    if area == hand:
        size, slots = hand_slots(hand, 2)
        return HandView(hand, size, slots=slots)
    return SideChoiceView(area, title, held_view(hand, held, held_title, phase))


def held_view(hand: pygame.Rect, cards: list[dict], title: str, phase: str = "side") -> HandView:
    """The viewer's held Process cards in the hand panel ``hand`` (titled ``title``) as the panel
    shows them out of a side choice (two or more on the larger table: tabs)."""
    view, made = held_hand(hand, cards, None, phase, title)
    view.set_cards(made)
    return view


def held_hand(hand: pygame.Rect, held: list[dict], old: HandView | None, phase: str,
              title: str) -> tuple[HandView, list[HandCard]]:
    """The viewer's held Process cards in the panel ``hand`` and their cards: side by side as ever
    (a steady hand keeps its cards' places and size); on the larger table, where two or more cannot
    lie side by side with every word at the floor, a tab per card over the chosen card's face
    (``TabbedHand``), the card chosen before kept."""
    if access.text_scale() > 1 and len(held) >= 2:
        chosen = old.selected if isinstance(old, TabbedHand) and old.picked else None
        view = TabbedHand(hand, title, held, phase, chosen)
        return view, [HandCard(c["card"], reading_face(c["card"], c["side"], view.lay.face.size)) for c in held]
    size, slots = hand_slots(hand, len(held))
    # the same person decides again: the cards still held keep their places (HandView.steady)
    keep = (old is not None and old.steady and not isinstance(old, TabbedHand)  # (the tab view lays out anew)
            and {c["card"] for c in held} <= {s.key for s in old.sprites})
    cards = [HandCard(c["card"], hand_face(c["card"], c["side"], old.card_size if keep else size)) for c in held]
    return (old if keep else HandView(hand, size, slots=slots)), cards


ROW_GAP = 2  # between the tabs' rows, and under the last over the face


@dataclass(frozen=True)
class HeldTabs:
    """Where the tab view's parts lie: each shown card's tab (``shown``: indices into the held cards,
    in order), the arrows to the cards before and after them when not every tab fits (None when
    they all do), and the chosen card's face."""
    shown: tuple[int, ...]
    tabs: tuple[pygame.Rect, ...]
    before: pygame.Rect | None
    after: pygame.Rect | None
    face: pygame.Rect


def _flow(sizes: list[tuple[int, int]], left: int, first: int, right: int, top: int, rows: int) -> list | None:
    """``sizes`` left to right from ``first`` on the first row (``left`` on the next), ``rows`` rows
    of their height from ``top``: their rects, or None when they do not all fit."""
    rects, x, row = [], first, 0
    for w, h in sizes:
        if x + w > right and x > left:
            x, row = left, row + 1
        if row >= rows or x + w > right:
            return None
        rects.append(pygame.Rect(x, top + row * (h + ROW_GAP), w, h))
        x += w + 6
    return rects


def held_tabs(hand: pygame.Rect, title: str, held: list[dict], chosen: int) -> HeldTabs:
    """The tab view in the panel ``hand``: the tabs flow after the panel's title and on under it in
    as many rows as leave the face room for any held card's phase and effect at the floor; where
    they do not all fit, the tabs round the chosen one (``chosen``: an index) with an arrow to the
    card before and after them; the face takes the rest of the panel under the rows."""
    px, words = hand_title_look(hand, title)
    left, right = hand.x + 12, hand.right - 12
    first = left + theme.font(px, True).size(words)[0] + 12
    sizes = [faces.tab_size(c["card"], c["side"]) for c in held]
    row = sizes[0][1] + ROW_GAP
    need = max(faces.reading_height(c["card"], c["side"], right - left, cardsize.floor_px(16)) for c in held)
    rows = max(1, (hand.height - 6 - need) // row)
    top = hand.y + 3
    rects = _flow(sizes, left, first, right, top, rows)
    start, end = 0, len(held)
    if rects is None:  # the run round the chosen card that fits beside its arrows
        arrow = (row - ROW_GAP, row - ROW_GAP)
        def fits(lo: int, hi: int) -> bool:
            trial = [arrow] * (lo > 0) + sizes[lo:hi] + [arrow] * (hi < len(held))
            return _flow(trial, left, first, right, top, rows) is not None
        start, end = chosen, chosen + 1
        while True:  # one more card after the run, else before it, while they fit
            wider = [(lo, hi) for lo, hi in ((start, min(len(held), end + 1)), (max(0, start - 1), end))
                     if (lo, hi) != (start, end) and fits(lo, hi)]
            if not wider:
                break
            start, end = wider[0]
        placed = _flow([arrow] * (start > 0) + sizes[start:end] + [arrow] * (end < len(held)), left, first, right,
                       top, rows) or []
        before = placed.pop(0) if start > 0 and placed else None
        after = placed.pop() if end < len(held) and placed else None
        rects = placed
    else:
        before = after = None
    # (every row in use where not all tabs fit, so the face keeps its size whichever card is chosen)
    used = max((r.bottom for r in rects), default=top) if before is after is None else top + rows * row - ROW_GAP
    face = pygame.Rect(left, used + ROW_GAP, right - left, hand.bottom - 3 - used - ROW_GAP)
    return HeldTabs(tuple(range(start, end)), tuple(rects), before, after, face)


def first_shown(held: list[dict], phase: str) -> int:
    """The card the tab view shows first: the last earned of those whose phase is now, else the last
    earned."""
    now = [i for i, c in enumerate(held) if c["phase"] == phase]
    return now[-1] if now else len(held) - 1


class TabbedHand(HandView):
    """The viewer's held Process cards on the larger table, two or more: a tab per card (its name and
    side at the player's size) after the panel's title, and the chosen card's face whole under them.
    Its sprites are the tabs (keyed ``TabKey``: a click, Enter or a controller's A shows that card,
    the magnifier shows it large) and a face per card, only the chosen one visible (keyed by the
    card, clicked and focused as a hand card is)."""

    def __init__(self, area: pygame.Rect, title: str, held: list[dict], phase: str, chosen: int | None):
        keys = [c["card"] for c in held]
        self.held_cards, self.title = held, title
        self.picked = chosen in keys  # the player chose a tab (else the view follows the phase)
        self.selected = chosen if self.picked else keys[first_shown(held, phase)]
        self.lay = held_tabs(area, title, held, keys.index(self.selected))
        super().__init__(area, self.lay.face.size)
        self.faces: list[HandCard] = []

    def set_cards(self, cards) -> None:
        """The faces of every held card (the board's); the tabs are the view's own."""
        self.faces = list(cards)
        lay, held = self.lay, self.held_cards
        tabs = [HandCard(faces.TabKey(held[i]["card"]), faces.tab_face(held[i]["card"], held[i]["side"],
                                                                       held[i]["card"] == self.selected))
                for i in lay.shown]
        rects = list(lay.tabs)
        for rect, i in ((lay.before, lay.shown[0] - 1), (lay.after, lay.shown[-1] + 1)):
            if rect is not None:
                tabs.append(HandCard(faces.TabKey(held[i]["card"]), faces.tab_arrow(rect.size, i < lay.shown[0])))
                rects.append(rect)
        self.slots = [r.center for r in rects] + [lay.face.center] * len(self.faces)
        self.steady = False  # its own places, whoever decides next (a chosen card brings its tab in)
        super().set_cards(tabs + self.faces)
        for sprite in self.sprites:
            sprite.hoverable = False  # a tab's card shows in the magnifier, the face is whole
            if not isinstance(sprite.key, faces.TabKey):
                sprite.visible = sprite.key == self.selected

    def select(self, card: int) -> None:
        """Show ``card``'s face (its tab's), the faces' marks (playable) kept."""
        marks = {s.key: s.highlight for s in self.sprites}
        self.selected, self.picked = card, True
        self.lay = held_tabs(self.area, self.title, self.held_cards, [c["card"] for c in self.held_cards].index(card))
        self.set_cards(self.faces)
        for sprite in self.sprites:
            sprite.highlight = marks.get(sprite.key)

    def sprite(self, key):
        """A held card where it shows: its face when it is the one shown, else its tab."""
        face = super().sprite(key)
        if face is None or face.visible or isinstance(key, faces.TabKey):
            return face
        return super().sprite(faces.TabKey(key))

    def draw(self, surface: pygame.Surface, held: bool = True) -> None:
        for sprite in self.sprites:  # a playable card's tab is outlined as its face is
            if isinstance(sprite.key, faces.TabKey):
                face = super().sprite(sprite.key.card)
                sprite.highlight = face.highlight if face is not None else None
        super().draw(surface, held)


def hand_target(hand: HandView, key) -> pygame.Rect | None:
    """Where a lesson points at a hand card: the card; in the tab view the tabs and the face together
    (its card is the face shown first, or a tab: an arrow into the face passed over the tabs)."""
    sprite = hand.sprite(key)
    if sprite is None or not isinstance(hand, TabbedHand):
        return sprite.rect if sprite is not None else None
    shown = [s.rect for s in hand.sprites if s.visible]
    return shown[0].unionall(shown[1:])


def tab_pressed(hand: HandView, event) -> bool:
    """A left press or release on a tab of ``hand`` (the release shows its card): True when the event
    was the tab's, whoever's turn it is (a card is read while others play)."""
    hand = hand.held if isinstance(hand, SideChoiceView) else hand  # (the held cards beside a side choice)
    if not isinstance(hand, TabbedHand) or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        return False
    sprite = hand.card_at(event.pos) if event.button == 1 else None
    if sprite is None or not isinstance(sprite.key, faces.TabKey):
        return False
    if event.type == pygame.MOUSEBUTTONUP:
        hand.select(sprite.key.card)
    return True


def zoom_face(key, hand: HandView, held: list[dict]) -> pygame.Surface | None:
    """What the magnifier shows for ``key``: a Lab card large with its text, a chip's card, a narrow
    hand card's or a tab's card with its whole text (a wide card and the tab view's face show it)."""
    if isinstance(key, faces.LabKey):
        return faces.lab_large(key.number)
    if isinstance(key, faces.ChipKey):
        return zoom_panel(key.card, key.side)
    if isinstance(key, faces.TabKey):
        key = key.card
    elif is_wide(hand.card_size) or isinstance(hand, TabbedHand):
        return None
    card = next((c for c in held if c["card"] == key), None)
    return None if card is None else zoom_panel(card["card"], card["side"])


TUBES_HEIGHT = 176  # the tubes' area at 100 % (its title, two rows of twelve)


def tube_rows(tubes: pygame.Rect) -> tuple[int, int, int]:
    """The first row's top (under the title), the row step and a tube's height in ``tubes``: as at
    100 % in an area that tall, larger in a taller one (the 150 % table's)."""
    extra = max(0, tubes.height - TUBES_HEIGHT)
    top = 18 + extra // 4
    step = 76 + (extra - extra // 4) // 2
    return top, step, step + TUBE_SIZE[1] - 76


def tube_rect(tubes: pygame.Rect, i: int) -> pygame.Rect:
    """The ``i``-th tube of the Lab card shown in ``tubes`` (two rows of twelve)."""
    top, step, height = tube_rows(tubes)
    left = min(16, (tubes.width - 11 * 64 - TUBE_SIZE[0]) // 2)  # (a narrower area centres them)
    return pygame.Rect(tubes.x + left + (i % 12) * 64, tubes.y + top + (i // 12) * step, TUBE_SIZE[0], height)


def draw_tube_row(surface, tubes: pygame.Rect, chemicals: dict, lit: set, symbols: bool) -> None:
    """The Lab card's 24 tubes (``chemicals``: {number: chemical}) in two rows of twelve, ``lit`` outlined."""
    for i, (number, chem) in enumerate(chemicals.items()):
        spot = tube_rect(tubes, i)
        surface.blit(tube_surface(chem, number, number in lit, symbols, spot.height), spot)


def draw_tubes_title(surface, tubes: pygame.Rect, title: str) -> None:
    """The tubes' title over their numbers (larger over taller tubes)."""
    px = labels.label_px(title, 16, tubes.width - 24, tube_rows(tubes)[0] + 4, bold=True)
    theme.blit_text(surface, title, (tubes.x + 12, tubes.y), px, theme.TEXT_DIM, bold=True)


def viewer_hand(view: dict, viewer: int | None) -> list[dict]:
    """The Process cards the board shows in its hand: the viewer's, or (a public view) the acting seat's."""
    seat = viewer if viewer is not None else view.get("to_act")
    return view["held"][seat] if seat is not None and seat < len(view["held"]) else []


def tube_target(tubes: pygame.Rect, i: int) -> pygame.Rect:
    """The ``i``-th tube as a lesson points at it: its number and glass, not the gap below the glass
    (a ring round the whole tube ran over the number of the tube under it)."""
    tube = tube_rect(tubes, i)
    return pygame.Rect(tube.x + 10, tube.y, tube.width - 20, tube.height - 4)


@dataclass(frozen=True)
class BeakerLines:
    """A beaker's lines beside its card: each line's size and its top (offsets from the column's
    top), the fire icons' centre line (None: the icons give way to larger words)."""
    compound: tuple[int, int]
    research: tuple[int, int]
    fire: tuple[int, int]
    icons_y: int | None
    index: tuple[int, int]


def beaker_lines(r: pygame.Rect, label: str, texts: tuple[str, str, str]) -> BeakerLines:
    """The beaker's lines as large as the column holds them: the compound (20 px, 18 for a long
    colour name), Research and fire (18), the index (16), all grown together at the player's text
    size while the column's height and width hold them (each compound's name as far as its own
    width allows); at a size where the fire icons under their line leave too little room, the line
    alone says how many."""
    def base(name: str) -> int:
        return 20 if theme.font(20, True).size(name)[0] <= r.width - 4 else 18

    compound = base(label)
    research, fire, index = texts

    def taller(px: int, base: int, bold: bool = False) -> int:  # than the line at 100 %
        return theme.font(px, bold).get_linesize() - theme.font(base, bold).get_linesize()

    def at(f: float, icons: bool) -> BeakerLines:
        c = max(compound, min(round(compound * f), labels.label_px(label, compound, r.width - 4, bold=True)))
        rp = fp = min(round(18 * f), labels.label_px(research, 18, r.width - 4), labels.label_px(fire, 18, r.width - 4))
        ip = min(round(16 * f), labels.label_px(index, 16, r.width - 4))
        y_research = 44 + taller(c, compound, True)
        y_fire = y_research + 26 + taller(rp, 18)
        if not icons:
            y_index = y_fire + theme.font(fp).get_linesize() + 2
            return BeakerLines((c, 14), (rp, y_research), (fp, y_fire), None, (ip, y_index))
        y_icons = y_fire + 42 + taller(fp, 18)
        return BeakerLines((c, 14), (rp, y_research), (fp, y_fire), y_icons, (ip, y_icons + 14))

    for px in range(access.scaled(18), 18, -1):
        for icons in (True, False):
            lines = at(px / 18, icons)
            if lines.index[1] + theme.font(lines.index[0]).get_linesize() <= r.height:
                return lines
    return at(1.0, True)


def draw_beaker_labels(surface, beakers: list[dict], card_rects, label_rects) -> None:
    """Pointers under the beaker cards and each beaker's lines (the cards are sprites, drawn per frame)."""
    for r in card_rects:  # the bottom edge is the one that counts
        x, y = r.centerx, r.bottom + 3
        pygame.draw.polygon(surface, theme.ACCENT, [(x, y), (x - 9, y + 9), (x + 9, y + 9)])
    for i, b in enumerate(beakers):
        r = label_rects[i]
        label = W.compound_label(b["compound"])
        texts = (_(W.BOILED_OVER), "", "") if b["x"] else W.beaker_lines(b)
        lines = beaker_lines(r, label, texts)
        px, y = lines.compound
        theme.blit_text(surface, label, (r.x, r.y + y), px, rgb(b["compound"]), bold=True)
        if b["x"]:
            boiled = texts[0]
            theme.blit_text(surface, boiled, (r.x, r.y + lines.research[1]),
                            min(lines.research[0], labels.label_px(boiled, 18, r.width - 4, bold=True)), theme.BAD,
                            bold=True)
            continue
        research, fire, index = texts
        theme.blit_text(surface, research, (r.x, r.y + lines.research[1]), lines.research[0])
        theme.blit_text(surface, fire, (r.x, r.y + lines.fire[1]), lines.fire[0])
        for k in range(b["fire"] if lines.icons_y is not None else 0):
            fire_icon(surface, (r.x + 12 + 22 * k, r.y + lines.icons_y), 9)
        theme.blit_text(surface, index, (r.x, r.y + lines.index[1]), lines.index[0], theme.TEXT_DIM)


def draw_round_line(surface, rect: pygame.Rect, number: int, mixing: str | None) -> None:
    """The round line: "Round N" in bold, then who is mixing (``mixing``: a plain name), cut to its
    anchor (clear of the thinking pill)."""
    whole = round_label(number) + ("" if mixing is None else W.mixing_line(mixing))  # both grow only together
    px = labels.label_px(whole, 20, rect.width - 8, rect.height - 8, True)
    head = theme.text(round_label(number), px, theme.ACCENT, bold=True)
    surface.blit(head, head.get_rect(midleft=(rect.x + 4, rect.centery)))
    if mixing is None:
        return
    rest = theme.text(theme.fit(W.mixing_line(mixing), rect.width - head.get_width() - 8, px), px, theme.TEXT_DIM)
    surface.blit(rest, rest.get_rect(midleft=(rect.x + 4 + head.get_width(), rect.centery)))


def hand_title_look(rect: pygame.Rect, title: str) -> tuple[int, str]:
    """The Process cards panel's title as drawn: its size and its words (cut to the panel)."""
    px = labels.label_px(title, 16, rect.width - 24, hand_title_room(rect), True)
    return px, theme.fit(title, rect.width - 24, px, True)


def draw_hand_title(surface, rect: pygame.Rect, title: str, empty: bool) -> None:
    """The Process cards panel's title (and "no cards" when the hand is empty, on two lines where
    its larger words need them)."""
    px, words = hand_title_look(rect, title)
    theme.blit_text(surface, words, (rect.x + 12, rect.y + 6), px, theme.TEXT_DIM, bold=True)
    if empty:
        px = access.scaled(16)
        lines = theme.wrap(_(W.NO_CARDS), rect.width - 24, px) if px > 16 else [_(W.NO_CARDS)]
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, (rect.x + 12, rect.y + 80 + k * theme.font(px).get_linesize()), px,
                            theme.TEXT_DIM)


def draw_fire_level(surface, f: pygame.Rect, beakers: list[dict], fire_shift: int) -> None:
    """The fire level, counted."""
    fires = [b["fire"] for b in beakers if not b["x"]]
    # counted from the beakers as drawn, so it follows a beaker turning during an animation (at rest
    # this is the observation's fire level)
    level = R.clamp_fire(sum(fires) + fire_shift)
    # larger: the heading takes the width its icons leave it, the line under it what the heading leaves
    large = access.text_scale() > 1
    width = f.width - 24 - 20 * sum(fires) - 20 if large else f.width // 2
    head = labels.draw(surface, W.fire_head(level), (f.x + 12, f.y + 8), 22, FIRE, True, width=width,
                       height=40 if large else 46 - 8, cut=False)
    icons = max(f.x + 180, head.right + 20)  # after the heading, however long its words
    for k in range(sum(fires)):
        fire_icon(surface, (icons + 20 * k, head.centery if large else f.y + 22), 9)
    top = head.bottom + 2 if large else f.y + 46
    labels.draw(surface, W.fire_sum(fires, fire_shift, level), (f.x + 12, top), 16, theme.TEXT_DIM,
                width=f.width - 24, height=f.bottom - 2 - top)


def odds_rect(p: pygame.Rect, flasks_x: int) -> pygame.Rect:
    """Where the "Show odds" lines go in the selected column ``p``: under its two lines, left of the
    flasks (at a larger text size under its larger lines, down to the column's foot)."""
    if access.text_scale() <= 1:
        return pygame.Rect(p.x + 12, p.y + 50, flasks_x - p.x - 24, 120)
    top = p.y + 4 + 2 * min(access.scaled(SELECTED_ROOM), SELECTED_ROOM_LARGE) + 4
    return pygame.Rect(p.x + 12, top, flasks_x - p.x - 20, p.bottom - 4 - top)


def draw_odds(surface, lines, area: pygame.Rect) -> None:
    """The "Show odds" lines: the exact chance the next selection explodes, what stopping scores
    (at a larger text size as large as the area holds them)."""
    px = 16
    for size in range(access.scaled(16), 16, -1):
        step = theme.font(size).get_linesize() - 2
        if sum(len(theme.wrap(line, area.width, size)) * step + 4 for line in lines) <= area.height:
            px = size
            break
    step = 20 if px == 16 else theme.font(px).get_linesize() - 2
    y = area.y
    for line in lines:
        for part in theme.wrap(line, area.width, px):
            theme.blit_text(surface, part, (area.x, y), px, theme.WARN)
            y += step
        y += 4


BENCH_HEIGHT = 236  # the bench's panel at 100 %


def coach_log(log: pygame.Rect, layout) -> pygame.Rect:
    """A lesson's panel's place at the log: with the order note's own panel beside it, where the
    layout gives the note one (a lesson needs neither; together they are as wide as the log at 100 %)."""
    return log.union(layout.rect("order_note")) if layout.has("order_note") else pygame.Rect(log)


def lesson_target(name: str, rects: dict[str, pygame.Rect], choice: pygame.Rect, first_box: pygame.Rect,
                  last_box: pygame.Rect) -> pygame.Rect:
    """A lesson's element that is one of the board's panels (``rects``): the panel; for "hand" the side
    choice's place (``choice``: the hand panel, or the larger table's centre); while the side choice
    lies large over the bench, for "players" their boxes alone, so the lesson's panel may take the room
    under them (``coach_side``: the bench is no place then)."""
    if name == "hand":
        return pygame.Rect(choice)
    if name == "players" and choice.colliderect(rects["bench_panel"]):
        return first_box.union(last_box)
    return pygame.Rect(rects[name])


def coach_side(players: pygame.Rect, last_box: pygame.Rect, choice: pygame.Rect, bench: pygame.Rect) -> pygame.Rect:
    """A lesson's panel's place under the players' boxes, over the order note and the aids (they yield
    to a lesson): 4 px under them; while the side choice lies large over the bench, clear of the ring a
    lesson draws round the boxes (``lesson_target``), so the panel may go there rather than to a corner."""
    top = last_box.bottom + (COACH_RING_ROOM if choice.colliderect(bench) else 4)
    return pygame.Rect(players.x, top, players.width, players.bottom - top)


COACH_RING_ROOM = 16  # under a ring round the boxes (it keeps 8 px round its element clear)


def coach_bench(bench: pygame.Rect, choice: pygame.Rect | None = None) -> pygame.Rect:
    """A lesson's panel's place over the bench: the bench, at least as tall as at 100 % (the 150 %
    table's shorter bench reaches up over the tubes' foot for it); none (an empty rect) while the side
    choice's cards lie over it (``choice``: on the larger table): the coach finds its place elsewhere."""
    if choice is not None and choice.colliderect(bench):
        return pygame.Rect(0, 0, 0, 0)
    rect = pygame.Rect(bench)
    if rect.height < BENCH_HEIGHT:
        rect.top, rect.height = rect.bottom - BENCH_HEIGHT, BENCH_HEIGHT
    return rect


def draw_selected(surface, p: pygame.Rect, v: dict, symbols: bool, can_pour: bool) -> None:
    """The column's title and the reds this turn, then the selected chemical (or the titration's two)
    and what to do with it."""
    if access.text_scale() > 1:
        return _draw_selected_large(surface, p, v, symbols, can_pour)
    # the two lines grow as far as they stay above the chemical's token
    px = labels.label_px(_(W.SELECTED), 16, p.width - 24, SELECTED_ROOM, True)
    theme.blit_text(surface, _(W.SELECTED), (p.x + 12, p.y + 4), px, theme.TEXT_DIM, bold=True)
    reds = W.reds_line(v["reds"])
    theme.blit_text(surface, reds, (p.x + 12, p.y + 4 + theme.font(px, True).get_linesize()),
                    labels.label_px(reds, 16, p.width - 24, SELECTED_ROOM), theme.BAD if v["reds"] else theme.TEXT_DIM)
    if v["titrate"]:
        for i, chem in enumerate(v["titrate"]):
            token = art.chemical_token(CHEM[chem], 24, symbols)
            surface.blit(token, token.get_rect(center=(p.centerx, p.y + 70 + i * 70)))
        theme.blit_text(surface, _(W.TITRATE_HINT), (p.x + 10, p.bottom - 26), 16, theme.WARN)
    elif v["pending"]:
        chem = v["pending"]
        token = art.chemical_token(CHEM[chem], 32, symbols)
        surface.blit(token, token.get_rect(center=(p.centerx, p.y + 96)))
        theme.blit_text(surface, W.chemical(chem), (p.centerx, p.y + 134), 18, theme.TEXT, bold=True, anchor="midtop")
        hint = W.pending_hint(v["pending_black"])
        if not can_pour:
            hint = ()  # e.g. the chemical that just made the mixture explode: nothing to choose
        for i, line in enumerate(hint):
            theme.blit_text(surface, line, (p.centerx, p.y + 162 + i * 22), 16, theme.WARN, anchor="midtop")


SELECTED_ROOM_LARGE = 29  # at a larger text size: each of the two first lines (21 px), over a smaller token


def _draw_selected_large(surface, p: pygame.Rect, v: dict, symbols: bool, can_pour: bool) -> None:
    """The selected column at a larger text size: its words first, the chemical's token smaller to
    leave them the column's height."""
    room = min(access.scaled(SELECTED_ROOM), SELECTED_ROOM_LARGE)
    reds = W.reds_line(v["reds"])
    y = p.y + 4
    for words, bold, colour in ((_(W.SELECTED), True, theme.TEXT_DIM),
                                (reds, False, theme.BAD if v["reds"] else theme.TEXT_DIM)):
        px = labels.label_px(words, 16, p.width - 16, room, bold)
        theme.blit_text(surface, words, (p.x + 12, y), px, colour, bold=bold)
        y += room
    hint_px = labels.label_px(_(W.TITRATE_HINT), 16, p.width - 16, SELECTED_ROOM_LARGE)
    if v["titrate"]:
        for i, chem in enumerate(v["titrate"]):
            token = art.chemical_token(CHEM[chem], 20, symbols)
            surface.blit(token, token.get_rect(midtop=(p.centerx, y + 4 + i * 46)))
        theme.blit_text(surface, _(W.TITRATE_HINT), (p.x + 10, p.bottom - theme.font(hint_px).get_linesize()),
                        hint_px, theme.WARN)
    elif v["pending"]:
        chem = v["pending"]
        # a small token, its letter alone at the player's size (the column's height goes to its words)
        token = art.chemical_token(CHEM[chem], 24, symbols, letter_px=token_letter_px(SELECTED_LETTER, 24))
        rect = surface.blit(token, token.get_rect(midtop=(p.centerx, y + 2)))
        name = W.chemical(chem)
        px = labels.label_px(name, 18, p.width - 8, bold=True)
        y = theme.blit_text(surface, name, (p.centerx, rect.bottom + 2), px, theme.TEXT, bold=True,
                            anchor="midtop").bottom
        hint = W.pending_hint(v["pending_black"]) if can_pour else ()  # none: e.g. the chemical that just exploded
        for line in hint:
            px = labels.label_px(line, 16, p.width - 4, (p.bottom - y) // len(hint))
            y = theme.blit_text(surface, line, (p.centerx, y), px, theme.WARN, anchor="midtop").bottom


def draw_flasks(surface, rects, v: dict, levels: list[float], targets: set[int], symbols: bool) -> None:
    """The bench's flasks (up to four), filled to ``levels``; the ones a chemical may go to outlined.
    At a larger text size the labels under them grow and the flasks give them their height."""
    px, step, scale = flask_label_look(rects[0])
    for i in range(min(4, v["max_flasks"])):
        rect = rects[i]
        flask = v["flasks"][i] if i < len(v["flasks"]) else None
        chems = tuple(flask["chemicals"]) if flask else ()
        result = flask["result"] if flask else "half"
        level = levels[i] if chems else 0.0
        draw_flask(surface, (rect.centerx, rect.y + 4), chems, result, level, (i + 1) in targets, symbols, scale)
        label = W.flask_label(i + 1, flask, (i + 1) in targets)
        lines, own = flask_label_lines(label, rect, px), flask_label_px(label, rect, px)
        colour = theme.ACCENT if (i + 1) in targets else theme.TEXT
        top = rect.y + 4 + round(FLASK_SIZE[1] * scale) + 6
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, (rect.centerx, top + step * k), own, colour, anchor="midtop")
        if (i + 1) in targets:
            theme.blit_text(surface, W.flask_hint(v["pending_black"]), (rect.centerx, top + 2 + step * len(lines)),
                            px, theme.ACCENT, anchor="midtop")


def flask_label_look(rect: pygame.Rect) -> tuple[int, int, float]:
    """A flask's labels' size and line step, and the flask's scale: at 100 % 16 px under a whole
    flask; larger, the player's size as far as three lines (two of label, the hint) and a flask at
    least half its size fit in the flask's place."""
    if access.text_scale() <= 1:
        return 16, 20, 1.0
    for px in range(access.scaled(16), 16, -1):
        step = theme.font(px).get_linesize() - 1
        scale = min(1.0, (rect.height - 4 - 6 - 2 - 3 * step) / FLASK_SIZE[1])
        if scale >= 0.5:
            return px, step, scale
    return 16, 20, min(1.0, (rect.height - 72) / FLASK_SIZE[1])


def flask_label_lines(label: str, rect: pygame.Rect, px: int = 16) -> list[str]:
    """A flask's label under it, on a second line when it is long ("2: double yellow (YY)"); at a
    larger size ``px``, a little smaller where two lines hold it whole only so."""
    px = flask_label_px(label, rect, px)
    return theme.wrap(label, label_width(rect, px), px, max_lines=2)


def label_width(rect: pygame.Rect, px: int) -> int:
    """A flask label's line: a little wider than the flask's place at 100 %; inside it when larger
    (a lesson's ring round the flask's place crosses no word)."""
    return rect.width + 8 if px <= 16 else rect.width - 8


def flask_label_px(label: str, rect: pygame.Rect, px: int) -> int:
    """``px``, or the largest size down to 16 at which ``label`` takes two lines at most."""
    while px > 16 and len(theme.wrap(label, label_width(rect, px), px)) > 2:
        px -= 1
    return px


CHIP_ROW = 26  # a row of card chips in a player's box
CHIPS_Y = 80  # a player's box at 100 %: its chips (the Robot: its last turn) start this far down, under its lines
NAME_PX, LINE_PX, SCORE_PX = 20, 16, 30  # a player box's name, its status and figures, its score at 100 %


@dataclass(frozen=True)
class PlayerLines:
    """A player box's header: its lines' sizes, where the status and figures lines go and where the
    chips start (offsets from the box's top)."""
    name_px: int
    line_px: int
    status_y: int
    detail_y: int
    chips_y: int


PLAYER_BOX_MAX = 128  # two boxes at 100 % leave the solo Robot's table room under them


def chip_row() -> int:
    """A row of card chips at the player's text size (the chips grow with it, ``faces.card_chip``)."""
    return access.scaled(CHIP_ROW)


def player_box_most(grow: bool = True) -> int:
    """The tallest a player box gets (with its gap): taller by as much as its header and chips grow
    at the player's text size, so few boxes keep their chips' room under larger lines; not in a
    lesson (``grow=False``), whose panel takes the room under the boxes."""
    if not grow:
        return PLAYER_BOX_MAX
    full = player_lines(pygame.Rect(0, 0, 1, 10_000))
    return PLAYER_BOX_MAX + full.chips_y - CHIPS_Y + 2 * (chip_row() - CHIP_ROW)


def aid_scale(room: int, level: str | None, note: bool = True, width: int | None = None,
              folded: tuple[str, ...] = ()) -> float:
    """The text scale of what lies under the player boxes (the order note when ``note``, the flask
    aid, the solo Robot's table, ``width`` wide, those ``folded`` a heading each): the player's, or
    less, down to 100 %, as far as ``room`` holds it."""
    scale = access.text_scale()
    while scale > 1 and under_boxes(scale, level, note, width, folded) > room:
        scale = round(scale - 0.05, 4)
    return max(1.0, scale)


def under_boxes(scale: float, level: str | None, note: bool = True, width: int | None = None,
                folded: tuple[str, ...] = ()) -> int:
    """The height of the note (``note``), the flask aid and the Robot's table (``level``) at ``scale``
    (their lines wrapped in ``width`` at a larger size); an aid ``folded`` is its heading's line."""
    flask = fold_room() + 4 if "flask" in folded else max(aid_room(scale), 4 + flask_aid_height(scale, width))
    total = (note_room(scale) if note else 0) + flask
    if level is not None and "robot" in folded:
        total += FOLD_GAP + fold_room()
    elif level is not None:  # draw_robot_aid's lines (its title on two where it needs them)
        total += 6 + at(AID_TOP, scale) + at(AID_LINE, scale) * (len(robot_aid_lines(level, scale, width)) + 1)
    return total


TIP_PAD = 10  # round a folded aid in its tip
FOLD_GAP = 10  # over a folded aid's heading under the flask aid (the keyboard's ring round it clear of its words)
# which aids under the boxes fold where the panel is short, the first that is enough: none, the flask
# aid, else the solo Robot's longer table alone (the flask aid whole), else both
FOLDS = ((), ("flask",), ("robot",), ("flask", "robot"))


def aid_folds(panel: int, count: int, grow: bool, robot: dict | None, note: bool = True,
              width: int | None = None) -> tuple[str, ...]:
    """The aids that fold into a one-line heading (their whole text a tip, ``aid_tips``) in a
    players' panel ``panel`` tall: where ``count`` boxes at ``box_floor()`` and the aids under them
    at ``aid_floor()`` need more than the panel holds, the flask aid; only if that is not enough
    the solo Robot's table instead, both only where that is not enough either (``FOLDS``); none at
    100 % or in a lesson (``grow=False``: the aids yield to its panel), nor where the panel holds
    them all (two and three seats)."""
    level = robot["level"] if robot else None
    if access.text_scale() <= 1 or not grow:
        return ()
    boxes, floor = max(1, count) * box_need(box_floor()), aid_floor()
    choices = FOLDS if level is not None else FOLDS[:2]
    return next((folded for folded in choices if boxes + under_boxes(floor, level, note, width, folded) <= panel - 8),
                choices[-1])


def box_floor() -> float:
    """The player boxes' scale (``box_need``) at which their names reach the floor of a word's
    growth (``cardsize.floor_px``: 1.3 times as tall at 150 %, 1.12 at 125 %)."""
    return cardsize.floor_px(NAME_PX, True) / NAME_PX


def fold_px() -> int:
    """A folded aid's heading: the aids' words at the player's full text size."""
    return access.scaled(AID_TEXT)


def fold_room() -> int:
    """A folded aid's heading line: its words, the sign that more is there beside them."""
    return theme.font(fold_px(), True).get_linesize()


def aid_words(text: str, width: int | None, scale: float) -> list[str]:
    """An aid's line in ``width``: whole at 100 % (cut to fit as it always was), wrapped at a larger size."""
    if scale <= 1 or width is None:
        return [text]
    return theme.wrap(text, width, at(AID_TEXT, scale)) or [text]


def flask_aid_lines(scale: float, width: int | None):
    """The flask aid's entries: (their chemicals, how far their words are indented, their lines)."""
    radius = at(AID_TOKEN, scale)
    entries = []
    for groups, pays in FLASK_AID:
        indent = sum(len(group) * (2 * radius + 1) + at(6, scale) for group in groups)
        entries.append((groups, indent, aid_words(_(pays), None if width is None else width - indent, scale)))
    return entries


def flask_aid_height(scale: float, width: int | None) -> int:
    return at(AID_TOP, scale) + at(AID_LINE, scale) * sum(len(lines) for *_rest, lines in flask_aid_lines(scale, width))


def robot_aid_lines(level: str, scale: float, width: int | None) -> list[str]:
    return [part for line in W.robot_table_lines(level) for part in aid_words(line, width, scale)]


def at(px: int, scale: float) -> int:
    """``px`` at ``scale`` (never smaller)."""
    return max(px, round(px * scale))


def note_room(scale: float) -> int:
    return 8 + at(NOTE_LINE, scale) * ORDER_LINES


def aid_room(scale: float) -> int:
    return at(AID_ROOM, scale)


def player_box_height(panel: int, count: int, grow: bool, robot: dict | None, note: bool = True,
                      width: int | None = None) -> int:
    """A player box's height with its gap in a players' panel ``panel`` tall: as tall as
    ``player_box_most`` lets it, the panel keeping ``ORDER_ROOM`` under the boxes and, in a solo
    game, the Robot's table under that. At a larger text size the boxes keep their 100 % height,
    what lies under them grows as far as the rest holds it (``aid_scale``), and the boxes take what
    is left; where the panel cannot hold both at the floor, aids fold into a heading (``aid_folds``)
    and the boxes take their room (``note=False``: the order note has a place of its own, not under
    them; ``width``: the aids' lines', which wrap at a larger size)."""
    count, level = max(1, count), robot["level"] if robot else None
    h = min(PLAYER_BOX_MAX, (panel - 8 - ORDER_ROOM) // count)  # as at 100 %
    if access.text_scale() <= 1:
        return h
    folded = aid_folds(panel, count, grow, robot, note, width)  # (where the boxes and the aids cannot both reach it)
    # one scale for the boxes and what lies under them, the largest at which both fit
    scale = access.text_scale()  # (the aids may go down to aid_floor() meanwhile: the boxes are read more)
    while scale > 1 and count * box_need(scale) + under_boxes(min(scale, aid_floor()), level, note, width,
                                                               folded) > panel - 8:
        scale = round(scale - 0.05, 4)
    under = under_boxes(aid_scale(panel - 8 - count * max(h, box_need(scale)), level, note, width, folded), level,
                        note, width, folded)
    return max(h, min(player_box_most(grow), (panel - 8 - under) // count))


def aid_floor() -> float:
    """The aids' scale under boxes that grow further, where the panel holds no more: 1.3 at 150 %,
    1.15 at 125 % (a little over the least a larger word grows by, 1.3 and 1.12 times)."""
    return 1 + 0.6 * (access.text_scale() - 1)


def box_need(scale: float) -> int:
    """A player box's height with its gap for its lines and a row of chips at ``scale``."""
    name_px = round(NAME_PX * scale)
    line_px = max(LINE_PX, round(name_px * LINE_PX / NAME_PX))
    chips_y = 6 + box_step(name_px, NAME_PX, True) + 2 * box_step(line_px, LINE_PX) + 2
    return chips_y + theme.font(round(CHIP_PX * scale), True).get_linesize() + 4 + 4 + 8


def box_step(px: int, base: int, bold: bool = False, tight: bool = True) -> int:
    """A player box's line step at ``px``: the font's line box at the 100 % size ``base``; larger and
    ``tight``, a sixth closer (the room over the capitals and under the descenders, which two lines
    may share as the aids' lines do), so three or four boxes hold their larger lines."""
    size = theme.font(px, bold).get_linesize()
    return size if px <= base or not tight else size - size // 6


def player_lines(box: pygame.Rect) -> PlayerLines:
    """The header at the player's text size as far as the box still keeps room for two rows of chips
    under it (or as much as it had at 100 %): a taller header band, the chips lower; its lines set
    closer only where the box holds them no other way."""
    keep = min(2 * CHIP_ROW, box.height - CHIPS_Y)
    for name_px in range(access.scaled(NAME_PX), NAME_PX - 1, -1):
        if name_px > NAME_PX:  # a row of chips grown alike (chip_px)
            keep = theme.font(round(CHIP_PX * name_px / NAME_PX), True).get_linesize() + 8
        line_px = max(LINE_PX, round(name_px * LINE_PX / NAME_PX))
        for tight in (False, True):
            status_y = 6 + box_step(name_px, NAME_PX, True, tight)
            detail_y = status_y + box_step(line_px, LINE_PX, tight=tight)
            chips_y = detail_y + box_step(line_px, LINE_PX, tight=tight) + 2
            if chips_y + keep <= box.height or name_px == NAME_PX:
                return PlayerLines(name_px, line_px, status_y, detail_y, chips_y)
    raise AssertionError("unreachable: the 100 % size always returns")


def draw_player_lines(surface, box: pygame.Rect, name: str, score: int, status: str, detail: str,
                      current: bool) -> None:
    """A player box's name, score, status and figures (its chips are drawn under ``chips_y``)."""
    lines = player_lines(box)
    figure = theme.text(str(score), SCORE_PX, theme.WARN, bold=True)
    if lines.name_px > NAME_PX:  # larger: as far as it stays clear of this score, whole where it was whole
        room = box.width - 48 - figure.get_width()
        px = min(lines.name_px, labels.label_px(name, NAME_PX, room, bold=True))
        shown = theme.fit(name, room, px, True)
    else:
        shown, px = theme.fit(name, box.width - 110, NAME_PX), NAME_PX
    theme.blit_text(surface, shown, (box.x + 12, box.y + 8), px, theme.TEXT, bold=True)
    surface.blit(figure, figure.get_rect(topright=(box.right - 12, box.y + 4)))
    for words, y, colour in ((status, lines.status_y, theme.ACCENT if current else theme.TEXT_DIM),
                             (detail, lines.detail_y, theme.TEXT_DIM)):
        px = labels.label_px(words, LINE_PX, box.width - 24)
        theme.blit_text(surface, words, (box.x + 12, box.y + y), min(px, lines.line_px), colour)


def chip_px(box: pygame.Rect, y: int) -> int:
    """A chip's words in ``box`` from ``y`` down: the player's text size where a row of them fits."""
    for px in range(access.scaled(CHIP_PX), CHIP_PX, -1):
        if y + theme.font(px, True).get_linesize() + 4 <= box.bottom - 4:
            return px
    return CHIP_PX


def chip_rects(held: list[dict], box: pygame.Rect, y: int) -> list[tuple[pygame.Rect, dict]]:
    """Where each held Process card's chip goes, in rows from ``y`` down, as many as ``box`` holds."""
    x, placed, px = box.x + 12, [], chip_px(box, y)
    row, foot = round(CHIP_ROW * px / CHIP_PX), round(22 * px / CHIP_PX)
    for c in held:
        w, h = card_chip(c["name"], c["side"], px).get_size()
        if x + w > box.right - 8:
            x, y = box.x + 12, y + row
            if y + foot > box.bottom:
                break
        placed.append((pygame.Rect(x, y, w, h), c))
        x += w + 6
    return placed


def draw_chips(surface, held: list[dict], box: pygame.Rect, y: int) -> None:
    """A chip per held Process card (its name on its side's colour)."""
    px = chip_px(box, y)
    for rect, c in chip_rects(held, box, y):
        surface.blit(card_chip(c["name"], c["side"], px), rect)


def robot_last_rect(box: pygame.Rect, y: int, last: dict | None = None) -> pygame.Rect:
    """The Robot's last turn ``last``, left of its picture."""
    return pygame.Rect(box.x + 12, y, robot_picture_rect(box, last).x - box.x - 20, access.scaled(20))


def held_chips(v: dict, boxes: list[pygame.Rect], robot_seat: int | None) -> list[tuple[ChipKey, pygame.Rect]]:
    """Every player's card chips with their cards: the pointer on one shows the card large."""
    return [(ChipKey(c["card"], c["side"]), rect) for p, box in enumerate(boxes) if p != robot_seat
            for rect, c in chip_rects(v["held"][p], box, box.y + player_lines(box).chips_y)]


def magnified_at(pos, spots: list[tuple[object, pygame.Rect]]) -> tuple[object, pygame.Rect | None]:
    """The magnifier's key and region of the first of ``spots`` under ``pos``, else (None, None)."""
    return next(((key, rect) for key, rect in spots if rect.collidepoint(pos)), (None, None))


def table_tips(v: dict, boxes: list[pygame.Rect], robot_seat: int | None, beaker_rects, tube_area: pygame.Rect,
               lab_card: dict, choice: pygame.Rect | None = None) -> list[Tip]:
    """Hover text for what does not explain itself: the beaker cards' corner numbers, the tubes'
    letters and the Robot's letters (a held card's chip shows the card itself, ``held_chips``); none
    for what lies under the side choice's place ``choice`` (the tubes, on the larger table)."""
    tips = [Tip(rect, _(W.BEAKER_TIP)) for rect in beaker_rects]
    tips += [Tip(tube_rect(tube_area, i), W.tube_tip(number, chem))
             for i, (number, chem) in enumerate(lab_card.items())]
    last = v["robot"]["last"] if v["robot"] else None
    if robot_seat is not None and last:
        box = boxes[robot_seat]
        tips.append(Tip(robot_last_rect(box, box.y + player_lines(box).chips_y, last), W.robot_last_tip(last)))
    return [tip for tip in tips if choice is None or not choice.colliderect(tip.rect)]


ROBOT_PICTURE_LEAST = 30  # the Robot's picture is drawn at least this tall, else not at all


def robot_picture_rect(box: pygame.Rect, last: dict | None = None) -> pygame.Rect:
    """Where the Robot's picture goes in its player box: right, under the score (8:5); at a larger
    text size narrower where its last turn ``last`` needs the width at the player's size (the
    picture gives way to the words; too small to draw, it is left out)."""
    h = max(0, min(60, box.bottom - 8 - (box.y + 40)))
    w = round(h / art.PICTURE_RATIO)
    if last and access.text_scale() > 1:
        want = theme.font(access.scaled(16)).size(W.robot_last(last))[0]
        w = max(0, min(w, box.right - 12 - (box.x + 12 + want + 8)))
        h = round(w * art.PICTURE_RATIO)
        if h < ROBOT_PICTURE_LEAST:  # too small to draw: its room goes to the words
            w = h = 0
    return pygame.Rect(box.right - 12 - w, box.y + 40, w, h)


def draw_robot_last(surface, last: dict | None, box: pygame.Rect, y: int) -> None:
    """The Robot holds no cards: its box shows its picture and its last turn instead."""
    picture = robot_picture_rect(box, last)
    if picture.height >= ROBOT_PICTURE_LEAST:
        surface.blit(art.picture("explosion", "robot", picture.size), picture)
    if last:
        rect = robot_last_rect(box, y, last)
        shown, px = labels.fitted(W.robot_last(last), 16, rect.width)
        theme.blit_text(surface, shown, rect.topleft, px, theme.TEXT)


@dataclass(frozen=True)
class UnderBoxes:
    """What lies under the player boxes: the order note's place (``panel``: a panel of its own the
    layout gives it at a larger text size, where the players' panel has no room for it), the aids'
    place, their text scale (``aid_scale``) and the aids folded into a heading (``aid_folds``)."""
    note: pygame.Rect
    aids: pygame.Rect
    scale: float
    panel: pygame.Rect | None = None
    folded: tuple[str, ...] = ()


def under_boxes_at(last_box: pygame.Rect, bottom: int, robot: dict | None, layout=None,
                   folded: tuple[str, ...] = ()) -> UnderBoxes:
    """The order note and the aids under the last player's box, down to ``bottom`` (the players'
    panel keeps their room, ``player_box_height``); the note in its own panel when the ``layout``
    has one (its anchor ``order_note``); the aids ``folded`` a heading each."""
    own_note = layout.rect("order_note") if layout is not None and layout.has("order_note") else None
    level = robot["level"] if robot else None
    scale = aid_scale(bottom - last_box.bottom, level, own_note is None, last_box.width - 8, folded)
    if own_note is not None:
        note, top = own_note.inflate(-24, -12), last_box.bottom + 8
    else:
        note = pygame.Rect(last_box.x + 4, last_box.bottom + 8, last_box.width - 8, note_room(scale) - 8)
        top = note.bottom + 4
    return UnderBoxes(note, pygame.Rect(last_box.x + 4, top, last_box.width - 8, bottom - top), scale, own_note,
                      folded)


def aid_places(under: UnderBoxes, level: str | None) -> dict[str, pygame.Rect]:
    """Where each aid lies under the boxes: the flask aid, then the solo Robot's table (``level``);
    a folded one is its heading's line (hovered or focused, its tip shows the whole aid)."""
    aid = under.aids
    height = fold_room() if "flask" in under.folded else flask_aid_height(under.scale, aid.width)
    places = {"flask": pygame.Rect(aid.x, aid.y, aid.width, height)}
    if level is not None:
        top = aid.y + height + (FOLD_GAP if "robot" in under.folded else 6)
        places["robot"] = pygame.Rect(aid.x, top, aid.width, fold_room() if "robot" in under.folded
                                      else aid.bottom - top)
    return places


def aid_title(name: str, level: str | None, folded: bool = False) -> str:
    """An aid's title: what a flask pays, the Robot's table (``folded``: its one-line heading, shorter)."""
    if name == "flask":
        return _("What a flask pays")
    if folded:
        return _("How the Robot ({level}) plays").format(level=R.robot_level_word(level))
    return _("The Robot ({level}): the first line that fits").format(level=R.robot_level_word(level))


def draw_folded_aid(surface, rect: pygame.Rect, title: str) -> None:
    """A folded aid: its heading at the player's size (cut to the line only where even the panel's
    width cannot hold it), the sign that its tip holds more after it."""
    px, sign = fold_px(), art.more_badge(round(fold_room() * 0.7))
    words = theme.fit(title, rect.width - sign.get_width() - 8, px, True)
    text = theme.blit_text(surface, words, (rect.x, rect.centery), px, theme.TEXT_DIM, True, anchor="midleft")
    surface.blit(sign, sign.get_rect(midleft=(text.right + 8, rect.centery)))


def aid_sheet(name: str, level: str | None, width: int) -> pygame.Surface:
    """A folded aid whole, ``width`` wide at ``aid_floor()``, framed as a tip: what its tip shows."""
    scale, pad = aid_floor(), TIP_PAD
    if name == "flask":
        height = flask_aid_height(scale, width)
    else:
        px, step = at(AID_TEXT, scale), at(AID_LINE, scale)
        heads = theme.wrap(aid_title(name, level), width, px, bold=True)
        height = at(AID_TOP, scale) + (len(heads) - 1) * step + step * len(robot_aid_lines(level, scale, width))
    sheet = audit.canvas((width + 2 * pad, height + 2 * pad), alpha=True)
    theme.panel(sheet, sheet.get_rect(), theme.BG_DARK, theme.ACCENT, radius=8)
    inner = pygame.Rect(pad, pad, width, height)
    if name == "flask":
        draw_flask_aid(sheet, inner, scale)
    else:
        draw_robot_aid(sheet, inner, level, scale)
    return sheet


def aid_tips(under: UnderBoxes, level: str | None, areas: list[pygame.Rect]) -> list[Tip]:
    """The folded aids' tips: over a heading, the whole aid at the floor size, inside the first of
    ``areas`` that holds it (the board's: on the tubes, clear of the flasks the flask aid explains;
    else the table's middle left of the players' panel)."""
    places, tips = aid_places(under, level), []
    for name in under.folded:
        width = min(round(under.aids.width * aid_floor()), areas[0].width - 2 * TIP_PAD)  # its lines as at 100 %
        sheet = aid_sheet(name, level, width)
        within = next((a for a in areas if a.height >= sheet.get_height() and a.width >= sheet.get_width()), areas[-1])
        tips.append(Tip(places[name], aid_title(name, level, True), within=within, picture=sheet))
    return tips


def order_note_under(last_box: pygame.Rect) -> pygame.Rect:
    """The order note's place at 100 %, under the last player's box (the players' panel keeps ORDER_ROOM)."""
    return pygame.Rect(last_box.x + 4, last_box.bottom + 8, last_box.width - 8, NOTE_ROOM - 8)


def draw_order_note(surface, under: UnderBoxes, text: str, v: dict | None = None) -> None:
    """The turn order's reason wrapped inside its place (in a panel of its own: at the player's text
    size, as many lines as the panel holds); with the view ``v``, the player aids under the boxes."""
    area = under.note
    if under.panel is not None:  # as large as the panel holds it whole, from the player's size
        theme.panel(surface, under.panel, theme.BG_DARK)
        for px in range(access.scaled(NOTE_PX), NOTE_PX - 1, -1):
            step = max(at(NOTE_LINE, px / NOTE_PX), theme.font(px).get_linesize() - 2)
            lines = theme.wrap(text, area.width, px)
            if len(lines) * step <= area.height:
                break
        lines = theme.wrap(text, area.width, px, max_lines=max(1, area.height // step))
    else:
        px, step = at(NOTE_PX, under.scale), at(NOTE_LINE, under.scale)
        lines = theme.wrap(text, area.width, px, max_lines=ORDER_LINES)
    y = area.y
    for line in lines:
        theme.blit_text(surface, line, (area.x, y), px, theme.TEXT_DIM)
        y += step
    if v is not None:
        level = v["robot"]["level"] if v.get("robot") else None
        for name, rect in aid_places(under, level).items():
            if name in under.folded:
                draw_folded_aid(surface, rect, aid_title(name, level, True))
            elif name == "flask":
                draw_flask_aid(surface, rect, under.scale)
            else:
                draw_robot_aid(surface, rect, level, under.scale)


def draw_flask_aid(surface, rect: pygame.Rect, scale: float = 1.0) -> int:
    """What each flask pays, in three lines with the chemicals as tokens (larger with the words);
    returns where it ends."""
    px, radius = at(AID_TEXT, scale), at(AID_TOKEN, scale)
    letter = token_letter_px(AID_LETTER, radius)
    theme.blit_text(surface, theme.fit(_("What a flask pays"), rect.width, px, True), rect.topleft, px,
                    theme.TEXT_DIM, True)
    y, step = rect.y + at(AID_TOP, scale), at(AID_LINE, scale)
    for groups, indent, lines in flask_aid_lines(scale, rect.width):
        x = rect.x
        for group in groups:
            for colour in group:
                surface.blit(art.chemical_token(colour, radius, letter_px=letter), (x, y + 1))
                x += 2 * radius + 1
            x += at(6, scale)
        for line in lines:
            theme.blit_text(surface, theme.fit(line, rect.right - x, px), (x, y), px, theme.TEXT)
            y += step
    return y


AID_LETTER, SELECTED_LETTER = 10, 22  # the letter on an aid's token and on the selected chemical's at 100 %


def token_letter_px(base: int, radius: int) -> int | None:
    """A token's letter (``base`` px at 100 %) at a larger text size: alone in the token, at the
    player's size as far as a token of ``radius`` holds it (the token's shape gives way); None at
    100 %, the token as ever."""
    if access.text_scale() <= 1:
        return None
    px = access.scaled(base)
    while px > base and theme.font(px, True).get_linesize() > 2 * radius + 2:
        px -= 1
    return px


def draw_robot_aid(surface, rect: pygame.Rect, level: str, scale: float = 1.0) -> None:
    """The solo Robot's table in plain words, first line that fits first."""
    px, step = at(AID_TEXT, scale), at(AID_LINE, scale)
    title = aid_title("robot", level)
    heads = [title] if scale <= 1 else theme.wrap(title, rect.width, px, bold=True)
    for k, head in enumerate(heads):
        theme.blit_text(surface, theme.fit(head, rect.width, px, True), (rect.x, rect.y + k * step), px,
                        theme.TEXT_DIM, True)
    y = rect.y + at(AID_TOP, scale) + (len(heads) - 1) * step
    for line in robot_aid_lines(level, scale, rect.width):
        theme.blit_text(surface, theme.fit(line, rect.width, px), (rect.x, y), px, theme.TEXT)
        y += step


BENCH_FILL = (30, 38, 46)


def draw_background(size: tuple[int, int], rect: dict[str, pygame.Rect]) -> pygame.Surface:
    """The board's still picture: its panels, the title and the rule before the round line."""
    surf = audit.canvas(size)  # it keeps notes of where its headings are
    surf.fill(theme.BG)
    for name in ("beaker_panel", "fire", "lab_panel", "bench_panel", "players", "hand", "actions"):
        theme.panel(surf, rect[name], BENCH_FILL if name == "bench_panel" else theme.BG_DARK)
    title = rect["title"]
    px = labels.label_px(_(W.TITLE), 28, title.width - 16, title.height, True)  # clear of the rule after it
    theme.blit_text(surf, theme.fit(_(W.TITLE), title.width - 4, px, True), (title.x + 4, title.centery), px,
                    theme.TEXT, bold=True, anchor="midleft")
    # a thin rule between the title and the round line keeps them apart
    line = rect["round"]
    pygame.draw.line(surf, theme.LINE, (line.x - 8, line.y + 8), (line.x - 8, line.bottom - 8), 2)
    return art.fast(surf)


def aid_tip_areas(rect: dict[str, pygame.Rect], hand_area: pygame.Rect) -> list[pygame.Rect]:
    """Where a folded aid's tip goes, the first that holds it: over the table's middle left of the
    players' panel, on the tubes (the Lab row, its sum and the flasks the flask aid explains stay
    in sight; on the Lab row while the side choice lies on the tubes); else the Lab cards' panel
    whole (the bench's flasks, which take the next click, in sight)."""
    tubes = rect["tubes"]
    return [pygame.Rect(rect["lab_row_area"] if hand_area.colliderect(tubes) else tubes),
            pygame.Rect(rect["lab_panel"])]


def draw_players(surface, boxes: list[pygame.Rect], v: dict, who, is_robot, deciding: int | None) -> None:
    """Each participant's box: name and score, place in the turn order, figures, held cards (the
    Robot's last draw); ``deciding``: the seat asked now (e.g. planning on another's turn, once the
    animations have caught up with the state), else None."""
    order = v["turn_order"]
    for p, box in enumerate(boxes):
        current = p == v["current"] and not v["over"]
        asked = p == deciding and not current
        theme.panel(surface, box, theme.PANEL_LIGHT if current else theme.PANEL,
                    theme.ACCENT if current else (theme.WARN if asked else theme.LINE), radius=10)
        place = order.index(p) + 1 if p in order else 0
        draw_player_lines(surface, box, who(p), v["scores"][p],
                          W.player_status(place, p in v["played"], current, asked),
                          W.player_detail(v["intuition"][p], v["research"][p], v["bonus"][p]), current)
        y = box.y + player_lines(box).chips_y
        if is_robot(p):
            draw_robot_last(surface, v["robot"]["last"], box, y)
        else:
            draw_chips(surface, v["held"][p], box, y)
