"""Bodies that leave the world (fall far below the table, fly far aside) are removed by the world, which lists
their ids in `world.removed` for that one step so that the owner can forget them."""
from __future__ import annotations

import numpy as np

from game.physics import World, scenes, shapes
from game.physics.world import BOUNDS_EVERY
from tests.physics.helpers import DT, positions, run


def _steps_until_removed(world: World, body: int, limit: int = 600) -> tuple[int, list[list[int]]]:
    reports = []
    for i in range(limit):
        world.step(DT)
        if world.removed:
            reports.append(list(world.removed))
        if body not in world.body_ids():
            return i + 1, reports
    raise AssertionError("never removed")


def test_a_piece_pushed_off_the_table_falls_and_is_removed_far_below():
    world = World(bounds=(-3000.0, -1000.0, 3000.0))
    scenes.table(world, width=800.0)  # x from -400 to 400
    tower = scenes.dice_stack(world, 4, x=-200.0)
    run(world, 2.0)
    die = world.add_body(shapes.die(), (380.0, 20.0), velocity=(600.0, 0.0))  # slides off the right edge
    steps, reports = _steps_until_removed(world, die)
    assert reports == [[die]]  # reported once, in the step that removed it
    # it fell freely from the table top to 1 m below: about sqrt(2 * 1 m / g) = 0.45 s
    assert 0.4 < steps * DT < 0.8
    world.step(DT)
    assert world.removed == []
    assert world.awake_count() == 0 and [world.position(b)[0] for b in tower] == [-200.0] * 4  # untouched
    assert world.add_body(shapes.die(), (0, 100)) == die + 1  # ids are never reused


def test_a_piece_flying_far_aside_is_removed():
    world = World(gravity=(0.0, 0.0), bounds=(-500.0, -500.0, 500.0))
    left = world.add_body(shapes.die(), (-100.0, 0.0), velocity=(-3000.0, 0.0))
    right = world.add_body(shapes.die(), (100.0, 0.0), velocity=(3000.0, 0.0))
    world.step(DT)
    assert world.removed == []
    steps, _ = _steps_until_removed(world, right)
    # 100 + 9 * 50 mm is past 500: both crossed their side at step 9, and went at the next check
    assert len(world) == 0 and 9 <= steps + 1 < 9 + BOUNDS_EVERY and (steps + 1) % BOUNDS_EVERY == 0
    assert left not in world.body_ids()


def test_a_pile_falling_off_together_is_removed_body_by_body_and_the_world_keeps_going():
    world = World(bounds=(-3000.0, -600.0, 3000.0))
    scenes.table(world, width=400.0, right_edge=0.0)
    pile = scenes.dice_stack(world, 5, x=-30.0)  # hangs 10 mm over the edge of a short table
    keeper = scenes.dice_stack(world, 3, x=-300.0)
    for body in pile:
        world.apply_impulse(body, (3e4, 0.0))
    gone = []
    for _ in range(300):
        world.step(DT)
        gone += world.removed
        m = world.manifolds
        assert (m.body_a < len(world)).all() and (m.body_b < len(world)).all()
    assert sorted(gone) == pile
    assert world.body_ids() == [0, *keeper]
    assert np.allclose(positions(world, keeper)[:, 0], -300.0, atol=0.5)


def test_kinematic_and_static_bodies_stay_and_no_bounds_means_no_removal():
    world = World(bounds=(-100.0, -100.0, 100.0))
    static = world.add_body(shapes.board(100, 10), (0.0, -500.0))
    hand = world.add_body(shapes.box(30, 30), (0.0, -400.0), kind="kinematic")
    world.move_kinematic(hand, (0.0, -410.0), 0.0, DT)
    run(world, 0.5)
    assert world.body_ids() == [static, hand]
    endless = World(bounds=None)
    die = endless.add_body(shapes.die(), (0.0, 0.0))
    run(endless, 2.0)
    assert endless.body_ids() == [die] and endless.position(die)[1] < -15_000.0


def test_bounds_are_kept_in_json():
    world = World(bounds=(-10.0, -20.0, 30.0))
    assert World.from_json(world.to_json()).bounds == (-10.0, -20.0, 30.0)
    assert World.from_json(World(bounds=None).to_json()).bounds is None
