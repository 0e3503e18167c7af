"""Lab Wars balance by self-play: does a single-minded strategy win more than its fair share against
the medium heuristic?

Each strategy is the medium player with its weights bent one way (labdesk/games/lab_wars/ai.py STYLES):
- research: buys lab items eagerly (item worth x2, impact x0.7 -- an engine first);
- sabotage: picks characters for the sabotage and plays every action card at the leader;
- cards: goes for action cards (Professor, Electron Microscope, sabotage) and plays them;
- rush: buys impact cards as soon as it can and few items.
One seat plays the strategy, the others medium; the seat rotates so turn order evens out.

    python tools/lab_wars_balance.py --games 200
"""
from __future__ import annotations

import argparse
import time

from labdesk.games.lab_wars.ai import STYLES, HeuristicPlayer
from labdesk.games.lab_wars.rules import RULES


def match(style: str, players: int, games: int, options: dict, seed: int = 0) -> tuple[float, float]:
    """The strategy seat's share of wins (a shared win counts as a share) and its mean score."""
    share = score = 0.0
    for g in range(games):
        s = RULES.new_state(seed + g, players, dict(options))
        seat = g % players
        seats = [HeuristicPlayer("medium", (seed + g) * 10 + i, style if i == seat else "medium")
                 for i in range(players)]
        while not s.is_over():
            s.apply(seats[s.current_player()].choose(s))
        winners = s.winners()
        share += (1.0 / len(winners)) if seat in winners else 0.0
        score += s.score(seat)
    return share / games, score / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per strategy and seat count")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--option", action="append", default=[], help="alternate_1 / alternate_2 / alternate_3")
    args = parser.parse_args()
    options = {name: True for name in args.option}
    counts = [int(n) for n in args.players.split(",")]
    print(f"options: {options or 'base game'}; {args.games} games per cell; fair share = 1/players")
    print("strategy   " + "  ".join(f"{n}p win% (fair)  score" for n in counts))
    for style in [s for s in STYLES if s != "medium"] + ["medium"]:
        start = time.perf_counter()
        cells = []
        for n in counts:
            share, score = match(style, n, args.games, options)
            cells.append(f"{100 * share:5.1f}% ({100 / n:4.1f}) {score:5.1f}")
        print(f"{style:10} " + "   ".join(cells) + f"   [{time.perf_counter() - start:.0f}s]", flush=True)


if __name__ == "__main__":
    main()
