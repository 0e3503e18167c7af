"""What the Lab Chaos board says: labels, prompts, headlines, button texts, action labels and the
captions of events. Pure functions of the observation, the seat names and the card data (no
pygame), so every sentence is tested without a window."""
from __future__ import annotations

from labdesk.games.lab_chaos.content import Deck, load, questions_in
from labdesk.games.lab_chaos import rules as r

_card_dicts: dict = {}


# --- card data -------------------------------------------------------------------------------------
def lang_text(value, lang: str = "en") -> str:
    """A card field that is either a plain string or {"en": ..., "ru": ...}."""
    if isinstance(value, dict):
        return value.get(lang) or value.get("en") or ""
    return value or ""


def deck() -> Deck:
    """The engine's loaded, schema-checked deck (effects.load() is cached)."""
    return load()


def card_data() -> dict:
    """Card id -> the card as a plain dict (title/text/ruling in en and ru, symbol, number, flags,
    condition), made once per loaded deck."""
    d = deck()
    if _card_dicts.get("deck") is not d:
        _card_dicts.clear()
        _card_dicts["deck"] = d
        _card_dicts["cards"] = {cid: {"id": c.id, "title": c.title, "text": c.text, "symbol": c.symbol,
                                      "number": c.number, "instant": c.instant, "end": c.end,
                                      "lasting": c.lasting, "condition": c.condition, "trigger": c.trigger,
                                      "ruling": c.ruling} for cid, c in d.cards.items()}
    return _card_dicts["cards"]


def question_texts() -> dict:
    """Question id -> {"en": ..., "ru": ...}."""
    return deck().questions


def persona_by_id(pid: str | None) -> dict | None:
    if pid is None:
        return None
    return next((p for p in deck().personas if p.get("id") == pid), None)


def question_of(card: dict) -> str | None:
    """The real-life question in a card's condition (robo cards), or None."""
    found = questions_in(card.get("condition"))
    return found[0] if found else None


def card_flags(card: dict) -> list[str]:
    """The card's kinds that its badges show, in badge order."""
    return [f for f in ("instant", "end", "lasting") if card.get(f)]


BADGE_WORDS = {"instant": "Instant", "end": "End", "lasting": "Lasting"}


def short_face_text(card: dict, lang: str = "en") -> str:
    """A card's text without a leading "Instant:" or "End:" (the small faces show it as a badge)."""
    text = lang_text(card.get("text"), lang)
    for flag in card_flags(card):
        word = BADGE_WORDS[flag] + ":"
        if text.lower().startswith(word.lower()) and len(text) > len(word) + 1:
            rest = text[len(word):].lstrip()
            return rest[:1].upper() + rest[1:]
    return text


def card_title(cid) -> str:
    """A card's English title in quotes, for sentences."""
    return f"“{lang_text(card_data()[cid]['title'])}”"


# --- counts ----------------------------------------------------------------------------------------
def plural(n: int, word: str) -> str:
    """"1 card", "7 cards", "1 point", "2 points"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def count_words(n: int) -> str:
    """"1 card", "7 cards" (the discard pile said "1 cards")."""
    return plural(n, "card")


# --- actions ---------------------------------------------------------------------------------------
VERBS = {r.PlayCard: "play", r.DiscardCard: "discard", r.GiveCard: "give", r.HandOver: "hand over",
         r.React: "react with"}
BUTTONS = {r.DrawCard: "Draw a card", r.Pass: "No"}
LABELS = {r.DrawCard: "draw a card", r.Pass: "do not react"}


def action_label(action, names) -> str:
    """How an action reads on the hint toast: card titles and player names, not ids."""
    kind = type(action)
    if kind in VERBS and action.card in card_data():
        return f"{VERBS[kind]} {card_title(action.card)}"
    if isinstance(action, r.ChoosePlayer) and action.seat < len(names):
        return f"choose {names[action.seat]}"
    if isinstance(action, r.Answer):
        return f"answer {'yes' if action.yes else 'no'}"
    return LABELS.get(kind, str(action))


def button_text(action) -> str:
    """The prompt line's button for an action that is not a click on a card or a player."""
    if type(action) in BUTTONS:
        return BUTTONS[type(action)]
    words = str(action)
    return words[:1].upper() + words[1:]


def countdown_text(seconds: int) -> str:
    """The reaction prompt's "No" button while it counts down."""
    return f"{BUTTONS[r.Pass]} ({seconds})"


# --- the banner, the seats, the prompt ------------------------------------------------------------
def match_game(obs: dict) -> tuple[int, int] | None:
    """(deal, deals) in a match of several deals, else None."""
    game, games = obs.get("game_number"), obs.get("games")
    return (game, games) if game and games and games > 1 else None


def headline(obs: dict, viewer: int | None, names) -> str:
    """The turn banner: whose turn it is, and which deal of the match."""
    if obs.get("phase") == "over":
        return "Game over"
    seat = obs.get("turn")
    if seat is None:
        return ""
    who = "Your turn" if seat == viewer else f"{names[seat]}'s turn"
    deal = match_game(obs)
    return who + (f"  ·  game {deal[0]} of {deal[1]}" if deal else "")


def play_order_line(order: list[int], names) -> str:
    """"Ana > Boris > Chen > Dara > ..." (the next few seats in the order of play)."""
    return " > ".join(names[s] for s in order[:4]) + (" > ..." if len(order) > 4 else "")


def seat_tag(seat: int, obs: dict) -> str | None:
    """"TURN" on the turn player's panel, "next" on the next player's."""
    if obs.get("phase") == "over":
        return None
    if seat == obs.get("turn"):
        return "TURN"
    if seat == obs.get("next_seat"):
        return "next"
    return None


def seat_kind_line(kind: str, level: str | None, penalty: int) -> str:
    """An opponent panel's second line: "Human · penalty 3" / "AI medium · penalty 0"."""
    who = "Human" if kind == "human" else f"AI {level}"
    return f"{who} · penalty {penalty}"


def hand_count_word(n: int) -> str:
    """The word under a hand's count ("card" / "cards")."""
    return "card" if n == 1 else "cards"


def trait(qid: str) -> str:
    """A short word for a real-life question (the persona sheet); the full question on hover."""
    return qid.replace("_", " ")


def answers_line(persona: dict | None, said: dict) -> str:
    """What a seat says yes to: an AI's persona sheet, or a person's answers so far (public)."""
    if persona is not None:
        yes = persona.get("yes") or []
        words = ", ".join(trait(q) for q in yes) if yes else "nothing"
        return f"{lang_text(persona.get('name'))} says yes to: {words}"
    yes = [q for q, a in said.items() if a]
    return f"Said yes to: {', '.join(trait(q) for q in yes)}" if yes else "Answers real-life questions"


def me_line(n: int, penalty: int, hidden: bool) -> str:
    """The viewer's seat: "7 cards · penalty 0" (and "hand hidden" for a spectator)."""
    return f"{count_words(n)} · penalty {penalty}" + (" · hand hidden" if hidden else "")


def match_line(obs: dict) -> str | None:
    deal = match_game(obs)
    return f"Game {deal[0]} of {deal[1]} · lowest total wins the match" if deal else None


def hidden_hand_note(any_human: bool) -> str:
    return ("Hands are hidden until the next player takes the seat" if any_human else
            "Only AI players at this table: their hands stay hidden")


CHOOSE_VERBS = {"draw": "who draws", "discard": "who discards", "discard_all": "who discards",
                "give": "whom to give cards to", "take": "whom to take cards from",
                "swap_hands": "whom to swap hands with", "reveal": "whose hand is shown"}


def trigger_words(trigger: dict, names) -> str:
    """What opened a reaction window, as a sentence."""
    who = names[trigger["seat"]] if isinstance(trigger.get("seat"), int) else "Someone"
    on, value = trigger.get("on"), trigger.get("value")
    return {"draw": f"{who} drew {count_words(value)}.", "hand_count": f"{who} is down to {count_words(value)}.",
            "end_played": "An End card was played.", "end_replaced": "The End card was replaced.",
            "played": f"{who} played a card.", "reverse": f"{who} reversed the play.",
            "skip": f"{who} skipped a player.", "take": f"{who} took cards from you."}.get(on, "Something happened.")


def decision_words(p: dict | None, names, mine: bool, can_react: bool = True) -> str:
    """A pending decision in words: "Choose who draws: click a glowing player" for the seat that
    decides (``mine``), "choose who draws" after "Waiting for Boris to" for the others.
    ``can_react``: the deciding person holds a card that can react."""
    if p is None:
        return "play a card"
    kind = p.get("kind")
    n = p.get("n", 1)
    cards = count_words(n)
    them = "them" if n > 1 else "one"
    to = names[p["to"]] if isinstance(p.get("to"), int) else "them"
    if kind == "choose_player":
        verb = CHOOSE_VERBS.get(p.get("op"), "")
        if mine:
            return f"Choose {verb}: click a glowing player" if verb else "Choose a player: click a glowing one"
        return f"choose {verb}" if verb else "choose a player"
    if kind == "discard":
        return f"Discard {cards}: click {them} in your hand" if mine else f"discard {cards}"
    if kind == "give":
        return f"Give {cards} to {to}: click {them}" if mine else f"give {cards} to {to}"
    if kind == "hand_over":
        return f"{to} takes {cards} from you: click which" if mine else f"hand over {cards} to {to}"
    if kind == "react":
        happened = trigger_words(p.get("trigger") or {}, names)
        if mine and not can_react:
            # hot seat: every person is asked when a window opens, also with nothing to play
            return f"{happened} No card of yours can react to this: click No"
        return f"{happened} React with an instant card? Click it, or No" if mine else "decide on a reaction"
    if kind == "question":
        return "Answer the real-life question" if mine else "answer a real-life question"
    return "Your choice" if mine else "choose"


def turn_prompt(has_playable: bool) -> str:
    """The viewer's own turn with no decision pending."""
    return "Your turn: click a glowing card to play it" if has_playable else \
        "No card of yours can be played now: draw one"


def waiting_prompt(name: str, p: dict | None, names) -> str:
    what = decision_words(p, names, mine=False)
    return f"Waiting for {name}" + (f" to {what}" if what else "")


MATCH_OVER = "The match is over"
BEING_CARRIED_OUT = "Being carried out"
TOO_LATE = "Too late: no reaction"
TABLE_NOTES = ("Point at any card to read it large;", "right-click it for its ruling")
SLOT_TITLES = {"end_slot": "End card", "lasting_slot": "Lasting card", "deck": "Deck", "discard": "Discard pile"}
EMPTY_SLOTS = {"end_slot": ("No End card", "Win by emptying your hand on your turn"),
               "lasting_slot": ("No lasting card", ""), "deck": ("Deck empty", "the discard pile is shuffled in"),
               "discard": ("Empty", "")}


# --- the question dialog ---------------------------------------------------------------------------
def question_heading(card: dict | None) -> str:
    return f"{lang_text(card['title'])} asks you a real-life question:" if card else "A real-life question:"


def question_text(qid: str | None) -> str:
    q = question_texts().get(qid)
    return lang_text(q) if q else (qid or "Yes or no?")


QUESTION_FOOT = "Answer honestly: the table trusts you."


# --- captions of events ------------------------------------------------------------------------------
def end_card_set(cid) -> str:
    return f"New End card: {card_title(cid)} decides who wins"


def lasting_card_set(cid) -> str:
    return f"{card_title(cid)} stays on the table as the lasting card"


def direction_reversed(direction: int) -> str:
    word = "left to right" if direction > 0 else "right to left"
    return f"Direction reversed: play now goes {word}"


def player_chosen(seat: int, target: int, names) -> str:
    return f"{names[seat]} picks {names[target]}"


def question_answered(qid: str, yes: bool, name: str, persona: bool) -> str:
    who = name + (" (persona sheet)" if persona else "")
    return f"{question_text(qid)} {who}: {'yes' if yes else 'no'}"


def new_deal(game: int, starter: int, names) -> str:
    return f"Deal {game}: {names[starter]} starts"


def deal_won(winners, reason: str, names) -> str:
    who = " and ".join(names[w] for w in winners)
    return f"{who} {'wins' if len(winners) == 1 else 'win'} the deal ({reason})"


def deal_row_words(penalty: int, total: int) -> str:
    """A seat's row in the end-of-deal summary: "+5 · total 12"."""
    return f"+{penalty} · total {total}"


RESHUFFLED = "The discard pile is shuffled into the deck"
HANDS_PASSED = "Every hand moves on one seat"
LOSES_A_TURN = "loses a turn"
RECEIVES = "receives"
PLAY_GOES = "Play goes"
REVEALED = "revealed"
ME = "Me"  # the button that chooses oneself
NO_CARDS = "no cards"


def persona_title(persona: dict) -> str:
    return f"{lang_text(persona.get('name'))}: persona sheet"


def inspect_sections(card: dict) -> list[tuple[str, str]]:
    """The zoom view's text beside the card: its ruling, and its Russian title, text and ruling
    (the app has no language setting: cards read in English)."""
    return [("Ruling", lang_text(card.get("ruling"))),
            (f"По-русски: {lang_text(card.get('title'), 'ru')}", lang_text(card.get("text"), "ru")),
            ("Разъяснение", lang_text(card.get("ruling"), "ru"))]


INSPECT_CLOSE = "Click anywhere to close"
