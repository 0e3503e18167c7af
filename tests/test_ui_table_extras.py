"""Table kit pieces added for boards with a column of seats and a molecule of hexes: stacked
panels, hexes fitted into a rectangle, a piece springing back beside the queue, and a hand drawn
without its dragged card."""
from __future__ import annotations

import pygame
import pytest

from labdesk.ui.sprites import DRAG_THRESHOLD, CardSprite
from labdesk.ui.table import geometry
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.overlay import Overlay

SCREEN = pygame.Rect(0, 0, 1600, 900)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_column_rects_stack_inside_the_area_top_to_bottom(n):
    area = pygame.Rect(20, 66, 310, 600)
    rects = geometry.column_rects(area, n)
    assert len(rects) == n and all(area.contains(r) and r.width == area.width for r in rects)
    assert all(a.bottom + 10 == b.top for a, b in zip(rects, rects[1:]))
    assert len({r.height for r in rects}) == 1 and geometry.column_rects(area, 0) == []


def test_fitted_hexes_keep_every_cell_and_its_neighbours_inside_the_area():
    area = pygame.Rect(345, 66, 720, 574).inflate(-24, -24)
    cells = {(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (5, 1)}  # a long arm: the hexes shrink
    around = {n for c in cells for n in geometry.hex_neighbours(*c)}
    size, origin = geometry.fit_hexes(cells, area, 58, around)
    assert size < 58
    for q, r in cells | around:
        x, y = geometry.hex_to_pixel(q, r, size, origin)
        assert area.left - 1 <= x - size * geometry.SQ3 / 2 and x + size * geometry.SQ3 / 2 <= area.right + 1
        assert area.top - 1 <= y - size and y + size <= area.bottom + 1
    small, origin = geometry.fit_hexes({(0, 0)}, area, 58, geometry.hex_neighbours(0, 0))
    assert small == 58 and geometry.hex_to_pixel(0, 0, small, origin) == pytest.approx(area.center, abs=1)


def test_a_piece_springs_back_beside_the_queue_and_leaves_the_overlay():
    overlay = Overlay(SCREEN)
    piece = CardSprite(pygame.Surface((20, 20)), pos=(300, 300))
    overlay.spring_back(piece, (100, 120))
    assert overlay.busy and piece in overlay.pieces
    for _ in range(30):
        overlay.update(1 / 60)
    assert piece.pos == (100.0, 120.0) and not overlay.busy and piece not in overlay.pieces


def test_a_hand_can_be_drawn_without_its_dragged_card():
    faces = [pygame.Surface((100, 140)) for _ in range(2)]
    for surf, colour in zip(faces, ((200, 0, 0), (0, 0, 200))):
        surf.fill(colour)
    hand = HandView(SCREEN, (100, 140), slots=[(200, 700), (400, 700)])
    hand.set_cards([HandCard(k, f) for k, f in enumerate(faces)])
    hand.press((200, 700))
    hand.motion((200 + DRAG_THRESHOLD + 200, 400))
    assert hand.dragging
    with_card, without = pygame.Surface(SCREEN.size), pygame.Surface(SCREEN.size)
    hand.draw(with_card)
    hand.draw(without, held=False)
    dragged = tuple(round(v) for v in hand.drag.sprite.pos)
    assert with_card.get_at(dragged)[:3] == (200, 0, 0) and without.get_at(dragged)[:3] == (0, 0, 0)
    assert with_card.get_at((400, 700)) == without.get_at((400, 700))


def test_hexes_fit_says_whether_cells_drawn_where_they_lie_stay_in_the_area():
    area = pygame.Rect(0, 0, 400, 300)
    size, origin = geometry.fit_hexes({(0, 0), (1, 0)}, area, 40)
    assert geometry.hexes_fit({(0, 0), (1, 0)}, size, origin, area)
    assert not geometry.hexes_fit({(0, 0), (9, 0)}, size, origin, area)  # a cell far off the panel


def test_hex_shows_when_a_third_of_its_width_and_height_lies_in_the_area():
    area = pygame.Rect(0, 0, 400, 300)
    size = 40  # a cell 69 wide and 80 high
    assert geometry.hex_shows((0, 0), size, (200, 150), area)
    assert geometry.hex_shows((0, 0), size, (200, 300 + 40 - 27), area)  # 27 of 80 rows show
    assert not geometry.hex_shows((0, 0), size, (200, 300 + 40 - 20), area)  # a quarter
    assert not geometry.hex_shows((0, 0), size, (-30, 150), area)  # 5 of 69 columns


def test_a_hand_that_does_not_bend_overlaps_in_one_level_row():
    """``bend = False``: a fanned hand too long for its area overlaps as a straight row (no card
    turned or sunk), at the same steps as the bent fan; a short hand is the same either way."""
    area = pygame.Rect(20, 658, 1240, 236)
    bent, flat = HandView(area, (240, 232), fan=True), HandView(area, (240, 232), fan=True)
    flat.bend = False
    long_bent, long_flat = bent.positions(8), flat.positions(8)
    assert any(slot.angle for slot in long_bent)
    assert all(slot.angle == 0 for slot in long_flat) and len({slot.pos[1] for slot in long_flat}) == 1
    assert [slot.pos[0] for slot in long_flat] == [slot.pos[0] for slot in long_bent]
    assert flat.positions(4) == bent.positions(4)
