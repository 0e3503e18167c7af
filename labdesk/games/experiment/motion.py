"""Experiment's animated pieces that are more than a card flying: a card turning over where it lies,
a broken flask cracking apart, the explosion's burst. Each returns the tweens of one step, its pieces
in the board's overlay (``labdesk.ui.table.overlay``), which the board clears at its next sync.
"""
from __future__ import annotations

from labdesk.games.experiment.faces import LAB_ROW, boom, cracked_halves, lab_face
from labdesk.ui.sprites import CardSprite
from labdesk.ui.table.overlay import Overlay
from labdesk.ui.tween import Call, Tween

BREAK_SCALE = 0.75  # the breaking flask, halves falling included, stays inside an opponent's panel


def turn_over(overlay: Overlay, front, back, pos, duration: float,
              delay: float = 0.0) -> tuple[CardSprite, list[Tween]]:
    """A face-down card that appears at ``pos`` and turns over there."""
    card = CardSprite(front, back, pos=pos, face_up=False)
    return card, [overlay.show(card, delay)] + card.flip_over(duration, delay=delay)


def breaking(overlay: Overlay, kind: str, pos, symbols: bool) -> list[Tween]:
    """The card shakes where its owner keeps lab cards, cracks, and its two halves fall apart."""
    card = CardSprite(lab_face(kind, LAB_ROW, symbols), pos=pos)
    card.scale = BREAK_SCALE
    tweens = [overlay.show(card), card.rotate_to(12, 0.08), card.rotate_to(-12, 0.12, delay=0.08),
              card.rotate_to(8, 0.1, delay=0.2), card.rotate_to(0, 0.1, delay=0.3),
              Call(lambda: overlay.remove(card), delay=0.45)]
    for half, dx, angle in zip(cracked_halves(kind, LAB_ROW, symbols), (-26, 26), (24, -24)):
        piece = CardSprite(half, pos=pos)
        piece.scale = BREAK_SCALE
        tweens += [overlay.show(piece, 0.45),
                   piece.move_to((pos[0] + dx, pos[1] + 18), 0.45, delay=0.45, ease="easeInQuad"),
                   piece.rotate_to(angle, 0.45, delay=0.45), piece.fade_to(0, 0.3, delay=0.65)]
    return tweens


def burst(overlay: Overlay, centre) -> list[Tween]:
    """The explosion: a blast that swells, turns and fades in the middle of the table."""
    s = CardSprite(boom(320), pos=centre)
    s.scale = 0.2
    return [overlay.show(s), s.scale_to(1.4, 0.45, ease="easeOutBack"), s.rotate_to(25, 0.6),
            s.fade_to(0, 0.35, delay=0.5)]
