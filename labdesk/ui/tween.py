"""Tweens and the animation queue.

A ``Tween`` moves named numeric attributes of one object (a sprite's ``pos``, ``scale``, ``angle``,
``alpha``, ``flip``...) from their value when the tween starts to a target value, eased with a
pytweening function. Values may be numbers or tuples of numbers.

The ``AnimationQueue`` plays *steps* one after another; the tweens of one step play together (each
may have its own ``delay``). The speed setting multiplies time; ``skip()`` jumps every queued tween
to its end (callbacks still run, in order), which is what a click during an animation does.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

import pytweening


#: the props that carry a piece across the table, turn it, or make it grow, shrink or fade away where
#: it landed (it passes over other things for a moment)
MOVES = {"pos", "angle", "flip", "alpha", "scale"}


def _lerp(a, b, t: float):
    if isinstance(a, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """Animate ``target``'s attributes to the values in ``props`` over ``duration`` seconds.

    A prop given as a ``(start, end)`` pair of *values* uses that start instead of the current value:
    ``Tween(card, 0.3, pos=((0, 0), (100, 50)))``. ``on_start``/``on_end`` run once each.
    """

    def __init__(self, target: Any, duration: float, *, delay: float = 0.0, ease: str = "easeInOutQuad",
                 on_start: Callable[[], None] | None = None, on_end: Callable[[], None] | None = None,
                 **props):
        self.target = target
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease: Callable[[float], float] = getattr(pytweening, ease)
        self.on_start = on_start
        self.on_end = on_end
        self.props = props
        self.elapsed = 0.0
        self.started = False
        self.done = False
        self._start: dict[str, Any] = {}
        self._end: dict[str, Any] = {}

    def _begin(self) -> None:
        self.started = True
        for name, value in self.props.items():
            if isinstance(value, tuple) and len(value) == 2 and _is_value_pair(value, getattr(self.target, name)):
                self._start[name], self._end[name] = value
            else:
                self._start[name], self._end[name] = getattr(self.target, name), value
        if self.on_start:
            self.on_start()

    def update(self, dt: float) -> float:
        """Advance; returns time left over after finishing (for chaining), 0 while running."""
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed < self.delay:
            return 0.0
        if not self.started:
            self._begin()
        run = self.elapsed - self.delay
        if run >= self.duration:
            self.finish()
            return run - self.duration
        t = self.ease(run / self.duration) if self.duration else 1.0
        if MOVES & self._end.keys() and hasattr(self.target, "moving"):
            self.target.moving = True  # a card on its way (the layout audit lets it pass over words)
        for name in self._end:
            setattr(self.target, name, _lerp(self._start[name], self._end[name], t))
        return 0.0

    def finish(self) -> None:
        """Jump to the end values and run the callbacks that have not run yet."""
        if self.done:
            return
        if not self.started:
            self._begin()
        for name, value in self._end.items():
            setattr(self.target, name, value)
        if MOVES & self._end.keys() and hasattr(self.target, "moving"):
            self.target.moving = False
        self.done = True
        if self.on_end:
            self.on_end()

    @property
    def total(self) -> float:
        return self.delay + self.duration


def _is_value_pair(value: tuple, current) -> bool:
    """(start, end) pair versus a plain tuple value such as a position (x, y)."""
    if isinstance(current, tuple):
        return all(isinstance(v, tuple) and len(v) == len(current) for v in value)
    return all(isinstance(v, (int, float)) for v in value) and not isinstance(current, tuple)


class _Nothing:
    """Target for tweens that only wait or call."""


def Wait(seconds: float) -> Tween:
    """A pause in the queue (e.g. to let the player read a revealed card)."""
    return Tween(_Nothing(), seconds)


def Call(fn: Callable[[], None], delay: float = 0.0) -> Tween:
    """Run ``fn`` at this point of the queue (play a sound, swap a sprite's face...)."""
    return Tween(_Nothing(), 0.0, delay=delay, on_start=fn)


def as_steps(result) -> list[list[Tween]]:
    """What an ``animate`` returned, as queue steps: None is no step, a ``Tween`` or a list of
    tweens is one step, a list of lists is several steps (one after another; empty ones dropped)."""
    if result is None:
        return []
    if isinstance(result, Tween):
        return [[result]]
    items = list(result)
    if all(isinstance(item, (list, tuple)) for item in items) and items:
        return [[t for t in step if t is not None] for step in items if any(t is not None for t in step)]
    if all(item is None or isinstance(item, Tween) for item in items):
        step = [t for t in items if t is not None]
        return [step] if step else []
    raise TypeError("animate() must return None, a Tween, a list of tweens (one step) or a list of "
                    f"lists of tweens (several steps), not a mix: {result!r}")


class AnimationQueue:
    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self._steps: list[list[Tween]] = []

    @property
    def busy(self) -> bool:
        return bool(self._steps)

    def add(self, tweens: Tween | Iterable[Tween] | None) -> None:
        """Queue one step: the given tweens play together after everything already queued."""
        if tweens is None:
            return
        step = [tweens] if isinstance(tweens, Tween) else [t for t in tweens if t is not None]
        if step:
            self._steps.append(step)

    def update(self, dt: float) -> None:
        dt *= self.speed
        while self._steps and dt >= 0:
            step = self._steps[0]
            leftover = min(t.update(dt) for t in step)
            if all(t.done for t in step):
                self._steps.pop(0)
                dt = leftover
                if dt <= 0:
                    break
            else:
                break

    def skip(self) -> None:
        """Finish everything queued now (callbacks run in order)."""
        while self._steps:
            for tween in self._steps.pop(0):
                tween.finish()

    def clear(self) -> None:
        """Drop everything queued without running it (e.g. the scene is leaving)."""
        self._steps.clear()
