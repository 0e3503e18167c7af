"""The user data dir (settings, saves) and atomic writes. Pure Python.

LABDESK_DATA_DIR overrides the location (tests and CI use a temporary folder)."""
from __future__ import annotations

import os
import time
from pathlib import Path

LEFTOVER_AGE = 60.0  # seconds: a temporary file this old is no write in progress


def data_dir() -> Path:
    override = os.environ.get("LABDESK_DATA_DIR")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("labdesk", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


TEMP_SUFFIX = ".tmp"


def remove_leftover_temp_files(folder: Path | None = None, now: float | None = None) -> list[Path]:
    """Delete the temporary files of writes that were killed mid-way (``.autosave.json.x1y2.tmp``);
    a recent one may be another window's write in progress and is kept. Returns what was removed."""
    folder = Path(folder) if folder else data_dir()
    now = time.time() if now is None else now
    removed = []
    for path in folder.glob(f".*{TEMP_SUFFIX}"):
        try:
            if path.is_file() and now - path.stat().st_mtime > LEFTOVER_AGE:
                path.unlink()
                removed.append(path)
        except OSError:
            pass  # gone already, or not ours to delete: harmless
    return removed


def atomic_write_text(path: Path, text: str) -> None:
    """Write via a temporary file in the same folder and rename it over the target, so a crash
    mid-write leaves either the old file or the new one, never half of each."""
    _atomic_write(path, text, "w", "utf-8")


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """``atomic_write_text`` for bytes."""
    _atomic_write(path, data, "wb", None)


def _atomic_write(path: Path, content, mode: str, encoding: str | None) -> None:
    import tempfile  # not at import: the app's first frame needs this module but writes nothing

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, mode, encoding=encoding) as f:
            f.write(content)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
