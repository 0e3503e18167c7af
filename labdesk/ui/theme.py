"""Colours, the bundled fonts and cached text rendering.

Every font comes from assets/fonts (NotoSans, Latin + Cyrillic), never from the system. Rendered text
is cached by (text, size, colour, bold), bounded by bytes: scenes call ``text()`` every frame without
re-rendering, and a passing message (a banner, a log line) is dropped once newer text needs the room.
"""
from __future__ import annotations

import contextlib
import functools
import io
import sys
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pygame

from labdesk.resources import resource_path
from labdesk.ui import audit
from labdesk.ui.surface_cache import SurfaceCache

CANVAS = (1600, 900)

# One palette for the whole app: a calm lab bench with bright chemical accents.
BG = (24, 30, 38)
BG_DARK = (16, 20, 26)
PANEL = (36, 45, 56)
PANEL_LIGHT = (50, 62, 76)
LINE = (84, 100, 118)
TEXT = (232, 236, 240)
TEXT_DIM = (160, 172, 186)
ACCENT = (88, 196, 220)
GOOD = (110, 200, 120)
WARN = (240, 180, 70)
BAD = (230, 96, 90)
SHADE = (0, 0, 0, 150)
# Card faces: paper and the inks printed on it.
CREAM = (246, 244, 236)
INK = (30, 30, 36)
INK_SOFT = (66, 68, 80)

# Chemical colours each come with a symbol and a letter: colour is never the only signal.
CHEMICALS = {
    "red": ((220, 70, 70), "triangle", "R"),
    "blue": ((70, 130, 230), "circle", "B"),
    "green": ((80, 190, 100), "square", "G"),
    "yellow": ((235, 200, 60), "diamond", "Y"),
    "purple": ((160, 100, 210), "star", "P"),
    "orange": ((240, 140, 60), "hexagon", "O"),
    "white": ((225, 225, 225), "cross", "W"),
    "black": ((70, 70, 78), "ring", "K"),
}

_FONT_FILES = {False: "assets/fonts/NotoSans-Regular.ttf", True: "assets/fonts/NotoSans-Bold.ttf"}
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
TEXT_CACHE_BYTES = 8 * 2**20  # several screens of labels; what a frame draws is far less
_texts = SurfaceCache(TEXT_CACHE_BYTES)
_wraps: dict[tuple, list[str]] = {}
_words: "weakref.WeakKeyDictionary[pygame.Surface, str]" = weakref.WeakKeyDictionary()  # rendered -> words
_WRAP_CACHE_LIMIT = 4000


def forget_fonts() -> None:
    """Drop cached fonts and text (needed after pygame.quit(): those objects are dead)."""
    _fonts.clear()
    _texts.clear()
    _wraps.clear()


_quit_hooked = False  # forget_fonts is registered to run at the next pygame.quit()


def _forget_at_quit() -> None:
    global _quit_hooked
    _quit_hooked = False  # pygame runs each registered function once: register again with the next font
    forget_fonts()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    global _quit_hooked
    key = (size, bold)
    if key not in _fonts:
        if not pygame.font.get_init():
            forget_fonts()
            pygame.font.init()
        if not _quit_hooked:
            # whoever quits pygame (the window closing, the bench's idle measure), the fonts go with it:
            # a later pygame.init() would otherwise find dead fonts in the cache ("Invalid font")
            pygame.register_quit(_forget_at_quit)
            _quit_hooked = True
        # from the file's bytes, read once: a font made from a path keeps that file open, and the sizes
        # words are fitted at (every size from the player's down to 100 %) ran a test worker out of
        # file descriptors
        _fonts[key] = pygame.font.Font(io.BytesIO(_font_bytes(bold)), size)
    return _fonts[key]


@functools.cache
def _font_bytes(bold: bool) -> bytes:
    return resource_path(_FONT_FILES[bold]).read_bytes()


def text(string: str, size: int = 22, colour=TEXT, bold: bool = False) -> pygame.Surface:
    """The rendered text, cached."""
    return _texts.get((string, size, tuple(colour), bold), lambda: _render(string, size, colour, bold))


def _render(string: str, size: int, colour, bold: bool) -> pygame.Surface:
    surface = font(size, bold).render(string, True, colour)
    _words[surface] = string  # the layout audit (and a lesson's arrow) learns where words are drawn
    return surface


def words_of(surface) -> str | None:
    """The words a surface made by ``text`` holds (None: it is not a word)."""
    try:
        return _words.get(surface)
    except TypeError:
        return None


def wrap(string: str, width: int, size: int = 22, bold: bool = False, max_lines: int | None = None,
         break_words: bool = False) -> list[str]:
    """Split text into lines that fit ``width`` pixels (paragraphs kept on '\\n'). Cached. With
    ``max_lines``, text that runs on ends its last line in an ellipsis (a cut ``recording_cuts`` sees).
    ``break_words``: a word wider than the line is broken (after a hyphen where it has one); without
    it such a word has a line of its own (the card titles fit it by their own means)."""
    key = (string, width, size, bold, break_words)
    lines = _wraps.get(key)
    if lines is None:
        if len(_wraps) > _WRAP_CACHE_LIMIT:
            _wraps.clear()
        lines = _wraps[key] = _wrap(string, width, size, bold, break_words)
    if max_lines is not None and len(lines) > max_lines:
        return list(lines[:max_lines - 1]) + [fit(" ".join(lines[max_lines - 1:]), width, size, bold)]
    return list(lines)


def _wrap(string: str, width: int, size: int, bold: bool, break_words: bool) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in string.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= width or not (line or break_words):
                line = candidate
                continue
            if line:
                lines.append(line)
            *whole, line = _break_word(word, f, width) if break_words else [word]
            lines.extend(whole)
        lines.append(line)
    return lines


def _break_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word as pieces that each fit ``width``: after its hyphens where it has them, else anywhere."""
    if f.size(word)[0] <= width:
        return [word]
    pieces: list[str] = []
    for part in word.replace("-", "-\0").split("\0"):  # each hyphen ends a part
        if pieces and f.size(pieces[-1] + part)[0] <= width:
            pieces[-1] += part
            continue
        while f.size(part)[0] > width and len(part) > 1:
            cut = len(part) - 1
            while cut > 1 and f.size(part[:cut])[0] > width:
                cut -= 1
            pieces.append(part[:cut])
            part = part[cut:]
        pieces.append(part)
    return pieces


def fit(string: str, width: int, size: int = 22, bold: bool = False) -> str:
    """The text shortened with an ellipsis so it fits ``width`` pixels."""
    f = font(size, bold)
    if f.size(string)[0] <= width:
        return string
    whole = string
    while string and f.size(string + "…")[0] > width:
        string = string[:-1]
    _report_cut(whole, string + "…", width, size, bold)
    return string + "…"


def size_to_fit(string: str, width: int, size: int, least: int, bold: bool = False, lines: int = 1) -> int:
    """The largest size from ``size`` down to ``least`` at which ``string`` wraps into at most
    ``lines`` lines of ``width`` pixels, every word whole (``least`` when none does): words at the
    player's text size where their box holds them, never smaller than at 100 %."""
    for s in range(size, least, -1):
        wrapped = wrap(string, width, s, bold)
        if len(wrapped) <= lines and all(font(s, bold).size(line)[0] <= width for line in wrapped):
            return s
    return min(least, size)


def size_for_height(height: int, size: int, least: int, bold: bool = False) -> int:
    """The largest size from ``size`` down to ``least`` whose line fits ``height`` pixels (a label's
    row in a fixed layout); ``least`` when none does."""
    return next((s for s in range(size, least, -1) if font(s, bold).get_linesize() <= height), min(size, least))


@dataclass(frozen=True)
class Block:
    """Wrapped text set to fit a box: its lines, their size and the step from one line to the next."""
    lines: list[str]
    size: int
    step: int

    @property
    def height(self) -> int:
        return len(self.lines) * self.step


def fit_block(string: str, width: int, height: int, size: int, least: int, step: int, bold: bool = False,
              lines: int | None = None) -> Block:
    """``string`` wrapped in a box of ``width`` by ``height`` at the largest size from ``size`` down to
    ``least`` whose lines all fit (at most ``lines`` of them); the line ``step`` grows with the size.
    At ``least`` the last line that does not fit ends in an ellipsis."""
    for s in range(size, least - 1, -1):
        s_step = round(step * s / least)
        wrapped = wrap(string, width, s, bold)
        room = max(1, height // s_step) if lines is None else min(lines, max(1, height // s_step))
        if len(wrapped) <= room and all(font(s, bold).size(line)[0] <= width for line in wrapped):
            return Block(wrapped, s, s_step)
    room = max(1, height // step) if lines is None else min(lines, max(1, height // step))
    return Block(wrap(string, width, least, bold, max_lines=room), least, step)


@dataclass(frozen=True)
class Title:
    """A title set to fit a box: its lines and the size they are drawn at."""
    lines: tuple[str, ...]
    size: int

    def height(self, gap: int = 2) -> int:
        return len(self.lines) * (self.size + gap)


def fit_title(string: str, width: int, size: int, least: int | None = None, lines: int = 2,
              bold: bool = True) -> Title:
    """A name or title in ``width``: whole on one line at ``size``, else on up to ``lines`` lines,
    else the same a size smaller, down to ``least`` (never below it: the house minimum on a card);
    only when nothing holds it is it cut with an ellipsis (``recording_cuts`` sees it)."""
    least = size if least is None else min(least, size)
    for s in range(size, least - 1, -1):
        wrapped = _title_wrap(string, width, s, bold)
        if len(wrapped) <= lines and all(font(s, bold).size(line)[0] <= width for line in wrapped):
            return Title(tuple(wrapped), s)
    for s in range(size, least - 1, -1):  # a word wider than the card: broken with a hyphen, not cut
        wrapped = _hyphenated(_title_wrap(string, width, s, bold), width, s, bold)
        if len(wrapped) <= lines and all(font(s, bold).size(line)[0] <= width for line in wrapped):
            return Title(tuple(wrapped), s)
    wrapped = _title_wrap(string, width, least, bold)
    if len(wrapped) > lines:
        wrapped = wrapped[:lines - 1] + [" ".join(wrapped[lines - 1:])]
    return Title(tuple(fit(line, width, least, bold) for line in wrapped), least)


def title_lines(string: str, width: int, size: int, lines: int = 2, bold: bool = True,
                hyphenate: bool = True) -> list[str] | None:
    """``fit_title``'s lines at exactly ``size`` (a word too wide broken with a hyphen, unless not
    to ``hyphenate``), or None when they do not hold it in ``lines`` lines (nothing is cut, so
    nothing is reported)."""
    for wrapped in (_title_wrap(string, width, size, bold), None):
        if wrapped is None:
            if not hyphenate:
                break
            wrapped = _hyphenated(_title_wrap(string, width, size, bold), width, size, bold)
        if len(wrapped) <= lines and all(font(size, bold).size(line)[0] <= width for line in wrapped):
            return wrapped
    return None


NO_SYLLABLE_START = "ьъй"


def _hyphenated(lines: list[str], width: int, size: int, bold: bool) -> list[str]:
    """Lines too wide because of one long word ("Supercomputer" on a small card) broken inside that
    word, after the longest head that fits with its hyphen, leaving at least three letters; never
    before a letter that cannot start a Russian syllable (ь, ъ, й: "Суперком-пьютер")."""
    f = font(size, bold)
    out: list[str] = []
    for line in lines:
        while f.size(line)[0] > width:
            cut = max((i for i in range(4, len(line) - 2) if line[i - 1].isalpha() and line[i].isalpha()
                       and line[i].lower() not in NO_SYLLABLE_START and f.size(line[:i] + "-")[0] <= width),
                      default=None)
            if cut is None:
                break
            out.append(line[:cut] + "-")
            line = line[cut:]
        out.append(line)
    return out


VOWELS = frozenset("aeiouyаеёиоуыэюя")


SUFFIXES = ("ing", "tion", "ment", "ness")  # English endings a word breaks before, where it fits


def syllable_pieces(word: str, width: int, size: int, bold: bool = True) -> list[str]:
    """``word`` in pieces that each fit ``width`` at ``size``, every piece but the last ending in a
    hyphen, three letters at least each: after the word's own hyphens, else before a syllable (a
    consonant and a vowel, never ь, ъ, й: "Ключеиска-тель", "Assess-ment") among the last few
    places a line holds, else where the line ends."""
    f = font(size, bold)
    pieces: list[str] = []
    for part in word.replace("-", "-\0").split("\0"):
        if pieces and f.size(pieces[-1] + part)[0] <= width:
            pieces[-1] += part
            continue
        while f.size(part)[0] > width and len(part) > 5:
            fits = [i for i in range(3, len(part) - 2) if f.size(part[:i] + "-")[0] <= width]
            if not fits:
                break
            syllables = [i for i in fits if i >= fits[-1] - 4 and part[i].isalpha() and part[i].lower() not in VOWELS
                         and part[i].lower() not in NO_SYLLABLE_START and part[i + 1].lower() in VOWELS]
            # an English ending stays whole ("choos-ing", not "choo-sing")
            endings = [len(part) - len(end) for end in SUFFIXES if part.lower().endswith(end)]
            cut = next((i for i in endings if i in fits), (syllables or fits)[-1])
            pieces.append(part[:cut] + "-")
            part = part[cut:]
        pieces.append(part)
    return pieces


def _title_wrap(string: str, width: int, size: int, bold: bool) -> list[str]:
    """``wrap``, except that a hyphenated word too wide for a line breaks after its hyphen
    ("Масс-" / "спектрометр": Russian compounds are long)."""
    f = font(size, bold)
    lines: list[str] = []
    for line in wrap(string, width, size, bold):
        if f.size(line)[0] > width and "-" in line:
            head, _sep, tail = line.partition("-")
            lines += [head + "-"] + wrap(tail, width, size, bold)
        else:
            lines.append(line)
    return lines


# --- cuts: text the fitting helpers had to shorten (the fit tests compare languages with them) ------
@dataclass(frozen=True)
class Cut:
    text: str  # the whole text
    shown: str  # what was drawn, ending in an ellipsis
    where: str  # the caller that asked for the fit: "labdesk/ui/scenes/menu.py:52"
    width: int = 0  # the room it had, in pixels, at ``size``
    size: int = 0
    bold: bool = False


_recorders: list[list[Cut]] = []
_THIS_FILE = Path(__file__).resolve()


def _report_cut(text: str, shown: str, width: int, size: int, bold: bool) -> None:
    if not _recorders:
        return
    frame = sys._getframe(1)
    while frame is not None and Path(frame.f_code.co_filename).resolve() == _THIS_FILE:
        frame = frame.f_back
    where = f"{Path(frame.f_code.co_filename).name}:{frame.f_lineno}" if frame is not None else "?"
    for cuts in _recorders:
        cuts.append(Cut(text, shown, where, width, size, bold))


@contextlib.contextmanager
def recording_cuts() -> Iterator[list[Cut]]:
    """Every text ``fit`` (and ``wrap(max_lines=)``) shortens while the block runs, in order. Text
    already in a cache is not fitted again: clear the caches (``forget_fonts``) before recording."""
    cuts: list[Cut] = []
    _recorders.append(cuts)
    try:
        yield cuts
    finally:
        _recorders.remove(cuts)


def blit_text(surface, string, pos, size=22, colour=TEXT, bold=False, anchor="topleft",
              cache: bool = True) -> pygame.Rect:
    """Draw one line of text; ``cache=False`` for text drawn into a cached layer (a log line), which
    would only crowd the text cache."""
    surf = text(string, size, colour, bold) if cache else _render(string, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def panel(surface, rect, colour=PANEL, border=LINE, radius=12, width=2) -> None:
    audit.panel_drawn(surface, rect)  # words drawn in it must stay in it
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


_shades: dict[tuple, pygame.Surface] = {}


def shade(surface, alpha: int = 160) -> None:
    """Darken the whole surface (behind an overlay), with a cached translucent layer."""
    key = (surface.get_size(), alpha)
    layer = _shades.get(key)
    if layer is None:
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        layer.fill((0, 0, 0, alpha))
        _shades[key] = layer
    surface.blit(layer, (0, 0))
    if isinstance(surface, audit.AuditCanvas):
        surface.notes.clear()  # a shaded backdrop is not read: its words overlap nothing drawn over it
