"""What seeing the hidden cards, or a larger budget, is worth against hard, in paired deals (docs/ai.md).

    python benchmarks/hidden_worth.py --game lab-wars --player oracle-hands --pairs 60
    python benchmarks/hidden_worth.py --game wrong-chemistry --player oracle-hands --iterations 160 --pairs 80
    python benchmarks/hidden_worth.py --game experiment --player expert --iterations 320 --pairs 53
    python benchmarks/hidden_worth.py --game experiment --player expert --inference on --pairs 62
    python benchmarks/hidden_worth.py --game experiment --player oracle-hands --phase pick --pairs 24
    python benchmarks/hidden_worth.py --game lab-chaos --player expert --inference on --seed 9000 --pairs 100

A pair is one deal (seed) played with the seats swapped (at Lab Chaos's three seats the player sits in
each seat in turn against two hards); its score is the player's share of the games (tools/ladder.py's
``play_pair`` and ``rate``). ``--player expert`` is the game's expert, its budget and inference set by
``--iterations`` and ``--inference``; ``--player oracle-hands`` (the two-player games; Lab Chaos has
``benchmarks/lab_chaos_caps.py``) is hard's search whose sampled world is the true state with every
deck shuffled, so it knows every hand, pick and card lying face down, but not what is still to be
drawn: a measuring tool for how much an inference could gain at most, never a level (``--phase``: only
while the game is in that phase). No time cap, so the result does not depend on the machine's load.
Prints each pair's score, then the share with its 95 % interval.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import ladder  # noqa: E402
from labdesk.ai import make_player  # noqa: E402
from labdesk.ai.ismcts import ExpertPlayer, expert_settings  # noqa: E402
from labdesk.engine.piles import Pile  # noqa: E402


def true_hands(state, me, rng):
    """The true state, every deck shuffled: the hands known, the coming draws not."""
    world = state.clone()
    for name, pile in list(vars(world).items()):
        if name.endswith("deck") and isinstance(pile, Pile):
            cards = list(pile.cards)
            rng.shuffle(cards)
            setattr(world, name, Pile(cards))
    world.rng = rng.fork()  # the future's shuffles unknown too
    return world


def true_hands_in(phase: str):
    """The oracle only while the game is in ``phase`` (its ``state.phase``); a plain sampled world
    elsewhere: where in the game knowing the hands is worth most."""
    def sample(state, me, rng):
        if state.phase == phase:
            return true_hands(state, me, rng)
        world = state.determinize(me, rng)
        world.rng = rng.fork()
        return world
    return sample


def make(args, level: str, seed: int):
    if level == "hard":
        player = make_player(args.game, "hard", seed)
    elif args.player == "oracle-hands":
        player = make_player(args.game, "hard", seed)
        player._sample = true_hands_in(args.phase) if args.phase else true_hands
    else:
        settings = expert_settings(args.game)
        if args.inference is not None:
            settings["inference"] = args.inference == "on"
        player = ExpertPlayer(args.game, seed=seed, **settings)
    if level != "hard" and args.iterations:
        player.iterations = args.iterations
    return player


def pair(job):
    args, seed = job
    share, _times = ladder.play_pair(args.game, "player", "hard", seed, ladder.seats_for(args.game), uncapped=True,
                                     make=lambda level, s: make(args, level, s))
    return share


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--player", choices=("expert", "oracle-hands"), required=True)
    ap.add_argument("--iterations", type=int, help="the player's budget (hard's by default)")
    ap.add_argument("--inference", choices=("on", "off"), help="the expert's inference (its setting by default)")
    ap.add_argument("--phase", help="oracle-hands: see the hands only in this phase of the game")
    ap.add_argument("--pairs", type=int, default=50)
    ap.add_argument("--seed", type=int, default=30000)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    jobs = [(args, args.seed + k) for k in range(args.pairs)]
    scores = []
    for (_args, seed), share in zip(jobs, ladder.in_order(pair, jobs, args.jobs)):
        print(seed, share, flush=True)
        scores.append(share)
    seats = ladder.seats_for(args.game)
    r = ladder.rate(scores, seats)
    split = sum(1 for s in scores if abs(s - 1 / seats) < 1e-9)
    print(f"{args.game} {args.player}: {100 * r['share']:.1f} % ({100 * r['share_low']:.1f}-"
          f"{100 * r['share_high']:.1f} %) of {len(scores)} pairs from seed {args.seed}, {split} split")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
