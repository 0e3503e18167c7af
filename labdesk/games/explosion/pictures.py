"""Explosion's rules pictures (``![caption](id)`` lines of rules.md): reading the Lab row's edges,
the mixing guide and what each flask pays, drawn from the game's own card faces. ``FLASK_PAYS``
is also the board's scoring aid."""
from __future__ import annotations

import pygame

from labdesk.games.explosion import faces
from labdesk.games.explosion.content import load
from labdesk.i18n import N_, _
from labdesk.ui import art, theme
from labdesk.ui.table import diagram as d

ROW = (4, 1, 2, 6, 5, 3)  # a shuffled Lab row whose outer edges both show numbers
FIRE_LEVEL = 2
# what a flask pays, by what it holds (rules.md, Flasks)
FLASK_PAYS = (
    (("blue", "blue"), N_("double blue"), N_("1 Intuition + a Process card, blue side")),
    (("yellow", "yellow"), N_("double yellow"), N_("1 Intuition + a Process card, yellow side")),
    (("blue", "yellow"), N_("green compound"), N_("1 Intuition + the green beaker's Research")),
    (("red", "yellow"), N_("orange compound"), N_("1 Intuition + the orange beaker's Research")),
    (("red", "blue"), N_("purple compound"), N_("1 Intuition + the purple beaker's Research")),
    (("blue",), N_("half-filled"), N_("nothing")),
)
BOOMS = ((("red", "red"), N_("two reds in one turn")), (("black", "black"), N_("black after the first chemical")))


def _tokens(colours, r: int = 16) -> pygame.Surface:
    return d.row([art.chemical_token(c, r) for c in colours], 4)


def reading_edges(width: int) -> pygame.Surface:
    lab = load().lab
    cards = [faces.lab_face(n) for n in ROW]
    cards[0], cards[-1] = d.ring(cards[0]), d.ring(cards[-1])
    left, right = lab[ROW[0]]["left"], lab[ROW[-1]]["right"]
    total = left + right
    chem = lab[FIRE_LEVEL]["tubes"][total]
    tube = faces.tube_surface(chem, total, True)
    sum_line = d.words(_("Left edge of the first card {left} + right edge of the last card {right} = {total}").format(
        left=left, right=right, total=total), width - 80, 18, bold=True)
    found = d.row([d.words(_("Tube {n} on Lab card {card} (fire level {card}):").format(n=total, card=FIRE_LEVEL),
                           420, 17), tube, d.words(_("your chemical"), 200, 17, theme.WARN)], 14)
    note = d.words(_("An X on an outer edge: read the next card inwards instead."), width - 80, 16, theme.TEXT_DIM)
    return d.picture(d.column([d.rows_fitting(cards, width - 40, 8), sum_line, found, note], 10), width)


def mixing_guide(width: int) -> pygame.Surface:
    mixes = [d.boxed(d.column([d.row([_tokens(colours), d.sign("="), _tokens(colours[:1] if len(colours) == 1 else
                                                                               _mix(colours))], 8),
                               d.words(_(name), 180, 15, theme.TEXT_DIM)], 4))
             for colours, name, _pays in FLASK_PAYS[:5]]
    booms = [d.boxed(d.column([d.row([_tokens(colours), d.sign("="), d.words(_("BOOM"), 100, 18, theme.BAD, True)], 8),
                               d.words(_(why), 220, 15, theme.TEXT_DIM)], 4), colour=(70, 40, 44))
             for colours, why in BOOMS]
    note = d.words(_("A black first chemical may be poured as blue, yellow or red; any later black explodes. "
                     "A second red explodes wherever it goes."), width - 80, 16)
    return d.picture(d.column([d.rows_fitting(mixes + booms, width - 40, 14), note], 12), width)


def _mix(colours) -> tuple[str, ...]:
    """The token of what two chemicals make (a double stays two tokens)."""
    if colours[0] == colours[1]:
        return tuple(colours)
    return ({"blue", "yellow"} == set(colours) and ("green",) or {"red", "yellow"} == set(colours) and ("orange",)
            or ("purple",))


def flask_scoring(width: int) -> pygame.Surface:
    rows = [d.row([d.widened(_tokens(colours, 14), 80), d.widened(d.words(_(name), 200, 16, bold=True, align="left"), d.px(200), "left"),
                   d.words(_(pays), width - 400, 16, align="left")], 12) for colours, name, pays in FLASK_PAYS]
    lines = d.column([d.widened(r, width - 80, "left") for r in rows], 6, align="left")
    note = d.words(_("Each beaker you scored then turns a quarter turn, once. An explosion scores nothing "
                     "but earns a Process card."), width - 80, 16, theme.TEXT_DIM)
    return d.picture(d.column([d.words(_("What a flask pays"), width - 80, 18, bold=True), lines, note], 10), width)


PICTURES = {"reading-edges": reading_edges, "mixing-guide": mixing_guide, "flask-scoring": flask_scoring}
