"""Catalog checks shared by the games' translation tests: every string of a game has a Russian
translation (not empty, not fuzzy) with the same placeholders, in its area's catalog."""
from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from labdesk import i18n

LOCALE = Path(i18n.__file__).resolve().parent / "locale"
PLACEHOLDER = re.compile(r"\{(\w*)(?:[!:][^{}]*)?\}")  # {name}, {n:>2} and {} alike: the field's name


def catalog(area: str, lang: str = "ru"):
    with (LOCALE / lang / f"{area}.po").open("rb") as fp:
        return read_po(fp)


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def untranslated(area: str, strings) -> list[str]:
    """The strings (context-free msgids) with no translation in ``area``'s Russian catalog (missing,
    empty or fuzzy), or whose translation's placeholders differ from the source's."""
    cat = catalog(area)
    bad = []
    for s in strings:
        message = cat.get(s)
        if message is None or not message.string or message.fuzzy or placeholders(message.string) != placeholders(s):
            bad.append(s)
    return bad


def catalog_problems(area: str) -> list[str]:
    """Entries of ``area``'s Russian catalog left empty or with placeholders unlike the source's
    (every plural form checked against the plural source)."""
    problems = []
    for message in catalog(area):
        if not message.id:
            continue
        sources = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
        forms = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
        wanted = placeholders(sources[-1]) | placeholders(sources[0])
        for form in forms:
            if not form or placeholders(form) - wanted or not placeholders(form) >= placeholders(sources[0]):
                problems.append(f"{sources[0]!r} -> {form!r}")
    return problems
