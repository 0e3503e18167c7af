"""The kit's shared words and its per-language picture: a round reads the same on every board, in
the current language, without pygame; a background with headings is drawn once per language."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from labdesk import i18n
from labdesk.ui.table.layers import PerLanguage
from labdesk.ui.table.words import round_label

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("experiment", "explosion", "lab_wars", "wrong_chemistry")  # Lab Chaos tests its own


def test_the_shared_and_the_games_words_import_without_pygame():
    modules = ["labdesk.ui.table.words"] + [f"labdesk.games.{game}.words" for game in GAMES]
    code = (f"import importlib, sys\nfor name in {modules!r}:\n    importlib.import_module(name)\n"
            "print(sorted(name for name in sys.modules if name.split('.')[0] == 'pygame'))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_round_label_reads_in_the_current_language():
    assert round_label(3) == "Round 3"
    i18n.set_language("ru")
    assert round_label(3) == "Раунд 3"


def test_a_per_language_picture_is_drawn_once_per_language_and_kept():
    drawn = []

    def make() -> pygame.Surface:
        drawn.append(i18n.language())
        return pygame.Surface((4, 4))

    picture = PerLanguage(make)
    english = picture.get()
    assert picture.get() is english and drawn == ["en"]
    i18n.set_language("ru")
    assert picture.get() is not english and drawn == ["en", "ru"]
    i18n.set_language("en")
    assert picture.get() is english and drawn == ["en", "ru"]
