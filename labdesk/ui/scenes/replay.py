"""The replay viewer: a recorded game on its own board in spectator mode, with a control bar.

The board (``make_board``) shows a match that ``labdesk.engine.replay.Replay`` stands at any action
index; ``ReplayControls`` is the board's ``spectator``: it gets the input, moves the match and draws
the bar in the board's top band (where the toolbar is during a game). A step forward applies the next
recorded action, so it animates as it did in the game; every other move (back, a jump) rewinds the
match to the rebuilt state and redraws.

Keys: Left/Right one action, Up/Down the previous/next round or turn, Home/End the deal/the end,
Space play/pause, +/- speed, V whose view, Esc close. The timeline jumps where it is clicked.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from labdesk.engine.replay import Replay
from labdesk.i18n import N_, _, pgettext
from labdesk.ui import access, theme
from labdesk.ui.boards import make_board

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # actions a second while playing (animations run at the app's speed)
EVERY_HAND = None  # every seat's hidden cards, the bench following whoever acts (a finished game)
BAR = pygame.Rect(776, 6, 816, 50)  # in the board's top band, right of the boards' titles
ICON = 36
GAP = 4
MARK_SECONDS = 12  # a mark's line stays this long in the board's message area

UNIT_WORDS = {"round": N_("Round {n}"), "turn": N_("Turn {n}")}


@dataclass(frozen=True)
class BarLayout:
    """Where the bar's parts are: drawing and clicks both ask ``bar_layout``."""
    start: pygame.Rect
    previous_point: pygame.Rect
    back: pygame.Rect
    play: pygame.Rect
    forward: pygame.Rect
    next_point: pygame.Rect
    timeline: pygame.Rect
    speed: pygame.Rect
    view: pygame.Rect
    close: pygame.Rect


def bar_rect(board) -> pygame.Rect:
    """``BAR``, starting right of the board's header (the layout's rectangles in the top band:
    Explosion's round line runs past ``BAR``'s left edge), so the bar never covers it."""
    top = [rect for name, rect in ((board.layout.objects() if board.layout else {}).items())
           if rect.width and rect.bottom <= BAR.bottom and not name.startswith("btn_") and name not in ("status", "toast")]
    left = max([BAR.x] + [rect.right + 8 for rect in top])
    return pygame.Rect(left, BAR.y, BAR.right - left, bar_height())


def bar_height() -> int:
    """``BAR``'s height, a little taller at a larger text size: the timeline's caption stands over
    its track, and both keep inside the boards' top band."""
    return BAR.height + round(12 * (access.text_scale() - 1))


BUTTON_TEXT = 17  # the bar's button labels (bold) at 100 %


def button_px() -> int:
    """The bar's button labels at the player's text size, as far as the bar's height holds them."""
    return theme.size_for_height(bar_height() - 18, access.scaled(BUTTON_TEXT), BUTTON_TEXT, True)


def label_width(texts) -> int:
    """The width a button needs for the longest of ``texts`` at the player's text size, its padding
    included (the timeline gives up the room)."""
    return max((theme.font(button_px(), True).size(t)[0] for t in texts), default=0) + 20


def bar_layout(bar: pygame.Rect = BAR, views: tuple[str, ...] = (), close_text: str = "") -> BarLayout:
    """The bar's parts; the view button as wide as the longest of ``views`` (every view it cycles
    through, so it neither cuts a name nor moves when clicked) and Close as wide as its word."""
    y, h = bar.y + 3, bar.height - 6
    x = bar.x + 8
    icons = []
    icon = ICON if access.text_scale() <= 1 else ICON - 8  # drawn shapes: their room goes to the words
    for _n in range(6):
        icons.append(pygame.Rect(x, y, icon, h))
        x += icon + GAP
    narrow = bar.width < BAR.width - 60  # the view and close buttons give the timeline room
    close_width = max(84 if narrow else 96, label_width([close_text]))
    close = pygame.Rect(bar.right - 8 - close_width, y, close_width, h)
    view_width = max(130 if narrow else 160, label_width(views))
    view = pygame.Rect(close.x - GAP - view_width, y, view_width, h)
    speed = pygame.Rect(view.x - GAP - 56, y, 56, h)
    timeline = pygame.Rect(x + 6, y, speed.x - GAP - x - 12, h)
    return BarLayout(*icons, timeline, speed, view, close)


def _track(timeline: pygame.Rect) -> pygame.Rect:
    """The timeline's bar: below its caption."""
    return pygame.Rect(timeline.x, timeline.bottom - 12, timeline.width, 8)


class ReplayControls:
    """``marks`` (action index -> a line, e.g. Analysis's suggestion at a costly decision): a tick on
    the timeline, and the line in the board's message area whenever the replay stands there."""

    def __init__(self, board, replay: Replay, index: int, viewer: int | None = EVERY_HAND,
                 marks: dict[int, str] | None = None):
        self.board = board
        self.replay = replay
        self.index = index
        self.marks = dict(marks or {})
        self.view = viewer  # EVERY_HAND or a seat
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0  # seconds until the next action while playing
        self.dragging = False
        self.hover: str | None = None
        self.bar = bar_rect(board)

    # --- where the game stands ----------------------------------------------------------------
    @property
    def match(self):
        return self.board.match

    def open_view(self) -> bool:
        """Whether every seat's hidden cards show: "every hand" of a finished game (an unfinished
        one's shows the hand of whoever acts)."""
        return self.view is EVERY_HAND and self.replay.finished

    def show(self) -> None:
        """Redraw the board as the chosen view sees the game now (with its mark, if it has one)."""
        self.board.show_point(self.wanted_viewer(), self.open_view())
        if self.index in self.marks:
            self.board.show_message(self.marks[self.index], MARK_SECONDS)

    def wanted_viewer(self) -> int | None:
        if self.view is not EVERY_HAND:
            return self.view
        seat = self.match.current_seat()
        if seat is None and self.index > 0:
            seat = self.replay.actors[self.index - 1]  # the end: the last to act
        return seat

    def go(self, index: int) -> None:
        """Stand at ``index`` (clamped to the game) and redraw."""
        index = max(0, min(index, len(self.replay)))
        if index == self.index:
            return
        self.index = index
        self.match.rewind(self.replay.state_at(index), *self.replay.events_until(index),
                          self.replay.actions[:index])
        self.show()

    def step(self) -> None:
        """The next recorded action, animated as in the game."""
        if self.index >= len(self.replay):
            self.playing = False
            return
        self.board.skip_animations()
        self.board.settle_view()  # a view changed this frame ("v") animates on its own seat panels
        actor = self.match.current_seat()
        state = self.match.state
        events = self.match.apply(state.find_action(self.replay.actions[self.index]))
        self.index += 1
        self.board.play_events(events, actor)

    def back(self) -> None:
        self.go(self.index - 1)

    def previous_point(self) -> None:
        """The start of this round or turn, or of the one before when already there."""
        earlier = [p.index for p in self.replay.points if p.index < self.index]
        self.go(earlier[-1] if earlier else 0)

    def next_point(self) -> None:
        later = [p.index for p in self.replay.points if p.index > self.index]
        self.go(later[0] if later else len(self.replay))

    def toggle_play(self) -> None:
        if not self.playing and self.index >= len(self.replay):
            self.go(0)  # play again from the deal
        self.playing = not self.playing
        self.wait = 0.0

    def next_speed(self, direction: int = 1) -> None:
        k = SPEEDS.index(self.speed) + direction
        self.speed = SPEEDS[k % len(SPEEDS)] if direction > 0 else SPEEDS[max(0, k)]

    def next_view(self) -> None:
        """Every hand, then each seat's own view in turn."""
        seats = len(self.match.seats)
        order = [EVERY_HAND, *range(seats)]
        self.view = order[(order.index(self.view) + 1) % len(order)]
        self.show()

    def close(self) -> None:
        self.board.app.pop()

    # --- the loop -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Called by the board when its animations are done."""
        if (self.board.viewer, self.board.open_hands) != (self.wanted_viewer(), self.open_view()):
            self.show()
        if self.playing:
            self.wait -= dt
            if self.wait <= 0:
                self.wait = 1.0 / self.speed
                self.step()

    def handle_event(self, event) -> None:
        lay = self.layout()
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: self.step, pygame.K_LEFT: self.back, pygame.K_UP: self.previous_point,
                    pygame.K_DOWN: self.next_point, pygame.K_HOME: lambda: self.go(0),
                    pygame.K_END: lambda: self.go(len(self.replay)), pygame.K_SPACE: self.toggle_play,
                    pygame.K_PLUS: self.next_speed, pygame.K_EQUALS: self.next_speed,
                    pygame.K_KP_PLUS: self.next_speed, pygame.K_MINUS: lambda: self.next_speed(-1),
                    pygame.K_KP_MINUS: lambda: self.next_speed(-1), pygame.K_v: self.next_view,
                    pygame.K_ESCAPE: self.close}
            if event.key in keys:
                if event.key != pygame.K_SPACE:
                    self.playing = self.playing and event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS,
                                                                  pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_v)
                keys[event.key]()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.part_at(event.pos, lay)
            if self.dragging:
                self.go(self.index_at(event.pos[0], lay))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            part = self.part_at(event.pos, lay)
            if part == "timeline":
                self.playing = False
                self.dragging = True
                self.go(self.index_at(event.pos[0], lay))
            elif part is not None:
                self.press(part)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False

    def press(self, part: str) -> None:
        actions = {"start": lambda: self.go(0), "previous_point": self.previous_point, "back": self.back,
                   "play": self.toggle_play, "forward": self.step, "next_point": self.next_point,
                   "speed": self.next_speed, "view": self.next_view, "close": self.close}
        if part not in ("play", "speed", "view"):
            self.playing = False
        actions[part]()

    @staticmethod
    def part_at(pos, lay: BarLayout) -> str | None:
        for name, rect in vars(lay).items():
            if rect.collidepoint(pos):
                return name
        return None

    def index_at(self, x: int, lay: BarLayout) -> int:
        track = _track(lay.timeline)
        share = (x - track.x) / max(1, track.width)
        return round(max(0.0, min(1.0, share)) * len(self.replay))

    # --- words --------------------------------------------------------------------------------
    def position_text(self, short: bool = False, bare: bool = False) -> str:
        """"Move 12 of 136 · Round 2" (``short``: "12/136 · Round 2", for a narrow timeline; ``bare``:
        "12/136", for a narrower one at a larger text size: the board's title names the round too)."""
        if short or bare:
            where = f"{self.index}/{len(self.replay)}"
        else:
            where = _("Move {n} of {total}").format(n=self.index, total=len(self.replay))
        point = self.replay.point_of(self.index)
        if point is None or bare:
            return where
        return _("{moves} · {point}").format(moves=where, point=_(UNIT_WORDS[point.unit]).format(n=point.number))

    def view_text(self, view: int | None | str = "shown") -> str:
        """The view button's words for ``view`` (a seat or EVERY_HAND; by default the one shown)."""
        view = self.view if view == "shown" else view
        if view is EVERY_HAND:
            return _("Every hand") if self.replay.finished else _("Whoever acts")
        return _("As {name} saw it").format(name=self.match.names()[view])

    def layout(self) -> BarLayout:
        views = tuple(self.view_text(v) for v in [EVERY_HAND, *range(len(self.match.names()))])
        return bar_layout(self.bar, views, _("Close"))

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout()
        theme.panel(surface, self.bar, theme.BG_DARK, theme.LINE, radius=10)
        for name in ("start", "previous_point", "back", "play", "forward", "next_point"):
            rect = getattr(lay, name)
            self._button(surface, rect, name)
            _ICONS[name](surface, rect.center, self)
        caption = self.position_text()
        px = theme.size_for_height(lay.timeline.height - 16, access.scaled(16), 16)  # over the track
        if theme.font(px).size(caption)[0] > lay.timeline.width:
            caption = self.position_text(short=True)
            if theme.font(px).size(caption)[0] > lay.timeline.width:
                caption = self.position_text(bare=True)
            px = theme.size_to_fit(caption, lay.timeline.width, px, 16)
            caption = theme.fit(caption, lay.timeline.width, px)
        theme.blit_text(surface, caption, (lay.timeline.x, lay.timeline.y), px, theme.TEXT)
        track = _track(lay.timeline)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, track, border_radius=4)
        total = max(1, len(self.replay))
        for point in self.replay.points:  # a tick where each round or turn begins
            x = track.x + track.width * point.index // total
            pygame.draw.line(surface, theme.LINE, (x, track.y - 3), (x, track.bottom + 1))
        for index in self.marks:  # a taller tick where a mark is
            x = track.x + track.width * index // total
            pygame.draw.line(surface, theme.WARN, (x, track.y - 6), (x, track.bottom + 4), 3)
        done = track.copy()
        done.width = track.width * self.index // total
        pygame.draw.rect(surface, theme.ACCENT, done, border_radius=4)
        pygame.draw.circle(surface, theme.TEXT, (done.right, track.centery), 7)
        speed = pgettext("replay speed", "{speed}×").format(speed=f"{self.speed:g}")
        for name, text in (("speed", speed), ("view", self.view_text()), ("close", _("Close"))):
            rect = getattr(lay, name)
            self._button(surface, rect, name)
            px = theme.size_to_fit(text, rect.width - 16, button_px(), BUTTON_TEXT, True)
            theme.blit_text(surface, theme.fit(text, rect.width - 16, px, True), rect.center, px,
                            theme.TEXT, True, "center")

    def _button(self, surface, rect: pygame.Rect, name: str) -> None:
        hover = self.hover == name
        theme.panel(surface, rect, theme.PANEL_LIGHT if hover else theme.PANEL,
                    theme.ACCENT if hover else theme.LINE, radius=8)


# --- the icons, drawn (no font has all of them) ------------------------------------------------------
def _triangle(surface, centre, width: int, pointing: int, colour=theme.TEXT) -> None:
    """A triangle pointing right (1) or left (-1) centred at ``centre``."""
    x, y = centre
    half = width // 2
    pygame.draw.polygon(surface, colour, [(x - pointing * half, y - 9), (x - pointing * half, y + 9),
                                          (x + pointing * half, y)])


def _bar(surface, centre, colour=theme.TEXT) -> None:
    pygame.draw.rect(surface, colour, (centre[0] - 2, centre[1] - 9, 4, 18))


def _start(surface, centre, _controls) -> None:
    _bar(surface, (centre[0] - 8, centre[1]))
    _triangle(surface, (centre[0] + 3, centre[1]), 14, -1)


def _previous_point(surface, centre, _controls) -> None:
    _triangle(surface, (centre[0] - 6, centre[1]), 12, -1)
    _triangle(surface, (centre[0] + 6, centre[1]), 12, -1)


def _next_point(surface, centre, _controls) -> None:
    _triangle(surface, (centre[0] - 6, centre[1]), 12, 1)
    _triangle(surface, (centre[0] + 6, centre[1]), 12, 1)


def _back(surface, centre, _controls) -> None:
    _triangle(surface, centre, 12, -1, theme.TEXT_DIM)


def _forward(surface, centre, _controls) -> None:
    _triangle(surface, centre, 12, 1, theme.TEXT_DIM)


def _play(surface, centre, controls) -> None:
    if controls.playing:
        for dx in (-5, 5):
            _bar(surface, (centre[0] + dx, centre[1]), theme.ACCENT)
    else:
        _triangle(surface, centre, 18, 1, theme.ACCENT)


_ICONS = {"start": _start, "previous_point": _previous_point, "back": _back, "play": _play, "forward": _forward,
          "next_point": _next_point}


# --- opening a replay ----------------------------------------------------------------------------
def replay_board(app, save: dict, index: int | None = None, viewer: int | None = EVERY_HAND,
                 marks: dict[int, str] | None = None):
    """The game's board showing ``save`` at ``index`` (None: the end), with the replay's controls
    (and ``marks``, see ``ReplayControls``). Raises SaveError (a FileRefused) when the save does not
    replay."""
    replay = Replay(save)
    index = len(replay) if index is None else max(0, min(index, len(replay)))
    board = make_board(app, replay.match_at(index), autosave=False)
    controls = ReplayControls(board, replay, index, viewer, marks)
    board.watch_only(controls)
    controls.show()
    return board


def open_replay_save(app, save: dict, index: int | None = None) -> None:
    """Push the replay of ``save``; a save that does not replay is reported in a dialog."""
    from labdesk.engine.validate import FileRefused
    from labdesk.ui.scenes.dialog import MessageDialog

    try:
        board = replay_board(app, save, index)
    except FileRefused as exc:
        app.push(MessageDialog(app, _("Cannot open this game"), str(exc).splitlines()[0]))
        return
    app.push(board)
