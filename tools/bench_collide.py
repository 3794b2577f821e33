"""Cost of the collision pieces alone: broadphase.sweep_pairs and narrowphase.collide on the exact inputs a
real frame hands them (the awake benchmark tower after 60 frames, the 40-body pile after 30 frames).

    python tools/bench_collide.py [--json] [--calls N] [--compare]

The world is stepped with both functions wrapped so that the arguments of the last frame's calls are kept;
those arguments are then replayed `--calls` times per function. Times are wall-clock per call in
microseconds (median, p99, fastest). --compare also times the old implementations (the frozen reference
copies in tests/physics/test_collide_golden.py), interleaved in blocks with the current ones so that other
load on the machine hits both alike.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.physics import broadphase, narrowphase, scenes
from game.physics.world import World

ROOT = Path(__file__).resolve().parents[1]
DT = 1 / 60
SCENES = (("tower21", "tower", 60), ("pile40", "pile", 30))
BLOCK = 50  # calls per block when several implementations take turns


def capture(name: str, frames: int) -> tuple[tuple, tuple]:
    """Step a scene `frames` times; return the (args) of the last sweep_pairs and collide calls."""
    world = World()
    world.sleep_speed = -1.0  # kept awake, like the awake scenes of bench_physics
    scenes.table(world, width=2400.0)
    if name == "tower":
        scenes.beanstalk_tower(world)
    else:
        scenes.scattered_bodies(world, 40)
    seen: dict[str, tuple] = {}
    real_sweep, real_collide = broadphase.sweep_pairs, narrowphase.collide

    def sweep_spy(*args):
        seen["sweep"] = tuple(a.copy() for a in args)
        return real_sweep(*args)

    def collide_spy(*args):
        seen["collide"] = tuple(a.copy() if hasattr(a, "copy") else a for a in args)
        return real_collide(*args)

    broadphase.sweep_pairs, narrowphase.collide = sweep_spy, collide_spy
    try:
        for _ in range(frames):
            world.step(DT)
    finally:
        broadphase.sweep_pairs, narrowphase.collide = real_sweep, real_collide
    return seen["sweep"], seen["collide"]


def _figures(samples: list[float]) -> dict:
    s = sorted(samples)
    p99 = s[min(len(s) - 1, round(0.99 * (len(s) - 1)))]
    return {"median_us": statistics.median(s) * 1e6, "p99_us": p99 * 1e6, "min_us": s[0] * 1e6}


def time_calls(fns: dict, args: tuple, calls: int, warmup: int = 50) -> dict:
    """Per-call timings of each function in `fns`, taking turns in blocks of BLOCK calls."""
    for fn in fns.values():
        for _ in range(warmup):
            fn(*args)
    samples: dict[str, list[float]] = {name: [] for name in fns}
    clock = time.perf_counter
    for _ in range(max(1, calls // BLOCK)):
        for name, fn in fns.items():
            out = samples[name]
            for _ in range(BLOCK):
                t0 = clock()
                fn(*args)
                out.append(clock() - t0)
    return {name: _figures(s) for name, s in samples.items()}


def _reference():
    """The old implementations, from the golden test that keeps them frozen."""
    path = ROOT / "tests" / "physics" / "test_collide_golden.py"
    spec = importlib.util.spec_from_file_location("collide_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.reference_sweep_pairs, module.reference_collide


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--compare", action="store_true", help="also time the old (reference) implementations")
    args = ap.parse_args(argv)
    sweeps = {"sweep_pairs": broadphase.sweep_pairs}
    collides = {"collide": narrowphase.collide}
    if args.compare:
        old_sweep, old_collide = _reference()
        sweeps["old sweep_pairs"] = old_sweep
        collides["old collide"] = old_collide
    report = {}
    for label, name, frames in SCENES:
        sweep_args, collide_args = capture(name, frames)
        report[label] = {
            "parts": len(sweep_args[0]), "candidate_pairs": len(collide_args[4]),
            "manifolds": len(narrowphase.collide(*collide_args).pair),
            **time_calls(sweeps, sweep_args, args.calls), **time_calls(collides, collide_args, args.calls),
        }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{'scene':8} {'function':16} {'median':>9} {'p99':>9} {'min':>9}   (parts / pairs / manifolds)")
    for label, entry in report.items():
        for fn in (*sweeps, *collides):
            f = entry[fn]
            print(f"{label:8} {fn:16} {f['median_us']:7.1f}us {f['p99_us']:7.1f}us {f['min_us']:7.1f}us"
                  f"   ({entry['parts']} / {entry['candidate_pairs']} / {entry['manifolds']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
