"""labdesk.engine.validate on its own: the limits every loaded file goes through, each checked
where a later field check would not catch it, and the schema as a new file format uses it."""
from __future__ import annotations

import json

import pytest

from labdesk.engine import validate as V


def _file(tmp_path, text: str, name: str = "f.json"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_nesting_deeper_than_the_limit_is_refused_before_parsing(tmp_path, monkeypatch):
    limits = V.Limits(max_bytes=1000, max_depth=3)
    assert V.read_json(_file(tmp_path, '{"a": [[1]]}'), limits) == {"a": [[1]]}
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("parsed a file nested too deeply"))
    with pytest.raises(V.FileRefused, match="nested too deeply"):
        V.read_json(_file(tmp_path, '{"a": [[[1]]]}'), limits)


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path):
    text = json.dumps({"name": "[[[[{{{{ \\\" ]]"})
    assert V.read_json(_file(tmp_path, text), V.Limits(1000, max_depth=1))["name"] == '[[[[{{{{ \\" ]]'


def test_a_file_over_the_size_cap_is_refused_unread(tmp_path, monkeypatch):
    path = _file(tmp_path, '{"volume": 0.5}' + " " * 2000)  # valid JSON, only too big
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("parsed a file over the cap"))
    with pytest.raises(V.FileRefused, match="too large"):
        V.read_json(path, V.Limits(max_bytes=1000))


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e999", "-1e999"])
def test_not_a_number_and_infinities_are_refused_when_parsed(tmp_path, number):
    with pytest.raises(V.FileRefused, match="not a number|out of range"):
        V.read_json(_file(tmp_path, '{"x": %s}' % number), V.Limits(1000))


@pytest.mark.parametrize("number", ["9" * 25, "-" + "9" * 25, "0." + "1" * 40])
def test_numbers_with_too_many_digits_are_refused_when_parsed(tmp_path, number):
    with pytest.raises(V.FileRefused, match="digits"):
        V.read_json(_file(tmp_path, '{"x": %s}' % number), V.Limits(1000))


@pytest.mark.parametrize("content, reason", [
    (b"\xff\xfe{}", "not text"),
    (b'{"a": 1', "corrupt or truncated"),
])
def test_unreadable_bytes_are_refused_in_one_line(tmp_path, content, reason):
    path = tmp_path / "f.json"
    path.write_bytes(content)
    with pytest.raises(V.FileRefused, match=reason) as err:
        V.read_json(path, V.Limits(1000))
    assert "\n" not in str(err.value)


def test_a_missing_file_is_a_refusal_not_a_crash(tmp_path):
    with pytest.raises(V.FileMissing, match="no such file"):
        V.read_json(tmp_path / "gone.json", V.Limits(1000))


# --- the schema, as a new format (say a history of finished games) would declare it ---------------
HISTORY = V.Record({
    "version": V.Whole(1, 1),
    "games": V.ListOf(V.Record({"game": V.Text(40, ("lab-wars", "explosion")), "when": V.Text(30, min_len=1),
                                "score": V.Number(-1000, 1000), "won": V.YesNo()},
                               optional=frozenset({"score"})), max_len=500),
}, extra=True)


def _history(**game_changes) -> dict:
    return {"version": 1, "games": [{"game": "lab-wars", "when": "2026-12-01", "won": True},
                                    {"game": "explosion", "when": "2026-12-01", "won": False, "score": 3,
                                     **game_changes}]}


def test_a_schema_returns_the_checked_fields_and_drops_extra_ones_where_allowed(tmp_path):
    path = _file(tmp_path, json.dumps({**_history(), "added_later": 1}))
    checked = V.check_file(path, V.Limits(10_000), HISTORY)
    assert checked == _history() and isinstance(checked["games"][1]["score"], float)


@pytest.mark.parametrize("changes, where", [
    ({"game": "chess"}, "games[2].game"),
    ({"won": "yes"}, "games[2].won"),
    ({"score": 10 ** 6}, "games[2].score"),
    ({"when": ""}, "games[2].when"),
    ({"when": "x" * 10_000}, "games[2].when"),
    ({"when": ["2026"]}, "games[2].when"),
    ({"colour": "red"}, "games[2]"),
])
def test_a_refusal_is_one_short_line_naming_the_field_and_never_echoes_the_file(tmp_path, changes, where):
    path = _file(tmp_path, json.dumps(_history(**changes)))
    before = path.read_bytes()
    with pytest.raises(V.FileRefused) as err:
        V.check_file(path, V.Limits(100_000), HISTORY)
    reason = str(err.value)
    assert reason.startswith(where) and "\n" not in reason and len(reason) < 120 and "xxxxx" not in reason
    assert path.read_bytes() == before


def test_quote_and_shorten_keep_a_value_to_its_room():
    assert V.shorten("a" * 1000) == "a" * 39 + "…"
    assert len(V.quote("b" * 10_000)) <= 42 and len(V.quote(list(range(10_000)))) <= 40


def test_the_worked_example_in_the_module_docstring_runs(tmp_path):
    import textwrap

    example = textwrap.dedent(V.__doc__.split("::\n", 1)[1].split("``check`` returns")[0])
    names: dict = {}
    exec(compile(example, "validate.__doc__", "exec"), names)  # the docstring's own code, as written
    read_history = names["read_history"]
    assert read_history(tmp_path / "none.json") == {"version": 1, "games": []}
    path = _file(tmp_path, json.dumps({"version": 1, "games": [{"game": "explosion", "when": "today"}], "new": 1}))
    assert read_history(path) == {"version": 1, "games": [{"game": "explosion", "when": "today"}]}
    path.write_text(json.dumps({"version": 1, "games": [{"game": "explosion", "when": ""}]}))
    with pytest.raises(V.FileRefused, match=r"^games\[1\]\.when: is empty$"):
        read_history(path)
