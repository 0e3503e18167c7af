"""What the Wrong Chemistry board says: headings, prompts, table-card lines, refusals, banners and
action labels. Pure (no pygame): the board passes in the observation and names, and draws the
strings these functions return. Figures come from the observation or the rules' constants.
Everything is translated when asked for (constants are marked with ``N_`` and go through ``_()``
where drawn), so a language switch shows on the next frame."""
from __future__ import annotations

from labdesk.games.wrong_chemistry.cards import load as load_deck
from labdesk.games.wrong_chemistry.rules import (
    ACTION_COST, EXTRAXODIUM_ENERGY, HAND_SIZE, action_words, card_title, cards_words, points_words,
)
from labdesk.i18n import N_, _, ngettext, pgettext

TITLE = N_("Wrong Chemistry")


def content_strings() -> list[str]:
    """Every player-facing string of the game's card content (cards.json stays English): element
    names and the two table cards' names and texts, for the extractor and the catalog check."""
    deck = load_deck()
    strings = [card.name for card in deck.elements.values()]
    for special in deck.specials.values():
        strings += [special.name, special.text]
    return strings


def status_line(obs: dict, viewer: int | None, names: list[str]) -> str:
    """The line beside the title: the phase, or whose turn it is."""
    if obs["phase"] == "choose":
        return _("Pick a start card: the lowest goes first")
    if obs["phase"] == "over":
        return _("Game over")
    seat = obs["current"]  # the element the molecule makes has its own line, under the molecule
    return _("Your turn") if seat == viewer else turn_banner(names[seat])


# --- the panels: seats, piles, energy, supply and the two table cards; what they show while empty
ENERGY_HEADING = N_("Energy")
SUPPLY_HEADING = N_("Supply (drag a disc here to take it off)")
NO_CARDS_SCORED = N_("No cards scored yet")
HANDS_HIDDEN = N_("Hands are hidden")


def seat_tag(is_viewer: bool, ai_level: str | None) -> str:
    """"(you)", "(AI medium)", "(you, AI easy)"… : what kind of seat this is ("" for another human)."""
    level = ai_level_word(ai_level) if ai_level else ""
    if is_viewer and ai_level:
        return _("(you, AI {level})").format(level=level)
    if is_viewer:
        return _("(you)")
    return _("(AI {level})").format(level=level) if ai_level else ""


def ai_level_word(level: str) -> str:
    """An AI level as a seat tag names it."""
    words = {"random": pgettext("AI level", "random"), "easy": pgettext("AI level", "easy"),
             "medium": pgettext("AI level", "medium"), "hard": pgettext("AI level", "hard"),
             "expert": pgettext("AI level", "expert")}
    return words.get(level, level)


def score_detail(score: dict) -> str:
    """How a seat's score is made: "5 card value + 2 run · 3 cards"."""
    return _("{base} card value + {bonus} run · {cards}").format(
        base=score["base"], bonus=score["bonus"], cards=count(score["cards"], "card"))


def hand_size_tip(n: int) -> str:
    """The hover text of the little card back beside a seat's score."""
    return ngettext("{n} card in hand", "{n} cards in hand", n).format(n=n)


def score_tip(score: dict) -> str:
    """The hover text of a seat's score: what it adds up (underlined chips are cards in a run)."""
    return ngettext("{total} point: card values {base} + run bonus {bonus} (1 for each underlined card)",
                    "{total} points: card values {base} + run bonus {bonus} (1 for each underlined card)",
                    score["total"]).format(
        total=score["total"], base=score["base"], bonus=score["bonus"])


# --- the line under the molecule: which element it makes now, and whether you hold that card
MOLECULE_NOW = N_("Molecule now:")
NO_ELEMENT_YET = N_("no element yet: reshape it to match a card in your hand")


def molecule_holder(in_hand: bool, my_turn: bool, scorer: str | None) -> str:
    """After the element the molecule makes: whether it is a card of the viewer's hand, or who scored
    it already (``scorer``: a name, "" for the viewer, None if nobody)."""
    if in_hand and my_turn:
        return _("in your hand: click it to claim")
    if in_hand:
        return _("in your hand")
    if scorer == "":
        return _("already in your scored pile")
    if scorer:
        return _("already scored by {name}").format(name=scorer)
    return _("not in your hand")


# --- hover texts of the short codes: a scored chip, a hand card's number and value badge
def chip_tip(number: int, in_run: bool) -> str:
    value = load_deck().elements[number].value
    if in_run:
        return _("{card}: {points}, in a run").format(card=card_title(number), points=points_words(value))
    return _("{card}: {points}").format(card=card_title(number), points=points_words(value))


def value_tip(value: int) -> str:
    return ngettext("Worth {n} point once claimed", "Worth {n} points once claimed", value).format(n=value)


def number_tip(number: int) -> str:
    return _("Element {n}: scored cards with consecutive numbers make a run, +1 point each").format(n=number)


def count(n: int, word: str) -> str:
    """"1 card", "2 cards", "0 cards" (``word``: "card" or "point")."""
    if word == "point":
        return points_words(n)
    return cards_words(n) if word == "card" else f"{n} {word}"


def run_bonus_pop(n: int) -> str:
    """What pops at the scored pile when a claim grows a sequence: "+2 run points"."""
    return ngettext("+{n} run point", "+{n} run points", n).format(n=n)


def more_chips(hidden: int) -> str:
    return _("+{n} more").format(n=hidden)


def deck_label(n: int) -> str:
    return _("Deck {n}").format(n=n)


def discard_label(n: int) -> str:
    return pgettext("pile", "Discard {n}").format(n=n)


def energy_left(n: int) -> str:
    return _("{n} left").format(n=n)


def supply_count(colour: str, n: int) -> str:
    label = {"white": N_("white: {n}"), "black": N_("black: {n}")}.get(colour)
    return _(label).format(n=n) if label else f"{colour}: {n}"


def special_name(special_id: str) -> str:
    """Restartium or Extraxodium, as its table card is titled."""
    return _(load_deck().specials[special_id].name)


def restartium_line(used: bool, playing: bool) -> str:
    return _("Used this turn") if used and playing else _("Once a turn, free: back to the starting layout")


def extraxodium_line(picking: bool, mine: bool, has_pile: bool) -> str:
    if picking:
        return _("Click a card of your scored pile (left) to give it up")
    if mine and not has_pile:
        return _("Needs a card in your scored pile")
    return _("Give up a scored card: +{n} energy (again and again)").format(n=EXTRAXODIUM_ENERGY)


# --- prompts
PICK_START_CARD = N_("Click a card to pick it as your start card")


def end_turn() -> str:
    return _("End turn (draw up to {n})").format(n=HAND_SIZE)


def end_turn_tip() -> str:
    return ngettext("Finish your turn and draw back up to {n} card",
                    "Finish your turn and draw back up to {n} cards", HAND_SIZE).format(n=HAND_SIZE)


def extraxodium_pick() -> str:
    return _("Click a card of your scored pile to give up for {n} energy").format(n=EXTRAXODIUM_ENERGY)


def drop_on_discard() -> str:
    return _("Drop a card on the discard pile to throw it away ({n} energy)").format(n=ACTION_COST)


# --- refusals: why a click or a drop does nothing
BLUE_HEX_FIXED = N_("The blue hex never moves")
EXTRAXODIUM_NEEDS_CARD = N_("Extraxodium needs a card in your scored pile")


def drop_refused(kind: str) -> str:
    """A disc or hex let go where nothing can happen."""
    return _("Drop it on a lit hex or on the supply") if kind == "disc" else _("Drop it on a lit hex")


def not_matching(number: int) -> str:
    return _("The molecule does not look like {card} yet "
             "(right-click to zoom; drag to the discard pile to throw away)").format(card=card_title(number))


# --- banners and action labels
def start_reveal(cards: tuple[int, ...], first: int, names: list[str]) -> str:
    elements = load_deck().elements
    shown = _(", ").join(_("{name} {card}").format(name=names[s], card=elements[c].label)
                         for s, c in enumerate(cards))
    return _("Start cards: {cards}. {name} goes first").format(cards=shown, name=names[first])


def open_hand(numbers: list[int]) -> str:
    """A seat's hand in a replay that shows every hand: "In hand: 9 F, 32 Ge"."""
    elements = load_deck().elements
    cards = _(", ").join(f"{n} {elements[n].symbol}" for n in numbers)
    return _("In hand: {cards}").format(cards=cards) if numbers else _("Hand empty")


def turn_banner(name: str) -> str:
    return _("{name}'s turn").format(name=name)


def action_label(action) -> str:
    """How an action reads on hints and buttons."""
    return action_words(action)


def describe_action(action, state, names: list[str]) -> str:
    """An action in words away from the board (the analysis screen)."""
    return action_words(action)
