"""The typed game declaration: what it checks when declared, and that everything reads it."""
import subprocess
import sys

import pytest

from labdesk import games
from labdesk.engine.spec import GameSpec, Option, Variant

STANDARD = (Variant("standard", "the game"),)


def declare(**changes):
    fields = {"id": "test-game", "title": "Test", "pitch": "a test", "players": range(2, 5), "variants": STANDARD}
    return GameSpec(**{**fields, **changes})


def test_a_well_formed_declaration_answers_what_each_count_may_play():
    spec = declare(variants=(Variant("standard", "the game", range(3, 5)), Variant("duel", "two", range(2, 3))),
                   options=(Option("fast", False, "quicker"), Option("size", "m", "pile", ("s", "m", "l"), range(2, 3))))
    assert spec.variants_at(2) == ["duel"] and spec.variants_at(4) == ["standard"]
    assert [o.name for o in spec.options_at(2)] == ["fast", "size"] and [o.name for o in spec.options_at(3)] == ["fast"]
    assert spec.option("fast").choices == (False, True)  # a yes/no option needs no choices
    assert spec.option("size").parse("l") == "l" and spec.option("fast").parse("yes") is True
    with pytest.raises(ValueError, match="one of s, m, l, not 'xl'"):
        spec.option("size").parse("xl")
    with pytest.raises(ValueError, match=r"unknown Test option 'speed' \(known: fast, size\)"):
        spec.option("speed")
    with pytest.raises(ValueError, match=r"unknown Test variant 'long' \(known: standard, duel\)"):
        spec.variant("long")


def test_an_int_option_reads_its_choices_back_as_ints():
    games_option = Option("games", 1, "deals", (1, 3, 5))
    assert games_option.parse("3") == 3
    with pytest.raises(ValueError, match="one of 1, 3, 5"):
        games_option.parse("7")


@pytest.mark.parametrize("bad, problem", [
    (lambda: Option("robot", "brutal", "difficulty", ("easy", "hard")), "default 'brutal' is not among"),
    (lambda: Option("games", 2, "deals"), "default 2 is not among"),
    (lambda: Option("games", 1, "deals", (1, "3")), "every choice must be a int"),
    (lambda: Option("games", 1, "deals", (1, 1, 3)), "lists a choice twice"),
    (lambda: declare(id="Test Game"), "lower-case words"),
    (lambda: declare(players=range(0, 3)), "players must be a range"),
    (lambda: declare(players=range(3, 3)), "players must be a range"),
    (lambda: declare(variants=()), "declares no variant"),
    (lambda: declare(variants=STANDARD * 2), "variant name appears twice"),
    (lambda: declare(variants=(Variant("standard", "big", range(3, 7)),)), "outside the game's 2–4"),
    (lambda: declare(variants=(Variant("standard", "big", range(3, 5)),)), "no variant is for 2 players"),
    (lambda: declare(options=(Option("solo", False, "alone", players=range(1, 2)),)), "outside the game's 2–4"),
    (lambda: declare(options=(Option("variant", "a", "which", ("a", "b")),)), "'variant' is not an option"),
])
def test_a_declaration_that_contradicts_itself_fails_when_declared(bad, problem):
    with pytest.raises(ValueError, match=problem):
        bad()


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_each_game_declares_its_spec_once_and_its_rules_use_it(game_id):
    spec = games.GAMES[game_id]
    assert spec.id == game_id
    assert games.rules(game_id).spec is spec  # the catalogue and the rules hold the same declaration
    for count in spec.players:  # every count the setup offers can start a game
        for variant in spec.variants_at(count):
            games.rules(game_id).new_state(1, count, {"variant": variant})


def test_the_catalogue_lists_the_games_without_importing_their_rules():
    code = ("import sys, labdesk.games as g; print(len(g.GAMES), "
            "any(m.endswith('.rules') for m in sys.modules if m.startswith('labdesk.games')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["5", "False"]


def test_setup_reads_the_declaration(app):
    from labdesk.ui.scenes.setup import SetupScene

    setup = SetupScene(app, "lab-chaos")
    assert setup.players() == 3 and setup.variant_choices == ["standard"]
    assert setup.options["games"]["choices"] == ["1", "3", "5"]
    setup.options["games"]["widget"].selected_option = ("3", "3")
    assert setup.read_play()["options"]["games"] == 3  # the choice itself, not its label


def test_nothing_asks_a_game_for_a_declaration_with_a_getattr_default():
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    asks = re.compile(r"getattr\((self\.)?(match\.)?(rules|RULES|spec)\b")
    found = [f"{path.relative_to(root)}:{n}" for folder in ("labdesk", "tools", "tests")
             for path in (root / folder).rglob("*.py") if path.name != "test_engine_spec.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if asks.search(line)]
    assert found == []
