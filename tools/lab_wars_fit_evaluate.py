"""Fit the weights of Lab Wars' ``evaluate`` (labdesk/games/lab_wars/ai.py, ``EVAL_*``).

    python tools/lab_wars_fit_evaluate.py --games 2000 --seed 5000

Plays medium against medium at 2 players, records at the start of every round (the first pick)
each seat's figures and who won the game, and fits a logistic regression of winning on the
difference between the two seats' figures (both seats' points of view; Newton's method, a touch of
ridge). Prints the weights, and the same weights in impact points (each divided by the score's
weight), which is how ``projected_value`` states them, with the log loss on every fifth round start
held out, next to the old evaluate's. Pure Python: no numpy needed.
"""
from __future__ import annotations

import argparse
import math

from labdesk import games
from labdesk.games.lab_wars import ai

NAMES = ["score", "rp", "rp*left", "income", "income*left", "hand", "action cards", "genius",
         "lab value"]


def figures(state, seat: int) -> list[float]:
    left = ai.eval_rounds_left(state)
    income = ai.round_income(state, seat)
    rp = state.rp[seat]
    return [state.score(seat), rp, rp * left, income, income * left, len(state.hands[seat]),
            len(state.action_hands[seat]), float(state.genius == seat), state.lab_value(seat)]


def collect(games_count: int, seed: int) -> list[tuple[list[float], float, float]]:
    """(my figures less the rival's, did I win (½ a tie), what the game's evaluate said)."""
    rules = games.rules("lab-wars")
    rows = []
    for g in range(seed, seed + games_count):
        state = rules.new_state(g, 2, {})
        seats = [ai.make_player("medium", g * 10 + i) for i in range(2)]
        starts, seen = [], set()
        while not state.is_over():
            if state.decision == "pick" and state.round not in seen:
                seen.add(state.round)
                f = [figures(state, s) for s in range(2)]
                starts.append((f, [ai.evaluate(state, s) for s in range(2)]))
            state.apply(seats[state.current_player()].choose(state))
        winners = state.winners()
        won = [1.0 / len(winners) if s in winners else 0.0 for s in range(2)]
        for f, said in starts:
            for s in range(2):
                rows.append(([a - b for a, b in zip(f[s], f[1 - s])], won[s], said[s]))
    return rows


def solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    n = len(rhs)
    m = [row[:] + [rhs[i]] for i, row in enumerate(matrix)]
    for i in range(n):
        p = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[p] = m[p], m[i]
        for r in range(n):
            if r != i:
                k = m[r][i] / m[i][i]
                m[r] = [x - k * y for x, y in zip(m[r], m[i])]
    return [m[i][n] / m[i][i] for i in range(n)]


def sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows, ridge: float = 1e-3, steps: int = 25) -> list[float]:
    w = [0.0] * len(rows[0][0])
    for _ in range(steps):
        grad = [ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(len(w))] for i in range(len(w))]
        for x, y, _ in rows:
            p = sigmoid(sum(a * b for a, b in zip(w, x)))
            for i in range(len(w)):
                grad[i] += (p - y) * x[i]
                for j in range(len(w)):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        w = [a - b for a, b in zip(w, solve(hess, grad))]
    return w


def log_loss(pairs) -> float:
    return -sum(y * math.log(max(1e-9, p)) + (1 - y) * math.log(max(1e-9, 1 - p))
                for p, y in pairs) / len(pairs)


def print_held_out(w: list[float], test) -> None:
    """The log loss of the fitted weights and of the game's evaluate on held-out (figures, won, said)."""
    fitted = log_loss([(sigmoid(sum(a * b for a, b in zip(w, x))), y) for x, y, _ in test])
    current = log_loss([(said, y) for _, y, said in test])
    print(f"held-out log loss: fitted {fitted:.4f}, the game's evaluate now {current:.4f}, "
          f"a coin {math.log(2):.4f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    rows = collect(args.games, args.seed)
    train = [r for i, r in enumerate(rows) if (i // 2) % 5]
    test = [r for i, r in enumerate(rows) if not (i // 2) % 5]
    w = fit(train)
    print(f"{len(rows) // 2} round starts of {args.games} games (seeds {args.seed}-{args.seed + args.games - 1})")
    for name, weight in zip(NAMES, w):
        print(f"  {name:13s} {weight:7.3f}   {weight / w[0]:6.2f} impact points")
    print_held_out(w, test)


if __name__ == "__main__":
    main()
