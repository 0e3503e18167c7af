"""Imports run one way (games -> ui -> ai -> engine): no scene, table-kit module or the board base
imports ``ui/app.py`` back; what they share with the app (making a board or a match) is in
``ui/boards.py`` below them. (The games' bench helpers, ``BENCH_INTERACTIONS``, still import
``make_scene`` from the app inside their functions: the bench runs them from the app's side.)"""
from __future__ import annotations

import ast
from pathlib import Path

import labdesk

ROOT = Path(labdesk.__file__).parent


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at its top or inside a function."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_no_scene_or_kit_module_imports_the_app_back():
    below_the_app = [*(ROOT / "ui" / "scenes").glob("*.py"), *(ROOT / "ui" / "table").glob("*.py"),
                     ROOT / "ui" / "board.py", ROOT / "ui" / "boards.py", ROOT / "ui" / "online_play.py",
                     ROOT / "ui" / "generic_board.py"]
    offenders = [str(path.relative_to(ROOT)) for path in below_the_app
                 if {"labdesk.ui.app", "labdesk.ui.app.App"} & imported_modules(path)
                 or any(name.startswith("labdesk.ui.app.") for name in imported_modules(path))]
    assert not offenders, f"these import ui/app.py back: {offenders}"
