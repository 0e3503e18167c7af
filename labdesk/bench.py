"""``labdesk bench``: the speed figures the project tracks (method in benchmarks/README.md).

Speed is measured here, never asserted in tests.
"""
from __future__ import annotations

import ast
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from labdesk import games
from labdesk.ai.arena import percentile

REPO = Path(__file__).resolve().parent.parent


# The yardstick for start-up: the least any pygame-ce program does to show its first frame.
BARE_WINDOW = """
import pygame
pygame.init()
screen = pygame.display.set_mode((1600, 900), pygame.SCALED)
screen.fill((24, 28, 34))
pygame.display.flip()
pygame.quit()
"""


def startup_ms(runs: int = 3) -> dict:
    """Process start to the first menu frame on screen, beside a bare pygame-ce window opening
    1600x900 SCALED and drawing one frame: fresh interpreters, run in turns so that both see the same
    machine load. Medians of ``runs`` wall times, and of CPU times (user + system, which other work on
    a shared machine disturbs far less); ``ratio`` is app over bare on CPU time.

    The runs start as an installed app does, from compiled bytecode (kept in a temporary folder even
    where PYTHONDONTWRITEBYTECODE is set), after a first run of each that compiled it (not counted).
    ``app_no_picture_cpu``: one more start in a new data folder, with no remembered menu picture
    (``menu_picture``), which makes its first frame with the widgets, as after an update or a change
    of settings."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LABDESK_FIRST_FRAME_ONLY="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    commands = {"app": [sys.executable, "-m", "labdesk"], "bare_window": [sys.executable, "-c", BARE_WINDOW]}
    wall: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        env.setdefault("LABDESK_DATA_DIR", tmp)
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "bytecode")
        runs_in_turn = [(name, command, env) for _ in range(runs + 1) for name, command in commands.items()]
        no_picture = ("app_no_picture", commands["app"], dict(env, LABDESK_DATA_DIR=str(Path(tmp) / "new")))
        for name, command, run_env in runs_in_turn + [no_picture]:
            before = _children_cpu_s()
            start = time.perf_counter()
            done = subprocess.run(command, env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            if done.returncode:
                raise RuntimeError(f"{name} exited with {done.returncode}: {done.stderr[-2000:]}")
            wall.setdefault(name, []).append((time.perf_counter() - start) * 1000)
            cpu.setdefault(name, []).append((_children_cpu_s() - before) * 1000)
    result = {name: round(statistics.median(wall[name][1:]), 1) for name in commands}
    result.update({f"{name}_cpu": round(statistics.median(cpu[name][1:]), 1) for name in commands})
    result["ratio"] = round(result["app_cpu"] / result["bare_window_cpu"], 2)
    result["app_no_picture_cpu"] = round(cpu["app_no_picture"][0], 1)
    return result


def _children_cpu_s() -> float:
    times = os.times()
    return times.children_user + times.children_system


WATCH = """
import sys
from labdesk.bench import watch_ai_games
print(watch_ai_games(int(sys.argv[1])))
"""


def watched_games_peak_rss_mb(count: int = 10) -> float | None:
    """Peak resident memory (MB) of a fresh process that watched ``count`` AI-only games on their
    boards to the results screen (every frame drawn): what a long evening of play costs. None where
    the platform cannot tell. The child counts its own peak only (``peak_rss_mb``)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory() as tmp:
        env.setdefault("LABDESK_DATA_DIR", tmp)
        done = subprocess.run([sys.executable, "-c", WATCH, str(count)], env=env, check=True,
                              capture_output=True, text=True)
    value = done.stdout.strip().splitlines()[-1]
    return None if value == "None" else float(value)


def watch_ai_games(count: int, max_frames: int = 200_000) -> float | None:
    """Play ``count`` AI-only games (random seats, the games in turn) on their boards, drawing every
    frame at a tenth of a second each, until each reaches its results screen; the peak RSS in MB.
    Each frame reads the event queue as the window's loop does: widgets killed when a scene ends
    post events naming themselves, and an unread queue would keep them alive."""
    if peak_rss_mb() is None:
        return None
    from labdesk.ui.app import App, demo_match, make_board
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.menu import MenuScene

    app = App(headless=True, sound=False)
    built = [g for g in games.GAMES if games.is_built(g)]
    for i in range(count):
        app.reset(MenuScene(app))
        board = make_board(app, demo_match(built[i % len(built)], seed=i, moves=0, humans=0), autosave=False)
        app.push(board)
        for _ in range(max_frames):
            if app.top is not board:
                break  # the results screen replaced the board
            if isinstance(board, BoardScene) and board.worker is not None:
                board.worker.wait(5.0)
            app.frame(0.1)  # as the window's loop: its events are read too (widgets post some)
    return peak_rss_mb()


def peak_rss_mb() -> float | None:
    """This process's peak resident memory in MB, counted from its own start: Linux's VmHWM, which
    a new program starts afresh. ``getrusage``'s ``ru_maxrss`` survives ``exec``: a child started
    by a large process (a whole bench run) reports its parent's peak. None where neither is known."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    try:
        import resource
    except ImportError:
        return None
    scale = 2**20 if sys.platform == "darwin" else 1024  # bytes on macOS, kilobytes elsewhere
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale, 1)


IDLE = """
import sys
from labdesk.bench import idle_cpu_here
print(idle_cpu_here(sys.argv[1].split(","), float(sys.argv[2])))
"""


def idle_cpu_percent(screens: list[str], seconds: float = 4.0) -> dict[str, float]:
    """Per cent of one core the window's loop uses at rest on each screen ("menu", or a game's board
    waiting for its human), measured in a fresh process with the dummy video driver: its CPU time
    (user + system, all threads) over ``seconds`` of wall time, after the screen settled."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory() as tmp:
        env.setdefault("LABDESK_DATA_DIR", tmp)
        done = subprocess.run([sys.executable, "-c", IDLE, ",".join(screens), str(seconds)], env=env, check=True,
                              capture_output=True, text=True)
    return ast.literal_eval(done.stdout.strip().splitlines()[-1])


def idle_cpu_here(screens: list[str], seconds: float) -> dict[str, float]:
    """``idle_cpu_percent`` in this process: each screen opened and settled, then the app's own
    loop (``App.run_loop``) run with nothing happening, measured by a thread from the moment the
    screen has settled until the QUIT it posts to end the loop."""
    import pygame

    from labdesk.ui.app import SETTLE_SECONDS, App, make_scene, settle
    from labdesk.ui.scenes.menu import MenuScene

    app = App(headless=True, sound=False)
    result = {}
    for name in screens:
        app.reset(MenuScene(app))
        if name != "menu":
            app.push(make_scene(app, name, seed=1, moves=4))
            settle(app)
        usage: list[float] = []

        def measure() -> None:
            time.sleep(SETTLE_SECONDS + 0.5)  # its first frames and the moments after a change
            wall, cpu = time.perf_counter(), time.process_time()
            time.sleep(seconds)
            usage.append(100 * (time.process_time() - cpu) / (time.perf_counter() - wall))
            pygame.event.post(pygame.event.Event(pygame.QUIT))

        meter = threading.Thread(target=measure, daemon=True)
        app.running = True
        meter.start()
        app.run_loop()
        meter.join()
        result[name] = round(usage[0], 1)
    pygame.quit()
    return result


def playouts_per_s(game_id: str, seconds: float = 2.0, level: str = "random") -> float:
    """Complete games per second of CPU time with ``level`` on every seat, played as a search's
    rollouts play them: no invariant checks, and no second legality check of the action a player
    took from the list (``apply_known_legal``). The random level is the engine's own speed; the
    medium level is what the hard level's rollouts cost. CPU time, because other work on a shared
    machine disturbs it far less than wall time."""
    from labdesk.ai import RandomPlayer, make_player

    rules = games.rules(game_id)
    counts = rules.spec.players
    n_players = 2 if 2 in counts else counts.start
    random_player = RandomPlayer(1)
    done, seed = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = rules.new_state(seed, n_players, {})
        seats = [random_player if level == "random" else make_player(game_id, level, seed * 10 + s)
                 for s in range(n_players)]
        steps = 0
        while not state.is_over() and steps < 20_000:
            state.apply_known_legal(seats[state.current_player()].choose(state))
            steps += 1
        done += 1
        seed += 1
    return round(done / (time.process_time() - start), 2)


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
    result: dict = {"startup_ms": startup_ms(1 if quick else 5)}
    try:
        from labdesk.ui.app import bench_frames

        result["frame_ms"] = bench_frames(frames=20 if quick else 120)
    except ImportError as exc:
        result["frame_ms"] = {"error": str(exc)}
    result["playouts_per_s"] = {g: playouts_per_s(g, 0.3 if quick else 3.0) for g in built}
    result["medium_rollouts_per_s"] = {g: playouts_per_s(g, 0.3 if quick else 3.0, "medium")
                                       for g in built}
    levels = ("easy", "medium") if quick else ("easy", "medium", "hard", "expert")
    result["ai_decision_ms"] = {
        g: {lvl: decision_ms(g, lvl, 3 if quick else (20 if lvl in ("hard", "expert") else 200))
            for lvl in levels}
        for g in built
    }
    result["idle_cpu_percent"] = idle_cpu_percent(["menu", *built[:1 if quick else None]], 2.0 if quick else 4.0)
    result["peak_rss_mb_after_watched_games"] = watched_games_peak_rss_mb(2 if quick else 10)
    result["executable_mb"] = executable_size_mb()
    return result
