"""Blunders the playtests saw, as regression tests on seeded positions.

``tests/fixtures/ai_blunders.json`` holds the moves (as text) that led to each position, recorded
with the AI before its fix: the hard Explosion AI drawing again at fire level 4 with two flasks made
(stopping scored 16, drawing was worth 10.5 on average: it pushed on to five chemicals and exploded),
and a Lab Wars turn whose data a greedy spend left unused.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from labdesk import games
from labdesk.ai import make_player
from labdesk.ai.base import RandomPlayer
from labdesk.games.explosion import ai as EX
from labdesk.games.explosion import rules as ER
from labdesk.games.lab_wars import ai as LW
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.rules import BuyItem, EndTurn, Experiment, PlayAction, SpendData

FIXTURE = json.loads((Path(__file__).parent / "fixtures" / "ai_blunders.json").read_text())


def _replay(game_id: str):
    case = FIXTURE[game_id]
    state = games.rules(game_id).new_state(case["seed"], case["players"], {})
    for text in case["actions"]:
        state.apply(state.find_action(text))
    return state


# --- Explosion: never draw into odds that cost more than the draw can gain --------------------------------
def _draw_loss(state) -> float:
    model = EX.TurnModel(state)
    key = EX._flask_key(state.flasks)
    return model.stop_value(key) - model.draw_value(key, state.reds)


def steady(player):
    """The player with its iteration budget alone: the hard search's time budget cut it short on a busy
    machine, and a test must choose the same move however loaded the machine is."""
    if getattr(player, "time_ms", None) is not None:
        player.time_ms = None
    return player


def test_the_playtest_position_is_a_blunder_to_draw():
    state = _replay("explosion")
    assert state.phase == "mixing" and state.current == 0 and len(state.flasks) == 2
    assert _draw_loss(state) > EX.BLUNDER_POINTS


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_explosion_ai_stops_instead_of_pushing_its_luck(level):
    state = _replay("explosion")
    for seed in (0, 1, 2):
        action = steady(make_player("explosion", level, seed)).choose(state)
        assert not isinstance(action, ER.Draw), f"{level} (seed {seed}) drew again"


def test_sound_actions_drop_only_losing_draws_of_a_seat_not_behind():
    found = 0
    for seed in range(6):
        state, player = ER.RULES.new_state(seed, 2, {}), RandomPlayer(seed)
        while not state.is_over():
            legal = state.legal_actions()
            seat = state.current_player()
            if state.phase == "mixing" and seat == state.current and seat < 2:
                kept = EX.sound_actions(state, seat, legal)
                dropped = [a for a in legal if a not in kept]
                scores = state.scores()
                stop_points = EX.TurnModel(state).stop_points(EX._flask_key(state.flasks))[0]
                if dropped:
                    found += 1
                    assert all(isinstance(a, ER.Draw) for a in dropped)
                    assert _draw_loss(state) > EX.BLUNDER_POINTS
                    assert scores[seat] + stop_points > max(scores[1 - seat], 0)
                elif any(isinstance(a, ER.Stop) for a in legal) and any(isinstance(a, ER.Draw) for a in legal) \
                        and scores[seat] + stop_points > scores[1 - seat]:
                    assert _draw_loss(state) <= EX.BLUNDER_POINTS
            state.apply(player.choose(state))
    assert found  # random play reaches such positions


# --- Lab Wars: no data left over that another order of the same turn would have used ---------------------
def _spend_worth(action: SpendData) -> float:
    return LW.effects_worth(dict(content().item_types[action.item].trigger.tiers)[action.amount])


def best_spend_worth(state, seat: int, todo: tuple, memo: dict | None = None) -> float | None:
    """The most a turn could get from its data with the same experiments, purchases and action card
    as were played, in the same order (``todo``: their texts), its spends made at any point in
    between; None if that cannot be played."""
    memo = {} if memo is None else memo
    key = (todo, tuple(state.data.values()), frozenset(state.triggered), frozenset(state.turned),
           state.rp[seat], len(state.hands[seat]))
    if key in memo:
        return memo[key]
    best = None if todo else 0.0
    for action in state.legal_actions():
        text = str(action)
        if isinstance(action, SpendData):
            gain, rest_todo = _spend_worth(action), todo
        elif todo and text == todo[0]:
            gain, rest_todo = 0.0, todo[1:]
        else:
            continue
        world = state.clone()
        world.apply(action)
        if world.current_player() != seat or world.decision != "turn":
            continue
        rest = best_spend_worth(world, seat, rest_todo, memo)
        if rest is not None and (best is None or gain + rest > best):
            best = gain + rest
    memo[key] = best
    return best


def play_turn(state, player) -> tuple[float, tuple, int, object]:
    """Let ``player`` play the seat's turn from ``state``: the worth of its spends, its other steps
    (texts, in order), the data it held when it ended the turn, and the state after."""
    seat = state.current_player()
    world, got, todo, held = state.clone(), 0.0, [], 0
    while world.current_player() == seat and world.decision == "turn":
        action = player.choose(world)
        if isinstance(action, (Experiment, PlayAction, BuyItem)):
            todo.append(str(action))
        if isinstance(action, SpendData):
            got += _spend_worth(action)
        if isinstance(action, EndTurn):
            held = sum(world.data.values())
        world.apply(action)
        if isinstance(action, EndTurn):
            break
    return got, tuple(todo), held, world


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_lab_wars_ai_uses_the_data_of_the_playtest_turn(level):
    state = _replay("lab-wars")
    seat = state.current_player()
    assert state.decision == "turn"
    got, todo, held, _end = play_turn(state, steady(make_player("lab-wars", level, 3)))
    best = best_spend_worth(state, seat, todo)
    assert best is not None and got >= best - 1e-9, f"{level} spent data worth {got}, could {best}"


def test_lab_wars_medium_leaves_no_usable_data_along_seeded_games():
    rules = games.rules("lab-wars")
    turns = held_turns = 0
    for seed in (4000, 4003, 4010, 4013):
        state = rules.new_state(seed, 2, {})
        players = [make_player("lab-wars", "medium", seed + s) for s in range(2)]
        while not state.is_over():
            if state.decision == "turn":
                seat = state.current_player()
                got, todo, held, end = play_turn(state, players[seat])
                if held >= 2:  # data left over: could a spend at another moment have used it?
                    best = best_spend_worth(state, seat, todo)
                    assert best is None or got >= best - 1e-9, f"seed {seed}, action {state.actions_played}"
                    held_turns += 1
                turns += 1
                state = end
                continue
            state.apply(players[state.current_player()].choose(state))
    assert turns > 30 and held_turns
