"""What every headless tool shares: dummy SDL drivers, a throw-away data folder (a tool must never touch the
player's settings or their Continue save), and a headless 1920x1080 app."""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile

FRAME_DT = 1 / 60


def headless_environment() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not os.environ.get("TABLE_TALES_HOME"):
        home = tempfile.mkdtemp(prefix="table-tales-tool-")
        os.environ["TABLE_TALES_HOME"] = home
        atexit.register(shutil.rmtree, home, True)


def headless_app(lang: str | None = None, launch_time: float | None = None, splash: bool = False):
    headless_environment()
    from game.app import App
    return App(headless=True, size=(1920, 1080), lang=lang, launch_time=launch_time, splash=splash)


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of an already sorted list (q in 0..100)."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * q // 100))  # ceil
    return sorted_values[int(rank) - 1]


def unknown_scene_message(name: str) -> str:
    from game.engine.scene_registry import SCENES
    return f"unknown scene {name!r}; available: {', '.join(SCENES) or 'none yet'}"
