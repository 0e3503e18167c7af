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


def test_a_card_shows_its_raised_face_while_pointed_at_or_held_and_its_own_at_rest():
    """``HandCard.raised``: an overlapped card's strip face at rest, its whole face while it rises
    under the pointer and while it is dragged; a card without one keeps its face."""
    area = pygame.Rect(20, 658, 1240, 236)
    strip, whole, other = (pygame.Surface((300, 232)) for _ in range(3))
    hand = HandView(area, (300, 232), fan=True)
    hand.bend = False
    hand.set_cards([HandCard("a", strip, raised=whole), HandCard("b", other)])
    a, b = hand.sprites
    hand.update(1 / 60, (-1, -1))
    assert a.front is strip and b.front is other
    for _ in range(20):
        hand.update(1 / 60, hand.pointable(a).center)
    assert a.hover > 0 and a.front is whole
    hand.update(1 / 60, (-1, -1))
    hand.press(hand.pointable(a).center)
    hand.motion((600, 300))
    for _ in range(20):
        hand.update(1 / 60, (600, 300))
    assert hand.dragging and a.hover == 0 and a.front is whole
    hand.release((600, 300))
    hand.update(1 / 60, (-1, -1))
    assert a.front is strip


def test_the_pointer_finds_a_covered_card_in_the_strip_that_shows():
    """``pointable``: where the next card lies over a card's middle, the part left of it (the
    keyboard's ring and its click go there, not to the card on top); a card whose middle shows keeps
    its whole rect."""
    area = pygame.Rect(20, 658, 1240, 236)
    hand = HandView(area, (400, 232), fan=True)
    hand.bend = False
    hand.set_cards([HandCard(k, pygame.Surface((400, 232))) for k in range(8)])
    first, second, last = hand.sprites[0], hand.sprites[1], hand.sprites[-1]
    spot = hand.pointable(first)
    assert spot.x == first.rect.x and spot.right == second.rect.x and spot.height == first.rect.height
    assert hand.card_at(spot.center) is first
    assert hand.pointable(last) == last.rect
    roomy = HandView(area, (160, 232), fan=True)
    roomy.set_cards([HandCard(k, pygame.Surface((160, 232))) for k in range(3)])
    assert all(roomy.pointable(s) == s.rect for s in roomy.sprites)


def test_a_hand_that_hits_at_rest_finds_the_next_card_under_a_risen_one():
    """``hits_at_rest``: a wide card risen whole lies over the next cards' strips; the pointer on
    such a strip finds that card (it rises in turn), not the risen one; by default the risen card."""
    area = pygame.Rect(20, 658, 1240, 236)
    for at_rest in (False, True):
        hand = HandView(area, (400, 232), fan=True, lift=16)
        hand.bend, hand.hits_at_rest = False, at_rest
        hand.set_cards([HandCard(k, pygame.Surface((400, 232))) for k in range(8)])
        first, second = hand.sprites[0], hand.sprites[1]
        for _ in range(20):
            hand.update(1 / 60, hand.pointable(first).center)
        assert first.hover == 1.0
        spot = hand.pointable(second).center
        assert hand.card_at(spot) is (second if at_rest else first)


def test_a_card_risen_whole_gives_the_keyboards_ring_its_whole_rect():
    """``risen``: while a card with a raised face is pointed at, where it lies drawn whole (the ring
    goes round it, not through its words); at rest, or without a raised face, None."""
    area = pygame.Rect(20, 658, 1240, 236)
    hand = HandView(area, (400, 232), fan=True)
    hand.bend, hand.hits_at_rest = False, True
    hand.set_cards([HandCard(0, pygame.Surface((400, 232)), raised=pygame.Surface((400, 232)))]
                   + [HandCard(k, pygame.Surface((400, 232))) for k in range(1, 8)])
    first, last = hand.sprites[0], hand.sprites[-1]
    assert hand.risen(first) is None
    for _ in range(20):
        hand.update(1 / 60, hand.pointable(first).center)
    risen = hand.risen(first)
    assert risen is not None and risen.contains(first.rect.inflate(-2, -2)) and risen.width > hand.pointable(first).width
    for _ in range(20):
        hand.update(1 / 60, last.rect.center)
    assert hand.risen(last) is None  # (no raised face)


def test_covered_names_the_cards_a_later_card_lies_over():
    area = pygame.Rect(20, 658, 1240, 236)
    row = HandView(area, (400, 232), fan=True)
    row.bend = False
    row.set_cards([HandCard(k, pygame.Surface((400, 232))) for k in range(5)])
    assert row.covered() == {0, 1, 2, 3}
    apart = HandView(area, (160, 232), fan=True)
    apart.set_cards([HandCard(k, pygame.Surface((160, 232))) for k in range(3)])
    assert apart.covered() == set()
