"""The designed content of Explosion in the Laboratory (content.json), loaded once and schema-checked.

Everything a player can read on a card lives in the data file: Lab cards, Beakers, Flask results,
Process cards (as named effect primitives the rules interpret) and the Robot's table. This module
refuses a file that breaks the shape the rules rely on, with a message naming the bad field.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from labdesk.resources import package_text

COLOURS = ("B", "Y", "R", "K")  # blue, yellow, red, black (K as in print: B is taken by blue)
COLOUR_NAMES = {"B": "blue", "Y": "yellow", "R": "red", "K": "black"}
COMPOUNDS = ("green", "orange", "purple")
PHASES = ("planning", "mixing", "scoring", "unstable")
# effect primitive -> the phases it may be printed for (the rules interpret each primitive)
PRIMITIVES = {
    "bonus_if_made": {"planning"}, "start_chemical": {"planning"}, "fire_shift": {"planning"},
    "extra_flask": {"planning"}, "select_two": {"mixing"}, "add_chemical": {"mixing"},
    "buffer_red": {"mixing"}, "reselect": {"mixing"}, "reveal_guess": {"scoring"},
    "turn_beaker": {"scoring"}, "intuition_per": {"scoring", "unstable"}, "ignore_cause": {"unstable"},
    "contain": {"unstable"},
}
INTUITION_PER = ("chemical", "compound", "half")


class ContentError(ValueError):
    """content.json does not have the shape the rules need."""


@dataclass(frozen=True)
class Edge:
    """One edge of a beaker side: a scoring edge (index, research, fire), the flip icon, or X."""
    index: int = 0
    research: int = 0
    fire: int = 0
    flip: bool = False
    x: bool = False


@dataclass(frozen=True)
class Beaker:
    id: str
    name: str
    compound: str
    sides: dict  # "A"/"B" -> tuple of 4 Edges in the order the card turns


@dataclass(frozen=True)
class Effect:
    name: str
    phase: str
    effect: str
    text: str
    params: dict
    who: str  # planning cards: "self" (only on your own turn) or "any" (any player, on whoever mixes)


@dataclass(frozen=True)
class Content:
    first: int
    last: int
    lab: dict  # card number -> {"left": int|None, "right": int|None, "tubes": {number: colour}}
    lab_names: dict
    beakers: dict  # id -> Beaker
    beaker_sets: dict  # players -> [ids]
    flasks: dict  # result id -> dict
    mix_result: dict  # frozenset-ish key "BY" (sorted) -> result id
    cards: dict  # card id -> {"blue": Effect, "yellow": Effect}
    robot: dict
    raw: dict


def _need(cond: bool, where: str, what: str) -> None:
    if not cond:
        raise ContentError(f"content.json: {where}: {what}")


def _edge_value(v, where):
    if v == "X":
        return None
    _need(isinstance(v, int) and 0 <= v <= 12, where, "an edge value is 0-12 or \"X\"")
    return v


def parse(data: dict) -> Content:
    _need(data.get("format") == "labdesk-explosion-content", "format", "not an Explosion content file")
    nums = data["chemical_numbers"]
    first, last = nums["first"], nums["last"]
    _need(isinstance(first, int) and isinstance(last, int) and 0 <= first < last <= 24, "chemical_numbers",
          "first < last within 0-24")
    span = last - first + 1

    lab, lab_names = {}, {}
    _need(len(data["lab_cards"]) == 6, "lab_cards", "exactly six Lab cards")
    for card in data["lab_cards"]:
        n = card["number"]
        where = f"lab card {n}"
        _need(n in range(1, 7) and n not in lab, where, "numbers 1-6, each once")
        tubes = card["tubes"]
        _need(isinstance(tubes, str) and len(tubes) == span and set(tubes) <= set(COLOURS), where,
              f"tubes is {span} letters of {''.join(COLOURS)}")
        lab[n] = {"left": _edge_value(card["left"], where), "right": _edge_value(card["right"], where),
                  "tubes": {first + i: c for i, c in enumerate(tubes)}}
        lab_names[n] = card["name"]
    lefts = [c["left"] for c in lab.values()]
    rights = [c["right"] for c in lab.values()]
    # a row must always give a number: fewer than six X on each edge, and every possible sum on the cards
    _need(lefts.count(None) < 3 and rights.count(None) < 3, "lab_cards", "at most two X per edge side")
    for a in lab:
        for b in lab:
            if a != b and lab[a]["left"] is not None and lab[b]["right"] is not None:
                total = lab[a]["left"] + lab[b]["right"]
                _need(first <= total <= last, "lab_cards", f"sum {total} outside the numbered tubes")

    beakers = {}
    for b in data["beakers"]:
        where = f"beaker {b['id']}"
        _need(b["id"] not in beakers, where, "ids are unique")
        _need(b["compound"] in COMPOUNDS, where, "compound is green, orange or purple")
        sides = {}
        for side in ("A", "B"):
            edges = []
            _need(len(b["sides"][side]) == 4, where, f"side {side} has four edges")
            for e in b["sides"][side]:
                if e.get("flip"):
                    edges.append(Edge(flip=True))
                elif e.get("x"):
                    edges.append(Edge(x=True))
                else:
                    _need(all(isinstance(e[k], int) and e[k] >= 0 for k in ("index", "research", "fire"))
                          and e["fire"] <= 2, where, "an edge has index, research and fire (0-2)")
                    edges.append(Edge(e["index"], e["research"], e["fire"]))
            sides[side] = tuple(edges)
        # the card must turn A0 -> ... -> flip -> B (lowest index) -> ... -> X with rising index
        a, bb = sides["A"], sides["B"]
        _need([e.flip for e in a] == [False, False, False, True], where, "side A: three edges then the flip icon")
        _need([e.x for e in bb] == [False, False, False, True], where, "side B: three edges then X")
        walk = [e.index for e in a[:3] + bb[:3]]
        _need(walk == sorted(walk) and len(set(walk)) == 6, where, "index values rise as the beaker turns")
        beakers[b["id"]] = Beaker(b["id"], b["name"], b["compound"], sides)
    all_index = [e.index for b in beakers.values() for s in b.sides.values() for e in s if not (e.flip or e.x)]
    _need(len(all_index) == len(set(all_index)), "beakers", "index values unique over all beakers (no ties)")
    _need(len(beakers) == 5, "beakers", "five Beaker cards")

    sets = {}
    for players in ("1", "2", "3", "4"):
        ids = data["beaker_sets"][players]
        _need(len(ids) == 3 and all(i in beakers for i in ids), f"beaker_sets {players}", "three known beakers")
        _need(sorted(beakers[i].compound for i in ids) == sorted(COMPOUNDS), f"beaker_sets {players}",
              "one green, one orange and one purple beaker")
        sets[int(players)] = list(ids)

    flasks, mix_result = {}, {}
    for f in data["flasks"]:
        where = f"flask {f['id']}"
        _need(f["id"] not in flasks and isinstance(f["intuition"], int), where, "unique id, integer intuition")
        _need(f["research"] in (None,) + COMPOUNDS and f["process_side"] in (None, "blue", "yellow"), where,
              "research is a compound or null; process_side blue, yellow or null")
        if f["mix"] is not None:
            mix_result["".join(sorted(f["mix"]))] = f["id"]
        flasks[f["id"]] = f
    _need(len(flasks) == 6 and "half" in flasks, "flasks", "six Flask results including 'half'")
    _need(set(mix_result) == {"BB", "YY", "BY", "RY", "BR"}, "flasks", "one result per stable mixture")

    cards = {}
    names = set()
    _need(len(data["process_cards"]) == 8, "process_cards", "eight Process cards")
    for c in data["process_cards"]:
        where = f"process card {c['id']}"
        _need(c["id"] not in cards, where, "ids are unique")
        sides = {}
        for side in ("blue", "yellow"):
            e = c[side]
            params = dict(e.get("params", {}))
            who = params.pop("who", "self")
            _need(e["phase"] in PHASES and e["effect"] in PRIMITIVES, where, f"{side}: known phase and effect")
            _need(e["phase"] in PRIMITIVES[e["effect"]], where, f"{side}: {e['effect']} cannot be a {e['phase']} card")
            _need(e["name"] not in names, where, f"effect name {e['name']} used twice")
            _need(who in ("self", "any"), where, "who is self or any")
            if e["effect"] == "fire_shift":
                _need(params.get("delta") in (-1, 1), where, "fire_shift delta is -1 or 1")
            if e["effect"] == "intuition_per":
                _need(params.get("what") in INTUITION_PER, where, f"intuition_per what in {INTUITION_PER}")
            if e["effect"] == "extra_flask":
                _need(params.get("count") == 1, where, "extra_flask count 1")
            names.add(e["name"])
            sides[side] = Effect(e["name"], e["phase"], e["effect"], e["text"], params, who)
        cards[c["id"]] = sides
    _need({"Distill", "Assay", "Neutralize", "Hypothesis", "Titrate"} <= names, "process_cards",
          "the rulebook's Distill, Assay, Neutralize, Hypothesis and Titrate")

    robot = data["robot"]
    for level, table in robot["difficulties"].items():
        where = f"robot {level}"
        for row in table["rows"]:
            _need(len(row["chemicals"]) == 3 and all(c in COLOURS + ("any",) for c in row["chemicals"]), where,
                  "three chemicals per row")
            _need(row["result"] == "explode" or (isinstance(row["result"], list) and
                  all(r in COMPOUNDS + ("any",) for r in row["result"])), where, "result: explode or flasks")
        _need(table["rows"][-1]["chemicals"] == ["any", "any", "any"], where, "the last row matches anything")
        _need(isinstance(table["bonus"], int) and table["bonus"] >= 0, where, "bonus >= 0")
    _need({"easy", "normal", "hard"} <= set(robot["difficulties"]), "robot", "easy, normal and hard tables")
    return Content(first, last, lab, lab_names, beakers, sets, flasks, mix_result, cards, robot, data)


@lru_cache(maxsize=1)
def load() -> Content:
    text = package_text("labdesk/games/explosion/content.json")
    if text is None:
        raise ContentError("content.json is missing")
    return parse(json.loads(text))
