"""Fit Explosion's turn-end win chance (labdesk/games/explosion/win_chance.json), or check the shipped one.

    python tools/explosion_fit_win.py --games 10000 --rounds 2 --seed 100000 --jobs 2 --write
    python tools/explosion_fit_win.py --check            # the file loads and gives its stored values,
                                                         # then a refit from its provenance must match
    python tools/explosion_fit_win.py --check --quick    # no refit (tests/test_explosion_ai_win.py)

Hard solves each mixing turn for the chance to win the game (``ai.WinTurnModel``): a turn that does
not end the game ends in a position judged by that chance, from the lead in worth (points and held
Process cards, as ``ai.CARD_VALUE`` counts them) over the rival. Until 2026-12-07 a hand-set curve
judged it (``ai.LEAD_SCALE``: the lead over 6 + 3 points a beaker edge left), blind to who plays next.
Here it is learned from self-play: two-player games of the win-aware turn solver (medium's Process
cards, hard's draw / stop / pour) from ``--seed`` on; at the end of every turn that
does not end the game, the mixer's lead, the beaker edges left before the nearest X and who plays
next (``ai.turn_place``: the rival in this round, the rival opening the next, or the mixer again) are
kept with the game's result for that seat, and a logistic curve ``a + b * lead`` is fitted for each
(edges left, who plays next) by Newton's method (a small ridge on ``b``). ``--rounds``: the first
round's games are judged by the hand-set curve, each later round's (on new seeds) by the curves the
round before fitted, so the last curves describe the solver that uses them (policy iteration). Every
fifth game is held out; its log loss is printed beside the hand-set curve's. The same seed and counts
always give the same file.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from datetime import datetime, timezone
from functools import partial
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from labdesk.games.explosion import ai  # noqa: E402
from labdesk.games.explosion.rules import RULES  # noqa: E402
from labdesk.userdata import atomic_write_text  # noqa: E402

RIDGE = 1e-3
CHECKS = [(1, 0, 0.0), (1, 1, 5.0), (2, 2, -3.0), (3, 0, 8.0), (5, 0, -6.0)]  # (left, place, lead)


def _worth(state, seat: int) -> float:
    return state.score_of(seat) + ai.CARD_VALUE * len(state.held[seat])


def turn_ends(curves: dict, seed: int) -> list[tuple[int, int, float, float]]:
    """One self-play game: (edges left, who plays next, the mixer's lead, its result) at every turn
    end that does not end the game. ``curves`` judge the players' turn ends ({}: the hand-set
    curve), never the file being fitted."""
    state = RULES.new_state(seed, 2, {})
    players = []
    for s in range(2):
        player = ai.ExplosionPlayer("medium", seed * 7 + s)
        # medium's Process cards, as when the shipped curves were fitted (session 22): the cards
        # judged by the chance to win came after, and a refit with them is not screened yet
        player.win_aware, player.curves, player.cards_for_the_win = True, curves, False
        players.append(player)
    seen = []
    while not state.is_over():
        mixer, turns = state.current, state.turns
        state.apply(players[state.current_player()].choose(state))
        if state.is_over() or state.turns == turns:  # the game ended, or the turn goes on
            continue
        lead = _worth(state, mixer) - _worth(state, 1 - mixer)
        left = min(ai._edges_left(state, b) for b in state.beakers)
        place = ai.turn_place(not state.played, [state.score_of(p) for p in range(2)], mixer)
        seen.append((mixer, min(left, ai.MOST_EDGES), place, lead))
    winners = state.winners()
    return [(left, place, lead, 1.0 / len(winners) if seat in winners else 0.0)
            for seat, left, place, lead in seen]


def fit_curve(rows: list[tuple[float, float]]) -> tuple[float, float]:
    """Logistic regression of the result on the lead: (a, b) of ``1 / (1 + exp(-(a + b lead)))``."""
    a = b = 0.0
    for _ in range(100):
        ga = gb = haa = hab = hbb = 0.0
        for lead, won in rows:
            p = 1.0 / (1.0 + math.exp(-(a + b * lead)))
            w = p * (1.0 - p)
            ga, gb = ga + won - p, gb + (won - p) * lead
            haa, hab, hbb = haa + w, hab + w * lead, hbb + w * lead * lead
        gb, hbb = gb - RIDGE * b, hbb + RIDGE
        det = haa * hbb - hab * hab
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-10:
            break
    return round(a, 4), round(b, 5)


def log_loss(rows, chance) -> float:
    total = 0.0
    for left, place, lead, won in rows:
        p = min(1 - 1e-9, max(1e-9, chance(left, place, lead)))
        total -= won * math.log(p) + (1 - won) * math.log(1 - p)
    return total / len(rows)


def fit_round(curves: dict, games_count: int, seed: int, jobs: int) -> tuple[dict, list, list]:
    """One round: self-play judged by ``curves``, then a curve fitted per (edges left, who plays
    next) on four games in five. Returns the new curves, the rows fitted and the rows held out."""
    with Pool(jobs) as pool:
        per_game = pool.map(partial(turn_ends, curves), range(seed, seed + games_count), chunksize=50)
    train = [r for i, g in enumerate(per_game) if i % 5 for r in g]
    held = [r for i, g in enumerate(per_game) if not i % 5 for r in g]
    groups = defaultdict(list)
    for left, place, lead, won in train:
        groups[(left, place)].append((lead, won))
    return {key: fit_curve(rows) for key, rows in sorted(groups.items())}, train, held


def chance_by(curves: dict):
    return lambda left, place, lead: (ai.curve_chance(curves[left, place], lead) if (left, place) in curves
                                      else ai.hand_chance(lead, left))


def fit(games_count: int, seed: int, jobs: int, rounds: int, log=print) -> dict:
    """``rounds`` of fitting, each on new games (round k: seeds ``seed + (k - 1) games`` on), the
    first played with the hand-set curve and each later one with the curves the round before fitted:
    the curves describe how the solver that uses them plays on (policy iteration)."""
    curves: dict = {}
    held_loss = []
    for k in range(rounds):
        curves, train, held = fit_round(curves, games_count, seed + k * games_count, jobs)
        held_loss.append([round(log_loss(held, chance_by(curves)), 4), round(log_loss(held, chance_by({})), 4)])
        log(f"round {k + 1}: {len(train) + len(held)} turn ends; held-out log loss {held_loss[-1][0]} "
            f"(the hand-set curve {held_loss[-1][1]})")
    return {
        "what": "the chance to win at a two-player turn's end: 1 / (1 + exp(-(a + b * lead))) for each "
                "'edges left before the nearest X, who plays next' (ai.turn_place)",
        "curves": {f"{left},{place}": list(ab) for (left, place), ab in curves.items()},
        "provenance": {"tool": "tools/explosion_fit_win.py", "games": games_count, "seed": seed,
                       "rounds": rounds, "date": datetime.now(timezone.utc).strftime("%Y-%m-%d"),
                       "method": "self-play of the win-aware turn solver, round 1 with the hand-set curve, "
                                 "each later round with the curves the round before fitted; Newton's "
                                 "method per curve; every fifth game held out",
                       "held_out_log_loss": [x[0] for x in held_loss],
                       "hand_set_log_loss": [x[1] for x in held_loss]},
        "checks": [[left, place, lead, round(chance_by(curves)(left, place, lead), 6)]
                   for left, place, lead in CHECKS],
    }


def check(quick: bool, jobs: int) -> int:
    data = json.loads(ai.WIN_CHANCE.read_text(encoding="utf-8"))
    table = ai.win_chance_table()
    for left, place, lead, want in data["checks"]:
        got = chance_by(table)(left, place, lead) if (left, place) in table else None
        if got is None or abs(got - want) > 1e-6:
            print(f"win_chance.json: ({left}, {place}, lead {lead}) gives {got}, the file says {want}")
            return 1
    if not quick:
        p = data["provenance"]
        again = fit(p["games"], p["seed"], jobs, p["rounds"])
        if again["curves"] != data["curves"]:
            print("win_chance.json: a refit from its provenance gives other curves")
            return 1
    print("win_chance.json: OK" + (" (loaded; not refitted)" if quick else " (refitted: the same curves)"))
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10000, help="self-play games a round")
    ap.add_argument("--seed", type=int, default=100000)
    ap.add_argument("--rounds", type=int, default=2, help="rounds of self-play and fitting (policy iteration)")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--write", action="store_true", help="write labdesk/games/explosion/win_chance.json")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--quick", action="store_true", help="with --check: load and compare, no refit")
    args = ap.parse_args(argv)
    if args.check:
        return check(args.quick, args.jobs)
    data = fit(args.games, args.seed, args.jobs, args.rounds)
    print(json.dumps(data["provenance"], indent=1))
    for key, (a, b) in data["curves"].items():
        print(f"  {key}: a {a:+.3f}, b {b:.4f} (a lead's scale {1 / b:.1f} points)")
    if args.write:
        atomic_write_text(ai.WIN_CHANCE, json.dumps(data, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
