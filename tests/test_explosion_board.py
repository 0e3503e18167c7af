"""The Explosion board headless: it builds from its layout, a human can shuffle, pour into a chosen
flask and stop through the board's own controls, animations play and settle, and whole games (solo
against the Robot and with four seats) reach the results screen."""

import pygame
import pygame_gui
import pytest

from labdesk.engine.match import Match, Seat
from labdesk.games.explosion import rules as R


def frames(app, n=1):
    surf = pygame.Surface(app.size)
    for _ in range(n):
        app.update(1 / 60)
        app.draw(surf)
    return surf


def settle(app, board, limit=2000):
    for _ in range(limit):
        if board.worker is not None:
            board.worker.wait(5)
        board.anims.skip()
        frames(app)
        if board.finished or (board.can_act() and not board._stale):
            return
    raise AssertionError("the board did not settle")


def click(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, {"button": 1, "pos": pos}))


def press(app, board, text):
    for button, choice in zip(board.prompt.buttons, board.prompt.choices):
        if str(choice.action) == text:
            app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button, "ui_object_id": ""}))
            return
    raise AssertionError(f"no button for {text}: {[str(c.action) for c in board.prompt.choices]}")


def test_human_turn_through_the_board(app):
    from labdesk.games.explosion.board import Board

    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "medium")], seed=5)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    # the setup card: keep a side by clicking it in the hand area
    assert match.state.phase == "side"
    click(app, board.hand.sprites[0].rect.center)
    settle(app, board)
    while match.state.phase == "planning":
        press(app, board, "ready")
        settle(app, board)
    assert match.state.phase == "mixing"
    click(app, (700, 150))  # a click on the Lab row shuffles
    assert board.anims.busy  # the shuffle animates
    frames(app, 20)
    settle(app, board)
    state = match.state
    if state.phase == "pour":
        target = max(a.flask for a in state.legal_actions() if isinstance(a, R.Pour))
        if state.pending_source == "black":
            press(app, board, str(next(a for a in state.legal_actions() if isinstance(a, R.Pour))))
        else:
            click(app, board.flask_rects[target - 1].center)
        settle(app, board)
        assert match.state.flasks
        press(app, board, "stop")
        frames(app, 5)
        settle(app, board)
    assert match.state.turns >= 1 or match.state.phase in ("scoring", "side")


def test_observation_drives_every_panel_while_animating(app):
    from labdesk.ui.app import demo_match, make_board

    match = demo_match("explosion", 3, 30)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    surf = pygame.Surface(app.size)
    for i in range(90):
        if i % 30 == 0:
            board.anims.add(board.demo_animation())
        app.update(1 / 60)
        app.draw(surf)
    # frame time is measured by `labdesk bench`; here the shuffle/pour frames only have to draw
    assert surf.get_at((app.size[0] // 2, app.size[1] // 2)) != (0, 0, 0, 255)


@pytest.mark.parametrize("players", [1, 4])
def test_ai_games_reach_the_results_screen(app, players):
    from labdesk.games.explosion.board import Board
    from labdesk.ui.scenes.results import ResultsScene

    seats = [Seat("ai", f"P{i}", "easy") for i in range(players)]
    match = Match("explosion", seats, seed=11)
    board = Board(app, match, autosave=False)
    app.push(board)
    for _ in range(5000):
        if isinstance(app.top, ResultsScene):
            break
        if board.worker is not None:
            board.worker.wait(5)
        board.anims.skip()
        frames(app)
    assert isinstance(app.top, ResultsScene)
    if players == 1:
        assert "Robot" in app.top.breakdown.html_text
        assert app.top.labels == ["P0 · AI easy", "The Robot"]  # the Robot has its own row
    frames(app, 2)


def test_keys_shuffle_and_stop_and_hint_is_outlined(app):
    from labdesk.games.explosion.board import Board

    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "medium")], seed=9)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    while match.state.phase in ("side", "planning"):
        match_action = match.legal_actions()[0]
        board.submit(match_action)
        settle(app, board)
    app.handle(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_SPACE, "mod": 0, "unicode": " "}))
    assert match.state.phase in ("pour", "unstable", "side") or match.state.current != 0
    settle(app, board)
    board.hint_action = match.legal_actions()[0]
    frames(app, 2)  # the outline is drawn without error


def test_header_title_round_line_and_thinking_pill_have_their_own_places(app):
    """The title, the round line and the AI thinking pill once touched: each now has an anchor, in that
    order left to right with a gap, and a long name is cut to the round line's own width."""
    from labdesk.games.explosion.board import Board

    long_name = "Maximiliana-Alexandrina von Hohenzollern-Sigmaringen"
    match = Match("explosion", [Seat("human", long_name), Seat("ai", long_name + " II", "easy")], seed=5)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    title, line, status, undo = (board.layout.rect(n) for n in ("title", "round", "status", "btn_undo"))
    assert title.right + 8 <= line.x and line.right + 8 <= status.x and status.right + 8 <= undo.x
    assert theme_font_width("Explosion in the Laboratory", 28, True) <= title.width - 4
    # the round line, drawn alone on a blank layer, stays inside its anchor
    layer = pygame.Surface(app.size, pygame.SRCALPHA)
    board.view["phase"], board.view["current"] = "mixing", 0
    board._draw_top(layer, board.view)
    drawn = layer.get_bounding_rect()
    assert drawn.width and line.contains(drawn), (drawn, line)


def theme_font_width(text, size, bold):
    from labdesk.ui import theme

    return theme.font(size, bold).size(text)[0]


def test_every_process_effect_is_readable_in_full_where_it_is_chosen(app):
    """The side choice shows both effects as wide cards with the whole text; every effect's text fits."""
    from labdesk.games.explosion import board as B
    from labdesk.games.explosion import faces as F
    from labdesk.games.explosion.content import load
    from labdesk.ui import theme

    for card in load().cards.values():
        for side in ("blue", "yellow"):
            lines = theme.wrap(card[side].text, F.WIDE_CARD[0] - 14, 16)
            assert len(lines) <= F.WIDE_LINES, (card[side].name, lines)
            assert F.WIDE_TEXT_TOP + (len(lines) - 1) * F.WIDE_LINE + 18 <= F.WIDE_CARD[1] - 4
    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], seed=5)
    board = B.Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    assert match.state.phase == "side"
    assert [sp.size for sp in board.hand.sprites] == [F.WIDE_CARD, F.WIDE_CARD]
    hand = board.rect["hand"]
    assert all(hand.contains(sp.rect) for sp in board.hand.sprites)
    assert not board.hand.sprites[0].rect.colliderect(board.hand.sprites[1].rect)


def test_a_narrow_card_being_played_shows_its_whole_text(app):
    from labdesk.games.explosion import board as B
    from labdesk.games.explosion import faces as F

    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], seed=5)
    board = B.Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    while match.state.phase != "planning" or not board.can_act():
        board.submit(match.legal_actions()[0])
        settle(app, board)
    match.state.held[0] = [(1, "blue"), (3, "blue"), (5, "blue")]  # Distill asks what to name
    board.sync()
    assert {sp.size for sp in board.hand.sprites} == {F.HAND_CARD}
    distill = next(sp for sp in board.hand.sprites if sp.key == 1)
    click(app, distill.rect.center)
    assert board.choosing == 1
    labels = [b.text for b in board.prompt.buttons]
    assert "double blue" in labels and "Cancel" in labels
    before = pygame.Surface(app.size)
    board.magnifier.draw(before)
    zoom = F.zoom_panel(1, "blue")
    spot = zoom.get_rect(bottomleft=(board.rect["hand"].x, board.rect["hand"].y - 6))
    assert board.magnifier.rect() == spot
    assert before.get_at(spot.move(20, 20).topleft) != (0, 0, 0, 255)  # the zoom panel is drawn there


def test_the_colour_blind_setting_is_honoured_and_changes_at_once(app):
    """Off: chemicals are plain colours (tubes, tokens, beakers); on: letters and shapes. A change in
    the pause menu shows after the re-sync."""
    from labdesk.games.explosion import board as B
    from labdesk.games.explosion import faces as F

    assert F.tube_surface("R", 5, False, True) is not F.tube_surface("R", 5, False, False)
    plain, marked = F.tube_surface("B", 5, False, False), F.tube_surface("B", 5, False, True)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")
    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], seed=5)
    board = B.Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    assert board.symbols is True
    beaker = next(iter(board.beaker_sprites))
    app.settings.colourblind_symbols = False
    board.sync()
    assert board.symbols is False
    assert board.beaker_sprites[beaker].front is F.beaker_face(beaker, "A", False)
    frames(app, 2)


def _board_at_rest(app, seed=3, moves=30):
    from labdesk.ui.app import demo_match, make_board

    match = demo_match("explosion", seed, moves)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    return board


def _run(app, board, frames_n):
    for _ in range(frames_n):
        frames(app)


def test_animations_are_seen_mid_way_and_make_their_sounds(app):
    """Mid-animation frames: the Lab cards leave their slots while shuffling, a beaker is part-way
    through its quarter turn (and flips at the flip icon), a poured token is in flight, the explosion
    is drawn; the matching sounds play."""
    board = _board_at_rest(app)
    played = []
    app.sound.play = played.append
    # the shuffle: sprites move off their slots, then come back to the new row
    board.anims.add(board.demo_animation())
    _run(app, board, 12)
    row_sprites = [board.lab_sprites[n] for n in (3, 1, 6, 2, 5, 4)]
    assert any(sp.pos != board.lab_slots[i].center for i, sp in enumerate(row_sprites))
    _run(app, board, 90)
    assert all(sp.pos == board.lab_slots[i].center for i, sp in enumerate(row_sprites)) and not board.anims.busy
    assert "shuffle" in played
    # a plain quarter turn: part-way, then exactly 90 degrees further
    bid = board.beaker_order[0]
    sprite = board.beaker_sprites[bid]
    start = sprite.angle
    board.anims.add(board._turn_beaker(R.BeakerTurned(bid, "x", 1, 2, False, False, "scored")))
    _run(app, board, 12)
    assert start - 90 < sprite.angle < start
    _run(app, board, 40)
    assert sprite.angle == start - 90 and "card" in played
    # the flip: turns to the flip icon, then turns over (the other side shows) and settles upright
    face_up = sprite.face_up
    board.anims.add(board._turn_beaker(R.BeakerTurned(bid, "x", 3, 12, True, False, "scored")))
    _run(app, board, 36)
    assert 0 < sprite.flip < 1
    _run(app, board, 60)
    assert sprite.face_up != face_up and sprite.angle == 0.0 and sprite.flip == 0.0
    # the explosion: drawn mid-way over the bench, with its sound; gone at the end
    board.anims.add(board.animate(R.Exploded(0, 2), 0))
    _run(app, board, 20)
    blast = next(p for p in board.overlay.pieces if hasattr(p, "t"))
    assert 0 < blast.t < 1 and "explosion" in played
    assert board.rect["pending"].top < blast.pos[1] < board.rect["pending"].bottom
    _run(app, board, 120)
    assert blast not in board.overlay.pieces
    # a pour: a token in flight, then the flask level rises
    board.view["flasks"] = []
    board.anims.add(board.animate(R.Poured(0, 1, "B", "half", True, "selected"), 0))
    _run(app, board, 10)
    assert board.overlay.pieces and "pour" in played  # the token in flight
    _run(app, board, 60)
    assert not board.overlay.pieces


def test_the_fire_level_panel_counts_the_beakers_as_drawn(app):
    board = _board_at_rest(app)
    v = board.view
    fires = [b["fire"] for b in v["beakers"] if not b["x"]]
    assert R.clamp_fire(sum(fires) + v["fire_shift"]) == v["fire_level"]  # at rest: the observation's value
    layer = pygame.Surface(app.size)
    board._draw_beakers(layer, v)  # mid-turn relabels keep the count and the level in step (no error)


def test_a_reveal_lights_the_edges_first_then_shows_the_sum_and_the_tube(app):
    board = _board_at_rest(app)
    event = R.ChemicalRevealed(board.view["current"], 2, 9, 3, 12, 21, 1, "R", "select")
    board.anims.add(board.animate(event, 0))
    frames(app, 3)
    assert not board._summed()  # edges lighting: "9 + 12 = ..." and no tube lit yet
    frames(app, 40)
    assert board._summed() and board.reveal["number"] == 21
    frames(app, 60)
    assert not board.anims.busy


def test_the_art_cache_keeps_faces_not_fill_levels_or_messages(app):
    """A pour animates the fill height and banners carry messages: neither adds art cache entries."""
    from labdesk.games.explosion import faces as F
    from labdesk.ui import art

    board = _board_at_rest(app)
    surf = pygame.Surface(app.size)
    F.draw_flask(surf, (100, 10), ("B", "Y"), "green", 2.0, True)  # both tokens and the glass drawn once
    before = len(art._cache)
    for step in range(50):
        F.draw_flask(surf, (100, 10), ("B", "Y"), "green", 1.0 + step / 49, True)
    assert len(art._cache) == before
    for round_no in range(1, 6):
        board.anims.add(board.animate(R.RoundEnded(round_no), 0))
    _run(app, board, 400)
    assert len(art._cache) == before and not board.anims.busy


def test_hovering_or_right_clicking_a_narrow_card_shows_its_whole_text_above_the_hand(app):
    from labdesk.games.explosion import faces as F
    from labdesk.games.explosion.board import Board

    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], seed=5)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    while match.state.phase != "planning" or not board.can_act():
        board.submit(match.legal_actions()[0])
        settle(app, board)
    match.state.held[0] = [(1, "blue"), (3, "blue"), (5, "blue")]
    board.sync()
    above_hand = F.zoom_panel(3, "blue").get_rect(bottomleft=(board.rect["hand"].x, board.rect["hand"].y - 6))
    titrate = board.hand.sprite(3)
    board.magnifier.hover(1.0, titrate.key, titrate.rect)
    assert board.magnifier.rect() == above_hand
    board.magnifier.hover(0.1, None, None)
    assert board.magnifier.rect() is None
    right = {"button": 3, "pos": titrate.rect.center}
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, right))
    assert board.magnifier.rect() == above_hand  # stays while the pointer is elsewhere
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, right))
    assert board.magnifier.rect() is None
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, right))
    before = (list(match.actions), board.choosing)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # a click on the large card closes it alone
        app.handle(pygame.event.Event(kind, {"button": 1, "pos": above_hand.center}))
    assert board.magnifier.pinned is None and (list(match.actions), board.choosing) == before
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, right))
    other = board.hand.sprite(5)
    board.toast = None
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):  # beside it: closes it and that card answers
        app.handle(pygame.event.Event(kind, {"button": 1, "pos": other.rect.center}))
    assert board.magnifier.pinned is None
    assert (list(match.actions), board.choosing) != before or board.toast is not None


def unstable_board(app):
    """A board where the human (seat 0) faces an Unstable Mixture it could neutralize."""
    from labdesk.games.explosion.board import Board

    for seed in range(1, 200):
        match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "medium")], seed)
        while match.current_seat() is not None and not (match.current_seat() == 0 and match.state.phase == "unstable"):
            match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        if match.current_seat() == 0:
            board = Board(app, match, autosave=False)
            app.push(board)
            settle(app, board)
            return board
    pytest.skip("no seeded game reached an Unstable Mixture on the human's turn")


def shown_button(board, label):
    return next(b for b in board.prompt.buttons if b.visible and b.text == label)


def test_let_it_explode_asks_first_and_its_yes_is_never_where_the_press_was(app):
    """Playtest: "Let it explode" came up where "Shuffle & select" had been; a double-click lost the
    chance to neutralize, with no undo. Now the first press asks, on buttons placed elsewhere."""
    board = unstable_board(app)
    actions = list(board.match.actions)
    pressed = pygame.Rect(shown_button(board, "Let it explode").relative_rect)
    press(app, board, "let it explode")
    frames(app)
    assert board.match.actions == actions  # only the question came up
    assert board.prompt.text == "Let it explode? This turn's flasks are lost."
    assert [b.text for b in board.prompt.buttons] == ["Back", "Let it explode"]
    assert not pygame.Rect(shown_button(board, "Let it explode").relative_rect).colliderect(pressed)
    press(app, board, "let it explode")  # the second press, on the question's own button
    settle(app, board)
    assert board.match.actions == actions + ["let it explode"]


def test_back_and_the_enter_key_never_let_it_explode(app):
    board = unstable_board(app)
    actions = list(board.match.actions)
    press(app, board, "let it explode")
    frames(app)
    back = next(b for b, c in zip(board.prompt.buttons, board.prompt.choices) if b.text == "Back")
    app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": back, "ui_object_id": ""}))
    frames(app)
    assert board.prompt.asking is None and board.prompt.text == "Unstable Mixture!"
    for _ in range(2):  # Enter, twice: the question, never the explosion
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        frames(app)
    assert board.match.actions == actions and board.prompt.asking is not None


def test_the_keyboard_stops_only_at_a_flask_it_can_pour_into_and_at_the_lab_row_when_it_shuffles(app):
    from labdesk.games.explosion.board import LAB_ROW, Board, FlaskKey

    def stops(board):
        return {target.key[1] for target in board.focus_targets() if target.key[0] == "hit"}

    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "medium")], seed=5)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    click(app, board.hand.sprites[0].rect.center)
    settle(app, board)
    while match.state.phase == "planning":
        press(app, board, "ready")
        settle(app, board)
    assert match.state.phase == "mixing"
    assert stops(board) == {LAB_ROW}  # nothing to pour yet: no flask is a stop, Enter there would do nothing
    click(app, (700, 150))
    settle(app, board)
    assert match.state.phase == "pour" and match.state.pending_source != "black"  # seed 5 draws a colour
    pours = {a.flask for a in match.state.legal_actions() if isinstance(a, R.Pour)}
    assert stops(board) == {FlaskKey(n) for n in pours}
    assert len(board.flask_rects) > len(pours)  # the unusable place is left out
