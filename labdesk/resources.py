"""Where bundled files live: one lookup that works from a source checkout, an installed wheel and a
PyInstaller build. Pure Python (the rules pages are read by pure code too)."""
from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    roots = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:  # PyInstaller unpacks data next to the program
        roots.append(Path(frozen))
    roots.append(_PACKAGE / "_data")  # installed wheel: assets/ and scenes/ are mapped in here
    roots.append(_PACKAGE.parent)  # source checkout: the repository root
    return roots


def resource_path(relative: str) -> Path:
    """Absolute path of a bundled file such as ``assets/fonts/NotoSans-Regular.ttf`` or
    ``scenes/menu.tmx``; also finds files inside the package (``labdesk/games/...``)."""
    rel = Path(relative)
    for root in _roots():
        candidate = root / rel
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"bundled file not found: {relative}")


def package_text(relative: str) -> str | None:
    """Text of a bundled file, or None if it is missing."""
    try:
        return resource_path(relative).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
