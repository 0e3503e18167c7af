"""Lab Wars' table picture: the rivals' panels, the impact piles, the decks, the stage and the viewer's
info row, painted from the observation into the board's table layer.

Where things lie is named once, in ``Table`` (one observation seen by one seat): the painting uses it,
the board's sprites and hover regions use it, and so do the animations that fly pieces to a seat.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

import pygame

from labdesk.games.lab_wars import faces, pictures, textsize, words
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.faces import ACTION, CHAR, DECK, IMPACT, ITEM, MINI, NEWS_CHOICE, STAGE
from labdesk.games.lab_wars.textsize import grown_radius, line, more, snug
from labdesk.i18n import N_, _, pgettext
from labdesk.ui import access, audit, theme
from labdesk.ui.table import cardsize, geometry, labels
from labdesk.ui.table.prompt import TEXT_SIZE as MENU_TEXT
from labdesk.ui.table.tips import Tip

PANEL_WIDTH = 780  # a rival's panel at most (two rivals leave room between them)
NEWS_GAP = 6  # between kept news chips
MINI_GAP = 6  # between a rival's small piles, where their "×n" badges sit
DATA_SIZE = 18  # the viewer's "data this turn" line
GENIUS = (24, 34)  # the genius card beside its holder's name and stage card
STAGE_NAME_ROOM = 29  # a name's line under its stage card (the turn frame holds both)


@dataclass(frozen=True)
class LabPile:
    """Items of one type in the same state (ready or sideways, data used or not) on one pile."""
    item: str
    ready: bool
    data_used: bool
    cards: tuple[int, ...]


@dataclass(frozen=True)
class MiniPile:
    """A pile of a rival's lab (or of their hand shown face up) on their panel: where, which item,
    sideways or not, how many. A row with no room for all its piles ends in a "+n" chip (``item`` "")
    that stands for the piles in ``rest``."""
    rect: pygame.Rect
    item: str
    sideways: bool
    count: int
    rest: tuple[tuple[str, int], ...] = ()  # the chip's (item, how many) piles


@dataclass(frozen=True)
class MiniLine:
    """A rival panel's lab line: their lab's piles from the left and, when every hand is shown, their
    hand's piles at the right after its "in hand" label (``label_right`` is its right end)."""
    lab: list[MiniPile]
    hand: list[MiniPile]
    label_right: int | None


AREA_TITLE_ROOM = 24  # an area's title above its cards
RIVAL_LINE_ROOM = 34  # a rival panel's first line (title, points, impact), above its characters
RIVAL_COUNT_ROOM = 30  # a rival panel's hand count, above its lab
INFO_NAME, INFO_WORDS = 20, 18  # the viewer's line: their title, then its figures' words (at 100 %)


NOTE_ROOM = 24  # the line under the viewer's characters ("used", "this round")
ITEM_WIDER = 1.3  # the viewer's items grow only wider with the text size: the lab's and hand's rows are full
MINI_SHARE = 0.5  # a rival's small piles grow by half the text size's growth (a row of eight still fits)
MINI_ABOVE = 11  # between a rival's character chips and their small piles (7 at a larger text size)


def title_room() -> int:
    """An area's title line above its cards."""
    return more(AREA_TITLE_ROOM, 16, True)


def note_room() -> int:
    """The line under the viewer's characters."""
    return more(NOTE_ROOM, 16)


def heading_width(name: str, rect: pygame.Rect) -> int:
    """Room for an area's heading of the viewer's (its title grows into it; at 100 % it is drawn at
    its own size whatever the room)."""
    return rect.width - 16 if name != "me_actions" else rect.width - 8  # (the prompt's gap after it)


def mini_size() -> tuple[int, int]:
    """A rival's small lab item at the player's text size."""
    grow = 1 + (access.text_scale() - 1) * MINI_SHARE
    return (round(MINI[0] * grow), round(MINI[1] * grow))


@dataclass(frozen=True)
class RivalRows:
    """Where a rival panel's lines lie below its top (their 100 % places at 100 %): the title line's
    room, the characters' chips (top, size, pitch), the counts' room, the small piles' middle, and
    the bottom line's room (data, notes and impact chips above the panel's bottom)."""
    line_room: int
    chips_y: int
    chip: tuple[int, int]
    chip_pitch: int
    chip_px: int
    count_room: int
    mini: tuple[int, int]
    mini_centre: int
    words_px: int
    bottom: int


def rival_rows() -> RivalRows:
    line_room = more(RIVAL_LINE_ROOM, 18, True)
    chips_y = 46 + line_room - RIVAL_LINE_ROOM
    chip_px = snug(14, True)
    grow = line(chip_px, True) / line(14, True)
    chip = (round(34 * grow), round(24 * grow))
    mini = mini_size()
    words_px = snug(16)
    return RivalRows(line_room, chips_y, chip, chip[0] + 3, chip_px, more(RIVAL_COUNT_ROOM, 16), mini,
                     chips_y + chip[1] + (MINI_ABOVE if access.text_scale() <= 1 else 7) + mini[1] // 2, words_px,
                     30 + line(words_px) - line(16))


@dataclass(frozen=True)
class CardSizes:
    """The viewer's own cards at the player's text size, as large as their rows hold (their 100 %
    sizes at 100 %): lab and hand items grow wider (the rows' heights are full), characters taller
    (five or six of them fill their row), action cards both ways up to two side by side."""
    item: tuple[int, int]
    char: tuple[int, int]
    action: tuple[int, int]


def card_sizes(rects: dict[str, pygame.Rect]) -> CardSizes:
    chars, actions = rects["me_chars"], rects["me_actions"]
    five = max(CHAR[0], (chars.width - 16 - 4 * 12) // 5)  # wider as far as five lie side by side
    return CardSizes(cardsize.grown(ITEM, (round(ITEM[0] * ITEM_WIDER), ITEM[1]), each=True),  # wider only
                     cardsize.grown(CHAR, (five, chars.height - title_room() - note_room()), each=True),  # taller
                     cardsize.grown(ACTION, ((actions.width - 24) // 2, actions.height - title_room() - 4)))


def impact_size(rects: dict[str, pygame.Rect]) -> tuple[int, int]:
    """The impact piles' top cards: wider with the text size as far as their columns hold them (their
    height is the row's), so the names' long words fit whole."""
    return cardsize.grown(IMPACT, ((rects["piles"].width - 24) // 3 - 24, IMPACT[1]), each=True)


def info_sizes(row: pygame.Rect) -> tuple[int, int]:
    """The viewer's line's title and words sizes, as large as the line's height holds."""
    return (labels.label_px("", INFO_NAME, height=row.height - 4, bold=True),
            labels.label_px("", INFO_WORDS, height=row.height - 7))


@dataclass(frozen=True)
class InfoRow:
    """The viewer's line above their lab, from the left: name, research point coin, impact badge."""
    name: str  # the viewer's title, fitted
    name_x: int
    rp: tuple[int, int]  # centre of the research point coin
    impact: tuple[int, int]  # centre of the impact badge


@dataclass(frozen=True)
class Table:
    """One observation as ``me`` sees it, and where each thing of it lies on the canvas."""
    rects: dict[str, pygame.Rect]  # the layout's areas (opponents, piles, decks, stage, me_*...)
    obs: dict
    me: int  # whose lab is at the bottom (the viewer, or a seat shown in public view)
    viewer: int | None
    names: tuple[str, ...]
    titles: tuple[str, ...]  # "Boris · AI easy" per seat
    you: int | None  # the seat the words address as "you" (nobody in a replay)
    #: where the viewer's piles lay (by first card) while the same person goes on deciding: they stay
    kept_lab: dict = field(default_factory=dict)

    # --- reading the observation -------------------------------------------------------------------
    def seat(self, seat: int) -> dict:
        return self.obs["seats"][seat]

    def pick(self, seat: int) -> str | None:
        """This round's character: an id, "hidden" (picked, not shown to this viewer) or None."""
        info = self.seat(seat)
        if info.get("character"):
            return info["character"]
        return "hidden" if info.get("picked") else None

    def roster(self, seat: int) -> list[str]:
        """The seat's characters, unused and used, in the content's order."""
        info = self.seat(seat)
        return [c for c in content().characters if c in info["unused"] or c in info["used"]]

    def impact_counts(self, seat: int) -> dict[str, int]:
        counts = {p: 0 for p in faces.IMPACT_STYLE}
        for cid in self.seat(seat)["impact"]:
            pile = cid.rsplit("-", 1)[0]
            if pile in counts:
                counts[pile] += 1
        return counts

    def lab_piles(self, seat: int) -> list[LabPile]:
        """A lab as piles, in the order the first of each was bought: a pile keeps its place when a card
        is bought or turned (a ready pile put first would push the turned ones aside under the pointer)."""
        groups: dict[tuple, list[int]] = {}
        for e in self.seat(seat)["lab"]:
            groups.setdefault((e["item"], e["ready"], e["data_used"]), []).append(e["card"])
        return [LabPile(item, ready, used, tuple(cards)) for (item, ready, used), cards in groups.items()]

    # --- where things lie --------------------------------------------------------------------------
    @property
    def sizes(self) -> CardSizes:
        return card_sizes(self.rects)

    def others(self) -> list[int]:
        return geometry.others(self.me, len(self.obs["seats"]))

    def panels(self) -> dict[int, pygame.Rect]:
        """The rivals' panels: side by side across the top, in play order after ``me``."""
        return geometry.seat_panels(self.rects["opponents"], self.me, len(self.obs["seats"]), max_width=PANEL_WIDTH)

    def panel(self, seat: int) -> pygame.Rect:
        return self.panels()[seat]

    def stage_order(self) -> list[int]:
        """Seats in this round's turn order, from the genius card clockwise."""
        n = len(self.obs["seats"])
        return [(self.obs["genius"] + i) % n for i in range(n)]

    def stage_slot(self, seat: int) -> tuple[int, int]:
        r = self.rects["stage"]
        order = self.stage_order()
        gap = min(110, (r.width - 40) // len(order))
        x0 = r.centerx - gap * (len(order) - 1) / 2
        return (round(x0 + order.index(seat) * gap), r.y + 64 + STAGE[1] // 2)

    def stage_name(self, seat: int) -> str:
        return _("You") if seat == self.you else self.names[seat]

    def stage_frame(self, seat: int) -> pygame.Rect:
        """The frame round the stage card of the seat to move and its name under it."""
        name = theme.fit(self.stage_name(seat), 104, 16, bold=True)
        px = labels.label_px(name, 16, width=STAGE[0] + 4, height=more(STAGE_NAME_ROOM, 16, True), bold=True)
        card = self.stage_rect(seat)
        rect = pygame.Rect(0, 0, STAGE[0] + 12, STAGE[1] + 12 + max(22, theme.font(px, True).get_linesize()))
        rect.midtop = (card.centerx, card.y - 6)
        return rect

    def stage_rect(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect((0, 0), STAGE)
        rect.center = self.stage_slot(seat)
        return rect

    def pile_slot(self, pile: str) -> tuple[int, int]:
        r = self.rects["piles"]
        step = (r.width - 24) / 3
        top = 40 + title_room() - AREA_TITLE_ROOM  # under the title (the pile's thickness rises over its top)
        return (round(r.x + 12 + step * (list(faces.IMPACT_STYLE).index(pile) + 0.5)), r.y + top + IMPACT[1] // 2)

    def deck_slot(self, which: str) -> tuple[int, int]:
        r = self.rects["decks"]
        inset = 14 + DECK[0] // 2 + (r.width - 190) // 4  # (a wider area: each deck in its half's middle)
        x = r.x + inset if which == "lab" else r.right - inset
        return (x, r.y + 40 + title_room() - AREA_TITLE_ROOM + DECK[1] // 2)

    def supply(self) -> tuple[int, int]:
        """Where research points come from and go back to."""
        r = self.rects["decks"]
        return (r.centerx, r.bottom - 40)

    def lab_slots(self, sideways: list[bool], rect: pygame.Rect | None = None, size=None, gap: int = 8,
                  top: int | None = None) -> list[tuple[int, int]]:
        """Centres of a row of lab piles: upright ones narrow, sideways ones wide; they close up (and
        overlap) when the row is full, always inside ``rect`` (the viewer's lab by default)."""
        r = rect or self.rects["me_lab"]
        size = size or self.sizes.item
        widths = [(size[1] if u else size[0]) for u in sideways]
        if not widths:
            return []
        steps = [w + gap for w in widths[:-1]]
        squeeze = min(1.0, (r.width - 16 - widths[-1]) / sum(steps)) if steps else 1.0
        x, y = r.x + 8, r.y + (title_room() if top is None else top) + size[1] // 2
        out = []
        for i, w in enumerate(widths):
            out.append((round(x + w / 2), y))
            if i < len(steps):
                x += steps[i] * squeeze
        return out

    def my_lab(self) -> list[tuple[LabPile, tuple[int, int]]]:
        """The viewer's piles and their places, each as wide as a turned card (turning one moves no
        other). While ``kept_lab`` holds places, piles keep them and a new one (split off by an
        experiment, or bought) takes the first free place: nothing shifts under the pointer."""
        piles = self.lab_piles(self.me)
        fresh = self.lab_slots([True] * len(piles))
        if self.lab_crowded():  # (at a larger size a full row packs its piles by their own widths)
            fresh = self.packed_slots(piles)
        kept = self.kept_lab
        if not kept:
            return list(zip(piles, fresh))
        high = self.sizes.item[1]  # a pile's place is as wide as the card turned
        r, pitch = self.rects["me_lab"], high + 8
        first = (r.x + 8 + high // 2, r.y + title_room() + high // 2)
        grid = [(first[0] + i * pitch, first[1]) for i in range(len(piles) + len(kept))
                if first[0] + i * pitch + high // 2 <= r.right - 8]
        taken = {kept[p.cards[0]] for p in piles if p.cards[0] in kept}
        free = [pos for pos in grid if pos not in taken]
        if sum(p.cards[0] not in kept for p in piles) > len(free):
            return list(zip(piles, fresh))  # the row is full: it closes up
        places = iter(free)
        return [(p, kept[p.cards[0]] if p.cards[0] in kept else next(places)) for p in piles]

    def packed_slots(self, piles: list[LabPile]) -> list[tuple[int, int]]:
        """Centres of a crowded row of the viewer's piles at ``lab_size``, each by its own width: where
        they must overlap, an upright pile keeps in view what a small face says at the right (its
        effects' icons and letters, its "×n"), and the turned piles close up first (down to a third
        of their width: their icons lie at the left); when even that is too long, all alike."""
        r, size = self.rects["me_lab"], self.lab_size()
        widths = [size[0] if p.ready else size[1] for p in piles]
        least = [pile_in_view(p.item, len(p.cards), size) if p.ready else size[1] // 3 for p in piles]
        lefts = packed_lefts(widths, [least], r.width - 16)
        if lefts is None:
            return self.lab_slots([not p.ready for p in piles], size=size)
        y = r.y + title_room() + size[1] // 2
        return [(round(r.x + 8 + left + w / 2), y) for left, w in zip(lefts, widths)]

    def lab_target(self, card: int) -> tuple[int, int]:
        """Where the viewer's pile holding ``card`` lies (animations end there)."""
        return next((pos for pile, pos in self.my_lab() if card in pile.cards), self.rects["me_lab"].center)

    @staticmethod
    def row_slots(rect: pygame.Rect, n: int, size, top: int | None = None, gap: int = 8) -> list[tuple[int, int]]:
        """Centres of n cards in a row from the left of ``rect``, under its title (overlapping when
        they do not fit)."""
        top = title_room() if top is None else top
        return geometry.row(pygame.Rect(rect.x + 8, rect.y + top, rect.width - 16, size[1]), n, size[0], gap=gap,
                            align="left")

    def lab_size(self) -> tuple[int, int]:
        """The viewer's lab items: as large as the hand's (``sizes.item``) while their places (each as
        wide as a turned card) lie apart, narrower as the row closes up, down to their 100 % size, so
        a pile covers little of the one before it."""
        count, size = len(self.lab_piles(self.me)), self.sizes.item
        if count <= 1 or size[0] <= ITEM[0]:
            return size
        if self.lab_crowded():
            return ITEM
        pitch = (self.rects["me_lab"].width - 16 - size[1]) / (count - 1)
        return (max(ITEM[0], min(size[0], int(pitch) - 8)), size[1])

    def lab_crowded(self) -> bool:
        """At a larger text size: the viewer's piles, each in a place as wide as a turned card, would
        overlap the one before by more than a quarter of a card, or a turned one would lie over what
        the upright face before it says at its right (``pile_in_view``)."""
        piles, high = self.lab_piles(self.me), self.sizes.item[1]
        if access.text_scale() <= 1 or len(piles) <= 1:
            return False
        pitch = (self.rects["me_lab"].width - 16 - high) / (len(piles) - 1)
        if pitch < ITEM[0] * 3 // 4 + 8:
            return True
        size = (max(ITEM[0], min(self.sizes.item[0], int(pitch) - 8)), high)  # (``lab_size`` in places)
        return any(a.ready and not b.ready and pitch < high / 2 + pile_in_view(a.item, len(a.cards), size) - size[0] / 2
                   for a, b in zip(piles, piles[1:]))

    def hand_size(self) -> tuple[int, int]:
        """The hand's items: as large as the lab's while the row holds them side by side, else smaller,
        down to their 100 % size (a crowded row overlaps as it does at 100 %)."""
        count = len(set(self.seat(self.me).get("hand") or ()))
        return cardsize.in_row(ITEM, self.sizes.item, count, self.rects["me_hand"].width - 16)

    def actions_size(self) -> tuple[int, int]:
        """The viewer's action cards: as large as their row holds them side by side (as ``hand_size``)."""
        count = len(self.seat(self.me).get("actions") or ())
        return cardsize.in_row(ACTION, self.sizes.action, count, self.rects["me_actions"].width - 16)

    def my_hand(self) -> list[tuple[str, int, tuple[int, int]]]:
        """The viewer's hand as piles (one card per item type, with how many): (type, n, centre)."""
        hand = self.seat(self.me).get("hand") or []
        types = list(dict.fromkeys(hand))
        r, size = self.rects["me_hand"], self.hand_size()
        slots = self.row_slots(r, len(types), size)
        if access.text_scale() > 1 and len(types) > 1:  # a crowded row keeps what the faces say at the right
            seen = [pile_in_view(t, hand.count(t), size) for t in types]  # in view, else the "×n" badges
            lefts = packed_lefts([size[0]] * len(types), [seen, [k if k > size[0] else 0 for k in seen]],
                                 r.width - 16)
            if lefts is not None:
                slots = [(round(r.x + 8 + left + size[0] / 2), y) for left, (_x, y) in zip(lefts, slots)]
        return [(t, hand.count(t), pos) for t, pos in zip(types, slots)]

    def my_news(self) -> list[tuple[str, tuple[int, int]]]:
        """The viewer's news articles (Legends of Science), laid on the stage while the seats choose
        which to put back (no character is out then): (news id, centre)."""
        mine = self.seat(self.me).get("news") if self.obs.get("decision") == "news" else None
        r = self.rects["stage"]
        area = pygame.Rect(r.x + 8, r.y + 8, r.width - 16, NEWS_CHOICE[1])
        slots = geometry.row(area, len(mine or ()), NEWS_CHOICE[0], gap=7)
        return list(zip(mine or (), slots))

    def news_chips(self) -> list[tuple[pygame.Rect, str, bool]]:
        """The viewer's kept news articles (still to meet, then met) on the info row after the impact
        chips: (rect, news id, met). Each is as wide as its whole name; when
        the row is short the widest are narrowed first (their names cut, whole in their hover text)."""
        info = self.seat(self.me)
        if self.obs.get("decision") == "news" or not (info.get("news") or info.get("news_done")):
            return []
        kept = [(nid, False) for nid in info.get("news") or ()] + [(nid, True) for nid in info.get("news_done") or ()]
        r, high = self.rects["me_info"], faces.news_chip_size()[1]
        x = self.impact_chip_rects(self.me)[-1][0].right + 16  # after the impact chips
        wanted = [faces.news_chip_width(nid, done) for nid, done in kept]
        chips = []
        if access.text_scale() > 1:  # those past the row's end on the hand's heading line, at its right
            fit = next(k for k in range(len(kept), -1, -1) if sum(wanted[:k]) + NEWS_GAP * (k - 1) <= r.right - 8 - x)
            if fit < len(kept):  # (after the hand's heading: narrowed as the info row's when short)
                hand = self.rects["me_hand"]
                right = hand.right - 8
                rest = share_widths(wanted[fit:], right - hand_heading_end(self) - NEWS_GAP * (len(kept) - fit - 1))
                for (nid, done), width in reversed(list(zip(kept[fit:], rest))):
                    chips.insert(0, (pygame.Rect(right - width, hand.y + (title_room() - high) // 2, width, high),
                                     nid, done))
                    right -= width + NEWS_GAP
                kept, wanted = kept[:fit], wanted[:fit]
        room = r.right - 8 - x - NEWS_GAP * (len(kept) - 1)
        widths = share_widths(wanted, room)
        for k, ((nid, done), width) in enumerate(zip(kept, widths)):
            chips.insert(k, (pygame.Rect(x, r.centery - high // 2, width, high), nid, done))
            x += width + NEWS_GAP
        return chips

    def data_line_pos(self) -> tuple[int, int]:
        """Where the viewer's "data this turn" line starts: at the right end of their lab's heading
        (what experiments gave this turn, beside the lab that spends it)."""
        lab = self.rects["me_lab"]
        return (lab.right - 8 - data_line_width(snug(DATA_SIZE), DATA_SIZE), lab.y - 2)

    def my_characters(self) -> list[tuple[str, tuple[int, int]]]:
        roster = self.roster(self.me)
        return list(zip(roster, self.row_slots(self.rects["me_chars"], len(roster), self.sizes.char, gap=12)))

    def my_actions(self) -> list[tuple[str, tuple[int, int]]]:
        held = self.seat(self.me).get("actions") or []
        return list(zip(held, self.row_slots(self.rects["me_actions"], len(held), self.actions_size())))

    def info_row(self) -> InfoRow:
        r = self.rects["me_info"]
        x = r.x + 8 + (32 if self.obs["genius"] == self.me else 0)
        who = self.titles[self.me] if self.viewer is not None else _("{title} · public view").format(
            title=self.titles[self.me])
        name_px, words_px = info_sizes(r)
        name = theme.fit(who, max(300, r.width - 600), name_px, bold=True)  # the points and impact take ~560
        coin, badge = grown_radius(16), grown_radius(12)
        rp_x = x + theme.text(name, name_px, theme.TEXT, True).get_width() + 20
        impact_x = rp_x + 2 * coin + 6 + theme.text(_("research points"), words_px, theme.TEXT_DIM).get_width() + 22
        return InfoRow(name, x, (rp_x + coin, r.centery), (impact_x + badge, r.centery))

    def seat_spot(self, seat: int, what: str) -> tuple[int, int]:
        """Where a seat's rp / lab / hand / impact / actions / data / genius / stage card is."""
        if what == "stage":
            return self.stage_slot(seat)
        if seat == self.me:
            r = self.rects
            info = r["me_info"]
            if what in ("rp", "impact"):
                row = self.info_row()
                return row.rp if what == "rp" else row.impact
            data_x, data_y = self.data_line_pos()
            return {"lab": r["me_lab"].center, "hand": r["me_hand"].center, "actions": r["me_actions"].center,
                    "data": (data_x + data_line_width(snug(DATA_SIZE), DATA_SIZE) // 2, data_y + 12),
                    "genius": (info.x + 20, info.centery)}[what]
        p = self.panel(seat)
        return {"rp": (p.right - 150, p.y + 20), "lab": (p.centerx, p.y + 140), "hand": (p.x + 250, p.y + 70),
                "impact": (p.right - 60, p.y + 70), "actions": (p.x + 330, p.y + 70), "data": (p.right - 150, p.y + 20),
                "genius": (p.x + 20, p.y + 22)}[what]

    def genius_rects(self) -> list[pygame.Rect]:
        """The genius card: in its holder's panel (or the viewer's info row) and beside their stage card."""
        g = self.obs["genius"]
        if g == self.me:
            r = self.rects["me_info"]
            home = pygame.Rect((r.x + 8, r.y), GENIUS)
        elif access.text_scale() <= 1:
            p = self.panel(g)
            home = pygame.Rect(p.x + 12, p.y + 6, 26, 36)
        else:  # before the characters' chips: the title's line is full at a larger size
            p, rows = self.panel(g), rival_rows()
            home = pygame.Rect(p.x + 12, p.y + rows.chips_y + (rows.chip[1] - 36) // 2, 26, 36)
        if self.my_news():  # the news articles lie on the stage: no stage places yet
            return [home]
        stage = self.stage_rect(g)
        return [home, pygame.Rect((stage.x - 2 - GENIUS[0], stage.y), GENIUS)]

    def chip_rects(self, seat: int) -> list[tuple[pygame.Rect, str]]:
        """A rival's characters as small chips on the second line of their panel."""
        p, rows = self.panel(seat), rival_rows()
        if access.text_scale() <= 1:
            return [(pygame.Rect((p.x + 12 + rows.chip_pitch * i, p.y + rows.chips_y), rows.chip), cid)
                    for i, cid in enumerate(self.roster(seat))]
        # at a larger size after the genius card, each as wide as its mark (a legend's makes six a row)
        x, found = p.x + 12 + (32 if self.obs["genius"] == seat else 0), []
        for cid in self.roster(seat):
            mark = words.character_mark(cid, faces.CHAR_STYLE.get(cid, faces.LEGEND_STYLE)[2])
            width = max(34, theme.font(rows.chip_px, True).size(mark)[0] + 12)
            found.append((pygame.Rect(x, p.y + rows.chips_y, width, rows.chip[1]), cid))
            x += width + 3
        return found

    def mini_lab(self, seat: int) -> list[MiniPile]:
        """A rival's lab as small piles on the third line of their panel."""
        return self.mini_line(seat).lab

    def mini_line(self, seat: int) -> MiniLine:
        """A rival's lab line: the lab's piles, and their hand's when it is shown. Piles never overlap:
        when both do not fit, the hand takes what the lab leaves (at least half the line if it needs
        it), and a row still too long ends in a "+n" chip for the piles past it."""
        p = self.panel(seat)
        lab = [(q.item, not q.ready, len(q.cards)) for q in self.lab_piles(seat)]
        shown = self.seat(seat).get("hand")
        hand = [(item, False, shown.count(item)) for item in dict.fromkeys(sorted(shown))] if shown else []
        left, right = p.x + 12, p.right - 12
        rows = rival_rows()
        centre = p.y + rows.mini_centre
        if not shown:  # (less the room the seat's lasting effects need beside the piles)
            return MiniLine(_mini_row(lab, left, right - left - self.notes_room(seat), centre), [], None)
        label = theme.font(rows.words_px).size(_("in hand"))[0] + 6
        room = right - left - label - 12  # 12: between the lab's last pile and the label
        hand_room = min(_row_width(hand), max(room // 2, room - _row_width(lab)))
        hand_piles = _mini_row(hand, right - hand_room, hand_room, centre, from_right=True)
        hand_left = min(m.rect.x for m in hand_piles)
        return MiniLine(_mini_row(lab, left, room - hand_room, centre), hand_piles, hand_left - 6)

    def notes_room(self, seat: int) -> int:
        """At a larger text size, the width a rival's lasting effects take right of their small piles
        when the bottom line does not hold them: two lines as narrow as hold them (the piles close
        up into a "+n" chip as a long row does), or two lines of what the bottom line leaves; 0 at
        100 %, with none, or where the line holds them."""
        notes = words.effect_notes(self.obs, seat)
        if access.text_scale() <= 1 or not notes or self.seat(seat).get("hand"):
            return 0
        p, rows, bottom = self.panel(seat), rival_rows(), self.notes_where(seat).width
        if theme.font(rows.words_px).size(notes)[0] <= bottom:
            return 0
        most = p.width - 24 - 2 * mini_size()[0] - 2 * MINI_GAP - 24  # a pile and the chip stay
        for px in range(rows.words_px, 15, -1):  # as large as they fit: the chip alone may stay
            for room in (most, most + mini_size()[0] + MINI_GAP):
                # all of them beside the piles, else the first ones on the bottom line and the rest there
                for _head, rest in [("", notes)] + _bottom_runs(notes, bottom, px):
                    width = _two_lines_width(rest, px, room)
                    if width:
                        return width + 24
        return 0

    def notes_where(self, seat: int) -> pygame.Rect:
        """A rival's bottom line's free stretch for their lasting effects: after the data line of the
        seat to move (``_data_line``'s end and a gap), before their impact chips."""
        p, bottom = self.panel(seat), self.panel(seat).bottom - rival_rows().bottom
        x = p.x + 12
        if seat == self.obs.get("active") and self.obs.get("phase") == "turns":
            x += data_line_width(self.data_px(seat), 16) + 12 + 8
        return pygame.Rect(x, bottom, self.impact_chip_rects(seat)[0][0].x - 14 - x, 20)

    def notes_cut(self, seat: int) -> pygame.Rect | None:
        """Where a rival's lasting effects are shortened (no place of the panel holds them whole: an
        active rival's three or four long effects beside the data line); None where they lie whole."""
        notes = words.effect_notes(self.obs, seat)
        if not notes:
            return None
        p, where, line_ = self.panel(seat), self.notes_where(seat), self.mini_line(seat)
        lab_end = p.right if line_.label_right is None else \
            line_.label_right - theme.font(rival_rows().words_px).size(_("in hand"))[0]
        if any(_placed_rival_notes(notes, where, p, line_.lab, lab_end, px)
               for px in range(rival_rows().words_px, 15, -1)):
            return None
        return pygame.Rect(where.topleft, (min(where.width, theme.font(16).size(notes)[0]), line(16)))

    def data_px(self, seat: int) -> int:
        """A rival's "data this turn" line: at the panel's words' size where it ends before their
        impact chips, else as much smaller as it needs (a narrow panel in Russian)."""
        room = self.impact_chip_rects(seat)[0][0].x - 8 - (self.panel(seat).x + 12)
        return next((px for px in range(rival_rows().words_px, 15, -1) if data_line_width(px, 16) <= room), 16)

    def impact_chip_rects(self, seat: int) -> list[tuple[pygame.Rect, str]]:
        """A seat's impact cards as letter chips with counts: a rival's at the right of its panel's
        bottom line, the viewer's after "impact" on their info row."""
        piles = list(faces.IMPACT_STYLE)
        w, h = faces.impact_chip(piles[0], 0, self.chip_px(seat)).get_size()
        if seat == self.me:
            r, row = self.rects["me_info"], self.info_row()
            x = row.impact[0] + grown_radius(12) + 16 + theme.text(_("impact"), info_sizes(r)[1],
                                                                    theme.TEXT_DIM).get_width()
            y = r.centery - h // 2
        else:
            p = self.panel(seat)
            x, y = p.right - 12 - len(piles) * (w + 4) + 4, p.bottom - 6 - h
        return [(pygame.Rect(x + i * (w + 4), y, w, h), pile) for i, pile in enumerate(piles)]

    def chip_px(self, seat: int) -> int:
        """The impact chips' words: the viewer's as large as their row's height holds a chip (up to
        the player's text size), a rival's as the panel's other words (``rival_rows``)."""
        if seat != self.me:
            return rival_rows().words_px
        return max(16, min(access.scaled(16), (self.rects["me_info"].height - 4) * 16 // 26))

    def tips(self) -> list[Tip]:
        """Hover text for the short codes: rivals' character chips and lab items, impact chips, the
        kept news articles whose names are cut, and a rival's lasting effects where they are."""
        c = content()
        found = []
        for seat in self.others():
            found += [Tip(rect, words.character_text(c, cid).name) for rect, cid in self.chip_rects(seat)
                      if cid in c.characters]
            line = self.mini_line(seat)
            found += [Tip(m.rect, _mini_tip(c, m), width=None if m.item else 220) for m in line.lab + line.hand]
            cut = self.notes_cut(seat)
            if cut is not None:  # shortened: whole under the pointer
                found.append(Tip(cut, words.effect_notes(self.obs, seat), width=320))
        for seat in [*self.others(), self.me]:
            found += [Tip(rect, words.pile_name(pile)) for rect, pile in self.impact_chip_rects(seat)]
        found += [Tip(rect, faces.news_chip_label(nid, done)) for rect, nid, done in self.news_chips()
                  if rect.width < faces.news_chip_width(nid, done)]
        return found

    def zoom_regions(self) -> list[tuple[pygame.Rect, tuple]]:
        """Cards painted on the table picture (not sprites) that enlarge under the pointer."""
        # keyed by its holder: the card passing to another seat is another thing to point at
        regions = [(rect, ("genius", self.obs["genius"])) for rect in self.genius_rects()]
        regions += [(rect, ("news", nid)) for rect, nid, _done in self.news_chips()]
        for seat in self.others():
            regions += [(rect, ("char", cid)) for rect, cid in self.chip_rects(seat)]
            line = self.mini_line(seat)
            regions += [(m.rect, ("opp-lab", m.item)) for m in line.lab + line.hand if m.item]
        return regions


def pile_in_view(item_id: str, count: int, size: tuple[int, int]) -> int:
    """How much of an upright pile's face, from its left, a crowded row leaves in view: past its
    effects' icons (centred at its foot) and its "×n" badge (which may reach the face's edge)."""
    if count > 1:
        return size[0] + 4
    item = words.item_text(content(), item_id)
    lay = faces.item_layout(item, size)
    kinds = min(4, len(dict.fromkeys(kind for kind, _text in item.effects if kind in faces.ICONS)))
    return min(size[0], math.ceil(size[0] / 2 + kinds * (2 * lay.icon_r + 3) / 2)) + 4


def packed_lefts(widths: list[int], leasts: list[list[int]], room: int, gap: int = 8) -> list[float] | None:
    """Left ends (from 0) of a row of cards ``widths`` wide in ``room``: a gap apart when they fit;
    else overlapping, each step between a card's least (what must stay in view of it, from the
    first of ``leasts`` whose sum fits) and its width and gap, all by the same share of the
    difference; None when even the last of ``leasts`` does not fit."""
    if len(widths) < 2:
        return [0.0] * len(widths)
    full = [w + gap for w in widths[:-1]]
    space = room - widths[-1]
    if sum(full) <= space:
        least = full
    else:
        least = next((k[:-1] for k in leasts if sum(k[:-1]) <= space), None)
        if least is None:
            return None
    share = 1.0 if sum(full) <= space or sum(full) == sum(least) else (space - sum(least)) / (sum(full) - sum(least))
    lefts, x = [], 0.0
    for i in range(len(widths)):
        lefts.append(x)
        if i < len(full):
            x += least[i] + (full[i] - least[i]) * min(1.0, share)
    return lefts


def _mini_tip(c, pile: MiniPile) -> str:
    """A small pile's name; a "+n" chip's piles one a line, with how many."""
    if pile.item:
        return words.item_text(c, pile.item).name
    return "\n".join(f"{words.item_text(c, item).name} ×{n}" if n > 1 else words.item_text(c, item).name
                     for item, n in pile.rest)


# ======================= painting ======================================================================
def paint(surf: pygame.Surface, t: Table) -> None:
    """Everything of the table that changes only with the observation (the background is under it)."""
    for seat in t.others():
        _panel(surf, t, seat)
    _piles(surf, t)
    _decks(surf, t)
    _stage(surf, t)
    _me(surf, t)
    for rect in t.genius_rects():
        surf.blit(faces.genius_card(rect.size), rect)
    draw_sabotage_aid(surf, t)


SABOTAGE_TITLE = N_("Who sabotages whom")
SABOTAGE_NOTE = N_("A rival who plays the named one is sabotaged")
CHIP_H = 22


def chip_height() -> int:
    """The sabotage aid's chips: as tall as their words make them."""
    return more(CHIP_H, 15, True)


def character_chip(cid: str) -> pygame.Surface:
    """A character's short mark on its colour (a legend: its name on gold), for the sabotage aid."""
    colour, _shape, mark = faces.CHAR_STYLE.get(cid, faces.LEGEND_STYLE)
    label = words.character_mark(cid, mark) if cid in faces.CHAR_STYLE else _(content().characters[cid].name)
    text = theme.text(label, snug(15, True), (255, 255, 255) if cid in faces.CHAR_STYLE else theme.INK, bold=True)
    high = chip_height()
    s = pygame.Surface((max(high + 8, text.get_width() + 14), high), pygame.SRCALPHA)
    pygame.draw.rect(s, colour, s.get_rect(), border_radius=8)
    s.blit(text, text.get_rect(center=s.get_rect().center))
    return s


def sabotage_rows(t: Table) -> list[list[str]]:
    """What the aid shows: the chain of the five characters, then each legend in play with its target."""
    chars = content().characters
    rows = [pictures.sabotage_chain()]
    legends = sorted({c for seat in range(len(t.obs["seats"])) for c in t.roster(seat) if c not in faces.CHAR_STYLE})
    rows += [[legend, chars[legend].sabotages] for legend in legends if chars[legend].sabotages]
    return rows


ARROW_W, ROW_GAP = 20, 4


def draw_sabotage_aid(surf: pygame.Surface, t: Table) -> None:
    """The sabotage chain, always in view above the log: who sabotages whom. Each legend in play
    and its target follow as a pair; a pair that does not fit the line starts the next one."""
    rect = t.rects.get("aid")
    if rect is None:
        return
    theme.panel(surf, rect)
    title_px, high = snug(15, True), chip_height()
    theme.blit_text(surf, theme.fit(_(SABOTAGE_TITLE), rect.width - 24, title_px, True), (rect.x + 12, rect.y + 5),
                    title_px, theme.TEXT_DIM, True)
    x, y = rect.x + 12, rect.y + 28 + high - CHIP_H
    for row in sabotage_rows(t):
        chips = [character_chip(cid) for cid in row]
        width = sum(c.get_width() for c in chips) + (len(chips) - 1) * (ARROW_W + 8)
        if x > rect.x + 12 and x + width > rect.right - 8:
            x, y = rect.x + 12, y + high + ROW_GAP
        for i, chip in enumerate(chips):
            if x > rect.x + 12 and x + chip.get_width() > rect.right - 8:  # a chain longer than the line goes on
                x, y = rect.x + 12, y + high + ROW_GAP                     # under it, after its arrow
            surf.blit(chip, (x, y))
            x += chip.get_width() + 4
            if i < len(chips) - 1:
                head = (x + ARROW_W - 6, y + high // 2)
                pygame.draw.line(surf, theme.BAD, (x, head[1]), head, 3)
                pygame.draw.polygon(surf, theme.BAD, [(head[0] - 6, head[1] - 6), (head[0] - 6, head[1] + 6),
                                                      (head[0] + 2, head[1])])
                x += ARROW_W + 4
        x += 14
    # what the chain means, where the chips leave room for it (in two lines when one is too short)
    note_px = snug(15)
    note = theme.wrap(_(SABOTAGE_NOTE), rect.width - 24, note_px)
    if len(note) > 2 or access.text_scale() <= 1:
        note = [theme.fit(_(SABOTAGE_NOTE), rect.width - 24, note_px)]
    top = y + high + 8
    if top + line(note_px) * len(note) <= rect.bottom - 4:
        for k, text in enumerate(note):
            theme.blit_text(surf, text, (rect.x + 12, top + line(note_px) * k), note_px, theme.TEXT_DIM)


def _draw_minis(surf, piles: list[MiniPile]) -> None:
    """Small piles with their "×n" badges; a "+n" chip for the piles with no room."""
    for pile in piles:
        rect = pile.rect
        if not pile.item:
            pygame.draw.rect(surf, theme.BG_DARK, rect, border_radius=5)
            pygame.draw.rect(surf, theme.TEXT_DIM, rect, 1, border_radius=5)
            theme.blit_text(surf, f"+{pile.count}", rect.center, snug(15, True), theme.TEXT, bold=True,
                            anchor="center")
            continue
        surf.blit(faces.mini(pile.item, sideways=pile.sideways, size=mini_size()), rect)
        if pile.count > 1:
            badge = theme.text(f"×{pile.count}", snug(14, True), (255, 255, 255), bold=True)
            box = badge.get_rect(center=(rect.right - 2, rect.y + 2)).inflate(6, 0)
            pygame.draw.rect(surf, theme.INK, box, border_radius=6)
            surf.blit(badge, badge.get_rect(center=box.center))


def _panel(surf, t: Table, seat: int) -> None:
    p = t.panel(seat)
    info = t.seat(seat)
    theme.panel(surf, p, theme.PANEL)
    rows = rival_rows()
    # (the genius card: before the title; at a larger size before the chips, the title's line is full)
    x = p.x + 12 + (34 if t.obs["genius"] == seat and access.text_scale() <= 1 else 0)
    gap = 14 if access.text_scale() <= 1 else 8
    # right end of the first line: research points and impact points
    right = p.right - 12
    ip = faces.impact_badge(info["impact_points"], grown_radius(12))
    surf.blit(ip, ip.get_rect(topright=(right, p.y + 8)))
    right -= ip.get_width() + 6
    # (the figures at their snug sizes: the seat's title takes the rest of the line)
    label = labels.draw(surf, _("impact"), (right, p.y + 10), 16, theme.TEXT_DIM, anchor="topright",
                        height=min(rows.line_room - 2, line(snug(16))))
    rp = labels.draw(surf, str(info["rp"]), (label.x - gap, p.y + 8), 20, theme.TEXT, True, "topright",
                     height=min(rows.line_room, line(snug(20, True), True)))
    coin = faces.rp_coin(_("RP"), grown_radius(13))
    coin_rect = coin.get_rect(midright=(rp.x - 4, rp.centery))
    surf.blit(coin, coin_rect)
    labels.draw(surf, t.titles[seat], (x, p.y + 9), 18, theme.TEXT, True, width=coin_rect.x - x - gap + 4,
                height=rows.line_room - 1)
    # second line: the characters (used ones crossed), hand and action card counts
    y = p.y + rows.chips_y
    chips = t.chip_rects(seat)
    for chip, cid in chips:
        colour, _shape, mark = faces.CHAR_STYLE.get(cid, faces.LEGEND_STYLE)
        if cid in info["used"]:
            pygame.draw.rect(surf, theme.BG_DARK, chip, border_radius=5)
            pygame.draw.rect(surf, colour, chip, 1, border_radius=5)
            theme.blit_text(surf, words.character_mark(cid, mark), chip.center, rows.chip_px, theme.TEXT_DIM,
                            anchor="center")
            pygame.draw.line(surf, theme.TEXT_DIM, chip.bottomleft, chip.topright, 1)
        else:
            pygame.draw.rect(surf, colour, chip, border_radius=5)
            theme.blit_text(surf, words.character_mark(cid, mark), chip.center, rows.chip_px, (255, 255, 255),
                            bold=True, anchor="center")
    cx = chips[-1][0].right + 3 + 8 if chips else p.x + 20
    n = info["hand_count"]
    backs, gap = min(n, 4), 14
    if access.text_scale() > 1:  # a line too long for the panel (a legend's six chips): one back, a closer gap
        count = theme.font(labels.label_px(words.in_hand(n), 16, height=rows.count_room)).size(words.in_hand(n))[0]
        action = 26 + theme.font(rows.words_px).size(str(info["action_count"]))[0] if info["action_count"] else -gap
        if cx + 20 + 6 * max(0, backs - 1) + 6 + count + gap + action > p.right - 12:
            backs, gap = min(n, 1), 8
    backs_y = y - 2 + (rows.chip[1] - 24) // 2  # the small backs level with the chips
    for i in range(backs):
        surf.blit(faces.item_back((20, 28)), (cx + i * 6, backs_y))
    cx += 20 + 6 * max(0, backs - 1) + 6
    words_y = y + 2 + (rows.chip[1] - 24 - line(rows.words_px) + line(16)) // 2
    cx += labels.draw(surf, words.in_hand(n), (cx, words_y), 16, theme.TEXT_DIM, height=rows.count_room).width + gap
    if info["action_count"]:
        surf.blit(faces.action_back((20, 28)), (cx, backs_y))
        labels.draw(surf, str(info["action_count"]), (cx + 26, words_y), 16, theme.TEXT_DIM,
                    height=rows.count_room)
    # third line: the lab, upright or sideways, and the hand when every hand is shown (a replay)
    mini_line = t.mini_line(seat)
    piles = mini_line.lab
    _draw_minis(surf, piles + mini_line.hand)
    if not piles:
        theme.blit_text(surf, _("empty lab"), (p.x + 12, p.y + rows.mini_centre - line(rows.words_px) // 2 + 1),
                        rows.words_px, theme.TEXT_DIM)
    lab_end = p.right  # where the lab's line ends on the right
    if mini_line.label_right is not None:
        lab_end = theme.blit_text(surf, _("in hand"), (mini_line.label_right,
                                                       p.y + rows.mini_centre - line(rows.words_px) // 2 + 3),
                                  rows.words_px, theme.TEXT_DIM, anchor="topright").x
    # bottom line: impact cards on the right; data this turn and lasting effects on the left
    counts, chips = t.impact_counts(seat), t.impact_chip_rects(seat)
    for rect, pile in chips:
        surf.blit(faces.impact_chip(pile, counts[pile], rows.words_px), rect)
    if seat == t.obs.get("active") and t.obs.get("phase") == "turns":
        _data_line(surf, t, (p.x + 12, p.bottom - rows.bottom), t.data_px(seat), 16)
    notes = words.effect_notes(t.obs, seat)
    if notes:
        _draw_notes(surf, notes, t.notes_where(seat), p, piles, lab_end)


def _note_lines(notes: str, where: pygame.Rect, p: pygame.Rect, piles: list, lab_end: int,
                px: int, most: int | None = None) -> tuple[int, list[str]] | None:
    """A rival's notes in lines right of their small piles at ``px``: (the first line's top, the
    lines), or None when they do not fit whole. Two lines level with the piles; at a larger text
    size as many as the panel holds under the characters' chips (down to the bottom line's data,
    or to the panel's foot when the bottom line is free), or at most ``most``."""
    rows = rival_rows()
    left = max((pile.rect.right for pile in piles), default=p.x + 12 + theme.font(px).size(_("empty lab"))[0]) + 12
    room = lab_end - 12 - left
    lines = theme.wrap(notes, room, px)
    if room < 48 or any(theme.font(px).size(text)[0] > room for text in lines):
        return None
    y = p.y + rows.mini_centre - line(px) // 2 * len(lines)
    if len(lines) <= 2:
        return y, lines
    if most is not None and len(lines) > most:
        return None
    top = p.y + rows.chips_y + rows.chip[1] + 4
    # above the impact chips (the notes end at the panel's right too) and the data line, if any
    foot = min(p.bottom - 8 - faces.impact_chip("nurture", 0, rows.words_px).get_height(),
               p.bottom if where.x <= p.x + 12 else where.y - 2)
    if access.text_scale() <= 1 or top + line(px) * len(lines) > foot:
        return None
    return max(top, min(y, foot - line(px) * len(lines))), lines


def _draw_notes(surf, notes: str, where: pygame.Rect, p: pygame.Rect, piles: list, lab_end: int) -> None:
    """A rival's lasting effects: on the bottom line when they fit there, else in lines right of the
    lab's small piles, before ``lab_end`` (a narrow panel, or the data line beside them); at a larger
    text size else the first effects on the bottom line and the rest in lines beside the piles
    (``Table.notes_room`` keeps them the room); else shortened."""
    rows = rival_rows()
    # as large as the panel's words where the notes fit whole; long notes (several effects) smaller
    for px in range(rows.words_px, 15, -1):
        placed = _placed_rival_notes(notes, where, p, piles, lab_end, px)
        if placed is not None:
            for text, at, anchor in placed:
                theme.blit_text(surf, text, at, px, theme.WARN, anchor=anchor)
            return
    theme.blit_text(surf, theme.fit(notes, where.width, 16), where.topleft, 16, theme.WARN)


def _placed_rival_notes(notes: str, where: pygame.Rect, p: pygame.Rect, piles: list, lab_end: int,
                        px: int) -> list[tuple[str, tuple[int, int], str]] | None:
    """Where a rival's notes lie at ``px`` ((text, point, anchor) per line), None where they do not
    fit whole: on the bottom line, else in lines beside the piles, else split over both."""
    if theme.font(px).size(notes)[0] <= where.width:
        return [(notes, where.topleft, "topleft")]
    runs = [("", notes)] + (_bottom_runs(notes, where.width, px) if access.text_scale() > 1 else [])
    for head, rest in runs:
        placed = _note_lines(rest, where, p, piles, lab_end, px, most=2 if head else None)
        if placed is not None:
            y, lines = placed
            beside = [(text, (lab_end - 12, y + line(px) * i), "topright") for i, text in enumerate(lines)]
            return ([(head, where.topleft, "topleft")] if head else []) + beside
    return None


def _bottom_runs(notes: str, room: int, px: int) -> list[tuple[str, str]]:
    """Ways to set a rival's notes' first effects on the bottom line (``room`` wide at ``px``) and the
    rest elsewhere: (the first run, the rest), the longest first run first."""
    parts = notes.split(" · ")
    return [(" · ".join(parts[:k]), " · ".join(parts[k:])) for k in range(len(parts) - 1, 0, -1)
            if theme.font(px).size(" · ".join(parts[:k]))[0] <= room]


def _two_lines_width(notes: str, px: int, most: int) -> int:
    """The least width, in steps of 8 up to ``most``, at which ``notes`` at ``px`` wrap into two
    lines or one; 0 when none does."""
    width = theme.font(px).size(notes)[0] // 2
    while width <= most:
        lines = theme.wrap(notes, width, px)
        if len(lines) <= 2 and all(theme.font(px).size(text)[0] <= width for text in lines):
            return width
        width += 8
    return 0


def _data_tokens(t: Table | None, size: int, base: int) -> list[pygame.Surface]:
    """The data counters beside words of ``size`` (``base`` at 100 %): their figures (the icon's
    radius and 6) grow as the words do."""
    data = (t.obs.get("data") or {}) if t is not None else {}
    radius = round(((10 if base < 18 else 12) + 6) * size / base) - 6
    if size > base:  # the icons' letters (0.7 of the radius) grow as the words do
        radius = max(radius, math.ceil(snug(max(9, int((10 if base < 18 else 12) * 0.7)), True) / 0.7))
    return [faces.data_token(kind, data.get(kind, 0), radius) for kind in ("chemical", "dna")]


def data_line_width(size: int, base: int) -> int:
    """How wide 'data this turn [C] 0  [D] 0' is (the counts are single figures)."""
    return (theme.font(size).size(_("data this turn"))[0] + 8
            + sum(token.get_width() + 12 for token in _data_tokens(None, size, base)) - 12)


def _data_line(surf, t: Table, pos, size: int, base: int) -> int:
    """'data this turn [C] 2  [D] 1' at ``pos``; returns the x after it."""
    x, y = pos
    x += theme.blit_text(surf, _("data this turn"), (x, y), size, theme.TEXT_DIM).width + 8
    for token in _data_tokens(t, size, base):
        surf.blit(token, token.get_rect(midleft=(x, y + size // 2 + 2)))
        x += token.get_width() + 12
    return x


def share_widths(wanted: list[int], room: int, least: int = 48) -> list[int]:
    """Widths for a row of items that would each be ``wanted`` wide: all of them when they fit in
    ``room``, else the widest narrowed to one shared width (never below ``least``)."""
    if sum(wanted) <= room:
        return list(wanted)
    cap = max(wanted)
    for i, w in enumerate(sorted(wanted, reverse=True)):  # lower the cap past each widest in turn
        narrower = sorted(wanted, reverse=True)[i + 1:]
        cap = (room - sum(narrower)) // (i + 1)
        if not narrower or cap >= narrower[0]:
            break
    return [max(least, min(w, cap)) for w in wanted]


def _mini_width(sideways: bool) -> int:
    mini = mini_size()
    return mini[1] if sideways else mini[0]


def _row_width(piles: list[tuple[str, bool, int]]) -> int:
    return sum(_mini_width(side) for _item, side, _n in piles) + MINI_GAP * max(0, len(piles) - 1)


def _mini_row(piles: list[tuple[str, bool, int]], x: int, room: int, centre_y: int,
              from_right: bool = False) -> list[MiniPile]:
    """Small piles side by side in ``room`` from ``x`` (packed to its right end with ``from_right``),
    a gap apart; the piles that do not fit become one "+n" chip at the row's end."""
    mini = mini_size()
    keep = len(piles)
    if _row_width(piles) > room:  # room for the chip after the kept ones
        keep = 0
        while keep < len(piles) and _row_width(piles[:keep + 1]) + MINI_GAP + mini[0] <= room:
            keep += 1
    rects = []
    for _item, side, _n in piles[:keep]:
        w, h = (_mini_width(side), mini[0] if side else mini[1])
        rects.append(pygame.Rect(x, centre_y - h // 2, w, h))
        x += w + MINI_GAP
    rest = tuple((item, n) for item, _side, n in piles[keep:])
    if rest:
        rects.append(pygame.Rect(x, centre_y - mini[1] // 2, mini[0], mini[1]))
    if from_right and rects:
        shift = room - (rects[-1].right - rects[0].x)
        rects = [r.move(shift, 0) for r in rects]
    row = [MiniPile(r, item, side, n) for r, (item, side, n) in zip(rects, piles[:keep])]
    if rest:
        row.append(MiniPile(rects[-1], "", False, sum(n for _item, n in rest), rest))
    return row


def _piles(surf, t: Table) -> None:
    area = t.rects["piles"]
    width = (area.width - 24) // 3 - 20  # a pile's column, less a gap between the columns' words
    for pile in faces.IMPACT_STYLE:
        top, count = t.obs["piles"][pile]["top"], t.obs["piles"][pile]["left"]
        cx, cy = t.pile_slot(pile)
        rect = pygame.Rect((0, 0), impact_size(t.rects))
        rect.center = (cx, cy)
        for k in range(min(count - 1, 3), 0, -1):  # the pile's thickness
            pygame.draw.rect(surf, (200, 184, 178), rect.move(3 * k, -3 * k), border_radius=9)
            pygame.draw.rect(surf, theme.BG_DARK, rect.move(3 * k, -3 * k), 1, border_radius=9)
        if top is None:
            pygame.draw.rect(surf, theme.LINE, rect, 2, border_radius=9)
            theme.blit_text(surf, pgettext("impact pile", "empty"), rect.center, snug(18), theme.TEXT_DIM,
                            anchor="center")
        price = t.seat(t.me)["impact_costs"][pile] if t.viewer is not None else None
        pays = top is not None and price is not None and price != top["cost"]
        # under the card: how many are left, as large as the room holds with "you pay" under it or not
        below = area.bottom - 2 - (rect.bottom + 4)
        left = labels.draw(surf, words.pile_left(count), (cx, rect.bottom + 4), 16, theme.TEXT if count else theme.WARN,
                           anchor="midtop", width=width, height=below // 2 + 4 if pays else below, cut=False)
        if pays:
            labels.draw(surf, _("you pay {n}").format(n=price), (cx, max(left.bottom - 4, rect.bottom + 22)), 16,
                        theme.GOOD, anchor="midtop", width=width, height=below // 2 + 4, cut=False)


def _decks(surf, t: Table) -> None:
    r = t.rects["decks"]
    column = r.width // 2 - 8
    # both decks' words at one size (as large as the longer holds)
    px = min(labels.label_px(words, 16, column) for words in (_("lab items"), _("actions")))
    px = min(px, snug(16))
    for which, back, count, label in (("lab", faces.item_back(DECK), t.obs["item_deck"], _("lab items")),
                                      ("action", faces.action_back(DECK), t.obs["action_deck"], _("actions"))):
        cx, cy = t.deck_slot(which)
        if which == "action" and t.obs["options"].get("alternate_3"):  # version 3 leaves them in the box
            px = snug(16)
            for k, text in enumerate(_("no action\ncards\n(version 3)").split("\n")):
                theme.blit_text(surf, text, (cx, cy - 30 + line(px) * k), px, theme.TEXT_DIM, anchor="midtop")
            continue
        rect = back.get_rect(center=(cx, cy))
        if count:
            surf.blit(back, rect)
        else:
            pygame.draw.rect(surf, theme.LINE, rect, 2, border_radius=9)
        shown = labels.draw(surf, str(count), (cx, rect.bottom + 4), 18, theme.TEXT, True, "midtop", width=column,
                            height=more(30, 18, True))
        theme.blit_text(surf, label, (cx, shown.bottom - 3), px, theme.TEXT_DIM, anchor="midtop")
    played = len(t.obs["action_discard"])
    if played:
        room, x = more(24, 16), t.deck_slot("action")[0]
        if access.text_scale() <= 1:
            labels.draw(surf, _("{n} played").format(n=played), (x, r.bottom - room), 16, theme.TEXT_DIM,
                        anchor="midtop", width=r.width // 2 - 8, height=room, cut=False)
        else:  # (ending at the panel's edge: its larger words pass the deck's middle)
            labels.draw(surf, _("{n} played").format(n=played), (r.right - 8, r.bottom - room), 16, theme.TEXT_DIM,
                        anchor="topright", width=r.width - 16, height=room, cut=False)


def _draw_choosing(surf, rect: pygame.Rect) -> None:
    """"choosing" in an empty place: on one line, or at a larger text size where the word is wider
    than the place ("выбирает"), broken before a syllable over two lines inside its outline."""
    word, room = _("choosing"), rect.width - 6
    px = labels.label_px(word, 16, width=rect.width + 24)
    pieces = theme.syllable_pieces(word, room, px, bold=False) if access.text_scale() > 1 else [word]
    if len(pieces) == 1:  # (at 100 % as ever: it may pass the outline a little)
        labels.draw(surf, word, rect.center, 16, theme.TEXT_DIM, anchor="center", width=rect.width + 24, cut=False)
        return
    step = theme.font(px).get_linesize()
    top = rect.centery - step * len(pieces) // 2
    for i, piece in enumerate(pieces):
        theme.blit_text(surf, piece, (rect.centerx, top + i * step), px, theme.TEXT_DIM, anchor="midtop")


def _stage(surf, t: Table) -> None:
    r = t.rects["stage"]
    if t.my_news():  # the viewer's news articles lie there (sprites) until every seat has chosen
        return
    for seat in t.stage_order():
        rect = t.stage_rect(seat)
        if t.pick(seat) is None:  # not chosen yet: an empty place
            pygame.draw.rect(surf, theme.LINE, rect, 2, border_radius=9)
            if t.obs["phase"] == "pick":
                _draw_choosing(surf, rect)
        name = t.stage_name(seat)
        labels.draw(surf, theme.fit(name, 104, 16, bold=True), (rect.centerx, rect.bottom + 4), 16, theme.TEXT, True,
                    "midtop", width=STAGE[0] + 4, height=more(STAGE_NAME_ROOM, 16, True), cut=False)
    if t.obs["phase"] in ("collect", "pick"):  # no arrows yet: the note has the top line
        note = _("picked in secret, revealed together")
        title = labels.label_px(_("Characters"), 16, width=r.width - 24, height=title_room(), bold=True)
        beside = r.width - 36 - theme.font(title, True).size(_("Characters"))[0]  # the rest of the heading's line
        if access.text_scale() > 1 and theme.font(snug(16)).size(note)[0] > beside:  # on the stage's foot
            labels.draw(surf, note, (r.centerx, r.bottom - 2), 16, theme.TEXT_DIM, anchor="midbottom",
                        width=r.width - 24, height=more(24, 16), cut=False)
        else:
            labels.draw(surf, note, (r.right - 12, r.y + 6), 16, theme.TEXT_DIM, anchor="topright",
                        width=min(r.width * 2 // 3, beside) if access.text_scale() <= 1 else beside,
                        height=title_room(), cut=False)


def _me(surf, t: Table) -> None:
    r = t.rects["me_info"]
    info = t.seat(t.me)
    row = t.info_row()
    name_px, words_px = info_sizes(r)
    # (the larger words' lines centred where the 100 % ones lie)
    theme.blit_text(surf, row.name, (row.name_x, r.y + 4 - (line(name_px, True) - line(INFO_NAME, True)) // 2),
                    name_px, theme.TEXT, bold=True)
    words_y = r.y + 7 - (line(words_px) - line(INFO_WORDS)) // 2
    coin_r, badge_r = grown_radius(16), grown_radius(12)
    coin = faces.rp_coin(info["rp"], coin_r)
    surf.blit(coin, coin.get_rect(center=row.rp))
    theme.blit_text(surf, _("research points"), (row.rp[0] + coin_r + 6, words_y), words_px, theme.TEXT_DIM)
    ip = faces.impact_badge(info["impact_points"], badge_r)
    surf.blit(ip, ip.get_rect(center=row.impact))
    theme.blit_text(surf, _("impact"), (row.impact[0] + badge_r + 6, words_y), words_px, theme.TEXT_DIM)
    counts = t.impact_counts(t.me)
    for rect, pile in t.impact_chip_rects(t.me):
        surf.blit(faces.impact_chip(pile, counts[pile], t.chip_px(t.me)), rect)
    for rect, nid, done in t.news_chips():
        surf.blit(faces.news_chip(nid, done, rect.width), rect)
    if t.me == t.obs.get("active") and t.obs["phase"] == "turns":
        _data_line(surf, t, t.data_line_pos(), snug(DATA_SIZE), DATA_SIZE)
    px = snug(16)
    for x, y, width in _data_used_places(t):
        size = 16 if access.text_scale() <= 1 else next(
            (k for k in range(px, 11, -1) if theme.font(k).size(_("data used"))[0] <= width), 12)
        theme.blit_text(surf, _("data used"), (x, y), size, theme.TEXT_DIM, anchor="midtop")
    for text, rect, size in viewer_notes(t):
        theme.blit_text(surf, text, rect.topleft, size, theme.WARN)
    _character_notes(surf, t)
    hand, actions = t.rects["me_hand"], t.rects["me_actions"]
    if not info.get("hand"):
        labels.draw(surf, _("no lab items in hand") if t.viewer is not None else _("hands are hidden"),
                    (hand.x + 10, hand.y + 60), 18, theme.TEXT_DIM, width=hand.width - 20, cut=False)
    if not info.get("actions"):
        labels.draw(surf, pgettext("action cards", "none"), (actions.x + 10, actions.y + 60), 18, theme.TEXT_DIM,
                    width=actions.width - 20, cut=False)


def _data_used_places(t: Table) -> list[tuple[int, int, int]]:
    """Where 'data used' goes under the viewer's lab: (centre x, top, room). Under each such pile at
    100 %; at a larger size once under each run of neighbouring such piles, with the room up to
    halfway to the next run's (a crowded row closes up: one label per pile would overlap)."""
    lab = t.rects["me_lab"]
    places = [(pile.data_used, pos) for pile, pos in t.my_lab()]
    if access.text_scale() <= 1:
        return [(pos[0], pos[1] + t.sizes.item[1] // 2, lab.width) for used, pos in places if used]
    runs, i = [], 0
    while i < len(places):
        j = i
        while places[i][0] and j + 1 < len(places) and places[j + 1][0]:
            j += 1
        if places[i][0]:
            runs.append((places[i][1][0] + places[j][1][0]) // 2)
        i = j + 1
    y = lab.y + title_room() + t.sizes.item[1]
    found = []
    for k, centre in enumerate(runs):
        left = (runs[k - 1] + centre) // 2 if k else lab.x + 4
        right = (centre + runs[k + 1]) // 2 if k + 1 < len(runs) else lab.right - 4
        found.append((centre, y, 2 * min(centre - left, right - centre) - 6))
    return found


def viewer_notes(t: Table) -> list[tuple[str, pygame.Rect, int]]:
    """The viewer's lasting effects as lines, where each lies (its words' own rect) and their size:
    right of the lab's heading (shortened there at 100 %); at a larger size, where the heading's line
    is short, in the first of the info row's free end and the hand's line that holds them whole, else
    split at a " · " over these lines, else in lines at the right end of the lab's row of cards (while
    its piles leave room); smaller where they fit whole no other way, else shortened on the lab's
    heading line."""
    notes = words.effect_notes(t.obs, t.me)
    if not notes:
        return []
    lab, px = t.rects["me_lab"], snug(16)
    notes_right = lab.right - 8
    if t.me == t.obs.get("active") and t.obs["phase"] == "turns":
        notes_right = t.data_line_pos()[0] - 16
    width = min(520, notes_right - lab.x - 60)
    if access.text_scale() > 1:  # right of the lab's heading, whatever its language
        heading = labels.label_px(_("Lab"), 16, width=heading_width("me_lab", lab), height=title_room(), bold=True)
        width = notes_right - (lab.x + 8 + theme.font(heading, True).size(_("Lab"))[0] + 16)
    heading_line = pygame.Rect(notes_right - width, lab.y, width, title_room())
    if access.text_scale() <= 1 or theme.font(px).size(notes)[0] <= width:
        text = theme.fit(notes, width, px)
        return [(text, _words_rect(text, px, notes_right, lab.y), px)]
    places, block = [heading_line, _info_room(t), _hand_line_room(t)], _lab_end_room(t)
    # as large as they fit whole (several long effects in Russian: smaller), else shortened
    for size in range(px, 15, -1):
        placed = _placed_notes(notes, size, places, block)
        if placed is not None:
            return [(text, rect, size) for text, rect in placed]
    text = theme.fit(notes, heading_line.width, px)
    return [(text, _words_rect(text, px, heading_line.right, heading_line.centery - line(px) // 2), px)]


def _words_rect(text: str, px: int, right: int, top: int) -> pygame.Rect:
    """Where ``text`` at ``px`` lies when it ends at ``right`` with its top at ``top``."""
    width, high = theme.font(px).size(text)
    return pygame.Rect(right - width, top, width, high)


def _placed_notes(notes: str, px: int, places: list[pygame.Rect | None],
                  block: pygame.Rect | None) -> list[tuple[str, pygame.Rect]] | None:
    """The viewer's lasting effects right-aligned in the first of ``places`` (lines of one) that
    holds them whole, else split at a " · " over them, else in lines in ``block``;
    None when they do not fit whole."""
    free = [place for place in places if place is not None]
    fits = lambda text, place: theme.font(px).size(text)[0] <= place.width  # noqa: E731

    def put(text: str, place: pygame.Rect) -> tuple[str, pygame.Rect]:
        return text, _words_rect(text, px, place.right, place.centery - line(px) // 2)
    whole = next((place for place in free if fits(notes, place)), None)
    if whole is not None:
        return [put(notes, whole)]
    parts = notes.split(" · ")
    for order in itertools.permutations(free):  # split at " · ": each place as many as it holds
        runs = _runs_over(parts, order, fits)
        if runs is not None:
            return [put(text, place) for text, place in runs]
    if block is not None and block.width >= 48:
        lines = theme.wrap(notes, block.width, px)
        if all(fits(text, block) for text in lines) and len(lines) * line(px) <= block.height:
            return [(text, _words_rect(text, px, block.right, block.y + line(px) * k)) for k, text in enumerate(lines)]
    return None


def _runs_over(parts: list[str], places, fits) -> list[tuple[str, pygame.Rect]] | None:
    """``parts`` in order, joined by " · ", over ``places`` in order: each place the longest run that
    fits it (a place none fits stays empty); None when they do not all fit."""
    runs, k = [], 0
    for place in places:
        end = next((j for j in range(len(parts), k, -1) if fits(" · ".join(parts[k:j]), place)), k)
        if end > k:
            runs.append((" · ".join(parts[k:end]), place))
            k = end
        if k == len(parts):
            return runs
    return None


def _lab_end_room(t: Table) -> pygame.Rect | None:
    """The free right end of the viewer's row of lab cards (beside its last pile, the cards'
    height; None when the piles fill the row)."""
    lab, size = t.rects["me_lab"], t.lab_size()
    rights = [pos[0] + (size[0] if pile.ready else size[1]) // 2 for pile, pos in t.my_lab()]
    left = max(rights, default=lab.x) + 16
    if left >= lab.right - 8:
        return None
    return pygame.Rect(left, lab.y + title_room(), lab.right - 8 - left, size[1])


def hand_heading_end(t: Table) -> int:
    """Where the free part of the hand's heading line starts (after "Hand" and a gap)."""
    hand = t.rects["me_hand"]
    px = labels.label_px(_("Hand"), 16, width=heading_width("me_hand", hand), height=title_room(), bold=True)
    return hand.x + 8 + theme.font(px, True).size(_("Hand"))[0] + 16


def _hand_line_room(t: Table) -> pygame.Rect:
    """The free part of the hand's heading line: after "Hand", before kept news articles there."""
    hand, left = t.rects["me_hand"], hand_heading_end(t)
    line_rect = pygame.Rect(hand.x, hand.y, hand.width, title_room())
    right = min([rect.x for rect, _nid, _done in t.news_chips() if rect.colliderect(line_rect)],
                default=hand.right) - 8
    return pygame.Rect(left, hand.y, right - left, title_room())


def _info_room(t: Table) -> pygame.Rect | None:
    """The free end of the viewer's info row, after the impact chips (None: kept news articles
    take it)."""
    if t.news_chips():
        return None
    r = t.rects["me_info"]
    left = t.impact_chip_rects(t.me)[-1][0].right + 16
    return pygame.Rect(left, r.y, r.right - 8 - left, r.height)


def _character_notes(surf, t: Table) -> None:
    """'this round' / 'used' under the viewer's characters: at a larger size all at the largest size
    from the snug one down at which they lie side by side in the panel, each moved aside from its
    card's middle only as far as its neighbours make it (at 100 %: under each card, as ever)."""
    info, pick, chars = t.seat(t.me), t.pick(t.me), t.rects["me_chars"]
    notes = [(cid, pos, _("this round") if cid == pick else pgettext("character", "used"))
             for cid, pos in t.my_characters() if cid == pick or cid in info["used"]]
    y = lambda pos: pos[1] + t.sizes.char[1] // 2 + 4  # noqa: E731 (under the card)
    if access.text_scale() <= 1:
        for cid, pos, note in notes:
            labels.draw(surf, note, (pos[0], y(pos)), 16, theme.WARN if cid == pick else theme.TEXT_DIM,
                        anchor="midtop", width=t.sizes.char[0] + 12, height=note_room(), cut=False)
        return
    for px in range(snug(16), 15, -1):
        lefts = _side_by_side([(pos[0], theme.font(px).size(note)[0]) for _cid, pos, note in notes],
                              chars.x - 6, chars.right + 6)
        if lefts is not None or px == 16:
            break
    for k, (cid, pos, note) in enumerate(notes):
        at = (lefts[k], y(pos)) if lefts is not None else (pos[0] - theme.font(px).size(note)[0] // 2, y(pos))
        theme.blit_text(surf, note, at, px, theme.WARN if cid == pick else theme.TEXT_DIM)


def _side_by_side(labels_at: list[tuple[int, int]], low: int, high: int, gap: int = 6) -> list[int] | None:
    """Left ends for labels of (wanted centre, width) in order, none overlapping (``gap`` apart) and
    all within ``low``..``high``, each as near its centre as the others let it; None when they do
    not fit."""
    lefts = [centre - width // 2 for centre, width in labels_at]
    widths = [width for _centre, width in labels_at]
    for k in range(len(lefts)):  # pushed right past the one before (and the left end)
        lefts[k] = max(lefts[k], low if k == 0 else lefts[k - 1] + widths[k - 1] + gap)
    for k in reversed(range(len(lefts))):  # pulled back left before the one after (and the right end)
        lefts[k] = min(lefts[k], high - widths[k] if k == len(lefts) - 1 else lefts[k + 1] - gap - widths[k])
    return lefts if not lefts or lefts[0] >= low else None


def menu_place(t: Table, cards: list[pygame.Rect], near: pygame.Rect, size: tuple[int, int],
               canvas: tuple[int, int]) -> tuple[int, int]:
    """Top-left of the menu of a card of the viewer's at ``near`` (``cards``: where their cards lie):
    beside the card (``menu_beside``), else above the card, else below it, on the canvas (a long menu
    below a card low on the table ran past its bottom)."""
    beside = menu_beside(t, cards, near, size)
    if beside is not None:
        return beside
    x = min(max(10, near.centerx - size[0] // 2), canvas[0] - size[0] - 10)
    y, header = near.y - 8 - size[1], t.rects["me_info"]
    y = near.bottom + 8 if y < 70 or (near.top >= header.bottom > y) else y
    return x, max(70, min(y, canvas[1] - size[1] - 8))


def menu_beside(t: Table, cards: list[pygame.Rect], near: pygame.Rect, size: tuple[int, int]) -> tuple[int, int] | None:
    """Top-left of a card's menu level with the card in the free stretch of its own area, over no
    card and no word (where the larger text's lab and hand lie side by side in one row: then in the
    other's free stretch); None when no stretch holds it."""
    areas = [t.rects[name] for name in ("me_lab", "me_hand", "me_actions")]
    own = next((area for area in areas if area.colliderect(near)), None)
    level = lambda r: r.top < near.bottom and near.top < r.bottom  # noqa: E731 (a rect level with the card)
    if own is None:
        return None
    taken = cards + [rect for _text, rect, _px in viewer_notes(t)]
    beside = [a for a in areas if a is not own and level(a) and min(abs(a.x - own.right), abs(own.x - a.right)) <= 16]
    for area in [own] + beside:
        rights = [r.right for r in taken if level(r) and area.collidepoint(r.center)]
        x = max(rights, default=area.x - 8) + 16
        if x + size[0] <= area.right - 8:
            return x, near.y
    return None


@dataclass(frozen=True)
class PromptMenu:
    """A card's choices laid out in the prompt's place: ``heading``'s ``lines`` at ``size`` px over
    the buttons' ``rects`` (one per choice, in order), all in ``area``."""
    area: pygame.Rect
    size: int
    lines: tuple[str, ...]
    rects: tuple[pygame.Rect, ...]


MENU_PAD, MENU_GAP = 8, 8  # the prompt's place's inner margin; the gap between its buttons


def prompt_menu(area: pygame.Rect, heading: str, labels: list[str], least: int = MENU_TEXT) -> PromptMenu | None:
    """A card's choices (their ``labels`` under ``heading``) as buttons in the prompt's place
    ``area`` (the board hides its prompt meanwhile), where no stretch beside the card holds its
    menu: the heading's lines, then the buttons row after row, each as wide as its label, at the
    largest size from the player's down to ``least`` that holds them all in ``area``. None when none
    does (the 100 % table's prompt row is one button high: there the card's own menu stays)."""
    for size in range(access.scaled(MENU_TEXT), least - 1, -1):
        menu = _menu_at(area, heading, labels, size)
        if menu is not None:
            return menu
    return None


def _menu_at(area: pygame.Rect, heading: str, labels: list[str], size: int) -> PromptMenu | None:
    lines = tuple(theme.wrap(heading, area.width - 2 * MENU_PAD, size))
    line_h = theme.font(size).get_linesize()
    x, y, rects = area.x + MENU_PAD, area.y + 2 + len(lines) * line_h + 4, []
    for label in labels:
        w = theme.font(size).size(label)[0] + 28  # the theme's padding and border around the label
        if x + w > area.right - MENU_PAD and rects:
            x, y = area.x + MENU_PAD, y + line_h + 6 + 4
        rects.append(pygame.Rect(x, y, w, line_h + 6))
        x += w + MENU_GAP
    return PromptMenu(pygame.Rect(area), size, lines, tuple(rects)) if all(area.contains(r) for r in rects) else None


def prompt_pages(area: pygame.Rect, headings: list[str], labels: list[str], more: str,
                 least: int) -> list[tuple[PromptMenu, int, int]]:
    """``labels`` in the prompt's place ``area`` in as few pages as hold them at ``least`` px or more:
    one page (``prompt_menu``) where they fit, else pages at ``least``, each with as many as fit
    before a last button ``more`` (the next page; the last page has none). ``headings``: the first
    page's, the later pages'. Per page: (its menu, the index of its first label, how many)."""
    one = prompt_menu(area, headings[0], labels, least)
    if one is not None:
        return [(one, 0, len(labels))]
    pages: list[tuple[PromptMenu, int, int]] = []
    start = 0
    while start < len(labels):
        heading = headings[0 if not pages else 1]
        for count in range(len(labels) - start, 0, -1):
            shown = labels[start:start + count] + ([more] if start + count < len(labels) else [])
            menu = _menu_at(area, heading, shown, least)
            if menu is not None:
                break
        else:
            raise ValueError(f"the prompt's place {tuple(area)} holds no choice at {least} px beside {more!r}")
        pages.append((menu, start, count))
        start += count
    return pages


def draw_prompt_menu(surface: pygame.Surface, menu: PromptMenu) -> None:
    """The heading of a card's choices in the prompt's place (its buttons are widgets)."""
    audit.protect(menu.area, "prompt", " ".join(menu.lines))
    line_h = theme.font(menu.size).get_linesize()
    for i, text in enumerate(menu.lines):
        theme.blit_text(surface, text, (menu.area.x + MENU_PAD, menu.area.y + 2 + i * line_h), menu.size, theme.TEXT)


def arrow_points(start, end, bend: float, steps: int = 24) -> list[tuple[float, float]]:
    """A curved arrow's path (a quadratic curve bulging ``bend`` pixels to the left of start->end)."""
    (x0, y0), (x1, y1) = start, end
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    cx, cy = mx - dy / length * bend, my + dx / length * bend
    pts = []
    for i in range(steps + 1):
        t = i / steps
        pts.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
                    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1))
    return pts


def badge_radius() -> int:
    """A sabotage arrow's "S" badge's radius (its letter grows with the text)."""
    return textsize.token_radius(13, 0.7, 9)


def badge_spot(arrow) -> tuple[float, float]:
    """Where an arrow's badge sits: ``badge_at`` of the way along its arc."""
    pts = arrow_points(arrow.start, arrow.end, arrow.bend)
    return pts[min(len(pts) - 1, round(len(pts) * arrow.badge_at))]


def spaced_badges(arrows: list) -> list:
    """Two seats that sabotage each other have two arcs over the same cards: each badge sits a third
    of the way along its own arc (from opposite ends), not both in the middle, one hiding the other.
    A badge that would still lie on another (two arcs whose middles meet over one card, a long and a
    short one) moves along its arc to the first place clear of them: the shorter arcs are placed
    first, the longer have room to move (audit at 150 %)."""
    pairs = {a.pair for a in arrows}
    apart, placed = 2 * badge_radius() + 2, []
    for a in sorted(arrows, key=lambda a: math.dist(a.start, a.end)):
        first = 0.33 if a.pair is not None and a.pair[::-1] in pairs else 0.5
        for at in (first, 0.33, 0.67, 0.25, 0.75, first):  # the last: no place is clear, as it was
            a.badge_at = at
            if all(math.dist(badge_spot(a), spot) >= apart for spot in placed):
                break
        placed.append(badge_spot(a))
    return arrows


def draw_hint_mark(surface, rect: pygame.Rect, clock: float) -> None:
    """The Hint on the card (or button) it means: a pulsing ring and an arrow bobbing above it
    (below it when there is no room above)."""
    width = 3 + round(2 * (1 + math.sin(clock * 6)))
    ring = rect.inflate(14, 14)
    pygame.draw.rect(surface, theme.WARN, ring, width, border_radius=12)
    bob = round(4 * math.sin(clock * 5))
    if ring.top > 90:
        tip = (ring.centerx, ring.top - 4 + bob)
        points = [tip, (tip[0] - 13, tip[1] - 20), (tip[0] + 13, tip[1] - 20)]
    else:
        tip = (ring.centerx, ring.bottom + 4 + bob)
        points = [tip, (tip[0] - 13, tip[1] + 20), (tip[0] + 13, tip[1] + 20)]
    pygame.draw.polygon(surface, theme.WARN, points)
    pygame.draw.polygon(surface, theme.BG_DARK, points, 2)
