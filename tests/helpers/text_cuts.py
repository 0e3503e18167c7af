"""Which texts a board had to cut with an ellipsis, by the line of code that fitted them; and the
language a test runs in, set back to English afterwards."""
from __future__ import annotations

import sys
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass

from labdesk import i18n
from labdesk.ui import art, theme


@dataclass(frozen=True)
class Cut:
    where: str  # file:line of the theme.fit call
    text: str
    shown: str


@contextmanager
def recording_cuts(monkeypatch):
    """Record every theme.fit that shortened its text; the art cache starts empty, so every cached
    face is drawn (and fitted) again."""
    cuts: list[Cut] = []
    original = theme.fit

    def fit(string, width, size=22, bold=False):
        shown = original(string, width, size, bold)
        if shown != string:
            caller = sys._getframe(1)
            cuts.append(Cut(f"{caller.f_code.co_filename}:{caller.f_lineno}", string, shown))
        return shown

    monkeypatch.setattr(theme, "fit", fit)
    monkeypatch.setattr(art, "_cache", art.SurfaceCache(art.CACHE_BYTES))
    yield cuts


def cuts_english_did_not_need(english: list[Cut], russian: list[Cut]) -> list[Cut]:
    """The Russian cuts at places the English cut less often (the texts themselves differ)."""
    allowed = Counter(c.where for c in english)
    seen: Counter = Counter()
    extra = []
    for cut in russian:
        seen[cut.where] += 1
        if seen[cut.where] > allowed[cut.where]:
            extra.append(cut)
    return extra


def cuts_while_drawn(lang: str, monkeypatch, push_board):
    """The cuts made while a board is built (``push_board(app)`` pushes it and returns it) and drawn
    for a few frames in ``lang``; and the board."""
    import pygame

    from labdesk.settings import Settings
    from labdesk.ui.app import App, settle
    from labdesk.ui.scenes.menu import MenuScene

    app = App(headless=True, sound=False, settings=Settings())  # the app starts in its own language
    app.reset(MenuScene(app))
    with language(lang), recording_cuts(monkeypatch) as cuts:
        board = push_board(app)
        settle(app)
        canvas = pygame.Surface(app.size)
        for _ in range(3):
            app.update(1 / 60)
            app.draw(canvas)
        return list(cuts), board


@contextmanager
def language(lang: str):
    i18n.set_language(lang)
    try:
        yield
    finally:
        i18n.set_language("en")
