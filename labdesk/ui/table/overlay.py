"""``Overlay``: the temporary pieces of animations, drawn above the board.

``BoardScene`` owns one as ``self.overlay``; it draws it after ``draw_board`` and clears it just
before every ``sync()`` (the observation is the truth again, so nothing temporary stays). A board
only asks for pieces and queues the returned tweens as a step::

    return self.overlay.fly(face, start, end, back=card_back, flip=True)      # a card in flight
    return self.overlay.pop("+2", pos, colour=theme.GOOD)                      # a floating label
    return self.overlay.banner("Round 2", self.layout.point("banner"))         # a fading banner
    return self.overlay.move(disc, self.cell_px(cell), keep=False)            # any piece with pos + draw()
    return self.overlay.flash(self.rects["lab"], seconds=0.4)                 # a rectangle lights up

A piece drawn procedurally (a disc, a glow, a ring of sparks) is a ``Drawn``: its numbers are plain
attributes for tweens, and its function paints it from them::

    disc = Drawn(lambda surface, d: draw_disc(surface, d.colour, d.pos, d.radius * d.scale),
                 pos=start, colour="white", radius=20, scale=1.0)

Pieces appear when their step starts (after ``delay``), not when the tweens are made. ``fly`` and
``pop`` pieces are ``CardSprite`` s, so their transformed images are cached: a fade only re-tints
one copy. A label given ``wait=False`` lives beside the queue: the step it starts in does not wait
for it to fade (a run of gains stays quick), labels at the same spot stack downwards, and a skip
(``finish()``) drops them.
"""
from __future__ import annotations

from typing import Callable, Protocol

import pygame

from labdesk.ui import audit, theme
from labdesk.ui.sprites import CardSprite
from labdesk.ui.tween import Call, Tween


class Piece(Protocol):
    """Anything the overlay can hold: a centre ``pos`` (tweened) and ``draw(surface)``."""
    pos: tuple[float, float]

    def draw(self, surface: pygame.Surface) -> None: ...


class Drawn:
    """A piece painted by ``paint(surface, piece)`` from its attributes (``pos`` and any numbers
    given as keywords, all tweenable)."""

    def __init__(self, paint: Callable[[pygame.Surface, "Drawn"], None], pos=(0.0, 0.0), **values):
        self.paint = paint
        self.pos = (float(pos[0]), float(pos[1]))
        self.__dict__.update(values)

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface, self)


def label_box(text: str, size: int = 22, colour=theme.TEXT, edge=theme.ACCENT,
              fill=(*theme.BG_DARK, 235), bold: bool = True, width: int | None = None,
              most: int = 2) -> pygame.Surface:
    """A label on a rounded dark box (rendered once per piece, never per frame): one line, or
    with ``width`` wrapped to at most ``most`` lines that wide (the last ends in an ellipsis)."""
    lines = [text]
    if width is not None:
        lines = theme.wrap(text, width, size, bold=bold, max_lines=most, break_words=True) or [""]
    labels = [theme.text(line, size, colour, bold=bold) for line in lines]
    inner = pygame.Rect(0, 0, max(label.get_width() for label in labels), sum(label.get_height() for label in labels))
    box = pygame.Surface(inner.inflate(36, 18).size, pygame.SRCALPHA)
    theme.panel(box, box.get_rect(), fill, edge, radius=10)
    y = 9
    for label in labels:
        box.blit(label, label.get_rect(midtop=(box.get_width() // 2, y)))
        y += label.get_height()
    return box


class Overlay:
    def __init__(self, bounds: pygame.Rect):
        self.bounds = pygame.Rect(bounds)  # labels are kept inside it
        self.pieces: list[Piece] = []
        self._loose: list[tuple[Piece, list[Tween]]] = []  # labels that fade beside the queue

    # --- pieces --------------------------------------------------------------------------------
    def add(self, piece: Piece) -> Piece:
        if piece not in self.pieces:
            self.pieces.append(piece)
        return piece

    def remove(self, piece: Piece) -> None:
        if piece in self.pieces:
            self.pieces.remove(piece)

    def show(self, piece: Piece, delay: float = 0.0) -> Tween:
        """A tween that puts ``piece`` on the table when its step reaches it."""
        return Call(lambda: self.add(piece), delay=delay)

    def move(self, piece: Piece, end, *, duration: float = 0.32, delay: float = 0.0, ease: str = "easeInOutCubic",
             keep: bool = True, **props) -> list[Tween]:
        """Show ``piece`` and move it to ``end`` (other numeric ``props`` tween alongside);
        ``keep=False`` takes it off at the end (the synced board then shows the result)."""
        def done():
            if not keep:
                self.remove(piece)
        return [self.show(piece, delay),
                Tween(piece, duration, delay=delay, ease=ease, pos=(float(end[0]), float(end[1])), on_end=done,
                      **props)]

    def fly(self, front: pygame.Surface, start, end, *, back: pygame.Surface | None = None, flip: bool = False,
            duration: float = 0.35, delay: float = 0.0, scale: float = 1.0, end_scale: float | None = None,
            angle: float | None = None, fade: bool = False, keep: bool = True) -> list[Tween]:
        """A card (or any picture) from ``start`` to ``end``: optionally scaling to ``end_scale``,
        turning to ``angle``, turning over on the way (``flip``: it starts showing ``back``) and
        fading out on arrival. Returns the tweens of one step."""
        sprite = CardSprite(front, back, pos=start, face_up=not flip)
        sprite.scale = scale
        tweens = self.move(sprite, end, duration=duration, delay=delay, ease="easeOutCubic", keep=keep)
        if end_scale is not None:
            tweens.append(sprite.scale_to(end_scale, duration, delay=delay))
        if angle is not None:
            tweens.append(sprite.rotate_to(angle, duration, delay=delay))
        if flip:
            tweens += sprite.flip_over(duration * 0.6, delay=delay + duration * 0.2)
        if fade:
            tweens.append(sprite.fade_to(0, 0.2, delay=delay + duration))
        return tweens

    def pop(self, text: str, pos, *, colour=theme.TEXT, size: int = 22, hold: float = 0.7, delay: float = 0.0,
            edge=theme.ACCENT, wait: bool = True, width: int | None = None, most: int = 2) -> list[Tween]:
        """A label that pops up at ``pos`` (kept on screen), holds, and fades. ``wait=False``: the
        label fades beside the queue and the step does not wait for it. ``width``: the label wraps
        to ``most`` lines at most that wide."""
        box = label_box(text, size, colour, edge, width=width, most=most)
        sprite = CardSprite(box, pos=self._inside(pos, box.get_width()))
        sprite.scale = 0.6
        tweens = [sprite.scale_to(1.0, 0.2, ease="easeOutBack"), sprite.fade_to(0, 0.25, delay=0.2 + hold)]
        if wait:
            return [self.show(sprite, delay)] + [_delayed(t, delay) for t in tweens]

        def spawn():
            self._stack(sprite)
            self._loose.append((sprite, tweens))
            self.add(sprite)
        return [Call(spawn, delay=delay)]

    def banner(self, text: str, pos, *, seconds: float = 0.9, colour=theme.TEXT, size: int = 26,
               edge=theme.ACCENT, delay: float = 0.0, width: int | None = None) -> list[Tween]:
        """A large caption that shows at once and fades out over ``seconds`` (``width``: wrapped to
        two lines at most that wide)."""
        sprite = CardSprite(label_box(text, size, colour, edge, width=width), pos=pos)
        return [self.show(sprite, delay),
                Tween(sprite, seconds, delay=delay, alpha=(255.0, 0.0), ease="easeInQuart",
                      on_end=lambda: self.remove(sprite))]

    def flash(self, rect: pygame.Rect, *, colour=(255, 255, 255), strength: int = 90, seconds: float = 0.4,
              delay: float = 0.0) -> list[Tween]:
        """``rect`` lights up and fades back (one translucent surface, only its alpha changes)."""
        glow = pygame.Surface(pygame.Rect(rect).size, pygame.SRCALPHA)
        glow.fill((*colour, 255))
        sprite = CardSprite(glow, pos=pygame.Rect(rect).center)
        sprite.alpha = float(strength)
        return [self.show(sprite, delay),
                Tween(sprite, seconds, delay=delay, alpha=0.0, ease="easeInQuad", on_end=lambda: self.remove(sprite))]

    def spring_back(self, piece: Piece, home, *, duration: float = 0.18) -> None:
        """A piece let go where it cannot stay glides back ``home`` beside the queue (input stays
        open: it is only a look), then leaves the overlay."""
        self.add(piece)
        self._loose.append((piece, [Tween(piece, duration, pos=(float(home[0]), float(home[1])),
                                          ease="easeOutCubic")]))

    # --- lifetime --------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Labels are still fading beside the queue."""
        return bool(self._loose)

    def update(self, dt: float) -> None:
        """Advance the labels that fade beside the queue (``dt`` already scaled by the speed)."""
        alive = []
        for piece, tweens in self._loose:
            for tween in tweens:
                tween.update(dt)
            if all(t.done for t in tweens):
                self.remove(piece)
            else:
                alive.append((piece, tweens))
        self._loose = alive

    def finish(self) -> None:
        """A skip: the labels beside the queue are done too."""
        for piece, _ in self._loose:
            self.remove(piece)
        self._loose = []

    def clear(self) -> None:
        """Take every temporary piece off (BoardScene does this before each ``sync()``)."""
        self.pieces.clear()
        self._loose = []

    def draw(self, surface: pygame.Surface) -> None:
        with audit.drawing("animation"):  # a moving piece lies over the table for a moment, by design
            for piece in self.pieces:
                piece.draw(surface)

    # --- placement -------------------------------------------------------------------------------
    def _inside(self, pos, width: int) -> tuple[float, float]:
        half = width / 2
        x = min(max(pos[0], self.bounds.left + half + 6), self.bounds.right - half - 6)
        return (x, pos[1])

    def _stack(self, sprite: CardSprite) -> None:
        """Labels arriving where earlier ones still show go below them."""
        height = sprite.size[1] + 4
        while any(abs(o.pos[0] - sprite.pos[0]) < 120 and abs(o.pos[1] - sprite.pos[1]) < 30
                  for o, _ in self._loose):
            sprite.pos = (sprite.pos[0], sprite.pos[1] + height)


def _delayed(tween: Tween, delay: float) -> Tween:
    tween.delay += delay
    return tween
