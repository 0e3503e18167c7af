"""``BoardScene``: the base class every game board (and the generic board) builds on.

It owns the Match and runs the turn loop: human input becomes ``submit(action)``; AI seats think in a
worker thread (``AIWorker``) while the window keeps drawing; every applied action's events are turned
into tweens by the board's ``animate(event, actor)`` and played by the animation queue at the chosen
speed (a click skips); when the queue is empty the board's ``sync()`` redraws from the observation,
which is always the truth. Between two human seats of a game with hidden hands it shows the hand-off
screen, it autosaves after every action and goes to the results when the game is over.

A game board overrides (see docs/ui.md): ``layout_name``, ``build()``, ``sync()``, ``animate()``,
``draw_board()`` and ``board_event()``; optionally ``MERGED`` + ``animate_group()``, ``on_play()``
and ``on_skip()``. Temporary animated pieces go in ``self.overlay`` (``labdesk.ui.table.overlay``),
which the scene clears before every ``sync()`` and draws above the board.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Hashable

import pygame
import pygame_gui

from labdesk.engine.core import Action, Event, IllegalAction
from labdesk.engine.match import LogEntry, Match, seat_label
from labdesk.i18n import _
from labdesk.ui import access, audit, gui, online_play, theme
from labdesk.ui.layout import Layout, current_text_size
from labdesk.ui.scene import Scene
from labdesk.ui.table import focus as focus_kit
from labdesk.ui.table import cardsize, geometry, labels
from labdesk.ui.table import log as log_kit
from labdesk.ui.table.focus import FocusRing
from labdesk.ui.table.hand import HandView
from labdesk.ui.table.hitmap import HitMap
from labdesk.ui.table.magnifier import Magnifier
from labdesk.ui.table.overlay import Overlay
from labdesk.ui.table.prompt import PromptBar
from labdesk.ui.sprites import DRAG_THRESHOLD
from labdesk.ui.table.tips import HoverTips
from labdesk.ui.tween import AnimationQueue, Call, Tween, Wait, as_steps
from labdesk.ui.worker import AIWorker

#: seconds after a click in which a different target that came under the pointer takes no click (a
#: double-click, or a second click made before the screen settled, never lands on a new choice)
CLICK_SETTLE = 0.6
HEADER_H = 36  # the top of a seat's panel that holds its name and turn mark
CLICK_NEAR = 24  # pixels from the last press that count as the same spot (a double-click, a quick repeat)
TOAST_SECONDS = 3.5
TOAST_TEXT = 20  # a toast's text at 100 %
TOAST_TOP = 64  # a toast pushed up by what it must not cover stops below the toolbar row
TOAST_NARROWER = (760, 560, 420)  # the widths a toast tries where its own shape covers the table
TOAST_LINES = 5  # a longer toast's words step down towards 100 % first
TOAST_MOST_LINES = 8  # ... and at 100 % it may take this many where it covers nothing that must show


def _distinct(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    return [pygame.Rect(r) for r in dict.fromkeys(tuple(r) for r in rects)]


TOOLBAR_PX = 19  # the theme's @toolbar_button size
TOOLBAR_LEAST = 64  # a toolbar button's least width at a larger text size (its words alike in size)


def toolbar_rects(rects: list[pygame.Rect], labels: list[str]) -> list[pygame.Rect]:
    """The toolbar's buttons from right to left (``rects`` in that order): as laid out at 100 %; at a
    larger text size each as wide as its words at their floor need (the toolbar's 19 px at 1.3 times
    at 150 %; ``TOOLBAR_LEAST`` at least), laid from the first's right edge leftwards
    with the layout's gaps: "Undo turn" wider, "Hint" narrower, the row no longer than at 100 % in
    either language (the "X is thinking" pill left of it keeps its room)."""
    if access.text_scale() <= 1:
        return [pygame.Rect(r) for r in rects]
    words = theme.font(cardsize.floor_px(TOOLBAR_PX))
    out, edge = [], rects[0].right
    for i, (rect, label) in enumerate(zip(rects, labels)):
        gap = rects[i - 1].x - rect.right if i else 0
        width = max(TOOLBAR_LEAST, words.size(label)[0] + 2 * gui.ROOM + 4)
        edge -= gap
        out.append(pygame.Rect(edge - width, rect.y, width, rect.height))
        edge -= width
    return out


class BoardScene(Scene):
    name = "board"
    collect_when_gone = True  # its layers are whole-screen surfaces
    #: scenes/<layout_name>.tmx, loaded into ``self.layout`` (None: no layout file)
    layout_name: str | None = None
    #: event types whose consecutive runs animate as ONE step, through ``animate_group``
    MERGED: tuple[type, ...] = ()
    #: the file this board's game came from and is saved to after every action (Continue, ``play
    #: --load FILE``; set by ``make_board``); None for a new game, which claims a free autosave file
    #: of its own at its first save, so an unfinished game is never written over
    save_path: Path | None = None
    _claimed: Path | None = None  # a new game's autosave file, once claimed
    _played_here = False  # an action was applied on this board (the game did not arrive finished)
    #: a lesson's coach (``labdesk.ui.table.coach.Coach``): it sees input first, may refuse actions,
    #: and draws over the board
    coach = None
    _warned_autosave_off = False
    #: the replay viewer's controls when the board only shows a recorded game (``watch_only``)
    spectator = None
    #: every seat's hidden cards are shown (a finished game's replay, "every hand": ``show_point``)
    open_hands = False
    #: the one log a board shows, at the layout's ``log`` rectangle: scrolled, filtered, marked (the
    #: board draws no log of its own)
    log_view: log_kit.LogPanel | None = None
    log_size = 18  # the log's text size
    _log_drag: tuple[int, int] | None = None  # (pointer y, offset) when a drag in the log began
    #: the kit parts keyboard focus reads (``focus_targets``): the viewer's hand and the board's hit map
    hand: HandView | None = None
    hits: HitMap | None = None
    #: the layout's areas a toast keeps off where a place allows: rows of cards a player reads (a hint
    #: lay over Explosion's test tubes)
    toast_rather: tuple[str, ...] = ()

    def __init__(self, app, match: Match, *, autosave: bool = True):
        super().__init__(app)
        self.match = match
        self.layout: Layout | None = Layout.load(self.layout_name) if self.layout_name else None
        self.anims = AnimationQueue(app.settings.animation_speed)
        self.overlay = Overlay(pygame.Rect((0, 0), app.size))
        self.autosave = autosave
        self.version = 0  # bumped on every change of the match: stale AI results are dropped
        self.worker: AIWorker | None = None
        self.hint_worker: AIWorker | None = None
        self.hint_action: Action | None = None
        self.nudged: tuple | None = None  # (match version, Hint): a nudge shown, its move kept for the next press
        self.toast: tuple[str, float] | None = None
        self.hint_said = ""  # the last hint's toast: it goes when the person acts
        self.toast_brief = ""  # the toast in fewer words, where no place is clear for it whole
        self.toast_about: list[pygame.Rect] = []  # what the toast speaks of (the card clicked): it lies elsewhere
        self._toast_spot: tuple[tuple, tuple, pygame.Rect, bool] | None = None  # for what message the toast
        # was placed, its (lines, size), where, and whether that place was clear
        self._refused: tuple[str, int] = ("", -1)  # the last refusal's toast and the match version it spoke of
        self._toast_lines: tuple[tuple[list[str], int], pygame.Surface] | None = None  # the last wrapped toast, drawn
        self.clock = 0.0
        self.finished = False
        self._stale = True  # the view needs a sync() once the queue is empty
        self._obs_cache: tuple[tuple, dict] | None = None
        self._shown_obs: dict | None = None  # the observation the view was last synced from
        self.shown_version = 0  # bumped when that observation is replaced: a cached table picture keys on it
        self._queueing = False  # play_events is asking the board for steps
        self._log_held = 0  # the newest log lines whose events' animations have not started
        self._pressed = None  # (where, what, the view's fingerprint) of a left press a release may answer
        self._last_click: tuple[list, tuple[int, int], float] | None = None  # what took a click where, the
        # press, until when it guards
        self._refused_press = False  # the click guard refused the last press: its release goes too
        self.viewer: int | None = self._first_viewer()
        self.mouse: tuple[int, int] = (-1, -1)  # the pointer in canvas pixels, from the last mouse event
        self.focus = FocusRing()  # keyboard play: Tab / arrows, Enter or Space, Esc
        self.tips = HoverTips()  # the full names behind short codes; the board sets them in sync()
        match.on_change = self._on_match_change
        self.make_widgets()
        self._stale = False

    def make_widgets(self) -> None:
        """The toolbar, then the board's own ``build()`` and a ``sync()``: also after a language switch,
        so a board's words, widgets and cached pictures come out in the new language, and after a change
        of text size, on the layout's table for that size."""
        if self.layout is not None and self.layout.text_size != current_text_size():
            self.layout = Layout.load(self.layout_name)
        self._make_toolbar()
        self.build()
        self._make_log_view()
        self._resync()

    def _make_log_view(self) -> None:
        if not (self.layout and self.layout.has("log")):
            return
        before = self.log_view
        size = access.scaled(self.log_size)  # fewer, larger lines
        self.log_view = log_kit.LogPanel(self.layout.rect("log"), size, only=before.only if before else None)

    def retranslate(self) -> None:
        self.skip_animations()  # queued tweens move pieces of the old build
        super().retranslate()

    # ======================= what a game board overrides =======================================
    def build(self) -> None:
        """Create sprites and widgets once (positions from ``self.layout``)."""

    def sync(self) -> None:
        """Make the view match ``self.obs`` exactly (called at start, after every animation batch,
        after undo and when the viewer changes). Rebuild sprites/text from the observation here."""

    def animate(self, event: Event, actor: int | None):
        """Tweens that show one event (events play one after another). ``actor`` is the seat that
        acted. Return None (no animation), a Tween or a list of tweens (one step, played together)
        or a list of lists of tweens (several steps, one after another). The view is re-synced
        afterwards, so animations may use temporary pieces: put them in ``self.overlay``."""
        return None

    def animate_group(self, events: list[Event], actor: int | None):
        """A run of consecutive events whose types are in ``MERGED``, as one step: by default every
        event's tweens together (a bonus phase's gains all at once). Returns what ``animate`` may."""
        return [t for event in events for step in as_steps(self.animate(event, actor)) for t in step]

    def on_play(self, events: list[Event], actor: int | None) -> None:
        """An applied action's events are about to play: hide what must not stay on screen while
        they do (a card's menu, highlights). The prompt bar hides itself while busy."""

    def on_skip(self) -> None:
        """A click or key skipped the queued animations (every tween is at its end)."""

    def handoff_case(self, seat: int) -> str:
        """Why the screen is passed to ``seat`` (a key of ``labdesk.ui.scenes.handoff.NOTES``): "turn";
        a board whose people decide out of turn says "reaction" or "choice"."""
        return "turn"

    def demo_animation(self) -> Tween | list[Tween]:
        """A representative animation for ``labdesk bench`` (frame time with tweens running):
        override with something your board really plays, e.g. a card sliding to a hand."""
        return Wait(0.5)

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the table: background, piles, sprites, the log (widgets are drawn on top)."""
        surface.fill(theme.BG)

    def board_event(self, event: pygame.event.Event) -> None:
        """Input while the viewer may act (their turn, no animation). Call ``self.submit(action)``."""

    @property
    def in_lesson(self) -> bool:
        """A lesson's steps are running: the learner reads at their own pace, so no prompt counts down."""
        return self.coach is not None and not self.coach.run.finished

    def dialog_open(self) -> bool:
        """The lesson's closing note lies over the finished board."""
        return self.coach is not None and self.coach.run.finished

    @property
    def show_odds(self) -> bool:
        """Whether odds and previews are drawn: the player's setting, and always during a lesson."""
        return self.app.settings.show_odds or self.coach is not None

    def element_rect(self, name: str) -> pygame.Rect | None:
        """Where the named element is on screen now ("end_turn", "hand:26", "hex:1,0"...: each board
        documents its names), or None when it is not shown. Computed by the same layout functions
        drawing and input use; lessons point at elements through it."""
        return None

    def arrow_to(self, name: str) -> bool:
        """Whether a lesson's arrow may lead to the element (False: its ring alone shows it, e.g. a
        hand card risen over its neighbours, which an arrow would cross to reach it)."""
        return True

    def focus_areas(self) -> list[tuple[Hashable, pygame.Rect]]:
        """Places the keyboard may use besides the board's buttons, usable hand cards and hit map:
        (key, rect) of what a click there uses (pieces on a board the hit map does not hold)."""
        return []

    def holding(self) -> bool:
        """True while a press picked a piece up that a release puts down (a drag in progress): the
        keyboard then carries it to the next target."""
        return False

    def cancel_selection(self) -> bool:
        """Esc: drop a half-made choice (a selected card, an open menu); True when there was one."""
        return False

    def focus_targets(self) -> list[focus_kit.Target]:
        """What the keyboard can use now, in reading order: the board's visible, enabled buttons
        (not the toolbar: it has its keys), the usable cards of ``hand``, the regions of ``hits``
        and ``focus_areas()``."""
        if not self.can_act():
            return []
        found = focus_kit.widget_targets(self.ui.elements, leave_out=self.toolbar_buttons())
        if self.hand is not None:
            found += [focus_kit.Target(("hand", s.key), self.hand.pointable(s), ring=self.hand.risen(s))
                      for s in self.hand.sprites if s.visible and self.hand.usable(s.key)]
        if self.hits is not None:
            found += [focus_kit.Target(("hit", hit.key), hit.rect) for hit in self.hits
                      if self.focus_hit(hit.key, hit.rect)]
        found += [focus_kit.Target(("area", key), pygame.Rect(rect)) for key, rect in self.focus_areas()]
        return focus_kit.reading_order(found)

    def focus_key(self, event: pygame.event.Event) -> bool:
        return False  # the board routes keys itself (``_route_event``): its Esc and locks come first

    def draw_focus(self, surface: pygame.Surface) -> None:
        """Drawn in ``draw``, under a lesson's panel."""

    def focus_hit(self, key: Hashable, rect: pygame.Rect) -> bool:
        """Whether the keyboard stops at this region of ``hits``: every one, unless a board knows
        that only some areas matter for the decision now (a click elsewhere still answers)."""
        return True

    def kit_parts(self, kind: type) -> list:
        """The board's pieces of one kit type (its hands, prompts, hit maps), whatever it calls them."""
        return [part for part in vars(self).values() if isinstance(part, kind)]

    def _place_tooltips(self) -> None:
        """A shown tooltip goes beside its button, on the screen and over none of the other buttons
        (pygame_gui puts it at the pointer, over the next choice or past the edge)."""
        buttons = [w for w in self.ui.elements if w.visible]
        for widget in buttons:
            tip = getattr(widget, "tool_tip", None)
            if tip is None:
                continue
            rect = geometry.place_tip(tip.rect.size, widget.get_abs_rect(), pygame.Rect((0, 0), self.app.size),
                                      [w.get_abs_rect() for w in buttons if w is not widget])
            if rect.topleft != tip.rect.topleft:
                tip.set_position(rect.topleft)

    def shown_button_rects(self) -> list[pygame.Rect]:
        """Where the board's shown buttons are, the toolbar's left out."""
        return [w.get_abs_rect() for w in self.ui.elements if w.visible and w.get_abs_rect().top >= TOAST_TOP]

    def coach_obstacles(self) -> list[pygame.Rect]:
        """What a lesson's arrow keeps off and its panel does not cover: the hand cards, the hit
        regions and the buttons."""
        rects = [s.rect for hand in self.kit_parts(HandView) for s in hand.sprites if s.visible]
        return rects + [hit.rect for hits in self.kit_parts(HitMap) for hit in hits] + self.shown_button_rects()

    def word_rects(self) -> list[pygame.Rect]:
        """Where the board's words are now (its table, prompt and log, not what is drawn over them):
        drawn once more under the audit's recorder, for a lesson's arrow to pass round them where it
        can; the prompts and the log whole."""
        def paint(canvas: pygame.Surface) -> None:
            self.draw_board(canvas)
            if self.log_view is not None:
                self._draw_log_view(canvas)
        areas = [prompt.rect for prompt in self.kit_parts(PromptBar) if prompt.text]
        if self.log_view is not None:
            areas.append(pygame.Rect(self.log_view.rect))
        return audit.words_drawn(paint, self.app.size) + areas

    def coach_areas(self) -> dict[str, pygame.Rect]:
        """Named places where a lesson's panel may sit without hiding what the lesson needs (the
        log, say), best first; a step may ask for one by name. The coach falls back to the screen's
        corners."""
        return {}

    # ======================= what a board uses ===================================================
    @property
    def state(self):
        return self.match.state

    @property
    def names(self) -> list[str]:
        return self.match.names()

    @property
    def me(self) -> int:
        """The seat drawn at the bottom of the screen: the viewer, or seat 0 for a spectator."""
        return self.viewer if self.viewer is not None else 0

    @property
    def you(self) -> int | None:
        """The seat the board's words may address as "you": the viewer, but nobody in a replay,
        whose words name every player ("Ana's turn")."""
        return None if self.spectator is not None else self.viewer

    @property
    def obs(self) -> dict:
        """The viewer's observation as the table shows it, with every hand when ``open_hands``:
        while a move's animations play, the one the view was last synced from (``animate`` gets
        the newest); otherwise ``latest_obs``."""
        if self.anims.busy and not self._queueing and self._shown_obs is not None:
            return self._shown_obs  # what the table shows until the queue has played the change
        return self.latest_obs

    @property
    def latest_obs(self) -> dict:
        """The observation after the newest action, also while its animations still play (cached
        until the match, the viewer or ``open_hands`` changes)."""
        key = (self.version, self.viewer, self.open_hands)
        if self._obs_cache is None or self._obs_cache[0] != key:
            state = self.match.state
            observe = state.open_observation if self.open_hands else state.observation
            self._obs_cache = (key, observe(self.viewer))
        return self._obs_cache[1]

    @property
    def shown_obs(self) -> dict:
        """The observation the table shows now; while ``animate`` makes a move's steps, the one from
        before the move (``obs`` is the newest then)."""
        return self._shown_obs if self._shown_obs is not None else self.latest_obs

    def show_obs(self, obs: dict, then=None, delay: float = 0.0) -> Tween:
        """A tween for the start of a step: from there the table shows ``obs`` (``latest_obs``, or
        a halfway observation the board derives from it and ``shown_obs``) and the view is re-synced
        from it, while the rest of the queue plays on. So hands and counters change at the step
        that shows the change, not before the move's first step or after its last. ``then`` runs
        after the sync (hide a card that is still to arrive); ``delay`` waits in the step (a card's
        flight) first. The overlay's pieces stay."""
        def show() -> None:
            self._shown_obs = obs
            self.shown_version += 1
            self.sync()
            if then is not None:
                then()
        return Call(show, delay=delay)

    def shown_log(self) -> list[LogEntry]:
        """The log's entries whose events have played: a line appears when its event's animation
        starts, so the log never tells an outcome while the animation deciding it still plays."""
        entries = self.match.log_entries
        return entries[:len(entries) - self._log_held] if self._log_held else entries

    def can_act(self) -> bool:
        """True when a human at the screen may choose an action now."""
        seat = self.match.current_seat()
        return (self.spectator is None and seat is not None and self.match.is_human_turn() and seat == self.viewer
                and not self.anims.busy and not self.finished)

    def legal_actions(self) -> list[Action]:
        return self.match.legal_actions() if self.can_act() else []

    def submit(self, action: Action) -> bool:
        """Apply a human's action; refused actions show their reason and change nothing."""
        if not self.can_act():
            return False
        if self.coach is not None and (reason := self.coach.refusal(action)):
            self.show_message(reason)
            self.app.sound.play("error")
            return False
        actor = self.match.current_seat()
        try:
            if self._ends_private_turn(action, actor):
                # people pass the screen next: what this action reveals is watched by all at the
                # table, so it plays in the public view, with no hand showing
                self._set_viewer(None)
                self._resync()
            events = self.match.apply(action)
        except IllegalAction as exc:
            self.refuse(str(exc))
            self.app.sound.play("error")
            return False
        self.hint_action = None
        if self.match.current_seat() == self.viewer:  # the same person decides again: a board redrawn
            for hand in self.kit_parts(HandView):     # while the move still animates keeps their hand still
                hand.steady = True
        if self.toast is not None and self.toast[0] == self.hint_said:
            self.toast = None  # the advice was for the decision just taken
        if self.coach is not None:
            self.coach.acted(action)
        self.play_events(events, actor)
        return True

    def _ends_private_turn(self, action: Action, actor: int) -> bool:
        """Whether ``action`` hands the turn on in a hot-seat game with private hands (another person
        holds the screen after it, so the hand shown now must go before anything plays)."""
        humans = [i for i, s in enumerate(self.match.seats) if s.kind == "human"]
        if len(humans) < 2 or not self.match.spec.hidden_information or self.coach is not None or self.match.remote:
            return False  # (online, the next person's view comes from the server after the move)
        after = self.match.state.clone()
        after.apply(action)  # an illegal action raises here, before anything changed
        return after.current_player() != actor

    def play_events(self, events: list[Event], actor: int | None) -> None:
        """Queue the steps of applied events: each event's ``animate`` steps in turn, and each run
        of consecutive ``MERGED`` events as the one step of ``animate_group``."""
        self._queueing = True  # ``obs`` is the newest observation while the steps are made
        try:
            self.on_play(events, actor)
            names, i, waiting = self.names, 0, 0
            while i < len(events):
                if isinstance(events[i], self.MERGED):
                    j = i
                    while j < len(events) and isinstance(events[j], self.MERGED):
                        j += 1
                    steps = as_steps(self.animate_group(events[i:j], actor))
                else:
                    j = i + 1
                    steps = as_steps(self.animate(events[i], actor))
                # the lines of these events (and of unanimated ones before) show as their first step starts
                waiting += sum(1 for e in events[i:j] if e.describe(names))
                if steps and waiting:
                    self._log_held += waiting
                    first, start = steps[0][0], steps[0][0].on_start  # the step keeps its tweens
                    first.on_start = lambda n=waiting, f=start: (self._release_log(n), f and f())
                    waiting = 0
                for step in steps:
                    self.anims.add(step)
                i = j
            if self.anims.busy:  # the lines of unanimated events at the end show when the queue ends
                self._log_held += waiting
        finally:
            self._queueing = False
        self._stale = True

    def _release_log(self, lines: int) -> None:
        self._log_held = max(0, self._log_held - lines)

    def skip_animations(self) -> None:
        """Every queued tween to its end (callbacks run in order), the overlay's fading labels gone."""
        self.anims.skip()
        self._log_held = 0
        self.overlay.finish()
        self.on_skip()

    def settle_view(self) -> None:
        """A pending sync now, when no animation runs: the seat panels and hands then belong to the
        viewer set since the last frame, so a move played or clicked before that frame finds them."""
        if self._stale and not self.anims.busy:
            self._stale = False
            self._resync()

    def show_message(self, text: str, seconds: float = TOAST_SECONDS, about: list[pygame.Rect] | None = None,
                     brief: str = "") -> None:
        """The toast: ``text`` for ``seconds``; ``about``, the places it speaks of, it never covers;
        ``brief``, a shorter wording it shows where no place is clear for the whole one (a hint's
        close call without the search's figures). It reads as a sentence, so it starts with a
        capital (the rules' refusals are phrased to follow a colon elsewhere: "the top Nurture paper
        costs 6 research points; ...")."""
        self.toast = (text[:1].upper() + text[1:], self.clock + seconds)
        self.toast_brief = brief[:1].upper() + brief[1:]
        self.toast_about = [pygame.Rect(r) for r in about or ()]

    def speed(self) -> float:
        return self.anims.speed

    def seat_label(self, seat: int) -> str:
        """The seat's name, with its AI level for an AI ("Boris · AI easy", "AI 1 · easy")."""
        from labdesk.ui.scenes.common import level_name

        s = self.match.seats[seat]
        return seat_label(s.name, s.level if s.kind == "ai" else None, level_name)

    @staticmethod
    def draw_log_panel(surface: pygame.Surface, rect: pygame.Rect, title: str = log_kit.LOG_TITLE) -> None:
        """The log's panel and heading (``labdesk.ui.table.log.draw_log_panel``)."""
        log_kit.draw_log_panel(surface, rect, title)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, size: int = 18, title: str = log_kit.LOG_TITLE,
                 panel: bool = True) -> None:
        """The match log in ``rect`` (``labdesk.ui.table.log.draw_log``); ``panel=False`` when the
        panel is already in a pre-rendered background."""
        log_kit.draw_log(surface, rect, self.match.log, size, title, panel)

    # ======================= the turn loop =======================================================
    def _first_viewer(self) -> int | None:
        humans = [i for i, s in enumerate(self.match.seats) if s.kind == "human" and not self.match.elsewhere(i)]
        if not humans:
            return None  # AI only: a spectator sees public information
        if len(humans) > 1 and self.match.spec.hidden_information:
            return None  # nobody's hand shows until the first hand-off
        seat = self.match.current_seat()
        return seat if seat in humans else humans[0]

    def autosave_is_on(self) -> bool:
        """Whether this game is being saved: while an autosave the app could not read is kept, new
        games in the data folder are not saved (a game continued from its own file still is)."""
        return self.autosave and not (self.app.autosave_blocked and self.save_path is None)

    def save_file(self) -> Path | None:
        """The file this game is saved to (None: a new game not saved yet)."""
        return Path(self.save_path) if self.save_path else self._claimed

    def save_now(self) -> None:
        """Write the game to its save file (a finished game has nothing to save)."""
        from labdesk.engine import saves

        if self.autosave_is_on() and not self.match.state.is_over():
            if self.save_file() is None:
                self._claimed = saves.new_autosave_path()
            saves.write_save(self.match, self.save_file())

    def _on_match_change(self, match: Match) -> None:
        self.version += 1
        self._played_here = True
        if self.autosave and not self.autosave_is_on():
            if not self._warned_autosave_off:  # said once per game, long enough to be read
                self._warned_autosave_off = True
                self.show_message(_("Autosave is off: the old save could not be read (Continue on the menu "
                                    "can move it aside)"), 9)
            return
        try:
            self.save_now()
        except OSError as exc:  # a full disk must not end the game
            self.show_message(_("Autosave failed: {reason}").format(reason=exc.strerror or exc))

    def update(self, dt: float) -> None:
        self._update_table(dt)
        if self.coach is not None:  # after the table: the lesson is placed for the board as it now is
            self.coach.update(dt)
            for magnifier in self.kit_parts(Magnifier):  # and its panel (with its buttons) stays in view
                magnifier.avoid = magnifier.avoid + [self.coach.panel]

    def _update_table(self, dt: float) -> None:
        self.clock += dt
        for events, actor in self.match.arrivals():  # an online table's moves, from the server
            self.play_events(events, actor)
        if self.match.remote:
            online_play.poll(self)
        self.anims.speed = self.app.settings.animation_speed
        # a card shown large names itself: its name tip would lie over the enlargement
        enlarged = any(magnifier.rect() is not None for magnifier in self.kit_parts(Magnifier))
        self.tips.update(dt, self.mouse, enabled=not self.anims.busy and not enlarged)
        if self.toast and (self.clock > self.toast[1] or self._refusal_stale()):
            self.toast = None
        self._poll_hint()
        if access.reduce_motion() and (self.anims.busy or self.overlay.busy):
            self.skip_animations()  # every animation at its end in the frame it was queued
        self.overlay.update(dt * self.anims.speed)
        self._place_tooltips()
        seat = self.match.current_seat()
        header = self.header_rect(seat) if seat is not None else None
        # the log is drawn after the board, so an enlargement there would lose its lower lines under it
        log = [pygame.Rect(self.log_view.rect)] if self.log_view is not None else []
        for magnifier in self.kit_parts(Magnifier):  # the kit's: hands, prompts, buttons, whose turn it is
            magnifier.avoid = BoardScene.toast_keep_clear(self) + ([header] if header is not None else []) + log
        if self.anims.busy:
            self.anims.update(dt)
            if self.anims.busy:
                self._maybe_start_ai()  # think ahead while the last move is still animating
                return
        if self._stale:
            self._stale = False
            self._resync()
        if self.spectator is not None:  # a replay: its controls move the game, nobody plays
            self.spectator.update(dt)
            return
        if self.finished:
            return
        if self.match.state.is_over():
            self._finish()
            return
        seat = self.match.current_seat()
        if self.match.elsewhere(seat):
            return  # played on another computer: its move arrives with ``arrivals``
        if self.match.seats[seat].kind == "ai":
            self._maybe_start_ai()
            self._poll_ai()
        elif seat != self.viewer:
            self._change_viewer(seat)

    def busy(self) -> bool:
        """Moving pieces, an AI or a hint thinking (its dots pulse), a toast until it goes, a view
        to sync, a replay playing, a seat of the AI to play, the game to finish."""
        seat = self.match.current_seat()
        ai_to_play = (seat is not None and self.match.seats[seat].kind == "ai" and self.spectator is None
                      and not self.match.elsewhere(seat))
        return bool(self.anims.busy or self.overlay.busy or self.worker is not None or self.hint_worker is not None
                    or self.toast is not None or self._stale or (ai_to_play and not self.finished)
                    or (self.spectator is not None and self.spectator.playing)
                    or (self.match.state.is_over() and not self.finished))

    def _resync(self) -> None:
        """The observation is the truth again: temporary pieces go, the board redraws from it."""
        self.overlay.clear()
        self._log_held = 0
        self._shown_obs = self.latest_obs
        self.shown_version += 1
        entries = self.match.log_entries
        # the same person decides next (whether or not the last move's animation has ended yet)
        seat = self.match.current_seat()
        steady = (self.spectator is None and seat is not None and seat == self.viewer and self.match.is_human_turn()
                  and not self.finished and bool(entries) and entries[-1].actor == self.viewer)
        for hand in self.kit_parts(HandView):
            hand.steady = steady  # the same person decides again: the hand keeps its places
        self.sync()

    def _maybe_start_ai(self) -> None:
        seat = self.match.current_seat()
        if (self.spectator is not None or seat is None or self.match.seats[seat].kind != "ai"
                or self.worker is not None or self.match.elsewhere(seat)):
            return
        self.worker = AIWorker(self.match.ai_player(seat), self.match.state.clone(), tag=(self.version, seat))

    def _poll_ai(self) -> None:
        worker = self.worker
        if worker is None or not worker.done:
            return
        self.worker = None
        if worker.tag != (self.version, self.match.current_seat()):
            return  # the match moved on (undo, load): think again
        actor = self.match.current_seat()
        action = worker.result
        if worker.error is not None or action not in self.match.legal_actions():
            # an AI bug must not end the evening: report it, and let the seat play a legal move
            reason = worker.error or IllegalAction(f"AI chose an illegal action: {action}")
            print(f"labdesk: AI for seat {actor} failed: {reason!r}", file=sys.stderr)
            self.show_message(_("{name}'s AI had a problem and played a fallback move").format(name=self.names[actor]))
            action = self.match.legal_actions()[0]
        events = self.match.apply(action)
        self.play_events(events, actor)
        self.anims.add(Wait(self.app.settings.ai_pace))  # a person can follow it (Settings: AI pace)

    def _change_viewer(self, seat: int) -> None:
        if self.match.needs_handoff(self.viewer, seat) or (
                self.viewer is None and self.match.spec.hidden_information):
            from labdesk.ui.scenes.handoff import HandoffScene

            # the board is not updated or drawn while the opaque hand-off scene covers it; a message to
            # the person leaving the screen is not for the next one
            self.toast = None
            self.app.push(HandoffScene(self.app, self.names[seat], lambda: self._set_viewer(seat), board=self,
                                      catch_up=log_kit.catch_up(self.match.log_entries, seat),
                                      case=self.handoff_case(seat)))
        else:
            self._set_viewer(seat)

    def _set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.hint_action = None
        # the last person's pointer is not the next one's: nothing is hovered until the mouse moves
        self.mouse = (-1, -1)
        self._last_click = None  # and the last person's click guards nothing of the next one's
        self._stale = True

    # ======================= spectator mode (the replay viewer) ==================================
    def watch_only(self, controls) -> None:
        """Show a recorded game: ``controls`` (``labdesk.ui.scenes.replay.ReplayControls``) get the
        input, update and draw over the board; nobody acts, no AI thinks, nothing is saved."""
        self.spectator = controls
        self.autosave = False
        self._hide_toolbar()

    def show_point(self, viewer: int | None, open_hands: bool = False) -> None:
        """The match was moved to another point (``Match.rewind``) or the view changed: redraw it as
        ``viewer`` sees it, with every seat's hidden cards when ``open_hands``."""
        self.skip_animations()
        self.open_hands = open_hands
        self._set_viewer(viewer)

    def _finish(self) -> None:
        self.finished = True
        from labdesk.engine import saves
        from labdesk.ui.scenes.results import ResultsScene

        if self.match.remote:
            online_play.finish_online(self)
            return

        # only a game finished on this board goes to the history, and only its own save is removed:
        # a game that arrived finished (a loaded file) is not recorded again and removes nothing
        if self._played_here and self.autosave:
            path = self.save_file() if self.autosave_is_on() else None
            try:
                saves.finish_save(self.match, path)
            except OSError as exc:  # a full disk: the save stays, the results still show
                print(f"labdesk: the game could not be added to the history: {exc}", file=sys.stderr)
        self.app.sound.play("win")
        self.app.replace(ResultsScene(self.app, self.match))

    # ======================= undo / hint / pause =================================================
    def undo(self, whole_turn: bool = False) -> None:
        """Take back the last move (Ctrl+Z), or with ``whole_turn`` every move of this turn up to the
        last reveal (Ctrl+Shift+Z)."""
        if self.anims.busy or not self.match.can_undo():
            self.show_message(_("Nothing to undo"))
            return
        self.match.undo_turn() if whole_turn else self.match.undo()
        self.hint_action = None
        self._stale = True

    def hint(self) -> None:
        """Ask the adviser (on the worker thread); with the "nudge first" setting, the first press at a
        position says what to look at and the next one the move (kept, not asked again)."""
        if not self.can_act() or self.hint_worker is not None:
            return
        if self.nudged is not None and self.nudged[0] == self.version:
            self._show_advice(self.nudged[1])
            return
        if self.match.remote:  # the server advises, from a world resampled from this seat's view
            self.hint_worker = self.match.ask_hint(tag=self.version)
            self.show_message(_("Thinking about a hint…"), 10)
            return
        from labdesk.ai.adviser import position_seed
        from labdesk.ai.hints import HintPlayer

        seed = position_seed(self.match.seed, len(self.match.actions))
        self.hint_worker = AIWorker(HintPlayer(self.match.game_id, self.match.names(), seed),
                                    self.match.state.clone(), tag=self.version)
        self.show_message(_("Thinking about a hint…"), 10)

    def _poll_hint(self) -> None:
        worker = self.hint_worker
        if worker is None or not worker.done:
            return
        self.hint_worker = None
        if worker.tag != self.version or worker.error is not None:
            self.toast = None
            return
        advice = worker.result  # a labdesk.ai.hints.Hint
        if self.app.settings.hint_level == "nudge" and advice.nudge:
            self.nudged = (self.version, advice)
            self.show_message(_("Hint: {nudge} (Hint again: the hard AI's move)").format(nudge=advice.nudge), 9)
            self.hint_said = self.toast[0]
            return
        self._show_advice(advice)

    def _show_advice(self, advice) -> None:
        """The hint's move, outlined on the board, and why."""
        self.nudged = None
        self.hint_action = advice.action
        said = _("Hard AI suggests: {action}. {reason}")
        action = self.action_label(advice.action)
        self.show_message(said.format(action=action, reason=advice.reason), 9,
                          brief=said.format(action=action, reason=advice.brief) if advice.brief else "")
        self.hint_said = self.toast[0]

    def action_label(self, action: Action) -> str:
        """How an action is written on buttons and hints (games may override)."""
        return str(action)

    def pause(self) -> None:
        from labdesk.ui.scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self))

    # ======================= events and drawing ==================================================
    def _make_toolbar(self) -> None:
        def place(name: str, default: tuple[int, int, int, int]) -> pygame.Rect:
            if self.layout and self.layout.has(name):
                return self.layout.rect(name)
            return pygame.Rect(default)

        w = self.app.size[0]
        cls = pygame_gui.core.ObjectID(class_id="@toolbar_button")
        undo = place("btn_undo", (w - 364, 10, 112, 42))
        pause_at, hint_at, undo_at, undo_turn_at = toolbar_rects(  # (widened for a larger text)
            [place("btn_pause", (w - 124, 10, 112, 42)), place("btn_hint", (w - 244, 10, 112, 42)), undo,
             place("btn_undo_turn", tuple(undo.move(-undo.width - 10, 0)))],
            [_("Pause"), _("Hint"), _("Undo"), _("Undo turn")])
        self.btn_pause = pygame_gui.elements.UIButton(pause_at, _("Pause"),
                                                      manager=self.app.manager, container=self.ui, object_id=cls,
                                                      tool_tip_text=_("Pause menu (Esc)"))
        self.btn_hint = pygame_gui.elements.UIButton(hint_at, _("Hint"),
                                                     manager=self.app.manager, container=self.ui, object_id=cls,
                                                     tool_tip_text=_("What the hard AI would do here, and why (H)"))
        self.btn_undo = pygame_gui.elements.UIButton(undo_at, _("Undo"),
                                                     manager=self.app.manager, container=self.ui, object_id=cls,
                                                     tool_tip_text=_("Take back your last move (Ctrl+Z; "
                                                                     "the whole turn: Ctrl+Shift+Z)"))
        self.btn_undo_turn = pygame_gui.elements.UIButton(
            undo_turn_at, _("Undo turn"), manager=self.app.manager, container=self.ui,
            object_id=cls, tool_tip_text=_("Take back every move of this turn since the last reveal (Ctrl+Shift+Z)"))
        from labdesk.ui.scenes.common import fit_tooltip

        for widget in self.toolbar_buttons():
            fit_tooltip(widget, self.app.manager)
        self._toolbar_state = None
        self._hide_toolbar()

    def toolbar_buttons(self) -> tuple:
        return self.btn_pause, self.btn_hint, self.btn_undo, self.btn_undo_turn

    def _hide_toolbar(self) -> None:
        if self.spectator is not None:  # a replay has its own controls there
            for widget in self.toolbar_buttons():
                widget.hide()

    def _refresh_toolbar(self) -> None:
        undo = self.can_act() and self.match.can_undo()
        state = (undo, self.can_act() and self.hint_worker is None, undo)
        if state == self._toolbar_state:
            return
        self._toolbar_state = state
        for button, enabled in zip((self.btn_undo, self.btn_hint, self.btn_undo_turn), state):
            button.enable() if enabled else button.disable()

    # ======================= the click guard =====================================================
    def clickable(self) -> list[tuple[pygame.Rect, tuple]]:
        """What takes a click now and where, topmost first: the shown buttons (by label), then, when
        the viewer may act, the hand's cards and the hit map's regions."""
        found = [(element.get_abs_rect(), ("button", element.text)) for element in self.ui.elements
                 if isinstance(element, pygame_gui.elements.UIButton) and element.visible and element.is_enabled
                 and element not in self.toolbar_buttons()]
        if not self.can_act():
            return found
        if self.hand is not None:
            cards = sorted(reversed(self.hand.sprites), key=lambda s: s.hover > 0, reverse=True)
            found += [(pygame.Rect(s.rect), ("target", s.key)) for s in cards if s.visible]
        if self.hits is not None:
            found += [(pygame.Rect(hit.rect), ("target", hit.key)) for hit in reversed(list(self.hits))]
        return found

    @staticmethod
    def _first_at(clickable, pos) -> tuple | None:
        return next((what for rect, what in clickable if rect.collidepoint(pos)), None)

    def identity_at(self, pos) -> tuple | None:
        """What a click at ``pos`` would use now (None: nothing there takes a click)."""
        return self._first_at(self.clickable(), pos)

    def click_live(self, pos) -> bool:
        """False while a click at ``pos`` would be refused: less than ``CLICK_SETTLE`` seconds after
        a click on the same spot, something else than was there then has come under it."""
        last = self._last_click
        if last is None or self.clock >= last[2]:
            return True
        if abs(pos[0] - last[1][0]) > CLICK_NEAR or abs(pos[1] - last[1][1]) > CLICK_NEAR:
            return True
        now = self.identity_at(pos)
        return now is None or now == self._first_at(last[0], pos)

    def swallows(self, event: pygame.event.Event) -> bool:
        """A press refused by ``click_live`` and its release; a release ending an accepted press (a
        drag) always goes through."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            refused, self._refused_press = self._refused_press, False
            return refused
        if not self.click_live(event.pos):
            self._refused_press = True
            return True
        self._last_click = (self.clickable(), tuple(event.pos), self.clock + CLICK_SETTLE)  # what was where
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos  # hover code reads it every frame, also while input is locked
        if self.coach is not None and self.coach.handle(event):
            return
        if self.log_view is not None and self._log_event(event):
            return
        if self.spectator is not None:
            self.spectator.handle_event(event)
            return
        # the viewer changed (a hand-off) or a move landed after this frame's update: hit-test the
        # board the next person sees, not the panels of the last one
        self.settle_view()
        self._click_start(event)
        self._route_event(event)
        self._answer_click(event)

    def _route_event(self, event: pygame.event.Event) -> None:
        self.focus.pointer_used(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not (self.focus.back_out(self) or self.cancel_selection()):
                self.pause()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.btn_pause:
            self.pause()
            return
        if self.anims.busy:
            # input is locked while animations play; a click or a key skips to the end
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.skip_animations()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in (self.btn_undo, self.btn_undo_turn):
                self.undo(whole_turn=event.ui_element is self.btn_undo_turn)
                return
            if event.ui_element is self.btn_hint:
                self.hint()
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo(whole_turn=bool(event.mod & pygame.KMOD_SHIFT))
                return
            if event.key == pygame.K_h:
                self.hint()
                return
        if self.can_act() and not self.focus.handle_key(event, self):
            self.board_event(event)

    # ======================= a click always answers =============================================
    def why_not(self, key: Hashable) -> str | None:
        """Why a click on ``key`` (a hand card's or a hit-map key) did nothing now, in the rules'
        words when the board knows them; None: the kit says something general."""
        return None

    def click_target(self, pos) -> tuple[Hashable, bool, pygame.Rect] | None:
        """What a click at ``pos`` is about: (its key, whether it is a hand card, where it is), or None."""
        sprite = self.hand.card_at(pos) if self.hand is not None else None
        if sprite is not None:
            return sprite.key, True, pygame.Rect(sprite.rect)
        hit = self.hits.at(pos) if self.hits is not None else None
        return (hit.key, False, pygame.Rect(hit.rect)) if hit is not None else None

    def _view_fingerprint(self) -> tuple:
        """What a click can change in the view: the match, the toast, the queue and the board's own
        plain attributes (a selection, an open menu); containers by identity and size."""
        parts = [self.version, self.toast, self.anims.busy, self.overlay.busy, self.focus.key]
        for name, value in vars(self).items():
            if name in ("mouse", "clock", "toast", "toast_about", "_toast_spot", "_pressed"):
                continue
            parts.append((id(value), len(value)) if isinstance(value, (list, dict, set)) else value)
        return tuple(parts)

    def _click_start(self, event: pygame.event.Event) -> None:
        """A left press on a card or a region: answered now when it is not the viewer's turn, else
        remembered for the release to answer if the click changes nothing."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.finished or self.anims.busy:
            return
        target = self.click_target(event.pos)
        if target is None:
            return
        if self.can_act():
            self._pressed = (event.pos, target, self._view_fingerprint())
        elif (seat := self.match.current_seat()) is not None and seat != self.viewer:
            self.show_message(_("Not your turn: {name} is playing").format(name=self.names[seat]), 2.5, [target[2]])

    def _answer_click(self, event: pygame.event.Event) -> None:
        """A click on a card or a region that changed nothing gets a reason in the toast."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or self._pressed is None:
            return
        (x, y), (key, in_hand, where), before = self._pressed
        self._pressed = None
        if math.hypot(event.pos[0] - x, event.pos[1] - y) > DRAG_THRESHOLD or self._view_fingerprint() != before:
            return  # a drag, or the click did something
        reason = self.why_not(key) or (_("That card can't be used now") if in_hand else _("Nothing to do there now"))
        self.refuse(reason, 2.5, [where])  # beside the card it speaks of, not over it

    def refuse(self, reason: str, seconds: float = TOAST_SECONDS, about: list[pygame.Rect] | None = None) -> None:
        """Say why a click or a move did nothing: a toast that goes as soon as the game moves on (it
        spoke of the decision then: "Characters are picked at the start of a round" stayed into the
        next round's picking)."""
        self.show_message(reason, seconds, about)
        self._refused = (self.toast[0], self.version)

    def _refusal_stale(self) -> bool:
        text, version = self._refused
        return self.toast[0] == text and version != self.version

    def _log_event(self, event: pygame.event.Event) -> bool:
        """Scroll or filter the log: the wheel or a drag over it, its filter chip, its "new lines" bar,
        PageUp/PageDown, Home/End (in a replay those two move through the game). True when the log
        took the event."""
        view = self.log_view
        texts = view.shown(self.shown_log())[0]
        if event.type == pygame.MOUSEWHEEL and view.rect.collidepoint(self.mouse):
            view.step(texts, log_kit.WHEEL_ENTRIES * event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and view.rect.collidepoint(event.pos):
            if view.chip_rect().collidepoint(event.pos):
                view.next_filter(len(self.match.seats))
            elif (bar := view.new_lines_rect()) is not None and bar.collidepoint(event.pos):
                view.scroll_to_end(texts, oldest=False)
            else:
                self._log_drag = (event.pos[1], view.offset)
        elif event.type == pygame.MOUSEMOTION and self._log_drag is not None:
            y, offset = self._log_drag
            view.offset = offset
            view.step(texts, (event.pos[1] - y) // (view.size + 6))  # drag down: older lines
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._log_drag is not None:
            self._log_drag = None
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            view.page(texts, 1 if event.key == pygame.K_PAGEUP else -1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END) and self.spectator is None:
            view.scroll_to_end(texts, oldest=event.key == pygame.K_HOME)
        else:
            return False
        return True

    def _log_room(self) -> pygame.Rect:
        """The log's rectangle: the layout's, less the part a lesson's panel takes (the log keeps the
        larger side of it; the panel never lies over the lines it would hide)."""
        rect = self.layout.rect("log")
        panel = self.coach.panel if self.coach is not None else None
        if panel is None or not panel.colliderect(rect):
            return rect
        above = pygame.Rect(rect.x, rect.y, rect.width, max(0, panel.top - 8 - rect.y))
        below = pygame.Rect(rect.x, panel.bottom + 8, rect.width, max(0, rect.bottom - panel.bottom - 8))
        return max(above, below, key=lambda r: r.height)

    def _draw_log_view(self, surface: pygame.Surface) -> None:
        """The log: the whole game, its filter, the marker."""
        room = self._log_room()
        if room.height < log_kit.title_height() + 2 * self.log_view.size:
            return  # no room for a line beside the lesson: the lesson's words come first
        self.log_view.rect = room
        entries = self.shown_log()
        self.log_view.since = None if self.you is None else log_kit.since_last_turn(entries, self.you)
        self.log_view.draw_view(surface, entries, self.names)
        audit.protect(self.log_view.rect, "log")

    def draw(self, surface: pygame.Surface) -> None:
        self._refresh_toolbar()
        if audit.active():
            self.note_regions()
        self.draw_board(surface)
        if self.log_view is not None:
            self._draw_log_view(surface)
        self.overlay.draw(surface)
        self.tips.draw(surface)
        self.focus.draw(surface, self)
        if self.coach is not None:
            self.coach.draw(surface)
        self._draw_status(surface)
        if self.spectator is not None:
            self.spectator.draw(surface)

    def note_regions(self) -> None:
        """Tell the layout audit what no overlay may cover: the shown buttons (widgets are drawn over
        everything) and the current player's header (``header_rect``)."""
        for rect in self.shown_button_rects():
            audit.protect(rect, "button")
        seat = self.match.current_seat()
        header = self.header_rect(seat) if seat is not None else None
        if header is not None:
            audit.protect(header, "header", self.names[seat])
        if self.toast:
            for rect in self.toast_about:
                audit.protect(rect, "spoken", self.toast[0])
            for target in self.focus_targets():
                audit.protect(target.rect, "usable", str(target.key))

    def seat_panel(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s panel (name, turn mark, figures) is; a board returns it (None: no panel)."""
        return None

    def header_rect(self, seat: int) -> pygame.Rect | None:
        """The top of ``seat``'s panel, its name and turn mark: no overlay covers it while it plays."""
        panel = self.seat_panel(seat)
        return None if panel is None else pygame.Rect(panel.x, panel.y, panel.width, min(panel.height, HEADER_H))

    def _status_rect(self) -> pygame.Rect:
        """Where "X is thinking" shows: the layout's ``status`` (else top right), ending left of the
        toolbar's Undo turn button."""
        if self.layout and self.layout.has("status"):
            rect = self.layout.rect("status")
        else:
            rect = pygame.Rect(self.app.size[0] - 860, 12, 360, 38)
        rect.width = min(rect.width, self.btn_undo_turn.relative_rect.x - 10 - rect.x)
        return rect

    def _toast_area(self) -> pygame.Rect:
        """Where the toast sits: the layout's ``toast`` rectangle (centred at its bottom), else the
        bottom centre of the screen. Widgets are drawn over the board, so a board with buttons at
        the bottom centre must move the toast off them (Lab Wars' Eureka hid its refusals)."""
        if self.layout and self.layout.has("toast"):
            return self.layout.rect("toast")
        w, h = self.app.size
        return pygame.Rect(0, 0, w, h - 15)

    def _toast_box(self, message: str) -> tuple[pygame.Surface, pygame.Rect]:
        """The toast's text and box. It is placed once for a message (``_toast_shape``) and stays while
        its place stays clear: one that followed each change (a hovered card's growth) would jump about
        under the pointer."""
        avoid, rather = self._toast_obstacles()
        kind = (message, tuple(self.app.size), access.text_scale(), tuple(map(tuple, self.toast_about)))  # placed
        # anew at another text size: its words are another size
        spot = self._toast_spot
        if spot is None or spot[0] != kind or (spot[3] and spot[2].collidelist(avoid) >= 0):
            # nor where the pointer rests now: a toast under it would wait unseen (``toast_waits``)
            pointer = [pygame.Rect(self.mouse[0] - 24, self.mouse[1] - 24, 48, 48)] if self.mouse[0] >= 0 else []
            avoid = avoid + pointer
            # its layout shapes, then in fewer words (``toast_brief``), then down the layout's
            # ``toast_column``: the first clear place for the whole wording, else the first try
            tries = [(message, self._toast_shape)]
            tries += [(self.toast_brief, self._toast_shape)] if self.toast_brief else []
            if self.layout and self.layout.has("toast_column"):
                tries += [(said, self._toast_column_shape) for said, _shape in tries]
            lines, size, place, clear, whole = shape = tries[0][1](message, avoid, rather)
            for said, shaped in tries[1:]:
                if clear and whole:
                    break
                lines, size, place, clear, whole = shaped(said, avoid, rather)
            if not (clear and whole):
                lines, size, place, clear, whole = shape
            spot = self._toast_spot = (kind, (lines, size), place, clear)
        lines, size = spot[1]
        if len(lines) == 1:
            text = theme.text(lines[0], size)
        elif self._toast_lines is not None and self._toast_lines[0] == (lines, size):
            text = self._toast_lines[1]
        else:
            rendered = [theme.text(line, size) for line in lines]
            text = pygame.Surface((max(r.get_width() for r in rendered), sum(r.get_height() for r in rendered)),
                                  pygame.SRCALPHA)
            y = 0
            for r in rendered:
                text.blit(r, r.get_rect(midtop=(text.get_width() // 2, y)))
                y += r.get_height()
            self._toast_lines = ((lines, size), text)
        return text, pygame.Rect(spot[2])

    def _toast_shape(self, message: str, avoid: list[pygame.Rect],
                     rather: list[pygame.Rect]) -> tuple[list[str], int, pygame.Rect, bool, bool]:
        """The toast's lines, text size and place, whether that place is clear of ``avoid`` and whether
        the lines hold the whole message (a longer one ends in "…"). First
        its layout shape: as wide as its ``toast`` area (a long one as wide as ``toast_span``: a hint's
        reason with its plan is whole), its words stepping down towards 100 % before it takes more than
        ``TOAST_LINES`` lines. Where that shape covers some of the table, narrower shapes are tried (a hint
        lay over Explosion's tube row and Experiment's task cards while the empty corner beside them
        could hold it in four lines), and the widest for one that is long for its own area."""
        area = self._toast_area()
        span = self.layout.rect("toast_span") if self.layout and self.layout.has("toast_span") else area
        widest = min(1100, area.width - 36)
        if len(theme.wrap(message, widest, access.scaled(TOAST_TEXT))) > 3 and span.width > area.width:
            widest = min(1100, span.width - 36)
        reach = span.union(area)
        w, h = self.app.size
        bounds = pygame.Rect(8, TOAST_TOP, w - 16, h - 8 - TOAST_TOP)  # off the window's edges
        best = None
        wider = [1100] if widest < 1100 else []  # a hint long for its own area may be whole here
        for width in [widest] + [n for n in TOAST_NARROWER if n < widest] + wider:
            size = access.scaled(TOAST_TEXT)
            if width < widest and len(theme.wrap(message, width, size)) > TOAST_LINES:
                continue  # a narrower shape keeps the player's text size, or is not tried
            while size > TOAST_TEXT and len(theme.wrap(message, width, size)) > TOAST_LINES:
                size = max(TOAST_TEXT, size - 2)
            count = len(theme.wrap(message, width, size))
            lines = theme.wrap(message, width, size, max_lines=TOAST_MOST_LINES)
            measured = [theme.font(size).size(line) for line in lines]  # as ``theme.text`` renders them
            box = pygame.Rect(0, 0, max(m[0] for m in measured) + 36, sum(m[1] for m in measured) + 18)
            box.midbottom = (area.centerx, area.bottom)
            box.x = max(reach.left, min(box.x, reach.right - box.width))
            place, covering = geometry.free_place(box, bounds, avoid, rather)
            # over none of what must show (else the least of it); then whole; then over the least of
            # the table, in fewer lines
            score = (-min(covering, 0), count > TOAST_MOST_LINES, max(covering, 0), count > TOAST_LINES)
            if best is None or score < best[0]:
                best = (score, (lines, size, place, covering >= 0, count <= TOAST_MOST_LINES))
            if score == (0, False, 0, False):
                break
        return best[1]

    def _toast_column_shape(self, message: str, avoid: list[pygame.Rect],
                            rather: list[pygame.Rect]) -> tuple[list[str], int, pygame.Rect, bool, bool]:
        """The toast down the layout's ``toast_column`` (Wrong Chemistry's seat panels), as many lines as
        it holds: a long hint has no other place clear of the molecule's hexes and the supply's discs.
        Its words step down towards 100 % until a place in the column is clear for them, at its foot
        where it can be (below the viewer's own header and first lines)."""
        column = self.layout.rect("toast_column")
        size = access.scaled(TOAST_TEXT)
        while True:
            lines = theme.wrap(message, column.width - 36, size)
            measured = [theme.font(size).size(line) for line in lines]
            height = sum(m[1] for m in measured) + 18
            box = pygame.Rect(0, 0, max(m[0] for m in measured) + 36, min(height, column.height))
            box.midbottom = column.midbottom
            place, covering = geometry.free_place(box, column, avoid, rather)
            if (height <= column.height and covering >= 0) or size <= TOAST_TEXT:
                return lines, size, place, covering >= 0, height <= column.height
            size = max(TOAST_TEXT, size - 2)

    def _toast_obstacles(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What a toast never covers (``toast_keep_clear``, what it speaks of, the log, what the person
        can use now), and what it keeps off where a place allows: the board's other cards and regions
        (a refusal lay over the tube row it refused)."""
        avoid = self.toast_keep_clear() + self.toast_about + ([self.log_view.rect] if self.log_view else [])
        avoid += [target.rect for target in self.focus_targets()]
        return _distinct(avoid), _distinct(self.toast_rather_avoid())

    def toast_rather_avoid(self) -> list[pygame.Rect]:
        """What a toast keeps off where a place allows: the board's regions, its layout's ``toast_rather``
        areas and every seat's panel."""
        rects = [hit.rect for hit in self.hits] if self.hits is not None else []
        rects += [self.layout.rect(name) for name in self.toast_rather if self.layout and self.layout.has(name)]
        return rects + [panel for panel in map(self.seat_panel, range(len(self.match.seats))) if panel is not None]

    def toast_waits(self, box: pygame.Rect) -> bool:
        """Whether the toast waits unseen this frame: a card shown large over its place, or the card
        itself, is being read (the hint's toast lay over the enlarged card's rule text, or over the
        card pointed at), or the pointer (or the keyboard's ring) is on its place: where no place was
        free, a toast never hides what the person reaches for; or the lesson's closing note is up (a
        dialog over the finished board). It shows again when they go."""
        if self.coach is not None and self.coach.run.finished:
            return True
        if box.collidepoint(self.mouse) or (self.focus.visible and (ring := self.focus.current(self.focus_targets()))
                                            is not None and ring.rect.colliderect(box)):
            return True
        for magnifier in self.kit_parts(Magnifier):
            shown, read = magnifier.rect(), magnifier.showing()
            if shown is not None and (shown.colliderect(box) or (read is not None and read[1].colliderect(box))):
                return True
        return False

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """What a toast never covers: the viewer's hands, the prompts, the board's buttons, the viewer's
        and the current player's headers, the lesson's panel and the elements its step points at. A
        board adds its own."""
        areas = [hand.area.unionall([s.rect for s in hand.sprites if s.visible] or [hand.area])
                 for hand in self.kit_parts(HandView)]
        areas += [prompt.rect for prompt in self.kit_parts(PromptBar)] + self.shown_button_rects()
        seats = {self.viewer, self.match.current_seat()} - {None}
        areas += [rect for rect in (self.header_rect(seat) for seat in seats) if rect is not None]
        if self.coach is not None:
            areas.append(self.coach.panel)
            areas += [rect for rect in self.coach.target_rects() if rect is not None]
        return areas

    def _draw_status(self, surface: pygame.Surface) -> None:
        seat = self.match.current_seat()
        rect = self._status_rect()
        if self.match.remote and not self.finished:
            online_play.draw_connection(self, surface, rect)
        if self.worker is not None and seat is not None and not self.finished:
            # "thinking…" with three pulsing dots: the window is alive while the AI works
            theme.panel(surface, rect, theme.PANEL, theme.ACCENT, radius=rect.height // 2)
            thinking = _("{name} is thinking").format(name=self.names[seat])
            words, px = labels.fitted(thinking, 18, rect.width - 80, rect.height - 4)  # the player's size
            label = theme.text(words, px)
            surface.blit(label, label.get_rect(midleft=(rect.x + 16, rect.centery)))
            for i in range(3):
                phase = (math.sin(self.clock * 6 - i * 0.9) + 1) / 2
                colour = [int(a + (b - a) * phase) for a, b in zip(theme.LINE, theme.ACCENT)]
                pygame.draw.circle(surface, colour, (rect.right - 52 + i * 16, rect.centery), 5)
        if self.toast:
            text, box = self._toast_box(self.toast[0])
            if self.toast_waits(box):
                return
            audit.overlay(box, "toast", self.toast[0])
            theme.panel(surface, box, theme.BG_DARK, theme.WARN, radius=10)
            surface.blit(text, text.get_rect(center=box.center))

    def on_uncover(self) -> None:
        super().on_uncover()
        # the settings may have changed under the pause menu (colour-blind symbols, speed): redraw
        # the view from the observation with them
        self._stale = True

    def on_exit(self) -> None:
        self.anims.clear()
        self.match.on_change = None
        self.match.close()
        super().on_exit()
