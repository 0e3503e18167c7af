"""Fuzzing every file labdesk loads (saves of each game, settings): seeded mutations of real files.
Each mutant is refused with a one-line reason or loads correctly; the file itself and everything
else in the data folder stay byte for byte as they were."""
from __future__ import annotations

import json
import random

import pytest

from labdesk import cli, games
from labdesk.engine import saves
from labdesk.engine.match import Match, SaveError, Seat
from labdesk.engine.validate import FileRefused

BUILT = [g for g in games.GAMES if games.is_built(g)]
SAVE_MUTANTS = 70  # per game
SETTINGS_MUTANTS = 150
MAX_REASON = 160


def real_save(game: str, seed: int, moves: int) -> dict:
    """A save of a real game: people and AIs, ``moves`` random legal moves in."""
    players = games.GAMES[game].players
    count = 2 if 2 in players else players.start
    seats = [Seat("human", "Ana")] + [Seat("ai", f"Bot {i}", "random") for i in range(1, count)]
    match = Match(game, seats, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over():
            break
        actions = match.legal_actions()
        match.apply(actions[rng.randrange(len(actions))])
    return match.to_save()


ODD_VALUES = [None, True, False, 0, -1, 2 ** 63, 1.5, -1e300, "", "x" * 300, [], {}, [[]], {"a": {"b": 1}},
              "robot", "godlike", "hard", 10 ** 20]


def _paths(data: dict) -> list[tuple]:
    """Every place in the save that holds a value, as a key path."""
    out = []

    def walk(value, path):
        if isinstance(value, dict):
            for k, v in value.items():
                out.append(path + (k,))
                walk(v, path + (k,))
        elif isinstance(value, list):
            for i, v in enumerate(value[:6]):
                out.append(path + (i,))
                walk(v, path + (i,))
    walk(data, ())
    return out


def _set(data, path, value=None, remove=False):
    data = json.loads(json.dumps(data))
    node = data
    for key in path[:-1]:
        node = node[key]
    if remove:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return data


def mutants(good: dict, other_games: list[dict], rng: random.Random, count: int):
    """(kind, bytes) mutations of one real file."""
    raw = json.dumps(good, indent=1).encode()
    paths = _paths(good)
    for _ in range(count):
        kind = rng.choice(["flip", "truncate", "remove", "retype", "huge", "deep", "foreign", "reorder",
                           "duplicate"])
        if kind == "flip":
            data = bytearray(raw)
            for _ in range(rng.randint(1, 6)):
                data[rng.randrange(len(data))] = rng.randrange(256)
            yield kind, bytes(data)
        elif kind == "truncate":
            yield kind, raw[:rng.randrange(len(raw))]
        elif kind == "remove":
            yield kind, json.dumps(_set(good, rng.choice(paths), remove=True)).encode()
        elif kind == "retype":
            yield kind, json.dumps(_set(good, rng.choice(paths), rng.choice(ODD_VALUES))).encode()
        elif kind == "huge":
            choice = rng.randrange(4)
            path = rng.choice(paths)
            if choice == 0:
                yield kind, json.dumps(_set(good, path, "A" * rng.choice([10 ** 4, 10 ** 6, 3 * 10 ** 6]))).encode()
            elif choice == 1:
                yield kind, json.dumps(_set(good, path, 0)).encode().replace(b": 0", b": " + b"9" * 5000, 1)
            elif choice == 2:
                yield kind, json.dumps(_set(good, path, list(range(rng.choice([1000, 100_000]))))).encode()
            else:
                yield kind, json.dumps(_set(good, path, 1e308)).encode().replace(b"1e+308", b"1e999")
        elif kind == "deep":
            depth = rng.choice([9, 50, 1000, 100_000])
            text = json.dumps(_set(good, rng.choice(paths), "@@"))
            yield kind, text.replace('"@@"', "[" * depth + "]" * depth).encode()
        elif kind == "foreign":
            other = rng.choice(other_games) if other_games else good
            if "actions" in good:
                yield kind, json.dumps({**good, "actions": other["actions"]}).encode()
            else:
                yield kind, json.dumps({**good, **{k: v for k, v in other.items() if k != "format"}}).encode()
        elif kind == "reorder" and isinstance(good.get("actions"), list) and len(good["actions"]) > 2:
            actions = list(good["actions"])
            i, j = rng.sample(range(len(actions)), 2)
            actions[i], actions[j] = actions[j], actions[i]
            yield kind, json.dumps({**good, "actions": actions}).encode()
        else:
            actions = list(good.get("actions", [])) or ["x"]
            at = rng.randrange(len(actions))
            yield kind, json.dumps({**good, "actions": actions[:at + 1] + actions[at:]}).encode()


def _folder(path) -> dict:
    return {p.name: p.read_bytes() for p in path.parent.iterdir()}


def _one_short_line(reason: str, kind: str) -> None:
    assert reason and "\n" not in reason and len(reason) < MAX_REASON, (kind, reason)


def _check_save_mutant(path, kind: str, content: bytes) -> str:
    path.write_bytes(content)
    before = _folder(path)
    try:
        match = saves.read_save(path)
    except SaveError as exc:
        _one_short_line(str(exc), kind)
        assert cli.main(["play", "--load", str(path)]) == 2, kind
        outcome = "refused"
    else:
        # it loads correctly: a match that can go on (or is over), and saves back to what it read
        assert match.state.is_over() or match.legal_actions(), kind
        again = Match.from_save(json.loads(json.dumps(match.to_save())))
        assert again.actions == match.actions, kind
        outcome = "loaded"
    assert _folder(path) == before, f"{kind}: the data folder changed"
    return outcome


@pytest.mark.parametrize("game", BUILT)
def test_fuzzed_saves_are_refused_in_one_line_or_load(game):
    rng = random.Random(f"fuzz-{game}")
    good = real_save(game, seed=7, moves=40)
    others = [real_save(g, seed=3, moves=30) for g in BUILT if g != game]
    folder = saves.autosave_path().parent
    (folder / "settings.json").write_text('{"volume": 0.5}')  # something else that must not change
    path = folder / "fuzzed.json"
    outcomes = [_check_save_mutant(path, kind, content) for kind, content in mutants(good, others, rng, SAVE_MUTANTS)]
    assert outcomes.count("refused") > SAVE_MUTANTS // 2


def test_fuzzed_settings_are_refused_in_one_line_or_load():
    from labdesk import settings

    rng = random.Random("fuzz-settings")
    good = {"animation_speed": 1.5, "volume": 0.4, "muted": False, "fullscreen": False, "colourblind_symbols": True}
    path = settings.settings_path()
    saves.write_save(Match("wrong-chemistry", [Seat("human", "Ana"), Seat("ai", "Bo", "random")], 1))
    refused = 0
    for kind, content in mutants(good, [], rng, SETTINGS_MUTANTS):
        path.write_bytes(content)
        before = _folder(path)
        try:
            settings.read_settings(path)
        except FileRefused as exc:
            _one_short_line(str(exc), kind)
            refused += 1
        loaded = settings.load_settings()  # a field that cannot be used falls back alone
        assert 0.5 <= loaded.animation_speed <= 3 and 0 <= loaded.volume <= 1, kind
        assert all(isinstance(getattr(loaded, f), bool) for f in ("muted", "fullscreen", "colourblind_symbols"))
        assert _folder(path) == before, f"{kind}: the data folder changed"
    assert refused > SETTINGS_MUTANTS // 3
