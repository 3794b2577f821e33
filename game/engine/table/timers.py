"""Timers owned by a scene, run on the dt the scene gets (game time: a paused game freezes them), and
dropped with the scene. `after(seconds, fn)` calls fn once; `cancel(handle)` stops it."""
from __future__ import annotations

from collections.abc import Callable


class Timers:
    def __init__(self):
        self._items: list[list] = []  # [seconds left, fn]

    def after(self, seconds: float, fn: Callable[[], None]) -> list:
        item = [float(seconds), fn]
        self._items.append(item)
        return item

    def cancel(self, handle) -> None:
        self._items = [i for i in self._items if i is not handle]

    def clear(self) -> None:
        self._items.clear()

    def update(self, dt: float) -> None:
        due = []
        for item in self._items:
            item[0] -= dt
            if item[0] <= 0:
                due.append(item)
        if due:
            self._items = [i for i in self._items if i[0] > 0]
            for _left, fn in due:
                fn()

    def __len__(self) -> int:
        return len(self._items)
