"""The match driver: who sits where, the action list, the log and undo.

The board never touches the state directly: it asks the match for legal actions and applies them
here, so every action lands in the save, the log and the undo checkpoints the same way.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Callable

from labdesk import games
from labdesk.engine.core import Action, Event, IllegalAction, State
from labdesk.engine.spec import span
from labdesk.engine.validate import FileRefused, ListOf, Record, Text, Whole, YesNo, quote, shorten
from labdesk.i18n import N_, _, language

SAVE_FORMAT = "labdesk-save"
SAVE_VERSION = 1
SEAT_KINDS = ("human", "ai")
MAX_NAME = 40  # the setup scene allows 16 characters; the command line's names are longer
MAX_ACTIONS = 50_000  # a long random Lab Wars game is about 600
MAX_ACTION_TEXT = 200
MAX_OPTION_TEXT = 40


#: the names the command line gives its seats: saved in this language-neutral form ("AI 2") and
#: shown in the app's language, so a game recorded in one language reads in the other
DEFAULT_SEAT_NAMES = {"human": N_("Player {n}"), "ai": N_("AI {n}")}
# a default name, or an older file's, which carried the AI level in English ("AI 2 (medium)")
_DEFAULT_NAME = re.compile(r"(Player|AI) ([1-9][0-9]?)(?: \((?:random|easy|medium|hard)\))?")


def default_seat_name(kind: str, n: int) -> str:
    """The saved name of the command line's seat ``n`` (from 1) of ``kind``."""
    return DEFAULT_SEAT_NAMES[kind].format(n=n)


def shown_name(name: str) -> str:
    """A seat's name as it is read: a default name in the app's language, any other as given."""
    found = _DEFAULT_NAME.fullmatch(name)
    if found is None:
        return name
    kind = "human" if found[1] == "Player" else "ai"
    return _(DEFAULT_SEAT_NAMES[kind]).format(n=int(found[2]))


def seat_label(name: str, level: str | None, level_name: Callable[[str], str] = str) -> str:
    """A seat as read where its kind matters, saying "AI" once: "Ana", "Boris · AI easy", and a
    default AI name "AI 1 · easy" (``level_name``: the level as the player reads it)."""
    shown = shown_name(name)
    if level is None:
        return shown
    found = _DEFAULT_NAME.fullmatch(name)
    form = _("{name} · {level}") if found is not None and found[1] == "AI" else _("{name} · AI {level}")
    return form.format(name=shown, level=level_name(level))


class SaveError(FileRefused):
    """A save that cannot be loaded; the message is one line a person can read."""


@dataclass
class Seat:
    kind: str  # "human" | "ai"
    name: str
    level: str = "medium"  # for AI seats: random | easy | medium | hard

    def __post_init__(self):
        if self.kind not in ("human", "ai"):
            raise ValueError(f"seat kind must be 'human' or 'ai', not '{self.kind}'")


def check_save(data: object) -> dict:
    """The save's fields checked for type and range (the game's own options included) before
    anything is built from them; raises FileRefused naming the field."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(_("not a labdesk save file"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(_("the save has no version number"))
    if version > SAVE_VERSION:
        raise SaveError(_("the save is from a newer labdesk (format {version}; this one reads {readable})").format(
            version=version, readable=SAVE_VERSION))
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in games.GAMES:
        raise SaveError(_("the save is for an unknown game: {game}").format(game=quote(game_id)))
    if not games.is_built(game_id):
        raise SaveError(_("{game} is not available in this version").format(game=_(games.GAMES[game_id].title)))
    game = _declaration(games.rules(game_id))
    try:
        checked = _save_schema(game).check(data)
        checked["options"] = _options_schema(game, len(checked["seats"])).check(data["options"], "options")
    except FileRefused as exc:
        raise SaveError(str(exc)) from None
    return checked


@dataclass(frozen=True)
class _Declared:
    """What a save's checks need of a game's declaration."""
    players: range
    variants: tuple[str, ...]
    options: dict  # name -> (default, choices or None)


def _declaration(rules) -> _Declared:
    """The game's declaration: a typed ``RULES.spec`` (GameSpec) where there is one, else the
    ``players``/``variants``/``options`` attributes of ``RULES``."""
    try:
        spec = rules.spec
    except AttributeError:
        spec = None
    if spec is not None:
        return _Declared(spec.players, tuple(v.name for v in spec.variants),
                         {o.name: (o.default, tuple(o.choices) or None) for o in spec.options})
    try:
        options = dict(rules.options or {})
    except AttributeError:  # a game that declares no options (the kernel tests' tiny game)
        options = {}
    declared = {}
    for name, entry in options.items():
        default = entry[0] if isinstance(entry, tuple) else entry
        choices = tuple(entry[2]) if isinstance(entry, tuple) and len(entry) > 2 else None
        declared[name] = (default, choices)
    return _Declared(rules.players, tuple(rules.variants or ()), declared)


def _save_schema(game: _Declared) -> Record:
    from labdesk.ai import LEVELS

    seat = Record({"kind": Text(10, SEAT_KINDS), "name": Text(MAX_NAME, min_len=1),
                   "level": Text(10, tuple(LEVELS))}, optional=frozenset({"level"}))
    return Record({
        "format": Text(20, (SAVE_FORMAT,)),
        "version": Whole(1, SAVE_VERSION),
        "game": Text(40),
        "options": Record({}, extra=True),  # an object; its fields depend on the game: _options_schema
        "seed": Whole(-(2 ** 63), 2 ** 63 - 1),
        "seats": ListOf(seat, game.players[-1], game.players.start),
        "actions": ListOf(Text(MAX_ACTION_TEXT), MAX_ACTIONS),
    })


def _options_schema(game: _Declared, seat_count: int) -> Record:
    """The game's declared options, each of its default's type (and among its choices if it lists
    them), plus the variant and the human seats the match records."""
    fields = {"variant": Text(MAX_OPTION_TEXT, game.variants or None),
              "human_seats": ListOf(Whole(0, seat_count - 1), seat_count)}
    for name, (default, choices) in game.options.items():
        if isinstance(default, bool):
            fields[name] = YesNo()
        elif isinstance(default, int):
            fields[name] = Whole(-(10 ** 6), 10 ** 6, choices)
        else:
            fields[name] = Text(MAX_OPTION_TEXT, choices)
    return Record(fields, optional=frozenset(fields))


def _first_line(exc: BaseException) -> str:
    return shorten((str(exc) or type(exc).__name__).splitlines()[0], 80)


@dataclass(frozen=True)
class LogEntry:
    """One line of the log and the seat whose action it came from (None: no seat's, e.g. the deal)."""
    actor: int | None
    text: str


class Match:
    def __init__(self, game_id: str, seats: list[Seat], seed: int, options: dict | None = None):
        self.game_id = game_id
        self.rules = games.rules(game_id)
        self.spec = self.rules.spec
        if len(seats) not in self.spec.players:
            raise ValueError(f"{self.spec.title} is for {span(self.spec.players)} players, not {len(seats)}")
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})
        if self.spec.wants_human_seats:
            # Games that ask people questions the rules cannot check (Lab Chaos's real-life cards)
            # need to know which seats are people; saved with the options so replays agree.
            self.options.setdefault("human_seats", [i for i, s in enumerate(seats) if s.kind == "human"])
        self.state: State = self.rules.new_state(seed, len(seats), self.options)
        self.actions: list[str] = []
        self._start_log()

    def _start_log(self) -> None:
        # The log is kept as events and written when read, so it reads in the current language
        # (a switch mid-game rewrites it); an event with no sentence is not logged.
        self._logged: list[Event] = []
        self._logged_by: list[int | None] = []  # the seat whose action logged each event
        self._log_lines: list[str] = []
        self._log_entries: list[LogEntry] = []
        self._log_written = (0, "")  # (events written into _log_lines, in which language)
        self.on_change: Callable[[Match], None] | None = None
        # Undo: (state before the action, logged events before it) for the current human's own actions
        # since the last barrier; cleared whenever hidden or random information is revealed or the
        # turn passes to another seat, so undo never crosses either.
        self._undo: list[tuple[State, int, int]] = []
        self._ai_players: dict[int, object] = {}

    # --- where seats are played -------------------------------------------------------------
    #: a match whose authority is a server (``labdesk.online.remote.RemoteMatch``): its moves
    #: arrive from there, and it is neither saved here nor restarted
    remote = False

    def elsewhere(self, seat: int | None) -> bool:
        """Whether ``seat`` is played on another computer (or by the server's AI): the board waits
        for its moves instead of asking a person here or a local AI."""
        return False

    def arrivals(self) -> list[tuple[list[Event], int | None]]:
        """Moves that arrived from elsewhere since the last call: each (its events, the actor). A
        local match has none."""
        return []

    def close(self) -> None:
        """The board is done with the match (a remote match lets its connections go)."""

    # --- whose turn -------------------------------------------------------------------------
    def current_seat(self) -> int | None:
        return None if self.state.is_over() else self.state.current_player()

    def is_human_turn(self) -> bool:
        seat = self.current_seat()
        return seat is not None and self.seats[seat].kind == "human"

    def legal_actions(self) -> list[Action]:
        return self.state.legal_actions()

    def names(self) -> list[str]:
        """The seats' names as shown (``shown_name``)."""
        return [shown_name(s.name) for s in self.seats]

    @property
    def log(self) -> list[str]:
        """The log's sentences in the current language, oldest first (each event's ``describe``)."""
        self._write_log()
        return self._log_lines

    @property
    def log_entries(self) -> list[LogEntry]:
        """The log's lines with the seat whose action wrote each (what the log panel filters and
        marks by), oldest first."""
        self._write_log()
        return self._log_entries

    def logged(self, start: int = 0) -> list[tuple[int | None, Event]]:
        """The events logged since the ``start``-th, each with the seat whose action logged it
        (what the online server sends on, filtered per seat)."""
        return list(zip(self._logged_by[start:], self._logged[start:]))

    def logged_count(self) -> int:
        return len(self._logged)

    def _write_log(self) -> None:
        written, lang = self._log_written
        if lang != language() or written > len(self._logged):
            self._log_lines.clear()
            self._log_entries.clear()
            written = 0
        names = self.names()
        for event, actor in zip(self._logged[written:], self._logged_by[written:]):
            line = event.describe(names)
            if line:
                self._log_lines.append(line)
                self._log_entries.append(LogEntry(actor, line))
        self._log_written = (len(self._logged), language())

    # --- acting -----------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        actor = self.current_seat()
        human = actor is not None and self.seats[actor].kind == "human"
        before = self.state.clone() if human else None  # only a human's own moves can be undone
        log_len = len(self._logged)
        events = self.state.apply(action)  # raises IllegalAction with the state untouched
        self.actions.append(str(action))
        self._logged.extend(events)
        self._logged_by.extend([actor] * len(events))
        if any(e.barrier for e in events) or self.current_seat() != actor:
            self._undo.clear()
        elif human:
            self._undo.append((before, log_len, len(self.actions) - 1))
        self._changed()
        return events

    def can_undo(self) -> bool:
        return bool(self._undo) and self.is_human_turn()

    def undo(self) -> None:
        if not self.can_undo():
            raise IllegalAction(_("nothing to undo"))
        state, log_len, n_actions = self._undo.pop()
        self.state = state
        del self._logged[log_len:]
        del self._logged_by[log_len:]
        self._log_written = (0, "")
        del self.actions[n_actions:]
        self._changed()

    def undo_turn(self) -> None:
        """Take back every move of the current turn since the last reveal: ``undo`` until nothing
        is left to undo, in one step."""
        if not self.can_undo():
            raise IllegalAction(_("nothing to undo"))
        del self._undo[1:]
        self.undo()

    def rewind(self, state: State, events: list[Event], actors: list[int | None], actions: list[str]) -> None:
        """Stand at another point of the same game (the replay viewer): that point's state, the
        events logged until then with the seat whose action logged each, and the actions that led
        there. Undo starts afresh."""
        self.state = state
        self._logged = list(events)
        self._logged_by = list(actors)
        self._log_written = (0, "")
        self.actions = list(actions)
        self._undo.clear()
        self._changed()

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self)

    def ai_player(self, seat: int):
        """The AI for a seat, made once and seeded from the match seed so replays behave alike."""
        if seat not in self._ai_players:
            from labdesk.ai import make_player

            self._ai_players[seat] = make_player(self.game_id, self.seats[seat].level, self.seed * 31 + seat)
        return self._ai_players[seat]

    def needs_handoff(self, previous_seat: int | None, next_seat: int | None) -> bool:
        """A hand-off screen is needed between two different human seats when hands are private."""
        if previous_seat is None or next_seat is None or previous_seat == next_seat:
            return False
        humans = self.seats[previous_seat].kind == "human" and self.seats[next_seat].kind == "human"
        return humans and self.spec.hidden_information

    # --- saving -----------------------------------------------------------------------------
    def to_save(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game_id,
            "options": self.options,
            "seed": self.seed,
            "seats": [asdict(s) for s in self.seats],
            "actions": list(self.actions),
        }

    @classmethod
    def from_save(cls, data: object) -> "Match":
        """Rebuild a match by replaying its actions; every problem becomes a one-line SaveError."""
        data = check_save(data)
        seats = [Seat(**s) for s in data["seats"]]
        try:
            match = cls(data["game"], seats, data["seed"], data["options"])
        except (TypeError, ValueError, KeyError) as exc:
            raise SaveError(_("the save's seats or options are invalid ({problem})").format(
                problem=_first_line(exc))) from None
        for i, text in enumerate(data["actions"]):
            try:
                match.apply(match.state.find_action(text))
            except IllegalAction:
                raise SaveError(_("move {n} ({move}) cannot be replayed: the save is damaged").format(
                    n=i + 1, move=quote(text))) from None
        # the replay rebuilt the undo history as play built it: a game continued (after Save and
        # quit, or a crash: the autosave is written after every move) can take back what it could
        return match
