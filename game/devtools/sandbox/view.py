"""World (mm, y up) <-> screen (px, y down) for drawing the physics world."""
from __future__ import annotations

import numpy as np


class View:
    def __init__(self, origin=(960.0, 900.0), scale: float = 1.0):
        self.origin = (float(origin[0]), float(origin[1]))  # screen position of world (0, 0)
        self.scale = float(scale)                             # px per mm

    def to_screen(self, points) -> np.ndarray:
        p = np.asarray(points, dtype=float)
        out = np.empty_like(p)
        out[..., 0] = self.origin[0] + p[..., 0] * self.scale
        out[..., 1] = self.origin[1] - p[..., 1] * self.scale
        return out

    def point(self, p) -> tuple[int, int]:
        return (round(self.origin[0] + p[0] * self.scale), round(self.origin[1] - p[1] * self.scale))

    def to_world(self, pos) -> tuple[float, float]:
        return ((pos[0] - self.origin[0]) / self.scale, (self.origin[1] - pos[1]) / self.scale)
