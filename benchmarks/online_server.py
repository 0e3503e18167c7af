"""Online server load: one ``labdesk serve`` holding many open tables while bot clients play many
games at once on loopback; then the same across two server processes on one PostgreSQL.

    .venv/bin/python benchmarks/online_server.py [--tables 1000] [--games 200] [--seconds 30]
                                                 [--pg postgresql://...] [--json]

Figures: the server's resident memory before and after opening the tables (per idle table), and
the action round trip seen by the acting client: from sending ``act`` to receiving the view that
shows it applied (p50, p99), with the number of actions measured. The clients run in this process
(one asyncio loop, two connections per game, random moves), on the same 2 cores as the server, so
the figures include the clients' own share of the machine. Results are recorded in
``benchmarks/online.md``.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from labdesk.online.protocol import message  # noqa: E402

GAME = "lab-wars"  # the longest game: a random two-player game runs ~200-600 actions


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def start_server(data: Path, db: str | None) -> tuple[subprocess.Popen, str]:
    port = free_port()
    command = [sys.executable, "-m", "labdesk", "serve", "--port", str(port), "--data", str(data)]
    if db:
        command += ["--db", db]
    process = subprocess.Popen(command, cwd=REPO, stdout=subprocess.PIPE, text=True,
                               env=dict(os.environ, PYTHONPATH=str(REPO), LABDESK_DATA_DIR=str(data)))
    line = process.stdout.readline()
    assert line.startswith("labdesk server on"), line
    return process, f"ws://127.0.0.1:{port}"


async def open_tables(url: str, count: int) -> list[dict]:
    import websockets

    made = []
    per_connection = 20  # the server's limit of tables per connection
    for start in range(0, count, per_connection):
        async with websockets.connect(url) as ws:
            for n in range(start, min(count, start + per_connection)):
                await ws.send(message("create", game=GAME, seats=["remote", "remote"], seed=n))
                made.append(json.loads(await ws.recv()))
    return made


async def play(urls: list[str], tables: list[dict], seconds: float, think: float) -> list[float]:
    """Two seats per table, seat n on ``urls[n % len(urls)]``; random moves, each after a think of
    0.5-1.5 x ``think`` seconds (0: at once, the server saturated), until time is up. Returns the
    round trips in milliseconds."""
    import websockets

    trips: list[float] = []
    deadline = time.monotonic() + seconds

    async def seat(url: str, code: str, seed: int) -> None:
        rng = random.Random(seed)
        async with websockets.connect(url, max_size=2 ** 24) as ws:
            await ws.send(message("hello", code=code))
            sent_at = None  # (at, when) of our act in flight
            while time.monotonic() < deadline:
                try:
                    data = json.loads(await asyncio.wait_for(ws.recv(), max(0.1, deadline - time.monotonic())))
                except asyncio.TimeoutError:
                    return
                if data.get("type") == "error":
                    sent_at = None
                    await ws.send(message("resync"))
                    continue
                if data.get("type") != "view":
                    continue
                if data["over"]:
                    return
                if sent_at and data["at"] > sent_at[0]:
                    trips.append((time.perf_counter() - sent_at[1]) * 1000)
                    sent_at = None
                if data["legal"] and sent_at is None:
                    if think:
                        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                    sent_at = (data["at"], time.perf_counter())
                    await ws.send(message("act", action=rng.choice(data["legal"]), at=data["at"]))

    await asyncio.gather(*(seat(urls[s % len(urls)], t["invites"][s], i * 2 + s)
                           for i, t in enumerate(tables) for s in (0, 1)))
    return trips


def summary(trips: list[float]) -> dict:
    trips = sorted(trips)
    if not trips:
        return {"actions": 0}
    return {"actions": len(trips), "p50_ms": round(statistics.median(trips), 2),
            "p99_ms": round(trips[min(len(trips) - 1, int(len(trips) * 0.99))], 2)}


async def one_process(args) -> dict:
    data = Path(tempfile.mkdtemp(prefix="labdesk-bench-"))
    process, url = start_server(data, None)
    try:
        await asyncio.sleep(0.5)
        empty = rss_mb(process.pid)
        tables = await open_tables(url, args.tables)
        await asyncio.sleep(0.5)
        full = rss_mb(process.pid)
        trips = await play([url], tables[:args.games], args.seconds, args.think)
        return {"tables": args.tables, "games_at_once": args.games, "think_s": args.think, "rss_mb_empty": round(empty, 1),
                "rss_mb_with_tables": round(full, 1),
                "kb_per_idle_table": round((full - empty) * 1024 / args.tables, 1), **summary(trips)}
    finally:
        process.kill()
        process.wait()


async def two_processes(args) -> dict:
    data = Path(tempfile.mkdtemp(prefix="labdesk-bench-pg-"))
    servers = [start_server(data / str(i), args.pg) for i in range(2)]
    try:
        tables = await open_tables(servers[0][1], args.games)
        trips = await play([url for _process, url in servers], tables, args.seconds, args.think)
        return {"games_at_once": args.games, "think_s": args.think, **summary(trips)}
    finally:
        for process, _url in servers:
            process.kill()
            process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds a bot waits before its move")
    parser.add_argument("--pg", help="a PostgreSQL URL: also measure two server processes on it")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = {"sqlite_one_process": asyncio.run(one_process(args))}
    if args.pg:
        result["postgres_two_processes"] = asyncio.run(two_processes(args))
    print(json.dumps(result, indent=None if args.json else 2))


if __name__ == "__main__":
    main()
