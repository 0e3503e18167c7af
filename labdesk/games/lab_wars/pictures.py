"""Lab Wars's rules pictures (``![caption](id)`` lines of rules.md): a round, the sabotage chain
and the end-of-game score, drawn from the game's own card faces and content (``content()``: the
sabotage targets, the bonuses for the lab's value and the most Nurture papers)."""
from __future__ import annotations

import pygame

from labdesk.games.lab_wars import faces
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.words import pile_name
from labdesk.i18n import N_, _
from labdesk.ui import theme
from labdesk.ui.table import diagram as d

BASE_CHARACTERS = ("postdoc", "phd", "pi", "emeritus", "professor")
SHOWN_CARD = (80, 112)
EVERYONE = (N_("Collect: 2 RP and a lab item"), N_("Pick a character in secret"), N_("Stand up sideways items"),
            N_("Bonus phase"), N_("Sabotage"))


def sabotage_chain(base=BASE_CHARACTERS) -> list[str]:
    """The base characters in the order they sabotage one another, from the one nobody sabotages."""
    chars = content().characters
    targets = {chars[c].sabotages for c in base}
    first = next(c for c in base if c not in targets)
    chain = [first]
    while chars[chain[-1]].sabotages in base:
        chain.append(chars[chain[-1]].sabotages)
    return chain


def _step(n: int, text: str, width: int = 170) -> pygame.Surface:
    return d.boxed(d.widened(d.column([d.badge(str(n)), d.words(text, width, 15)], 6), d.px(width)))


def round_flow(width: int) -> pygame.Surface:
    together = [_step(i + 1, _(text)) for i, text in enumerate(EVERYONE)]
    turns = d.boxed(d.row([faces.genius_card((60, 84)),
                           d.words(_("Then turns, clockwise from the genius: buy items, experiment, spend data, "
                                     "buy impact cards, play an action card, end with Eureka!"), width - 260, 16,
                                   align="left")], 14))
    end = d.words(_("The game ends after the round in which a second impact pile runs out."), width - 80, 16,
                  theme.WARN, True)
    title = d.words(_("Everyone together"), width - 80, 18, bold=True)
    return d.picture(d.column([title, d.rows_fitting(together, width - 40, 10), d.arrow(36, down=True), turns,
                               end], 10), width)


def sabotage_picture(width: int) -> pygame.Surface:
    chain = sabotage_chain()
    cards = []
    for i, cid in enumerate(chain):
        cards.append(faces.character(cid, SHOWN_CARD))
        if i < len(chain) - 1:
            cards.append(d.column([d.words(_("sabotages"), 130, 14, theme.BAD, True), d.arrow(44, theme.BAD)], 2))
    note = d.words(_("If a rival plays the character yours names, you sabotage them: they suffer your "
                     "character's sabotage and you draw an action card. The Professor sabotages no one; "
                     "nobody sabotages the Emeritus."), width - 80, 16)
    return d.picture(d.column([d.rows_fitting(cards, width - 40, 6), note], 12), width)


def end_scoring(width: int) -> pygame.Surface:
    c = content()
    piles = [d.column([faces.impact(c.piles[p][0].id, (80, 112)), d.words(pile_name(p), 140, 14, theme.TEXT_DIM)], 4)
             for p in ("nurture", "book", "nobel")]
    impact = d.boxed(d.column([d.words(_("the impact on your cards"), 420, 16, bold=True), d.row(piles, 10)], 8))
    most = d.boxed(d.column([d.badge(f"+{c.most_nurture_bonus}"),
                             d.words(_("for the most Nurture papers (every tied player)"), 220, 15)], 8))
    values = [d.row([d.words(_("lab worth {value}+").format(value=value), 150, 15, align="left"),
                     d.badge(f"+{bonus}", theme.GOOD)], 8) for value, bonus in c.lab_value_bonus]
    lab = d.boxed(d.column([d.words(_("your lab's value (item costs added up)"), 240, 15)] + values, 6))
    line = d.rows_fitting([impact, d.sign("+"), most, d.sign("+"), lab], width - 40, 10)
    note = d.words(_("Ties: more research points left, then more lab items in the lab."), width - 80, 16,
                   theme.TEXT_DIM)
    return d.picture(d.column([line, note], 12), width)


PICTURES = {"round": round_flow, "sabotage-chain": sabotage_picture, "end-scoring": end_scoring}
