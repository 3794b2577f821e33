"""Where physics meets rules: the stalk at rest as plain JSON, and the replays that change it.

The rules state never keeps a live World. An action records what the player did — the hand's track (sampled at
TRACK_HZ, rounded) or the axe's angle and strength — and applying it rebuilds the world from JSON, replays the
track with the fixed step until every body sleeps (or a cap), judges collapse and stores the world back. The scene
plays the very same `Placement` / `AxeThrow` one `step()` per frame, so its final `state_hash()` equals the rules'.

Collapse (rules spec, "Digital adaptation"): a body that was on the stalk — every piece but the foot die, and the
piece just released — touching the table, or leaving the table. [decision] A released piece that misses the stalk
and lands on the table is a collapse too: it was not stacked.
"""
from __future__ import annotations

import json
import math
from contextlib import contextmanager
from functools import lru_cache

import numpy as np

from game.core.rng import Rng
from game.games.beanstalk import pieces as P
from game.physics.solver import SolverParams
from game.physics.world import World

DT = 1.0 / 60.0
TRACK_HZ = 60  # one track sample per physics step
MAX_TRACK = 900  # samples (15 s of carrying)
HAND_MAX_STEP = 40.0  # mm per sample (2.4 m/s): a hand cannot teleport through the stalk
START_CLEARANCE = 5.0  # mm: the piece appears clear above everything
CEILING = 3000.0  # mm above the table the hand may reach
SETTLE_CAP = 1200  # steps after the release (20 s): a safety stop only; every pile that stands comes to rest
# (the physics sleeps a slow pile after SETTLE_GRACE at most), and one still moving at the cap is stored awake
MIN_SETTLE = 30  # steps (0.5 s): the "FEE-FI-FO-FUM" wait, even if all falls asleep sooner
FALL_Y = -60.0  # a centre below this has left the table
TREMOR_PER_MM = 0.004  # hand tremor amplitude per mm of stalk height
TREMOR_MAX = 4.0  # mm
AXE_START = (-420.0, 110.0)  # the thrower sits left of the board, elbow at their side
AXE_MIN_SPEED = 1700.0  # mm/s at strength 0: a feeble throw lands short of the stalk or rolls into its foot
AXE_SPEED_POWER = 1.5  # the speed grows with strength ** this: the weak third of the range stays gentle
AXE_MAX_SPEED = 4500.0  # mm/s at strength 1 (the elbow cap): a hard throw takes down most of a stalk
AXE_SPIN = -14.0  # rad/s: an axe tumbles forward
AXE_CAP = 1200  # steps (20 s): a safety stop only; a throw's verdict waits until everything rests
AXE_RESETTLE = 120  # steps (2 s) the pieces the axe held up may take to settle once it is taken away
AXE_ANGLE_RANGE = (-0.6, 1.2)  # radians above the horizontal
SLEEP_SPEED = 10.0  # mm/s: a die resting on a die jitters at 3-8 mm/s in ~40 % of drops and would never sleep
SETTLE_GRACE = 1.0  # s: a slow pile whose last hundredths of a mm of sag will not close sleeps after this longer


# A stalk of 20+ pieces needs stiffer joints than the physics' default 8 substeps allow (a joint's tilt stiffness is
# capped by the substep rate): with 8, tall stalks swayed after a gentle landing until they buckled seconds later;
# with 12, a heavy piece on 18-24 pieces still set a few swaying until they buckled 2-7 s later (creep bench, 3 seeds
# x 500: late falls 13 at 12 substeps, 4 at 16; the bench's own run took no longer: fewer long sways to settle)
STALK_SUBSTEPS = 16
STALK_TILT = 26.7  # the stiff tilt's factor (SolverParams.tilt_factor): the 16 substeps' rate, where it is capped
# A joint of a swaying stalk whose lighter point carried less than a tenth of its load left the stiff tilt for a
# frame, and the loads of the lowest joints swing that far and back every frame once the stalk sways (a 30 Hz
# seesaw of the impulses, not of the pieces): half-stiff, the sway grew until the stalk buckled seconds later.
# A joint stays stiff down to a hundredth (creep bench, 3 seeds x 500: late falls 23 -> 13, falls 34 -> 19)
STALK_TILT_SHARE = 0.01
# The stiff tilt's couples sheared the joints of a swaying stalk, after friction had been solved: a trunk landing on
# 21 pieces slid its second joint 2.3 mm with its friction at 1 % of its cone. The grip solves the friction of the
# stiff joints together after the tilt (solver_passes.TiltSpace; creep bench, 5 seeds x 500: placements moving a
# piece below more than 0.5 mm 6 -> 0)
STALK_GRIP = True
# The joints' springs (SolverParams.hertz) at 120 Hz sag 0.04 mm under each die above; a joint of a tall stalk with
# an off-centre load sags more on one point than the other, the stalk leans, the load moves further off-centre: a
# 22-piece stalk whose every joint stood inside its face (rigid blocks would stand) leaned 7 mm at the top in 0.75 s
# with every joint closed, then opened one and went over 1.7 s after the landing. At 200 Hz a joint sags a third as
# much and such a stalk stands (creep bench, 5 seeds x 500: falls that began over 1 s after the landing 1 -> 0).
# At 240 Hz, the cap of 16 substeps, two small stalks never slept (a die on 3 pieces still moving 13-16 mm/s after
# 20 s). The table's contact stays at 240 Hz: twice the push, the default against static bodies, made small
# stalks jitter at 480 Hz (a die on 5 slid 4 mm).
STALK_HERTZ = 200.0
STALK_STATIC_FACTOR = 1.2


def _params() -> SolverParams:
    return SolverParams(settle_grace=SETTLE_GRACE, substeps=STALK_SUBSTEPS, tilt_factor=STALK_TILT,
                        tilt_share=STALK_TILT_SHARE, rest_flush=True, tilt_grip=STALK_GRIP, hertz=STALK_HERTZ,
                        static_factor=STALK_STATIC_FACTOR)


def make_world() -> World:
    """An empty world with the beanstalk's settings (every world here is made by this)."""
    return World(sleep_speed=SLEEP_SPEED, params=_params())


# ---- world <-> JSON -----------------------------------------------------------------------------------------
def world_to_json(world: World) -> dict:
    """The world as plain JSON (game/physics/world_json.py: bodies, shapes, sleep; contacts are found again on
    loading and start cold)."""
    return world.to_json()


def world_from_json(data) -> World:
    """A world back from its JSON; damaged data raises ValueError naming the bad value."""
    if not isinstance(data, dict):
        raise ValueError("the stalk's world is not a JSON object")
    return World.from_json(data)


# A stored world's physics tuning: everything in its settings but gravity and the table's bounds (the world's
# constants, which the save checks hold to the game's own)
TUNING = ("slop", "speculative", "sleep_speed", "time_to_sleep", "event_speed", "solver")


def retune(world_json) -> None:
    """Give a stored stalk's world the game's own physics tuning, in place. A game saved by an earlier version of
    Table Tales holds the tuning of then (softer joints, fewer substeps); its stalk stood at rest when it was
    stored, so it goes on with the physics every new stalk has instead of the family's game being set aside.
    Anything that is not a world is left as it is, for the checks to refuse."""
    settings = world_json.get("settings") if isinstance(world_json, dict) else None
    if isinstance(settings, dict):
        settings.update(json.loads(_own_tuning()))


@lru_cache(maxsize=1)
def _own_tuning() -> str:
    settings = json.loads(_fresh_stalk())["settings"]
    return json.dumps({key: settings[key] for key in TUNING})


def copy_of(world: World) -> World:
    """An independent copy of a world (its own arrays, from a snapshot; the settings shared) that steps exactly
    as the original would: a replay from a copy of a world just loaded equals the replay from its JSON, without
    loading again (the hard bot tries several releases on one stalk; the show after a fall goes on in a copy)."""
    twin = World.__new__(World)
    twin.__dict__.update(world.__dict__)
    twin.restore(world.snapshot())
    return twin


def new_world() -> World:
    """The table and the foot die on the board's centre."""
    world = make_world()
    world.add_body(P.body_def("table"), (0.0, -P.TABLE_THICKNESS / 2))
    foot = world.add_body(P.body_def("die"), (0.0, 0.0))
    world.set_transform(foot, P.foot_centre(), 0.0)
    return world


def new_stalk_json() -> dict:
    """A fresh stalk at rest: the foot die settled on the board until it sleeps (a new copy each call)."""
    return json.loads(_fresh_stalk())


@lru_cache(maxsize=1)
def _fresh_stalk() -> str:
    world = new_world()
    for _ in range(120):
        if world.awake_count() == 0:
            break
        world.step(DT)
    return json.dumps(world_to_json(world))


def piece_ids(world: World) -> list[int]:
    """The dynamic bodies in id order: index i is the rules' stalk piece i (0 = the foot)."""
    return [b for b in world.body_ids() if world.kind_of(b) == "dynamic"]


def table_id(world: World) -> int:
    return next(b for b in world.body_ids() if world.kind_of(b) == "static")


def top_of(world: World, ids=None) -> float:
    """The highest point (mm above the table) of the given bodies (default: every dynamic one)."""
    ids = piece_ids(world) if ids is None else ids
    top = 0.0
    for bid in ids:
        for outline in world.part_outlines(bid):
            top = max(top, float(outline[:, 1].max()))
    return top


def centre_of_mass(world: World, ids=None) -> tuple[float, float]:
    ids = piece_ids(world) if ids is None else ids
    if not ids:
        return 0.0, 0.0
    m = np.array([world.mass_of(b) for b in ids])
    xy = np.array([world.position(b) for b in ids])
    c = (m[:, None] * xy).sum(axis=0) / m.sum()
    return float(c[0]), float(c[1])


# ---- tracks -------------------------------------------------------------------------------------------------
def round_track(points) -> tuple[tuple[float, float, float], ...]:
    """Tracks are stored rounded: 0.1 mm and 0.001 rad (so a saved action replays bit for bit)."""
    return tuple((round(float(x), 1), round(float(y), 1), round(float(a), 3)) for x, y, a in points)


def check_track(track, kind: str, stalk_top: float) -> str | None:
    """None if the track is a possible hand movement, else the reason's i18n key (without prefix)."""
    if not isinstance(track, (tuple, list)) or not 1 <= len(track) <= MAX_TRACK:
        return "track_length"
    try:
        pts = np.array([[float(v) for v in p] for p in track], float)
    except (TypeError, ValueError):
        return "bad_track"
    if pts.ndim != 2 or pts.shape[1] != 3 or not np.all(np.isfinite(pts)):
        return "bad_track"
    if np.any(np.abs(pts[:, 0]) > P.TABLE_HALF) or np.any(pts[:, 1] > CEILING) or np.any(pts[:, 1] < 0.0):
        return "off_table"
    if len(pts) > 1 and np.any(np.hypot(*np.diff(pts[:, :2], axis=0).T) > HAND_MAX_STEP + 1e-6):
        return "hand_too_fast"
    # the piece appears clear above the stalk, whatever its turn
    reach = math.hypot(max(abs(v) for v in P.extent(kind)[:2]), max(abs(v) for v in P.extent(kind)[2:]))
    if pts[0, 1] - reach < stalk_top + START_CLEARANCE:
        return "start_above"
    return None


def tremor_amplitude(stalk_top: float, steady: bool) -> float:
    return 0.0 if steady else min(TREMOR_MAX, TREMOR_PER_MM * max(0.0, stalk_top))


class Tremor:
    """The hand's shake: two slow sines per axis with frequencies and phases from `seed`, `amplitude` mm at most.
    Computed per sample with scalar math (no array maths whose last bits could depend on the batch size), so a
    scene feeding samples one frame at a time gets exactly the offsets of the rules' whole-track replay."""

    def __init__(self, seed: int, amplitude: float):
        self.amplitude = float(amplitude)
        rng = Rng(seed)
        self.waves = []  # (axis, mm, Hz, phase)
        for axis, scale in ((0, 1.0), (1, 0.4)):
            for weight in (0.65, 0.35):
                f = rng.uniform(1.5, 4.0)
                ph = rng.uniform(0.0, 2.0 * math.pi)
                self.waves.append((axis, scale * weight * self.amplitude, f, ph))

    def at(self, i: int) -> tuple[float, float]:
        if self.amplitude <= 0.0:
            return 0.0, 0.0
        t = i * DT
        out = [0.0, 0.0]
        for axis, mm, f, ph in self.waves:
            out[axis] += mm * math.sin(2.0 * math.pi * f * t + ph)
        return out[0], out[1]


def tremor(seed: int, count: int, amplitude: float) -> np.ndarray:
    """(count, 2) hand offsets in mm for samples 0..count-1."""
    shake = Tremor(seed, amplitude)
    return np.array([shake.at(i) for i in range(count)], float).reshape(count, 2)


def drop_track(kind: str, stalk_top: float, x: float, angle: float = 0.0, gap: float = 2.0, start_x=None,
               speed: float = 9.0, hold: int = 6) -> tuple:
    """A plain hand movement: appear above, glide across to `x`, come down to `gap` mm above the top, hold still
    for `hold` samples and let go. Used by the bots and as the representative legal placement."""
    reach = math.hypot(max(abs(v) for v in P.extent(kind)[:2]), max(abs(v) for v in P.extent(kind)[2:]))
    y0 = stalk_top + reach + START_CLEARANCE + 20.0
    y1 = stalk_top + P.half_height(kind) + gap
    x0 = x if start_x is None else start_x
    pts = [(x0, y0, angle)]
    steps = max(1, int(math.ceil(abs(x - x0) / speed)))
    for i in range(1, steps + 1):
        pts.append((x0 + (x - x0) * i / steps, y0, angle))
    steps = max(1, int(math.ceil((y0 - y1) / speed)))
    for i in range(1, steps + 1):
        pts.append((x, y0 + (y1 - y0) * i / steps, angle))
    pts += [(x, y1, angle)] * hold
    return round_track(pts)


# ---- replays ------------------------------------------------------------------------------------------------
class _Replay:
    """Shared by Placement and AxeThrow: the collapse watch over the stalk's bodies."""

    def __init__(self, world_json: dict, loaded: World | None = None):
        # `loaded`: that world JSON loaded already (a fresh copy the replay may change: see copy_of)
        self.world = loaded if loaded is not None else world_from_json(world_json)
        self.table = table_id(self.world)
        ids = piece_ids(self.world)
        self.foot = ids[0] if ids else None
        self.watched = set(ids[1:])  # the stalk's bodies but the foot
        self.steps = 0
        self.done = False
        self.collapsed = False

    def _touching_table(self) -> bool:
        return bool(self.watched) and not self._touching(self.table).isdisjoint(self.watched)

    def _touching(self, body: int) -> set[int]:
        """The ids of the bodies touching `body` (within the world's slop) at the last step."""
        w = self.world
        m = w.manifolds
        if not len(m):
            return set()
        slot = w.slot(body)
        sep = np.where(m.valid, m.sep, np.inf).min(axis=1)
        other = np.where(m.body_a == slot, m.body_b, np.where(m.body_b == slot, m.body_a, -1))
        ids = w.body_ids()
        return {ids[s] for s in other[(sep <= w.slop) & (other >= 0)].tolist()}

    def _left_table(self, ids) -> list[int]:
        out = []
        for bid in ids:
            x, y = self.world.position(bid)
            if y < FALL_Y or abs(x) > P.TABLE_HALF:
                out.append(bid)
        return out

    def run(self):
        while not self.done:
            self.step()
        return self

    def step(self) -> None:
        """One physics step (step_slices run to its end)."""
        for _ in self.step_slices():
            pass

    def step_slices(self):
        """One physics step as a generator yielding the solver's work between its slices (World.step_slices):
        the scene may spread a costly step over frames. Where it pauses never changes the result."""
        raise NotImplementedError


class Placement(_Replay):
    """Carry a piece of `kind` along a hand track (plus tremor), release it, settle, judge.

    Rules: `Placement(world_json, kind, track, seed, amp).run()` replays a whole recorded track. A scene with a
    live hand: `Placement(world_json, kind, [first_sample], seed, amp, closed=False)`, then every frame
    `feed(sample)` + `step()` while carrying, `release()` when the player lets go, and `step()` until `done`;
    `tuple(run.track)` is the PlacePiece track, and the rules' replay of it ends on the same `state_hash()`.
    A collapse while carrying (the hand bumped the stalk down) ends it at once: submit the track so far."""

    def __init__(self, world_json: dict, kind: str, track, tremor_seed: int = 0, tremor_amp: float = 0.0,
                 closed: bool = True, loaded: World | None = None):
        super().__init__(world_json, loaded)
        self.kind = kind
        self.track = list(round_track(track))
        if not self.track:
            raise ValueError("a placement needs at least the first hand sample")
        self.closed = closed
        self.shake = Tremor(tremor_seed, tremor_amp)
        w = self.world
        self.piece = w.add_body(P.body_def(kind), (0.0, 0.0), kind="kinematic")
        x, y, a = self.hand(0)
        w.set_transform(self.piece, (x, y), a)
        self.released = False
        self.settle = 0

    def clearance_below(self) -> float | None:
        """How far the piece in hand may still go down before it meets what is under it (mm, >= 0): the gap from
        its lowest point to the highest top of the bodies beneath its width (their bounding boxes, the table's
        too). None if nothing is beneath it. (Asked every frame a person's hand goes down: one numpy pass.)"""
        w = self.world
        lo, hi = w.boxes()
        me = w.slot(self.piece)
        left, bottom = lo[me]
        right = hi[me, 0]
        under = (hi[:, 0] > left) & (lo[:, 0] < right) & (hi[:, 1] <= bottom + 0.5)
        under[me] = False
        return max(0.0, float(bottom - hi[under, 1].max())) if under.any() else None

    def hand(self, i: int) -> tuple[float, float, float]:
        """Where the hand holds the piece at sample i: the track plus the tremor."""
        x, y, a = self.track[i]
        dx, dy = self.shake.at(i)
        return x + dx, y + dy, a

    def feed(self, sample) -> None:
        if self.closed:
            raise RuntimeError("the track is closed")
        self.track.append(round_track([sample])[0])

    def release(self) -> None:
        self.closed = True
        del self.track[self.steps + 1:]  # samples fed beyond this frame are not part of what happened

    def step_slices(self):
        if self.done:
            return
        w = self.world
        i = self.steps + 1
        if i < len(self.track):
            x, y, a = self.hand(i)
            w.move_kinematic(self.piece, (x, y), a, DT)
        elif not self.released:
            if not self.closed:
                raise RuntimeError("feed the next hand sample or release first")
            w.set_kind(self.piece, "dynamic")
            self.released = True
            self.watched.add(self.piece)
        yield from w.step_slices(DT)
        self.steps += 1
        if self.released:
            self.settle += 1
        if self._touching_table() or self._left_table(self.watched):
            self.collapsed = True
            self.done = True
            del self.track[self.steps + 1:]
        elif self.released and ((self.settle >= MIN_SETTLE and w.awake_count() == 0) or self.settle >= SETTLE_CAP):
            self.done = True


def axe_speed(strength: float) -> float:
    """The axe's launch speed (mm/s) for a strength in 0..1."""
    return AXE_MIN_SPEED + (AXE_MAX_SPEED - AXE_MIN_SPEED) * max(0.0, min(1.0, strength)) ** AXE_SPEED_POWER


class AxeThrow(_Replay):
    """The axe flies from the thrower's seat; afterwards what no longer rests on the foot has been knocked off."""

    def __init__(self, world_json: dict, angle: float, strength: float):
        super().__init__(world_json)
        w = self.world
        self.axe = w.add_body(P.body_def("axe"), (0.0, 0.0))
        speed = axe_speed(strength)
        if self.foot is not None:
            # [decision] the foot die stands on the board's centre whatever hits it: the axe knocks pieces off the
            # stalk, it never slides the foot away from under them (it is held while the axe flies)
            w.set_kind(self.foot, "static")
        w.set_transform(self.axe, AXE_START, angle)
        w.set_velocity(self.axe, (speed * math.cos(angle), speed * math.sin(angle)), AXE_SPIN * strength)
        self.fallen: list[int] = []  # bodies that left the table during the throw (removed at once)
        self.knocked: list[int] = []  # piece indices (in the world before the throw) knocked off

    def step_slices(self):
        if self.done:
            return
        w = self.world
        yield from w.step_slices(DT)
        self.steps += 1
        self._remove_fallen()
        if (self.steps >= 20 and w.awake_count() == 0) or self.steps >= AXE_CAP:
            yield from self._finish()

    def _remove_fallen(self) -> None:
        w = self.world
        for bid in self._left_table([b for b in piece_ids(w) if b != self.foot]):
            if bid == self.axe:
                self.axe = None
            else:
                self.fallen.append(bid)
            w.remove_body(bid)

    def _finish(self):
        w = self.world
        if self.axe is not None:
            # [decision] the axe is taken away first, and what it held up finds its own feet: a piece left
            # resting on the axe hung in the air once it was gone, and fell at the next touch (a fall nobody made)
            held = self._touching(self.axe)
            w.remove_body(self.axe)  # (wakes what touched it)
            self.axe = None
            if not held.isdisjoint(self.watched | {self.foot}):
                for _ in range(AXE_RESETTLE):
                    yield from w.step_slices(DT)
                    self._remove_fallen()
                    if w.awake_count() == 0:
                        break
        before = sorted(self.watched | ({self.foot} if self.foot is not None else set()))
        standing = set(w.resting_on(self.foot)) if self.foot in w.body_ids() else set()
        off = [b for b in before if b != self.foot and (b in self.fallen or b not in standing)]
        for bid in off:
            if bid in w.body_ids():
                w.remove_body(bid)
        self.knocked = [before.index(b) for b in off]
        if self.foot is not None:
            # the foot is a piece again, and the stalk is stored at rest on it
            w.set_kind(self.foot, "dynamic")
            for _ in range(AXE_RESETTLE):
                if w.awake_count() == 0:
                    break
                yield from w.step_slices(DT)
                self.steps += 1
        self.done = True


# -- the rules' replays, and a run played already ------------------------------------------------------------------
# The scene plays a placement (or an axe throw) live, one physics step a frame, through the same classes the rules
# replay with; when it ends, the rules' replay of exactly its inputs would step the whole run again in one frame
# (0.1-1 s). The replay is deterministic (tests compare the live run's state_hash with the rules'), so a caller
# holding the finished run offers it for one apply: `with stalk.played(inputs, run): rules.apply(...)`. Any
# other input, or no offer, replays as ever; an offer is taken once at most and never outlives its block.
_offered: list = []  # [(inputs, finished run)] inside a `played` block


@contextmanager
def played(inputs: tuple, run):
    _offered[:] = [(inputs, run)] if run.done else []
    try:
        yield
    finally:
        _offered.clear()


def placement_inputs(world_json: dict, kind: str, track, tremor_seed: int, tremor_amp: float) -> tuple:
    return ("place", world_json, kind, round_track(track), tremor_seed, float(tremor_amp))


def axe_inputs(world_json: dict, angle: float, strength: float) -> tuple:
    return ("axe", world_json, angle, strength)


def _offered_for(inputs: tuple):
    if _offered and _offered[0][0] == inputs:
        return _offered.pop()[1]
    return None


def replay_placement(world_json: dict, kind: str, track, tremor_seed: int = 0, tremor_amp: float = 0.0):
    """A placement replayed to its end (or the run `played` offers for exactly these inputs)."""
    return (_offered_for(placement_inputs(world_json, kind, track, tremor_seed, tremor_amp))
            or Placement(world_json, kind, track, tremor_seed, tremor_amp).run())


def replay_axe(world_json: dict, angle: float, strength: float):
    """An axe throw replayed to its end (or the run `played` offers for exactly these inputs)."""
    return _offered_for(axe_inputs(world_json, angle, strength)) or AxeThrow(world_json, angle, strength).run()
