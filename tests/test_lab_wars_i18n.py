"""Lab Wars in Russian: every card string and board string has a translation with the same
placeholders, counted phrases take the three Russian forms, the log of a whole game has no English
left, and the board drawn mid-game in Russian cuts no text that English shows whole."""
from __future__ import annotations

import re

import pytest
from helpers.i18n_catalog import catalog_problems, untranslated
from helpers.i18n_fit import cuts_russian_adds, showing_board

from labdesk import i18n
from labdesk.engine.core import name_seats
from labdesk.games.lab_wars import words
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.rules import RULES, plural


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def test_every_card_string_has_a_russian_translation_with_the_same_placeholders():
    assert untranslated("lab_wars", words.content_strings()) == []
    assert catalog_problems("lab_wars") == []


def test_card_faces_read_in_russian(russian):
    c = content()
    for t in c.item_types:
        text = words.item_text(c, t)
        assert re.search("[а-яё]", text.name.lower()) and text.note.startswith("В конце")
    assert words.character_text(c, "phd").name == "Аспирант"
    for a in c.action_types:
        card = words.action_text(c, a)
        assert re.search("[а-яё]", card.text.lower()) and card.when
    assert words.pile_letter("nurture", "N") != "N"


def test_counts_take_the_russian_plural_forms(russian):
    assert [plural(n, "lab item") for n in (1, 2, 5, 11, 21)] == [
        "1 предмет", "2 предмета", "5 предметов", "11 предметов", "21 предмет"]
    assert words.effect_words({"rp": 2, "draw": 1}) == "2 ОИ и взять 1 предмет"


def english_words(lines):
    """Lines holding an English word (players' names aside)."""
    allowed = {"Ana", "Boris", "Chen", "Dara", "Nurture", "Eureka"}
    return [line for line in lines if any(w not in allowed for w in re.findall(r"[A-Za-z]{3,}", line))]


@pytest.mark.parametrize("options", [{}, {"legends": True, "alternate_2": True}])
def test_the_log_of_a_russian_game_has_no_english_left(russian, options):
    from labdesk.ai.base import RandomPlayer
    state = RULES.new_state(3, 3, options)
    players = [RandomPlayer(seed=s) for s in range(3)]
    names = ["Ana", "Boris", "Chen"]
    lines = [line for e in state.opening_events if (line := e.describe(names))]
    for _turn in range(3000):
        if state.is_over():
            break
        lines += [line for e in state.apply(players[state.current_player()].choose(state)) if (line := e.describe(names))]
    assert state.is_over()
    lines += [name_seats(line, names) for line in state.breakdown()]
    assert english_words(lines) == []


@pytest.mark.parametrize("players,moves", [(2, 80), (3, 20), (4, 60)])
def test_the_board_mid_game_in_russian_cuts_no_more_than_english(tmp_path, players, moves):
    from labdesk.settings import Settings
    from labdesk.ui.app import App

    show = showing_board("lab-wars", 3, moves, players, png_dir=tmp_path)
    assert cuts_russian_adds(App(headless=True, sound=False, settings=Settings()), show) == []
    assert (tmp_path / "ru.png").stat().st_size > 0
