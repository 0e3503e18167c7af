"""A match whose authority is a server: what a board drives for online play. No pygame.

``RemoteMatch`` has the interface boards use of a local ``Match`` (seats, whose turn, legal
actions, apply, undo, the log), fed by the server's per-seat messages through ``SeatLink``s: one
per seat played at this screen (a hot seat at the host's screen has several) and, when there are
several, a spectator's link for the public view between hand-offs. It holds only what those seats
are sent: their observations, the events as they see them, their legal actions. Never the seed,
another seat's hidden cards or the action log, until the server reveals the finished game's save
(``finished_match``), which goes to the history like a local game.

``apply`` sends the action and returns no events: the server's answer comes back through
``arrivals()`` (each frame), as does every other seat's move, so the board animates its own moves
and the others' the same way. Undo, Undo turn and Hint are asked of the server too (a hint is a
``RemoteHint`` the board polls like its AI worker); the table's host may hand an away seat to the
server's AI (``hand_to_ai``). ``state`` is a ``RemoteState``: the few questions a board asks of a
state, answered from the newest view.
"""
from __future__ import annotations

from labdesk import games
from labdesk.engine.core import Action, Event, IllegalAction
from labdesk.engine.match import Match, Seat
from labdesk.online import mytables
from labdesk.online.link import CONNECTED, CONNECTING, RECONNECTING, REFUSED, SeatLink
from labdesk.online.protocol import WireGame
from labdesk.online.table import AI, AWAY, WAITING


class RemoteState:
    """The questions a board asks of ``match.state``, answered from the views the seats here were
    sent."""

    def __init__(self, match: "RemoteMatch"):
        self.match = match

    def observation(self, seat: int | None) -> dict:
        return self.match.observation(seat)

    def open_observation(self, seat: int | None) -> dict:
        return self.match.observation(seat)  # after the end the server sends every hand

    def is_over(self) -> bool:
        return bool(self.match.view().get("over"))

    def current_player(self) -> int | None:
        return self.match.view().get("to_move")

    def legal_actions(self) -> list[Action]:
        return self.match.legal_actions()

    def scores(self) -> list:
        return list(self.match.view().get("result", {}).get("scores", []))

    def winners(self) -> list:
        return list(self.match.view().get("result", {}).get("winners", []))


class RemoteHint:
    """A hint asked of the server, shaped like the board's AI worker (``done``, ``result``,
    ``error``, ``tag``): the board polls it the same way as a hint thought out here."""

    def __init__(self, tag, at: int):
        self.tag, self.at = tag, at
        self.done = False
        self.result = None  # a labdesk.ai.hints.Hint
        self.error: str | None = None

    def finish(self, result=None, error: str | None = None) -> None:
        self.result, self.error, self.done = result, error, True


class RemoteMatch(Match):
    remote = True

    def __init__(self, links: dict[int | None, SeatLink], url: str = "", host_code: str = ""):
        """``links``: the seats played here (seat -> its link, connected and welcomed; None: the
        spectator's link for the public view), each with its first view already received;
        ``host_code``: the table's host credential when this app made the table."""
        first = next(iter(links.values()))
        welcome = first.welcome
        self.url = url
        self.host_code = host_code
        self._asked: list = []  # the host's requests under way (concurrent futures)
        self._hint: RemoteHint | None = None  # the hint asked of the server, until it answers
        self._told_away: set[int] = set()  # away seats the host's board has said it may hand on
        self.table_id = welcome["table"]
        self.game_id = welcome["game"]
        self.rules = games.rules(self.game_id)
        self.spec = self.rules.spec
        self.options = dict(welcome.get("options") or {})
        self.seed = 0  # the server's secret until the end: nothing here may depend on it
        self.links = links
        self.seats: list[Seat] = []
        self.wire = WireGame(self.game_id)
        self._views: dict[int | None, dict] = {}
        self._moves: dict[int | None, tuple[int, list[Action]]] = {}
        self._pending: int | None = None  # the position an action or undo was sent at
        self.actions: list[str] = []  # never the log: only its length matters to a board
        self._start_log()
        self.seat_states: list[str] = []
        self._events_to = 0
        self._fresh: list[tuple[list[Event], int | None]] = []
        for seat, link in links.items():
            self._take(seat, link.messages())
        self._fresh.clear()  # what is on the table when the board opens is drawn, not animated
        self.state = RemoteState(self)
        self._final: Match | None = None
        self._noted = (self.current_seat(), self.state.is_over())  # what My tables was last told

    # --- the views ------------------------------------------------------------------------------
    @property
    def primary(self) -> int | None:
        """The link whose view says whose turn it is and carries the log: the spectator's when
        there is one (public events), else the one seat's."""
        return None if None in self.links else min(self.links)

    def view(self) -> dict:
        return self._views.get(self.primary, {})

    def observation(self, seat: int | None) -> dict:
        view = self._views.get(seat if seat in self.links else self.primary, {})
        return view.get("observation", {})

    def _take(self, seat: int | None, messages: list[dict]) -> bool:
        """Read a link's messages; True when its view changed."""
        changed = False
        for data in messages:
            if data.get("type") in ("hint", "error") and self._hint_answered(data):
                continue
            if data.get("type") == "error" and seat is not None:
                # an action the table refused (it moved on meanwhile): the whole view again
                self._pending = None
                if data.get("code") in ("stale", "illegal", "not-your-turn"):
                    self.links[seat].send("resync")
                continue
            if data.get("type") != "view":
                continue
            if data.get("full") and seat is not None and seat == self.current_seat_of(data):
                self._pending = None  # a resync (a reconnection): what was sent may be lost; act again
                if self._hint is not None and not self._hint.done:
                    self._hint.finish(error="resync")  # its answer may be lost with the connection
            data = dict(data, observation=self.wire.observation(data.get("observation", {})))
            self._views[seat] = data
            self._moves.pop(seat, None)
            changed = True
            if seat == self.primary:
                self._read_table(data)
        return changed

    @staticmethod
    def current_seat_of(view: dict) -> int | None:
        return None if view.get("over") else view.get("to_move")

    def _read_table(self, view: dict) -> None:
        """The seats, the log and the fresh events from the primary link's view."""
        seats = view.get("seats", [])
        self.seats = [Seat("ai", s["name"], s.get("level") or "medium") if s["kind"] == AI and i not in self.links
                      else Seat("human", s["name"]) for i, s in enumerate(seats)]
        self.seat_states = [s.get("status", "") for s in seats]
        self.actions = [""] * view.get("at", 0)
        events = [(e.get("by"), self.wire.event(e)) for e in view.get("events", [])]
        events = [(by, e) for by, e in events if e is not None]
        if view.get("events_from", 0) == 0 or view.get("events_from") != self._events_to:
            # a full resync (a reconnection, an undo): the log starts again, nothing to animate
            self._logged = [e for _by, e in events]
            self._logged_by = [by for by, _e in events]
            self._log_written = (0, "")
            self._fresh.append(([], None))
        else:
            self._logged.extend(e for _by, e in events)
            self._logged_by.extend(by for by, _e in events)
            for by, event in events:  # a run of one actor's events animates as that actor's move
                if self._fresh and self._fresh[-1][1] == by and self._fresh[-1][0]:
                    self._fresh[-1][0].append(event)
                else:
                    self._fresh.append(([event], by))
        self._events_to = view.get("events_to", 0)

    def arrivals(self) -> list[tuple[list[Event], int | None]]:
        changed = False
        for seat, link in self.links.items():
            changed |= self._take(seat, link.messages())
        if not changed:
            return []
        if self._pending is not None and self.view().get("at") != self._pending:
            self._pending = None  # the server answered: the table moved (or an undo took it back)
        fresh, self._fresh = self._fresh, []
        self._changed()
        if (self.current_seat(), self.state.is_over()) != self._noted:
            self._note_seen()  # My tables says whose turn it is, even if this app is killed later
        return fresh or [([], None)]

    # --- connection, for the board's status line --------------------------------------------------
    def connection(self) -> str:
        """The worst state of the links here: connected, connecting, reconnecting or refused."""
        states = [link.state for link in self.links.values()]
        for worst in (REFUSED, RECONNECTING, CONNECTING):
            if worst in states:
                return worst
        return CONNECTED

    def waiting_for(self) -> int | None:
        """The seat played elsewhere whose move the table waits for (None: none)."""
        seat = self.current_seat()
        return seat if seat is not None and self.elsewhere(seat) else None

    # --- the Match interface ---------------------------------------------------------------------
    def elsewhere(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.links

    def is_human_turn(self) -> bool:
        seat = self.current_seat()
        return (seat is not None and seat in self.links and self._pending is None
                and self.links[seat].state == CONNECTED  # an action sent now would be lost
                and self._views.get(seat, {}).get("at") == self.view().get("at"))

    def legal_actions(self) -> list[Action]:
        seat = self.current_seat()
        if seat not in self.links or self._pending is not None:
            return []
        view = self._views.get(seat, {})
        cached = self._moves.get(seat)
        if cached is None or cached[0] != view.get("at"):
            moves = [self.wire.action(m) for m in view.get("moves", [])]
            cached = self._moves[seat] = (view.get("at"), [m for m in moves if m is not None])
        return cached[1]

    def apply(self, action: Action) -> list[Event]:
        """Send the action; its events come back through ``arrivals``."""
        if action not in self.legal_actions():
            raise IllegalAction(str(action))
        seat = self.current_seat()
        at = self._views[seat]["at"]
        self._pending = at
        self.links[seat].send("act", action=str(action), at=at)
        return []

    def can_undo(self) -> bool:
        seat = self.current_seat()
        return (seat in self.links and self._pending is None
                and bool(self._views.get(seat, {}).get("can_undo")))

    def undo(self, whole_turn: bool = False) -> None:
        """Ask the server to take back the last move (``whole_turn``: every move of this turn since
        the last reveal or random draw); the full view after it comes through ``arrivals``."""
        if not self.can_undo():
            raise IllegalAction("nothing to undo")
        seat = self.current_seat()
        at = self._pending = self._views[seat]["at"]
        self.links[seat].send("undo", turn=whole_turn, at=at)

    def undo_turn(self) -> None:
        self.undo(whole_turn=True)

    # --- hints -----------------------------------------------------------------------------------
    def ask_hint(self, tag) -> RemoteHint:
        """Ask the server for the Hint button's advice for the seat to act here, in this app's
        language; the answer fills the returned ``RemoteHint`` through ``arrivals``."""
        from labdesk.i18n import language

        seat = self.current_seat()
        if seat not in self.links:
            raise IllegalAction("no seat of this screen is to act")
        self._hint = RemoteHint(tag, self._views[seat]["at"])
        self.links[seat].send("hint", lang=language())
        return self._hint

    def _hint_answered(self, data: dict) -> bool:
        """Whether ``data`` answers the hint asked (and fills it in)."""
        asked = self._hint
        if asked is None or asked.done:
            return False
        if data.get("type") == "error":
            if data.get("code") != "no-hint":
                return False
            asked.finish(error=data.get("message", ""))
            return True
        from labdesk.ai.hints import Hint

        action = next((a for a in self.legal_actions() if str(a) == data.get("action")), None)
        if action is None or data.get("at") != asked.at:
            asked.finish(error="stale")
        else:
            asked.finish(Hint(action, str(data.get("reason", "")), bool(data.get("unsure")),
                              nudge=str(data.get("nudge", "")), brief=str(data.get("brief", ""))))
        return True

    # --- the host's say over away seats ----------------------------------------------------------
    def seats_to_hand(self) -> list[int]:
        """The seats played elsewhere whose person is away (or never came), when this app is the
        table's host: an AI may play them on (``hand_to_ai``)."""
        if not self.host_code or self.state.is_over():
            return []
        return [i for i, status in enumerate(self.seat_states)
                if self.elsewhere(i) and status in (AWAY, WAITING) and self.seats[i].kind != "ai"]

    def newly_away(self) -> list[int]:
        """The seats ``seats_to_hand`` names that it did not at the last call (said once each)."""
        now = self.seats_to_hand()
        fresh = [seat for seat in now if seat not in self._told_away]
        self._told_away = set(now)
        return fresh

    def hand_to_ai(self, seat: int, level: str):
        """Let the server's AI play ``seat`` at ``level``, asked as the table's host on a short
        connection of its own; the views after it show the seat played by the AI. Returns a
        ``concurrent.futures.Future`` (its exception: ``JoinRefused`` with the server's reason)."""
        from labdesk.online.client import hand_to_ai
        from labdesk.online.link import net_loop

        asked = net_loop().submit(hand_to_ai(self.url, self.host_code, seat, level))
        self._asked.append(asked)
        return asked

    def refusals(self) -> list[tuple[str, str]]:
        """Why requests of the host's that have ended were refused, once each: (the server's line, its
        code: "" when it gave none)."""
        done = [f for f in self._asked if f.done()]
        self._asked = [f for f in self._asked if not f.done()]
        return [(str(f.exception()), getattr(f.exception(), "code", "")) for f in done if f.exception() is not None]

    def ai_player(self, seat: int):
        raise RuntimeError("the server plays the AI seats of an online table")

    def needs_handoff(self, previous_seat: int | None, next_seat: int | None) -> bool:
        if previous_seat not in self.links or next_seat not in self.links:
            return False
        return super().needs_handoff(previous_seat, next_seat)

    def to_save(self) -> dict:
        if self._final is None and self.state.is_over():
            self.finished_match()
        if self._final is None:
            raise RuntimeError("an online game in play has no save here: the server keeps it")
        return self._final.to_save()

    def finished_match(self) -> Match | None:
        """The finished game rebuilt from the save the server reveals at the end (seed and actions),
        for the history, its replay and analysis; None before the end."""
        if self._final is None:
            save = self.view().get("save")
            if not self.state.is_over() or save is None:
                return None
            self._final = Match.from_save(save)
        return self._final

    @property
    def tokens(self) -> dict[int, str]:
        """Each seat played here and the token that takes it back (what My tables keeps)."""
        return {seat: link.token for seat, link in self.links.items() if seat is not None and link.token}

    def close(self) -> None:
        """Let the connections go, and keep in My tables what was last seen of the table."""
        for link in self.links.values():
            link.close()
        if self.seats:
            self._note_seen()

    def _note_seen(self) -> None:
        seat = self.current_seat()
        self._noted = (seat, self.state.is_over())
        try:
            mytables.update(self.table_id, names=tuple(self.names()), over=self.state.is_over(),
                            to_move=-1 if seat is None else seat)
        except OSError:
            pass  # a read-only data folder: My tables shows what it saw before
