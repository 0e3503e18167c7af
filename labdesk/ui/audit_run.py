"""``labdesk audit``: every board driven through seeded games, every frame it draws inspected.

A ``Run`` is one table: a game at a seat count and variant, a kind of seat (``ai``: one person and
AI seats; ``hot``: two people passing the screen; ``lesson``: the game's lesson step by step;
``replay``: a finished game stepped both ways), a language, a text size and a window size. The
person's moves are clicks at the centre of a seeded choice among the board's own keyboard targets
(the buttons, the usable hand cards, the hit map), so a click goes the way a player's does; before
it the pointer rests on a card long enough for the magnifier, now and then Hint is asked and the
pause menu opened. Each frame is drawn on an ``audit.AuditCanvas`` and checked (``audit.check``);
around each click the target under the pointer is watched for the ``moved`` kind:

- within ``SETTLE`` seconds of a click, a different clickable target under the same point (the
  "misclick trap": "Let it explode" appearing where "Shuffle & select" was);
- between two steps of one decision (the viewer acts again at once), a target that is still there
  but lies elsewhere (a hand re-centred after a discard, the lab re-sorted).

The canvas is always 1600×900, scaled to the window (``App``): the window size changes no layout,
only how large the words come out, which the report gives as the smallest text height on screen.
"""
from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from labdesk.ui import audit, theme
from labdesk.ui.audit import KINDS, Problem

SETTLE = 0.6  # seconds after a click in which the target under it must not change
DT = 1 / 15  # seconds a frame advances: an animation of half a second is seen on 7 frames
SIZES = ((1600, 900), (1366, 768), (1920, 1080))
NAMES = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]


@dataclass(frozen=True)
class Run:
    game: str
    players: int
    mode: str = "ai"  # ai | hot | lesson | replay
    options: tuple[tuple[str, object], ...] = ()
    lang: str = "en"
    text_size: int = 100
    size: tuple[int, int] = (1600, 900)
    seed: int = 1
    frames: int = 600  # at most this many frames are drawn

    def label(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options)
        return (f"{self.game} {self.players}p {self.mode}{' ' + opts if opts else ''} {self.lang} "
                f"{self.text_size}% {self.size[0]}x{self.size[1]}")


def tables(game: str) -> list[tuple[int, tuple]]:
    """Each seat count of the game with each variant it allows there (and each yes/no option on)."""
    from labdesk import games

    spec = games.rules(game).spec
    found = []
    for count in spec.players:
        for variant in spec.variants_at(count):
            found.append((count, (("variant", variant),) if len(spec.variants) > 1 else ()))
        for option in spec.options_at(count):
            if option.choices == (False, True):
                found.append((count, ((option.name, True),)))
    return found


def sweep(game: str | None = None, lang: str | None = None, text_size: int | None = None,
          size: tuple[int, int] | None = None, short: bool = False) -> list[Run]:
    """The runs of the whole sweep (``short``: CI's, a few frames of every table and every lesson
    whole, in English at 100 % and Russian at 150 %)."""
    from labdesk import games

    chosen = [game] if game else [g for g in games.GAMES if games.is_built(g)]
    langs = [lang] if lang else ["en", "ru"]
    sizes_pct = [text_size] if text_size else [100, 150]
    windows = [size] if size else list(SIZES)
    runs: list[Run] = []
    for g in chosen:
        spec = games.rules(g).spec
        combos = [(lg, pct) for lg in langs for pct in sizes_pct]
        ends = list(dict.fromkeys([combos[0], combos[-1]]))
        # every table in play (seat count, variant, option) at the two ends: English at the smallest
        # text, Russian (longer words) at the largest
        for k, (lg, pct) in enumerate(ends):
            for i, (count, options) in enumerate(tables(g)):
                runs.append(Run(g, count, "ai", options, lg, pct, windows[(i + k) % len(windows)], seed=i + 1,
                                frames=40 if short else 400 // len(ends)))
        two = 2 if 2 in spec.players else spec.players.start
        hot = max(2, spec.players.start)
        if short:
            combos = ends
        for j, (lg, pct) in enumerate(combos):
            window = windows[j % len(windows)]
            runs.append(Run(g, two, "ai", (), lg, pct, window, seed=50 + j, frames=40 if short else 200))
            runs.append(Run(g, hot, "hot", (), lg, pct, window, seed=70 + j, frames=40 if short else 200))
            for part in lesson_parts(g):  # every step of every part
                runs.append(Run(g, two, "lesson", (("part", part),), lg, pct, window, seed=1, frames=900))
            runs.append(Run(g, two, "replay", (), lg, pct, window, seed=90 + j, frames=20 if short else 60))
    return runs


def lesson_parts(game: str) -> list[str]:
    from labdesk.engine.lesson import lessons_for

    return [lesson.part for lesson in lessons_for(game)]


@dataclass
class Report:
    frames: int = 0
    problems: Counter = field(default_factory=Counter)  # kind -> distinct findings
    per_game: dict = field(default_factory=dict)  # game -> Counter(kind)
    examples: list[dict] = field(default_factory=list)
    example_keys: list[tuple] = field(default_factory=list)  # each example's finding (``seen``), for ``merge``
    seen: set = field(default_factory=set)
    smallest_text: float = 99.0  # the smallest word's height on screen, in window pixels
    seconds: float = 0.0

    def add(self, run: Run, problem: Problem, shot=None) -> None:
        key = (run.game, run.lang, run.text_size) + problem.key()
        if key in self.seen:
            return
        self.seen.add(key)
        self.problems[problem.kind] += 1
        self.per_game.setdefault(run.game, Counter())[problem.kind] += 1
        example = {"kind": problem.kind, "game": run.game, "where": f"{run.label()} · {problem.where}",
                   "text": problem.text, "screenshot": None}
        if shot is not None:
            example["screenshot"] = shot(problem)
        self.examples.append(example)
        self.example_keys.append(key)

    def merge(self, other: "Report") -> None:
        """Another part of the sweep's figures added in (a finding both parts saw counts once)."""
        self.frames += other.frames
        self.smallest_text = min(self.smallest_text, other.smallest_text)
        for key, example in zip(other.example_keys, other.examples):
            if key in self.seen:
                continue
            self.seen.add(key)
            self.problems[example["kind"]] += 1
            self.per_game.setdefault(example["game"], Counter())[example["kind"]] += 1
            self.examples.append(example)
            self.example_keys.append(key)

    def as_json(self) -> dict:
        return {"frames": self.frames, "problems": {k: self.problems.get(k, 0) for k in KINDS},
                "per_game": {g: {k: c.get(k, 0) for k in KINDS} for g, c in sorted(self.per_game.items())},
                "smallest_text_px": round(self.smallest_text, 1), "seconds": round(self.seconds, 1),
                "examples": self.examples}


# --- what a click at a point would use ----------------------------------------------------------
def target_at(board, pos) -> tuple | None:
    """What a click at ``pos`` would use now (None: nothing, or the click guard refuses it)."""
    return board.identity_at(pos) if board.click_live(pos) else None


def target_rects(board) -> dict:
    """Where each of the board's targets is now, by key (buttons by label)."""
    from labdesk.ui.table.hand import HandView

    # a hand card under the pointer is lifted and grown: where it rests is where it is
    rests = {s.key: slot.pos for hand in board.kit_parts(HandView) for s, slot in zip(hand.sprites, hand.rests)}
    rects = {}
    for t in board.focus_targets():
        key = ("button", t.button.text) if t.button is not None else t.key
        rect = pygame.Rect(t.rect)
        if t.button is None and len(key) == 2 and key[0] == "hand" and key[1] in rests:
            rect.center = rests[key[1]]
        rects.setdefault(key, rect)
    return rects


def regrown(board) -> tuple[int, ...]:
    """How many times each of the board's hands was dealt afresh while steady (``HandView.regrown``)."""
    from labdesk.ui.table.hand import HandView

    return tuple(hand.regrown for hand in board.kit_parts(HandView))


def dealt_afresh(board, then: tuple[int, ...]) -> set:
    """The targets of the hands dealt afresh since ``then`` (``regrown``): more cards came into such a
    hand than it had gaps, under the person's eyes, so where its cards lie now is a new layout."""
    from labdesk.ui.table.hand import HandView

    hands = board.kit_parts(HandView)
    return {("hand", s.key) for hand, count in zip(hands, then) if hand.regrown != count for s in hand.sprites}


@dataclass
class Watch:
    """A click being watched: where, what was there, until when (board clock)."""
    pos: tuple[int, int]
    before: tuple | None
    until: float
    seat: int | None
    rects: dict
    version: int
    logged: int  # log entries when the click was made
    regrown: tuple[int, ...] = ()  # each hand's ``regrown`` count then


class Auditor:
    def __init__(self, shots: str | Path | None = None, shot_prefix: str = ""):
        self.report = Report()
        self.shots = Path(shots) if shots else None
        self.shot_prefix = shot_prefix  # a part of a sweep run in parallel names its pictures apart
        self._shot_count = 0
        self._canvas: pygame.Surface | None = None  # the frame being checked

    # --- one frame ------------------------------------------------------------------------------
    def _frame(self, app, rec, canvas, run: Run, where: str, cuts: list) -> None:
        rec.new_frame(canvas)
        app.draw(canvas)
        self.report.frames += 1
        notes = rec.frame_notes()
        problems = audit.check(notes, canvas.get_rect(), where)
        for cut in cuts:
            problems.append(Problem("clipped", where, f"{cut.text!r} cut to {cut.shown!r} ({cut.where})"))
        cuts.clear()
        scale = min(run.size[0] * 0.9 / 1600, run.size[1] * 0.9 / 900, 1.0) if run.size != (1600, 900) else 1.0
        for note in notes:
            if note.kind == "text":
                self.report.smallest_text = min(self.report.smallest_text, note.rect.height * scale)
        for problem in problems:
            self.add(run, problem)

    def add(self, run: Run, problem: Problem) -> None:
        self.report.add(run, problem, self._shooter(self._canvas) if self._canvas is not None else None)

    def _shooter(self, canvas):
        if self.shots is None:
            return None

        def shoot(problem: Problem) -> str:
            self._shot_count += 1
            picture = canvas.copy()
            for i, rect in enumerate(problem.rects):
                pygame.draw.rect(picture, (255, 0, 255) if i == 0 else (0, 255, 255), rect, 3)
            path = self.shots / f"{self.shot_prefix}{self._shot_count:04d}-{problem.kind}.png"
            self.shots.mkdir(parents=True, exist_ok=True)
            pygame.image.save(picture, str(path))
            return str(path)
        return shoot

    # --- one run --------------------------------------------------------------------------------
    def run(self, run: Run) -> None:
        from labdesk import i18n
        from labdesk.settings import Settings
        from labdesk.ui.app import App, _headless_env
        from labdesk.ui.scenes.menu import MenuScene

        _headless_env()
        rng = random.Random(f"{run.label()}/{run.seed}")
        with audit.recording() as rec, theme.recording_cuts() as cuts:
            app = App(headless=True, sound=False, settings=Settings(language=run.lang, text_size=run.text_size))
            i18n.set_language(run.lang)
            app.reset(MenuScene(app))
            board = self._open(app, run)
            canvas = self._canvas = pygame.Surface(app.size)
            driver = Driver(app, board, run, rng, self)
            while self.report.frames < 10**9 and driver.frames < run.frames and driver.step():
                self._frame(app, rec, canvas, run, driver.where(), cuts)
                driver.after_frame()
                driver.frames += 1
            app.reset(MenuScene(app))

    def _open(self, app, run: Run):
        from labdesk.engine.match import Match, Seat
        from labdesk.ui.app import finished_match
        from labdesk.ui.boards import make_board

        options = dict(run.options)
        if run.mode == "lesson":
            from labdesk.ui.scenes.lesson import open_lesson

            return open_lesson(app, run.game, record=False, part=options.get("part", "first"))
        if run.mode == "replay":
            from labdesk.ui.scenes.replay import replay_board

            board = replay_board(app, finished_match(run.game, run.seed, players=run.players).to_save(), 0)
            app.push(board)
            return board
        people = 2 if run.mode == "hot" else 1
        seats = [Seat("human" if i < people else "ai", NAMES[i], "random") for i in range(run.players)]
        board = make_board(app, Match(run.game, seats, run.seed, options), autosave=False)
        app.push(board)
        return board


class Driver:
    """Plays a run's person: waits for the AI, clicks targets, hovers cards, asks for a hint, pauses."""

    def __init__(self, app, board, run: Run, rng: random.Random, auditor: Auditor):
        self.app, self.board, self.run, self.rng, self.auditor = app, board, run, rng, auditor
        self.frames = 0
        self.watch: Watch | None = None
        self.hover_until = 0.0
        self.lesson_wait = 0
        self.results_frames = 0
        self.idle = 0
        self.replay_moves = 0

    def where(self) -> str:
        top = self.app.top
        name = type(top).__name__
        board = self.board
        turn = len(board.match.log_entries) if hasattr(board, "match") else 0
        step = f" step {board.coach.run.index + 1}" if getattr(board, "coach", None) is not None else ""
        return f"{name}{step} · action {turn}"

    def post(self, kind: int, **attrs) -> None:
        self.app.handle(pygame.event.Event(kind, attrs))

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def key(self, key: int) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)

    # --- each frame -----------------------------------------------------------------------------
    def step(self) -> bool:
        """Give the top scene its input and one update; False when the run is over."""
        from labdesk.ui.board import BoardScene
        from labdesk.ui.scenes.handoff import HandoffScene
        from labdesk.ui.scenes.results import ResultsScene

        top = self.app.top
        board = self.board
        if isinstance(top, HandoffScene):
            if self.rng.random() < 0.3:
                top.confirm()
        elif isinstance(top, ResultsScene):
            self.results_frames += 1
            if self.results_frames > 20:
                return False
        elif top is board and isinstance(board, BoardScene):
            if board.worker is not None:
                board.worker.wait(30.0)
            if board.spectator is not None:
                self._replay_input()
            elif board.coach is not None:
                self._lesson_input()
            else:
                self._play_input()
        elif top is not None and top is not board:
            # the pause menu (or a dialog): a few frames, then back to the board
            self.idle += 1
            if self.idle > 4:
                self.idle = 0
                self.key(pygame.K_ESCAPE)
        else:
            return False
        self.app.update(DT)
        return True

    def _play_input(self) -> None:
        board = self.board
        if board.finished or board.anims.busy or not board.can_act() or board._stale:
            return
        if self.watch is not None and board.clock < self.watch.until:
            return  # a person's next click comes later than that
        targets = board.focus_targets()
        if not targets:
            return
        if self.rng.random() < 0.25 and board.clock >= self.hover_until:
            # rest the pointer on a card long enough for the magnifier (and the hover tips)
            rest = self.rng.choice(targets)
            self.post(pygame.MOUSEMOTION, pos=rest.rect.center, rel=(0, 0), buttons=(0, 0, 0))
            self.hover_until = board.clock + 0.9
            return
        if board.clock < self.hover_until:
            return
        roll = self.rng.random()
        if roll < 0.03:
            board.pause()
            return
        if roll < 0.06 and board.hint_worker is None:
            board.hint()
            if board.hint_worker is not None:
                board.hint_worker.wait(30.0)
            self.hover_until = board.clock + 1.5  # read the hint before moving on
            return
        target = self.rng.choice(targets)
        self._click_watched(target.rect.center)
        if board.version == self.watch.version and not board.anims.busy and self.rng.random() < 0.5:
            # a click that did nothing (a refusal): a random legal move keeps the game going
            legal = board.legal_actions()
            if legal:
                board.submit(self.rng.choice(legal))

    def _click_watched(self, pos) -> None:
        board = self.board
        self.watch = Watch(pos, target_at(board, pos), board.clock + SETTLE, board.viewer,
                           target_rects(board), board.version, len(board.match.log_entries), regrown(board))
        self.click(pos)

    def _lesson_input(self) -> None:
        board, coach = self.board, self.board.coach
        if board.anims.busy or board.worker is not None or not coach.ready:
            self.lesson_wait += 1
            return
        self.lesson_wait += 1
        if self.lesson_wait < 6:  # a few frames to read the step
            return
        self.lesson_wait = 0
        run = coach.run
        if run.finished:
            self.frames = self.run.frames  # the closing note was seen
            return
        step = run.lesson.steps[run.index]
        if step.explains:
            coach.next()
            return
        action = board.match.state.find_action(step.expect)
        rect = None
        for t in board.focus_targets():  # the lesson's answer clicked where it is, when it has a place
            if t.rect.collidepoint(coach.target_rects()[0].center if coach.target_rects() and
                                   coach.target_rects()[0] is not None else (-1, -1)):
                rect = t.rect
                break
        before = board.version
        if rect is not None:
            self._click_watched(rect.center)
        if board.version == before:
            board.submit(action)

    def _replay_input(self) -> None:
        self.replay_moves += 1
        if self.replay_moves % 3:
            return
        forward = self.replay_moves < self.run.frames * 2 // 3
        self.key(pygame.K_RIGHT if forward else pygame.K_LEFT)

    def after_frame(self) -> None:
        """The ``moved`` checks around the last click."""
        from labdesk.ui.scenes.handoff import HandoffScene
        from labdesk.ui.table.hand import HandView

        watch, board = self.watch, self.board
        if watch is not None and isinstance(self.app.top, HandoffScene):
            self.watch = None  # the screen is passed (and confirmed) in between: no click carries over
        if watch is None or self.app.top is not board:
            return
        if board.viewer != watch.seat:  # the screen passed to someone else: their pointer, their clicks
            self.watch = None
            return
        if board.clock < watch.until:
            now = target_at(board, watch.pos)
            if now is not None and now != watch.before:
                self.auditor.add(self.run, Problem(
                    "moved", self.where(), f"{describe(watch.before)} became {describe(now)} under the pointer",
                    (tuple(pygame.Rect(watch.pos[0] - 6, watch.pos[1] - 6, 12, 12)),)))
        elif not board.anims.busy and board.can_act() and board.viewer == watch.seat \
                and board.version != watch.version and not board._stale:
            # the same person decides again: what is still on offer stays where it was (unless someone
            # else played in between: then it is a new decision, and the table may have changed)
            others = {e.actor for e in board.match.log_entries[watch.logged:]} - {None, watch.seat}
            now = target_rects(board) if not others else {}
            dealt = dealt_afresh(board, watch.regrown)
            for key, rect in watch.rects.items():
                if key in now and key[0] != "button" and key not in dealt and _distance(now[key], rect) > 6:
                    self.auditor.add(self.run, Problem(
                        "moved", self.where(), f"{describe(key)} moved between two steps",
                        (tuple(rect), tuple(now[key]))))
                    break
            self.watch = None


def _distance(a: pygame.Rect, b: pygame.Rect) -> float:
    return ((a.centerx - b.centerx) ** 2 + (a.centery - b.centery) ** 2) ** 0.5


def describe(target) -> str:
    if target is None:
        return "nothing"
    kind, what = target
    if kind == "button":
        return f"button {what!r}"
    return f"{kind} {what!r}"


def audit_all(runs: list[Run], shots=None, jobs: int = 1) -> Report:
    """Every run audited; with ``jobs`` > 1 in that many processes at once (the whole sweep took 13
    minutes in one on a 2-core machine). Each run is seeded by its label, so the figures are the
    same however the runs are shared out."""
    start = time.perf_counter()
    if jobs <= 1 or len(runs) < 2:
        report = _audit_part(runs, shots)
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        # the longest runs first, dealt round so each part has about as many frames
        ordered = sorted(runs, key=lambda r: -r.frames)
        parts = [ordered[k::jobs] for k in range(jobs)]
        report = Report()
        # spawned, not forked: each part starts its own pygame, as the app does
        with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            for part in pool.map(_audit_part, parts, [shots] * jobs, [f"{k + 1}-" for k in range(jobs)]):
                report.merge(part)
    report.seconds = time.perf_counter() - start
    return report


def _audit_part(runs: list[Run], shots=None, shot_prefix: str = "") -> Report:
    auditor = Auditor(shots, shot_prefix)
    for run in runs:
        auditor.run(run)
    return auditor.report
