"""Test code shared by several test modules, in one place (tests/ is on the import path):

- ``helpers.board``: ``play_to_results`` (a whole game on a board to the results screen)
- ``helpers.take_game``: the take game and its ``ui_tiny_game`` / ``app`` fixtures, ``frames``,
  ``run_until``, ``press`` for the board base class and scene tests
- ``helpers.tiny_game``: the tiny game of the kernel tests (the ``tiny_game`` fixture in conftest)
- ``helpers.explosion``, ``helpers.lab_chaos``: rigged tables and small decks for those games' tests
- ``helpers.i18n_fit``: ``cuts_russian_adds`` (text Russian cuts where English does not), ``language``,
  ``showing_board``, ``draw_frames``; ``helpers.i18n_catalog``: a game's Russian catalog checks
- ``use_headless_sdl``: SDL without a window or sound device; conftest calls it for every test run
"""
from __future__ import annotations

import os

HEADLESS_SDL = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def use_headless_sdl() -> None:
    """Set before pygame opens its display or mixer; a value already in the environment wins."""
    for name, value in HEADLESS_SDL.items():
        os.environ.setdefault(name, value)
