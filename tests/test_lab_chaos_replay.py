"""Seeded Lab Chaos games replay exactly: 20 random games (3-6 players, single deals and matches,
one and two human seats) give the same actions, log, table and determinized worlds as the
recorded digest. A change to the rules, the interpreter or the Rng's use shows up here; a change
meant to alter play records a new digest (run this file's ``replay_digest`` and paste it)."""
from __future__ import annotations

import hashlib
import json
import random

from labdesk.engine.core import Rng
from labdesk.games.lab_chaos.rules import LabChaosState

OPTIONS = ({}, {"games": 3, "penalty": "count"}, {"human_seats": [0]}, {"human_seats": [0, 2], "games": 3})
NAMES = [f"S{i}" for i in range(6)]
# the observation keys the rules decide (keys added for a board's display do not change the digest)
TABLE_KEYS = ("current", "turn", "direction", "deck_count", "discard", "in_play", "end_card", "lasting_card",
              "hand_sizes", "hand", "playable", "revealed", "skips", "plays_again", "match_scores", "answers",
              "winners")
PENDING_KEYS = ("kind", "seat", "options", "op", "n", "filter", "to", "question", "trigger", "card", "prompt",
                "choices")
DIGEST = "7583ff028abd40154f66d2a802c2fefa08a0d634b0ec6cc7463d93fa7ffc8725"


def _table(state: LabChaosState) -> str:
    obs = state.observation(state.current_player())
    seen = {key: obs[key] for key in TABLE_KEYS}
    if obs["pending"] is not None:
        seen["pending"] = {key: obs["pending"].get(key) for key in PENDING_KEYS}
    return json.dumps(seen, sort_keys=True)


def play(seed: int, digest) -> None:
    """One seeded random game; everything it shows goes into ``digest``."""
    state = LabChaosState(seed, 3 + seed % 4, OPTIONS[(seed // 4) % len(OPTIONS)])
    pick = random.Random(seed)
    for step in range(3000):
        if state.is_over():
            break
        legal = state.legal_actions()
        action = legal[pick.randrange(len(legal))]
        digest.update(str(action).encode())
        for event in state.apply(action):
            digest.update(event.describe(NAMES).encode())
        digest.update(_table(state).encode())
        seat = state.current_player()
        if step % 17 == 0 and seat is not None:
            world = state.determinize(seat, Rng(seed * 1000 + step))
            digest.update(json.dumps([world.hands, world.draw_pile]).encode())


def replay_digest(games: int = 20) -> str:
    digest = hashlib.sha256()
    for seed in range(games):
        play(seed, digest)
    return digest.hexdigest()


def test_twenty_seeded_games_replay_as_recorded():
    assert replay_digest() == DIGEST


def test_a_clone_plays_on_exactly_like_the_original():
    for seed in range(6):
        state = LabChaosState(seed, 3 + seed % 4, OPTIONS[seed % len(OPTIONS)])
        pick = random.Random(seed)
        for _ in range(60):
            if state.is_over():
                break
            copy = state.clone()
            legal = state.legal_actions()
            action = legal[pick.randrange(len(legal))]
            assert [str(e) for e in copy.apply(action)] == [str(e) for e in state.apply(action)]
            assert copy.observation(None) == state.observation(None)
            assert copy.tasks == state.tasks and copy.pending == state.pending
