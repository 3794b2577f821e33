"""Reusing a frame's work while a pile rests (solver_setup.Setup, contact_cache.ContactCache): it must happen when
nothing moves, must never happen when something does, must not change what the family sees, and the truths
must hold with it switched off as well."""
from __future__ import annotations

import dataclasses
import math

import numpy as np

from game.physics import scenes, shapes, solver
from game.physics.world import World
from tests.physics.helpers import DT, max_penetration, positions, replay_matches, run

NO_REUSE = dataclasses.replace(solver.SolverParams(), reuse_distance=0.0)


def _awake_tower(params=None) -> tuple[World, list[int]]:
    world = World(params=params)
    world.sleep_speed = -1.0  # kept awake: the case the reuse is for
    scenes.table(world)
    return world, scenes.beanstalk_tower(world)


def _count_builds(world: World, frames: int) -> tuple[int, int]:
    """(set-ups built, collision passes run) over `frames` steps."""
    setups = collisions = 0
    for _ in range(frames):
        setup, contacts = world._setup, world._contacts
        world.step(DT)
        setups += world._setup is not setup
        collisions += world._contacts is not contacts
    return setups, collisions


def test_a_resting_awake_tower_reuses_its_setup_and_contacts():
    world, _ = _awake_tower()
    run(world, 3.0)
    assert _count_builds(world, 120) == (0, 0)


def test_without_reuse_every_frame_builds_anew():
    world, _ = _awake_tower(NO_REUSE)
    run(world, 1.0)
    assert _count_builds(world, 10) == (10, 10)


def test_reuse_changes_nothing_a_player_could_see():
    """Same tower, with and without reuse, 4 s: every piece within a micrometre-scale tolerance."""
    worlds = [_awake_tower(params) for params in (None, NO_REUSE)]
    for world, _ in worlds:
        run(world, 4.0)
    (w1, ids1), (w2, ids2) = worlds
    diff = np.abs(positions(w1, ids1) - positions(w2, ids2))
    assert diff[:, :2].max() < 0.01   # mm
    assert diff[:, 2].max() < 1e-4    # rad


def test_a_fast_body_forces_a_fresh_collision_pass_at_once():
    """A die at rest 5 mm beside the tower is flicked at it: the kept contacts do not know the pair, so that
    very frame must collide afresh or the die would pass into the tower."""
    world = World()
    world.sleep_speed = -1.0
    scenes.table(world)
    stack = scenes.dice_stack(world, 3)
    flick = world.add_body(shapes.die(), (-45.0, 20.0))
    run(world, 2.0)
    contacts = world._contacts
    world.set_velocity(flick, (3000.0, 0.0))
    world.step(DT)
    assert world._contacts is not contacts
    run(world, 0.5)
    assert world.position(flick)[0] < world.position(stack[0])[0] - 39.0 or world.position(flick)[1] > 50.0
    assert max_penetration(world) < 2.0


def test_snapshot_restore_replays_exactly_while_reusing():
    world, _ = _awake_tower()
    run(world, 2.5)
    assert world._setup is not None and world._contacts is not None
    assert replay_matches(world)


def test_kinematic_hand_moving_slowly_still_pushes_with_reuse_on():
    """A hand creeping at 1 mm/s (below the reuse distance per frame) must still end up pushing the die."""
    world = World()
    world.sleep_speed = -1.0
    scenes.table(world)
    die = scenes.dice_stack(world, 1)[0]
    hand = world.add_body(shapes.box(20.0, 20.0), (-31.0, 20.0), kind="kinematic")
    run(world, 1.0)
    x0 = world.position(die)[0]
    for frame in range(240):
        world.move_kinematic(hand, (-31.0 + 1.0 * (frame + 1) / 60.0, 20.0), 0.0, DT)
        world.step(DT)
    assert world.position(die)[0] - x0 > 2.0
    assert world.position(hand)[0] + 10.0 <= world.position(die)[0] - 20.0 + world.slop


def test_stack_of_12_dice_rests_without_reuse():
    world = World(params=NO_REUSE)
    scenes.table(world)
    ids = scenes.dice_stack(world, 12)
    start = positions(world, ids)
    run(world, 6.0)
    end = positions(world, ids)
    assert np.hypot(*(end[:, :2] - start[:, :2]).T).max() < 0.005 * scenes.DIE
    assert world.awake_count() == 0


def test_tall_tower_kept_awake_stands_without_reuse():
    world = World(params=NO_REUSE)
    world.sleep_speed = -1.0
    scenes.table(world)
    ids = scenes.dice_stack(world, 21)
    start = positions(world, ids)
    run(world, 5.0)
    assert np.abs(positions(world, ids)[:, 0] - start[:, 0]).max() < 0.01 * scenes.DIE
    assert all(abs(math.remainder(a, math.pi / 2)) < 1e-3 for a in positions(world, ids)[:, 2])


def test_kept_contacts_move_their_separations_like_a_fresh_collision_pass():
    """The first-order update of the kept separations matches a fresh collision pass after a small shift and
    turn of every piece (a sign slip in the lever-arm terms would be off by micrometres, not 1e-5 of them)."""
    from game.physics.contact_cache import ContactCache

    world = World(gravity=(0.0, 0.0))
    scenes.table(world)
    ids = scenes.beanstalk_tower(world)
    world._ensure_shapes()
    active = np.ones(len(world.body_ids()), bool)
    sweep = np.zeros(len(active))
    fresh = world._collide(DT, world.kind == 0, active, sweep)
    cache = ContactCache(world.X, active, fresh)
    rng = np.random.default_rng(5)
    for body_id in ids:
        slot = world.slot(body_id)
        world.X[slot] += rng.uniform(-1, 1, 3) * (0.015, 0.015, 1.5e-4)
    kept = cache.manifolds(world.X)
    again = world._collide(DT, world.kind == 0, active, sweep)
    assert np.array_equal(kept.key, again.key)
    moved = np.abs(kept.sep - fresh.sep)[kept.valid].max()
    assert moved > 1e-3                      # the shift did move the separations ...
    err = np.abs(kept.sep - again.sep)[kept.valid].max()
    assert err < 1e-5 and err < 0.01 * moved  # ... and the update followed them
