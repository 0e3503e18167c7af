"""The one checking layer every file labdesk reads goes through (saves, settings, and any later
format such as history or lesson progress). Pure Python.

``read_json(path, limits)`` caps the size before reading, scans the nesting depth before parsing and
parses with number limits; ``Schema.check(value)`` checks every field's type and range. Any refusal
is a ``FileRefused`` whose message is one short line naming the field and quoting at most a few
dozen characters of the file; nothing here ever writes, so the file stays byte for byte as it was.

A new format declares its limits and its schema once, beside the code that reads it::

    from labdesk.engine.validate import FileMissing, FileRefused, Limits, ListOf, Record, Text, Whole, check_file

    HISTORY_LIMITS = Limits(max_bytes=1_000_000)        # well above a real file; max_depth 8 by default
    HISTORY_SCHEMA = Record({
        "version": Whole(1, 1),
        "games": ListOf(Record({"game": Text(40), "when": Text(30, min_len=1), "turns": Whole(0, 10_000)},
                               optional=frozenset({"turns"})), max_len=5000),
    }, extra=True)                                      # fields a newer labdesk adds are dropped

    def read_history(path) -> dict:
        try:
            return check_file(path, HISTORY_LIMITS, HISTORY_SCHEMA)
        except FileMissing:
            return {"version": 1, "games": []}          # nothing recorded yet
        # any other FileRefused goes to the caller: show str(exc) (one line) and leave the file;
        # labdesk.engine.saves.move_aside(path) renames it beside itself if the player asks

``check`` returns the checked value (``Number`` gives a float, unknown fields of an ``extra`` record
are dropped), so code after it may trust every field's type and range. Cross-field rules (a seat
index below the seat count, say) are checked after it, raising ``FileRefused`` the same way.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from labdesk.i18n import _

MAX_NUMBER_DIGITS = 24  # far above any seed or count; stops a thousands-digit integer early


class FileRefused(Exception):
    """A file that cannot be used; the message is one line a person can read."""


class FileMissing(FileRefused):
    """There is no such file: for most formats "nothing saved yet" rather than a damaged file."""


@dataclass(frozen=True)
class Limits:
    max_bytes: int
    max_depth: int = 8  # nesting of lists and objects; real files use three or four levels


def read_json(path: Path | str, limits: Limits) -> object:
    """The parsed JSON of ``path`` within ``limits``; raises FileRefused (the file is never written)."""
    path = Path(path)
    try:
        if path.stat().st_size > limits.max_bytes:
            raise FileRefused(_("the file is too large"))
        with path.open("rb") as f:
            raw = f.read(limits.max_bytes + 1)  # a file growing while we read is still capped
    except FileNotFoundError:
        raise FileMissing(_("no such file: {path}").format(path=shorten(str(path)))) from None
    except OSError as exc:
        raise FileRefused(_("cannot read {name}: {problem}").format(
            name=shorten(path.name), problem=exc.strerror or type(exc).__name__)) from None
    if len(raw) > limits.max_bytes:
        raise FileRefused(_("the file is too large"))
    return parse_json(raw, limits)


def parse_json(raw: bytes | str, limits: Limits) -> object:
    """``raw`` parsed within ``limits`` (depth scanned first, number limits while parsing): what
    ``read_json`` does once it has read a file, and what the online server does with a message."""
    if len(raw) > limits.max_bytes:
        raise FileRefused(_("the file is too large"))
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise FileRefused(_("the file is not text")) from None
    if _bracket_depth(text) > limits.max_depth:
        raise FileRefused(_("the file is nested too deeply (more than {n} levels)").format(n=limits.max_depth))
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise FileRefused(_("the file is corrupt or truncated (JSON error at line {line})").format(line=exc.lineno)) from None
    except RecursionError:  # the depth scan makes this unreachable; kept so no traceback can escape
        raise FileRefused(_("the file is nested too deeply")) from None


_STRUCTURE = re.compile(r'\\.|["\[\]{}]')  # an escape pair, a quote or a bracket


def _bracket_depth(text: str) -> int:
    """The deepest nesting of [ and { outside strings, found before parsing (the JSON reader itself
    would recurse into a deep file). Only quotes, escapes and brackets are visited."""
    depth = deepest = 0
    in_string = False
    for match in _STRUCTURE.finditer(text):
        ch = match.group()
        if ch == '"':
            in_string = not in_string
        elif in_string or len(ch) == 2:
            continue
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise FileRefused(_("a number has more than {n} digits").format(n=MAX_NUMBER_DIGITS))
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS + 8:
        raise FileRefused(_("a number has more than {n} digits").format(n=MAX_NUMBER_DIGITS))
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise FileRefused(_("a number is out of range"))
    return value


def _refuse_constant(text: str):
    raise FileRefused(_("the file holds {value}, which is not a number").format(value=text))


def shorten(text: str, room: int = 40) -> str:
    """A value as a reason may quote it: never more than ``room`` characters of it."""
    return text if len(text) <= room else text[:room - 1] + "…"


def quote(value: object, room: int = 40) -> str:
    return repr(shorten(value, room)) if isinstance(value, str) else shorten(repr(value), room)


# --- the schema: each check returns the value or raises FileRefused naming the field -------------
class Schema:
    def check(self, value: object, where: str = "the file") -> object:
        raise NotImplementedError


def _refuse(where: str, problem: str) -> FileRefused:
    return FileRefused(f"{where}: {problem}")


_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _among(value, choices: tuple | None, where: str) -> None:
    if choices is not None and value not in choices:
        raise _refuse(where, _("{value} is not one of {choices}").format(value=quote(value), choices=", ".join(map(str, choices))))


@dataclass(frozen=True)
class Text(Schema):
    max_len: int
    choices: tuple[str, ...] | None = None
    min_len: int = 0

    def check(self, value, where="the file"):
        if not isinstance(value, str):
            raise _refuse(where, _("must be text"))
        if len(value) > self.max_len:
            raise _refuse(where, _("is longer than {n} characters").format(n=self.max_len))
        if len(value) < self.min_len:
            raise _refuse(where, _("is empty"))
        if _UNPRINTABLE.search(value):  # a null character or a lone surrogate cannot even be drawn
            raise _refuse(where, _("holds a control character"))
        _among(value, self.choices, where)
        return value


@dataclass(frozen=True)
class Whole(Schema):
    low: int
    high: int
    choices: tuple[int, ...] | None = None

    def check(self, value, where="the file"):
        if not isinstance(value, int) or isinstance(value, bool):
            raise _refuse(where, _("must be a whole number"))
        if not self.low <= value <= self.high:
            raise _refuse(where, _("must be from {low} to {high}").format(low=self.low, high=self.high))
        _among(value, self.choices, where)
        return value


@dataclass(frozen=True)
class Number(Schema):
    low: float
    high: float

    def check(self, value, where="the file"):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise _refuse(where, _("must be a number"))
        if not self.low <= value <= self.high:
            raise _refuse(where, _("must be from {low} to {high}").format(low=f"{self.low:g}", high=f"{self.high:g}"))
        return float(value)


@dataclass(frozen=True)
class YesNo(Schema):
    def check(self, value, where="the file"):
        if not isinstance(value, bool):
            raise _refuse(where, _("must be true or false"))
        return value


@dataclass(frozen=True)
class ListOf(Schema):
    item: Schema
    max_len: int
    min_len: int = 0

    def check(self, value, where="the file"):
        if not isinstance(value, list):
            raise _refuse(where, _("must be a list"))
        if not self.min_len <= len(value) <= self.max_len:
            raise _refuse(where, _("must hold {low} to {high} entries, not {n}").format(
                low=self.min_len, high=self.max_len, n=len(value)))
        return [self.item.check(v, f"{where}[{i + 1}]") for i, v in enumerate(value)]


@dataclass(frozen=True)
class Record(Schema):
    """An object with known fields. ``optional`` fields may be missing; unknown fields are refused
    unless ``extra`` allows them (then they are dropped, so a newer file's additions do no harm)."""
    fields: dict[str, Schema]
    optional: frozenset[str] = field(default_factory=frozenset)
    extra: bool = False

    def check(self, value, where="the file"):
        if not isinstance(value, dict):
            raise _refuse(where, _("must be an object"))
        for name in value:
            if name not in self.fields and not self.extra:
                raise _refuse(where, _("has an unknown field {name}").format(name=quote(name)))
        out = {}
        for name, schema in self.fields.items():
            inner = name if where == "the file" else f"{where}.{name}"
            if name not in value:
                if name in self.optional:
                    continue
                raise _refuse(inner, _("is missing"))
            out[name] = schema.check(value[name], inner)
        return out


def check_file(path: Path | str, limits: Limits, schema: Schema) -> dict:
    """``read_json`` then ``schema.check``: the usual way to read a file."""
    return schema.check(read_json(path, limits))
