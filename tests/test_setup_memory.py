"""The setup screen remembers the last choices per game (seats, AI levels, variant, options): a
game started from it opens its next setup with the same form; a damaged entry is ignored alone."""
from __future__ import annotations

import json

import pytest

from helpers.menu_app import close_app, open_menu_app
from labdesk.setup_memory import last_choices, memory_path
from labdesk.ui.table.focus import next_choice


@pytest.fixture
def app():
    from labdesk.settings import Settings

    application = open_menu_app(Settings())
    yield application
    close_app(application)


def setup(app, game_id):
    from labdesk.ui.scenes.setup import SetupScene

    scene = SetupScene(app, game_id)
    app.push(scene)
    return scene


def choose(app, menu, option_id) -> None:
    while menu.selected_option[1] != option_id:
        next_choice(app, menu)


def test_a_started_game_leaves_its_choices_for_the_next_setup_of_that_game(app):
    from helpers.take_game import press
    from labdesk.ui.board import BoardScene
    from labdesk.ui.scenes.menu import MenuScene

    form = setup(app, "lab-chaos")
    choose(app, form.count, "4")
    form.seats[1]["name"].set_text("Zed")
    choose(app, form.seats[1]["level"], "hard")
    choose(app, form.seats[2]["kind"], "human")
    choose(app, form.options["games"]["widget"], "3")
    press(app, form.start)
    assert isinstance(app.top, BoardScene)
    app.reset(MenuScene(app))
    again = setup(app, "lab-chaos")
    assert again.players() == 4
    play = again.read_play()
    assert [(s.name, s.kind, s.level) for s in play["seats"][:3]] == [
        ("Ana", "human", "medium"), ("Zed", "ai", "hard"), ("Chen", "human", "medium")]
    assert play["options"] == {"variant": "standard", "games": 3}
    assert again.count.current_state.selected_option_button.text == "4"  # the form shows it
    other = setup(app, "lab-wars")
    assert other.players() == 2 and other.read_play()["options"] == {"variant": "standard"}  # its defaults


def test_a_yes_no_option_and_the_variant_are_remembered(app):
    from helpers.take_game import press

    form = setup(app, "lab-wars")
    press(app, form.options["legends"]["widget"])
    press(app, form.start)
    assert setup(app, "lab-wars").read_play()["options"] == {"variant": "standard", "legends": True}
    form = setup(app, "experiment")
    choose(app, form.count, "3")
    choose(app, form.variant, "advanced")
    press(app, form.start)
    assert setup(app, "experiment").read_play()["options"] == {"variant": "advanced"}


def test_a_damaged_entry_is_ignored_alone_and_values_the_game_lacks_are_left_out(app):
    good = {"players": 3, "seats": [{"name": "Ana", "kind": "human", "level": "medium"},
                                    {"name": "Bo", "kind": "ai", "level": "easy"}], "variant": "", "options": {}}
    memory_path().parent.mkdir(parents=True, exist_ok=True)
    memory_path().write_text(json.dumps({
        "wrong-chemistry": good,
        "lab-wars": {"players": "many"},
        "lab-chaos": dict(good, players=7, options={"games": 4, "penalty": "count", "nonsense": True}),
    }))
    assert last_choices("lab-wars") is None and last_choices("wrong-chemistry")["players"] == 3
    assert setup(app, "wrong-chemistry").read_play()["seats"][1].level == "easy"
    assert setup(app, "lab-wars").players() == 2
    chaos = setup(app, "lab-chaos")
    assert chaos.players() == 3  # the game takes 3 to 6
    assert chaos.read_play()["options"] == {"variant": "standard", "penalty": "count"}  # 4 deals is no choice
    memory_path().write_text("{")
    assert last_choices("wrong-chemistry") is None
