"""The crash test (tools/soak.py --crash): a process autosaving after every action is killed at
random moments by its own id; every time, the save left behind loads and the settings parse. A short
run here; CI runs a long one."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import soak  # noqa: E402


def test_killed_mid_autosave_the_save_always_loads(capsys):
    assert soak.crash_test(kills=4, seed=3) == 0
    assert "4 kills" in capsys.readouterr().out
