"""A pile has one shape at rest: every joint of a stack rests flush, whatever tilt its last disturbance left, so
a stack built off-centre stands straight and comes back to where it stood after a die lands on it (solver.py,
the lift: a flush contact's tilt is integrated away)."""
from __future__ import annotations

import dataclasses

import numpy as np

from game.physics import shapes
from game.physics.solver import SolverParams
from tests.physics.helpers import off_centre_stack, settle_asleep


def _stack_then_landing(params: SolverParams, count: int = 12) -> tuple[float, float]:
    """An off-centre stack (helpers.off_centre_stack); then a die let go 3 mm above the top, 6 mm off it and
    turned 0.01 rad. Returns the stack's largest tilt before the landing (rad) and how far the landing moved any
    die of the stack (mm)."""
    world, ids, y = off_centre_stack(params, count)
    before = np.array([[*world.position(b), world.angle(b)] for b in ids])
    world.add_body(shapes.die(), (float(before[-1, 0]) + 6.0, y + 3.0), 0.01)
    settle_asleep(world)
    after = np.array([[*world.position(b), world.angle(b)] for b in ids])
    return float(np.abs(before[:, 2]).max()), float(np.hypot(*(after - before)[:, :2].T).max())


def test_a_stack_built_off_centre_rests_straight_and_a_landing_leaves_it_where_it_stood():
    lean, drift = _stack_then_landing(SolverParams())
    assert lean < 1e-3  # 0.4 mm at the top of 12 dice
    assert drift < 0.1


def test_with_the_tilt_left_in_the_dead_band_the_same_stack_leans_and_creeps():
    """The check above is not vacuous: with the tilt integral off, the stack rests leaning and shifts."""
    lean, drift = _stack_then_landing(dataclasses.replace(SolverParams(), tilt_integral=0.0))
    assert lean > 1.5e-3 and drift > 0.5
