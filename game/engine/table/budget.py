"""The frame's work budget: a part that does costly work in a frame (a physics step, a bot's search slice,
loading a stored world) marks the frame as worked, and optional work (drawing ahead, warming caches) runs only
in calm frames, within what is left of the frame's time."""
from __future__ import annotations

import time
from contextlib import contextmanager

WORK_MS = 4.0  # what a frame may spend on the table's work beside drawing (a 60 Hz frame is 16.7 ms)


class FrameBudget:
    def __init__(self, work_ms: float = WORK_MS, clock=time.perf_counter):
        self.work_ms = work_ms
        self._clock = clock
        self._start = clock()
        self.worked = False

    def begin(self) -> None:
        """A new frame: nothing spent yet."""
        self._start = self._clock()
        self.worked = False

    def mark(self) -> None:
        """This frame did costly work: no optional work in it."""
        self.worked = True

    @property
    def calm(self) -> bool:
        return not self.worked

    def spent_ms(self) -> float:
        return (self._clock() - self._start) * 1000.0

    def left_ms(self) -> float:
        return max(0.0, self.work_ms - self.spent_ms())

    @contextmanager
    def work(self, threshold_ms: float = 0.5):
        """Run a block; the frame counts as worked if the block took longer than `threshold_ms`."""
        t0 = self._clock()
        try:
            yield
        finally:
            if (self._clock() - t0) * 1000.0 > threshold_ms:
                self.worked = True
