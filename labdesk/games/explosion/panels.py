"""Explosion's static table pictures: the beakers' labels, the fire level, the selected chemical and
the flasks on the bench, the players' card chips, painted from the view into the surface given (the board says where).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from labdesk.games.explosion import rules as R
from labdesk.games.explosion import words as W
from labdesk.games.explosion.faces import (CHEM, COMPACT_CARD, FIRE, HAND_CARD, TUBE_SIZE, WIDE_CARD, ChipKey,
                                           card_chip, draw_flask, fire_icon, rgb)
from labdesk.i18n import N_, _
from labdesk.ui import access, art, theme
from labdesk.ui.table import cardsize, labels
from labdesk.ui.table.tips import Tip
from labdesk.ui.table.words import round_label

ORDER_LINES = 3  # the turn order's note under the players (names and scores of four seats)
NOTE_ROOM = 8 + 20 * ORDER_LINES
AID_ROOM = 88  # under the note, always: what each flask pays
ORDER_ROOM = NOTE_ROOM + AID_ROOM  # the players' panel keeps this much under the boxes
AID_TEXT, AID_LINE = 15, 19
# the flask aid's lines: the chemicals drawn as tokens, then what such a flask pays
FLASK_AID = ((("blue", "blue"), ("yellow", "yellow")), N_("1 Intuition + a Process card of that side")), \
    ((("green",), ("orange",), ("purple",)), N_("1 Intuition + its beaker's Research")), \
    ((("red", "red"),), N_("BOOM; a half-filled flask pays nothing"))
SELECTED_ROOM = 25  # each of the selected column's two first lines, above the chemical's token
HAND_TOP, HAND_GAP = 28, 6  # the hand panel's cards start under its title; the gap between compact cards


def hand_slots(rect: pygame.Rect, count: int) -> tuple[tuple[int, int], list[tuple[float, float]]]:
    """The card size and the card centres for ``count`` Process cards in the hand panel ``rect``: one
    or two wide cards with their whole text, three or four narrow cards with their pictures, five or
    more (the rules allow eight) as compact cards in two rows, so no card covers another's name."""
    if count <= 4:
        size = WIDE_CARD if count <= 2 else HAND_CARD
        if count == 1:  # one card alone: wider at a larger text size, its whole text larger
            size = cardsize.grown(WIDE_CARD, (rect.width - 24, WIDE_CARD[1]), each=True)
        top = rect.y + HAND_TOP + size[1] / 2
        return size, [(rect.x + 12 + size[0] / 2 + i * (size[0] + 8), top) for i in range(count)]
    w, h = COMPACT_CARD
    per_row = (count + 1) // 2
    left = rect.x + (rect.width - per_row * w - (per_row - 1) * HAND_GAP) / 2 if per_row > 3 else rect.x + 12
    return COMPACT_CARD, [(left + w / 2 + (i % per_row) * (w + HAND_GAP),
                           rect.y + HAND_TOP + h / 2 + (i // per_row) * (h + HAND_GAP)) for i in range(count)]


def tube_rect(tubes: pygame.Rect, i: int) -> pygame.Rect:
    """The ``i``-th tube of the Lab card shown in ``tubes`` (two rows of twelve)."""
    return pygame.Rect(tubes.x + 16 + (i % 12) * 64, tubes.y + 18 + (i // 12) * 76, *TUBE_SIZE)


def viewer_hand(view: dict, viewer: int | None) -> list[dict]:
    """The Process cards the board shows in its hand: the viewer's, or (a public view) the acting seat's."""
    seat = viewer if viewer is not None else view.get("to_act")
    return view["held"][seat] if seat is not None and seat < len(view["held"]) else []


def tube_target(tubes: pygame.Rect, i: int) -> pygame.Rect:
    """The ``i``-th tube as a lesson points at it: its number and glass, not the gap below the glass
    (a ring round the whole tube ran over the number of the tube under it)."""
    tube = tube_rect(tubes, i)
    return pygame.Rect(tube.x + 10, tube.y, tube.width - 20, 80)


@dataclass(frozen=True)
class BeakerLines:
    """A beaker's lines beside its card: each line's size and its top (offsets from the column's
    top), the fire icons' centre line (None: the icons give way to larger words)."""
    compound: tuple[int, int]
    research: tuple[int, int]
    fire: tuple[int, int]
    icons_y: int | None
    index: tuple[int, int]


def beaker_lines(r: pygame.Rect, label: str, texts: tuple[str, str, str], column: tuple[str, ...] = ()) -> BeakerLines:
    """The beaker's lines as large as the column holds them: the compound (20 px, 18 for a long
    colour name), Research and fire (18), the index (16), all grown together at the player's text
    size while the column's height and width hold them (the compounds grown alike, as far as every
    name in ``column`` fits); at a size where the fire icons under their line leave too little room,
    the line alone says how many."""
    def base(name: str) -> int:
        return 20 if theme.font(20, True).size(name)[0] <= r.width - 4 else 18

    compound = base(label)
    names = (label,) + tuple(column)
    research, fire, index = texts

    def taller(px: int, base: int, bold: bool = False) -> int:  # than the line at 100 %
        return theme.font(px, bold).get_linesize() - theme.font(base, bold).get_linesize()

    def at(f: float, icons: bool) -> BeakerLines:
        c = max(compound, min([round(compound * f)] + [labels.label_px(n, base(n), r.width - 4, bold=True)
                                                        for n in names]))
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
        lines = beaker_lines(r, label, texts, tuple(W.compound_label(other["compound"]) for other in beakers))
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


def draw_hand_title(surface, rect: pygame.Rect, title: str, empty: bool) -> None:
    """The Process cards panel's title (and "no cards" when the hand is empty)."""
    theme.blit_text(surface, theme.fit(title, rect.width - 24, 16, True), (rect.x + 12, rect.y + 6), 16,
                    theme.TEXT_DIM, bold=True)
    if empty:
        labels.draw(surface, _(W.NO_CARDS), (rect.x + 12, rect.y + 80), 16, theme.TEXT_DIM, width=rect.width - 24,
                    cut=False)


def draw_fire_level(surface, f: pygame.Rect, beakers: list[dict], fire_shift: int) -> None:
    """The fire level, counted."""
    fires = [b["fire"] for b in beakers if not b["x"]]
    # counted from the beakers as drawn, so it follows a beaker turning during an animation (at rest
    # this is the observation's fire level)
    level = R.clamp_fire(sum(fires) + fire_shift)
    head = labels.draw(surface, W.fire_head(level), (f.x + 12, f.y + 8), 22, FIRE, True, width=f.width // 2,
                       height=46 - 8, cut=False)
    icons = max(f.x + 180, head.right + 20)  # after the heading, however long its words
    for k in range(sum(fires)):
        fire_icon(surface, (icons + 20 * k, f.y + 22), 9)
    labels.draw(surface, W.fire_sum(fires, fire_shift, level), (f.x + 12, f.y + 46), 16, theme.TEXT_DIM,
                width=f.width - 24, height=f.height - 46)


def draw_odds(surface, lines, area: pygame.Rect) -> None:
    """The "Show odds" lines: the exact chance the next selection explodes, what stopping scores."""
    y = area.y
    for line in lines:
        for part in theme.wrap(line, area.width, 16):
            theme.blit_text(surface, part, (area.x, y), 16, theme.WARN)
            y += 20
        y += 4


def draw_selected(surface, p: pygame.Rect, v: dict, symbols: bool, can_pour: bool) -> None:
    """The column's title and the reds this turn, then the selected chemical (or the titration's two)
    and what to do with it."""
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


def draw_flasks(surface, rects, v: dict, levels: list[float], targets: set[int], symbols: bool) -> None:
    """The bench's flasks (up to four), filled to ``levels``; the ones a chemical may go to outlined."""
    for i in range(min(4, v["max_flasks"])):
        rect = rects[i]
        flask = v["flasks"][i] if i < len(v["flasks"]) else None
        chems = tuple(flask["chemicals"]) if flask else ()
        result = flask["result"] if flask else "half"
        level = levels[i] if chems else 0.0
        draw_flask(surface, (rect.centerx, rect.y + 4), chems, result, level, (i + 1) in targets, symbols)
        lines = flask_label_lines(W.flask_label(i + 1, flask, (i + 1) in targets), rect)
        colour = theme.ACCENT if (i + 1) in targets else theme.TEXT
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, (rect.centerx, rect.y + 180 + 20 * k), 16, colour, anchor="midtop")
        if (i + 1) in targets:
            theme.blit_text(surface, W.flask_hint(v["pending_black"]), (rect.centerx, rect.y + 182 + 20 * len(lines)),
                            16, theme.ACCENT, anchor="midtop")


def flask_label_lines(label: str, rect: pygame.Rect) -> list[str]:
    """A flask's label under it, on a second line when it is long ("2: double yellow (YY)")."""
    return theme.wrap(label, rect.width + 8, 16, max_lines=2)


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


def player_box_most(grow: bool = True) -> int:
    """The tallest a player box gets (with its gap): taller by as much as its header grows at the
    player's text size, so few boxes keep their chips' room under larger lines; not in a lesson
    (``grow=False``), whose panel takes the room under the boxes."""
    if not grow:
        return PLAYER_BOX_MAX
    full = player_lines(pygame.Rect(0, 0, 1, 10_000))
    return PLAYER_BOX_MAX + full.chips_y - CHIPS_Y


def player_box_height(panel: int, count: int, grow: bool, robot: dict | None) -> int:
    """A player box's height with its gap in a players' panel ``panel`` tall: as tall as
    ``player_box_most`` lets it, the panel keeping ``ORDER_ROOM`` under the boxes and, in a solo
    game, the Robot's table under that (larger boxes at a larger text size give way to it, never
    below their 100 % height)."""
    h = min(player_box_most(grow), (panel - 8 - ORDER_ROOM) // max(1, count))
    if robot is None:
        return h
    table = 6 + 22 + AID_LINE * len(W.robot_table_lines(robot["level"]))  # draw_robot_aid's lines
    return min(h, max((panel - 8 - ORDER_ROOM - table) // max(1, count), min(h, PLAYER_BOX_MAX)))


def player_lines(box: pygame.Rect) -> PlayerLines:
    """The header at the player's text size as far as the box still keeps room for two rows of chips
    under it (or as much as it had at 100 %): a taller header band, the chips lower."""
    keep = min(2 * CHIP_ROW, box.height - CHIPS_Y)
    for name_px in range(access.scaled(NAME_PX), NAME_PX - 1, -1):
        line_px = max(LINE_PX, round(name_px * LINE_PX / NAME_PX))
        status_y = 6 + theme.font(name_px, True).get_linesize()
        detail_y = status_y + theme.font(line_px).get_linesize()
        chips_y = detail_y + theme.font(line_px).get_linesize() + 2
        if chips_y + keep <= box.height or name_px == NAME_PX:
            return PlayerLines(name_px, line_px, status_y, detail_y, chips_y)
    raise AssertionError("unreachable: the 100 % size always returns")


def draw_player_lines(surface, box: pygame.Rect, name: str, score: int, status: str, detail: str,
                      current: bool) -> None:
    """A player box's name, score, status and figures (its chips are drawn under ``chips_y``)."""
    lines = player_lines(box)
    theme.blit_text(surface, theme.fit(name, box.width - 110, lines.name_px), (box.x + 12, box.y + 8), lines.name_px,
                    theme.TEXT, bold=True)
    figure = theme.text(str(score), SCORE_PX, theme.WARN, bold=True)
    surface.blit(figure, figure.get_rect(topright=(box.right - 12, box.y + 4)))
    for words, y, colour in ((status, lines.status_y, theme.ACCENT if current else theme.TEXT_DIM),
                             (detail, lines.detail_y, theme.TEXT_DIM)):
        px = labels.label_px(words, LINE_PX, box.width - 24)
        theme.blit_text(surface, words, (box.x + 12, box.y + y), min(px, lines.line_px), colour)


def chip_rects(held: list[dict], box: pygame.Rect, y: int) -> list[tuple[pygame.Rect, dict]]:
    """Where each held Process card's chip goes, in rows from ``y`` down, as many as ``box`` holds."""
    x, placed = box.x + 12, []
    for c in held:
        w, h = card_chip(c["name"], c["side"]).get_size()
        if x + w > box.right - 8:
            x, y = box.x + 12, y + CHIP_ROW
            if y + 22 > box.bottom:
                break
        placed.append((pygame.Rect(x, y, w, h), c))
        x += w + 6
    return placed


def draw_chips(surface, held: list[dict], box: pygame.Rect, y: int) -> None:
    """A chip per held Process card (its name on its side's colour)."""
    for rect, c in chip_rects(held, box, y):
        surface.blit(card_chip(c["name"], c["side"]), rect)


def robot_last_rect(box: pygame.Rect, y: int) -> pygame.Rect:
    """The Robot's last turn, left of its picture."""
    return pygame.Rect(box.x + 12, y, robot_picture_rect(box).x - box.x - 20, 20)


def held_chips(v: dict, boxes: list[pygame.Rect], robot_seat: int | None) -> list[tuple[ChipKey, pygame.Rect]]:
    """Every player's card chips with their cards: the pointer on one shows the card large."""
    return [(ChipKey(c["card"], c["side"]), rect) for p, box in enumerate(boxes) if p != robot_seat
            for rect, c in chip_rects(v["held"][p], box, box.y + player_lines(box).chips_y)]


def magnified_at(pos, spots: list[tuple[object, pygame.Rect]]) -> tuple[object, pygame.Rect | None]:
    """The magnifier's key and region of the first of ``spots`` under ``pos``, else (None, None)."""
    return next(((key, rect) for key, rect in spots if rect.collidepoint(pos)), (None, None))


def table_tips(v: dict, boxes: list[pygame.Rect], robot_seat: int | None, beaker_rects, tube_area: pygame.Rect,
               lab_card: dict) -> list[Tip]:
    """Hover text for what does not explain itself: the beaker cards' corner numbers, the tubes'
    letters and the Robot's letters (a held card's chip shows the card itself, ``held_chips``)."""
    tips = [Tip(rect, _(W.BEAKER_TIP)) for rect in beaker_rects]
    tips += [Tip(tube_rect(tube_area, i), W.tube_tip(number, chem))
             for i, (number, chem) in enumerate(lab_card.items())]
    last = v["robot"]["last"] if v["robot"] else None
    if robot_seat is not None and last:
        box = boxes[robot_seat]
        tips.append(Tip(robot_last_rect(box, box.y + player_lines(box).chips_y), W.robot_last_tip(last)))
    return tips


def robot_picture_rect(box: pygame.Rect) -> pygame.Rect:
    """Where the Robot's picture goes in its player box: right, under the score (8:5)."""
    h = max(0, min(60, box.bottom - 8 - (box.y + 40)))
    return pygame.Rect(box.right - 12 - round(h / art.PICTURE_RATIO), box.y + 40, round(h / art.PICTURE_RATIO), h)


def draw_robot_last(surface, last: dict | None, box: pygame.Rect, y: int) -> None:
    """The Robot holds no cards: its box shows its picture and its last turn instead."""
    picture = robot_picture_rect(box)
    if picture.height >= 30:
        surface.blit(art.picture("explosion", "robot", picture.size), picture)
    if last:
        rect = robot_last_rect(box, y)
        theme.blit_text(surface, theme.fit(W.robot_last(last), rect.width, 16), rect.topleft, 16, theme.TEXT)


def order_note_under(last_box: pygame.Rect) -> pygame.Rect:
    """The order note's place, under the last player's box (the players' panel keeps ORDER_ROOM)."""
    return pygame.Rect(last_box.x + 4, last_box.bottom + 8, last_box.width - 8, NOTE_ROOM - 8)


def draw_order_note(surface, area: pygame.Rect, text: str, v: dict | None = None, bottom: int | None = None) -> None:
    """The turn order's reason under the players' boxes, wrapped inside ``area``; with the view
    ``v``, the player aids under it down to ``bottom``."""
    y = area.y
    for line in theme.wrap(text, area.width, 16, max_lines=ORDER_LINES):
        theme.blit_text(surface, line, (area.x, y), 16, theme.TEXT_DIM)
        y += 20
    if v is not None and bottom is not None:
        aid = pygame.Rect(area.x, area.bottom + 4, area.width, bottom - area.bottom - 4)
        y = draw_flask_aid(surface, aid)
        if v.get("robot"):
            draw_robot_aid(surface, pygame.Rect(aid.x, y + 6, aid.width, aid.bottom - y - 6), v["robot"]["level"])


def draw_flask_aid(surface, rect: pygame.Rect) -> int:
    """What each flask pays, in three lines with the chemicals as tokens; returns where it ends."""
    theme.blit_text(surface, theme.fit(_("What a flask pays"), rect.width, AID_TEXT, True), rect.topleft, AID_TEXT,
                    theme.TEXT_DIM, True)
    y = rect.y + 22
    for groups, pays in FLASK_AID:
        x = rect.x
        for group in groups:
            for colour in group:
                surface.blit(art.chemical_token(colour, 8), (x, y + 1))
                x += 17
            x += 6
        theme.blit_text(surface, theme.fit(_(pays), rect.right - x, AID_TEXT), (x, y), AID_TEXT, theme.TEXT)
        y += AID_LINE
    return y


def draw_robot_aid(surface, rect: pygame.Rect, level: str) -> None:
    """The solo Robot's table in plain words, first line that fits first."""
    theme.blit_text(surface, theme.fit(_("The Robot ({level}): the first line that fits").format(
        level=R.robot_level_word(level)), rect.width, AID_TEXT, True), rect.topleft, AID_TEXT, theme.TEXT_DIM, True)
    y = rect.y + 22
    for line in W.robot_table_lines(level):
        theme.blit_text(surface, theme.fit(line, rect.width, AID_TEXT), (rect.x, y), AID_TEXT, theme.TEXT)
        y += AID_LINE
