"""The layout audit's recorder: what a frame drew, where, and what of it a player could not use.

The kit draws every word, overlay and clickable target, so it can say where each one went:

- words: ``theme.text`` remembers which surface holds which words. An ``AuditCanvas`` keeps notes of
  the words blitted on it, and of another canvas's notes moved by the offset when that canvas is
  blitted (a cached layer's words reach the screen with the layer); a solid picture laid over words
  hides them (a card's name half hidden is kept: that is a fault). A board's kept pictures are
  canvases always (``canvas``); while a ``recording`` runs, every ``pygame.Surface`` is one.
- panels: ``theme.panel`` notes its box, so a word that starts in a box and leaves it is ``clipped``;
- overlays (``overlay(rect, role)``: the toast, the magnifier, the lesson panel, a hover tip;
  ``leg`` an arrow's leg, ``ring`` a frame) and what they must never cover (``protect(rect, role)``:
  the prompt, the hand, the buttons, the log, the current player's header, a highlighted target),
  noted for the frame being recorded;
- cuts: text the fitting helpers shortened with an ellipsis (``theme.recording_cuts``).

``check(notes, canvas, where)`` turns one frame's notes into ``Problem`` records of four kinds:
``clipped``, ``covered``, ``overlap``, ``offscreen``; the fifth, ``moved``, needs two moments and is
looked for around each click by the sweep (``labdesk.ui.audit_run``). Outside a recording the hooks
do nothing but test a module flag.
"""
from __future__ import annotations

import contextlib
from dataclasses import dataclass, field, replace
from typing import Iterator

import pygame

from labdesk.ui import theme

KINDS = ("clipped", "covered", "overlap", "offscreen", "moved")
NOTES_KEPT = 4000  # notes one surface keeps at most (a screen holds a few hundred words)
EDGE = 2  # pixels a word may pass its panel's edge (anti-aliasing, a border's width)
OVERLAP = 3  # pixels two labels' ink boxes must share both ways to count as overlapping
LINES = ("arrow", "ring")  # overlays that are lines: they may pass over the board, never over its words
#: regions only a toast must keep off: what it speaks of (the card a refusal is about) and what the
#: person can use now; the magnifier and the lesson's panel are placed by their own rules around those
FOR_TOASTS = ("spoken", "usable")
COVER = 4  # pixels an overlay must lie over a protected region both ways to count as covering it

_active: "Recording | None" = None
_BaseSurface = pygame.Surface


@dataclass(frozen=True)
class Note:
    """One thing drawn: a word (``kind="text"``), a panel, an overlay or a protected region."""
    kind: str
    rect: pygame.Rect
    text: str = ""
    role: str = ""
    order: int = 0  # draw order within the frame
    line: tuple = ()  # an arrow's leg: its two ends and its width (the rect is its bounding box)
    title: bool = False  # the first line of a picture with words (a card's name)
    hidden: bool = False  # partly under a picture laid over it

    def moved(self, dx: int, dy: int, order: int, layer: str = "", title: bool = False) -> "Note":
        return Note(self.kind, self.rect.move(dx, dy), self.text, layer or self.role, order, self.line,
                    self.title or title, self.hidden)


@dataclass(frozen=True)
class Problem:
    kind: str  # one of KINDS
    where: str  # the screen: "lab-wars 3p hot seat · turn 12"
    text: str  # what it is about: the words cut, the overlay and what it covers
    rects: tuple[tuple[int, int, int, int], ...] = ()  # the offending rectangles, for the picture

    def key(self) -> tuple[str, str]:
        """The same fault seen on many frames is one finding: its kind and its words."""
        return self.kind, self.text


class AuditCanvas(_BaseSurface):
    """A surface that keeps notes of the words and panels drawn on it. Every surface is one while a
    recording runs; outside one, the pictures a board keeps (its background, its cached layers) are
    (``canvas``), so a recording made later, or a lesson's arrow, still knows where their words are."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.notes: list[Note] = []

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        _blitted(self, source, dest, area)
        return rect

    def blits(self, blit_sequence, doreturn=True):
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        result = super().fill(color, rect, special_flags)
        if rect is None or pygame.Rect(rect).contains(self.get_rect()):
            self.notes.clear()  # painted over whole: the old words are gone
        return result

    def copy(self):
        twin = AuditCanvas(self.get_size(), self.get_flags(), self)
        _BaseSurface.blit(twin, self, (0, 0))
        twin.notes = list(self.notes)
        return twin

    def convert(self, *args):
        return self.copy()

    def convert_alpha(self, *args):
        return self.copy()


_order = 0  # draw order across every canvas
_layer = ""  # what the words drawn now belong to ("animation": a piece in flight)


def next_order() -> int:
    global _order
    _order += 1
    return _order


def _blitted(target: AuditCanvas, source, dest, area) -> None:
    pos = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
    whole = pygame.Rect(pos, pygame.Rect(area).size if area is not None else source.get_size())
    if target.notes and whole.width >= 24 and whole.height >= 24 and _opaque(source, area):
        target.notes[:] = _under(target.notes, whole, names_matter=not _layer)
    if isinstance(source, AuditCanvas):
        if not source.notes:
            return
        clip = pygame.Rect(area) if area is not None else source.get_rect()
        dx, dy = pos[0] - clip.x, pos[1] - clip.y
        words = [n for n in source.notes if n.kind == "text"]
        first = min(words, key=lambda n: (n.rect.y, n.order)) if words and source.get_width() < 600 else None
        for note in source.notes:
            if clip.colliderect(note.rect):
                target.notes.append(note.moved(dx, dy, next_order(), _layer, title=note is first))
        return
    words = theme.words_of(source)
    if words is not None and words.strip():  # where the words went, past the edge too (blit clips)
        target.notes.append(Note("text", whole, words, _layer, next_order()))
        if len(target.notes) > NOTES_KEPT:  # a picture drawn over and over without being cleared
            del target.notes[:NOTES_KEPT // 2]


def _under(notes: list[Note], cover: pygame.Rect, names_matter: bool = True) -> list[Note]:
    """What is left of ``notes`` once a solid picture is laid over ``cover``: words wholly under it
    are gone; words partly under it are gone too, unless one is a card's name and the picture lies on
    the table (a fanned hand shows each card's name and hides the rest: a name half hidden is a fault;
    a card in flight or an enlargement passes over names for a moment, by design)."""
    kept = []
    for note in notes:
        if cover.contains(note.rect):
            continue
        if note.kind == "text" and cover.colliderect(ink(note.rect)):
            if note.title and names_matter:
                kept.append(replace(note, hidden=True))
            continue
        kept.append(note)
    return kept


def canvas(size: tuple[int, int], alpha: bool = False) -> AuditCanvas:
    """A picture a board keeps and draws words on (a background, a cached layer)."""
    return AuditCanvas(size, pygame.SRCALPHA if alpha else 0)


@dataclass
class Recording:
    screen: pygame.Surface | None = None  # the frame's canvas; overlays and regions are noted on it
    extra: list[Note] = field(default_factory=list)  # overlays and protected regions of this frame

    def frame_notes(self) -> list[Note]:
        notes = list(self.screen.notes) if isinstance(self.screen, AuditCanvas) else []
        return sorted(notes + self.extra, key=lambda n: n.order)

    def new_frame(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.extra = []
        if isinstance(screen, AuditCanvas):
            screen.notes.clear()


def _opaque(source, area) -> bool:
    """Whether a blitted picture hides what is under it: solid at its centre and at four points
    around it (a card face is; a glow, a shadow or a word is not)."""
    box = pygame.Rect(area) if area is not None else source.get_rect()
    if not (source.get_flags() & pygame.SRCALPHA):
        return source.get_colorkey() is None
    points = [box.center] + [(box.x + box.width * fx // 4, box.y + box.height * fy // 4)
                             for fx, fy in ((1, 1), (3, 1), (1, 3), (3, 3))]
    try:
        return all(source.get_at(p).a == 255 for p in points)
    except IndexError:
        return False


# --- the hooks the kit calls (no-ops outside a recording) ----------------------------------------
def active() -> bool:
    return _active is not None


def panel_drawn(surface, rect) -> None:
    if isinstance(surface, AuditCanvas):
        surface.notes.append(Note("panel", pygame.Rect(rect), order=next_order()))


def overlay(rect, role: str, text: str = "") -> None:
    """An overlay drawn over the board this frame (toast, hint, magnifier, lesson, arrow, popup, tip)."""
    if _active is not None and rect is not None:
        _active.extra.append(Note("overlay", pygame.Rect(rect), text, role, next_order()))


def ring(rect, width: int, role: str = "ring") -> None:
    """A frame drawn round something (a hint's ring): its four edges, each a line over the board."""
    if _active is None or rect is None:
        return
    for edge in ring_edges(rect, width):
        overlay(edge, role)


def ring_edges(rect, width: int) -> list[pygame.Rect]:
    """A frame's four edges, each ``width`` thick."""
    r = pygame.Rect(rect)
    return [pygame.Rect(r.x, r.y, r.width, width), pygame.Rect(r.x, r.bottom - width, r.width, width),
            pygame.Rect(r.x, r.y, width, r.height), pygame.Rect(r.right - width, r.y, width, r.height)]


def leg(a, b, width: int, role: str = "arrow") -> None:
    """One straight leg of an arrow drawn over the board, ``width`` pixels wide."""
    if _active is not None:
        box = pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]), abs(a[1] - b[1])).inflate(width, width)
        _active.extra.append(Note("overlay", box, "", role, next_order(), (tuple(a), tuple(b), width)))


def crosses(over: Note, rect: pygame.Rect) -> bool:
    """Whether an overlay lies on ``rect``: an arrow's leg along its line, anything else by its box."""
    if over.line:
        a, b, width = over.line
        return bool(rect.inflate(width, width).clipline(a, b))
    return shared(over.rect, rect, COVER)


def protect(rect, role: str, text: str = "") -> None:
    """A region no overlay may cover this frame: the prompt, the hand, a button, the current player's
    header, a highlighted target (``text`` names it in a finding)."""
    if _active is not None and rect is not None and pygame.Rect(rect).width > 0:
        _active.extra.append(Note("protected", pygame.Rect(rect), text, role, next_order()))


@contextlib.contextmanager
def drawing(layer: str) -> Iterator[None]:
    """Words drawn in the block belong to ``layer`` ("animation": pieces in flight, which pass over the
    table for a moment and are not labels that overlap it)."""
    global _layer
    before, _layer = _layer, layer
    try:
        yield
    finally:
        _layer = before


@contextlib.contextmanager
def recording(fresh: bool = True) -> Iterator[Recording]:
    """Record what the kit draws: ``pygame.Surface`` makes ``AuditCanvas`` while the block runs.
    ``fresh``: empty the text caches first, so every text fitted is fitted (and any cut reported)
    again. Inside a recording, the same recording."""
    global _active
    if _active is not None:
        yield _active
        return
    if fresh:
        theme.forget_fonts()
    rec = Recording()
    _active = rec
    pygame.Surface = AuditCanvas
    try:
        yield rec
    finally:
        pygame.Surface = _BaseSurface
        _active = None
        if fresh:
            theme.forget_fonts()


def words_drawn(paint, size: tuple[int, int]) -> list[pygame.Rect]:
    """The ink boxes of the words ``paint(surface)`` draws (a lesson's arrow passes round them)."""
    with recording(fresh=False):
        canvas = pygame.Surface(size)
        paint(canvas)
        return [ink(n.rect) for n in canvas.notes if n.kind == "text" and n.role != "animation"]


# --- the checks of one frame ---------------------------------------------------------------------
def ink(rect: pygame.Rect) -> pygame.Rect:
    """A line's ink box: a font's line box has room above the capitals and below the descenders,
    which two lines set close together may share without any letter touching."""
    pad = rect.height // 5
    return pygame.Rect(rect.x + 1, rect.y + pad, max(0, rect.width - 2), max(0, rect.height - 2 * pad))


def shared(a: pygame.Rect, b: pygame.Rect, least: int) -> bool:
    clip = a.clip(b)
    return clip.width >= least and clip.height >= least


def check(notes: list[Note], canvas: pygame.Rect, where: str) -> list[Problem]:
    """Every fault one frame's notes show (cuts are added by the sweep from ``theme.recording_cuts``)."""
    problems: list[Problem] = []
    texts = [n for n in notes if n.kind == "text" and n.role != "animation"]
    panels = [n for n in notes if n.kind == "panel"]
    overlays = [n for n in notes if n.kind == "overlay"]
    guarded = [n for n in notes if n.kind == "protected"]

    for note in texts + overlays:
        if not canvas.contains(note.rect):
            problems.append(Problem("offscreen", where, note.text or note.role, (tuple(note.rect),)))

    def layer_of(note: Note) -> Note | None:
        """The last overlay drawn before ``note`` under its centre (None: the board itself). Words
        and panels belong together only on one layer; a word in an overlay over a word of the board
        is the overlay covering it (``covered``), not two labels on top of each other."""
        under = [o for o in overlays if o.order < note.order and o.rect.collidepoint(note.rect.center)
                 and o.role not in LINES]
        return max(under, key=lambda o: o.order, default=None)

    layer = {id(n): layer_of(n) for n in texts + panels}

    def owner(note: Note) -> Note | None:
        """The innermost panel of the word's layer, drawn before it, that holds its start or centre."""
        start = (note.rect.x + min(4, note.rect.width // 2), note.rect.centery)
        inside = [b for b in panels if b.order < note.order and layer[id(b)] is layer[id(note)]
                  and (b.rect.collidepoint(start) or b.rect.collidepoint(note.rect.center))]
        return min(inside, key=lambda b: b.rect.width * b.rect.height, default=None)

    def hidden(note: Note) -> bool:
        """A word of the board under a solid overlay drawn after it is not on screen."""
        return any(o.order > note.order and o.role not in LINES + ("animation",) and o.rect.contains(ink(note.rect))
                   for o in overlays)

    # (a word under a dialog is not on screen: a widget on that dialog does not half hide it)
    texts = [n for n in texts if layer[id(n)] is not None or not hidden(n)]
    for note in texts:
        if note.hidden:
            problems.append(Problem("clipped", where, f"{note.text!r} partly hidden under another picture",
                                    (tuple(note.rect),)))
            continue
        box = owner(note)
        if box is not None and not box.rect.inflate(2 * EDGE, 2 * EDGE).contains(note.rect):
            problems.append(Problem("clipped", where, f"{note.text!r} out of its panel",
                                    (tuple(note.rect), tuple(box.rect))))

    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            if (not (a.hidden or b.hidden) and layer[id(a)] is layer[id(b)]
                    and shared(ink(a.rect), ink(b.rect), OVERLAP)):
                problems.append(Problem("overlap", where, f"{a.text!r} / {b.text!r}",
                                        (tuple(a.rect), tuple(b.rect))))

    for over in overlays:
        if over.role in ("animation", "summary"):
            continue  # a card in flight or a label popping passes over the table for a moment; the
            # lesson's closing note is a dialog over the finished board
        for region in guarded:
            if region.role in FOR_TOASTS and over.role != "toast":
                continue
            # drawn after the region it hides it; a widget is drawn last, over the overlay, and hides
            # the overlay's words instead: a fault either way
            above = region.order < over.order or region.role == "button"
            if above and crosses(over, region.rect):
                if over.role in LINES and region.role in ("target", "prompt", "log", "header"):
                    continue  # the arrow's head reaches its target; a line over the prompt's or the
                    # log's panel or a header is a fault only across their words, checked with every word below
                if region.role == "button" and over.rect.contains(region.rect):
                    continue  # the overlay's own button (the lesson's Next)
                if over.role == "ring" and region.role in ("button", "hand") and any(
                        t.role == "target" and (t.rect.contains(region.rect) or region.rect.contains(t.rect))
                        for t in guarded):
                    continue  # the lesson's ring round the very button or card it asks for (on its edge where
                    # words lie close by, or a card risen over its neighbours); its words are checked below
                problems.append(Problem("covered", where, f"{over.role} over {region.role} {region.text!r}",
                                        (tuple(over.rect), tuple(region.rect))))
        if over.role in LINES:  # an arrow or a ring never crosses words of the board
            for note in texts:
                if note.order < over.order and layer[id(note)] is None and crosses(over, ink(note.rect)):
                    problems.append(Problem("covered", where, f"{over.role} over {note.text!r}",
                                            (tuple(over.rect), tuple(note.rect))))
    for button in (n for n in guarded if n.role == "button"):  # widgets are drawn over everything
        for note in texts:
            if layer[id(note)] is None and shared(button.rect, ink(note.rect), COVER):
                problems.append(Problem("covered", where, f"button over {note.text!r}",
                                        (tuple(button.rect), tuple(note.rect))))
    return problems
