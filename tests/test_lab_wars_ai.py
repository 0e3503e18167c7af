"""Lab Wars AI: the heuristic players' contract, evaluate, medium against random, and the search
level running on top of them."""
from __future__ import annotations

import pytest

from labdesk.ai.base import RandomPlayer
from labdesk.ai.base import make_player as make_any
from labdesk.ai.ismcts import ISMCTSPlayer
from labdesk.engine.core import Rng
from labdesk.games.lab_wars import ai
from labdesk.games.lab_wars.rules import RULES, BuyImpact, EndTurn, Experiment, PickCharacter


def test_levels_choose_legal_actions_without_touching_the_state():
    s = RULES.new_state(1, 3, {})
    rng = Rng(1)
    players = [ai.make_player("easy", 1), ai.make_player("medium", 2)]
    for _ in range(150):
        if s.is_over():
            break
        before = [s.observation(i) for i in range(3)]
        for p in players:
            assert p.choose(s) in s.legal_actions()
        assert [s.observation(i) for i in range(3)] == before
        s.apply(rng.choice(s.legal_actions()))
    with pytest.raises(ValueError):
        ai.make_player("hard", 1)


def test_evaluate_stays_in_range_and_names_the_winner_at_the_end():
    s = RULES.new_state(2, 3, {})
    rng = Rng(2)
    while not s.is_over():
        for seat in range(3):
            assert 0.0 <= ai.evaluate(s, seat) <= 1.0
        s.apply(rng.choice(s.legal_actions()))
    values = [ai.evaluate(s, seat) for seat in range(3)]
    assert sum(values) == pytest.approx(1.0)
    assert all(values[w] > 0 for w in s.winners())


def test_medium_plans_a_turn_experiments_first_then_data():
    s = RULES.new_state(3, 2, {})
    while s.decision == "pick":
        s.apply(PickCharacter("emeritus"))
    medium = ai.make_player("medium", 0)
    first = medium.choose(s)
    assert isinstance(first, Experiment)  # an upright item does nothing else
    seen = []
    while s.decision == "turn" and s.to_move == 0:
        action = medium.choose(s)
        seen.append(type(action).__name__)
        s.apply(action)
        if isinstance(action, EndTurn):
            break
    assert "SpendData" in seen  # the two Pipettes make two research points


def test_medium_buys_impact_when_the_game_is_about_to_end():
    s = RULES.new_state(4, 2, {})
    while s.decision == "pick":
        s.apply(PickCharacter("emeritus"))
    while s.piles["nobel"]:
        s.impact[1].append(("nobel", s.piles["nobel"].pop()))
    while s.piles["nurture"][1:]:
        s.impact[1].append(("nurture", s.piles["nurture"].pop()))
    s.rp[0] = 30
    assert ai.rounds_left(s) < 1
    medium = ai.make_player("medium", 0)
    bought = False
    while s.to_move == 0 and s.decision == "turn":
        action = medium.choose(s)
        bought |= isinstance(action, BuyImpact)
        s.apply(action)
        if isinstance(action, EndTurn):
            break
    assert bought


def test_medium_beats_random():
    wins = games = 0
    for seed in range(4):
        for players in (2, 4):
            s = RULES.new_state(seed, players, {})
            seats = [ai.make_player("medium", seed)] + [RandomPlayer(seed + i) for i in range(1, players)]
            while not s.is_over():
                s.apply(seats[s.current_player()].choose(s))
            wins += 0 in s.winners()
            games += 1
    assert wins >= games - 1


def test_hard_is_the_search_and_plays_legal_moves():
    player = make_any("lab-wars", "hard", seed=1)
    assert isinstance(player, ISMCTSPlayer)
    s = RULES.new_state(1, 3, {})
    player.iterations, player.time_ms, player.rollout_depth = 8, None, 10
    for _ in range(3):  # the secret character pick, then a turn
        action = player.choose(s)
        assert action in s.legal_actions()
        s.apply(action)


def test_balance_styles_are_players_too():
    s = RULES.new_state(5, 4, {"alternate_3": True})
    seats = [ai.HeuristicPlayer("medium", i, style) for i, style in enumerate(ai.STYLES)]
    while not s.is_over():
        s.apply(seats[s.current_player()].choose(s))
    assert s.winners()


def test_turn_plans_start_with_medium_and_are_legal_in_the_real_game():
    s = RULES.new_state(6, 3, {})
    assert ai.turn_plans(s, s.current_player(), 5) == []  # the pick is searched move by move
    while s.decision == "pick":
        s.apply(PickCharacter("emeritus"))
    seat = s.current_player()
    before = s.observation(seat)
    plans = ai.turn_plans(s, seat, 5)
    assert plans and len(plans) <= 5
    assert len({tuple(map(str, p)) for p in plans}) == len(plans)
    assert plans[0][0] == ai.make_player("medium", 0).choose(s)
    assert s.observation(seat) == before  # planning never touches the real game
    for plan in plans:
        assert plan[0] in s.legal_actions()


def test_medium_spends_its_research_points_when_impact_is_capped():
    """QA: medium used to build a lab far past the last lab-value step, then end the game with
    70+ RP it could not spend (two impact cards a turn). It now stops growing a lab that already
    makes what two impact cards cost, and buys impact cards whenever it has RP to spare."""
    left, lengths = [], []
    for seed in range(4):
        s = RULES.new_state(seed, 3, {"alternate_1": True})
        seats = [ai.make_player("medium", seed * 10 + i) for i in range(3)]
        while not s.is_over():
            s.apply(seats[s.current_player()].choose(s))
        left += s.rp
        lengths.append(s.round)
    assert sum(left) / len(left) < 20 and max(left) < 45
    assert max(lengths) <= 10


def test_a_big_lab_makes_more_items_worth_less():
    s = RULES.new_state(7, 2, {})
    small = ai.item_worth(s, 0, "centrifuge")
    for _ in range(12):  # a lab of fifteen items
        s.labs[0].append(s.item_deck.cards.pop())
    s.check_invariants()
    assert ai.income_room(s, 0) < 1.0
    assert ai.item_worth(s, 0, "centrifuge") < small


def test_medium_with_rp_to_spare_buys_impact_early():
    s = RULES.new_state(8, 2, {})
    while s.decision == "pick":
        s.apply(PickCharacter("emeritus"))
    s.rp[s.to_move] = 60
    assert ai.rounds_left(s) >= 2
    planner = ai.Planner(s, s.to_move, {})
    assert planner.impact_bar(9) == ai.RICH_BAR
    assert planner.score(BuyImpact("book")) > 0
