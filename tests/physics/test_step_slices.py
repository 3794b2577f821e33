"""A step in slices (World.step_slices, solver.solve_slices): the scene spreads a costly step of a big pile in
motion over frames. Where it pauses must never change the result, the bodies must not move until the step ends
(the screen shows the last whole step meanwhile), and the work it reports must grow with the contacts."""
from __future__ import annotations

from game.physics import scenes, shapes
from game.physics.world import World
from tests.physics.helpers import DT


def _axe_into_tower() -> World:
    world = World()
    scenes.table(world, width=3000.0)
    scenes.dice_stack(world, 10)
    world.add_body(shapes.axe(), (-400.0, 330.0), 0.0, (2500.0, 0.0), -6.0)
    return world


def test_a_step_in_slices_ends_bit_identical_to_a_whole_step():
    whole, sliced = _axe_into_tower(), _axe_into_tower()
    paused = 0
    for _ in range(90):
        whole.step(DT)
        for _work in sliced.step_slices(DT):
            paused += 1
        assert sliced.state_hash() == whole.state_hash()
        assert [(e.body_a, e.body_b) for e in sliced.events] == [(e.body_a, e.body_b) for e in whole.events]
    assert paused > 90  # it did pause inside steps (after the set-up and between substeps)


def test_the_bodies_stay_put_until_the_step_ends():
    world = _axe_into_tower()
    for _ in range(30):  # the axe reaches the stack: a pile in motion
        world.step(DT)
    before = world.X.copy()
    slices = world.step_slices(DT)
    next(slices)
    for _work in slices:
        assert (world.X == before).all()
    assert (world.X != before).any()


def test_the_work_reported_grows_with_the_contacts():
    def work(count: int) -> float:
        world = World()
        world.sleep_speed = -1.0
        scenes.table(world)
        scenes.dice_stack(world, count)
        world.step(DT)
        return sum(world.step_slices(DT))

    small, big = work(3), work(12)
    assert 0 < small < big
    assert big >= 3 * small  # 4x the contacts
