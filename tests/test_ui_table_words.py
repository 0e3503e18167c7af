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


def test_shared_words_import_without_pygame():
    code = ("import sys, labdesk.ui.table.words\n"
            "sys.exit(any(k == 'pygame' or k.startswith('pygame.') for k in sys.modules))\n")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


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
