"""The card catalogue: every card of each game, read from the game's own data, with a name and a rule
text in the current language; ``labdesk cards GAME --json`` prints it; search goes by name."""
from __future__ import annotations

import json

import pytest

from labdesk.cli import main
from labdesk.games.catalogue import cards, search

GAMES = ("experiment", "explosion", "lab-chaos", "lab-wars", "wrong-chemistry")


def expected_count(game: str) -> int:
    """How many cards the game's data holds, counted from the data itself."""
    if game == "lab-chaos":
        from labdesk.games.lab_chaos.content import load

        return len(load().cards)
    if game == "wrong-chemistry":
        from labdesk.games.wrong_chemistry.cards import load

        deck = load()
        return len(deck.elements) + len(deck.specials)
    if game == "experiment":
        from labdesk.games.experiment.content import EXPECTED_LAB, content

        return len(EXPECTED_LAB) + len(content().tasks)
    if game == "explosion":
        from labdesk.games.explosion.content import load

        c = load()
        return sum(len(sides) for sides in c.cards.values()) + len(c.lab) + len(c.beakers) + len(c.flasks)
    from labdesk.games.lab_wars.content import content

    c = content()
    return (len(c.item_types) + len(c.characters) + len(c.action_types)
            + sum(len(pile) for pile in c.piles.values()) + len(c.news))


@pytest.mark.parametrize("game", GAMES)
def test_the_catalogue_lists_every_card_once_with_a_name_and_a_text(game):
    found = cards(game)
    assert len(found) == expected_count(game)
    assert len({card.id for card in found}) == len(found)
    assert all(card.name.strip() and card.text.strip() for card in found)


def test_lab_chaos_has_its_76_cards_each_with_its_ruling():
    found = cards("lab-chaos")
    assert len(found) == 76 and all(card.ruling for card in found)


@pytest.mark.parametrize("game", GAMES)
def test_cli_cards_prints_the_json_contract_in_either_language(game, capsys, monkeypatch):
    monkeypatch.setenv("LABDESK_LANG", "en")
    assert main(["cards", game, "--json", "--lang", "en"]) == 0
    english = json.loads(capsys.readouterr().out)["cards"]
    assert english and all(set(card) == {"id", "name", "text", "ruling"} for card in english)
    assert main(["cards", game, "--json", "--lang", "ru"]) == 0
    russian = json.loads(capsys.readouterr().out)["cards"]
    assert [c["id"] for c in russian] == [c["id"] for c in english]
    assert all(any("а" <= ch <= "я" for ch in c["text"].lower()) for c in russian)


def test_search_goes_by_name_in_any_case():
    found = cards("lab-chaos")
    hits = search(found, "coffee")
    assert hits and all("coffee" in card.name.lower() for card in hits)
    assert search(found, "  ") == found


# --- the catalogue scene ------------------------------------------------------------------------------
from helpers.take_game import app, press, ui_tiny_game  # noqa: E402,F401  (fixtures)


def test_the_menu_tile_and_the_rules_page_open_the_game_catalogue(app):
    import pygame

    from labdesk.ui.scenes.catalogue import CatalogueScene
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.rules import RulesScene

    app.reset(MenuScene(app))
    press(app, app.top.cards_buttons["lab-chaos"])
    assert isinstance(app.top, CatalogueScene) and app.top.game_id == "lab-chaos"
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert isinstance(app.top, MenuScene)
    rules = RulesScene(app, "wrong-chemistry")
    app.push(rules)
    press(app, rules.cards)
    assert isinstance(app.top, CatalogueScene) and app.top.game_id == "wrong-chemistry"


@pytest.mark.parametrize("game", GAMES)
def test_the_catalogue_scene_shows_every_card_searches_and_scrolls(app, game):
    import pygame
    import pygame_gui

    from labdesk.ui.scenes.catalogue import CatalogueScene

    scene = CatalogueScene(app, game)
    app.push(scene)
    app.draw(pygame.Surface(app.size))
    shown = scene.cell_rects()
    assert shown and all(scene.picture(card) is not None or game == "explosion" for card, _rect in shown)
    seen = set()
    while True:  # End of the list reached row by row: every card passes by
        seen |= {card.id for card, _rect in scene.cell_rects()}
        before = scene.scroll
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN))
        if scene.scroll == before:
            break
    assert seen == {card.id for card in cards(game)}
    name = cards(game)[-1].name
    scene.search_box.set_text(name[1:-1].upper())
    app.handle(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, {"ui_element": scene.search_box,
                                                                     "text": scene.search_box.get_text()}))
    assert scene.scroll == 0 and any(card.name == name for card, _rect in scene.cell_rects())
    assert all(name[1:-1].lower() in card.name.lower() for card in scene.shown())
    app.draw(pygame.Surface(app.size))


@pytest.mark.parametrize("kind", ["joker", "broken-flask", "explosion", "double-red", "green"])
def test_experiment_magnifier_shows_the_rule_text_under_a_lab_card(app, kind, monkeypatch):
    """The joker or the broken flask is only a picture: enlarged, its catalogue text is under it."""
    from labdesk.games.experiment.catalogue import lab_text
    from labdesk.games.experiment.faces import LAB_ZOOM, lab_face, zoom_face
    from labdesk.ui import art, theme

    art.clear_cache()
    drawn = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k))
    face = zoom_face(("secret", 0, kind))
    assert face.get_height() > lab_face(kind, LAB_ZOOM).get_height()
    text, ruling = lab_text(kind)
    said = " ".join(drawn)
    assert all(word in said for word in (text + " " + ruling).split())


def test_experiment_magnifier_shows_what_a_task_needs(app):
    from labdesk.games.experiment.catalogue import task_text
    from labdesk.games.experiment.faces import TASK_ZOOM, task_face, zoom_face

    assert zoom_face(("display", 0, "T12")).get_height() > task_face("T12", TASK_ZOOM).get_height()
    assert "points" in task_text("T12") and "Needs" in task_text("T12")


def test_explosion_magnifier_shows_a_lab_card_with_its_edges_and_tubes_in_words(app):
    import re

    from labdesk.games.explosion.catalogue import lab_text
    from labdesk.games.explosion.content import load
    from labdesk.games.explosion.faces import lab_large, lab_zoom

    for number, card in load().lab.items():
        assert lab_large(number).get_height() > lab_zoom(number).get_height()
        counts = [int(n) for n in re.findall(r"(\d+) (?:blue|yellow|red|black)", lab_text(number))]
        assert sum(counts) == len(card["tubes"]) == 23
