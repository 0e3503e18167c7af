"""The app: one window, one logical 1600x900 canvas scaled to any window size, a scene stack, and the
helpers the command line uses (``run``, ``render_screenshot``, ``bench_frames``)."""
from __future__ import annotations

import gc
import os
import time
import traceback
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from labdesk import i18n
from labdesk.ui import access, art, audit, theme
from labdesk.ui.boards import make_board, match_from_play, settle
from labdesk.ui.pads import PAD_EVENTS, Pads

if TYPE_CHECKING:  # pygame_gui comes with the first widget, after the first frame (see App.manager)
    from labdesk.ui.scene import Scene

FPS = 60
SETTLE_SECONDS = 1.5  # frames go on this long after the last input: hover delays, tooltips (1 s), easing
# At rest the loop sleeps this long between looks at the event queue (the first input waits at most
# that long). pygame.event.wait is no cheaper: it looks at the queue every millisecond.
IDLE_POLL_MS = 25
# events that change nothing on screen by themselves: a resting controller's stick trembles
QUIET = (pygame.CONTROLLERAXISMOTION, pygame.JOYAXISMOTION, pygame.JOYBALLMOTION, pygame.CONTROLLERSENSORUPDATE)
MIN_WINDOW = (640, 360)  # the smallest window the canvas shrinks into (a quarter of a 1280x720 screen)


def read_history_ahead():
    """Read the history off the UI thread into its index (``history.entries``), so that History and
    Statistics open at once: reading and checking 500 recorded games takes a second or more."""
    from labdesk.engine import history
    from labdesk.ui.worker import TaskWorker

    return TaskWorker(lambda _told, _cancelled: history.entries())


def _smooth_scaling_hints() -> None:
    """Scale the 1600x900 canvas to any window size, smoothly. By default pygame's SCALED uses exact
    integer scaling in a window: a window between 1x and 2x shows the canvas unscaled in the middle,
    and a smaller window crops it. pygame reads its own switch under the name
    "SDL_HINT_RENDER_SCALE_QUALITY"; SDL's filter hint is "SDL_RENDER_SCALE_QUALITY" (linear keeps
    text readable when the canvas is shrunk). A value the user set in the environment wins."""
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")


def window_size_for(desktop: tuple[int, int], canvas: tuple[int, int]) -> tuple[int, int]:
    """The window size to open with: the canvas at 1:1 when it fits in 90 % of the desktop, else
    the canvas shrunk (same aspect) to fit, never below MIN_WINDOW."""
    dw, dh = desktop
    cw, ch = canvas
    scale = min(1.0, 0.9 * dw / cw, 0.9 * dh / ch)
    scale = max(scale, MIN_WINDOW[0] / cw, MIN_WINDOW[1] / ch)
    return round(cw * scale), round(ch * scale)


class App:
    def __init__(self, *, headless: bool = False, settings=None, sound: bool = True):
        from labdesk.settings import load_settings, settings_problems
        from labdesk.ui.sound import Sound
        from labdesk.userdata import remove_leftover_temp_files

        remove_leftover_temp_files()  # from writes killed mid-way

        self.headless = headless
        self.size = theme.CANVAS
        self.settings = settings if settings is not None else load_settings()
        i18n.set_language(i18n.startup_language(self.settings.language))
        access.apply(self.settings)
        #: what of the saved settings could not be used (their defaults apply): shown once at start
        self.settings_notice: list[str] = settings_problems() if settings is None else []
        pygame.display.init()
        if not pygame.font.get_init():
            theme.forget_fonts()  # cached fonts from an earlier pygame.quit() are dead
            pygame.font.init()
        if headless:
            self.screen = pygame.display.set_mode(self.size)
        else:
            pygame.display.set_caption("labdesk")
            from labdesk.ui.art import window_icon

            pygame.display.set_icon(window_icon())
            # set_mode exactly once: SCALED scales the logical canvas to any window size and maps
            # mouse coordinates back to canvas pixels for us.
            _smooth_scaling_hints()
            self.screen = pygame.display.set_mode(self.size, pygame.SCALED | pygame.RESIZABLE)
            self._fit_window()
        if self.settings.fullscreen and not headless:
            self._toggle_fullscreen(save=False)
        self._manager = None
        self.sound = Sound(self.settings, enabled=sound and not headless)
        self.stack: list[Scene] = []
        self.running = True
        self.autosave_blocked = False  # an autosave we could not read is never overwritten
        self._below_cache: tuple[Scene, pygame.Surface] | None = None
        self._backdrops: dict[Scene, pygame.Surface] = {}  # overlay -> the shaded screen it opened over
        self._collect_garbage = False  # a scene with collect_when_gone left the stack
        self.pads = Pads()  # game controllers, as keys
        self._settle_left = 0.0  # seconds of frames still owed to the last input
        self.changed = True  # the screen must be drawn again (the stack changed); cleared by a frame

    @property
    def manager(self):
        """The widgets' pygame_gui manager, made on first use: importing pygame_gui and making the
        manager cost about half as much as opening the window, so a start-up puts the menu's first
        frame on screen before (``menu_picture``). A window loads the text boxes' fonts after its
        first frame (``run_loop``)."""
        if self._manager is None:
            from labdesk.ui.gui import make_manager

            self._manager = make_manager(self.size, preload=self.headless)
            self._manager.set_locale(i18n.language())  # pygame_gui's own few strings
        return self._manager

    # --- the scene stack --------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.changed = True
        if self.stack:
            self._snapshot_for(scene)
            self.stack[-1].on_cover()
        self.stack.append(scene)
        scene.on_enter()

    def _snapshot_for(self, overlay: Scene) -> None:
        """An overlay shows the screen as it was when it opened, widgets included: covered scenes
        hide their widgets, so the picture is taken now, while they still show."""
        if overlay.opaque:
            return
        layer = pygame.Surface(self.size)
        self.draw(layer, focus=False)  # the covered scene's focus ring is not part of its picture
        if overlay.shade:
            theme.shade(layer, overlay.shade)
        self._backdrops[overlay] = art.fast(layer)

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        self.changed = True
        scene = self.stack.pop()
        self._backdrops.pop(scene, None)
        self._leave(scene)
        if self.stack:
            self.stack[-1].on_uncover()
        else:
            self.running = False
        return scene

    def _leave(self, scene: Scene) -> None:
        scene.on_exit()
        self._collect_garbage |= scene.collect_when_gone

    def replace(self, scene: Scene) -> None:
        self.changed = True
        if self.stack:
            old = self.stack.pop()
            self._backdrops.pop(old, None)
            self._leave(old)
            if self.stack:
                self._snapshot_for(scene)
        self.stack.append(scene)
        scene.on_enter()

    def reset(self, scene: Scene) -> None:
        """Drop every scene and start over from ``scene`` (e.g. back to the menu)."""
        self.changed = True
        while self.stack:
            self._leave(self.stack.pop())
        self._backdrops.clear()
        self.stack.append(scene)
        scene.on_enter()

    # --- the language ----------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Switch the running app to ``lang`` (a key of labdesk.i18n.LANGUAGES), no restart: pictures
        holding text are dropped, every scene on the stack makes its widgets again, and the overlays'
        pictures of the screen under them are taken again. Saved with the other settings."""
        from labdesk.ui.scenes.rules import forget_pages

        i18n.set_language(lang)
        self.settings.language = i18n.language()
        forget_pages(self)  # before pygame_gui lays them all out again in the new locale
        self.manager.set_locale(i18n.language())
        self._lay_out_again()

    def set_text_size(self, percent: int) -> None:
        """The log, prompts, rules pages and the magnifier at ``percent`` (a ``settings.TEXT_SIZES``),
        no restart: every scene is laid out again, as for a new language."""
        from labdesk.ui.scenes.rules import forget_pages

        self.settings.text_size = percent
        self.settings.clamp()
        access.apply(self.settings)
        if self._manager is not None:
            from labdesk.ui.gui import size_tooltips

            size_tooltips(self._manager)
        forget_pages(self)  # rebuilt at the new size when next shown
        self._lay_out_again()

    def set_reduce_motion(self, on: bool) -> None:
        """Animations end at once and hovered cards stay put (read by the kit every frame)."""
        self.settings.reduce_motion = bool(on)
        access.apply(self.settings)

    def _lay_out_again(self) -> None:
        """Pictures holding text dropped, every scene's widgets made again, the overlays' backdrops
        taken again."""
        art.clear_cache()
        for scene in self.stack:
            scene.retranslate()
        self._retake_backdrops()

    def _retake_backdrops(self) -> None:
        """Each overlay's backdrop drawn again from the scenes under it, as ``push`` took it."""
        stack = self.stack
        for scene in stack:
            scene.ui.hide()
        try:
            for i, scene in enumerate(stack):
                if i and scene in self._backdrops:
                    self.stack = stack[:i]
                    stack[i - 1].ui.show()
                    self._snapshot_for(scene)
                    stack[i - 1].ui.hide()
        finally:
            self.stack = stack
            self._below_cache = None
        if stack:
            stack[-1].ui.show()

    # --- one frame ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in PAD_EVENTS:
            presses = self.pads.keys_for(event)
            if presses and not self.pads.used:
                self.pads.used = True  # hints show the controller's buttons from now on
            self.pads.acting = True
            try:
                for key in presses:
                    self.changed = True  # a stick's small moves are no input; its steps are
                    self.handle(key)
            finally:
                self.pads.acting = False
            return
        if self.pads.used and not self.pads.acting and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.pads.used = False  # the keyboard or the mouse again: hints show keys
            self.changed = True
        if event.type == pygame.KEYDOWN and (
                event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)):
            self._toggle_fullscreen()
            return
        from labdesk.ui.gui import BUTTON

        if event.type == BUTTON:
            self.sound.play("click")
        if self.top is not None and self.top.swallows(event):
            return
        consumed = self.manager.process_events(event)
        if consumed and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            return  # a click on a widget is the widget's (its UI_BUTTON_PRESSED event follows)
        if consumed and event.type == pygame.KEYDOWN and event.key not in (pygame.K_TAB, pygame.K_ESCAPE):
            return  # typed into a text field (Tab moves on from it, Esc goes back)
        if self.top is not None and not self.top.focus_key(event):
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
        self.manager.update(dt)
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface | None = None, focus: bool = True) -> None:
        """The stack from its topmost opaque scene up, the widgets, then (``focus``) the top scene's
        keyboard focus ring over them."""
        surface = surface or self.screen
        # draw from the topmost opaque scene up, so overlays (pause, dialogs) show what is under them
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        top = self.top
        if top is not None and not top.opaque and len(self.stack) - first > 1:
            # scenes under an overlay do not update, so their picture is rendered (and shaded) once
            surface.blit(self._below(top, first), (0, 0))
            top.draw(surface)
        else:
            if not self.stack or not self.stack[first].opaque:
                surface.fill(theme.BG)
            for scene in self.stack[first:]:
                scene.draw(surface)
        widgets = self.manager.get_sprite_group()
        if widgets.should_update_visibility:
            # widgets a scene made or removed in its update, after the manager's update: pygame_gui
            # would draw them (or the removed ones) only from the next frame, a frame out of place
            widgets.should_update_visibility = False
            widgets.update_visibility()
        if access.text_scale() > 1:
            from labdesk.ui.gui import size_widget_text  # with pygame_gui, after the first frame (``manager``)

            for scene in self.stack[first:]:  # as large as their boxes hold: the layout around stays
                size_widget_text(scene.ui.elements, self.manager, access.text_scale())
        if top is not None and top.dialog_open():
            with audit.drawing("summary"):
                self.manager.draw_ui(surface)
        else:
            self.manager.draw_ui(surface)
        if top is not None and focus:
            top.draw_focus(surface)

    def _below(self, top: Scene, first: int) -> pygame.Surface:
        if top in self._backdrops:
            return self._backdrops[top]
        if self._below_cache is None or self._below_cache[0] is not top:
            layer = pygame.Surface(self.size)
            if not self.stack[first].opaque:
                layer.fill(theme.BG)
            for scene in self.stack[first:-1]:
                scene.draw(layer)
            if top.shade:
                theme.shade(layer, top.shade)
            self._below_cache = (top, art.fast(layer))
        return self._below_cache[1]

    def frame(self, dt: float, draw: bool = True) -> None:
        """One turn of the loop: events, update, draw (``draw=False``: a test driving many frames
        draws only the ones it looks at)."""
        self._turn(pygame.event.get(), dt)
        if draw:
            self.draw()

    def step(self, events: list[pygame.event.Event], dt: float) -> bool:
        """One turn of the window's loop, which draws only when the picture may have changed: there
        was input, the scene stack changed, or something moves (``moving``). Whether it drew."""
        was_moving = self.moving()
        self._turn(events, dt)
        if not (any(e.type not in QUIET for e in events) or self.changed or was_moving or self.moving()):
            return False
        self.changed = False
        self.draw()
        return True

    def moving(self) -> bool:
        """Whether the screen changes by itself now: the top scene is busy (an animation, an AI
        thinking), the last input was moments ago (hover delays, tooltips, widgets easing), or a
        text field has the keys (its cursor blinks)."""
        if self._settle_left > 0 or (self.top is not None and self.top.busy()):
            return True
        if self._manager is None:
            return False
        from labdesk.ui.table.focus import typing_field  # with pygame_gui, after the first frame (``manager``)

        return typing_field(self._manager) is not None

    def _turn(self, events: list[pygame.event.Event], dt: float) -> None:
        if self._collect_garbage:  # now that nothing on the way out still holds the scene
            self._collect_garbage = False
            gc.collect()
        for event in events:
            self.handle(event)
        input_came = any(e.type not in QUIET for e in events) or self.changed
        self._settle_left = SETTLE_SECONDS if input_came else max(0.0, self._settle_left - dt)
        self.update(dt)

    def run_loop(self, frames: int | None = None) -> None:
        """The main loop; ``frames`` stops it after that many turns (the start-up bench). While
        something moves it runs at FPS; at rest it sleeps until an event comes, and nothing runs."""
        from labdesk.ui.gui import preload_fonts

        clock = pygame.time.Clock()
        first = True
        while self.running and self.stack and frames != 0:
            frames = None if frames is None else frames - 1
            # the first frame is drawn at once; later ones are paced, and a stall must not teleport
            # animations
            if first:
                dt, events = 0.0, pygame.event.get()
            elif self.moving() or self.changed:
                dt, events = min(clock.tick(FPS) / 1000.0, 0.1), pygame.event.get()
            else:
                pygame.time.wait(IDLE_POLL_MS)
                events = pygame.event.get()
                if not events:
                    continue  # at rest: nothing moves by itself, so nothing to update or draw
                dt = min(clock.tick() / 1000.0, 0.1)
            try:
                drawn = self.step(events, dt)
            except Exception as exc:  # noqa: BLE001 - a bug in one scene: report it, back to the menu
                self.recover(exc)
                drawn = False  # the next turn draws the menu and its dialog (``changed``)
            if drawn:
                pygame.display.flip()
            if first:
                first = False
                clock.tick()
                if not self.headless:
                    preload_fonts(self.manager)
                    read_history_ahead()
                    self.pads.start()

    def recover(self, exc: BaseException) -> None:
        """Show an unexpected error as a dialog over a fresh menu (the autosave keeps the game)."""
        from labdesk.ui.scenes.dialog import MessageDialog
        from labdesk.ui.scenes.menu import MenuScene

        traceback.print_exc()
        self.reset(MenuScene(self))
        self.push(MessageDialog(self, i18n._("Something went wrong"), _one_line(exc),
                                note=i18n._("The game so far is in the autosave: Continue may resume it.")))

    def _window(self):
        """The SDL window of the display module (None headless or where it is not available)."""
        if self.headless:
            return None
        try:
            with warnings.catch_warnings():  # deprecated in favour of a Window-first API; still works
                warnings.simplefilter("ignore", DeprecationWarning)
                return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None

    def _fit_window(self) -> None:
        """SCALED makes the canvas size the window's minimum size and, with smooth scaling, opens the
        window as large as the whole desktop: let the window shrink (small laptops) and open it at
        a size that fits the desktop with room for the title bar and task bar."""
        window = self._window()
        if window is None:
            return
        try:
            window.minimum_size = MIN_WINDOW
            desktop = pygame.display.get_desktop_sizes()[0]
            if not self.settings.fullscreen:
                window.size = window_size_for(desktop, self.size)
                window.position = pygame.WINDOWPOS_CENTERED
        except (pygame.error, IndexError, ValueError, AttributeError):
            pass  # the window stays as SDL made it

    def _toggle_fullscreen(self, save: bool = True) -> None:
        if self.headless:
            return
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return
        window = self._window()
        if window is not None:
            try:  # leaving fullscreen restores SCALED's minimum size: lower it again
                window.minimum_size = MIN_WINDOW
            except (pygame.error, ValueError):
                pass
        if save:
            from labdesk.settings import save_settings

            self.settings.fullscreen = not self.settings.fullscreen
            save_settings(self.settings)

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != bool(self.settings.fullscreen):
            self._toggle_fullscreen()

    def quit(self) -> None:
        self.running = False


# ======================= entry points for the command line ===========================================
def run(start: str | None = None, play: dict | None = None, lesson: str | None = None,
        replay: dict | None = None, join: tuple[str, str, str | None] | None = None,
        lesson_part: str = "first") -> int:
    """Open the app. ``play`` = {game, seats: list[Seat], seed, options} starts that game at once;
    {load: path} loads a save (a bad save opens the menu with a dialog giving the reason);
    ``lesson`` (a game id) opens that game's lesson (its ``lesson_part``); ``replay``, a save (the
    versioned dict), opens in the replay viewer; ``join`` (address, invite code, name) joins that
    online table from Play online (``labdesk join URL CODE``)."""
    app = App()
    first_frame_only = bool(os.environ.get("LABDESK_FIRST_FRAME_ONLY"))  # labdesk bench times start-up
    if join is not None:
        start_scene(app, "online")
        address, code, name = join
        scene = app.top
        scene.address.set_text(address)
        scene.code.set_text(code)
        if name:
            scene.player_name.set_text(name[:16])
        scene.join()
    elif start or play or lesson or replay is not None:
        start_scene(app, start, play)
    elif not open_menu(app, widgets=not first_frame_only):
        pygame.quit()
        return 0
    if lesson:
        from labdesk.ui.scenes.lesson import open_lesson

        open_lesson(app, lesson, part=lesson_part)
    if replay is not None:
        from labdesk.ui.scenes.replay import open_replay_save

        open_replay_save(app, replay)
    tell_settings_problems(app)
    # the bench asks for the first frame on screen only
    app.run_loop(frames=1 if first_frame_only else None)
    pygame.quit()
    return 0


def tell_settings_problems(app: App) -> None:
    """A dialog over the first screen naming the saved settings that could not be used, once."""
    if not app.settings_notice:
        return
    from labdesk.ui.scenes.dialog import MessageDialog

    problems, app.settings_notice = app.settings_notice, []
    app.push(MessageDialog(app, i18n._("Some settings could not be used"), "; ".join(problems),
                           note=i18n._("Those are back to their defaults and the rest are kept. The settings "
                                       "file stays as it is until you change a setting.")))


def open_menu(app: App, widgets: bool = True) -> bool:
    """Open on the menu, its first frame on screen before pygame_gui is imported when the picture
    the last start remembered still holds (``menu_picture``), else made as any frame. The menu is
    made after that frame (unless ``widgets`` is false and the frame was shown: the start-up bench
    wants the first frame only); whether it was made."""
    from labdesk.ui.scenes import menu_picture

    facts = menu_picture.show_remembered(app)
    if facts is not None and not widgets:
        return False
    from labdesk.ui.scenes.menu import MenuScene  # brings pygame_gui

    menu = MenuScene(app, facts)
    app.reset(menu)
    if facts is None:
        menu_picture.remember(app, menu)
    return True


def start_scene(app: App, start: str | None = None, play: dict | None = None) -> None:
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if play:
        from labdesk.ui.scenes.dialog import MessageDialog

        try:
            app.push(make_board(app, match_from_play(play), save_path=play.get("load")))
        except Exception as exc:  # noqa: BLE001 - a bad start request lands in a dialog, not a crash
            app.push(MessageDialog(app, i18n._("Cannot start"), _one_line(exc)))
    elif start:
        app.push(make_scene(app, start))


def _one_line(exc: BaseException) -> str:
    return (str(exc) or type(exc).__name__).splitlines()[0]


# ======================= headless helpers (screenshot, bench) =======================================
SCENE_NAMES = ("menu", "setup", "settings", "rules", "cards", "pause", "results", "handoff", "dialog", "generic",
               "history", "stats", "unfinished", "replay", "about", "online")
SCREENSHOT_TARGETS = SCENE_NAMES  # besides the game ids (each game's board)


def _headless_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def headless_app() -> App:
    """An app without a window or sound (screenshots, checks, the bench)."""
    _headless_env()
    return App(headless=True, sound=False)


def _demo_game() -> str:
    from labdesk import games

    for game_id in games.GAMES:
        if games.is_built(game_id):
            return game_id
    raise RuntimeError("no game is built yet, so there is nothing to show on a board")


def demo_match(game_id: str, seed: int, moves: int, humans: int = 1, players: int | None = None):
    """A match with ``humans`` human seats then AI seats, after ``moves`` seeded AI moves."""
    from labdesk import games
    from labdesk.engine.match import Match, Seat
    from labdesk.engine.spec import span

    spec = games.rules(game_id).spec
    count = players or (2 if 2 in spec.players else spec.players.start)
    if count not in spec.players:
        raise ValueError(f"{spec.title} takes {span(spec.players)} players, not {count}")
    names = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]
    seats = [Seat("human" if i < humans else "ai", names[i], "random") for i in range(count)]
    match = Match(game_id, seats, seed)
    for _ in range(moves):
        seat = match.current_seat()
        if seat is None:
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    return match


def finished_match(game_id: str, seed: int, limit: int = 5000, players: int | None = None):
    match = demo_match(game_id, seed, 0, humans=0, players=players)
    for _ in range(limit):
        seat = match.current_seat()
        if seat is None:
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    return match


def make_scene(app: App, target: str, seed: int = 1, moves: int = 0, game: str | None = None,
               players: int | None = None) -> Scene:
    """A scene by name (menu, setup, settings, rules, cards, pause, results, handoff, dialog, generic,
    history, stats, unfinished, replay, about, online) or a game id (that game's board with ``moves`` AI moves
    played)."""
    from labdesk import games

    if target in games.GAMES:
        match = demo_match(target, seed, moves, humans=1, players=players)
        return make_board(app, match, autosave=False)
    if target == "menu":
        from labdesk.ui.scenes.menu import MenuScene

        return MenuScene(app)
    if target == "setup":
        from labdesk.ui.scenes.setup import SetupScene

        return SetupScene(app, game or _demo_game())
    if target == "settings":
        from labdesk.ui.scenes.settings_scene import SettingsScene

        return SettingsScene(app)
    if target == "about":
        from labdesk.ui.scenes.about import AboutScene

        return AboutScene(app)
    if target == "online":  # Play online, with the data folder's My tables
        from labdesk.ui.scenes.online import OnlineScene

        return OnlineScene(app)
    if target == "rules":
        from labdesk.ui.scenes.rules import RulesScene

        return RulesScene(app, game)
    if target == "cards":
        from labdesk.ui.scenes.catalogue import CatalogueScene

        return CatalogueScene(app, game or _demo_game())
    if target in ("history", "stats", "unfinished"):  # from the data folder's history and autosaves
        from labdesk.ui.scenes.history import HistoryScene
        from labdesk.ui.scenes.stats import StatsScene
        from labdesk.ui.scenes.unfinished import UnfinishedScene

        if target == "unfinished":
            return UnfinishedScene(app, app.top)
        return {"history": HistoryScene, "stats": StatsScene}[target](app)
    if target == "replay":  # a seeded AI game replayed, standing after ``moves`` actions (0: its end)
        from labdesk.ui.scenes.replay import replay_board

        match = finished_match(game or _demo_game(), seed, players=players)
        return replay_board(app, match.to_save(), moves or None)
    if target == "handoff":
        from labdesk.ui.scenes.handoff import HandoffScene

        from labdesk.ui.table.log import catch_up

        # the hand-off to the seat after the one that acted last, with its real catch-up
        match = demo_match(game or _demo_game(), seed, moves or 12, humans=2, players=players)
        seat = ((match.log_entries[-1].actor or 0) + 1) % len(match.seats) if match.log_entries else 0
        return HandoffScene(app, match.names()[seat], lambda: None, catch_up=catch_up(match.log_entries, seat))
    if target == "dialog":
        from labdesk.ui.scenes.dialog import MessageDialog

        reason = i18n._("the file is corrupt or truncated (JSON error at line {line})").format(line=3)
        return MessageDialog(app, i18n._("Cannot continue"), reason,
                             note=i18n._("Kept as it is, new games are not autosaved. Moved aside, it is renamed "
                                         "beside itself with today's date and autosave is on again."))
    if target in ("pause", "results", "generic"):
        game_id = game or _demo_game()
        if target == "results":
            from labdesk.ui.scenes.results import ResultsScene

            return ResultsScene(app, finished_match(game_id, seed))
        if target == "generic":
            from labdesk.ui.generic_board import GenericBoard

            return GenericBoard(app, demo_match(game_id, seed, moves), autosave=False)
        from labdesk.ui.scenes.pause import PauseScene

        board = make_board(app, demo_match(game_id, seed, moves), autosave=False)  # the game's own board, as in play

        app.push(board)  # the pause menu shows the board under it
        settle(app)
        return PauseScene(app, board)
    raise ValueError(f"unknown screen '{target}' (games: {', '.join(games.GAMES)}; scenes: {', '.join(SCENE_NAMES)})")


MODIFIERS = {"shift": pygame.KMOD_SHIFT, "ctrl": pygame.KMOD_CTRL, "alt": pygame.KMOD_ALT}


def key_presses(keys: str) -> list[tuple[int, int]]:
    """(key, modifiers) of each comma-separated pygame key name ("tab", "return", "page down"),
    each maybe after modifiers ("shift+tab", "ctrl+shift+z"); ValueError names a key unknown."""
    presses = []
    for spec in filter(None, (k.strip() for k in keys.split(","))):
        *mods, name = spec.lower().split("+")
        unknown = [m for m in mods if m not in MODIFIERS]
        if unknown:
            raise ValueError(f"unknown modifier '{unknown[0]}' in '{spec}' (modifiers: {', '.join(MODIFIERS)})")
        try:
            with warnings.catch_warnings():  # SDL knows key names before pygame.init(); pygame warns anyway
                warnings.simplefilter("ignore")
                code = pygame.key.key_code(name)
        except ValueError:
            raise ValueError(f"unknown key '{name}' (pygame key names: tab, return, space, escape, up, "
                             f"page down, f1, a...)") from None
        mod = 0
        for m in mods:
            mod |= MODIFIERS[m]
        presses.append((code, mod))
    return presses


def press_keys(app: App, presses: list[tuple[int, int]]) -> None:
    """Each key pressed and released through the app as a window would send it, the screen settled
    and a frame drawn after each."""
    canvas = pygame.Surface(app.size)
    for code, mod in presses:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            app.handle(pygame.event.Event(kind, key=code, mod=mod, unicode="", scancode=0))
        settle(app)
        app.draw(canvas)


def render_screenshot(target: str, out: Path, seed: int = 1, moves: int = 0,
                      size: tuple[int, int] = theme.CANVAS, players: int | None = None,
                      game: str | None = None, keys: str = "") -> None:
    """Render one screen headlessly to a PNG. ``target`` is "menu", a game id or a scene name;
    ``players`` sets a board's seat count (default: 2 where the game allows it); ``keys`` are
    pressed first (``key_presses``: "tab,tab,return")."""
    _headless_env()
    app = App(headless=True, sound=False)
    presses = key_presses(keys)
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if target != "menu":
        app.push(make_scene(app, target, seed, moves, game=game, players=players))
    settle(app)  # boards: AI seats play on to the human's turn, animations settled
    press_keys(app, presses)
    canvas = pygame.Surface(app.size)
    app.draw(canvas)
    if tuple(size) != tuple(app.size):
        canvas = pygame.transform.smoothscale(canvas, tuple(size))
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(canvas, str(out))


def _built_games() -> list[str]:
    from labdesk import games

    return [g for g in games.GAMES if games.is_built(g)]


def bench_frames(frames: int = 120, scenes: list[str] | None = None) -> dict[str, float]:
    """Median milliseconds of update+draw per scene at 1600x900, animations running."""
    import statistics

    _headless_env()
    app = App(headless=True, sound=False)
    from labdesk.ui.scenes.menu import MenuScene

    names = list(scenes) if scenes else [n for n in SCENE_NAMES if n != "dialog"] + _built_games()
    if not _built_games():
        names = [n for n in names if n not in ("pause", "results", "generic")]
    results: dict[str, float] = {}
    canvas = app.screen  # the display surface, as in the app
    for name in names:
        app.reset(MenuScene(app))
        if name != "menu":
            app.push(make_scene(app, name, seed=1, moves=4))
        _keep_busy(app)
        times = []
        for i in range(frames):
            if i % 30 == 0:
                _keep_busy(app)
            t0 = time.perf_counter()
            app.update(1 / 60)
            app.draw(canvas)
            times.append((time.perf_counter() - t0) * 1000)
        results[name] = round(statistics.median(times[5:]), 3)
    # A board may time its own interactions too (a drag, say): BENCH_INTERACTIONS in its module maps
    # a name to a function (app, frames) -> median ms, reported as "<game>-<name>".
    from labdesk import games

    for game_id in _built_games():
        if scenes and game_id not in scenes:
            continue
        module = games.board_module(game_id)
        for label, measure in getattr(module, "BENCH_INTERACTIONS", {}).items():
            app.reset(MenuScene(app))
            results[f"{game_id}-{label}"] = measure(app, frames)
    app.reset(MenuScene(app))
    return results


def _keep_busy(app: App) -> None:
    """Give the top scene something to animate so the bench measures frames with tweens running."""
    from labdesk.ui.board import BoardScene

    top = app.top
    if isinstance(top, BoardScene):
        top.anims.add(top.demo_animation())
