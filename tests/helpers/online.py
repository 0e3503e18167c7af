"""Running labdesk servers for the online tests: in this process (an asyncio server on loopback,
its every outgoing message recorded with what the receiving seat could not see at that moment) or
as ``labdesk serve`` processes; and a throwaway PostgreSQL cluster."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections import Counter
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from labdesk.online.server import Server
from labdesk.online.store import SqliteStore

REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Sent:
    """One message the server sent: to which seat (None: a spectator), the message, and the values
    that seat could not see when it was sent (another seat's cards: in ``open_observation`` and
    nowhere in its own ``observation``)."""
    seat: int | None
    data: dict
    hidden: Counter


def leaves(value) -> Counter:
    """Every text inside ``value``, counted (card ids are texts; numbers collide with counts)."""
    found = Counter()
    todo = [value]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            todo.extend(v.values())
        elif isinstance(v, (list, tuple)):
            todo.extend(v)
        elif isinstance(v, str):
            found[v] += 1
    return found


def hidden_from(state, seat) -> Counter:
    """The card ids ``seat`` cannot see, counted: in ``open_observation`` (every hand) more often
    than in its own ``observation``."""
    if state.is_over():
        return Counter()
    return leaves(state.open_observation(seat)) - leaves(state.observation(seat))


class RecordingServer(Server):
    """A Server that keeps every message it sends, with the hidden values of its receiver."""

    def __init__(self, store):
        super().__init__(store)
        self.sent: list[Sent] = []

    async def _send(self, client, text):
        hidden = Counter()
        if client.live is not None:
            hidden = hidden_from(client.live.table.match.state, client.seat)
        self.sent.append(Sent(client.seat, json.loads(text), hidden))
        await super()._send(client, text)


@asynccontextmanager
async def running_server(data: Path, recording: bool = True, store=None):
    """An in-process server on a free loopback port; yields (server, url)."""
    import websockets

    from labdesk.online import protocol

    store = store or SqliteStore(data / "online.sqlite3")
    server = (RecordingServer if recording else Server)(store)
    assert await asyncio.to_thread(server.listen(asyncio.get_running_loop()).wait, 30), "no LISTEN within 30 s"
    try:
        async with websockets.serve(server.handle, "127.0.0.1", 0,
                                    max_size=protocol.MESSAGE_LIMITS.max_bytes) as ws_server:
            port = ws_server.sockets[0].getsockname()[1]
            yield server, f"ws://127.0.0.1:{port}"
    finally:
        server.stopping.set()  # its PostgreSQL listener, if any, lets go of the database


# --- processes -------------------------------------------------------------------------------------
def labdesk_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "labdesk", *args]


def environment(data: Path) -> dict:
    env = dict(os.environ, LABDESK_DATA_DIR=str(data), PYTHONPATH=str(REPO))
    return env


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


START_WITHIN = 60.0  # seconds a server has to print its line (a loaded machine takes a few)


def start_server(data: Path, port: int, *extra: str) -> subprocess.Popen:
    """``labdesk serve`` on ``port``; returns once it has printed its line, and fails (the server
    killed) if it has not within ``START_WITHIN`` seconds, rather than waiting for ever."""
    import selectors

    process = subprocess.Popen(labdesk_command("serve", "--port", str(port), "--data", str(data / "server"), *extra),
                               cwd=REPO, env=environment(data), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    # a selector, not select(): select() refuses a file numbered 1024 or more, and a long test process
    # holds that many (every App keeps its fonts open as files)
    with selectors.DefaultSelector() as waiting:
        waiting.register(process.stdout, selectors.EVENT_READ)
        ready = waiting.select(START_WITHIN)
    if not ready:
        process.kill()
        _out, err = process.communicate(timeout=30)
        raise AssertionError(f"labdesk serve printed nothing within {START_WITHIN:.0f} s: {err[-500:]!r}")
    line = process.stdout.readline()
    assert line.startswith("labdesk server on ws://"), (line, process.stderr.read() if process.poll() else "")
    return process


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.kill()
    process.wait(timeout=30)


# --- PostgreSQL -------------------------------------------------------------------------------------
def _pg_bin() -> Path | None:
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return versions[-1].parent if versions else None


class Postgres:
    """A throwaway cluster (``LABDESK_TEST_PG`` names one already running instead, as .ci/run does)."""

    def __init__(self):
        import tempfile

        # not under pytest's folder: the postgres user must be able to reach it
        self.root = Path(tempfile.mkdtemp(prefix="labdesk-pg-"))
        self.root.chmod(0o755)
        self.url = os.environ.get("LABDESK_TEST_PG")
        self.data = None

    def start(self) -> str | None:
        if self.url:
            return self.url
        binaries = _pg_bin()
        if binaries is None:
            return None
        run_as = []
        if os.geteuid() == 0:  # PostgreSQL refuses to run as root
            if shutil.which("runuser") is None:
                return None
            run_as = ["runuser", "-u", "postgres", "--"]
            shutil.chown(self.root, "postgres")
        self.run_as, self.bin = run_as, binaries
        self.data = self.root / "pgdata"
        port = free_port()
        subprocess.run(run_as + [str(binaries / "initdb"), "-D", str(self.data), "-U", "labdesk", "--auth=trust"],
                       check=True, capture_output=True, timeout=120)
        subprocess.run(run_as + [str(binaries / "pg_ctl"), "-D", str(self.data), "-w", "-t", "60", "-l",
                                 str(self.root / "pg.log"),
                                 "-o", f"-p {port} -k {self.root} -c listen_addresses=127.0.0.1", "start"],
                       check=True, capture_output=True, timeout=90)
        self.url = f"postgresql://labdesk@127.0.0.1:{port}/postgres"
        return self.url

    def stop(self) -> None:
        if self.data is not None:
            subprocess.run(self.run_as + [str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"],
                           capture_output=True, timeout=60)
        shutil.rmtree(self.root, ignore_errors=True)


def wait_until(predicate, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)
