"""Lab Wars in words: what each card says, the banner, the prompt, the buttons and menus, the refusals
the board gives itself and the labels that pop up while events play. Pure (no pygame): the board and
the faces read these, and the tests check them without a window. Everything is translated when asked
for: constants are marked with ``N_`` and go through ``_()`` where shown; card names and texts come
from content.json in English and are translated here (``content_strings`` lists them)."""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.engine.match import seat_label
from labdesk.games.lab_wars.content import Content
from labdesk.games.lab_wars.content import content as load_content
from labdesk.games.lab_wars.rules import (
    BuyImpact, BuyItem, ChooseTarget, DiscardItem, DropNews, EndTurn, Experiment, Pass, PickCharacter, PlayAction,
    React, SpendData, join_words, news_name, plural, source_name,
)
from labdesk.i18n import N_, _, ngettext, pgettext


def content_strings() -> list[str]:
    """Every player-facing string of the game's content (content.json stays English): lab items,
    characters and legends, action cards with their texts, impact piles, news articles."""
    c = load_content()
    strings = [item.name for item in c.item_types.values()]
    strings += [char.name for char in c.characters.values()]
    for card in c.action_types.values():
        strings += [card.name, card.text]
    strings += list(c.pile_names.values())
    for news in c.news:
        strings += [news.name, news.text]
    return list(dict.fromkeys(strings))

# one effect of a card in a few words, by its key in content.json
_EFFECTS = {
    "rp": lambda n: _("{n} RP").format(n=n),
    "chemical": lambda n: plural(n, "chemical data"),
    "dna": lambda n: plural(n, "DNA data"),
    "draw": lambda n: ngettext("draw {n} item", "draw {n} items", n).format(n=n),
    "action": lambda n: plural(n, "action card"),
    "hand_limit": lambda n: _("hand limit +{n}").format(n=n),
    "impact_discount": lambda n: _("impact cards cost {n} less").format(n=n),
    "extra_impact": lambda n: ngettext("buy {n} more impact card", "buy {n} more impact cards", n).format(n=n),
    "wild_data": lambda n: _("data counts as either kind"),
    "recall": lambda n: _("take back used characters"),
    "steal_rp": lambda n: _("take {n} RP").format(n=n),
    "lose_rp": lambda n: _("they lose {n} RP").format(n=n),
    "steal_item": lambda n: ngettext("take {n} item from their hand", "take {n} items from their hand", n).format(n=n),
    "discard_random": lambda n: ngettext("{n} of their items go under the deck",
                                         "{n} of their items go under the deck", n).format(n=n),
    "cost_up": lambda n: _("their items cost {n} more").format(n=n),
    "disable": lambda n: ngettext("turn {n} of their items sideways", "turn {n} of their items sideways",
                                  n).format(n=n),
    "steal_paper": lambda n: _("take a Nurture paper"),
}


def effect_words(effects: dict) -> str:
    """Effects in a few words ('2 RP and draw 1 item')."""
    parts = []
    for key, value in effects.items():
        if key == "next_bonus":
            parts.append(_("next bonus phase: {effects}").format(effects=effect_words(value)))
        elif key in _EFFECTS:
            parts.append(_EFFECTS[key](value))
        else:
            parts.append(f"{key} {value}")
    return join_words(parts)


def data_amount(data: str, n: int) -> str:
    """'2 chemical data', '3 DNA data'."""
    return plural(n, "chemical data" if data == "chemical" else "DNA data")


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
        effects.append(("discard", ngettext("Discard {n} item from your hand to use it",
                                            "Discard {n} items from your hand to use it", item.discard).format(
            n=item.discard)))
    if item.experiment:
        effects.append(("experiment", _("Experiment: {effects}").format(effects=effect_words(item.experiment))))
    if item.trigger:
        for n, reward in item.trigger.tiers:
            effects.append((item.trigger.data, _("Spend {data}: {reward}").format(
                data=data_amount(item.trigger.data, n), reward=effect_words(reward))))
    if item.bonus:
        effects.append(("bonus", _("Bonus phase: {effects}").format(effects=effect_words(item.bonus))))
    name = _(item.name)
    initials = "".join(w[0] for w in name.replace("-", " ").split() if w[0].isalpha())
    mark = initials[:2] if len(initials) >= 2 else name[:2]
    legend = any(c.items[i] == type_id for i in c.legend_items)
    return ItemText(item.id, name, item.cost, tuple(effects), mark, legend,
                    _("Lab value {n} at the end").format(n=item.cost))


def character_text(c: Content, cid: str) -> CharacterText:
    char = c.characters[cid]
    target = char.sabotages
    return CharacterText(char.id, _(char.name), effect_words(char.bonus), target,
                         _(c.characters[target].name) if target in c.characters else (target or ""),
                         effect_words(char.sabotage))


def character_mark(cid: str, mark: str) -> str:
    """The short mark on a character's band and chips ("PD", "PhD"...) in the current language."""
    marks = {"postdoc": pgettext("character mark", "PD"), "phd": pgettext("character mark", "PhD"),
             "pi": pgettext("character mark", "PI"), "professor": pgettext("character mark", "Pr"),
             "emeritus": pgettext("character mark", "Em")}
    return marks.get(cid, mark)


PILE_NAMES = {"nurture": N_("Nurture paper"), "book": N_("Published book"), "nobel": N_("Nobel prize")}


def pile_name(pile: str) -> str:
    """An impact pile's card as named on its face (the hover text of its letter chips)."""
    return _(PILE_NAMES[pile])


def pile_letter(pile: str, letter: str) -> str:
    """The letter an impact pile's cards and chips carry ("N", "B", "P") in the current language."""
    letters = {"nurture": pgettext("impact pile letter", "N"), "book": pgettext("impact pile letter", "B"),
               "nobel": pgettext("impact pile letter", "P")}
    return letters.get(pile, letter)


def action_text(c: Content, type_id: str) -> ActionText:
    card = c.action_types[type_id]
    reaction = card.timing == "reaction"
    when = _("Reaction: when a rival buys an impact card") if reaction else _("Play on your turn")
    return ActionText(card.id, _(card.name), _(card.text), when, reaction)


def impact_text(c: Content, card_id: str) -> ImpactText:
    card = next(x for cards in c.piles.values() for x in cards if x.id == card_id)
    return ImpactText(card.id, card.pile, card.cost, card.value, _(c.pile_names[card.pile]))


# ======================= banner and prompt ===========================================================
PHASES = {"collect": N_("Collect"), "pick": N_("Character pick"), "bonus": N_("Bonus phase"),
          "sabotage": N_("Sabotage"), "turns": N_("Turns"), "over": N_("Game over")}

# what the seat to move is doing, as the other players read it
DOING = {"discard": N_("{name} is putting items back (hand limit)…"),
         "pick": N_("{name} is picking a character in secret…"),
         "target": N_("{name} is choosing whom to sabotage…"), "react": N_("{name} may answer the impact purchase…"),
         "turn": N_("{name} is taking a turn…")}
DECIDING = N_("{name} is deciding…")


def headline(obs: dict) -> str:
    if obs["phase"] == "over":
        return _("Lab Wars · Game over")
    empty = obs.get("empty_piles") or 0
    phase = _(PHASES[obs["phase"]]) if obs["phase"] in PHASES else obs["phase"]
    # the game ends with the round in which a second pile runs out (a third may run out in it too)
    if empty == 1:
        return _("Lab Wars · Round {n} · {phase} · 1 pile empty").format(n=obs["round"], phase=phase)
    if empty >= 2:
        return _("Lab Wars · Round {n} · {phase} · {empty} piles empty: last round").format(
            n=obs["round"], phase=phase, empty=empty)
    return _("Lab Wars · Round {n} · {phase}").format(n=obs["round"], phase=phase)


def prompt(obs: dict, names: list[str], *, acting: bool) -> str:
    """The line under the viewer's lab: what to do now (``acting``: the viewer may act), or who is
    doing what."""
    d = obs["decision"]
    if d == "over":
        return _("The game is over.")
    seat = obs["to_move"]
    if seat is None:
        return ""
    if not acting:
        return _(DOING.get(d, DECIDING)).format(name=names[seat])
    if d == "discard":
        limit = obs["seats"][obs["you"]]["hand_limit"]
        return _("Your hand is over its limit of {n}: click a lab item to put it under the lab deck.").format(n=limit)
    if d == "react":
        r = obs.get("reacting_to") or {}
        pile = obs["piles"][r["pile"]]["name"] if r.get("pile") in obs["piles"] else None
        pile = _(pile) if pile else _("an impact card")
        if r.get("seat") is None:
            return _("A rival just bought a {pile}: answer with a glowing reaction card, or let it pass.").format(
                pile=pile)
        return _("{name} just bought a {pile}: answer with a glowing reaction card, or let it pass.").format(
            name=names[r["seat"]], pile=pile)
    return _(ASK[d]) if d in ASK else ""


# what the viewer is asked to do, by decision (the two worded with figures are in ``prompt``)
ASK = {
    "pick": N_("Pick your character for this round: click one of your glowing characters (hover to read). "
               "Everyone picks in secret; all are revealed together."),
    "target": N_("Your character can sabotage more than one player: click the character (red) to sabotage."),
    "news": N_("Legends of Science: click the news article to put back. You keep the others: each scores "
               "its impact as soon as you meet its goal (hover to read)."),
    "turn": N_("Your turn: glowing cards can be used. Hand: buy · lab: experiment or spend data · "
               "impact pile: buy the top card · action card: play it. Then Eureka!"),
}


def seat_title(name: str, kind: str, level: str) -> str:
    """'Boris · AI random', 'AI 2 · random' for a default name (a person: just the name)."""
    return seat_label(name, None if kind == "human" else level, ai_level_word)


def ai_level_word(level: str) -> str:
    words = {"random": pgettext("AI level", "random"), "easy": pgettext("AI level", "easy"),
             "medium": pgettext("AI level", "medium"), "hard": pgettext("AI level", "hard"),
             "expert": pgettext("AI level", "expert")}
    return words.get(level, level)


def effect_notes(obs: dict, seat: int) -> str:
    """Effects lasting this round or turn, in words (sabotage costs, discounts, waiting bonuses)."""
    i = obs["seats"][seat]
    notes = []
    if i.get("cost_up"):
        notes.append(_("items cost {n} more").format(n=i["cost_up"]))
    if i.get("impact_discount"):
        notes.append(_("impact cards {n} cheaper").format(n=i["impact_discount"]))
    if i.get("wild_data"):
        notes.append(_("data counts as either kind"))
    # bonuses waiting for the next bonus phase, added up (two alike read as one repeated, cut short);
    # in the last round there is none to come, so none is promised
    waiting: dict = {}
    for effects in i.get("waiting_bonus") or []:
        for key, n in effects.items():
            waiting[key] = waiting.get(key, 0) + n
    if waiting and not obs.get("last_round"):
        notes.append(_("next bonus: {effects}").format(effects=effect_words(waiting)))
    if i.get("action_played"):
        notes.append(_("action card played"))
    if seat == obs.get("active") and obs.get("fresh_rp"):
        notes.append(_("{n} RP from data must be spent this turn").format(n=obs["fresh_rp"]))
    return " · ".join(notes)


def pile_left(count: int) -> str:
    return _("{n} left").format(n=count) if count else _("none left")


def in_hand(count: int) -> str:
    return _("{n} in hand").format(n=count)


def refusal(kind: str, sideways: bool, decision_text: str | None, picking: bool = False) -> str:
    """Why a click on a card (``kind``: hand, lab, char, stage, pile, action) does nothing now, when no
    action of the rules is about it (the rules' own reason shows otherwise). ``decision_text`` is the
    observation's English phrase; ``picking``: the characters are being picked now."""
    if kind == "lab" and sideways:
        return _("This item is turned sideways: it stands up again next round")
    if kind == "char" and picking:  # a character already played, or a rival's chip
        return _("This character cannot be picked now: pick one of yours that glows")
    if kind == "char":
        return _("Characters are picked at the start of a round")
    if kind == "stage":
        return _("This shows the characters played this round")
    return _("Now: {what}").format(what=_(decision_text)) if decision_text else _("Not now")


DROP_HINT = N_("Drop a hand item on your lab to buy it, an action card on a rival to play it")


# ======================= actions =====================================================================
def _discards(a: Experiment, c: Content) -> str:
    return " + ".join(_(c.item_types[d].name) for d in a.discard)


def _experiment(a: Experiment, c: Content, names, obs) -> str:
    item = c.item_types[a.item]
    effects = effect_words(item.experiment)
    if a.discard:
        return _("Experiment with {item}: {effects} (discard {discards})").format(
            item=_(item.name), effects=effects, discards=_discards(a, c))
    return _("Experiment with {item}: {effects}").format(item=_(item.name), effects=effects)


def _spend(a: SpendData, c: Content, names, obs) -> str:
    item = c.item_types[a.item]
    reward = effect_words(dict(item.trigger.tiers)[a.amount])
    return _("Spend {data} on {item}: {reward}").format(data=data_amount(item.trigger.data, a.amount),
                                                        item=_(item.name), reward=reward)


def _buy_impact(a: BuyImpact, c: Content, names, obs) -> str:
    top = obs["piles"][a.pile]["top"]
    if top is None:
        return str(a)
    # what it costs the buyer (the seat to move), after their discount: the figure they pay
    buyer = obs.get("to_move")
    discount = obs["seats"][buyer].get("impact_discount", 0) if buyer is not None else 0
    return _("Buy a {pile} ({cost} RP, {value} impact)").format(pile=_(c.pile_names[a.pile]),
                                                                cost=max(0, top["cost"] - discount), value=top["value"])


def _play(a: PlayAction, c: Content, names, obs) -> str:
    card = _(c.action_types[a.card].name)
    if a.target is None:
        return _("Play {card}").format(card=card)
    return _("Play {card} on {name}").format(card=card, name=names[a.target])


# how each kind of action reads: (action, content, names, observation) -> words
_LABELS = {
    Experiment: _experiment, SpendData: _spend, BuyImpact: _buy_impact, PlayAction: _play,
    BuyItem: lambda a, c, names, obs: _("Buy {item}").format(item=_(c.item_types[a.item].name)),
    DiscardItem: lambda a, c, names, obs: _("Put {item} under the deck").format(item=_(c.item_types[a.item].name)),
    React: lambda a, c, names, obs: _("React with {card}").format(card=_(c.action_types[a.card].name)),
    ChooseTarget: lambda a, c, names, obs: _("Sabotage {name}").format(name=names[a.seat]),
    PickCharacter: lambda a, c, names, obs: _("Pick the {character}").format(
        character=_(c.characters[a.character].name)),
    EndTurn: lambda a, c, names, obs: _("End the turn (Eureka!)"),
    Pass: lambda a, c, names, obs: _("Let it pass"),
    DropNews: lambda a, c, names, obs: _("Put back {news}").format(news=news_name(a.news)),
}


def action_label(action, c: Content, names: list[str], obs: dict) -> str:
    """How an action reads on buttons, menus and hints (names, not seat numbers)."""
    label = _LABELS.get(type(action))
    return label(action, c, names, obs) if label is not None else str(action)


def describe_action(action, state, names: list[str]) -> str:
    """An action in words away from the board (the analysis screen); ``state`` is where it is legal."""
    return action_label(action, load_content(), names, state.observation(state.current_player()))


def menu_label(action, c: Content, names: list[str], obs: dict) -> str:
    """A choice on a card's menu: the card is known, so only what differs is said."""
    if isinstance(action, Experiment):
        effects = effect_words(c.item_types[action.item].experiment)
        if action.discard:
            return _("Discard {discards}, experiment: {effects}").format(discards=_discards(action, c),
                                                                         effects=effects)
        return _("Experiment: {effects}").format(effects=effects)
    if isinstance(action, SpendData):
        item = c.item_types[action.item]
        reward = effect_words(dict(item.trigger.tiers)[action.amount])
        return _("Spend {data}: {reward}").format(data=data_amount(item.trigger.data, action.amount), reward=reward)
    if isinstance(action, PlayAction) and action.target is not None:
        return _("Play it on {name}").format(name=names[action.target])
    return action_label(action, c, names, obs)


def prompt_menu(actions: list, c: Content, names: list[str], obs: dict) -> tuple[str, list[str]]:
    """A card's choices as the prompt's panel shows them: a heading and a label per choice. Where
    the choices differ only in the discard (one lab card's experiment), the heading says once what
    the experiment gives and each choice names only the cards to discard."""
    if all(isinstance(a, Experiment) and a.discard and a.item == actions[0].item for a in actions):
        item = c.item_types[actions[0].item]
        heading = _("Experiment with {item}: {effects}. Discard which? (Esc: cancel)").format(
            item=_(item.name), effects=effect_words(item.experiment))
        return heading, [_discards(a, c) for a in actions]
    return _("Which one? (Esc: cancel)"), [menu_label(a, c, names, obs) for a in actions]


# an experiment's discards asked in steps (``card_menu``): (the first of two, Esc goes back) -> heading
_DISCARD_HEADINGS = {
    (False, False): N_("Experiment with {item}: {effects}. Discard which? (Esc: cancel)"),
    (False, True): N_("Experiment with {item}: {effects}. Discard which? (Esc: back)"),
    (True, False): N_("Experiment with {item}: {effects}. Discard which first? (Esc: cancel)"),
    (True, True): N_("Experiment with {item}: {effects}. Discard which first? (Esc: back)"),
}


def discard_heading(item_id: str, first: str | None, first_of_two: bool, back: bool) -> str:
    """The heading of a step of an experiment's discards: what the experiment gives, then which
    item is asked for (the first of two, the only one, or the second once ``first`` is chosen) and
    what Esc does there."""
    item = load_content().item_types[item_id]
    said = {"item": _(item.name), "effects": effect_words(item.experiment)}
    if first is not None:
        return _("Experiment with {item}: {effects}. First discard: {first}. Which second? (Esc: back)").format(
            first=first, **said)
    return _(_DISCARD_HEADINGS[first_of_two, back]).format(**said)


# the prompt's buttons: their own words, the first one the main (primary) button
BUTTONS = {EndTurn: N_("Eureka! End turn"), Pass: N_("Let it pass")}
SHORT_BUTTONS = {EndTurn: N_("Eureka!")}  # where the larger text leaves the button too narrow (its tip: the whole)


def button_rank(action) -> int:
    return 0 if type(action) in BUTTONS else 1


# ======================= labels popping up while events play =========================================
_GAINS = {
    "rp": lambda n: _("+{n} RP").format(n=n),
    "chemical": lambda n: ngettext("+{n} chemical data", "+{n} chemical data", n).format(n=n),
    "dna": lambda n: ngettext("+{n} DNA data", "+{n} DNA data", n).format(n=n),
    "draw": lambda n: ngettext("+{n} item", "+{n} items", n).format(n=n),
    "action": lambda n: ngettext("+{n} action card", "+{n} action cards", n).format(n=n),
}


def gains_text(gains: dict) -> str:
    """'+2 RP  +1 item' (two spaces between the parts: they read as separate gains)."""
    return "  ".join(_GAINS[key](n) if key in _GAINS else f"+{n} {key}" for key, n in gains.items())


def gained(gains: dict, source: str) -> str:
    """The gains and where they came from (an English source: a card name or a marked word)."""
    text = gains_text(gains)
    return _("{gains}  ({source})").format(gains=text, source=source_name(source)) if text else ""


def delayed(gains: dict) -> str:
    return _("next bonus phase: {effects}").format(effects=gains_text(gains))


def sabotage(names: list[str], by: int, character: str, target: int) -> str:
    return _("{name}'s {character} sabotages {target}").format(name=names[by], character=character,
                                                               target=names[target])


def rp_lost(amount: int) -> str:
    return _("-{n} RP").format(n=amount)


def impact_won(points: int) -> str:
    return _("+{n} impact").format(n=points)


def cost_raised(amount: int) -> str:
    return _("lab items cost {n} more this round").format(n=amount)


RECALLED = N_("The Professor takes back every used character")
