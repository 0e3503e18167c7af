"""``Magnifier``: one enlargement for hover (with an optional delay) and right-click inspection.

The board says what is under the pointer each frame (a key and the rectangle it occupies, from its
hit map or hand) and how a key looks large (``face_for(key)``, a cached surface or None). The large
face goes beside the item, on the side with more room, inside ``bounds`` and never over the
``keep_clear`` rectangles (widgets such as a decision's button row are drawn over the board, so an
enlargement there would hide them or be hidden)::

    self.magnifier = Magnifier(self.zoom_face, bounds=pygame.Rect(8, 64, 1584, 828),
                               delay=HOVER_DELAY, keep_clear=[self.rects["prompt"]])
    # update():
    hit = self.hits.at(self.mouse)
    self.magnifier.hover(dt, hit.key if hit else None, hit.rect if hit else None,
                         enabled=not dragging(self.drag))
    # right-click:  self.magnifier.inspect(key, rect)   (stays until close() or the next right-click)
    # handle_event(): if self.magnifier.dismissed_by(event): return   (a left press closes it)
    # draw_board(): self.magnifier.draw(surface)

A left press while an inspection is pinned closes it (``dismissed_by``) and, unless it fell on the
enlarged face itself, goes on to do what it aimed at: reading a card never costs the next click.

``captioned(face, paragraphs, key)`` puts a card's rule text under a face that is only a picture.
``inspect_face_for`` (optional) draws an inspection differently from a hover (the large card with
its ruling beside it, say). ``at=("bottomleft", (x, y))`` shows every enlargement at one fixed place instead (a zoom panel
above the hand), still kept inside ``bounds``. At a larger text size (``labdesk.ui.access``) the face
is shown that much larger, as far as ``bounds`` allows.
"""
from __future__ import annotations

import itertools
from typing import Callable, Hashable, Iterator

import pygame

from labdesk.ui import access, art, audit, theme

FRAME = 5  # the dark frame round an enlarged face, in pixels each side
HOVER_DELAY = 0.18  # seconds over an item before its enlargement shows (a board may pass its own)


def place(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect, keep_clear=(), gap: int = 12) -> pygame.Rect:
    """Where a face of ``size`` goes for an item at ``anchor``: beside it (the roomier side first,
    then the other, then above and below), inside ``bounds``, overlapping no ``keep_clear`` rect
    (slid above or below one it meets, or else sideways off it). When no spot is clear, the one
    hiding the least of them (and not the item) is used."""
    w, h = size
    cy = anchor.centery - h // 2
    cx = anchor.centerx - w // 2
    right = (anchor.right + gap, cy)
    left = (anchor.x - gap - w, cy)
    sides = [right, left] if anchor.centerx < bounds.centerx else [left, right]
    spots = sides + [(cx, anchor.y - gap - h), (cx, anchor.bottom + gap)]
    candidates = []
    for x, y in spots:
        rect = _clamp(pygame.Rect(x, y, w, h), bounds)
        candidates.append(rect)
        for other in keep_clear:  # slid off a keep-clear rect: above it, then below it
            candidates.append(_clamp(pygame.Rect(rect.x, other.y - gap - h, w, h), bounds))
            candidates.append(_clamp(pygame.Rect(rect.x, other.bottom + gap, w, h), bounds))
    clear = [r for r in candidates if r.collidelist(list(keep_clear)) < 0 and not r.colliderect(anchor)]
    if clear:
        return clear[0]
    aside = _slid_aside(candidates[::1 + 2 * len(keep_clear)], keep_clear, bounds, gap)  # the four spots
    clear = [r for r in aside if r.collidelist(list(keep_clear)) < 0 and not r.colliderect(anchor)]
    if clear:
        return clear[0]
    clear = [r for r in candidates if r.collidelist(list(keep_clear)) < 0]
    if clear:
        return clear[0]

    def hidden(rect: pygame.Rect) -> int:  # how much of what must show it would hide
        return sum(rect.clip(k).width * rect.clip(k).height for k in keep_clear)
    # the first of the least hiding, never over the item itself where a spot beside it is left
    return min(candidates, key=lambda r: (r.colliderect(anchor), hidden(r)))


def _slid_aside(spots: list[pygame.Rect], keep_clear, bounds: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """Where no spot beside, above or below the item is clear: each spot slid sideways off a
    keep-clear rect it meets (left of it, then right), and from there above or below the others (a
    lesson's panel in mid-table left a hovered card's enlargement no clear spot at 150 % text)."""
    found = []
    for rect in spots:
        for other in keep_clear:
            if not rect.colliderect(other):
                continue
            for x in (other.x - gap - rect.width, other.right + gap):
                moved = _clamp(pygame.Rect(x, rect.y, rect.width, rect.height), bounds)
                found.append(moved)
                for third in keep_clear:
                    found.append(_clamp(pygame.Rect(moved.x, third.y - gap - rect.height, *rect.size), bounds))
                    found.append(_clamp(pygame.Rect(moved.x, third.bottom + gap, *rect.size), bounds))
    return found


CAPTION_PX = 17  # the rule text under an enlarged card
CAPTION_WIDTH = 300  # at least this wide, so a narrow card's text does not run to a column of words


def captioned(face: pygame.Surface, paragraphs: list[str], key: tuple) -> pygame.Surface:
    """``face`` with its rule text under it on one framed panel (for a card whose face is only a
    picture); ``key`` names the card and its language for the picture cache."""
    def make():
        width = max(face.get_width(), CAPTION_WIDTH)
        lines = [theme.wrap(p, width, CAPTION_PX, break_words=True) for p in paragraphs if p]
        line_h = theme.font(CAPTION_PX).get_linesize()
        text_h = sum(len(block) * line_h + 6 for block in lines)
        s = pygame.Surface((width + 16, face.get_height() + text_h + 22), pygame.SRCALPHA)
        theme.panel(s, s.get_rect(), theme.BG_DARK, theme.ACCENT, radius=12)
        s.blit(face, face.get_rect(midtop=(s.get_width() // 2, 8)))
        y = face.get_height() + 16
        for n, block in enumerate(lines):
            colour = theme.TEXT if n == 0 else theme.TEXT_DIM
            for line in block:
                theme.blit_text(s, line, (8, y), CAPTION_PX, colour, cache=False)
                y += line_h
            y += 6
        return s
    return art.cached(("captioned", *key), make)


def _clamp(rect: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    return rect.clamp(bounds) if rect.width <= bounds.width and rect.height <= bounds.height else rect


GROW_STEP = 0.05  # a grown face too large for its place is tried this much smaller


class Magnifier:
    def __init__(self, face_for: Callable[[Hashable], pygame.Surface | None], *, bounds: pygame.Rect,
                 delay: float = 0.0, keep_clear=(), at: tuple[str, tuple[int, int]] | None = None,
                 inspect_face_for: Callable[[Hashable], pygame.Surface | None] | None = None):
        self.face_for = face_for
        self.inspect_face_for = inspect_face_for or face_for
        self.at = at
        self.bounds = pygame.Rect(bounds).inflate(-2 * FRAME, -2 * FRAME)  # the frame drawn round a face stays inside
        self.delay = delay
        self.keep_clear: list[pygame.Rect] = [pygame.Rect(r) for r in keep_clear]
        #: what the board shows that no enlargement may hide (its prompt, buttons and hand; set by
        #: ``BoardScene`` every frame), besides the board's own ``keep_clear``
        self.avoid: list[pygame.Rect] = []
        self.key: Hashable | None = None  # what the pointer is over
        self.anchor: pygame.Rect | None = None
        self.time = 0.0  # seconds over ``key``
        self.pinned: tuple[Hashable, pygame.Rect] | None = None  # a right-click inspection
        #: the faces grown for the text size, by (the face's id, scale): the last shown face's sizes only
        self._grown: dict[tuple[int, float], tuple[pygame.Surface, pygame.Surface]] = {}
        self._swallowing = False  # a left press on the pinned face closed it: its release is used up too

    def hover(self, dt: float, key: Hashable | None, anchor: pygame.Rect | None, enabled: bool = True) -> None:
        """Call every frame with what is under the pointer (None: nothing)."""
        if not enabled:
            key = anchor = None
        if key != self.key:
            self.key, self.time = key, 0.0
        else:
            self.time += dt
        self.anchor = pygame.Rect(anchor) if anchor is not None else None

    def inspect(self, key: Hashable, anchor: pygame.Rect) -> None:
        """Show ``key`` large until ``close()`` (a second inspect of the same key closes it)."""
        self.pinned = None if self.pinned and self.pinned[0] == key else (key, pygame.Rect(anchor))

    def close(self) -> None:
        self.pinned = None

    def dismissed_by(self, event: pygame.event.Event) -> bool:
        """A left press while an inspection is pinned closes it. True: the board takes the event no
        further (the press fell on the enlarged face, which hides what is under it, or it is that
        press's release); a press elsewhere returns False and does what it aimed at, so closing the
        zoom never loses a click."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._swallowing:
            self._swallowing = False
            return True
        if self.pinned is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        shown = self.rect()
        on_face = shown is not None and shown.inflate(2 * FRAME, 2 * FRAME).collidepoint(event.pos)
        self.close()
        self._swallowing = on_face
        return on_face

    def showing(self) -> tuple[Hashable, pygame.Rect] | None:
        """The key shown large and its anchor, if any: an inspection wins over hover."""
        if self.pinned is not None:
            return self.pinned
        if self.key is not None and self.anchor is not None and self.time >= self.delay:
            return self.key, self.anchor
        return None

    def _shown_face(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        shown = self.showing()
        if shown is None:
            return None
        face = (self.inspect_face_for if self.pinned is not None else self.face_for)(shown[0])
        if face is None:
            return None
        keep = self.keep_clear + self.avoid
        # as large as the text size asks where that fits, else as large as fits (a step at a time), else as at 100 %
        for size in itertools.chain(self._sizes(face), [face]):
            if self.at is not None:  # the board's place for it, unless that hides what must show
                anchor, point = self.at
                rect = _clamp(size.get_rect(**{anchor: point}), self.bounds)
                if rect.collidelist(self.avoid) < 0 and not rect.colliderect(shown[1]):
                    return size, rect
            rect = place(size.get_size(), shown[1], self.bounds, keep)
            if rect.collidelist(self.avoid) < 0:
                return size, rect
        return face, rect

    def _sizes(self, face: pygame.Surface) -> Iterator[pygame.Surface]:
        """The face grown with the player's text size (kept inside ``bounds``), then a step smaller at
        a time down to just over 100 %: the larger first. Each scaled once while that face shows, and
        only when the larger did not fit."""
        w, h = face.get_size()
        k = min(access.text_scale(), self.bounds.width / w, self.bounds.height / h)
        steps = []
        while k > 1.0 + 1e-6:
            steps.append(round(k, 3))
            k -= GROW_STEP
        if any(key[0] != id(face) for key in self._grown):
            self._grown = {}
        for k in steps:
            kept = self._grown.get((id(face), k))
            if kept is None or kept[0] is not face:
                kept = self._grown[(id(face), k)] = (face, pygame.transform.smoothscale(face, (round(w * k), round(h * k))))
            yield kept[1]

    def rect(self) -> pygame.Rect | None:
        """Where the large face is drawn now (None: nothing shows)."""
        shown = self._shown_face()
        return shown[1] if shown else None

    def draw(self, surface: pygame.Surface) -> None:
        shown = self._shown_face()
        if shown is None:
            return
        face, rect = shown
        if self.anchor is not None and self.pinned is None:
            audit.protect(self.anchor, "target", "the magnified card")
        audit.overlay(rect.inflate(2 * FRAME, 2 * FRAME), "magnifier")
        with audit.drawing("magnifier"):
            self._draw_face(surface, face, rect)

    def _draw_face(self, surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, theme.BG_DARK, rect.inflate(2 * FRAME, 2 * FRAME), border_radius=14)
        surface.blit(face, rect)
