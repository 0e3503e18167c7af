"""Lab Wars content (content.json), loaded once and checked against its schema.

Every card's effect is a small dict of named primitives (``VOCABULARY``) that the rules interpret:
no Python per card. Lab items are numbered 0..71 in the order of the data file, action cards 0..17,
impact cards per pile from the cheapest. A file that breaks the shape the rules rely on is refused
with a message naming the bad entry. Pure Python.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from labdesk.resources import package_text

ITEM_COUNT, ACTION_COUNT, IMPACT_COUNT = 72, 18, 24  # the base game; Legends of Science adds items
DATA_KINDS = ("chemical", "dna")
CHARACTER_IDS = ("postdoc", "phd", "pi", "emeritus", "professor")
PILE_IDS = ("nurture", "book", "nobel")
# the rulebook's table: impact cards per pile by player count
IMPACT_TABLE = {2: {"nurture": 4, "book": 4, "nobel": 2}, 3: {"nurture": 6, "book": 6, "nobel": 3},
                4: {"nurture": 8, "book": 8, "nobel": 4}}

# primitive -> where it may appear. "self": happens to the card's owner; "target": to a chosen seat.
SELF_EFFECTS = {"rp", "chemical", "dna", "draw", "action", "next_bonus", "hand_limit",
                "impact_discount", "extra_impact", "wild_data", "recall"}
TARGET_EFFECTS = {"steal_rp", "lose_rp", "steal_item", "discard_random", "cost_up", "disable",
                  "steal_paper"}
VOCABULARY = SELF_EFFECTS | TARGET_EFFECTS
BONUS_EFFECTS = {"rp", "draw", "action", "hand_limit"}  # what an item may give every bonus phase
DELAYED_EFFECTS = {"rp", "draw", "action"}  # what may wait for the next bonus phase
TRIGGER_REWARDS = {"chemical": {"rp"}, "dna": {"draw", "rp"}}
TIMINGS = ("own", "reaction")
LEGEND_IDS = ("darwin", "mcclintock", "mcbarnette", "franklin", "mendel")
NEEDS = {"items", "lab_value", "lab_count", "impact", "rp", "hand"}  # news article requirements
TARGETS = ("rival", "none", "actor")


class ContentError(ValueError):
    """content.json does not have the shape the rules need."""


@dataclass(frozen=True)
class Trigger:
    data: str  # "chemical" or "dna"
    tiers: tuple[tuple[int, dict], ...]  # (data spent, rewards), smallest first


@dataclass(frozen=True)
class ItemType:
    id: str
    name: str
    cost: int
    count: int
    experiment: dict  # effects of turning it sideways ({} = no experiment icon)
    discard: int  # hand items to give up to experiment (discard icon)
    bonus: dict  # every bonus phase while in the lab (and passive hand_limit)
    trigger: Trigger | None
    text: str
    instant: tuple[str, dict] | None = None  # (character a rival reveals, effects for the owner)

    @property
    def value(self) -> int:
        """End-game lab value: the price printed on the card."""
        return self.cost


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    bonus: dict
    sabotages: str | None
    sabotage: dict
    text: str
    item: str | None = None  # a legend's own lab item


@dataclass(frozen=True)
class News:
    """A Legends of Science news article: a secret side goal worth ``value`` impact."""
    index: int
    id: str
    name: str
    needs: dict
    value: int
    text: str


@dataclass(frozen=True)
class ActionCard:
    id: str
    name: str
    timing: str  # "own" (your turn) or "reaction" (when prompted)
    target: str  # "rival", "none" or "actor" (the rival whose move is answered)
    when: str | None
    effects: dict
    text: str


@dataclass(frozen=True)
class ImpactCard:
    pile: str
    index: int  # position in its pile's full list, cheapest first
    cost: int
    value: int

    @property
    def id(self) -> str:
        return f"{self.pile}-{self.index + 1}"


@dataclass(frozen=True)
class Content:
    item_types: dict[str, ItemType]
    items: tuple[str, ...]  # type id of each lab item card 0..71
    starting_kit: tuple[str, ...]
    starting_hand: int
    starting_rp: int
    hand_limit: int
    characters: dict[str, Character]
    action_types: dict[str, ActionCard]
    actions: tuple[str, ...]  # type id of each action card 0..17
    piles: dict[str, tuple[ImpactCard, ...]]  # base cards then the alternate version's extras
    pile_names: dict[str, str]
    base_pile_size: dict[str, int]
    extra_per_player: dict[str, int]
    most_nurture_bonus: int
    lab_value_bonus: tuple[tuple[int, int], ...]
    costs: tuple[int, ...] = ()  # printed cost of each lab item card (quick look-up)
    hand_limits: tuple[int, ...] = ()  # hand limit raise of each lab item card
    # Legends of Science: lab item cards 72.. are the expansion's; characters include the legends
    legend_items: tuple[int, ...] = ()
    legend_ids: tuple[str, ...] = ()
    news: tuple[News, ...] = ()
    news_dealt: dict[int, int] = None
    news_kept: int = 2

    def item(self, card: int) -> ItemType:
        return self.item_types[self.items[card]]

    def action(self, card: int) -> ActionCard:
        return self.action_types[self.actions[card]]

    def pile_cards(self, pile: str, players: int, alternate_1: bool) -> tuple[ImpactCard, ...]:
        """The cards of a pile for this game, cheapest first."""
        n = IMPACT_TABLE[players][pile] + (self.extra_per_player.get(pile, 0) * players if alternate_1 else 0)
        return self.piles[pile][:n]


def _fail(msg: str):
    raise ContentError(f"lab-wars content.json: {msg}")


def _int(value, where: str, low: int = 0, high: int = 99) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        _fail(f"{where} must be a whole number {low}-{high}, not {value!r}")
    return value


def _effects(raw, where: str, allowed: set[str]) -> dict:
    if not isinstance(raw, dict):
        _fail(f"{where} must be an object of effects")
    out = {}
    for name, amount in raw.items():
        if name not in VOCABULARY:
            _fail(f"{where}: unknown effect '{name}' (known: {', '.join(sorted(VOCABULARY))})")
        if name not in allowed:
            _fail(f"{where}: effect '{name}' is not allowed here")
        if name == "next_bonus":
            out[name] = _effects(amount, f"{where}.next_bonus", DELAYED_EFFECTS)
            if not out[name]:
                _fail(f"{where}.next_bonus is empty")
        else:
            out[name] = _int(amount, f"{where}.{name}", 1, 10)
    return out


def _text(entry: dict, where: str, key: str = "text") -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value.strip():
        _fail(f"{where} needs a non-empty '{key}'")
    return value


def _parse_items(data: dict) -> tuple[dict[str, ItemType], tuple[str, ...]]:
    raw = data.get("lab_items")
    if not isinstance(raw, list) or not 12 <= len(raw) <= 18:
        _fail("lab_items must list 12-18 item types")
    types: dict[str, ItemType] = {}
    cards: list[str] = []
    for entry in raw:
        item = _parse_item(entry, types)
        types[item.id] = item
        cards += [item.id] * item.count
    if len(cards) != ITEM_COUNT:
        _fail(f"{len(cards)} lab items, the game has {ITEM_COUNT}")
    return types, tuple(cards)


def _parse_item(entry, types: dict) -> ItemType:
    """One lab item type (base or expansion)."""
    tid = entry.get("id") if isinstance(entry, dict) else None
    if not isinstance(tid, str) or not tid or tid in types:
        _fail(f"bad or repeated lab item id {tid!r}")
    where = f"lab item {tid}"
    trigger = None
    if "trigger" in entry:
        t = entry["trigger"]
        if not isinstance(t, dict) or t.get("data") not in DATA_KINDS:
            _fail(f"{where}: trigger needs data 'chemical' or 'dna'")
        tiers = []
        for tier in t.get("tiers") or []:
            if not isinstance(tier, list) or len(tier) != 2:
                _fail(f"{where}: a trigger tier is [data, rewards]")
            amount = _int(tier[0], f"{where} tier", 2, 10)  # two data at least (rulebook)
            rewards = _effects(tier[1], f"{where} tier {amount}", TRIGGER_REWARDS[t["data"]])
            tiers.append((amount, rewards))
        if not tiers or [a for a, _ in tiers] != sorted({a for a, _ in tiers}):
            _fail(f"{where}: trigger tiers must be distinct and rising")
        trigger = Trigger(t["data"], tuple(tiers))
    instant = None
    if "instant" in entry:
        raw_instant = entry["instant"]
        if not isinstance(raw_instant, dict) or raw_instant.get("when") not in CHARACTER_IDS:
            _fail(f"{where}: an instant names a base character a rival reveals")
        instant = (raw_instant["when"], _effects(raw_instant.get("effects", {}), f"{where} instant",
                                                 {"rp", "draw", "action"}))
    item = ItemType(
        id=tid, name=_text(entry, where, "name"), cost=_int(entry.get("cost"), f"{where} cost", 1, 20),
        count=_int(entry.get("count"), f"{where} count", 1, 20),
        experiment=_effects(entry.get("experiment", {}), f"{where} experiment",
                            SELF_EFFECTS - {"hand_limit", "recall"}),
        discard=_int(entry.get("discard", 0), f"{where} discard", 0, 3),
        bonus=_effects(entry.get("bonus", {}), f"{where} bonus", BONUS_EFFECTS),
        trigger=trigger, text=_text(entry, where), instant=instant)
    if item.discard and not item.experiment:
        _fail(f"{where}: a discard icon needs an experiment effect")
    if not (item.experiment or item.bonus or item.trigger or item.instant):
        _fail(f"{where} does nothing")
    return item


def _parse_characters(data: dict) -> dict[str, Character]:
    raw = data.get("characters")
    if not isinstance(raw, list) or [c.get("id") for c in raw if isinstance(c, dict)] != list(CHARACTER_IDS):
        _fail(f"characters must be exactly {', '.join(CHARACTER_IDS)} in that order")
    out = {}
    for entry in raw:
        cid = entry["id"]
        where = f"character {cid}"
        target = entry.get("sabotages")
        if target is not None and (target not in CHARACTER_IDS or target == cid):
            _fail(f"{where} sabotages an unknown character {target!r}")
        sabotage = _effects(entry.get("sabotage", {}), f"{where} sabotage", TARGET_EFFECTS | {"rp", "draw"})
        if (target is None) != (not sabotage):
            _fail(f"{where}: a sabotage target and a sabotage bonus go together")
        out[cid] = Character(cid, _text(entry, where, "name"),
                             _effects(entry.get("bonus", {}), f"{where} bonus", SELF_EFFECTS - {"hand_limit"}),
                             target, sabotage, _text(entry, where))
    # the brief's facts
    expected = {"postdoc": "professor", "phd": "postdoc", "pi": "phd", "emeritus": "pi", "professor": None}
    if {c: out[c].sabotages for c in out} != expected:
        _fail(f"sabotage targets must be {expected} (the brief's facts)")
    if "recall" not in out["professor"].bonus:
        _fail("the Professor must take back used characters (recall)")
    return out


def _parse_actions(data: dict) -> tuple[dict[str, ActionCard], tuple[str, ...]]:
    raw = data.get("action_cards")
    if not isinstance(raw, list):
        _fail("action_cards must be a list")
    types: dict[str, ActionCard] = {}
    cards: list[str] = []
    for entry in raw:
        aid = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(aid, str) or not aid or aid in types:
            _fail(f"bad or repeated action card id {aid!r}")
        where = f"action card {aid}"
        timing, target, when = entry.get("timing"), entry.get("target"), entry.get("when")
        if timing not in TIMINGS or target not in TARGETS:
            _fail(f"{where}: timing must be one of {TIMINGS} and target one of {TARGETS}")
        if (timing == "reaction") != (when == "impact_bought"):
            _fail(f"{where}: reaction cards (and only they) answer 'impact_bought'")
        if target == "actor" and timing != "reaction":
            _fail(f"{where}: only a reaction can aim at the actor")
        effects = _effects(entry.get("effects", {}), f"{where} effects", VOCABULARY - {"hand_limit", "recall"})
        aims = bool(set(effects) & TARGET_EFFECTS)
        if aims != (target in ("rival", "actor")):
            _fail(f"{where}: effects on a rival need target 'rival' or 'actor', and only they")
        if timing == "reaction" and set(effects) & {"chemical", "dna", "wild_data", "extra_impact"}:
            _fail(f"{where}: a reaction happens on a rival's turn, so it cannot give turn-only effects")
        card = ActionCard(aid, _text(entry, where, "name"), timing, target, when, effects, _text(entry, where))
        types[aid] = card
        cards += [aid] * _int(entry.get("count"), f"{where} count", 1, 6)
    if len(cards) != ACTION_COUNT:
        _fail(f"{len(cards)} action cards, the game has {ACTION_COUNT}")
    return types, tuple(cards)


def _parse_piles(data: dict):
    raw = data.get("impact_piles")
    if not isinstance(raw, list) or [p.get("id") for p in raw if isinstance(p, dict)] != list(PILE_IDS):
        _fail(f"impact_piles must be {', '.join(PILE_IDS)} in that order")
    table = data.get("impact_table")
    expected_table = {str(n): t for n, t in IMPACT_TABLE.items()}
    if table != expected_table:
        _fail(f"impact_table must be the rulebook's {expected_table}")
    extra = data.get("alternate_extra_per_player")
    if not isinstance(extra, dict) or set(extra) - set(PILE_IDS):
        _fail("alternate_extra_per_player must name impact piles")
    piles, names, base = {}, {}, {}
    for entry in raw:
        pid = entry["id"]
        names[pid] = _text(entry, f"impact pile {pid}", "name")
        cards = []
        for kind in ("cards", "extra"):
            for pair in entry.get(kind) or []:
                if not isinstance(pair, list) or len(pair) != 2:
                    _fail(f"impact pile {pid}: each card is [cost, value]")
                cost = _int(pair[0], f"{pid} cost", 1, 40)
                value = _int(pair[1], f"{pid} value", 1, 20)
                cards.append(ImpactCard(pid, len(cards), cost, value))
        base[pid] = len(entry.get("cards") or [])
        if any(a.cost > b.cost or a.value > b.value for a, b in zip(cards, cards[1:])):
            _fail(f"impact pile {pid}: costs and values must rise (cheapest on top)")
        need = IMPACT_TABLE[4][pid] + _int(extra.get(pid, 0), f"extra {pid}", 0, 4) * 4
        if len(cards) < need:
            _fail(f"impact pile {pid} has {len(cards)} cards; 4 players with alternate version 1 need {need}")
        piles[pid] = tuple(cards)
    if sum(base.values()) != IMPACT_COUNT:
        _fail(f"{sum(base.values())} base impact cards, the game has {IMPACT_COUNT}")
    return piles, names, base, {p: int(extra.get(p, 0)) for p in PILE_IDS}


def _parse_legends(data: dict, item_types: dict, characters: dict):
    """The Legends of Science section: characters, expansion lab items, news articles."""
    raw = data.get("legends")
    if not isinstance(raw, dict):
        _fail("the legends section is missing")
    types = dict(item_types)
    cards: list[str] = []
    for entry in raw.get("lab_items") or []:
        item = _parse_item(entry, types)
        types[item.id] = item
        cards += [item.id] * item.count
    legends = raw.get("characters")
    if not isinstance(legends, list) or [c.get("id") for c in legends if isinstance(c, dict)] != list(LEGEND_IDS):
        _fail(f"legends.characters must be exactly {', '.join(LEGEND_IDS)} in that order")
    out = dict(characters)
    for entry in legends:
        cid = entry["id"]
        where = f"legend {cid}"
        if entry.get("sabotages") not in CHARACTER_IDS:
            _fail(f"{where} must sabotage a base character")
        if entry.get("item") not in cards:
            _fail(f"{where}: its item {entry.get('item')!r} is not an expansion lab item")
        out[cid] = Character(cid, _text(entry, where, "name"),
                             _effects(entry.get("bonus", {}), f"{where} bonus", SELF_EFFECTS - {"hand_limit"}),
                             entry["sabotages"],
                             _effects(entry.get("sabotage", {}), f"{where} sabotage", TARGET_EFFECTS),
                             _text(entry, where), entry["item"])
    news = []
    for entry in raw.get("news") or []:
        nid = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(nid, str) or any(n.id == nid for n in news):
            _fail(f"bad or repeated news article id {nid!r}")
        where = f"news article {nid}"
        needs = entry.get("needs")
        if not isinstance(needs, dict) or not needs or set(needs) - NEEDS:
            _fail(f"{where}: needs must use {', '.join(sorted(NEEDS))}")
        for key, amount in needs.items():
            if key == "items":
                if not isinstance(amount, dict) or any(t not in item_types for t in amount):
                    _fail(f"{where}: items must name base lab items")
                for t, n in amount.items():
                    _int(n, f"{where} {t}", 1, 12)
            elif key == "impact":
                if not isinstance(amount, dict) or set(amount) - set(PILE_IDS):
                    _fail(f"{where}: impact must name impact piles")
                for p, n in amount.items():
                    _int(n, f"{where} {p}", 1, 8)
            else:
                _int(amount, f"{where} {key}", 1, 100)
        news.append(News(len(news), nid, _text(entry, where, "name"), needs,
                         _int(entry.get("value"), f"{where} value", 1, 6), _text(entry, where)))
    dealt = raw.get("news_dealt")
    kept = _int(raw.get("news_kept"), "legends.news_kept", 1, 3)
    if not isinstance(dealt, dict) or sorted(dealt) != ["2", "3", "4"]:
        _fail("legends.news_dealt needs an entry for 2, 3 and 4 players")
    dealt = {int(n): _int(v, f"news_dealt {n}", kept, 4) for n, v in dealt.items()}
    if len(news) < max(n * k for n, k in dealt.items()) + 2:
        _fail(f"{len(news)} news articles are too few to deal")
    return types, cards, out, tuple(news), dealt, kept


def parse(data: dict) -> Content:
    if not isinstance(data, dict) or data.get("schema") != 1:
        _fail("unknown schema (expected 1)")
    item_types, items = _parse_items(data)
    kit = data.get("starting_kit")
    if kit != ["pipettes", "pipettes", "thermal-cycler"]:
        _fail("the starting kit is two Pipettes and one Thermal Cycler (rulebook)")
    if item_types["pipettes"].count < 8 or item_types["thermal-cycler"].count < 4:
        _fail("four players' starting kits need 8 Pipettes and 4 Thermal Cyclers")
    characters = _parse_characters(data)
    item_types, legend_cards, characters, news, news_dealt, news_kept = _parse_legends(data, item_types, characters)
    items = items + tuple(legend_cards)
    action_types, actions = _parse_actions(data)
    piles, names, base, extra = _parse_piles(data)
    bonus = data.get("end_bonus")
    if not isinstance(bonus, dict):
        _fail("end_bonus missing")
    steps = tuple((_int(a, "lab value step", 1, 200), _int(b, "lab value bonus", 1, 50))
                  for a, b in bonus.get("lab_value", []))
    if not steps or list(steps) != sorted(steps):
        _fail("end_bonus.lab_value must rise")
    return Content(
        item_types=item_types, items=items, starting_kit=tuple(kit),
        starting_hand=_int(data.get("starting_hand"), "starting_hand", 0, 10),
        starting_rp=_int(data.get("starting_rp"), "starting_rp", 0, 20),
        hand_limit=_int(data.get("hand_limit"), "hand_limit", 1, 20),
        characters=characters, action_types=action_types, actions=actions,
        piles=piles, pile_names=names, base_pile_size=base, extra_per_player=extra,
        most_nurture_bonus=_int(bonus.get("most_nurture"), "end_bonus.most_nurture", 0, 20),
        lab_value_bonus=steps,
        costs=tuple(item_types[t].cost for t in items),
        hand_limits=tuple(item_types[t].bonus.get("hand_limit", 0) for t in items),
        legend_items=tuple(range(ITEM_COUNT, len(items))), legend_ids=LEGEND_IDS,
        news=news, news_dealt=news_dealt, news_kept=news_kept)


@lru_cache(maxsize=1)
def content() -> Content:
    text = package_text("labdesk/games/lab_wars/content.json")
    if text is None:
        raise ContentError("lab-wars content.json is missing")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(f"lab-wars content.json is not valid JSON: {exc}") from None
    return parse(data)
