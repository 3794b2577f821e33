"""A tall tower kept awake (no sleeping to hide behind) must stand: soft contacts buckle like a Greenhill column
unless the tilt of loaded contacts is stiff (solver.py, "Stiff tilt")."""
from __future__ import annotations

import numpy as np
import pytest

from game.physics import scenes
from game.physics.world import World
from tests.physics.helpers import positions, run


def _lateral_drift(seconds: float, count: int = 21) -> float:
    world = World()
    world.sleep_speed = -1.0  # never sleep
    scenes.table(world)
    ids = scenes.dice_stack(world, count)
    start = positions(world, ids)
    worst = [0.0]

    def watch(w):
        worst[0] = max(worst[0], float(np.abs(positions(w, ids)[:, 0] - start[:, 0]).max()))

    run(world, seconds, watch)
    return worst[0]


def test_tall_tower_kept_awake_stands_10_seconds():
    assert _lateral_drift(10.0) < 0.01 * scenes.DIE


@pytest.mark.slow
def test_tall_tower_kept_awake_stands_30_seconds():
    assert _lateral_drift(30.0) < 0.01 * scenes.DIE
