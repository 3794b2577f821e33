"""The frame's contact manifolds as one struct of arrays (kept between frames for warm starting and sleep)."""
from __future__ import annotations

from dataclasses import dataclass, fields

import numpy as np


@dataclass
class Manifolds:
    key: np.ndarray        # (M,) int64: pair of part keys, flip and reference face -> warm-start identity
    pair_key: np.ndarray   # (M,) int64: the part pair only
    body_a: np.ndarray     # (M,) body slot of the reference part (normal points from A to B)
    body_b: np.ndarray     # (M,) body slot of the incident part
    normal: np.ndarray     # (M, 2)
    point: np.ndarray      # (M, 2, 2)
    sep: np.ndarray        # (M, 2)
    valid: np.ndarray      # (M, 2) bool
    friction: np.ndarray   # (M,)
    restitution: np.ndarray  # (M,)
    lam: np.ndarray        # (M, 3) normal 0, normal 1, friction (impulse per substep)
    impulse: np.ndarray    # (M, 2) normal impulse over the last solved frame
    lift: np.ndarray       # (M, 2) the solver's integral term per point (mm/s), see solver.py
    slip: np.ndarray       # (M,) how far the contact slid while it stuck (mm): its anchor, see solver.py

    @staticmethod
    def empty() -> Manifolds:
        return Manifolds(np.zeros(0, np.int64), np.zeros(0, np.int64), np.zeros(0, np.int64),
                         np.zeros(0, np.int64), np.zeros((0, 2)), np.zeros((0, 2, 2)), np.zeros((0, 2)),
                         np.zeros((0, 2), bool), np.zeros(0), np.zeros(0), np.zeros((0, 3)), np.zeros((0, 2)),
                         np.zeros((0, 2)), np.zeros(0))

    def __len__(self) -> int:
        return len(self.key)

    def take(self, idx) -> Manifolds:
        return Manifolds(*(getattr(self, f.name)[idx] for f in fields(self)))

    def copy(self) -> Manifolds:
        return Manifolds(*(getattr(self, f.name).copy() for f in fields(self)))

    @staticmethod
    def concat(a: Manifolds, b: Manifolds) -> Manifolds:
        return Manifolds(*(np.concatenate([getattr(a, f.name), getattr(b, f.name)]) for f in fields(a)))

    def arrays(self) -> list[np.ndarray]:
        return [getattr(self, f.name) for f in fields(self)]
