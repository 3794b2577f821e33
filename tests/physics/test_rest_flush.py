"""A pile falls asleep flush (SolverParams.rest_flush, rest_flush.py): rigid blocks at rest lie flush on their
supports, so the soft joints' last numerical tilt is levelled as the pile sleeps -- and nothing resting on two
supports is turned."""
from __future__ import annotations

import dataclasses

import numpy as np

from game.physics import World, rest_flush, scenes, shapes
from game.physics.solver import SolverParams
from game.physics.world import DYNAMIC
from tests.physics.helpers import off_centre_stack, settle_asleep


def _worst_joint_tilt(world: World) -> float:
    """The largest difference of a two-point contact's overlaps (mm), its contacts found afresh."""
    world = World.from_json(world.to_json())
    m = world.manifolds
    both = m.valid.all(axis=1)
    return float(np.abs(m.sep[both, 0] - m.sep[both, 1]).max())


def test_a_stack_built_off_centre_falls_asleep_with_every_joint_flush():
    # the tilt integral off, so the levelling at sleep does it all
    params = dataclasses.replace(SolverParams(), tilt_integral=0.0)
    flush = off_centre_stack(dataclasses.replace(params, rest_flush=True))[0]
    plain = off_centre_stack(params)[0]
    assert _worst_joint_tilt(flush) < 1e-4  # mm across a 40 mm face
    assert _worst_joint_tilt(plain) > 1e-2  # not vacuous: left to the soft joints, they rest tilted
    lean = max(abs(flush.angle(b)) for b in flush.body_ids() if flush.kind_of(b) == "dynamic")
    assert lean < 1e-5  # rad: every die square on the level table


def test_a_plank_across_two_dice_and_the_dice_under_it_are_left_as_they_are():
    world = World(sleep_speed=10.0)
    scenes.table(world)
    scenes.dice_stack(world, 1, x=-40.0)
    scenes.dice_stack(world, 1, x=40.0)
    world.add_body(shapes.box(140.0, 10.0, shapes.WOOD, 0.0), (0.0, 45.0))
    settle_asleep(world)
    before = world.X.copy()
    dynamic = world.kind == DYNAMIC
    assert rest_flush.lay_flush(world, dynamic.copy(), dynamic) == 0
    assert np.array_equal(world.X, before)
