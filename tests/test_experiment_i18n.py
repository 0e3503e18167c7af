"""Experiment in Russian: the catalog covers the content, the log and the board's words have no English
left, and the board at 1600x900 cuts no text the English did not have to cut."""
from __future__ import annotations

import re

import pygame
import pytest

from labdesk.engine.core import name_seats
from labdesk.engine.match import Match, Seat
from labdesk.games.experiment import panels, words
from labdesk.games.experiment.content import content
from labdesk.games.experiment.faces import LAB_ME, LAB_ROW, TASK
from labdesk.games.experiment.rules import RULES
from labdesk.ui import theme
from labdesk.ui.app import App, make_board, settle
from labdesk.ui.scenes.menu import MenuScene
from labdesk.ui.table.prompt import PROMPT_LINES
from labdesk.settings import Settings
from helpers.i18n_catalog import untranslated
from helpers.i18n_fit import cuts_russian_adds, draw_frames, language

NAMES = ["Аня", "Борис", "Чен", "Дара", "Эмиль", "Фен"]
LATIN_WORD = re.compile(r"\b(?!T\d\d\b)[A-Za-z]{2,}")  # task ids (T05) are the same in every language


def test_every_content_string_has_a_russian_translation_with_the_same_placeholders():
    assert untranslated("experiment", words.content_strings()) == []


def test_the_task_names_are_translated_and_fit_their_card():
    pygame.init()
    with language("ru"):
        names = [words.task_name(t.id) for t in content().tasks]
        assert len(set(names)) == len(names)
        for task, name in zip(content().tasks, names):
            assert name != task.name and not LATIN_WORD.search(name)
            assert theme.fit(name, TASK[0] - 16, 15, bold=True) == name


def test_lab_card_names_fit_their_card_in_two_lines_at_most():
    pygame.init()
    with language("ru"):
        for kind in set(content().lab_kinds):
            for w, _ in (LAB_ME, LAB_ROW):
                size = max(11, round(14 * w / LAB_ME[0]))
                lines = theme.wrap(words.lab_card_name(kind), w - 6, size, bold=True)
                assert len(lines) <= 2, kind
                assert all(theme.fit(line, w - 6, size, bold=True) == line for line in lines), kind
            assert words.colour_word(kind) == words.colour_word(kind)  # no error for any kind


def test_counted_phrases_take_the_three_russian_forms():
    with language("ru"):
        assert [words.short_score(n) for n in (1, 2, 5)] == ["1 оч.", "2 оч.", "5 оч."]
        summary = [words.bench_summary({"score": n, "done": ["T01"] * n, "influence": None, "owes": n})
                   for n in (1, 2, 5, 11, 21)]
        assert summary == ["1 очко · 1 задание выполнено · долг: 1 карта",
                           "2 очка · 2 задания выполнены · долг: 2 карты",
                           "5 очков · 5 заданий выполнено · долг: 5 карт",
                           "11 очков · 11 заданий выполнено · долг: 11 карт",
                           "21 очко · 21 задание выполнено · долг: 21 карта"]


@pytest.mark.parametrize("players, variant", [(2, "two-player"), (3, "standard"), (5, "advanced")])
def test_a_whole_game_logs_and_prompts_in_russian(players, variant):
    """Every event's sentence and every prompt of an AI-played game, in Russian: no English words."""
    from labdesk.engine.match import Match

    with language("ru"):
        match = Match("experiment", [Seat("ai", n, "easy") for n in NAMES[:players]], 4, {"variant": variant})
        events = list(match.state.opening_events) if hasattr(match.state, "opening_events") else []
        while match.current_seat() is not None:
            obs = match.state.observation(match.current_seat())
            for acting in (True, False):
                text = words.prompt(obs, NAMES, acting, match.current_seat())
                assert not LATIN_WORD.search(text), text
            assert not LATIN_WORD.search(words.headline(obs))
            events += match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        for event in events:
            line = event.describe(NAMES)
            assert not LATIN_WORD.search(line), line
        for line in match.state.breakdown():
            assert not LATIN_WORD.search(name_seats(line)), line


def test_refusals_read_in_russian():
    from labdesk.games.experiment.rules import DiscardLab, TakeLab, TakeTask

    state = RULES.new_state(5, 3, {"variant": "standard"})
    with language("ru"):
        for action in (TakeLab("red"), TakeTask("T99"), DiscardLab("broken-flask")):
            reason = state.why_illegal(action)
            assert reason and not LATIN_WORD.search(reason.replace(str(action), "")), reason


def board_at(app, players, variant, seed, moves):
    seats = [Seat("human", NAMES[0])] + [Seat("ai", n, "medium") for n in NAMES[1:players]]
    match = Match("experiment", seats, seed, {"variant": variant})
    for _ in range(moves):
        if match.current_seat() is None:
            break
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    app.push(board)
    return board


@pytest.mark.parametrize("players, variant, moves", [(2, "two-player", 20), (3, "standard", 60),
                                                     (4, "standard", 40), (6, "advanced", 45)])
def test_the_russian_board_cuts_no_text_the_english_did_not_cut(players, variant, moves):
    boards = []

    def show(app):
        app.reset(MenuScene(app))
        boards.append(board_at(app, players, variant, 3, moves))
        settle(app)
        draw_frames(app)

    assert cuts_russian_adds(App(headless=True, sound=False, settings=Settings()), show) == []
    board = boards[-1]
    with language("ru"):
        reference = board.rects["reference"]  # the points key: the reference card's last line
        key = words.reference_note()
        assert theme.text(key, 16, theme.INK).get_width() <= reference.width - 24, key
        for name in ("inf_deck", "inf_discard", "lab_deck", "secret_deck", "lab_discard"):  # the piles' names
            assert theme.text(words.pile_name(name), 16, theme.TEXT_DIM).get_width() <= panels.PILE_NAME_WIDTH
        width = board.rects["prompt"].width - 20
        for decision in ("commit", "play", "pick", "discard", "tasks", "new-task"):
            board.obs["decision"] = decision
            board.obs.setdefault("pending", [])
            board.can_act = lambda: True
            assert len(theme.wrap(board.prompt_text(), width, 18)) <= PROMPT_LINES, decision
        for seat, p in board.panels.items():  # the longest the tags line gets, left of "готово 12"
            tags = " · ".join(words.seat_tags({**board.obs, "active": seat, "peeker": seat, "phase": "pick"},
                                              seat, None))
            done = theme.text(words.tasks_done(12), 16, theme.TEXT_DIM).get_width()
            assert theme.text(tags, 16, theme.TEXT_DIM).get_width() <= p.width - done - 32, tags


def test_the_russian_task_buttons_fit_their_places():
    """Complete (with the chosen task's id) and End task phase, in their fixed slots."""
    app = App(headless=True, sound=False, settings=Settings())  # the app starts in its own language
    app.reset(MenuScene(app))
    with language("ru"):
        seats = [Seat("human", NAMES[0])] + [Seat("ai", n, "easy") for n in NAMES[1:3]]
        match = Match("experiment", seats, 11, {"variant": "standard"})
        while not (match.current_seat() == 0 and match.state.decision == "tasks"):
            match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
        board = make_board(app, match, autosave=False)
        app.push(board)
        settle(app)
        task = next(s for s in board.task_sprites if s.key[2] in board.completable_tasks())
        pos = (int(task.pos[0]), int(task.pos[1]))
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        assert board.sel_task is not None
        for button in board.prompt.buttons:
            assert not LATIN_WORD.search(button.text), button.text
            assert button.font.size(button.text)[0] <= button.rect.width - 12, button.text


def test_every_move_the_hint_can_name_is_in_russian():
    match = Match("experiment", [Seat("human", n) for n in NAMES[:3]], seed=4)
    actions, seen = [], set()
    for _ in range(400):  # a seeded game: every kind of move it offers
        legal = match.legal_actions()
        if not legal:
            break
        for action in legal:
            if type(action) not in seen:
                seen.add(type(action))
                actions.append(action)
        match.apply(legal[0])
    assert len(seen) >= 5
    with language("ru"):
        for action in actions:
            label = words.action_label(action)
            assert not LATIN_WORD.search(label), f"{type(action).__name__}: {label}"
