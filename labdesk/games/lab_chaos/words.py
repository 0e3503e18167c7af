"""What the Lab Chaos board says: labels, prompts, headlines, button texts, action labels and the
captions of events. Pure functions of the observation, the seat names and the card data (no
pygame), so every sentence is tested without a window. Every sentence is translated when it is
asked for (``labdesk.i18n``); the deck's own texts are English in cards.json, listed for the
catalogs by ``content_strings()``."""
from __future__ import annotations

from labdesk.games.lab_chaos.content import Deck, load, questions_in, quoted
from labdesk.games.lab_chaos import rules as r
from labdesk.i18n import N_, _, ngettext, pgettext

_card_dicts: dict = {}


# --- card data -------------------------------------------------------------------------------------
def deck() -> Deck:
    """The engine's loaded, schema-checked deck (effects.load() is cached)."""
    return load()


def content_strings() -> list[str]:
    """Every player-facing text of the deck (questions, persona names, card titles, texts and
    rulings, and the kinds of card its effects ask for), in English as cards.json has them: the
    catalogs translate each of them."""
    d = deck()
    found = list(d.questions.values()) + [p["name"] for p in d.personas]
    for c in d.cards.values():
        found += [c.title, c.text, c.ruling]
    return found + r.filter_phrases(d)


def card_data() -> dict:
    """Card id -> the card as a plain dict (English title/text/ruling, symbol, number, flags,
    condition), made once per loaded deck; shown through ``_()``."""
    d = deck()
    if _card_dicts.get("deck") is not d:
        _card_dicts.clear()
        _card_dicts["deck"] = d
        _card_dicts["cards"] = {cid: {"id": c.id, "title": c.title, "text": c.text, "symbol": c.symbol,
                                      "number": c.number, "instant": c.instant, "end": c.end,
                                      "lasting": c.lasting, "condition": c.condition, "trigger": c.trigger,
                                      "ruling": c.ruling} for cid, c in d.cards.items()}
    return _card_dicts["cards"]


def shown(text: str | None) -> str:
    """A text of the deck (English) in the current language."""
    return _(text) if text else ""


def question_texts() -> dict:
    """Question id -> the question in English (``question_text`` translates one)."""
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


# the badge words; a card's text starts with the same word ("Instant: ...", "End: ...")
BADGE_WORDS = {"instant": N_("Instant"), "end": N_("End"), "lasting": N_("Lasting")}


def badge_word(flag: str) -> str:
    return _(BADGE_WORDS[flag])


def short_face_text(card: dict) -> str:
    """A card's text without a leading "Instant:" or "End:" (the small faces show it as a badge)."""
    text = shown(card.get("text"))
    for flag in card_flags(card):
        word = badge_word(flag) + ":"
        if text.lower().startswith(word.lower()) and len(text) > len(word) + 1:
            rest = text[len(word):].lstrip()
            return rest[:1].upper() + rest[1:]
    return text


def card_title(cid) -> str:
    """A card's title in quotes, for sentences."""
    return quoted(card_data()[cid]["title"])


# --- counts ----------------------------------------------------------------------------------------
def count_words(n: int) -> str:
    """"1 card", "7 cards" (the discard pile said "1 cards")."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


# --- actions ---------------------------------------------------------------------------------------
VERBS = {r.PlayCard: N_("play {card}"), r.DiscardCard: N_("discard {card}"), r.GiveCard: N_("give {card}"),
         r.HandOver: N_("hand over {card}"), r.React: N_("react with {card}")}
BUTTONS = {r.DrawCard: N_("Draw a card"), r.Pass: N_("No")}
LABELS = {r.DrawCard: N_("draw a card"), r.Pass: N_("do not react")}


def action_label(action, names) -> str:
    """How an action reads on the hint toast: card titles and player names, not ids."""
    kind = type(action)
    if kind in VERBS and action.card in card_data():
        return _(VERBS[kind]).format(card=card_title(action.card))
    if isinstance(action, r.ChoosePlayer) and action.seat < len(names):
        return _("choose {name}").format(name=names[action.seat])
    if isinstance(action, r.Answer):
        return _("answer yes") if action.yes else _("answer no")
    return _(LABELS[kind]) if kind in LABELS else str(action)


def describe_action(action, state, names: list[str]) -> str:
    """An action in words away from the board (the analysis screen)."""
    return action_label(action, names)


def button_text(action) -> str:
    """The prompt line's button for an action that is not a click on a card or a player."""
    if type(action) in BUTTONS:
        return _(BUTTONS[type(action)])
    words = str(action)
    return words[:1].upper() + words[1:]


def countdown_text(seconds: int) -> str:
    """The reaction prompt's "No" button while it counts down."""
    return _("No ({seconds})").format(seconds=seconds)


# --- the banner, the seats, the prompt ------------------------------------------------------------
def match_game(obs: dict) -> tuple[int, int] | None:
    """(deal, deals) in a match of several deals, else None."""
    game, games = obs.get("game_number"), obs.get("games")
    return (game, games) if game and games and games > 1 else None


def headline(obs: dict, viewer: int | None, names) -> str:
    """The turn banner: whose turn it is, and which deal of the match; while another seat answers
    on that turn (a reaction, a card to give), whom the table waits for instead of the deal."""
    if obs.get("phase") == "over":
        return _("Game over")
    seat = obs.get("turn")
    if seat is None:
        return ""
    waiting = obs.get("current")
    if waiting is not None and waiting != seat:
        if seat == viewer:
            return _("Your turn  ·  waiting for {name}").format(name=names[waiting])
        if waiting == viewer:
            return _("{name}'s turn  ·  waiting for you").format(name=names[seat])
        return _("{name}'s turn  ·  waiting for {other}").format(name=names[seat], other=names[waiting])
    deal = match_game(obs)
    if seat == viewer:
        return _("Your turn  ·  game {game} of {games}").format(game=deal[0], games=deal[1]) if deal else pgettext("Lab Chaos header", "Your turn")
    if deal:
        return _("{name}'s turn  ·  game {game} of {games}").format(name=names[seat], game=deal[0], games=deal[1])
    return _("{name}'s turn").format(name=names[seat])


def play_order_line(order: list[int], names, most: int = 4) -> str:
    """"Ana > Boris > Chen > Dara > ..." (the next ``most`` seats in the order of play)."""
    return " > ".join(names[s] for s in order[:most]) + (" > ..." if len(order) > most else "")


def seat_tag_kind(seat: int, obs: dict) -> str | None:
    """"turn" for the turn player's panel, "next" for the next player's, "skipped" for each seat the
    turn will pass over (until it does), None for the rest."""
    if obs.get("phase") == "over":
        return None
    if seat == obs.get("turn"):
        return "turn"
    if seat == obs.get("next_seat"):
        return "next"
    return "skipped" if seat in obs.get("skipped", ()) else None


TAG_WORDS = {"turn": lambda: _("TURN"), "next": lambda: pgettext("the seat that plays next", "next"),
             "skipped": lambda: pgettext("a seat that loses its coming turn", "skipped")}


def seat_tag(seat: int, obs: dict) -> str | None:
    """The tag on a seat's panel: "TURN", "next", "skipped" (``seat_tag_kind``)."""
    kind = seat_tag_kind(seat, obs)
    return TAG_WORDS[kind]() if kind else None


def level_word(level: str) -> str:
    """An AI level on a seat panel: words of its own (a context), short enough for six panels side by side."""
    said = {"random": pgettext("AI level on a Lab Chaos seat panel", "random"),
            "easy": pgettext("AI level on a Lab Chaos seat panel", "easy"),
            "medium": pgettext("AI level on a Lab Chaos seat panel", "medium"),
            "hard": pgettext("AI level on a Lab Chaos seat panel", "hard"),
            "expert": pgettext("AI level on a Lab Chaos seat panel", "expert")}
    return said.get(level, level)


def seat_kind_line(kind: str, level: str | None, penalty: int) -> str:
    """An opponent panel's second line: "Human · penalty 3" / "AI medium · penalty 0"."""
    if kind == "human":
        return _("Human · penalty {penalty}").format(penalty=penalty)
    return _("AI {level} · penalty {penalty}").format(level=level_word(level or ""), penalty=penalty)


def hand_count_word(n: int) -> str:
    """The word under a hand's count ("card" / "cards")."""
    return ngettext("card", "cards", n)


# the short word for each real-life question on a seat's panel; the full question on hover
TRAITS = {"glasses": N_("glasses"), "red": N_("red"), "keys": N_("keys"), "ring": N_("ring"), "pet": N_("pet"),
          "phone": N_("phone"), "drink": N_("drink"), "watch": N_("watch")}


def trait(qid: str) -> str:
    """A short word for a real-life question (the persona sheet); the full question on hover."""
    return _(TRAITS[qid]) if qid in TRAITS else qid.replace("_", " ")


def answers_line(persona: dict | None, said: dict) -> str:
    """What a seat says yes to: an AI's persona sheet, or a person's answers so far (public)."""
    if persona is not None:
        yes = persona.get("yes") or []
        name = shown(persona.get("name"))
        if not yes:
            return _("{name} says yes to nothing").format(name=name)
        return _("{name} says yes to: {traits}").format(name=name, traits=", ".join(trait(q) for q in yes))
    yes = [q for q, a in said.items() if a]
    if not yes:
        return _("Answers real-life questions")
    return _("Said yes to: {traits}").format(traits=", ".join(trait(q) for q in yes))


def me_line(n: int, penalty: int, hidden: bool) -> str:
    """The viewer's seat: "7 cards · penalty 0" (and "hand hidden" for a spectator)."""
    if hidden:
        return ngettext("{n} card · penalty {penalty} · hand hidden", "{n} cards · penalty {penalty} · hand hidden",
                        n).format(n=n, penalty=penalty)
    return ngettext("{n} card · penalty {penalty}", "{n} cards · penalty {penalty}", n).format(n=n, penalty=penalty)


def match_line(obs: dict) -> str | None:
    deal = match_game(obs)
    if not deal:
        return None
    return _("Game {game} of {games} · lowest total wins the match").format(game=deal[0], games=deal[1])


def hidden_hand_note(any_human: bool) -> str:
    return (_("Hands are hidden until the next player takes the seat") if any_human else
            _("Only AI players at this table: their hands stay hidden"))


# "Choose who draws: click a glowing player" for the chooser; "Waiting for Boris to choose who draws"
CHOOSE_PROMPTS = {"draw": N_("Choose who draws: click a glowing player"),
                  "discard": N_("Choose who discards: click a glowing player"),
                  "discard_all": N_("Choose who discards: click a glowing player"),
                  "give": N_("Choose whom to give cards to: click a glowing player"),
                  "take": N_("Choose whom to take cards from: click a glowing player"),
                  "swap_hands": N_("Choose whom to swap hands with: click a glowing player"),
                  "reveal": N_("Choose whose hand is shown: click a glowing player")}
CHOOSE_WAITS = {"draw": N_("Waiting for {name} to choose who draws"),
                "discard": N_("Waiting for {name} to choose who discards"),
                "discard_all": N_("Waiting for {name} to choose who discards"),
                "give": N_("Waiting for {name} to choose whom to give cards to"),
                "take": N_("Waiting for {name} to choose whom to take cards from"),
                "swap_hands": N_("Waiting for {name} to choose whom to swap hands with"),
                "reveal": N_("Waiting for {name} to choose whose hand is shown")}


def trigger_words(trigger: dict, names) -> str:
    """What opened a reaction window, as a sentence."""
    on, value = trigger.get("on"), trigger.get("value")
    if not isinstance(trigger.get("seat"), int):
        return {"end_played": _("An End card was played."), "end_replaced": _("The End card was replaced.")}.get(
            on, _("Something happened."))
    who = names[trigger["seat"]]
    if on == "draw":
        return ngettext("{name} drew {n} card.", "{name} drew {n} cards.", value).format(name=who, n=value)
    if on == "hand_count":
        return ngettext("{name} is down to {n} card.", "{name} is down to {n} cards.", value).format(name=who, n=value)
    said = {"end_played": N_("An End card was played."), "end_replaced": N_("The End card was replaced."),
            "played": N_("{name} played a card."), "reverse": N_("{name} reversed the play."),
            "skip": N_("{name} skipped a player."), "take": N_("{name} took cards from you.")}
    return _(said[on]).format(name=who) if on in said else _("Something happened.")


def decision_words(p: dict | None, names, can_react: bool = True) -> str:
    """A pending decision in words for the seat that decides: "Choose who draws: click a glowing
    player" (the other seats read ``waiting_prompt``). ``can_react``: the deciding person holds a
    card that can react."""
    if p is None:
        return _("Play a card")
    kind = p.get("kind")
    n = p.get("n", 1)
    to = names[p["to"]] if isinstance(p.get("to"), int) else "?"
    if kind == "choose_player":
        op = p.get("op")
        return _(CHOOSE_PROMPTS[op]) if op in CHOOSE_PROMPTS else _("Choose a player: click a glowing one")
    if kind == "discard":
        return ngettext("Discard {n} card: click one in your hand", "Discard {n} cards: click them in your hand",
                        n).format(n=n)
    if kind == "give":
        return ngettext("Give {n} card to {name}: click one", "Give {n} cards to {name}: click them",
                        n).format(n=n, name=to)
    if kind == "hand_over":
        return ngettext("{name} takes {n} card from you: click which", "{name} takes {n} cards from you: click which",
                        n).format(n=n, name=to)
    if kind == "react":
        happened = trigger_words(p.get("trigger") or {}, names)
        if not can_react:
            # hot seat: every person is asked when a window opens, also with nothing to play
            return _("{happened} No card of yours can react to this: click No").format(happened=happened)
        return _("{happened} React with an instant card? Click it, or No").format(happened=happened)
    if kind == "question":
        return _("Answer the real-life question")
    return _("Your choice")


def turn_prompt(has_playable: bool) -> str:
    """The viewer's own turn with no decision pending."""
    return _("Your turn: click a glowing card to play it") if has_playable else \
        _("No card of yours can be played now: draw one")


def waiting_prompt(name: str, p: dict | None, names) -> str:
    """The prompt while another seat decides: "Waiting for Boris to discard 2 cards"."""
    if p is None:
        return _("Waiting for {name} to play a card").format(name=name)
    kind = p.get("kind")
    n = p.get("n", 1)
    to = names[p["to"]] if isinstance(p.get("to"), int) else "?"
    if kind == "choose_player":
        op = p.get("op")
        return _(CHOOSE_WAITS.get(op, N_("Waiting for {name} to choose a player"))).format(name=name)
    if kind == "discard":
        return ngettext("Waiting for {name} to discard {n} card", "Waiting for {name} to discard {n} cards",
                        n).format(name=name, n=n)
    if kind == "give":
        return ngettext("Waiting for {name} to give {n} card to {to}", "Waiting for {name} to give {n} cards to {to}",
                        n).format(name=name, n=n, to=to)
    if kind == "hand_over":
        return ngettext("Waiting for {name} to hand over {n} card to {to}",
                        "Waiting for {name} to hand over {n} cards to {to}", n).format(name=name, n=n, to=to)
    if kind == "react":
        return _("Waiting for {name} to decide on a reaction").format(name=name)
    if kind == "question":
        return _("Waiting for {name} to answer a real-life question").format(name=name)
    return _("Waiting for {name} to choose").format(name=name)


MATCH_OVER = N_("The match is over")
BEING_CARRIED_OUT = N_("Being carried out")
TOO_LATE = N_("Too late: no reaction")
TABLE_NOTES = (N_("Point at any card to read it large;"), N_("right-click it for its ruling"))
TABLE_NOTE = N_("Point at any card to read it large; right-click it for its ruling")  # one paragraph, wrapped
SLOT_TITLES = {"end_slot": N_("End card"), "lasting_slot": N_("Lasting card"), "deck": N_("Deck"),
               "discard": N_("Discard pile")}
EMPTY_SLOTS = {"end_slot": (N_("No End card"), N_("Win by emptying your hand on your turn")),
               "lasting_slot": (N_("No lasting card"), ""), "deck": (N_("Deck empty"), N_("the discard pile is shuffled in")),
               "discard": (N_("Empty"), "")}


def empty_slot_words(name: str) -> tuple[str, str]:
    """The two lines an empty table slot shows, in the current language."""
    return tuple(_(line) if line else "" for line in EMPTY_SLOTS[name])


# --- the question dialog ---------------------------------------------------------------------------
def question_heading(card: dict | None) -> str:
    if not card:
        return _("A real-life question:")
    return _("{card} asks you a real-life question:").format(card=shown(card["title"]))


def question_text(qid: str | None) -> str:
    q = question_texts().get(qid)
    return _(q) if q else (qid or _("Yes or no?"))


QUESTION_FOOT = N_("Answer honestly: the table trusts you.")


# --- captions of events ------------------------------------------------------------------------------
def end_card_set(cid) -> str:
    return _("New End card: {card} decides who wins").format(card=card_title(cid))


def lasting_card_set(cid) -> str:
    return _("{card} stays on the table as the lasting card").format(card=card_title(cid))


def direction_reversed(direction: int) -> str:
    if direction > 0:
        return _("Direction reversed: play now goes left to right")
    return _("Direction reversed: play now goes right to left")


def player_chosen(seat: int, target: int, names) -> str:
    return _("{name} picks {target}").format(name=names[seat], target=names[target])


def question_answered(qid: str, yes: bool, name: str, persona: bool) -> str:
    question = question_text(qid)
    if persona:
        said = _("{question} {name} (persona sheet): yes") if yes else _("{question} {name} (persona sheet): no")
    else:
        said = _("{question} {name}: yes") if yes else _("{question} {name}: no")
    return said.format(question=question, name=name)


def new_deal(game: int, starter: int, names) -> str:
    return _("Deal {game}: {name} starts").format(game=game, name=names[starter])


def deal_won(winners, reason: str, names) -> str:
    """The end-of-deal title: who finished and why (``reason`` is the rules' English reason)."""
    why = r.reason_words(reason)
    if len(winners) == 1:
        return _("{name} wins the deal ({reason})").format(name=names[winners[0]], reason=why)
    return _("{names} win the deal ({reason})").format(names=r.names_joined([names[w] for w in winners]), reason=why)


def deal_row_words(penalty: int, total: int) -> str:
    """A seat's row in the end-of-deal summary: "+5 · total 12"."""
    return _("+{penalty} · total {total}").format(penalty=penalty, total=total)


RESHUFFLED = N_("The discard pile is shuffled into the deck")
HANDS_PASSED = N_("Every hand moves on one seat")
LOSES_A_TURN = N_("loses a turn")
RECEIVES = N_("receives")
RECEIVES_TIP = N_("Gets the cards you are giving now")
PLAY_GOES = N_("Play goes")
REVEALED = N_("revealed")
ME = N_("Me")  # the button that chooses oneself
NO_CARDS = N_("no cards")


def persona_title(persona: dict) -> str:
    return _("{name}: persona sheet").format(name=shown(persona.get("name")))


def inspect_sections(card: dict) -> list[tuple[str, str]]:
    """The zoom view's text beside the card (the card itself is shown large, with every word)."""
    return [(_("Ruling"), shown(card.get("ruling")))]


INSPECT_CLOSE = N_("Click here to close")  # a click elsewhere closes it too, and acts


# hover text of a seat panel's short words ("TURN", "next", "skipped", "penalty 3", "revealed")
TAG_TIPS = {"turn": N_("Playing this turn"), "next": N_("Plays after this turn, in the direction of play"),
            "skipped": N_("Loses the coming turn: a card skipped this player")}
PENALTY_TIPS = {"numbers": N_("Penalty: the numbers on the cards left in hand when a deal ends, added up; "
                              "the lowest total wins the match"),
                "count": N_("Penalty: one point for each card left in hand when a deal ends; "
                            "the lowest total wins the match")}
REVEALED_TIP = N_("A card showed this hand to everyone")


def tag_tip(seat: int, obs: dict) -> str:
    """What a seat's tag means."""
    kind = seat_tag_kind(seat, obs)
    return _(TAG_TIPS[kind]) if kind else ""


def penalty_tip(obs: dict) -> str:
    return _(PENALTY_TIPS.get(obs.get("penalty"), PENALTY_TIPS["numbers"]))
