"""Experiment's cards, loaded from cards.json and checked against its schema at load.

Lab cards are numbered 0..83 in the order of the data file; their kinds say what they do. Tasks are
numbered 0..56 and named "T01".."T57" on the table. Pure Python.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from labdesk.resources import package_text

BASIC = ("red", "yellow", "blue")
# each secondary colour and the two basic colours that make it
SECONDARY = {"green": ("yellow", "blue"), "orange": ("yellow", "red"), "purple": ("red", "blue")}
COLOURS = BASIC + tuple(SECONDARY)
DOUBLE = {f"double-{c}": c for c in BASIC}
JOKER, BROKEN, EXPLOSION = "joker", "broken-flask", "explosion"
CHEMICAL_KINDS = BASIC + tuple(DOUBLE) + tuple(SECONDARY) + (JOKER,)
LAB_KINDS = CHEMICAL_KINDS + (BROKEN, EXPLOSION)

# the rulebook's component list: 60 basic cards and 24 secret ones
EXPECTED_LAB = {"red": 20, "yellow": 20, "blue": 20, BROKEN: 4, EXPLOSION: 2, "green": 3,
                "orange": 3, "purple": 3, JOKER: 3, "double-red": 2, "double-yellow": 2,
                "double-blue": 2}
TASK_COUNT = 57


class ContentError(ValueError):
    """The data file does not match its schema."""


@dataclass(frozen=True)
class Task:
    index: int
    id: str
    name: str
    need: tuple[tuple[str, int], ...]  # (colour, amount) per container, colours distinct
    value: int

    @property
    def units(self) -> int:
        return task_units(self.need)

    def text(self) -> str:
        return " + ".join(f"{a} {c}" for c, a in self.need)


@dataclass(frozen=True)
class Content:
    lab_kinds: tuple[str, ...]  # kind of each lab card id
    basic_ids: tuple[int, ...]
    secret_ids: tuple[int, ...]
    tasks: tuple[Task, ...]
    points: dict[int, int]  # basic units -> points
    task_by_id: dict[str, Task]


def task_units(need) -> int:
    """Basic units a task needs: 1 per basic flask, 2 per secondary flask."""
    return sum(a * (1 if c in BASIC else 2) for c, a in need)


def _fail(msg: str):
    raise ContentError(f"experiment cards.json: {msg}")


def parse(data: dict) -> Content:
    if not isinstance(data, dict) or data.get("schema") != 1:
        _fail("unknown schema (expected 1)")
    kinds: list[str] = []
    basic, secret = [], []
    seen = {}
    for entry in data.get("lab_cards", []):
        kind, group, count = entry.get("kind"), entry.get("group"), entry.get("count")
        if kind not in LAB_KINDS or kind in seen:
            _fail(f"bad or repeated lab card kind {kind!r}")
        if group != ("basic" if kind in BASIC else "secret"):
            _fail(f"lab card {kind} has group {group!r}")
        if not isinstance(count, int) or count <= 0:
            _fail(f"lab card {kind} has count {count!r}")
        seen[kind] = count
        for _ in range(count):
            (basic if group == "basic" else secret).append(len(kinds))
            kinds.append(kind)
    if seen != EXPECTED_LAB:
        _fail(f"lab cards {seen} differ from the rulebook's {EXPECTED_LAB}")
    raw_points = data.get("points")
    if not isinstance(raw_points, dict) or not raw_points:
        _fail("points table missing")
    points = {}
    for k, v in raw_points.items():
        if not str(k).isdigit() or not isinstance(v, int) or v <= 0:
            _fail(f"bad points entry {k!r}: {v!r}")
        points[int(k)] = v
    ordered = sorted(points)
    if any(points[a] >= points[b] for a, b in zip(ordered, ordered[1:])):
        _fail("points must rise with the units a task needs")
    tasks = []
    for i, t in enumerate(data.get("tasks", [])):
        tid, name, containers, value = t.get("id"), t.get("name"), t.get("containers"), t.get("value")
        if tid != f"T{i + 1:02d}" or not isinstance(name, str) or not name:
            _fail(f"task {i + 1}: bad id or name")
        if not isinstance(containers, list) or not 1 <= len(containers) <= 3:
            _fail(f"{tid}: needs 1-3 containers")
        need = tuple((c.get("colour"), c.get("amount")) for c in containers)
        if any(c not in COLOURS or a not in (1, 2) for c, a in need):
            _fail(f"{tid}: each container is one of {COLOURS} with amount 1 or 2")
        if len({c for c, _ in need}) != len(need):
            _fail(f"{tid}: container colours must differ")
        units = task_units(need)
        if units not in points or points[units] != value:
            _fail(f"{tid}: value {value} does not match the points table for {units} units")
        tasks.append(Task(i, tid, name, need, value))
    if len(tasks) != TASK_COUNT:
        _fail(f"{len(tasks)} tasks, expected {TASK_COUNT}")
    if len({t.name for t in tasks}) != TASK_COUNT:
        _fail("task names must be unique")
    return Content(tuple(kinds), tuple(basic), tuple(secret), tuple(tasks), points,
                   {t.id: t for t in tasks})


@lru_cache(maxsize=1)
def content() -> Content:
    text = package_text("labdesk/games/experiment/cards.json")
    if text is None:
        raise ContentError("experiment cards.json is missing")
    return parse(json.loads(text))
