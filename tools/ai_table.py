"""Measure the AI levels against each other in every built game and write the tables of docs/ai.md.

    python tools/ai_table.py                       # 200 games per match-up, every built game, print
    python tools/ai_table.py --games 60 --hard-games 30 --game explosion --write
    python tools/ai_table.py --game explosion --matchups hard-medium --hard-games 200 --extend --write

Each match-up is played at the game's smallest table: 2 players where the game allows it, with the
seats swapped every game (so turn order favours nobody); otherwise its minimum (Lab Chaos: 3), the
first level in one seat and the second in all the others, the first level's seat moving one place
every game so it sits in each position equally often (its fair share of wins is then 1/N). Games go
through the same arena as ``labdesk simulate``. ``--write`` replaces the block between the markers in
docs/ai.md (and keeps the raw numbers in docs/ai_table.json). ``--jobs N`` splits the games over N
processes; results are the same as one process for the same seeds, only faster. Run it niced
(``nice -n 10``) on a shared machine.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import datetime, timedelta, timezone
from pathlib import Path

from labdesk import games
from labdesk.ai import arena
from labdesk.ai.arena import percentile

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "ai.md"
RAW = ROOT / "docs" / "ai_table.json"
START, END = "<!-- ai-table:start -->", "<!-- ai-table:end -->"
MATCHUPS = [("hard", "medium"), ("hard", "random"), ("medium", "random"), ("medium", "easy"),
            ("medium", "medium"), ("random", "random")]


def table_size(game_id: str) -> int:
    """Seats of a match-up: 2 where the game allows a duel, else its smallest table."""
    allowed = games.GAMES[game_id].players
    return 2 if 2 in allowed else min(allowed)


def seating(levels, players: int) -> list[str]:
    """The arena's level list for a match-up: the first level in one seat, the second in the others.
    With the arena's ``swap`` it rotates one seat per game (``arena.seat_levels``), so over any
    ``players`` consecutive games the first level sits once in every seat."""
    first, second = levels
    return [first] + [second] * (players - 1)


def _uncapped_factory(game_id: str):
    """Players as the levels make them, except that hard and expert search their whole iteration
    budget.

    The hard level's time cap is a safety net for slow machines; on a machine shared with other work
    it would cut searches short and measure a weaker player than the level is on an idle one."""
    from labdesk.ai.base import make_player

    def factory(level: str, seed: int):
        player = make_player(game_id, level, seed)
        if level in ("hard", "expert") and getattr(player, "iterations", None):
            player.time_ms = None
        return player
    return factory


def _chunk(args):
    game_id, levels, games_count, seed, uncapped, stop_at = args
    factory = _uncapped_factory(game_id) if uncapped else None
    players = table_size(game_id)
    seats = seating(levels, players)
    if stop_at is None:
        return arena.simulate(game_id, players, games_count, seats, seed=seed, swap=True,
                              check=True, keep_times=True, player_factory=factory)
    # With a deadline: one round of seatings at a time (two games in a duel, one with each seating,
    # so the swap stays balanced), the same games as in one run, and no new round after the deadline.
    parts = []
    for start in range(0, games_count, players):
        if time.time() >= stop_at:
            break
        parts.append(arena.simulate(game_id, players, min(players, games_count - start), seats,
                                    seed=seed + start, swap=True, check=True, keep_times=True,
                                    player_factory=factory))
        print(f"  {game_id} {levels[0]} vs {levels[1]} seeds {seed}+{start + players}: "
              f"{parts[-1]['wins_by_ai']}", file=sys.stderr, flush=True)
    return _merge_simulations(game_id, levels, seed, parts, players)


def _merge_simulations(game_id: str, levels, seed: int, parts: list[dict], players: int = 2) -> dict:
    """One arena result made of several (the fields run_matchup uses)."""
    merged = {"game": game_id, "games": 0, "seed": seed, "wins": [0.0] * players, "violations": 0,
              "violation_examples": [], "wins_by_ai": {level: 0.0 for level in levels},
              "mean_turns": 0.0, "decision_ms_raw": {level: [] for level in levels}}
    weighted = 0.0
    for part in parts:
        merged["games"] += part["games"]
        merged["wins"] = [a + b for a, b in zip(merged["wins"], part["wins"])]
        merged["violations"] += part["violations"]
        merged["violation_examples"] += part["violation_examples"]
        for level, w in part["wins_by_ai"].items():
            merged["wins_by_ai"][level] = merged["wins_by_ai"].get(level, 0.0) + w
        for level, times in part["decision_ms_raw"].items():
            merged["decision_ms_raw"].setdefault(level, []).extend(times)
        weighted += part["mean_turns"] * (part["games"] - part["violations"])
    played = merged["games"] - merged["violations"]
    merged["mean_turns"] = weighted / played if played else 0.0
    return merged


def run_matchup(game_id: str, levels: tuple[str, str], count: int, seed: int, jobs: int,
                uncapped: bool = False, stop_at: float | None = None) -> dict:
    """Play ``count`` games in ``jobs`` chunks of a multiple of the table size (so swapping stays
    balanced) and merge. ``stop_at`` (a time.time() value): start no new round of seatings after it;
    fewer games are counted."""
    players = table_size(game_id)
    per = max(players, players * math.ceil(count / (players * jobs)))
    chunks = [(game_id, levels, min(per, count - start), seed + start, uncapped, stop_at)
              for start in range(0, count, per)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_chunk, chunks))
    else:
        parts = [_chunk(c) for c in chunks]
    merged = {"game": game_id, "levels": list(levels), "players": players, "games": 0, "seed": seed,
              "wins_by_ai": {}, "seat_wins": [0.0] * players, "violations": 0, "violation_examples": [],
              "turns": [], "times": {}}
    for part in parts:
        merged["games"] += part["games"]
        for level, w in part["wins_by_ai"].items():
            merged["wins_by_ai"][level] = merged["wins_by_ai"].get(level, 0.0) + w
        merged["seat_wins"] = [a + b for a, b in zip(merged["seat_wins"], part["wins"])]
        merged["violations"] += part["violations"]
        merged["violation_examples"] += part["violation_examples"]
        merged["turns"].append((part["mean_turns"], part["games"] - part["violations"]))
        for level, times in part["decision_ms_raw"].items():
            merged["times"].setdefault(level, []).extend(times)
    played = sum(n for _, n in merged["turns"])
    merged["mean_turns"] = sum(m * n for m, n in merged["turns"]) / played if played else 0.0
    del merged["turns"]
    return merged


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson interval of a win rate (ties count half a win)."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def timing_summary(results: list[dict]) -> dict[str, dict]:
    """Decision times per level over every match-up of a game (and drop the raw lists)."""
    times: dict[str, list[float]] = {}
    for r in results:
        for level, t in r.pop("times", {}).items():
            times.setdefault(level, []).extend(t)
    return {level: {"decisions": len(t), "median": round(statistics.median(t), 2),
                    "p95": round(percentile(t, 95), 2), "max": round(max(t), 2)}
            for level, t in times.items() if t}


def game_table(game_id: str, results: list[dict], timing: dict[str, dict]) -> str:
    title = games.GAMES[game_id].title
    players = results[0].get("players", 2) if results else 2
    if players == 2:
        heading = "| Match-up (2 players, seats swapped) | Games | First level's win rate (ties ½) "
    else:  # no duel: one seat of the first level against the second level in every other seat
        heading = (f"| Match-up ({players} players: the first level in one seat, the second in the "
                   f"others, rotated) | Games | First level's win share (ties split; fair share "
                   f"{100 / players:.0f}%) ")
    lines = [f"### {title} (`{game_id}`)", "",
             heading + "| 95% interval | Seat 1 win rate | Mean turns |",
             "|---|---:|---:|---:|---:|---:|"]
    for r in results:
        a, b = r["levels"]
        n = r["games"] - r["violations"]
        seats = r.get("players", 2)
        wins_a = r["wins_by_ai"].get(a, 0.0) / (seats if a == b else 1)  # same level: per seat
        lo, hi = wilson(wins_a, n)
        seat0 = r["seat_wins"][0] / n if n else 0.0
        rate, interval = f"{100 * wins_a / max(1, n):.0f}%", f"{100 * lo:.0f}–{100 * hi:.0f}%"
        if a == b:  # a level against itself wins half by definition: only the seat column tells
            rate = interval = "—"
        lines.append(f"| {a} vs {b} | {n} | {rate} | {interval} | {100 * seat0:.0f}% | "
                     f"{r['mean_turns']:.1f} |")
    lines += ["", "| Level | Decisions (forced ones included) | Median ms | p95 ms | Max ms |",
              "|---|---:|---:|---:|---:|"]
    for level in ("expert", "hard", "medium", "random"):
        t = timing.get(level)
        if t:
            lines.append(f"| {level} | {t['decisions']} | {t['median']:.1f} | {t['p95']:.1f} | "
                         f"{t['max']:.1f} |")
    bad = sum(r["violations"] for r in results)
    if bad:
        lines += ["", f"**{bad} violation(s):** " + "; ".join(
            e for r in results for e in r["violation_examples"][:2])]
    return "\n".join(lines)


class _TimedHard:
    """The hard player, recording wall and CPU time and whether the time cap cut the search."""

    def __init__(self, game_id: str, seed: int, log: list, uncapped: bool = False):
        from labdesk.ai.base import make_player

        self.player = make_player(game_id, "hard", seed)
        if uncapped and self.player.iterations:
            self.player.time_ms = None  # CPU time of the full budget, whatever the machine's load
        self.name = "hard"
        self.log = log

    def choose(self, state):
        wall, cpu = time.perf_counter(), time.process_time()
        action = self.player.choose(state)
        stats = self.player.last_stats
        if stats.get("iterations"):  # searched (not a forced move)
            self.log.append((1000 * (time.perf_counter() - wall), 1000 * (time.process_time() - cpu),
                             stats["iterations"] < (self.player.iterations or 0)))
        return action


def hard_timing(game_id: str, count: int, seed: int, uncapped: bool = False) -> dict:
    """Hard's searched decisions in ``count`` games against medium (at the game's smallest table, hard
    in one seat), one process: wall and CPU ms.
    ``uncapped``: the full iteration budget even where the time cap would cut it (a busy machine)."""
    from labdesk.ai.base import make_player

    log: list = []
    factory = (lambda level, s: _TimedHard(game_id, s, log, uncapped) if level == "hard"
               else make_player(game_id, level, s))
    players = table_size(game_id)
    arena.simulate(game_id, players, count, seating(("hard", "medium"), players), seed=seed,
                   swap=True, check=False, player_factory=factory)
    walls, cpus, capped = [w for w, _, _ in log], [c for _, c, _ in log], sum(c for *_, c in log)
    return {"decisions": len(log), "wall_median": round(statistics.median(walls), 1),
            "wall_p95": round(percentile(walls, 95), 1), "cpu_median": round(statistics.median(cpus), 1),
            "cpu_p95": round(percentile(cpus, 95), 1), "capped_share": round(capped / len(log), 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game id (repeatable; default: every built game)")
    parser.add_argument("--games", type=int, default=200, help="games per match-up without hard")
    parser.add_argument("--hard-games", type=int, default=None, help="games per match-up with hard")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--matchups", default=None,
                        help="comma list like hard-medium,medium-random (default: all five)")
    parser.add_argument("--write", action="store_true",
                        help="update docs/ai.md and docs/ai_table.json (only the match-ups played are "
                             "replaced, so runs of different games or match-ups can go side by side)")
    parser.add_argument("--no-time-cap", action="store_true",
                        help="hard and expert search their full iteration budget (measure on a busy "
                             "machine)")
    parser.add_argument("--redraw", action="store_true",
                        help="only rewrite docs/ai.md from docs/ai_table.json (no games played)")
    parser.add_argument("--stop-at", default=None, metavar="HH:MM",
                        help="UTC time after which no new pair of games starts (a run that must end "
                             "in time: the tables count the games played)")
    parser.add_argument("--extend", action="store_true",
                        help="continue each match-up's stored series (same seed, same time-cap "
                             "setting) from the game it stopped at up to the count asked, and add "
                             "the new games to it (with --write)")
    parser.add_argument("--timing", type=int, default=0, metavar="GAMES",
                        help="only time hard's searched decisions (wall and CPU) over GAMES games")
    args = parser.parse_args(argv)
    if args.redraw:
        write_doc(json.loads(RAW.read_text()))
        return 0
    if args.timing:
        for game_id in args.game or [g for g in games.GAMES if games.is_built(g)]:
            print(game_id, json.dumps(hard_timing(game_id, args.timing, args.seed, args.no_time_cap)),
                  flush=True)
        return 0

    stop_at = None
    if args.stop_at:
        hour, minute = (int(x) for x in args.stop_at.split(":"))
        now = datetime.now(timezone.utc)
        stop = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
        if stop <= now:  # a time already past today means the coming night's
            stop += timedelta(days=1)
        stop_at = stop.timestamp()
    game_ids = args.game or [g for g in games.GAMES if games.is_built(g)]
    matchups = MATCHUPS if not args.matchups else [tuple(m.split("-")) for m in args.matchups.split(",")]
    for game_id in game_ids:
        results = []
        for levels in matchups:
            count = args.hard_games if "hard" in levels and args.hard_games else args.games
            earlier = stored_result(game_id, levels, args.seed, not args.no_time_cap) if args.extend else None
            done = earlier["games"] if earlier else 0
            if done >= count:
                print(f"{game_id} {levels[0]} vs {levels[1]}: {done} games stored already",
                      file=sys.stderr)
                continue
            start = time.perf_counter()
            r = run_matchup(game_id, levels, count - done, args.seed + done, args.jobs,
                            args.no_time_cap, stop_at)
            r["hard_time_cap"] = not args.no_time_cap
            r["seconds"] = round(time.perf_counter() - start, 1)
            r["contiguous"] = args.jobs == 1 or r["games"] == count - done
            if earlier:
                r = extended(earlier, r)
            print(f"{game_id} {levels[0]} vs {levels[1]}: {r['games']} games in {r['seconds']} s, "
                  f"wins {r['wins_by_ai']}, violations {r['violations']}", file=sys.stderr)
            results.append(r)
        if not results:
            continue
        entry = {"when": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                 "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python "
                            f"{platform.python_version()}",
                 "command": "python tools/ai_table.py " + " ".join(argv or sys.argv[1:]),
                 "results": results}
        entry["timing"] = timing_summary(results)
        print(game_table(game_id, results, entry["timing"]) + "\n", flush=True)
        if args.write:  # after each game, so a long run keeps what it has measured
            merge_and_write(game_id, entry)
    return 0


def stored_result(game_id: str, levels, seed: int, time_cap: bool) -> dict | None:
    """The match-up as docs/ai_table.json has it, if it is the same series (seed and time-cap
    setting) and whole rounds of seatings (so the seats stay balanced when it goes on)."""
    raw = json.loads(RAW.read_text()) if RAW.exists() else {}
    for r in raw.get(game_id, {}).get("results", []):
        if (tuple(r["levels"]) == tuple(levels) and r["seed"] == seed
                and r.get("hard_time_cap", True) == time_cap
                and r["games"] % r.get("players", 2) == 0 and _contiguous(r)):
            return r
    return None


def _contiguous(r: dict) -> bool:
    """Did the stored run play seeds seed .. seed + games - 1 without a gap? Several jobs cut short
    by --stop-at leave gaps (each job stops at its own point)."""
    if "contiguous" in r:
        return r["contiguous"]
    command = r.get("command", "")
    return "--stop-at" not in command or "--jobs" not in command or "--jobs 1 " in command + " "


def extended(earlier: dict, new: dict) -> dict:
    """One series made of a stored match-up and the games that carried it on (the seeds follow
    on, so it is the run one longer command would have played). Decision times are the new games'
    only: the stored result keeps no raw times."""
    games_before, games_new = earlier["games"], new["games"]
    out = dict(new)
    out["seed"] = earlier["seed"]
    out["games"] = games_before + games_new
    out["wins_by_ai"] = {level: earlier["wins_by_ai"].get(level, 0.0) + new["wins_by_ai"].get(level, 0.0)
                         for level in new["levels"]}
    out["seat_wins"] = [a + b for a, b in zip(earlier["seat_wins"], new["seat_wins"])]
    out["violations"] = earlier["violations"] + new["violations"]
    out["violation_examples"] = earlier["violation_examples"] + new["violation_examples"]
    played = out["games"] - out["violations"]
    weights = (games_before - earlier["violations"], games_new - new["violations"])
    out["mean_turns"] = ((earlier["mean_turns"] * weights[0] + new["mean_turns"] * weights[1]) / played
                         if played else 0.0)
    out["seconds"] = round(earlier.get("seconds", 0.0) + new["seconds"], 1)
    out["earlier"] = earlier.get("earlier", []) + [[earlier.get("when", ""), earlier.get("command", "")]]
    return out


def merge_and_write(game_id: str, entry: dict) -> None:
    """Put ``entry``'s match-ups into docs/ai_table.json (re-read now, so a run of another game or
    match-up that finished meanwhile is kept) and redraw docs/ai.md."""
    raw = json.loads(RAW.read_text()) if RAW.exists() else {}
    old = raw.get(game_id, {"results": []})
    played = {tuple(r["levels"]) for r in entry["results"]}
    kept = [r for r in old["results"] if tuple(r["levels"]) not in played]
    for r in kept:  # a kept match-up remembers the run that measured it
        r.setdefault("command", old.get("command", ""))
        r.setdefault("when", old.get("when", ""))
    for r in entry["results"]:
        r["command"], r["when"] = entry["command"], entry["when"]
    order = {m: i for i, m in enumerate(MATCHUPS)}
    results = sorted(kept + entry["results"], key=lambda r: order.get(tuple(r["levels"]), 99))
    timing = dict(old.get("timing", {}))
    timing.update(entry["timing"])  # levels measured in this run replace the old figures
    raw[game_id] = {**entry, "results": results, "timing": timing}
    tmp = RAW.with_suffix(".tmp")
    tmp.write_text(json.dumps(raw, indent=1) + "\n")
    tmp.replace(RAW)
    write_doc(raw)


def write_doc(raw: dict) -> None:
    blocks = []
    for game_id in games.GAMES:
        if game_id in raw:
            entry = raw[game_id]
            runs = dict.fromkeys(run for r in entry["results"]
                                 for run in [tuple(x) for x in r.get("earlier", [])]
                                 + [(r.get("when", entry["when"]), r.get("command", entry["command"]))])
            measured = "; ".join(f"{when}: `{command}`" for when, command in runs)
            blocks.append(game_table(game_id, entry["results"], entry["timing"]) +
                          f"\n\n_Measured on {entry['machine']}, {measured}._")
    text = DOC.read_text()
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    DOC.write_text(head + START + "\n" + "\n\n".join(blocks) + "\n" + END + tail)


if __name__ == "__main__":
    sys.exit(main())
