"""Games reach the history as the app plays them: a finished game's autosave becomes an entry,
unfinished games each keep their own autosave, and the headless command line records the same."""
import json

from labdesk.cli import main
from labdesk.engine import history, saves
from labdesk.engine.match import Match, Seat

from helpers.board import play_to_results


def _board(app, match, **kw):
    from labdesk.ui.app import make_board
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    board = make_board(app, match, **kw)
    app.push(board)
    return board


def test_a_finished_games_autosave_becomes_a_history_entry(app, tiny_game):
    match = Match("tiny", [Seat("ai", "Ana", "random"), Seat("ai", "Bo", "easy")], seed=21)
    _board(app, match)
    play_to_results(app, match, step=1.0, draw_every=50)
    assert saves.unfinished_saves() == []
    [entry] = history.entries()
    assert entry.finished and entry.save == match.to_save()
    assert entry.result.winners == tuple(match.state.winners())


def test_two_unfinished_games_are_both_kept_and_continue_offers_each(app, tiny_game):
    from labdesk.ui.scenes.menu import MenuScene

    first = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=1)
    _board(app, first).submit(first.legal_actions()[0])
    second = Match("tiny", [Seat("human", "Cy"), Seat("ai", "Dee", "random")], seed=2)
    _board(app, second).submit(second.legal_actions()[0])
    files = saves.unfinished_saves()
    assert len(files) == 2
    by_names = {tuple(saves.read_save(p).names()): p for p in files}
    assert set(by_names) == {("Ana", "Bo"), ("Cy", "Dee")}
    menu = MenuScene(app)
    app.reset(menu)
    assert menu.has_save and menu.btn_others.is_enabled and "Cy, Dee (AI)" in menu.continue_line
    assert menu.facts.others_line == "1 more unfinished game"  # saved games, not players (playtest)
    menu.continue_game(by_names[("Ana", "Bo")])
    assert app.top.match.names() == ["Ana", "Bo"] and app.top.save_file() == by_names[("Ana", "Bo")]


def test_discarding_an_unfinished_game_records_it_as_abandoned(app, tiny_game):
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.unfinished import UnfinishedScene

    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], seed=3)
    match.apply(match.legal_actions()[0])
    saves.write_save(match)
    menu = MenuScene(app)
    app.reset(menu)
    scene = UnfinishedScene(app, menu)
    app.push(scene)
    scene.confirm_discard(scene.rows[0][0])
    app.top.on_confirm()
    assert saves.unfinished_saves() == []
    [entry] = history.entries()
    assert entry.status == history.ABANDONED and entry.save["actions"] == match.actions


def test_headless_play_records_the_game_as_the_app_would(capsys):
    assert main(["play", "wrong-chemistry", "--players", "ai:easy,ai:random", "--seed", "5", "--headless"]) == 0
    line = capsys.readouterr().out
    [entry] = history.entries()
    assert entry.id in line and entry.finished and entry.save["seed"] == 5
    replayed = entry.match()
    assert replayed.state.is_over() and tuple(replayed.state.winners()) == entry.result.winners
    assert main(["history", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [e["id"] for e in listed["entries"]] == [entry.id]
    assert main(["stats", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"]["wrong-chemistry"]["games"] == 1


def test_headless_play_refuses_human_seats(capsys):
    assert main(["play", "lab-wars", "--players", "human,ai:easy", "--headless"]) == 2
    assert "AI seats only" in capsys.readouterr().err and history.entries() == []


# --- the scenes ---------------------------------------------------------------------------------------
def _open(app, scene_class, recorded: int, damaged: bool = False):
    """``recorded`` finished tiny games (and a damaged file, newest), then ``scene_class`` drawn once."""
    from test_history_store import finished_tiny

    for i in range(recorded):
        history.record(finished_tiny(40 + i))
    if damaged:
        (history.history_dir() / "20990101-000000-000000-tiny.json").write_text("{")
    scene = scene_class(app)
    app.push(scene)
    app.update(1 / 60)
    app.draw()
    return scene


def test_history_scene_lists_entries_and_damaged_files_and_scrolls(app, tiny_game):
    import pygame

    from labdesk.ui.scenes.history import HistoryScene

    scene = _open(app, HistoryScene, 14, damaged=True)
    assert isinstance(scene.entries[0], history.DamagedEntry) and len(scene.entries) == 15
    first = [i for i, _rect in scene.row_rects()]
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    last = [i for i, _rect in scene.row_rects()]
    assert first[0] == 0 and last[-1] == 14 and first != last
    app.draw()


def test_opening_a_history_entry_starts_its_replay(app, tiny_game):
    import pygame

    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.history import HistoryScene

    scene = _open(app, HistoryScene, 1)
    _i, rect = scene.row_rects()[0]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center))
    board = app.top
    assert isinstance(board, BoardScene) and board.spectator is not None and board.match.state.is_over()


def test_statistics_reset_deletes_the_history_only_after_confirming(app, tiny_game):
    from labdesk.ui.scenes.dialog import ConfirmDialog
    from labdesk.ui.scenes.stats import StatsScene

    scene = _open(app, StatsScene, 3, damaged=True)
    scene.confirm_reset()
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog) and len(history.entries()) == 4
    app.pop()  # Cancel
    assert len(history.entries()) == 4
    scene.confirm_reset()
    app.top.on_confirm()
    assert [type(e) for e in history.entries()] == [history.DamagedEntry]  # the damaged file is kept
    assert scene.figures.outcomes == ()
    app.draw()


def test_history_survives_a_restart(tmp_path, monkeypatch):
    """A game recorded by one process is read back by another, whole."""
    import os
    import subprocess
    import sys

    folder = os.environ["LABDESK_DATA_DIR"]
    env = dict(os.environ, LABDESK_DATA_DIR=folder, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "labdesk", "play", "lab-chaos", "--players",
                           "ai:random,ai:random,ai:random", "--seed", "9", "--headless"],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    [entry] = history.entries()
    assert entry.id in done.stdout and entry.finished and entry.game == "lab-chaos"
    assert entry.match().state.is_over()


def test_statistics_say_best_is_fewest_in_a_penalty_game(app, tiny_game, monkeypatch):
    """Playtest: "Best 15" for a penalty game read as a high score. The legend says which games count
    penalty points, where the fewest is best."""
    import dataclasses

    import pygame

    from labdesk import games
    from labdesk.ui import theme
    from labdesk.ui.scenes.stats import StatsScene

    monkeypatch.setitem(games.GAMES, "tiny", dataclasses.replace(tiny_game.SPEC, lower_scores_win=True))
    drawn = []
    monkeypatch.setattr(theme, "blit_text",
                        lambda surface, text, *a, **k: drawn.append(text) or pygame.Rect(0, 0, 1, 1))
    _open(app, StatsScene, 2)
    assert "penalty points, the fewer the better" in " ".join(drawn)


def test_statistics_name_the_variant_in_the_players_language(app, tiny_game, monkeypatch):
    """Playtest: the Russian Statistics listed the variant as "standard"."""
    import pygame

    from labdesk import i18n
    from labdesk.ui import theme
    from labdesk.ui.scenes.stats import StatsScene

    drawn = []
    monkeypatch.setattr(theme, "blit_text",
                        lambda surface, text, *a, **k: drawn.append(text) or pygame.Rect(0, 0, 1, 1))
    i18n.set_language("ru")
    scene = _open(app, StatsScene, 1)
    scene.choice = "tiny"
    app.draw()
    assert "стандартный" in drawn and "standard" not in drawn


def test_one_score_is_one_narrow_bar_with_its_count_and_value_not_a_block(monkeypatch):
    """Playtest: a game played once drew the score chart as one solid block filling it."""
    import pygame

    from labdesk.ui import theme
    from labdesk.ui.scenes import stats as scene

    area = pygame.Rect(0, 0, 400, 200)
    [bar] = scene.bar_rects(area, [(15.0, 15.0, 1)])
    assert bar.width <= scene.MAX_BAR and bar.centerx == area.centerx and bar.height == area.height
    wide = scene.bar_rects(area, [(0.0, 5.0, 2), (5.0, 10.0, 0), (10.0, 15.0, 1)])
    assert [r.height for r in wide] == [200, 0, 100] and all(a.right < b.x for a, b in zip(wide, wide[1:]))
    drawn = []
    monkeypatch.setattr(theme, "blit_text",
                        lambda surface, text, *a, **k: drawn.append(text) or pygame.Rect(0, 0, 1, 1))
    scene.bar_chart(pygame.Surface((600, 400)), pygame.Rect(0, 0, 500, 290), "Score distribution",
                    [(15.0, 15.0, 1)])
    assert "1 game" in drawn and "15" in drawn


def test_an_online_game_counts_the_seat_played_here(tmp_path, monkeypatch):
    """Every seat of an online game is a person: the history keeps which one was played on this
    computer, and the statistics count that one (they counted the host's seat for the friend)."""
    from labdesk.engine import history, stats
    from labdesk.engine.match import Match, Seat
    from labdesk.ai import RandomPlayer

    monkeypatch.setenv("LABDESK_DATA_DIR", str(tmp_path))
    match = Match("explosion", [Seat("human", "Ana"), Seat("human", "Boris")], 4)
    player = RandomPlayer(4)
    while match.current_seat() is not None:
        match.apply(player.choose(match.state))
    entry = history.record(match, you=1)
    again = history.load(entry.id)
    assert again.you == 1 and stats.counted_seat(again) == 1
    assert stats.counted_seat(history.record(match)) == 0
