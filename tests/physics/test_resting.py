"""Resting truths: stacks and pyramids stand still, do not sink, calm down and fall asleep."""
from __future__ import annotations

import numpy as np

from game.physics import scenes
from game.physics.world import World
from tests.physics.helpers import max_penetration, positions, run


def _rests(world: World, ids, size: float) -> None:
    start = positions(world, ids)
    worst_pen = [0.0]
    energy = []

    def watch(w):
        worst_pen[0] = max(worst_pen[0], max_penetration(w))
        energy.append(w.kinetic_energy())

    run(world, 10.0, watch)
    end = positions(world, ids)
    drift = np.hypot(end[:, 0] - start[:, 0], end[:, 1] - start[:, 1])
    assert drift.max() < 0.005 * size, f"drift {drift.max():.4f} mm"
    assert np.abs(end[:, 2] - start[:, 2]).max() < 1e-3
    assert worst_pen[0] <= world.slop, f"penetration {worst_pen[0]:.3f} mm"
    assert energy[-1] < 1e-6
    assert max(energy[-60:]) < 1e-6
    assert world.awake_count() == 0


def test_stack_of_12_dice_rests_for_10_seconds():
    world = World()
    scenes.table(world)
    ids = scenes.dice_stack(world, 12)
    _rests(world, ids, scenes.DIE)


def test_pyramid_of_15_boxes_rests_for_10_seconds():
    world = World()
    scenes.table(world)
    ids = scenes.pyramid(world, 5)
    assert len(ids) == 15
    _rests(world, ids, scenes.DIE)


def test_beanstalk_tower_stands():
    world = World()
    scenes.table(world)
    ids = scenes.beanstalk_tower(world)
    start = positions(world, ids)
    run(world, 4.0)
    end = positions(world, ids)
    assert np.abs(end[:, :2] - start[:, :2]).max() < 0.5
    assert world.awake_count() == 0
