"""The world API: determinism, snapshots, energy, queries, bodies coming and going, the kinematic hand."""
from __future__ import annotations

import math

import numpy as np

from game.physics import scenes, shapes
from game.physics.world import World
from tests.physics.helpers import DT, replay_matches, run, sleeping_stack


def _busy_world() -> World:
    world = World()
    scenes.table(world)
    scenes.beanstalk_tower(world, x=-200.0)
    scenes.dice_stack(world, 6, x=250.0)
    world.add_body(shapes.axe(), (-700.0, 420.0), 0.2, (3200.0, 600.0), -12.0)
    return world


def test_two_runs_are_bit_identical():
    hashes = []
    for _ in range(2):
        world = _busy_world()
        run(world, 2.0)
        hashes.append(world.state_hash())
    assert hashes[0] == hashes[1]


def test_snapshot_restore_replays_exactly():
    world = _busy_world()
    run(world, 0.5)
    assert replay_matches(world)


def test_resting_scene_never_gains_energy():
    world = World()
    scenes.table(world)
    scenes.pyramid(world, 4)
    scenes.dice_stack(world, 8, x=300.0)
    scenes.dice_stack(world, 5, x=-300.0)
    run(world, 3.0)
    assert world.awake_count() == 0
    for body in world.body_ids():
        world.wake(body)
    energy = [world.total_energy()]
    run(world, 5.0, lambda w: energy.append(w.total_energy()))
    rises = np.diff(energy)
    assert rises.max() <= 1e-9 * abs(energy[0])


def test_tower_falls_asleep_and_costs_nothing_then():
    world = World()
    scenes.table(world)
    scenes.beanstalk_tower(world)
    run(world, 3.0)
    assert world.awake_count() == 0
    before = world.state_hash()
    run(world, 1.0)
    assert world.state_hash() == before
    assert world.manifolds.key.size > 0  # contacts are kept while asleep: queries still work


def test_resting_on_finds_the_tower_above_a_piece():
    world = World()
    scenes.table(world)
    ids = scenes.beanstalk_tower(world)
    run(world, 1.0)
    assert world.resting_on(ids[0]) == sorted(ids[1:])
    assert world.resting_on(ids[0], transitive=False) == [ids[1]]
    assert world.resting_on(ids[-1]) == []


def test_removing_a_die_wakes_the_ones_above_and_they_fall():
    world, dice = sleeping_stack(4, 2.0)
    world.remove_body(dice[1])
    assert world.is_awake(dice[2])
    run(world, 1.0)
    assert world.position(dice[2])[1] < 61.0
    assert dice[1] not in world.body_ids()


def test_kinematic_hand_nudges_the_tower():
    world = World()
    scenes.table(world)
    dice = scenes.dice_stack(world, 5)
    run(world, 2.0)
    hand = world.add_body(shapes.box(30.0, 30.0), (-200.0, 180.0), kind="kinematic")
    for frame in range(90):
        world.move_kinematic(hand, (-200.0 + frame * 4.0, 180.0), 0.0, DT)
        world.step(DT)
    assert world.position(dice[4])[0] > 20.0   # the top was pushed
    assert abs(world.position(dice[0])[0]) < 40.0
    assert world.position(hand)[0] > 100.0     # the hand itself is never pushed back


def test_boxes_bound_every_body_where_it_is_now():
    world = World()
    die = world.add_body(shapes.die(), (100.0, 50.0))
    tilted = world.add_body(shapes.die(), (-200.0, 30.0), math.pi / 4)
    lo, hi = world.boxes()
    row = {bid: i for i, bid in enumerate(world.body_ids())}
    d, t = row[die], row[tilted]
    assert np.allclose(lo[d], (80.0, 30.0), atol=1.0) and np.allclose(hi[d], (120.0, 70.0), atol=1.0)
    half = 20.0 * math.sqrt(2)  # a 40 mm die turned by 45 degrees
    assert np.allclose(hi[t] - lo[t], (2 * half, 2 * half), atol=2.0)
    world.set_transform(die, (0.0, 0.0), 0.0)
    assert np.allclose(world.boxes()[0][row[die]], (-20.0, -20.0), atol=1.0)
