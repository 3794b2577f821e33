"""World.to_json / World.from_json: plain JSON, a stable round trip, a restored world that continues like the
original, and damaged data refused with a clear ValueError (never any other exception)."""
from __future__ import annotations

import copy
import json
import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.physics import World, scenes, shapes
from game.physics.world_json import DEEP_OVERLAP
from tests.physics.helpers import DT, max_penetration, positions, run


def _flying_world() -> World:
    """Every kind of piece (compound castle and axe, light cloud material) thrown up above a table, plus a
    moving kinematic hand: nothing touches yet."""
    world = World()
    scenes.table(world)
    rng = np.random.default_rng(3)
    makers = [shapes.die, shapes.cloud, shapes.trunk, shapes.castle, shapes.axe]
    for i in range(10):
        world.add_body(makers[i % 5](), (-600.0 + 130.0 * i, 400.0 + 60.0 * (i % 3)), float(rng.uniform(-1, 1)),
                       (float(rng.uniform(-300, 300)), float(rng.uniform(0, 400))), float(rng.uniform(-5, 5)))
    hand = world.add_body(shapes.box(30, 30), (0.0, 900.0), kind="kinematic")
    world.move_kinematic(hand, (10.0, 900.0), 0.0, DT)
    return world


def _resting_world() -> tuple[World, list[int]]:
    world = World()
    scenes.table(world)
    ids = scenes.beanstalk_tower(world)
    scenes.dice_stack(world, 6, x=300.0)
    run(world, 4.0)
    assert world.awake_count() == 0
    return world, ids


def _plain_types(value) -> set[type]:
    if isinstance(value, dict):
        assert all(type(k) is str for k in value)
        return {dict}.union(*(_plain_types(v) for v in value.values()))
    if isinstance(value, list):
        return {list}.union(*(_plain_types(v) for v in value))
    return {type(value)}


def test_the_output_is_plain_json_and_the_round_trip_is_stable():
    world = _flying_world()
    run(world, 0.8)  # landing: awake bodies, contacts, speculative points
    data = world.to_json()
    assert _plain_types(data) <= {dict, list, str, int, float, bool}  # no numpy scalars anywhere
    text = json.dumps(data, allow_nan=False)
    assert World.from_json(data).to_json() == data
    assert World.from_json(json.loads(text)).to_json() == data
    assert {b["kind"] for b in data["bodies"]} == {"static", "dynamic", "kinematic"}


def test_a_world_restored_in_flight_settles_to_the_same_state_hash():
    world = _flying_world()
    run(world, 0.1)
    restored = World.from_json(json.loads(json.dumps(world.to_json())))
    for w in (world, restored):
        run(w, 5.0)
    assert world.awake_count() == 0 and len(world.manifolds) > 10  # really landed and settled, in a pile
    assert restored.state_hash() == world.state_hash()


def test_bodies_kinds_velocities_and_sleep_state_come_back():
    world, ids = _resting_world()
    die = world.add_body(shapes.die(), (-500.0, 300.0), 0.3, (120.0, 40.0), 2.5)
    world.set_kind(ids[-1], "kinematic")  # the castle in the hand
    world.set_velocity(ids[-1], (5.0, -3.0), 0.1)
    restored = World.from_json(world.to_json())
    assert restored.body_ids() == world.body_ids()
    for name in ("X", "V", "mass", "inertia", "inv_mass", "inv_inertia", "kind", "awake", "sleep_time",
                 "sleep_group", "com", "extent"):
        assert np.array_equal(getattr(restored, name), getattr(world, name)), name
    assert restored.kind_of(ids[-1]) == "kinematic" and restored.velocity(die) == (120.0, 40.0)
    assert restored.angular_velocity(die) == 2.5 and restored.is_awake(die)
    asleep = [b for b in world.body_ids() if world.kind_of(b) == "dynamic" and not world.is_awake(b)]
    assert len(asleep) == 6 and not any(restored.is_awake(b) for b in asleep)  # the dice stack sleeps on
    assert restored.definition(ids[3]) == world.definition(ids[3])
    assert restored.frame == world.frame
    new = (world.add_body(shapes.die(), (0, 900)), restored.add_body(shapes.die(), (0, 900)))
    assert new[0] == new[1]  # ids keep counting from the same place


def test_shared_shapes_are_written_once_and_shared_again():
    world = World()
    scenes.dice_stack(world, 5)
    data = world.to_json()
    assert len(data["shapes"]) == 5  # scenes.dice_stack makes a definition per die
    one = shapes.die()
    world = World()
    for i in range(4):
        world.add_body(one, (60.0 * i, 20.0))
    data = world.to_json()
    assert len(data["shapes"]) == 1
    restored = World.from_json(data)
    defs = [restored.definition(b) for b in restored.body_ids()]
    assert all(d is defs[0] for d in defs)


def test_a_sleeping_pile_restored_stays_asleep_and_stands_like_the_original_when_woken():
    """Contacts are not saved: loading finds them again, so the woken pile stands on them (cold started)."""
    world, ids = _resting_world()
    restored = World.from_json(world.to_json())
    assert not restored.manifolds.lam.any() and world.manifolds.lam.any()  # the warm-start cache is not kept
    assert len(restored.manifolds) == len(world.manifolds)
    run(restored, 1.0)
    assert restored.awake_count() == 0
    assert np.array_equal(positions(restored, ids), positions(world, ids))
    for w in (world, restored):
        w.wake(ids[0])
    run(world, 2.0)
    run(restored, 2.0, each=_check_penetration)
    diff = np.abs(positions(world, ids) - positions(restored, ids))
    assert diff[:, :2].max() < 0.01 and diff[:, 2].max() < 1e-4  # mm, rad: woken, it settles where it was
    assert restored.awake_count() == 0
    for w in (world, restored):
        w.apply_impulse(ids[-1], (2000.0, 0.0))  # nudge the castle on top: cold vs warm start shows a little
    run(world, 3.0)
    run(restored, 3.0, each=_check_penetration)
    diff = np.abs(positions(world, ids) - positions(restored, ids))
    assert diff[:, :2].max() < 1.0 and diff[:, 2].max() < 0.03
    assert restored.awake_count() == 0


def _check_penetration(world: World) -> None:
    assert max_penetration(world) < 1.0


def test_an_empty_world_round_trips():
    world = World(gravity=(0.0, -1000.0))
    restored = World.from_json(world.to_json())
    assert restored.gravity == (0.0, -1000.0) and len(restored) == 0
    assert restored.step(DT) == []


def test_a_world_saved_before_the_static_factor_keeps_the_push_doubled_against_static_bodies():
    data = _flying_world().to_json()
    data["settings"]["solver"].pop("static_factor")
    assert World.from_json(data).params.static_factor == 2.0
    data["settings"]["solver"]["static_factor"] = 1.2
    assert World.from_json(data).params.static_factor == 1.2


# ---- damaged data --------------------------------------------------------------------------------------------
def _valid() -> dict:
    world = _flying_world()
    run(world, 0.05)
    return world.to_json()


VALID = _valid()


def _damaged(edit) -> dict:
    data = copy.deepcopy(VALID)
    edit(data)
    return data


DAMAGE = {
    "not an object": lambda d: d.clear() or d.update(x=1),
    "wrong format": lambda d: d.update(format="save"),
    "newer version": lambda d: d.update(version=2),
    "missing bodies": lambda d: d.pop("bodies"),
    "missing settings": lambda d: d.pop("settings"),
    "missing solver key": lambda d: d["settings"]["solver"].pop("substeps"),
    "substeps zero": lambda d: d["settings"]["solver"].update(substeps=0),
    "substeps a float": lambda d: d["settings"]["solver"].update(substeps=8.0),
    "hertz zero": lambda d: d["settings"]["solver"].update(hertz=0.0),
    "negative damping": lambda d: d["settings"]["solver"].update(damping_ratio=-1.0),
    "static factor zero": lambda d: d["settings"]["solver"].update(static_factor=0.0),
    "tilt_solve a number": lambda d: d["settings"]["solver"].update(tilt_solve=1),
    "gravity NaN": lambda d: d["settings"].update(gravity=[0.0, math.nan]),
    "gravity one number": lambda d: d["settings"].update(gravity=[0.0]),
    "bounds two numbers": lambda d: d["settings"].update(bounds=[0.0, 1.0]),
    "bounds left of right": lambda d: d["settings"].update(bounds=[10.0, 0.0, -10.0]),
    "missing bounds": lambda d: d["settings"].pop("bounds"),
    "slop negative": lambda d: d["settings"].update(slop=-1.0),
    "missing body id": lambda d: d["bodies"][2].pop("id"),
    "id a string": lambda d: d["bodies"][2].update(id="2"),
    "duplicate ids": lambda d: d["bodies"][3].update(id=d["bodies"][2]["id"]),
    "id beyond next_id": lambda d: d.update(next_id=1),
    "shape out of range": lambda d: d["bodies"][2].update(shape=99),
    "unknown kind": lambda d: d["bodies"][2].update(kind="floating"),
    "kind a list": lambda d: d["bodies"][2].update(kind=["dynamic"]),
    "shape kind a dict": lambda d: d["shapes"][1].update(kind={}),
    "format a list": lambda d: d.update(format=[]),
    "centre NaN": lambda d: d["bodies"][2].update(centre=[math.nan, 0.0]),
    "centre infinite": lambda d: d["bodies"][2].update(centre=[math.inf, 0.0]),
    "centre huge integer": lambda d: d["bodies"][2].update(centre=[10 ** 5000, 0.0]),
    "velocity a dict": lambda d: d["bodies"][2].update(velocity={"x": 1}),
    "spin a bool": lambda d: d["bodies"][2].update(spin=True),
    "awake a number": lambda d: d["bodies"][2].update(awake=1),
    "negative sleep time": lambda d: d["bodies"][2].update(sleep_time=-1.0),
    "sleep group never handed out": lambda d: d["bodies"][2].update(sleep_group=d["next_group"]),
    "moving static body": lambda d: d["bodies"][0].update(velocity=[5.0, 0.0]),
    "awake static body": lambda d: d["bodies"][0].update(awake=True),
    "massless dynamic body": lambda d: [part["material"].update(density=0.0)
                                        for part in d["shapes"][d["bodies"][2]["shape"]]["parts"]],
    "dust-light dynamic body": lambda d: [part["material"].update(density=1e-300)
                                          for part in d["shapes"][d["bodies"][2]["shape"]]["parts"]],
    "two points": lambda d: d["shapes"][1]["parts"][0].update(points=[[0.0, 0.0], [1.0, 0.0]]),
    "clockwise part": lambda d: d["shapes"][1]["parts"][0]["points"].reverse(),
    "non-convex part": lambda d: d["shapes"][1]["parts"][0].update(
        points=[[0.0, 0.0], [10.0, 0.0], [5.0, 1.0], [10.0, 10.0], [0.0, 10.0]]),
    "point a string": lambda d: d["shapes"][1]["parts"][0]["points"].__setitem__(0, "0,0"),
    "no parts": lambda d: d["shapes"][1].update(parts=[]),
    "missing material": lambda d: d["shapes"][1]["parts"][0].pop("material"),
    "restitution above one": lambda d: d["shapes"][1]["parts"][0]["material"].update(restitution=2.0),
    "negative radius": lambda d: d["shapes"][1]["parts"][0].update(radius=-3.0),
    "extras a list": lambda d: d["shapes"][1].update(extras=[1]),
    "shapes not a list": lambda d: d.update(shapes={"0": {}}),
    "body a list": lambda d: d["bodies"].__setitem__(2, [1, 2]),
}


@pytest.mark.parametrize("name", sorted(DAMAGE))
def test_damaged_data_is_refused_with_a_clear_value_error(name):
    data = _damaged(DAMAGE[name])
    with pytest.raises(ValueError, match=r"^world"):  # the message names where the bad value is
        World.from_json(data)


def _shape_of(data: dict, body: int) -> dict:
    return data["shapes"][data["bodies"][body]["shape"]]


# a bad world is refused when it is loaded, naming the bad value, instead of a singular matrix in the solver
BAD_WORLDS = {
    "a part flat as a line": (lambda d: _shape_of(d, 2)["parts"][0].update(
        points=[[0.0, 0.0], [40.0, 0.0], [40.0, 1e-4], [0.0, 1e-4]], radius=0.0),
        r"world\.shapes\[\d+\]\.parts\[0\]\.points: .* thin"),
    "a part the size of a dot": (lambda d: _shape_of(d, 2)["parts"][0].update(
        points=[[0.0, 0.0], [1e-4, 0.0], [1e-4, 1e-4], [0.0, 1e-4]], radius=0.0), r"thin"),
    "a centre 20 km away": (lambda d: d["bodies"][2].update(centre=[2e7, 0.0]), r"world\.bodies\[2\]\.centre\[0\]"),
    "a velocity of 2 km/s": (lambda d: d["bodies"][2].update(velocity=[0.0, -2e6]), r"world\.bodies\[2\]\.velocity"),
    "a spin of 1e7 rad/s": (lambda d: d["bodies"][2].update(spin=1e7), r"world\.bodies\[2\]\.spin"),
    "two bodies in one place": (lambda d: d["bodies"][3].update(centre=list(d["bodies"][2]["centre"]),
                                                                 angle=d["bodies"][2]["angle"]),
                                r"world\.bodies\[2\] and world\.bodies\[3\] .* overlap by"),
}


@pytest.mark.parametrize("name", sorted(BAD_WORLDS))
def test_the_physics_refuses_a_bad_world_naming_the_bad_value(name):
    edit, message = BAD_WORLDS[name]
    data = _damaged(edit)
    with pytest.raises(ValueError, match=message):
        World.from_json(data)


def test_a_stalk_saved_overlapping_itself_is_refused_not_a_singular_matrix():
    """Every die of a standing stack moved onto the one below it: a clear error on loading."""
    world = World()
    scenes.table(world)
    scenes.dice_stack(world, 4)
    data = world.to_json()
    for body in data["bodies"][2:]:
        body["centre"] = list(data["bodies"][1]["centre"])
    with pytest.raises(ValueError, match="overlap by"):
        World.from_json(data)


def test_pieces_just_touching_within_the_slop_still_load():
    world, _ = _resting_world()
    assert World.from_json(world.to_json()).body_ids() == world.body_ids()


def test_a_pile_stored_pressed_a_little_deeper_than_the_slop_loads_and_eases_apart():
    """A world the physics itself may store (a joint pressed 0.6 mm deep, slop 0.5) is not a damaged file: it loads,
    and once woken the solver eases the joint apart without a jump."""
    world = World()
    scenes.table(world)
    ids = scenes.dice_stack(world, 4)
    data = world.to_json()
    slot = next(i for i, b in enumerate(data["bodies"]) if b["id"] == ids[1])
    for body in data["bodies"][slot:]:  # the second die and everything on it, 0.6 mm down into the foot die
        body["centre"][1] -= 0.6
    loaded = World.from_json(data)
    depth = -np.where(loaded.manifolds.valid, loaded.manifolds.sep, np.inf).min()
    assert loaded.slop < depth <= DEEP_OVERLAP * loaded.slop
    loaded.wake(ids[1])
    fastest = 0.0
    for _ in range(120):
        loaded.step(1 / 60)
        fastest = max(fastest, float(np.hypot(loaded.V[:, 0], loaded.V[:, 1]).max()))
    assert fastest < 50.0  # mm/s: eased apart, not thrown
    assert -np.where(loaded.manifolds.valid, loaded.manifolds.sep, np.inf).min() < 0.05


@pytest.mark.parametrize("value", [None, [], "world", 3, 1.5])
def test_not_even_an_object_is_refused(value):
    with pytest.raises(ValueError, match="world"):
        World.from_json(value)


_json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                         max_size=3),
                            max_leaves=6)


def _paths(value, prefix=()):
    """Every (container, key) in the data, for picking a place to damage."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield value, k
            yield from _paths(v)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield value, i
            yield from _paths(v)


PLACES = len(list(_paths(VALID)))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, PLACES - 1), st.sampled_from(["replace", "delete"]), _json_values),
                min_size=1, max_size=3))
def test_any_damage_gives_a_value_error_or_a_world_that_runs(edits):
    data = copy.deepcopy(VALID)
    for place, how, value in edits:
        places = list(_paths(data))
        container, key = places[place % len(places)]
        if how == "delete" and isinstance(container, dict):
            del container[key]
        else:
            container[key] = value
    try:
        world = World.from_json(data)
    except ValueError:
        return
    for _ in range(3):  # what loads must also run
        world.step(DT)
    assert World.from_json(world.to_json()).body_ids() == world.body_ids()


def _targets(data: dict) -> list[tuple[tuple, str]]:
    """(path to a dict, key) for every key of the settings, one body, one shape, its first part and material."""
    places = [((), k) for k in data] + [(("settings",), k) for k in data["settings"]]
    places += [(("settings", "solver"), k) for k in data["settings"]["solver"]]
    places += [(("bodies", 2), k) for k in data["bodies"][2]] + [(("shapes", 1), k) for k in data["shapes"][1]]
    places += [(("shapes", 1, "parts", 0), k) for k in data["shapes"][1]["parts"][0]]
    places += [(("shapes", 1, "parts", 0, "material"), k) for k in data["shapes"][1]["parts"][0]["material"]]
    return places


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_targets(VALID)), _json_values)
def test_any_value_in_any_field_gives_a_value_error_or_a_world_that_runs(target, value):
    data = copy.deepcopy(VALID)
    where, key = target
    container = data
    for step in where:
        container = container[step]
    container[key] = value
    try:
        world = World.from_json(data)
    except ValueError:
        return
    for _ in range(3):
        world.step(DT)
    assert World.from_json(world.to_json()).body_ids() == world.body_ids()
