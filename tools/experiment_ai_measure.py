"""Measure Experiment's AI: medium against random and easy seats at 2 and 4 players, with decision
times (the figures in the closing report). Seats rotate every game so no level keeps one turn order.

Run: python tools/experiment_ai_measure.py [GAMES]   (default 100 per line)
"""
from __future__ import annotations

import json
import sys

from labdesk.ai import arena

LINEUPS = [(2, ["medium", "random"]), (4, ["medium", "random", "random", "random"]),
           (2, ["medium", "easy"]), (4, ["medium", "easy", "easy", "easy"])]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for players, levels in LINEUPS:
        result = arena.simulate("experiment", players, games, levels, seed=1000, swap=True)
        medium = result["decision_ms_by_ai"]["medium"]
        share = result["wins_by_ai"]["medium"] / games
        print(json.dumps({"players": players, "seats": levels, "games": games,
                          "medium_win_share": round(share, 3), "fair_share": round(1 / players, 3),
                          "medium_ms": {"mean": medium["mean"], "p95": medium["p95"]},
                          "violations": result["violations"]}), flush=True)


if __name__ == "__main__":
    main()
