"""Lab Wars balance by self-play: are the seats fair, and does a single-minded strategy win more than
its fair share against the medium heuristic?

``--seats``: medium on every seat; each seat's share of wins (a shared win counts as a share) with
its 95% interval. Seat 1 holds the genius card in round 1 and plays first.

Strategies (the default): each is the medium player with its weights bent one way
(labdesk/games/lab_wars/ai.py STYLES):
- research: buys lab items eagerly (item worth x2, impact x0.7 -- an engine first);
- sabotage: picks characters for the sabotage and plays every action card at the leader;
- cards: goes for action cards (Professor, Electron Microscope, sabotage) and plays them;
- rush: buys impact cards as soon as it can and few items.
One seat plays the strategy, the others medium; the seat rotates so turn order evens out.

    python tools/lab_wars_balance.py --seats --games 600 --seed 0
    python tools/lab_wars_balance.py --games 200 --seed 0
"""
from __future__ import annotations

import argparse
import math
import time
from collections import Counter

from labdesk.games.lab_wars.ai import STYLES, HeuristicPlayer
from labdesk.games.lab_wars.rules import RULES


def play(players: int, seed: int, options: dict, styles: list[str]) -> tuple[list[float], int]:
    """One seeded game: each seat's share of the win, and the rounds it lasted."""
    s = RULES.new_state(seed, players, dict(options))
    seats = [HeuristicPlayer("medium", seed * 10 + i, styles[i]) for i in range(players)]
    while not s.is_over():
        s.apply(seats[s.current_player()].choose(s))
    winners = s.winners()
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(players)], s.round


def interval(share: float, games: int) -> float:
    """Half the width of the 95% interval of a win share (normal approximation)."""
    return 1.96 * math.sqrt(max(share * (1 - share), 1e-9) / games)


def match(style: str, players: int, games: int, options: dict, seed: int = 0) -> tuple[float, float]:
    """The strategy seat's share of wins and its mean score."""
    share = score = 0.0
    for g in range(games):
        seat = g % players
        s = RULES.new_state(seed + g, players, dict(options))
        seats = [HeuristicPlayer("medium", (seed + g) * 10 + i, style if i == seat else "medium")
                 for i in range(players)]
        while not s.is_over():
            s.apply(seats[s.current_player()].choose(s))
        winners = s.winners()
        share += (1.0 / len(winners)) if seat in winners else 0.0
        score += s.score(seat)
    return share / games, score / games


def seat_shares(players: int, games: int, options: dict, seed: int = 0) -> tuple[list[float], Counter]:
    """Each seat's win share, and how many games lasted each number of rounds."""
    totals = [0.0] * players
    lengths: Counter = Counter()
    for g in range(games):
        shares, rounds = play(players, seed + g, options, ["medium"] * players)
        lengths[rounds] += 1
        for i, share in enumerate(shares):
            totals[i] += share
    return [t / games for t in totals], lengths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per strategy (or seat table) and seat count")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed; game g uses seed + g")
    parser.add_argument("--seats", action="store_true", help="the seat table (medium everywhere) instead")
    parser.add_argument("--styles", default=",".join([s for s in STYLES if s != "medium"] + ["medium"]))
    parser.add_argument("--option", action="append", default=[], help="alternate_1 / alternate_2 / alternate_3")
    args = parser.parse_args()
    options = {name: True for name in args.option}
    counts = [int(n) for n in args.players.split(",")]
    print(f"options: {options or 'base game'}; {args.games} games per cell from seed {args.seed}; "
          f"fair share = 1/players")
    if args.seats:
        for n in counts:
            start = time.perf_counter()
            shares, lengths = seat_shares(n, args.games, options, args.seed)
            cells = "  ".join(f"seat {i + 1} {100 * s:4.1f}% ±{100 * interval(s, args.games):.1f}"
                              for i, s in enumerate(shares))
            print(f"{n}p (fair {100 / n:4.1f}%): {cells}   [{time.perf_counter() - start:.0f}s]")
            print("    rounds: " + ", ".join(f"{r}: {k}" for r, k in sorted(lengths.items())), flush=True)
        return
    print("strategy   " + "  ".join(f"{n}p win% (fair)  score" for n in counts))
    for style in args.styles.split(","):
        start = time.perf_counter()
        cells = []
        for n in counts:
            share, score = match(style, n, args.games, options, args.seed)
            cells.append(f"{100 * share:5.1f}% ±{100 * interval(share, args.games):.1f} ({100 / n:4.1f}) {score:5.1f}")
        print(f"{style:10} " + "   ".join(cells) + f"   [{time.perf_counter() - start:.0f}s]", flush=True)


if __name__ == "__main__":
    main()
