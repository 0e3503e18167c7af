"""The catalogs are complete: every string the code marks (and every game's content string) has a
Russian translation with the source's placeholders, and counted phrases take the right Russian form.
The checks are tools/catalogs.py's own (its ``--check`` runs them the same way)."""
from __future__ import annotations

import importlib.util
import sys
import textwrap
from pathlib import Path

import pytest

from labdesk import i18n

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "catalogs.py")
tool = sys.modules.setdefault("i18n_tool", importlib.util.module_from_spec(_spec))
_spec.loader.exec_module(tool)

# Russian: 1 and 21 take the first form (карта), 2 the second (карты), 5 and 11 the third (карт)
RUSSIAN_FORM = {1: 0, 2: 1, 5: 2, 11: 2, 21: 0}


@pytest.fixture(scope="module")
def messages():
    return tool.extract()


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def test_every_string_has_a_russian_translation_with_the_same_placeholders(messages):
    found = tool.problems(tool.LOCALE / "ru", messages)
    assert found == [], "\n".join(found)


def test_every_counted_phrase_takes_the_russian_form_for_1_2_5_11_21(messages, russian):
    entries = tool.read_catalogs(tool.LOCALE / "ru")
    for message in (m for m in messages if m.plural is not None):
        entry, _forms = entries[message.key]
        for n, form in RUSSIAN_FORM.items():
            shown = i18n.ngettext(message.msgid, message.plural, n)
            assert shown == entry.string[form], f"{message.msgid!r} for {n}"


def test_the_russian_catalog_counts_players_as_russian_does(russian):
    shown = [i18n.ngettext("{n} player", "{n} players", n).format(n=n) for n in RUSSIAN_FORM]
    assert shown == ["1 игрок", "2 игрока", "5 игроков", "11 игроков", "21 игрок"]


# --- the checker itself, on a small made-up catalog --------------------------------------------------
HEADER = textwrap.dedent('''\
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

    ''')


def _catalog(tmp_path, body: str) -> Path:
    folder = tmp_path / "ru"
    folder.mkdir()
    (folder / "app.po").write_text(HEADER + textwrap.dedent(body), encoding="utf-8")
    return folder


def _source(tmp_path, code: str) -> list:
    path = tmp_path / "sample.py"
    path.write_text(textwrap.dedent(code), encoding="utf-8")
    return tool.extract_file(path, "ui/scenes/sample.py")


def test_the_extractor_finds_every_marking_with_contexts_and_plurals(tmp_path):
    found = _source(tmp_path, '''\
        TITLE = N_("Lab")
        def label(n, name):
            return _("Hello {name}").format(name=name), ngettext("{n} card", "{n} cards", n), pgettext("pile", "Discard")
        ''')
    assert {(m.context, m.msgid, m.plural) for m in found} == {
        (None, "Lab", None), (None, "Hello {name}", None), (None, "{n} card", "{n} cards"), ("pile", "Discard", None)}
    assert {m.area for m in found} == {"app"}


def test_strings_are_filed_under_the_area_of_their_file():
    assert tool.area_of("ui/scenes/menu.py") == "app"
    assert tool.area_of("games/lab_wars/words.py") == "lab_wars"
    assert tool.area_of("games/experiment/lesson.py") == "lessons"
    assert tool.area_of("games/lab_chaos/checklist.py") == "lessons"  # a game's rules to teach, beside its lessons
    assert tool.area_of("engine/history.py") == "history"


def test_the_checker_names_a_missing_translation_a_wrong_placeholder_and_a_missing_plural_form(tmp_path):
    folder = _catalog(tmp_path, '''\
        msgid "Hello {name}"
        msgstr "Привет, {имя}"

        msgid "{n} card"
        msgid_plural "{n} cards"
        msgstr[0] "{n} карта"
        msgstr[1] "{n} карты"
        msgstr[2] ""

        msgid "Fine {n}"
        msgstr "Хорошо {n}"

        #, fuzzy
        msgid "Guessed"
        msgstr "Угадано"
        ''')
    found = _source(tmp_path, '''\
        _("Hello {name}"), ngettext("{n} card", "{n} cards", 2), _("Fine {n}"), _("Guessed"), _("Absent")
        ''')
    report = "\n".join(tool.problems(folder, found))
    assert "placeholders ['имя'] instead of ['name']" in report
    assert "needs all 3 plural forms" in report and "'{n} card'" in report
    assert "no translation" in report and "'Absent'" in report and "'Guessed'" in report
    assert "Fine" not in report


def test_compiled_catalogs_are_what_the_app_reads(tmp_path, monkeypatch):
    """A built app has only the .mo files beside the .po sources: they carry the same translations."""
    (tmp_path / "ru").mkdir()
    for po in (tool.LOCALE / "ru").glob("*.po"):
        (tmp_path / "ru" / po.name).write_bytes(po.read_bytes())
    written = tool.compile_all(tmp_path)
    assert sorted(p.stem for p in written) == sorted(p.stem for p in (tool.LOCALE / "ru").glob("*.po"))
    for po in (tmp_path / "ru").glob("*.po"):
        po.unlink()  # a built app ships the .mo files only
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    try:
        i18n.set_language("ru")
        assert i18n._("Settings") == "Настройки"
    finally:
        i18n.set_language("en")


def test_the_bundled_fonts_draw_every_character_of_the_russian_catalogs():
    """pygame_gui widgets and theme text both use the bundled Noto Sans: a missing glyph would be a box."""
    from pygame import freetype

    from labdesk.resources import resource_path
    from labdesk.ui import theme

    freetype.init()
    used = set("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя№«»—–…")
    for entry, _forms in tool.read_catalogs(tool.LOCALE / "ru").values():
        forms = entry.string if isinstance(entry.string, (tuple, list)) else [entry.string]
        used.update(ch for form in forms for ch in form if not ch.isspace())
    for path in theme._FONT_FILES.values():
        font = freetype.Font(str(resource_path(path)), 20)
        text = "".join(sorted(used))
        missing = [ch for ch, metrics in zip(text, font.get_metrics(text)) if metrics is None]
        assert missing == [], f"{path}: {''.join(missing)}"
    assert freetype.Font(str(resource_path(theme._FONT_FILES[False])), 20).get_metrics("★")[0] is None
