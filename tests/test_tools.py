"""The tools in tools/: every content generator has ``--check`` and its data is up to date; every other
tool is a measurement or a look, listed here so a new tool is classified when it is added."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# tool -> what it writes (each must accept --check and exit 0 when that output is current)
GENERATORS = {
    "make_sounds.py": "assets/sounds/*.wav",
    "make_icon.py": "assets/icon/*.png, labdesk.ico and labdesk.icns from assets/icon/labdesk.svg",
    "experiment_tasks.py": "the task cards in labdesk/games/experiment/cards.json",
    "explosion_odds.py": "the odds lines of labdesk/games/explosion/rules.md",
    "wrong_chemistry_cards.py": "labdesk/games/wrong_chemistry/cards.json",
    "art_lab_chaos.py": "assets/art/lab-chaos/*.svg",
    "art_wrong_chemistry.py": "assets/art/wrong-chemistry/*.svg",
    "art_lab_wars.py": "assets/art/lab-wars/*.svg",
    "art_explosion.py": "assets/art/explosion/*.svg",
    "art_experiment.py": "assets/art/experiment/*.svg",
    "catalogs.py": "the .pot templates and compiled .mo catalogs; --check: every marked string is translated",
}
# tools that measure, fit or render for a person to read; they write no shipped content
OTHERS = {"ai_table.py", "soak.py", "readme_command.py", "experiment_shots.py", "explosion_ceiling.py",
          "lab_chaos_balance.py", "lab_wars_balance.py", "lab_wars_fit_evaluate.py", "monkey.py",
          "experiment_fit_evaluate.py", "experiment_two_player_seats.py",
          "art_parts.py", "balance.py", "package.py",
          "ladder.py", "train_value.py", "explosion_fit_win.py",
          "coach_samples.py"}
# coach_samples.py writes docs/coach-samples.md for people to read (minutes of search);
# train_value.py and explosion_fit_win.py refit from their seeds in minutes: tests/test_ai_expert.py
# and tests/test_explosion_ai_win.py run their --check --quick (the files load and give their stored
# values); art_parts.py: the shared drawing parts the art_<game>.py generators import;
# balance.py measures by self-play (its docs/balance.* and fairness.json are only rewritten by a long run)


def test_every_tool_is_a_generator_or_a_listed_measurement():
    tools = {p.name for p in (ROOT / "tools").glob("*.py")}
    assert tools - set(GENERATORS) - OTHERS == set(), "classify the new tool in tests/test_tools.py"


@pytest.mark.slow
@pytest.mark.parametrize("tool", sorted(GENERATORS))
def test_generated_content_is_up_to_date(tool):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, str(ROOT / "tools" / tool), "--check"], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, f"{tool} --check: {done.stdout}{done.stderr}"


def test_coach_samples_describes_a_position_in_one_true_line():
    """tools/coach_samples.py's line for a position: its round, every score, who acts with how many
    choices, and the log's last line before it, read from the replay (no search: cheap)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import coach_samples

    from labdesk.ai.hints import seeded_match
    from labdesk.engine.replay import Replay

    replay = Replay(seeded_match("lab-wars", 2, 3, 30).to_save())
    index = coach_samples.choices(replay)[4]
    state = replay.state_at(index)
    line = coach_samples.position_line(replay, index)
    assert line.startswith(f"move {index + 1}, round {state.round}; scores ")
    assert f"{replay.names()[state.current_player()]} to act with {len(state.legal_actions())} choices" in line
    assert "\n" not in line and "; just before: " in line
