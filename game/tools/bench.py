"""`python -m game bench [--scene X] [--frames N] [--json]`: per scene, the frame time (events + the scene's
bench_update with bots playing + draw + the app's present step) at 1920x1080 under the dummy driver."""
from __future__ import annotations

import json
import statistics
import sys
import time

from game.tools.common import FRAME_DT, headless_app, percentile, unknown_scene_message

WARM_UP = 10  # first frames fill caches (fonts, SVG renders): measured separately as "first_ms"


def bench_scene(app, name: str, factory, frames: int, seed: int = 1, moment: str | None = None,
                cpu: bool = False) -> dict:
    clock = time.process_time if cpu else time.perf_counter
    app._scenes.clear()
    crashes = len(app.crashes)
    t0 = time.perf_counter()
    app.push(factory(app, seed, moment))
    app.frame(FRAME_DT, bench=True)
    first_ms = (time.perf_counter() - t0) * 1000
    for _ in range(WARM_UP):
        app.frame(FRAME_DT, bench=True)
    times = []
    for _ in range(frames):
        t = clock()
        app.frame(FRAME_DT, bench=True)
        times.append((clock() - t) * 1000)
    times.sort()
    out = {"frames": frames, "mean_ms": round(statistics.fmean(times), 3) if times else 0.0,
           "p50_ms": round(percentile(times, 50), 3), "p99_ms": round(percentile(times, 99), 3),
           "max_ms": round(times[-1], 3) if times else 0.0, "first_ms": round(first_ms, 1),
           "clock": "cpu" if cpu else "wall"}
    if moment:
        out["moment"] = moment
    if len(app.crashes) > crashes:
        exc = app.crashes[-1]
        out["error"] = f"{type(exc).__name__}: {exc}"
    return out


def run_bench(args) -> int:
    if getattr(args, "phones", 0):
        from game.tools.phones_bench import run_phones_bench
        return run_phones_bench(args)
    from game.tools.common import discover_games, tool_scenes
    games = discover_games()
    scenes = tool_scenes(games)
    names = args.scene or list(scenes)
    if getattr(args, "moment", None) and len(names) != 1:
        print("--moment needs exactly one --scene", file=sys.stderr)
        return 2
    for name in names:
        if name not in scenes:
            print(unknown_scene_message(name, games), file=sys.stderr)
            return 2
    app = headless_app(games=games)
    results = {}
    for name in names:
        try:
            results[name] = bench_scene(app, name, scenes[name], args.frames, args.seed,
                                        getattr(args, "moment", None), getattr(args, "cpu", False))
        except Exception as exc:  # a broken factory is reported, the others still run
            results[name] = {"frames": 0, "error": f"{type(exc).__name__}: {exc}"}
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        if not results:
            print("no scenes registered yet")
        for name, r in results.items():
            if "mean_ms" in r:
                print(f"{name:18} {r['frames']:5d} frames  mean {r['mean_ms']:6.2f}  p50 {r['p50_ms']:6.2f}  "
                      f"p99 {r['p99_ms']:6.2f}  max {r['max_ms']:6.2f} ms  (first frame {r['first_ms']} ms)"
                      + (f"  ERROR {r['error']}" if "error" in r else ""))
            else:
                print(f"{name:18} ERROR {r['error']}")
    app.shutdown()
    return 1 if any("error" in r for r in results.values()) else 0
