"""How long the physics sandbox takes to draw one frame at 1920x1080 (dummy video driver).

    python -m game.devtools.sandbox.bench [--frames 300]

Two situations: the starting towers (at rest), and 40 pieces thrown up spinning, tumbling onto the table.
The physics steps between frames are not timed, only scene.draw() on the app's canvas. Prints median / p90 /
p99 in ms of wall time and of this thread's CPU time (steadier on a busy machine: other processes' time
slices are not counted).
"""
from __future__ import annotations

import argparse
import random
import time

from game.tools.common import headless_app, percentile


def _scene(app, situation: str):
    from game.devtools.sandbox.scene import make_sandbox_scene
    from game.physics import scenes
    scene = make_sandbox_scene(app, seed=1)
    if situation == "pieces40":
        scene.clear()
        rng = random.Random(2)
        for body in scenes.scattered_bodies(scene.world, 40, seed=2):  # tumbling: many new angles a frame
            scene.world.set_velocity(body, (rng.uniform(-300, 300), rng.uniform(0, 600)), rng.uniform(-8, 8))
    return scene


def measure(situation: str, frames: int = 300, warmup: int = 20) -> dict:
    """Draw times (ms) of `frames` frames, physics advancing 1/60 s between them."""
    app = headless_app()
    scene = _scene(app, situation)
    canvas = app.display.canvas
    times, cpu = [], []
    for i in range(frames + warmup):
        scene.update(1 / 60)
        t0, c0 = time.perf_counter(), time.thread_time()
        scene.draw(canvas)
        if i >= warmup:
            times.append((time.perf_counter() - t0) * 1000.0)
            cpu.append((time.thread_time() - c0) * 1000.0)
    app.shutdown()
    times.sort()
    cpu.sort()
    return {"situation": situation, "frames": frames, "bodies": len(scene.world),
            "turned": getattr(getattr(scene, "art", None), "misses", None),
            "p50": percentile(times, 50), "p90": percentile(times, 90), "p99": percentile(times, 99),
            "cpu_p50": percentile(cpu, 50), "cpu_p99": percentile(cpu, 99)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="physics sandbox draw() time")
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args(argv)
    for situation in ("towers", "pieces40"):
        r = measure(situation, args.frames)
        print(f"{r['situation']:9s} {r['bodies']:3d} bodies  draw p50 {r['p50']:5.2f} ms  p90 {r['p90']:5.2f} ms  "
              f"p99 {r['p99']:5.2f} ms  | CPU p50 {r['cpu_p50']:5.2f} p99 {r['cpu_p99']:5.2f} ms  "
              f"({r['frames']} frames, {r['turned']} turned sprites made)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
