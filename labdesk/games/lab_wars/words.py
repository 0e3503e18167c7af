"""Lab Wars in words: what each card says, the banner, the prompt, the buttons and menus, the refusals
the board gives itself and the labels that pop up while events play. Pure (no pygame): the board and
the faces read these, and the tests check them without a window."""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.games.lab_wars.content import Content
from labdesk.games.lab_wars.rules import (
    BuyImpact, BuyItem, ChooseTarget, DiscardItem, EndTurn, Experiment, Pass, PickCharacter, PlayAction, React,
    SpendData, plural,
)

# one effect of a card in a few words, by its key in content.json
_EFFECTS = {
    "rp": lambda n: f"{n} RP",
    "chemical": lambda n: f"{n} chemical data",
    "dna": lambda n: f"{n} DNA data",
    "draw": lambda n: "draw " + plural(n, "item"),
    "action": lambda n: plural(n, "action card"),
    "hand_limit": lambda n: f"hand limit +{n}",
    "impact_discount": lambda n: f"impact cards cost {n} less",
    "extra_impact": lambda n: "buy " + plural(n, "more impact card"),
    "wild_data": lambda n: "data counts as either kind",
    "recall": lambda n: "take back used characters",
    "steal_rp": lambda n: f"take {n} RP",
    "lose_rp": lambda n: f"they lose {n} RP",
    "steal_item": lambda n: "take " + plural(n, "item") + " from their hand",
    "discard_random": lambda n: f"{n} of their items go under the deck",
    "cost_up": lambda n: f"their items cost {n} more",
    "disable": lambda n: f"turn {n} of their items sideways",
    "steal_paper": lambda n: "take a Nurture paper",
}


def effect_words(effects: dict) -> str:
    """Effects in a few words ('2 RP and draw 1 item')."""
    parts = []
    for key, value in effects.items():
        if key == "next_bonus":
            parts.append("next bonus phase: " + effect_words(value))
        elif key in _EFFECTS:
            parts.append(_EFFECTS[key](value))
        else:
            parts.append(f"{key} {value}")
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else ""


def data_kind(data: str) -> str:
    return "chemical" if data == "chemical" else "DNA"


# ======================= what a face shows ===========================================================
@dataclass(frozen=True)
class ItemText:
    """A lab item's face: cost, name, (icon kind, text) per effect, a two-letter mark for small cards."""
    id: str
    name: str
    cost: int
    effects: tuple[tuple[str, str], ...]
    mark: str
    legend: bool
    note: str


@dataclass(frozen=True)
class CharacterText:
    id: str
    name: str
    bonus: str
    sabotages: str | None  # the character id it sabotages
    sabotages_name: str
    sabotage_bonus: str


@dataclass(frozen=True)
class ActionText:
    id: str
    name: str
    text: str
    when: str
    reaction: bool


@dataclass(frozen=True)
class ImpactText:
    id: str
    pile: str
    cost: int
    points: int
    name: str


def item_text(c: Content, type_id: str) -> ItemText:
    item = c.item_types[type_id]
    effects = []
    if item.discard:
        effects.append(("discard", f"Discard {plural(item.discard, 'item')} from your hand to use it"))
    if item.experiment:
        effects.append(("experiment", "Experiment: " + effect_words(item.experiment)))
    if item.trigger:
        for n, reward in item.trigger.tiers:
            effects.append((item.trigger.data,
                            f"Spend {n} {data_kind(item.trigger.data)} data: {effect_words(reward)}"))
    if item.bonus:
        effects.append(("bonus", "Bonus phase: " + effect_words(item.bonus)))
    initials = "".join(w[0] for w in item.name.replace("-", " ").split() if w[0].isalpha())
    mark = initials[:2] if len(initials) >= 2 else item.name[:2]
    legend = any(c.items[i] == type_id for i in c.legend_items)
    return ItemText(item.id, item.name, item.cost, tuple(effects), mark, legend, f"Lab value {item.cost} at the end")


def character_text(c: Content, cid: str) -> CharacterText:
    char = c.characters[cid]
    target = char.sabotages
    return CharacterText(char.id, char.name, effect_words(char.bonus), target,
                         c.characters[target].name if target in c.characters else (target or ""),
                         effect_words(char.sabotage))


def action_text(c: Content, type_id: str) -> ActionText:
    card = c.action_types[type_id]
    reaction = card.timing == "reaction"
    when = "Reaction: when a rival buys an impact card" if reaction else "Play on your turn"
    return ActionText(card.id, card.name, card.text, when, reaction)


def impact_text(c: Content, card_id: str) -> ImpactText:
    card = next(x for cards in c.piles.values() for x in cards if x.id == card_id)
    return ImpactText(card.id, card.pile, card.cost, card.value, c.pile_names[card.pile])


# ======================= banner and prompt ===========================================================
PHASES = {"collect": "Collect", "pick": "Character pick", "bonus": "Bonus phase", "sabotage": "Sabotage",
          "turns": "Turns", "over": "Game over"}

# what the seat to move is doing, as the other players read it
DOING = {"discard": "is putting items back (hand limit)", "pick": "is picking a character in secret",
         "target": "is choosing whom to sabotage", "react": "may answer the impact purchase",
         "turn": "is taking a turn"}


def headline(obs: dict) -> str:
    if obs["phase"] == "over":
        return "Lab Wars · Game over"
    empty = obs.get("empty_piles") or 0
    # the game ends with the round in which a second pile runs out (a third may run out in it too)
    piles = " · 1 pile empty" if empty == 1 else f" · {empty} piles empty: last round" if empty >= 2 else ""
    return f"Lab Wars · Round {obs['round']} · {PHASES.get(obs['phase'], obs['phase'])}{piles}"


def prompt(obs: dict, names: list[str], *, acting: bool) -> str:
    """The line under the viewer's lab: what to do now (``acting``: the viewer may act), or who is
    doing what."""
    d = obs["decision"]
    if d == "over":
        return "The game is over."
    seat = obs["to_move"]
    if seat is None:
        return ""
    if not acting:
        return f"{names[seat]} {DOING.get(d, 'is deciding')}…"
    if d == "discard":
        limit = obs["seats"][obs["you"]]["hand_limit"]
        return f"Your hand is over its limit of {limit}: click a lab item to put it under the lab deck."
    if d == "react":
        r = obs.get("reacting_to") or {}
        who = names[r["seat"]] if r.get("seat") is not None else "A rival"
        pile = obs["piles"][r["pile"]]["name"] if r.get("pile") in obs["piles"] else "an impact card"
        return f"{who} just bought a {pile}: answer with a glowing reaction card, or let it pass."
    return ASK.get(d, "")


# what the viewer is asked to do, by decision (the two worded with figures are in ``prompt``)
ASK = {
    "pick": ("Pick your character for this round: click one of your glowing characters (hover to read). "
             "Everyone picks in secret; all are revealed together."),
    "target": "Your character can sabotage more than one player: click the character (red) to sabotage.",
    "turn": ("Your turn: glowing cards can be used. Hand: buy · lab: experiment or spend data · "
             "impact pile: buy the top card · action card: play it. Then Eureka!"),
}


def seat_title(name: str, kind: str, level: str) -> str:
    """'Boris · AI random' (a person: just the name)."""
    return name if kind == "human" else f"{name} · AI {level}"


def effect_notes(obs: dict, seat: int) -> str:
    """Effects lasting this round or turn, in words (sabotage costs, discounts, waiting bonuses)."""
    i = obs["seats"][seat]
    notes = []
    if i.get("cost_up"):
        notes.append(f"items cost {i['cost_up']} more")
    if i.get("impact_discount"):
        notes.append(f"impact cards {i['impact_discount']} cheaper")
    if i.get("wild_data"):
        notes.append("data counts as either kind")
    waiting = [effect_words(w) for w in i.get("waiting_bonus") or []]
    if waiting:
        notes.append("next bonus: " + ", ".join(waiting))
    if i.get("action_played"):
        notes.append("action card played")
    if seat == obs.get("active") and obs.get("fresh_rp"):
        notes.append(f"{obs['fresh_rp']} RP from data must be spent this turn")
    return " · ".join(notes)


def pile_left(count: int) -> str:
    return f"{count} left" if count else "none left"


def in_hand(count: int) -> str:
    return f"{count} in hand"


def refusal(kind: str, sideways: bool, decision_text: str | None) -> str:
    """Why a click on a card (``kind``: hand, lab, char, stage, pile, action) does nothing now, when no
    action of the rules is about it (the rules' own reason shows otherwise)."""
    if kind == "lab" and sideways:
        return "This item is turned sideways: it stands up again next round"
    if kind == "char":
        return "Characters are picked at the start of a round"
    if kind == "stage":
        return "This shows the characters played this round"
    return "Now: " + decision_text if decision_text else "Not now"


DROP_HINT = "Drop a hand item on your lab to buy it, an action card on a rival to play it"


# ======================= actions =====================================================================
def _experiment(a: Experiment, c: Content, names, obs) -> str:
    item = c.item_types[a.item]
    text = f"Experiment with {item.name}: {effect_words(item.experiment)}"
    if a.discard:
        text += " (discard " + " + ".join(c.item_types[d].name for d in a.discard) + ")"
    return text


def _spend(a: SpendData, c: Content, names, obs) -> str:
    item = c.item_types[a.item]
    reward = effect_words(dict(item.trigger.tiers)[a.amount])
    return f"Spend {a.amount} {data_kind(item.trigger.data)} data on {item.name}: {reward}"


def _buy_impact(a: BuyImpact, c: Content, names, obs) -> str:
    top = obs["piles"][a.pile]["top"]
    return str(a) if top is None else f"Buy a {c.pile_names[a.pile]} ({top['cost']} RP, {top['value']} impact)"


def _play(a: PlayAction, c: Content, names, obs) -> str:
    return f"Play {c.action_types[a.card].name}" + ("" if a.target is None else f" on {names[a.target]}")


# how each kind of action reads: (action, content, names, observation) -> words
_LABELS = {
    Experiment: _experiment, SpendData: _spend, BuyImpact: _buy_impact, PlayAction: _play,
    BuyItem: lambda a, c, names, obs: f"Buy {c.item_types[a.item].name}",
    DiscardItem: lambda a, c, names, obs: f"Put {c.item_types[a.item].name} under the deck",
    React: lambda a, c, names, obs: f"React with {c.action_types[a.card].name}",
    ChooseTarget: lambda a, c, names, obs: f"Sabotage {names[a.seat]}",
    PickCharacter: lambda a, c, names, obs: f"Pick the {c.characters[a.character].name}",
    EndTurn: lambda a, c, names, obs: "End the turn (Eureka!)",
    Pass: lambda a, c, names, obs: "Let it pass",
}


def action_label(action, c: Content, names: list[str], obs: dict) -> str:
    """How an action reads on buttons, menus and hints (names, not seat numbers)."""
    label = _LABELS.get(type(action))
    return label(action, c, names, obs) if label is not None else str(action)


def menu_label(action, c: Content, names: list[str], obs: dict) -> str:
    """A choice on a card's menu: the card is known, so only what differs is said."""
    if isinstance(action, Experiment):
        text = "Experiment: " + effect_words(c.item_types[action.item].experiment)
        if action.discard:
            text = "Discard " + " + ".join(c.item_types[d].name for d in action.discard) + ", e" + text[1:]
        return text
    if isinstance(action, SpendData):
        item = c.item_types[action.item]
        reward = effect_words(dict(item.trigger.tiers)[action.amount])
        return f"Spend {action.amount} {data_kind(item.trigger.data)} data: {reward}"
    if isinstance(action, PlayAction) and action.target is not None:
        return f"Play it on {names[action.target]}"
    return action_label(action, c, names, obs)


# the prompt's buttons: their own words, the first one the main (primary) button
BUTTONS = {EndTurn: "Eureka! End turn", Pass: "Let it pass"}


def button_rank(action) -> int:
    return 0 if type(action) in BUTTONS else 1


# ======================= labels popping up while events play =========================================
_GAINS = {"rp": "RP", "chemical": "chemical data", "dna": "DNA data", "draw": "item", "action": "action card"}


def gains_text(gains: dict) -> str:
    """'+2 RP  +1 item' (two spaces between the parts: they read as separate gains)."""
    parts = []
    for key, n in gains.items():
        noun = _GAINS.get(key, key)
        parts.append("+" + (plural(n, noun) if key in ("draw", "action") else f"{n} {noun}"))
    return "  ".join(parts)


def gained(gains: dict, source: str) -> str:
    text = gains_text(gains)
    return f"{text}  ({source})" if text else ""


def delayed(gains: dict) -> str:
    return f"next bonus phase: {gains_text(gains)}"


def sabotage(names: list[str], by: int, character: str, target: int) -> str:
    return f"{names[by]}'s {character} sabotages {names[target]}"


def rp_lost(amount: int) -> str:
    return f"-{amount} RP"


def impact_won(points: int) -> str:
    return f"+{points} impact"


def cost_raised(amount: int) -> str:
    return f"lab items cost {amount} more this round"


def round_started(n: int) -> str:
    return f"Round {n}"


RECALLED = "The Professor takes back every used character"
