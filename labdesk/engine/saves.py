"""Save files: versioned JSON written atomically to the user data dir.

A file that cannot be loaded is reported with a one-line reason and left exactly as it was: the
autosave is never written over a file we could not read, so nothing is lost.
"""
from __future__ import annotations

import json
from pathlib import Path

from labdesk.engine.match import Match, SaveError
from labdesk.userdata import atomic_write_text, data_dir

MAX_SAVE_BYTES = 5_000_000  # far above any real game; refuses runaway or foreign files early

__all__ = ["SaveError", "autosave_path", "has_autosave", "read_save", "write_save", "discard_autosave"]


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
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raise SaveError("the file is too large to be a labdesk save")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"no such file: {path}") from None
    except OSError as exc:
        raise SaveError(f"cannot read {path.name}: {exc.strerror or exc}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError("the file is not text: not a labdesk save") from None
    except json.JSONDecodeError as exc:
        raise SaveError(f"the file is corrupt or truncated (JSON error at line {exc.lineno})") from None
    return Match.from_save(data)


def discard_autosave() -> None:
    """Forget the autosave once its game is finished (a finished game has nothing to continue)."""
    try:
        autosave_path().unlink()
    except FileNotFoundError:
        pass
