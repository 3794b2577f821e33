"""A press held to confirm something drastic (e.g. "stop the game"): any seat may start holding, letting go
before the time is up cancels that seat's hold, and once the longest hold has lasted `seconds` it fires for that
seat, once. A short press does nothing, so the key can keep an everyday use too (Back). Times are the table's
clock (game time: a paused game does not fill it).

As a part of the table (built with the table's context) it also hears the seats' input itself: a pointer
pressed on `rect` starts a hold (and is taken), one of `keys` starts one and goes on to the other parts (its
everyday use), letting go of the pointer or of one of those keys ends it; `allowed(seat)` says who may hold now.
Each frame it fires `on_done(seat)` once a hold has filled, and `draw(surface, progress)` draws it (the game
draws the button its own way). Without a context it is the bare hold: press / release / progress / done."""
from __future__ import annotations

from collections.abc import Callable

from game.engine import intents as I
from game.engine.table.part import Part


class HoldToConfirm(Part):
    def __init__(self, seconds: float, ctx=None, *, keys: tuple[str, ...] = (), rect=None,
                 allowed: Callable[[int | None], bool] | None = None, on_done: Callable[[int], None] | None = None,
                 draw: Callable[[object, float], None] | None = None):
        self.seconds = seconds
        self.since: dict[int, float] = {}  # seat -> clock when it started holding
        self.ctx = ctx
        self.keys = tuple(keys)
        self.rect = rect
        self.allowed = allowed or (lambda seat: seat is not None)
        self.on_done = on_done
        self._draw = draw

    def press(self, seat: int, clock: float) -> None:
        self.since[seat] = clock

    def release(self, seat: int) -> None:
        self.since.pop(seat, None)

    def progress(self, clock: float) -> float:
        """How far the longest hold has come (0..1)."""
        if not self.since:
            return 0.0
        return min(1.0, max(clock - t for t in self.since.values()) / self.seconds)

    def done(self, clock: float) -> int | None:
        """The seat whose hold has filled (the longest hold), and every hold starts over; None before that."""
        if self.progress(clock) < 1.0:
            return None
        seat = max(self.since, key=lambda s: clock - self.since[s])
        self.since.clear()
        return seat

    # as a part of the table -------------------------------------------------------------------------------
    def on_intent(self, seat, intent) -> bool:
        if self.ctx is None or seat is None:
            return False
        if intent.action == I.POINTER_UP or (intent.action == I.RELEASE and intent.original in self.keys + (None,)):
            self.release(seat)  # let go before it filled
            return False
        if intent.repeat or not self.allowed(seat):
            return False
        if intent.action == I.POINTER_DOWN and self.rect is not None and intent.pos \
                and self.rect.collidepoint(intent.pos):
            self.press(seat, self.ctx.clock)
            return True
        if intent.action in self.keys:
            self.press(seat, self.ctx.clock)  # and the key keeps its everyday use (a short press)
        return False

    def update(self, dt: float) -> None:
        if self.ctx is not None and self.on_done is not None and (seat := self.done(self.ctx.clock)) is not None:
            self.on_done(seat)

    def draw(self, surface) -> None:
        if self.ctx is not None and self._draw is not None:
            self._draw(surface, self.progress(self.ctx.clock))
