"""Settling and axe figures for the Beanstalk bench (`python -m game.games.beanstalk.bench --creep N` /
`--axe-table`): the physics the rules rely on, measured through the rules' own replays (stalk.Placement,
stalk.AxeThrow). Rules core only: never imports pygame.

Creep: seeded gentle placements (a hand held still a little above the top, with the tremor of the stalk's height,
a few mm off the top piece's centre, dice, trunks and clouds) grow stalks from the foot die to STALK_PIECES pieces,
each stored as the rules store it (JSON) and loaded again for the next placement. Per placement: stored awake (any
body awake when the rules store the stalk), the drift of the pieces that were already there (mm, their centres),
and for a fall, how long after the new piece's last impact the stalk touched the table and how long after it the
stalk began going over for good (going_over: a tall stalk toppling from the impact on is slow to reach the table).

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
# A fall is dated from when the stalk begins going over for good (going_over), not from when it reaches the table: a
# stalk that stood inside every joint's face and crept until it fell is what the bar forbids; a 0.8 m stalk toppled
# by the landing itself needs well over a second to reach the table whatever the physics (its lean grows by e every
# sqrt(2H / 3g) = 0.24 s from a few milliradians), which is gravity, not creep. The bench prints both.
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
    fall_start: float = 0.0  # s: from that impact to when the stalk began going over for good (falls), else 0


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
    sideways = []  # (step, the pile's centre of mass x) each step after the release
    while not run.done:
        run.step()
        if run.released:
            if any(run.piece in (e.body_a, e.body_b) for e in run.world.events):
                last_hit = run.steps
            mass = run.world.mass
            sideways.append((run.steps, float(mass @ run.world.X[:, 0] / mass.sum())))
    w = run.world
    fig = PlacementFigures(stalk_no, size, kind, round(gap, 2), round(amp, 2), run.steps, run.settle,
                           run.collapsed, 0, 0.0, 0.0, 0.0)
    if run.collapsed:
        start = last_hit if last_hit is not None else run.steps - run.settle
        fig.fall_delay = round((run.steps - start) * S.DT, 3)
        fig.fall_start = round((going_over(sideways, start) - start) * S.DT, 3)
        return fig, None
    speed = np.hypot(w.V[:, 0], w.V[:, 1]) + np.abs(w.V[:, 2]) * w.extent
    fig.stored_awake = w.awake_count()
    fig.fastest = round(float(speed.max()), 2)
    after = _poses(w)
    fig.drift = round(max(math.hypot(after[b][0] - p[0], after[b][1] - p[1]) for b, p in before.items()), 4)
    return fig, S.world_to_json(w)


GONE = 10.0  # mm: a pile whose centre of mass is this far from where it was at the impact is falling


def going_over(sideways: list[tuple[int, float]], start: int) -> int:
    """The step from which a falling pile's centre of mass only moved towards the side it fell to, until it was
    GONE away: when it began going over for good. A stalk that toppled from the impact on starts at once (however
    long a tall one takes to reach the table: a 0.8 m column leaning a few milliradians needs over a second); one
    that swayed or crept first starts after its last move back. (What it does once gone -- breaking in two, its
    halves going opposite ways -- is the fall itself.)"""
    steps = [k for k, _ in sideways if k >= start]
    x = np.array([c for k, c in sideways if k >= start])
    gone = np.nonzero(np.abs(x - x[0]) > GONE)[0] if len(x) else []
    if len(gone):
        steps, x = steps[:gone[0] + 1], x[:gone[0] + 1]
    if len(x) < 2:
        return start
    side = 1.0 if x[-1] >= x[0] else -1.0
    back = np.nonzero(np.diff(x) * side <= 0.0)[0]
    return steps[back[-1] + 1] if len(back) else start


def creep(n: int, seed: int = 1, max_pieces: int = STALK_PIECES) -> list[PlacementFigures]:
    """n gentle placements, stalk after stalk (each grown from the foot die up to `max_pieces` pieces)."""
    rng = Rng(seed)
    out: list[PlacementFigures] = []
    stalk_no = 0
    world_json, size = S.new_stalk_json(), 1
    while len(out) < n:
        fig, stored = place_once(world_json, _pick_kind(rng), rng, stalk_no, size)
        out.append(fig)
        if stored is None or size + 1 >= max_pieces:
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
        "late_starts": sum(1 for f in falls if f.fall_start > LATE_FALL),
        "worst_fall_delay_s": max((f.fall_delay for f in falls), default=0.0),
        "mean_settle_s": round(float(np.mean([f.settle for f in stood])) * S.DT, 3) if stood else 0.0,
        "bars_met": bool(stood) and not any(f.stored_awake for f in stood)
        and all(d <= CREEP_DRIFT for d in drifts) and not any(f.fall_start > LATE_FALL for f in falls),
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


def creep_seeds(n: int, seeds) -> dict:
    """creep(n) on each seed: {"rows": [summary per seed, with its seed], "total": the summary of all of them}."""
    rows, everything = [], []
    for seed in seeds:
        figs = creep(n, seed)
        everything += figs
        rows.append({"seed": seed, **creep_summary(figs)})
    return {"rows": rows, "total": creep_summary(everything)}


def print_creep_seeds(table: dict) -> None:
    rows = table["rows"]
    print(f"== Beanstalk settling: {rows[0]['placements']} gentle placements on each of {len(rows)} seeds ==")
    print(f"{'seed':>6} {'stored awake':>12} {'drift>bar':>9} {'worst mm':>8} {'median mm':>9} {'falls':>5} "
          f"{'late':>4} {'worst late s':>12} {'late start':>10}")
    for r in [*rows, {"seed": "all", **table["total"]}]:
        print(f"{r['seed']:>6} {r['stored_awake']:>12} {r['drift_over_bar']:>9} {r['worst_drift_mm']:>8} "
              f"{r['median_drift_mm']:>9} {r['falls']:>5} {r['late_falls']:>4} {r['worst_fall_delay_s']:>12} "
              f"{r['late_starts']:>10}")
    print("late: falls that touched the table more than 1 s after the impact; late start: falls that began going "
          "over for good more than 1 s after it (the bar)")
    print("bars met" if table["total"]["bars_met"] else "bars NOT met")


def print_creep(summary: dict) -> None:
    print(f"== Beanstalk settling: {summary['placements']} gentle placements on stalks of "
          f"{summary['stalk_sizes'][0]}-{summary['stalk_sizes'][1] + 1} pieces ==")
    for k, v in summary.items():
        if k != "placements":
            print(f"  {k:<22} {v}")


# ---- the axe --------------------------------------------------------------------------------------------------
STALK_FOR_AXE = 12  # pieces (the foot included)
AXE_STRENGTHS = tuple(round(0.1 * k, 1) for k in range(1, 11))
AXE_AIMS = (0.25, 0.5, 0.75)  # heights aimed at, as shares of the stalk's top
WEAK_KNOCKS = 2.0  # the weakest third knocks off at most this many pieces on average
STRONG_SHARE = 0.5  # the strongest third knocks off more than this share of the stalk on average
FOOT_SLIDE = 0.5  # mm: the foot die "never slides": it moves less than this


def axe_aim(world_json: dict, strength: float, share: float) -> float:
    """The launch angle that brings the axe's centre to `share` of the stalk's height above the foot (the bots'
    aim), or when the throw is too weak to get there the angle that reaches highest at the stalk."""
    from game.games.beanstalk.bot import aim_angle
    w = S.world_from_json(world_json)
    angle = aim_angle(share * S.top_of(w), strength)
    if angle is None:  # out of reach: the angle that gets highest at the stalk
        angle = math.atan(S.axe_speed(strength) ** 2 / (9810.0 * -S.AXE_START[0]))
    lo, hi = S.AXE_ANGLE_RANGE
    return round(max(lo, min(hi, angle)), 3)


def throw_once(world_json: dict, strength: float, share: float) -> dict:
    angle = axe_aim(world_json, strength, share)
    run = S.AxeThrow(world_json, angle, strength)
    foot0 = run.world.position(run.foot)
    run.run()
    w = run.world
    foot = w.position(run.foot) if run.foot in w.body_ids() else (math.inf, math.inf)
    return {"strength": strength, "aim": share, "angle": angle, "knocked": len(run.knocked),
            "foot_slide": round(math.hypot(foot[0] - foot0[0], foot[1] - foot0[1]), 3),
            "steps": run.steps, "settled": w.awake_count() == 0 and run.steps < S.AXE_CAP}


def axe_table(pieces: int = STALK_FOR_AXE, strengths=AXE_STRENGTHS, aims=AXE_AIMS, seed: int = 1) -> dict:
    """Throws over the strength range at a stalk of `pieces` pieces: per strength the mean knocked off, the
    foot's largest slide and how many throws ended at rest; the thirds' means and the bars."""
    world_json = stalk_of(pieces, seed)
    rows = []
    throws = []
    for st in strengths:
        got = [throw_once(world_json, st, share) for share in aims]
        throws += got
        rows.append({"strength": st, "mean_knocked": round(float(np.mean([g["knocked"] for g in got])), 2),
                     "knocked": [g["knocked"] for g in got],
                     "foot_slide_max": max(g["foot_slide"] for g in got),
                     "settled": sum(g["settled"] for g in got), "throws": len(got),
                     "max_steps": max(g["steps"] for g in got)})
    third = max(1, len(rows) // 3)
    weak = float(np.mean([r["mean_knocked"] for r in rows[:third]]))
    strong = float(np.mean([r["mean_knocked"] for r in rows[-third:]]))
    stalk = pieces - 1  # what the axe can knock off (never the foot)
    return {"pieces": pieces, "rows": rows, "weak_third_mean": round(weak, 2), "strong_third_mean": round(strong, 2),
            "foot_slide_max": max(r["foot_slide_max"] for r in rows),
            "unsettled": sum(r["throws"] - r["settled"] for r in rows),
            "bars_met": weak <= WEAK_KNOCKS and strong > STRONG_SHARE * stalk
            and all(r["foot_slide_max"] < FOOT_SLIDE for r in rows) and all(r["settled"] == r["throws"] for r in rows)}


def print_axe_table(table: dict) -> None:
    print(f"== Beanstalk axe: {table['pieces']}-piece stalk, aims at {AXE_AIMS} of its height ==")
    print(f"{'strength':>8} {'knocked (mean)':>14} {'per aim':>12} {'foot slide mm':>14} {'at rest':>8} {'steps':>6}")
    for r in table["rows"]:
        print(f"{r['strength']:>8} {r['mean_knocked']:>14} {str(r['knocked']):>12} {r['foot_slide_max']:>14} "
              f"{r['settled']:>4}/{r['throws']:<3} {r['max_steps']:>6}")
    print(f"weakest third: {table['weak_third_mean']} knocked on average (bar <= {WEAK_KNOCKS}); strongest third: "
          f"{table['strong_third_mean']} of {table['pieces'] - 1} (bar > {STRONG_SHARE:.0%}); foot slide max "
          f"{table['foot_slide_max']} mm (bar < {FOOT_SLIDE}); throws not at rest at the verdict: {table['unsettled']}")
    print("bars met" if table["bars_met"] else "bars NOT met")
