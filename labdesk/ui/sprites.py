"""Card sprites: a front and a back surface, a centre position, scale, rotation, alpha and a flip
progress, all plain attributes so tweens can animate them. Transformed images are cached, so a
card at rest costs one blit per frame. ``SpriteDrag`` is a card pressed with the mouse: a click, or
a drag once the pointer has moved; ``dragging()`` says a drag is in progress (hover effects off).
"""
from __future__ import annotations

import contextlib
import math

import pygame

from labdesk.ui import access, audit
from labdesk.ui.tween import Call, Tween

HOVER_SCALE = 1.12
#: pixels a pressed card must move before it is dragged (less is a click): one value for every board
DRAG_THRESHOLD = 8


class CardSprite:
    def __init__(self, front: pygame.Surface, back: pygame.Surface | None = None, *, pos=(0.0, 0.0),
                 face_up: bool = True, key=None, hoverable: bool = False):
        self.front = front
        self.back = back if back is not None else front
        self.pos: tuple[float, float] = (float(pos[0]), float(pos[1]))  # centre, canvas pixels
        self.scale = 1.0
        self.angle = 0.0  # degrees, counter-clockwise
        self.alpha = 255.0
        self.flip = 0.0  # 0..1 while turning over; the face swaps at the half-way point
        self.face_up = face_up
        self.key = key  # what the card is (the board's id for it)
        self.hoverable = hoverable
        self.hover = 0.0  # 0..1, eased toward 1 while the mouse is over the card
        self.visible = True
        self.highlight: tuple[int, int, int] | None = None  # outline colour (e.g. playable)
        self.smooth_turn = False  # anti-aliased rotation: text stays readable on a card lying at an angle
        self.moving = False  # a tween carries it across the table (set by ``Tween``)
        self._cache_key = None
        self._cache_img: pygame.Surface | None = None
        self._shape_key = None  # the transformed image before alpha, reused while only alpha changes
        self._shaped: pygame.Surface | None = None
        self._faded: pygame.Surface | None = None

    # --- geometry ------------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.front.get_size()

    @property
    def rect(self) -> pygame.Rect:
        """The card's resting rectangle (unscaled, unrotated) around its centre."""
        r = self.front.get_rect()
        r.center = (round(self.pos[0]), round(self.pos[1]))
        return r

    @property
    def bounds(self) -> pygame.Rect:
        """The rectangle the card covers at rest: ``rect``, lying wide while it is turned a quarter
        (a sideways lab card). A slight tilt (a fanned hand) keeps ``rect``: its neighbours' regions
        would overlap."""
        r = self.rect
        if round(self.angle) % 180 == 90:
            r = pygame.Rect(0, 0, r.height, r.width)
            r.center = (round(self.pos[0]), round(self.pos[1]))
        return r

    def contains(self, point) -> bool:
        return self.visible and self.bounds.collidepoint(point)

    def update_hover(self, dt: float, mouse, enabled: bool = True, held: bool = False) -> None:
        """Ease the hover zoom in or out (cosmetic, not part of the animation queue); ``held``: as
        if pointed at wherever the pointer is (a card a lesson's step points at)."""
        want = 1.0 if held or (enabled and self.hoverable and self.contains(mouse)) else 0.0
        step = 1.0 if access.reduce_motion() else dt * 8.0
        self.hover = min(want, self.hover + step) if want > self.hover else max(want, self.hover - step)

    # --- drawing -------------------------------------------------------------------------------
    def image(self) -> pygame.Surface:
        showing_front = self.face_up != (self.flip > 0.5)
        base = self.front if showing_front else self.back
        grow = 0.0 if access.reduce_motion() else self.hover  # reduce motion: a hovered card keeps its size
        zoom = self.scale * (1.0 + (HOVER_SCALE - 1.0) * grow)
        squeeze = abs(math.cos(self.flip * math.pi))  # width shrinks to 0 at the half-way point
        shape = (id(base), round(zoom, 2), round(squeeze, 2), round(self.angle, 1), self.highlight)
        key = (*shape[:4], int(self.alpha), self.highlight)
        if key == self._cache_key and self._cache_img is not None:
            return self._cache_img
        if shape != self._shape_key or self._shaped is None:
            img = base
            if self.highlight:
                img = img.copy()
                pygame.draw.rect(img, self.highlight, img.get_rect(), 4, border_radius=10)
            w, h = img.get_size()
            if zoom != 1.0 or squeeze < 0.999:
                img = pygame.transform.smoothscale(img, (max(1, round(w * zoom * squeeze)), max(1, round(h * zoom))))
            if self.angle:
                img = (pygame.transform.rotozoom(img, self.angle, 1.0) if self.smooth_turn
                       else pygame.transform.rotate(img, self.angle))
            self._shape_key, self._shaped, self._faded = shape, img, None
        img = self._shaped
        if self.alpha < 255:
            # a fade changes only the alpha: one copy per shape (never the shared face), re-tinted
            if self._faded is None:
                self._faded = img.copy()
            img = self._faded
            img.set_alpha(int(self.alpha))
        self._cache_key, self._cache_img = key, img
        return img

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0:
            return
        img = self.image()
        # in flight over the table for a moment, like the overlay's pieces
        with audit.drawing("animation") if self.moving else contextlib.nullcontext():
            surface.blit(img, img.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))

    # --- ready-made tweens -----------------------------------------------------------------------
    def move_to(self, pos, duration: float = 0.35, **kw) -> Tween:
        return Tween(self, duration, pos=(float(pos[0]), float(pos[1])), ease=kw.pop("ease", "easeOutCubic"), **kw)

    def flip_over(self, duration: float = 0.3, **kw) -> list[Tween]:
        """Turn the card over: the flip tween, then the face swap made permanent."""
        def settle():
            self.face_up = not self.face_up
            self.flip = 0.0
        return [Tween(self, duration, flip=(0.0, 1.0), ease="linear", on_end=settle, **kw)]

    def fade_to(self, alpha: float, duration: float = 0.25, **kw) -> Tween:
        return Tween(self, duration, alpha=float(alpha), **kw)

    def scale_to(self, scale: float, duration: float = 0.2, **kw) -> Tween:
        return Tween(self, duration, scale=float(scale), **kw)

    def rotate_to(self, angle: float, duration: float = 0.3, **kw) -> Tween:
        return Tween(self, duration, angle=float(angle), **kw)


class SpriteDrag:
    """A piece pressed with the mouse: it stays put (a click) until the pointer has moved more than
    ``threshold`` pixels, then follows the pointer, held where it was gripped. ``release()`` puts it
    back home; the board then reads ``moved`` to treat the press as a click or a drop. Any object
    with a ``pos`` centre can be dragged (a ``CardSprite``, an overlay ``Piece``)."""

    def __init__(self, sprite, pos, threshold: float = DRAG_THRESHOLD):
        self.sprite = sprite
        self.home = sprite.pos
        self.start = pos
        self.offset = (sprite.pos[0] - pos[0], sprite.pos[1] - pos[1])
        self.threshold = threshold
        self.moved = False

    def follow(self, pos) -> None:
        if math.dist(pos, self.start) > self.threshold:
            self.moved = True
        if self.moved:
            self.sprite.pos = (pos[0] + self.offset[0], pos[1] + self.offset[1])

    def release(self) -> None:
        self.sprite.pos = self.home


def dragging(drag: SpriteDrag | None) -> bool:
    """A card is being dragged (pressed, then moved past the threshold). A board turns its hover
    effects off meanwhile (pass ``enabled=False`` to ``update_hover``, show no enlargement): the
    dragged card is always under the pointer, and a card lifting under it or its enlarged copy would
    cover the places it may be dropped. They come back after the drop."""
    return drag is not None and drag.moved


def draw_sprites(surface: pygame.Surface, sprites) -> None:
    """Draw in list order, with hovered cards last so their zoom is on top."""
    rest = [s for s in sprites if s.hover <= 0]
    lifted = [s for s in sprites if s.hover > 0]
    for s in rest:
        s.draw(surface)
    with audit.drawing("animation"):  # a card under the pointer grows over its neighbours while pointed at
        for s in lifted:
            s.draw(surface)


__all__ = ["DRAG_THRESHOLD", "CardSprite", "SpriteDrag", "dragging", "draw_sprites", "Call", "Tween"]
