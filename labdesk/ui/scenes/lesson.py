"""Opening a lesson on the game's real board, the "Learn first / Just play" offer, a real game
after the lesson, and the headless check behind ``labdesk tutorial GAME --check``."""
from __future__ import annotations

import random

import pygame
import pygame_gui

from labdesk.engine.lesson import PARTS, Lesson, LessonMatch, Progress, lesson_for, lessons_for, next_part
from labdesk.i18n import _
from labdesk.ui.boards import make_board, settle
from labdesk.ui.scenes.common import pressed
from labdesk.ui.scenes.dialog import ConfirmDialog

REAL_GAME_AI = "easy"  # the first real game after a lesson: against one easy AI


def open_lesson(app, game_id: str, lesson: Lesson | None = None, record: bool = True, part: str = "first"):
    """Push the game's lesson (its board with a coach) and return the board: ``lesson``, else the
    game's ``part``. ``record``: a finished lesson is remembered in the user data folder (the
    headless check does not)."""
    from labdesk.ui.table.coach import Coach

    lesson = lesson or lesson_for(game_id, part)
    if lesson is None:
        raise ValueError(f"{game_id} has no {part} lesson")
    board = make_board(app, LessonMatch(lesson), autosave=False)  # a lesson never touches the autosave
    following = next_part(lesson)
    Coach(board, lesson, on_leave=lambda: back_to_menu(app),
          on_finish=lambda: Progress.load().finish(game_id) if record else None,
          on_play=lambda: play_real_game(app, game_id),
          on_next=(lambda: next_lesson(app, following, record)) if following else None)
    app.push(board)
    return board


def next_lesson(app, lesson: Lesson, record: bool = True) -> None:
    """From a lesson's closing note to the game's next part."""
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    open_lesson(app, lesson.game, lesson, record)


def learn(app, game_id: str) -> None:
    """The menu's Learn: the lesson itself, or with two parts, the choice between them."""
    parts = lessons_for(game_id)
    if len(parts) > 1:
        app.push(LessonChoiceDialog(app, game_id, parts))
    else:
        open_lesson(app, game_id)


def back_to_menu(app) -> None:
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))


def real_game_match(game_id: str, seed: int | None = None):
    """A first real game: the learner and easy AIs, two seats where the game allows it."""
    from labdesk import games
    from labdesk.engine.match import Match, Seat
    from labdesk.ui.scenes.setup import DEFAULT_NAMES

    spec = games.rules(game_id).spec
    count = 2 if 2 in spec.players else spec.players.start
    names = [_(name) for name in DEFAULT_NAMES[:count]]
    seats = [Seat("human", names[0])] + [Seat("ai", name, REAL_GAME_AI) for name in names[1:]]
    return Match(game_id, seats, random.SystemRandom().randrange(1 << 30) if seed is None else seed)


def play_real_game(app, game_id: str) -> None:
    """From the lesson's closing note to a real game (an unfinished game keeps its own save)."""
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    app.push(make_board(app, real_game_match(game_id)))


class LearnFirstDialog(ConfirmDialog):
    """Offered once, the first time a game without a finished lesson is started."""

    def __init__(self, app, game_id: str, title: str, on_play):
        super().__init__(app, _("New to this game?"),
                         _("A short lesson on the real board teaches {game} in one round.").format(game=title),
                         _("Learn first"), lambda: open_lesson(app, game_id), cancel=_("Just play"),
                         note=_("Every game's lesson is also on its menu tile (Learn)."))
        self.ok.change_object_id(pygame_gui.core.ObjectID(class_id="@primary_button"))  # learning is no danger
        self.on_play = on_play

    def handle_event(self, event) -> None:
        if pressed(event) is self.cancel or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            self.on_play()
            return
        super().handle_event(event)


class LessonChoiceDialog(ConfirmDialog):
    """Learn with two parts: the first game (the primary choice) or the full rules."""

    def __init__(self, app, game_id: str, parts: tuple[Lesson, ...]):
        from labdesk import games

        first, full = parts[0], parts[1]
        title = games.GAMES[game_id].title
        super().__init__(app, _("Learn {game}").format(game=_(title)),
                         _("Two short lessons on the real board: a first game ({first} steps), then the rest "
                           "of the rules ({full} steps).").format(first=len(first.steps), full=len(full.steps)),
                         _(PARTS[first.part]), lambda: open_lesson(app, game_id, first), cancel=_(PARTS[full.part]),
                         note=_("Esc closes this without starting a lesson."))
        self.ok.change_object_id(pygame_gui.core.ObjectID(class_id="@primary_button"))
        self.full = full

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if pressed(event) is self.cancel:
            self.app.pop()
            open_lesson(self.app, self.full.game, self.full)
            return
        super().handle_event(event)


# ======================= the headless check ===========================================================
def check_lesson(game_id: str, shots: str | None = None, *, app, part: str = "first") -> dict:
    """Play the lesson's ``part`` headless with its own answers; every step's targets must be on the
    board and inside the canvas. ``shots``: a folder to save a picture of every step into
    (step-01.png...); ``app``: a headless app (``labdesk.ui.app.headless_app``)."""
    from pathlib import Path

    from labdesk.ui.scenes.menu import MenuScene

    lesson = lesson_for(game_id, part)
    app.reset(MenuScene(app))
    board = open_lesson(app, game_id, lesson, record=False)
    coach = board.coach
    canvas = pygame.Rect((0, 0), app.size)
    problems: list[str] = []
    for n, step in enumerate(lesson.steps, 1):
        settle(app)
        if app.top is not board or not coach.ready or coach.run.index != n - 1:
            problems.append(f"step {n}: the lesson is not waiting on its board")
            break
        for _ in range(3):  # the widgets laid out for this step are rebuilt on the next updates
            app.update(1 / 60)
        for name, rect in zip(step.targets, coach.target_rects()):
            if rect is None:
                problems.append(f"step {n}: '{name}' is not on the screen")
            elif not canvas.contains(rect):
                problems.append(f"step {n}: '{name}' is outside the canvas ({rect})")
        if coach.arrow_crossings():
            problems.append(f"step {n}: the arrow to '{step.targets[0]}' crosses other elements "
                            f"({', '.join(str(tuple(r)) for r in coach.arrow_crossings())})")
        if shots:
            _save_picture(app, Path(shots) / f"step-{n:02d}.png")
        if step.explains:
            coach.next()
            continue
        try:
            action = board.match.state.find_action(step.expect)
        except Exception as exc:  # noqa: BLE001 - reported as the step's problem
            problems.append(f"step {n}: {exc}")
            break
        if not board.submit(action):
            problems.append(f"step {n}: its own answer {step.expect!r} was refused")
            break
    settle(app)
    if not problems and not coach.run.finished:
        problems.append("the lesson did not reach its end")
    if shots and not problems:
        for _ in range(3):
            app.update(1 / 60)
        _save_picture(app, Path(shots) / "summary.png")
    return {"game": game_id, "part": lesson.part, "steps": len(lesson.steps), "covers": list(lesson.covers), "ok": not problems,
            "problems": problems}


def _save_picture(app, path) -> None:
    canvas = pygame.Surface(app.size)
    app.draw(canvas)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(canvas, str(path))
