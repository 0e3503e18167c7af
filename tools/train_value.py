"""Train the expert level's value functions by TD self-play, or check the shipped ones.

    python tools/train_value.py --game explosion --games 300 --seed 1   # train, write the JSON
    python tools/train_value.py --all --games 120 --seed 1               # every built game
    python tools/train_value.py --check                                   # load every file, refit, compare
    python tools/train_value.py --leaves 1000 --game lab-wars    # the value and evaluate at hard's leaves

Self-play: medium plays every seat (the fastest honest policy; the expert's leaves judge positions
that medium-played rollouts reach). Along each game the features of every seat's position are taken
every ``--every`` actions; the weights of the logistic value are moved by TD(lambda): towards a mix
of the same seat's later sampled positions' values and the result (1 a win, a share for a tie, 0 a
loss), for ``--epochs`` passes over the positions at learning rate ``--alpha``. ``--holdout N``
plays N more games on other seeds and stores the fit's log loss there beside ``evaluate``'s. The same seed and
counts always give the same weights: ``--check`` retrains each shipped file from its provenance
(when ``--quick`` is not given) and fails if the weights differ, and always checks that the file loads
and gives the values it stores for its check positions.

``--leaves N`` decides whether the expert should use a value at all (``EXPERT_SETTINGS`` in
labdesk/ai/ismcts.py): over N medium games on held-out seeds it judges, with the shipped value and
with ``evaluate``, the positions where hard's search judges its leaves (Experiment: the round starts
its rollouts stop at; the games that search whole turns: each seat as the turn comes to it, where a
plan's playout stops; the others: every ``--every`` actions), and reports both log losses and both
AUCs (how often a winner's position is judged above a loser's: the ranking a search needs).

Run it niced on a shared machine (``nice -n 15``): 100 games of Wrong Chemistry take minutes.
"""
from __future__ import annotations

import argparse
import bisect
import json
import math
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from labdesk import games  # noqa: E402
from labdesk.ai import make_player  # noqa: E402
from labdesk.ai import value as V  # noqa: E402
from labdesk.userdata import atomic_write_text  # noqa: E402

EVALUATE = V.FEATURES.index("evaluate_logit")
CHECK_POSITIONS = 6  # positions whose values the file stores, to check it loads and matches
MAX_ACTIONS = 3000


def self_play(game_id: str, seed: int, players: int, every: int) -> tuple[list, list[float]]:
    """One medium-against-medium game: the sampled positions (seat -> feature rows in order) and
    each seat's result."""
    rules = games.rules(game_id)
    module = games.ai(game_id)
    state = rules.new_state(seed, players, {})
    seats = [make_player(game_id, "medium", seed * 31 + s) for s in range(players)]
    rows: list[list[list[float]]] = [[] for _ in range(players)]
    actions = 0
    while not state.is_over() and actions < MAX_ACTIONS:
        seat = state.current_player()
        if seat is None:
            break
        if actions % every == 0:
            for s in range(players):
                rows[s].append(V.features(game_id, module, state, s))
        if seat >= players:  # a rules-driven seat (solo Explosion's Robot)
            state.apply(state.robot_action())
        else:
            state.apply(seats[seat].choose(state))
        actions += 1
    if state.is_over():
        winners = state.winners()
        result = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    else:
        result = [1.0 / players] * players
    return rows, result


def _sigmoid(z: float) -> float:
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def td_fit(episodes: list[tuple[list, list[float]]], start: list[float], alpha: float,
           epochs: int, lam: float = 0.8) -> list[float]:
    """TD(lambda) on the logistic value: each position moves towards its lambda-return (the next
    position's value and, further on, the result, mixed by ``lam``; the last one towards the result),
    gradient of the squared error through the sigmoid."""
    w = list(start)
    for _ in range(epochs):
        for rows, result in episodes:
            for seat, seq in enumerate(rows):
                values = [_sigmoid(sum(a * b for a, b in zip(w, f))) for f in seq]
                target = result[seat]
                targets = [0.0] * len(seq)
                for i in range(len(seq) - 1, -1, -1):
                    targets[i] = target
                    target = (1 - lam) * values[i] + lam * target
                for f, v, t in zip(seq, values, targets):
                    grad = (t - v) * v * (1.0 - v)
                    for k in range(len(w)):
                        w[k] += alpha * grad * f[k]
                    # evaluate is the game's own judgement of the same seat's chances: a fit that
                    # turns it upside down is reading noise through the lead features it overlaps
                    w[EVALUATE] = max(0.0, w[EVALUATE])
    return w


def log_loss(episodes: list[tuple[list, list[float]]], judge) -> float:
    """Mean log loss of ``judge(features)`` against each seat's result, over every position."""
    total, count = 0.0, 0
    for rows, result in episodes:
        for seat, seq in enumerate(rows):
            for f in seq:
                p = min(0.999, max(0.001, judge(f)))
                y = result[seat]
                total -= y * math.log(p) + (1 - y) * math.log(1 - p)
                count += 1
    return total / max(1, count)


def train(game_id: str, games_count: int, seed: int, every: int, alpha: float, epochs: int,
          players: int, lam: float = 0.8, holdout: int = 0, log=print) -> V.ValueFunction:
    episodes = []
    for g in range(games_count):
        episodes.append(self_play(game_id, seed + g, players, every))
        if (g + 1) % 20 == 0:
            log(f"  {game_id}: {g + 1}/{games_count} games")
    start = [0.0, 1.0, 0.0, 0.0, 0.0]  # evaluate as it is: the fit starts from the hand-made judgement
    weights = [round(x, 6) for x in td_fit(episodes, start, alpha, epochs, lam)]
    provenance = {
        "games": games_count, "seed": seed, "players": players, "every": every, "alpha": alpha,
        "epochs": epochs, "lambda": lam, "policy": "medium self-play",
        "method": "TD(lambda), logistic value", "date": datetime.now(timezone.utc).strftime("%Y-%m-%d"),
        "positions": sum(len(seq) for rows, _r in episodes for seq in rows)}
    if holdout:
        # games on other seeds: does the fit predict results better than evaluate alone?
        held = [self_play(game_id, seed + 100_000 + g, players, every) for g in range(holdout)]
        provenance["holdout_games"] = holdout
        provenance["holdout_log_loss"] = round(log_loss(held, lambda f: _sigmoid(
            sum(a * b for a, b in zip(weights, f)))), 4)
        provenance["holdout_log_loss_evaluate"] = round(log_loss(held, lambda f: _sigmoid(f[1])), 4)
    return V.ValueFunction(game_id, weights, provenance)


def check_positions(game_id: str, fn: V.ValueFunction) -> list[dict]:
    """Values at a few seeded positions (a medium game from seed 0, every few actions)."""
    rules = games.rules(game_id)
    players = _players(game_id)
    state = rules.new_state(0, players, {})
    seats = [make_player(game_id, "medium", s) for s in range(players)]
    out = []
    actions = 0
    while not state.is_over() and len(out) < CHECK_POSITIONS and actions < MAX_ACTIONS:
        seat = state.current_player()
        if actions % 7 == 3:
            out.append({"actions": actions, "seat": 0, "value": round(fn.value(state, 0), 6)})
        state.apply(state.robot_action() if seat >= players else seats[seat].choose(state))
        actions += 1
    return out


def leaf_kind(game_id: str) -> str:
    """Where the hard level judges its leaves in this game: "settled", "turns" or "every"."""
    from labdesk.ai.ismcts import hard_settings

    hard = hard_settings(game_id)
    if hard.get("rollout_settled") and hasattr(games.ai(game_id), "settled"):
        return "settled"
    return "turns" if hard.get("plan_limit") else "every"


def auc(scored: list[tuple[float, float]]) -> float:
    """The chance that a won position is judged above a lost one (ties count half); ``scored`` is
    (judgement, result) pairs, shared results left out."""
    won = sorted(j for j, y in scored if y == 1.0)
    lost = sorted(j for j, y in scored if y == 0.0)
    if not won or not lost:
        return 0.5
    above = 0.0
    for j in won:
        below, level = bisect.bisect_left(lost, j), bisect.bisect_right(lost, j)
        above += below + 0.5 * (level - below)
    return above / (len(won) * len(lost))


def leaf_figures(game_id: str, games_count: int, seed: int, every: int = 3) -> dict:
    """The shipped value and ``evaluate`` at hard's leaf positions of held-out medium games."""
    rules, module, fn = games.rules(game_id), games.ai(game_id), V.load(game_id)
    players, kind = _players(game_id), leaf_kind(game_id)
    judged: list[tuple[float, float, float]] = []  # (evaluate, value, result)
    for g in range(games_count):
        state = rules.new_state(seed + g, players, {})
        seats = [make_player(game_id, "medium", (seed + g) * 31 + s) for s in range(players)]
        taken, last, actions = [], None, 0
        while not state.is_over() and actions < MAX_ACTIONS:
            seat = state.current_player()
            if seat is None:
                break
            if kind == "turns":  # a plan's playout stops as the turn comes back to its seat
                if seat != last and seat < players:
                    taken.append((seat, float(module.evaluate(state, seat)), fn.value(state, seat)))
            elif module.settled(state) if kind == "settled" else actions % every == 0:
                taken += [(s, float(module.evaluate(state, s)), fn.value(state, s)) for s in range(players)]
            last = seat
            state.apply(state.robot_action() if seat >= players else seats[seat].choose(state))
            actions += 1
        winners = state.winners() if state.is_over() else []
        judged += [(e, v, 1.0 / len(winners) if s in winners else 0.0) for s, e, v in taken]

    def loss(i: int) -> float:
        total = 0.0
        for row in judged:
            p, y = min(0.999, max(0.001, row[i])), row[2]
            total -= y * math.log(p) + (1 - y) * math.log(1 - p)
        return round(total / max(1, len(judged)), 4)

    return {"game": game_id, "leaves": kind, "games": games_count, "seed": seed,
            "positions": len(judged), "log_loss_value": loss(1), "log_loss_evaluate": loss(0),
            "auc_value": round(auc([(v, y) for _e, v, y in judged]), 4),
            "auc_evaluate": round(auc([(e, y) for e, _v, y in judged]), 4)}


def _players(game_id: str) -> int:
    spec = games.GAMES[game_id]
    return max(2, spec.players.start)


def write(fn: V.ValueFunction) -> Path:
    data = fn.to_json()
    data["check"] = check_positions(fn.game_id, fn)
    path = V.path_for(fn.game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(data, indent=1) + "\n")
    return path


def check(game_ids: list[str], refit: bool) -> int:
    bad = 0
    for game_id in game_ids:
        path = V.path_for(game_id)
        if not path.exists():
            print(f"{game_id}: no value file")
            bad += 1
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        fn = V.parse(data, game_id)
        got = check_positions(game_id, fn)
        if got != data.get("check"):
            print(f"{game_id}: stored check values differ: {data.get('check')} != {got}")
            bad += 1
            continue
        if refit:
            p = fn.provenance
            again = train(game_id, p["games"], p["seed"], p["every"], p["alpha"], p["epochs"],
                          p["players"], p.get("lambda", 0.8), log=lambda _m: None)
            if again.weights != fn.weights:
                print(f"{game_id}: retrained weights {again.weights} != stored {fn.weights}")
                bad += 1
                continue
        print(f"{game_id}: ok ({fn.provenance.get('games')} games, seed {fn.provenance.get('seed')}, "
              f"{fn.provenance.get('date')}){' , refit matches' if refit else ''}")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append", help="a game id (repeatable)")
    ap.add_argument("--all", action="store_true", help="every built game")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=3, help="take a position every N actions")
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--epochs", type=int, default=10)
    ap.add_argument("--lambda", dest="lam", type=float, default=0.8, help="TD(lambda)'s lambda")
    ap.add_argument("--holdout", type=int, default=0,
                    help="games on other seeds to report the fit's log loss against evaluate's")
    ap.add_argument("--check", action="store_true", help="check the shipped files instead")
    ap.add_argument("--quick", action="store_true", help="with --check: do not retrain")
    ap.add_argument("--leaves", type=int, default=0, metavar="GAMES",
                    help="judge hard's leaf positions of GAMES held-out medium games with the shipped "
                         "value and with evaluate (log loss, AUC)")
    args = ap.parse_args(argv)
    ids = [g for g in games.GAMES if games.is_built(g)] if (
        args.all or (args.check or args.leaves) and not args.game) else (args.game or [])
    if not ids:
        ap.error("name --game or --all")
    if args.leaves:
        for game_id in ids:  # seeds far from training's and --holdout's
            print(json.dumps(leaf_figures(game_id, args.leaves, args.seed + 700_000, args.every)),
                  flush=True)
        return 0
    if args.check:
        return check(ids, refit=not args.quick)
    for game_id in ids:
        fn = train(game_id, args.games, args.seed, args.every, args.alpha, args.epochs,
                   _players(game_id), args.lam, args.holdout)
        held = {k: v for k, v in fn.provenance.items() if k.startswith("holdout")}
        print(f"{game_id}: weights {fn.weights} {held} -> {write(fn)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
