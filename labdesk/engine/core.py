"""The game protocol every game implements, and the small types it speaks in.

A game is a state machine: the seat to act picks one of ``legal_actions()``; ``apply`` changes the
state and returns the events that happened, which the board turns into animations and the log into
sentences. Everything here is pure Python: no pygame, no global randomness.
"""
from __future__ import annotations

import random
import re
from functools import partial
from operator import is_
from dataclasses import dataclass
from typing import Any, ClassVar, Iterable, Sequence

from labdesk.i18n import N_, _


_SEAT_MARK = re.compile(r"\{seat(\d+)\}")


def seat_mark(seat: int) -> str:
    """A seat named in text the rules write for the players (a results breakdown). The rules know no
    names, so they put this mark in a translated sentence and ``name_seats`` puts the name in after."""
    return "{seat%d}" % seat


def name_seats(text: str, names: Sequence[str] = ()) -> str:
    """``text`` with every seat mark replaced by that seat's name (or "Seat 3" for a seat without one)."""
    def name(match: re.Match) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else _("Seat {n}").format(n=seat + 1)
    return _SEAT_MARK.sub(name, text)


class IllegalAction(Exception):
    """An action the rules refuse. The state is unchanged when this is raised."""


class InvariantBroken(AssertionError):
    """A state that breaks one of its game's invariants: a bug in the rules, never the player's fault."""


@dataclass(frozen=True)
class Action:
    """Base for a game's actions. ``str(action)`` is unique among the legal actions of a state:
    it is the line in the log, the entry in the save file and the key used to replay it."""

    def __str__(self) -> str:  # subclasses give a readable form
        fields = ", ".join(str(v) for v in self.__dict__.values())
        return f"{type(self).__name__.lower()}({fields})"


@dataclass(frozen=True)
class Event:
    """Base for what happened. ``barrier`` marks events that reveal hidden or random information:
    undo never crosses them. ``describe(names)`` is the third-person sentence for the log
    (an empty string keeps the event out of the log)."""

    barrier: ClassVar[bool] = False

    def describe(self, names: Sequence[str]) -> str:
        return ""

    def seen_by(self, seat: int | None) -> "Event | None":
        """This event as ``seat`` may see it (None: a spectator), for a client on another computer.
        Events are public facts (private ones live in ``observation``), so this is the event itself;
        an event that names a card only some seats may see returns a copy without it (or None)."""
        return self


class _Generator:
    """A Mersenne Twister shared by copies of an Rng until one of them draws (``users`` counts
    them), and made only when first drawn from (``seed`` until then)."""

    __slots__ = ("random", "seed", "users")

    def __init__(self, random_: random.Random | None, seed: int | None):
        self.random, self.seed, self.users = random_, seed, 1


class Rng:
    """The state's own seeded random generator; copying the state copies it.

    Copies are cheap: searches copy states by the thousand and most copies never draw (a sampled
    world gets a fresh generator), and copying a Mersenne Twister's state costs more than the rest
    of a state. So a copy shares its source's generator and whichever of them draws first while it
    is shared takes a private copy then; a generator is seeded only at its first draw. The numbers
    drawn are exactly those of an eager copy."""

    __slots__ = ("_gen",)

    def __init__(self, seed: int | None = None):
        self._gen = _Generator(None, seed)

    @property
    def _r(self) -> random.Random:
        """This generator's own Mersenne Twister (private to it from here on)."""
        gen = self._gen
        if gen.users > 1:  # shared with a copy that may still draw: take a private one
            gen.users -= 1
            own = None
            if gen.random is not None:
                own = random.Random()
                own.setstate(gen.random.getstate())
            gen = self._gen = _Generator(own, gen.seed)
        if gen.random is None:
            gen.random = random.Random(gen.seed)
        return gen.random

    def __del__(self):
        self._gen.users -= 1

    def randrange(self, n: int) -> int:
        return self._r.randrange(n)

    def random(self) -> float:
        return self._r.random()

    def choice(self, seq: Sequence[Any]) -> Any:
        return seq[self._r.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        self._r.shuffle(items)

    def sample(self, seq: Sequence[Any], k: int) -> list:
        return self._r.sample(list(seq), k)

    def fork(self) -> "Rng":
        """An independent generator derived from this one (for determinized worlds, rollouts)."""
        return Rng(self._r.getrandbits(64))

    def copy(self) -> "Rng":
        other = Rng.__new__(Rng)
        other._gen = self._gen
        self._gen.users += 1
        return other


@dataclass(frozen=True)
class ScorePart:
    """One source of a seat's score, as the game's own scoring counts it: ``label`` is an English
    source string marked with ``N_``, translated where shown and filled with ``fields``."""
    label: str
    points: float
    fields: tuple[tuple[str, object], ...] = ()

    def text(self) -> str:
        return _(self.label).format(**dict(self.fields))


class State:
    """Base class for a game's state. Subclasses implement the ``_``-prefixed hooks; the public
    ``apply`` checks legality first, so an illegal action raises with the state untouched."""

    rng: Rng
    players: int

    # --- what a game implements ---------------------------------------------------------------
    def current_player(self) -> int | None:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""
        raise NotImplementedError

    def observation(self, player: int | None) -> dict:
        """Only what ``player`` may see (None: a spectator, who sees only public things)."""
        raise NotImplementedError

    def open_observation(self, player: int | None) -> dict:
        """``player``'s observation with every seat's hidden cards shown as well, in the places
        ``observation`` gives a seat its own (the replay's "every hand" view of a finished game).
        The draw piles' order stays hidden. A game with hidden cards overrides this."""
        return self.observation(player)

    def is_over(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    def score_parts(self, seat: int) -> tuple[ScorePart, ...]:
        """Where ``seat``'s score comes from; the points add up to ``scores()[seat]``. A game
        whose score has several sources overrides this."""
        return (ScorePart(N_("points"), self.scores()[seat]),)

    def winners(self) -> list[int]:
        raise NotImplementedError

    def clone(self) -> "State":
        raise NotImplementedError

    def determinize(self, player: int, rng: Rng) -> "State":
        """A copy in which everything ``player`` cannot see is resampled consistently with what
        they can see (for information-set search)."""
        raise NotImplementedError

    def check_invariants(self) -> None:
        """Raise InvariantBroken if the state is inconsistent."""

    def turn_count(self) -> int:
        """Turns played so far (for statistics)."""
        return 0

    def why_illegal(self, action: Action) -> str:
        """A one-line reason an action is refused; games override for sharper messages."""
        return _("{action} is not allowed now").format(action=action)

    # --- shared behaviour ---------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if self.is_over():
            raise IllegalAction(_("the game is over"))
        legal = self.legal_actions()
        # Players pass back one of the listed actions: finding it by identity spares comparing
        # it field by field with every action before it.
        if not any(map(partial(is_, action), legal)) and action not in legal:
            raise IllegalAction(self.why_illegal(action))
        return self._apply(action)

    def apply_known_legal(self, action: Action) -> list[Event]:
        """``apply`` without the legality check, for an action this very state listed a moment
        ago (a search's rollouts: its players choose among ``legal_actions()``, and checking
        again costs as much as listing)."""
        return self._apply(action)

    def find_action(self, text: str) -> Action:
        """The legal action whose ``str`` is ``text`` (how saves and the command line name actions)."""
        for action in self.legal_actions():
            if str(action) == text:
                return action
        raise IllegalAction(_("'{action}' is not a legal action now").format(action=text))


def ranked_winners(keys: Iterable[tuple]) -> list[int]:
    """Seats whose tie-break key is the best (keys compare higher = better)."""
    keys = list(keys)
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]
