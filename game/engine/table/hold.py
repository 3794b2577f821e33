"""A press held to confirm something drastic (e.g. "stop the game"): any seat may start holding, letting go
before the time is up cancels that seat's hold, and once the longest hold has lasted `seconds` it fires for that
seat, once. A short press does nothing, so the key can keep an everyday use too (Back). Times are the scene's
clock (game time: a paused game does not fill it); the scene draws the progress its own way."""
from __future__ import annotations


class HoldToConfirm:
    def __init__(self, seconds: float):
        self.seconds = seconds
        self.since: dict[int, float] = {}  # seat -> clock when it started holding

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
