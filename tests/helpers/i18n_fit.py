"""Does the Russian fit where the English does? A helper for the fit tests of scenes and boards.

    from i18n_fit import cuts_russian_adds

    def show(app):                               # builds and draws the screen; called once per language
        app.reset(MenuScene(app))
        app.push(make_scene(app, "lab-chaos", seed=3, moves=10, players=4))
        settle(app)

    assert cuts_russian_adds(app, show) == []

``show(app)`` runs in English, then in Russian, with the picture caches emptied first so every text is
fitted again, and the app drawn after it. What is compared is where text had to be cut:
``theme.fit`` (and ``theme.wrap(max_lines=)``) shortening a text with an ellipsis, counted per line
of code that asked, and pygame_gui buttons whose label is wider than the button (pygame_gui clips
them without an ellipsis). A Russian cut at a place the English was not cut (or more of them there)
is reported, one line each; cuts the English needs too (a long player name) are not. ``show`` may
keep what it built (a board) for checks afterwards: the last one built is the Russian one.
"""
from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from typing import Callable

import pygame
import pygame_gui

from helpers.text_size import GLYPHS
from labdesk import i18n
from labdesk.ui import art, theme

BUTTON_PADDING = 8  # the theme's border and a little air on each side of a label


def overflowing_buttons(app) -> list[tuple[str, str]]:
    """Visible buttons whose label does not fit inside them, as (where the button is, what is wrong)."""
    found = []
    for element in app.manager.get_sprite_group().sprites():
        if not isinstance(element, pygame_gui.elements.UIButton) or not element.visible or not element.text:
            continue
        if element.text in GLYPHS:  # a drop-down's or scroll bar's arrow: pygame_gui's picture, centred in its 20 px
            continue
        font = element.font
        if font is None:
            continue
        needed = font.size(element.text)[0]
        room = element.rect.width - 2 * BUTTON_PADDING
        if needed > room:
            found.append((f"button at {tuple(element.rect.topleft)}",
                          f"button at {tuple(element.rect.topleft)}: {element.text!r} needs {needed} px, has {room}"))
    return found


def draw_frames(app, frames: int = 3) -> None:
    """A few frames of the app updated and drawn, as a player would first see a screen."""
    canvas = pygame.Surface(app.size)
    for _frame in range(frames):
        app.update(1 / 60)
        app.draw(canvas)


def showing_board(game: str, seed: int, moves: int, players: int, png_dir=None) -> Callable[[object], None]:
    """A ``show`` of ``game``'s board over the menu after ``moves`` AI moves, settled; with ``png_dir``
    each language's picture is saved there as ``<lang>.png``."""
    def show(app):
        from labdesk.ui.app import make_scene, settle
        from labdesk.ui.scenes.menu import MenuScene

        app.reset(MenuScene(app))
        app.push(make_scene(app, game, seed=seed, moves=moves, players=players))
        settle(app)
        canvas = pygame.Surface(app.size)
        app.draw(canvas)
        if png_dir is not None:
            pygame.image.save(canvas, str(png_dir / f"{i18n.language()}.png"))
    return show


def _cuts_in(app, lang: str, show: Callable[[object], None]) -> list[tuple[str, str]]:
    app.set_language(lang)
    art.clear_cache()
    theme.forget_fonts()
    with theme.recording_cuts() as cuts:
        show(app)
        app.draw(pygame.Surface(app.size))
    return [(cut.where, f"{cut.where}: {cut.text!r} shown as {cut.shown!r}") for cut in cuts] + overflowing_buttons(app)


def cuts_russian_adds(app, show: Callable[[object], None], lang: str = "ru") -> list[str]:
    """The cuts of ``show`` in Russian (or ``lang``) at places where its English needed none (see the module)."""
    try:
        english = _cuts_in(app, "en", show)
        russian = _cuts_in(app, lang, show)
    finally:
        app.set_language("en")
    return _added(english, russian)


def cuts_larger_text_adds(app, show: Callable[[object], None], percent: int, lang: str = "en") -> list[str]:
    """The cuts of ``show`` at the text size ``percent`` at places where 100 % needed none (or fewer),
    in ``lang``."""
    try:
        app.set_text_size(100)
        normal = _cuts_in(app, lang, show)
        app.set_text_size(percent)
        larger = _cuts_in(app, lang, show)
    finally:
        app.set_text_size(100)
        app.set_language("en")
    return _added(normal, larger)


def _added(before: list[tuple[str, str]], after: list[tuple[str, str]]) -> list[str]:
    """The cuts of ``after`` beyond those ``before`` had at the same place, one line each."""
    allowed = Counter(where for where, _line in before)
    found = []
    seen: Counter = Counter()
    for where, line in after:
        seen[where] += 1
        if seen[where] > allowed[where]:
            found.append(line)
    return found


@contextmanager
def language(lang: str):
    """The block runs with ``_()`` in ``lang`` (the app's widgets are not retranslated); English after."""
    i18n.set_language(lang)
    try:
        yield
    finally:
        i18n.set_language("en")
