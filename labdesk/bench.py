"""``labdesk bench``: the speed figures the project tracks (method in benchmarks/README.md).

Speed is measured here, never asserted in tests.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from labdesk import games
from labdesk.ai.arena import percentile

REPO = Path(__file__).resolve().parent.parent


def startup_ms(runs: int = 3) -> float:
    """Process start to the first menu frame on screen: a fresh interpreter renders the menu once
    (headless) and exits; the median of ``runs`` wall times."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        env.setdefault("LABDESK_DATA_DIR", tmp)
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "labdesk", "screenshot", "menu", "--out", f"{tmp}/m.png"],
                           env=env, check=True, stdout=subprocess.DEVNULL)
            times.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(times), 1)


def playouts_per_s(game_id: str, seconds: float = 2.0) -> float:
    """Complete random games per second (no invariant checks, as a search rollout would play)."""
    from labdesk.ai import RandomPlayer

    rules = games.rules(game_id)
    counts = rules.spec.players
    n_players = 2 if 2 in counts else counts.start
    player = RandomPlayer(1)
    done, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rules.new_state(seed, n_players, {})
        steps = 0
        while not state.is_over() and steps < 20_000:
            state.apply(player.choose(state))
            steps += 1
        done += 1
        seed += 1
    return round(done / (time.perf_counter() - start), 1)


def decision_ms(game_id: str, level: str, decisions: int) -> dict:
    """Median and p95 time of one AI decision, sampled along seeded games against random play."""
    from labdesk.ai import RandomPlayer, make_player

    rules = games.rules(game_id)
    counts = rules.spec.players
    n_players = max(2, counts.start) if 2 in counts else counts.start
    ai = make_player(game_id, level, 7)
    rnd = RandomPlayer(3)
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        state = rules.new_state(seed, n_players, {})
        seed += 1
        steps = 0
        while not state.is_over() and len(times) < decisions and steps < 5_000:
            if state.current_player() == 0:
                t = time.perf_counter()
                action = ai.choose(state)
                times.append((time.perf_counter() - t) * 1000)
            else:
                action = rnd.choose(state)
            state.apply(action)
            steps += 1
    return {"median": round(statistics.median(times), 2), "p95": round(percentile(times, 95), 2), "n": len(times)}


def executable_size_mb() -> float | None:
    for candidate in (REPO / "dist" / "labdesk", REPO / "dist" / "labdesk.exe"):
        if candidate.is_file():
            return round(candidate.stat().st_size / 2**20, 1)
        if candidate.is_dir():
            total = sum(f.stat().st_size for f in candidate.rglob("*") if f.is_file())
            return round(total / 2**20, 1)
    return None


def run_bench(quick: bool = False) -> dict:
    built = [g for g in games.GAMES if games.is_built(g)]
    result: dict = {"startup_ms": startup_ms(1 if quick else 3)}
    try:
        from labdesk.ui.app import bench_frames

        result["frame_ms"] = bench_frames(frames=20 if quick else 120)
    except ImportError as exc:
        result["frame_ms"] = {"error": str(exc)}
    result["playouts_per_s"] = {g: playouts_per_s(g, 0.3 if quick else 3.0) for g in built}
    levels = ("easy", "medium") if quick else ("easy", "medium", "hard")
    result["ai_decision_ms"] = {
        g: {lvl: decision_ms(g, lvl, 3 if quick else (20 if lvl == "hard" else 200)) for lvl in levels}
        for g in built
    }
    result["executable_mb"] = executable_size_mb()
    return result
