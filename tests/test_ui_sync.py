"""The table follows its animations: a log line shows when its event's animation starts (never while
an earlier step, the shuffle that decides it, still plays), skipping shows everything at once, and
the counters a board draws while a move animates agree with the hand it shows."""
from __future__ import annotations

import pygame
import pytest

from labdesk.ui.app import demo_match, make_board, settle
from labdesk.ui.tween import Call, as_steps

GAMES = ["experiment", "explosion", "lab-chaos", "lab-wars", "wrong-chemistry"]


def watched_board(app, game: str, humans: int = 0, moves: int = 6, seed: int = 5):
    """A board whose every event's first step records, as it starts, which event it was."""
    board = make_board(app, demo_match(game, seed, moves, humans=humans), autosave=False)
    board.started = []  # indices (into board.queued) of the events whose animation started
    board.queued = []  # every event played, in order
    animate, animate_group = board.animate, board.animate_group

    def marked(result, first: int):
        steps = as_steps(result)
        if steps:
            steps[0].insert(0, Call(lambda: board.started.append(first)))
        return steps

    def watched_animate(event, actor):
        board.queued.append(event)
        return marked(animate(event, actor), len(board.queued) - 1)

    def watched_group(events, actor):
        board.queued.extend(events)
        return marked(animate_group(events, actor), len(board.queued) - 1)

    def watched_play(events, actor):  # a new move: its lines are the ones to hold back
        board.started.clear()
        board.queued.clear()
        board.before = len(board.match.log_entries) - sum(1 for e in events if e.describe(board.names))
        board.moves += 1
        play(events, actor)

    play, board.moves, board.before = board.play_events, 0, len(board.match.log_entries)
    board.animate, board.animate_group, board.play_events = watched_animate, watched_group, watched_play
    app.push(board)
    app.update(1 / 60)
    return board


def lines_played(board) -> int:
    """How many log lines the events whose animation started (and those before them) wrote."""
    last = max(board.started, default=-1)
    return board.before + sum(1 for e in board.queued[:last + 1] if e.describe(board.names))


@pytest.mark.parametrize("game", GAMES)
def test_the_log_shows_a_line_only_once_its_event_has_played(app, game):
    board = watched_board(app, game)
    held = 0
    for _ in range(3000):
        if board.worker is not None:
            board.worker.wait(5)
        app.update(1 / 30)
        if app.top is not board or board.finished or board.moves > 8:
            break
        if board.anims.busy:
            shown = len(board.shown_log())
            assert shown <= lines_played(board)  # no line of an event not yet played
            held += shown < len(board.match.log_entries)
        else:  # the queue finished: every line shows
            assert board.shown_log() == board.match.log_entries
    assert board.moves >= 3 and held > 0  # lines were really held back while their events waited


@pytest.mark.parametrize("game", GAMES)
def test_a_skip_shows_every_line_at_once(app, game):
    board = watched_board(app, game)
    for _ in range(600):
        if board.worker is not None:
            board.worker.wait(5)
        app.update(1 / 60)
        if board.anims.busy and len(board.shown_log()) < len(board.match.log_entries):
            break
    assert board.anims.busy
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    assert not board.anims.busy and board.shown_log() == board.match.log_entries


def test_lab_chaos_hand_count_agrees_with_the_hand_shown(app):
    board = watched_board(app, "lab-chaos", humans=1, moves=0, seed=3)
    frames = 0
    for _ in range(40):
        settle(app, 10)
        if board.finished or app.top is not board:
            break
        if board.can_act():
            board.submit(board.legal_actions()[0])
        while board.anims.busy and frames < 20000:
            assert board.hand_size(board.me) == len(board.hand.sprites), "the panel's count and the hand disagree"
            app.update(1 / 30)
            frames += 1
    assert frames > 20


def test_explosion_scores_count_when_their_points_land(app):
    board = watched_board(app, "explosion", humans=0, moves=0, seed=2)
    rose = False
    for _ in range(6000):
        if board.worker is not None:
            board.worker.wait(5)
        shown = list(board.view["scores"])
        app.update(1 / 30)
        if board.finished or app.top is not board:
            break
        if board.anims.busy:
            assert board.obs["scores"] == board._shown_obs["scores"]  # drawn counters wait for the queue
            assert all(a <= b for a, b in zip(board.view["scores"], board.latest_obs["scores"]))
            rose = rose or board.view["scores"] != shown
        else:
            assert board.view["scores"] == board.obs["scores"]
        if rose and sum(board.obs["scores"]) > 10:
            break
    assert rose


def press(board, button) -> None:
    import pygame_gui

    board.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def test_undo_turn_button_takes_back_the_whole_turn(app):
    board = make_board(app, demo_match("wrong-chemistry", 4, 2, humans=1), autosave=False)
    app.push(board)
    settle(app, 10)
    moves = len(board.match.actions)
    done = 0
    for kind in ("take disc", "take disc"):
        action = next((a for a in board.legal_actions() if str(a).startswith(kind)), None)
        if action is not None and board.submit(action):
            done += 1
            settle(app, 10)
    assert done == 2 and board.match.can_undo()
    assert board.btn_undo_turn.relative_rect.right < board.btn_undo.relative_rect.x  # beside Undo
    press(board, board.btn_undo_turn)
    settle(app, 10)
    assert len(board.match.actions) == moves


@pytest.mark.parametrize("game", GAMES)
def test_replay_controls_leave_the_header_clear(app, game):
    from labdesk.ui.scenes.replay import bar_layout, bar_rect

    board = make_board(app, demo_match(game, 1, 0, humans=0), autosave=False)
    bar = bar_rect(board)
    header = [r for n, r in board.layout.objects().items()
              if r.width and r.bottom <= bar.bottom and not n.startswith("btn_") and n not in ("status", "toast")]
    assert header and not any(bar.colliderect(r) for r in header)
    assert bar_layout(bar).timeline.width >= 120 and bar.right <= app.size[0]


def click(app, pos) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


@pytest.mark.parametrize("game", GAMES)
def test_every_click_on_the_board_acts_or_answers(app, game):
    """At a seeded position on the viewer's turn, a click on each hit-map region and hand card
    either changes something (an action, a selection, a menu) or shows a reason in the toast."""
    board = make_board(app, demo_match(game, 3, 8, humans=1), autosave=False)
    app.push(board)
    settle(app, 10)
    assert board.can_act()
    targets = [s.rect.center for s in (board.hand.sprites if board.hand else [])]
    targets += [hit.rect.center for hit in (board.hits if board.hits is not None else [])]
    assert targets
    for pos in targets:
        settle(app, 10)
        if not board.can_act() or board.click_target(pos) is None:
            continue  # an earlier click ended the turn, or this spot moved
        before = (board.version, board._view_fingerprint())
        board.toast = None
        click(app, pos)
        assert board.toast is not None or board.anims.busy or (board.version, board._view_fingerprint()) != before


def test_a_click_on_another_seats_turn_says_whose_turn_it_is(app):
    board = make_board(app, demo_match("wrong-chemistry", 3, 2, humans=1), autosave=False)
    app.push(board)
    settle(app, 10)
    board._maybe_start_ai = lambda: None  # the AI seat never answers: its turn stays on
    board.submit(next(a for a in board.legal_actions() if str(a) == "end turn"))
    board.anims.skip()
    app.update(1 / 60)
    seat = board.match.current_seat()
    assert seat != board.viewer and not board.can_act()
    board.toast = None
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=board.hand.sprites[0].rect.center))
    assert board.toast is not None and board.names[seat] in board.toast[0]


@pytest.mark.parametrize("game", GAMES)
def test_a_long_toast_covers_neither_the_hand_nor_the_decision(app, game):
    board = make_board(app, demo_match(game, 3, 8, humans=1), autosave=False)
    app.push(board)
    settle(app, 10)
    board.show_message("The molecule does not look like Sulfurbate: a refusal long enough to fill the toast")
    _text, box = board._toast_box(board.toast[0])
    assert not [r for r in board.toast_keep_clear() if r.colliderect(box)]
    assert not [s.key for s in (board.hand.sprites if board.hand else []) if s.visible and s.rect.colliderect(box)]


def test_a_tooltip_stays_on_screen_and_off_the_other_choices():
    from labdesk.ui.table.geometry import place_tip

    screen = pygame.Rect(0, 0, 1600, 900)
    end_turn = pygame.Rect(1085, 462, 495, 50)  # a wide button at the right edge, the log under it
    tip = place_tip((420, 60), end_turn, screen, [pygame.Rect(1085, 524, 495, 362)])
    assert screen.contains(tip) and not tip.colliderect(end_turn) and not tip.colliderect((1085, 524, 495, 362))
    first, second = pygame.Rect(700, 800, 200, 44), pygame.Rect(700, 850, 200, 44)  # two pour buttons, stacked
    tip = place_tip((300, 40), first, screen, [second])
    assert screen.contains(tip) and not tip.colliderect(second) and not tip.colliderect(first)


def test_the_board_moves_a_shown_tooltip_beside_its_button(app):
    board = make_board(app, demo_match("wrong-chemistry", 3, 2, humans=1), autosave=False)
    app.push(board)
    settle(app, 10)
    button = board.btn_pause
    button.hover_time = 10.0
    button.while_hovering(0.1, pygame.math.Vector2(button.get_abs_rect().center))
    assert button.tool_tip is not None
    app.update(1 / 60)
    tip = button.tool_tip.rect
    assert pygame.Rect(0, 0, *app.size).contains(tip) and not tip.colliderect(button.get_abs_rect())
    assert not any(tip.colliderect(b.get_abs_rect()) for b in (board.btn_hint, board.btn_undo, board.btn_undo_turn))


def animating_views(app, board, frames: int, enough):
    """Play the board's first legal action whenever it may act, a frame at a time, and yield the
    (shown, latest) observations of each frame in which an animation shows an older view; stop at
    the game's end or once ``enough()`` is true."""
    for _ in range(frames):
        if board.worker is not None:
            board.worker.wait(5)
        if board.can_act():
            board.submit(board.legal_actions()[0])
        app.update(1 / 30)
        if board.finished or app.top is not board or enough():
            return
        shown, latest = board.obs, board.latest_obs
        if board.anims.busy and shown is not latest:
            yield shown, latest


def test_experiment_hands_follow_the_influence_reveal(app):
    """No hand shows a card the table shows: as the cards in front start to turn over, every seat's
    placed card has left its hand and the card it takes has not arrived; then the hands are the
    rules' new ones, the viewer's taken card landing last."""
    from labdesk.games.experiment.reveal import held

    board = make_board(app, demo_match("experiment", 3, 0, humans=1, players=3), autosave=False)
    app.push(board)
    turning = landed = 0
    for shown, latest in animating_views(app, board, 6000, lambda: turning > 20 and landed > 5):
        visible = [s.key[2] for s in board.hand.sprites if s.visible]
        mine = latest["seats"][board.me]["hand"]
        if all(v is None for seat in shown["seats"] for v in seat["front"]):  # the fronts turn over
            turning += 1
            for seat, now in zip(shown["seats"], latest["seats"]):
                assert len(seat["hand"]) == len(now["hand"]) - 1  # placed card gone, taken card not come
            assert visible == mine[:-1]
        elif shown["seats"] is latest["seats"]:  # revealed: the taken card flies in
            landed += 1
            assert visible in (mine, mine[:-1])
        else:  # before the reveal's step: the hand the table shows, a committed card out of it (or on its way)
            assert visible in (held(shown["seats"][board.me]), held(latest["seats"][board.me]))
    assert turning > 20 and landed > 5


def test_experiment_a_card_played_face_up_leaves_the_hand_as_it_flies(app):
    """Two-player game: a played influence card is gone from its seat's hand while it flies and in
    front once it has landed, never in both places."""
    board = make_board(app, demo_match("experiment", 3, 0, humans=1, players=2), autosave=False)
    app.push(board)
    flying = landed = 0
    for shown, latest in animating_views(app, board, 3000, lambda: flying > 10 and landed > 10):
        for seat, now in zip(shown["seats"], latest["seats"]):
            if seat["front"] == now["front"] and now["front"]:
                landed += seat["hand"] == now["hand"]
                assert seat["hand"] == now["hand"]  # in front: no longer in the hand
            elif seat["hand"] == now["hand"] and len(seat["front"]) < len(now["front"]):
                flying += 1  # on its way: in neither
        assert [s.key[2] for s in board.hand.sprites if s.visible] == shown["seats"][board.me]["hand"]
    assert flying > 10 and landed > 10
