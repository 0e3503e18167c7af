"""Seeded complete games of one game, for counting the engine's instructions in two checkouts.

The games are those ``labdesk bench`` plays for ``playouts_per_s`` (level ``random``) and
``medium_rollouts_per_s`` (level ``medium``): seeds 0 on, 2 players (Lab Chaos 3), every action
taken from the list the state gave. Older checkouts have no ``apply_known_legal`` and play with
``apply``, as their bench did. Run under callgrind on a shared machine, where only instruction
counts are repeatable, and subtract a run of 0 games (the imports and the card data)::

    cd CHECKOUT && PYTHONPATH=$PWD valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python /path/to/benchmarks/engine_games.py lab-chaos random 40

It prints games per CPU second too (only a rough figure under callgrind or on a busy machine).
"""
import sys
import time

from labdesk import games
from labdesk.ai import RandomPlayer, make_player


def play(game_id: str, level: str, count: int) -> None:
    rules = games.rules(game_id)
    counts = rules.spec.players
    n_players = 2 if 2 in counts else counts.start
    random_player = RandomPlayer(1)
    for seed in range(count):
        state = rules.new_state(seed, n_players, {})
        seats = [random_player if level == "random" else make_player(game_id, level, seed * 10 + s)
                 for s in range(n_players)]
        apply = getattr(state, "apply_known_legal", state.apply)
        steps = 0
        while not state.is_over() and steps < 20_000:
            apply(seats[state.current_player()].choose(state))
            steps += 1


def main() -> None:
    game_id, level, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    games.ai(game_id)  # imported in the run of 0 games too
    start = time.process_time()
    play(game_id, level, count)
    spent = time.process_time() - start
    print(f"{game_id} {level}: {count} games, {count / spent if spent else 0:.1f} a CPU second")


if __name__ == "__main__":
    main()
