"""``Coach``: a lesson over a real board — the highlight and arrow at the step's element, the lesson
panel (text, step n of N, Continue, Leave) and the closing note.

The board asks the coach first: ``BoardScene.coach`` sees every input event (``handle``), may
refuse an action (``refusal``: the step's reason, shown as the board's toast, nothing changes),
hears about applied ones (``acted``) and draws over the board (``draw``). Targets come from
``board.element_rect(name)``, which the board computes with its own layout functions.

The panel shows the step only when the learner may act (the scripted seats have played and the
animations are over); until then it says to wait. Leave is there at every step.
"""
from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame
import pygame_gui

from labdesk.engine.core import Action
from labdesk.engine.lesson import PARTS, Lesson, LessonRun
from labdesk.i18n import _, language
from labdesk.ui import access, audit, theme
from labdesk.ui.table.prompt import PromptBar
from labdesk.ui.table.route import route

PANEL_W = 500
MIN_PANEL_W = 300  # narrower areas are left out (the buttons go one above the other from 400 down)
ROW_GAP = 8
SUMMARY_W = 640
SUMMARY_SHADE = 160  # the finished board dims under the closing note, as under the pause menu
MARGIN = 16
TOP = 66  # below the toolbar row
TEXT_PX = 20  # at 100 %: the panel's words grow with the player's text size (``text_px``)
HEAD_PX = 16
LINE_H = 27
BUTTON_H = 44
ARROW_W = 6
HEAD_LEN = 22
BEND = 44  # the last pixels round a target, where an arrow may brush its neighbours
AREA_SHARE = 6  # a lesson element bigger than this share of the screen is an area, not an element
PULSE_HZ = 1.6

#: where the lesson panel may go, in the order the coach tries them
SPOTS = ("bottom-right", "top-right", "bottom-left", "top-left", "bottom-centre", "top-centre")


def panel_rect(spot: str, size: tuple[int, int], canvas: pygame.Rect) -> pygame.Rect:
    w, h = size
    x = {"left": canvas.x + MARGIN, "right": canvas.right - MARGIN - w,
         "centre": canvas.centerx - w // 2}[spot.split("-")[1]]
    y = canvas.y + TOP if spot.startswith("top") else canvas.bottom - MARGIN - h
    return pygame.Rect(x, y, w, h)


def text_px(scale: float | None = None) -> int:
    """The panel's words at ``scale`` (None: the player's text size)."""
    return round(TEXT_PX * (access.text_scale() if scale is None else scale))


def head_px(scale: float | None = None) -> int:
    return round(HEAD_PX * (access.text_scale() if scale is None else scale))


def line_h(scale: float | None = None) -> int:
    return round(LINE_H * (access.text_scale() if scale is None else scale))


def scales_to_try() -> list[float]:
    """The player's text size, then a step smaller each, down to 100 %."""
    top = access.text_scale()
    return [top - 0.125 * i for i in range(int(round((top - 1) / 0.125)) + 1)] if top > 1 else [1.0]


def button_width(label: str) -> int:
    return max(130, theme.font(20, True).size(label)[0] + 48)


def button_rows(width: int, buttons: int) -> int:
    """One row of buttons when ``buttons`` pixels of them fit the panel's ``width``, else two."""
    return 1 if buttons <= width - 2 * MARGIN else 2


def panel_height(lines: int, rows: int = 1, scale: float | None = None) -> int:
    return MARGIN + head_px(scale) + 10 + lines * line_h(scale) + 12 + rows * BUTTON_H + (rows - 1) * ROW_GAP + MARGIN


def place_panel(text: str, canvas: pygame.Rect, targets: list[pygame.Rect], areas: dict[str, pygame.Rect] | None = None,
                wanted: str = "", buttons: int = 0, obstacles: list[pygame.Rect] | None = None,
                words: list[pygame.Rect] | None = None, scale: float | None = None) -> tuple[pygame.Rect, list[str]]:
    """The panel's rectangle and its wrapped lines. The board's ``areas`` (places where the panel
    hides nothing a lesson needs) come first, then the canvas corners; of those clear of every
    target, the one that covers and crosses the fewest ``obstacles`` (the board's other elements)
    and hides the fewest ``words`` of the board wins, then the nearest to the first target, so the
    arrow is short and crosses nothing.
    ``wanted``: one of the areas' names or of SPOTS, whatever it covers. ``buttons``: the width the
    button row needs (side by side, with their gap). ``scale``: the words' size (None: the player's)."""
    def lines_for(width: int) -> list[str]:
        return theme.wrap(text, width - 2 * MARGIN, text_px(scale), break_words=True)

    def in_area(area: pygame.Rect) -> tuple[pygame.Rect, list[str]]:
        width = min(PANEL_W, area.width)
        lines = lines_for(width)
        return pygame.Rect(area.x, area.y, width, panel_height(len(lines), button_rows(width, buttons), scale)), lines

    areas = areas or {}
    obstacles = obstacles or []
    wide = lines_for(PANEL_W)
    if wanted in areas:
        return in_area(areas[wanted])
    if wanted in SPOTS:  # (an area this board lacks, e.g. on the generic board, is no wish)
        return panel_rect(wanted, (PANEL_W, panel_height(len(wide), scale=scale)), canvas), wide
    roomy = [area for area in areas.values() if area.width >= MIN_PANEL_W]
    inside = [option for option, area in ((in_area(a), a) for a in roomy) if option[0].height <= area.height]
    corners = [(panel_rect(spot, (PANEL_W, panel_height(len(wide), scale=scale)), canvas), wide) for spot in SPOTS]
    keep_clear = [t.inflate(16, 16) for t in targets]  # the highlight is drawn around the target

    def cost(option) -> tuple:
        panel = option[0]
        if not targets:
            return (0, 0, 0.0)
        covered = sum(1 for o in obstacles if panel.colliderect(o))
        hidden = sum(1 for w in words or [] if panel.colliderect(w))
        path = arrow_path(panel, targets[0], obstacles + keep_clear[1:])
        return (covered, hidden, len(crossed(path, obstacles + keep_clear[1:], panel, targets[0])) if path else 0,
                _gap(panel, targets[0]))

    for options in (inside, corners):
        clear = [o for o in options if not any(o[0].colliderect(t) for t in keep_clear)]
        if clear:
            return min(clear, key=cost)
    return corners[0]


ROUNDABOUT = 2.0  # an arrow this many times longer than the gap it bridges leads the eye astray


def _roundabout(path: list[tuple[int, int]], panel: pygame.Rect, target: pygame.Rect) -> bool:
    """Whether the arrow goes a long way round (along the window's edge, say) to reach its target."""
    length = sum(math.dist(a, b) for a, b in zip(path, path[1:]))
    return length > ROUNDABOUT * max(_gap(panel, target), 80)


def hides(panel: pygame.Rect, targets: list[pygame.Rect], obstacles: list[pygame.Rect]) -> tuple[int, int]:
    """How much a panel there hides: the obstacles it covers, then those its arrow crosses."""
    covered = sum(1 for o in obstacles if panel.colliderect(o))
    if not targets:
        return covered, 0
    keep_clear = [t.inflate(16, 16) for t in targets[1:]]
    path = arrow_path(panel, targets[0], obstacles + keep_clear)
    return covered, len(crossed(path, obstacles + keep_clear, panel, targets[0])) if path else 0


def place_at_text_size(text: str, canvas: pygame.Rect, targets: list[pygame.Rect], areas, wanted: str,
                       buttons: int, obstacles: list[pygame.Rect], keep: Sequence[pygame.Rect] = (),
                       shy: Sequence[pygame.Rect] = (), words: list[pygame.Rect] | None = None
                       ) -> tuple[pygame.Rect, list[str], float]:
    """``place_panel`` at the largest text size, from the player's down to 100 %, at which the
    panel hides no more than it does at 100 %: no more ``obstacles`` covered or crossed, and no more
    of any of ``keep`` (the board's words, its prompts), and nothing at all of ``shy`` (the log: it
    reflows round the panel, so any more of the panel on it moves its words). Returns the panel, its
    lines and the scale chosen."""
    def area(a: pygame.Rect, b: pygame.Rect) -> int:
        clip = a.clip(b)
        return clip.width * clip.height

    base = place_panel(text, canvas, targets, areas, wanted, buttons, obstacles, words, scale=1.0)
    for scale in scales_to_try()[:-1]:
        panel, lines = place_panel(text, canvas, targets, areas, wanted, buttons, obstacles, words, scale=scale)
        if (hides(panel, targets, obstacles) <= hides(base[0], targets, obstacles) and canvas.contains(panel)
                and all(area(panel, k) <= area(base[0], k) for k in keep)
                and not any(panel.colliderect(k) for k in shy)):
            return panel, lines, scale
    return base[0], base[1], 1.0


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    """The distance between two rectangles (0 when they touch)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


def arrow_ends(panel: pygame.Rect, target: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """From the panel's edge to the target's edge, along the shortest way (None when they touch)."""
    cx = min(max(target.centerx, panel.left), panel.right)
    cy = min(max(target.centery, panel.top), panel.bottom)
    box = target.inflate(12, 12)
    ex = min(max(cx, box.left), box.right)
    ey = min(max(cy, box.top), box.bottom)
    if box.collidepoint(cx, cy) or math.dist((cx, cy), (ex, ey)) < 24:
        return None
    return (cx, cy), (ex, ey)


def crossed(path: list[tuple[int, int]], obstacles: list[pygame.Rect], panel: pygame.Rect,
            target: pygame.Rect) -> list[pygame.Rect]:
    """The obstacles the arrow ``path`` passes over. Left out: those the panel sits on, those
    touching the target, and a brush inside the last few pixels round the target (where an arrow
    into a hand card passes its neighbours' corners)."""
    near = target.inflate(BEND, BEND)
    out = []
    for o in obstacles:
        if o.colliderect(panel) or o.colliderect(target.inflate(12, 12)):
            continue
        for a, b in zip(path, path[1:]):
            clip = o.clipline(a, b)
            if clip and not (near.collidepoint(clip[0]) and near.collidepoint(clip[1])):
                out.append(o)
                break
    return out


RING_OUT = 3  # pixels the lesson's ring lies outside its element
RING_W = 5  # the ring's width
WORD_SLACK = 8  # pixels of the route's clearance a word gives back: an arrow may pass nearer a word than a card


def arrow_path(panel: pygame.Rect, target: pygame.Rect, obstacles: Sequence[pygame.Rect] = (),
               canvas: pygame.Rect | None = None) -> list[tuple[int, int]] | None:
    """The arrow's points from the panel to the target: straight when that crosses none of
    ``obstacles``; else, given the ``canvas``, routed round them through the gaps between (at most
    about twice as long); else straight after all. None when the panel touches the target."""
    ends = arrow_ends(panel, target)
    if ends is None:
        return None
    straight = [ends[0], ends[1]]
    if canvas is None or not crossed(straight, list(obstacles), panel, target):
        return straight
    box = target.inflate(12, 12)
    walls = [o for o in obstacles if not o.colliderect(panel) and not o.colliderect(box)]
    path = route(panel, box, walls, canvas, longest=2 * math.dist(*straight) + 200)
    return path if path and len(path) >= 2 and math.dist(path[-2], path[-1]) >= HEAD_LEN else straight


def draw_arrow(surface: pygame.Surface, path: list[tuple[int, int]], colour) -> None:
    """The arrow along ``path``: a line through its bends, the head on the last leg."""
    start, end = path[-2], path[-1]
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    base = (end[0] - HEAD_LEN * math.cos(angle), end[1] - HEAD_LEN * math.sin(angle))
    line = [*path[:-1], base]
    pygame.draw.lines(surface, theme.BG_DARK, False, line, ARROW_W + 4)
    pygame.draw.lines(surface, colour, False, line, ARROW_W)
    for joint in path[1:-1]:  # round the bends
        pygame.draw.circle(surface, colour, joint, ARROW_W // 2)
    wing = HEAD_LEN * 0.6
    head = [end, (base[0] + wing * math.sin(angle), base[1] - wing * math.cos(angle)),
            (base[0] - wing * math.sin(angle), base[1] + wing * math.cos(angle))]
    pygame.draw.polygon(surface, colour, head)
    pygame.draw.polygon(surface, theme.BG_DARK, head, 2)


class Coach:
    """Runs ``lesson`` over ``board``; ``on_leave()`` when the learner leaves, ``on_finish()`` once
    when the last step is done, ``on_play()`` for "Play a real game" on the closing note and
    ``on_next()`` for the game's next lesson part there (None: this is the last part)."""

    def __init__(self, board, lesson: Lesson, *, on_leave: Callable[[], None], on_finish: Callable[[], None],
                 on_play: Callable[[], None], on_next: Callable[[], None] | None = None):
        self.board = board
        self.lesson = lesson
        self.run = LessonRun(lesson)
        self.on_leave = on_leave
        self.on_finish = on_finish
        self.on_play = on_play
        self.on_next = on_next
        self.clock = 0.0
        self._shown: tuple | None = None  # (step index, ready, language) the widgets were placed for
        self.panel = pygame.Rect(0, 0, PANEL_W, 100)
        self.lines: list[str] = []
        self.scale = 1.0  # the words' size in the panel: the player's, or less where larger ones would hide more
        self.obstacles: list[pygame.Rect] = []  # the board's elements the arrow keeps off, for this step
        self.elements: list[pygame.Rect] = []  # the lesson's other elements: kept off where it can be
        self.words: list[pygame.Rect] = []  # the board's words: the arrow never crosses them
        self._words_seen: tuple = ()  # the board state (``_board_words_key``) the words were read at
        self._arrow_key: tuple | None = None
        self._arrow: list[tuple[int, int]] | None = None
        # the panel's buttons, made anew for each step (each as wide as its label needs)
        self.btn_next = self.btn_leave = self.btn_play = self.btn_menu = self.btn_part = None
        board.coach = self

    # --- what the board asks ------------------------------------------------------------------------
    @property
    def ready(self) -> bool:
        """The learner may act now: the step shows (else the panel says to wait)."""
        return self.run.finished or self.board.can_act()

    def refusal(self, action: Action) -> str | None:
        reason = self.run.refusal(action)
        return _(reason) if reason else None

    def acted(self, action: Action) -> None:
        was_done = self.run.finished
        self.run.acted(action)
        if self.run.finished and not was_done:
            self.on_finish()

    def next(self) -> None:
        """Continue past an explain step."""
        self.run.next()
        if self.run.finished:
            self.on_finish()

    def target_rects(self) -> list[pygame.Rect | None]:
        step = self.run.step
        return [self.board.element_rect(name) for name in step.targets] if step else []

    def handle(self, event) -> bool:
        """True when the coach took the event (its buttons; Undo and Hint are off in a lesson)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is None:
                return False
            if event.ui_element is self.btn_leave or event.ui_element is self.btn_menu:
                self.on_leave()
            elif event.ui_element is self.btn_play:
                self.on_play()
            elif event.ui_element is self.btn_part and self.on_next is not None:
                self.on_next()
            elif event.ui_element is self.btn_next:
                self._continue()
            elif event.ui_element in (self.board.btn_undo, self.board.btn_undo_turn, self.board.btn_hint):
                self.board.show_message(_("Undo and Hint are off during the lesson."))
            else:
                return False
            return True
        if self.run.finished and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            # the closing note is a dialog: the board under it shows no hover tips or enlargements
            self.board.mouse = (-1, -1)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and self._explaining():
                self.next()  # Continue; on a step that waits for a move, Enter is the focus ring's
                return True
            if event.key == pygame.K_h or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.board.show_message(_("Undo and Hint are off during the lesson."))
                return True
        return False

    def _explaining(self) -> bool:
        step = self.run.step
        return step is not None and step.explains and self.ready

    def _continue(self) -> None:
        if self._explaining():
            self.next()

    # --- per frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.run.finished:
            self.board.mouse = (-1, -1)  # the closing note is a dialog: no hover tips on the board under it
        key = (self.run.index, self.ready, language())
        if key != self._shown:
            self._shown = key
            self._place()
        else:
            self._read_words()

    def _read_words(self) -> None:
        """The board was drawn anew from a new observation, or a prompt came up (maybe later in this
        frame's update than the coach's): its words may lie elsewhere now."""
        if self.ready and self._words_seen != self._board_words_key():
            self._words_seen = self._board_words_key()
            self.words = self.board.word_rects()
            self._arrow_key = None

    def _board_words_key(self) -> tuple:
        """What the board's words depend on: the observation it shows and its prompts' texts."""
        return self.board.shown_version, tuple(p.text for p in self.board.kit_parts(PromptBar))

    def _place(self) -> None:
        """Lay the panel and its buttons out for the current step."""
        canvas = pygame.Rect((0, 0), self.board.app.size)
        step = self.run.step
        if step is None:
            self._place_summary(canvas)
            return
        text = _(step.text) if self.ready else _("Wait for your turn…")
        targets = [r for r in self.target_rects() if r is not None]
        leave, more = _("Leave lesson"), _("Continue")
        shows_next = step.explains and self.ready
        buttons = button_width(leave) + (MARGIN + button_width(more) if shows_next else 0)
        self.obstacles = self.board.coach_obstacles()
        self.words = self.board.word_rects() if self.ready else []
        self._words_seen = self._board_words_key()
        self.elements = self._lesson_elements(step, canvas)
        prompts = self.prompt_rects()  # the step's own decision
        keep = self.words + [p.rect for p in self.board.kit_parts(PromptBar)]  # what larger words may not cover more of
        shy = [self.board.layout.rect("log")] if self.board.layout.has("log") else []
        self.panel, self.lines, self.scale = place_at_text_size(text, canvas, targets, self.board.coach_areas(),
                                                                step.panel, buttons,
                                                                self.obstacles + self.elements + prompts, keep, shy,
                                                                self.words)
        row_y = self.panel.bottom - MARGIN - BUTTON_H
        self.kill()
        self.btn_leave = self._button(leave, (self.panel.x + MARGIN, row_y))
        if shows_next:  # beside Leave, or above it in a narrow panel
            if button_rows(self.panel.width, buttons) == 2:
                row_y -= BUTTON_H + ROW_GAP
            self.btn_next = self._button(more, (self.panel.right - MARGIN, row_y), right=True, look="@primary_button")
        self._show_buttons()

    def _show_buttons(self) -> None:
        """The widgets' manager updates before the scenes: without this, the frame that places the
        panel anew would still draw the last step's buttons where the last panel was."""
        self.board.app.manager.update(0.0)

    def _lesson_elements(self, step, canvas: pygame.Rect) -> list[pygame.Rect]:
        """The elements the lesson points at in its other steps, as they are now (whole areas such
        as the molecule's panel left out): what matters on this board, so the panel avoids hiding
        them and the arrow passes round them where it can."""
        names = sorted({name for other in self.lesson.steps for name in other.targets} - set(step.targets))
        rects = [rect for rect in map(self.board.element_rect, names) if rect is not None]
        return [r for r in rects if r.width * r.height <= canvas.width * canvas.height // AREA_SHARE]

    def _place_summary(self, canvas: pygame.Rect) -> None:
        """The closing note, as wide as its buttons need in one row (where the canvas allows), its words
        at the largest size, from the player's down to 100 %, whose button row lies on no more of the
        board's words than at 100 %."""
        menu, play = _("Back to the menu"), _("Play a real game")
        part = _("Next lesson: {part}").format(part=_(PARTS[self._next_part()])) if self.on_next else ""
        labels = [menu, play] + ([part] if part else [])
        needed = sum(map(button_width, labels)) + MARGIN * (len(labels) - 1)
        panel_w = min(canvas.width - 2 * MARGIN, max(SUMMARY_W, needed + 2 * MARGIN))
        width = panel_w - 2 * MARGIN
        rows = button_rows(panel_w, needed)
        words = self.board.word_rects()

        def laid_out(scale: float) -> tuple[list[str], pygame.Rect, int]:
            lines = theme.wrap(_(self.lesson.summary), width, text_px(scale), break_words=True) + [""]
            lines.append(_("The rules this lesson covered:"))
            for rule in self.lesson.covers:
                lines.extend(theme.wrap("– " + _(rule), width, text_px(scale), break_words=True))
            # a row gap more than a step's panel: the last line's words stand clear of the buttons' tops
            panel = self._summary_spot((panel_w, panel_height(len(lines), rows, scale) + ROW_GAP), canvas)
            row = pygame.Rect(panel.x, panel.bottom - MARGIN - BUTTON_H, panel.width, BUTTON_H)
            return lines, panel, sum(1 for w in words if row.colliderect(w))

        self.lines, self.panel, at_100 = laid_out(1.0)
        self.scale = 1.0
        for scale in scales_to_try():
            lines, panel, under = laid_out(scale)
            if under <= at_100 and canvas.contains(panel):
                self.lines, self.panel, self.scale = lines, panel, scale
                break
        row_y = self.panel.bottom - MARGIN - BUTTON_H
        self.kill()
        self.btn_menu = self._button(menu, (self.panel.x + MARGIN, row_y))
        # with a part to come, that is the way on; a real game is the other choice
        self.btn_play = self._button(play, (self.panel.right - MARGIN, row_y), right=True,
                                     look=None if part else "@primary_button")
        if part:
            if rows == 1:  # menu, play, then the next part at the right
                self.btn_play.kill()
                x = self.panel.right - MARGIN - button_width(part) - MARGIN
                self.btn_play = self._button(play, (x, row_y), right=True)
                self.btn_part = self._button(part, (self.panel.right - MARGIN, row_y), right=True,
                                             look="@primary_button")
            else:  # the next part above, at the right
                self.btn_part = self._button(part, (self.panel.right - MARGIN, row_y - BUTTON_H - ROW_GAP),
                                             right=True, look="@primary_button")
        self._show_buttons()

    def _summary_spot(self, size: tuple[int, int], canvas: pygame.Rect) -> pygame.Rect:
        """Where the closing note goes: centred across, and at the height where it cuts the fewest of
        the board's elements and words in two (a modal hides what it covers whole; half a card's
        title is a fault), the nearest the middle of those."""
        w, h = size
        things = self.board.coach_obstacles() + self.board.word_rects()
        lowest = max(canvas.y + TOP, canvas.bottom - MARGIN - h)
        best: tuple[tuple[int, int], pygame.Rect] | None = None
        for top in range(canvas.y + TOP, lowest + 1, 4):
            spot = pygame.Rect(canvas.centerx - w // 2, top, w, h)
            cut = sum(1 for t in things if spot.colliderect(t) and not spot.contains(t))
            key = (cut, abs(spot.centery - canvas.centery))
            if best is None or key < best[0]:
                best = (key, spot)
        return best[1]

    def _next_part(self) -> str:
        from labdesk.engine.lesson import next_part

        following = next_part(self.lesson)
        return following.part if following else "full"

    def _button(self, label: str, at: tuple[int, int], right: bool = False, look: str | None = None):
        """A button as wide as its label, its left (or, ``right``, its right) edge at ``at``."""
        width = button_width(label)
        rect = pygame.Rect(at[0] - width if right else at[0], at[1], width, BUTTON_H)
        return pygame_gui.elements.UIButton(rect, label, manager=self.board.app.manager, container=self.board.ui,
                                            object_id=pygame_gui.core.ObjectID(class_id=look) if look else None)

    def step_label(self) -> str:
        if self.run.finished:
            return _("Lesson complete")
        return _("Lesson: step {n} of {total}").format(n=self.run.index + 1, total=self.run.total)

    def draw(self, surface: pygame.Surface) -> None:
        if self._shown is None:
            self.update(0.0)
        if self.ready and not self.run.finished:
            self._draw_targets(surface)
        # the closing note is a modal summary over the finished board; a step's panel must leave it be
        audit.overlay(self.panel, "summary" if self.run.finished else "lesson", self.step_label())
        if self.run.finished:  # a dialog: the board dims under it, so no card or badge half under it is read
            theme.shade(surface, SUMMARY_SHADE)
            self._hide_widgets_under_note()
            with audit.drawing("summary"):
                theme.panel(surface, self.panel, theme.PANEL, theme.ACCENT, radius=12, width=3)
        else:
            theme.panel(surface, self.panel, theme.PANEL, theme.ACCENT, radius=12, width=3)
        theme.blit_text(surface, self.step_label(), (self.panel.x + MARGIN, self.panel.y + MARGIN), head_px(self.scale),
                        theme.ACCENT, True)
        y = self.panel.y + MARGIN + head_px(self.scale) + 10
        for line in self.lines:
            theme.blit_text(surface, line, (self.panel.x + MARGIN, y), text_px(self.scale))
            y += line_h(self.scale)

    def _hide_widgets_under_note(self) -> None:
        """The board's own buttons under the closing note go (a board's End turn would lie over its
        words): widgets are drawn over everything, and the finished lesson takes no moves. Done as
        it is drawn, after every update that may have shown them again this frame."""
        mine = {self.btn_menu, self.btn_play, self.btn_part, *self.board.toolbar_buttons()}
        for element in self.board.ui.elements:
            if element not in mine and element.visible and element.get_abs_rect().colliderect(self.panel):
                element.hide()

    def _draw_targets(self, surface: pygame.Surface) -> None:
        glow = (math.sin(self.clock * PULSE_HZ * 2 * math.pi) + 1) / 2
        colour = [int(a + (b - a) * glow) for a, b in zip(theme.ACCENT, theme.WARN)]
        rects = self.target_rects()
        for rect in rects:
            if rect is not None:
                audit.protect(rect, "target", "the lesson's element")
                # close round the element, so the ring does not run over the words beside it
                ring = self.ring_rect(rect)
                audit.ring(ring, 5)
                pygame.draw.rect(surface, theme.BG_DARK, ring, 5, border_radius=8)
                pygame.draw.rect(surface, colour, ring.inflate(-2, -2), 3, border_radius=8)
        if (path := self.arrow()) is not None:
            draw_arrow(surface, path, colour)
            for a, b in zip(path, path[1:]):  # the arrow's legs, for the audit
                audit.leg(a, b, ARROW_W)

    def ring_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The ring round a target: just outside it, or on its edge (then inside it) where the board's
        words lie so close that the ring would run over them (a number under a chemical, say)."""
        def over_words(ring: pygame.Rect) -> bool:  # by the audit's measure: its four edges over a word's ink
            edges = audit.ring_edges(ring, RING_W)
            return any(audit.shared(edge, w, audit.COVER) for w in self.words if not w.contains(ring) for edge in edges)
        for out in (RING_OUT, 0, -RING_W):
            ring = rect.inflate(2 * out, 2 * out)
            if not over_words(ring):
                return ring
        return rect

    def arrow(self) -> list[tuple[int, int]] | None:
        """The arrow's points from the panel to the step's first target (None: no arrow), routed
        round the board's elements; worked out again only when the panel or a target moves."""
        self._read_words()
        rects = self.target_rects()
        step = self.run.step
        if step is not None and (not step.arrow or not self.board.arrow_to(step.targets[0])):
            return None
        key = (tuple(self.panel), tuple(tuple(r) if r else None for r in rects), len(self.obstacles))
        if key != self._arrow_key:
            self._arrow_key = key
            others = [r.inflate(16, 16) for r in rects[1:] if r is not None]
            canvas = pygame.Rect((0, 0), self.board.app.size)
            self._arrow = None
            if rects and rects[0] is not None:
                # round the board's elements always, its words and the lesson's other elements too
                # where that can be done (words before elements)
                hard = self.obstacles + others
                words = [w.inflate(-WORD_SLACK, -WORD_SLACK) for w in self.words]  # a word needs less berth
                tries = [hard + words + self.elements, hard + words, hard + self.elements, hard]
                paths = [arrow_path(self.panel, rects[0], avoid, canvas) for avoid in tries]
                clear = [p for p in paths if p and not crossed(p, hard, self.panel, rects[0])
                         and not self._over_words(p, rects[0]) and not _roundabout(p, self.panel, rects[0])]
                # no way round the words, or only the long way round the screen: no arrow (the target's
                # ring still pulses); never one over them
                self._arrow = clear[0] if clear else None
        return self._arrow

    def prompt_rects(self) -> list[pygame.Rect]:
        """The board's prompt bars now showing words: the step's own decision, which the panel keeps off."""
        return [part.rect.copy() for part in self.board.kit_parts(PromptBar) if part.text]

    def _over_words(self, path: list[tuple[int, int]], target: pygame.Rect) -> bool:
        """Whether the arrow (its width) runs over a word of the board outside its target and panel."""
        for word in self.words:
            if target.contains(word) or self.panel.contains(word):
                continue
            box = word.inflate(ARROW_W, ARROW_W)
            if any(box.clipline(a, b) for a, b in zip(path, path[1:])):
                return True
        return False

    def arrow_crossings(self) -> list[pygame.Rect]:
        """The board's elements (and the step's other targets) the arrow passes over."""
        rects = self.target_rects()
        path = self.arrow()
        if path is None:
            return []
        others = [r.inflate(16, 16) for r in rects[1:] if r is not None]
        return crossed(path, self.obstacles + others, self.panel, rects[0])

    def kill(self) -> None:
        for widget in (self.btn_next, self.btn_leave, self.btn_play, self.btn_menu, self.btn_part):
            if widget is not None:
                widget.kill()
        self.btn_next = self.btn_leave = self.btn_play = self.btn_menu = self.btn_part = None

