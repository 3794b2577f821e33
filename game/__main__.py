"""`python -m game <tool>`: headless tools, registry-driven so every game plugs in.

    python -m game screenshot <scene> <out.png> [--lang zh-TW] [--seed S] [--moment NAME] [--frames N]
    python -m game bench [--scene X] [--frames N] [--moment M] [--cpu] [--json] [--phones N [--seconds S]]
    python -m game simulate <game> --games N --players P --seed S [--bots hard,easy] [--option k=v] [--json]
    python -m game smoke [--seconds S]
    python -m game memory [--games N] [--game G ...] [--json]   (RSS after each of N all-bot games)
    python -m game night --players 4 --bots hard,normal,easy,easy --games all --seed 1 [--json]
    python -m game scenes                      (list the scenes the tools know)
    python -m game                             (play: same flags as main.py)
"""
from __future__ import annotations

import argparse
import os
import sys

TOOLS = ("screenshot", "bench", "simulate", "smoke", "scenes", "memory", "night")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game", description="Table Tales headless tools")
    sub = p.add_subparsers(dest="tool", required=True)

    s = sub.add_parser("screenshot", help="render a scene to a PNG after N update frames")
    s.add_argument("scene")
    s.add_argument("out")
    s.add_argument("--lang", choices=("en", "zh-TW"), default="en")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--moment", default=None, help="a named situation the scene's demo_scene knows")
    s.add_argument("--frames", type=int, default=30)

    b = sub.add_parser("bench", help="frame time per scene at 1920x1080 (dummy driver, bots playing)")
    b.add_argument("--scene", action="append", help="only this scene (repeatable)")
    b.add_argument("--frames", type=int, default=300)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--json", action="store_true")
    b.add_argument("--moment", default=None, help="a named situation the scene's demo_scene knows (one scene)")
    b.add_argument("--cpu", action="store_true",
                   help="time frames as this process's CPU time (steadier than wall time on a busy machine)")
    b.add_argument("--phones", type=int, default=0, help="N phone pages in headless Chromium tap on Magic Maze")
    b.add_argument("--seconds", type=float, default=60.0, help="--phones: seconds of tapping")

    m = sub.add_parser("simulate", help="bot-only games with the rules core, no pygame")
    m.add_argument("game")
    m.add_argument("--games", type=int, default=100)
    m.add_argument("--players", type=int, default=None)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--bots", default=None, help="difficulties by seat, e.g. hard,easy,normal")
    m.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    m.add_argument("--json", action="store_true")

    k = sub.add_parser("smoke", help="every registered scene for a few seconds; exit 0 if none failed")
    k.add_argument("--seconds", type=float, default=3.0)
    k.add_argument("--lang", choices=("en", "zh-TW"), default=None)

    r = sub.add_parser("memory", help="RSS after each of N back-to-back all-bot games per game (headless)")
    r.add_argument("--games", type=int, default=10)
    r.add_argument("--game", action="append", help="only this game (repeatable)")
    r.add_argument("--players", type=int, default=4)
    r.add_argument("--draw-every", type=int, default=1, help="draw one frame in N (faster; 1 = every frame)")
    r.add_argument("--json", action="store_true")

    n = sub.add_parser("night", help="a whole game night played by bots (rules core only): the night's table")
    n.add_argument("--players", type=int, default=4)
    n.add_argument("--bots", default=None, help="difficulties by player, e.g. hard,normal,easy,easy")
    n.add_argument("--games", default="all", help="all, or game ids separated by commas")
    n.add_argument("--seed", type=int, default=1)
    n.add_argument("--quit-after", type=int, default=None, help="stop after this many games (with --save)")
    n.add_argument("--save", default=None, help="write the night's JSON here")
    n.add_argument("--resume", default=None, help="go on with the night in this JSON file")
    n.add_argument("--json", action="store_true")

    sub.add_parser("scenes", help="list the scenes the tools can show")
    return p


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in TOOLS and argv[0] not in ("-h", "--help"):
        from game.app import main as play  # `python -m game [--windowed ...]`: play
        return play(argv)
    args = build_parser().parse_args(argv)
    if args.tool == "simulate":  # the rules core only: never imports pygame
        from game.tools.simulate import run_simulate
        return run_simulate(args)
    if args.tool == "night":  # the rules core only
        from game.tools.night import run_night
        return run_night(args)
    from game.tools.common import headless_environment
    headless_environment()
    if args.tool == "screenshot":
        from game.tools.screenshot import run_screenshot
        return run_screenshot(args)
    if args.tool == "bench":
        from game.tools.bench import run_bench
        return run_bench(args)
    if args.tool == "memory":
        from game.tools.memory import run_memory
        return run_memory(args)
    if args.tool == "smoke":
        from game.tools.smoke import run_smoke
        return run_smoke(seconds=args.seconds, lang=args.lang)
    from game.tools.common import tool_scenes
    for name in tool_scenes():
        print(name)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
