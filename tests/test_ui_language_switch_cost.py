"""A language switch does no work for what is not shown: the rules pages built earlier in the run
(kept hidden for the next Rules screen) are dropped, not laid out again by pygame_gui."""
import pygame_gui

from labdesk.ui.app import App
from labdesk.ui.scenes.menu import MenuScene
from labdesk.ui.scenes.rules import RulesScene


def test_a_language_switch_lays_out_no_hidden_rules_page_again(monkeypatch):
    app = App(headless=True, sound=False)
    app.reset(MenuScene(app))
    scene = RulesScene(app, "experiment")
    app.push(scene)
    for game in ("experiment", "explosion"):
        scene.show(game)
        for _ in range(3):
            app.frame(1 / 60, draw=False)
        assert game in scene.pages
    app.pop()  # the pages stay built, hidden, for the next Rules screen
    relaid = []
    monkeypatch.setattr(pygame_gui.elements.UITextBox, "on_locale_changed", lambda self: relaid.append(self))
    app.set_language("ru")
    assert relaid == []
    again = RulesScene(app, "explosion")  # built again when next shown, in the new language
    app.push(again)
    for _ in range(3):
        app.frame(1 / 60, draw=False)
    assert again.pages["explosion"].visible
