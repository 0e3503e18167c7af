"""Wrong Chemistry's rules pictures (``![caption](id)`` lines of rules.md): the four molecule moves,
reading a card upside down, and a scored pile with a run, drawn with the game's own hexes, discs,
card faces and scoring (``rules.score_breakdown``)."""
from __future__ import annotations


import pygame

from labdesk.games.wrong_chemistry import faces
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.cards import load
from labdesk.games.wrong_chemistry.rules import score_breakdown
from labdesk.i18n import _
from labdesk.ui import theme
from labdesk.ui.table import diagram as d
from labdesk.ui.table.geometry import hex_to_pixel

DISCS = {1: "white", 2: "black"}
HALF_TURN_CARD = 8  # a pattern whose mirror image is not a match
RUN_PILE = (26, 27, 28, 47)


def _molecule(cells: dict, size: int = 20, marked=(), card: bool = False) -> pygame.Surface:
    """A molecule ({(q, r): disc}) drawn with the board's hexes; ``marked`` cells are ringed. On the
    table the hex at (0, 0) is the blue one; a card's diagram has only plain hexes."""
    centres = {c: hex_to_pixel(*c, size) for c in cells}
    xs, ys = [p[0] for p in centres.values()], [p[1] for p in centres.values()]
    pad = size + 6
    s = pygame.Surface((max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad), pygame.SRCALPHA)
    for cell, disc in cells.items():
        x, y = centres[cell][0] - min(xs) + pad, centres[cell][1] - min(ys) + pad
        fill = faces.CARD_HEX if card else faces.BLUE_HEX if cell == (0, 0) else faces.YELLOW_HEX
        faces.draw_hex(s, (x, y), size - 1, fill)
        if disc:
            faces.draw_disc(s, DISCS[disc], (round(x), round(y)), size * 0.55)
        if cell in marked:
            pygame.draw.circle(s, theme.BAD, (round(x), round(y)), size - 2, 3)
    return s


def _cells(m) -> dict:
    return dict(mol.items(m))


def _distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _move(title: str, before: dict, after: dict, marked_before=(), marked_after=()) -> pygame.Surface:
    pair = d.row([_molecule(before, 17, marked_before), d.arrow(40), _molecule(after, 17, marked_after)], 8)
    return d.boxed(d.widened(d.column([d.words(title, 300, 15, bold=True), pair,
                                       d.words(_("1 energy"), 200, 14, theme.WARN)], 6), d.px(320)))


def four_moves(width: int) -> pygame.Surface:
    start = _cells(mol.start())
    taken = dict(start) | {(1, 0): 0}
    put = dict(start) | {(0, 0): 1}
    moved = dict(start) | {(0, 0): 2, (0, 1): 0}
    src = mol.cell_index(1, 0)
    # the nearest spot the empty hex may go, so the picture shows a short move
    dst = min(mol.hex_destinations(mol.make(taken.items()), src),
              key=lambda i: (_distance(mol.cell_coords(i), (1, 0)), i))
    hex_moved = {c: v for c, v in taken.items() if c != (1, 0)} | {mol.cell_coords(dst): 0}
    moves = [_move(_("Take a disc off into the supply"), start, taken, [(1, 0)], [(1, 0)]),
             _move(_("Put a disc from the supply on an empty hex"), start, put, [(0, 0)], [(0, 0)]),
             _move(_("Move a disc to an empty hex"), start, moved, [(0, 1)], [(0, 0)]),
             _move(_("Move an empty yellow hex beside the molecule"), taken, hex_moved, [(1, 0)],
                   [mol.cell_coords(dst)])]
    note = d.words(_("You have 4 energy a turn; throwing a card away costs 1 too. Claiming a card is free."),
                   width - 80, 16, theme.TEXT_DIM)
    return d.picture(d.column([d.rows_fitting(moves, width - 40, 14), note], 12), width)


def half_turn(width: int) -> pygame.Surface:
    card = load().elements[HALF_TURN_CARD]
    cells = _cells(card.pattern)
    turned = {(-q, -r): v for (q, r), v in cells.items()}
    mirrored = {(q + r, -r): v for (q, r), v in cells.items()}
    face = faces.card_face(HALF_TURN_CARD, (132, 186))

    def shown(m: dict, verdict: str, good: bool) -> pygame.Surface:
        picture = _molecule(m, 18)
        return d.column([picture if good else d.crossed(picture),
                         d.words(verdict, 220, 15, theme.GOOD if good else theme.BAD, True)], 6)
    options = [shown(cells, _("as printed: a match"), True),
               d.column([d.curved_arrow(26), shown(turned, _("turned half a circle: a match"), True)], 2),
               shown(mirrored, _("mirror image: no match"), False)]
    line = d.rows_fitting([face] + options, width - 40, 26)
    note = d.words(_("Only the shape and the discs count: empty hexes too, and where the blue hex is does not."),
                   width - 80, 16, theme.TEXT_DIM)
    return d.picture(d.column([line, note], 12), width)


def run_scoring(width: int) -> pygame.Surface:
    score = score_breakdown(RUN_PILE)
    runs = {n for run in score["runs"] for n in run}
    cards = [d.ring(faces.card_face(n, (110, 155)), theme.GOOD) if n in runs else faces.card_face(n, (110, 155))
             for n in RUN_PILE]
    sums = d.words(_("Card values {base} + 1 for each card in a run {bonus} = {total} points").format(
        base=score["base"], bonus=score["bonus"], total=score["total"]), width - 80, 18, bold=True)
    note = d.words(_("{first} to {last} are neighbouring atomic numbers: a run. The last card is not in it.").format(
        first=min(runs), last=max(runs)), width - 80, 16, theme.TEXT_DIM)
    return d.picture(d.column([d.rows_fitting(cards, width - 40, 10), sums, note], 10), width)


PICTURES = {"four-moves": four_moves, "half-turn": half_turn, "run-scoring": run_scoring}
