"""Settling and axe figures for the Beanstalk bench (`python -m game.games.beanstalk.bench --creep N` /
`--axe-table`): the physics the rules rely on, measured through the rules' own replays (stalk.Placement,
stalk.AxeThrow). Rules core only: never imports pygame.

Creep: seeded gentle placements (a hand held still a little above the top, with the tremor of the stalk's height,
a few mm off the top piece's centre, dice, trunks and clouds) grow stalks from the foot die to STALK_PIECES pieces,
each stored as the rules store it (JSON) and loaded again for the next placement. Per placement: stored awake (any
body awake when the rules store the stalk), the drift of the pieces that were already there (mm, their centres),
and for a fall, how long after the new piece's last impact the stalk touched the table.

Axe: at a STALK_FOR_AXE-piece stalk, throws over the strength range, each aimed by the bots' aim at the stalk's
middle: pieces knocked off, the foot die's slide, and whether the pile slept before the verdict."""
from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from game.core.rng import Rng
from game.games.beanstalk import stalk as S

STALK_PIECES = 25  # a stalk grows to this many pieces (the foot included), then a new one starts
CREEP_DRIFT = 0.5  # mm: the bar on the drift of the pieces below a new one
LATE_FALL = 1.0  # s: the bar on a fall's delay after the impact that caused it
KIND_MIX = (("die", 0.7), ("trunk", 0.15), ("treasure", 0.15))


@dataclass
class PlacementFigures:
    stalk: int  # which stalk of the run
    size: int  # pieces on the stalk before this one
    kind: str
    gap: float  # mm between the piece and the top when let go
    tremor: float  # mm of tremor amplitude
    steps: int  # physics steps of the replay (carry + settle)
    settle: int  # steps after the release
    collapsed: bool
    stored_awake: int  # bodies awake in the stored world (0 unless it was judged moving)
    fastest: float  # mm/s: the fastest body when stored
    drift: float  # mm: the largest move of a piece that was already there (stood placements)
    fall_delay: float  # s: from the new piece's last impact to the verdict (falls), else 0


def _pick_kind(rng: Rng) -> str:
    r = rng.random()
    for kind, share in KIND_MIX:
        if r < share:
            return kind
        r -= share
    return KIND_MIX[0][0]


def _poses(world) -> dict[int, tuple[float, float]]:
    return {b: world.position(b) for b in S.piece_ids(world)}


def place_once(world_json: dict, kind: str, rng: Rng, stalk_no: int, size: int):
    """One gentle placement on a stored stalk: (figures, the stored world or None after a fall)."""
    before_world = S.world_from_json(world_json)
    before = _poses(before_world)
    top = S.top_of(before_world)
    top_x = before[max(before)][0]
    x = top_x + rng.uniform(-4.0, 4.0)
    angle = rng.gauss(0.0, 0.01)
    gap = rng.uniform(0.3, 8.0)
    amp = S.tremor_amplitude(top, steady=rng.chance(0.15))
    seed = rng.randbelow(1 << 30)
    track = S.drop_track(kind, top, x, angle, gap, start_x=x + rng.uniform(-60.0, 60.0),
                         hold=rng.randint(2, 12))
    run = S.Placement(world_json, kind, track, seed, amp, loaded=before_world)
    last_hit = None
    while not run.done:
        run.step()
        if run.released and any(run.piece in (e.body_a, e.body_b) for e in run.world.events):
            last_hit = run.steps
    w = run.world
    fig = PlacementFigures(stalk_no, size, kind, round(gap, 2), round(amp, 2), run.steps, run.settle,
                           run.collapsed, 0, 0.0, 0.0, 0.0)
    if run.collapsed:
        start = last_hit if last_hit is not None else run.steps - run.settle
        fig.fall_delay = round((run.steps - start) * S.DT, 3)
        return fig, None
    speed = np.hypot(w.V[:, 0], w.V[:, 1]) + np.abs(w.V[:, 2]) * w.extent
    fig.stored_awake = w.awake_count()
    fig.fastest = round(float(speed.max()), 2)
    after = _poses(w)
    fig.drift = round(max(math.hypot(after[b][0] - p[0], after[b][1] - p[1]) for b, p in before.items()), 4)
    return fig, S.world_to_json(w)


def creep(n: int, seed: int = 1) -> list[PlacementFigures]:
    """n gentle placements, stalk after stalk (each grown from the foot die up to STALK_PIECES pieces)."""
    rng = Rng(seed)
    out: list[PlacementFigures] = []
    stalk_no = 0
    world_json, size = S.new_stalk_json(), 1
    while len(out) < n:
        fig, stored = place_once(world_json, _pick_kind(rng), rng, stalk_no, size)
        out.append(fig)
        if stored is None or size + 1 >= STALK_PIECES:
            stalk_no += 1
            world_json, size = S.new_stalk_json(), 1
        else:
            world_json, size = stored, size + 1
    return out


def creep_summary(figs: list[PlacementFigures]) -> dict:
    stood = [f for f in figs if not f.collapsed]
    falls = [f for f in figs if f.collapsed]
    drifts = sorted(f.drift for f in stood)
    return {
        "placements": len(figs),
        "stalk_sizes": [min(f.size for f in figs), max(f.size for f in figs)] if figs else [],
        "stood": len(stood),
        "falls": len(falls),
        "stored_awake": sum(1 for f in stood if f.stored_awake),
        "stored_awake_bodies": sum(f.stored_awake for f in stood),
        "fastest_stored_mm_s": max((f.fastest for f in stood), default=0.0),
        "settle_cap_hits": sum(1 for f in stood if f.settle >= S.SETTLE_CAP),
        "worst_drift_mm": drifts[-1] if drifts else 0.0,
        "median_drift_mm": drifts[len(drifts) // 2] if drifts else 0.0,
        "drift_over_bar": sum(1 for d in drifts if d > CREEP_DRIFT),
        "late_falls": sum(1 for f in falls if f.fall_delay > LATE_FALL),
        "worst_fall_delay_s": max((f.fall_delay for f in falls), default=0.0),
        "mean_settle_s": round(float(np.mean([f.settle for f in stood])) * S.DT, 3) if stood else 0.0,
        "bars_met": bool(stood) and not any(f.stored_awake for f in stood)
        and all(d <= CREEP_DRIFT for d in drifts) and not any(f.fall_delay > LATE_FALL for f in falls),
    }


def creep_rows(figs: list[PlacementFigures]) -> list[dict]:
    return [asdict(f) for f in figs]


def stalk_of(pieces: int, seed: int = 7) -> dict:
    """A stored stalk of `pieces` pieces (the foot included) grown by careful dice placements; raises if one fell."""
    rng = Rng(seed)
    world_json = S.new_stalk_json()
    for size in range(1, pieces):
        fig, stored = place_once(world_json, "die", rng, 0, size)
        if stored is None:
            raise RuntimeError(f"the {size + 1}th die of the test stalk fell")
        world_json = stored
    return world_json


def print_creep(summary: dict) -> None:
    print(f"== Beanstalk settling: {summary['placements']} gentle placements on stalks of "
          f"{summary['stalk_sizes'][0]}-{summary['stalk_sizes'][1] + 1} pieces ==")
    for k, v in summary.items():
        if k != "placements":
            print(f"  {k:<22} {v}")
