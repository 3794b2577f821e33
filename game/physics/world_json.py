"""A World as plain JSON (for saves): `World.to_json()` / `World.from_json(data)` call these.

Kept: the world's settings (gravity, slop, sleep and event thresholds, bounds, the solver parameters), its
frame count, the next body id and sleep-group number, every body's shape (convex parts: points, rounding
radius, material with density / friction / restitution, tag; the body definition's kind, name and extras), and
every body's id, kind (a body the hand carries is kinematic), centre of mass and angle, velocity and spin, and
sleep state (awake or not, time spent slow, sleep group). Body definitions shared by several bodies are written
once ("shapes") and shared again after loading.

Not kept: the solver's and the collision's caches -- the contact manifolds with their warm-start impulses and
sag integrals (`lift`), the solver set-up and the contact cache. Masses, inertias, centres and extents are
recomputed from the shapes (the same arithmetic as add_body, so the same bits). On loading, the contacts of
touching bodies are found again (geometry only, no impulses), so that a sleeping pile still stands on them when
it is woken. Consequences: a world saved while no two bodies are within a few millimetres of touching (pieces in
the air, e.g. between a throw and its landing) continues bit-identically; a world saved with bodies touching
starts those contacts cold (the solver's cold start finds the impulse that holds them at rest), so it continues
within a small fraction of a millimetre of the original, not bit for bit.

The output holds only dicts, lists, str, int, float and bool (no numpy types): json.dumps(world.to_json())
works, and from_json(to_json(w)).to_json() == w.to_json(). from_json checks everything and raises ValueError
with the path of the first bad value (a missing key, a wrong type, NaN or infinity, an out-of-range number, a
non-convex part, duplicate ids ...); it never fails any other way.
"""
from __future__ import annotations

import copy
import dataclasses
import json
import math
from typing import TYPE_CHECKING

import numpy as np

from game.physics import shapes, solver

if TYPE_CHECKING:
    from game.physics.world import World

FORMAT = "table-tales/physics-world"
VERSION = 1
LIMIT = 1e9           # no coordinate (mm), speed (mm/s) or setting of a sane world comes near this
MAX_BODIES = 100_000
MAX_POINTS = 64       # per part
MIN_MASS = 1e-3       # g: a dynamic body lighter than a milligram would make the solver's numbers explode
POSITION_LIMIT = 1e7  # mm: no body of a sane world is 10 km from the origin
SPEED_LIMIT = 1e6     # mm/s (and rad/s for spin): nothing thrown or fallen comes near 1 km/s
MIN_SIZE = 0.01       # mm: every part is at least this wide in every direction (a flat or dot-like part has no
# inertia worth the name: the solver's matrices go singular)
_KIND_NAMES = ("dynamic", "static", "kinematic")  # index = world.DYNAMIC, STATIC, KINEMATIC


# ---- writing -------------------------------------------------------------------------------------------------
def to_json(world: World) -> dict:
    shape_index: dict[int, int] = {}  # id(BodyDef) -> index: shared definitions are written once
    shape_list: list[dict] = []
    bodies = []
    for slot, definition in enumerate(world._defs):
        index = shape_index.get(id(definition))
        if index is None:
            index = shape_index[id(definition)] = len(shape_list)
            shape_list.append(_shape_json(definition))
        x, y, a = (float(v) for v in world.X[slot])
        vx, vy, w = (float(v) for v in world.V[slot])
        bodies.append({"id": int(world._ids[slot]), "shape": index, "kind": _KIND_NAMES[int(world.kind[slot])],
                       "centre": [x, y], "angle": a, "velocity": [vx, vy], "spin": w,
                       "awake": bool(world.awake[slot]), "sleep_time": float(world.sleep_time[slot]),
                       "sleep_group": int(world.sleep_group[slot])})
    return {"format": FORMAT, "version": VERSION, "settings": _settings_json(world), "frame": int(world.frame),
            "next_id": int(world._next_id), "next_group": int(world._next_group), "shapes": shape_list,
            "bodies": bodies}


def _settings_json(world: World) -> dict:
    params = {f.name: _plain(getattr(world.params, f.name)) for f in dataclasses.fields(solver.SolverParams)}
    return {"gravity": [float(world.gravity[0]), float(world.gravity[1])], "slop": float(world.slop),
            "speculative": float(world.speculative), "sleep_speed": float(world.sleep_speed),
            "time_to_sleep": float(world.time_to_sleep), "event_speed": float(world.event_speed),
            "bounds": None if world.bounds is None else [float(v) for v in world.bounds], "solver": params}


def _plain(value):
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    return float(value)


def _shape_json(definition: shapes.BodyDef) -> dict:
    parts = [{"points": [[float(x), float(y)] for x, y in part.points], "radius": float(part.radius),
              "material": {"name": str(part.material.name), "density": float(part.material.density),
                           "friction": float(part.material.friction),
                           "restitution": float(part.material.restitution)},
              "tag": str(part.tag)} for part in definition.parts]
    return {"kind": str(definition.kind), "name": str(definition.name), "parts": parts,
            "extras": _plain_json(definition.extras, "extras")}


def _plain_json(value, path: str):
    """A deep copy of JSON-able data (extras), or ValueError."""
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError, RecursionError) as exc:
        raise ValueError(f"{path}: not plain JSON ({exc})") from None


# ---- reading -------------------------------------------------------------------------------------------------
def from_json(data) -> World:
    from game.physics.world import KINDS, World  # world.py imports this module: import at call time
    _obj(data, "world")
    if data.get("format") != FORMAT:
        raise ValueError(f"world: format is not {FORMAT!r}")
    if _int(data, "version", "world", 0, 10**6) != VERSION:
        raise ValueError(f"world.version: {data['version']} is not supported (only {VERSION})")
    settings = _obj(_get(data, "settings", "world"), "world.settings")
    gravity = _vec(settings, "gravity", "world.settings")
    world = World(gravity=gravity, params=_solver_params(settings),
                  slop=_num(settings, "slop", "world.settings", 1e-6, 1e3),
                  sleep_speed=_num(settings, "sleep_speed", "world.settings", -LIMIT, LIMIT),
                  time_to_sleep=_num(settings, "time_to_sleep", "world.settings", 0.0, LIMIT),
                  event_speed=_num(settings, "event_speed", "world.settings", 0.0, LIMIT),
                  bounds=_bounds(settings))
    world.speculative = _num(settings, "speculative", "world.settings", 0.0, 1e4)
    world.frame = _int(data, "frame", "world", 0, 2**62)
    next_id = _int(data, "next_id", "world", 0, 2**20)
    next_group = _int(data, "next_group", "world", 0, 2**62)
    shape_list = []
    for i, raw in enumerate(_list(data, "shapes", "world")):
        definition = _shape(raw, f"world.shapes[{i}]")
        if any(d is definition for d in shape_list):  # two equal entries stay two definitions (as written)
            definition = copy.copy(definition)
        shape_list.append(definition)
    body_list = _list(data, "bodies", "world")
    if len(body_list) > MAX_BODIES:
        raise ValueError(f"world.bodies: more than {MAX_BODIES}")
    last_id = -1
    for i, body in enumerate(body_list):
        path = f"world.bodies[{i}]"
        _obj(body, path)
        body_id = _int(body, "id", path, 0, next_id - 1)
        if body_id <= last_id:
            raise ValueError(f"{path}.id: ids must be unique and increasing")
        last_id = body_id
        definition = shape_list[_int(body, "shape", path, 0, len(shape_list) - 1)]
        kind_name = _choice(body, "kind", path, _KIND_NAMES)
        kind = KINDS[kind_name]
        centre = _vec(body, "centre", path, POSITION_LIMIT)
        angle = _num(body, "angle", path, -1e4, 1e4)
        velocity = _vec(body, "velocity", path, SPEED_LIMIT)
        spin = _num(body, "spin", path, -SPEED_LIMIT, SPEED_LIMIT)
        awake = _bool(body, "awake", path)
        sleep_time = _num(body, "sleep_time", path, 0.0, LIMIT)
        sleep_group = _int(body, "sleep_group", path, -1, next_group - 1)
        if kind_name != "dynamic" and (awake or sleep_group != -1):
            raise ValueError(f"{path}: only a dynamic body is awake or asleep in a group")
        if kind_name == "static" and (velocity != (0.0, 0.0) or spin != 0.0):
            raise ValueError(f"{path}: a static body does not move")
        if kind_name == "dynamic" and not definition.mass_props().mass >= MIN_MASS:
            raise ValueError(f"{path}: a dynamic body needs a mass of at least {MIN_MASS:g} g (density)")
        world._append_body(definition, kind, body_id, (centre[0], centre[1], angle), (velocity[0], velocity[1], spin),
                           awake, sleep_time, sleep_group)
    world._next_id = next_id
    world._next_group = next_group
    world._find_resting_contacts()
    _check_overlaps(world)
    return world


DEEP_OVERLAP = 4.0  # times the slop: a deeper overlap is refused on loading


def _check_overlaps(world: World) -> None:
    """No two bodies (one of them dynamic) overlap deeper than DEEP_OVERLAP x the world's slop: a solver started on
    a deep overlap pushes them apart at full speed, or, for bodies stacked inside one another, faces a singular
    system. A little deeper than the slop is still a world the physics itself may have stored (a pile pressed
    together at the moment it was judged: a stalk stored 0.59 mm deep, slop 0.5, raised on the next turn and
    ended the game); the solver eases that apart at a few mm/s."""
    m = world.manifolds
    if not len(m):
        return
    depth = -np.where(m.valid, m.sep, np.inf).min(axis=1)
    worst = int(np.argmax(depth))
    if depth[worst] > DEEP_OVERLAP * world.slop:
        a, b = sorted((int(m.body_a[worst]), int(m.body_b[worst])))
        raise ValueError(f"world.bodies[{a}] and world.bodies[{b}] (ids {int(world._ids[a])} and "
                         f"{int(world._ids[b])}) overlap by {float(depth[worst]):.3g} mm, more than "
                         f"{DEEP_OVERLAP:g} x the slop ({world.slop:g} mm)")


# allowed ranges of the solver's settings (a damaged file must not make the step divide by zero or blow up)
_SOLVER_RANGES = {"substeps": (1, 64), "presolve_sweeps": (0, 100), "tilt_max_rows": (0, 10_000),
                  "hertz": (1e-3, 1e4), "static_factor": (0.1, 10.0), "damping_ratio": (0.0, 1e3),
                  "tilt_share": (0.0, 1.0)}


# solver settings newer than the format's first version: a world saved before them takes their defaults
_SOLVER_ADDED = frozenset({"lift_load", "anchor_rate", "anchor_max", "anchor_stick", "settle_grace",
                           "tilt_integral", "tilt_band", "tilt_still", "tilt_settled", "tilt_calm", "tilt_wait",
                           "tilt_stir", "rest_flush", "tilt_grip", "static_factor"})


def _bounds(settings: dict) -> tuple[float, float, float] | None:
    raw = _get(settings, "bounds", "world.settings")
    if raw is None:
        return None
    path = "world.settings.bounds"
    if not isinstance(raw, list) or len(raw) != 3:
        raise ValueError(f"{path}: expected null or [left, bottom, right]")
    left, bottom, right = (_number(v, f"{path}[{i}]", -LIMIT, LIMIT) for i, v in enumerate(raw))
    if not left < right:
        raise ValueError(f"{path}: left must be less than right")
    return left, bottom, right


def _solver_params(settings: dict) -> solver.SolverParams:
    raw = _obj(_get(settings, "solver", "world.settings"), "world.settings.solver")
    path = "world.settings.solver"
    values = {}
    for f in dataclasses.fields(solver.SolverParams):
        if f.name in _SOLVER_ADDED and f.name not in raw:
            continue  # a setting added after the world was saved: its default
        lo, hi = _SOLVER_RANGES.get(f.name, (0.0, 1e6))
        if f.type in ("bool", bool):
            values[f.name] = _bool(raw, f.name, path)
        elif f.type in ("int", int):
            values[f.name] = _int(raw, f.name, path, lo, hi)
        else:
            values[f.name] = _num(raw, f.name, path, lo, hi)
    return solver.SolverParams(**values)


_SHAPE_CACHE: dict[str, shapes.BodyDef] = {}
_SHAPE_CACHE_MAX = 256


def _shape(data, path: str) -> shapes.BodyDef:
    """A body definition from its JSON. Definitions are immutable and shared, so one already read from the very
    same JSON is given again (a game loads the same few shapes for every action: parsing, checking and the mass
    properties cost ~2 ms a shape); only data that passed every check is remembered."""
    try:
        key = json.dumps(data, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        key = None  # not plain JSON: _read_shape says what is wrong
    cached = _SHAPE_CACHE.get(key) if key is not None else None
    if cached is not None and json.loads(key) == data:  # not a look-alike (tuples, int keys) that dumps the same
        return cached
    definition = _read_shape(data, path)
    if key is not None:
        if len(_SHAPE_CACHE) >= _SHAPE_CACHE_MAX:
            _SHAPE_CACHE.clear()
        _SHAPE_CACHE[key] = definition
    return definition


def _read_shape(data, path: str) -> shapes.BodyDef:
    _obj(data, path)
    kind = _choice(data, "kind", path, _KIND_NAMES)
    name = _str(data, "name", path)
    raw_parts = _list(data, "parts", path)
    from game.physics.world import MAX_PARTS
    if not 1 <= len(raw_parts) <= MAX_PARTS:
        raise ValueError(f"{path}.parts: 1 to {MAX_PARTS} parts")
    parts = []
    for k, raw in enumerate(raw_parts):
        p = f"{path}.parts[{k}]"
        _obj(raw, p)
        points = _list(raw, "points", p)
        if not 3 <= len(points) <= MAX_POINTS:
            raise ValueError(f"{p}.points: 3 to {MAX_POINTS} points")
        pts = tuple(_pair(q, f"{p}.points[{j}]") for j, q in enumerate(points))
        material = _obj(_get(raw, "material", p), f"{p}.material")
        mat = shapes.Material(_str(material, "name", f"{p}.material"),
                              _num(material, "density", f"{p}.material", 0.0, 1e3),
                              _num(material, "friction", f"{p}.material", 0.0, 1e3),
                              _num(material, "restitution", f"{p}.material", 0.0, 1.0))
        radius = _num(raw, "radius", p, 0.0, 1e6)
        try:
            part = shapes.Part(pts, radius, mat, _str(raw, "tag", p))
        except ValueError as exc:
            raise ValueError(f"{p}: {exc}") from None
        width = _min_width(np.asarray(part.points, float)) + 2.0 * radius
        if not width >= MIN_SIZE:
            raise ValueError(f"{p}.points: the part is {width:.3g} mm thin (at least {MIN_SIZE:g} mm)")
        parts.append(part)
    extras = _obj(_get(data, "extras", path), f"{path}.extras")
    definition = shapes.BodyDef(tuple(parts), kind, name, _plain_json(extras, f"{path}.extras"))
    if not all(math.isfinite(v) for v in (*definition.mass_props().centroid, definition.mass_props().inertia)):
        raise ValueError(f"{path}: its mass properties are not finite")
    return definition


def _min_width(pts: np.ndarray) -> float:
    """The narrowest extent of a convex polygon: over its edge normals, the spread of its points along each."""
    e = np.roll(pts, -1, axis=0) - pts
    length = np.hypot(e[:, 0], e[:, 1])
    if not (length > 0.0).all():
        return 0.0
    n = np.stack([e[:, 1], -e[:, 0]], axis=1) / length[:, None]
    along = pts @ n.T
    return float((along.max(axis=0) - along.min(axis=0)).min())


# ---- checked getters: each raises ValueError naming the path -------------------------------------------------
def _get(data: dict, key: str, path: str):
    if key not in data:
        raise ValueError(f"{path}.{key}: missing")
    return data[key]


def _obj(value, path: str) -> dict:
    if not isinstance(value, dict):
        raise ValueError(f"{path}: expected an object, got {type(value).__name__}")
    return value


def _list(data: dict, key: str, path: str) -> list:
    value = _get(data, key, path)
    if not isinstance(value, list):
        raise ValueError(f"{path}.{key}: expected a list, got {type(value).__name__}")
    return value


def _str(data: dict, key: str, path: str) -> str:
    value = _get(data, key, path)
    if not isinstance(value, str) or len(value) > 200:
        raise ValueError(f"{path}.{key}: expected a short string")
    return value


def _choice(data: dict, key: str, path: str, options: tuple[str, ...]) -> str:
    value = _get(data, key, path)
    if not isinstance(value, str) or value not in options:
        raise ValueError(f"{path}.{key}: one of {', '.join(options)}")
    return value


def _bool(data: dict, key: str, path: str) -> bool:
    value = _get(data, key, path)
    if not isinstance(value, bool):
        raise ValueError(f"{path}.{key}: expected true or false")
    return value


def _int(data: dict, key: str, path: str, lo: int, hi: int) -> int:
    value = _get(data, key, path)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{path}.{key}: expected a whole number")
    if not lo <= value <= hi:
        raise ValueError(f"{path}.{key}: {value} is outside {lo}..{hi}")
    return value


def _number(value, path: str, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{path}: expected a number, got {type(value).__name__}")
    if isinstance(value, int) and abs(value) > LIMIT:  # float() of a 5,000-digit integer would overflow
        raise ValueError(f"{path}: out of range")
    value = float(value)
    if not math.isfinite(value):
        raise ValueError(f"{path}: NaN or infinity")
    if not lo <= value <= hi:
        raise ValueError(f"{path}: {value} is outside {lo:g}..{hi:g}")
    return value


def _num(data: dict, key: str, path: str, lo: float, hi: float) -> float:
    return _number(_get(data, key, path), f"{path}.{key}", lo, hi)


def _pair(value, path: str, limit: float = LIMIT) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{path}: expected [x, y]")
    return _number(value[0], f"{path}[0]", -limit, limit), _number(value[1], f"{path}[1]", -limit, limit)


def _vec(data: dict, key: str, path: str, limit: float = LIMIT) -> tuple[float, float]:
    return _pair(_get(data, key, path), f"{path}.{key}", limit)
