"""Lab Chaos content: the vocabulary of cards.json (this docstring is its reference), the schema
check that turns the file into a Deck, and the card tests (filters and comparisons) the rules use.

No card has code of its own: every card is data in cards.json; interpreter.py carries effects out.

# cards.json
{"version": 1, "rationale": str, "questions": {QID: text},
 "personas": [{"id", "name": text, "yes": [QID, ...]}, ... at least 6],
 "cards": [{"id", "title": text, "text": text, "symbol": "bald|haired|dino|robot",
            "number": 0-9, "instant": bool, "end": bool, "lasting": bool,
            "condition": null|COND, "trigger": null|TRIGGER, "effect": [OP, ...],
            "ruling": text}, ... 76 unique ids]}
Every text is English; its translations are in the game's catalogs (labdesk/locale/<lang>/lab_chaos.po),
found there by words.content_strings() and shown through ``_()``.
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
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from labdesk.i18n import _

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
    title: str
    text: str
    symbol: str
    number: int
    instant: bool
    end: bool
    lasting: bool
    condition: dict | None
    trigger: dict | None
    effect: tuple
    ruling: str

    @property
    def family(self) -> str:
        return "scientist" if self.symbol in FAMILIES["scientist"] else self.symbol


@dataclass(frozen=True, eq=False)
class Deck:
    cards: dict  # id -> Card, in file order
    questions: dict  # QID -> the question (English)
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

    def text(self, value, path):
        if not isinstance(value, str) or not value.strip():
            self.fail(path, f"must be a non-empty text, not {value!r}")

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
        raise ValueError("cards.json: 'questions' must map question ids to their texts")
    for qid, text in questions.items():
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"cards.json: question '{qid}' needs a text")
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
        if not isinstance(p.get("name"), str) or not p["name"].strip() or not isinstance(p.get("yes"), list):
            raise ValueError(f"cards.json: persona '{p['id']}' needs a name and a yes list")
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
            check.text(raw[field], field)
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
    _TITLES.update({cid: c.title for cid, c in cards.items()})
    return Deck(cards, questions, tuple(personas), str(data.get("rationale", "")))


@lru_cache(maxsize=1)
def load() -> Deck:
    """The game's deck from cards.json, checked."""
    from labdesk.resources import resource_path

    with open(resource_path(DATA_FILE), encoding="utf-8") as f:
        return validate(json.load(f))


_TITLES: dict[str, str] = {}  # card id -> English title, for log sentences (every checked deck adds its own)


def card_name(card_id: str, deck: Deck | None = None) -> str:
    """A card's title in quotes and in the current language, for log sentences."""
    if deck is not None and card_id in deck.cards:
        return quoted(deck.cards[card_id].title)
    if card_id not in _TITLES:
        try:
            load()
        except (OSError, ValueError):
            pass
    return quoted(_TITLES[card_id]) if card_id in _TITLES else card_id


def quoted(title: str) -> str:
    """An English card title translated and in the language's quotation marks."""
    return _("“{title}”").format(title=_(title))



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
