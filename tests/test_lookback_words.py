"""Looking back reads in the app's language: a recorded game's default seat names and AI levels are
stored language-neutral and translated when shown, the analysis names moves in each game's own
words, and the command line's history, stats and analyse speak the run's language."""
from __future__ import annotations

import json
import re

import pytest

from labdesk import i18n
from labdesk.ai.analysis import Analysis, Decision, describe
from labdesk.cli import analysis_text, main
from labdesk.engine import history
from labdesk.engine.match import Match, Seat, shown_name

PLAYERS = {"experiment": 3, "explosion": 2, "lab-wars": 3, "lab-chaos": 4, "wrong-chemistry": 3}
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def recorded_names() -> list[str]:
    entry = history.entries()[0]
    return [s["name"] for s in entry.save["seats"]]


def test_a_headless_game_in_russian_stores_the_same_names_as_in_english(capsys):
    assert main(["play", "lab-chaos", "--players", "ai:easy,ai:random,ai:random", "--seed", "3", "--headless",
                 "--lang", "ru"]) == 0
    assert recorded_names() == ["AI 1", "AI 2", "AI 3"]
    assert "ИИ 1 · лёгкий" in capsys.readouterr().out  # shown in the run's language, level included, "AI" once
    assert main(["history", "--lang", "en"]) == 0
    line = capsys.readouterr().out
    assert "AI 1 · easy" in line and "ИИ" not in line


def test_default_names_and_old_files_names_with_their_level_read_in_the_app_language(russian):
    assert shown_name("AI 2") == "ИИ 2" and shown_name("Player 1") == "Игрок 1"
    assert shown_name("AI 2 (medium)") == "ИИ 2"  # an older history file kept the level in the name
    assert shown_name("Ana") == "Ana" and shown_name("AI 2 (clever)") == "AI 2 (clever)"
    match = Match("wrong-chemistry", [Seat("ai", "AI 1 (hard)", "hard"), Seat("human", "Ana")], 1)
    assert match.names() == ["ИИ 1", "Ana"]


def test_history_and_stats_on_the_command_line_speak_russian(capsys):
    assert main(["play", "wrong-chemistry", "--players", "ai:easy,ai:random", "--seed", "2", "--headless"]) == 0
    capsys.readouterr()
    assert main(["history", "--lang", "ru"]) == 0
    listed = capsys.readouterr().out
    assert "Неправильная химия" in listed and "победа: ИИ" in listed and "won by" not in listed
    assert main(["stats", "--lang", "ru"]) == 0
    figures = capsys.readouterr().out
    assert "партия" in figures and "против: ИИ" in figures and "games" not in figures
    assert main(["history", "--json", "--lang", "ru"]) == 0
    entry = json.loads(capsys.readouterr().out)["entries"][0]
    assert [p["name"] for p in entry["players"]] == ["AI 1", "AI 2"]  # JSON stays language-neutral


def test_an_error_on_the_command_line_is_in_the_run_language(capsys):
    assert main(["play", "lab-chaos", "--players", "ai:godlike,ai:easy,ai:easy", "--headless", "--lang", "ru"]) == 2
    assert "неизвестный уровень ИИ" in capsys.readouterr().err


def positions(game_id: str, seed: int, every: int = 7, limit: int = 160):
    """Seeded random positions of a game: every ``every``-th state, up to ``limit`` actions."""
    seats = [Seat("ai", f"P{i}", "random") for i in range(PLAYERS[game_id])]
    match = Match(game_id, seats, seed)
    while not match.state.is_over() and len(match.actions) < limit:
        if len(match.actions) % every == 0:
            yield match
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))


@pytest.mark.parametrize("game_id", list(PLAYERS))
def test_the_analysis_names_every_kind_of_move_in_the_game_words(game_id, russian):
    kinds = set()
    for match in positions(game_id, 5):
        state = match.state
        for action in state.legal_actions()[:25]:
            words = describe(game_id, state, str(action), match.names())
            assert CYRILLIC.search(words), f"{game_id}: {action!s} is shown as {words!r}"
            kinds.add(type(action))
    assert len(kinds) >= 3


def test_the_cli_analysis_text_describes_the_moves_it_lists(russian):
    match = Match("lab-chaos", [Seat("human", "Ana"), Seat("ai", "Bo", "easy"), Seat("ai", "Cy", "easy")], 4)
    state = match.state
    legal = [str(a) for a in state.legal_actions()]
    result = Analysis(0, (Decision(0, 1, legal[0], legal[-1], 0.25),))
    text = analysis_text(match.to_save(), result)
    assert "место 1: 1 решение" in text and "вместо" in text
    assert legal[0] not in text and legal[-1] not in text  # the save strings are not what a person reads
