"""Samples of what the coach says, from real positions: docs/coach-samples.md.

For each game it plays one seeded game between AI seats (the first seat the easy AI, so it makes
decisions worth analysing; the others medium), then takes, through the code paths the app and
``labdesk hint`` / ``labdesk analyse`` use:

- five hints at positions spread over that game (the seat to act, whoever it is): the nudge (the Hint
  button's first level) and the full advice (the move and its reason);
- five costly decisions of the first seat as Analysis judges them (``analysis.judge``, what
  ``analyse`` runs for every decision): the move played, the one suggested, the loss and the reason.

At every sampled position it also asks the other side (Analysis at a hint's position, Hint at an
analysed decision) and records whether the two named the same move. Everything is seeded, so a run
writes the same file on the same code.

    python tools/coach_samples.py [--games experiment,lab-wars] [--count 5] [--out FILE]
    python tools/coach_samples.py --check   # exit 1 when the file is not what this code writes
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from labdesk import games, i18n  # noqa: E402
from labdesk.ai.adviser import position_seed  # noqa: E402
from labdesk.ai.analysis import judge  # noqa: E402
from labdesk.ai.hints import describe, hint  # noqa: E402
from labdesk.engine.history import progress  # noqa: E402
from labdesk.engine.match import Match, Seat  # noqa: E402
from labdesk.engine.replay import Replay  # noqa: E402

OUT = ROOT / "docs" / "coach-samples.md"
# seats per game: the standard game where the rules have one (Experiment's is for three)
PLAYERS = {"experiment": 3, "explosion": 2, "lab-wars": 2, "lab-chaos": 3, "wrong-chemistry": 2}
SEED = 27  # the number: any fixed seed does
MOVE_LIMIT = 3000  # a seeded game that has not ended by then is sampled as far as it went
JUDGE_LIMIT = 60  # decisions judged at most while looking for the costly ones
GAMES_TRIED = 3  # seeded games played at most to find the costly decisions


def played_game(game_id: str, seed: int) -> Match:
    """A seeded game to its end: the first seat the easy AI, the others medium."""
    names = ["Ana", "Boris", "Vera", "Gleb"][:PLAYERS[game_id]]
    seats = [Seat("ai", name, "easy" if i == 0 else "medium") for i, name in enumerate(names)]
    match = Match(game_id, seats, seed)
    while not match.state.is_over() and len(match.actions) < MOVE_LIMIT:
        seat = match.current_seat()
        if seat is None:
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    return match


def position_line(replay: Replay, index: int) -> str:
    """The position before action ``index`` in one line: the round or turn, the scores, who acts,
    how many choices they have and what happened just before."""
    state = replay.state_at(index)
    names = replay.names()
    found = progress(state.observation(None))
    where = f"{found.unit} {found.number}" if found else "the start"
    scores = ", ".join(f"{name} {score:g}" for name, score in zip(names, state.scores()))
    seat = state.current_player()
    events, _actors = replay.events_until(index)
    last = next((e.describe(names) for e in reversed(events) if e.describe(names)), "")
    line = (f"move {index + 1}, {where}; scores {scores}; {names[seat]} to act with "
            f"{len(state.legal_actions())} choices")
    return line + (f"; just before: {last}" if last else "")


def choices(replay: Replay) -> list[int]:
    """The indices of decisions with a real choice."""
    return [i for i in range(len(replay)) if len(replay.state_at(i).legal_actions()) > 1]


def hint_samples(game_id: str, replay: Replay, count: int) -> list[str]:
    found = choices(replay)
    picked = [found[(k * len(found)) // count + min(3, len(found) // (2 * count))] for k in range(count)]
    lines = []
    for n, index in enumerate(picked, 1):
        state = replay.state_at(index)
        seat = state.current_player()
        names = replay.names()
        advice = hint(game_id, state, seat, names, position_seed(replay.seed, index))
        agreed = judge(replay, index).suggested == str(advice.action)
        lines += [f"{n}. *{position_line(replay, index)}*",
                  f"   - Nudge: {advice.nudge}",
                  f"   - Hint: **{describe(game_id, state, str(advice.action), names)}**: {advice.reason}",
                  f"   - Analysis at this position suggests the same move: {'yes' if agreed else 'NO'}", ""]
    return lines


def analysis_samples(game_id: str, replay: Replay, seat: int, count: int, first: int = 1) -> list[str]:
    """Up to ``count`` costly decisions of ``seat``, numbered from ``first``."""
    mine = [i for i in choices(replay) if replay.actors[i] == seat]
    step = max(1, len(mine) // JUDGE_LIMIT)
    lines, costly = [], 0
    for index in mine[::step][:JUDGE_LIMIT]:
        decision = judge(replay, index)
        if decision.loss <= 0:
            continue
        state = replay.state_at(index)
        names = replay.names()
        advice = hint(game_id, state, seat, names, position_seed(replay.seed, index))
        played, suggested = (describe(game_id, state, text, names) for text in (decision.played, decision.suggested))
        lines += [f"{first + costly}. *{position_line(replay, index)}*",
                  f"   - Played **{played}** instead of **{suggested}**: about {decision.loss:.2f} of a win lost",
                  f"   - Reason: {decision.reason}",
                  f"   - Hint at this position gives the same move: "
                  f"{'yes' if str(advice.action) == decision.suggested else 'NO'}", ""]
        costly += 1
        if costly == count:
            break
    return lines


def game_line(match: Match) -> str:
    names = [s.name for s in match.seats]
    scores = ", ".join(f"{name} {score:g}" for name, score in zip(names, match.state.scores()))
    seats = ", ".join(f"{s.name} ({s.level})" for s in match.seats)
    return f"seed {match.seed}: {seats}; {len(match.actions)} actions; final scores {scores}"


def section(game_id: str, count: int) -> list[str]:
    match = played_game(game_id, SEED)
    replay = Replay(match.to_save())
    title = games.GAMES[game_id].title
    lines = [f"## {title}", "", f"One game, {game_line(match)}.", "",
             "### Hints (the seat to act; the hard AI, seeded by the position)", "",
             *hint_samples(game_id, replay, count),
             f"### Analysis: costly decisions of {replay.names()[0]}", ""]
    found, seed = 0, SEED
    while found < count and seed < SEED + GAMES_TRIED:
        if seed != SEED:  # a short game has few decisions: the next seeded game gives more
            match = played_game(game_id, seed)
            replay = Replay(match.to_save())
            lines += [f"From another game, {game_line(match)}:", ""]
        more = analysis_samples(game_id, replay, 0, count - found, found + 1)
        found += sum(1 for line in more if line.startswith("   - Reason:"))
        lines += more
        seed += 1
    return lines


def document(game_ids: list[str], count: int) -> str:
    lines = ["# The coach's words, from real positions", "",
             "Written by `tools/coach_samples.py` (seeded: the same code writes the same file). Each game is",
             "one game between AI seats; the hints and the analysis come from the code the Hint button,",
             "`labdesk hint` and `labdesk analyse` run. \"Same move\" checks Hint against Analysis at that",
             "position.", ""]
    for game_id in game_ids:
        lines += section(game_id, count)
    return "\n".join(lines).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", default=",".join(PLAYERS), help="comma-separated game ids (default: all five)")
    ap.add_argument("--count", type=int, default=5, help="hints and analysed decisions per game")
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="exit 1 when --out differs from what this code writes")
    args = ap.parse_args(argv)
    os.environ.setdefault("LABDESK_LANG", "en")
    i18n.set_language("en")
    game_ids = [g for g in args.games.split(",") if g]
    unknown = [g for g in game_ids if g not in PLAYERS]
    if unknown:
        ap.error(f"unknown game {unknown[0]!r}: one of {', '.join(PLAYERS)}")
    text = document(game_ids, args.count)
    if args.check:
        same = args.out.exists() and args.out.read_text(encoding="utf-8") == text
        print(f"{args.out}: {'up to date' if same else 'out of date'}")
        return 0 if same else 1
    from labdesk.userdata import atomic_write_text

    atomic_write_text(args.out, text)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
