"""Post-game analysis: deterministic for a save, never changes the stored game, and the CLI prints
the JSON contract {"decisions": [{"turn", "played", "suggested", "loss"}], "total_loss"}."""
from __future__ import annotations

import copy
import json

import pygame

from labdesk.ai.analysis import analyse
from labdesk.cli import main
from labdesk.engine import history
from labdesk.engine.match import Match, Seat


def short_game(limit: int = 8) -> Match:
    match = Match("experiment", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], 3)
    while len(match.actions) < limit:
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    return match


def test_analysis_is_deterministic_and_leaves_the_game_alone():
    save = short_game().to_save()
    before = copy.deepcopy(save)
    first, second = analyse(save, 0), analyse(save, 0)
    assert first == second and save == before
    assert first.decisions and all(d.loss >= 0 for d in first.decisions)
    assert all(d.loss == 0 for d in first.decisions if d.played == d.suggested)
    assert abs(first.total_loss - sum(d.loss for d in first.decisions)) < 1e-9


def test_progress_is_told_and_cancel_stops_early():
    save = short_game().to_save()
    told = []
    analyse(save, 0, on_progress=lambda done, total: told.append((done, total)))
    assert told and told[-1][0] == told[-1][1]
    stopped = analyse(save, 0, cancelled=lambda: True)
    assert stopped.decisions == ()


def test_cli_analyse_prints_the_json_contract_and_keeps_the_entry(capsys):
    entry = history.record(short_game(), history.ABANDONED)
    path = history.path_of(entry.id)
    stored = path.read_bytes()
    assert main(["analyse", entry.id, "--seat", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"decisions", "total_loss"}
    assert out["decisions"] and all(set(d) == {"turn", "played", "suggested", "loss"} for d in out["decisions"])
    assert path.read_bytes() == stored
    assert main(["analyse", entry.id, "--seat", "9"]) == 2


def test_the_analysis_scene_lists_the_costliest_and_jumps_into_the_replay(app):
    import pygame_gui

    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.analysis import AnalysisScene

    scene = AnalysisScene(app, short_game(12).to_save())
    app.push(scene)
    app.draw(pygame.Surface(app.size))  # the progress bar
    assert scene.worker.wait(120)
    app.update(1 / 60)
    assert scene.result is not None and scene.seat == 0
    app.draw(pygame.Surface(app.size))
    rows = scene.row_rects()
    if rows:
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rows[0][1].center))
        board = app.top
        assert isinstance(board, BoardScene) and board.spectator.index == scene.costliest()[0].index
        assert board.viewer == 0
        app.pop()
    app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.again))
    board = app.top
    assert isinstance(board, BoardScene) and board.match.seats[0].level == "hard"
    assert board.match.seed == scene.replay.seed and not board.autosave


def test_cancel_stops_the_analysis(app):
    import pygame_gui

    from labdesk.ui.scenes.analysis import AnalysisScene

    scene = AnalysisScene(app, short_game(12).to_save())
    app.push(scene)
    app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.cancel))
    assert scene.worker.wait(120) and scene.worker.cancelled
    app.update(1 / 60)
    assert scene.result is not None
