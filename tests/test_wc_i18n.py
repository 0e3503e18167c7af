"""Wrong Chemistry in Russian: every card string and board string has a translation with the same
placeholders, places and element names stay distinct, and the board drawn mid-game in Russian
cuts no text that English shows whole."""
from __future__ import annotations

import re

import pytest
from helpers.i18n_catalog import catalog_problems, untranslated
from helpers.i18n_fit import cuts_russian_adds, showing_board

from labdesk import i18n
from labdesk.engine.core import name_seats
from labdesk.games.wrong_chemistry import words
from labdesk.games.wrong_chemistry.cards import load
from labdesk.games.wrong_chemistry.rules import RULES, place_name
from labdesk.ui import theme


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def cells_within(n):
    return [(q, r) for q in range(-n, n + 1) for r in range(-n, n + 1) if abs(q + r) <= n]


def test_every_card_string_has_a_russian_translation_with_the_same_placeholders():
    assert untranslated("wrong_chemistry", words.content_strings()) == []
    assert catalog_problems("wrong_chemistry") == []


def test_russian_element_names_are_their_own_and_all_different(russian):
    deck = load()
    names = [i18n._(card.name) for card in deck.elements.values()]
    assert len(set(names)) == len(names)
    assert not [n for n, card in zip(names, deck.elements.values()) if n == card.name]
    assert words.special_name("restartium") != "Restartium"
    assert all(re.search("[а-яё]", n.lower()) for n in names)


def test_russian_places_are_distinct_words_without_coordinates(russian):
    cells = cells_within(6)
    for source in (False, True):
        names = [place_name(c, source=source) for c in cells]
        assert len(set(names)) == len(cells)
        assert not [n for n in names if re.search(r"\d", n) or re.search("[a-z]", n)]
    assert place_name((0, 0), source=True) != place_name((0, 0))


def test_counts_take_the_russian_plural_forms(russian):
    assert [words.count(n, "card") for n in (1, 2, 5, 11, 21)] == [
        "1 карта", "2 карты", "5 карт", "11 карт", "21 карта"]
    assert words.count(22, "point") == "22 очка"


def test_the_log_of_a_russian_game_has_no_english_left(russian):
    from labdesk.ai.base import RandomPlayer
    state = RULES.new_state(5, 3, {})
    players = [RandomPlayer(seed=s) for s in range(3)]
    names = ["Аня", "Борис", "Чэнь"]
    lines = []
    for _ in range(400):
        if state.is_over():
            break
        lines += [line for e in state.apply(players[state.current_player()].choose(state)) if (line := e.describe(names))]
    assert state.is_over()
    lines += [name_seats(line, names) for line in state.breakdown_lines()]
    english = [line for line in lines if re.search(r"[A-Za-z]{3,}", line)]
    assert english == []


@pytest.mark.parametrize("players,moves", [(2, 0), (2, 30), (3, 30), (4, 30)])
def test_the_board_mid_game_in_russian_cuts_no_more_than_english(tmp_path, players, moves):
    from labdesk.settings import Settings
    from labdesk.ui.app import App

    show = showing_board("wrong-chemistry", players, moves, players, png_dir=tmp_path)
    assert cuts_russian_adds(App(headless=True, sound=False, settings=Settings()), show) == []
    assert (tmp_path / "ru.png").stat().st_size > 0


def test_table_card_lines_fit_their_four_rows(russian):
    lines = [words.restartium_line(u, p) for u in (False, True) for p in (False, True)]
    lines += [words.extraxodium_line(a, b, c) for a in (False, True) for b in (False, True) for c in (False, True)]
    from labdesk.ui.scenes.common import layout
    width = layout("wrong-chemistry").rect("restartium").width
    assert all(len(theme.wrap(line, width - 28, 17)) <= 4 for line in lines)
