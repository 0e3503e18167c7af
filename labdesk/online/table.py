"""One online table as the server holds it: the match (state, seed, full log) and what each seat may
be shown of it. Pure Python, no asyncio and no storage: the server (``server.py``) serialises calls
per table, commits each action to its store before any view goes out, and sends the views.

A seat is ``remote`` (a person on another computer, or at the host's screen) or ``ai``; a spectator
is seat None. ``view(seat)`` is everything a client at that seat receives: its observation, the
events as that seat may see them (``Event.seen_by``), its legal actions when it is to act, whose
turn it is, the seats' names and connection states, and the result once the game is over (then
every hand too, through ``open_observation``, and the game's save for the players' history). Before
the end never the seed, the generator or the action log.
"""
from __future__ import annotations

from dataclasses import dataclass

from labdesk import games
from labdesk.engine.core import IllegalAction
from labdesk.engine.match import Match, Seat, SaveError
from labdesk.online.protocol import LEVELS, action_to_wire, event_to_wire

REMOTE, AI = "remote", "ai"
# a seat's connection as the others see it: nobody has taken it yet, a client is on it, its
# client dropped (the table waits for it to come back), or an AI plays it
WAITING, CONNECTED, AWAY, PLAYED_BY_AI = "waiting", "connected", "reconnecting", "ai"


class Refused(Exception):
    """A request the table refuses; nothing changed. ``code`` is a short machine word."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class SeatPlan:
    """A seat as ``table create`` asks for it: ``remote`` or ``ai`` with its level."""
    kind: str
    level: str = "medium"

    @classmethod
    def parse(cls, text: str) -> "SeatPlan":
        if text == REMOTE:
            return cls(REMOTE)
        kind, _sep, level = text.partition(":")
        if kind == AI and (level or "medium") in LEVELS:
            return cls(AI, level or "medium")
        raise ValueError(f"seat '{text[:20]}' must be 'remote' or 'ai:LEVEL' ({', '.join(LEVELS)})")


def seat_for(plan: SeatPlan, n: int) -> Seat:
    """The match seat of plan ``n`` (from 1): a remote seat is a person to the rules."""
    if plan.kind == REMOTE:
        return Seat("human", f"Player {n}")
    return Seat("ai", f"AI {n}", plan.level)


def new_match(game_id: str, plans: list[SeatPlan], seed: int, options: dict) -> Match:
    """A new table's match; raises ValueError with a one-line reason for a game, variant or option
    the rules refuse."""
    if game_id not in games.GAMES or not games.is_built(game_id):
        raise ValueError(f"unknown game '{game_id[:40]}'")
    from labdesk.engine.match import check_save

    match = Match(game_id, [seat_for(p, i + 1) for i, p in enumerate(plans)], seed, dict(options))
    try:
        check_save(match.to_save())  # the options checked exactly as a save's are
    except SaveError as exc:
        raise ValueError(str(exc)) from None
    return match


class Table:
    def __init__(self, table_id: str, match: Match):
        self.id = table_id
        self.match = match
        self.status = [PLAYED_BY_AI if s.kind == "ai" else WAITING for s in match.seats]

    # --- reading -------------------------------------------------------------------------------
    @property
    def at(self) -> int:
        """How many actions have been played: a client's act names it, so a stale one is refused."""
        return len(self.match.actions)

    def is_over(self) -> bool:
        return self.match.state.is_over()

    def ai_to_move(self) -> bool:
        seat = self.match.current_seat()
        return seat is not None and self.match.seats[seat].kind == "ai"

    def seats(self) -> list[dict]:
        return [{"name": s.name, "kind": AI if s.kind == "ai" else REMOTE,
                 "level": s.level if s.kind == "ai" else None, "status": self.status[i]}
                for i, s in enumerate(self.match.seats)]

    def events_logged(self) -> int:
        return self.match.logged_count()

    def view(self, seat: int | None, since: int = 0) -> dict:
        """What a client at ``seat`` (None: a spectator) is sent: see the module docstring.
        ``since``: the events it already has (0: all of them, a full resync)."""
        match, state = self.match, self.match.state
        over = state.is_over()
        to_move = match.current_seat()
        events = []
        logged = match.logged(since)
        for actor, event in logged:
            seen = event.seen_by(seat)
            if seen is not None:
                events.append({"by": actor, **event_to_wire(seen)})
        legal = match.legal_actions() if seat is not None and seat == to_move else []
        view = {
            "table": self.id, "you": seat, "at": self.at, "to_move": to_move, "over": over,
            "observation": state.open_observation(seat) if over else state.observation(seat),
            "events": events, "events_from": since, "events_to": since + len(logged),
            "legal": [str(a) for a in legal],
            "moves": [action_to_wire(a) for a in legal],  # the same, typed: what a board's hit-tests use
            "can_undo": seat is not None and seat == to_move and match.can_undo(),
            "seats": self.seats(),
        }
        if over:
            view["result"] = {"scores": list(state.scores()), "winners": list(state.winners())}
            # the game is over: nothing is hidden any more, and the players' history keeps it with
            # its replay (a save: seed and actions)
            view["save"] = match.to_save()
        return view

    # --- changing --------------------------------------------------------------------------------
    def act(self, seat: int, text: str, at: int) -> None:
        """Play ``text`` for ``seat``; raises Refused and changes nothing when it may not."""
        if self.is_over():
            raise Refused("over", "the game is over")
        if at != self.at:
            raise Refused("stale", "the table has moved on: your view is being refreshed")
        if self.match.current_seat() != seat:
            raise Refused("not-your-turn", "it is not your turn")
        try:
            self.match.apply(self.match.state.find_action(text))
        except IllegalAction as exc:
            raise Refused("illegal", str(exc)) from None

    def apply_decided(self, text: str) -> None:
        """Play an action the server itself decided on: an AI seat's choice (made on a copy while
        the table was unlocked), or a move another server process committed."""
        self.match.apply(self.match.state.find_action(text))

    def undo(self, seat: int, whole_turn: bool = False, at: int | None = None) -> int:
        """Take back ``seat``'s last move of its turn, or with ``whole_turn`` every move of it since
        the last reveal or random draw (``Match.undo``/``undo_turn``: never past a barrier, never
        another seat's move); returns how many actions are left. ``at``: the position the client
        saw, so an undo sent against an older one is refused rather than taking back a move it has
        not seen."""
        if at is not None and at != self.at:
            raise Refused("stale", "the table has moved on: your view is being refreshed")
        if self.match.current_seat() != seat or not self.match.can_undo():
            raise Refused("no-undo", "nothing to undo")
        self.match.undo_turn() if whole_turn else self.match.undo()
        return self.at

    def hand_to_ai(self, seat: int, level: str) -> None:
        """The host lets an AI play a seat whose person is away (or never came); the seat's code
        or token takes it back later (``take_back``)."""
        if self.is_over():
            raise Refused("over", "the game is over")
        old = self.match.seats[seat]
        if old.kind == "ai":
            raise Refused("no-seat", "that seat is already played by an AI")
        if self.status[seat] == CONNECTED:
            raise Refused("seat-here", "that player is connected: only a seat whose player is away can be handed to an AI")
        self.match.seats[seat] = Seat("ai", old.name, level)
        self.status[seat] = PLAYED_BY_AI

    def take_back(self, seat: int) -> None:
        """The person whose seat the host handed to an AI is back: the seat is theirs again (the
        AI's moves so far stand)."""
        old = self.match.seats[seat]
        self.match.seats[seat] = Seat("human", old.name)
        self.status[seat] = CONNECTED

    def rename(self, seat: int, name: str) -> None:
        old = self.match.seats[seat]
        self.match.seats[seat] = Seat(old.kind, name, old.level)
