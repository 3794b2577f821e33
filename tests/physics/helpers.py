"""Shared helpers for the physics truths."""
from __future__ import annotations

import numpy as np

from game.physics import scenes, shapes
from game.physics.world import World

DT = 1 / 60


def run(world: World, seconds: float, each=None) -> None:
    for _ in range(round(seconds / DT)):
        world.step(DT)
        if each is not None:
            each(world)


def max_penetration(world: World) -> float:
    m = world.manifolds
    if not len(m):
        return 0.0
    return float(max(0.0, -np.where(m.valid, m.sep, np.inf).min()))


def positions(world: World, ids) -> np.ndarray:
    return np.array([[*world.position(i), world.angle(i)] for i in ids])


def replay_matches(world: World, seconds: float = 1.0) -> bool:
    """Snapshot now, run, restore, run again: are the two states bit-identical?"""
    snap = world.snapshot()
    run(world, seconds)
    first = world.state_hash()
    world.restore(snap)
    run(world, seconds)
    return world.state_hash() == first


def sleeping_stack(count: int, seconds: float = 3.0) -> tuple[World, list[int]]:
    """A table with `count` dice stacked on it, run until the stack has fallen asleep."""
    world = World()
    scenes.table(world)
    dice = scenes.dice_stack(world, count)
    run(world, seconds)
    assert world.awake_count() == 0
    return world, dice


def settle_asleep(world: World, cap: int = 1200) -> int:
    """Step until every body sleeps (failing after `cap` steps); returns the steps it took."""
    steps = 0
    while world.awake_count():
        assert steps < cap, "the pile did not fall asleep"
        world.step(DT)
        steps += 1
    return steps


def off_centre_stack(params, count: int = 12) -> tuple[World, list[int], float]:
    """Dice let go 1 mm above the stack one at a time, each up to 5 mm off the centre (seeded), each settled
    asleep. Returns the world, the dice and the height of the stack's top (where the next die would be let go)."""
    rng = np.random.default_rng(1)
    world = World(params=params, sleep_speed=10.0)
    scenes.table(world)
    ids, y = [], scenes.DIE / 2
    for i in range(count):
        ids.append(world.add_body(shapes.die(), (float(rng.uniform(-5.0, 5.0)) if i else 0.0, y + (1.0 if i else 0.0))))
        y += scenes.DIE + (1.0 if i else 0.0)
        settle_asleep(world)
    return world, ids, y
