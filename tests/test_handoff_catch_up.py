"""The hot-seat hand-off's "Since your last turn" is built from the log only, and over seeded
hot-seat games of every game it never names a card hidden from the seat it is shown to.

A card's identity is taken from the observations: every text in the lists of another seat's
observation (hands, piles: where cards are) that the receiving seat's own observation does not
contain and that no spectator has seen so far is hidden from it; none may appear, as a word, in the
catch-up."""
from __future__ import annotations

import re

import pytest

from labdesk.engine.match import Match, Seat
from labdesk.ui.table.log import catch_up

PLAYERS = {"experiment": 3, "explosion": 2, "lab-wars": 3, "lab-chaos": 4, "wrong-chemistry": 3}
GAMES = 2
# games whose observations name their hidden cards by text (the others number them, or hide none:
# their catch-up is still checked, and has no card names to leak)
NAMED_CARDS = {"experiment", "lab-wars", "lab-chaos"}
LIMIT = 250


def texts(value, out: set[str], in_list: bool = False) -> set[str]:
    """The strings an observation holds directly in its lists: cards sit in lists (hands, piles,
    rows), whatever their form (a name, an id); single fields are states and words, not cards."""
    if isinstance(value, str):
        if in_list:
            out.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            texts(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            texts(v, out, True)
    return out


def hidden_from(match: Match, seat: int, public: set[str]) -> set[str]:
    """What other seats hold that ``seat`` cannot see and that was never public (``public``: every
    string a spectator has seen so far, e.g. a kind of card with many copies, once face up)."""
    state = match.state
    seen = texts(state.observation(seat), set(), True) | public
    others = set()
    for other in range(len(match.seats)):
        if other != seat:
            texts(state.observation(other), others)
    return {t for t in others - seen if len(t) >= 3 and not t.isdigit()}


def mentions(line: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", line) is not None


def hot_seat_turns(game_id: str):
    """Seeded hot-seat games of ``game_id`` played by random players, one action at a time: yields
    (seed, match, seat to act, whether the seat changed) before each action and plays it after.
    Every change of seat counts (the games without hidden hands show no hand-off screen, but their
    catch-up is checked the same way)."""
    for seed in range(GAMES):
        seats = [Seat("human", f"P{i}", "random") for i in range(PLAYERS[game_id])]
        match = Match(game_id, seats, seed)
        players = [match.ai_player(i) for i in range(len(seats))]
        previous = None
        while not match.state.is_over() and len(match.actions) < LIMIT:
            seat = match.current_seat()
            yield seed, match, seat, previous is not None and seat != previous
            match.apply(players[seat].choose(match.state.clone()))
            previous = seat


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_the_catch_up_never_names_a_hidden_card(game_id):
    handoffs = checked = secrets = 0
    public: dict[int, set[str]] = {}  # per seed
    for seed, match, seat, handed_over in hot_seat_turns(game_id):
        seen = public.setdefault(seed, set())
        texts(match.state.observation(None), seen, True)
        if handed_over:
            handoffs += 1
            secret = hidden_from(match, seat, seen)
            secrets += len(secret)
            for line in catch_up(match.log_entries, seat):
                checked += 1
                leaked = [w for w in secret if mentions(line, w)]
                assert not leaked, f"seed {seed}, to seat {seat}: {line!r} names {leaked}"
    assert handoffs and checked
    assert secrets or game_id not in NAMED_CARDS  # the check had hidden cards to look for


# --- by card identity: what each seat holds hidden, from the game's open observation ----------------
def _wc_names(n):
    from labdesk.games.wrong_chemistry.cards import load
    card = load().elements[n]
    return {card.name, card.label}


def _lw_names(kind, key):
    from labdesk.games.lab_wars import rules as lw
    return {{"item": lw.item_name, "action": lw.action_name, "news": lw.news_name,
             "character": lw.character_name}[kind](key)}


def _lc_names(cid):
    from labdesk.games.lab_chaos.words import card_data, shown
    return {shown(card_data()[cid]["title"])}


def _explosion_names(card):
    from labdesk.games.explosion.content import load
    return {side.name for side in load().cards[card].values()}


def _experiment_names(kind):
    from labdesk.games.experiment.rules import kind_word
    from labdesk.games.experiment.words import lab_card_name
    return {kind_word(kind), lab_card_name(kind)}


def cards_in(game_id: str, obs: dict) -> set[tuple]:
    """The cards an observation shows, by identity (a kind of card, where a game has copies)."""
    found: set[tuple] = set()
    if game_id == "experiment":
        found |= {("lab", k) for k in obs["row_open"] + obs["row_secret"] if k not in (None, "hidden")}
        for entry in obs["seats"]:
            found |= {("lab", k) for k in entry["lab"]}
    elif game_id == "lab-wars":
        for entry in obs["seats"]:
            found |= {("item", i) for i in entry["hand"] or []} | {("item", q["item"]) for q in entry["lab"]}
            found |= {("action", a) for a in entry["actions"] or []} | {("news", n) for n in entry["news"] or []}
            found |= {("news", n) for n in entry["news_done"]}
            found |= {("character", c) for c in [entry["character"], *entry["used"]] if c}
        found |= {("action", a) for a in obs["action_discard"]}
    elif game_id == "lab-chaos":
        shown = [*obs["hand"], *obs["discard"], *obs["in_play"], obs["end_card"], obs["lasting_card"]]
        shown += [c for cards in obs["revealed"].values() for c in cards]
        found |= {("card", c) for c in shown if c}
    elif game_id == "wrong-chemistry":
        shown = [c["number"] for c in obs["hand"]] + [c for pile in obs["piles"] for c in pile["cards"]]
        shown += [c for hand in obs.get("open_hands", []) for c in hand] + [obs["discard_top"], obs.get("start_card")]
        shown += obs.get("start_cards", [])
        found |= {("element", c) for c in shown if c is not None}
    elif game_id == "explosion":
        found |= {("process", c["card"]) for held in obs["held"] for c in held}
    return found


def card_names(game_id: str, card: tuple) -> set[str]:
    kind, key = card
    if game_id == "wrong-chemistry":
        return _wc_names(key)
    if game_id == "lab-wars":
        return _lw_names(kind, key)
    if game_id == "lab-chaos":
        return _lc_names(key)
    if game_id == "explosion":
        return _explosion_names(key)
    return _experiment_names(key)


def hidden_cards(match: Match, seat: int, public: set[tuple]) -> set[tuple]:
    """The cards the other seats hold (or lie face down) that ``seat`` cannot see and that were never
    face up to everyone; in Explosion, the Process cards still in the deck."""
    state = match.state
    if match.game_id == "explosion":
        everything = {("process", c) for c in state.deck}
    else:
        everything = cards_in(match.game_id, state.open_observation(seat))
    return everything - cards_in(match.game_id, state.observation(seat)) - public


def named(game_id: str, line: str, cards: set[tuple]) -> set[tuple]:
    """The cards of ``cards`` that ``line`` names."""
    return {card for card in cards if any(len(n) >= 3 and mentions(line, n) for n in card_names(game_id, card))}


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_the_catch_up_never_names_a_card_hidden_from_its_reader_by_identity(game_id):
    """A card may be named once everyone has seen it: face up on the table, or shown by the player
    holding it (played, discarded, refused: the line of their own action names their own card)."""
    handoffs = secrets = 0
    public: dict[int, set[tuple]] = {}  # per seed
    last = None  # (seed, the log's length before the last action, the actor's own cards then)
    for seed, match, seat, handed_over in hot_seat_turns(game_id):
        seen = public.setdefault(seed, set())
        if last is not None and last[0] == seed:
            for entry in match.log_entries[last[1]:]:
                seen |= named(game_id, entry.text, last[2])  # shown by the seat that holds it
                if game_id == "lab-chaos" and " shows their hand: " in entry.text:
                    # a card made this hand public to everyone (it may be hidden again before the next look)
                    seen |= named(game_id, entry.text, {("card", c) for c in match.state.cards.ids})
        seen |= cards_in(game_id, match.state.observation(None))
        if handed_over:
            handoffs += 1
            hidden = hidden_cards(match, seat, seen)
            secrets += len(hidden)
            for line in catch_up(match.log_entries, seat):
                leaked = named(game_id, line, hidden)
                assert not leaked, f"seed {seed}, to seat {seat}: {line!r} names {leaked}"
        last = (seed, len(match.log_entries), cards_in(game_id, match.state.observation(seat)) - seen)
    assert handoffs and secrets  # every game had hidden cards to look for
