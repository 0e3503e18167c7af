"""The replay rebuilds the original game exactly: at every action index, stepping forward, stepping
back and jumping, every seat's observation (and the spectator's) equals what the game showed then."""
from __future__ import annotations

import random

import pytest

from labdesk import games
from labdesk.engine.match import Match, SaveError, Seat
from labdesk.engine.replay import CHECKPOINT_EVERY, Replay

PLAYERS = {"experiment": 3, "explosion": 2, "lab-wars": 3, "lab-chaos": 3, "wrong-chemistry": 3}


def played(game_id: str, seed: int, limit: int = 400) -> tuple[Match, list[list[dict]]]:
    """A seeded AI game and, at every index, the observation of each seat and of a spectator."""
    seats = [Seat("ai", f"P{i}", "random") for i in range(PLAYERS[game_id])]
    match = Match(game_id, seats, seed)
    viewers = [*range(len(seats)), None]
    seen = [[match.state.observation(v) for v in viewers]]
    while not match.state.is_over() and len(match.actions) < limit:
        seat = match.current_seat()
        match.apply(match.ai_player(seat).choose(match.state.clone()))
        seen.append([match.state.observation(v) for v in viewers])
    return match, seen


def observations(state, count: int) -> list[dict]:
    return [state.observation(v) for v in [*range(count), None]]


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_replay_matches_the_game_at_every_step_both_ways(game_id):
    match, seen = played(game_id, seed=7)
    replay = Replay(match.to_save())
    assert len(replay) == len(match.actions)
    count = len(match.seats)
    for i in range(len(replay) + 1):  # forward
        assert observations(replay.state_at(i), count) == seen[i], f"forward, action {i}"
    for i in range(len(replay), -1, -1):  # back
        assert observations(replay.state_at(i), count) == seen[i], f"back, action {i}"
    jumps = random.Random(3).sample(range(len(replay) + 1), min(20, len(replay) + 1))
    for i in jumps:
        assert observations(replay.state_at(i), count) == seen[i], f"jump, action {i}"


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_match_at_has_the_log_and_actions_of_that_point(game_id):
    match, _ = played(game_id, seed=11, limit=60)
    replay = Replay(match.to_save())
    end = replay.match_at(len(replay))
    assert end.log == match.log and end.actions == match.actions
    middle = replay.match_at(len(replay) // 2)
    assert middle.actions == match.actions[:len(replay) // 2]
    assert middle.state.observation(0) == replay.state_at(len(replay) // 2).observation(0)


def test_the_checkpoints_are_never_handed_out():
    match, seen = played("lab-wars", seed=5, limit=2 * CHECKPOINT_EVERY)
    replay = Replay(match.to_save())
    state = replay.state_at(CHECKPOINT_EVERY)
    state.apply(state.legal_actions()[0])
    assert replay.state_at(CHECKPOINT_EVERY).observation(0) == seen[CHECKPOINT_EVERY][0]


def test_points_say_where_each_round_or_turn_begins():
    match, _ = played("lab-wars", seed=2)
    replay = Replay(match.to_save())
    assert replay.points and replay.points[0].index == 0
    numbers = [p.number for p in replay.points]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    for point in replay.points:
        assert replay.point_of(point.index) == point


def test_a_damaged_action_list_is_refused_with_the_move_named():
    match, _ = played("experiment", seed=1, limit=10)
    save = match.to_save()
    save["actions"][4] = "no such move"
    with pytest.raises(SaveError, match="move 5"):
        Replay(save)


def test_the_log_at_a_point_names_whose_action_wrote_each_line():
    match, _ = played("lab-wars", seed=3, limit=50)
    replay = Replay(match.to_save())
    at = replay.match_at(len(replay))
    assert at.log_entries == match.log_entries
    assert [e.text for e in match.log_entries] == match.log
    assert {e.actor for e in match.log_entries} <= {None, 0, 1, 2}
