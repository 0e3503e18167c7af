"""The AI plays exactly the moves it played before the engine was made faster.

Speed work on the engines and heuristics (cheaper clones, cached heuristics, tables built at load)
must not change a single move: saves replay by move, and a changed heuristic is a changed level.
``tests/fixtures/ai_moves.json`` holds, for seeded games of every game, seat count and variant, the
moves each level played (as digests of blocks of moves, so the file stays small and a difference
names the first block that differs). Rewrite it only when a change of play is intended:

    python tests/test_ai_moves_unchanged.py --write
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest  # noqa: E402

from labdesk import games  # noqa: E402
from labdesk.ai import make_player  # noqa: E402
from labdesk.ai.ismcts import ISMCTSPlayer, hard_settings  # noqa: E402

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "ai_moves.json"
SEEDS = (0, 1)
MAX_MOVES = 300  # enough to reach the middle of the longest games, cheap for every level
RANDOM_MOVES = 5_000  # random games are cheap: played to the end, as a playout is
HARD_MOVES = 16  # hard decides seat 0's moves (mediums the others) for the first moves of one game
BLOCK = 25


def cases() -> list[tuple[str, int, str, str, int]]:
    """(game, players, variant, level, seed) for every built game."""
    found = []
    for game_id, spec in games.GAMES.items():
        if not games.is_built(game_id):
            continue
        for players in spec.players:
            for variant in spec.variants_at(players):
                for level in ("random", "easy", "medium"):
                    for seed in SEEDS:
                        found.append((game_id, players, variant, level, seed))
        smallest = spec.players.start if spec.players.start > 1 else 2
        found.append((game_id, smallest, spec.variants_at(smallest)[0], "hard", 0))
    return found


def case_key(game_id: str, players: int, variant: str, level: str, seed: int) -> str:
    return f"{game_id}/{players}p/{variant}/{level}/seed{seed}"


def _hard(game_id: str, seed: int) -> ISMCTSPlayer:
    """The hard level with its iteration budget and no time cap, so its moves are the machine's
    speed's no more."""
    return ISMCTSPlayer(game_id, seed=seed, **{**hard_settings(game_id), "time_ms": None})


def play(game_id: str, players: int, variant: str, level: str, seed: int) -> list[str]:
    """The moves of one seeded game: ``level`` on every seat (hard: seat 0 only, medium elsewhere)."""
    rules = games.rules(game_id)
    state = rules.new_state(seed, players, {"variant": variant})
    seats = []
    for seat in range(players):
        seat_level = "medium" if level == "hard" and seat else level
        seat_seed = seed * 10 + seat
        seats.append(_hard(game_id, seat_seed) if seat_level == "hard" else
                     make_player(game_id, seat_level, seat_seed))
    extra = {}  # seats beyond the players (the Robot in solo Explosion) play medium
    cap = {"hard": HARD_MOVES, "random": RANDOM_MOVES}.get(level, MAX_MOVES)
    moves: list[str] = []
    while not state.is_over() and len(moves) < cap:
        seat = state.current_player()
        if isinstance(seat, int) and 0 <= seat < players:
            player = seats[seat]
        else:
            player = extra.setdefault(seat, make_player(game_id, "medium", 99))
        action = player.choose(state)
        moves.append(str(action))
        state.apply(action)
    return moves


def digest(moves: list[str]) -> dict:
    blocks = [hashlib.sha256("\n".join(moves[i:i + BLOCK]).encode()).hexdigest()[:16]
              for i in range(0, len(moves), BLOCK)]
    return {"moves": len(moves), "first": moves[:3], "blocks": blocks}


def record() -> dict:
    return {case_key(*case): digest(play(*case)) for case in cases()}


def _stored() -> dict:
    return json.loads(FIXTURE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", cases(), ids=lambda c: case_key(*c))
def test_ai_moves_unchanged(case):
    stored = _stored().get(case_key(*case))
    assert stored is not None, f"no recorded moves for {case_key(*case)}: rerun this file with --write"
    now = digest(play(*case))
    if now != stored:
        differing = next((i for i, (a, b) in enumerate(zip(now["blocks"], stored["blocks"])) if a != b),
                         min(len(now["blocks"]), len(stored["blocks"])))
        pytest.fail(f"{case_key(*case)}: the moves differ from move {differing * BLOCK + 1} on "
                    f"({now['moves']} moves now, {stored['moves']} recorded)")


def test_every_case_recorded():
    assert sorted(_stored()) == sorted(case_key(*c) for c in cases())


if __name__ == "__main__":
    if "--write" not in sys.argv:
        sys.exit("usage: python tests/test_ai_moves_unchanged.py --write")
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE}")
