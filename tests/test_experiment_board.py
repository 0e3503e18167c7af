"""The Experiment board, headless: it draws every phase, and clicks and drags become actions."""
from __future__ import annotations

import pygame
import pygame_gui
import pytest

from labdesk.engine.match import Match, Seat
from labdesk.games.experiment.board import Board
from labdesk.games.experiment.content import BROKEN
from labdesk.games.experiment.faces import LAB_ROW, cracked_halves, lab_face
from labdesk.games.experiment.rules import CompleteTask, EndTasks
from labdesk.ui.app import App, make_board, settle
from labdesk.ui.table import geometry
from labdesk.settings import Settings
from helpers.board import play_to_results

NAMES = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]


@pytest.fixture
def app():
    application = App(headless=True, sound=False, settings=Settings())
    from labdesk.ui.scenes.menu import MenuScene

    application.reset(MenuScene(application))
    return application


def board_at(app, players=4, variant="standard", seed=7, until=None, moves=0):
    """A board where seat 0 is human, after AI play (seat 0 too) up to ``until`` or ``moves``."""
    seats = [Seat("human", NAMES[0])] + [Seat("ai", n, "medium") for n in NAMES[1:players]]
    match = Match("experiment", seats, seed, {"variant": variant})
    for _ in range(5000 if until else moves):
        if match.current_seat() is None:
            break
        if until and match.current_seat() == 0 and until(match.state):
            break
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    assert isinstance(board, Board)
    app.push(board)
    settle(app)
    return board


def click(board, sprite):
    pos = (int(sprite.pos[0]), int(sprite.pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def others(board):
    return geometry.others(board.me, board.obs["players"])


def prompt_button(board, action_type):
    """The prompt bar's button for an action of this type."""
    return next(b for b, c in zip(board.prompt.buttons, board.prompt.choices) if isinstance(c.action, action_type))


def draw(app):
    canvas = pygame.Surface(app.size)
    app.update(1 / 60)
    app.draw(canvas)
    return canvas


@pytest.mark.parametrize("players, variant, moves", [(2, "standard", 0), (4, "standard", 25),
                                                     (6, "advanced", 40), (3, "standard", 400)])
def test_board_draws_every_kind_of_table(app, players, variant, moves):
    board_at(app, players, variant, seed=3, moves=moves)
    for _ in range(3):
        draw(app)


def test_drag_a_hand_card_onto_the_face_down_card(app):
    board = board_at(app, until=lambda s: s.decision == "commit")
    hand = board.hand.sprites[-1]
    value = hand.key[2]
    target = next(s for s in board.front_sprites if s.key[1] == "face-down")
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(int(hand.pos[0]), int(hand.pos[1]))))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(target.pos[0]), int(target.pos[1])),
                                          rel=(0, 0), buttons=(1, 0, 0)))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(int(target.pos[0]), int(target.pos[1]))))
    assert board.match.state.commits[0] == (value, "face-down")


def test_click_a_hand_card_then_the_face_up_card(app):
    board = board_at(app, until=lambda s: s.decision == "commit")
    hand = board.hand.sprites[0]
    click(board, hand)
    assert board.sel_hand == hand.key[2]
    click(board, next(s for s in board.front_sprites if s.key[1] == "face-up"))
    assert board.match.state.commits[0] == (hand.key[2], "face-up")


def test_pick_a_lab_card_from_the_row(app):
    board = board_at(app, until=lambda s: s.decision == "pick")
    before = len(board.match.state.lab_front[0]) + board.match.state.debt[0]
    open_card = next(s for s in board.row_sprites if s.key[0] == "open")
    click(board, open_card)
    state = board.match.state
    assert board.match.actions[-1] == f"take {open_card.key[2]} lab card"
    assert len(state.lab_front[0]) >= before or state.round > 1


def test_the_lab_row_keeps_its_places_when_a_card_is_taken(app):
    """A taken card leaves its place empty until the round ends: the cards beside it do not slide
    under the pointer (the audit's misclick trap)."""
    board = board_at(app, players=2, variant="two-player", until=lambda s: s.decision == "pick")
    before = {s.key: s.pos for s in board.row_sprites if s.key[0] == "open"}
    first = min((s for s in board.row_sprites if s.key[0] == "open"), key=lambda s: s.pos[0])
    click(board, first)
    settle(board.app)
    if board.match.state.round != 1 or board.match.state.phase != "pick":
        pytest.skip("the round ended with that pick")
    after = {s.key: s.pos for s in board.row_sprites if s.key[0] == "open"}
    assert after and len(after) == len(before) - 1
    assert all(before[key] == pos for key, pos in after.items())
    assert None in board.obs["row_slots"]


def test_completion_helper_suggests_the_cheapest_set_and_completes(app):
    board = board_at(app, until=lambda s: s.decision == "tasks")
    glowing = [s for s in board.task_sprites if s.highlight is not None]
    assert glowing
    click(board, glowing[0])
    assert board.sel_task == glowing[0].key[2] and board.sel_cards
    complete = prompt_button(board, CompleteTask)
    assert complete.is_enabled
    done = len(board.match.state.tasks_done[0])
    board.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=complete))
    assert len(board.match.state.tasks_done[0]) == done + 1
    for _ in range(200):  # let the completion animation play
        app.update(1 / 30)
    draw(app)


def test_a_wrong_click_changes_nothing(app):
    board = board_at(app, until=lambda s: s.decision == "commit")
    before = board.match.state.observation(0)
    click(board, board.front_sprites[0])  # no hand card chosen first
    assert board.match.state.observation(0) == before
    assert board.toast is not None


def test_board_keeps_drawing_while_animations_run(app):
    # speed is measured by `labdesk bench`, not here: this only checks frames draw with tweens running
    board = board_at(app, 6, "advanced", seed=3, moves=40)
    board.anims.add(board.demo_animation())
    canvas = pygame.Surface(app.size)
    for _ in range(40):
        app.update(1 / 60)
        app.draw(canvas)
    assert canvas.get_at((app.size[0] // 2, app.size[1] // 2)) != (0, 0, 0, 255)


def test_hint_rings_the_suggested_card(app):
    from labdesk.games.experiment.ai import choose_medium

    board = board_at(app, until=lambda s: s.decision == "pick")
    board.hint_action = choose_medium(board.match.state)
    assert board.hint_sprite() is not None
    draw(app)


def test_hot_seat_hand_off_between_two_human_bidders(app):
    """Two humans commit influence in secret: each sees only their own choice, with a hand-off
    screen between them."""
    from labdesk.ui.scenes.handoff import HandoffScene

    seats = [Seat("human", "Ana"), Seat("human", "Boris"), Seat("ai", "Chen", "medium")]
    match = Match("experiment", seats, 4, {})
    board = make_board(app, match, autosave=False)
    app.push(board)
    assert board.viewer is None  # nobody's cards show before the first hand-off
    draw(app)
    for _ in range(5):
        app.update(1 / 60)
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Ana"
    app.top.confirm()
    app.update(1 / 60)
    assert board.viewer == 0 and board.can_act()
    board.submit(match.legal_actions()[0])
    for _ in range(200):
        app.update(1 / 30)
        if isinstance(app.top, HandoffScene):
            break
    assert isinstance(app.top, HandoffScene) and app.top.player_name == "Boris"
    app.top.confirm()
    app.update(1 / 60)
    assert board.viewer == 1
    # Boris sees that Ana has chosen, not what
    ana = board.obs["seats"][0]
    assert ana["committed"] and "commit" not in ana
    draw(app)


def test_a_whole_ai_game_animates_every_event_to_the_results(app, players=3, variant="standard"):
    seats = [Seat("ai", NAMES[i], "medium") for i in range(players)]
    match = Match("experiment", seats, 12, {"variant": variant})
    app.push(make_board(app, match, autosave=False))
    play_to_results(app, match, step=1 / 20, draw_every=25, limit=20000)


def ai_only_board(app, players=4, seed=3):
    seats = [Seat("ai", NAMES[i], "easy") for i in range(players)]
    match = Match("experiment", seats, seed, {"variant": "standard"})
    board = make_board(app, match, autosave=False)
    app.push(board)
    return board


def test_banner_prompt_and_thinking_badge_describe_the_same_moment_in_an_ai_only_game(app):
    """While a move animates, the banner and the prompt describe the state the log and the toolbar's
    'X is thinking' describe (the state after the queue), never the one before the move."""
    from labdesk.games.experiment.words import PHASES

    board = ai_only_board(app)
    checked = 0
    for _ in range(1500):
        if board.worker is not None:
            board.worker.wait(5)
        app.update(1 / 30)
        if not board.anims.busy:
            continue
        state = board.match.state
        headline, prompt, _ = board.shown_text()
        if state.is_over():
            break
        assert f"Round {state.round}/12" in headline and PHASES[state.phase] in headline
        seat = board.match.current_seat()
        assert prompt.startswith(f"{board.names[seat]} is choosing")
        assert board.prompt.text == prompt  # the prompt bar draws these words
        if board.worker is not None:
            assert board.worker.tag[1] == seat  # the toolbar names the same seat
        checked += 1
    assert checked > 100


def test_the_row_note_never_lies_under_lab_cards(app):
    """'New lab cards are laid out...' shows in the empty row of the task phase, and goes the moment
    the next round's cards start to fly in."""
    board = board_at(app, 4, seed=7, until=lambda s: s.decision == "tasks")
    assert board.shown_text()[2].startswith("New lab cards")
    board.submit(EndTasks())
    frames = 0
    while board.match.state.round == board.obs["round"] and board.match.state.phase == "tasks" and frames < 2000:
        if board.worker is not None:
            board.worker.wait(5)
        app.update(1 / 30)
        frames += 1
    assert board.anims.busy or board.row_sprites  # the new round's cards are coming or lie there
    assert board.shown_text()[2] == ""


def test_seat_titles_are_clean(app):
    board = board_at(app, 4, moves=30)
    for seat in range(4):
        title = board.seat_title(seat)
        assert "(" not in title and ")" not in title
        assert title.startswith(NAMES[seat])
    assert board.seat_title(1).startswith("Boris · AI medium")
    assert board.seat_title(0) in ("Ana", "Ana · active", "Ana · peeked", "Ana · active · peeked")


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_nothing_is_cut_off_at_any_player_count(app, players):
    from labdesk.games.experiment import panels
    from labdesk.games.experiment.faces import TASK
    from labdesk.ui.table.prompt import PROMPT_LINES
    from labdesk.ui import theme

    variant = "two-player" if players == 2 else "standard"
    board = board_at(app, players, variant, seed=5, moves=40)
    tasks = board.rects["tasks"]
    _, slots = panels.display_positions(tasks, 3)
    for x, y in slots:  # a display card, its glow and its hover zoom stay inside the Tasks panel
        card = pygame.Rect(0, 0, TASK[0] * 1.12 + 6, TASK[1]).move(0, 0)
        card.center = (x, y)
        assert tasks.contains(card.inflate(0, -20))
    for seat in others(board):  # every opponent's name and tags show whole
        p = board.panels[seat]
        assert theme.fit(board.names[seat], p.width - 140, 18, bold=True) == board.names[seat]
        kind = [t for t in board.seat_tags(seat) if t not in ("active", "peeked")]
        tags = " · ".join(kind + ["active", "peeked"])  # the longest the tags line gets
        assert theme.fit(tags, p.width - 92, 16) == tags  # left of "12 done"
    width = board.rects["prompt"].width - 20
    for decision in ("commit", "play", "pick", "discard", "tasks", "new-task"):
        board.obs["decision"] = decision
        board.obs.setdefault("pending", [])
        board.can_act = lambda: True
        assert len(theme.wrap(board.prompt_text(), width, 18)) <= PROMPT_LINES, decision


def test_a_taken_task_flies_on_top_and_lands_inside_the_takers_panel(app):
    from labdesk.games.experiment.rules import TaskTaken

    board = board_at(app, 6, seed=3, moves=40)
    display = next(s for s in board.display_sprites if s.key[0] == "display")
    seat = others(board)[0]
    board.anims.add(board.animate(TaskTaken(seat, display.key[2], False), seat))
    assert display in board.overlay.pieces and display not in board.sprites  # drawn above panels and labels
    for _ in range(60):
        app.update(1 / 30)
        if display.alpha < 255:
            break
    drawn = display.rect.scale_by(display.scale)  # the card as drawn, shrunk on its way
    assert board.panels[seat].contains(drawn)


def test_a_broken_flask_shakes_cracks_and_falls_apart_inside_its_owners_panel(app):
    from labdesk.games.experiment.rules import BrokenFlask

    board = board_at(app, 6, seed=3, moves=40)
    seat = others(board)[0]
    card = lab_face(BROKEN, LAB_ROW, board.symbols())
    halves = cracked_halves(BROKEN, LAB_ROW, board.symbols())
    board.anims.add(board.animate(BrokenFlask(seat, False), seat))
    panel = board.panels[seat]
    pieces, halves_seen = set(), 0
    for _ in range(90):
        app.update(1 / 30)
        draw(app)
        shown = [s for s in board.overlay.pieces if s.front is card or s.front in halves]
        pieces.update(shown)
        for s in shown:
            if s.visible and s.alpha > 40:
                assert panel.contains(s.rect.scale_by(s.scale).inflate(-24, -24)), s.rect
        halves_seen += sum(1 for s in shown if s.front in halves)
        if not board.anims.busy:
            break
    assert len(pieces) >= 3  # the card and its two halves (plus the words)
    assert halves_seen > 0


def test_an_explosion_bursts_and_says_what_happens(app):
    from labdesk.games.experiment.rules import Explosion

    board = board_at(app, 4, seed=3, moves=40)
    tweens = board.animate(Explosion(1), 1)
    assert len(tweens) > 4
    board.anims.add(tweens)
    for _ in range(40):
        app.update(1 / 30)
        draw(app)


def test_task_buttons_hide_while_a_completion_animates(app):
    board = board_at(app, until=lambda s: s.decision == "tasks")
    click(board, next(s for s in board.task_sprites if s.highlight is not None))
    complete, end = prompt_button(board, CompleteTask), prompt_button(board, EndTasks)
    assert complete.visible
    board.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=complete))
    assert board.anims.busy
    assert not complete.visible and not end.visible


def test_a_dragged_card_lifts_nothing_until_the_drop(app, monkeypatch):
    # QA: cards under a dragged hand card rose with the hover zoom and covered the places to drop it
    board = board_at(app, until=lambda s: s.decision == "commit")
    hand = board.hand.sprites[0]
    task = (board.task_sprites + board.display_sprites)[0]  # a card that rises when pointed at
    start, over = (int(hand.pos[0]), int(hand.pos[1])), (int(task.pos[0]), int(task.pos[1]))
    pointer = [start]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])  # the board reads the mouse itself
    for _ in range(10):
        draw(app)
    assert hand.hover == 1.0  # pointed at, before the press: lifted
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    for step in range(1, 11):
        pointer[0] = (start[0] + (over[0] - start[0]) * step // 10, start[1] + (over[1] - start[1]) * step // 10)
        board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pointer[0], rel=(0, 0), buttons=(1, 0, 0)))
        draw(app)
    for _ in range(10):
        draw(app)
    assert board.hand.dragging
    # neither the dragged card nor the task under it
    assert all(s.hover == 0 for s in board.sprites + board.hand.sprites)
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=over))  # not a place to drop it
    for _ in range(10):
        draw(app)
    assert board.hand.drag is None and task.hover == 1.0  # after the drop, hovering works again


def test_an_event_right_after_a_hand_off_hit_tests_the_new_viewers_table(app):
    """The monkey's crash: the viewer changed in a frame's update and a click arrived before the
    next update re-synced, so the panels still left out the last viewer and an animation of that
    seat's lab card found no panel. The board now re-syncs before it routes the event."""
    seats = [Seat("human", NAMES[0]), Seat("human", NAMES[1]), Seat("ai", NAMES[2], "random")]
    board = make_board(app, Match("experiment", seats, 3), autosave=False)
    app.push(board)
    board.viewer = 0
    board._resync()
    assert set(board.panels) == {1, 2}
    board._set_viewer(1)  # what a hand-off's "ready" does, between two updates
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert set(board.panels) == {0, 2}
    assert board.seat_spot(0, "lab") and board.seat_spot(2, "lab")


def test_open_tasks_narrow_instead_of_overlapping_up_to_eight(app):
    """Eight open tasks overlapped and cut each other's names ("Prism Spectru…"): the cards narrow
    as they grow in number, side by side and left of the Completed list, every name whole."""
    from labdesk.games.experiment import panels
    from labdesk.games.experiment.faces import task_layout

    board = board_at(app, players=3, moves=0)
    area = board.rects["me_tasks"]
    for n in range(1, 9):
        width, _height = panels.task_size(area, n)
        slots = panels.task_slots(area, n)
        assert width >= panels.TASK_LEAST
        assert all(b[0] - a[0] >= width + panels.TASK_GAP - 1 for a, b in zip(slots, slots[1:])), n  # rounding
        assert slots[-1][0] + width // 2 < area.right - 220, n  # clear of "Completed"
    width = panels.task_size(area, 8)[0]
    for task in ("T55", "T20", "T50"):
        assert not any(line.endswith("…") for line in task_layout(task, (width, 118))["title"].lines)


@pytest.mark.parametrize("players, variant", [(3, "advanced"), (2, "two-player")])
def test_the_personal_sets_show_as_cards_in_the_piles_place_with_hover_text(app, players, variant):
    """"personal / 1-6 sets" floated as two lines of text under nothing: the set now lies as a fan
    of its cards where the influence piles are in the standard game, and says what it is on hover."""
    from labdesk.games.experiment import panels
    from labdesk.games.experiment.spec import SPEC

    board = board_at(app, players=players, variant=variant)
    note = next(v.description for v in SPEC.variants if v.name == variant)
    tips = {t.text: t.rect for t in board.tips.tips}
    assert tips[note] == panels.personal_set_rect(board.rects)
    assert not any(p.name.startswith("inf_") for p in panels.piles(board.rects, board.obs))


def test_pick_order_badges_lab_tokens_and_task_chips_have_hover_text(app):
    """The small marks of a bench say what they are on hover: each pick-order badge its place, an
    opponent's line of lab tokens its cards in words, each task chip its task in full."""
    from labdesk.games.experiment import panels, words

    board = board_at(app, players=3, moves=40, seed=5)
    obs = board.obs
    tips = {t.text: t.rect for t in board.tips.tips}
    for seat, rect in board.panels.items():
        info = obs["seats"][seat]
        for place, badge in panels.badge_rects(board.badges(seat), rect.x + 18, rect.y + 18):
            assert tips[words.place_tip(place, place - 1 < obs["order_index"])] == badge
        chips, _cut = panels.chip_places(rect, info["tasks"], board.symbols())
        for tid, chip in zip(info["tasks"], chips):
            assert tips[words.task_tip(tid)] == chip and rect.contains(chip)
        if info["lab"]:
            assert rect.contains(tips[words.lab_tokens_tip(info["lab"])])
    assert words.task_tip("T17") == "T17 Lime Water: 2× red, 1× yellow; 3 points"


def test_the_keyboard_stops_only_where_the_decision_is_made(app):
    """Giving up lab cards (the "discard" decision), Tab went over the row's and the display's cards
    too, and Enter there only said "Nothing to do there now": the ring now stays in the decision's
    areas. In the pick, it goes over the row and the tasks, not the viewer's own bench."""
    from labdesk.games.experiment import panels

    for decision, seed in (("discard", 1), ("pick", 7)):
        board = board_at(app, players=3, seed=seed, until=lambda state: state.observation(0)["decision"] == decision)
        assert board.obs["decision"] == decision
        areas = [board.rects[name] for name in panels.DECISION_AREAS[decision]]
        hits = [t for t in board.focus_targets() if t.key[0] == "hit"]
        assert hits and all(any(a.colliderect(t.rect) for a in areas) for t in hits), decision
        app.pop()


def test_a_new_round_shows_no_influence_total_of_the_last_one(app):
    """Playtest: as round 2 began, the panels still showed round 1's "= 2" while the new cards were dealt."""
    from labdesk.engine.match import Match, Seat
    from labdesk.games.experiment.rules import RoundStarted
    from labdesk.ui.tween import Call

    def ends_round_one(match):
        state = match.state.clone()
        return any(isinstance(e, RoundStarted) and e.round == 2
                   for e in state.apply(match.ai_player(0).choose(match.state.clone())))

    for seed in range(1, 30):
        seats = [Seat("human", NAMES[0])] + [Seat("ai", n, "medium") for n in NAMES[1:3]]
        match = Match("experiment", seats, seed, {"variant": "advanced"})
        while match.state.round == 1 and not (match.current_seat() == 0 and ends_round_one(match)):
            match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        if match.state.round == 1:
            break
    else:
        pytest.skip("no seeded game ended round 1 on the human's action")
    assert any(info["influence"] is not None for info in match.state.observation(0)["seats"])
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    began = []
    started = board.animations[RoundStarted]
    board.animations[RoundStarted] = lambda event: [Call(lambda: began.append(True))] + started(event)
    totals = []  # what the panels are drawn from, frame by frame, once the new round's step has begun
    assert board.submit(board.match.ai_player(0).choose(board.match.state.clone()))
    canvas = pygame.Surface(app.size)
    for _ in range(600):
        board.update(1 / 30)
        board.draw(canvas)
        if began:
            totals.append([info["influence"] for info in board.obs["seats"]])
        if not board.anims.busy:
            break
    assert began and totals and all(t is None for frame in totals for t in frame)


def test_a_double_lab_token_takes_its_own_width_in_the_line():
    """Audit (two-player): a double (two overlapping tokens) was laid out one token wide, so the next
    token hid its letter."""
    from labdesk.games.experiment import panels
    from labdesk.games.experiment.faces import kind_token

    places, cut = panels.token_places(pygame.Rect(20, 66, 560, 180), ["double-yellow", "blue", "yellow"])
    assert not cut and places[0].width == kind_token("double-yellow", panels.TOKEN_RADIUS).get_width()
    assert all(a.right < b.left for a, b in zip(places, places[1:]))


def test_a_hand_stays_still_while_the_same_player_goes_on(app):
    """Audit (hot seat, 150 %): after Boris played an influence card the board redrew while the card
    still flew, laying his hand out afresh; his next click met other cards. While the same person
    decides again the cards kept stay where they lay."""
    from labdesk.ui.scenes.handoff import HandoffScene

    match = Match("experiment", [Seat("human", "Ana"), Seat("human", "Boris")], 71, {})
    board = make_board(app, match, autosave=False)
    app.push(board)
    for _ in range(400):
        app.update(1 / 30)
        if isinstance(app.top, HandoffScene):
            app.top.confirm()
            continue
        if not board.can_act():
            continue
        before = {s.key: s.pos for s in board.hand.sprites}
        seat = board.viewer
        board.submit(match.legal_actions()[0])
        if match.current_seat() != seat:
            continue
        assert board.hand.steady
        settle(app)
        after = {s.key: s.pos for s in board.hand.sprites}
        assert after and all(before[k] == pos for k, pos in after.items() if k in before)
        return
    pytest.fail("no player decided twice in a row")
