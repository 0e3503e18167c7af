"""The wire protocol: JSON text messages over a WebSocket, each an object with ``v`` (the protocol
version) and ``type``. No pygame, no asyncio: the server, the client and the tests share it.

Every message a client sends is checked like a save before anything reads it: its size, its nesting
depth and number sizes (``validate.parse_json``), then the schema of its ``type`` (every field known,
typed and bounded). A message that fails is answered with an ``error`` and changes nothing.

Client -> server (``CLIENT_SCHEMAS`` is the reference):

=========  ============================================================================================
hello      ``code`` (an invite or a watch code) or ``token`` (a seat token from an earlier welcome),
           ``name`` (optional, at most 40 characters): take a seat or a spectator's place
create     ``game``, ``seats`` (``remote`` or ``ai:LEVEL`` each), ``variant``, ``options``, ``seed``,
           ``names`` (optional, the seats' names until their players say theirs): a new table; the
           answer is ``created`` with the table id and one invite per remote seat
act        ``action`` (the action's text, as in a save) and ``at`` (how many actions the client has
           seen: an action sent against an older position is refused as stale, never misapplied)
undo       ``turn`` (optional, yes: every move of this turn), ``at`` (optional, as for act): take back
           your last move of this turn, or the whole turn so far (never past a reveal or a random draw)
advice     ``level``: the AI's choice for your seat at that level (what a bot client plays)
hint       ``lang``: the Hint button's advice for your seat (the hard AI's move, why, and a nudge),
           written in that language; made, like advice, on a world resampled from your seat's view
resync     the whole view again
seat_ai    ``seat``, ``level``: the table's host hands a seat whose player is away to an AI (the
           seat's code or token takes it back: the person gets the seat again)
=========  ============================================================================================

Server -> client: ``welcome`` (table, seat or None for a spectator, token, game, variant, options,
the seats), ``view`` (see ``labdesk.online.table.Table.view``), ``advice`` (``action``), ``hint``
(``action``, ``reason``, ``unsure``, ``nudge``, ``at``), ``created``,
``error`` (``code``, ``message``). A client never receives the seed, the generator, the action
log or another seat's hidden cards before the game ends.
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any

from labdesk.engine.core import Event
from labdesk.i18n import LANGUAGES
from labdesk.engine.validate import (FileRefused, Limits, ListOf, Record, Text, Whole, YesNo, parse_json)

PROTOCOL_VERSION = 1
MESSAGE_LIMITS = Limits(max_bytes=8_192, max_depth=4)  # a create with six seats and options is ~400 bytes
MAX_CODE = 64
LEVELS = ("random", "easy", "medium", "hard", "expert")

_CODE = Text(MAX_CODE, min_len=8)
_VERSION = Whole(1, 1_000)
CLIENT_SCHEMAS: dict[str, Record] = {
    "hello": Record({"v": _VERSION, "type": Text(10), "code": _CODE, "token": _CODE, "name": Text(40, min_len=1)},
                    optional=frozenset({"code", "token", "name"})),
    "create": Record({"v": _VERSION, "type": Text(10), "game": Text(40, min_len=1),
                      "seats": ListOf(Text(20, min_len=1), 8, 1), "variant": Text(40),
                      "options": Record({}, extra=True), "seed": Whole(-(2 ** 63), 2 ** 63 - 1),
                      "names": ListOf(Text(40, min_len=1), 8)},
                     optional=frozenset({"variant", "options", "seed", "names"})),
    "act": Record({"v": _VERSION, "type": Text(10), "action": Text(200, min_len=1), "at": Whole(0, 10 ** 6)}),
    "undo": Record({"v": _VERSION, "type": Text(10), "turn": YesNo(), "at": Whole(0, 10 ** 6)},
                   optional=frozenset({"turn", "at"})),
    "advice": Record({"v": _VERSION, "type": Text(10), "level": Text(10, LEVELS)}),
    "hint": Record({"v": _VERSION, "type": Text(10), "lang": Text(5, tuple(LANGUAGES))}),
    "resync": Record({"v": _VERSION, "type": Text(10)}),
    "seat_ai": Record({"v": _VERSION, "type": Text(10), "seat": Whole(0, 7), "level": Text(10, LEVELS)}),
}


class BadMessage(Exception):
    """A message the server refuses; ``code`` is a short machine word, the text one line."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def read_client_message(raw: str | bytes) -> dict:
    """A client's message checked against its type's schema; raises BadMessage."""
    try:
        data = parse_json(raw, MESSAGE_LIMITS)
    except FileRefused as exc:
        raise BadMessage("bad-message", str(exc).replace("the file", "the message")) from None
    if not isinstance(data, dict):
        raise BadMessage("bad-message", "a message must be a JSON object")
    if data.get("v") != PROTOCOL_VERSION:
        raise BadMessage("version", f"this server speaks protocol {PROTOCOL_VERSION}")
    kind = data.get("type")
    schema = CLIENT_SCHEMAS.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise BadMessage("bad-message", "unknown message type")
    try:
        checked = schema.check(data, "message")
    except FileRefused as exc:
        raise BadMessage("bad-message", str(exc)) from None
    if kind == "create":
        # the options are the game's own: checked when the table is made (like a save's)
        options = data.get("options", {})
        if not all(isinstance(v, (str, int, bool)) for v in options.values()):
            raise BadMessage("bad-message", "message.options: each value must be text, a number or yes/no")
        checked["options"] = dict(options)
    return checked


def message(kind: str, **fields: Any) -> str:
    return json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}, separators=(",", ":"), default=_wire)


def _wire(value):
    """What JSON cannot say by itself: an event inside an observation (Lab Wars' opening events)."""
    if isinstance(value, Event):
        return event_to_wire(value)
    raise TypeError(f"{type(value).__name__} cannot go on the wire")


# --- events on the wire ------------------------------------------------------------------------------
def event_to_wire(event: Event) -> dict:
    """An event as ``{"event": class name, field: value, ...}`` (the fields are JSON already)."""
    return {"event": type(event).__name__, **{f.name: getattr(event, f.name) for f in dataclasses.fields(event)}}


def _event_classes(game_id: str) -> dict[str, type]:
    """The game's event classes by name (names repeat across games, so only this game's modules)."""
    from labdesk import games

    games.rules(game_id)  # imports the rules, which import every event class they emit
    package = "labdesk.games." + game_id.replace("-", "_")
    found, todo = {}, list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith(package + "."):
            found[cls.__name__] = cls
    return found


def _tuples(value):
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


# --- actions on the wire ------------------------------------------------------------------------------
def action_to_wire(action) -> dict:
    """A legal action as ``{"action": class name, field: value, ...}``: the client's board gets the
    same typed action it gets from a local match (its ``str`` is what the client sends back)."""
    return {"action": type(action).__name__, **{f.name: getattr(action, f.name) for f in dataclasses.fields(action)}}


def _action_classes(game_id: str) -> dict[str, type]:
    """The game's action classes by name."""
    from labdesk import games
    from labdesk.engine.core import Action

    games.rules(game_id)
    package = "labdesk.games." + game_id.replace("-", "_")
    found, todo = {}, list(Action.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith(package + "."):
            found[cls.__name__] = cls
    return found


def action_from_wire(data: dict, classes: dict[str, type]):
    """The action again, or None for one this labdesk does not know (a newer server's)."""
    cls = classes.get(data.get("action")) if isinstance(data, dict) else None
    if cls is None:
        return None
    names = {f.name for f in dataclasses.fields(cls)}
    try:
        return cls(**{k: _tuples(v) for k, v in data.items() if k in names})
    except TypeError:
        return None


class WireGame:
    """What a client needs to read a game's messages: its event and action classes, looked up once."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.events = _event_classes(game_id)
        self.actions = _action_classes(game_id)

    def event(self, data: dict) -> Event | None:
        return event_from_wire(self.game_id, data, self.events)

    def action(self, data: dict):
        return action_from_wire(data, self.actions)

    def observation(self, value):
        """An observation as the rules made it: the events inside it (Lab Wars' opening) are events
        again, everything else is the JSON the rules' plain values make."""
        if isinstance(value, dict):
            if isinstance(value.get("event"), str) and value["event"] in self.events:
                found = self.event(value)
                if found is not None:
                    return found
            return {k: self.observation(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.observation(v) for v in value]
        return value


def event_from_wire(game_id: str, data: dict, classes: dict[str, type] | None = None) -> Event | None:
    """The event object again (the client's board animates and logs it as on one screen), or None
    for an event this labdesk does not know (a newer server's)."""
    classes = classes if classes is not None else _event_classes(game_id)
    cls = classes.get(data.get("event"))
    if cls is None:
        return None
    names = {f.name for f in dataclasses.fields(cls)}
    try:
        return cls(**{k: _tuples(v) for k, v in data.items() if k in names})
    except TypeError:
        return None
