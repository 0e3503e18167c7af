"""Save files: versioned JSON written atomically to the user data dir.

A file that cannot be loaded is reported with a one-line reason and left exactly as it was: the
autosave is never written over a file we could not read, so nothing is lost. Reading goes through
``labdesk.engine.validate`` (size, depth and number limits) and ``match.check_save`` (every field).
"""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from labdesk.engine.match import Match, SaveError
from labdesk.engine.validate import FileRefused, Limits, read_json
from labdesk.userdata import atomic_write_text, data_dir

SAVE_LIMITS = Limits(max_bytes=2_000_000)  # far above any real game (a long one is about 30 KB)

__all__ = ["SaveError", "autosave_path", "has_autosave", "read_save", "write_save", "discard_save",
           "move_aside"]


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def has_autosave() -> bool:
    return autosave_path().is_file()


def write_save(match: Match, path: Path | None = None) -> Path:
    path = Path(path) if path else autosave_path()
    atomic_write_text(path, json.dumps(match.to_save(), indent=1))
    return path


def read_save(path: Path | str) -> Match:
    """Load and replay a save. Raises SaveError with a one-line reason; never modifies the file."""
    try:
        data = read_json(path, SAVE_LIMITS)
    except FileRefused as exc:
        raise SaveError(str(exc)) from None
    return Match.from_save(data)


def discard_save(path: Path) -> None:
    """Forget a save whose game is finished (a finished game has nothing to continue)."""
    try:
        Path(path).unlink()
    except FileNotFoundError:
        pass


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a save that cannot be read beside itself with the date (``autosave.json`` ->
    ``autosave.2026-12-01-1012.bad.json``), never over another file; returns the new path."""
    path = Path(path)
    stamp = (now or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{stamp}.bad{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.{stamp}-{n}.bad{path.suffix}")
    path.rename(target)
    return target
