"""The take game the board base class and scene tests run on (so they do not depend on any real game
being built): take 1-3 counters from a pile; whoever takes the last wins. Each seat also holds a
private "secret" number so the hand-off and the observation filtering can be checked. Its fixtures
(``ui_tiny_game``, and ``app`` on top of it) are imported by the test modules that use them."""
from __future__ import annotations

import sys
import types
from dataclasses import dataclass

import pygame
import pygame_gui
import pytest

from labdesk import games
from labdesk.engine.core import Action, Event, Rng, State, seat_mark
from labdesk.engine.spec import GameSpec, Option, Variant


@dataclass(frozen=True)
class Take(Action):
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


@dataclass(frozen=True)
class Took(Event):
    seat: int
    n: int

    def describe(self, names) -> str:
        return f"{names[self.seat]} takes {self.n}."


class TinyState(State):
    def __init__(self, seed: int, players: int, pile: int = 9):
        self.rng = Rng(seed)
        self.players = players
        self.pile = pile
        self.turn = 0
        self.last = None
        self.secrets = [self.rng.randrange(100) for _ in range(players)]

    def current_player(self):
        return None if self.is_over() else self.turn % self.players

    def legal_actions(self):
        return [Take(n) for n in (1, 2, 3) if n <= self.pile]

    def _apply(self, action):
        seat = self.current_player()
        self.pile -= action.n
        self.last = seat
        self.turn += 1
        return [Took(seat, action.n)]

    def observation(self, player):
        obs = {"pile": self.pile, "turn": self.turn, "secret_counts": [1] * self.players}
        if player is not None:
            obs["my_secret"] = self.secrets[player]
        if self.is_over():
            obs["breakdown"] = [f"{seat_mark(self.last)} took the last counter"]
        return obs

    def is_over(self):
        return self.pile == 0

    def scores(self):
        return [1.0 if i == self.last else 0.0 for i in range(self.players)]

    def winners(self):
        return [self.last] if self.is_over() else []

    def clone(self):
        other = TinyState.__new__(TinyState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.secrets = list(self.secrets)
        return other

    def determinize(self, player, rng):
        return self.clone()


class TinyRules:
    spec = GameSpec(id="tiny", title="Tiny Take", pitch="Take counters; last one wins.", players=range(2, 4),
                    variants=(Variant("standard", "Nine counters"), Variant("long", "Fifteen counters")),
                    options=(Option("fast", False, "A shorter pile"),), hidden_information=True)

    def new_state(self, seed, players, options):
        return TinyState(seed, players, 15 if options.get("variant") == "long" else 9)


@pytest.fixture
def ui_tiny_game(monkeypatch, tmp_path):
    """Register the tiny game in the catalogue for one test, with a private user data dir."""
    monkeypatch.setenv("LABDESK_DATA_DIR", str(tmp_path))
    monkeypatch.setitem(games.GAMES, "tiny", TinyRules.spec)
    module = types.ModuleType("labdesk.games.tiny.rules")
    module.RULES = TinyRules()
    monkeypatch.setitem(sys.modules, "labdesk.games.tiny.rules", module)
    return "tiny"


@pytest.fixture
def app(ui_tiny_game):
    from labdesk.settings import Settings
    from labdesk.ui.app import App

    a = App(headless=True, sound=False, settings=Settings())
    yield a
    a.reset(_blank(a))


def _blank(app):
    from labdesk.ui.scene import Scene

    return Scene(app)


def frames(app, n=1, dt=1 / 60):
    surf = pygame.Surface(app.size)
    for _ in range(n):
        for event in pygame.event.get():
            app.handle(event)
        app.update(dt)
        app.draw(surf)
    return surf


def run_until(app, cond, limit=600):
    for _ in range(limit):
        if cond():
            return True
        top = app.top
        if getattr(top, "worker", None) is not None:
            top.worker.wait(5)
        frames(app)
    return cond()


def press(app, button):
    app.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button, "ui_object_id": ""}))
