"""Explosion in the Laboratory in Russian: the catalog covers the content, a played game's log, prompts,
buttons and headlines have no English left, the Russian rules page carries the odds as the data gives
them, and the board at 1600x900 cuts no text the English did not have to cut."""
from __future__ import annotations

import re

import pygame
import pytest

from labdesk.engine.core import Rng, name_seats
from labdesk.engine.match import Match, Seat
from labdesk.games.explosion import rules as R
from labdesk.games.explosion import words as W
from labdesk.games.explosion.content import load
from labdesk.games.explosion.odds import lab_card_lines, numbers_line, rules_page_lines
from labdesk.resources import package_text
from labdesk.settings import Settings
from labdesk.ui import theme
from labdesk.ui.app import App, make_board, settle
from labdesk.ui.scenes.menu import MenuScene
from helpers.i18n_catalog import untranslated
from helpers.i18n_fit import cuts_russian_adds, draw_frames, language

NAMES = ["Аня", "Борис", "Чен", "Дара"]
# colour letters (B, Y, R, K, G, O, P, X) and the doubles' BB / YY are the same in every language
LATIN_WORD = re.compile(r"\b(?!(?:BB|YY)\b)[A-Za-z]{2,}")


def test_every_content_string_has_a_russian_translation_with_the_same_placeholders():
    strings = W.content_strings()
    assert "Distill" in strings and "Cold Bench" in strings and len(strings) > 40
    assert untranslated("explosion", strings) == []


def test_the_russian_rules_page_publishes_the_odds_the_data_gives():
    page = package_text("labdesk/games/explosion/rules.ru.md")
    english = package_text("labdesk/games/explosion/rules.md")
    def headings(text):
        return [line.split(" ")[0] for line in text.splitlines() if line.startswith("#")]

    assert headings(page) == headings(english)  # the same sections
    with language("ru"):
        for line in rules_page_lines(load()) + [numbers_line(load())] + lab_card_lines(load()):
            assert line in page, f"rules.ru.md is out of date: {line}"


def russian(text: str) -> bool:
    return not LATIN_WORD.search(text)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_whole_game_reads_in_russian(players):
    """Every event's log sentence and headline, every prompt and button of a random game, in Russian."""
    with language("ru"):
        state = R.RULES.new_state(3, players, {"robot": "hard"} if players == 1 else {})
        rng = Rng(players)
        who = (lambda p: NAMES[p] if p < players else W.robot_name("hard"))
        while not state.is_over():
            obs = state.observation(state.current_player())
            assert russian(W.prompt(obs["phase"], NAMES[0])), obs["phase"]
            actions = state.legal_actions()
            for action in actions:
                assert russian(W.action_label(action, obs)), action
                if isinstance(action, R.Play) and action.choice:
                    assert russian(W.choice_button(action)), action
            for event in state.apply(actions[rng.randrange(len(actions))]):
                assert russian(event.describe(NAMES[:players])), event
                line = W.headline(event, who)
                assert line is None or russian(line), event
        for line in state.breakdown():
            assert russian(name_seats(line)), line


def test_refusals_read_in_russian():
    state = R.RULES.new_state(3, 2, {})
    with language("ru"):
        for action in (R.Stop(), R.Keep(0, "B"), R.Play(1, "Distill", "green")):
            reason = state.why_illegal(action)
            assert reason and russian(reason.replace(str(action), "")), reason


def board_at(app, players, seed, moves):
    seats = [Seat("human", NAMES[0])] + [Seat("ai", n, "medium") for n in NAMES[1:players]]
    match = Match("explosion", seats, seed, {"robot": "normal"} if players == 1 else {})
    for _ in range(moves):
        if match.current_seat() is None or match.current_seat() == 0 and match.state.phase == "mixing":
            break
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    app.push(board)
    return board


@pytest.mark.parametrize("players, moves", [(1, 30), (2, 0), (2, 40), (3, 20), (4, 60)])
def test_the_russian_board_cuts_no_text_the_english_did_not_cut(players, moves):
    boards = []

    def show(app):
        app.reset(MenuScene(app))
        boards.append(board_at(app, players, 2, moves))
        settle(app)
        draw_frames(app)

    assert cuts_russian_adds(App(headless=True, sound=False, settings=Settings()), show) == []
    board = boards[-1]
    with language("ru"):
        width = board.rect["actions"].width - 24  # the stacked prompt's heading
        for phase in W.PROMPTS:
            text = W.prompt(phase, board.who(0))
            assert theme.fit(text, width, 18, True) == text, phase
        for card in load().cards.values():
            for side in card.values():
                text = W.prompt("planning", "", choosing=side.name)
                assert theme.fit(text, width, 18, True) == text, side.name
        for i, b in enumerate(board.obs["beakers"]):
            label = W.compound_label(b["compound"])
            assert theme.font(18, True).size(label)[0] <= board.beaker_labels[i].width - 4, label
            for line in W.beaker_lines(b):
                assert theme.font(18).size(line)[0] <= board.beaker_labels[i].width - 4, line


def test_the_russian_process_cards_fit_their_faces_and_the_rules_page_lists_them():
    from labdesk.games.explosion import faces as F
    from labdesk.i18n import _

    pygame.init()
    page = package_text("labdesk/games/explosion/rules.ru.md")
    with language("ru"):
        for card in load().cards.values():
            for side in card.values():
                name, text = _(side.name), _(side.text)
                assert name != side.name and f"**{name}**" in page and text in page, side.name
                assert len(theme.wrap(text, F.WIDE_CARD[0] - 14, 16)) <= F.WIDE_LINES, side.name
                assert theme.fit(name, F.HAND_CARD[0] - 10, 16, True) == name, side.name


def button_labels(lang: str, players: int) -> list[tuple[int, str]]:
    """(how many buttons the prompt bar shows, a button's label) for every decision of a random game."""
    labels = []
    with language(lang):
        state = R.RULES.new_state(6, players, {"robot": "normal"} if players == 1 else {})
        rng = Rng(players + 10)
        while not state.is_over():
            obs = state.observation(state.current_player())
            actions = state.legal_actions()
            plain = [a for a in actions if not isinstance(a, R.Play)]
            labels += [(len(plain), W.action_label(a, obs)) for a in plain]
            for card in {a.card for a in actions if isinstance(a, R.Play)}:  # a card's choices, and Cancel
                plays = [a for a in actions if isinstance(a, R.Play) and a.card == card]
                labels += [(len(plays) + 1, W.choice_button(a) if a.choice else W.action_label(a, obs)) for a in plays]
            state.apply(actions[rng.randrange(len(actions))])
    return labels


@pytest.mark.parametrize("players", [1, 2, 4])
def test_russian_buttons_fit_wherever_the_english_ones_do(players):
    from labdesk.ui.table.prompt import TEXT_SIZE, stacked_rects

    pygame.init()
    app = App(headless=True, sound=False, settings=Settings())
    app.reset(MenuScene(app))
    board = board_at(app, players, 2, 0)
    settle(app)
    english, russian_labels = button_labels("en", players), button_labels("ru", players)
    assert len(english) == len(russian_labels)
    for (count, en), (_, ru) in zip(english, russian_labels):
        width = stacked_rects(board.rect["actions"], count)[0].width - 12
        if theme.fit(en, width, TEXT_SIZE) == en:
            assert theme.fit(ru, width, TEXT_SIZE) == ru, (en, ru)


def test_the_robots_last_turn_reads_in_russian_when_it_exploded():
    """A real window at 150 % in Russian showed "Прошлый: Y K Y = explode" beside the Robot: every
    flask result, the explosion too, is a word of the player's language."""
    with language("ru"):
        for last in ({"chemicals": ["Y", "K", "Y"], "flasks": ["explode"]},
                     {"chemicals": ["B", "Y", "Y"], "flasks": ["green", "half"]}):
            for text in (W.robot_last(last), W.robot_last_tip(last)):
                assert not LATIN_WORD.search(text.replace("Y", "").replace("K", "").replace("B", "")), text
        assert "взрыв" in W.robot_last({"chemicals": ["Y", "K", "Y"], "flasks": ["explode"]})
