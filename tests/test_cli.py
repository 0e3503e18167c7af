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
