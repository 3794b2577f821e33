"""Motion truths: friction on a ramp, free flight, the harmonic overhang."""
from __future__ import annotations

import math

import numpy as np
import pytest

from game.physics import scenes, shapes
from game.physics.world import World
from tests.physics.helpers import DT, run


def _slide(degrees: float, seconds: float) -> float:
    world = World()
    box = scenes.ramp(world, degrees, friction=0.5)
    x0 = np.array(world.position(box))
    run(world, seconds)
    return float(np.linalg.norm(np.array(world.position(box)) - x0))


def test_box_stays_on_ramp_below_friction_angle():
    assert math.degrees(math.atan(0.5)) == pytest.approx(26.565, abs=1e-3)
    assert _slide(24.0, 2.0) < 0.2


def test_box_slides_on_ramp_above_friction_angle():
    a = math.radians(29.0)
    expected = 0.5 * 9810.0 * (math.sin(a) - 0.5 * math.cos(a)) * 1.0 ** 2
    moved = _slide(29.0, 1.0)
    assert moved == pytest.approx(expected, rel=0.1)


def test_thrown_axe_follows_the_parabola_with_constant_spin():
    world = World()
    v0 = (2500.0, 3000.0)
    spin = 14.0
    axe = world.add_body(shapes.axe(), (0.0, 0.0), 0.3, v0, spin)
    p0 = np.array(world.position(axe))
    a0 = world.angle(axe)
    for frame in range(1, 61):
        world.step(DT)
        t = frame * DT
        exact = p0 + np.array(v0) * t + 0.5 * np.array([0.0, -9810.0]) * t * t
        travelled = np.linalg.norm(exact - p0)
        assert np.linalg.norm(np.array(world.position(axe)) - exact) <= 1e-3 * travelled
        assert world.angular_velocity(axe) == spin
        assert world.angle(axe) == pytest.approx(a0 + spin * t, rel=1e-9)


@pytest.mark.parametrize("scale, stands", [(0.95, True), (1.05, False)])
def test_harmonic_overhang(scale, stands):
    world = World()
    ids = scenes.harmonic_overhang(world, scale)
    top = ids[-1]
    y0 = world.position(top)[1]
    run(world, 10.0 if stands else 3.0)
    dropped = y0 - world.position(top)[1]
    if stands:
        assert abs(dropped) < 0.5
        assert world.awake_count() == 0
    else:
        assert dropped > 40.0
