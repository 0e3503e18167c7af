"""What caps Lab Chaos's hard level (docs/ai.md, Lab Chaos): one player in one seat against two
mediums, its seat rotating every deal, compared deal by deal with medium in the same seat on the same
seeds ("paired": the same deal and the same opponents, so most of the deal's luck cancels).

    python benchmarks/lab_chaos_caps.py --player hard --games 60            # the level
    python benchmarks/lab_chaos_caps.py --player oracle --games 60          # sees every hand and the deck
    python benchmarks/lab_chaos_caps.py --player oracle-hands --games 60    # sees every hand, not the deck
    python benchmarks/lab_chaos_caps.py --player hard --set iterations=64   # a trial of other settings

Besides the win shares it prints what the all-medium baseline deals show (seat spread) and how many
of the player's decisions were forced (one legal action), and in how many deals it never had a real
choice. The oracles are measurement tools only, never a level: their sampled "world" is the true
state (oracle) or the true hands with the draw pile shuffled (oracle-hands); future shuffles and the
rollout players' draws stay unknown either way. Deal ``g`` is dealt from seed ``seed + g``; players
are seeded as the arena seeds them, so the runs are reproducible.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from labdesk import games  # noqa: E402
from labdesk.ai.arena import percentile  # noqa: E402
from labdesk.ai.base import make_player  # noqa: E402
from labdesk.ai.ismcts import hard_player  # noqa: E402

GAME = "lab-chaos"
PLAYERS = 3


SETTINGS: dict = {}  # --set overrides of the hard level's settings (trials of a change)


def _uncapped_hard(seed: int):
    player = hard_player(GAME, seed)
    player.time_ms = None  # the whole iteration budget, whatever the machine's load
    for key, value in SETTINGS.items():
        if not hasattr(player, key):
            raise SystemExit(f"the hard player has no setting {key!r}")
        setattr(player, key, value)
    return player


def _setting(text: str) -> tuple[str, object]:
    key, _, value = text.partition("=")
    for kind in (int, float):
        try:
            return key, kind(value)
        except ValueError:
            pass
    return key, value


def _true_world(state, me, rng):
    world = state.clone()
    world.rng = rng.fork()  # every hand and the deck order as they are; future shuffles unknown
    return world


def _true_hands(state, me, rng):
    world = state.clone()
    rng.shuffle(world.draw_pile)  # every hand as it is; the deck order unknown
    world.rng = rng.fork()
    return world


def _oracle(sample):
    def make(seed: int):
        player = _uncapped_hard(seed)
        player._sample = sample
        return player
    return make


VARIANTS = {
    "medium": lambda seed: make_player(GAME, "medium", seed),
    "hard": _uncapped_hard,
    "oracle": _oracle(_true_world),
    "oracle-hands": _oracle(_true_hands),
}


def play_deal(seed: int, seat: int, variant: str) -> dict:
    """One deal with ``variant`` in ``seat`` and medium elsewhere: who won, and the seat's choices."""
    rules = games.rules(GAME)
    state = rules.new_state(seed, PLAYERS, {})
    seats = [VARIANTS[variant if s == seat else "medium"](seed * 1009 + 17 * s + 1)
             for s in range(PLAYERS)]
    decisions = forced = 0
    cpu_ms = []  # CPU time of each of the seat's real choices (one process: not shared with others)
    while not state.is_over():
        me = state.current_player()
        if me != seat:
            state.apply(seats[me].choose(state))
            continue
        decisions += 1
        if len(state.legal_actions()) == 1:
            forced += 1
            state.apply(seats[me].choose(state))
            continue
        start = time.process_time()
        action = seats[me].choose(state)
        cpu_ms.append(1000 * (time.process_time() - start))
        state.apply(action)
    winners = state.winners()
    return {"shares": [1 / len(winners) if s in winners else 0.0 for s in range(PLAYERS)],
            "decisions": decisions, "forced": forced, "cpu_ms": cpu_ms}


def mean_ci(values: list[float]) -> tuple[float, float]:
    n = len(values)
    m = sum(values) / n
    var = sum((v - m) ** 2 for v in values) / max(1, n - 1)
    return m, 1.96 * math.sqrt(var / n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", choices=sorted(VARIANTS), default="hard")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--minutes", type=float, default=None,
                        help="start no new deal after this many minutes (the figures count the deals played)")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="override a hard setting for this run (hard and the oracles)")
    args = parser.parse_args(argv)
    SETTINGS.update(_setting(text) for text in args.set)
    won, base, diff, seat_wins = [], [], [], [0.0] * PLAYERS
    decisions = forced = no_choice = 0
    cpu_ms: list[float] = []
    stop = None if args.minutes is None else time.monotonic() + 60 * args.minutes
    for g in range(args.games):
        if stop is not None and time.monotonic() >= stop:
            break
        seed, seat = args.seed + g, g % PLAYERS
        deal = play_deal(seed, seat, args.player)
        # the same deal with medium in the seat
        medium = deal if args.player == "medium" else play_deal(seed, seat, "medium")
        won.append(deal["shares"][seat])
        base.append(medium["shares"][seat])
        diff.append(won[-1] - base[-1])
        seat_wins = [a + b for a, b in zip(seat_wins, medium["shares"])]
        decisions += deal["decisions"]
        forced += deal["forced"]
        no_choice += deal["decisions"] == deal["forced"]
        cpu_ms += deal["cpu_ms"]
        print(f"deal {g + 1}: {args.player} {sum(won):g}, medium in its seat {sum(base):g}",
              file=sys.stderr, flush=True)
    d, half = mean_ci(diff)
    n = len(won)
    print(json.dumps({
        "player": args.player, "settings": SETTINGS, "games": n, "seed": args.seed,
        "win_share": round(sum(won) / n, 3), "medium_same_seat": round(sum(base) / n, 3),
        "paired_gain": [round(d, 3), round(half, 3)],
        "same_result_share": round(sum(1 for x in diff if x == 0) / n, 3),
        "all_medium_seat_shares": [round(w / n, 3) for w in seat_wins],
        "forced_decision_share": round(forced / max(1, decisions), 3),
        "deals_without_a_real_choice": round(no_choice / n, 3),
        "decisions_per_deal": round(decisions / n, 1),
        "choice_cpu_ms": {"median": round(percentile(cpu_ms, 50), 1), "p95": round(percentile(cpu_ms, 95), 1),
                          "choices": len(cpu_ms)}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
