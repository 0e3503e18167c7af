"""The prompt bar at a larger text size: its height rule (grown upward within the room a board gives
it, the layout's bar at 100 %), a stacked panel's heading over its buttons, and every board's bar at
150 % clear of the hand and the cards that decide."""
from __future__ import annotations

import pygame
import pytest

from labdesk.settings import Settings
from labdesk.ui import access, theme
from labdesk.ui.app import make_scene, settle
from labdesk.ui.table.prompt import (
    STACK_TOP, Choice, PromptBar, bar_rect, heading_line, line_height, stack_top, stacked_heading,
)


@pytest.fixture(autouse=True)
def default_access():
    yield
    access.apply(Settings())


BAR = pygame.Rect(20, 840, 690, 52)
ROOM = pygame.Rect(20, 800, 1110, 92)


def test_the_bar_is_the_layouts_while_its_lines_fit_and_grows_upward_to_its_room_when_not():
    assert bar_rect(BAR, ROOM, 2, 18) == BAR  # 100 %: two lines of 24 px fit in 52
    grown = bar_rect(BAR, ROOM, 2, 27)  # 150 %: two lines of 33 px
    assert grown.height == 2 * line_height(27) and grown.bottom == BAR.bottom and grown.x == BAR.x
    assert bar_rect(BAR, pygame.Rect(20, 830, 690, 62), 2, 27).top == 830  # never above the room
    assert bar_rect(BAR, None, 2, 27) == BAR  # no room given: the bar keeps its size


def test_a_stacked_heading_takes_the_lines_its_buttons_leave_and_the_buttons_start_under_it():
    panel = pygame.Rect(1170, 700, 410, 186)
    assert stack_top(18, 1) == STACK_TOP
    short = stacked_heading("Mixing: shuffle again or stop", panel, 2, 27)
    assert short.size == 27 and len(short.lines) == 1
    long_text = "Planning before Ana mixes: a card, or ready to let Ana start mixing now"
    long = stacked_heading(long_text, panel, 2, 27)
    assert len(long.lines) == 2 and not long.lines[-1].endswith("…")  # the room under two buttons holds two lines
    crowded = stacked_heading(long_text, panel, 6, 27)  # three rows of buttons leave one line
    assert len(crowded.lines) == 1 and crowded.size == 18 and crowded.lines[0].endswith("…")
    for heading, count in ((short, 2), (long, 2), (crowded, 6)):
        top = stack_top(heading.size, len(heading.lines))
        assert 6 + len(heading.lines) * heading_line(heading.size) <= top  # the heading ends over the buttons
        rows = -(-count // (2 if count > 3 else 1))
        assert top + rows * 46 - 6 <= panel.height  # and every row of buttons fits in the panel


def test_a_stacked_panel_moves_its_buttons_under_a_heading_that_grows(app):
    access.apply(Settings(text_size=150))
    panel = pygame.Rect(1170, 700, 410, 186)
    bar = PromptBar(app.manager, None, panel, stacked=True)
    choices = [Choice("Shuffle & select", "shuffle"), Choice("Stop", "stop")]
    bar.set("Mixing", choices)
    assert bar.buttons[0].relative_rect.top == panel.y + stack_top(27, 1)  # one line at 150 %
    bar.set("Planning before Ana mixes: a card, or ready to let Ana start mixing now", choices)
    heading = bar.heading()
    assert len(heading.lines) == 2 and len(bar.buttons) == 2
    assert bar.buttons[0].relative_rect.top == panel.y + stack_top(heading.size, 2)  # moved under both lines
    bar.kill()


def prompts(board) -> list[PromptBar]:
    return board.kit_parts(PromptBar)


def deciding_rects(board, bar: PromptBar) -> list[pygame.Rect]:
    """What the bar must not cover: hand cards, hit regions, other buttons and the board's cards."""
    own = [pygame.Rect(b.get_abs_rect()) for b in bar.buttons]
    rects = [r for r in board.coach_obstacles() if r not in own]
    return rects + [s.rect for s in getattr(board, "sprites", []) if getattr(s, "visible", True)]


@pytest.mark.parametrize("game", ["experiment", "explosion", "lab-wars", "lab-chaos"])
def test_at_150_percent_every_boards_prompt_holds_its_text_clear_of_the_hand_and_decisions(app, game):
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    small = make_scene(app, game, seed=3, moves=12, players=3)
    app.push(small)
    settle(app)
    layout_bars = [pygame.Rect(p.rect) for p in prompts(small)]
    app.set_text_size(150)
    settle(app)
    board = app.top
    for bar, layout_bar in zip(prompts(board), layout_bars):
        # grown upward from its place on the larger table (which may lie elsewhere than at 100 %)
        assert bar.rect.bottom == bar.anchor.bottom and bar.rect.height >= bar.anchor.height
        assert bar.rect.height > layout_bar.height or game not in ("experiment", "lab-wars")  # these have room
        assert not [r for r in deciding_rects(board, bar) if bar.rect.colliderect(r)], game
        if bar.text and not bar.stacked:
            size = bar.text_size()
            lines = theme.wrap(bar.text, bar.text_width(), size, bold=bar.bold)
            assert len(lines) <= bar.lines and len(lines) * line_height(size) <= max(bar.rect.height, 48)
