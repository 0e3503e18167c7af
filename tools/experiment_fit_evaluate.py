"""Fit the weights of Experiment's ``evaluate`` (labdesk/games/experiment/ai.py, ``EVAL_WEIGHTS``).

    python tools/experiment_fit_evaluate.py --games 1200 --seed 5000

Plays medium against medium in the two-player game, records each seat's figures
(``ai.eval_figures``) at the start of every round (``ai.settled``: where the hard level's rollouts stop
and ``evaluate`` judges) and who won the game, and fits a logistic regression
of winning on the difference between the two seats' figures (both seats' points of view; the fit of
tools/lab_wars_fit_evaluate.py). Prints the weights and the log loss on every fifth game's records
held out, next to the game's evaluate now.

Only figures a search cannot game belong in ``evaluate``: the search picks actions to raise it, while
the fit only sees medium's play. Every lab card held fitted well (medium never hoards), and the search
that used it stopped carrying out tasks, so the figure is the spare cards, those no open task needs.
"""
from __future__ import annotations

import argparse

from labdesk import games
from labdesk.games.experiment import ai
from lab_wars_fit_evaluate import fit, print_held_out

def collect(games_count: int, seed: int) -> list[tuple[list[float], float, float, int]]:
    """(my figures less the rival's, did I win (½ a tie), what the game's evaluate said, game)."""
    rules = games.rules("experiment")
    rows = []
    for g in range(seed, seed + games_count):
        state = rules.new_state(g, 2, {})
        seats = [ai.make_player("medium", g * 10 + i) for i in range(2)]
        seen = []
        while not state.is_over():
            if ai.settled(state):
                figures = [list(ai.eval_figures(state, s).values()) for s in range(2)]
                seen.append((figures, [ai.evaluate(state, s) for s in range(2)]))
            state.apply(seats[state.current_player()].choose(state))
        winners = state.winners()
        won = [1.0 / len(winners) if s in winners else 0.0 for s in range(2)]
        for figures, said in seen:
            for s in range(2):
                rows.append(([a - b for a, b in zip(figures[s], figures[1 - s])], won[s], said[s], g))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    rows = collect(args.games, args.seed)
    train = [(x, y, said) for x, y, said, g in rows if g % 5]
    test = [(x, y, said) for x, y, said, g in rows if not g % 5]
    w = fit(train)
    print(f"{len(rows) // 2} positions of {args.games} games (seeds {args.seed}-{args.seed + args.games - 1})")
    for name, weight in zip(ai.EVAL_WEIGHTS, w):
        print(f"  {name:12s} {weight:7.3f}   (now {ai.EVAL_WEIGHTS[name]:.3f})")
    print_held_out(w, test)


if __name__ == "__main__":
    main()
