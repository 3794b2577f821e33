"""`python -m game screenshot <scene> <out.png> [--lang] [--seed] [--moment] [--frames]`: build the scene
from the registry, run N frames, save the 1920x1080 canvas as a PNG."""
from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame

from game.tools.common import FRAME_DT, headless_app, tool_scenes, unknown_scene_message


def take_screenshot(scene_name: str, out: str | Path, lang: str = "en", seed: int = 1, moment=None,
                    frames: int = 30) -> dict:
    """Returns {"out", "scene", "frames", "seconds", "crashed"}; raises KeyError for an unknown scene."""
    t0 = time.perf_counter()
    app = headless_app(lang)
    try:
        factory = tool_scenes(app.games)[scene_name]
    except KeyError:
        app.shutdown()
        raise
    app.push(factory(app, seed, moment))
    for _ in range(frames):
        app.frame(FRAME_DT, bench=True)
    if frames <= 0:
        app.render()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.display.canvas, str(out))
    app.shutdown()
    return {"out": str(out), "scene": scene_name, "frames": frames,
            "seconds": round(time.perf_counter() - t0, 3), "crashed": bool(app.crashes)}


def run_screenshot(args) -> int:
    try:
        info = take_screenshot(args.scene, args.out, args.lang, args.seed, args.moment, args.frames)
    except KeyError:
        print(unknown_scene_message(args.scene), file=sys.stderr)
        return 2
    print(f"{info['out']}: {info['scene']} after {info['frames']} frames ({info['seconds']:.2f} s)")
    if info["crashed"]:
        print("the scene crashed: the PNG shows the crash screen (see the log)", file=sys.stderr)
        return 1
    return 0
