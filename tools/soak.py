"""Seeded random play for every built game, every seat count and every variant/option, with the
rules' invariants checked after every action (``labdesk.ai.arena.simulate``). CI runs it; it exits 1
if any game raised, broke an invariant or did not end.

    python tools/soak.py            # the full matrix (over 2,000 games per game)
    python tools/soak.py --scale 0.1
    python tools/soak.py --crash 150  # the crash test instead: 150 kills mid-autosave

The crash test runs a process that plays random games and autosaves after every action (and now and
then writes the settings), kills it at a random moment by its own process id, and checks that the
save left behind loads and the settings parse, every time.
"""
from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (game, players, options, games): each game's rows add up to more than 2,000 games.
MATRIX = [
    ("wrong-chemistry", 2, {}, 700),
    ("wrong-chemistry", 3, {}, 700),
    ("wrong-chemistry", 4, {}, 700),
    ("explosion", 1, {"robot": "easy"}, 200),
    ("explosion", 1, {"robot": "normal"}, 300),
    ("explosion", 1, {"robot": "hard"}, 200),
    ("explosion", 2, {}, 500),
    ("explosion", 3, {}, 500),
    ("explosion", 4, {}, 500),
    ("experiment", 2, {"variant": "two-player"}, 500),
    *[("experiment", n, {"variant": v}, 200) for v in ("standard", "advanced") for n in (3, 4, 5, 6)],
    *[("lab-chaos", n, {}, 300) for n in (3, 4, 5, 6)],
    ("lab-chaos", 3, {"penalty": "count"}, 200),
    ("lab-chaos", 4, {"games": 3}, 200),
    ("lab-chaos", 5, {"games": 3, "human_seats": [0]}, 250),
    ("lab-chaos", 4, {"human_seats": [0, 2]}, 200),  # hot seat: every person asked in each window
    ("lab-chaos", 6, {"games": 5, "penalty": "count"}, 150),
    # Lab Wars' random games are long (300-600 actions, about 0.14 s of CPU each with the checks):
    # its 2,040 games are the biggest share of the soak, about two and a half minutes on two cores.
    *[("lab-wars", n, {}, 300) for n in (2, 3, 4)],
    *[("lab-wars", n, {option: True}, 80) for option in ("alternate_1", "alternate_2", "alternate_3", "legends")
      for n in (2, 3, 4)],
    *[("lab-wars", n, {"alternate_1": True, "alternate_2": True, "alternate_3": True, "legends": True}, 60)
      for n in (2, 3, 4)],
]


def run(row: tuple) -> tuple:
    from labdesk.ai.arena import simulate

    game, players, options, games = row
    start = time.perf_counter()
    result = simulate(game, players, games, ["random"], seed=players * 1000 + len(options), options=options)
    return row, result, time.perf_counter() - start


# --- the crash test ------------------------------------------------------------------------------------
READY = "saving"  # the child's first line: it has written a save and goes on writing


def crash_child(seed: int) -> None:
    """Play random games for ever, autosaving after every action as the board does; a finished
    game's save is discarded and the next game starts. Settings are rewritten now and then."""
    sys.path.insert(0, str(ROOT))
    from labdesk import games
    from labdesk.engine import saves
    from labdesk.engine.match import Match, Seat
    from labdesk.settings import Settings, save_settings

    rng = random.Random(seed)
    built = [g for g in games.GAMES if games.is_built(g)]
    announced = False
    while True:
        game = rng.choice(built)
        players = games.GAMES[game].players
        count = rng.choice([n for n in players if n <= 4])
        seats = [Seat("human" if i == 0 else "ai", f"Seat {i + 1}", "random") for i in range(count)]
        match = Match(game, seats, rng.randrange(1 << 30))
        match.on_change = saves.write_save
        while not match.state.is_over():
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
            if not announced:
                print(READY, flush=True)
                announced = True
            if rng.random() < 0.05:
                save_settings(Settings(animation_speed=rng.choice([0.5, 1.0, 2.0]), volume=rng.random(),
                                       muted=rng.random() < 0.5))
        saves.discard_save(saves.autosave_path())


def crash_test(kills: int, seed: int) -> int:
    """Kill the autosaving child ``kills`` times; after each kill the save must load and the
    settings parse. Returns the number of failures."""
    saved = os.environ.get("LABDESK_DATA_DIR")
    with tempfile.TemporaryDirectory(prefix="labdesk-crash-") as folder:
        os.environ["LABDESK_DATA_DIR"] = folder  # the child's data folder is ours too
        try:
            return _crash_kills(kills, seed, Path(folder))
        finally:
            if saved is None:
                del os.environ["LABDESK_DATA_DIR"]
            else:
                os.environ["LABDESK_DATA_DIR"] = saved


def _crash_kills(kills: int, seed: int, folder: Path) -> int:
    sys.path.insert(0, str(ROOT))
    from labdesk.engine import saves
    from labdesk.engine.validate import FileRefused
    from labdesk.settings import read_settings, settings_path
    from labdesk.userdata import remove_leftover_temp_files

    rng = random.Random(seed)
    failures = loaded = leftovers = 0
    for kill in range(kills):
        child = subprocess.Popen([sys.executable, __file__, "--crash-child", str(seed * 1000 + kill)],
                                 stdout=subprocess.PIPE, text=True)
        if child.stdout.readline().strip() != READY:
            child.wait()
            print(f"crash test: the child {child.pid} never started saving (exit {child.returncode})")
            return failures + 1
        time.sleep(rng.uniform(0.0, 0.4))
        os.kill(child.pid, signal.SIGKILL)  # by its own id, mid-write or between writes
        child.wait()
        child.stdout.close()
        try:
            if saves.has_autosave():
                saves.read_save(saves.autosave_path())
                loaded += 1
            if settings_path().is_file():
                read_settings(settings_path())
        except FileRefused as exc:
            failures += 1
            print(f"crash test: after kill {kill + 1} (pid {child.pid}): {exc}")
        leftovers += len(remove_leftover_temp_files(folder, now=time.time() + 3600))
    print(f"crash test: {kills} kills, {loaded} saves loaded after a kill, {leftovers} temporary files left "
          f"by killed writes (removed), {failures} failures")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game count")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--crash", type=int, metavar="KILLS", help="run the crash test with this many kills")
    parser.add_argument("--crash-child", type=int, metavar="SEED", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.crash_child is not None:
        crash_child(args.crash_child)
        return 0
    if args.crash is not None:
        return 1 if crash_test(args.crash, args.seed) else 0
    rows = [(g, p, o, max(1, round(n * args.scale))) for g, p, o, n in MATRIX]
    totals: dict[str, int] = {}
    bad = 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for (game, players, options, games), result, seconds in pool.map(run, rows):
            totals[game] = totals.get(game, 0) + games
            bad += result["violations"]
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "-"
            print(f"{game:16} {players}p {label:20} {games:5} games  {result['mean_turns']:7.1f} turns  "
                  f"violations {result['violations']}  {seconds:6.1f}s", flush=True)
            for example in result.get("violation_examples", []):
                print(f"    ! {example}")
    print("games per game: " + ", ".join(f"{g} {n}" for g, n in totals.items()))
    print(f"soak: {sum(totals.values())} games, {bad} violations")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
