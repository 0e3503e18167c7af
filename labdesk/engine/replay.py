"""A recorded game rebuilt at any action index from its save (seed + actions). Pure Python.

``Replay(save)`` replays the whole game once, keeping every action's events and a state checkpoint
every ``CHECKPOINT_EVERY`` actions, so any point is at most that many actions from a checkpoint:
stepping back costs a clone and a few applies, never a replay from the start. ``state_at(i)`` is the
state after the first ``i`` actions (0: the deal, ``len(replay)``: the end); the checkpoints are never
handed out, only copies of them. ``points`` says where each round or turn begins, for jumping there.
"""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.engine.core import Event, IllegalAction, State
from labdesk.engine.history import progress
from labdesk.engine.match import Match, SaveError, Seat, check_save, shown_name
from labdesk.engine.validate import quote

CHECKPOINT_EVERY = 16

__all__ = ["Replay", "Point", "CHECKPOINT_EVERY"]


@dataclass(frozen=True)
class Point:
    """Where a round or turn begins: the action index whose state first shows it."""
    unit: str  # "round" | "turn"
    number: int
    index: int


class Replay:
    def __init__(self, save: dict):
        data = check_save(save)
        self.save = data
        self.game_id: str = data["game"]
        self.seats = [Seat(**s) for s in data["seats"]]
        self.seed: int = data["seed"]
        self.options: dict = data["options"]
        self.actions: list[str] = list(data["actions"])
        try:
            first = Match(self.game_id, self.seats, self.seed, self.options).state
        except (TypeError, ValueError, KeyError) as exc:
            raise SaveError(f"the save's seats or options are invalid ({exc})") from None
        self._checkpoints: dict[int, State] = {0: first.clone()}
        self.events: list[list[Event]] = []  # the events of each action, in order
        self.actors: list[int | None] = []  # who took each action
        self.points: list[Point] = []
        state = first
        self._note_point(state, 0)
        for i, text in enumerate(self.actions):
            self.actors.append(state.current_player())
            try:
                self.events.append(state.apply(state.find_action(text)))
            except IllegalAction:
                raise SaveError(f"move {i + 1} ({quote(text)}) cannot be replayed: the save is damaged") from None
            if (i + 1) % CHECKPOINT_EVERY == 0:
                self._checkpoints[i + 1] = state.clone()
            self._note_point(state, i + 1)
        self._checkpoints[len(self.actions)] = state.clone()
        self.finished = state.is_over()  # a finished game's replay may show every hand

    def __len__(self) -> int:
        return len(self.actions)

    def names(self) -> list[str]:
        """The seats' names as shown (as ``Match.names``)."""
        return [shown_name(s.name) for s in self.seats]

    @classmethod
    def of_match(cls, match: Match) -> "Replay":
        return cls(match.to_save())

    def _note_point(self, state: State, index: int) -> None:
        found = progress(state.observation(None))
        if found and (not self.points or (self.points[-1].unit, self.points[-1].number) != (found.unit, found.number)):
            self.points.append(Point(found.unit, found.number, index))

    def state_at(self, index: int) -> State:
        """A fresh copy of the state after the first ``index`` actions."""
        if not 0 <= index <= len(self.actions):
            raise IndexError(f"a replay of {len(self.actions)} actions has no point {index}")
        start = max(k for k in self._checkpoints if k <= index)
        state = self._checkpoints[start].clone()
        for text in self.actions[start:index]:
            state.apply(state.find_action(text))
        return state

    def events_until(self, index: int) -> tuple[list[Event], list[int | None]]:
        """Every event of the first ``index`` actions (what the log shows at that point) and the
        seat whose action logged each."""
        events = [e for batch in self.events[:index] for e in batch]
        actors = [a for batch, a in zip(self.events[:index], self.actors) for _e in batch]
        return events, actors

    def point_of(self, index: int) -> Point | None:
        """The round or turn the game is in after ``index`` actions."""
        found = None
        for point in self.points:
            if point.index > index:
                break
            found = point
        return found

    def match_at(self, index: int) -> Match:
        """A match standing at ``index``: its state, log and action list as the game had them there."""
        match = Match(self.game_id, self.seats, self.seed, self.options)
        match.rewind(self.state_at(index), *self.events_until(index), self.actions[:index])
        return match
