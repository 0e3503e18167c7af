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
from labdesk.games.lab_chaos.faces import PILE, card_face, question_heading_lines, tag_surface
from labdesk.i18n import _
from labdesk.ui import audit, theme
from labdesk.ui.table.tips import Tip

LINE_SIZE = 16  # a panel's small lines (a board label: it keeps its size at every text size)
LINE_LEFT, LINE_RIGHT = 70, 10  # the second line starts right of the avatar and runs to the panel's edge
PERSONA_TOP = 126  # the persona line (or a person's answers) starts this far down a panel, under the hand


def tag_rect(box: pygame.Rect, text: str) -> pygame.Rect:
    """The tag at the panel's top right."""
    w, h = tag_surface(text, theme.PANEL_LIGHT).get_size()
    return pygame.Rect(box.right - w - 10, box.y + 10, w, h)


def line_rect(box: pygame.Rect) -> pygame.Rect:
    """The line under the name: "AI easy · penalty 0", "7 cards · penalty 0"."""
    return pygame.Rect(box.x + LINE_LEFT, box.y + 38, box.width - LINE_LEFT - LINE_RIGHT, 22)


def revealed_rect(box: pygame.Rect) -> pygame.Rect:
    """The "revealed" label above a shown hand's cards, at the right."""
    label = theme.text(_(words.REVEALED), LINE_SIZE, bold=False)
    return label.get_rect(topright=(box.right - 12, box.y + 58))


def panel_tips(obs: dict, boxes: dict[int, pygame.Rect], shown: set[int], receiver: int | None = None) -> list[Tip]:
    """The hover text of every seat's panel (``boxes``: seat -> its panel); ``shown``: the seats
    whose hand is revealed on their panel; ``receiver``: the seat whose tag says "receives"."""
    tips = []
    for seat, box in boxes.items():
        if seat == receiver:
            tips.append(Tip(tag_rect(box, _(words.RECEIVES)), _(words.RECEIVES_TIP)))
        elif tag := words.seat_tag(seat, obs):
            tips.append(Tip(tag_rect(box, tag), words.tag_tip(seat, obs)))
        tips.append(Tip(line_rect(box), words.penalty_tip(obs)))
        if seat in shown:
            tips.append(Tip(revealed_rect(box), _(words.REVEALED_TIP)))
    return tips


def persona_rect(box: pygame.Rect) -> pygame.Rect:
    """The persona line under a panel's hand ("Dr. Hilda Quartz says yes to: ..."): hover it for the sheet."""
    top = box.y + PERSONA_TOP
    return pygame.Rect(box.x, top, box.width, box.bottom - top)


def sheet_area(rects: dict[str, pygame.Rect]) -> pygame.Rect:
    """Where a persona sheet shows: the table right of the piles and the direction of play. A card
    being carried out lies there, and the sheet covers it whole (never half its name); no header,
    prompt or log is near."""
    table = rects["table"]
    left = max(rects["discard"].right, rects["direction"].right) + 12
    return pygame.Rect(left, table.y + 4, table.right - 4 - left, table.height - 8)


def persona_tips(sheets: dict[int, pygame.Surface], titles: dict[int, str], boxes: dict[int, pygame.Rect],
                 area: pygame.Rect) -> list[Tip]:
    """The persona sheet of each AI seat (``sheets``: seat -> the sheet, ``area`` wide and tall), over
    ``area`` while its panel's persona line is pointed at."""
    return [Tip(persona_rect(boxes[seat]), titles[seat], within=area, picture=sheet) for seat, sheet in sheets.items()]


def draw_question(surface, box: pygame.Rect, card: dict | None, heading: str, question: str) -> None:
    """A real-life question, answered on the honour system, in its dialog over the table: the card
    that asks it, the question large, the honour note (the Yes / No buttons are widgets). A dialog
    for the audit: the table's words under it are hidden, and its own stay inside it."""
    audit.overlay(box, "popup", question)
    theme.panel(surface, box, theme.BG_DARK, theme.WARN, radius=14, width=3)
    x = box.x + 20
    if card is not None:
        surface.blit(card_face(card, PILE), (x, box.y + 20))
        x += PILE[0] + 24
    width = box.right - 20 - x
    y = box.y + 22
    for line in question_heading_lines(heading, width):  # a long card title wraps instead of being cut
        theme.blit_text(surface, line, (x, y), 18, theme.TEXT_DIM, bold=True)
        y += 24
    y += 10
    for line in theme.wrap(question, width, 28, bold=True)[:4]:
        theme.blit_text(surface, line, (x, y), 28, theme.TEXT, bold=True)
        y += 36
    theme.blit_text(surface, _(words.QUESTION_FOOT), (x, y + 8), 18, theme.TEXT_DIM)
