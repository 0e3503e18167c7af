"""Card faces drawn on a board at two text sizes, compared (tests/test_*card_faces_text_size.py)."""
from __future__ import annotations

import contextlib
import statistics

import pygame
import pytest

from labdesk.i18n import set_language
from labdesk.settings import Settings
from labdesk.ui import access, art, audit, theme
from labdesk.ui.app import App, make_scene
from labdesk.ui.boards import settle
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.menu import MenuScene


@contextlib.contextmanager
def text_size(percent: int, lang: str = "en"):
    """The player's text size and language for a block, English at 100 % again after it."""
    set_language(lang)
    access.apply(Settings(text_size=percent))
    try:
        yield
    finally:
        access.apply(Settings())
        set_language("en")


@pytest.fixture(params=["en", "ru"], autouse=True, name="language")
def in_each_language(request):
    """Every test of a module that imports this runs in English and in Russian (its ``language``),
    at 100 % text again after it."""
    pygame.init()
    set_language(request.param)
    yield request.param
    set_language("en")
    access.apply(Settings())


@pytest.fixture(scope="module", name="app")
def card_faces_app():
    """One headless app for a module's boards (motion reduced), English at 100 % again after it;
    a test module takes it as ``app`` by importing ``card_faces_app``."""
    application = App(headless=True, sound=False, settings=Settings(reduce_motion=True))
    yield application
    set_language("en")
    access.apply(Settings())
    application.reset(Scene(application))


@contextlib.contextmanager
def recorded_frame(app, size: int, lang: str, push, game: str, prepare=None):
    """One frame drawn at text size ``size`` in ``lang`` over the menu with the scene ``push(app)``
    puts on top (then ``prepare(scene)``), while the audit records, every word and face made afresh:
    (the scene ``push`` returned, else the top one; the frame's notes, the audit's problems, the words
    cut short: ``theme``'s cuts). The app shows an empty scene again after the block."""
    art.clear_cache()  # faces made before the recording would not carry their words' notes
    theme.forget_fonts()  # a fitted word already cached would not be reported cut
    try:
        app.set_language(lang)
        app.set_text_size(size)
        with audit.recording() as rec, theme.recording_cuts() as cuts:
            app.reset(MenuScene(app))
            pushed = push(app)
            settle(app)
            pushed = app.top if pushed is None else pushed
            if prepare is not None:
                prepare(pushed)
            screen = pygame.Surface(app.size)
            rec.new_frame(screen)
            app.draw(screen)
            notes = rec.frame_notes()
            problems = audit.check(notes, pygame.Rect((0, 0), app.size), game)
        yield pushed, notes, problems, list(cuts)
    finally:
        app.reset(Scene(app))


@contextlib.contextmanager
def recorded_board(app, game: str, size: int, lang: str, moves: int, players: int | None = None, prepare=None):
    """The board after ``moves`` seeded AI moves at text size ``size`` in ``lang`` (then
    ``prepare(board)``), drawn once as ``recorded_frame`` draws: (the board, the frame's notes, the
    audit's problems, the words cut short)."""
    def push(app):
        app.push(make_scene(app, game, 1, moves, players=players))

    with recorded_frame(app, size, lang, push, game, prepare) as (board, notes, problems, cuts):
        yield board, notes, problems, [cut.text for cut in cuts]


def faces_drawn(app, game: str, size: int, lang: str, moves: int, players: int | None, places, prepare=None):
    """The board as ``recorded_board`` draws it: ({place: (card, its rect, the heights of the words
    drawn in it)}, the audit's problems). ``places(board)`` names the cards to look at."""
    with recorded_board(app, game, size, lang, moves, players, prepare) as (board, notes, problems, _cuts):
        found = {}
        for place, (card, rect) in places(board).items():
            inside = [n.rect.height for n in notes if n.kind == "text" and rect.contains(n.rect)]
            found[place] = (card, pygame.Rect(rect), inside)
        return found, problems


def assert_words_grow(small: dict, large: dict, expected: set, most: float) -> None:
    """Every card checked is on the board at both sizes; at 150 % it lies no smaller and its words
    are drawn no smaller; every hand card's largest words (title, number) are larger, and the named
    cards' and a ``most`` share of the cards' words as a whole (their median): a long text on a card
    in a full hand (as wide as at 100 %, to lie side by side) or on a table slot may have no room to
    grow beyond its title."""
    assert expected <= set(small) and set(small) == set(large), (set(small), expected)
    grown = set()
    for place in small:
        card, rect100, words100 = small[place]
        card150, rect150, words150 = large[place]
        assert card == card150, place
        assert rect150.width >= rect100.width and rect150.height >= rect100.height, place
        assert words100 and words150, (place, card)
        assert statistics.median(words150) >= statistics.median(words100), (place, card)
        if place.startswith("hand"):
            assert max(words150) > max(words100), (place, card)
        if statistics.median(words150) > statistics.median(words100) and max(words150) > max(words100):
            grown.add(place)
    named = {place for place in expected if place.startswith("hand")}
    assert named <= grown, named - grown
    assert len(grown) >= most * len(small), (grown, list(small))


#: a word this tall at 100 % is display type already larger than body text at 150 % (22 px lines
#: become 33): it need not grow further
DISPLAY_HEIGHT = 36


def words_drawn(app, game: str, size: int, lang: str, moves: int, players: int | None = None,
                prepare=None) -> tuple[dict[str, int], list, list[str]]:
    """The board's own words (outside the log, which grows and wraps anew on its own) as {text: line
    height, the largest where a word is drawn in several places}, the audit's problems and the words
    cut short, after ``moves`` seeded AI moves at text size ``size`` in ``lang``."""
    with recorded_board(app, game, size, lang, moves, players, prepare) as (_board, notes, problems, cuts):
        logs = [n.rect for n in notes if n.kind != "text" and n.role == "log"]
        words: dict[str, int] = {}
        for note in notes:
            if note.kind == "text" and not any(log.collidepoint(note.rect.center) for log in logs):
                words[note.text] = max(words.get(note.text, 0), note.rect.height)
        return words, problems, cuts


def not_grown(small: dict[str, int], large: dict[str, int], factor: float,
              allowed: frozenset[str] = frozenset()) -> dict[str, tuple[int, int]]:
    """The words drawn at both sizes that are less than ``factor`` times as tall in ``large`` as in
    ``small`` ({word: (height, height)}), leaving out display type (``DISPLAY_HEIGHT``) and the
    words in ``allowed`` (each test says why a word there cannot grow)."""
    return {w: (small[w], large[w]) for w in small
            if w in large and w not in allowed and small[w] < DISPLAY_HEIGHT and large[w] < factor * small[w]}


GLYPHS = frozenset({"▲", "▼", "◀", "▶"})  # a scroll bar's or a drop-down's arrow: a picture, not words


def worded_widgets(elements):
    """The widgets with words of their own among ``elements``, containers walked into."""
    for widget in elements:
        inner = getattr(widget, "elements", None)
        if inner is not None:
            yield from worded_widgets(inner)
        elif getattr(widget, "font", None) is not None and getattr(widget, "text", ""):
            yield widget


def short_widgets(manager, elements, allowed: frozenset[str] = frozenset(), shown_only: bool = True):
    """The widgets among ``elements`` (containers walked into) whose words are less than 1.3 times
    their theme's size: [(words, theme size, size drawn)]; arrows and ``allowed`` words left out;
    ``shown_only``: hidden widgets too when False."""
    theme_ = manager.get_theme()
    short = []
    for widget in worded_widgets(elements):
        if (widget.visible or not shown_only) and widget.text not in GLYPHS | allowed:
            base = int(theme_.get_font_info(widget.combined_element_ids)["size"])
            if widget.font.get_point_size() < 1.3 * base - 0.01:
                short.append((widget.text, base, widget.font.get_point_size()))
    return short
