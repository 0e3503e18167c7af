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


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_the_catch_up_never_names_a_hidden_card(game_id):
    handoffs = checked = secrets = 0
    for seed in range(GAMES):
        seats = [Seat("human", f"P{i}", "random") for i in range(PLAYERS[game_id])]
        match = Match(game_id, seats, seed)
        players = [match.ai_player(i) for i in range(len(seats))]
        previous = None
        public: set[str] = set()
        while not match.state.is_over() and len(match.actions) < LIMIT:
            seat = match.current_seat()
            texts(match.state.observation(None), public, True)
            # every change of seat (the games without hidden hands show no hand-off screen, but
            # their catch-up is checked the same way)
            if previous is not None and seat != previous:
                handoffs += 1
                secret = hidden_from(match, seat, public)
                secrets += len(secret)
                for line in catch_up(match.log_entries, seat):
                    checked += 1
                    leaked = [w for w in secret if mentions(line, w)]
                    assert not leaked, f"seed {seed}, to seat {seat}: {line!r} names {leaked}"
            match.apply(players[seat].choose(match.state.clone()))
            previous = seat
    assert handoffs and checked
    assert secrets or game_id not in NAMED_CARDS  # the check had hidden cards to look for
