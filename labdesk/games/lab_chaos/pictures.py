"""Lab Chaos's rules pictures (``![caption](id)`` lines of rules.md): a card's parts, the four
symbols, and the End and lasting cards beside the piles, drawn with the game's own card faces."""
from __future__ import annotations

import pygame

from labdesk.games.lab_chaos import faces
from labdesk.games.lab_chaos.words import badge_word, card_data
from labdesk.i18n import N_, _
from labdesk.ui import theme
from labdesk.ui.table import diagram as d

ANATOMY_CARD = "bless-you"
SYMBOL_NOTES = (("bald", N_("scientist: mostly makes people discard or draw")),
                ("haired", N_("scientist: mostly makes people discard or draw")),
                ("dino", N_("dino: messes with the order of play")),
                ("robot", N_("robot: playable only when its condition holds")))
OLD_END, NEW_END, LASTING, ON_DISCARD = "quorum", "pure-science", "quiet-hours", "coffee-spill"


def card_anatomy(width: int) -> pygame.Surface:
    card = card_data()[ANATOMY_CARD]
    lay = faces.card_text_layout(card, faces.ZOOM)
    pad, r = lay["pad"], lay["icon_r"]
    w, h = faces.ZOOM
    m = 34  # the marks sit in a margin left of and above the card, level with the part they name
    face = pygame.Surface((w + m, h + m), pygame.SRCALPHA)
    face.blit(faces.card_face(card, faces.ZOOM), (m, m))
    spots = ((m // 2, m + pad + r), (m + pad + 2 * r + 26, m // 2), (m // 2, m + lay["top_h"] + 12),
             (m // 2, m + lay["body_y"] + 12), (m // 2, m + h - pad - lay["badge_h"] // 2))
    for n, spot in enumerate(spots, 1):
        mark = d.badge(str(n), theme.BAD, (255, 255, 255), 13)
        face.blit(mark, mark.get_rect(center=spot))
    notes = (_("the symbol: bald scientist, scientist with hair, dino or robot"),
             _("the number, 0 to 9 (penalty points when a match counts them)"), _("the title"),
             _("what the card does when it is played"),
             _("its kind, when it has one: {instant}, {end} or {lasting}").format(
                 instant=badge_word("instant"), end=badge_word("end"), lasting=badge_word("lasting")))
    lines = d.column([d.row([d.badge(str(n), theme.BAD, (255, 255, 255), 13),
                             d.words(note, width - faces.ZOOM[0] - 160, 16, align="left")], 10)
                      for n, note in enumerate(notes, 1)], 12, align="left")
    return d.picture(d.rows_fitting([face, lines], width - 40, 30), width)


def symbols(width: int) -> pygame.Surface:
    cells = []
    for symbol, note in SYMBOL_NOTES:
        icon = pygame.Surface((64, 64), pygame.SRCALPHA)
        faces.draw_symbol(icon, symbol, (32, 32), 28)
        cells.append(d.boxed(d.widened(d.column([icon, d.words(_(faces.SYMBOLS[symbol]["word"]), 200, 16, bold=True),
                                                 d.words(_(note), 200, 14, theme.TEXT_DIM)], 6), d.px(210))))
    note = d.words(_("\"Scientist\" on a card means either scientist; \"symbol\" means the exact one."), width - 80, 16)
    return d.picture(d.column([d.rows_fitting(cells, width - 40, 12), note], 12), width)


def end_and_lasting(width: int) -> pygame.Surface:
    cards = card_data()
    size = (120, 168)

    def spot(title: str, face: pygame.Surface) -> pygame.Surface:
        return d.column([d.words(title, 170, 15, theme.TEXT_DIM, True), face], 6)
    table = d.row([spot(_("Deck"), faces.card_back(size)),
                   spot(_("Discard pile"), faces.card_face(cards[ON_DISCARD], size)),
                   spot(_("End card"), d.ring(faces.card_face(cards[OLD_END], size), theme.BAD)),
                   spot(_("Lasting card"), d.ring(faces.card_face(cards[LASTING], size), theme.ACCENT))], 22)
    new = d.column([d.words(_("a new End card"), 170, 15, theme.WARN, True), faces.card_face(cards[NEW_END], size)], 6)
    move = d.row([new, d.column([d.words(_("takes the End place; the old one goes to the discard pile"), 230, 15),
                                 d.arrow(120)], 6)], 12)
    note = d.words(_("While an End card lies on the table, an empty hand wins nothing: you win by meeting its "
                     "condition in your own turn. A lasting card stays until a new one replaces it."), width - 80, 16)
    return d.picture(d.column([d.rows_fitting([move, table], width - 40, 20), note], 12), width)


PICTURES = {"card-anatomy": card_anatomy, "symbols": symbols, "end-lasting": end_and_lasting}
