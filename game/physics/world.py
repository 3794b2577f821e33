"""The physics world: bodies as arrays, one `step(dt)` per frame, contact events, queries, snapshots, and saving
as plain JSON (`to_json` / `from_json`: world_json.py says what is kept).

Units: millimetres, seconds, grams; y points up (see shapes.py). Positions are the bodies' centres of mass.
Determinism: everything is kept in arrays ordered by body id / contact key; no dict or set is ever iterated
to decide an order, and nothing reads the clock, so the same calls give bit-identical states.
"""
from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

import numpy as np

from game.physics import broadphase, narrowphase, rest_flush, solver, world_json
from game.physics.contact_cache import ContactCache
from game.physics.manifolds import Manifolds
from game.physics.shapes import BodyDef

DYNAMIC, STATIC, KINEMATIC = 0, 1, 2
KINDS = {"dynamic": DYNAMIC, "static": STATIC, "kinematic": KINEMATIC}
MAX_PARTS = 64
_PART_BITS = 26  # part keys (body id * 64 + part) stay below 2**26: body ids below 2**20
# (left, bottom, right) in mm: a dynamic body past these is removed -- 100 m aside or below, 4.5 s of free fall
# from the table top; a scene sets its own, e.g. just outside its view
DEFAULT_BOUNDS = (-100_000.0, -100_000.0, 100_000.0)
NO_GRACE = 1e5  # s: a solver settle_grace this long means none (unsettled contacts keep a pile awake)
BOUNDS_EVERY = 4  # frames between bounds checks (two reductions each): a lost body goes within 1/15 s


@dataclass(frozen=True)
class ContactEvent:
    """Two bodies met this frame: `impulse` (g*mm/s) and `speed` (mm/s) say how hard, for the clack sound."""
    body_a: int
    body_b: int
    point: tuple[float, float]
    normal: tuple[float, float]
    impulse: float
    speed: float


@dataclass(frozen=True)
class Contact:
    body_a: int
    body_b: int
    normal: tuple[float, float]   # from a to b
    points: tuple[tuple[float, float], ...]
    separation: float
    impulse: float


def _part_faces(definition: BodyDef, k: int, com: np.ndarray):
    """Part k's faces in its body's centre-of-mass frame: starts, ends and outward normals, (n, 2) each. Kept
    on the (immutable, shared) definition beside its centre of mass: loading a world re-reads the same few."""
    cache = definition.__dict__.setdefault("_faces", {})  # frozen dataclass: cached beside the fields
    key = (k, float(com[0]), float(com[1]))
    faces = cache.get(key)
    if faces is None:
        pts = np.asarray(definition.parts[k].points, float) - com
        nxt = np.roll(pts, -1, axis=0)
        e = nxt - pts
        nn = np.stack([e[:, 1], -e[:, 0]], axis=1)
        nn /= np.linalg.norm(nn, axis=1, keepdims=True)
        faces = cache[key] = (pts, nxt, nn)
    return faces


class World:
    def __init__(self, gravity=(0.0, -9810.0), params: solver.SolverParams | None = None,
                 slop: float = 0.5, sleep_speed: float = 4.0, time_to_sleep: float = 0.5,
                 event_speed: float = 40.0, bounds: tuple[float, float, float] | None = DEFAULT_BOUNDS):
        self.gravity = (float(gravity[0]), float(gravity[1]))
        self.params = params or solver.SolverParams()
        self.slop = slop                      # mm: contacts this close count as touching
        self.speculative = 4.0 * slop         # mm: contact points are kept while closer than this
        self.sleep_speed = sleep_speed        # mm/s (edge speed of the spin counts too)
        self.time_to_sleep = time_to_sleep    # s below sleep_speed before an island sleeps
        self.event_speed = event_speed        # mm/s: slower touches make no sound
        # (left, bottom, right) in mm: a dynamic body whose centre leaves this (falls far below the table or
        # flies far aside) is removed at the end of the step and its id listed in `removed`; None: never
        self.bounds = None if bounds is None else (float(bounds[0]), float(bounds[1]), float(bounds[2]))
        self.removed: list[int] = []          # ids the last step removed (the owner forgets them)
        self.frame = 0
        self.events: list[ContactEvent] = []
        self._defs: list[BodyDef] = []
        self._ids = np.zeros(0, np.int64)
        self.X = np.zeros((0, 3))            # x, y, angle
        self.V = np.zeros((0, 3))            # vx, vy, angular velocity
        self.mass = np.zeros(0)
        self.inertia = np.zeros(0)
        self.inv_mass = np.zeros(0)
        self.inv_inertia = np.zeros(0)
        self.kind = np.zeros(0, np.int64)
        self.awake = np.zeros(0, bool)
        self.sleep_time = np.zeros(0)
        self.x_back = np.zeros((0, 3))  # each body's pose at the start of the previous frame (the sleep test)
        self.sleep_group = np.zeros(0, np.int64)
        self.com = np.zeros((0, 2))           # centre of mass in the design frame
        self.extent = np.zeros(0)             # farthest outline point from the centre of mass
        self._next_id = 0
        self._next_group = 0
        self.manifolds = Manifolds.empty()
        self._shapes_dirty = True
        self._setup = None  # the solver's last set-up (solver_setup.Setup), used again while it fits
        self._clamping = False  # the solver's hint from the last frame (solver.SolveResult.clamping)
        self._calm = 0.0  # s: how long every awake body has moved slower than params.tilt_calm
        self._contacts: ContactCache | None = None  # the last collision pass's manifolds, ditto

    # ---- bodies -----------------------------------------------------------------------------------------
    def add_body(self, definition: BodyDef, position=(0.0, 0.0), angle: float = 0.0, velocity=(0.0, 0.0),
                 angular_velocity: float = 0.0, kind: str | None = None) -> int:
        """Add a body whose design origin is placed at `position`; returns its id (ids are never reused)."""
        if len(definition.parts) > MAX_PARTS:
            raise ValueError("too many parts")
        k = KINDS[kind or definition.kind]
        props = definition.mass_props()
        com = np.array(props.centroid) if props.mass > 0 else np.zeros(2)
        c, s = math.cos(angle), math.sin(angle)
        centre = (position[0] + c * com[0] - s * com[1], position[1] + s * com[0] + c * com[1])
        body_id = self._next_id
        self._next_id += 1
        vel = (velocity[0], velocity[1], angular_velocity) if k != STATIC else (0.0, 0.0, 0.0)
        self._append_body(definition, k, body_id, (centre[0], centre[1], angle), vel, k == DYNAMIC, 0.0, -1)
        return body_id

    def _append_body(self, definition: BodyDef, k: int, body_id: int, pose, vel, awake: bool, sleep_time: float,
                     sleep_group: int) -> None:
        """Append one body whose centre of mass is at pose[:2] (ids must grow); masses come from the shape."""
        props = definition.mass_props()
        com = np.array(props.centroid) if props.mass > 0 else np.zeros(2)
        extent = max(float(np.max(np.linalg.norm(p.outline() - com, axis=1))) for p in definition.parts)
        dynamic = k == DYNAMIC
        self._defs.append(definition)
        self._ids = np.append(self._ids, body_id)
        self.X = np.vstack([self.X, [pose[0], pose[1], pose[2]]])
        self.x_back = np.vstack([self.x_back, [pose[0], pose[1], pose[2]]])
        self.V = np.vstack([self.V, [vel[0], vel[1], vel[2]]])
        self.mass = np.append(self.mass, props.mass if dynamic else 0.0)
        self.inertia = np.append(self.inertia, props.inertia if dynamic else 0.0)
        self.inv_mass = np.append(self.inv_mass, 1.0 / props.mass if dynamic else 0.0)
        self.inv_inertia = np.append(self.inv_inertia, 1.0 / props.inertia if dynamic else 0.0)
        self.kind = np.append(self.kind, k)
        self.awake = np.append(self.awake, awake)
        self.sleep_time = np.append(self.sleep_time, sleep_time)
        self.sleep_group = np.append(self.sleep_group, sleep_group)
        self.com = np.vstack([self.com, com])
        self.extent = np.append(self.extent, extent)
        self._shapes_dirty = True

    def remove_body(self, body_id: int) -> None:
        slot = self.slot(body_id)
        m = self.manifolds
        touching = np.concatenate([m.body_b[m.body_a == slot], m.body_a[m.body_b == slot]])
        for other in np.unique(touching).tolist():
            self._wake_slot(int(other))
        keep = np.ones(len(self._ids), bool)
        keep[slot] = False
        remap = np.cumsum(keep) - 1
        self._defs.pop(slot)
        for name in ("_ids", "X", "V", "mass", "inertia", "inv_mass", "inv_inertia", "kind", "awake",
                     "sleep_time", "sleep_group", "com", "extent", "x_back"):
            setattr(self, name, getattr(self, name)[keep])
        mk = (m.body_a != slot) & (m.body_b != slot)
        m = m.take(np.nonzero(mk)[0])
        m.body_a = remap[m.body_a]
        m.body_b = remap[m.body_b]
        self.manifolds = m
        self._shapes_dirty = True

    def slot(self, body_id: int) -> int:
        i = int(np.searchsorted(self._ids, body_id))
        if i >= len(self._ids) or self._ids[i] != body_id:
            raise KeyError(f"no body {body_id}")
        return i

    def body_ids(self) -> list[int]:
        return self._ids.tolist()

    def body_at(self, point) -> int | None:
        """The dynamic or kinematic body whose outline contains a world point (the most recent if several)."""
        px, py = point
        for slot in range(len(self._ids) - 1, -1, -1):
            if self.kind[slot] == STATIC:
                continue
            if math.hypot(px - self.X[slot, 0], py - self.X[slot, 1]) > self.extent[slot]:
                continue
            for outline in self.part_outlines(int(self._ids[slot])):
                e = np.roll(outline, -1, axis=0) - outline
                d = np.array([px, py]) - outline
                if np.all(e[:, 0] * d[:, 1] - e[:, 1] * d[:, 0] >= 0.0):
                    return int(self._ids[slot])
        return None

    def definition(self, body_id: int) -> BodyDef:
        return self._defs[self.slot(body_id)]

    def __len__(self) -> int:
        return len(self._ids)

    def position(self, body_id: int) -> tuple[float, float]:
        x = self.X[self.slot(body_id)]
        return float(x[0]), float(x[1])

    def angle(self, body_id: int) -> float:
        return float(self.X[self.slot(body_id), 2])

    def velocity(self, body_id: int) -> tuple[float, float]:
        v = self.V[self.slot(body_id)]
        return float(v[0]), float(v[1])

    def angular_velocity(self, body_id: int) -> float:
        return float(self.V[self.slot(body_id), 2])

    def mass_of(self, body_id: int) -> float:
        return float(self.mass[self.slot(body_id)])

    def is_awake(self, body_id: int) -> bool:
        return bool(self.awake[self.slot(body_id)])

    def kind_of(self, body_id: int) -> str:
        return ("dynamic", "static", "kinematic")[int(self.kind[self.slot(body_id)])]

    def set_transform(self, body_id: int, position, angle: float) -> None:
        """Place the centre of mass at `position` (teleport); wakes the body and whatever it touched."""
        slot = self.slot(body_id)
        self.X[slot] = (position[0], position[1], angle)
        self._wake_slot(slot)
        self._wake_touching(slot)

    def set_kind(self, body_id: int, kind: str) -> None:
        """Turn a body dynamic, kinematic (carried by the hand) or static; keeps its place and velocity."""
        slot = self.slot(body_id)
        k = KINDS[kind]
        dynamic = k == DYNAMIC
        props = self._defs[slot].mass_props()
        self.kind[slot] = k
        self.mass[slot] = props.mass if dynamic else 0.0
        self.inertia[slot] = props.inertia if dynamic else 0.0
        self.inv_mass[slot] = 1.0 / props.mass if dynamic else 0.0
        self.inv_inertia[slot] = 1.0 / props.inertia if dynamic else 0.0
        if k == STATIC:
            self.V[slot] = 0.0
        self.awake[slot] = dynamic
        self.sleep_time[slot] = 0.0
        self.sleep_group[slot] = -1
        self._wake_touching(slot)

    def set_velocity(self, body_id: int, velocity, angular_velocity: float = 0.0) -> None:
        slot = self.slot(body_id)
        if self.kind[slot] == STATIC:
            return
        self.V[slot] = (velocity[0], velocity[1], angular_velocity)
        self._wake_slot(slot)

    def move_kinematic(self, body_id: int, position, angle: float, dt: float) -> None:
        """Give a kinematic body (the hand) the velocity that brings its centre to `position` within dt."""
        slot = self.slot(body_id)
        x = self.X[slot]
        da = (angle - x[2] + math.pi) % (2 * math.pi) - math.pi
        self.V[slot] = ((position[0] - x[0]) / dt, (position[1] - x[1]) / dt, da / dt)

    def apply_impulse(self, body_id: int, impulse, point=None) -> None:
        """An instant push (g*mm/s) at a world point (default: the centre of mass); wakes the body."""
        slot = self.slot(body_id)
        if self.kind[slot] != DYNAMIC:
            return
        self._wake_slot(slot)
        self.V[slot, 0] += impulse[0] * self.inv_mass[slot]
        self.V[slot, 1] += impulse[1] * self.inv_mass[slot]
        if point is not None:
            rx, ry = point[0] - self.X[slot, 0], point[1] - self.X[slot, 1]
            self.V[slot, 2] += (rx * impulse[1] - ry * impulse[0]) * self.inv_inertia[slot]

    def wake(self, body_id: int) -> None:
        self._wake_slot(self.slot(body_id))

    def _wake_slot(self, slot: int) -> None:
        if self.kind[slot] != DYNAMIC:
            return
        group = self.sleep_group[slot]
        members = (self.sleep_group == group) if group >= 0 else np.zeros(len(self._ids), bool)
        members[slot] = True
        self.awake[members] = True
        self.sleep_time[members] = 0.0
        self.sleep_group[members] = -1

    def _wake_touching(self, slot: int) -> None:
        m = self.manifolds
        others = np.concatenate([m.body_b[m.body_a == slot], m.body_a[m.body_b == slot]])
        for other in np.unique(others).tolist():
            self._wake_slot(int(other))

    # ---- geometry ---------------------------------------------------------------------------------------
    def _ensure_shapes(self) -> None:
        if not self._shapes_dirty:
            return
        self._setup = None  # body slots may have moved
        self._contacts = None
        parts = []
        for slot, d in enumerate(self._defs):
            for k, part in enumerate(d.parts):
                parts.append((slot, k, part))
        faces = max((len(p.points) for _, _, p in parts), default=3)
        count = len(parts)
        fa = np.zeros((count, faces, 2))
        fb = np.zeros((count, faces, 2))
        nrm = np.zeros((count, faces, 2))
        self.part_body = np.zeros(count, np.int64)
        self.part_key = np.zeros(count, np.int64)
        self.part_radius = np.zeros(count)
        self.part_friction = np.zeros(count)
        self.part_restitution = np.zeros(count)
        for i, (slot, k, part) in enumerate(parts):
            pts, nxt, nn = _part_faces(self._defs[slot], k, self.com[slot])
            n = len(pts)
            fa[i, :n] = pts
            fa[i, n:] = pts[0]
            fb[i, :n] = nxt
            fb[i, n:] = nxt[0]
            nrm[i, :n] = nn
            nrm[i, n:] = nn[0]
            self.part_body[i] = slot
            self.part_key[i] = int(self._ids[slot]) * MAX_PARTS + k
            self.part_radius[i] = part.radius
            self.part_friction[i] = part.material.friction
            self.part_restitution[i] = part.material.restitution
        self._fa, self._fb, self._nrm = fa, fb, nrm
        self._shapes_dirty = False

    def _world_parts(self):
        c = np.cos(self.X[:, 2])
        s = np.sin(self.X[:, 2])
        rot = np.empty((len(c), 2, 2))
        rot[:, 0, 0] = c
        rot[:, 0, 1] = -s
        rot[:, 1, 0] = s
        rot[:, 1, 1] = c
        r = rot[self.part_body].transpose(0, 2, 1)
        pos = self.X[self.part_body, None, :2]
        return self._fa @ r + pos, self._fb @ r + pos, self._nrm @ r

    # ---- the step -----------------------------------------------------------------------------------------
    def step(self, dt: float) -> list[ContactEvent]:
        """Advance by dt seconds (one frame; 1/60 s is the tuned value). Returns this frame's contact events;
        bodies that left the bounds are removed (checked every BOUNDS_EVERY frames) and listed in `self.removed`."""
        for _ in self.step_slices(dt):
            pass
        return self.events

    def step_slices(self, dt: float):
        """step() as a generator yielding the solver's work done between its slices (solver.solve_slices), for a
        caller that spreads a costly frame over several of its own. The bodies move only when the last slice
        ends (between slices the world still shows the last whole step) and the result never depends on where
        it paused; nothing else may change the world meanwhile."""
        self.events = []
        self.removed = []
        self.frame += 1
        if len(self._ids) == 0 or dt <= 0:
            return self.events
        self._ensure_shapes()
        dyn = self.kind == DYNAMIC
        kin_moving = (self.kind == KINEMATIC) & (np.abs(self.V).max(axis=1) > 0.0)
        active = (dyn & self.awake) | kin_moving
        if not active.any():
            return self.events

        cache = self._contacts
        sweep = dt * (np.hypot(self.V[:, 0], self.V[:, 1]) + np.abs(self.V[:, 2]) * self.extent) * active
        if cache is not None and cache.fits(self.X, active, sweep, self.params.reuse_distance,
                                            self.params.reuse_angle):
            fresh = self._warm_start(cache.manifolds(self.X))
        else:
            fresh = self._collide(dt, dyn, active, sweep)
            self._contacts = ContactCache(self.X, active, fresh)
        prev = self.manifolds
        keep = np.nonzero(~active[prev.body_a] & ~active[prev.body_b])[0]
        if len(keep):  # fresh manifolds come sorted by key already
            man = Manifolds.concat(fresh, prev.take(keep))
            man = man.take(np.argsort(man.key, kind="stable"))
        else:
            man = fresh
        near = self._near(dt, man)
        self._wake_by_contact(man, dyn, kin_moving, near)

        aw = dyn & self.awake
        solve_idx = np.nonzero(aw[man.body_a] | aw[man.body_b])[0]
        x0 = self.X.copy()
        v0 = self.V.copy()
        res = None
        if len(solve_idx):
            sel = slice(None) if len(solve_idx) == len(man) else solve_idx  # all of them: no gathers
            res = yield from solver.solve_slices(
                v0, x0, self.inv_mass, self.inv_inertia, aw, man.key[sel], man.body_a[sel], man.body_b[sel],
                man.normal[sel], man.point[sel], man.sep[sel], man.valid[sel], man.friction[sel],
                man.restitution[sel], man.lam[sel], man.lift[sel], ~dyn[man.body_a[sel]] | ~dyn[man.body_b[sel]],
                self.gravity, dt, self.params, self._setup, self._clamping, man.slip[sel],
                self.params.tilt_calm <= 0.0 or self._calm >= self.params.tilt_wait)
        g3 = np.array([self.gravity[0], self.gravity[1], 0.0])
        # free bodies fly the exact parabola; solved bodies are overwritten below
        self.X[aw] += dt * v0[aw] + 0.5 * dt * dt * g3
        self.V[aw] += dt * g3
        kin = self.kind == KINEMATIC
        self.X[kin] += dt * v0[kin]
        if res is not None:
            self._setup, self._clamping = res.setup, res.clamping
            self.X[res.bodies] = x0[res.bodies] + res.delta
            self.V[res.bodies] = res.velocity
            man.lam[sel] = res.lam
            man.impulse[sel] = res.impulse
            man.lift[sel] = res.lift
            man.slip[sel] = res.slip
            self._emit_events(man, solve_idx, res)
            unsettled = solve_idx[~res.settled]
        else:
            unsettled = solve_idx
        self.manifolds = man
        if self.params.tilt_calm > 0.0:
            # how long the pile has been calm (solver.py: the tilt integral waits for it); once it has been for
            # tilt_wait, it stays calm until a body moves faster than tilt_stir
            awake = dyn & self.awake
            vmax = float((np.hypot(self.V[awake, 0], self.V[awake, 1])
                          + np.abs(self.V[awake, 2]) * self.extent[awake]).max(initial=0.0))
            limit = self.params.tilt_calm
            if self._calm >= self.params.tilt_wait and self.params.tilt_stir > 0.0:
                limit = self.params.tilt_stir
            self._calm = 0.0 if vmax >= limit else self._calm + dt
        self._update_sleep(dt, man, solve_idx[near[solve_idx]], aw, kin_moving, unsettled, x0)
        if self.bounds is not None and self.frame % BOUNDS_EVERY == 0:
            self._remove_lost(aw)

    def _remove_lost(self, moved: np.ndarray) -> None:
        """Remove the dynamic bodies that moved this frame and are now outside the bounds (only falling or flying
        bodies can get there: a body asleep or at rest stays where it was). Run every BOUNDS_EVERY frames."""
        left, bottom, right = self.bounds
        lo = self.X[:, :2].min(axis=0)  # two reductions a frame; the full test only when something is out
        if lo[0] >= left and lo[1] >= bottom and self.X[:, 0].max() <= right:
            return
        x, y = self.X[:, 0], self.X[:, 1]
        lost = moved & ((y < bottom) | (x < left) | (x > right))
        if not lost.any():
            return
        self.removed = self._ids[lost].tolist()
        for body_id in self.removed:
            self.remove_body(body_id)

    def _collide(self, dt: float, dyn: np.ndarray, active: np.ndarray, sweep: np.ndarray) -> Manifolds:
        fa, fb, nrm = self._world_parts()
        pb_ = self.part_body
        grow = (self.part_radius + 0.5 * self.speculative + sweep[pb_])[:, None]
        lo = fa.min(axis=1) - grow
        hi = fa.max(axis=1) + grow
        pa, pb = broadphase.sweep_pairs(lo, hi)
        ba, bb = pb_[pa], pb_[pb]
        keep = (ba != bb) & (dyn[ba] | dyn[bb]) & (active[ba] | active[bb])
        pa, pb = pa[keep], pb[keep]
        if len(pa) == 0:
            return Manifolds.empty()
        # points are kept while they could close within the frame: the RELATIVE motion bounds that (pieces
        # falling together in a collapse keep no speculative points between them, only those that approach)
        margin = self.speculative + self._relative_sweep(dt, pb_[pa], pb_[pb])
        pc = narrowphase.collide(fa, fb, nrm, self.part_radius, pa, pb, margin, 0.1 * self.slop)
        pa, pb = pa[pc.pair], pb[pc.pair]
        ref = np.where(pc.flip, pb, pa)
        inc = np.where(pc.flip, pa, pb)
        pair_key = (self.part_key[pa] << _PART_BITS) | self.part_key[pb]
        key = (pair_key << 7) | (pc.flip.astype(np.int64) << 6) | pc.face
        friction = np.sqrt(self.part_friction[pa] * self.part_friction[pb])
        restitution = np.maximum(self.part_restitution[pa], self.part_restitution[pb])
        m = len(key)
        return self._warm_start(Manifolds(key, pair_key, pb_[ref], pb_[inc], pc.normal, pc.point, pc.sep, pc.valid,
                                          friction, restitution, np.zeros((m, 3)), np.zeros((m, 2)),
                                          np.zeros((m, 2)), np.zeros(m)))

    def _relative_sweep(self, dt: float, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """How far any point of body a may move relative to any point of body b within dt (mm): the relative
        velocity of the centres plus both spins times their extents."""
        v = self.V
        dv = v[a, :2] - v[b, :2]
        return dt * (np.hypot(dv[:, 0], dv[:, 1]) + np.abs(v[a, 2]) * self.extent[a]
                     + np.abs(v[b, 2]) * self.extent[b])

    def _warm_start(self, fresh: Manifolds) -> Manifolds:
        """Give fresh manifolds the impulses and lift their keys had last frame (warm starting)."""
        prev = self.manifolds
        if len(prev) and len(fresh):
            key = fresh.key
            idx = np.minimum(np.searchsorted(prev.key, key), len(prev) - 1)
            hit = prev.key[idx] == key
            fresh.lam[hit] = prev.lam[idx[hit]]
            fresh.lift[hit] = prev.lift[idx[hit]]
            fresh.slip[hit] = prev.slip[idx[hit]]
        return fresh

    def _near(self, dt: float, man: Manifolds) -> np.ndarray:
        """Per manifold: its bodies touch, or may touch within this frame (the gap is within their relative
        sweep). Only these wake a sleeping body or keep one awake: a hand hovering a few mm above a sleeping
        stalk, or a piece sliding past, leaves it asleep (and free: a sleeping pile costs nothing)."""
        if not len(man):
            return np.zeros(0, bool)
        gap = np.where(man.valid, man.sep, np.inf).min(axis=1)
        return gap <= self.slop + self._relative_sweep(dt, man.body_a, man.body_b)

    def _wake_by_contact(self, man: Manifolds, dyn: np.ndarray, kin_moving: np.ndarray, near: np.ndarray) -> None:
        while len(man):
            asleep = dyn & ~self.awake
            act = (dyn & self.awake) | kin_moving
            hit_a = act[man.body_b] & asleep[man.body_a] & near
            hit_b = act[man.body_a] & asleep[man.body_b] & near
            if not (hit_a.any() or hit_b.any()):
                return
            for slot in np.unique(np.concatenate([man.body_a[hit_a], man.body_b[hit_b]])).tolist():
                self._wake_slot(int(slot))

    def _emit_events(self, man: Manifolds, idx: np.ndarray, res: solver.SolveResult) -> None:
        valid = man.valid[idx]
        approach = np.where(valid, res.approach, 0.0).min(axis=1)
        closing = np.where(valid, res.closing, 0.0).min(axis=1)
        total = res.impulse.sum(axis=1)
        loud = np.nonzero((approach < -self.event_speed) & (total > 0.0))[0]
        for i in loud.tolist():
            j = int(idx[i])
            pts = man.point[j][man.valid[j]]
            mid = pts.mean(axis=0)
            self.events.append(ContactEvent(int(self._ids[man.body_a[j]]), int(self._ids[man.body_b[j]]),
                                            (float(mid[0]), float(mid[1])),
                                            (float(man.normal[j, 0]), float(man.normal[j, 1])),
                                            float(total[i]), float(-closing[i])))

    def _travel(self, d: np.ndarray) -> np.ndarray:
        """How far each body's points went for a pose change d (x, y, angle): the centre's move plus the spin's
        at the outline."""
        return np.hypot(d[:, 0], d[:, 1]) + np.abs(d[:, 2]) * self.extent

    def _update_sleep(self, dt: float, man: Manifolds, solve_idx: np.ndarray, aw: np.ndarray,
                      kin_moving: np.ndarray, unsettled: np.ndarray, x0: np.ndarray) -> None:
        speed = self._travel(self.V)
        if self.params.settle_grace < NO_GRACE:
            # with a settle grace, a body is slow when it barely MOVED this frame: a pile pinned by its contacts
            # may keep a steady velocity the solver cancels every frame (measured: a cloud on the foot die at
            # 0.08 rad/s for 20 s without turning)
            # ... or over the last two frames: a small pile can rock back and forth a frame at a time for ever
            # (measured: a die on three, its top 0.15 mm one way and back at 30 Hz for 20 s)
            moved = np.minimum(self._travel(self.X - x0), 0.5 * self._travel(self.X - self.x_back)) / dt
            speed = np.minimum(speed, moved)
        self.x_back = x0  # this frame's own copy of the poses, read by nothing else
        slow = speed < self.sleep_speed
        self.sleep_time = np.where(aw, np.where(slow, self.sleep_time + dt, 0.0), self.sleep_time)
        ba, bb = man.body_a[solve_idx], man.body_b[solve_idx]
        pushed = np.concatenate([bb[kin_moving[ba]], ba[kin_moving[bb]]])
        self.sleep_time[pushed] = 0.0
        # a contact whose sag correction is still working keeps its bodies awake (else it would creep later); with
        # a settle_grace, no longer than that: a slow pile whose last hundredths of a millimetre will not close
        # sleeps (its sleep_time runs on, and an unsettled body needs the grace on top of time_to_sleep)
        ends = np.concatenate([man.body_a[unsettled], man.body_b[unsettled]])
        if self.params.settle_grace >= NO_GRACE:
            self.sleep_time[ends] = np.minimum(self.sleep_time[ends], 0.25)
            ready = aw & (self.sleep_time >= self.time_to_sleep)
        else:
            need = np.full(len(self._ids), self.time_to_sleep)
            grace = self.params.settle_grace
            if self.params.tilt_calm > 0.0 and self._calm - self.params.tilt_wait < grace:
                grace *= 3.0  # the tilt integral has not yet had a grace's time to straighten a calm pile
            need[ends] += grace
            ready = aw & (self.sleep_time >= need)
        if not ready.any():
            return
        # islands: awake dynamic bodies joined by contacts (union-find in contact order: deterministic)
        parent = list(range(len(self._ids)))

        def root(i):
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        joined = aw[ba] & aw[bb]
        for a, b in zip(ba[joined].tolist(), bb[joined].tolist()):
            ra, rb = root(a), root(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
        roots = np.array([root(i) for i in range(len(self._ids))])
        island_ready = np.ones(len(self._ids), bool)
        np.logical_and.at(island_ready, roots[aw], ready[aw])
        sleepers = aw & island_ready[roots]
        for r in np.unique(roots[sleepers]).tolist():
            members = sleepers & (roots == r)
            if self.params.rest_flush and rest_flush.lay_flush(self, members, self.kind == DYNAMIC):
                self._contacts = None  # the bodies moved: contacts and set-up are found again on waking
                self._setup = None
            self.awake[members] = False
            self.V[members] = 0.0
            self.sleep_group[members] = self._next_group
            self._next_group += 1

    # ---- queries ----------------------------------------------------------------------------------------
    def kinetic_energy(self) -> float:
        v = self.V
        return float(0.5 * np.sum(self.mass * (v[:, 0] ** 2 + v[:, 1] ** 2) + self.inertia * v[:, 2] ** 2))

    def potential_energy(self) -> float:
        return float(-np.sum(self.mass * (self.gravity[0] * self.X[:, 0] + self.gravity[1] * self.X[:, 1])))

    def total_energy(self) -> float:
        return self.kinetic_energy() + self.potential_energy()

    def awake_count(self) -> int:
        return int(np.count_nonzero(self.awake & (self.kind == DYNAMIC)))

    def contacts(self, body_id: int | None = None) -> list[Contact]:
        """The current touching contacts (optionally only those of one body), in key order."""
        m = self.manifolds
        out = []
        slot = None if body_id is None else self.slot(body_id)
        for j in range(len(m)):
            a, b = int(m.body_a[j]), int(m.body_b[j])
            if slot is not None and slot not in (a, b):
                continue
            v = m.valid[j]
            sep = float(m.sep[j][v].min())
            if sep > self.slop:
                continue
            pts = tuple((float(p[0]), float(p[1])) for p in m.point[j][v])
            out.append(Contact(int(self._ids[a]), int(self._ids[b]), (float(m.normal[j, 0]),
                               float(m.normal[j, 1])), pts, sep, float(m.impulse[j].sum())))
        return out

    def resting_on(self, body_id: int, transitive: bool = True, min_up: float = 0.5) -> list[int]:
        """Ids of the bodies that rest on `body_id` (touching from above), and on those if transitive."""
        m = self.manifolds
        touching = np.where(m.valid, m.sep, np.inf).min(axis=1) <= self.slop if len(m) else np.zeros(0, bool)
        up = m.normal[:, 1]
        # (lower, upper) edges: normal points from a to b, so b is above a when it points up
        lower = np.concatenate([m.body_a[touching & (up >= min_up)], m.body_b[touching & (up <= -min_up)]])
        upper = np.concatenate([m.body_b[touching & (up >= min_up)], m.body_a[touching & (up <= -min_up)]])
        start = self.slot(body_id)
        seen = np.zeros(len(self._ids), bool)
        frontier = [start]
        while frontier:
            nxt = np.unique(upper[np.isin(lower, frontier)])
            nxt = nxt[~seen[nxt] & (nxt != start) & (self.kind[nxt] == DYNAMIC)]
            seen[nxt] = True
            frontier = nxt.tolist() if transitive else []
        return self._ids[seen].tolist()

    def boxes(self) -> tuple[np.ndarray, np.ndarray]:
        """Every body's bounding box now, rounding included: (lo, hi), each (n, 2), rows in body_ids() order."""
        self._ensure_shapes()
        fa, _, _ = self._world_parts()
        r = self.part_radius[:, None]
        lo = np.full((len(self._ids), 2), np.inf)
        hi = np.full((len(self._ids), 2), -np.inf)
        np.minimum.at(lo, self.part_body, fa.min(axis=1) - r)
        np.maximum.at(hi, self.part_body, fa.max(axis=1) + r)
        return lo, hi

    def part_outlines(self, body_id: int) -> list[np.ndarray]:
        """World-space outlines (rounded) of a body's parts, for drawing."""
        slot = self.slot(body_id)
        return [self.to_world(body_id, p.outline()) for p in self._defs[slot].parts]

    def to_world(self, body_id: int, design_points) -> np.ndarray:
        """Design-frame points of a body -> world points."""
        slot = self.slot(body_id)
        x, y, a = self.X[slot]
        c, s = math.cos(a), math.sin(a)
        p = np.asarray(design_points, float) - self.com[slot]
        return np.stack([x + c * p[:, 0] - s * p[:, 1], y + s * p[:, 0] + c * p[:, 1]], axis=1)

    # ---- saving ---------------------------------------------------------------------------------------------
    def to_json(self) -> dict:
        """The world as plain JSON data (bodies, shapes, materials, velocities, sleep state; no caches).
        What is and is not kept: world_json.py."""
        return world_json.to_json(self)

    @staticmethod
    def from_json(data) -> World:
        """A world from to_json() data; ValueError (naming the bad value) for anything damaged."""
        return world_json.from_json(data)

    def _find_resting_contacts(self) -> None:
        """After loading: the contact geometry of every pair that touches a dynamic body, with no impulses, as
        the last frame's manifolds (so a sleeping pile stands on them when woken; awake ones start cold)."""
        self.manifolds = Manifolds.empty()
        self._contacts = None
        self._setup = None
        self._clamping = False
        self._calm = 0.0
        if not len(self._ids):
            return
        self._ensure_shapes()
        dyn = self.kind == DYNAMIC
        self.manifolds = self._collide(0.0, dyn, dyn, np.zeros(len(self._ids)))

    # ---- snapshots --------------------------------------------------------------------------------------
    _ARRAYS = ("_ids", "X", "V", "mass", "inertia", "inv_mass", "inv_inertia", "kind", "awake", "sleep_time",
               "sleep_group", "com", "extent", "x_back")

    def snapshot(self) -> dict:
        """Everything the next steps depend on (body definitions are immutable and shared)."""
        snap = {name: getattr(self, name).copy() for name in self._ARRAYS}
        snap.update(defs=list(self._defs), next_id=self._next_id, next_group=self._next_group,
                    frame=self.frame, manifolds=self.manifolds.copy(), setup=self._setup,
                    contacts=self._contacts, clamping=self._clamping, calm=self._calm)
        return snap

    def restore(self, snap: dict) -> None:
        for name in self._ARRAYS:
            setattr(self, name, snap[name].copy())
        self._defs = list(snap["defs"])
        self._next_id = snap["next_id"]
        self._next_group = snap["next_group"]
        self.frame = snap["frame"]
        self.manifolds = snap["manifolds"].copy()
        self._shapes_dirty = True
        self._ensure_shapes()
        self._setup = snap.get("setup")  # these are never changed once built: sharing them replays exactly
        self._contacts = snap.get("contacts")
        self._clamping = snap.get("clamping", False)
        self._calm = snap.get("calm", 0.0)
        self.events = []
        self.removed = []

    def state_hash(self) -> str:
        h = hashlib.sha256()
        for name in self._ARRAYS:
            h.update(np.ascontiguousarray(getattr(self, name)).tobytes())
        for arr in self.manifolds.arrays():
            h.update(np.ascontiguousarray(arr).tobytes())
        return h.hexdigest()
