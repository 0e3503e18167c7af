"""Lesson arrows keep off the board: the panel goes where its arrow crosses nothing, and an arrow
that would cross an element is routed round it through the gaps, landing square on its target."""
from __future__ import annotations

import pygame

from labdesk.ui.table import coach
from labdesk.ui.table.route import CLEARANCE, route

R = pygame.Rect
CANVAS = R(0, 0, 1600, 900)


def crosses(path, rects):
    return [r for r in rects if any(r.clipline(a, b) for a, b in zip(path, path[1:]))]


def test_a_clear_straight_arrow_stays_straight():
    panel, target = R(1100, 600, 400, 200), R(600, 650, 150, 200)
    assert coach.arrow_path(panel, target, [R(100, 100, 50, 50)], CANVAS) == list(coach.arrow_ends(panel, target))


def test_an_arrow_is_routed_round_a_card_between_the_panel_and_its_target():
    panel, target = R(1240, 372, 340, 300), R(204, 660, 160, 224)
    hand = [R(372 + 168 * k, 660, 160, 224) for k in range(5)]  # the target's neighbours in a hand
    straight = list(coach.arrow_ends(panel, target))
    assert coach.crossed(straight, hand, panel, target)
    path = coach.arrow_path(panel, target, hand, CANVAS)
    assert not coach.crossed(path, hand, panel, target)
    assert not crosses(path, [h for h in hand if not h.colliderect(target.inflate(12, 12))])
    box = target.inflate(12, 12)
    assert box.inflate(2, 2).collidepoint(path[-1])  # it ends on the target's highlight


def test_a_route_passes_through_a_gap_and_lands_square_on_the_side_it_reaches():
    wall_left, wall_right = R(0, 400, 780, 40), R(820, 400, 780, 40)  # a 40 px gap in the middle
    start, goal = R(700, 100, 200, 100), R(725, 700, 150, 100)
    path = route(start, goal, [wall_left, wall_right], CANVAS, longest=2000)
    assert path and not crosses(path, [w.inflate(2 * CLEARANCE - 2, 2 * CLEARANCE - 2) for w in (wall_left, wall_right)])
    assert start.inflate(2, 2).collidepoint(path[0]) and goal.inflate(2, 2).collidepoint(path[-1])
    assert route(start, goal, [R(0, 400, 1600, 40)], CANVAS, longest=2000) is None  # no gap: no route


def test_the_panel_goes_to_the_area_whose_arrow_crosses_nothing():
    target = R(100, 700, 150, 150)
    card = R(300, 700, 150, 150)  # an element between the right-hand area and the target
    areas = {"far": R(500, 700, 500, 180), "above": R(60, 300, 500, 300)}
    panel, _lines = coach.place_panel("Click this card.", CANVAS, [target], areas, obstacles=[card])
    assert panel.topleft == areas["above"].topleft
    assert not coach.crossed(list(coach.arrow_ends(panel, target)), [card], panel, target)


def test_an_area_the_board_lacks_is_no_wish():
    """A lesson asks for the board's "controls" area; the generic board (used when a game's own board
    fails to load) has none: the panel goes where it fits instead of failing."""
    panel, _lines = coach.place_panel("Click this card.", CANVAS, [R(100, 700, 150, 150)], {}, wanted="controls")
    assert CANVAS.contains(panel)


def test_a_route_never_cuts_across_its_target():
    """Whatever lies round it, a route lands on its target's edge and never passes over its inside
    (pulled tight, one could cut across the target to the side it lands on: a Lab Wars lesson's
    arrow over a card's words at 150 %, found by the audit's sweep)."""
    import random

    rng = random.Random(5)
    for _ in range(150):
        goal = R(rng.randrange(40, 1400), rng.randrange(40, 700), rng.randrange(60, 160), rng.randrange(60, 160))
        start = R(rng.randrange(0, 1300), rng.randrange(0, 800), 300, 100)
        if start.inflate(80, 80).colliderect(goal):
            continue
        walls = [R(rng.randrange(0, 1500), rng.randrange(0, 850), rng.randrange(40, 600), rng.randrange(20, 200))
                 for _ in range(6)]
        walls = [w for w in walls if not w.colliderect(goal.inflate(80, 80)) and not w.colliderect(start)]
        path = route(start, goal, walls, CANVAS, longest=4000)
        if path:
            assert not crosses(path, [goal.inflate(-6, -6)]), (start, goal, walls, path)
