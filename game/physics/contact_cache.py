"""Contacts kept from an earlier frame while nothing has really moved (the idea of PhysX's contact cache).

A pile that is awake but at rest -- a tower the hand hovers near -- moves by micrometres a frame, yet the
collision phase would find the same pairs, reference faces and points every frame. So the manifolds found at
one frame are kept, and while every body stays within the reuse distance and angle of where it was then
(solver.SolverParams.reuse_distance / reuse_angle), the next frames take them again with each point's
separation moved to first order by the bodies' displacements since: ds = n . (dx_b - dx_a) + da_b (r_b x n)
- da_a (r_a x n). That is the linearisation the solver itself uses within a frame; over 0.02 mm and 2e-4 rad
its error is below 1e-5 mm. Anything larger -- a falling piece, the hand, a new body -- makes a full pass.
"""
from __future__ import annotations

import numpy as np

from game.physics.manifolds import Manifolds


def _cross(r: np.ndarray, n: np.ndarray) -> np.ndarray:
    """r x n for points (M, 2, 2) and normals (M, 2): (M, 2)."""
    return r[..., 0] * n[:, None, 1] - r[..., 1] * n[:, None, 0]


class ContactCache:
    """The geometry of one frame's fresh manifolds and the body poses they were found at. Never changed after
    it is made, so a snapshot may share it."""

    def __init__(self, X: np.ndarray, active: np.ndarray, fresh: Manifolds):
        self.X = X.copy()
        self.active = active.copy()
        self.fresh = fresh
        n = fresh.normal
        self.arm_a = _cross(fresh.point - X[fresh.body_a, None, :2], n)
        self.arm_b = _cross(fresh.point - X[fresh.body_b, None, :2], n)

    def fits(self, X: np.ndarray, active: np.ndarray, sweep: np.ndarray, distance: float, angle: float) -> bool:
        """sweep: how far each body's outline may move this frame (mm); a fast body needs a full pass so that
        the collision phase can see what it is about to hit."""
        if distance <= 0.0 or len(X) != len(self.X) or not np.array_equal(active, self.active):
            return False
        if sweep.max() > distance:
            return False
        moved = np.abs(X - self.X)
        return bool(moved[:, :2].max() <= distance and moved[:, 2].max() <= angle)

    def manifolds(self, X: np.ndarray) -> Manifolds:
        """The kept manifolds with separations moved to the bodies' current poses (impulses are left empty
        for the caller to fill from the previous frame)."""
        f = self.fresh
        d = X - self.X
        da, db = d[f.body_a], d[f.body_b]
        ds = ((db[:, :2] - da[:, :2]) * f.normal).sum(axis=1)[:, None] + db[:, 2:3] * self.arm_b \
            - da[:, 2:3] * self.arm_a
        m = len(f)
        return Manifolds(f.key, f.pair_key, f.body_a, f.body_b, f.normal, f.point, f.sep + ds, f.valid, f.friction,
                         f.restitution, np.zeros((m, 3)), np.zeros((m, 2)), np.zeros((m, 2)), np.zeros(m))
