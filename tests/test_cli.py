"""The labdesk command line: its contract and exit codes."""
import json
import subprocess
import sys

import pytest

from labdesk import __version__
from labdesk.cli import main


def run(*args, **kw):
    return subprocess.run([sys.executable, "-m", "labdesk", *args], capture_output=True, text=True, **kw)


def test_version():
    result = run("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"labdesk {__version__}"


def test_unknown_game_is_exit_2():
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "chess", "--players", "2"])
    assert exc.value.code == 2


def test_simulate_rejects_bad_seat_count_and_level(capsys):
    assert main(["simulate", "wrong-chemistry", "--players", "9"]) == 2
    assert "labdesk:" in capsys.readouterr().err


def test_play_load_of_bad_file_prints_reason_and_exits_2(tmp_path, capsys):
    bad = tmp_path / "save.json"
    bad.write_text("{truncated")
    assert main(["play", "--load", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "corrupt or truncated" in err and err.count("\n") == 1
    assert bad.read_text() == "{truncated"


def test_simulate_json_contract_on_tiny_game(tiny_game, capsys):
    code = main(["simulate", "tiny", "--players", "2", "--games", "5", "--ai", "random", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    for key in ("game", "players", "games", "seed", "ai", "wins", "mean_turns", "decision_ms", "violations"):
        assert key in out
    assert out["game"] == "tiny" and len(out["wins"]) == 2 and sum(out["wins"]) == pytest.approx(5)
    assert set(out["decision_ms"]) >= {"mean", "p95"} and out["violations"] == 0


def test_simulate_exits_1_when_an_invariant_breaks(tiny_game, monkeypatch, capsys):
    def broken(self):
        if self.turns >= 2:
            raise AssertionError("marks went missing")

    monkeypatch.setattr(tiny_game.TinyState, "check_invariants", broken)
    code = main(["simulate", "tiny", "--players", "2", "--games", "3", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1 and out["violations"] == 3


def test_simulate_rejects_unknown_level_and_variant(tiny_game, capsys):
    assert main(["simulate", "tiny", "--players", "2", "--ai", "genius"]) == 2
    assert main(["simulate", "tiny", "--players", "2", "--variant", "upside-down"]) == 2
    assert capsys.readouterr().err.count("labdesk:") == 2


def test_play_refuses_bad_seats_and_variants_before_opening_a_window(capsys):
    assert main(["play", "wrong-chemistry", "--players", "human"]) == 2
    assert main(["play", "wrong-chemistry", "--players", "human,robot"]) == 2
    assert main(["play", "wrong-chemistry", "--players", "human,ai:genius"]) == 2
    assert main(["play", "wrong-chemistry", "--variant", "nope"]) == 2
    assert main(["play"]) == 2
    assert capsys.readouterr().err.count("labdesk:") == 5


def test_unbuilt_game_is_refused_everywhere(capsys, monkeypatch):
    from labdesk import games

    # a catalogue entry whose package does not exist stands for a game not built yet
    from labdesk.engine.spec import GameSpec, Variant

    monkeypatch.setitem(games.GAMES, "unbuilt", GameSpec("unbuilt", "Unbuilt", "a game still to come", range(2, 5),
                                                         (Variant("standard", "the game"),)))
    for argv in (["play", "unbuilt"], ["simulate", "unbuilt", "--players", "2"],
                 ["screenshot", "unbuilt", "--out", "x.png"]):
        assert main(argv) == 2
    assert "not built yet" in capsys.readouterr().err


def test_screenshot_writes_a_png_and_refuses_unknown_screens(tmp_path, capsys):
    import pygame

    out = tmp_path / "menu.png"
    assert main(["screenshot", "menu", "--out", str(out), "--size", "800x450"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (800, 450)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 800, 40) for y in range(0, 450, 30)}
    assert len(colours) > 5, "the menu screenshot is blank"
    assert main(["screenshot", "kitchen", "--out", str(tmp_path / "k.png")]) == 2
    assert main(["screenshot", "menu", "--out", str(out), "--size", "big"]) == 2


def test_bench_json_has_every_figure(capsys):
    assert main(["bench", "--quick", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"startup_ms", "frame_ms", "playouts_per_s", "ai_decision_ms", "executable_mb",
            "peak_rss_mb_after_watched_games", "idle_cpu_percent"} <= set(out)
    assert "menu" in out["idle_cpu_percent"] and len(out["idle_cpu_percent"]) == 2  # the menu and a board
    assert out["startup_ms"]["app"] > 0 and out["startup_ms"]["bare_window"] > 0 and out["startup_ms"]["ratio"] > 0
    assert "menu" in out["frame_ms"]
    assert set(out["playouts_per_s"]) >= {"wrong-chemistry", "explosion", "experiment"}


def test_screenshot_of_a_solo_board_and_a_bad_seat_count(tmp_path):
    assert main(["screenshot", "explosion", "--players", "1", "--out", str(tmp_path / "solo.png")]) == 0
    assert (tmp_path / "solo.png").stat().st_size > 10_000
    assert main(["screenshot", "explosion", "--players", "7", "--out", str(tmp_path / "x.png")]) == 2


def test_simulate_with_more_levels_than_seats_is_exit_2(tiny_game, capsys):
    assert main(["simulate", "tiny", "--players", "2", "--ai", "random,random,random"]) == 2
    assert "labdesk:" in capsys.readouterr().err
