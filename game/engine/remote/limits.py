"""Rate limits: a token bucket per connection (taps) and a window for room-code guesses."""
from __future__ import annotations

import time
from collections import deque


class Bucket:
    """`rate` messages a second on average, bursts up to `burst`; `take()` is False when over."""

    def __init__(self, rate: float, burst: float, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = burst
        self.at = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class Window:
    """At most `limit` events in any `seconds` (room-code guesses: a 4-letter code cannot be walked through)."""

    def __init__(self, limit: int, seconds: float, clock=time.monotonic):
        self.limit, self.seconds, self.clock = limit, seconds, clock
        self.times: deque[float] = deque()

    def take(self) -> bool:
        now = self.clock()
        while self.times and now - self.times[0] > self.seconds:
            self.times.popleft()
        if len(self.times) >= self.limit:
            return False
        self.times.append(now)
        return True
