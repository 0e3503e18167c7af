"""Wrong Chemistry board, headless: drags become actions, illegal drags change nothing, claims by
click, AI turns animate event by event, the whole game reaches the results."""
from __future__ import annotations

import pygame

from labdesk.engine.match import Match, Seat
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.board import Board
from labdesk.games.wrong_chemistry.cards import load
from helpers.board import dead_stops
from labdesk.games.wrong_chemistry.rules import ClaimCard, EndTurn, MoveHex, TakeDisc, UseRestartium


def frames(app, n=1):
    surf = pygame.Surface(app.size)
    for _ in range(n):
        app.update(1 / 60)
        app.draw(surf)


def settle(app, board, limit=2000):
    for _ in range(limit):
        if board.worker is not None:
            board.worker.wait(5)
        board.anims.skip()
        frames(app)
        if board.can_act() or board.finished:
            return
    raise AssertionError("the board never settled")


def human_board(app, seed=2):
    match = Match("wrong-chemistry", [Seat("human", "Ana"), Seat("ai", "Boris", "medium")], seed)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    board.submit(board.state.legal_actions()[0])  # the start card
    settle(app, board)
    while board.state.phase != "play" or board.state.current != 0:
        settle(app, board)
    return board


def drag(app, start, end):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    frames(app)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)


def snapshot(board):
    s = board.state
    return (s.molecule, s.energy, [list(h) for h in s.hands], list(board.match.actions))


def test_illegal_drags_change_nothing_and_say_why(app):
    board = human_board(app)
    board.state.molecule = mol.START  # a known layout (the match is ours to arrange in a test)
    board.version += 1
    board.sync()
    before = snapshot(board)
    # a disc onto a hex that already holds one
    drag(app, board.cell_px((1, 0)), board.cell_px((1, -1)))
    assert snapshot(board) == before
    assert board.toast and "already holds a disc" in board.toast[0]
    # the blue hex cannot be dragged; a full yellow hex cannot move
    drag(app, board.cell_px((0, 0)), board.cell_px((2, 0)))
    assert snapshot(board) == before
    # a disc dropped off the molecule
    drag(app, board.cell_px((1, 0)), board.r_deck.center)
    assert snapshot(board) == before
    # a hand card dropped somewhere other than the discard pile
    drag(app, board.r_hand[0].center, board.r_molecule.center)
    assert snapshot(board) == before
    # after a spring-back everything is where it was
    frames(app, 30)
    assert board.view == {c: mol.DISC_NAMES[d] for c, d in mol.items(mol.START)}
    assert not board.overlay.busy  # the spring-back is over


def test_drags_become_actions(app):
    board = human_board(app)
    board.state.molecule = mol.START
    board.version += 1
    board.sync()
    drag(app, board.cell_px((1, 0)), board.r_supply.center)  # hex -> supply: take
    assert board.match.actions[-1] == str(TakeDisc((1, 0)))
    settle(app, board)
    drag(app, board.cell_px((1, 0)), board.cell_px((2, -1)))  # the empty hex to a free cell
    assert board.match.actions[-1] == str(MoveHex((1, 0), (2, -1)))
    settle(app, board)
    white = next(centre for colour, centre in board.supply_slots() if colour == "white")
    drag(app, white, board.cell_px((0, 0)))  # supply -> the blue hex
    assert board.match.actions[-1] == "place white (0,0)"
    settle(app, board)
    drag(app, board.cell_px((0, 0)), board.cell_px((2, -1)))  # hex -> hex
    assert board.match.actions[-1] == "move disc (0,0) (2,-1)"
    assert board.state.energy == 0
    # undo inside the turn
    settle(app, board)
    board.undo()
    frames(app, 2)
    assert board.state.energy == 1 and board.match.actions[-1] == "place white (0,0)"


def test_hex_drag_lights_only_legal_cells(app):
    board = human_board(app)
    board.state.molecule = mol.make([((0, 0), 0), ((0, 1), 2), ((-1, 1), 1), ((-1, 0), 2), ((0, -1), 1),
                                     ((1, 0), 0), ((2, 0), 1)])
    board.version += 1
    board.sync()
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=board.cell_px((1, 0)), button=1))
    legal = {a.dst for a in board.state.legal_actions() if isinstance(a, MoveHex) and a.src == (1, 0)}
    assert board.drag.targets.cells == legal and (-2, 0) not in legal
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.cell_px((-2, 0)), button=1))
    assert "split" in board.toast[0]


def test_clicking_a_matching_card_claims_it(app):
    board = human_board(app)
    state = board.state
    number = state.hands[0][0]
    card = load().elements[number]
    (q0, r0), _ = mol.items(card.pattern)[0]
    state.molecule = mol.make([((q - q0, r - r0), d) for (q, r), d in mol.items(card.pattern)])
    board.version += 1
    board.sync()
    assert board.hand.sprites[0].highlight is not None
    pos = board.hand.sprites[0].pos
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert board.match.actions[-1] == str(ClaimCard(number))
    assert state.piles[0] == [number]


def test_discard_by_dragging_a_card_to_the_discard_pile(app):
    board = human_board(app)
    number = board.state.hands[0][1]
    drag(app, board.hand.sprites[1].pos, board.r_discard.center)
    assert board.state.discard.top == number and board.state.energy == 3


def test_ai_game_animates_to_the_results(app):
    match = Match("wrong-chemistry", [Seat("ai", "Ana", "medium"), Seat("ai", "Boris", "easy")], 4)
    board = Board(app, match, autosave=False)
    app.push(board)
    seen_flying = False
    for _ in range(600):  # watch the first moves play at normal speed
        if board.worker is not None:
            board.worker.wait(5)
        frames(app)
        seen_flying = seen_flying or bool(board.overlay.pieces)
    assert seen_flying  # discs, hexes or cards were seen moving
    deck = board.state.deck  # bring the end near, then fast-forward to the results
    while len(deck) > 2:
        board.state.discard.push(deck.draw_one())
    for _ in range(20000):  # then fast-forward to the end
        if board.finished:
            break
        if board.worker is not None:
            board.worker.wait(5)
        board.anims.skip()
        frames(app)
    assert board.finished
    # the results screen writes the breakdown with the players' names, never "Seat N"
    from labdesk.ui.scenes.results import ResultsScene, breakdown_text
    assert isinstance(app.top, ResultsScene)
    text = breakdown_text(board.state.observation(None), match.names())
    assert "Ana:" in text and "Boris:" in text and "Seat " not in text
    assert "sequence bonus" in text


def test_hot_seat_start_cards_stay_private(app):
    import pygame_gui

    from labdesk.ui.scenes.handoff import HandoffScene

    match = Match("wrong-chemistry", [Seat("human", "Ana"), Seat("human", "Boris")], 3)
    board = Board(app, match, autosave=False)
    app.push(board)
    frames(app, 2)
    assert isinstance(app.top, HandoffScene) and board.viewer is None
    assert board.hand.sprites == []  # nobody's hand is on screen before the hand-off

    def ready():
        frames(app, 30)
        app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": app.top.ready,
                                                                     "ui_object_id": ""}))
        frames(app, 2)

    ready()
    assert app.top is board and board.viewer == 0
    assert [s.key for s in board.hand.sprites] == match.state.hands[0]
    pos = board.hand.sprites[0].pos
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert match.actions[-1].startswith("start card")
    for _ in range(100):
        frames(app)
        if isinstance(app.top, HandoffScene):
            break
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Boris"
    ready()
    assert board.viewer == 1
    assert [s.key for s in board.hand.sprites] == match.state.hands[1]


def record_text(monkeypatch):
    """Every string drawn with theme.blit_text, with the rectangle it took."""
    from labdesk.ui import theme
    drawn = []
    real = theme.blit_text

    def spy(surface, string, pos, *args, **kwargs):
        rect = real(surface, string, pos, *args, **kwargs)
        drawn.append((string, rect))
        return rect
    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


def test_long_names_keep_their_tags_whole(app, monkeypatch):
    long_a = "Anastasia Konstantinopolskaya-Whitfield"
    long_b = "Bartholomew Fitzgerald-Montgomery III"
    match = Match("wrong-chemistry", [Seat("human", long_a), Seat("ai", long_b, "medium")], 2)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    drawn = record_text(monkeypatch)
    board._render_panels(board.obs)
    texts = [t for t, _ in drawn]
    assert "(you)" in texts and "(AI medium)" in texts
    boxes = board._seat_boxes()
    for tag, box in zip(("(you)", "(AI medium)"), boxes):
        rect = next(r for t, r in drawn if t == tag)
        assert box.contains(rect) and rect.right <= box.right - 60  # clear of the score
    names = [t for t in texts if t.endswith("…")]
    assert len(names) == 2 and long_a.startswith(names[0][:-1]) and long_b.startswith(names[1][:-1])


def test_log_panel_shows_whole_entries_only(app, monkeypatch):
    board = human_board(app)
    long_entry = ("Boris moves the empty hex one step left and one down-left of the centre to a new spot "
                  "two steps right and one up-right of the centre, and then some more words to wrap it.")
    board.match.log[:] = [f"Entry {i}: " + long_entry for i in range(30)] + ["Ana's turn."]
    from labdesk.ui import theme
    rect = pygame.Rect(0, 0, 420, 300)
    size = 16
    drawn = record_text(monkeypatch)
    for height in range(120, 320, 7):  # whatever the panel height, the top line starts an entry
        drawn.clear()
        board.draw_log(pygame.Surface((420, 320)), pygame.Rect(0, 0, 420, height), size=size)
        lines = [t for t, _ in drawn if t != "Log"]
        assert lines and lines[-1] == "Ana's turn."
        assert lines[0] == "Ana's turn." or lines[0].startswith("Entry ")
        # and the lines are exactly whole wrapped entries, newest last
        shown = []
        for entry in reversed(board.match.log):
            wrapped = theme.wrap(entry, rect.width - 24 - size, size)  # room for the indent
            if len(shown) + len(wrapped) > len(lines):
                break
            shown[:0] = wrapped
        assert shown == lines


def test_a_drag_draws_the_table_once_then_only_the_dragged_piece(app, monkeypatch):
    board = human_board(app)
    cell = next(c for c, d in board.view.items() if d != "empty")
    start = board.cell_px(cell)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] + 30), rel=(0, 0),
                                  buttons=(1, 0, 0)))
    # the cached frame looks exactly like drawing the whole table
    fast, full = pygame.Surface(app.size), pygame.Surface(app.size)
    board.draw_board(fast)
    board._draw_table(full, moving=True)
    assert pygame.image.tobytes(fast, "RGB") == pygame.image.tobytes(full, "RGB")
    calls = []
    real = board._draw_table
    monkeypatch.setattr(board, "_draw_table", lambda surface, moving: (calls.append(moving), real(surface, moving)))
    for i in range(10):
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 5 * i, start[1]), rel=(0, 0),
                                      buttons=(1, 0, 0)))
        frames(app)
    assert calls == []  # every frame of the drag: one blit of the backdrop plus the disc
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    frames(app)
    assert calls and board.drag is None


def test_drag_frame_bench_reports_wall_and_cpu_time(app):
    from labdesk.games.wrong_chemistry.board import bench_drag
    from labdesk.ui.scenes.menu import MenuScene
    app.reset(MenuScene(app))
    figures = bench_drag(app, frames=12)
    assert set(figures) == {"wall_ms", "cpu_ms"} and all(v > 0 for v in figures.values())


def test_a_move_animates_on_the_overlay_then_the_overlay_is_cleared(app):
    board = human_board(app)
    board.state.molecule = mol.START
    board.version += 1
    board.sync()
    assert board.submit(TakeDisc((1, 0)))
    frames(app, 3)  # the disc is on its way to the supply, its hex already empty
    assert board.anims.busy and board.overlay.pieces
    assert board.view[(1, 0)] == "empty"
    settle(app, board)
    assert not board.overlay.pieces and board.view_supply == board.obs["supply"]


def _matching_molecule(state, number):
    """Arrange the molecule so that hand card ``number`` can be claimed."""
    card = load().elements[number]
    (q0, r0), _ = mol.items(card.pattern)[0]
    state.molecule = mol.make([((q - q0, r - r0), d) for (q, r), d in mol.items(card.pattern)])


def test_a_claim_that_grows_a_run_flies_into_the_pile_and_pops_its_bonus(app):
    board = human_board(app)
    state = board.state
    elements = load().elements
    number = next(n for n in state.hands[0] if n - 1 in elements or n + 1 in elements)
    neighbour = number - 1 if number - 1 in elements else number + 1
    state.piles[0] = [neighbour]
    _matching_molecule(state, number)
    board.version += 1
    board.sync()
    events = board.match.apply(ClaimCard(number))
    assert events[0].run_bonus == 2  # the claimed card and the one it joined
    board.play_events(events, 0)
    frames(app, 2)  # in flight: its chip waits for it, the bonus label is on the overlay
    assert number in board.arriving and board.overlay.pieces
    settle(app, board)
    assert not board.arriving


def test_a_claim_beside_no_neighbour_adds_no_run_bonus(app):
    board = human_board(app)
    state = board.state
    number = state.hands[0][0]
    state.piles[0] = []
    _matching_molecule(state, number)
    assert board.match.apply(ClaimCard(number))[0].run_bonus == 0


def _key(app, key):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def test_esc_cancels_a_drag_in_progress_then_pauses(app):
    board = human_board(app)
    board.state.molecule = mol.START
    board.version += 1
    board.sync()
    before = snapshot(board)
    start = board.cell_px((1, 0))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=board.cell_px((2, 0)), rel=(0, 0), buttons=(1, 0, 0)))
    assert board.drag is not None
    _key(app, pygame.K_ESCAPE)
    assert board.drag is None and app.top is board  # the disc went home, no pause menu
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.cell_px((2, 0)), button=1))
    assert snapshot(board) == before  # letting go afterwards does nothing
    _key(app, pygame.K_ESCAPE)
    assert app.top is not board  # nothing to cancel: Esc pauses as before


def test_esc_cancels_a_dragged_hand_card(app):
    board = human_board(app)
    before = snapshot(board)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=board.hand.sprites[1].pos, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=board.r_discard.center, rel=(0, 0), buttons=(1, 0, 0)))
    assert board.hand.dragging
    _key(app, pygame.K_ESCAPE)
    assert not board.hand.dragging and app.top is board
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.r_discard.center, button=1))
    assert snapshot(board) == before  # not discarded


def test_the_marks_beside_a_score_explain_themselves_on_hover(app):
    from labdesk.games.wrong_chemistry.faces import seat_marks
    board = human_board(app)
    box = board._seat_boxes()[1]
    marks = seat_marks(box, board.obs["piles"][1]["score"]["total"], board.obs["hand_sizes"][1])
    text = board.tips.at(marks.hand.center).text
    assert text == f"{board.obs['hand_sizes'][1]} cards in hand"
    text = board.tips.at(marks.score.center).text
    assert "run bonus" in text
    assert board.tips.at(board.r_molecule.center) is None


def test_a_scored_chip_and_a_hand_cards_number_and_badge_say_what_they_are(app):
    from labdesk.games.wrong_chemistry.faces import card_layout
    board = human_board(app)
    elements = load().elements
    board.state.piles[1] = [20, 21]  # a run of two
    board.version += 1
    board.sync()
    chip = next(c for c in board.pile_chips(board.obs)[0] if c.number == 20)
    assert board.tips.at(chip.rect.center).text == f"{elements[20].name} (20 Ca): 1 point, in a run"
    card = elements[board.obs["hand"][0]["number"]]
    slot, lay = board.r_hand[0], card_layout()
    badge = (slot.x + lay.badge_centre[0], slot.y + lay.badge_centre[1])
    assert board.tips.at(badge).text.startswith(f"Worth {card.value} point")
    number = (slot.x + lay.number_topleft[0] + 4, slot.y + lay.number_topleft[1] + 8)
    assert board.tips.at(number).text.startswith(f"Element {card.number}: ")
    assert board.tips.at(slot.center) is None  # the card itself: the magnifier's


def test_the_line_under_the_molecule_names_the_element_it_makes_and_who_holds_it(app):
    from labdesk.games.wrong_chemistry.panels import molecule_now
    board = human_board(app)
    state = board.state
    number = state.hands[0][0]
    _matching_molecule(state, number)
    board.version += 1
    board.sync()
    now = molecule_now(board.obs, board.viewer, board.names)
    assert now.number == number and now.claimable and "click it to claim" in now.holder
    state.hands[0].remove(number)
    state.piles[1].append(number)
    board.version += 1
    now = molecule_now(board.obs, board.viewer, board.names)
    assert not now.claimable and now.holder == "already scored by Boris"
    state.molecule = mol.START
    board.version += 1
    assert molecule_now(board.obs, board.viewer, board.names).number is None
    assert molecule_now(board.obs, None, board.names).holder == ""  # a spectator holds no hand


def test_picking_a_start_card_by_keys_offers_only_cards_and_piles(app):
    match = Match("wrong-chemistry", [Seat("human", "Ana"), Seat("ai", "Boris", "medium")], 2)
    board = Board(app, match, autosave=False)
    app.push(board)
    settle(app, board)
    assert board.obs["phase"] == "choose"
    kinds = {t.key[0] for t in board.focus_targets()}
    assert "area" not in kinds and "hand" in kinds  # no disc or cell to use before play starts


def test_a_held_disc_is_carried_by_arrows_only_to_where_it_may_go(app):
    board = human_board(app)
    board.state.molecule = mol.make([((0, 0), 2), ((0, -1), 1), ((1, -1), 2), ((1, 0), 1), ((-1, 0), 2),
                                     ((-1, 1), 1), ((0, 1), 0)])
    board.version += 1
    board.sync()
    before = snapshot(board)
    for _ in range(len(board.focus_targets()) + 1):
        _key(app, pygame.K_TAB)
        if board.focus.key == ("area", "hex:-1,1"):
            break
    _key(app, pygame.K_RETURN)
    assert board.holding()
    assert [t.key for t in board.focus_targets()] == [("area", "supply"), ("area", "hex:-1,1"), ("area", "hex:0,1")]
    _key(app, pygame.K_RIGHT)  # from where it was lifted to the free cell beside it
    assert board.focus.key == ("area", "hex:0,1")
    _key(app, pygame.K_LEFT)
    _key(app, pygame.K_RETURN)  # put back where it was: no move, no complaint
    assert not board.holding() and board.toast is None and snapshot(board) == before


def test_the_molecule_line_is_whole_for_every_element_in_english_and_russian(app):
    from labdesk.games.wrong_chemistry.panels import draw_molecule_now
    from labdesk.i18n import language, set_language
    from labdesk.ui import theme
    board = human_board(app)
    surface = pygame.Surface(app.size)
    was = language()
    try:
        for lang in ("en", "ru"):
            set_language(lang)
            for number in [None, *load().elements]:
                for hand, pile in (([number], []), ([], [number])):  # claimable; already the viewer's
                    obs = {"phase": "play", "matches_card": number, "matching_hand_cards": hand, "current": 0,
                           "piles": [{"cards": pile}, {"cards": []}]}
                    with theme.recording_cuts() as cuts:
                        draw_molecule_now(surface, board.r_now, obs, 0, ["Ana", "Boris"])
                    assert cuts == [], (lang, number)
    finally:
        set_language(was)


def test_a_press_beside_the_large_card_closes_it_and_still_lifts_the_piece(app):
    board = human_board(app)
    board.state.molecule = mol.START
    board.version += 1
    board.sync()
    frames(app)
    card = board.hand.sprites[0]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, card.pos)), button=3))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(map(int, card.pos)), button=3))
    frames(app)
    zoom = board.magnifier.rect()
    assert board.magnifier.pinned is not None and zoom is not None
    white = next(centre for colour, centre in board.supply_slots() if colour == "white")
    assert not zoom.collidepoint(white)
    drag(app, white, board.cell_px((0, 0)))  # the same press closes the card and lifts the disc
    assert board.magnifier.pinned is None
    assert board.match.actions[-1] == "place white (0,0)"


def test_a_press_on_the_large_card_only_closes_it(app):
    board = human_board(app)
    card = board.hand.sprites[0]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(map(int, card.pos)), button=3))
    frames(app)
    zoom = board.magnifier.rect()
    before = snapshot(board)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=zoom.center, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=zoom.center, button=1))
    frames(app)
    assert board.magnifier.pinned is None and board.drag is None and snapshot(board) == before


def test_pieces_keep_their_places_while_one_turn_stretches_the_molecule(app):
    """Two hexes moved to the far left in one turn (the full lesson's Sulfurball): the hexes not moved
    stay under the pointer; a free cell at the panel's edge is cut, and what shows of it takes a drop."""
    board = human_board(app)
    board.state.molecule = mol.START
    board.version += 1
    board.sync()
    still = {cell: board.cell_px(cell) for cell in ((0, -1), (0, 0), (1, -1))}
    for a, b in (((-1, 1), None), ((-1, 1), (-2, 1)), ((1, 0), None), ((1, 0), (-3, 2))):
        drag(app, board.cell_px(a), board.r_supply.center if b is None else board.cell_px(b))
        settle(app, board)
    assert board.match.actions[-1] == str(MoveHex((1, 0), (-3, 2)))
    assert {cell: board.cell_px(cell) for cell in still} == still
    cut_spot = (board.cell_px((-3, 3))[0], board.r_molecule.bottom - 2)  # what shows of a cut free cell
    assert board.px_cell(cut_spot) == (-3, 3)


def test_the_title_names_the_ai_as_soon_as_the_turn_passes_to_it(app, monkeypatch):
    """While the end of Ana's turn still animates (the table shows it as it was), the title said
    "Your turn" over "Boris is thinking"."""
    from labdesk.games.wrong_chemistry import board as wc_board

    titles = []
    monkeypatch.setattr(wc_board, "draw_title", lambda surface, pos, title, status: titles.append(status))
    board = human_board(app)
    frames(app)
    assert titles[-1] == "Your turn"
    board.submit(next(a for a in board.state.legal_actions() if isinstance(a, EndTurn)))
    frames(app)
    assert board.anims.busy and board.obs["current"] == 0  # the table still shows Ana's turn ...
    assert titles[-1] == "Boris's turn"  # ... the title says whose turn it is


def test_the_keyboard_stops_only_where_enter_acts_now(app):
    """Tab stopped at Restartium already used, Extraxodium with no scored card and the discard pile:
    Enter there only answered "Nothing to do there now" in mid-table."""
    board = human_board(app)
    frames(app)
    keys = {t.key for t in board.focus_targets()}
    acts = board.state.legal_actions()
    assert (("hit", ("restartium",)) in keys) == any(isinstance(a, UseRestartium) for a in acts)
    assert ("hit", ("extraxodium",)) not in keys and ("hit", ("discard",)) not in keys  # no scored card yet
    assert not any(k[0] == "hit" and k[1][0] == "chip" for k in keys)
    if board.view[(0, 0)] == "empty":
        assert ("area", "hex:0,0") not in keys  # the blue hex never moves
    assert dead_stops(app, board) == []
