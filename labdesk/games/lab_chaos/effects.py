"""Lab Chaos card effects: the vocabulary (this docstring is its reference), the schema check of
cards.json and the interpreter that carries effects out.

No card has code of its own: every card is data in cards.json and this module reads it.

# cards.json
{"version": 1, "rationale": str, "questions": {QID: {"en", "ru"}},
 "personas": [{"id", "name": {"en", "ru"}, "yes": [QID, ...]}, ... at least 6],
 "cards": [{"id", "title": {"en", "ru"}, "text": {"en", "ru"}, "symbol": "bald|haired|dino|robot",
            "number": 0-9, "instant": bool, "end": bool, "lasting": bool,
            "condition": null|COND, "trigger": null|TRIGGER, "effect": [OP, ...],
            "ruling": {"en", "ru"}}, ... 76 unique ids]}
Families: "scientist" = bald or haired; "dino"; "robot". Robo cards (symbol robot) have a condition.

# Who (`who`, and `to` / `from` / `with` of give / take / swap_hands)
"self"; "chosen" (the acting player picks any player, themselves too unless the op says
"other": true); "chosen_other"; "next" / "previous" (in the direction of play); "others" (every
other player, in play order from the acting player); "all" (everyone, the acting player first);
"most_cards" / "fewest_cards" (over all players, or the others with "other": true; on a tie the
acting player picks among the tied); "each_other_chooses" (every other player in play order names
one player other than themselves; the op happens once per name); "trigger" (instants: the player
the triggering event was about: who drew, whose hand dropped, who played the card, who reversed or
skipped, who took cards from you; an instant played as an ordinary turn card has no trigger, and
"trigger" then means "chosen_other").
give / take / swap_hands never target the acting player: "chosen" there means "chosen_other" and
"all" means "others".

# Card filters (`filter`; several keys must all hold)
{"symbol": S}, {"family": "scientist"|"dino"|"robot"}, {"number": N}, {"number_min": N},
{"number_max": N}, {"odd": true}, {"even": true}, {"instant": bool}.

# Ops (an effect is a list, resolved in order)
{"op": "draw", "who": W, "n": N}: each W draws N (an empty deck is refilled from the discard pile
    minus its top card; if both are empty, draw what there is).
{"op": "discard", "who": W, "n": N, "filter": F?}: each W discards N matching hand cards of their own
    choice (all of them if they hold N or fewer).
{"op": "discard_all", "who": W, "filter": F?}: each W discards every matching hand card.
{"op": "give", "n": N, "to": W}: the acting player gives N hand cards of their choice to each W.
{"op": "take", "n": N, "from": W, "random": bool?}: the acting player takes N cards from each W,
    random ones with "random": true, else the ones W chooses to hand over.
{"op": "swap_hands", "with": W}: the acting player swaps hands with W (one player).
{"op": "pass_hands", "direction": "play"|"reverse"}: every hand moves one seat along.
{"op": "reverse"}; {"op": "skip", "n": N?}: the next N players (default 1) lose their turn;
{"op": "play_again"}: the acting player takes another turn after this one (only on their own turn).
{"op": "reveal", "who": W}: W's hand is open to everyone until W's next turn starts.
{"op": "copy_previous"}: the effect of the card the previous player (the one before the acting
    player in play order) played on their last turn; nothing if they drew, if it was an End or
    lasting card, or inside a copied effect.
{"op": "set_end", "win": COND} (card "end": true): the card becomes the active End card (the old one
    is discarded); while it is active, COND for the turn player replaces the empty hand as the win.
{"op": "clear_end"}: the active End card is discarded (the empty hand wins again).
{"op": "set_lasting", "rule": LASTING} (card "lasting": true): the card stays on the table until
    another lasting card replaces it or it is fulfilled. LASTING:
    {"kind": "only_play", "filter": F}; {"kind": "forbid_play", "filter": F} (turn plays only);
    {"kind": "draw_each_turn", "n": N} (at the start of each turn, the turn player draws N);
    {"kind": "hand_limit", "n": N} (at the end of each turn, the turn player discards down to N);
    {"kind": "until_symbol_played", "symbol": S, "then": [OP...]} (when a card of symbol S is
    played, after it resolves: `then` runs with that card's player as the acting player, and the
    lasting card is discarded).
{"op": "clear_lasting"}: the active lasting card is discarded.
{"op": "if", "cond": COND, "then": [OP...], "else": [OP...]?}
{"op": "ask", "question": QID, "then": [OP...], "else": [OP...]?}: a real-life question to the acting
    player ("then" on yes).

# COND (about the acting player; a leaf may say "who": "self"|"next"|"previous")
{"hand_count": CMP}, {"hand_sum": CMP} (numbers added up), {"has": F, "count": CMP?} (default
{"min": 1}), {"only": F} (every hand card matches; an empty hand does too), {"distinct_symbols":
CMP}, {"others_hand_count": CMP} (every other player's hand), {"table": "end_active" |
"lasting_active" | "reversed"}, {"previous_card": F} (the card the previous player played on
their last turn), {"deck_count": CMP}, {"question": QID}; {"all": [COND...]}, {"any": [COND...]},
{"not": COND}. CMP is {"eq": N} and/or {"min": N} and/or {"max": N}.
A robo card's condition is checked with the card still in the hand.

# TRIGGER (instants)
{"on": "draw", "min": N} (a player draws N or more at once), {"on": "hand_count", "eq": N} (a
player's hand drops to N), {"on": "end_played"}, {"on": "end_replaced"}, {"on": "played",
"filter": F?}, {"on": "reverse"}, {"on": "skip"}, {"on": "take"} (only for the player cards were
taken from). After each step of an effect the reaction window goes round from the acting player in
play order: every seat holding a matching instant may play one (it resolves at once, its player
acting) or pass. On their own turn a player may also play an instant as their ordinary card.
With two or more human seats (people sharing one screen) a window that opens asks every human seat
too, holding a matching instant or not (those without one may only pass): who is asked, and so the
hand-off screens, never tell the table who holds an instant. AI seats are asked only when they hold
one, as before.

# Questions and personas
Every AI seat has a persona (public) answering yes exactly to its `yes` list. Human seats
(options["human_seats"]) answer each question once when it first matters; the answer is public and
kept for the match (real life does not change mid-game).

# How the interpreter runs
Effects run on a stack of small tasks (plain tuples); a task that needs a person's choice leaves a
*pending decision* (``state.pending``) naming the seat that must choose, and the stack resumes when
the answer comes. ``State.tasks`` and ``State.pending`` are plain data, so clones copy them cheaply.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar, Sequence

from labdesk.engine.core import Event

SYMBOLS = ("bald", "haired", "dino", "robot")
FAMILIES = {"scientist": ("bald", "haired"), "dino": ("dino",), "robot": ("robot",)}
WHO = ("self", "chosen", "chosen_other", "next", "previous", "others", "all", "most_cards",
       "fewest_cards", "each_other_chooses", "trigger")
COND_WHO = ("self", "next", "previous")
FILTER_KEYS = {"symbol", "family", "number", "number_min", "number_max", "odd", "even", "instant"}
TRIGGERS = ("draw", "hand_count", "end_played", "end_replaced", "played", "reverse", "skip", "take")
LASTING_KINDS = ("only_play", "forbid_play", "draw_each_turn", "hand_limit", "until_symbol_played")
TABLE_FACTS = ("end_active", "lasting_active", "reversed")
DECK_SIZE = 76
MIN_PERSONAS = 6
DATA_FILE = "labdesk/games/lab_chaos/cards.json"

# op -> (required fields, optional fields); every op may also carry "other": bool.
OPS: dict[str, tuple[set, set]] = {
    "draw": ({"who", "n"}, set()),
    "discard": ({"who", "n"}, {"filter"}),
    "discard_all": ({"who"}, {"filter"}),
    "give": ({"n", "to"}, set()),
    "take": ({"n", "from"}, {"random"}),
    "swap_hands": ({"with"}, set()),
    "pass_hands": ({"direction"}, set()),
    "reverse": (set(), set()),
    "skip": (set(), {"n"}),
    "play_again": (set(), set()),
    "reveal": ({"who"}, set()),
    "copy_previous": (set(), set()),
    "set_end": ({"win"}, set()),
    "clear_end": (set(), set()),
    "set_lasting": ({"rule"}, set()),
    "clear_lasting": (set(), set()),
    "if": ({"cond", "then"}, {"else"}),
    "ask": ({"question", "then"}, {"else"}),
}
TARGET_FIELD = {"draw": "who", "discard": "who", "discard_all": "who", "reveal": "who",
                "give": "to", "take": "from", "swap_hands": "with"}


# --- cards ---------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class Card:
    id: str
    title: dict
    text: dict
    symbol: str
    number: int
    instant: bool
    end: bool
    lasting: bool
    condition: dict | None
    trigger: dict | None
    effect: tuple
    ruling: dict

    @property
    def family(self) -> str:
        return "scientist" if self.symbol in FAMILIES["scientist"] else self.symbol

    def name(self, lang: str = "en") -> str:
        return self.title.get(lang) or self.title.get("en", self.id)


@dataclass(frozen=True, eq=False)
class Deck:
    cards: dict  # id -> Card, in file order
    questions: dict  # QID -> {"en", "ru"}
    personas: tuple  # ({"id", "name", "yes"}, ...)
    rationale: str = ""

    @property
    def ids(self) -> list[str]:
        return list(self.cards)

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]


def matches(card: Card, f: dict | None) -> bool:
    """Does ``card`` pass the filter ``f`` (None passes everything)?"""
    if not f:
        return True
    if "symbol" in f and card.symbol != f["symbol"]:
        return False
    if "family" in f and card.symbol not in FAMILIES[f["family"]]:
        return False
    if "number" in f and card.number != f["number"]:
        return False
    if "number_min" in f and card.number < f["number_min"]:
        return False
    if "number_max" in f and card.number > f["number_max"]:
        return False
    if f.get("odd") and card.number % 2 == 0:
        return False
    if f.get("even") and card.number % 2 == 1:
        return False
    if "instant" in f and card.instant != f["instant"]:
        return False
    return True


def compare(value: int, cmp: dict) -> bool:
    return (("eq" not in cmp or value == cmp["eq"]) and ("min" not in cmp or value >= cmp["min"])
            and ("max" not in cmp or value <= cmp["max"]))


# --- schema --------------------------------------------------------------------------------------
class _Check:
    """Schema checks for one card; every problem names the card id and the field path."""

    def __init__(self, card_id: str, questions: dict):
        self.card_id = card_id
        self.questions = questions

    def fail(self, path: str, problem: str):
        raise ValueError(f"cards.json: card '{self.card_id}', field '{path}': {problem}")

    def int_(self, value, path, lo=0, hi=99):
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            self.fail(path, f"must be a whole number {lo}-{hi}, not {value!r}")

    def bool_(self, value, path):
        if not isinstance(value, bool):
            self.fail(path, f"must be true or false, not {value!r}")

    def keys(self, obj, path, required: set, optional: set = frozenset()):
        if not isinstance(obj, dict):
            self.fail(path, f"must be an object, not {obj!r}")
        missing = required - set(obj)
        if missing:
            self.fail(path, f"missing {', '.join(sorted(missing))}")
        unknown = set(obj) - required - set(optional)
        if unknown:
            self.fail(path, f"unknown field {', '.join(sorted(unknown))}")

    def lang(self, value, path):
        if not isinstance(value, dict) or not all(isinstance(value.get(k), str) and value.get(k).strip()
                                                  for k in ("en", "ru")):
            self.fail(path, "must be {\"en\": text, \"ru\": text}, both non-empty")

    def filter(self, f, path):
        if f is None:
            return
        self.keys(f, path, set(), FILTER_KEYS)
        if "symbol" in f and f["symbol"] not in SYMBOLS:
            self.fail(path + ".symbol", f"unknown symbol {f['symbol']!r} (known: {', '.join(SYMBOLS)})")
        if "family" in f and f["family"] not in FAMILIES:
            self.fail(path + ".family", f"unknown family {f['family']!r}")
        for key in ("number", "number_min", "number_max"):
            if key in f:
                self.int_(f[key], f"{path}.{key}", 0, 9)
        for key in ("odd", "even", "instant"):
            if key in f:
                self.bool_(f[key], f"{path}.{key}")

    def cmp(self, c, path):
        self.keys(c, path, set(), {"eq", "min", "max"})
        if not c:
            self.fail(path, "needs eq, min or max")
        for k, v in c.items():
            self.int_(v, f"{path}.{k}", 0, 99)

    def cond(self, c, path):
        if not isinstance(c, dict) or not c:
            self.fail(path, f"a condition must be an object, not {c!r}")
        if "all" in c or "any" in c:
            key = "all" if "all" in c else "any"
            self.keys(c, path, {key})
            if not isinstance(c[key], list) or not c[key]:
                self.fail(f"{path}.{key}", "must be a non-empty list of conditions")
            for i, sub in enumerate(c[key]):
                self.cond(sub, f"{path}.{key}[{i}]")
            return
        if "not" in c:
            self.keys(c, path, {"not"})
            self.cond(c["not"], f"{path}.not")
            return
        who = c.get("who", "self")
        if who not in COND_WHO:
            self.fail(path + ".who", f"a condition's who is one of {', '.join(COND_WHO)}, not {who!r}")
        leaf = [k for k in c if k != "who"]
        if "has" in c:
            self.keys(c, path, {"has"}, {"count", "who"})
            self.filter(c["has"], path + ".has")
            if "count" in c:
                self.cmp(c["count"], path + ".count")
            return
        if len(leaf) != 1:
            self.fail(path, f"a condition has exactly one test, not {', '.join(leaf) or 'none'}")
        key = leaf[0]
        value = c[key]
        if key in ("hand_count", "hand_sum", "distinct_symbols", "others_hand_count", "deck_count"):
            self.cmp(value, f"{path}.{key}")
        elif key == "only" or key == "previous_card":
            self.filter(value, f"{path}.{key}")
        elif key == "table":
            if value not in TABLE_FACTS:
                self.fail(path + ".table", f"one of {', '.join(TABLE_FACTS)}, not {value!r}")
        elif key == "question":
            if value not in self.questions:
                self.fail(path + ".question", f"unknown question {value!r}")
        else:
            self.fail(f"{path}.{key}", "unknown condition")

    def trigger(self, t, path):
        if not isinstance(t, dict) or t.get("on") not in TRIGGERS:
            self.fail(path + ".on", f"a trigger's on is one of {', '.join(TRIGGERS)}")
        on = t["on"]
        if on == "draw":
            self.keys(t, path, {"on", "min"})
            self.int_(t["min"], path + ".min", 1, 20)
        elif on == "hand_count":
            self.keys(t, path, {"on", "eq"})
            self.int_(t["eq"], path + ".eq", 0, 30)
        elif on == "played":
            self.keys(t, path, {"on"}, {"filter"})
            self.filter(t.get("filter"), path + ".filter")
        else:
            self.keys(t, path, {"on"})

    def lasting(self, rule, path):
        if not isinstance(rule, dict) or rule.get("kind") not in LASTING_KINDS:
            self.fail(path + ".kind", f"one of {', '.join(LASTING_KINDS)}")
        kind = rule["kind"]
        if kind in ("only_play", "forbid_play"):
            self.keys(rule, path, {"kind", "filter"})
            self.filter(rule["filter"], path + ".filter")
        elif kind in ("draw_each_turn", "hand_limit"):
            self.keys(rule, path, {"kind", "n"})
            self.int_(rule["n"], path + ".n", 0 if kind == "hand_limit" else 1, 20)
        else:
            self.keys(rule, path, {"kind", "symbol", "then"})
            if rule["symbol"] not in SYMBOLS:
                self.fail(path + ".symbol", f"unknown symbol {rule['symbol']!r}")
            self.ops(rule["then"], path + ".then", nested=True)

    def ops(self, ops, path, nested=False):
        if not isinstance(ops, list):
            self.fail(path, "must be a list of ops")
        for i, op in enumerate(ops):
            self.op(op, f"{path}[{i}]", nested)

    def op(self, op, path, nested):
        if not isinstance(op, dict) or op.get("op") not in OPS:
            name = op.get("op") if isinstance(op, dict) else op
            self.fail(path + ".op", f"unknown op {name!r} (known: {', '.join(OPS)})")
        name = op["op"]
        required, optional = OPS[name]
        self.keys(op, path, required | {"op"}, optional | {"other"})
        if "other" in op:
            self.bool_(op["other"], path + ".other")
        if name in TARGET_FIELD:
            field = TARGET_FIELD[name]
            if op[field] not in WHO:
                self.fail(f"{path}.{field}", f"unknown player word {op[field]!r} (known: {', '.join(WHO)})")
        if "n" in op:
            self.int_(op["n"], path + ".n", 1, 20)
        if "filter" in op:
            self.filter(op["filter"], path + ".filter")
        if "random" in op:
            self.bool_(op["random"], path + ".random")
        if name == "pass_hands" and op["direction"] not in ("play", "reverse"):
            self.fail(path + ".direction", "play or reverse")
        if name in ("set_end", "set_lasting") and nested:
            self.fail(path, f"{name} cannot sit inside if/ask/then")
        if name == "set_end":
            self.cond(op["win"], path + ".win")
        if name == "set_lasting":
            self.lasting(op["rule"], path + ".rule")
        if name == "if":
            self.cond(op["cond"], path + ".cond")
        if name == "ask" and op["question"] not in self.questions:
            self.fail(path + ".question", f"unknown question {op['question']!r}")
        if name in ("if", "ask"):
            self.ops(op["then"], path + ".then", nested=True)
            self.ops(op.get("else", []), path + ".else", nested=True)


CARD_FIELDS = {"id", "title", "text", "symbol", "number", "instant", "end", "lasting", "condition",
               "trigger", "effect", "ruling"}


def _ops_named(ops, name) -> bool:
    return any(op["op"] == name for op in ops)


def validate(data: Any, deck_size: int | None = DECK_SIZE) -> Deck:
    """Check a parsed cards.json and build the Deck; a ValueError names the card and field at fault.
    ``deck_size`` None accepts any number of cards (test decks)."""
    if not isinstance(data, dict):
        raise ValueError("cards.json: the top level must be an object")
    for key in ("version", "questions", "personas", "cards"):
        if key not in data:
            raise ValueError(f"cards.json: missing top-level field '{key}'")
    if data["version"] != 1:
        raise ValueError(f"cards.json: version {data['version']!r} is not 1")
    questions = data["questions"]
    if not isinstance(questions, dict):
        raise ValueError("cards.json: 'questions' must map question ids to {en, ru} texts")
    for qid, text in questions.items():
        if not isinstance(text, dict) or not all(isinstance(text.get(k), str) for k in ("en", "ru")):
            raise ValueError(f"cards.json: question '{qid}' needs en and ru texts")
    personas = data["personas"]
    if not isinstance(personas, list) or len(personas) < MIN_PERSONAS:
        raise ValueError(f"cards.json: at least {MIN_PERSONAS} personas are needed")
    seen_personas = set()
    for p in personas:
        if not isinstance(p, dict) or not isinstance(p.get("id"), str):
            raise ValueError(f"cards.json: persona {p!r} has no id")
        if p["id"] in seen_personas:
            raise ValueError(f"cards.json: persona id '{p['id']}' appears twice")
        seen_personas.add(p["id"])
        if not isinstance(p.get("name"), dict) or not isinstance(p.get("yes"), list):
            raise ValueError(f"cards.json: persona '{p['id']}' needs a name {{en, ru}} and a yes list")
        for q in p["yes"]:
            if q not in questions:
                raise ValueError(f"cards.json: persona '{p['id']}' says yes to unknown question '{q}'")
    raw_cards = data["cards"]
    if not isinstance(raw_cards, list):
        raise ValueError("cards.json: 'cards' must be a list")
    if deck_size is not None and len(raw_cards) != deck_size:
        raise ValueError(f"cards.json: the deck has {len(raw_cards)} cards, not {deck_size}")
    cards: dict[str, Card] = {}
    for i, raw in enumerate(raw_cards):
        card_id = raw.get("id") if isinstance(raw, dict) else None
        if not isinstance(card_id, str) or not card_id:
            raise ValueError(f"cards.json: card #{i + 1} has no id")
        if card_id in cards:
            raise ValueError(f"cards.json: card id '{card_id}' appears twice")
        check = _Check(card_id, questions)
        check.keys(raw, "card", CARD_FIELDS - {"condition", "trigger"}, {"condition", "trigger"})
        for field in ("title", "text", "ruling"):
            check.lang(raw[field], field)
        if raw["symbol"] not in SYMBOLS:
            check.fail("symbol", f"unknown symbol {raw['symbol']!r} (known: {', '.join(SYMBOLS)})")
        check.int_(raw["number"], "number", 0, 9)
        for flag in ("instant", "end", "lasting"):
            check.bool_(raw[flag], flag)
        if raw.get("condition") is not None:
            check.cond(raw["condition"], "condition")
        if raw["instant"]:
            if raw.get("trigger") is None:
                check.fail("trigger", "an instant card needs a trigger")
            check.trigger(raw["trigger"], "trigger")
        elif raw.get("trigger") is not None:
            check.fail("trigger", "only instant cards have a trigger")
        check.ops(raw["effect"], "effect")
        if raw["end"] != _ops_named(raw["effect"], "set_end"):
            check.fail("end", "an End card (and only an End card) has a top-level set_end op")
        if raw["lasting"] != _ops_named(raw["effect"], "set_lasting"):
            check.fail("lasting", "a lasting card (and only a lasting card) has a top-level set_lasting op")
        if raw["end"] and raw["lasting"]:
            check.fail("lasting", "a card is End or lasting, not both")
        cards[card_id] = Card(card_id, raw["title"], raw["text"], raw["symbol"], raw["number"],
                              raw["instant"], raw["end"], raw["lasting"], raw.get("condition"),
                              raw.get("trigger"), tuple(raw["effect"]), raw["ruling"])
    _TITLES.update({cid: c.name() for cid, c in cards.items()})
    return Deck(cards, questions, tuple(personas), str(data.get("rationale", "")))


@lru_cache(maxsize=1)
def load() -> Deck:
    """The game's deck from cards.json, checked."""
    from labdesk.resources import resource_path

    with open(resource_path(DATA_FILE), encoding="utf-8") as f:
        return validate(json.load(f))


# --- events of effects ---------------------------------------------------------------------------
def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def card_name(card_id: str, deck: Deck | None = None) -> str:
    """A card's title in quotes, for log sentences."""
    if deck is not None and card_id in deck.cards:
        return f"“{deck.cards[card_id].name()}”"
    if card_id not in _TITLES:
        try:
            load()
        except (OSError, ValueError):
            pass
    return f"“{_TITLES[card_id]}”" if card_id in _TITLES else card_id


@dataclass(frozen=True)
class CardsDrawn(Event):
    barrier: ClassVar[bool] = True
    seat: int
    count: int

    def describe(self, names):
        return f"{names[self.seat]} draws {_n(self.count, 'card')}." if self.count else \
            f"{names[self.seat]} cannot draw: the deck and the discard pile are empty."


@dataclass(frozen=True)
class DeckReshuffled(Event):
    barrier: ClassVar[bool] = True
    count: int

    def describe(self, names):
        return f"The discard pile is shuffled into a new deck of {_n(self.count, 'card')}."


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: str

    def describe(self, names):
        return f"{names[self.seat]} discards {card_name(self.card)}."


@dataclass(frozen=True)
class CardsGiven(Event):
    barrier: ClassVar[bool] = True
    seat: int
    to: int
    count: int

    def describe(self, names):
        return f"{names[self.seat]} gives {names[self.to]} {_n(self.count, 'card')}."


@dataclass(frozen=True)
class CardsTaken(Event):
    barrier: ClassVar[bool] = True
    seat: int
    source: int
    count: int
    random: bool

    def describe(self, names):
        how = " at random" if self.random else ""
        return f"{names[self.seat]} takes {_n(self.count, 'card')}{how} from {names[self.source]}."


@dataclass(frozen=True)
class HandsSwapped(Event):
    barrier: ClassVar[bool] = True
    seat: int
    other: int

    def describe(self, names):
        return f"{names[self.seat]} swaps hands with {names[self.other]}."


@dataclass(frozen=True)
class HandsPassed(Event):
    barrier: ClassVar[bool] = True
    step: int  # +1: every hand goes to the next seat number, -1: to the previous
    forward: bool = True  # to the next player in the direction of play (False: to the previous one)

    def describe(self, names):
        return f"Every player passes their hand on to the {'next' if self.forward else 'previous'} player."


@dataclass(frozen=True)
class DirectionReversed(Event):
    seat: int
    direction: int

    def describe(self, names):
        return f"{names[self.seat]} reverses the direction of play."


@dataclass(frozen=True)
class PlayersSkipped(Event):
    seat: int
    count: int

    def describe(self, names):
        who = "the next player" if self.count == 1 else f"the next {self.count} players"
        return f"{names[self.seat]} skips {who}."


@dataclass(frozen=True)
class PlaysAgain(Event):
    seat: int

    def describe(self, names):
        return f"{names[self.seat]} will take another turn."


@dataclass(frozen=True)
class HandRevealed(Event):
    barrier: ClassVar[bool] = True
    seat: int
    cards: tuple

    def describe(self, names):
        shown = ", ".join(card_name(c) for c in self.cards) or "nothing"
        return f"{names[self.seat]} shows their hand: {shown}."


@dataclass(frozen=True)
class PreviousCopied(Event):
    seat: int
    card: str | None

    def describe(self, names):
        if self.card is None:
            return f"{names[self.seat]} has no card to copy."
        return f"{names[self.seat]} copies {card_name(self.card)}."


@dataclass(frozen=True)
class EndCardSet(Event):
    seat: int
    card: str
    replaced: str | None

    def describe(self, names):
        old = f", replacing {card_name(self.replaced)}" if self.replaced else ""
        return f"{card_name(self.card)} is now the End card{old}: it decides who wins."


@dataclass(frozen=True)
class EndCardCleared(Event):
    seat: int
    card: str | None

    def describe(self, names):
        if self.card is None:
            return ""
        return f"{names[self.seat]} clears {card_name(self.card)}: an empty hand wins again."


@dataclass(frozen=True)
class LastingCardSet(Event):
    seat: int
    card: str
    replaced: str | None

    def describe(self, names):
        old = f", replacing {card_name(self.replaced)}" if self.replaced else ""
        return f"{card_name(self.card)} stays on the table{old}."


@dataclass(frozen=True)
class LastingCardCleared(Event):
    seat: int
    card: str | None
    fulfilled: bool

    def describe(self, names):
        if self.card is None:
            return ""
        if self.fulfilled:
            return f"{names[self.seat]} fulfils {card_name(self.card)}; it leaves the table."
        return f"{names[self.seat]} clears {card_name(self.card)} from the table."


@dataclass(frozen=True)
class LastingCardSprung(Event):
    """A waiting lasting card acts on the player of its symbol although that card's own effect
    already took it off the table."""
    seat: int
    card: str

    def describe(self, names):
        return f"{card_name(self.card)} still catches {names[self.seat]}."


@dataclass(frozen=True)
class PlayerChosen(Event):
    seat: int
    target: int

    def describe(self, names):
        return f"{names[self.seat]} picks {names[self.target]}."


@dataclass(frozen=True)
class QuestionAnswered(Event):
    seat: int
    question: str
    yes: bool
    persona: bool  # answered by the seat's persona sheet (an AI seat)

    def describe(self, names):
        deck = load()
        text = deck.questions.get(self.question, {}).get("en", self.question)
        return f"{names[self.seat]} is asked “{text}” and answers {'yes' if self.yes else 'no'}."


@dataclass(frozen=True)
class ReactionOffered(Event):
    seat: int
    trigger: str

    def describe(self, names):
        return ""  # the board shows the prompt; the log tells only what is played


@dataclass(frozen=True)
class ReactionPassed(Event):
    seat: int

    def describe(self, names):
        return ""


# --- the interpreter -------------------------------------------------------------------------------
# A context says on whose behalf an effect runs: (actor, card id, trigger seat or None, copy?).
Ctx = tuple
# Tasks (and pseudo-steps) whose second item is such a context.
CTX_TASKS = frozenset({"op", "apply", "collect", "discard", "give", "take_random", "hand_over", "settle",
                       "fulfil", "play", "draw", "answer"})
_TITLES: dict[str, str] = {}  # card id -> English title, for log sentences (every checked deck adds its own)


class Interpreter:
    """Mixin of the Lab Chaos state: the effect machine. It uses the state's ``cards`` (the Deck),
    ``draw_pile``, ``discard``, ``in_play``, ``hands``, ``rng``, ``direction``, ``turn``, ``tasks``,
    ``pending``, ``events``, ``fired``, ``acting``, ``answers``, ``personas``, ``human_seats`` and
    the table slots (End and lasting card); rules.py defines the turn tasks (``_t_<kind>``), the
    win check (``after_step``) and ``game_over``."""

    cards: Deck
    players: int

    # --- small helpers -------------------------------------------------------------------------
    def card(self, card_id: str) -> Card:
        return self.cards.cards[card_id]

    def order_from(self, seat: int, include: bool = True) -> list[int]:
        """Seats in the direction of play, starting at ``seat`` (or just after it)."""
        seats = [(seat + i * self.direction) % self.players for i in range(self.players)]
        return seats if include else seats[1:]

    def neighbour(self, seat: int, step: int) -> int:
        return (seat + step * self.direction) % self.players

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def fire(self, on: str, subject: int, value: Any = None, actor: int | None = None) -> None:
        """Note a game event instant cards may react to (windows open after the current step and go
        round from the acting player)."""
        if actor is None:
            actor = self.acting if self.acting is not None else subject
        self.fired.append((on, subject, value, actor))

    def push_ops(self, ctx: Ctx, ops: Sequence[dict]) -> None:
        for op in reversed(ops):
            self.tasks.append(("op", ctx, op))

    # --- moving cards ----------------------------------------------------------------------------
    def draw_cards(self, seat: int, n: int) -> int:
        got = 0
        for _ in range(n):
            if not self.draw_pile:
                self.reshuffle()
                if not self.draw_pile:
                    break
            self.hands[seat].append(self.draw_pile.pop())
            got += 1
        self.emit(CardsDrawn(seat, got))
        if got:
            self.fire("draw", seat, got)
        return got

    def reshuffle(self) -> None:
        if len(self.discard) <= 1:
            return
        top = self.discard.pop()
        self.draw_pile, self.discard = self.discard, [top]
        self.rng.shuffle(self.draw_pile)
        self.emit(DeckReshuffled(len(self.draw_pile)))

    def lose_cards(self, seat: int, cards: Sequence[str]) -> None:
        """Cards left ``seat``'s hand (already removed): a dropped hand may trigger instants."""
        if cards:
            self.fire("hand_count", seat, len(self.hands[seat]))

    def fire_shrunk(self, before: list[int], actor: int) -> None:
        """After hands moved as a whole: every hand that got smaller has "dropped"."""
        for s in self.order_from(actor):
            if len(self.hands[s]) < before[s]:
                self.fire("hand_count", s, len(self.hands[s]), actor)

    def discard_card(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.emit(CardDiscarded(seat, card))
        self.lose_cards(seat, [card])

    def move_card(self, src: int, dst: int, card: str) -> None:
        self.hands[src].remove(card)
        self.hands[dst].append(card)

    # --- questions -----------------------------------------------------------------------------
    def answer_known(self, seat: int, qid: str) -> bool | None:
        """The seat's answer to a real-life question: from its persona (AI seats) or what the person
        said earlier; None if a person has not been asked yet."""
        if seat in self.human_seats:
            return self.answers.get(seat, {}).get(qid)
        persona = self.personas[seat]
        return qid in persona["yes"] if persona else False

    def missing_answers(self, cond: Any, seat: int) -> list[str]:
        return [q for q in questions_in(cond) if self.answer_known(seat, q) is None]

    def ask_first(self, seat: int, qids: list[str], task: tuple) -> bool:
        """If ``seat`` has questions to answer before ``task`` can run, ask the first one and put the
        task back on the stack; True if a question is now pending."""
        if not qids:
            return False
        self.tasks.append(task)
        if task[0] == "try_play":
            card = task[2]
        else:
            card = task[1][1] if task[0] in CTX_TASKS else self.end_card
        self.pending = {"kind": "question", "seat": seat, "question": qids[0], "card": card}
        return True

    def record_answer(self, seat: int, qid: str, yes: bool, persona: bool = False) -> None:
        self.answers.setdefault(seat, {})[qid] = yes
        self.emit(QuestionAnswered(seat, qid, yes, persona))

    # --- conditions ----------------------------------------------------------------------------
    def cond_holds(self, cond: dict | None, seat: int, unknown: bool = True) -> bool:
        """COND about ``seat``; an unasked person's real-life answer counts as ``unknown``."""
        if not cond:
            return True
        if "all" in cond:
            return all(self.cond_holds(c, seat, unknown) for c in cond["all"])
        if "any" in cond:
            return any(self.cond_holds(c, seat, unknown) for c in cond["any"])
        if "not" in cond:
            return not self.cond_holds(cond["not"], seat, not unknown)
        who = cond.get("who", "self")
        if who != "self":
            seat = self.neighbour(seat, 1 if who == "next" else -1)
        hand = [self.card(c) for c in self.hands[seat]]
        if "has" in cond:
            return compare(sum(1 for c in hand if matches(c, cond["has"])), cond.get("count", {"min": 1}))
        if "hand_count" in cond:
            return compare(len(hand), cond["hand_count"])
        if "hand_sum" in cond:
            return compare(sum(c.number for c in hand), cond["hand_sum"])
        if "only" in cond:
            return all(matches(c, cond["only"]) for c in hand)
        if "distinct_symbols" in cond:
            return compare(len({c.symbol for c in hand}), cond["distinct_symbols"])
        if "others_hand_count" in cond:
            return all(compare(len(self.hands[s]), cond["others_hand_count"])
                       for s in range(self.players) if s != seat)
        if "table" in cond:
            fact = cond["table"]
            if fact == "end_active":
                return self.end_card is not None
            if fact == "lasting_active":
                return self.lasting_card is not None
            return self.direction == -1
        if "previous_card" in cond:
            prev = self.previous_card(seat)
            return prev is not None and matches(self.card(prev), cond["previous_card"])
        if "deck_count" in cond:
            return compare(len(self.draw_pile), cond["deck_count"])
        if "question" in cond:
            answer = self.answer_known(seat, cond["question"])
            return unknown if answer is None else answer
        raise ValueError(f"unknown condition {cond!r}")

    def previous_card(self, seat: int) -> str | None:
        """The card the player before ``seat`` in play order played on their last turn."""
        return self.last_turn_card[self.neighbour(seat, -1)]

    # --- the task machine ----------------------------------------------------------------------
    def run(self) -> None:
        """Run tasks until a person must decide or the stack is empty (the turn player then plays)."""
        while self.pending is None and self.tasks and not self.game_over:
            task = self.tasks.pop()
            self.acting = task[1][0] if task[0] in CTX_TASKS else None
            getattr(self, "_t_" + task[0])(*task[1:])
            self.open_windows()
            self.after_step(task)

    def open_windows(self) -> None:
        """Turn the instant-card triggers fired by the last step into reaction windows."""
        if not self.fired or self.game_over:
            self.fired = []
            return
        fired, self.fired = self.fired, []
        windows = []
        for on, subject, value, actor in fired:
            trigger = (on, subject, value)
            order = self.order_from(actor)
            if self.reactions_left > 0 and any(self.matching_instants(s, trigger) for s in order):
                seats = [s for s in order if self.asked_anyway(s) or self.matching_instants(s, trigger)]
                windows.append(("window", trigger, tuple(seats)))
        # the first fired event's window opens first (the stack is last in, first out)
        self.tasks.extend(reversed(windows))

    @staticmethod
    def trigger_player(trigger: tuple) -> int:
        """Who "trigger" means for a fired event (on, subject, value): the subject, except for "take"
        where it is the taker (the value)."""
        on, subject, value = trigger
        return value if on == "take" else subject

    def trigger_matches(self, card: Card, seat: int, trigger: tuple) -> bool:
        on, subject, value = trigger
        t = card.trigger
        if t is None or t["on"] != on:
            return False
        if on == "draw":
            return value >= t["min"]
        if on == "hand_count":
            return value == t["eq"]
        if on == "played":
            return matches(self.card(value), t.get("filter"))
        if on == "take":
            return seat == subject
        return True

    def matching_instants(self, seat: int, trigger: tuple) -> list[str]:
        return [c for c in self.hands[seat]
                if self.card(c).instant and self.trigger_matches(self.card(c), seat, trigger)]

    def asked_anyway(self, seat: int) -> bool:
        """A seat asked in every reaction window that opens, holding a matching instant or not: each
        person when two or more people share the screen, so the hand-off screens do not show who
        holds an instant (they may only pass when they hold none)."""
        return len(self.human_seats) >= 2 and seat in self.human_seats

    def _t_window(self, trigger: tuple, seats: tuple) -> None:
        for i, seat in enumerate(seats):
            if self.reactions_left > 0 and (self.asked_anyway(seat) or self.matching_instants(seat, trigger)):
                self.pending = {"kind": "react", "seat": seat, "trigger": trigger, "rest": seats[i + 1:]}
                self.emit(ReactionOffered(seat, trigger[0]))
                return

    def _t_op(self, ctx: Ctx, op: dict) -> None:
        name = op["op"]
        field = TARGET_FIELD.get(name)
        if field is None:
            getattr(self, "_op_" + name)(ctx, op)
            return
        actor = ctx[0]
        who = op[field]
        no_self = name in ("give", "take", "swap_hands") or op.get("other", False)
        if who == "trigger":
            if ctx[2] is not None:
                self.tasks.append(("apply", ctx, op, (ctx[2],)))
                return
            who = "chosen_other"
        if who in ("chosen", "chosen_other"):
            options = [s for s in self.order_from(actor, include=not (no_self or who == "chosen_other"))]
            self.choose_target(ctx, op, options)
        elif who in ("most_cards", "fewest_cards"):
            pool = self.order_from(actor, include=not no_self)
            sizes = [len(self.hands[s]) for s in pool]
            best = max(sizes) if who == "most_cards" else min(sizes)
            self.choose_target(ctx, op, [s for s in pool if len(self.hands[s]) == best])
        elif who == "each_other_chooses":
            self.tasks.append(("collect", ctx, op, tuple(self.order_from(actor, include=False)), ()))
        else:
            if who == "self":
                targets = [actor]
            elif who == "next":
                targets = [self.neighbour(actor, 1)]
            elif who == "previous":
                targets = [self.neighbour(actor, -1)]
            elif who == "others":
                targets = self.order_from(actor, include=False)
            else:  # all
                targets = self.order_from(actor, include=not no_self)
            if no_self:
                targets = [t for t in targets if t != actor]
            self.tasks.append(("apply", ctx, op, tuple(targets)))

    def choose_target(self, ctx: Ctx, op: dict, options: list[int]) -> None:
        if not options:
            return
        if len(options) == 1:
            self.tasks.append(("apply", ctx, op, (options[0],)))
            return
        self.pending = {"kind": "choose_player", "seat": ctx[0], "options": tuple(options),
                        "op": op["op"], "resume": ("pick", ctx, op)}

    def _t_collect(self, ctx: Ctx, op: dict, choosers: tuple, picked: tuple) -> None:
        if not choosers:
            self.tasks.append(("apply", ctx, op, picked))
            return
        chooser, rest = choosers[0], choosers[1:]
        options = tuple(s for s in self.order_from(chooser, include=False))
        if op["op"] in ("give", "take", "swap_hands"):
            options = tuple(s for s in options if s != ctx[0]) or options
        self.pending = {"kind": "choose_player", "seat": chooser, "options": options, "op": op["op"],
                        "resume": ("collect", ctx, op, rest, picked)}

    def answer_choose_player(self, target: int) -> None:
        p, self.pending = self.pending, None
        self.emit(PlayerChosen(p["seat"], target))
        resume = p["resume"]
        if resume[0] == "pick":
            self.tasks.append(("apply", resume[1], resume[2], (target,)))
        else:
            _, ctx, op, rest, picked = resume
            self.tasks.append(("collect", ctx, op, rest, picked + (target,)))

    def _t_apply(self, ctx: Ctx, op: dict, targets: tuple) -> None:
        name = op["op"]
        actor = ctx[0]
        if name == "draw":
            for t in targets:
                self.draw_cards(t, op["n"])
        elif name == "discard":
            for t in reversed(targets):
                self.tasks.append(("discard", ctx, t, op["n"], op.get("filter")))
        elif name == "discard_all":
            for t in targets:
                doomed = [c for c in self.hands[t] if matches(self.card(c), op.get("filter"))]
                for c in doomed:
                    self.hands[t].remove(c)
                    self.discard.append(c)
                    self.emit(CardDiscarded(t, c))
                self.lose_cards(t, doomed)
        elif name == "give":
            for t in reversed(targets):
                if t != actor:
                    self.tasks.append(("give", ctx, t, op["n"]))
        elif name == "take":
            for t in reversed(targets):
                if t == actor:
                    continue
                if op.get("random"):
                    self.tasks.append(("take_random", ctx, t, op["n"]))
                else:
                    self.tasks.append(("hand_over", ctx, t, op["n"]))
        elif name == "swap_hands":
            others = [t for t in targets if t != actor]
            if others:
                other = others[0]
                before = [len(h) for h in self.hands]
                self.hands[actor], self.hands[other] = self.hands[other], self.hands[actor]
                self.emit(HandsSwapped(actor, other))
                self.fire_shrunk(before, actor)
        elif name == "reveal":
            for t in targets:
                self.revealed.add(t)
                self.emit(HandRevealed(t, tuple(self.hands[t])))

    def _t_discard(self, ctx: Ctx, seat: int, n: int, f: dict | None) -> None:
        options = [c for c in self.hands[seat] if matches(self.card(c), f)]
        if not options:
            return
        if len(options) <= n:
            for c in options:
                self.hands[seat].remove(c)
                self.discard.append(c)
                self.emit(CardDiscarded(seat, c))
            self.lose_cards(seat, options)
            return
        self.pending = {"kind": "discard", "seat": seat, "n": n, "filter": f, "ctx": ctx}

    def answer_discard(self, card: str) -> None:
        p, self.pending = self.pending, None
        self.discard_card(p["seat"], card)
        if p["n"] > 1:
            self.tasks.append(("discard", p["ctx"], p["seat"], p["n"] - 1, p["filter"]))

    def _t_give(self, ctx: Ctx, to: int, n: int) -> None:
        actor = ctx[0]
        hand = self.hands[actor]
        if not hand:
            return
        if len(hand) <= n:
            cards = list(hand)
            for c in cards:
                self.move_card(actor, to, c)
            self.emit(CardsGiven(actor, to, len(cards)))
            self.lose_cards(actor, cards)
            return
        self.pending = {"kind": "give", "seat": actor, "to": to, "n": n, "ctx": ctx}

    def answer_give(self, card: str) -> None:
        p, self.pending = self.pending, None
        self.move_card(p["seat"], p["to"], card)
        self.emit(CardsGiven(p["seat"], p["to"], 1))
        self.lose_cards(p["seat"], [card])
        if p["n"] > 1:
            self.tasks.append(("give", p["ctx"], p["to"], p["n"] - 1))

    def _t_take_random(self, ctx: Ctx, source: int, n: int) -> None:
        actor = ctx[0]
        hand = self.hands[source]
        picked = self.rng.sample(hand, min(n, len(hand))) if hand else []
        for c in picked:
            self.move_card(source, actor, c)
        self.emit(CardsTaken(actor, source, len(picked), True))
        if picked:
            self.lose_cards(source, picked)
            self.fire("take", source, actor, actor)

    def _t_hand_over(self, ctx: Ctx, source: int, n: int, taken: int = 0) -> None:
        actor = ctx[0]
        hand = self.hands[source]
        if not hand:
            if taken:
                self.fire("take", source, actor, actor)
            return
        if len(hand) <= n:
            cards = list(hand)
            for c in cards:
                self.move_card(source, actor, c)
            self.emit(CardsTaken(actor, source, len(cards), False))
            self.lose_cards(source, cards)
            self.fire("take", source, actor, actor)
            return
        self.pending = {"kind": "hand_over", "seat": source, "to": actor, "n": n, "ctx": ctx,
                        "taken": taken}

    def answer_hand_over(self, card: str) -> None:
        p, self.pending = self.pending, None
        self.move_card(p["seat"], p["to"], card)
        self.emit(CardsTaken(p["to"], p["seat"], 1, False))
        self.lose_cards(p["seat"], [card])
        if p["n"] > 1:
            self.tasks.append(("hand_over", p["ctx"], p["seat"], p["n"] - 1, p["taken"] + 1))
        else:
            self.fire("take", p["seat"], p["to"], p["to"])

    # --- ops without targets -------------------------------------------------------------------
    def _op_pass_hands(self, ctx: Ctx, op: dict) -> None:
        step = self.direction * (1 if op["direction"] == "play" else -1)
        hands = self.hands
        before = [len(h) for h in hands]
        self.hands = [hands[(s - step) % self.players] for s in range(self.players)]
        self.emit(HandsPassed(step, op["direction"] == "play"))
        self.fire_shrunk(before, ctx[0])

    def _op_reverse(self, ctx: Ctx, op: dict) -> None:
        self.direction = -self.direction
        self.emit(DirectionReversed(ctx[0], self.direction))
        self.fire("reverse", ctx[0])

    def _op_skip(self, ctx: Ctx, op: dict) -> None:
        n = op.get("n", 1)
        self.skips += n
        self.emit(PlayersSkipped(ctx[0], n))
        self.fire("skip", ctx[0], n)

    def _op_play_again(self, ctx: Ctx, op: dict) -> None:
        if ctx[0] == self.turn and not self.again:
            self.again = True
            self.emit(PlaysAgain(ctx[0]))

    def _op_copy_previous(self, ctx: Ctx, op: dict) -> None:
        actor, _, trigger_seat, copied = ctx
        prev = None if copied else self.previous_card(actor)
        if prev is not None and (self.card(prev).end or self.card(prev).lasting):
            prev = None
        self.emit(PreviousCopied(actor, prev))
        if prev is not None:
            self.push_ops((actor, prev, trigger_seat, True), self.card(prev).effect)

    def _op_set_end(self, ctx: Ctx, op: dict) -> None:
        actor, card = ctx[0], ctx[1]
        old = self.end_card
        if old is not None:
            self.discard.append(old)
        self.end_card, self.end_cond = card, op["win"]
        self.to_table(card)
        self.emit(EndCardSet(actor, card, old))
        if old is not None:
            self.fire("end_replaced", actor)
        self.fire("end_played", actor)

    def to_table(self, card: str) -> None:
        """The resolving card now lies on the table instead of waiting for the discard pile."""
        if card in self.in_play:
            self.in_play.remove(card)

    def _op_clear_end(self, ctx: Ctx, op: dict) -> None:
        old = self.end_card
        if old is not None:
            self.discard.append(old)
            self.end_card, self.end_cond = None, None
        self.emit(EndCardCleared(ctx[0], old))

    def _op_set_lasting(self, ctx: Ctx, op: dict) -> None:
        actor, card = ctx[0], ctx[1]
        old = self.lasting_card
        if old is not None:
            self.discard.append(old)
        self.lasting_card, self.lasting_rule = card, op["rule"]
        self.to_table(card)
        self.emit(LastingCardSet(actor, card, old))

    def _op_clear_lasting(self, ctx: Ctx, op: dict) -> None:
        old = self.lasting_card
        if old is not None:
            self.discard.append(old)
            self.lasting_card, self.lasting_rule = None, None
        self.emit(LastingCardCleared(ctx[0], old, False))

    def _t_fulfil(self, ctx: Ctx, lasting: str, rule: dict) -> None:
        """A card of the lasting card's symbol was played and has resolved: the lasting card leaves
        the table (unless that card's effect already removed it) and its `then` runs."""
        if self.lasting_card == lasting:
            self.discard.append(lasting)
            self.lasting_card, self.lasting_rule = None, None
            self.emit(LastingCardCleared(ctx[0], lasting, True))
        else:
            self.emit(LastingCardSprung(ctx[0], lasting))
        self.push_ops((ctx[0], lasting, None, False), rule["then"])

    def _op_if(self, ctx: Ctx, op: dict) -> None:
        actor = ctx[0]
        if self.ask_first(actor, self.missing_answers(op["cond"], actor), ("op", ctx, op)):
            return
        self.push_ops(ctx, op["then"] if self.cond_holds(op["cond"], actor) else op.get("else", []))

    def _op_ask(self, ctx: Ctx, op: dict) -> None:
        actor, qid = ctx[0], op["question"]
        answer = self.answer_known(actor, qid)
        if answer is None:
            self.ask_first(actor, [qid], ("op", ctx, op))
            return
        if actor not in self.human_seats:
            self.emit(QuestionAnswered(actor, qid, answer, True))
        self.push_ops(ctx, op["then"] if answer else op.get("else", []))


def questions_in(cond: Any) -> list[str]:
    """Question ids a condition refers to, in order."""
    if not isinstance(cond, dict):
        return []
    found: list[str] = []
    if "question" in cond:
        found.append(cond["question"])
    for key in ("all", "any"):
        for sub in cond.get(key, []):
            found.extend(q for q in questions_in(sub) if q not in found)
    if "not" in cond:
        found.extend(q for q in questions_in(cond["not"]) if q not in found)
    return found
