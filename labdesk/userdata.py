"""The user data dir (settings, saves) and atomic writes. Pure Python.

LABDESK_DATA_DIR overrides the location (tests and CI use a temporary folder)."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def data_dir() -> Path:
    override = os.environ.get("LABDESK_DATA_DIR")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("labdesk", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temporary file in the same folder and rename it over the target, so a crash
    mid-write leaves either the old file or the new one, never half of each."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
