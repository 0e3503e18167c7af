"""Optional settings of the table kit a board may ask for: a left-aligned hand row, prompt buttons of a
layout's width that may be greyed, prompt text that stays (dimmed) while the bar is hidden, and a
layout's rectangles by name."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from labdesk.ui import theme
from labdesk.ui.layout import Layout
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.prompt import Choice, PromptBar, button_rects

CARD = (60, 90)


def test_a_left_aligned_hand_starts_at_the_left_of_its_area_and_closes_up_when_crowded():
    area = pygame.Rect(100, 500, 300, CARD[1])
    hand = HandView(area, CARD, align="left")
    hand.set_cards([HandCard(i, pygame.Surface(CARD)) for i in range(3)])
    xs = [s.pos[0] for s in hand.sprites]
    assert xs[0] == area.x + CARD[0] // 2 and xs[1] - xs[0] == CARD[0] + hand.gap
    crowded = [slot.pos for slot in hand.positions(8)]
    assert crowded[0][0] == area.x + CARD[0] // 2 and crowded[-1][0] <= area.right - CARD[0] // 2
    assert HandView(area, CARD).positions(1)[0].pos[0] == area.centerx  # centred stays the default


def test_buttons_of_a_given_width_sit_side_by_side_at_the_right():
    area = pygame.Rect(20, 826, 1082, 48)
    first, second = button_rects(area, ["Complete", "End task phase"], width=184)
    assert first.width == second.width == 184
    assert second.right == area.right and second.x - first.right == 10


def test_a_greyed_choice_shows_but_gives_no_action_and_a_choice_may_have_a_tooltip(app):
    bar = PromptBar(app.manager, None, pygame.Rect(20, 826, 1082, 48), button_width=184)
    bar.set("Choose the cards", [Choice("Complete", "complete", enabled=False), Choice("End", "end", tip="Stop")])
    greyed, end = bar.buttons
    assert not greyed.is_enabled and end.is_enabled
    assert end.tool_tip_text == "Stop" and greyed.tool_tip_text is None
    press = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": greyed})
    assert bar.action_for(press) is None
    bar.set("Choose the cards", [Choice("Complete", "complete"), Choice("End", "end")])
    assert bar.buttons[0].is_enabled  # the choice changed: the button is made again, usable
    bar.kill()


def _text_colours(bar: PromptBar) -> set:
    canvas = pygame.Surface((1600, 900))
    bar.draw(canvas)
    rect = canvas.get_bounding_rect()
    return {tuple(canvas.get_at((x, y)))[:3] for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)}


def test_an_idle_colour_keeps_the_prompt_on_screen_while_the_bar_is_hidden(app):
    bar = PromptBar(app.manager, None, pygame.Rect(20, 826, 700, 48), colour=theme.ACCENT, idle_colour=theme.TEXT_DIM)
    bar.set("Boris is choosing…")
    assert theme.ACCENT in _text_colours(bar)
    bar.update(hidden=True)
    colours = _text_colours(bar)
    assert theme.TEXT_DIM in colours and theme.ACCENT not in colours
    plain = PromptBar(app.manager, None, pygame.Rect(20, 826, 700, 48))
    plain.set("Boris is choosing…")
    plain.update(hidden=True)
    assert _text_colours(plain) <= {(0, 0, 0)}  # without one, hidden means no text (the default)


def test_a_layout_gives_its_rectangles_by_name_and_names_a_missing_one():
    layout = Layout.load("experiment")
    rects = layout.rects("row", "tasks")
    assert list(rects) == ["row", "tasks"] and rects["row"] == layout.rect("row")
    with pytest.raises(KeyError, match="no anchor 'nowhere'"):
        layout.rects("row", "nowhere")
