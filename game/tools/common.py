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


def headless_app(lang: str | None = None, launch_time: float | None = None, splash: bool = False,
                 games=None):
    """`games`: the registry (None: the app discovers the game folders)."""
    headless_environment()
    from game.app import App
    games = games if games is not None else discover_games()
    return App(headless=True, size=(1920, 1080), lang=lang, launch_time=launch_time, splash=splash, games=games)


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of an already sorted list (q in 0..100)."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * q // 100))  # ceil
    return sorted_values[int(rank) - 1]


def discover_games():
    """The registry of games a tool works on: the game folders, found as the app finds them (once per run)."""
    from game.games import registry
    return registry()


def tool_scenes(games=None):
    """name -> factory(app, seed, moment) of every scene the tools can show, for `games` (default: discovered)."""
    from game.engine.scene_registry import scenes
    return scenes(games if games is not None else discover_games())


def unknown_scene_message(name: str, games=None) -> str:
    return f"unknown scene {name!r}; available: {', '.join(tool_scenes(games)) or 'none yet'}"
