"""The luck ceiling of Explosion (docs/ai.md): the hard level's search, given the real future, against
medium. Its "sampled world" is the real game with its random generator, so it knows every draw to
come: a cheat, never a level, to show how much of the game the draws decide.

    python tools/explosion_ceiling.py --games 40          # seeds 1000.., seats swapped
"""
from __future__ import annotations

import argparse

from labdesk import games
from labdesk.ai.base import make_player
from labdesk.ai.ismcts import hard_player


def clairvoyant(seed: int):
    player = hard_player("explosion", seed)
    player.time_ms = None  # the whole iteration budget, whatever the machine
    player._sample = lambda state, me, rng: state.clone()  # the real world, future draws included
    return player


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    rules = games.rules("explosion")
    won = 0.0
    for g in range(args.games):
        seed = args.seed + g
        state = rules.new_state(seed=seed, players=2, options={})
        cheat = g % 2  # seats swapped every game
        seats = [None, None]
        seats[cheat] = clairvoyant(seed)
        seats[1 - cheat] = make_player("explosion", "medium", seed + 7)
        while not state.is_over():
            state.apply(seats[state.current_player()].choose(state))
        winners = state.winners()
        won += 1 / len(winners) if cheat in winners else 0.0
        print(f"game {g + 1}: clairvoyant {won:g} of {g + 1}", flush=True)


if __name__ == "__main__":
    main()
