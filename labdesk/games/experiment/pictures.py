"""Experiment's rules pictures (``![caption](id)`` lines of rules.md): colour mixing, the picking
order and paying a task exactly, drawn from the game's own card faces."""
from __future__ import annotations

import pygame

from labdesk.games.experiment import faces
from labdesk.games.experiment.words import colour_word
from labdesk.i18n import _
from labdesk.ui import theme
from labdesk.ui.table import diagram as d

MIXES = (("green", "yellow", "blue"), ("orange", "yellow", "red"), ("purple", "red", "blue"))


def _chip(kind: str, r: int = 22) -> pygame.Surface:
    """A chemical token with its colour's word under it."""
    return d.column([faces.token(kind, r), d.words(colour_word(kind) if kind != "joker" else _("joker"), 140,
                                                  15, theme.TEXT_DIM)])


def colour_mixing(width: int) -> pygame.Surface:
    sums = [d.boxed(d.row([_chip(a), d.sign("+"), _chip(b), d.sign("="), _chip(mix)], 8))
            for mix, a, b in MIXES]
    joker = d.boxed(d.row([_chip("joker"), d.sign("="), _chip("red"), d.words(_("or"), 60), _chip("yellow"),
                           d.words(_("or"), 60), _chip("blue")], 8))
    note = d.words(_("Two basic units make one unit of a mixed colour; a joker is one unit of any basic colour."),
                   width - 60)
    return d.picture(d.column([d.rows_fitting(sums + [joker], width - 40), note], 14), width)


def pick_order(width: int) -> pygame.Surface:
    """Four players' influence and the order they pick in: second highest, highest, then the rest."""
    seats = ((_("Anna"), 11, 2, _("most influence: peeks at the secret cards")),
             (_("Ben"), 9, 1, _("second highest: picks first")),
             (_("Carla"), 6, 3, ""), (_("Dan"), 4, 4, _("picks last: the next active player")))
    cols = []
    for name, influence, turn, note in seats:
        parts = [d.words(name, 160, 17, bold=True), faces.influence_face(influence, faces.INF),
                 d.row([d.words(_("picks"), 120, 15, theme.TEXT_DIM), d.badge(str(turn))], 6)]
        parts.append(d.words(note, 170, 14, theme.WARN) if note else d.words(" ", 170, 14))
        cols.append(d.boxed(d.widened(d.column(parts, 8), 190), colour=theme.PANEL_LIGHT if turn != 1 else (44, 74, 66)))
    title = d.words(_("Influence decides the picking order"), width - 60, 18, bold=True)
    return d.picture(d.column([title, d.rows_fitting(cols, width - 40, 16)], 12), width)


def exact_task(width: int) -> pygame.Surface:
    """A task paid exactly: blue, and yellow + red for the orange."""
    task = faces.task_face("T14", faces.TASK_ZOOM)
    orange = d.boxed(d.column([d.row([faces.lab_face("yellow", faces.LAB_ME), d.sign("+"),
                                      faces.lab_face("red", faces.LAB_ME)], 6),
                               d.words(_("= 1 orange"), 200, 15, theme.TEXT_DIM)], 4))
    pay = d.row([faces.lab_face("blue", faces.LAB_ME), d.sign("+"), orange], 8)
    line = d.rows_fitting([task, d.sign("="), pay], width - 40, 16)
    note = d.words(_("Spend cards that match the task exactly: every flask covered, no unit left over. "
                     "A double card is two units and both must be used."), width - 60)
    return d.picture(d.column([line, note], 12), width)


PICTURES = {"colour-mixing": colour_mixing, "pick-order": pick_order, "exact-task": exact_task}
