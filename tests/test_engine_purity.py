"""Pure modules (rules kernel, AI, online play, each game's rules, ai and words) never pull in pygame, and the packaging
lists every package so a wheel carries all of them."""
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def pure_modules():
    mods = ["labdesk", "labdesk.games", "labdesk.resources", "labdesk.settings", "labdesk.userdata"]
    for folder in ("engine", "ai", "online"):
        for f in sorted((ROOT / "labdesk" / folder).glob("*.py")):
            mods.append(f"labdesk.{folder}" + ("" if f.stem == "__init__" else f".{f.stem}"))
    for game in sorted((ROOT / "labdesk" / "games").iterdir()):
        for name in ("rules", "ai", "words"):
            if (game / f"{name}.py").exists():
                mods.append(f"labdesk.games.{game.name}.{name}")
    return mods


def test_pure_modules_import_without_pygame():
    code = (
        "import sys, importlib\n"
        f"for m in {pure_modules()!r}:\n"
        "    importlib.import_module(m)\n"
        "    if any(k == 'pygame' or k.startswith('pygame') for k in sys.modules):\n"
        "        print('PYGAME via', m); sys.exit(1)\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_package_on_disk_is_listed_for_the_wheel():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "labdesk").rglob("*.py")
        if "__pycache__" not in p.parts
    }
    assert on_disk - listed == set(), "add these packages to pyproject.toml"
    missing = {p for p in listed - on_disk if not p.startswith("labdesk._data")}
    assert missing == set(), "these listed packages have no folder"
