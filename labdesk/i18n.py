"""The one translation function for every player-facing string, over GNU gettext catalogs.

Source strings are English and live in the code. Each other language has a folder of ``.po`` catalogs,
one per area so parallel work touches different files: ``labdesk/locale/<lang>/<area>.po`` (``app``,
``lessons``, ``history``, one per game ...). A compiled ``.mo`` beside a ``.po`` (made by the package
build and by ``build.spec``, see ``tools/catalogs.py``) is read when it is at least as new as its source;
otherwise the ``.po`` is compiled in memory with Babel, so a source checkout needs no build step.

Rules for callers (see docs/i18n.md):
- translate when the text is shown, never at import time: the language can change while the app runs.
  A module-level constant is marked with ``N_("...")`` and passed through ``_()`` where it is drawn;
- placeholders are named and filled after translating: ``_("Round {n}").format(n=3)``; never build a
  sentence by concatenation;
- counts use ``ngettext("{n} card", "{n} cards", n).format(n=n)``: Russian has three plural forms;
- the same English word meaning two things gets a context: ``pgettext("pile", "Discard")``.
"""
from __future__ import annotations

import gettext
import io
import locale
import os
import threading
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

LANGUAGES = {"en": "English", "ru": "Русский"}
SOURCE_LANGUAGE = "en"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE
# a thread may speak another language for a while (``speaking``): the app's own server writes a
# friend's hint in the friend's language while the window around it keeps the host's
_thread = threading.local()


def _current() -> gettext.NullTranslations:
    return getattr(_thread, "translations", None) or _translations


def _(message: str) -> str:
    """``message`` in the current language (the English source when no catalog has it)."""
    return _current().gettext(message) if message else message  # "" would be the catalog's header


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted phrase for ``n`` in the current language; fill ``{n}`` afterwards."""
    return _current().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English word in another context."""
    return _current().pgettext(context, message)


@contextmanager
def speaking(lang: str):
    """Within the block, ``_()`` and its kin on this thread only speak ``lang`` (a key of LANGUAGES;
    unknown codes mean English); every other thread keeps the app's language."""
    lang = lang if lang in LANGUAGES else SOURCE_LANGUAGE
    before = getattr(_thread, "translations", None), getattr(_thread, "language", None)
    _thread.translations, _thread.language = _cached_catalogs(lang), lang
    try:
        yield
    finally:
        _thread.translations, _thread.language = before


@lru_cache(maxsize=None)
def _cached_catalogs(lang: str) -> gettext.NullTranslations:
    return load_catalogs(lang)


def N_(message: str) -> str:
    """Marks a constant for extraction; it is translated with ``_()`` where it is shown."""
    return message


def language() -> str:
    return getattr(_thread, "language", None) or _language


def set_language(lang: str) -> None:
    """Switch every later ``_()`` call to ``lang`` (a key of LANGUAGES); unknown codes mean English."""
    global _translations, _language
    lang = lang if lang in LANGUAGES else SOURCE_LANGUAGE
    _translations = load_catalogs(lang)
    _language = lang


def load_catalogs(lang: str) -> gettext.NullTranslations:
    """Every area's catalog of ``lang`` chained into one translations object."""
    chain: gettext.NullTranslations = gettext.NullTranslations()
    folder = LOCALE_DIR / lang
    if lang == SOURCE_LANGUAGE or not folder.is_dir():
        return chain
    first = None
    for area in catalog_areas(folder):
        catalog = _read_catalog(folder / f"{area}.po")
        if first is None:
            first = chain = catalog
        else:
            first.add_fallback(catalog)
    return chain


def catalog_areas(folder: Path) -> list[str]:
    """The areas of one language folder: a source checkout has ``.po`` files, a built app ``.mo``."""
    return sorted({p.stem for p in folder.iterdir() if p.suffix in (".po", ".mo")})


def _read_catalog(po: Path) -> gettext.GNUTranslations:
    mo = po.with_suffix(".mo")
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as fp:
            return gettext.GNUTranslations(fp)
    return gettext.GNUTranslations(io.BytesIO(compile_po(po)))


def compile_po(po: Path) -> bytes:
    """The ``.mo`` bytes of one ``.po`` catalog (Babel is imported only here: built apps ship ``.mo``)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as fp:
        catalog = read_po(fp)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def startup_language(chosen: str = "") -> str:
    """The language the app starts in: LABDESK_LANG (``--lang`` sets it) wins, then the language the
    player chose in Settings (``chosen``), then the system's."""
    if chosen in LANGUAGES and not os.environ.get("LABDESK_LANG"):
        return chosen
    return system_language()


def system_language() -> str:
    """The language the first start follows: LABDESK_LANG, else the system locale, else English."""
    wanted = os.environ.get("LABDESK_LANG", "")
    if not wanted:
        try:
            wanted = locale.getlocale()[0] or ""
        except ValueError:
            wanted = ""
        wanted = wanted or os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG") or ""
    code = wanted.split("_")[0].split(".")[0].lower()
    return code if code in LANGUAGES else SOURCE_LANGUAGE
