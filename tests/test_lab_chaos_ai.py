"""Lab Chaos AI: the medium/easy players and evaluate (the hard level's soundness is in test_ai_games)."""
from __future__ import annotations

import pytest

from labdesk.ai import arena
from labdesk.engine.core import Rng
from labdesk.games.lab_chaos import ai
from labdesk.games.lab_chaos.rules import RULES, Answer, ChoosePlayer, PlayCard
from helpers.lab_chaos import PERSONAS, by_text, card, deck_of, table

F = [f"f{i}" for i in range(76)]


def test_levels():
    assert ai.make_player("easy", 1).name == "easy" and ai.make_player("medium", 1).name == "medium"
    with pytest.raises(ValueError):
        ai.make_player("hard", 1)


def test_the_players_choose_legal_actions_without_changing_the_state():
    for level in ("easy", "medium"):
        player = ai.make_player(level, 3)
        state = RULES.new_state(5, 4, {"games": 3, "human_seats": [1]})
        rng = Rng(2)
        for _ in range(200):
            if state.is_over():
                break
            before = state.observation(state.current_player())
            seat = state.current_player()
            action = player.choose(state) if rng.random() < 0.5 else state.legal_actions()[0]
            assert state.observation(seat) == before and action in state.legal_actions()
            state.apply(action)


def test_evaluate_is_a_share_in_0_1_and_a_finished_match_counts_wins():
    state = RULES.new_state(2, 3, {})
    values = [ai.evaluate(state, s) for s in range(3)]
    assert all(0.0 <= v <= 1.0 for v in values)
    deck = deck_of()
    state = table(deck, [["f0"], F[3:6], F[6:9]])
    by_text(state, "play f0")
    assert ai.evaluate(state, 0) == 1.0 and ai.evaluate(state, 1) == 0.0


def test_evaluate_uses_only_what_the_seat_can_see():
    state = RULES.new_state(4, 4, {})
    world = state.determinize(0, Rng(9))
    assert ai.evaluate(world, 0) == pytest.approx(ai.evaluate(state, 0))


def test_medium_reduces_its_own_hand():
    deck = deck_of(card("dump2", "bald", 1, [{"op": "discard", "who": "self", "n": 2}]),
                   card("draw2", "bald", 2, [{"op": "draw", "who": "self", "n": 2}]))
    state = table(deck, [["draw2", "dump2", "f0", "f1", "f3"], F[10:15], F[15:20]], draw=F[30:40])
    assert ai.make_player("medium", 1).choose(state) == PlayCard("dump2")


def test_medium_chases_the_active_end_condition():
    end = card("end5", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 5}}}], end=True)
    deck = deck_of(end, card("dump2", "bald", 1, [{"op": "discard", "who": "self", "n": 2}]))
    state = table(deck, [["dump2", "f0", "f1", "f3", "f4", "f6", "f7"], F[10:15], F[15:20]], draw=F[30:40])
    state.draw_pile.remove("end5") if "end5" in state.draw_pile else state.discard.remove("end5")
    state.end_card, state.end_cond = "end5", end["effect"][0]["win"]
    player = ai.make_player("medium", 1)
    assert player.choose(state) == PlayCard("dump2")  # 7 cards: play one, discard one, hold five
    state.apply(PlayCard("dump2"))
    state.apply(player.choose(state))
    assert state.is_over() and state.winners() == [0]


def test_medium_blocks_the_leader():
    deck = deck_of(card("push", "bald", 1, [{"op": "draw", "who": "chosen_other", "n": 3}]))
    state = table(deck, [["push", "f0", "f1"], F[10:16], ["f20"]], draw=F[30:40])
    by_text(state, "play push")
    assert ai.make_player("medium", 1).choose(state) == ChoosePlayer(2)


def test_questions_are_answered_from_the_seats_persona():
    deck = deck_of(card("ask", "bald", 1, [{"op": "ask", "question": "dog", "then": [], "else": []}]))
    state = table(deck, [["ask", "f0"], F[10:13], F[13:16]], options={"human_seats": [0]})
    by_text(state, "play ask")
    assert state.pending["kind"] == "question"
    assert ai.make_player("medium", 1).choose(state) == Answer(False)  # no persona: no
    state.personas[0] = PERSONAS[0]  # says yes to "dog"
    assert ai.make_player("medium", 1).choose(state) == Answer(True)


def test_medium_beats_random():
    result = arena.simulate("lab-chaos", 4, 40, ["medium", "random"], seed=7, swap=True)
    assert result["violations"] == 0
    per_game = {lvl: result["wins_by_ai"][lvl] / result["games_by_ai"][lvl] for lvl in ("medium", "random")}
    assert per_game["medium"] > 1.5 * per_game["random"], per_game


def test_easy_plays_whole_games_cleanly():
    result = arena.simulate("lab-chaos", 5, 10, ["easy", "medium", "random"], seed=3, swap=True)
    # the arena rounds each seat's wins to 3 decimals: a win shared three ways adds up to 0.999
    assert result["violations"] == 0 and sum(result["wins"]) == pytest.approx(10, abs=0.01)
