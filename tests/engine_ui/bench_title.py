"""Frame cost of the menus at 1920x1080 (figures printed, never asserted):
    python -m tests.engine_ui.bench_title"""
from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pygame

from game.engine import intents as it
from tests.fakes import FakeApp


def measure(name, scene, app, screen, frames=600, move_every=20):
    app.stack = []
    app.push(scene)
    for _ in range(30):  # warm caches
        app.frame(1 / 60, screen)
    wall, cpu = [], []
    for i in range(frames):
        if move_every and i % move_every == 0:
            app.send(it.RIGHT if (i // move_every) % 8 < 4 else it.LEFT)
        t0, c0 = time.perf_counter(), time.thread_time()
        scene.update(1 / 60)
        scene.draw(screen)
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
    # CPU time of this thread: other processes sharing the cores do not count (wall p99 is shown too)
    for label, times in (("cpu", cpu), ("wall", wall)):
        times.sort()
        p50, p99 = times[len(times) // 2], times[int(len(times) * 0.99)]
        print(f"{name:10s} {label:4s} median {p50:5.2f} ms   p99 {p99:5.2f} ms   max {times[-1]:5.2f} ms")


def main():
    pygame.init()
    screen = pygame.display.set_mode((1920, 1080))
    from game.engine.menus.settings_scene import SettingsScene
    from game.engine.menus.setup import SetupScene
    from game.engine.menus.title import TitleScene

    app = FakeApp()
    measure("title", TitleScene(app), app, screen)
    measure("setup", SetupScene(app, "pied_piper"), app, screen)
    measure("settings", SettingsScene(app), app, screen, move_every=0)


if __name__ == "__main__":
    main()
