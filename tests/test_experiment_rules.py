"""Experiment rules: every rule of the rulebook and every ruling of the brief, on arranged tables."""
from __future__ import annotations

import pytest

from labdesk.engine.core import IllegalAction, Rng, name_seats
from labdesk.games.experiment import rules as R
from labdesk.games.experiment.content import content
from labdesk.games.experiment.rules import (FACE_DOWN, FACE_UP, RULES, CompleteTask, DiscardLab,
                                            EndTasks, PlaceInfluence, PlayInfluence, TakeLab,
                                            TakeTask)


# --- arranging a table without breaking conservation -----------------------------------------
def new(players=3, variant="standard", seed=1):
    return RULES.new_state(seed, players, {"variant": variant})


def set_front(state, seat, up, down):
    """Deal this seat (up, down) by swapping values with the influence deck."""
    old = state.inf_front[seat]
    cards = state.inf_deck.cards
    for v in old:
        cards.append(v)
    for v in (up, down):
        cards.remove(v)
    state.inf_front[seat] = (up, down)


def set_hand(state, seat, values, public=True):
    cards = state.inf_deck.cards
    for v, _ in state.hands[seat]:
        cards.append(v)
    for v in values:
        cards.remove(v)
    state.hands[seat] = [[v, public] for v in values]


def take_id(state, kind):
    """A lab card of this kind out of the decks (or the discard pile)."""
    for pile in (state.basic_deck.cards, state.secret_deck.cards, state.lab_discard):
        for i in pile:
            if state.kind(i) == kind:
                pile.remove(i)
                state.unseen_discards.discard(i)
                return i
    raise AssertionError(f"no {kind} card left")


def give(state, seat, *kinds):
    for k in kinds:
        state.lab_front[seat].append(take_id(state, k))


def clear_front(state, seat):
    state.lab_discard += state.lab_front[seat]
    state.lab_front[seat] = []


def set_secret(state, slot, kind):
    i = take_id(state, kind)
    state.secret_deck.cards.append(state.row_secret[slot])
    state.row_secret[slot] = i


def set_tasks(state, seat, *task_ids):
    """Give a seat exactly these open tasks (taken from wherever they are)."""
    c = content()
    wanted = [c.task_by_id[t].index for t in task_ids]
    for t in wanted:
        for pile in (state.task_deck.cards, *state.tasks_open, *state.tasks_done):
            if t in pile:
                pile.remove(t)
                break
        else:
            slot = state.display.index(t)
            state.display[slot] = state.task_deck.draw_one()
    state.task_deck.cards += state.tasks_open[seat]
    state.tasks_open[seat] = wanted


def task_with(need):
    for t in content().tasks:
        if t.need == tuple(need):
            return t.id
    raise AssertionError(f"no task {need}")


def commit_all(state, choices):
    """choices: {seat: (value, onto)}, applied in the commit order."""
    events = []
    while state.decision == "commit":
        seat = state.current_player()
        events += state.apply(PlaceInfluence(*choices[seat]))
    return events


# --- setup -----------------------------------------------------------------------------------
def test_setup_standard():
    s = new(4)
    assert s.variant == "standard" and s.round == 1 and s.decision == "commit"
    assert len(s.row_open) == 3 and len(s.row_secret) == 2
    assert all(len(t) == 1 for t in s.tasks_open) and len(s.display) == 3
    assert all(sorted(v for v, _ in h) == [1, 4, 7] for h in s.hands)
    assert len(s.inf_deck) + 2 * 4 == 36
    s.check_invariants()


def test_two_players_always_play_the_two_player_game():
    for variant in ("standard", "advanced"):
        s = new(2, variant)
        assert s.variant == "two-player"
        assert len(s.display) == 2 and len(s.row_open) == 3 and len(s.row_secret) == 2
        assert all(sorted(v for v, _ in h) == [1, 2, 3, 4, 5, 6] for h in s.hands)
    with pytest.raises(ValueError):
        RULES.new_state(1, 4, {"variant": "two-player"})
    with pytest.raises(ValueError):
        RULES.new_state(1, 7, {})
    assert {v.name for v in RULES.spec.variants} == {"standard", "advanced", "two-player"}
    assert RULES.spec.hidden_information is True


# --- phase 1 ---------------------------------------------------------------------------------
def test_influence_on_face_up_and_face_down_cards():
    s = new(3)
    set_front(s, 0, 5, 2)
    set_front(s, 1, 3, 6)
    set_front(s, 2, 1, 1)
    events = commit_all(s, {0: (4, FACE_UP), 1: (7, FACE_DOWN), 2: (1, FACE_UP)})
    reveal = next(e for e in events if isinstance(e, R.InfluenceRevealed))
    # placed on the face-up card: the influence is placed + face-up, the face-down goes to the hand
    assert s.influence[0] == 9 and reveal.covered[0] == 5
    assert sorted(v for v, _ in s.hands[0]) == [1, 2, 7]
    # placed on the face-down card: it is covered and counts; the face-up card goes to the hand
    assert s.influence[1] == 13 and reveal.covered[1] == 6
    assert sorted(v for v, _ in s.hands[1]) == [1, 3, 4]
    assert s.influence[2] == 2
    # the card taken face down stays unseen by the others; the face-up one is public
    assert s.observation(1)["seats"][0]["hand"].count(None) == 1
    assert None not in s.observation(0)["seats"][0]["hand"]
    assert None not in s.observation(0)["seats"][1]["hand"]
    s.check_invariants()


def test_commitments_are_hidden_until_the_reveal():
    s = new(3)
    first = s.current_player()
    before = s.observation((first + 1) % 3)
    s.apply(PlaceInfluence(7, FACE_DOWN))
    after = s.observation((first + 1) % 3)
    assert after["seats"][first]["committed"] is True
    assert "commit" not in after["seats"][first]
    assert after["seats"][first]["hand"] == before["seats"][first]["hand"]
    assert s.observation(first)["seats"][first]["commit"] == {"value": 7, "onto": FACE_DOWN}
    # the face-down dealt card is unseen by everyone, its owner included
    assert all(seat["front"][1] is None for seat in s.observation(first)["seats"])


def test_last_round_influence_is_the_hand_sum():
    s = new(4, seed=3)
    rng = Rng(3)
    while s.round < 12:
        s.apply(rng.choice(s.legal_actions()))
    assert s.phase in ("pick", "tasks")
    assert s.influence == [sum(v for v, _ in h) for h in s.hands]
    assert all(public for h in s.hands for _, public in h)  # shown to everyone
    assert all(len(h) == 3 for h in s.hands)


def test_influence_deck_reshuffles_its_discards():
    s = new(3)
    s.inf_discard += s.inf_deck.take_all()
    events = []
    up = s._draw_influence(events)
    assert isinstance(events[0], R.InfluenceShuffled) and events[0].barrier
    assert len(s.inf_deck) + 1 == events[0].cards and not s.inf_discard
    s.inf_deck.push(up)
    s.check_invariants()


def test_pick_order_with_ties_from_the_active_player_clockwise():
    s = new(4)
    s.active = 2
    s.order = s.clockwise_from(2)
    s.to_move = 2
    for seat in range(4):
        set_front(s, seat, 3, seat + 1)
    commit_all(s, {seat: (4, FACE_UP) for seat in range(4)})
    assert s.influence == [7, 7, 7, 7]
    assert s.ranking == [2, 3, 0, 1]  # all tied: the active player, then clockwise
    assert s.order == [3, 2, 0, 1]  # second highest, highest, then descending
    assert s.peeker == 2 and s.next_active == 1


def test_pick_order_by_influence():
    s = new(5)
    s.active = 0
    s.order = s.clockwise_from(0)
    totals = {0: (1, 1), 1: (6, 6), 2: (2, 2), 3: (5, 5), 4: (2, 2)}
    for seat, (up, down) in totals.items():
        set_front(s, seat, up, down)
        set_hand(s, seat, [1, 4, 7])
    commit_all(s, {seat: (1, FACE_UP) for seat in range(5)})
    # influences 2, 7, 3, 6, 3: highest 1, second 3, then 2 and 4 tied (2 is nearer the active 0)
    assert s.order == [3, 1, 2, 4, 0]
    assert s.current_player() == 3
    # the lowest becomes the active player once the picks are over
    while s.phase == "pick":
        s.apply(TakeTask(None) if s.decision == "pick" else s.legal_actions()[0])
    assert s.active == 0


def test_only_the_highest_sees_the_secret_cards():
    s = new(3)
    commit_all(s, {seat: (7, FACE_UP) for seat in range(3)})
    peeker = s.peeker
    kinds = [s.kind(i) for i in s.row_secret]
    assert s.observation(peeker)["row_secret"] == kinds
    for seat in range(3):
        if seat != peeker:
            assert s.observation(seat)["row_secret"] == ["hidden", "hidden"]
    assert s.observation(None)["row_secret"] == ["hidden", "hidden"]


def test_advanced_influence_is_played_face_up_and_returns_after_round_six():
    s = new(3, "advanced", seed=5)
    assert s.decision == "play"
    seat = s.current_player()
    s.apply(PlayInfluence(6))
    assert s.observation((seat + 1) % 3)["seats"][seat]["influence"] == 6
    with pytest.raises(IllegalAction):
        s.apply(PlaceInfluence(4, FACE_UP))
    rng = Rng(5)
    while s.round < 7:
        if s.round == 6 and s.decision == "play":
            for h in s.hands:
                assert len(h) <= 1  # the last card of the set is played in round 6
        s.apply(rng.choice(s.legal_actions()))
    assert all(sorted(v for v, _ in h) == [1, 2, 3, 4, 5, 6] for h in s.hands)
    assert all(not used for used in s.inf_used)
    s.check_invariants()


def test_advanced_played_card_cannot_be_played_again_before_the_return():
    s = new(3, "advanced", seed=6)
    first = s.current_player()
    s.apply(PlayInfluence(5))
    while s.decision != "play" or s.current_player() != first:
        s.apply(s.legal_actions()[0])
    assert PlayInfluence(5) not in s.legal_actions()
    with pytest.raises(IllegalAction, match="no 5"):
        s.apply(PlayInfluence(5))


# --- phase 2 ---------------------------------------------------------------------------------
def to_picks(state, choices=None):
    if state.decision == "commit":
        commit_all(state, choices or {s: (7, FACE_UP) for s in range(state.players)})
    while state.decision == "play":
        state.apply(state.legal_actions()[-1])
    assert state.decision == "pick"


def test_two_player_picks_low_high_low_high_and_the_peeker_picks_second():
    s = new(2, seed=2)
    first = s.current_player()
    s.apply(PlayInfluence(2))
    s.apply(PlayInfluence(5))
    other = 1 - first
    assert s.peeker == other and s.order == [first, other, first, other]
    seen = []
    while s.phase == "pick":
        seen.append(s.current_player())
        s.apply(TakeLab(next(a.slot for a in s.legal_actions() if isinstance(a, TakeLab)
                             and a.slot in ("red", "yellow", "blue")))
                if any(isinstance(a, TakeLab) and a.slot in ("red", "yellow", "blue")
                       for a in s.legal_actions()) else TakeTask(None))
    assert seen == [first, other, first, other]
    # brief ruling 4: the last chooser becomes the active player; here that is the peeker
    assert s.active == other
    assert len(s.lab_front[first]) + len(s.lab_front[other]) <= 4


def test_taking_a_task_instead_of_a_lab_card_and_the_display_refills():
    s = new(3)
    to_picks(s)
    seat = s.current_player()
    shown = s.display[1]
    deck_top = s.task_deck.top
    s.apply(TakeTask(s.task_id(shown)))
    assert shown in s.tasks_open[seat]
    assert s.display[1] == deck_top  # refilled at once from the deck
    seat = s.current_player()
    top = s.task_deck.top
    s.apply(TakeTask(None))
    assert top in s.tasks_open[seat]


def test_untaken_lab_cards_are_discarded_unseen():
    s = new(3)
    to_picks(s)
    secrets = list(s.row_secret)
    while s.phase == "pick":
        s.apply(TakeTask(None) if s.decision == "pick" else s.legal_actions()[0])
    assert set(secrets) <= set(s.lab_discard) and set(secrets) <= s.unseen_discards


def test_broken_flask_with_lab_cards_discards_one_of_choice():
    s = new(3)
    to_picks(s)
    seat = s.current_player()
    give(s, seat, "red", "green")
    set_secret(s, 0, "broken-flask")
    events = s.apply(TakeLab("secret-1"))
    assert any(isinstance(e, R.BrokenFlask) and not e.owes for e in events)
    assert s.decision == "discard" and s.current_player() == seat
    assert sorted(str(a) for a in s.legal_actions()) == ["discard green", "discard red"]
    s.apply(DiscardLab("green"))
    kinds = sorted(s.kind(i) for i in s.lab_front[seat])
    assert kinds == ["broken-flask", "red"]  # the broken flask stays, worth nothing
    s.check_invariants()


def test_broken_flask_without_lab_cards_costs_the_next_one():
    s = new(3)
    to_picks(s)
    seat = s.current_player()
    clear_front(s, seat)
    set_secret(s, 0, "broken-flask")
    events = s.apply(TakeLab("secret-1"))
    assert any(isinstance(e, R.BrokenFlask) and e.owes for e in events)
    assert s.debt[seat] == 1
    # the next chemical this seat receives is lost
    first_round = s.round
    while not (s.round > first_round and s.decision == "pick" and s.current_player() == seat):
        s.apply(TakeTask(None) if s.decision == "pick" else s.legal_actions()[0])
    s.row_open.append(take_id(s, "blue"))
    events = s.apply(TakeLab("blue"))
    assert any(isinstance(e, R.LabCardLost) and e.reason == "debt" for e in events)
    assert s.debt[seat] == 0 and [s.kind(i) for i in s.lab_front[seat]] == ["broken-flask"]
    s.check_invariants()


def test_explosion_three_or_more_players_everyone_loses_one():
    s = new(4)
    to_picks(s)
    taker = s.current_player()
    for seat in range(4):
        clear_front(s, seat)
    give(s, taker, "red", "blue")
    give(s, (taker + 1) % 4, "broken-flask")  # only a broken flask: loses nothing
    give(s, (taker + 2) % 4, "yellow", "yellow")
    # (taker + 3) has nothing: loses nothing
    set_secret(s, 1, "explosion")
    events = s.apply(TakeLab("secret-2"))
    assert any(isinstance(e, R.Explosion) for e in events)
    assert s.decision == "discard" and s.current_player() == taker
    s.apply(DiscardLab("blue"))
    # the other seat with chemicals had one kind only: taken without asking
    assert [s.kind(i) for i in s.lab_front[taker]] == ["red"]
    assert [s.kind(i) for i in s.lab_front[(taker + 1) % 4]] == ["broken-flask"]
    assert [s.kind(i) for i in s.lab_front[(taker + 2) % 4]] == ["yellow"]
    assert s.decision == "pick"
    s.check_invariants()


def test_explosion_two_players_taker_one_other_two():
    s = new(2)
    to_picks(s)
    taker = s.current_player()
    other = 1 - taker
    clear_front(s, taker)
    clear_front(s, other)
    give(s, taker, "red", "green")
    give(s, other, "blue", "orange", "purple")
    set_secret(s, 0, "explosion")
    s.apply(TakeLab("secret-1"))
    assert s.current_player() == taker
    s.apply(DiscardLab("green"))
    assert s.current_player() == other
    s.apply(DiscardLab("orange"))
    assert s.current_player() == other
    s.apply(DiscardLab("blue"))
    assert [s.kind(i) for i in s.lab_front[taker]] == ["red"]
    assert [s.kind(i) for i in s.lab_front[other]] == ["purple"]
    assert s.lab_front[taker] and s.decision == "pick"
    s.check_invariants()


# --- phase 3 ---------------------------------------------------------------------------------
def to_tasks_phase(s, seat, cards, tasks):
    """Give ``seat`` these cards and tasks and run the round to its task phase."""
    to_picks(s)
    for x in range(s.players):
        clear_front(s, x)
    give(s, seat, *cards)
    set_tasks(s, seat, *tasks)
    while s.phase == "pick":
        s.apply(TakeTask(None) if s.decision == "pick" else s.legal_actions()[0])


def test_a_task_needs_the_exact_cards():
    s = new(3)
    two_blue = task_with([("blue", 2)])
    to_tasks_phase(s, 0, ["blue", "blue", "blue"], [two_blue])
    assert s.decision == "tasks" and s.current_player() == 0
    acts = [a for a in s.legal_actions() if isinstance(a, CompleteTask)]
    assert acts == [CompleteTask(two_blue, ("blue", "blue"))]
    with pytest.raises(IllegalAction):
        s.apply(CompleteTask(two_blue, ("blue", "blue", "blue")))
    s.apply(acts[0])
    assert [s.kind(i) for i in s.lab_front[0]] == ["blue"]
    assert s.score(0) == content().task_by_id[two_blue].value


def test_a_double_must_be_used_whole():
    s = new(3)
    one_red = task_with([("red", 1), ("blue", 1)])
    to_tasks_phase(s, 0, ["double-red", "blue"], [one_red])
    # red+blue needs one red unit: a double red would leave a unit over
    assert s.decision != "tasks" or s.current_player() != 0


def test_chained_completions():
    s = new(3)
    first = task_with([("red", 2)])
    second = task_with([("green", 1)])
    to_tasks_phase(s, 0, ["red", "red", "yellow", "blue"], [first])
    s.active = 0
    assert s.decision == "tasks" and s.current_player() == 0
    s.apply(CompleteTask(first, ("red", "red")))
    assert s.decision == "new-task" and s.current_player() == 0
    # make the second task available in the display and take it
    set_tasks(s, 1, *[s.task_id(t) for t in s.tasks_open[1]])
    slot_task = s.display[0]
    s.task_deck.cards.append(slot_task)
    idx = content().task_by_id[second].index
    for pile in (s.task_deck.cards, *s.tasks_open):
        if idx in pile:
            pile.remove(idx)
    s.display[0] = idx
    s.check_invariants()
    s.apply(TakeTask(second))
    assert s.decision == "tasks" and s.current_player() == 0  # and may go on at once
    s.apply(CompleteTask(second, ("blue", "yellow")))
    assert len(s.tasks_done[0]) == 2 and s.score(0) == 2 + 2
    s.check_invariants()


def test_end_tasks_passes_to_the_next_seat_clockwise():
    s = new(3)
    task = task_with([("red", 2)])
    to_picks(s)
    for x in range(3):
        clear_front(s, x)
    give(s, 1, "red", "red")
    give(s, 2, "red", "red")
    set_tasks(s, 1, task)
    set_tasks(s, 2, task_with([("red", 1), ("orange", 1)]))
    clear_front(s, 2)
    give(s, 2, "red", "red", "yellow")
    while s.phase == "pick":
        s.apply(TakeTask(None) if s.decision == "pick" else s.legal_actions()[0])
    order = [x for x in s.clockwise_from(s.active) if x in (1, 2)]
    assert s.current_player() == order[0]
    s.apply(EndTasks())
    assert s.current_player() == order[1]


# --- end of the game -------------------------------------------------------------------------
def finished(players=3):
    s = new(players, seed=9)
    rng = Rng(9)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    return s


def arrange_end(s, done, lab):
    """Set each seat's completed tasks (by value) and lab cards (kinds)."""
    c = content()
    for seat in range(s.players):
        s.task_deck.cards += s.tasks_done[seat]
        s.tasks_done[seat] = []
        clear_front(s, seat)
    for seat, values in done.items():
        for v in values:
            t = next(t for t in s.task_deck.cards if c.tasks[t].value == v)
            s.task_deck.cards.remove(t)
            s.tasks_done[seat].append(t)
    for seat, kinds in lab.items():
        give(s, seat, *kinds)
    s.points = [sum(c.tasks[t].value for t in done_) for done_ in s.tasks_done]
    s.check_invariants()


def test_winner_most_points():
    s = finished()
    arrange_end(s, {0: [5], 1: [2, 2], 2: [3]}, {})
    assert s.winners() == [0] and s.scores() == [5.0, 4.0, 3.0]


def test_tie_break_most_tasks():
    s = finished()
    arrange_end(s, {0: [5], 1: [2, 3], 2: []}, {})
    assert s.winners() == [1]


def test_tie_break_most_lab_cards_without_broken_flasks():
    s = finished()
    arrange_end(s, {0: [5], 1: [5], 2: []}, {0: ["red", "broken-flask", "broken-flask"],
                                             1: ["red", "blue"]})
    assert s.winners() == [1]


def test_tie_break_active_player_then_clockwise():
    s = finished()
    arrange_end(s, {0: [5], 1: [5], 2: [5]}, {})
    s.active = 1
    assert s.winners() == [1]
    s.active = 0
    assert s.winners() == [0]
    arrange_end(s, {0: [2], 1: [5], 2: [5]}, {})
    s.active = 0  # 1 and 2 tie; 1 is nearer clockwise to the active 0
    assert s.winners() == [1]


def test_game_ends_after_round_twelve():
    s = finished(4)
    assert s.round == 12 and s.is_over() and s.current_player() is None
    assert len(s.basic_deck) == 60 - 12 * 3 and len(s.secret_deck) == 0
    assert s.legal_actions() == []
    with pytest.raises(IllegalAction):
        s.apply(EndTasks())


# --- the protocol ----------------------------------------------------------------------------
def test_illegal_action_leaves_the_state_unchanged():
    s = new(3)
    before = [s.observation(x) for x in range(3)]
    for bad in (TakeLab("red"), PlaceInfluence(9, FACE_UP), EndTasks(), DiscardLab("red"),
                CompleteTask("T01", ("red",))):
        with pytest.raises(IllegalAction) as err:
            s.apply(bad)
        assert str(err.value)
    assert [s.observation(x) for x in range(3)] == before


def test_action_strings_are_unique_and_replayable():
    s = new(4, seed=4)
    rng = Rng(4)
    while not s.is_over():
        legal = s.legal_actions()
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts)
        a = rng.choice(legal)
        assert s.find_action(str(a)) == a
        s.apply(a)


def test_events_describe_in_the_third_person():
    s = new(3, seed=2)
    rng = Rng(2)
    names = ["Ana", "Bo", "Cy"]
    lines = [e.describe(names) for e in s.opening_events]
    while not s.is_over():
        lines += [e.describe(names) for e in s.apply(rng.choice(s.legal_actions()))]
    text = "\n".join(lines)
    assert "Round 12 begins" in text and "The game ends." in text
    assert " I " not in text and "you" not in text.lower()


def test_results_breakdown_lists_the_tie_break_figures():
    s = finished()
    arrange_end(s, {0: [5], 1: [2, 3], 2: []}, {2: ["red"]})
    lines = [name_seats(line) for line in s.observation(None)["breakdown"]]  # "Seat N" without names
    assert lines[0].startswith("1. Seat 2: 5 points from 2 tasks")
    assert "Seat 3: 0 points from 0 tasks, 1 lab card left" in lines[2]


def test_invariants_catch_a_score_that_differs_from_the_completed_tasks():
    from labdesk.engine.core import InvariantBroken

    s = finished()
    s.points[0] += 1
    with pytest.raises(InvariantBroken, match="score"):
        s.check_invariants()


def test_with_no_tasks_left_nobody_takes_one():
    s = new(3)
    red2 = task_with([("red", 2)])
    to_picks(s)
    for x in range(3):
        clear_front(s, x)
    give(s, 0, "red", "red")
    set_tasks(s, 0, red2)
    # every other task goes to seat 2's finished pile: the deck and the display run dry
    for t in s.task_deck.take_all() + [t for t in s.display if t is not None]:
        s.tasks_done[2].append(t)
        s.points[2] += content().tasks[t].value
    s.display = [None, None, None]
    s.check_invariants()
    assert not any(isinstance(a, TakeTask) for a in s.legal_actions())
    while s.phase == "pick":
        s.apply(s.legal_actions()[0])
    assert s.decision == "tasks" and s.current_player() == 0
    s.apply(CompleteTask(red2, ("red", "red")))
    assert s.decision != "new-task"  # nothing to draw: the turn goes on
    s.check_invariants()


# --- audit: the rulebook and the brief line by line -----------------------------------------------
def play_until(state, stop, rng=None, limit=5000):
    """Random legal moves until stop(state, events) is true; returns the events of the last move."""
    rng = rng or Rng(0)
    for _ in range(limit):
        events = state.apply(rng.choice(state.legal_actions()))
        if stop(state, events):
            return events
    raise AssertionError("stop condition never met")


@pytest.mark.parametrize("players, open_cards", [(2, 3), (3, 2), (4, 3), (5, 4), (6, 5)])
def test_lab_row_open_basic_cards_and_two_secret_cards_every_round(players, open_cards):
    s = new(players, seed=players)
    basic, secret = set(content().basic_ids), set(content().secret_ids)
    rng = Rng(players)
    seen_rounds = set()
    while not s.is_over():
        if s.decision in ("commit", "play") and s.round not in seen_rounds:
            seen_rounds.add(s.round)
            assert len(s.row_open) == open_cards and set(s.row_open) <= basic
            assert len(s.row_secret) == 2 and set(s.row_secret) <= secret
        s.apply(rng.choice(s.legal_actions()))
    # every basic and every secret card used over 12 rounds is drawn from its own deck
    assert len(s.secret_deck) == 0 and len(s.basic_deck) == 60 - 12 * open_cards


def test_setup_two_player_has_no_influence_deck_and_one_task_each():
    s = new(2)
    assert len(s.inf_deck) == 0 and all(len(t) == 1 for t in s.tasks_open)
    assert s.active == 0 and s.current_player() == 0  # the first player begins


def test_influence_is_dealt_from_the_active_player_clockwise_first_face_up():
    s = new(4, seed=8)
    events = play_until(s, lambda st, ev: st.decision == "commit" and st.active != 0, Rng(8))
    dealt = [e for e in events if isinstance(e, R.InfluenceDealt)]
    assert [e.seat for e in dealt] == s.clockwise_from(s.active)
    assert s.current_player() == s.active  # commitments start with the active player too
    for e in dealt:  # the logged card is the first one, face up; the second stays hidden
        assert s.inf_front[e.seat][0] == e.face_up
        assert s.observation(e.seat)["seats"][e.seat]["front"] == [e.face_up, None]


def test_last_round_deals_no_influence_cards():
    s = new(3, seed=4)
    events = play_until(s, lambda st, ev: st.round == 12, Rng(4))
    assert not any(isinstance(e, R.InfluenceDealt) for e in events)
    assert any(isinstance(e, R.HandsRevealed) for e in events)
    assert all(front == () for front in s.inf_front)


def test_taking_a_task_leaves_the_lab_row_alone():
    s = new(3)
    to_picks(s)
    row = (list(s.row_open), list(s.row_secret))
    seat = s.current_player()
    s.apply(TakeTask(None))
    assert (s.row_open, s.row_secret) == row and len(s.tasks_open[seat]) == 2


def test_a_secret_card_may_be_taken_unseen():
    s = new(3)
    to_picks(s)
    assert s.current_player() != s.peeker  # the second highest picks first, without the peek
    assert TakeLab("secret-1") in s.legal_actions()
    events = s.apply(TakeLab("secret-1"))
    taken = next(e for e in events if isinstance(e, R.SecretCardTaken))
    assert "secret lab card" in taken.describe(["A", "B", "C"])  # placed face up: everyone sees it


def test_advanced_plays_in_turn_from_the_active_player_and_later_players_see_earlier_cards():
    s = new(4, "advanced", seed=3)
    play_until(s, lambda st, ev: st.decision == "play" and st.active != 0 and st.order_index == 0,
               Rng(3))
    first = s.current_player()
    assert first == s.active
    s.apply(PlayInfluence(max(v for v, _ in s.hands[first])))
    second = s.current_player()
    assert second == (first + 1) % 4
    assert s.observation(second)["seats"][first]["influence"] is not None


def test_two_player_gets_the_whole_set_back_after_round_six():
    s = new(2, seed=6)
    play_until(s, lambda st, ev: st.round == 6 and st.phase == "tasks", Rng(6))
    assert all(sorted(v for v, _ in h) == [1, 2, 3, 4, 5, 6] for h in s.hands)
    assert all(not used for used in s.inf_used)
    s.check_invariants()


def test_explosion_card_goes_to_the_discard_pile_and_is_not_a_lab_card_kept():
    s = new(3)
    to_picks(s)
    taker = s.current_player()
    clear_front(s, taker)
    give(s, taker, "red", "blue")
    set_secret(s, 0, "explosion")
    card = s.row_secret[0]
    s.apply(TakeLab("secret-1"))
    assert card in s.lab_discard and card not in s.lab_front[taker]
    s.apply(DiscardLab("red"))
    assert [s.kind(i) for i in s.lab_front[taker]] == ["blue"]


def test_explosion_never_takes_a_broken_flask():
    s = new(3)
    to_picks(s)
    taker = s.current_player()
    clear_front(s, taker)
    give(s, taker, "broken-flask", "red", "green")
    set_secret(s, 0, "explosion")
    s.apply(TakeLab("secret-1"))
    assert sorted(str(a) for a in s.legal_actions()) == ["discard green", "discard red"]
    with pytest.raises(IllegalAction, match="broken flask is never given up"):
        s.apply(DiscardLab("broken-flask"))


def test_broken_flask_is_paid_with_a_chemical_not_an_old_broken_flask():
    s = new(3)
    to_picks(s)
    seat = s.current_player()
    clear_front(s, seat)
    give(s, seat, "broken-flask", "red", "red")
    set_secret(s, 0, "broken-flask")
    events = s.apply(TakeLab("secret-1"))
    # one kind of chemical only: lost without a question, and the log says so
    lost = [e for e in events if isinstance(e, R.LabCardLost)]
    assert [(e.seat, e.kind, e.reason) for e in lost] == [(seat, "red", "broken-flask")]
    assert "loses a red card to the broken flask" in lost[0].describe(["A", "B", "C"])
    assert sorted(s.kind(i) for i in s.lab_front[seat]) == ["broken-flask", "broken-flask", "red"]


def two_player_picks(seed=1):
    s = new(2, seed=seed)
    while s.decision == "play":
        s.apply(s.legal_actions()[0])
    return s


def test_broken_flask_debt_is_not_paid_by_another_broken_flask():
    s = two_player_picks()
    seat = s.current_player()
    clear_front(s, seat)
    set_secret(s, 0, "broken-flask")
    set_secret(s, 1, "broken-flask")
    s.apply(TakeLab("secret-1"))
    s.apply(TakeTask(None))  # the other player
    s.apply(TakeLab("secret-2"))
    assert s.debt[seat] == 2
    assert [s.kind(i) for i in s.lab_front[seat]] == ["broken-flask", "broken-flask"]
    s.check_invariants()


def test_broken_flask_debt_is_not_paid_by_an_explosion():
    s = two_player_picks()
    seat = s.current_player()
    clear_front(s, seat)
    set_secret(s, 0, "broken-flask")
    set_secret(s, 1, "explosion")
    s.apply(TakeLab("secret-1"))
    s.apply(TakeTask(None))
    events = s.apply(TakeLab("secret-2"))
    assert any(isinstance(e, R.Explosion) for e in events)
    assert s.debt[seat] == 1
    assert not any(isinstance(e, R.LabCardLost) and e.reason == "debt" for e in events)


def test_two_player_explosion_other_player_with_one_card_loses_just_that():
    s = two_player_picks()
    taker = s.current_player()
    other = 1 - taker
    clear_front(s, taker)
    clear_front(s, other)
    give(s, other, "green")
    set_secret(s, 0, "explosion")
    events = s.apply(TakeLab("secret-1"))
    assert [(e.seat, e.kind) for e in events if isinstance(e, R.LabCardLost)] == [(other, "green")]
    assert s.lab_front[other] == [] and s.decision == "pick" and s.current_player() == other


def test_a_double_serves_two_flasks_of_a_task_but_never_half_of_one():
    s = new(3)
    red_orange = task_with([("red", 1), ("orange", 1)])
    red_blue = task_with([("red", 1), ("blue", 1)])
    to_tasks_phase(s, 0, ["double-red", "yellow", "blue"], [red_orange, red_blue])
    assert s.current_player() == 0
    completions = [a for a in s.legal_actions() if isinstance(a, CompleteTask)
                   and a.task in (red_orange, red_blue)]  # (a task drawn while picking may match too)
    # both units of the double are used (one red, one half of the orange); red+blue would waste one
    assert completions == [CompleteTask(red_orange, ("double-red", "yellow"))]
    with pytest.raises(IllegalAction, match="exactly"):
        s.apply(CompleteTask(red_blue, ("blue", "double-red")))


def test_completed_task_must_be_replaced_and_a_lone_task_card_is_taken_automatically():
    s = new(3)
    red2 = task_with([("red", 2)])
    to_picks(s)
    for x in range(3):
        clear_front(s, x)
    give(s, 0, "red", "red")
    set_tasks(s, 0, red2)
    # only one task card left anywhere: the display's first slot
    left = s.display[0]
    for t in s.task_deck.take_all() + [t for t in s.display[1:] if t is not None]:
        s.tasks_done[2].append(t)
        s.points[2] += content().tasks[t].value
    s.display = [left, None, None]
    s.check_invariants()
    while s.phase == "pick":
        s.apply(s.legal_actions()[0] if s.decision == "discard" else
                next(a for a in s.legal_actions() if isinstance(a, TakeLab)))
    assert s.current_player() == 0
    events = s.apply(CompleteTask(red2, ("red", "red")))
    taken = [e for e in events if isinstance(e, R.TaskTaken)]
    assert [(e.seat, e.task) for e in taken] == [(0, s.task_id(left))]  # no question, but logged
    assert "takes task" in taken[0].describe(["A", "B", "C"])
    assert left in s.tasks_open[0]


def test_a_last_influence_card_plays_itself_and_is_logged():
    s = new(3, "advanced", seed=2)
    events = play_until(s, lambda st, ev: st.round == 6 and st.phase == "pick", Rng(2))
    played = [e for e in events if isinstance(e, R.InfluencePlayed)]
    assert sorted(e.seat for e in played) == [0, 1, 2]  # nobody was asked: one card each
    assert all(f"plays influence {e.value}" in e.describe(["A", "B", "C"]) for e in played)


@pytest.mark.parametrize("players, variant", [(2, "two-player"), (3, "standard"), (4, "advanced"),
                                              (6, "standard")])
def test_nobody_is_asked_without_a_choice_and_forced_moves_are_only_identical_cards(players, variant):
    for seed in range(3):
        s = new(players, variant, seed)
        rng = Rng(seed)
        while not s.is_over():
            legal = s.legal_actions()
            assert len(legal) >= 2, (s.decision, legal)
            if s.decision == "discard":  # one action per kind: cards of a kind are identical
                seat = s.current_player()
                assert {a.kind for a in legal} == {s.kind(i) for i in s.chemicals(seat)}
            s.apply(rng.choice(legal))


def test_illegal_actions_say_why_in_a_players_words():
    s = new(3)
    cases = [
        (TakeLab("red"), "now is the time to place an influence card"),
        (PlaceInfluence(2, FACE_UP), "you have no 2 in your hand"),
        (PlaceInfluence(7, "sideways"), "face-up or your face-down card"),
    ]
    for action, reason in cases:
        before = [s.observation(x) for x in range(3)]
        with pytest.raises(IllegalAction, match=reason):
            s.apply(action)
        assert [s.observation(x) for x in range(3)] == before
    to_picks(s)
    seat = s.current_player()
    s.apply(TakeLab("secret-1"))
    while s.decision == "discard":
        s.apply(s.legal_actions()[0])
    for action, reason in [(TakeLab("secret-1"), "secret lab card 1 has already been taken"),
                           (TakeTask("T99"), "task T99 is not in the display"),
                           (EndTasks(), "now is the time to take a lab card or a task card")]:
        with pytest.raises(IllegalAction, match=reason):
            s.apply(action)
    assert seat is not None


def test_illegal_task_completions_say_why():
    s = new(3)
    two_blue = task_with([("blue", 2)])
    other = task_with([("red", 2)])
    to_tasks_phase(s, 0, ["blue", "blue", "blue"], [two_blue])
    before = s.observation(0)
    for action, reason in [(CompleteTask(other, ("red", "red")), f"{other} is not one of your tasks"),
                           (CompleteTask(two_blue, ("green",)), "you do not have those lab cards"),
                           (CompleteTask(two_blue, ("blue", "blue", "blue")),
                            f"those cards do not make {two_blue} exactly")]:
        with pytest.raises(IllegalAction, match=reason):
            s.apply(action)
    assert s.observation(0) == before


@pytest.mark.parametrize("variant, personal", [("standard", []), ("advanced", [1, 2, 3, 4, 5, 6])])
def test_the_observation_names_the_rounds_and_personal_set_the_same_for_every_seat(variant, personal):
    """The board draws 'Round 4/12' and '1-6 sets' from the observation; both are public, so every
    seat and a spectator see the same figures."""
    s = new(3, variant)
    views = [s.observation(x) for x in (0, 1, 2, None)]
    assert {v["rounds"] for v in views} == {R.ROUNDS}
    assert all(v["personal_set"] == personal for v in views)
