"""Shared test setup: headless SDL, a private user data dir, and the tiny game used by kernel tests."""
import sys
import types

import pytest

from helpers import use_headless_sdl

use_headless_sdl()  # the one place the tests' SDL environment is set


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Settings and saves of a test go to its own folder, never the user's."""
    monkeypatch.setenv("LABDESK_DATA_DIR", str(tmp_path / "userdata"))


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch):
    """Every test starts in English whatever the machine's locale, and a test that switches to
    another language leaves English behind it."""
    from labdesk import i18n

    monkeypatch.setenv("LABDESK_LANG", "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _no_events_left_queued():
    """A test that draws scenes without an event loop leaves pygame_gui's events queued, and each
    holds its widget with every picture of it: a test worker grew to 6 GB. The app's loop reads them;
    here they are read when the test ends (read, not ``pygame.event.clear``ed: pygame-ce 2.5.8's clear
    leaves their attribute dicts alive)."""
    yield
    import pygame

    if pygame.display.get_init():
        pygame.event.get()


@pytest.fixture
def tiny_game(monkeypatch):
    """Registers tests/helpers/tiny_game.py as the game 'tiny' for the duration of a test."""
    from helpers import tiny_game as module
    from labdesk import games

    monkeypatch.setitem(games.GAMES, "tiny", module.SPEC)
    package = types.ModuleType("labdesk.games.tiny")
    monkeypatch.setitem(sys.modules, "labdesk.games.tiny", package)
    monkeypatch.setitem(sys.modules, "labdesk.games.tiny.rules", module)
    monkeypatch.setitem(sys.modules, "labdesk.games.tiny.ai", module)
    return module


@pytest.fixture
def app():
    """A headless app with default settings; board tests push their scenes onto it."""
    from labdesk.settings import Settings
    from labdesk.ui.app import App
    from labdesk.ui.scene import Scene

    application = App(headless=True, sound=False, settings=Settings())
    yield application
    application.reset(Scene(application))
