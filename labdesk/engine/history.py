"""The game history: every finished game, and every abandoned one, kept in the user data folder.
Pure Python.

One file per game in ``<data dir>/history/<id>.json``, written atomically::

    {"format": "labdesk-history", "version": 1, "date": "2026-12-01T13:56:05.123456+00:00",
     "status": "finished" | "abandoned" | "conceded", "save": {<the versioned save: seed, seats, actions>},
     "result": {"scores": [...], "winners": [...], "rounds": 7} | null}

An entry's id is its file name without ``.json``; ids begin with the UTC date, so sorting ids sorts
by age. ``entries()`` lists the newest first; a file that fails its checks (``validate.py``: size,
depth, schema, and ``match.check_save`` for the save) is listed as a ``DamagedEntry`` with a one-line
reason and is never written, moved or deleted. Only valid entries beyond the newest ``KEEP`` are
removed when a game is recorded.

``HistoryEntry.match()`` replays the entry's save (a replay or an analysis starts from
``load(entry_id).match()``). Statistics are computed from these entries (``engine/stats.py``) and
are never stored.
"""
from __future__ import annotations

import json
import secrets
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from labdesk import games
from labdesk.engine.match import Match, check_save, seat_label, shown_name
from labdesk.engine.validate import (FileRefused, Limits, ListOf, Number, Record, Schema, Text, Whole,
                                     read_json)
from labdesk.userdata import atomic_write_text, data_dir

HISTORY_FORMAT = "labdesk-history"
HISTORY_VERSION = 1
KEEP = 500  # the newest valid entries kept
FINISHED = "finished"
ABANDONED = "abandoned"  # left unfinished and discarded, or replaced by another game
CONCEDED = "conceded"  # given up from the pause menu
STATUSES = (FINISHED, ABANDONED, CONCEDED)
HISTORY_LIMITS = Limits(max_bytes=2_100_000)  # a save (2 MB cap) plus its result

__all__ = ["HistoryEntry", "DamagedEntry", "Player", "Result", "Progress", "FINISHED", "ABANDONED", "CONCEDED", "KEEP",
           "history_dir", "record", "entries", "load", "path_of", "remove", "progress"]


@dataclass(frozen=True)
class Player:
    name: str
    kind: str  # "human" | "ai"
    level: str | None  # an AI's level; None for a person

    @property
    def shown(self) -> str:
        """The name as it is read (a default name such as "AI 2" in the app's language)."""
        return shown_name(self.name)

    def label(self, level_name=str) -> str:
        """"Ana", "Bo · AI hard" or "AI 2 · hard" (``match.seat_label``; ``level_name``: the level's
        name, translated where it is shown)."""
        return seat_label(self.name, self.level, level_name)


@dataclass(frozen=True)
class Result:
    """How a finished game ended: ``scores`` per participant (solo Explosion's Robot after the seats),
    ``winners`` their indexes, ``rounds`` the game's round or turn count where its observation has one."""
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    rounds: int | None


@dataclass(frozen=True)
class Progress:
    """How far a game is, from its observation: ``unit`` is "round" or "turn"."""
    unit: str
    number: int


def progress(obs: dict) -> Progress | None:
    """The round (Experiment, Explosion, Lab Wars) or turn (Lab Chaos, Wrong Chemistry) a game is in;
    None when the observation names neither."""
    if isinstance(obs.get("round"), int):
        return Progress("round", obs["round"])
    if isinstance(obs.get("turns"), int):
        return Progress("turn", obs["turns"] + (0 if obs.get("phase") == "over" else 1))
    return None


@dataclass(frozen=True)
class HistoryEntry:
    id: str
    date: datetime  # UTC
    status: str  # FINISHED | ABANDONED | CONCEDED
    save: dict  # the versioned save format (``Match.to_save``)
    result: Result | None  # None for an abandoned or conceded game
    you: int | None = None  # the seat played on this computer (an online game); None: the first person's

    @property
    def finished(self) -> bool:
        return self.status == FINISHED

    @property
    def game(self) -> str:
        return self.save["game"]

    @property
    def variant(self) -> str:
        """The variant played (the game's default when the save names none)."""
        return self.save["options"].get("variant") or games.GAMES[self.game].variants[0].name

    @property
    def players(self) -> tuple[Player, ...]:
        return tuple(Player(s["name"], s["kind"], s.get("level") if s["kind"] == "ai" else None)
                     for s in self.save["seats"])

    @property
    def actions(self) -> int:
        return len(self.save["actions"])

    def match(self) -> Match:
        """The game replayed from its save (raises SaveError if it no longer replays)."""
        return Match.from_save(self.save)


@dataclass(frozen=True)
class DamagedEntry:
    """A history file that cannot be read; it stays as it is."""
    id: str
    path: Path
    reason: str


# --- the file's schema ----------------------------------------------------------------------------
_RESULT = Record({"scores": ListOf(Number(-1e9, 1e9), 16), "winners": ListOf(Whole(0, 15), 16),
                  "rounds": Whole(0, 1_000_000)}, optional=frozenset({"rounds"}))


@dataclass(frozen=True)
class _ResultOrNone(Schema):
    def check(self, value, where="the file"):
        return None if value is None else _RESULT.check(value, where)


@dataclass(frozen=True)
class _Save(Schema):
    def check(self, value, where="the file"):
        try:
            return check_save(value)
        except FileRefused as exc:
            raise FileRefused(f"{where}: {exc}") from None


_ENTRY = Record({"format": Text(20, (HISTORY_FORMAT,)), "version": Whole(1, HISTORY_VERSION),
                 "date": Text(40, min_len=1), "status": Text(10, STATUSES), "save": _Save(),
                 "result": _ResultOrNone(), "you": Whole(0, 7)}, optional=frozenset({"you"}))


def history_dir() -> Path:
    path = data_dir() / "history"
    path.mkdir(parents=True, exist_ok=True)
    return path


def path_of(entry_id: str) -> Path:
    if not entry_id or not all(c.isalnum() or c == "-" for c in entry_id):
        raise FileRefused(f"not a history id: {entry_id[:40]!r}")
    return history_dir() / f"{entry_id}.json"


def _read(path: Path) -> HistoryEntry:
    data = read_json(path, HISTORY_LIMITS)
    if isinstance(data, dict) and isinstance(data.get("version"), int) and data["version"] > HISTORY_VERSION:
        raise FileRefused(f"the entry is from a newer labdesk (format {data['version']})")
    checked = _ENTRY.check(data)
    try:
        date = datetime.fromisoformat(checked["date"])
    except ValueError:
        raise FileRefused("date: is not a date") from None
    if date.tzinfo is None:
        date = date.replace(tzinfo=timezone.utc)
    raw = checked["result"]
    if checked["status"] == FINISHED and raw is None:
        raise FileRefused("result: a finished game needs its result")
    result = None if raw is None else Result(tuple(raw["scores"]), tuple(raw["winners"]), raw.get("rounds"))
    return HistoryEntry(path.stem, date, checked["status"], data["save"], result, checked.get("you"))


def load(entry_id: str) -> HistoryEntry:
    """One entry by id; raises FileRefused with a one-line reason (the file is left as it is)."""
    return _read(path_of(entry_id))


def _files() -> list[Path]:
    """The entry files, newest first (ids begin with their date)."""
    return sorted((p for p in history_dir().glob("*.json") if not p.name.startswith(".")),
                  key=lambda p: p.name, reverse=True)


# What ``entries`` read, by file: its (time, size, inode) when read, and the entry. Checking a file
# costs a millisecond or two and the history keeps up to KEEP of them; a file is written only once.
_index: dict[Path, tuple[tuple[int, int, int], HistoryEntry | DamagedEntry]] = {}
_index_lock = threading.Lock()  # the history may be read ahead off the UI thread


def entries() -> list[HistoryEntry | DamagedEntry]:
    """Every entry, newest first; a file that cannot be read is a DamagedEntry saying why. Each
    file is read once while it stays the same file (time, size, inode), so listing the history
    again reads only the games recorded since."""
    with _index_lock:
        listed: dict[Path, tuple[tuple[int, int, int], HistoryEntry | DamagedEntry]] = {}
        for path in _files():
            try:
                stat = path.stat()
            except OSError:
                continue  # removed meanwhile
            stamp = (stat.st_mtime_ns, stat.st_size, stat.st_ino)
            known = _index.get(path)
            if known is None or known[0] != stamp:
                known = (stamp, _entry_or_damaged(path))
            listed[path] = known
        _index.clear()
        _index.update(listed)
        return [entry for _stamp, entry in listed.values()]


def _entry_or_damaged(path: Path) -> HistoryEntry | DamagedEntry:
    try:
        return _read(path)
    except FileRefused as exc:
        return DamagedEntry(path.stem, path, str(exc).splitlines()[0])


def _result_of(match: Match) -> Result:
    state = match.state
    found = progress(state.observation(None))
    return Result(tuple(float(s) for s in state.scores()), tuple(int(w) for w in state.winners()),
                  found.number if found else None)


def record(match: Match, status: str = FINISHED, now: datetime | None = None, you: int | None = None) -> HistoryEntry:
    """Write ``match`` to the history (a finished game with its result, or an abandoned one) and
    keep the newest KEEP entries. ``you``: the seat played here, where every seat was a person (an
    online game). Returns the entry written."""
    if status not in STATUSES:
        raise ValueError(f"status must be one of {', '.join(STATUSES)}, not {status!r}")
    if status == FINISHED and not match.state.is_over():
        raise ValueError("only a game that is over can be recorded as finished")
    now = (now or datetime.now(timezone.utc)).astimezone(timezone.utc)
    result = _result_of(match) if status == FINISHED else None
    folder = history_dir()
    stem = f"{now:%Y%m%d-%H%M%S-%f}-{match.game_id}"
    path = folder / f"{stem}.json"
    while path.exists():  # two games recorded in the same microsecond
        path = folder / f"{stem}-{secrets.token_hex(2)}.json"
    body = {"format": HISTORY_FORMAT, "version": HISTORY_VERSION, "date": now.isoformat(), "status": status,
            "save": match.to_save(),
            "result": None if result is None else {"scores": list(result.scores), "winners": list(result.winners),
                                                    **({"rounds": result.rounds} if result.rounds is not None else {})},
            **({"you": you} if you is not None else {})}
    atomic_write_text(path, json.dumps(body, indent=1))
    prune()
    return HistoryEntry(path.stem, now, status, body["save"], result, you)


def prune(keep: int = KEEP) -> list[Path]:
    """Remove valid entries beyond the newest ``keep`` files; a damaged file is never removed.
    Returns what was removed."""
    removed = []
    for path in _files()[keep:]:
        try:
            _read(path)
        except FileRefused:
            continue  # damaged: kept as it is
        path.unlink(missing_ok=True)
        removed.append(path)
    return removed


def remove(entry_ids: list[str]) -> None:
    """Delete these entries (the statistics reset, after the player confirmed)."""
    for entry_id in entry_ids:
        path_of(entry_id).unlink(missing_ok=True)
