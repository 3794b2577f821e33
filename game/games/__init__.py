"""One folder per game; each declares its GameInfo in its own info.py (`INFO`) and game.core.registry finds it.

The app discovers the registry itself and hands it to the engine (`app.games`). This module is a convenience for
code outside the engine that has no app at hand (a game's bench, tools, tests): `registry()` is the registry the
app would discover, built once."""
from __future__ import annotations

from functools import cache

from game.core.gameinfo import GameInfo, Option, Setting
from game.core.registry import Registry

__all__ = ["GameInfo", "Option", "Registry", "Setting", "available", "every", "get", "registry"]


@cache
def registry() -> Registry:
    """The games found under game/games (once per process)."""
    return Registry.discover(__name__)


def get(game_id: str) -> GameInfo:
    return registry().get(game_id)


def available() -> list[GameInfo]:
    return registry().available()


def every() -> list[GameInfo]:
    return registry().every()
