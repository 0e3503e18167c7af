"""The table kit (labdesk/ui/table): geometry, overlay, animation steps, hand, hit map, magnifier,
prompt bar, cached layer, log panel."""
from __future__ import annotations

import math

import pygame
import pygame_gui
import pytest

from labdesk.engine.match import Match, Seat
from labdesk.ui.board import BoardScene
from labdesk.ui.sprites import DRAG_THRESHOLD, CardSprite
from labdesk.ui.table import geometry
from labdesk.ui.table.hand import HandCard, HandView
from labdesk.ui.table.hitmap import HitMap
from labdesk.ui.table.layers import CachedLayer
from labdesk.ui.table.log import LogPanel, log_lines
from labdesk.ui.table.magnifier import Magnifier, place
from labdesk.ui.table.overlay import Drawn, Overlay
from labdesk.ui.table.prompt import Choice, PromptBar, prompt_lines
from labdesk.ui.tween import Wait, as_steps

SCREEN = pygame.Rect(0, 0, 1600, 900)
CARD = (100, 140)


def face(colour=(200, 60, 60), size=CARD) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill(colour)
    return surf


def run(tweens, seconds: float, dt: float = 1 / 60) -> None:
    for _ in range(math.ceil(seconds / dt)):
        for tween in tweens:
            tween.update(dt)


# --- geometry ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(1, 7))
def test_others_are_every_other_seat_once_in_play_order_after_me(n):
    for me in range(n):
        seats = geometry.others(me, n)
        assert sorted(seats + [me]) == list(range(n))
        assert seats == [(me + k) % n for k in range(1, n)]


@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("align", ["left", "center"])
def test_seat_panels_lie_inside_the_area_left_to_right_without_overlapping(n, align):
    area = pygame.Rect(20, 70, 1560, 200)
    panels = geometry.seat_panels(area, 1 % n, n, gap=10, max_width=330, align=align)
    rects = [panels[s] for s in geometry.others(1 % n, n)]
    assert list(panels) == geometry.others(1 % n, n)
    for a, b in zip(rects, rects[1:]):
        assert a.right + 10 <= b.x
    assert all(area.contains(r) and r.width <= 330 for r in rects)
    if align == "center":
        assert abs((rects[0].x - area.x) - (area.right - rects[-1].right)) <= 1


@pytest.mark.parametrize("n", range(2, 7))
def test_around_the_table_i_sit_at_the_bottom_and_the_next_seat_is_on_my_left(n):
    area = pygame.Rect(100, 80, 1400, 700)
    spots = geometry.around_table(area, 1, n)
    assert sorted(spots) == list(range(n))
    assert spots[1] == (area.centerx, area.bottom)
    if n == 2:
        assert spots[0] == (area.centerx, area.top)  # facing me
    else:
        assert spots[2 % n][0] < area.centerx  # clockwise: the next seat is to my left
    assert all(area.inflate(2, 2).collidepoint(p) for p in spots.values())
    assert len(set(spots.values())) == n


def test_a_row_keeps_its_gap_while_it_fits_and_overlaps_inside_the_area_when_not():
    area = pygame.Rect(100, 600, 800, 150)
    fits = geometry.row(area, 4, 100, gap=10)
    assert [b[0] - a[0] for a, b in zip(fits, fits[1:])] == [110, 110, 110]
    assert fits[0][1] == area.centery
    crowded = geometry.row(area, 20, 100, gap=10)
    steps = {b[0] - a[0] for a, b in zip(crowded, crowded[1:])}
    assert max(steps) < 100  # overlapping
    assert crowded[0][0] - 50 >= area.x - 1 and crowded[-1][0] + 50 <= area.right + 1


def test_a_fan_is_straight_while_cards_fit_and_bends_symmetrically_when_they_overlap():
    area = pygame.Rect(300, 700, 1000, 180)
    straight = geometry.fan(area, 5, CARD)
    assert all(s.angle == 0 for s in straight) and len({s.pos[1] for s in straight}) == 1
    bent = geometry.fan(area, 14, CARD)
    angles = [s.angle for s in bent]
    assert angles[0] > 0 > angles[-1] and all(abs(a + b) < 1e-9 for a, b in zip(angles, reversed(angles)))
    assert bent[0].pos[1] > bent[7].pos[1]  # the ends sink a little
    assert bent[0].pos[0] - CARD[0] / 2 >= area.x and bent[-1].pos[0] + CARD[0] / 2 <= area.right
    assert geometry.fan(area, 0, CARD) == []


def test_hex_pixels_round_trip_and_neighbours_are_one_hex_width_apart():
    origin, size = (800, 450), 40
    for q in range(-4, 5):
        for r in range(-4, 5):
            x, y = geometry.hex_to_pixel(q, r, size, origin)
            assert geometry.pixel_to_hex(x, y, size, origin) == (q, r)
            assert geometry.pixel_to_hex(x + size * 0.6, y + size * 0.3, size, origin) == (q, r)
            for nq, nr in geometry.hex_neighbours(q, r):
                neighbour = geometry.hex_to_pixel(nq, nr, size, origin)
                assert math.dist((x, y), neighbour) == pytest.approx(size * math.sqrt(3))
    corners = geometry.hex_corners(origin, size)
    assert len(corners) == 6 and all(math.dist(c, origin) == pytest.approx(size) for c in corners)


# --- overlay -------------------------------------------------------------------------------------------
def test_a_flying_card_appears_when_its_step_starts_lands_and_is_cleared_in_one_call():
    overlay = Overlay(SCREEN)
    tweens = overlay.fly(face(), (100, 100), (500, 400), back=face((0, 0, 200)), flip=True, delay=0.1)
    assert overlay.pieces == []  # nothing shows before the step plays
    run(tweens, 0.05)
    assert overlay.pieces == []
    run(tweens, 1.0)
    (card,) = overlay.pieces
    assert card.pos == (500.0, 400.0) and card.face_up
    canvas = pygame.Surface(SCREEN.size)
    overlay.draw(canvas)
    assert canvas.get_at((500, 400))[:3] == (200, 60, 60)
    overlay.clear()
    assert overlay.pieces == []


def test_a_move_with_keep_false_takes_the_piece_off_when_it_arrives():
    overlay = Overlay(SCREEN)
    piece = CardSprite(face(), pos=(0, 0))
    tweens = overlay.move(piece, (300, 300), keep=False)
    run(tweens[:1], 0.01)
    assert overlay.pieces == [piece]
    run(tweens, 1.0)
    assert overlay.pieces == [] and piece.pos == (300.0, 300.0)


def test_a_drawn_piece_is_painted_from_its_tweened_numbers_and_a_flash_fades_away():
    overlay = Overlay(SCREEN)
    disc = Drawn(lambda surface, d: pygame.draw.circle(surface, (0, 250, 0), d.pos, d.radius), pos=(10, 10),
                 radius=5.0)
    tweens = overlay.move(disc, (200, 100), radius=30.0)
    run(tweens, 1.0)
    canvas = pygame.Surface(SCREEN.size)
    overlay.draw(canvas)
    assert disc.radius == 30.0 and canvas.get_at((200 + 25, 100))[:3] == (0, 250, 0)
    flash = overlay.flash(pygame.Rect(500, 500, 100, 50), seconds=0.3)
    run(flash, 0.05)
    assert len(overlay.pieces) == 2
    canvas.fill((0, 0, 0))
    overlay.draw(canvas)
    assert canvas.get_at((550, 525))[0] > 0
    run(flash, 1.0)
    assert overlay.pieces == [disc]


def test_a_label_beside_the_queue_does_not_hold_the_step_stacks_and_a_skip_drops_it():
    overlay = Overlay(SCREEN)
    first = overlay.pop("+1", (400, 300), wait=False)
    second = overlay.pop("+2", (400, 300), wait=False)
    run(first + second, 1 / 60)
    assert all(t.done for t in first + second)  # the step is over at once
    a, b = overlay.pieces
    assert b.pos[1] > a.pos[1]  # the second label went below the first
    overlay.update(0.3)
    assert overlay.busy and len(overlay.pieces) == 2
    overlay.finish()
    assert not overlay.busy and overlay.pieces == []
    overlay.pop("+3", (400, 300), wait=False)[0].update(0)
    overlay.update(5.0)
    assert overlay.pieces == []  # faded out on its own


def test_a_label_stays_inside_the_screen():
    overlay = Overlay(SCREEN)
    tweens = overlay.pop("a rather long label near the edge", (1598, 300))
    run(tweens, 0.01)
    (label,) = overlay.pieces
    assert label.pos[0] + label.size[0] / 2 <= SCREEN.right


def test_a_fading_banner_re_tints_one_surface_and_never_the_shared_face():
    shared = face()
    sprite = CardSprite(shared, pos=(100, 100))
    images = set()
    for alpha in (250, 200, 150, 100, 50):
        sprite.alpha = alpha
        images.add(id(sprite.image()))
    assert len(images) == 1  # no surface per frame while only the alpha changes
    assert shared.get_alpha() in (None, 255)
    overlay = Overlay(SCREEN)
    tweens = overlay.banner("Round 2", (800, 100), seconds=0.5)
    run(tweens, 0.1)
    assert len(overlay.pieces) == 1
    run(tweens, 1.0)
    assert overlay.pieces == []


# --- animation steps ----------------------------------------------------------------------------------
def test_as_steps_reads_one_step_or_several():
    a, b = Wait(0.1), Wait(0.2)
    assert as_steps(None) == [] and as_steps([]) == []
    assert as_steps(a) == [[a]]
    assert as_steps([a, None, b]) == [[a, b]]
    assert as_steps([[a], [], [b]]) == [[a], [b]]
    with pytest.raises(TypeError, match="not a mix"):
        as_steps([a, [b]])


def _steps_board(app, calls):
    from helpers.tiny_game import Ended, Marked

    class StepsBoard(BoardScene):
        MERGED = (Marked,)

        def sync(self):
            calls.append(("sync", len(self.overlay.pieces)))

        def animate(self, event, actor):
            calls.append(("animate", type(event).__name__))
            if isinstance(event, Ended):
                return [[Wait(0.1)], [Wait(0.1)]]  # two steps
            return Wait(0.1)

        def animate_group(self, events, actor):
            calls.append(("group", len(events)))
            return super().animate_group(events, actor)

        def on_play(self, events, actor):
            calls.append(("play", len(events)))

        def on_skip(self):
            calls.append(("skip",))

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Boris", "random")], seed=1)
    board = StepsBoard(app, match, autosave=False)
    app.push(board)
    return board, Marked, Ended


def test_merged_events_animate_as_one_step_and_animate_may_return_several(app, tiny_game):
    calls = []
    board, Marked, Ended = _steps_board(app, calls)
    calls.clear()
    board.play_events([Marked(0), Marked(0), Ended(0), Marked(0)], 0)
    assert calls == [("play", 4), ("group", 2), ("animate", "Marked"), ("animate", "Marked"),
                     ("animate", "Ended"), ("group", 1), ("animate", "Marked")]
    assert [len(step) for step in board.anims._steps] == [2, 1, 1, 1]


def test_a_click_skips_the_steps_calls_the_skip_hook_and_the_overlay_is_cleared_before_sync(app, tiny_game):
    calls = []
    board, Marked, Ended = _steps_board(app, calls)
    board.overlay.add(CardSprite(face(), pos=(10, 10)))
    board.play_events([Ended(0)], 0)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (5, 5), "button": 1}))
    assert ("skip",) in calls and not board.anims.busy
    app.update(1 / 60)
    assert calls[-1] == ("sync", 0)  # the temporary piece was gone when the view re-synced


def test_the_overlay_is_drawn_above_the_board(app, tiny_game):
    board, _, _ = _steps_board(app, [])
    board.overlay.add(CardSprite(face((10, 220, 10)), pos=(800, 450)))
    canvas = pygame.Surface(app.size)
    app.draw(canvas)
    assert canvas.get_at((800, 450))[:3] == (10, 220, 10)


# --- hand ----------------------------------------------------------------------------------------------
def _hand(n=4, **kw) -> HandView:
    hand = HandView(pygame.Rect(200, 700, 1200, 180), CARD, **kw)
    hand.set_cards([HandCard(i, face(), usable=i != 3) for i in range(n)])
    return hand


def test_hover_waits_for_the_delay_before_the_card_counts_as_hovered_and_lifts():
    hand = _hand(hover_delay=0.2)
    over = hand.sprites[1].pos
    hand.update(1 / 60, over)
    assert hand.hovered is hand.sprites[1] and hand.hovered_key is None
    for _ in range(6):
        hand.update(1 / 60, over)
    assert hand.hovered_key is None and hand.sprites[1].hover == 0
    for _ in range(12):
        hand.update(1 / 60, over)
    assert hand.hovered_key == 1 and hand.sprites[1].hover > 0
    hand.update(1 / 60, (0, 0))
    assert hand.hovered_key is None


def test_a_hovered_card_keeps_inside_its_room_smaller_if_the_room_is_short():
    """A hovered Lab Chaos hand card at 150 % text rose and grew over the prompt above the hand, and
    at the row's end past the window's edge."""
    hand = _hand(6, lift=16)  # cards 140 high resting from y 720 (the hand's area starts at 700)
    hand.room = pygame.Rect(0, 715, 1330, 150)  # a prompt ends at 715; the window at 1330 x 865
    for index in (0, 5):
        sprite = hand.sprites[index]
        for _ in range(30):
            hand.update(1 / 60, sprite.pos)
        drawn = sprite.image().get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1])))
        assert sprite.hover == 1 and hand.room.contains(drawn), (index, drawn)
        assert drawn.height < CARD[1] * 1.12  # it grew less: 150 px of room for 157
    hand.update(1 / 60, (0, 0))
    for _ in range(30):
        hand.update(1 / 60, (0, 0))
    assert all(s.scale == 1.0 and s.pos == rest.pos for s, rest in zip(hand.sprites, hand.rests))


def test_a_hovered_fan_card_rises_and_straightens_then_settles_back():
    hand = _hand(20, fan=True, lift=16)
    sprite, rest = hand.sprites[0], hand.rests[0]
    for _ in range(30):
        hand.update(1 / 60, (rest.pos[0] - 30, rest.pos[1]))
    assert sprite.hover == 1 and sprite.angle == 0 and sprite.pos == (rest.pos[0], rest.pos[1] - 16)
    for _ in range(30):
        hand.update(1 / 60, (0, 0))
    assert sprite.angle == rest.angle != 0 and sprite.pos == rest.pos


def test_a_press_is_a_click_until_it_moves_past_the_one_drag_threshold():
    hand = _hand()
    sprite = hand.sprites[0]
    home = sprite.pos
    x, y = home
    assert hand.press((x, y)) is sprite
    hand.motion((x + DRAG_THRESHOLD - 1, y))
    assert not hand.dragging and sprite.pos == home
    release = hand.release((x + DRAG_THRESHOLD - 1, y))
    assert (release.key, release.moved) == (0, False)
    hand.press((x, y))
    hand.motion((x + 40, y - 200))
    assert hand.dragging and sprite.pos == (home[0] + 40, home[1] - 200)
    hand.update(1 / 60, (x + 40, y - 200))
    assert hand.hovered is None  # no hover while dragging
    release = hand.release((x + 40, y - 200))
    assert release == type(release)(0, True, (int(x + 40), int(y - 200))) and sprite.pos == home


def test_a_card_taken_for_a_flight_leaves_the_hand_until_the_next_set_cards():
    hand = _hand()
    rest = hand.sprites[2].pos
    assert hand.take(2) == rest and hand.card_at(rest) is None
    assert hand.take(2) is None and hand.take("not in the hand") is None
    canvas = pygame.Surface(SCREEN.size)
    hand.draw(canvas)
    assert canvas.get_at((round(rest[0]), round(rest[1])))[:3] == (0, 0, 0)  # not drawn
    hand.set_cards(hand.cards)
    assert hand.sprites[2].visible


def test_the_board_keeps_the_pointer_of_the_last_mouse_event_also_while_input_is_locked(app, tiny_game):
    board, _, _ = _steps_board(app, [])
    assert board.mouse == (-1, -1)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, {"pos": (300, 200), "rel": (0, 0), "buttons": (0, 0, 0)}))
    assert board.mouse == (300, 200)
    board.anims.add([Wait(1.0)])
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, {"pos": (310, 220), "rel": (0, 0), "buttons": (0, 0, 0)}))
    assert board.mouse == (310, 220) and board.anims.busy


def test_unusable_cards_look_dimmed_and_cannot_be_picked_up():
    hand = _hand()
    dimmed = hand.sprites[3]
    assert dimmed.front is not hand.cards[3].face and not dimmed.hoverable
    assert dimmed.front.get_at((50, 70))[:3] != (200, 60, 60)
    assert hand.press(dimmed.pos) is None
    assert hand.press(dimmed.pos, usable_only=False) is dimmed
    hand.set_cards(hand.cards)
    assert hand.sprites[3].front is dimmed.front  # the dimmed copy is made once per face


def test_in_a_crowded_fan_the_card_on_top_is_hit():
    hand = _hand(20, fan=True)
    assert any(s.angle for s in hand.sprites) and all(s.smooth_turn for s in hand.sprites)
    assert hand.sprites[0].image().get_size() != CARD  # drawn turned
    a, b = hand.sprites[4], hand.sprites[5]
    between = ((a.pos[0] + b.pos[0]) / 2, b.pos[1])
    assert a.rect.collidepoint(between) and b.rect.collidepoint(between)
    assert hand.card_at(between) is b


# --- hit map ---------------------------------------------------------------------------------------------
def test_the_hit_map_answers_with_the_topmost_region():
    hits = HitMap()
    hits.add((0, 0, 100, 100), "table")
    hits.add((40, 40, 20, 20), ("card", 7))
    assert hits.key_at((50, 50)) == ("card", 7)
    assert hits.at((10, 10)).key == "table" and hits.at((200, 200)) is None
    assert hits.rect_of(("card", 7)) == pygame.Rect(40, 40, 20, 20)
    assert len(hits) == 2
    hits.clear()
    assert hits.key_at((50, 50)) is None


# --- magnifier ---------------------------------------------------------------------------------------------
BOUNDS = pygame.Rect(8, 64, 1584, 828)
BIG = (300, 420)


@pytest.mark.parametrize("anchor", [(10, 70, 60, 80), (1530, 800, 60, 80), (770, 400, 60, 80), (20, 820, 60, 70)])
def test_the_enlargement_stays_inside_the_screen_beside_the_item(anchor):
    anchor = pygame.Rect(anchor)
    rect = place(BIG, anchor, BOUNDS)
    assert BOUNDS.contains(rect) and not rect.colliderect(anchor)


@pytest.mark.parametrize("x", range(20, 1560, 97))
def test_the_enlargement_never_covers_a_keep_clear_rect(x):
    buttons = pygame.Rect(900, 560, 600, 60)
    rect = place(BIG, pygame.Rect(x, 600, 60, 80), BOUNDS, [buttons])
    assert BOUNDS.contains(rect) and not rect.colliderect(buttons)


def test_the_magnifier_waits_for_its_delay_and_an_inspection_stays_until_closed():
    big = face(size=BIG)
    magnifier = Magnifier(lambda key: big if key == "card" else None, bounds=BOUNDS, delay=0.2)
    anchor = pygame.Rect(400, 400, 60, 80)
    magnifier.hover(1 / 60, "card", anchor)
    assert magnifier.rect() is None
    for _ in range(15):
        magnifier.hover(1 / 60, "card", anchor)
    assert magnifier.rect() is not None
    magnifier.hover(1 / 60, "card", anchor, enabled=False)  # e.g. a drag started
    assert magnifier.rect() is None
    magnifier.inspect("card", anchor)
    magnifier.hover(1 / 60, None, None)
    assert magnifier.showing() == ("card", anchor)
    canvas = pygame.Surface(SCREEN.size)
    magnifier.draw(canvas)
    assert canvas.get_at(magnifier.rect().center)[:3] == (200, 60, 60)
    magnifier.inspect("card", anchor)  # the same again: closed
    assert magnifier.showing() is None
    magnifier.hover(1 / 60, "nothing large", anchor)
    magnifier.hover(1.0, "nothing large", anchor)
    assert magnifier.rect() is None  # no face for that key


def test_an_inspection_may_show_a_different_face_from_a_hover():
    hover, ruling = face(size=BIG), face((0, 0, 200), size=(500, 420))
    magnifier = Magnifier(lambda key: hover, bounds=BOUNDS, inspect_face_for=lambda key: ruling)
    anchor = pygame.Rect(400, 400, 60, 80)
    magnifier.hover(1.0, "card", anchor)
    assert magnifier.rect().size == BIG
    magnifier.inspect("card", anchor)
    assert magnifier.rect().size == (500, 420)


def test_a_fixed_magnifier_shows_at_its_place_inside_the_bounds():
    big = face(size=BIG)
    magnifier = Magnifier(lambda key: big, bounds=BOUNDS, at=("bottomleft", (100, 600)))
    magnifier.hover(1.0, "card", pygame.Rect(1400, 700, 60, 80))
    assert magnifier.rect() == pygame.Rect(100, 600 - BIG[1], *BIG)
    magnifier.at = ("bottomleft", (1500, 100))
    assert BOUNDS.contains(magnifier.rect())


# --- prompt bar --------------------------------------------------------------------------------------------
def test_the_prompt_bar_hides_while_animations_play_and_maps_buttons_to_actions(app):
    bar = PromptBar(app.manager, None, pygame.Rect(200, 780, 1200, 48))
    bar.set("Play a card, or pass", [Choice("Pass", "pass"), Choice("Draw two", "draw", primary=True)])
    first = list(bar.buttons)
    assert len(first) == 2 and first[0].relative_rect.right < first[1].relative_rect.x
    assert first[1].relative_rect.right == bar.rect.right
    bar.set("Play a card, or pass", [Choice("Pass", "pass"), Choice("Draw two", "draw", primary=True)])
    assert bar.buttons == first  # same choices: the buttons are kept
    press = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": first[1]})
    assert bar.action_for(press) == "draw"
    bar.update(hidden=True)
    assert not any(b.visible for b in bar.buttons) and bar.action_for(press) is None
    canvas = pygame.Surface(SCREEN.size, pygame.SRCALPHA)
    bar.draw(canvas)
    assert canvas.get_bounding_rect().width == 0  # no text either
    bar.update(hidden=False)
    assert all(b.visible for b in bar.buttons)
    bar.draw(canvas)
    assert canvas.get_bounding_rect().width > 0
    bar.set("Nothing to do", [])
    assert bar.buttons == [] and not any(b.alive() for b in first)
    bar.kill()


def test_a_countdown_relabels_its_button_in_place_so_a_click_in_progress_lands(app):
    """Lab Chaos's "No (5)" counts down every second: the button keeps its object (a press begun
    on it is not lost to a rebuilt one) while only its text changes."""
    bar = PromptBar(app.manager, None, pygame.Rect(200, 780, 1200, 48), button_width=120)
    bar.set("React?", [Choice("No (5)", "pass")])
    first = list(bar.buttons)
    bar.set("React?", [Choice("No (4)", "pass")])
    assert bar.buttons == first and first[0].text == "No (4)" and first[0].alive()
    press = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": first[0]})
    assert bar.action_for(press) == "pass"
    bar.set("React?", [Choice("No (4)", "pass", enabled=False)])
    assert bar.buttons != first and not first[0].alive()  # more than the label changed: made again
    bar.kill()


def test_a_stacked_prompt_puts_its_heading_over_rows_of_buttons_that_fill_the_panel(app):
    panel = pygame.Rect(1170, 700, 410, 186)
    bar = PromptBar(app.manager, None, panel, stacked=True)
    long = "Pour yellow into flask 1 (double yellow) and then some more words"
    bar.set("Pour: pick a flask", [Choice("Stop", "stop", look="@danger_button"), Choice("Shuffle", "draw")])
    one_column = [b.relative_rect for b in bar.buttons]
    assert [r.x for r in one_column] == [panel.x + 12] * 2 and one_column[0].bottom < one_column[1].y
    assert all(r.width == panel.width - 24 for r in one_column)
    bar.set("Pour: pick a flask", [Choice(long if i == 0 else f"Pour {i}", i) for i in range(8)])
    rects = [b.relative_rect for b in bar.buttons]
    assert len(rects) == 6 and all(panel.contains(r) for r in rects)  # two columns, the rows that fit
    assert rects[0].y == rects[1].y and rects[0].right < rects[1].x
    assert bar.buttons[0].text != long and bar.buttons[0].tool_tip_text == long  # cut, whole in the tooltip
    canvas = pygame.Surface(SCREEN.size, pygame.SRCALPHA)
    bar.draw(canvas)
    drawn = canvas.get_bounding_rect()
    assert drawn.width and drawn.bottom <= rects[0].y and panel.contains(drawn)
    bar.kill()


def test_prompt_buttons_can_sit_at_fixed_slots_and_the_text_take_a_colour(app):
    slots = [pygame.Rect(720, 844, 200, 44), pygame.Rect(930, 844, 200, 44)]
    bar = PromptBar(app.manager, None, pygame.Rect(20, 840, 690, 52), slots=slots)
    bar.set("Your turn", [Choice("Eureka! End turn", "end", primary=True), Choice("Pass", "pass")],
            colour=(0, 200, 255))
    assert [b.relative_rect for b in bar.buttons] == slots
    canvas = pygame.Surface(SCREEN.size, pygame.SRCALPHA)
    bar.draw(canvas)
    drawn = {canvas.get_at((x, y))[:3] for x in range(20, 400) for y in range(840, 892)}
    assert (0, 200, 255) in drawn
    bar.set("One choice", [Choice("Pass", "pass")])
    assert [b.relative_rect for b in bar.buttons] == slots[:1]
    bar.kill()


def test_a_long_prompt_fits_its_lines():
    lines = prompt_lines("word " * 200, 400, 18, 2)
    assert len(lines) == 2 and lines[-1].endswith("…")


# --- cached layer and log ---------------------------------------------------------------------------------
def test_a_cached_layer_redraws_only_when_its_key_changes():
    layer = CachedLayer((200, 100))
    drawn = []

    def paint(surface):
        drawn.append(1)
        surface.fill((1, 2, 3))
    for key in (1, 1, 1, 2, 2, 1):
        surf = layer.get(key, paint)
    assert layer.redraws == len(drawn) == 3 and surf.get_at((5, 5))[:3] == (1, 2, 3)
    layer.invalidate()
    layer.get(1, paint)
    assert layer.redraws == 4


def test_the_log_shows_whole_entries_from_the_newest_and_can_scroll_back():
    entries = [f"Entry {i} " + "word " * (i % 3 * 12) for i in range(12)]
    lines = log_lines(entries, 400, 6)
    assert lines[-1][0].startswith("Entry 11") or lines[-1][1] > 0
    assert lines[0][1] == 0  # the top line starts an entry
    back = log_lines(entries, 400, 6, offset=3)
    assert not any(text.startswith("Entry 11") for text, _ in back)
    panel = LogPanel(pygame.Rect(0, 0, 400, 200))
    panel.scroll(50, len(entries))
    assert panel.offset == 11
    panel.scroll(-100, len(entries))
    assert panel.offset == 0
    canvas = pygame.Surface((400, 200), pygame.SRCALPHA)
    panel.draw(canvas, entries)
    assert canvas.get_bounding_rect().width > 0
