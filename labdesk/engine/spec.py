"""A game's declaration: what the catalogue, setup screen, match, results and command line know about
a game without playing it (after OpenSpiel's GameType/GameInfo and boardgame.io's Game).

Each game declares one ``SPEC = GameSpec(...)`` in ``labdesk/games/<package>/spec.py``; its
``rules.py`` imports it first and its ``RULES.spec`` is it. A declaration that contradicts itself
(a default that is not among the choices, a variant for player counts the game does not take)
raises ``ValueError`` when the module is imported, so a mistake never reaches a screen.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")


def span(counts: range) -> str:
    """'2–6' for range(2, 7), '1' for range(1, 2): how messages name player counts."""
    return str(counts.start) if len(counts) == 1 else f"{counts.start}–{counts[-1]}"


@dataclass(frozen=True)
class Variant:
    """One way to play. ``players``: the counts it is for (None: every count the game takes)."""
    name: str
    description: str
    players: range | None = None

    def allows(self, players: int) -> bool:
        return self.players is None or players in self.players


@dataclass(frozen=True)
class Option:
    """A setting beside the variant. ``choices`` are the values it may take, ``default`` among them
    (a yes/no option's choices are (False, True) when not given); ``players``: the counts at which
    it is offered (None: every count the game takes)."""
    name: str
    default: bool | int | str
    description: str
    choices: tuple = ()
    players: range | None = None

    def __post_init__(self):
        if isinstance(self.default, bool) and not self.choices:
            object.__setattr__(self, "choices", (False, True))
        if self.default not in self.choices:
            raise ValueError(f"option '{self.name}': the default {self.default!r} is not among its choices "
                             f"{self.choices!r}")
        if any(type(c) is not type(self.default) for c in self.choices):
            raise ValueError(f"option '{self.name}': every choice must be a {type(self.default).__name__} "
                             f"like the default, not {self.choices!r}")
        if len(set(self.choices)) != len(self.choices):
            raise ValueError(f"option '{self.name}' lists a choice twice: {self.choices!r}")

    def allows(self, players: int) -> bool:
        return self.players is None or players in self.players

    def parse(self, text: str) -> bool | int | str:
        """The choice a command-line or form value names ("yes"/"no" for a yes/no option)."""
        if isinstance(self.default, bool):
            words = {"yes": True, "true": True, "1": True, "no": False, "false": False, "0": False}
            if text.lower() not in words:
                raise ValueError(f"option {self.name} is yes or no, not '{text}'")
            return words[text.lower()]
        for choice in self.choices:
            if str(choice) == text:
                return choice
        raise ValueError(f"option {self.name} is one of {', '.join(map(str, self.choices))}, not '{text}'")


@dataclass(frozen=True)
class GameSpec:
    """Everything about a game that is known before a game starts.

    ``variants``: the ways to play, the first is the default. ``hidden_information``: seats hold
    things the others may not see (human seats get a hand-off screen between them).
    ``lower_scores_win``: ``scores()`` are penalties. ``wants_human_seats``: the rules ask people
    questions they cannot check, so ``new_state`` receives ``options["human_seats"]``.
    """
    id: str
    title: str
    pitch: str  # the menu's one line
    players: range
    variants: tuple[Variant, ...]
    options: tuple[Option, ...] = ()
    hidden_information: bool = False
    lower_scores_win: bool = False
    wants_human_seats: bool = False

    def __post_init__(self):
        def fail(problem: str):
            raise ValueError(f"game '{self.id}': {problem}")

        if not ID_PATTERN.fullmatch(self.id):
            fail("the id must be lower-case words joined by '-'")
        if not isinstance(self.players, range) or self.players.step != 1 or not self.players or self.players.start < 1:
            fail(f"players must be a range of counts from 1 up, not {self.players!r}")
        if not self.variants:
            fail("declares no variant")
        for kind, items in (("variant", self.variants), ("option", self.options)):
            names = [item.name for item in items]
            if len(set(names)) != len(names):
                fail(f"a {kind} name appears twice: {', '.join(names)}")
            for item in items:
                if item.players is not None and (not item.players or not set(item.players) <= set(self.players)):
                    fail(f"{kind} '{item.name}' is for {item.players!r}, outside the game's {span(self.players)}")
        if any(o.name == "variant" for o in self.options):
            fail("'variant' is not an option name: declare variants in variants")
        for count in self.players:
            if not self.variants_at(count):
                fail(f"no variant is for {count} players")

    # --- what a player count may play ------------------------------------------------------------
    def variants_at(self, players: int) -> list[str]:
        """The variants offered at ``players``, the default first."""
        return [v.name for v in self.variants if v.allows(players)]

    def options_at(self, players: int) -> list[Option]:
        return [o for o in self.options if o.allows(players)]

    # --- looking things up -------------------------------------------------------------------------
    def variant(self, name: str) -> Variant:
        for v in self.variants:
            if v.name == name:
                return v
        raise ValueError(f"unknown {self.title} variant '{name}' (known: {', '.join(v.name for v in self.variants)})")

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        known = ", ".join(o.name for o in self.options) or "none"
        raise ValueError(f"unknown {self.title} option '{name}' (known: {known})")
