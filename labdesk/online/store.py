"""Where the server keeps its tables: one small interface, two databases.

``SqliteStore`` (the default: ``online.sqlite3`` in the server's data folder) and ``PostgresStore``
(``--db postgresql://...``, for several server processes on one database) hold the same rows:

- ``tables``: id, game, seed, options and seats (JSON), whether the game is over, when it was last
  played;
- ``actions``: (table, n, text), one row per action, the primary key (table, n) so two processes
  that accept different moves at the same point cannot both commit (the second is told it lost and
  reloads the table);
- ``credentials``: the SHA-256 of each invite code, watch code, seat token and host token with its
  table and seat (-1: none). A stolen database gives no one a seat.

Every write commits before it returns: the server commits an action before it shows it to anyone,
so a server killed at any moment loses no move a player has seen. SQLite runs in WAL mode with
``synchronous=NORMAL``, which survives the process being killed (not a power cut mid-commit).
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

SEAT_NONE = -1  # a credential that is no seat's (a spectator's watch code, the host's token)

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, seed BIGINT NOT NULL,"
    " options TEXT NOT NULL, seats TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0, played DOUBLE PRECISION NOT NULL)",
    "CREATE TABLE IF NOT EXISTS actions (table_id TEXT NOT NULL, n INTEGER NOT NULL, action TEXT NOT NULL,"
    " PRIMARY KEY (table_id, n))",
    "CREATE TABLE IF NOT EXISTS credentials (digest TEXT PRIMARY KEY, table_id TEXT NOT NULL,"
    " seat INTEGER NOT NULL, kind TEXT NOT NULL)",
)


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


class Conflict(Exception):
    """Another server process committed a different action at the same point first."""


@dataclass(frozen=True)
class TableRow:
    id: str
    game: str
    seed: int
    options: dict
    seats: list  # [{"kind", "name", "level"}] as in a save
    over: bool = False


@dataclass(frozen=True)
class Credential:
    table_id: str
    seat: int  # SEAT_NONE for a watch code or a host token
    kind: str  # invite | token | watch | host


class _SqlStore:
    """The queries both databases share; ``_param`` is the driver's placeholder."""
    _param = "?"

    def _run(self, sql: str, args: tuple = ()):
        raise NotImplementedError

    def _sql(self, sql: str) -> str:
        return sql.replace("?", self._param)

    def create_table(self, row: TableRow, credentials: dict[str, tuple[int, str]]) -> None:
        """A new table and its credentials (secret -> (seat, kind)), in one commit."""
        statements = [("INSERT INTO tables (id, game, seed, options, seats, over, played) VALUES (?, ?, ?, ?, ?, 0, ?)",
                       (row.id, row.game, row.seed, json.dumps(row.options), json.dumps(row.seats), time.time()))]
        statements += [("INSERT INTO credentials (digest, table_id, seat, kind) VALUES (?, ?, ?, ?)",
                        (digest(secret), row.id, seat, kind)) for secret, (seat, kind) in credentials.items()]
        self._many(statements)

    def add_credential(self, secret: str, table_id: str, seat: int, kind: str) -> None:
        self._many([("INSERT INTO credentials (digest, table_id, seat, kind) VALUES (?, ?, ?, ?)",
                     (digest(secret), table_id, seat, kind))])

    def credential(self, secret: str) -> Credential | None:
        rows = self._run("SELECT table_id, seat, kind FROM credentials WHERE digest = ?", (digest(secret),))
        return Credential(*rows[0]) if rows else None

    def table(self, table_id: str) -> TableRow | None:
        rows = self._run("SELECT id, game, seed, options, seats, over FROM tables WHERE id = ?", (table_id,))
        if not rows:
            return None
        tid, game, seed, options, seats, over = rows[0]
        return TableRow(tid, game, int(seed), json.loads(options), json.loads(seats), bool(over))

    def table_ids(self) -> list[str]:
        return [r[0] for r in self._run("SELECT id FROM tables ORDER BY played")]

    def actions(self, table_id: str) -> list[str]:
        return [r[0] for r in self._run("SELECT action FROM actions WHERE table_id = ? ORDER BY n", (table_id,))]

    def append(self, table_id: str, n: int, action: str, over: bool) -> None:
        """Commit action ``n`` (from 0); raises Conflict if another process committed one there."""
        self._many([("INSERT INTO actions (table_id, n, action) VALUES (?, ?, ?)", (table_id, n, action)),
                    ("UPDATE tables SET played = ?, over = ? WHERE id = ?", (time.time(), int(over), table_id))])

    def truncate(self, table_id: str, n: int) -> None:
        """Keep the first ``n`` actions (an undo)."""
        self._many([("DELETE FROM actions WHERE table_id = ? AND n >= ?", (table_id, n))])

    def set_seats(self, table_id: str, seats: list) -> None:
        self._many([("UPDATE tables SET seats = ? WHERE id = ?", (json.dumps(seats), table_id))])


class SqliteStore(_SqlStore):
    def __init__(self, path: Path):
        self.path = Path(path)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        for statement in _SCHEMA:
            self.db.execute(statement)

    def _run(self, sql, args=()):
        return self.db.execute(sql, args).fetchall()

    def _many(self, statements) -> None:
        try:
            self.db.execute("BEGIN IMMEDIATE")
            for sql, args in statements:
                self.db.execute(sql, args)
            self.db.execute("COMMIT")
        except sqlite3.IntegrityError:
            self.db.execute("ROLLBACK")
            raise Conflict() from None
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self.db.close()


class PostgresStore(_SqlStore):
    """The same rows on PostgreSQL (psycopg 3). ``notify(table_id)`` after a change tells the other
    server processes (``LISTEN labdesk``) to catch that table up."""
    _param = "%s"
    CHANNEL = "labdesk"

    def __init__(self, url: str):
        import psycopg  # only a server given --db postgresql://... needs the driver

        self.url = url
        self._psycopg = psycopg
        self.db = psycopg.connect(url, autocommit=True)
        with self.db.transaction():
            for statement in _SCHEMA:
                self.db.execute(statement)

    def _run(self, sql, args=()):
        return self.db.execute(self._sql(sql), args).fetchall()

    def _many(self, statements) -> None:
        try:
            with self.db.transaction():
                for sql, args in statements:
                    self.db.execute(self._sql(sql), args)
        except self._psycopg.errors.UniqueViolation:
            raise Conflict() from None

    def append(self, table_id, n, action, over):
        super().append(table_id, n, action, over)
        self.notify(table_id)

    def truncate(self, table_id, n):
        super().truncate(table_id, n)
        self.notify(table_id)

    def set_seats(self, table_id, seats):
        super().set_seats(table_id, seats)
        self.notify(table_id)

    def notify(self, table_id: str) -> None:
        self.db.execute("SELECT pg_notify(%s, %s)", (self.CHANNEL, table_id))

    def close(self) -> None:
        self.db.close()


def open_store(data: Path, db_url: str | None) -> _SqlStore:
    if db_url:
        if not db_url.startswith(("postgresql://", "postgres://")):
            raise ValueError("--db must be a postgresql:// URL (the default is SQLite in the data folder)")
        return PostgresStore(db_url)
    data.mkdir(parents=True, exist_ok=True)
    return SqliteStore(data / "online.sqlite3")
