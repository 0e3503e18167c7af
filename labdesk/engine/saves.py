"""Save files: versioned JSON written atomically to the user data dir.

A file that cannot be loaded is reported with a one-line reason and left exactly as it was: the
autosave is never written over a file we could not read, so nothing is lost. Reading goes through
``labdesk.engine.validate`` (size, depth and number limits) and ``match.check_save`` (every field).
"""
from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

from labdesk.engine.match import Match, SaveError
from labdesk.engine.validate import FileRefused, Limits, read_json
from labdesk.userdata import atomic_write_text, data_dir

SAVE_LIMITS = Limits(max_bytes=2_000_000)  # far above any real game (a long one is about 30 KB)

__all__ = ["SaveError", "autosave_path", "has_autosave", "read_save", "write_save", "discard_save",
           "move_aside", "unfinished_saves", "new_autosave_path", "is_autosave", "finish_save"]

AUTOSAVE_STEM = "autosave"
_AUTOSAVE_NAME = re.compile(rf"{AUTOSAVE_STEM}(-[0-9]+)?\.json")  # autosave.json, autosave-2.json, ...


def autosave_path() -> Path:
    """The first autosave file; each further unfinished game has its own (``new_autosave_path``)."""
    return data_dir() / f"{AUTOSAVE_STEM}.json"


def is_autosave(path: Path | str) -> bool:
    """Whether ``path`` is one of the data folder's autosaves (not a file given to ``play --load``)."""
    path = Path(path)
    return path.parent == data_dir() and _AUTOSAVE_NAME.fullmatch(path.name) is not None


def unfinished_saves() -> list[Path]:
    """Every autosave in the data folder (one per unfinished game), the most recently played first.
    Files moved aside (``autosave.<date>.bad.json``) are not among them."""
    found = [p for p in data_dir().iterdir() if _AUTOSAVE_NAME.fullmatch(p.name) and p.is_file()]

    def played(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0
    return sorted(found, key=lambda p: (played(p), p.name), reverse=True)


def has_autosave() -> bool:
    return bool(unfinished_saves())


def new_autosave_path() -> Path:
    """A free autosave file for a new game: ``autosave.json``, else ``autosave-2.json``, ... (an
    unfinished game keeps its own file when another starts)."""
    path, n = autosave_path(), 1
    while path.exists():
        n += 1
        path = data_dir() / f"{AUTOSAVE_STEM}-{n}.json"
    return path


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


def finish_save(match: Match, path: Path | None, status: str = "finished") -> None:
    """Move a game's save into the history: recorded there (finished, or abandoned when the player
    discards it), then its save file removed. The history is written first, so a failure keeps the save."""
    from labdesk.engine import history

    history.record(match, status)
    if path is not None:
        discard_save(path)


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
