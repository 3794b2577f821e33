"""The games this copy of Table Tales has, found rather than listed: every folder under game/games/ whose info.py
declares `INFO`, a `GameInfo`. The app discovers them once (`App.games`) and hands the registry to the menus,
scenes and tools, so the engine never names nor imports a game. Order comes from `GameInfo.order`.

A folder whose info.py is missing `INFO`, fails to import or declares something unusable (an id that is not the
folder's name, a setting key another game already uses) is left out with a logged warning: one broken game
never stops the others. Nothing here imports pygame."""
from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import logging
import pkgutil
from collections.abc import Iterable, Iterator

from game.core.gameinfo import GameInfo

log = logging.getLogger(__name__)

GAMES_PACKAGE = "game.games"  # where the game folders live


class Registry:
    """An ordered, read-mostly collection of GameInfo: `get`, `available`, `every`, `in`, iteration (every game
    in order). `left_out` says which folders were skipped and why."""

    def __init__(self, infos: Iterable[GameInfo] = ()):
        self._games: dict[str, GameInfo] = {}
        self.left_out: dict[str, str] = {}  # folder/package -> why it is not in the registry
        for info in infos:
            self.add(info)

    # building -----------------------------------------------------------------------------------------------
    @classmethod
    def discover(cls, package: str = GAMES_PACKAGE) -> Registry:
        """Every game folder of `package` (a folder with an info.py), in `GameInfo.order`."""
        registry = cls()
        for name in _game_folders(package):
            registry.load(f"{package}.{name}", folder_id=name)
        return registry

    def load(self, package: str, folder_id: str | None = None) -> GameInfo | None:
        """Add the game declared in `<package>.info` (its modules are then found in `package`). With
        `folder_id`, the game's id must be that folder's name. A broken declaration is logged and skipped."""
        try:
            info = importlib.import_module(f"{package}.info").INFO
            if not isinstance(info, GameInfo):
                raise TypeError(f"INFO is a {type(info).__name__}, not a GameInfo")
            if folder_id is not None and info.id != folder_id:
                raise ValueError(f"INFO.id {info.id!r} is not the folder's name {folder_id!r}")
            return self.add(dataclasses.replace(info, package=package))
        except Exception as exc:  # a broken game is left out, never a crash of the whole app
            self.left_out[package] = f"{type(exc).__name__}: {exc}"
            log.warning("game %s left out: %s: %s", package, type(exc).__name__, exc)
            return None

    def add(self, info: GameInfo) -> GameInfo:
        """Add (or replace) a game. Setting keys are global in settings.json: two games may not share one."""
        for other in self._games.values():
            shared = {s.key for s in other.settings} & {s.key for s in info.settings}
            if other.id != info.id and shared:
                raise ValueError(f"{info.id} declares setting key(s) {', '.join(sorted(shared))} that {other.id} "
                                 "already uses")
        self._games[info.id] = info
        return info

    def remove(self, game_id: str) -> None:
        self._games.pop(game_id, None)

    def copy(self) -> Registry:
        """A registry of the same games that can be changed without touching this one (tests)."""
        out = Registry(self._games.values())
        out.left_out = dict(self.left_out)
        return out

    # asking -------------------------------------------------------------------------------------------------
    def get(self, game_id: str) -> GameInfo:
        try:
            return self._games[game_id]
        except KeyError:
            raise KeyError(f"unknown game {game_id!r}; known: {', '.join(self.ids()) or 'none'}") from None

    def find(self, game_id) -> GameInfo | None:
        """The game `game_id`, or None (an id read from a file may be anything)."""
        return self._games.get(game_id) if isinstance(game_id, str) else None

    def every(self) -> list[GameInfo]:
        """Every game, in order (`GameInfo.order`, then id)."""
        return sorted(self._games.values(), key=lambda i: (i.order, i.id))

    def available(self) -> list[GameInfo]:
        """The games that can be started, in order."""
        return [i for i in self.every() if i.available]

    def ids(self) -> list[str]:
        return [i.id for i in self.every()]

    def first(self) -> GameInfo:
        """The first available game (or the first at all): what a screen about "some game" shows."""
        every = self.every()
        if not every:
            raise LookupError("the registry has no game")
        return (self.available() or every)[0]

    def __contains__(self, game_id) -> bool:
        return game_id in self._games

    def __iter__(self) -> Iterator[GameInfo]:
        return iter(self.every())

    def __len__(self) -> int:
        return len(self._games)

    def __repr__(self) -> str:
        return f"Registry({', '.join(self.ids())})"


def _game_folders(package: str) -> list[str]:
    """The sub-packages of `package` that hold an info module, by name. Listed through the import system
    (pkgutil), not the file system, so a frozen bundle's packed modules are found too."""
    module = importlib.import_module(package)
    found = []
    for sub in sorted(pkgutil.iter_modules(getattr(module, "__path__", ())), key=lambda m: m.name):
        if not sub.ispkg or sub.name.startswith("_"):
            continue
        if _has_module(f"{package}.{sub.name}.info"):
            found.append(sub.name)
        elif _has_module(f"{package}.{sub.name}.rules"):
            log.warning("game folder %s has rules but no info.py: left out", sub.name)
    return found


def _has_module(name: str) -> bool:
    """True if `name` exists, or if its package fails to import (then loading it says why, as a warning)."""
    try:
        return importlib.util.find_spec(name) is not None
    except Exception:  # noqa: BLE001 - a broken __init__ may raise anything
        return True
