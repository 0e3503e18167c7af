"""The translation catalogs: extract the strings to translate, compile the catalogs, check them.

    python tools/catalogs.py extract     write build/i18n/<area>.pot, one template per catalog area
    python tools/catalogs.py compile     write a .mo beside every labdesk/locale/<lang>/<area>.po
    python tools/catalogs.py --check     exit 1 listing what is not translated into every language

What is extracted: every call of ``_``, ``N_``, ``ngettext`` and ``pgettext`` in ``labdesk/**/*.py``
(Babel's Python extractor), and the player-facing strings of each game's content files, which each
game package's ``words.py`` returns from ``content_strings()``.

What ``--check`` refuses, for every language folder beside English: a string with no translation in
any of that language's catalogs (empty or fuzzy), a translation whose ``{placeholders}`` are not the
source's, and a counted phrase missing one of the language's plural forms. Every plural form keeps
every placeholder, the count too: Russian's first form serves 1, 21, 31..., so it cannot say «одна».
"""
from __future__ import annotations

import argparse
import importlib
import re
import string
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "labdesk"
LOCALE = PACKAGE / "locale"
TEMPLATES = ROOT / "build" / "i18n"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}

# Which catalog a string belongs to, by the file it is in (first match wins; the rest is "app").
AREA_RULES = (
    (re.compile(r"^games/[^/]+/(lesson|checklist)\.py$|^ui/table/lesson|^lessons?/"), "lessons"),
    (re.compile(r"^ai/hints\.py$|^games/[^/]+/hints\.py$"), "hints"),
    (re.compile(r"^engine/(history|stats)\.py$|^stats\.py$|^ui/scenes/(history|stats)\.py$"), "history"),
    (re.compile(r"^engine/replay\.py$|^ui/scenes/replay\.py$|^ai/analysis\.py$"), "replay"),
    (re.compile(r"^ui/online_play\.py$|^ui/scenes/online\.py$|^ui/table/connection\.py$"), "online"),
    (re.compile(r"^games/(?P<pkg>[^/]+)/"), None),  # a game's own area is its package name
)
APP_AREA = "app"


@dataclass(frozen=True)
class Message:
    """One string to translate: its source text (a pair for a counted phrase), context and where it is."""
    msgid: str
    plural: str | None
    context: str | None
    area: str
    where: str

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid


def area_of(relative: str) -> str:
    for pattern, area in AREA_RULES:
        match = pattern.search(relative)
        if match:
            return area or match.group("pkg")
    return APP_AREA


def extract() -> list[Message]:
    """Every translatable string of the code and of the games' content, first place first."""
    found: dict[tuple, Message] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for message in extract_file(path, path.relative_to(PACKAGE).as_posix()):
            found.setdefault(message.key, message)
    for message in content_messages():
        found.setdefault(message.key, message)
    return list(found.values())


def extract_file(path: Path, relative: str) -> list[Message]:
    """The marked strings of one source file; ``relative`` is its path inside labdesk/."""
    from babel.messages.extract import extract_from_file

    messages = []
    for line, text, _comments, context in extract_from_file("python", path, keywords=KEYWORDS):
        msgid, plural = (text[0], text[1]) if isinstance(text, tuple) else (text, None)
        if msgid:
            messages.append(Message(msgid, plural, context, area_of(relative), f"labdesk/{relative}:{line}"))
    return messages


def content_messages() -> list[Message]:
    """The content strings each game's ``words.content_strings()`` returns (a game without it has none)."""
    from labdesk import games

    messages = []
    for game_id in games.GAMES:
        package = game_id.replace("-", "_")
        try:
            words = importlib.import_module(f"labdesk.games.{package}.words")
        except ModuleNotFoundError:
            continue
        content_strings = getattr(words, "content_strings", None)
        if content_strings is None:
            continue
        for text in content_strings():
            if text:
                messages.append(Message(text, None, None, package, f"labdesk/games/{package}/words.py:content"))
    return messages


def language_folders(locale: Path = LOCALE) -> list[Path]:
    """The folder of every language that has catalogs (English, the source, has none)."""
    return sorted(p for p in locale.iterdir() if p.is_dir() and any(p.glob("*.po")))


def read_catalogs(folder: Path) -> dict[tuple[str | None, str], tuple]:
    """Every message of one language's catalogs by (context, msgid), from all its areas, with the
    number of plural forms of its catalog."""
    from babel.messages.pofile import read_po

    entries = {}
    for po in sorted(folder.glob("*.po")):
        with po.open("rb") as fp:
            catalog = read_po(fp)
        for entry in catalog:
            if entry.id:
                key = (entry.context, entry.id[0] if isinstance(entry.id, tuple) else entry.id)
                entries.setdefault(key, (entry, catalog.num_plurals))
    return entries


def placeholders(text: str) -> set[str]:
    """The named fields of a ``str.format`` text: ``"{name} draws {n}"`` -> {"name", "n"}."""
    try:
        return {field.split(".")[0].split("[")[0] for _, field, _, _ in string.Formatter().parse(text)
                if field is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def problems(folder: Path, messages: list[Message]) -> list[str]:
    """What is wrong with the translation of ``messages`` in one language's folder, one line each."""
    lang = folder.name
    entries = read_catalogs(folder)
    found = []
    for message in messages:
        label = f"{message.where} [{message.area}.po] " + (f"{message.context}|" if message.context else "")
        label += repr(message.msgid)
        entry_and_forms = entries.get(message.key)
        if entry_and_forms is None:
            found.append(f"{lang}: no translation: {label}")
            continue
        entry, num_plurals = entry_and_forms
        forms = list(entry.string) if isinstance(entry.string, (tuple, list)) else [entry.string]
        if entry.fuzzy or not any(forms):
            found.append(f"{lang}: no translation: {label}")
            continue
        if message.plural is not None:
            if len(forms) < num_plurals or not all(forms):
                found.append(f"{lang}: needs all {num_plurals} plural forms: {label}")
                continue
        elif isinstance(entry.string, (tuple, list)):
            found.append(f"{lang}: translated as a counted phrase, but the source is not: {label}")
            continue
        wanted = placeholders(message.msgid) | placeholders(message.plural or "")
        for form in forms:
            if placeholders(form) != wanted:
                found.append(f"{lang}: placeholders {sorted(placeholders(form))} instead of {sorted(wanted)}: "
                             f"{label} -> {form!r}")
                break
    return found


def check() -> list[str]:
    messages = extract()
    return [line for folder in language_folders() for line in problems(folder, messages)]


def compile_all(locale: Path = LOCALE) -> list[Path]:
    """A ``.mo`` beside every ``.po`` (what the package build and build.spec ship)."""
    sys.path.insert(0, str(ROOT))
    from labdesk.i18n import compile_po

    written = []
    for po in sorted(locale.glob("*/*.po")):
        mo = po.with_suffix(".mo")
        mo.write_bytes(compile_po(po))
        written.append(mo)
    return written


def write_templates(messages: list[Message]) -> list[Path]:
    """One ``.pot`` per area under build/i18n, for merging into a catalog with the usual tools."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    TEMPLATES.mkdir(parents=True, exist_ok=True)
    written = []
    for area in sorted({m.area for m in messages}):
        catalog = Catalog(project="labdesk", charset="utf-8")
        for m in (m for m in messages if m.area == area):
            path, _, line = m.where.rpartition(":")
            catalog.add((m.msgid, m.plural) if m.plural else m.msgid, context=m.context,
                        locations=[(path, int(line) if line.isdigit() else 0)])
        out = TEMPLATES / f"{area}.pot"
        with out.open("wb") as fp:
            write_po(fp, catalog, width=100)
        written.append(out)
    return written


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(ROOT))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", nargs="?", choices=("extract", "compile"))
    parser.add_argument("--check", action="store_true", help="exit 1 listing every untranslated or wrong string")
    args = parser.parse_args(argv)
    if args.check:
        found = check()
        for line in found:
            print(line)
        if found:
            print(f"{len(found)} catalog problems")
            return 1
        print("every string is translated")
        return 0
    if args.command == "extract":
        for path in write_templates(extract()):
            print(path.relative_to(ROOT))
        return 0
    if args.command == "compile":
        for path in compile_all():
            print(path.relative_to(ROOT))
        return 0
    parser.print_help()
    return 2


if __name__ == "__main__":
    sys.exit(main())
