"""CPU time per searched decision of the hard and expert levels, side by side (docs/ai.md).

    python benchmarks/expert_decisions.py --games 2            # every built game
    python benchmarks/expert_decisions.py --game lab-chaos --games 3

Each level plays seat 0 of the same seeded games against medium (Lab Chaos: two mediums), with no
time cap, so the whole iteration budget is searched; a decision with one legal action, or a step of a
plan already chosen, is not a search and is left out. CPU time (``time.process_time``) is what a
level costs; wall time on the shared machine also counts the other processes.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from labdesk import games  # noqa: E402
from labdesk.ai import make_player  # noqa: E402
from labdesk.ai.arena import percentile  # noqa: E402


def searched_ms(game_id: str, level: str, games_count: int, seed: int) -> list[float]:
    rules = games.rules(game_id)
    players = max(2, rules.spec.players.start)
    times: list[float] = []
    for g in range(games_count):
        state = rules.new_state(seed + g, players, {})
        me = make_player(game_id, level, seed + g)
        me.time_ms = None  # the whole budget, whatever the machine's load
        others = [make_player(game_id, "medium", seed + g + s) for s in range(players)]
        while not state.is_over():
            seat = state.current_player()
            if seat >= players:
                state.apply(state.robot_action())
                continue
            if seat == 0:
                start = time.process_time()
                action = me.choose(state)
                spent = (time.process_time() - start) * 1000.0
                if me.last_stats.get("iterations"):
                    times.append(spent)
            else:
                action = others[seat].choose(state)
            state.apply(action)
    return times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=8000)
    args = ap.parse_args(argv)
    out = {}
    for game_id in args.game or [g for g in games.GAMES if games.is_built(g)]:
        out[game_id] = {}
        for level in ("hard", "expert"):
            t = searched_ms(game_id, level, args.games, args.seed)
            out[game_id][level] = {"searches": len(t), "median": round(statistics.median(t), 1) if t else None,
                                   "p95": round(percentile(t, 95), 1) if t else None}
        print(game_id, out[game_id], flush=True)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
