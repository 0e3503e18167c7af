"""My tables: every online game of this person's, kept in the user data folder
(``online-tables.json``) with the seat tokens that take its seats back, so a game can be resumed
days later from the menu. No pygame.

An entry: the table's id, its server's address (``url``; ``hosted``: the app's own server, which
Resume starts again on ``port``), the game, the seats played here with their tokens, the spectator
code for the public view when several seats are played here, the host code of a table made here
(it hands an away seat to an AI), and what was last seen: the seats'
names, whose turn it was, whether it is over and whether the finished game is in the history.

The file is read through ``validate.check_file`` like every other; one that fails is left alone
and reads as no tables. Tokens are secrets: the file is this person's, like their saves.
"""
from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field, replace

from labdesk.engine.validate import (FileRefused, Limits, ListOf, Number, Record, Text, Whole, YesNo,
                                     check_file)
from labdesk.userdata import atomic_write_text, data_dir

FILE = "online-tables.json"
FORMAT, VERSION = "labdesk-online-tables", 1
KEEP = 200  # tables listed; the oldest finished ones go first
_SECRET = Text(64, min_len=8)
SCHEMA = Record({
    "format": Text(40, (FORMAT,)),
    "version": Whole(1, VERSION),
    "tables": ListOf(Record({
        "table": Text(40, min_len=1), "url": Text(200, min_len=1), "game": Text(40, min_len=1),
        "hosted": YesNo(), "port": Whole(0, 65_535),
        "seats": ListOf(Record({"seat": Whole(0, 7), "token": _SECRET}), 8),
        "watch": Text(64), "host": Text(64), "names": ListOf(Text(40), 8), "to_move": Whole(-1, 7),
        "over": YesNo(), "recorded": YesNo(), "played": Number(0, 1e12),
    }, optional=frozenset({"watch", "port", "host"}), extra=True), 1000),
}, extra=True)
LIMITS = Limits(max_bytes=1_000_000)


@dataclass(frozen=True)
class SeatToken:
    seat: int
    token: str


@dataclass(frozen=True)
class TableEntry:
    table: str
    url: str
    game: str
    seats: tuple[SeatToken, ...]
    hosted: bool = False
    port: int = 0
    watch: str = ""  # the spectator code, kept when several seats are played here
    names: tuple[str, ...] = ()
    to_move: int = -1  # -1: nobody (over, or not known)
    over: bool = False
    recorded: bool = False  # the finished game is in the history
    played: float = field(default_factory=time.time)
    host: str = ""  # the table's host code, for a table made here: it lets an AI play an away seat

    @property
    def mine(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats)

    def my_turn(self) -> bool:
        return not self.over and self.to_move in self.mine


def path():
    return data_dir() / FILE


def load() -> list[TableEntry]:
    """The tables, most recently played first; a missing or refused file is no tables."""
    try:
        data = check_file(path(), LIMITS, SCHEMA)
    except FileRefused:
        return []
    found = []
    for t in data["tables"]:
        seats = tuple(SeatToken(s["seat"], s["token"]) for s in t["seats"])
        found.append(TableEntry(t["table"], t["url"], t["game"], seats, t["hosted"], t.get("port", 0),
                                t.get("watch", ""), tuple(t["names"]), t["to_move"], t["over"], t["recorded"],
                                t["played"], t.get("host", "")))
    return sorted(found, key=lambda e: e.played, reverse=True)


def _write(entries: list[TableEntry]) -> None:
    entries = sorted(entries, key=lambda e: (not e.over, e.played), reverse=True)[:KEEP]
    body = {"format": FORMAT, "version": VERSION, "tables": [_plain(e) for e in entries]}
    atomic_write_text(path(), json.dumps(body, indent=1))


def _plain(entry: TableEntry) -> dict:
    plain = asdict(entry)
    plain["seats"] = [asdict(s) for s in entry.seats]
    plain["names"] = list(entry.names)
    return plain


def remember(entry: TableEntry) -> None:
    """Add the table, or replace what was kept of it (a table joined again by another of its
    host's addresses is the same table: its id says so)."""
    entries = [e for e in load() if e.table != entry.table]
    _write(entries + [entry])


def update(table: str, **changes) -> TableEntry | None:
    """Change what is kept of a table (what was last seen of it); returns the new entry."""
    entries = load()
    for i, e in enumerate(entries):
        if e.table == table:
            entries[i] = replace(e, played=time.time(), **changes)
            _write(entries)
            return entries[i]
    return None


def forget(table: str) -> None:
    _write([e for e in load() if e.table != table])
