"""Wrong Chemistry's panels as layout functions that drawing and hover both ask: the line under the
molecule (which element it makes now, and whether that card is in the viewer's hand) and the hover
texts behind the short codes (a seat's score and hand-size marks, a scored chip, a hand card's
number and value badge). Data in: the observation and the rects the board's layout gives."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from labdesk.games.wrong_chemistry import words
from labdesk.games.wrong_chemistry.cards import load as load_deck
from labdesk.games.wrong_chemistry.faces import (
    CHIP, Chip, Overflow, card_layout, chip_rows, lay_chips, open_hand_line, score_chip, seat_marks,
)
from labdesk.i18n import _
from labdesk.ui import access, theme
from labdesk.ui.table import labels
from labdesk.ui.table.tips import Tip

NOW_TEXT = 18  # the molecule line's words at 100 % (the house body size)
PROMPT_TEXT = 20  # the start-card prompt in its place, at 100 %


@dataclass(frozen=True)
class MoleculeNow:
    """What the line under the molecule says: the element it makes (None: none yet) and its holder."""
    number: int | None
    holder: str  # "in your hand…" / "not in your hand" ("" for a spectator)
    claimable: bool  # the viewer may claim it now: the line is green, as the card's glow


def molecule_now(obs: dict, viewer: int | None, names: list[str]) -> MoleculeNow | None:
    """The line's content, or None outside the play phase."""
    if obs["phase"] != "play":
        return None
    number = obs["matches_card"]
    if number is None or viewer is None:
        return MoleculeNow(number, "", False)
    in_hand = number in obs["matching_hand_cards"]
    mine = obs["current"] == viewer
    scorer = next(("" if seat == viewer else names[seat] for seat, pile in enumerate(obs["piles"])
                   if number in pile["cards"]), None)
    return MoleculeNow(number, words.molecule_holder(in_hand, mine, scorer), in_hand and mine)


def draw_molecule_now(surface, rect: pygame.Rect, obs: dict, viewer: int | None, names: list[str]) -> None:
    """Under the molecule: "Molecule now: [22 Ti] Titanec · in your hand…", or while start cards are
    picked, the viewer's prompt to pick one."""
    y = rect.centery
    if obs["phase"] == "choose":
        if obs.get("start_card") is None and obs["current"] == viewer:
            _draw_prompt(surface, rect, _(words.PICK_START_CARD))
        return
    now = molecule_now(obs, viewer, names)
    if now is None:
        return
    # the whole line grows together, as far as the line holds it (the chip between keeps its size)
    name = "" if now.number is None else _(load_deck().elements[now.number].name)
    whole = " ".join((_(words.MOLECULE_NOW), name or _(words.NO_ELEMENT_YET), "· " + now.holder if now.holder else ""))
    size = labels.label_px(whole, NOW_TEXT, rect.width - CHIP[0] - 40, rect.height, True)
    if size < access.scaled(NOW_TEXT):  # at a larger text size: on more lines rather than smaller
        _draw_now_lines(surface, rect, now, name)
        return
    drawn = theme.blit_text(surface, _(words.MOLECULE_NOW), (rect.x, y), size, theme.TEXT_DIM, bold=True,
                            anchor="midleft")
    x = drawn.right + 10
    if now.number is None:
        theme.blit_text(surface, theme.fit(_(words.NO_ELEMENT_YET), rect.right - x, size), (x, y), size,
                        theme.TEXT_DIM, anchor="midleft")
        return
    chip = score_chip(now.number, False)
    surface.blit(chip, chip.get_rect(midleft=(x, y)))
    x += CHIP[0] + 8
    drawn = theme.blit_text(surface, name, (x, y), size, theme.TEXT, bold=True, anchor="midleft")
    if now.holder:
        colour = theme.GOOD if now.claimable else theme.TEXT_DIM
        line = theme.fit("· " + now.holder, rect.right - drawn.right - 8, size)
        theme.blit_text(surface, line, (drawn.right + 8, y), size, colour, anchor="midleft")


def _draw_prompt(surface, rect: pygame.Rect, prompt: str) -> None:
    """The start-card prompt centred in ``rect``: one line, or at a larger text size as many as it
    takes at the player's size (rather than one line smaller)."""
    size = access.scaled(PROMPT_TEXT)
    lines = theme.wrap(prompt, rect.width, size, bold=True)
    line_h = theme.font(size, True).get_linesize()
    if labels.label_px(prompt, PROMPT_TEXT, rect.width, rect.height, True) >= size or len(lines) * line_h > rect.height:
        labels.draw(surface, prompt, rect.center, PROMPT_TEXT, theme.WARN, True, "center", rect.width, rect.height,
                    cut=False)
        return
    top = rect.centery - len(lines) * line_h // 2
    for row, line in enumerate(lines):
        theme.blit_text(surface, line, (rect.centerx, top + row * line_h), size, theme.WARN, True, anchor="midtop")


def _draw_now_lines(surface, rect: pygame.Rect, now: MoleculeNow, name: str) -> None:
    """The molecule line at the player's text size over several lines: "Molecule now:" with the chip
    and the name (or they on a line of their own), then the holder (or that no element is made yet)
    wrapped, the block centred in ``rect``; the largest size from the player's down that holds it."""
    chip_size = chip_rows()[0][0]
    rest = now.holder and "· " + now.holder if now.number is not None else _(words.NO_ELEMENT_YET)
    label = _(words.MOLECULE_NOW)
    for size in range(access.scaled(NOW_TEXT), NOW_TEXT - 1, -1):
        rows = _now_rows(size, label, name, rest, rect.width, chip_size[0])
        line_h = theme.font(size).get_linesize()
        if rows is not None and len(rows) * line_h <= rect.height:
            break
    rows = rows or [(label, name), *([rest] if rest else [])]
    y = rect.centery - len(rows) * line_h // 2 + line_h // 2
    colour = theme.GOOD if now.claimable else theme.TEXT_DIM
    for row in rows:
        if isinstance(row, str):  # the holder's words
            theme.blit_text(surface, row, (rect.x, y), size, colour, anchor="midleft")
        else:  # (the label or "", the element's name or "")
            x = rect.x
            if row[0]:
                drawn = theme.blit_text(surface, row[0], (x, y), size, theme.TEXT_DIM, bold=True, anchor="midleft")
                x = drawn.right + 10
            if row[1]:
                chip = score_chip(now.number, False, chip_size)
                surface.blit(chip, chip.get_rect(midleft=(x, y)))
                theme.blit_text(surface, row[1], (x + chip_size[0] + 8, y), size, theme.TEXT, bold=True,
                                anchor="midleft")
        y += line_h


def _now_rows(size: int, label: str, name: str, rest: str, width: int, chip_w: int) -> list | None:
    """The molecule line's rows at ``size``: the label with the chip and name, or the label and then
    the chip and name, then ``rest`` wrapped; None when the chip and name are wider than ``width``."""
    bold = theme.font(size, True)
    named = chip_w + 8 + bold.size(name)[0] if name else 0
    if not name or bold.size(label)[0] + 10 + named <= width:
        head = [(label, name)]
    elif named <= width:
        head = [(label, ""), ("", name)]
    else:
        return None
    return head + (theme.wrap(rest, width, size) if rest else [])


def pile_chips(boxes: list[pygame.Rect], obs: dict) -> tuple[list[Chip], dict[int, Overflow]]:
    """Where each seat's scored cards sit in its panel (``boxes``), in rows, and where a pile that
    does not fit says how many more it holds. Drawing, clicking and hover all ask here."""
    chips: list[Chip] = []
    overflow: dict[int, Overflow] = {}
    for seat, box in enumerate(boxes):
        if "open_hands" in obs:  # the panel's bottom line shows the hand
            box = pygame.Rect(box.x, box.y, box.width, box.height - open_hand_line())
        shown, more = lay_chips(box, seat, sorted(obs["piles"][seat]["cards"]))
        chips += shown
        if more is not None:
            overflow[seat] = more
    return chips, overflow


def hover_tips(obs: dict, boxes: list[pygame.Rect], chips: list[Chip], hand_slots: list[pygame.Rect]) -> list[Tip]:
    """The hover texts of a seat panel's marks, the scored chips and the hand cards' number and badge
    (``hand_slots``: where the viewer's hand cards rest, in the observation's order)."""
    tips = []
    for seat, box in enumerate(boxes):
        score, hand_size = obs["piles"][seat]["score"], obs["hand_sizes"][seat]
        marks = seat_marks(box, score["total"], hand_size)
        tips += [Tip(marks.hand, words.hand_size_tip(hand_size)), Tip(marks.score, words.score_tip(score))]
    for chip in chips:
        runs = obs["piles"][chip.seat]["score"]["runs"]
        tips.append(Tip(chip.rect, words.chip_tip(chip.number, any(chip.number in run for run in runs))))
    for card, slot in zip(obs["hand"], hand_slots):
        lay = card_layout(slot.size)
        number = pygame.Rect(slot.topleft, (0, 0)).move(lay.number_topleft)
        number.size = theme.font(lay.number_size, True).size(str(card["number"]))
        badge = pygame.Rect(0, 0, 2 * lay.badge_r, 2 * lay.badge_r)
        badge.center = (slot.x + lay.badge_centre[0], slot.y + lay.badge_centre[1])
        tips += [Tip(number, words.number_tip(card["number"])), Tip(badge, words.value_tip(card["value"]))]
    return tips
