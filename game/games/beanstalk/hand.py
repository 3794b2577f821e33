"""The live hand: a placement or an axe throw played on screen one physics step per frame, through the rules'
own replays (stalk.Placement / stalk.AxeThrow), so the action it ends with replays to the same state_hash.

No pygame. The scene moves `target` (where the player's hand wants to be, mm) and calls `frame()` once a frame;
the hand follows no faster than stalk.HAND_MAX_STEP per sample. Every step's body poses are recorded for the
slow-motion replay of a fall, and the contact events are kept for the clack sounds. After a fall's verdict the show
goes on in a copy of the world (`shown`), so the run itself stays exactly as the rules' replay ends
(stalk.played hands it to the rules instead of a second replay).
"""
from __future__ import annotations

import dataclasses
import math

from game.games.beanstalk import events as E
from game.games.beanstalk import pieces as P
from game.games.beanstalk import stalk as S

ROTATE_STEP = 0.06  # rad per wheel notch / shoulder press
AFTERMATH = 90  # steps the scene keeps simulating a fallen stalk for the show (the rules stopped at the touch)
# the show after the verdict needs no stacking-grade solver: a quarter of the substeps and no stiff tilt solve
# (a tumbling pile costs 4-5 times less a frame; the rules never see these steps)
SHOW_SOLVER = {"substeps": 2, "presolve_sweeps": 1, "tilt_solve": False}
REPLAY_KEEP = 150  # steps of poses kept for the slow-motion replay
MISS_MM = 4.0  # a stalk whose pieces all moved less than this in a "fall" still stands: the piece missed it
# Solver work (physics.solver.solve_slices units) the scene spends on a live step per frame: ~4 ms on these
# machines (2.3-3 us a unit measured under load). A costlier step -- only a big pile in motion, like an axe
# through a tall stalk (60-150 contacts) -- goes on over the next frames: the show slows down for those steps
# instead of the frame stalling. A hand sweeping into a 25-piece stalk (25-40 contacts) never pauses.
FRAME_WORK = 1500


def start_sample(kind: str, top: float, x: float = 0.0) -> tuple[float, float, float]:
    """Where a piece appears: clear above the stalk whatever its turn (stalk.check_track's rule)."""
    ext = P.extent(kind)
    reach = math.hypot(max(abs(v) for v in ext[:2]), max(abs(v) for v in ext[2:]))
    return (round(max(-P.TABLE_HALF, min(P.TABLE_HALF, x)), 1), round(top + reach + S.START_CLEARANCE + 25.0, 1),
            0.0)


def poses(world, ids=None) -> dict:
    """{body id: (x, y, angle)} of every dynamic or kinematic body (or of `ids`): one read of the world's pose
    rows (world.X, one per body in body_ids() order), not three look-ups a body."""
    rows = dict(zip(world.body_ids(), world.X.tolist()))
    if ids is None:
        ids = [b for b in rows if world.kind_of(b) != "static"]
    return {bid: tuple(rows[bid]) for bid in ids if bid in rows}


class LiveHand:
    """A placement in progress. `track` given: a bot's recorded hand, played back; None: a person's hand."""

    def __init__(self, view: dict, seat: int, track=None):
        self.seat = seat
        item = view["next_piece"]
        self.kind = item["kind"]
        self.face = item.get("face")
        self.owner = seat if self.kind == "treasure" else None
        top = view["stalk_top"]
        tremor = view["tremor"]
        self.bot = track is not None
        first = track[0] if self.bot else start_sample(self.kind, top)
        self.world_json = view["stalk"]["world"]
        self.tremor = (tremor["seed"], float(tremor["amplitude"]))
        self.run = S.Placement(self.world_json, self.kind, list(track) if self.bot else [first],
                               tremor["seed"], tremor["amplitude"], closed=self.bot)
        self.shown = None  # after a fall's verdict: the copy of the world the show goes on in
        self.target = list(first)
        self.kinds = {bid: k for bid, k in zip(S.piece_ids(self.run.world), _kinds(view))}
        self.kinds[self.run.piece] = self.kind
        self.faces = {bid: p.get("face") for bid, p in zip(S.piece_ids(self.run.world), view["stalk"]["pieces"])}
        self.faces[self.run.piece] = self.face
        self.owners = {bid: p.get("owner") for bid, p in zip(S.piece_ids(self.run.world), view["stalk"]["pieces"])}
        self.owners[self.run.piece] = self.owner
        self.history: list[dict] = [poses(self.run.world)]
        self.events: list = []  # contact events of the last frame
        self.after = 0  # steps simulated past the rules' verdict (a fall, for the show)
        self._pending = None  # the step in progress (a generator), when the last frame() paused it
        self._missed = None

    @property
    def world(self):
        """The world on screen: the run's, or after a fall's verdict the show's copy."""
        return self.shown if self.shown is not None else self.run.world

    @property
    def inputs(self) -> tuple:
        """What the rules' replay of this placement is built from (stalk.played compares them)."""
        return S.placement_inputs(self.world_json, self.kind, self.run.track, *self.tremor)

    @property
    def carrying(self) -> bool:
        return not self.run.released and not self.run.done

    def hand_pose(self) -> tuple[float, float, float]:
        i = min(self.run.steps, len(self.run.track) - 1)
        return self.run.hand(i)

    def move(self, dx: float = 0.0, dy: float = 0.0, turn: float = 0.0) -> None:
        self.target[0] = max(-P.TABLE_HALF + 30, min(P.TABLE_HALF - 30, self.target[0] + dx))
        self.target[1] = max(0.0, min(S.CEILING - 5, self.target[1] + dy))
        self.target[2] = max(-math.pi, min(math.pi, self.target[2] + turn))

    def aim(self, x: float, y: float) -> None:
        self.move(x - self.target[0], y - self.target[1])

    def _next_sample(self) -> tuple[float, float, float]:
        x, y, a = self.run.track[-1]
        dx, dy = self.target[0] - x, self.target[1] - y
        gap = self.run.clearance_below() if dy < 0.0 else None
        if gap is not None and dy < -gap:
            # a hand feels the stalk under the piece and goes no lower: a key or a drag held down pressed the piece
            # on, squeezing the stalk through the table (a "fall" nobody could see coming, found in play)
            dy = -gap
            self.target[1] = y + dy
        d = math.hypot(dx, dy)
        k = min(1.0, (S.HAND_MAX_STEP - 0.5) / d) if d > 0 else 0.0
        return x + dx * k, y + dy * k, self.target[2]

    def release(self) -> None:
        if self.carrying and not self.bot:
            self.run.release()

    def frame(self, work: float | None = None) -> bool:
        """One physics step (a person's hand: the next sample first). With `work`, about that much solver work
        at most this call (stalk.step_slices): a costlier step goes on in the next call, and the world on screen
        stays at the last whole step meanwhile. True if a step ended (its contact events are in `events`)."""
        self.events = []
        if self._pending is None:
            self._pending = self._next_step()
            if self._pending is None:
                return False
        if not _advance(self._pending, work):
            return False
        self._pending = None
        return True

    def _next_step(self):
        run = self.run
        if run.done:
            if run.collapsed and self.after < AFTERMATH:  # the show goes on past the verdict
                if self.shown is None:
                    self.shown = S.copy_of(run.world)
                    self.shown.params = dataclasses.replace(run.world.params, **SHOW_SOLVER)
                return self._show_step()
            return None
        if not run.closed:
            run.feed(self._next_sample())
        return self._run_step()

    def _run_step(self):
        yield from self.run.step_slices()
        self.events = list(self.run.world.events)  # the world keeps the last step's contacts only
        self._record()

    def _show_step(self):
        yield from self.shown.step_slices(S.DT)
        self.events = list(self.shown.events)
        self.after += 1
        self._record()

    def _record(self) -> None:
        self.history.append(poses(self.world, self.kinds))
        if len(self.history) > REPLAY_KEEP:
            del self.history[0]

    @property
    def finished(self) -> bool:
        return self.run.done and (not self.run.collapsed or self.after >= AFTERMATH)

    @property
    def missed(self) -> bool:
        """A fall in which the stalk itself stood still: the piece was let go beside it and landed on the table
        (the rules count that as a fall too). Worked out from the world at the verdict."""
        if not self.run.collapsed:
            return False
        if self._missed is None:
            now = poses(self.run.world, [b for b in self.history[0] if b != self.run.piece])
            self._missed = all(math.hypot(x - self.history[0][b][0], y - self.history[0][b][1]) < MISS_MM
                               for b, (x, y, _) in now.items())
        return self._missed

    def action(self) -> E.PlacePiece:
        return E.PlacePiece(self.seat, tuple(self.run.track))


class LiveAxe:
    """An axe throw played live: the same AxeThrow the rules replay."""

    def __init__(self, view: dict, seat: int, angle: float, strength: float):
        self.seat = seat
        self.angle, self.strength = round(float(angle), 3), round(float(strength), 3)
        self.world_json = view["stalk"]["world"]
        self.inputs = S.axe_inputs(self.world_json, self.angle, self.strength)
        self.run = S.AxeThrow(self.world_json, self.angle, self.strength)
        ids = S.piece_ids(self.run.world)
        self.kinds = {bid: k for bid, k in zip(ids, _kinds(view))}
        self.faces = {bid: p.get("face") for bid, p in zip(ids, view["stalk"]["pieces"])}
        self.owners = {bid: p.get("owner") for bid, p in zip(ids, view["stalk"]["pieces"])}
        self.kinds[self.run.axe] = "axe"
        self.events: list = []
        self.history: list[dict] = []
        self._pending = None  # the step in progress, when the last frame() paused it

    @property
    def world(self):
        return self.run.world

    def frame(self, work: float | None = None) -> bool:
        """One physics step, or part of a costly one (LiveHand.frame). True if a step ended."""
        self.events = []
        if self.run.done:
            return False
        if self._pending is None:
            self._pending = self.run.step_slices()
        if not _advance(self._pending, work):
            return False
        self._pending = None
        self.events = list(self.run.world.events)
        return True

    @property
    def finished(self) -> bool:
        return self.run.done

    def action(self) -> E.ThrowAxe:
        return E.ThrowAxe(self.seat, self.angle, self.strength)


def moving_part(history: list[dict], still_mm: float = 0.5, keep: int = 8) -> list[dict]:
    """A fall's recorded poses for its slow-motion replay, without the still tail: a pile at rest on the table
    kept the replay ("press to skip") on a frozen picture for seconds. Ends `keep` steps after the last step
    in which some piece moved more than `still_mm`."""
    last = 0
    for i in range(1, len(history)):
        before, now = history[i - 1], history[i]
        if any(b in before and math.hypot(x - before[b][0], y - before[b][1]) > still_mm
               for b, (x, y, _) in now.items()):
            last = i
    return history[:min(len(history), last + 1 + keep)]


def _advance(step, work: float | None) -> bool:
    """Run a step generator until it ends (True) or, given `work`, until the work it reports reaches that (False:
    paused, some of it left)."""
    spent = 0.0
    for units in step:
        spent += units
        if work is not None and spent >= work:
            return False
    return True


def fall_word(live) -> str:
    """The i18n key of a fall's big word: a piece that only missed the stalk (which stands) says so."""
    return "beanstalk_screen.missed" if isinstance(live, LiveHand) and live.missed else "beanstalk.ev.collapse"


def _kinds(view: dict) -> list[str]:
    return [p["kind"] for p in view["stalk"]["pieces"]]
