"""Collision pieces on their own: the sweep finds exactly the overlapping boxes, SAT + clipping finds the
right depth, normal and two points, and a contact keeps its id (for warm starting) while it rocks."""
from __future__ import annotations

import math

import numpy as np
import pytest

from game.physics import broadphase, shapes
from game.physics.world import World


@pytest.mark.parametrize("n", [40, 300])  # the n x n test (small n) and sort-and-sweep
def test_sweep_finds_exactly_the_overlapping_boxes(n):
    rng = np.random.default_rng(7)
    lo = rng.uniform(0, 1000 * math.sqrt(n / 300), (n, 2))
    hi = lo + rng.uniform(1, 60, (n, 2))
    a, b = broadphase.sweep_pairs(lo, hi)
    found = set(zip(a.tolist(), b.tolist()))
    brute = {(i, j) for i in range(n) for j in range(i + 1, n)
             if (lo[i] <= hi[j]).all() and (lo[j] <= hi[i]).all()}
    assert len(found) > n // 10
    assert found == brute
    assert list(zip(a.tolist(), b.tolist())) == sorted(found)  # deterministic order


def _two_boxes(overlap: float, angle: float = 0.0) -> World:
    world = World(gravity=(0.0, 0.0))
    world.add_body(shapes.box(100.0, 20.0), (0.0, 0.0), kind="static")
    world.add_body(shapes.box(40.0, 40.0), (10.0, 30.0 - overlap), angle)
    world.step(1 / 60)
    return world


def test_sat_depth_normal_and_two_points():
    world = _two_boxes(2.0)
    m = world.manifolds
    assert len(m) == 1 and m.valid[0].all()
    normal = m.normal[0] if m.body_a[0] == 0 else -m.normal[0]
    assert normal == pytest.approx((0.0, 1.0), abs=1e-9)
    assert m.sep[0] == pytest.approx((-2.0, -2.0), abs=1e-6)
    xs = sorted(m.point[0][:, 0])
    assert xs == pytest.approx([-10.0, 30.0], abs=1e-6)


def test_separated_boxes_get_speculative_points_only_when_close():
    assert len(_two_boxes(-1.0).manifolds) == 1      # 1 mm apart: inside the speculative margin
    assert len(_two_boxes(-30.0).manifolds) == 0     # far apart: nothing


def test_contact_keeps_its_id_while_it_rocks():
    world = World()
    world.add_body(shapes.board(), (0.0, -20.0))
    die = world.add_body(shapes.die(), (0.0, 20.0))
    world.step(1 / 60)
    key = world.manifolds.key.copy()
    for k in range(30):
        world.set_transform(die, (0.0, 20.3), 0.01 * math.sin(k))
        world.step(1 / 60)
        assert (world.manifolds.key == key).all()
