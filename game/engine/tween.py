"""Tweens: a value moving from `start` to `end` over `duration` seconds along an easing curve.

Driven by the dt a scene receives, never by the wall clock, so a paused game freezes its animations."""
from __future__ import annotations

import math


# easing functions: f(0) = 0, f(1) = 1 ----------------------------------------------------------------------
def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1.0) / 2.0


def ease(t: float) -> float:
    """The kit's one ease in and out for drawing by hand (a slide, a fade, a banner's entrance): slow at both
    ends; t outside 0..1 is held at the end it passed."""
    return in_out_sine(max(0.0, min(1.0, t)))


def smoothstep(t: float) -> float:
    """The cubic ease in and out 3t^2 - 2t^3 (a little steeper in the middle than `ease`); t held to 0..1."""
    t = max(0.0, min(1.0, t))
    return t * t * (3.0 - 2.0 * t)


def out_back(t: float, overshoot: float = 1.70158) -> float:
    c3 = overshoot + 1.0
    return 1.0 + c3 * (t - 1.0) ** 3 + overshoot * (t - 1.0) ** 2


def out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS = {f.__name__: f for f in (linear, out_cubic, in_out_sine, ease, smoothstep, out_back, out_bounce)}


def _lerp(a, b, k: float):
    if isinstance(a, (tuple, list)):
        return type(a)(x + (y - x) * k for x, y in zip(a, b))
    return a + (b - a) * k


class Tween:
    """`Tween(0, 100, 0.5, out_cubic)`: call `update(dt)`; read `value`; `done` once finished.
    Numbers or tuples of numbers (positions, colours). `delay` waits before starting; `on_done` is called once."""

    def __init__(self, start, end, duration: float, ease=out_cubic, delay: float = 0.0, on_done=None):
        self.start = start
        self.end = end
        self.duration = max(0.0, float(duration))
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.delay = delay
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = self.duration == 0.0 and delay <= 0.0
        if self.done and on_done:
            on_done()

    @property
    def progress(self) -> float:
        if self.duration == 0.0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self):
        return _lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float):
        if not self.done:
            self.elapsed += dt
            if self.elapsed >= self.delay + self.duration:
                self.done = True
                if self.on_done:
                    self.on_done()
        return self.value


class Tweens:
    """Runs many tweens; finished ones drop out. `to(obj, "attr", end, duration)` animates an attribute."""

    def __init__(self):
        self.items: list[tuple[Tween, object, str | None]] = []

    def add(self, tween: Tween, target=None, attr: str | None = None) -> Tween:
        self.items.append((tween, target, attr))
        return tween

    def to(self, target, attr: str, end, duration: float, ease=out_cubic, delay: float = 0.0, on_done=None):
        # a new tween on the same attribute replaces the running one (no fighting animations)
        self.items = [it for it in self.items if not (it[1] is target and it[2] == attr)]
        return self.add(Tween(getattr(target, attr), end, duration, ease, delay, on_done), target, attr)

    def update(self, dt: float) -> None:
        for tween, target, attr in list(self.items):
            tween.update(dt)
            if target is not None and attr:
                setattr(target, attr, tween.value)
        # filter the live list: on_done callbacks may have added new tweens meanwhile
        self.items = [it for it in self.items if not it[0].done]

    def clear(self) -> None:
        self.items.clear()

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)
