"""Where the parts of a Lab Chaos seat panel lie, the hover text of its short words, and the dialog
of a real-life question.

Drawing and the hover tips (``labdesk.ui.table.tips``) both call these functions, so a tip always
sits over the words it explains: the tag ("TURN", "next", "skipped"), the line with the penalty, the
"revealed" label of a hand a card showed to everyone, and an AI seat's persona line (its whole sheet
shows over the middle of the table, the one place that no header, log or prompt shares).
"""
from __future__ import annotations

import pygame

from labdesk.games.lab_chaos import words
from labdesk.games.lab_chaos.faces import (
    BACK_MINI, CHIP, PILE, card_back, card_chip, card_face, draw_avatar, draw_turn_arrow, question_heading_lines,
    tag_surface,
)
from labdesk.i18n import _
from labdesk.ui import access, audit, theme
from labdesk.ui.table import cardsize, labels
from labdesk.ui.table.tips import Tip

LINE_SIZE = 16  # a panel's small lines at 100 % (``line_px`` at the player's size)
NAME_SIZE, COUNT_SIZE = 20, 30  # a seat's name; the hand's count (display type: it keeps its size)
LINE_LEFT, LINE_RIGHT = 70, 10  # the second line starts right of the avatar and runs to the panel's edge
PERSONA_TOP = 126  # at 100 %: the persona line (or a person's answers) starts this far down a panel, under the hand
GROWTH = 0.75  # a panel word grows by this share of the text size's growth: 16 px lines become 22 at 150 %
# (30 px tall for 22: 1.36x), so five panels across the top still hold their lines


LARGER_GAP = 28  # between opponent panels at a larger text size: the arrow still fits, the panels gain width


def larger() -> bool:
    """The player's text is larger than 100 %: the panels lay out their rows from their words' heights."""
    return access.text_scale() > 1


def panel_px(base: int) -> int:
    """A panel word's size at the player's text size (``base`` at 100 %)."""
    return round(base * (1 + GROWTH * (access.text_scale() - 1)))


def least_px(base: int, bold: bool = False) -> int:
    """The smallest size of a ``base`` panel word (``cardsize.floor_px``, no larger than ``panel_px``):
    where a name and its tag share a narrow row, each gives way down to it."""
    return min(cardsize.floor_px(base, bold), panel_px(base))


def line_px() -> int:
    return panel_px(LINE_SIZE)


def _line_h() -> int:
    return theme.font(line_px()).get_linesize()


def _row_step() -> int:
    """Between a panel's lines at a larger text size: two pixels closer than the font's line (as
    the 100 % panel sets its 22 px lines 20 apart)."""
    return _line_h() - 2


REVEALED_CHIP = (34, 44)  # at a larger text size: a revealed card under its label, its number larger
HAND_ROW = 74  # at a larger text size: the hand row's height (the count and its word; the label and the cards)


def chip_size() -> tuple[int, int]:
    """A revealed card on a panel: as wide as at 100 % (a revealed hand overlaps no more), a little
    shorter at a larger text size to lie under its "revealed" label."""
    return REVEALED_CHIP if larger() else CHIP


def chip_number_px() -> int:
    return panel_px(16)


def header_px(box: pygame.Rect, name: str, tag: str | None) -> tuple[int, int]:
    """(the name's size, the tag's size) on a panel's top row: as large as the player's text asks
    where the row holds both, else each down to ``least_px`` (the tag first; a name too long even
    then is cut short, as at 100 %)."""
    name_px, tag_px = panel_px(NAME_SIZE), panel_px(16)
    if not larger() or not tag:
        return name_px, tag_px
    room = box.width - 86
    # the name before the tag: at the last the tag keeps its 100 % size (its hover text says the
    # same at the player's size), so that a six-seat panel's tag leaves a long name whole
    for tag_size in [*range(tag_px, least_px(16, True) - 1, -1), 16]:
        for name_size in range(name_px, least_px(NAME_SIZE, True) - 1, -1):
            if theme.font(name_size, True).size(name)[0] + tag_surface(tag, theme.PANEL_LIGHT, tag_size).get_width() + 8 <= room:
                return name_size, tag_size
    return least_px(NAME_SIZE, True), 16


def tag_rect(box: pygame.Rect, text: str, px: int | None = None) -> pygame.Rect:
    """The tag at the panel's top right (its word ``px`` tall: ``header_px``'s, by default the
    player's size)."""
    w, h = tag_surface(text, theme.PANEL_LIGHT, px or panel_px(16)).get_size()
    return pygame.Rect(box.right - w - 10, box.y + 10, w, h)


def kind_lines(box: pygame.Rect, line: str) -> list[str]:
    """The line under the name as drawn: one line (cut as at 100 %), or at a larger text size
    wrapped in two where a narrow panel does not hold it in one."""
    room = box.width - LINE_LEFT - LINE_RIGHT
    if not larger():
        return [theme.fit(line, room, LINE_SIZE)]
    font = theme.font(line_px())
    if font.size(line)[0] <= room:
        return [line]
    lines: list[str] = []  # at its " · " ("AI random ·" over "penalty 0", not a lone figure)
    for part in line.split(" · "):
        if lines and font.size(f"{lines[-1]} · {part}")[0] <= room:
            lines[-1] = f"{lines[-1]} · {part}"
        else:
            lines.append(part)
    lines = [text + " ·" for text in lines[:-1]] + lines[-1:]
    if len(lines) > 2 or any(font.size(text)[0] > room for text in lines):
        lines = theme.wrap(line, room, line_px())
    return [theme.fit(text, room, line_px()) for text in lines[:1]] + (
        [theme.fit(" ".join(lines[1:]), room, line_px())] if len(lines) > 1 else [])


def line_rect(box: pygame.Rect, rows: int = 1) -> pygame.Rect:
    """The line under the name: "AI easy · penalty 0", "7 cards · penalty 0" (``rows``: its lines)."""
    if not larger():
        return pygame.Rect(box.x + LINE_LEFT, box.y + 38, box.width - LINE_LEFT - LINE_RIGHT, 22)
    top = box.y + 6 + theme.font(panel_px(NAME_SIZE), True).get_linesize() - 2
    return pygame.Rect(box.x + LINE_LEFT, top, box.width - LINE_LEFT - LINE_RIGHT,
                       (rows - 1) * _row_step() + _line_h())


def hand_top(box: pygame.Rect, rows: int = 1) -> int:
    """Where a panel's hand row (count, backs or revealed cards) starts, under ``rows`` lines."""
    return box.y + 74 if not larger() else line_rect(box, rows).bottom + 4


def hand_row_height(rows: int = 1) -> int:
    """A panel's hand row: at 100 % (and under a one-line second line) the count over its word and
    the "revealed" label over the cards; under a wrapped second line (a narrow panel) the count's
    word beside it and the label on the second line's right, so the persona still has three lines."""
    if not larger():
        return 52
    return HAND_ROW if rows < 2 else max(theme.font(COUNT_SIZE, True).get_linesize() + 4, REVEALED_CHIP[1] + 6)


def count_width(box: pygame.Rect, n: int, rows: int) -> int:
    """From the panel's left to where its cards start: the count (and, in a narrow panel's row, its word)."""
    if not larger() or rows < 2:
        return 70
    count = theme.font(COUNT_SIZE, True).size(f"{n}")[0]
    return 14 + count + 6 + theme.font(line_px()).size(words.hand_count_word(n))[0] + 10


def revealed_rect(box: pygame.Rect, rows: int = 1) -> pygame.Rect:
    """The "revealed" label of a shown hand, at the right: above its cards (in a narrow panel at a
    larger text size on the second line's right)."""
    label = theme.text(_(words.REVEALED), line_px(), bold=False)
    if not larger():
        return label.get_rect(topright=(box.right - 12, box.y + 58))
    if rows >= 2:
        return label.get_rect(topright=(box.right - 12, line_rect(box, rows).y + _row_step()))
    return label.get_rect(topright=(box.right - 12, hand_top(box, rows)))


def chip_rects(box: pygame.Rect, shown: list, rows: int = 1) -> list[tuple[str, pygame.Rect]]:
    """Where a revealed hand's cards lie on an opponent's panel (hover or right-click one)."""
    size = chip_size()
    left = count_width(box, len(shown), rows)
    x0, room = box.x + left, box.width - left - 14
    if not larger():
        y = box.y + 78
    else:
        y = revealed_rect(box, rows).bottom if rows < 2 else hand_top(box, rows) + 4
    step = min(size[0] + 4, (room - size[0]) / max(1, len(shown) - 1)) if len(shown) > 1 else 0
    return [(cid, pygame.Rect(round(x0 + i * step), y, *size)) for i, cid in enumerate(shown)]


def panel_tips(obs: dict, boxes: dict[int, pygame.Rect], shown: set[int], receiver: int | None = None,
               rows: dict[int, int] | None = None, names=None) -> list[Tip]:
    """The hover text of every seat's panel (``boxes``: seat -> its panel); ``shown``: the seats
    whose hand is revealed on their panel; ``receiver``: the seat whose tag says "receives";
    ``rows``: the lines of a seat's second line (``kind_lines``; one when not given); ``names``: the
    seats' names (the tag gives way to a long one)."""
    tips = []
    for seat, box in boxes.items():
        n = (rows or {}).get(seat, 1)
        name = names[seat] if names is not None else ""
        if seat == receiver:
            tag = _(words.RECEIVES)
            tips.append(Tip(tag_rect(box, tag, header_px(box, name, tag)[1]), _(words.RECEIVES_TIP)))
        elif tag := words.seat_tag(seat, obs):
            tips.append(Tip(tag_rect(box, tag, header_px(box, name, tag)[1]), words.tag_tip(seat, obs)))
        tips.append(Tip(line_rect(box, n), words.penalty_tip(obs)))
        if seat in shown:
            tips.append(Tip(revealed_rect(box, n), _(words.REVEALED_TIP)))
    return tips


def persona_rect(box: pygame.Rect, rows: int = 1) -> pygame.Rect:
    """The persona line under a panel's hand ("Dr. Hilda Quartz says yes to: ..."): hover it for the sheet."""
    if not larger():
        top = box.y + PERSONA_TOP
    else:
        top = hand_top(box, rows) + hand_row_height(rows) + 2
    return pygame.Rect(box.x, top, box.width, box.bottom - top)


def draw_header(surf, box: pygame.Rect, seat: int, names, tag_text: str | None, colour, border,
                border_width: int) -> None:
    """A seat's panel, avatar, name and its tag ("TURN", "next", "receives"; ``colour`` its fill)."""
    theme.panel(surf, box, theme.PANEL, border, width=border_width)
    draw_avatar(surf, (box.x + 36, box.y + 38), 26, seat, names)
    tag_w = 0
    px, tag_px = header_px(box, names[seat], tag_text)
    if tag_text:
        tag = tag_surface(tag_text, colour, tag_px)
        tag_w = tag.get_width() + 8
        surf.blit(tag, tag_rect(box, tag_text, tag_px))
    theme.blit_text(surf, theme.fit(names[seat], box.width - 86 - tag_w, px, True), (box.x + 72, box.y + 10 - (px - NAME_SIZE) // 3),
                    px, theme.TEXT, bold=True)


def draw_kind_line(surf, box: pygame.Rect, line: str) -> int:
    """The line under the name (wrapped where ``kind_lines`` says); how many lines it took."""
    lines = kind_lines(box, line)
    at = line_rect(box, len(lines))
    for i, text in enumerate(lines):
        theme.blit_text(surf, text, (at.x, at.y + i * _row_step()), line_px(), theme.TEXT_DIM)
    return len(lines)


def draw_hand_row(surf, box: pygame.Rect, n: int, shown: list | None, chips: list, rows: int) -> None:
    """An opponent's hand: the count, and the backs or (``chips``: (card, rect) of a revealed hand)
    the cards themselves with the "revealed" label."""
    y = hand_top(box, rows)
    count = theme.blit_text(surf, f"{n}", (box.x + 14, y + 2), COUNT_SIZE, theme.TEXT, bold=True)
    if larger() and rows >= 2:  # the word beside the count, on its baseline
        theme.blit_text(surf, words.hand_count_word(n), (count.right + 6, count.y + count.height * 0.8),
                        line_px(), theme.TEXT_DIM, anchor="bottomleft")
    else:
        theme.blit_text(surf, words.hand_count_word(n), (box.x + 14, y + 36), line_px(), theme.TEXT_DIM)
    if shown is not None:
        for card, chip in chips:
            surf.blit(card_chip(card, chip.size, chip_number_px()), chip)
        theme.blit_text(surf, _(words.REVEALED), revealed_rect(box, rows).topleft, line_px(), theme.WARN)
        return
    size = BACK_MINI
    left = count_width(box, n, rows)
    x0, room = box.x + left, box.width - left - 14
    k = min(n, 14)
    step = min(16, (room - size[0]) / max(1, k - 1)) if k > 1 else 0
    for i in range(k):
        surf.blit(card_back(size), (round(x0 + i * step), y + 4))


def draw_persona_lines(surf, box: pygame.Rect, text: str, rows: int) -> None:
    """What a seat says yes to, under its hand: two lines, a third (closer together) when a long
    persona needs it; at a larger text size as many as the panel holds, a little smaller (down to
    ``least_px``) where that holds it whole, else the last cut short past them."""
    px = line_px()
    width = box.width - 24
    lines = theme.wrap(text, width, px)
    top = persona_rect(box, rows).y
    if not larger():
        most, (y, step) = 3, ((top + 8, 20) if len(lines) <= 2 else (top + 2, 19))
    else:
        for px in range(line_px(), least_px(LINE_SIZE) - 1, -1):
            lines, height = theme.wrap(text, width, px), theme.font(px).get_linesize()
            step = height - 2  # (as ``_row_step``)
            most = max(1, (box.bottom - 2 - top - height) // step + 1)
            if len(lines) <= most:
                break
        y = top
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = theme.fit(lines[-1] + " …", width, px)
    for line in lines:
        theme.blit_text(surf, line, (box.x + 12, y), px, theme.TEXT_DIM)
        y += step


def sheet_area(rects: dict[str, pygame.Rect]) -> pygame.Rect:
    """Where a persona sheet shows: the table right of the piles and the direction of play. A card
    being carried out lies there, and the sheet covers it whole (never half its name); no header,
    prompt or log is near."""
    table, direction = rects["table"], rects["direction"]
    if larger():  # a sheet at the player's size takes the table right of the piles and the In force panel
        left, top = rects["discard"].right + 12, table.y + 2
        return pygame.Rect(left, top, rects["in_force"].right - 4 - left, rects["prompt"].y - 2 - top)
    if direction.bottom <= rects["discard"].y:  # the direction runs across the top: under it
        left, top = rects["discard"].right + 12, direction.bottom + 4
    else:
        left, top = max(rects["discard"].right, direction.right) + 12, table.y + 4
    return pygame.Rect(left, top, table.right - 4 - left, table.bottom - 4 - top)


def persona_tips(sheets: dict[int, pygame.Surface], titles: dict[int, str], boxes: dict[int, pygame.Rect],
                 area: pygame.Rect, rows: dict[int, int] | None = None) -> list[Tip]:
    """The persona sheet of each AI seat (``sheets``: seat -> the sheet, ``area`` wide and tall), over
    ``area`` while its panel's persona line is pointed at (``rows``: as in ``panel_tips``)."""
    return [Tip(persona_rect(boxes[seat], (rows or {}).get(seat, 1)), titles[seat], within=area, picture=sheet)
            for seat, sheet in sheets.items()]


def draw_match_line(surf, box: pygame.Rect, line: str, rows: int) -> None:
    """The viewer's panel's last line ("Game 2 of 5 · lowest total wins the match"), wrapped at a
    larger text size in the room under the second line."""
    if not larger():
        labels.draw(surf, line, (box.x + 14, box.y + 68), 16, theme.TEXT_DIM, width=box.width - 28,
                    height=box.height - 70, cut=False)
        return
    y = line_rect(box, rows).bottom + 4
    for text in theme.wrap(line, box.width - 28, line_px()):
        theme.blit_text(surf, text, (box.x + 14, y), line_px(), theme.TEXT_DIM)
        y += _line_h()


def draw_question(surface, box: pygame.Rect, card: dict | None, heading: str, question: str,
                  card_size=PILE) -> None:
    """A real-life question, answered on the honour system, in its dialog over the table: the card
    that asks it (as large as the table's cards, ``card_size``), the question large, the honour note
    (the Yes / No buttons are widgets). A dialog for the audit: the table's words under it are
    hidden, and its own stay inside it."""
    audit.overlay(box, "popup", question)
    theme.panel(surface, box, theme.BG_DARK, theme.WARN, radius=14, width=3)
    x = box.x + 20
    if card is not None:
        surface.blit(card_face(card, card_size, plain=PILE), (x, box.y + 20))
        x += card_size[0] + 24
    width = box.right - 20 - x
    y = box.y + 22
    small = panel_px(18)  # the heading and the note at the player's size; the question is display type
    for line in question_heading_lines(heading, width, small):  # a long card title wraps instead of being cut
        theme.blit_text(surface, line, (x, y), small, theme.TEXT_DIM, bold=True)
        y += 24 if small == 18 else theme.font(small, True).get_linesize()
    y += 10
    for line in theme.wrap(question, width, 28, bold=True)[:4]:
        theme.blit_text(surface, line, (x, y), 28, theme.TEXT, bold=True)
        y += 36
    for line in theme.wrap(_(words.QUESTION_FOOT), width, small) if small != 18 else [_(words.QUESTION_FOOT)]:
        theme.blit_text(surface, line, (x, y + 8), small, theme.TEXT_DIM)
        y += theme.font(small).get_linesize()


# --- the table's places ------------------------------------------------------------------------------
def in_play_rect(r: dict[str, pygame.Rect], zoom_point) -> pygame.Rect:
    """Where the first card being carried out lies: the layout's ``in_play`` (a point: a pile's
    size round it), else a pile's size just above the zoom spot."""
    spot = r.get("in_play", pygame.Rect(zoom_point[0], zoom_point[1] - 20, 0, 0))
    return spot.copy() if spot.width else pygame.Rect(0, 0, *PILE).move_to(center=spot.topleft)


def pile_size(r: dict[str, pygame.Rect], name: str, zoom_point) -> tuple[int, int]:
    """A card's size in table place ``name`` (a pile, a slot, "in_play"): its anchor's."""
    return (in_play_rect(r, zoom_point) if name == "in_play" else r[name]).size


# --- the table's words -------------------------------------------------------------------------------
def draw_table_titles(surf, r: dict[str, pygame.Rect]) -> None:
    """"In force" and the titles over the piles and slots, each as large as the room above its card
    holds it (the larger text's layout keeps that room)."""
    box = r["in_force"]
    if not larger():
        labels.draw(surf, _("In force"), (box.x + 12, box.y + 6), 16, theme.TEXT_DIM, True,
                    width=box.width // 2, height=24, cut=False)
        for name in ("end_slot", "lasting_slot", "deck", "discard"):
            # the piles' titles have the baize above them; the slots' meet "In force" within 24 pixels
            labels.draw(surf, _(words.SLOT_TITLES[name]), (r[name].centerx, r[name].y - 6), 16, theme.TEXT_DIM, True,
                        "midbottom", r[name].width + 20, 30 if name in ("deck", "discard") else 22, cut=False)
        return
    # one row of titles over the large faces: "In force" at the panel's left, the End card's title at
    # its slot's right, the lasting card's over its slot; the discard pile's at its left where its
    # count takes the row's right (``draw_pile_count``)
    for name in ("deck", "discard"):
        beside = count_beside(r[name], r["table"])
        labels.draw(surf, _(words.SLOT_TITLES[name]), (r[name].x if beside else r[name].centerx, r[name].y - 4), 16,
                    theme.TEXT_DIM, True, "bottomleft" if beside else "midbottom", r[name].width + 20,
                    r[name].y - 4 - r["table"].y, cut=False)
    row = r["end_slot"].y - 4 - box.y
    force, end, lasting = _("In force"), _(words.SLOT_TITLES["end_slot"]), _(words.SLOT_TITLES["lasting_slot"])
    px = min(labels.label_px(text, 16, height=row, bold=True) for text in (force, end, lasting))
    left, right = box.x + 8, r["end_slot"].right + 4  # (into the panel's margin and the slots' gap)
    while px > 16 and theme.font(px, True).size(force)[0] + 8 + theme.font(px, True).size(end)[0] > right - left:
        px -= 1
    theme.blit_text(surf, force, (left, r["end_slot"].y - 4), px, theme.TEXT_DIM, True, "bottomleft")
    theme.blit_text(surf, end, (right, r["end_slot"].y - 4), px, theme.TEXT_DIM, True, "bottomright")
    theme.blit_text(surf, lasting, (r["lasting_slot"].centerx, r["lasting_slot"].y - 4), px, theme.TEXT_DIM, True,
                    "midbottom")


def count_beside(pile: pygame.Rect, table: pygame.Rect) -> bool:
    """A pile's count shares its title's row where the table has no room under the pile for a line."""
    return larger() and table.bottom - pile.bottom - 2 < theme.font(16).get_linesize()


def draw_pile_count(surf, name: str, r: dict[str, pygame.Rect], text: str) -> None:
    """"41 cards" under pile ``name`` (in the room down to the table's edge at a larger text size), or
    at the right of its title's row where no line fits under it."""
    pile, table = r[name], r["table"]
    if not larger():
        theme.blit_text(surf, text, (pile.centerx, pile.bottom + 4), 16, theme.TEXT_DIM, anchor="midtop")
        return
    if count_beside(pile, table):
        row = pile.y - 4 - table.y
        title = _(words.SLOT_TITLES[name])
        title_w = theme.font(labels.label_px(title, 16, pile.width + 20, row, True), True).size(title)[0]
        labels.draw(surf, text, (pile.right, pile.y - 4), 16, theme.TEXT_DIM, anchor="bottomright",
                    width=pile.width - title_w - 12, height=row, cut=False)
        return
    labels.draw(surf, text, (pile.centerx, pile.bottom + 2), 16, theme.TEXT_DIM, anchor="midtop",
                width=pile.width + 40, height=table.bottom - pile.bottom - 2, cut=False)


def draw_in_play_title(surf, spot: pygame.Rect, r: dict[str, pygame.Rect]) -> None:
    """"Being carried out" over the cards resolving in the middle of the table (``spot``: the first
    one's place; under the direction of play where that runs across the table's top)."""
    table, direction = r["table"], r["direction"]
    top = spot.y - 4
    if not larger():
        room = top - table.y - 2
    else:
        over = table.contains(direction) and direction.bottom <= r["discard"].y
        room = top - (direction.bottom if over else table.y)
    labels.draw(surf, _(words.BEING_CARRIED_OUT), (spot.centerx, top), 16, theme.TEXT_DIM, True,
                "midbottom", table.width // 2, room, cut=False)


def draw_table_notes(surf, r: dict[str, pygame.Rect]) -> None:
    """How to read a card: two lines under the In force slots, or (the larger text's layout) wrapped
    in the layout's ``table_note`` by the viewer's seat."""
    if "table_note" in r:
        box = r["table_note"]
        y = box.y
        for line in theme.wrap(_(words.TABLE_NOTE), box.width - 16, line_px()):
            theme.blit_text(surf, line, (box.x + 8, y), line_px(), theme.TEXT_DIM)
            y += _row_step()
        return
    notes, top = [_(note) for note in words.TABLE_NOTES], r["end_slot"].bottom + 8
    row = (r["in_force"].bottom - 4 - top) // len(notes)  # the two lines under the slots grow together
    px = min(labels.label_px(note, 16, r["in_force"].width - 16, row) for note in notes)
    for i, note in enumerate(notes):
        step = 21 if px == 16 else theme.font(px).get_linesize() - 1
        theme.blit_text(surf, note, (r["in_force"].centerx, top + step * i), px, theme.TEXT_DIM, anchor="midtop")


def draw_direction(surf, box: pygame.Rect, forward: bool, orders: list[str]) -> None:
    """A circular arrow (clockwise = increasing seat order, left to right across the top) and the
    next few seats in the order of play (``orders``: the line naming four seats, then fewer): under
    "Play goes" (at a larger text size in a box two of its lines tall, by the viewer's seat, the arrow
    beside "Play goes" and the seats across the box's width), or (a box one line tall) beside it,
    naming as many as fit."""
    order = orders[0]
    if larger() and box.height >= 2 * _line_h():  # two rows at the player's size: the arrow and "Play goes",
        r = _line_h() // 2 - 1  # then as many seats as fit the box's width
        draw_turn_arrow(surf, (box.x + r + 8, box.y + _line_h() // 2), r, forward, theme.ACCENT, 4)
        title = labels.draw(surf, _(words.PLAY_GOES), (box.x + 2 * r + 18, box.y), 16, theme.TEXT_DIM,
                            height=_line_h())
        room, px = box.width - 16, labels.label_px(order, 18, height=box.bottom - title.bottom, bold=True)
        order = next((line for line in orders if theme.font(px, True).size(line)[0] <= room), orders[-1])
        theme.blit_text(surf, theme.fit(order, room, px, True), (box.x + 8, title.bottom), px, theme.TEXT, bold=True)
        return
    if not larger():
        draw_turn_arrow(surf, (box.x + 24, box.centery), 17, forward, theme.ACCENT, 4)
        theme.blit_text(surf, _(words.PLAY_GOES), (box.x + 52, box.y + 2), 16, theme.TEXT_DIM)
        theme.blit_text(surf, theme.fit(order, box.width - 56, 18, True), (box.x + 52, box.y + 22), 18, theme.TEXT,
                        bold=True)
        return
    draw_turn_arrow(surf, (box.x + 16, box.centery), 13, forward, theme.ACCENT, 4)
    title = labels.draw(surf, _(words.PLAY_GOES), (box.x + 36, box.centery), 16, theme.TEXT_DIM, anchor="midleft",
                        height=box.height)
    room = box.right - title.right - 12
    px = labels.label_px(order, 18, height=box.height, bold=True)
    order = next((line for line in orders if theme.font(px, True).size(line)[0] <= room), orders[-1])
    theme.blit_text(surf, theme.fit(order, room, px, True), (title.right + 12, box.centery), px, theme.TEXT,
                    bold=True, anchor="midleft")
