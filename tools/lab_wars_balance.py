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
    python tools/lab_wars_balance.py --seats --players 4 --option legends --order last-random

``--order`` is a diagnostic that changes one thing the rulebook fixes, to show what the seats'
shares owe to it: ``last-random`` plays the game's last round (found by playing the round ahead on
a copy of the game with copies of the players) clockwise from a seat drawn at random instead of from
the genius card; ``random`` does that in every round. Nothing else changes (the simultaneous phase,
the sabotage order and the genius card stay). With ``--seats`` the table also gives the win share by
place in the last round's turn order (1st .. last to play), whatever the seat.
"""
from __future__ import annotations

import argparse
import math
import time
import copy
import random
from collections import Counter

from labdesk.games.lab_wars.ai import STYLES, HeuristicPlayer
from labdesk.games.lab_wars.rules import RULES, LabWarsState

ORDERS = ("rulebook", "last-random", "random")


def _ends_game(state: LabWarsState, seats: list) -> bool:
    """Would the round whose turns are starting end the game, played by the rulebook's order?
    Plays it ahead on a copy with copies of the players."""
    ahead, players = state.clone(), copy.deepcopy(seats)
    ahead.__dict__["_order_hook"] = None  # the copy plays by the rulebook
    LabWarsState._start_turns_rulebook(ahead, [])
    rnd = ahead.round
    while not ahead.is_over() and ahead.round == rnd:
        ahead.apply(players[ahead.current_player()].choose(ahead))
    return ahead.is_over()


def _start_turns(self, events) -> None:
    """The turns of a round: clockwise from the genius card, or from the seat the diagnostic's hook
    names (``--order``)."""
    hook = self.__dict__.get("_order_hook")
    first = hook(self) if hook else self.genius
    self.phase = "turns"
    self.order = self.clockwise_from(first)
    self.order_index = 0
    self._begin_turn(events)


def play(players: int, seed: int, options: dict, styles: list[str],
         order: str = "rulebook") -> tuple[list[float], int, list[int]]:
    """One seeded game: each seat's share of the win, the rounds it lasted and the last round's
    turn order."""
    s = RULES.new_state(seed, players, dict(options))
    seats = [HeuristicPlayer("medium", seed * 10 + i, styles[i]) for i in range(players)]
    if order != "rulebook":
        if not hasattr(LabWarsState, "_start_turns_rulebook"):
            LabWarsState._start_turns_rulebook = LabWarsState._start_turns
            LabWarsState._start_turns = _start_turns
        draw = random.Random(seed * 7919 + 1)

        def hook(state: LabWarsState) -> int:
            if state is not s:  # a copy the players search on plays by the rulebook
                return state.genius
            if order == "random" or _ends_game(state, seats):
                return draw.randrange(state.players)
            return state.genius
        s.__dict__["_order_hook"] = hook
    last_order: list[int] = []
    while not s.is_over():
        if s.phase == "turns" and s.order_index == 0:
            last_order = list(s.order)
        s.apply(seats[s.current_player()].choose(s))
    winners = s.winners()
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(players)], s.round, last_order


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


def seat_shares(players: int, games: int, options: dict, seed: int = 0,
                order: str = "rulebook") -> tuple[list[float], Counter, list[float]]:
    """Each seat's win share, how many games lasted each number of rounds, and the win share of
    each place in the last round's turn order (first to play .. last)."""
    totals = [0.0] * players
    places = [0.0] * players
    lengths: Counter = Counter()
    for g in range(games):
        shares, rounds, last_order = play(players, seed + g, options, ["medium"] * players, order)
        lengths[rounds] += 1
        for i, share in enumerate(shares):
            totals[i] += share
        for place, seat in enumerate(last_order):
            places[place] += shares[seat]
    return [t / games for t in totals], lengths, [p / games for p in places]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per strategy (or seat table) and seat count")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed; game g uses seed + g")
    parser.add_argument("--seats", action="store_true", help="the seat table (medium everywhere) instead")
    parser.add_argument("--styles", default=",".join([s for s in STYLES if s != "medium"] + ["medium"]))
    parser.add_argument("--option", action="append", default=[], help="alternate_1 / alternate_2 / alternate_3 / legends")
    parser.add_argument("--order", choices=ORDERS, default="rulebook",
                        help="diagnostic: whose turn comes first in the last round (or every round); --seats only")
    args = parser.parse_args()
    options = {name: True for name in args.option}
    counts = [int(n) for n in args.players.split(",")]
    print(f"options: {options or 'base game'}; {args.games} games per cell from seed {args.seed}; "
          f"fair share = 1/players; turn order: {args.order}")
    if args.seats:
        for n in counts:
            start = time.perf_counter()
            shares, lengths, places = seat_shares(n, args.games, options, args.seed, args.order)
            cells = "  ".join(f"seat {i + 1} {100 * s:4.1f}% ±{100 * interval(s, args.games):.1f}"
                              for i, s in enumerate(shares))
            print(f"{n}p (fair {100 / n:4.1f}%): {cells}   [{time.perf_counter() - start:.0f}s]")
            print("    rounds: " + ", ".join(f"{r}: {k}" for r, k in sorted(lengths.items())))
            print("    by place in the last round's turn order (1st .. last): "
                  + " / ".join(f"{100 * p:4.1f}%" for p in places), flush=True)
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
