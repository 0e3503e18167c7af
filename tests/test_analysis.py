"""Post-game analysis: deterministic for a save, never changes the stored game, gives every costly
decision a reason whose figures are the analysis's own, and the CLI prints the JSON contract
{"level", "decisions": [{"turn", "played", "suggested", "loss", "reason"}], "total_loss"}."""
from __future__ import annotations

import copy
import json
import re

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


def test_every_costly_decision_has_a_reason_quoting_the_two_shares_it_was_judged_by():
    from labdesk.ai.hints import reason
    from labdesk.engine.replay import Replay

    from labdesk.ai.hints import seeded_match

    save = seeded_match("lab-chaos", 3, 5, 25).to_save()
    result = analyse(save, 0)
    costly = [d for d in result.decisions if d.loss > 0]
    assert costly
    replay = Replay(save)
    for d in costly:
        shown = re.search(r"the suggestion won ([\d.]+)% of a game on average, the move played ([\d.]+)%", d.reason)
        a, b = float(shown.group(1)), float(shown.group(2))
        assert a > b and abs((a - b) / 100 - d.loss) < 0.011
        state = replay.state_at(d.index)
        played = reason(replay.game_id, state, 0, (state.find_action(d.played),), replay.names())
        suggested = reason(replay.game_id, state, 0, (state.find_action(d.suggested),), replay.names())
        assert d.reason.startswith(f"Suggested: {suggested}. Played: {played}. ")
    assert all(d.reason is None for d in result.decisions if d.loss == 0)


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
    assert set(out) == {"level", "decisions", "total_loss"} and out["level"] == "hard"
    assert out["decisions"] and all(set(d) == {"turn", "played", "suggested", "loss", "reason"}
                                    for d in out["decisions"])
    assert all((d["reason"] is not None) == (d["loss"] > 0) for d in out["decisions"])
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


def test_a_finished_analysis_leaves_no_cancel_button_and_shows_the_reason_under_the_list(app, monkeypatch):
    from labdesk.ai.hints import seeded_match
    from labdesk.ui import theme
    from labdesk.ui.scene import Scene
    from labdesk.ui.scenes.analysis import AnalysisScene

    scene = AnalysisScene(app, seeded_match("lab-chaos", 3, 5, 25).to_save(), 0)
    app.push(scene)
    assert scene.worker.wait(120)
    app.update(1 / 60)
    app.push(Scene(app))  # the replay opened from a row, then closed
    app.pop()
    assert not scene.cancel.visible
    drawn = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k))
    app.draw(pygame.Surface(app.size))
    first = scene.costliest()[0].reason
    assert first and first.split()[0] in " ".join(drawn) and "games played on from here" in " ".join(drawn)


def test_history_opens_the_analysis_of_any_finished_game_and_the_replay_elsewhere_on_its_row(app):
    from labdesk.ai.hints import seeded_match
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.analysis import AnalysisScene
    from labdesk.ui.scenes.history import HistoryScene, analyse_rect

    match = seeded_match("lab-chaos", 3, 5, 400)  # played to its end
    assert match.state.is_over()
    history.record(match)
    scene = HistoryScene(app)
    app.push(scene)
    app.draw(pygame.Surface(app.size))
    row, rect = scene.row_rects()[0]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=analyse_rect(rect).center))
    assert isinstance(app.top, AnalysisScene) and app.top.replay.game_id == "lab-chaos"
    app.top.worker.cancel()
    app.pop()
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(rect.x + 40, rect.centery)))
    assert isinstance(app.top, BoardScene)


def test_the_replay_opened_from_a_costly_decision_marks_the_suggested_move(app):
    from labdesk.ai.hints import seeded_match
    from labdesk.ui.scenes.analysis import AnalysisScene

    scene = AnalysisScene(app, seeded_match("lab-chaos", 3, 5, 25).to_save(), 0)
    app.push(scene)
    assert scene.worker.wait(120)
    app.update(1 / 60)
    app.draw(pygame.Surface(app.size))
    first = scene.costliest()[0]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=scene.row_rects()[0][1].center))
    board = app.top
    suggested = scene.moves_in_words(first)[1]
    assert board.spectator.index == first.index and board.toast[0] == f"Here the hard AI suggests: {suggested}"
    board.toast = None
    board.spectator.go(first.index + 1)
    assert board.toast is None  # no mark there
    board.spectator.go(first.index)
    assert board.toast is not None and suggested in board.toast[0]
    app.draw(pygame.Surface(app.size))
