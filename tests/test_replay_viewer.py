"""The replay viewer: every game's own board in spectator mode, stepped both ways by its controls,
always shows the observation the game had at that point, and plays, saves and records nothing."""
from __future__ import annotations

import pygame
import pytest

from labdesk.engine import history, saves
from labdesk.engine.match import Match, Seat
from labdesk.ui.board import BoardScene
from labdesk.ui.scenes.replay import EVERY_HAND, ReplayControls, bar_layout, replay_board

PLAYERS = {"experiment": 3, "explosion": 2, "lab-wars": 3, "lab-chaos": 3, "wrong-chemistry": 3}
STEPS = 30


def seeded_save(game_id: str, seed: int = 4, limit: int = STEPS) -> tuple[dict, list[Match]]:
    seats = [Seat("human" if i == 0 else "ai", f"P{i}", "random") for i in range(PLAYERS[game_id])]
    match = Match(game_id, seats, seed)
    states = [match.state.clone()]
    while not match.state.is_over() and len(match.actions) < limit:
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        states.append(match.state.clone())
    return match.to_save(), states


def settle(app, board: BoardScene) -> None:
    for _ in range(5):
        board.skip_animations()
        app.update(1 / 60)


def key(app, k) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def expected(states, index: int, controls: ReplayControls) -> dict:
    """The observation the chosen view shows: with every hand for "every hand" of a finished game."""
    state = states[index]
    observe = state.open_observation if controls.open_view() else state.observation
    return observe(controls.board.viewer)


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_stepping_both_ways_shows_the_game_as_it_was(app, game_id):
    save, states = seeded_save(game_id)
    board = replay_board(app, save, 0)
    app.push(board)
    controls = board.spectator
    canvas = pygame.Surface(app.size)
    settle(app, board)
    for i in range(1, len(states)):
        key(app, pygame.K_RIGHT)
        settle(app, board)
        assert controls.index == i
        assert board.viewer == controls.wanted_viewer()
        assert board.obs == expected(states, i, controls), f"forward to {i}"
        if i % 10 == 0:
            app.draw(canvas)
    for i in range(len(states) - 2, -1, -1):
        key(app, pygame.K_LEFT)
        settle(app, board)
        assert controls.index == i
        assert board.obs == expected(states, i, controls), f"back to {i}"
    app.draw(canvas)
    assert board.worker is None and not board.can_act()
    assert not saves.unfinished_saves() and history.entries() == []


def test_each_seat_view_shows_that_seats_observation(app):
    save, states = seeded_save("lab-wars")
    board = replay_board(app, save, 10)
    app.push(board)
    controls = board.spectator
    assert controls.view is EVERY_HAND
    for seat in range(3):
        key(app, pygame.K_v)
        settle(app, board)
        assert controls.view == seat and board.viewer == seat
        assert board.obs == states[10].observation(seat)
    key(app, pygame.K_v)
    assert controls.view is EVERY_HAND


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_a_step_right_after_a_change_of_view_animates_on_that_views_table(app, game_id):
    """"v" then the right arrow in one frame: the move animates on the panels of the seat now at
    the bottom (Experiment's reveal looked up the seat left the bottom in the panels of the others)."""
    save, states = seeded_save(game_id)
    board = replay_board(app, save, 0)
    app.push(board)
    controls = board.spectator
    settle(app, board)
    for i in range(1, len(states)):
        key(app, pygame.K_v)
        key(app, pygame.K_RIGHT)
        settle(app, board)
        assert controls.index == i and board.viewer == controls.wanted_viewer()
        assert board.obs == expected(states, i, controls)


def test_jumps_by_key_and_timeline(app):
    save, states = seeded_save("experiment", limit=80)
    board = replay_board(app, save)
    app.push(board)
    controls = board.spectator
    assert controls.index == len(states) - 1  # opens at the end
    key(app, pygame.K_HOME)
    assert controls.index == 0
    key(app, pygame.K_END)
    assert controls.index == len(states) - 1
    key(app, pygame.K_UP)
    point = controls.replay.point_of(controls.index)
    assert point is not None and point.index == controls.index < len(states) - 1
    key(app, pygame.K_DOWN)
    assert controls.index > point.index
    timeline = bar_layout(controls.bar).timeline
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(timeline.x, timeline.bottom - 6)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(timeline.x, timeline.bottom - 6)))
    assert controls.index == 0
    settle(app, board)
    assert board.obs == states[0].observation(board.viewer)


def test_play_runs_to_the_end_and_stops(app):
    save, states = seeded_save("wrong-chemistry", limit=12)
    board = replay_board(app, save, 0)
    app.push(board)
    controls = board.spectator
    key(app, pygame.K_SPACE)
    assert controls.playing
    for _ in range(400):
        board.skip_animations()
        app.update(0.5)
        if not controls.playing:
            break
    assert controls.index == len(states) - 1 and not controls.playing
    assert board.obs == states[-1].observation(board.viewer)


def test_escape_closes_the_replay(app):
    from labdesk.ui.scene import Scene

    app.reset(Scene(app))
    save, _ = seeded_save("explosion", limit=5)
    board = replay_board(app, save)
    app.push(board)
    key(app, pygame.K_ESCAPE)
    assert app.top is not board


def test_the_results_screen_opens_the_replay_and_gets_it_back(app):
    import pygame_gui

    from labdesk.ui.app import finished_match
    from labdesk.ui.scenes.results import ResultsScene

    match = finished_match("experiment", 2)
    results = ResultsScene(app, match)
    app.reset(results)
    app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=results.replay))
    board = app.top
    assert isinstance(board, BoardScene) and board.spectator is not None
    assert board.spectator.index == len(match.actions)
    assert board.obs == match.state.observation(board.viewer)
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def test_opening_a_history_entry_starts_its_replay(app):
    from labdesk.ui.scenes.history import open_replay

    save, states = seeded_save("lab-chaos", limit=20)
    entry = history.record(Match.from_save(save), history.ABANDONED)
    open_replay(app, entry.id)
    board = app.top
    assert isinstance(board, BoardScene) and board.spectator.index == len(states) - 1


def test_an_entry_opens_in_the_replay_at_its_end_or_at_a_point(app):
    from labdesk.ui.app import finished_match
    from labdesk.ui.scenes.history import open_replay

    entry = history.record(finished_match("wrong-chemistry", 3))
    open_replay(app, entry.id)
    board = app.top
    assert isinstance(board, BoardScene) and board.spectator.index == len(entry.save["actions"])
    app.pop()
    open_replay(app, entry.id, 5)
    board = app.top
    assert isinstance(board, BoardScene) and board.spectator.index == 5
