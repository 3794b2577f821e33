"""Game time for real-time rules. Rules never read the wall clock: the scene (or a simulation) calls
`tick(dt)` with game seconds, so a test can run a real-time game at full speed and a paused window stops it."""
from __future__ import annotations


class GameClock:
    def __init__(self, now: float = 0.0):
        self.now = float(now)
        self.timers: dict[str, float] = {}  # name -> game time at which it fires

    def advance(self, dt: float) -> list[str]:
        """Move time on by dt (negative dt is ignored). Returns the names of timers that fired, in order."""
        if dt > 0:
            self.now += dt
        fired = sorted((t, name) for name, t in self.timers.items() if t <= self.now)
        for _, name in fired:
            del self.timers[name]
        return [name for _, name in fired]

    def set_timer(self, name: str, delay: float) -> None:
        self.timers[name] = self.now + delay

    def cancel(self, name: str) -> None:
        self.timers.pop(name, None)

    def remaining(self, name: str) -> float | None:
        t = self.timers.get(name)
        return None if t is None else max(0.0, t - self.now)

    def to_json(self) -> dict:
        return {"now": self.now, "timers": dict(sorted(self.timers.items()))}

    @classmethod
    def from_json(cls, data: dict) -> "GameClock":
        c = cls(data.get("now", 0.0))
        c.timers = {str(k): float(v) for k, v in data.get("timers", {}).items()}
        return c
