"""``HandView``: the viewer's cards in slots or a fan, with hover, a dimmed look for cards that
cannot be used now, one drag threshold and hit-testing.

The board gives it the cards in ``sync()`` (faces from its cached art) and forwards the mouse::

    self.hand = HandView(self.layout.rect("hand"), CARD, fan=True, hover_delay=0.0)    # build()
    self.hand.set_cards([HandCard(cid, face(cid), usable=cid in playable) for cid in obs["hand"]])
    # update():      self.hand.update(dt, self.mouse, enabled=self.can_act())
    # board_event(): MOUSEBUTTONDOWN -> self.hand.press(pos); MOUSEMOTION -> self.hand.motion(pos)
    #                MOUSEBUTTONUP   -> r = self.hand.release(pos); r.key, r.moved (click or drop), r.pos
    # draw_board():  self.hand.draw(surface)
    # animate():     start = self.hand.take(key)   (the card leaves the hand as its flight begins)

Positions come from ``geometry.fan`` (or ``geometry.row`` for fixed slots, centred in ``area`` or,
with ``align="left"``, from its left edge), so drawing and input agree. ``slots`` given explicitly
(e.g. Tiled ``hand_0..``) win over both.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Sequence

import pygame

from labdesk.ui import access, audit
from labdesk.ui.sprites import DRAG_THRESHOLD, HOVER_SCALE, CardSprite, SpriteDrag, draw_sprites
from labdesk.ui.table import geometry

DIM_ALPHA = 110  # how much of a card that cannot be used now still shows (0..255)


@dataclass(frozen=True)
class HandCard:
    key: Hashable
    face: pygame.Surface
    usable: bool = True
    back: pygame.Surface | None = None
    face_up: bool = True
    hoverable: bool | None = None  # None: as usable (a dimmed card may still lift to be read)
    #: the face shown while the card is pointed at and rises whole over its neighbours (a card an
    #: overlapping hand shows only the edge of may show other words there than its whole face)
    raised: pygame.Surface | None = None


@dataclass(frozen=True)
class Release:
    """How a press ended: ``moved`` False is a click on ``key``; True is a drop at ``pos``."""
    key: Hashable
    moved: bool
    pos: tuple[int, int]


class HandView:
    def __init__(self, area: pygame.Rect, card_size: tuple[int, int], *, fan: bool = False, gap: int = 8,
                 hover_delay: float = 0.0, lift: int = 0, slots: Sequence[tuple[int, int]] | None = None,
                 align: str = "center"):
        self.area = pygame.Rect(area)
        self.card_size = card_size
        self.fan = fan
        self.gap = gap
        self.align = align  # a straight row's alignment in ``area`` ("left" or "center")
        #: an overlapping fan bends (its outer cards turned); False keeps it a straight row
        self.bend = True
        #: the pointer finds the card whose resting place is under it: a card risen whole does not
        #: cover the strips of the next ones (a level row of wide cards that overlap by most of a card)
        self.hits_at_rest = False
        #: the card held risen as if pointed at, wherever the pointer is (a lesson's step pointing at
        #: one card of an overlapping hand: it shows whole, and a click on it finds it)
        self.pinned: Hashable | None = None
        self.hover_delay = hover_delay
        self.lift = lift  # pixels a hovered card rises (it also straightens out of a fan)
        #: where a hovered card may rise and grow (under the board's prompt, inside the window); it
        #: stays inside, growing less where the room is short of the grown card. None: anywhere
        self.room: pygame.Rect | None = None
        self._shrunk: set[CardSprite] = set()  # hovered cards made smaller to fit ``room``
        self.slots = list(slots) if slots is not None else None
        #: the same person goes on deciding (set by the board before each sync): cards that only left
        #: the hand leave gaps, the rest stay where they lie, so the next click lands where it aims
        self.steady = False
        self.sprites: list[CardSprite] = []
        self.rests: list[geometry.Slot] = []  # where each sprite lies when not hovered or dragged
        self._gaps: list[geometry.Slot] = []  # places cards left while the hand was steady
        #: times a steady hand had to be dealt afresh (more cards came in than it had gaps): the
        #: person watched them come, so its cards are expected to have moved (the audit reads it)
        self.regrown = 0
        self.cards: list[HandCard] = []
        self.hovered: CardSprite | None = None
        self.hover_time = 0.0
        self.drag: SpriteDrag | None = None
        self._dimmed: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}  # id(face) -> (face, dim copy)
        self._faces: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}  # id(sprite) -> (at rest, raised)

    # --- layout ----------------------------------------------------------------------------------
    def positions(self, n: int) -> list[geometry.Slot]:
        """Where n cards rest (the same for drawing, hit-testing and animations)."""
        if self.slots is not None:
            return [geometry.Slot(tuple(p)) for p in self.slots[:n]]
        if self.fan:
            flat = {} if self.bend else {"max_angle": 0.0, "bend": 0.0}
            return geometry.fan(self.area, n, self.card_size, gap=self.gap, **flat)
        return [geometry.Slot(p) for p in geometry.row(self.area, n, self.card_size[0], gap=self.gap,
                                                     align=self.align)]

    def set_cards(self, cards: Sequence[HandCard]) -> None:
        """Show exactly these cards (call from ``sync()``); a drag in progress is dropped."""
        before = {s.key: rest for s, rest in zip(self.sprites, self.rests)}
        keys = [c.key for c in cards]
        self.cards = list(cards)
        self.drag = None
        self.hovered, self.hover_time = None, 0.0
        self.sprites = []
        self.rests = self._steady_rests(keys, before, self._gaps) if self.steady else None
        if self.rests is None and self.steady and before:
            self.regrown += 1
        if self.rests is None:
            self.rests = self.positions(len(self.cards))
            self._gaps = []
        else:  # left to right, so a card put in a gap overlaps its neighbours as a dealt one would
            pairs = sorted(zip(self.cards, self.rests), key=lambda pair: pair[1].pos[0])
            self.cards, self.rests = [c for c, _ in pairs], [r for _, r in pairs]
        self._faces = {}
        for card, slot in zip(self.cards, self.rests):
            front = card.face if card.usable else self._dim(card.face)
            sprite = CardSprite(front, card.back, pos=slot.pos, face_up=card.face_up, key=card.key,
                                hoverable=card.usable if card.hoverable is None else card.hoverable)
            sprite.angle = slot.angle
            sprite.smooth_turn = True  # a fanned card's words stay readable
            self.sprites.append(sprite)
            if card.raised is not None:
                self._faces[id(sprite)] = (front, card.raised if card.usable else self._dim(card.raised))

    def _steady_rests(self, keys: list, before: dict, gaps: list) -> list[geometry.Slot] | None:
        """Where the cards lie when those still held keep their places (however the observation orders
        them now): those that left the hand leave gaps (kept in ``gaps``), and cards that came in
        take gaps, then the places a longer hand adds, left first (None when the longer hand moves a
        held card, e.g. a row closing up: laid out afresh)."""
        gaps += [slot for key, slot in before.items() if key not in keys]
        new = [k for k in keys if k not in before]
        if not keys:
            return None
        if len(new) > len(gaps):
            held = {before[k].pos for k in keys if k in before}
            fresh = self.positions(len(keys))
            if not held <= {slot.pos for slot in fresh}:
                return None
            gaps += [slot for slot in fresh if slot.pos not in held and all(slot.pos != g.pos for g in gaps)]
        gaps.sort(key=lambda slot: slot.pos[0])
        if len(new) > len(gaps):
            return None
        return [before[k] if k in before else gaps.pop(0) for k in keys]

    def _dim(self, face: pygame.Surface) -> pygame.Surface:
        """A greyed copy of the face, made once per face."""
        cached = self._dimmed.get(id(face))
        if cached is None or cached[0] is not face:
            if len(self._dimmed) > 64:
                self._dimmed.clear()
            dim = face.copy()
            shade = pygame.Surface(face.get_size(), pygame.SRCALPHA)
            shade.fill((20, 24, 30, 255 - DIM_ALPHA))
            dim.blit(shade, (0, 0))
            cached = self._dimmed[id(face)] = (face, dim)
        return cached[1]

    def sprite(self, key: Hashable) -> CardSprite | None:
        return next((s for s in self.sprites if s.key == key), None)

    def usable(self, key: Hashable) -> bool:
        return any(c.key == key and c.usable for c in self.cards)

    def take(self, key: Hashable) -> tuple[float, float] | None:
        """The card ``key`` leaves the hand (hidden until the next ``set_cards``), e.g. as it flies to
        the table: where it lies now, for the flight to start from; None when it is not shown."""
        sprite = self.sprite(key)
        if sprite is None or not sprite.visible:
            return None
        sprite.visible = False
        return sprite.pos

    # --- hit-testing and hover ---------------------------------------------------------------------
    def card_at(self, pos) -> CardSprite | None:
        """The topmost visible card under ``pos`` (a lifted card first, then the later in the row;
        with ``hits_at_rest``, the later in the row where they rest; a ``pinned`` card where it rises)."""
        pinned = self.sprite(self.pinned) if self.pinned is not None else None
        if pinned is not None and pinned.visible and pinned.image().get_rect(center=pinned.pos).collidepoint(pos):
            return pinned
        if self.hits_at_rest:
            for sprite, rest in zip(reversed(self.sprites), reversed(self.rests)):
                if sprite.visible and sprite.front.get_rect(center=rest.pos).collidepoint(pos):
                    return sprite
            return None
        for sprite in sorted(reversed(self.sprites), key=lambda s: s.hover > 0, reverse=True):
            if sprite.contains(pos):
                return sprite
        return None

    def covered(self) -> set:
        """The keys of the cards another card lies over where they rest (a later one in the row)."""
        return {s.key for i, s in enumerate(self.sprites)
                if any(t.visible and t.rect.colliderect(s.rect) for t in self.sprites[i + 1:])}

    def pointable(self, sprite: CardSprite) -> pygame.Rect:
        """Where the pointer finds ``sprite`` (the keyboard's ring goes there): its rect, or where a
        card lying over it hides its middle, the part left of that card (an overlapping row's strip)."""
        rect = sprite.rect
        later = self.sprites[self.sprites.index(sprite) + 1:]
        over = [s.rect.x for s in later if s.visible and s.rect.colliderect(rect) and s.rect.x > rect.x]
        if over and min(over) <= rect.centerx:
            rect.width = min(over) - rect.x
        return rect

    def showing(self, sprite: CardSprite) -> pygame.Rect:
        """The part of ``sprite`` on screen: where it rises, the whole card as drawn; else its
        ``pointable`` part less what a card risen over it hides (an overlapping row's strip)."""
        if sprite.hover > 0:
            return sprite.image().get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1])))
        rect = self.pointable(sprite)
        for other in self.sprites:
            if other is sprite or other.hover <= 0 or not other.visible:
                continue
            over = other.image().get_rect(center=(round(other.pos[0]), round(other.pos[1])))
            if not over.colliderect(rect):
                continue
            if over.x <= rect.x:  # it hides the left part: what shows starts at its right edge
                rect.width, rect.x = max(0, rect.right - over.right), over.right
            elif over.right >= rect.right:
                rect.width = over.x - rect.x
        return rect

    def risen(self, sprite: CardSprite) -> pygame.Rect | None:
        """Where a card with a ``raised`` face lies while it rises whole over its neighbours (the
        keyboard's ring goes round it there); None while it rests, or for a card without one."""
        if sprite.hover <= 0 or id(sprite) not in self._faces:
            return None
        return sprite.image().get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1])))

    def update(self, dt: float, mouse, enabled: bool = True) -> None:
        """Ease the hover lift and count how long the pointer has rested on one card. Hover is off
        while a card is dragged (the dragged card is always under the pointer)."""
        enabled = enabled and not self.dragging
        under = self.card_at(mouse) if enabled else None
        if under is not self.hovered:
            self.hovered, self.hover_time = under, 0.0
        else:
            self.hover_time += dt
        held = self.drag.sprite if self.drag is not None else None
        still = access.reduce_motion()  # a hovered card neither rises nor straightens
        for sprite, rest in zip(self.sprites, self.rests):
            sprite.update_hover(dt, mouse, enabled=enabled and sprite is under and self.hover_ready,
                                held=sprite.key == self.pinned and sprite is not held)
            faces = self._faces.get(id(sprite))
            if faces is not None:
                sprite.front = faces[sprite.hover > 0 or sprite is held]
            if sprite is not held:
                rise = 0.0 if still else sprite.hover
                sprite.angle = rest.angle * (1 - rise)
                sprite.pos = (rest.pos[0], rest.pos[1] - self.lift * rise)
                if self.room is not None:
                    self._keep_in_room(sprite, still)

    def _keep_in_room(self, sprite: CardSprite, still: bool) -> None:
        """A hovered card lies inside ``room``, smaller when the grown card would not fit (a hovered
        Lab Chaos card at 150 % text rose over the prompt)."""
        if sprite.hover <= 0 or still:
            if sprite in self._shrunk:
                sprite.scale = 1.0
                self._shrunk.discard(sprite)
            return
        w, h = sprite.front.get_size()
        grow = 1.0 + (HOVER_SCALE - 1.0) * sprite.hover
        sprite.scale = min(1.0, self.room.height / (h * grow), self.room.width / (w * grow))
        self._shrunk.add(sprite)
        half_w, half_h = w * grow * sprite.scale / 2, h * grow * sprite.scale / 2
        sprite.pos = (min(max(sprite.pos[0], self.room.left + half_w), self.room.right - half_w),
                      min(max(sprite.pos[1], self.room.top + half_h), self.room.bottom - half_h))

    @property
    def hover_ready(self) -> bool:
        return self.hovered is not None and self.hover_time >= self.hover_delay

    @property
    def hovered_key(self) -> Hashable | None:
        """The card hovered for at least ``hover_delay`` (for a magnifier), or None."""
        return self.hovered.key if self.hover_ready else None

    # --- pressing and dragging ---------------------------------------------------------------------
    @property
    def dragging(self) -> bool:
        """A card has been pressed and moved past ``DRAG_THRESHOLD``."""
        return self.drag is not None and self.drag.moved

    def press(self, pos, *, usable_only: bool = True) -> CardSprite | None:
        sprite = self.card_at(pos)
        if sprite is None or (usable_only and not self.usable(sprite.key)):
            return None
        self.drag = SpriteDrag(sprite, pos, DRAG_THRESHOLD)
        return sprite

    def motion(self, pos) -> None:
        if self.drag is not None:
            self.drag.follow(pos)

    def release(self, pos) -> Release | None:
        """End a press: the card goes home (the synced view moves it if the action succeeds)."""
        drag, self.drag = self.drag, None
        if drag is None:
            return None
        drag.release()
        return Release(drag.sprite.key, drag.moved, (int(pos[0]), int(pos[1])))

    def draw(self, surface: pygame.Surface, held: bool = True) -> None:
        """The cards, a dragged one on top; ``held=False`` leaves the dragged card out (a board that
        caches the table under a drag draws it on its own each frame: ``self.drag.sprite``)."""
        dragged = self.drag.sprite if self.dragging else None
        if audit.active():  # (what shows of each card: worked out only while the audit records)
            for s in self.sprites:
                if s.visible and s is not dragged:
                    audit.protect(self.showing(s), "hand")
        draw_sprites(surface, [s for s in self.sprites if s is not dragged])
        if dragged is not None and held:
            dragged.draw(surface)
