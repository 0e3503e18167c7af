"""Optional parts of the table kit a board may ask for: a cap on the gap between seat panels,
dimmed hand cards that may still be hovered, labels that wrap to two lines, and a bold, coloured
prompt that stays inside its own width."""
from __future__ import annotations

import pygame

from labdesk.ui import theme
from labdesk.ui.table import geometry
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.overlay import Overlay, label_box
from labdesk.ui.table.prompt import Choice, PromptBar
from test_ui_table import CARD, SCREEN, face


def test_seat_panels_spread_no_wider_apart_than_max_gap():
    area = pygame.Rect(20, 64, 1560, 192)
    panels = geometry.seat_panels(area, 0, 3, gap=40, max_width=330, align="center", max_gap=140)
    a, b = panels[1], panels[2]
    assert b.x - a.right == 140 and a.centerx - area.x == area.right - b.centerx  # centred
    wide = geometry.seat_panels(area, 0, 3, gap=40, max_width=330, align="center")
    assert wide[2].x - wide[1].right > 140  # without the cap the spare room goes into the gap


def test_a_dimmed_card_may_still_be_hovered_but_not_picked_up():
    hand = HandView(pygame.Rect(0, 600, 800, 240), CARD)
    hand.set_cards([HandCard("a", face(), usable=False, hoverable=True)])
    card = hand.sprites[0]
    assert card.front is not hand.cards[0].face  # dimmed
    for _ in range(20):
        hand.update(1 / 60, card.pos)
    assert card.hover > 0.9 and hand.hovered_key == "a"
    assert hand.press(card.pos) is None


def test_a_label_with_a_width_wraps_to_two_lines_at_most():
    long = "Are you wearing glasses right now? Prof. Irma Titrova (persona sheet): yes " * 2
    one = label_box("Short", 20)
    two = label_box(long, 20, width=420)
    assert two.get_width() <= 420 + 36 and two.get_height() == 2 * (one.get_height() - 18) + 18
    assert label_box("Short", 20, width=420).get_size() == one.get_size()
    overlay = Overlay(SCREEN)
    tweens = overlay.pop(long, (20, 500), size=20, width=420)
    tweens[0].update(0.0)
    piece = overlay.pieces[0]
    assert piece.front.get_width() <= 456 and piece.rect.left >= 0


def test_a_bold_coloured_prompt_keeps_to_its_width(app, monkeypatch):
    drawn = []
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, pos, size, colour, bold=False, **k:
                        drawn.append((text, colour, bold)))
    bar = PromptBar(app.manager, None, pygame.Rect(20, 604, 1200, 46), size=20, lines=1, bold=True,
                    max_text_width=300)
    bar.colour = theme.WARN
    bar.set("A prompt far too long for three hundred pixels of room on the line " * 2,
            [Choice("Draw a card", "draw")])
    assert bar.text_width() == 300
    bar.draw(pygame.Surface((1600, 900)))
    (text, colour, bold), = drawn
    assert colour == theme.WARN and bold and text.endswith("…")
    assert theme.font(20, True).size(text)[0] <= 300
    bar.kill()


def _pressing(button):
    import pygame_gui
    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button})


def test_a_choice_that_cannot_be_undone_asks_first_away_from_where_it_was_pressed(app):
    bar = PromptBar(app.manager, None, pygame.Rect(200, 780, 1200, 48))
    choices = [Choice("Pass", "pass"), Choice("Burn it all", "burn", confirm="Burn it all? No way back.")]
    bar.set("Your move", choices)
    burn = bar.buttons[1]
    pressed = pygame.Rect(burn.relative_rect)
    assert bar.action_for(_pressing(burn)) is None  # the first press only asks
    assert bar.text == "Burn it all? No way back." and [b.text for b in bar.buttons] == ["Burn it all", "Back"]
    yes = bar.buttons[[c.action for c in bar.choices].index("burn")]
    assert not pygame.Rect(yes.relative_rect).colliderect(pressed)
    bar.set("Your move", choices)  # the board offers the same again: the question stays
    assert bar.asking is not None
    yes = bar.buttons[[c.action for c in bar.choices].index("burn")]
    assert bar.action_for(_pressing(yes)) == "burn" and bar.asking is None
    bar.set("Your move", choices)
    assert bar.asks_first("burn") and bar.asks_first("burn")  # a key asks, and never confirms
    back = bar.buttons[[b.text for b in bar.buttons].index("Back")]
    assert bar.action_for(_pressing(back)) is None and bar.asking is None and bar.text == "Your move"
    assert not bar.asks_first("pass")
    bar.asks_first("burn")
    bar.set("Their move", [Choice("Pass", "pass")])  # the choice is gone: so is its question
    assert bar.asking is None and [b.text for b in bar.buttons] == ["Pass"]
    bar.kill()
