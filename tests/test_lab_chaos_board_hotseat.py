"""Lab Chaos in hot seat: the reaction windows must not tell the table who holds an Instant card.

With two or more people sharing the screen, every person is asked in every reaction window that
opens (those without a card that can react may only pass), so the hand-off screens come in the same
order whoever holds the Instant. The person already at the screen with nothing to react with is
answered "No" at once (nobody else is looking); with one person at the table nothing changes.
"""
from __future__ import annotations

import pytest

from labdesk.engine.match import Match, Seat
from labdesk.engine.core import Rng
from labdesk.games.lab_chaos import content
from labdesk.games.lab_chaos.rules import Pass, PlayCard
from labdesk.ui.app import make_board
from labdesk.ui.scenes.handoff import HandoffScene
from helpers.lab_chaos import table

NAMES = ["Ana", "Boris", "Chen", "Dara"]
# plain cards of the real deck (no condition, not instant / End / lasting)
PLAIN = ["coffee-spill", "peer-review", "spring-cleaning", "grant-rejected", "safety-goggles", "overtime",
         "sample-mixup", "intern-day", "tenure-track", "missing-pipette", "budget-cut", "eureka"]


def reverse_table(holder: int | None, humans: list[int]):
    """Four seats; seat 0 is about to play "tail-swipe" (reverse), which "dizzy-spell" (an Instant:
    when play is reversed) in ``holder``'s hand can react to."""
    hands = [["tail-swipe", *PLAIN[0:3]], PLAIN[3:6], PLAIN[6:9], PLAIN[9:12]]
    if holder is not None:
        hands[holder] = hands[holder] + ["dizzy-spell"]
    return table(content.load(), hands, options={"human_seats": humans})


def window(state) -> list[tuple[int, list[str]]]:
    """Seat 0 plays the reverse card; then every seat asked in the reaction window passes.
    Returns who was asked, in order, with their choices."""
    state.apply(PlayCard("tail-swipe"))
    asked = []
    while state.pending is not None and state.pending["kind"] == "react":
        asked.append((state.current_player(), sorted(str(a) for a in state.legal_actions())))
        state.apply(Pass())
        state.check_invariants()
    return asked


# --- the rule (pure engine) ------------------------------------------------------------------------
def test_solo_only_the_holder_is_asked():
    assert window(reverse_table(2, humans=[0])) == [(2, ["pass", "react dizzy-spell"])]


def test_hot_seat_every_person_is_asked_when_a_window_opens():
    asked = window(reverse_table(3, humans=[0, 1, 2]))  # the AI seat holds the Instant
    assert sorted(seat for seat, _ in asked) == [0, 1, 2, 3]
    assert all(choices == ["pass"] for seat, choices in asked if seat != 3)
    assert dict(asked)[3] == ["pass", "react dizzy-spell"]


@pytest.mark.parametrize("humans", [[0, 1, 2], [0, 2], [1, 2, 3]])
def test_hot_seat_who_is_asked_does_not_depend_on_who_holds_the_instant(humans):
    """The people asked, in order, are the same wherever the Instant is (AI seats are asked only
    when they hold one: their prompt is never a hand-off)."""
    def people(holder):
        return [seat for seat, _ in window(reverse_table(holder, humans)) if seat in humans]
    sequences = {tuple(people(holder)) for holder in range(4)}
    assert len(sequences) == 1 and sorted(sequences.pop()) == humans


def test_no_window_opens_when_nobody_holds_a_matching_instant():
    assert window(reverse_table(None, humans=[0, 1, 2])) == []


def test_a_persons_prompt_tells_an_ai_nothing_about_their_hand():
    """Determinizing for an AI: a person's reaction prompt in hot seat does not mean they hold an
    Instant (in solo play it still does: only holders are asked)."""
    state = reverse_table(3, humans=[0, 1, 2])
    state.apply(PlayCard("tail-swipe"))
    while state.current_player() != 2:
        state.apply(Pass())
    assert state._decision_needs(2) == (None, 0)
    assert all("dizzy-spell" not in state.determinize(3, Rng(k)).hands[2] for k in range(30)
               if "dizzy-spell" not in state.hands[3])
    solo = reverse_table(2, humans=[0])
    solo.apply(PlayCard("tail-swipe"))
    assert solo.current_player() == 2 and solo._decision_needs(2)[0] is not None


def test_seeded_hot_seat_games_keep_their_invariants():
    """Random play with three people at the screen (every window asks all of them): no crash,
    invariants after every action, every game ends; people with nothing to react with were asked."""
    asked_with_nothing = 0
    for seed in range(10):
        match = Match("lab-chaos", [Seat("human", n) for n in NAMES[:3]] + [Seat("ai", "Dara", "random")], seed)
        rng = Rng(seed)
        for _ in range(4000):
            state = match.state
            if state.is_over():
                break
            p = state.pending
            if p and p["kind"] == "react" and not state.matching_instants(p["seat"], p["trigger"]):
                assert p["seat"] in (0, 1, 2) and [str(a) for a in state.legal_actions()] == ["pass"]
                asked_with_nothing += 1
            legal = match.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
            match.state.check_invariants()
        assert match.state.is_over()
    assert asked_with_nothing > 0


# --- the board ---------------------------------------------------------------------------------------
def hot_seat_board(app, holder: int, humans: int = 3):
    seats = [Seat("human", NAMES[i]) if i < humans else Seat("ai", NAMES[i], "random") for i in range(4)]
    match = Match("lab-chaos", seats, 5, {})
    match.state = reverse_table(holder, list(range(humans)))
    board = make_board(app, match, autosave=False)
    app.push(board)
    for _ in range(5):
        app.update(1 / 60)
    if isinstance(app.top, HandoffScene):  # the first person takes the screen
        app.top.confirm()
        app.update(1 / 60)
    assert board.can_act() and board.viewer == 0
    return board


def play_through_window(app, board):
    """Seat 0 plays the reverse card; then the table goes through the reaction window as people
    would: confirm each hand-off and say No to each prompt. Returns the hand-off names in order and
    the prompts each person saw (their line and buttons)."""
    handoffs, prompts = [], []
    assert board.submit(PlayCard("tail-swipe"))
    for _ in range(2000):
        board.anims.skip()
        app.update(1 / 60)
        if isinstance(app.top, HandoffScene):
            handoffs.append(app.top.player_name)
            app.top.confirm()
            continue
        if board.worker is not None:
            board.worker.wait(5)
        if board.match.state.pending is None:
            break
        if board.can_act() and board.reaction_pending():
            buttons = [b.text for b, a in zip(board.prompt.buttons, board.prompt.choices) if a is not None]
            prompts.append((board.names[board.viewer], board.prompt_text()[0], buttons))
            board.submit(board.pass_action())
    assert board.match.state.pending is None
    return handoffs, prompts


def test_hot_seat_hand_offs_are_the_same_whoever_holds_the_instant(app):
    seen = []
    for holder in (1, 2, 3):
        board = hot_seat_board(app, holder)
        handoffs, prompts = play_through_window(app, board)
        seen.append(handoffs)
        # the card's player (at the screen) is not stopped; each other person gets one prompt
        assert sorted(name for name, _, _ in prompts) == ["Boris", "Chen"]
        for name, line, buttons in prompts:
            holds = NAMES.index(name) == holder
            assert buttons == ["No (8)"]  # the same button and timer for everyone
            assert ("No card of yours can react" in line) != holds
        app.pop()
    assert seen[0] == seen[1] == seen[2] and sorted(seen[0]) == ["Boris", "Chen"]


def test_the_person_at_the_screen_is_answered_no_at_once(app):
    board = hot_seat_board(app, holder=2)
    assert board.submit(PlayCard("tail-swipe"))
    board.anims.skip()
    board.update(1 / 60)
    assert board.match.actions[-1] == "pass"  # seat 0's own "No", with no prompt shown
    assert board.match.current_seat() != 0


def test_a_prompt_after_a_hand_off_waits_for_the_person(app):
    board = hot_seat_board(app, holder=3)
    assert board.submit(PlayCard("tail-swipe"))
    for _ in range(600):
        board.anims.skip()
        app.update(1 / 60)
        if board.worker is not None:
            board.worker.wait(5)
        if isinstance(app.top, HandoffScene):
            break
    app.top.confirm()
    app.update(1 / 60)
    actions = len(board.match.actions)
    for _ in range(30):
        board.update(1 / 60)
    assert len(board.match.actions) == actions and board.reaction_left is not None
    assert "No card of yours can react" in board.prompt_text()[0]



def test_after_a_hand_off_nothing_is_hovered_until_the_mouse_moves(app):
    """The previous person's last pointer position must not enlarge one of the next person's cards."""
    import pygame

    from labdesk.ui.app import settle

    match = Match("lab-chaos", [Seat("human", f"P{i + 1}") for i in range(3)], 14)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    if app.top is not board:
        app.top.confirm()
    settle(app)
    sprite = board.hand.sprites[1]
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=sprite.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert board.submit(PlayCard("pure-science"))
    for _ in range(600):
        board.anims.skip()
        app.update(1 / 60)
        if app.top is not board:
            app.top.confirm()  # the hand-off to the next person
            break
    app.update(1 / 60)
    assert board.viewer == 1 and board.mouse == (-1, -1)
    assert board.magnifier.showing() is None


# --- a whole reaction window with every seat a person, a prompt running out of time ------------------
def run_table(app, board, until, answer):
    """Frames until ``until()``: each hand-off is recorded (name, case, the toast showing on the board
    as it came) and confirmed; each person's prompt gets ``answer(board)``. Whenever the board is on
    screen it shows only the hand of the person who took the screen last (or the first person's), or,
    once that person's turn passed the screen on, no hand at all."""
    handoffs, at_screen = [], board.viewer
    for _ in range(3000):
        if until():
            return handoffs
        board.anims.skip()
        app.update(1 / 60)
        if isinstance(app.top, HandoffScene):
            handoffs.append((app.top.player_name, app.top.case, board.toast))
            at_screen = NAMES.index(app.top.player_name)
            app.top.confirm()
            continue
        assert app.top is board and board.viewer in (at_screen, None)  # nobody sees another's hand
        if board.can_act():
            answer(board)
    raise AssertionError("the table never got there")


def test_a_prompt_that_runs_out_tells_its_person_and_hands_off_clean(app):
    """All four seats people: seat 0 reverses play and the holder of the Instant lets the prompt run
    out. "Too late" shows to that person before the screen passes; every later person gets a
    hand-off screen in turn, with no message left over, and the note fits the reason."""
    board = hot_seat_board(app, holder=2, humans=4)
    assert board.submit(PlayCard("tail-swipe"))
    told = []

    def answer(b):
        if b.reaction_pending() and NAMES[b.viewer] == "Chen":  # the holder waits for the timer
            for _ in range(10):
                b.update(1.0)
                if b.toast:  # Chen is still at the screen (it shows no hand once the window closed)
                    told.append(("Chen", b.toast[0], b.anims.busy))
                    return
        else:
            b.submit(b.pass_action() if b.reaction_pending() else b.legal_actions()[0])

    handoffs = run_table(app, board, lambda: board.match.state.turn != 0, answer)
    handoffs += run_table(app, board, lambda: board.viewer == board.match.state.turn, answer)
    assert told == [("Chen", "Too late: no reaction", True)]  # held on screen for Chen a moment
    # the window asks from the card's player on, the way play now goes; then Dara's turn
    assert [(name, case) for name, case, _ in handoffs] == [
        ("Dara", "reaction"), ("Chen", "reaction"), ("Boris", "reaction"), ("Dara", "turn")]
    assert all(toast is None for _, _, toast in handoffs)
    assert board.match.state.turn == 3 and board.viewer == 3  # play reversed: Dara's turn, at the screen
