"""Why the first seat of Experiment's two-player game wins less: three ways to start the same games.

    python tools/experiment_two_player_seats.py --games 600

Medium on both seats, games dealt from seed 0 (the seats' players seeded as tools/balance.py seeds
them), played three ways:

- ``as the rules say``: seat 1 is the active player of round 1, so it plays its influence card face
  up first and seat 2 answers, seeing it (the advanced game's order, which the two-player game uses);
- ``seat 2 starts``: the same deals with seat 2 as the first active player;
- ``round 1 unseen``: as the rules say, except that seat 2 chooses its round-1 card as if seat 1's
  were still hidden (a diagnostic: the rules show it).

Prints each seat's win share (a shared win split).
"""
from __future__ import annotations

import argparse

from labdesk import games
from labdesk.games.experiment import ai

WAYS = ("as the rules say", "seat 2 starts", "round 1 unseen")


def play(way: str, count: int) -> list[float]:
    rules = games.rules("experiment")
    wins = [0.0, 0.0]
    for seed in range(count):
        state = rules.new_state(seed, 2, {})
        if way == "seat 2 starts":  # round 1 has only begun: hand the first bid to seat 2
            state.active, state.order = 1, [1, 0]
            state._decide("play", 1)
        seats = [ai.make_player("medium", seed * 1009 + 17 * s + 1) for s in range(2)]
        while not state.is_over():
            seat = state.current_player()
            if way == "round 1 unseen" and state.round == 1 and state.decision == "play" and seat == 1:
                shown, state.influence[0] = state.influence[0], None
                action = seats[seat].choose(state)
                state.influence[0] = shown
            else:
                action = seats[seat].choose(state)
            state.apply(action)
        winners = state.winners()
        for w in winners:
            wins[w] += 1 / len(winners)
    return [w / count for w in wins]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    args = parser.parse_args()
    for way in WAYS:
        shares = play(way, args.games)
        print(f"{way:17s} {args.games} games: seat 1 {100 * shares[0]:.1f}%, seat 2 {100 * shares[1]:.1f}%")


if __name__ == "__main__":
    main()
