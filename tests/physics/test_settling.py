"""Settling truths: a landing does not walk what it lands on sideways, and a pile comes to rest."""
from __future__ import annotations

import dataclasses

import pytest

from game.physics import World, scenes, shapes
from game.physics.solver import SolverParams
from tests.physics.helpers import run


def _drop_on_foot(params: SolverParams) -> float:
    """A die let go 6 mm above a die standing on the table, turned 0.01 rad and 2 mm off centre (it lands on a
    corner): how far the lower die moved sideways (mm)."""
    world = World(params=params)
    scenes.table(world)
    (foot,) = scenes.dice_stack(world, 1)
    run(world, 1.0)
    x0 = world.position(foot)[0]
    world.add_body(shapes.die(), (2.0, 2 * scenes.DIE + 6.0), 0.01)
    run(world, 2.0)
    return abs(world.position(foot)[0] - x0)


def test_static_friction_holds_a_die_in_place_when_another_lands_on_it():
    assert _drop_on_foot(SolverParams()) < 0.02


def test_without_the_anchor_the_same_landing_walks_the_die():
    """The check above is not vacuous: the soft step's friction alone lets the impact slide the die."""
    assert _drop_on_foot(dataclasses.replace(SolverParams(), anchor_rate=0.0)) > 0.03


@pytest.mark.parametrize("grace", [0.5, 1.0])
def test_with_a_settle_grace_a_landed_stack_sleeps_within_the_grace(grace):
    world = World(params=dataclasses.replace(SolverParams(), settle_grace=grace), sleep_speed=10.0)
    scenes.table(world)
    scenes.dice_stack(world, 8)
    world.add_body(shapes.die(), (3.0, 8 * scenes.DIE + 25.0), 0.02)
    steps = 0
    while world.awake_count() and steps < 600:
        world.step(1 / 60)
        steps += 1
    assert world.awake_count() == 0 and steps <= (1.0 + world.time_to_sleep + grace) * 60
