"""The UI monkey: seeded random input through the app's real event loop.

Mouse moves, clicks, drags, right clicks, wheel, keys (Esc, F11, Enter, Backspace, letters,
arrows), window resizes are posted as pygame events and read by ``App.frame`` exactly as in the
app, so pygame_gui widgets really receive and press them; the mouse position follows the events.
Between the random input a director walks the screens on purpose (menu -> setup -> each board, with
AI seats and with two or more people in hot seat, pause, settings, rules, results, Continue) and
now and then plays a random legal move so games reach their results.

It fails on any exception, any frame over the bound, anything the app reports on stderr, or a
match that can no longer progress, and prints the seed and the last events to reproduce.

    python tools/monkey.py                        # the long run: 20,000 events a board, 10,000 in menus
    python tools/monkey.py --events 2000 --menu-events 1000 --seed 7 --game lab-wars
"""
from __future__ import annotations

import argparse
import io
import os
import random
import sys
import tempfile
import time
import traceback
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

DT = 1 / 20  # seconds a frame advances: animations finish in a few frames
# CPU seconds of the UI thread in one frame: far above a real frame (a few ms) or a rules page's
# layout (under a second). CPU time, not wall time, so other programs on a busy machine do not count.
FRAME_BOUND = 2.0
STUCK_FRAMES = 120  # frames a board may sit with nothing happening before it counts as stuck
DRAW_EVERY = 3  # every frame handles events and updates; one in this many is drawn (and timed the same)
WORKER_WAIT = 60.0  # seconds an AI decision may take before the match counts as stuck
KEYS = [pygame.K_ESCAPE, pygame.K_F11, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_TAB, pygame.K_h, pygame.K_z]
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "


class MonkeyFailure(AssertionError):
    pass


@dataclass(frozen=True)
class Table:
    """A game set up at the table: how many seats and how many of them people."""
    game: str
    players: int
    humans: int

    def label(self) -> str:
        return f"{self.game} {self.players}p {self.humans} human{'s' if self.humans != 1 else ''}"


def tables_for(game: str) -> list[Table]:
    """One table with AI seats and one hot-seat table with two or more people for each game."""
    from labdesk import games

    players = games.GAMES[game].players
    hot = min(players[-1], max(3, players.start))
    tables = [Table(game, 2 if 2 in players else players.start, 1), Table(game, hot, hot - 1)]
    if players.start == 1:
        tables.insert(0, Table(game, 1, 1))  # solo (Explosion's Robot)
    return tables


class _StderrWatch(io.TextIOBase):
    """Passes stderr through and remembers what the app reported there (AI failures, board
    fall-backs, tracebacks): a report is a failure."""

    def __init__(self, real):
        self.real = real
        self.reports: list[str] = []

    def write(self, text: str) -> int:
        if "labdesk:" in text or "Traceback" in text:
            self.reports.append(text.strip())
        return self.real.write(text)

    def flush(self) -> None:
        self.real.flush()


class Monkey:
    def __init__(self, seed: int, frame_bound: float = FRAME_BOUND, draw_every: int = DRAW_EVERY):
        from labdesk.settings import Settings
        from labdesk.ui.app import App
        from labdesk.ui.scenes.menu import MenuScene

        self.seed = seed
        self.rng = random.Random(seed)
        self.frame_bound = frame_bound
        self.draw_every = draw_every
        self.app = App(headless=True, sound=False, settings=Settings())
        self.app.reset(MenuScene(self.app))
        self.recent: deque[str] = deque(maxlen=40)
        self.events = 0
        self.frames = 0
        self.moves = 0
        self.results = 0
        self.boards: set[str] = set()
        self.seen: set[str] = set()
        self.slowest = 0.0
        self._idle = 0
        self._mark = None
        self.table: Table | None = None
        self._director = self._directions()

    # ======================= posting real input =====================================================
    def _post(self, kind: int, note: str, **attrs) -> None:
        if "pos" in attrs:
            pygame.mouse.set_pos(attrs["pos"])  # the mouse position follows the events
        pygame.event.post(pygame.event.Event(kind, **attrs))
        self.recent.append(note)
        self.events += 1

    def move(self, pos, buttons=(0, 0, 0)) -> None:
        self._post(pygame.MOUSEMOTION, f"move {pos}", pos=pos, rel=(0, 0), buttons=buttons, touch=False)

    def click(self, pos, button: int = 1) -> None:
        self.move(pos)
        self._post(pygame.MOUSEBUTTONDOWN, f"down {button} {pos}", pos=pos, button=button, touch=False)
        self._post(pygame.MOUSEBUTTONUP, f"up {button} {pos}", pos=pos, button=button, touch=False)

    def drag(self, start, end, steps: int) -> None:
        self.move(start)
        self._post(pygame.MOUSEBUTTONDOWN, f"down 1 {start}", pos=start, button=1, touch=False)
        for i in range(1, steps + 1):
            t = i / steps
            pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
            self.move(pos, buttons=(1, 0, 0))
            if i % 2 == 0:
                self.frame()  # a drag spans frames, as a hand does
        self._post(pygame.MOUSEBUTTONUP, f"up 1 {end}", pos=end, button=1, touch=False)

    def wheel(self, dy: int) -> None:
        self._post(pygame.MOUSEWHEEL, f"wheel {dy}", x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy),
                   touch=False)

    def key(self, key: int, mod: int = 0, text: str = "") -> None:
        name = pygame.key.name(key)
        self._post(pygame.KEYDOWN, f"key {name}{' +mod' if mod else ''}", key=key, mod=mod, unicode=text,
                   scancode=0)
        if text:
            self._post(pygame.TEXTINPUT, f"text {text!r}", text=text)
        self._post(pygame.KEYUP, f"keyup {name}", key=key, mod=mod, unicode=text, scancode=0)

    def resize(self, w: int, h: int) -> None:
        self._post(pygame.VIDEORESIZE, f"resize {w}x{h}", size=(w, h), w=w, h=h)
        self._post(pygame.WINDOWSIZECHANGED, f"window {w}x{h}", x=w, y=h)

    def press(self, widget) -> None:
        """A real click in the middle of a widget (the director's way of pressing a button); the
        button's press event arrives with the next frame's events."""
        self.click(widget.rect.center)
        self.frame()
        self.frame()

    # ======================= random input ==========================================================
    def random_point(self) -> tuple[int, int]:
        w, h = self.app.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def widget_point(self) -> tuple[int, int]:
        """A point on a visible widget, so random clicks press buttons and open drop-downs."""
        widgets = [e for e in self.app.manager.get_sprite_group().sprites()
                   if getattr(e, "visible", False) and isinstance(e, pygame_gui.elements.UIButton)]
        if not widgets:
            return self.random_point()
        rect = self.rng.choice(widgets).rect
        return (rect.x + self.rng.randrange(max(1, rect.width)), rect.y + self.rng.randrange(max(1, rect.height)))

    def random_gesture(self) -> None:
        r = self.rng.random()
        if r < 0.28:
            self.move(self.random_point())
        elif r < 0.50:
            self.click(self.widget_point() if self.rng.random() < 0.5 else self.random_point())
        elif r < 0.60:
            self.drag(self.random_point(), self.random_point(), self.rng.randint(2, 8))
        elif r < 0.65:
            self.click(self.random_point(), button=3)
        elif r < 0.71:
            self.move(self.random_point())
            self.wheel(self.rng.choice([-3, -1, 1, 3]))
        elif r < 0.79:
            letter = self.rng.choice(LETTERS)
            self.key(pygame.key.key_code(letter.lower()) if letter.strip() else pygame.K_SPACE, text=letter)
        elif r < 0.975:
            key = self.rng.choice(KEYS)
            if key == pygame.K_ESCAPE and self.rng.random() < 0.6:
                key = pygame.K_RIGHT  # Esc often: a pause menu every few gestures
            mod = pygame.KMOD_CTRL if key == pygame.K_z else (pygame.KMOD_ALT if self.rng.random() < 0.03 else 0)
            self.key(key, mod)
        else:
            self.resize(self.rng.randrange(640, 2400), self.rng.randrange(360, 1400))
        self.frame()

    # ======================= one frame, and the checks =============================================
    def frame(self) -> None:
        from labdesk.ui.board import BoardScene

        start = time.thread_time()
        try:
            self.app.frame(DT, draw=self.frames % self.draw_every == 0)
        except Exception as exc:  # noqa: BLE001 - any exception is the failure we look for
            raise self.failure(f"{type(exc).__name__}: {exc}", traceback.format_exc()) from exc
        seconds = time.thread_time() - start
        self.slowest = max(self.slowest, seconds)
        self.frames += 1
        if seconds > self.frame_bound:
            raise self.failure(f"a frame took {seconds:.2f} s of CPU (bound {self.frame_bound} s) on {self._where()}")
        if not self.app.running or not self.app.stack:
            self.recent.append("(the app quit: opened again)")
            self._reopen()
            return
        top = self.app.top
        self.seen.add(type(top).__name__)
        board = top if isinstance(top, BoardScene) else None
        for worker in (getattr(board, "worker", None), getattr(board, "hint_worker", None)):
            if worker is not None and not worker.wait(WORKER_WAIT):
                raise self.failure(f"an AI decision took over {WORKER_WAIT:.0f} s on {self._where()}")
        self._check_progress(board)

    def _reopen(self) -> None:
        from labdesk.ui.scenes.menu import MenuScene

        self.app.running = True
        self.app.reset(MenuScene(self.app))

    def _check_progress(self, board) -> None:
        """A board on top with no one able to act and nothing changing (no move, no animation
        ending, no viewer change), frame after frame, is a match that can no longer progress.
        Frames under another scene (pause, rules) neither count nor reset the count."""
        if board is None or board.spectator is not None:
            return  # no board, or a replay (from the results' "Watch the replay"): nobody is meant to act
        match = board.match
        self.boards.add(match.game_id)
        seat = match.current_seat()
        if seat is not None and match.seats[seat].kind == "human" and not match.legal_actions():
            raise self.failure(f"seat {seat + 1} is to act with no legal action on {self._where()}")
        mark = (id(match), len(match.actions), seat, board.viewer, board.finished, board.anims.busy)
        if mark != self._mark or board.can_act():
            self._idle, self._mark = 0, mark
            return
        self._idle += 1
        if self._idle > STUCK_FRAMES:
            raise self.failure(f"the match cannot progress on {self._where()}: {STUCK_FRAMES} frames with "
                               f"seat {seat} to act, viewer {board.viewer}, over={match.state.is_over()}")

    def _where(self) -> str:
        names = " > ".join(type(s).__name__ for s in self.app.stack)
        return f"[{names}]" + (f" ({self.table.label()})" if self.table else "")

    def failure(self, what: str, details: str = "") -> MonkeyFailure:
        lines = [f"monkey failed (seed {self.seed}, event {self.events}, frame {self.frames}): {what}",
                 f"  reproduce: python tools/monkey.py --seed {self.seed}"
                 + (f" --game {self.table.game}" if self.table else " --menus-only"),
                 "  last events: " + "; ".join(self.recent)]
        if details:
            lines.append(details)
        return MonkeyFailure("\n".join(lines))

    # ======================= the director ==========================================================
    def _directions(self) -> dict:
        from labdesk.ui.board import BoardScene
        from labdesk.ui.scenes.dialog import ConfirmDialog, MessageDialog
        from labdesk.ui.scenes.handoff import HandoffScene
        from labdesk.ui.scenes.lesson import LessonChoiceDialog
        from labdesk.ui.scenes.menu import MenuScene
        from labdesk.ui.scenes.pause import PauseScene
        from labdesk.ui.scenes.results import ResultsScene
        from labdesk.ui.scenes.rules import RulesScene
        from labdesk.ui.scenes.settings_scene import SettingsScene
        from labdesk.ui.scenes.setup import SetupScene

        # by scene type (a subclass finds its base's entry through the MRO)
        return {MenuScene: self._at_menu, SetupScene: self._at_setup, BoardScene: self._at_board,
                HandoffScene: lambda s: self.press(s.ready), PauseScene: self._at_pause,
                RulesScene: lambda s: self.press(s.back), SettingsScene: self._at_settings,
                ResultsScene: self._at_results, ConfirmDialog: lambda s: self.press(s.cancel),
                # Learn's choice of lesson part: its other button starts a lesson too, so close it
                LessonChoiceDialog: lambda s: self.key(pygame.K_ESCAPE),
                MessageDialog: lambda s: self.press(s.ok)}

    def direct(self) -> None:
        top = self.app.top
        for cls in type(top).__mro__:
            if cls in self._director:
                self._director[cls](top)
                return
        self.key(pygame.K_ESCAPE)
        self.frame()

    def _at_menu(self, menu) -> None:
        if self.table is None:  # touring the menus
            choice = self.rng.random()
            if choice < 0.3:
                self.press(self.rng.choice(list(menu.play_buttons.values())))
            elif choice < 0.55:
                self.press(self.rng.choice(list(menu.rules_buttons.values())))
            elif choice < 0.7:
                self.press(menu.btn_settings)
            elif choice < 0.8:
                self.press(menu.btn_rules)
            else:
                self.random_gesture()
            return
        if menu.has_save and self._latest_save_is(self.table.game) and self.rng.random() < 0.8:
            self.press(menu.btn_continue)
        else:
            self.press(menu.play_buttons[self.table.game])

    @staticmethod
    def _latest_save_is(game_id: str) -> bool:
        """Whether Continue resumes a game of ``game_id`` (random keys may have started another one
        from the menu: the ring reaches every button)."""
        from labdesk.engine import saves

        try:
            return saves.read_save(saves.unfinished_saves()[0]).game_id == game_id
        except (IndexError, saves.SaveError):
            return False

    def _at_setup(self, setup) -> None:
        if self.table is None:
            if self.rng.random() < 0.3:
                self.press(setup.back)
            else:
                self.random_gesture()
            return
        if setup.game_id != self.table.game:
            self.press(setup.back)
            return
        self.choose(setup.count, str(self.table.players))
        for i, seat in enumerate(setup.seats[:self.table.players]):
            human = i < self.table.humans
            self.choose(seat["kind"], "Human" if human else "AI")
            if not human:
                self.choose(seat["level"], self.rng.choice(["random", "random", "easy"]))
        self.press(setup.start)
        from labdesk.ui.scenes.dialog import ConfirmDialog

        if isinstance(self.app.top, ConfirmDialog):  # "Replace the unfinished game?"
            self.press(self.app.top.ok)

    def choose(self, dropdown, text: str) -> None:
        """Pick a drop-down's option with real clicks: open it, click the option's button. ``text``
        is the option's label or its id (an AI level's label carries its rating: "easy · 120")."""
        options = [o for o in getattr(dropdown, "options_list", []) if isinstance(o, tuple)]
        labels = {text} | {label for label, option_id in options if option_id == text}
        if not dropdown.is_enabled or dropdown.selected_option[0] in labels:
            return
        self.click(dropdown.rect.center)
        self.frame()
        self.frame()
        expanded = dropdown.menu_states["expanded"]
        selection = getattr(expanded, "options_selection_list", None)
        items = selection.item_list if selection is not None else []
        for item in items:
            button = item.get("button_element")
            if item["text"] in labels and button is not None:
                self.press(button)
                return
        self.key(pygame.K_ESCAPE)  # not offered (e.g. this player count): close it again
        self.frame()

    def _at_board(self, board) -> None:
        if board.coach is not None and board.coach.btn_leave is not None:
            self.press(board.coach.btn_leave)  # a lesson refuses what it does not teach: leave it
            return
        wanted = self.table is not None and board.match.game_id == self.table.game and board.coach is None
        if not wanted or "PauseScene" not in self.seen:
            # another board: pause, then save and quit (the director at the pause menu); this one: the
            # pause menu at least once a part, whatever the random keys did before
            self.key(pygame.K_ESCAPE)
            self.frame()
            return
        if board.can_act():
            actions = board.match.legal_actions()
            if not board.submit(self.rng.choice(actions)):
                raise self.failure(f"a legal action was refused on {self._where()}")
            self.moves += 1
            self.recent.append(f"(played move {len(board.match.actions)})")
            self.frame()
        else:
            self.random_gesture()

    def _at_pause(self, pause) -> None:
        board_wanted = self.table is not None and pause.board.match.game_id == self.table.game
        if not board_wanted or self.rng.random() < 0.05:
            self.press(pause.buttons["quit"])  # save and quit: Continue brings it back
        else:
            self.press(pause.buttons[self.rng.choice(["resume", "resume", "resume", "rules", "settings"])])

    def _at_settings(self, settings) -> None:
        if self.rng.random() < 0.3:
            self.press(self.rng.choice([settings.mute, settings.symbols, settings.fullscreen]))
        self.press(settings.back)

    def _at_results(self, results) -> None:
        self.results += 1
        self.press(results.menu if self.rng.random() < 0.6 else results.again)

    # ======================= runs ==================================================================
    def run_table(self, table: Table, events: int, help_rate: float = 0.5) -> None:
        """Random input with the director's help until ``events`` more events were posted."""
        self.table = table
        end = self.events + events
        while self.events < end:
            on_target = self._on_target_board()
            rate = help_rate if on_target else 0.25
            if self.rng.random() < rate:
                self.direct()
            else:
                self.random_gesture()
        self.table = None

    def _on_target_board(self) -> bool:
        from labdesk.ui.board import BoardScene

        top = self.app.top
        return isinstance(top, BoardScene) and self.table is not None and top.match.game_id == self.table.game

    def run_menus(self, events: int) -> None:
        self.table = None
        end = self.events + events
        while self.events < end:
            if self.rng.random() < 0.2:
                self.direct()
            else:
                self.random_gesture()

    def summary(self) -> str:
        return (f"{self.events} events, {self.frames} frames, {self.moves} moves played, {self.results} results "
                f"screens, boards {sorted(self.boards)}, slowest frame {self.slowest * 1000:.0f} ms of CPU")


def run_part(name: str, events: int, seed: int, frame_bound: float = FRAME_BOUND) -> Monkey:
    """One part: "menus", or a game's tables (AI seats, then hot seat) sharing ``events``. Raises
    MonkeyFailure; what the app reports on stderr meanwhile is a failure too."""
    monkey = Monkey(seed, frame_bound)
    watch = _StderrWatch(sys.stderr)
    sys.stderr = watch
    try:
        if name == "menus":
            monkey.run_menus(events)
        else:
            tables = tables_for(name)
            for i, table in enumerate(tables):
                monkey.run_table(table, events // len(tables) + (events % len(tables) if i == 0 else 0))
    finally:
        sys.stderr = watch.real
    if watch.reports:
        raise monkey.failure("the app reported a problem on stderr: " + watch.reports[0][:300])
    return monkey


def run_one(job: tuple) -> tuple[str, str, float]:
    """A part of the long run in its own process and data folder."""
    name, events, seed = job
    # in memory where the system has it: the autosave's fsync after every move is the app's real
    # cost but says nothing about the UI, and the long run does thousands of moves
    memory = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="labdesk-monkey-", dir=memory) as folder:
        os.environ["LABDESK_DATA_DIR"] = folder
        try:
            monkey = run_part(name, events, seed)
        except MonkeyFailure as exc:
            return name, f"FAIL {exc}", time.perf_counter() - start
    return name, f"ok   {monkey.summary()}", time.perf_counter() - start


def main() -> int:
    from labdesk import games

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=20_000, help="input events per board")
    parser.add_argument("--menu-events", type=int, default=10_000, help="input events through the menus")
    parser.add_argument("--seed", type=int, default=None, help="one seed for every part (default: random)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--menus-only", action="store_true")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    print(f"monkey seed {seed}", flush=True)
    built = [g for g in games.GAMES if games.is_built(g)]
    names = [] if args.menus_only else (args.game or built)
    jobs = [(g, args.events, seed) for g in names]
    if args.menu_events and not args.game:
        jobs.insert(0, ("menus", args.menu_events, seed))
    failed = 0
    with ProcessPoolExecutor(args.jobs) as pool:
        for name, outcome, seconds in pool.map(run_one, jobs):
            failed += outcome.startswith("FAIL")
            print(f"{name:16} {seconds:6.1f}s  {outcome}", flush=True)
    print(f"monkey: {len(jobs)} parts, {failed} failed (seed {seed})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
