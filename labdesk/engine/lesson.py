"""Lessons: a guided first game on the real board, as data. Pure Python (no pygame).

A game's lesson (``labdesk/games/<package>/lesson.py``, a module constant ``LESSON``) is a fixed
seed, the seats (the learner and scripted seats whose moves are listed), and coach steps. Each
step has a short text, the name of the on-screen element it points at (the board's
``element_rect(name)`` finds it) and either waits for Continue ("explain") or expects an action:
the exact action string (``str(action)``, as saves write it) or, with ``accepts``, any action the
predicate takes (``expect`` is then the answer the headless check plays). During an expecting step
any other action is refused with the step's reason and changes nothing.

``LessonRun`` walks the steps; ``ScriptedPlayer`` plays the other seats' listed moves;
``Progress`` remembers finished lessons in the user data folder (``lessons.json``, written
atomically, checked on load by ``labdesk.engine.validate``).

A game may teach in two parts: ``LESSONS = (first game, full rules)`` in its lesson module (a
module with only ``LESSON`` has one part). A later part may start where an earlier one ended: its
``prelude`` is the actions (every seat's) played before its first step.

Each game keeps a checklist of its rulebook's rules beside it (``checklist.py``, a ``CHECKLIST`` of
``Rule``); a lesson's ``covers`` are texts of that checklist (``Checklist.texts(key, ...)`` fails
at import on a key it does not have), and a test checks that the parts together cover all of it.

Texts are English ``N_()`` constants, translated where they are shown.
"""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from labdesk import games
from labdesk.engine.core import Action, IllegalAction, State
from labdesk.engine.match import Match, Seat
from labdesk.engine.validate import FileRefused, Limits, ListOf, Record, Text, Whole, check_file
from labdesk.i18n import N_, _

#: what an explain step says to an action tried before Continue
READ_FIRST = N_("Read the note first, then press Continue.")
#: what an expecting step says when it gives no reason of its own
NOT_THIS_ONE = N_("Not this one: do what the lesson asks.")


@dataclass(frozen=True)
class Step:
    text: str                   # N_() English, shown through _()
    #: the element pointed at ("end_turn", "hand:26", "hex:1,0"...); several: the arrow goes to the first
    target: str | tuple[str, ...] | None = None
    expect: str | None = None   # None: explain (Continue); else the action's str()
    accepts: Callable[[Action], bool] | None = None  # any action it takes will do (else == expect)
    refusal: str = NOT_THIS_ONE  # N_(): why another action is refused during this step
    panel: str = ""             # where the lesson panel goes ("top-left"...; "" the coach picks)
    arrow: bool = True          # False: only the ring shows the target (no way to it crosses nothing)

    @property
    def targets(self) -> tuple[str, ...]:
        if self.target is None:
            return ()
        return (self.target,) if isinstance(self.target, str) else tuple(self.target)

    @property
    def explains(self) -> bool:
        return self.expect is None

    def takes(self, action: Action) -> bool:
        if self.accepts is not None:
            return self.accepts(action)
        return str(action) == self.expect


@dataclass(frozen=True)
class Rule:
    """One rule of a game's rulebook a lesson must teach: a short key, the words the closing note
    shows (N_() English) and where the rulebook (or the project's ruling) says it."""
    key: str
    text: str
    source: str


class Checklist:
    """A game's rules to teach, in the rulebook's order."""

    def __init__(self, rules: tuple[Rule, ...]):
        keys = [rule.key for rule in rules]
        twice = sorted({k for k in keys if keys.count(k) > 1})
        if twice:
            raise ValueError(f"checklist keys given twice: {', '.join(twice)}")
        self.rules = tuple(rules)
        self._by_key = {rule.key: rule for rule in rules}

    def texts(self, *keys: str) -> tuple[str, ...]:
        """The rules' texts, for a lesson's ``covers``."""
        missing = [k for k in keys if k not in self._by_key]
        if missing:
            raise KeyError(f"not on the checklist: {', '.join(missing)} (it has {', '.join(self._by_key)})")
        return tuple(self._by_key[k].text for k in keys)

    def __iter__(self):
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)


#: the parts a game's lesson may have, in order, and what the player reads for each
PARTS = {"first": N_("First game"), "full": N_("Full rules")}


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    names: tuple[str, ...]        # one per seat; the learner's seat is human, the rest scripted
    steps: tuple[Step, ...]
    covers: tuple[str, ...]       # N_(): the rules it is the part to teach (the closing note lists them)
    scripted: tuple[str, ...] = ()  # the other seats' moves in the order they are played
    learner: int = 0
    options: dict = field(default_factory=dict)
    summary: str = ""            # N_(): the closing note's first line
    part: str = "first"          # one of PARTS
    prelude: tuple[str, ...] = ()  # actions of every seat played before the first step

    def __post_init__(self):
        if self.part not in PARTS:
            raise ValueError(f"{self.game}: lesson part {self.part!r} is not one of {', '.join(PARTS)}")


#: the pace ``estimated_minutes`` assumes: a learner reading a new game's rules, and making a move
READING_WORDS_PER_MINUTE = 150
SECONDS_PER_MOVE = 8
SECONDS_PER_CONTINUE = 2
SCRIPTED_SECONDS = 1.5  # the other seats' moves, animated


def estimated_minutes(lesson: Lesson) -> float:
    """About how long a learner takes over ``lesson``: reading every step at a careful pace, a
    Continue or a move per step, the scripted seats' animations. A model for keeping each part
    short (under five minutes), not a measurement."""
    words = sum(len(step.text.split()) for step in lesson.steps) + len(lesson.summary.split())
    seconds = words / READING_WORDS_PER_MINUTE * 60
    seconds += sum(SECONDS_PER_CONTINUE if step.explains else SECONDS_PER_MOVE for step in lesson.steps)
    seconds += len(lesson.scripted) * SCRIPTED_SECONDS
    return seconds / 60


def lessons_for(game_id: str) -> tuple[Lesson, ...]:
    """The game's lesson parts in order (empty when it has no lesson yet)."""
    try:
        module = importlib.import_module(f"labdesk.games.{games.package(game_id)}.lesson")
    except ModuleNotFoundError:
        return ()
    return tuple(getattr(module, "LESSONS", (module.LESSON,)))


def lesson_for(game_id: str, part: str = "first") -> Lesson | None:
    """The game's lesson part (the first game by default), or None when it has none."""
    return next((lesson for lesson in lessons_for(game_id) if lesson.part == part), None)


def next_part(lesson: Lesson) -> Lesson | None:
    """The part that follows ``lesson`` in its game, or None after the last."""
    parts = lessons_for(lesson.game)
    later = [p for p in parts[1:] if parts[parts.index(p) - 1].part == lesson.part]
    return later[0] if later else None


def checklist_for(game_id: str) -> Checklist | None:
    """The game's checklist of rules to teach, or None when it has none."""
    try:
        module = importlib.import_module(f"labdesk.games.{games.package(game_id)}.checklist")
    except ModuleNotFoundError:
        return None
    return module.CHECKLIST


def has_lesson(game_id: str) -> bool:
    """Whether the game has a lesson, found without importing it (the menu asks for every game)."""
    import importlib.util

    try:
        return importlib.util.find_spec(f"labdesk.games.{games.package(game_id)}.lesson") is not None
    except (ImportError, ValueError):
        return False


class ScriptedPlayer:
    """A scripted seat: plays the lesson's listed moves in order (shared by every scripted seat).
    Past the end of the list it plays its first legal action, so a lesson never stalls."""

    def __init__(self, moves: list[str]):
        self.moves = moves

    def choose(self, state: State) -> Action:
        if self.moves:
            return state.find_action(self.moves.pop(0))
        return state.legal_actions()[0]


class LessonMatch(Match):
    """A match whose non-learner seats play the lesson's script."""

    def __init__(self, lesson: Lesson):
        # the names are the setup's default names, so they read in the player's language
        seats = [Seat("human" if i == lesson.learner else "ai", _(name), "easy") for i, name in enumerate(lesson.names)]
        super().__init__(lesson.game, seats, lesson.seed, dict(lesson.options))
        for text in lesson.prelude:  # where the part before ended
            self.apply(self.state.find_action(text))
        self._undo.clear()  # the prelude is the lesson's starting position, not the learner's moves
        self.script = ScriptedPlayer(list(lesson.scripted))

    def ai_player(self, seat: int):
        return self.script


class LessonRun:
    """Where a learner is in a lesson: the current step, what it lets through, moving on."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.index = 0

    @property
    def total(self) -> int:
        return len(self.lesson.steps)

    @property
    def finished(self) -> bool:
        return self.index >= self.total

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.index]

    def refusal(self, action: Action) -> str | None:
        """None if the current step lets ``action`` through, else the (untranslated) reason."""
        step = self.step
        if step is None:
            return None  # the lesson is over: the board plays on freely
        if step.explains:
            return READ_FIRST
        return None if step.takes(action) else step.refusal

    def acted(self, action: Action) -> None:
        """The learner's ``action`` was applied: an expecting step that takes it is done."""
        step = self.step
        if step is not None and not step.explains and step.takes(action):
            self.index += 1

    def next(self) -> None:
        """Continue on an explain step."""
        step = self.step
        if step is None or not step.explains:
            raise IllegalAction("this step waits for an action, not for Continue")
        self.index += 1


def check_script(lesson: Lesson) -> list[str]:
    """Play the lesson's answers without a board; the problems found (empty when it plays through)."""
    try:
        match = LessonMatch(lesson)
    except IllegalAction as exc:
        return [f"prelude: {exc}"]
    problems = []
    for n, step in enumerate(lesson.steps, 1):
        _play_others(match, lesson.learner)
        if step.explains:
            continue
        try:
            action = match.state.find_action(step.expect)
        except IllegalAction as exc:
            problems.append(f"step {n}: {step.expect!r} is not legal ({exc})")
            break
        if not step.takes(action):
            problems.append(f"step {n}: its own answer {step.expect!r} is refused")
            break
        match.apply(action)
    return problems


def _play_others(match: Match, learner: int) -> None:
    while match.current_seat() is not None and match.current_seat() != learner:
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))


# ======================= progress ==================================================================
PROGRESS_FILE = "lessons.json"
PROGRESS_FORMAT = "labdesk-lessons"
PROGRESS_VERSION = 1
_LIMITS = Limits(max_bytes=16_000, max_depth=3)
_GAME_IDS = ListOf(Text(40), max_len=50)
_SCHEMA = Record({"format": Text(40), "version": Whole(1, 1000), "finished": _GAME_IDS, "offered": _GAME_IDS})


def progress_path() -> Path:
    from labdesk.userdata import data_dir

    return data_dir() / PROGRESS_FILE


class Progress:
    """The lessons a person finished, and the games whose lesson was already offered once."""

    def __init__(self, finished=(), offered=(), path: Path | None = None):
        self.finished = set(finished)
        self.offered = set(offered)
        self.path = path

    @classmethod
    def load(cls, path: Path | None = None) -> "Progress":
        """The saved progress; a missing or refused file is a fresh start (a refused file is left
        as it is and reported on stderr, and written over only when progress changes)."""
        path = Path(path) if path else progress_path()
        if not path.exists():
            return cls(path=path)
        try:
            data = check_file(path, _LIMITS, _SCHEMA)
            if data["format"] != PROGRESS_FORMAT or data["version"] > PROGRESS_VERSION:
                raise FileRefused("not a lesson progress file this labdesk reads")
        except FileRefused as exc:
            import sys

            print(f"labdesk: lesson progress ignored: {exc}", file=sys.stderr)
            return cls(path=path)
        known = set(games.GAMES)
        return cls((g for g in data["finished"] if g in known), (g for g in data["offered"] if g in known), path)

    def save(self) -> None:
        from labdesk.userdata import atomic_write_text

        data = {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION,
                "finished": sorted(self.finished), "offered": sorted(self.offered)}
        atomic_write_text(self.path or progress_path(), json.dumps(data, indent=1))

    def finish(self, game_id: str) -> None:
        self.finished.add(game_id)
        self.save()

    def should_offer(self, game_id: str) -> bool:
        """Whether starting ``game_id`` should offer its lesson first: once, and only if not learnt."""
        return game_id not in self.finished and game_id not in self.offered and has_lesson(game_id)

    def mark_offered(self, game_id: str) -> None:
        self.offered.add(game_id)
        self.save()
