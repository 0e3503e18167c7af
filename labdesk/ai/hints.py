"""What the Hint button says (pure, no pygame): the adviser's move (``labdesk.ai.adviser``, the same
hard AI that "Analyse my game" asks, with the same seed for the same position), a one-line reason in
the game's terms, and whether the search found it a close call.

Each game has ``labdesk/games/<package>/hints.py`` with ``reason(state, seat, plan, names) -> str``:
why ``plan[0]`` (any legal move, followed by the rest of the turn the player means to play, where the
game's turns are many actions) is worth playing, with figures that are true by the rules in that
position. Analysis uses the same function for the move suggested and the move played; a game may
also offer ``compare(state, seat, better, worse, names) -> str | None`` to say both at once where
their figures are the same ones (Explosion's stop or shuffle), and ``nudge(state, seat, plan, names)
-> str``: what to look at before that move, without naming it (the Hint button's first level, for a
player who asked for a nudge first). Reasons are written in the current
language when they are made.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from labdesk.ai.adviser import LEVEL, advise
from labdesk.engine.core import Action, State
from labdesk.i18n import _, ngettext


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str
    unsure: bool = False  # the search found another move nearly as good
    level: str = LEVEL  # the AI level that advised
    nudge: str = ""  # what to look at, without the move (the Hint button's first level)
    brief: str = ""  # the reason without the search's figures, where the board has no room for them

    def as_json(self) -> dict:
        return {"action": str(self.action), "reason": self.reason, "unsure": self.unsure, "level": self.level}


def make(action: Action, reason: str, unsure: bool = False, close: tuple[str, str, str] | None = None,
         nudge: str = "") -> Hint:
    """A Hint whose reason says so when the call was close; ``close`` is (this move's figures in
    the search, the runner-up in words, its figures), when the search has them. Its ``brief`` says
    the close call without the figures (a board with no clear place for the whole reason shows it)."""
    brief = ""
    if unsure and close is not None:
        brief = _("{reason} (a close call: another move is nearly as good)").format(reason=reason)
        mine, other, theirs = close
        # (the search's pick may have the lower share: at these playouts the two cannot be told apart)
        reason = _("{reason} (a close call, too close to tell apart: the hard AI's search gave this {mine}, "
                   "{other} {theirs})").format(
            reason=reason, mine=mine, other=other, theirs=theirs)
    elif unsure:
        reason = _("{reason} (a close call: another move is nearly as good)").format(reason=reason)
    return Hint(action, reason, unsure, nudge=nudge, brief=brief)


def playouts(share: str, n: int) -> str:
    """"58% of a game in 40 playouts"."""
    return ngettext("{share} of a game in {n} playout", "{share} of a game in {n} playouts", n).format(share=share, n=n)


def repeats_counted(steps: list[str]) -> list[str]:
    """A plan's steps with a run of the same step said once with its count ("Experiment: Pipettes
    (3 times)"): a Lab Wars turn that experiments with three Pipettes read the step three times."""
    counted: list[tuple[str, int]] = []
    for step in steps:
        if counted and counted[-1][0] == step:
            counted[-1] = (step, counted[-1][1] + 1)
        else:
            counted.append((step, 1))
    return [step if n == 1 else ngettext("{step} ({n} time)", "{step} ({n} times)", n).format(step=step, n=n)
            for step, n in counted]


def describe(game_id: str, state: State, action_text: str, names: list[str]) -> str:
    """A move (its save string, legal in ``state``) in the game's own words, in the app's language:
    the game's ``words.describe_action``; a game without words (a test game) shows the string."""
    from labdesk import games

    words = games.words(game_id)
    if words is None:
        return action_text
    return words.describe_action(state.find_action(action_text), state, names)


def shares(better: float, worse: float) -> tuple[str, str]:
    """Two shares of a win as percentages, with decimals where whole numbers would look equal (and
    are not: two equal shares read "100%", not "100.000%")."""
    digits = 0
    while digits < 3 and better != worse and f"{100 * better:.{digits}f}" == f"{100 * worse:.{digits}f}":
        digits += 1
    return f"{100 * better:.{digits}f}%", f"{100 * worse:.{digits}f}%"


def seat_names(state: State, names: list[str] | None = None) -> list[str]:
    """The players' names for a reason's sentences ("Player 2" where none are given)."""
    return list(names) if names else [_("Player {n}").format(n=i + 1) for i in range(state.players)]


def reasons(game_id: str) -> ModuleType | None:
    """The game's hints module, or None for a game without one (a test game)."""
    name = f"labdesk.games.{game_id.replace('-', '_')}.hints"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, name.rpartition(".")[0]):
            raise
        return None


def reason(game_id: str, state: State, seat: int, plan, names: list[str] | None = None) -> str:
    """Why ``plan[0]`` (then the rest of ``plan``) is worth playing for ``seat`` in ``state``."""
    module = reasons(game_id)
    if module is None:
        return _("The AI would play this here")
    return module.reason(state, seat, tuple(plan), seat_names(state, names))


def compare(game_id: str, state: State, seat: int, better, worse, names: list[str] | None = None) -> str:
    """Why ``better`` (a move and the rest of its turn) beats ``worse`` in the game's terms: the
    game's ``compare`` where it has one for this pair, else each move's own reason."""
    module = reasons(game_id)
    hook = getattr(module, "compare", None)
    said = hook(state, seat, tuple(better), tuple(worse), seat_names(state, names)) if hook else None
    if said is not None:
        return said
    return _("Suggested: {suggested}. Played: {played}").format(
        suggested=reason(game_id, state, seat, better, names), played=reason(game_id, state, seat, worse, names))


def nudge(game_id: str, state: State, seat: int, plan, names: list[str] | None = None) -> str:
    """What to look at before ``plan[0]``, without naming the move: the game's ``nudge``."""
    module = reasons(game_id)
    hook = getattr(module, "nudge", None)
    if hook is None:
        return _("The hard AI has a move in mind: look over every choice you have once more")
    return hook(state, seat, tuple(plan), seat_names(state, names))


def hint(game_id: str, state: State, seat: int, names: list[str] | None = None, seed: int = 0) -> Hint:
    """The hint for ``seat`` (the seat to act) in ``state``; ``seed`` is the position's
    (``adviser.position_seed``), ``names`` the seats' names for reasons that speak of other players."""
    advice = advise(game_id, state, seed)
    close = None
    if advice.mean is not None and advice.runner_up is not None:
        other, their_mean, their_n = advice.runner_up
        mine, theirs = shares(advice.mean[0], their_mean)
        close = (playouts(mine, advice.mean[1]), describe(game_id, state, other, seat_names(state, names)),
                 playouts(theirs, their_n))
    return make(advice.action, reason(game_id, state, seat, advice.plan, names), advice.unsure, close,
                nudge(game_id, state, seat, advice.plan, names))


class HintPlayer:
    """Stands in for a Player on the board's worker thread: ``choose`` returns a Hint, not an Action."""

    name = "hint"

    def __init__(self, game_id: str, names: list[str] | None = None, seed: int = 0):
        self.game_id = game_id
        self.names = names
        self.seed = seed

    def choose(self, state: State) -> Hint:
        return hint(self.game_id, state, state.current_player(), self.names, self.seed)


def seeded_position(game_id: str, players: int, seed: int, moves: int) -> State:
    """The position after ``moves`` seeded random moves (every seat a random player), or at the end."""
    return seeded_match(game_id, players, seed, moves).state


def seeded_match(game_id: str, players: int, seed: int, moves: int):
    """The match after ``moves`` seeded random moves (every seat a random player), or at the end."""
    from labdesk.engine.match import Match, Seat

    match = Match(game_id, [Seat("ai", f"Player {i + 1}", "random") for i in range(players)], seed)
    for _ in range(moves):
        seat = match.current_seat()
        if seat is None:
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    return match
