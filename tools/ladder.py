"""The ladder: an Elo rating with a 95 % interval for every AI level of every game, from paired games.

    python tools/ladder.py --pairs 100 --search-pairs 100 --write        # the full ladder
    python tools/ladder.py --game explosion --pairs 10 --search-pairs 2 --stop-at 19:30 --write

Neighbouring levels meet (random-easy, easy-medium, medium-hard, hard-expert). A *pair* is one deal
(seed) played with the seats swapped: at two players each level sits first once; at Lab Chaos's three
the first level takes each seat in turn against two of the other (three games a pair). A pair's score
is the first level's share of its wins (ties split), and pairs, not games, are the samples: the deal's
luck is shared by both sides of a pair, so the interval is the pairs' standard error, not the games'.

Ratings: medium is 1500; each level adds the Elo difference to the level below, ``400 log10((n-1) s /
(1 - s))`` for a win share ``s`` at ``n`` seats (the Luce model: at two seats the usual formula, at three
a share of 1/3 is no difference). Its 95 % interval adds the variances of the differences between it and
medium (delta method from the pairs' standard error), so ratings further from medium are less certain.
Where a game's expert is hard move for move (``expert_is_hard``: neither of its pieces on, hard's
budget) and no expert-against-hard series is stored, it takes hard's rating, marked "as hard". ``--pairs`` sets the
pairs of the cheap match-ups, ``--search-pairs`` those with hard or expert. ``--write`` stores
``labdesk/ai/ladder.json`` (the setup screen shows each level's rating from it) and the table between
the markers in docs/ai.md. ``--stop-at HH:MM`` (UTC) starts no new pair after that time (pairs are played
round-robin over the games and match-ups, so a stopped run has spread them evenly); the file and the
table say how many pairs each figure rests on. ``--jobs N`` plays N pairs at once, in N processes (the
same series as one at a time: on a 2-core machine ``--jobs 2`` halves the wall time). Run it niced
(``nice -n 15``) on a shared machine.

``--matchups expert-hard`` plays only those match-ups (the others stored are kept); ``--no-time-cap``
lets hard and expert search their whole iteration budget (on a busy machine the 0.9 s cap would
measure the machine's load, not the level); ``--extend`` carries each stored series on (same seed and
time-cap setting: the file keeps every pair's score) up to the pairs asked, so runs cut by a deadline
add up to one long series. ``--redraw`` works the ratings out again from the stored match-ups and rewrites
the table.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import math
import multiprocessing
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from labdesk import games  # noqa: E402
from labdesk.ai import arena, make_player  # noqa: E402
from labdesk.ai.base import LEVELS  # noqa: E402
from labdesk.ai.ismcts import expert_is_hard  # noqa: E402
from labdesk.userdata import atomic_write_text  # noqa: E402

LADDER = ROOT / "labdesk" / "ai" / "ladder.json"
DOC = ROOT / "docs" / "ai.md"
START, END = "<!-- ladder:start -->", "<!-- ladder:end -->"
SEARCH = {"hard", "expert"}
Z95 = 1.96
ANCHOR, ANCHOR_ELO = "medium", 1500  # Elo is relative: the level most players start against sits at a familiar figure
ELO = 400 / math.log(10)


def seats_for(game_id: str) -> int:
    spec = games.GAMES[game_id]
    return max(2, spec.players.start)


class _Timed:
    """A player whose searched decisions' CPU times are kept (``time.process_time``: what the level
    costs, which the other work on a shared machine disturbs far less than wall time)."""

    def __init__(self, player, times: list[float]):
        self.player, self.times, self.name = player, times, getattr(player, "name", "")

    def choose(self, state):
        start = time.process_time()
        action = self.player.choose(state)
        spent = (time.process_time() - start) * 1000.0
        stats = getattr(self.player, "last_stats", None)
        if stats is None or stats.get("iterations"):  # a search, not a forced move or a plan's step
            self.times.append(spent)
        return action


def play_pair(game_id: str, upper: str, lower: str, seed: int, seats: int,
              uncapped: bool = False, make=None) -> tuple[float, list[float]]:
    """One deal with ``upper`` in each seat in turn (``lower`` in the others): its win share, and the
    CPU times in ms of ``upper``'s searched decisions. ``uncapped``: searches run their whole
    iteration budget, however busy the machine. ``make(level, seed)`` builds the players (by default
    the game's levels; benchmarks/hidden_worth.py passes players that are no level)."""
    won = 0.0
    times: list[float] = []
    make = make or (lambda level, player_seed: make_player(game_id, level, player_seed))

    def factory(level: str, player_seed: int):
        player = make(level, player_seed)
        if uncapped and getattr(player, "iterations", None):
            player.time_ms = None
        return _Timed(player, times) if level == upper else player

    for first in range(seats):
        levels = [upper if s == first else lower for s in range(seats)]
        result = arena.simulate(game_id, seats, 1, levels, seed=seed, player_factory=factory)
        if result["violations"]:
            raise RuntimeError(f"{game_id} seed {seed}: {result['violation_examples']}")
        won += result["wins"][first]
    return won / seats, times


def elo_diff(share: float, seats: int) -> float:
    return ELO * math.log((seats - 1) * share / (1.0 - share))


def rate(scores: list[float], seats: int) -> dict:
    """The Elo difference of a match-up and its 95 % interval from the pairs' scores."""
    n = len(scores)
    mean = statistics.fmean(scores)
    se = statistics.stdev(scores) / math.sqrt(n) if n > 1 else 0.5
    se = max(se, 0.5 / n)  # a clean sweep of few pairs is not certainty
    share = min(1 - 0.5 / (n * seats), max(0.5 / (n * seats), mean))
    diff = elo_diff(share, seats)
    # delta method: d diff / d share = ELO / (share (1 - share))
    se_diff = ELO * se / (share * (1 - share))
    return {"pairs": n, "games": n * seats, "share": round(mean, 4), "share_low": round(max(0.0, mean - Z95 * se), 4),
            "share_high": round(min(1.0, mean + Z95 * se), 4), "elo": round(diff, 1),
            "elo_se": round(se_diff, 1)}


def matchup_names(levels=LEVELS) -> list[str]:
    """The ladder's match-ups, "upper-lower", bottom first."""
    return [f"{upper}-{lower}" for lower, upper in zip(levels, levels[1:])]


def run(ids: list[str], pairs: int, search_pairs: int, seed: int, stop_at: datetime | None,
        log=print, after_pair=None, only: list[str] | None = None, uncapped: bool = False,
        earlier: dict | None = None, jobs: int = 1) -> dict:
    """Every game's match-ups (``only``: those named), pair by pair in turn (pair 1 of every match-up
    of every game, then pair 2, ...), so a run stopped by the clock has spread its pairs evenly.
    ``earlier`` maps (game, match-up) to the scores of a stored series that this run carries on:
    its pairs are not played again. ``jobs`` > 1 plays that many pairs at once (one process each;
    the results are taken in the same order, so a series is the same whatever ``jobs`` is).
    Returns {(game, match-up): {"scores", "times"}}."""
    names = [m for m in matchup_names() if only is None or m in only]
    played: dict[tuple, dict] = {key: {"scores": list(got), "times": []}
                                 for key, got in (earlier or {}).items()}
    todo = []
    for p in range(max(pairs, search_pairs)):
        for game_id in ids:
            for name in names:
                upper, lower = name.split("-")
                count = search_pairs if (upper in SEARCH or lower in SEARCH) else pairs
                entry = played.setdefault((game_id, name), {"scores": [], "times": []})
                if p < count and p >= len(entry["scores"]):
                    todo.append((game_id, name, p, seed, stop_at, uncapped))
    with contextlib.closing(in_order(_pair_job, todo, jobs)) as results:
        for (game_id, name, p, *_rest), got in zip(todo, results):
            if got is None:  # the clock stopped it (and every pair after it)
                break
            share, t = got
            entry = played[(game_id, name)]
            entry["scores"].append(share)
            entry["times"].extend(t)
            upper, lower = name.split("-")
            log(f"  {game_id} {upper} against {lower}, pair {p + 1} (seed {seed + p}): {share}")
            if after_pair is not None:  # a run cut short keeps what it measured
                after_pair(played)
    return played


def in_order(work, items: list, jobs: int = 1):
    """``work`` of each item, in the items' order; ``jobs`` > 1 does that many at once, each in a
    fresh process (so ``work`` and the items must pickle). Close the generator to stop the rest."""
    if jobs <= 1 or len(items) <= 1:
        yield from map(work, items)
        return
    # fresh processes, not forks: a fork of a process with other threads (SDL's, in the tests) can
    # inherit a held lock and hang
    pool = multiprocessing.get_context("spawn").Pool(jobs)
    try:
        yield from pool.imap(work, items, chunksize=1)
    finally:
        pool.terminate()


def _pair_job(job: tuple) -> tuple[float, list[float]] | None:
    """One pair of ``run``'s list, or None if it would start after the stop time."""
    game_id, name, p, seed, stop_at, uncapped = job
    if stop_at is not None and datetime.now(timezone.utc) >= stop_at:
        return None
    upper, lower = name.split("-")
    return play_pair(game_id, upper, lower, seed + p, seats_for(game_id), uncapped)


def matchup_entry(scores: list[float], times: list[float], seats: int, seed: int,
                  time_cap: bool) -> dict:
    """A match-up as the file keeps it: the rating, the upper level's CPU p95 and every pair's score
    (so a later run can carry the series on)."""
    return {**rate(scores, seats), "decision_ms_p95": round(arena.percentile(times, 95), 1) if times
            else None, "seed": seed, "time_cap": time_cap, "scores": list(scores)}


def ratings_for(game_id: str, matchups: dict) -> dict:
    """``ratings_of`` the game's match-ups; an expert that is hard move for move (``expert_is_hard``)
    and was not played against it takes hard's rating, marked so."""
    ratings = ratings_of(matchups)
    if "expert" not in ratings and "hard" in ratings and expert_is_hard(game_id):
        ratings["expert"] = {**ratings["hard"], "as": "hard"}
    return ratings


def ratings_of(matchups: dict) -> dict:
    """Each level's Elo up the ladder as far as its match-ups are measured, medium at ``ANCHOR_ELO``
    (random at 0 where the ladder does not reach medium). A level's interval adds the variances of
    the match-ups between it and medium only: the clean sweep at the ladder's foot (easy wins every
    game against random, a difference the pairs cannot pin down) widens random's interval, not
    hard's or expert's, which a player reads on the setup screen."""
    chain = {"random": (0.0, 0.0)}  # each level: its Elo above random and that sum's variance
    total, var = 0.0, 0.0
    for name in matchup_names():
        m = matchups.get(name)
        if m is None:
            break
        total += m["elo"]
        var += m["elo_se"] ** 2
        chain[name.split("-")[0]] = (total, var)
    base, base_var = chain.get(ANCHOR, (ANCHOR_ELO, 0.0))
    offset = ANCHOR_ELO - base if ANCHOR in chain else 0.0
    ratings = {}
    for level, (elo, v) in chain.items():
        half = Z95 * math.sqrt(abs(v - base_var))
        ratings[level] = {"elo": round(elo + offset), "low": round(elo + offset - half),
                          "high": round(elo + offset + half)}
    return ratings


def merge(old_games: dict, played: dict, seed: int, time_cap: bool, old_times: dict | None = None) -> dict:
    """The stored games with this run's match-ups put in (the others of each game kept), ratings
    computed again."""
    out = {g: {**v, "matchups": dict(v.get("matchups", {}))} for g, v in old_games.items()}
    for (game_id, name), got in played.items():
        if not got["scores"]:
            continue
        seats = seats_for(game_id)
        game = out.setdefault(game_id, {"seats": seats, "matchups": {}})
        entry = matchup_entry(got["scores"], got["times"], seats, seed, time_cap)
        if entry["decision_ms_p95"] is None and old_times and (game_id, name) in old_times:
            entry["decision_ms_p95"] = old_times[(game_id, name)]  # carried on without a new search
        game["matchups"][name] = entry
    for game_id, game in out.items():
        order = {n: i for i, n in enumerate(matchup_names())}
        game["matchups"] = dict(sorted(game["matchups"].items(), key=lambda kv: order.get(kv[0], 99)))
        game["ratings"] = ratings_for(game_id, game["matchups"])
    return {g: out[g] for g in games.GAMES if g in out}


def table(data: dict) -> str:
    lines = ["| Game | " + " | ".join(LEVELS) + " | Pairs (cheap / search) |",
             "|---|" + "---:|" * len(LEVELS) + "---:|"]
    for game_id, g in data["games"].items():
        cells = []
        for level in LEVELS:
            r = g["ratings"].get(level)
            cells.append("—" if r is None else f"{r['elo']:.0f} ({r['low']:.0f} to {r['high']:.0f})"
                         + (f", as {r['as']}" if r.get("as") else ""))
        counts = [m["pairs"] for m in g["matchups"].values()]
        cheap = counts[0] if counts else 0
        search = min(counts[2:]) if len(counts) > 2 else 0
        lines.append(f"| {games.GAMES[game_id].title} | " + " | ".join(cells) + f" | {cheap} / {search} |")
    lines.append("")
    lines.append("| Game | Match-up | Pairs | Games | Win share (95 %) | Elo difference | Upper level's CPU p95 ms a search |")
    lines.append("|---|---|---:|---:|---|---:|---:|")
    for game_id, g in data["games"].items():
        for name, m in g["matchups"].items():
            lines.append(f"| {games.GAMES[game_id].title} | {name.replace('-', ' against ')} | {m['pairs']} | "
                         f"{m['games']} | {100 * m['share']:.0f}% ({100 * m['share_low']:.0f}–"
                         f"{100 * m['share_high']:.0f}%) | {m['elo']:+.0f} ± {Z95 * m['elo_se']:.0f} | "
                         f"{m['decision_ms_p95'] if m['decision_ms_p95'] is not None else '—'} |")
    return "\n".join(lines)


def write_doc(text: str) -> None:
    doc = DOC.read_text(encoding="utf-8")
    block = f"{START}\n{text}\n{END}"
    if START in doc and END in doc:
        doc = doc[:doc.index(START)] + block + doc[doc.index(END) + len(END):]
    else:
        doc = doc.rstrip("\n") + "\n\n" + block + "\n"
    atomic_write_text(DOC, doc)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append", help="a game id (repeatable; default every built game)")
    ap.add_argument("--pairs", type=int, default=100, help="pairs per match-up without a search level")
    ap.add_argument("--search-pairs", type=int, default=100, help="pairs per match-up with hard or expert")
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--matchups", help="comma list of match-ups to play, like expert-hard,hard-medium "
                                       "(default: all; the others stored are kept)")
    ap.add_argument("--no-time-cap", action="store_true",
                    help="hard and expert search their whole iteration budget (a busy machine)")
    ap.add_argument("--extend", action="store_true",
                    help="carry each stored series (same seed and time-cap setting) on to the pairs asked")
    ap.add_argument("--stop-at", help="HH:MM UTC: start no new pair after this time")
    ap.add_argument("--jobs", type=int, default=1, help="pairs played at once (one process each)")
    ap.add_argument("--write", action="store_true", help="write labdesk/ai/ladder.json and docs/ai.md")
    ap.add_argument("--redraw", action="store_true", help="only work out the ratings again from the stored match-ups and rewrite the table")
    args = ap.parse_args(argv)
    if args.redraw:  # the ratings worked out again from the stored match-ups, then the table
        data = json.loads(LADDER.read_text(encoding="utf-8"))
        for game_id, game in data["games"].items():
            game["ratings"] = ratings_for(game_id, game["matchups"])
        atomic_write_text(LADDER, json.dumps(data, indent=1) + "\n")
        write_doc(table(data))
        return 0
    ids = args.game or [g for g in games.GAMES if games.is_built(g)]
    only = args.matchups.split(",") if args.matchups else None
    if only and set(only) - set(matchup_names()):
        ap.error(f"match-ups are {', '.join(matchup_names())}")
    stop_at = None
    if args.stop_at:
        h, m = (int(x) for x in args.stop_at.split(":"))
        now = datetime.now(timezone.utc)
        stop_at = now.replace(hour=h, minute=m, second=0, microsecond=0)
    time_cap = not args.no_time_cap
    old = json.loads(LADDER.read_text(encoding="utf-8")) if LADDER.exists() else {}
    kept = old.get("games", {}) if args.write else {}
    if only is None:  # a full run replaces the games it plays
        kept = {g: v for g, v in kept.items() if g not in ids}
    earlier, old_times = {}, {}
    if args.extend:
        for game_id in ids:
            for name, m in old.get("games", {}).get(game_id, {}).get("matchups", {}).items():
                if (only is None or name in only) and m.get("seed") == args.seed \
                        and m.get("time_cap", True) == time_cap and m.get("scores"):
                    earlier[(game_id, name)] = m["scores"]
                    old_times[(game_id, name)] = m.get("decision_ms_p95")
    data = {"levels": list(LEVELS), "games": kept}

    def store(played: dict) -> dict:
        data["games"] = merge(kept, played, args.seed, time_cap, old_times)
        data["provenance"] = {"tool": "tools/ladder.py", "seed": args.seed,
                              "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                              "pairs": args.pairs, "search_pairs": args.search_pairs}
        if args.write:
            atomic_write_text(LADDER, json.dumps(data, indent=1) + "\n")
            write_doc(table(data))
        return data

    store(run(ids, args.pairs, args.search_pairs, args.seed, stop_at,
              after_pair=store if args.write else None, only=only, uncapped=not time_cap,
              earlier=earlier, jobs=args.jobs))
    print(table(data))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
