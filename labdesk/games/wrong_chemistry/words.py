"""What the Wrong Chemistry board says: headings, prompts, table-card lines, refusals, banners and
action labels. Pure (no pygame): the board passes in the observation and names, and draws the
strings these functions return. Figures come from the observation or the rules' constants."""
from __future__ import annotations

from labdesk.games.wrong_chemistry.cards import load as load_deck
from labdesk.games.wrong_chemistry.rules import (
    ACTION_COST, EXTRAXODIUM_ENERGY, HAND_SIZE, action_words, card_title,
)

TITLE = "Wrong Chemistry"
ENERGY_HEADING = "Energy"
SUPPLY_HEADING = "Supply (drag a disc here to take it off)"
END_TURN = f"End turn (draw up to {HAND_SIZE})"
END_TURN_TIP = f"Finish your turn and draw back up to {HAND_SIZE} cards"
HANDS_HIDDEN = "Hands are hidden"
PICK_START_CARD = "Click a card to pick it as your start card"
NO_CARDS_SCORED = "No cards scored yet"
BLUE_HEX_FIXED = "The blue hex never moves"
EXTRAXODIUM_NEEDS_CARD = "Extraxodium needs a card in your scored pile"
EXTRAXODIUM_PICK = f"Click a card of your scored pile to give up for {EXTRAXODIUM_ENERGY} energy"
DROP_ON_DISCARD = f"Drop a card on the discard pile to throw it away ({ACTION_COST} energy)"


def count(n: int, word: str) -> str:
    """"1 card", "2 cards", "0 cards"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def status_line(obs: dict, viewer: int | None, names: list[str]) -> str:
    """The line beside the title: whose turn, and which element the molecule shows."""
    if obs["phase"] == "choose":
        return "Pick a start card: the lowest number goes first"
    if obs["phase"] == "over":
        return "Game over"
    seat = obs["current"]
    line = "Your turn" if seat == viewer else f"{names[seat]}'s turn"
    if obs["matches_card"] is not None:
        line += f" · molecule = {load_deck().elements[obs['matches_card']].label}"
    return line


def seat_tag(is_viewer: bool, ai_level: str | None) -> str:
    """"(you)", "(AI medium)", "(you, AI easy)"… : what kind of seat this is ("" for another human)."""
    parts = (["you"] if is_viewer else []) + ([f"AI {ai_level}"] if ai_level else [])
    return f"({', '.join(parts)})" if parts else ""


def score_detail(score: dict) -> str:
    """How a seat's score is made: "5 card value + 2 run · 3 cards"."""
    return f"{score['base']} card value + {score['bonus']} run · {count(score['cards'], 'card')}"


def more_chips(hidden: int) -> str:
    return f"+{hidden} more"


def deck_label(n: int) -> str:
    return f"Deck {n}"


def discard_label(n: int) -> str:
    return f"Discard {n}"


def energy_left(n: int) -> str:
    return f"{n} left"


def supply_count(colour: str, n: int) -> str:
    return f"{colour}: {n}"


def restartium_line(used: bool, playing: bool) -> str:
    return "Used this turn" if used and playing else "Once a turn, free: back to the starting layout"


def extraxodium_line(picking: bool, mine: bool, has_pile: bool) -> str:
    if picking:
        return "Click a card of your scored pile (left) to give it up"
    if mine and not has_pile:
        return "Needs a card in your scored pile"
    return f"Give up a scored card: +{EXTRAXODIUM_ENERGY} energy (again and again)"


def drop_refused(kind: str) -> str:
    """A disc or hex let go where nothing can happen."""
    return "Drop it on a lit hex" + (" or on the supply" if kind == "disc" else "")


def not_matching(number: int) -> str:
    return (f"The molecule does not look like {card_title(number)} yet "
            "(right-click to zoom; drag to the discard pile to throw away)")


def start_reveal(cards: tuple[int, ...], first: int, names: list[str]) -> str:
    elements = load_deck().elements
    shown = ", ".join(f"{names[s]} {elements[c].label}" for s, c in enumerate(cards))
    return f"Start cards: {shown}. {names[first]} goes first"


def turn_banner(name: str) -> str:
    return f"{name}'s turn"


def action_label(action) -> str:
    """How an action reads on hints and buttons."""
    return action_words(action)
