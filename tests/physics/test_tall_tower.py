"""A tall tower kept awake (no sleeping to hide behind) must stand: today it does not (known, see the xfail)."""
from __future__ import annotations

import numpy as np
import pytest

from game.physics import scenes
from game.physics.world import World
from tests.physics.helpers import positions, run

LEAN = ("21 awake dice buckle at ~3.9/s from rounding noise: the soft contacts (120 Hz, the cap at 8 substeps) "
        "are too soft in tilt for this load; stable at 32 substeps / 480 Hz. Fix pending.")


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
