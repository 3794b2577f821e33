"""The town's plan for the frame being drawn: the obstacles round every house and the feet of every figure,
worked out by `town` and kept until the houses move or a figure changes street (most frames reuse it)."""
from __future__ import annotations

import math
from collections.abc import Callable

from game.games.pied_piper import town as T

Feet = dict[str, tuple[float, float]]
MAX_KEPT = 48  # plans kept: the current one and those of the animation in progress


def gap_angle(ring: list[int], angles: dict[int, float], gap: int) -> float:
    n = len(ring)
    a = angles[ring[gap % n]]
    b = angles[ring[(gap + 1) % n]]
    while b <= a:
        b += 2 * math.pi
    return (a + b) / 2


class TownPlan:
    def __init__(self, label_size: Callable[[int], tuple[float, float]]):
        self.label_size = label_size  # a house's name size on screen (its bigger, "active" size)
        self._kept: dict = {}

    def _keep(self, key, make):
        got = self._kept.get(key)
        if got is None:
            if len(self._kept) >= MAX_KEPT:
                self._kept.clear()
            got = self._kept[key] = make()
        return got

    @staticmethod
    def _angles_key(ring, angles):
        return tuple((h, round(angles[h], 4)) for h in ring if h in angles)

    def houses(self, ring: list[int], angles: dict[int, float], markers: list[int]) -> list[T.Rect]:
        """Every house's obstacle boxes (house, roof arrow, name pill)."""
        key = ("houses", self._angles_key(ring, angles), tuple(markers))

        def make():
            out = []
            for h in ring:
                if h not in angles:
                    continue
                if h < 0:  # a neutral house: no owner, no marker, no name
                    out.extend(T.house_boxes(angles[h], (0, 0))[:1])
                else:
                    out.extend(T.house_boxes(angles[h], self.label_size(h), markers[h] - 1))
            return out
        return self._keep(key, make)

    def feet(self, ring: list[int], angles: dict[int, float], markers: list[int],
             figures: dict[str, list[int]]) -> Feet:
        """Where each figure's feet are, for figures standing {figure: [gap, facing]}."""
        key = ("feet", self._angles_key(ring, angles), tuple(markers),
               tuple(sorted((f, g[0]) for f, g in figures.items())))

        def make():
            if not ring or any(h not in angles for h in ring):
                return {}
            by_gap: dict[int, list[str]] = {}
            for f, (gap, _facing) in figures.items():
                by_gap.setdefault(gap % len(ring), []).append(f)
            gaps = {g: (gap_angle(ring, angles, g), figs) for g, figs in by_gap.items()}
            return T.lay_out(gaps, self.houses(ring, angles, markers))
        return self._keep(key, make)

    def group_sizes(self, figures: dict[str, list[int]]) -> dict[str, int]:
        count: dict[int, int] = {}
        for gap, _facing in figures.values():
            count[gap] = count.get(gap, 0) + 1
        return {f: count[g[0]] for f, g in figures.items()}
