"""The rules kernel: seeded randomness, piles, legality checks, undo barriers, the log."""
import pytest

from labdesk.engine import IllegalAction, Rng
from labdesk.engine.match import Match, Seat
from labdesk.engine.piles import Pile, deal


def test_rng_is_deterministic_and_copies_carry_on_identically():
    a, b = Rng(42), Rng(42)
    assert [a.randrange(100) for _ in range(20)] == [b.randrange(100) for _ in range(20)]
    c = a.copy()
    assert [a.random() for _ in range(5)] == [c.random() for _ in range(5)]
    assert Rng(1).randrange(10**9) != Rng(2).randrange(10**9)


def test_rng_fork_is_independent_but_reproducible():
    assert Rng(5).fork().randrange(10**9) == Rng(5).fork().randrange(10**9)
    parent = Rng(5)
    child = parent.fork()
    assert child.randrange(10**9) != parent.randrange(10**9)


def test_pile_draw_takes_from_the_top_in_order():
    pile = Pile([1, 2, 3, 4])
    assert pile.top == 4
    assert pile.draw(2) == [4, 3]
    assert list(pile) == [1, 2]
    with pytest.raises(IllegalAction):
        pile.draw(3)
    assert list(pile) == [1, 2]


def test_pile_shuffle_is_seeded_and_keeps_the_cards():
    p1, p2 = Pile(range(20)), Pile(range(20))
    p1.shuffle(Rng(9))
    p2.shuffle(Rng(9))
    assert p1.cards == p2.cards and sorted(p1.cards) == list(range(20))


def test_deal_goes_round_the_table():
    hands = deal(Pile([6, 5, 4, 3, 2, 1]), 2, 3)
    assert hands == [[1, 3, 5], [2, 4, 6]]


def test_pile_remove_missing_card_is_a_clear_error():
    with pytest.raises(IllegalAction, match="not in this pile"):
        Pile([1]).remove(7)


def _match(seats=("human", "human")):
    return Match("tiny", [Seat(k, f"P{i}") for i, k in enumerate(seats)], seed=3)


def test_illegal_action_raises_with_a_reason_and_leaves_state_unchanged(tiny_game):
    m = _match()
    for _ in range(3):
        m.apply(tiny_game.Mark())
    before = (m.state.marks[:], m.actions[:], m.log[:])
    with pytest.raises(IllegalAction, match="at most 3 times"):
        m.apply(tiny_game.Mark())
    assert (m.state.marks, m.actions, m.log) == before


def test_undo_steps_back_within_a_turn(tiny_game):
    m = _match()
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.Mark())
    assert m.can_undo()
    m.undo()
    assert m.state.marks == [1, 0] and m.actions == ["mark"] and m.log == ["P0 makes a mark."]
    m.undo()
    assert m.state.marks == [0, 0] and not m.can_undo()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        m.undo()


def test_undo_never_crosses_a_reveal(tiny_game):
    m = _match()
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.Draw())  # reveals a hidden card: a barrier
    assert not m.can_undo()
    m.apply(tiny_game.Mark())
    m.undo()
    assert len(m.state.hands[0]) == 1 and m.state.marks[0] == 1 and not m.can_undo()


def test_undo_never_undoes_another_players_move(tiny_game):
    m = _match()
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.End())
    assert m.current_seat() == 1 and not m.can_undo()


def test_log_is_third_person_with_seat_names(tiny_game):
    m = _match()
    m.apply(tiny_game.Mark())
    m.apply(tiny_game.End())
    assert m.log == ["P0 makes a mark.", "P0 ends the turn."]


def test_ai_seats_do_not_record_undo_and_handoff_only_between_humans(tiny_game):
    m = _match(("human", "ai", "human"))
    assert not m.needs_handoff(0, 1)
    assert m.needs_handoff(0, 2)
    assert not m.needs_handoff(0, 0)


def test_wrong_number_of_seats_is_refused(tiny_game):
    with pytest.raises(ValueError, match="2–3 players"):
        Match("tiny", [Seat("human", "solo")], seed=1)


def test_ai_player_is_made_once_per_seat(tiny_game):
    m = _match(("human", "ai"))
    assert m.ai_player(1) is m.ai_player(1)


def test_find_action_by_text(tiny_game):
    m = _match()
    assert str(m.state.find_action("draw")) == "draw"
    with pytest.raises(IllegalAction, match="not a legal action"):
        m.state.find_action("fly")
