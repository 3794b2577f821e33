"""Frame times of the Kragmortha scene at 1920x1080 with the sight penalties on: the default demo table (bots
play), and a human's turn under Mirror and under Spotlight (the views drawn every frame).

    python -m game.games.kragmortha.scene_bench [--frames N] [--json]"""
from __future__ import annotations

import argparse
import json

from game.tools.bench import bench_scene
from game.tools.common import headless_app

MOMENTS = (None, "mirror", "spotlight", "handicaps")


def run(frames: int = 600, seed: int = 1) -> dict:
    from game.games.kragmortha.scene import demo_scene

    app = headless_app("en")
    out = {}
    for moment in MOMENTS:
        out[moment or "default"] = bench_scene(app, f"kragmortha:{moment}",
                                               lambda a, s, _m, m=moment: demo_scene(a, s, m), frames, seed)
    app.shutdown()
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    res = run(args.frames)
    if args.json:
        print(json.dumps(res, indent=1))
    else:
        for name, r in res.items():
            print(f"{name:10} p50 {r['p50_ms']:6.2f} ms  p99 {r['p99_ms']:6.2f} ms  max {r['max_ms']:6.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
