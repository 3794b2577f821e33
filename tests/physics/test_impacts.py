"""Impacts: the thrown axe, tunnelling, impulses at a point, contact events for the clack sounds."""
from __future__ import annotations

import math

import numpy as np
import pytest

from game.physics import scenes, shapes
from game.physics.world import World
from tests.physics.helpers import DT, run


def _upright(angle: float) -> bool:
    quarter = math.pi / 2
    return abs(angle / quarter - round(angle / quarter)) * quarter < 0.02


def test_axe_knocks_the_top_dice_off_a_six_die_stack_and_the_bottom_one_stands():
    world = World()
    scenes.table(world, width=3000.0)
    dice = scenes.dice_stack(world, 6)
    world.add_body(shapes.axe(), (-400.0, 330.0), 0.0, (2500.0, 0.0), -6.0)
    events = []
    for _ in range(240):
        events += world.step(DT)
    assert events, "the axe must hit something"
    bottom = np.array(world.position(dice[0]))
    assert np.linalg.norm(bottom - (0.0, 20.0)) < 10.0
    assert _upright(world.angle(dice[0]))
    top = world.position(dice[-1])
    assert top[0] > 200.0 and top[1] < 60.0  # knocked off and lying on the table
    knocked = [i for i in dice if abs(world.position(i)[0]) > 60.0]
    assert len(knocked) >= 3


@pytest.mark.parametrize("speed", [6000.0, 15000.0, 30000.0])
def test_fast_axe_does_not_tunnel_through_a_die(speed):
    world = World(gravity=(0.0, 0.0))
    die = world.add_body(shapes.die(), (0.0, 0.0))
    axe = world.add_body(shapes.axe(), (-600.0, 30.0), -math.pi / 2, (speed, 0.0))
    run(world, 0.2)
    vx, _ = world.velocity(die)
    assert vx > 100.0, "the die was not hit"
    assert world.position(axe)[0] < world.position(die)[0] + 60.0


def test_impulse_at_a_point_pushes_and_spins():
    world = World(gravity=(0.0, 0.0))
    die = world.add_body(shapes.die(), (0.0, 0.0))
    mass = world.mass_of(die)
    world.apply_impulse(die, (0.0, 1000.0), point=(20.0, 0.0))
    vx, vy = world.velocity(die)
    assert vx == 0.0
    assert vy == pytest.approx(1000.0 / mass)
    assert world.angular_velocity(die) > 0.0  # pushed up on the right: turns counter-clockwise


def test_contact_events_grow_with_impact_speed():
    loudness = []
    for height in (20.0, 80.0, 320.0):
        world = World()
        scenes.table(world)
        die = world.add_body(shapes.die(), (0.0, 20.0 + height))
        events = []
        for _ in range(90):
            events += world.step(DT)
        hits = [e for e in events if die in (e.body_a, e.body_b)]
        assert hits
        loudness.append(hits[0].impulse)
        assert hits[0].speed == pytest.approx(math.sqrt(2 * 9810.0 * height), rel=0.1)
    assert loudness[0] < loudness[1] < loudness[2]


def test_resting_die_makes_no_sound():
    world = World()
    scenes.table(world)
    scenes.dice_stack(world, 3)
    events = []
    for _ in range(60):
        events += world.step(DT)
    assert events == []
