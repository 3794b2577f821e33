"""The registry of games: everything the title screen, set-up screen and headless tools need to know.
Rules, bots and scenes are imported lazily so headless tools never pull in pygame for a playout."""
from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Option:
    """A game mode or variant offered on the set-up screen. Labels are i18n keys:
    `opt.<game>.<id>` for the option, `opt.<game>.<id>.<choice>` for each choice."""
    id: str
    choices: tuple
    default: object


@dataclass(frozen=True)
class GameInfo:
    id: str
    min_players: int
    max_players: int
    options: tuple = ()
    realtime: bool = False
    available: bool = False  # False: the title screen shows "coming soon" and it cannot be started
    art: str = ""  # card art, relative to assets/images

    @property
    def title_key(self) -> str:
        return f"game.{self.id}.title"

    @property
    def blurb_key(self) -> str:
        return f"game.{self.id}.blurb"

    def _module(self, name: str):
        return importlib.import_module(f"game.games.{self.id}.{name}")

    def rules(self):
        return self._module("rules")

    def make_bot(self, seat: int, difficulty: str, seed: int):
        return self._module("bot").make_bot(seat, difficulty, seed)

    def make_scene(self, app, setup, state=None):
        """The game's pygame scene for a set-up (and optionally a restored state)."""
        return self._module("scene").make_scene(app, setup, state)

    def default_config(self) -> dict:
        return {o.id: o.default for o in self.options}


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    GAMES[info.id] = info
    return info


register(GameInfo("baba_yaga", 2, 5, options=(
    Option("mode", ("easy", "basic", "hard"), "basic"),
    Option("expert", (False, True), False),
    Option("start_player", ("first", "random"), "first"),
), realtime=True, available=True, art="cards/baba_yaga.svg"))
register(GameInfo("magic_maze", 1, 8, realtime=True, art="cards/magic_maze.svg"))
register(GameInfo("beanstalk", 2, 4, art="cards/beanstalk.svg"))
register(GameInfo("kragmortha", 2, 5, art="cards/kragmortha.svg"))
register(GameInfo("pied_piper", 2, 5, options=(
    Option("specials", (True, False), True),
    Option("face_down", (False, True), False),
    Option("start_player", ("random", 0, 1, 2, 3, 4), "random"),
    Option("open_hands", (False, True), False),
), available=True, art="cards/pied_piper.svg"))

ORDER = ("baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper")


def get(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(ORDER)}") from None


def available() -> list[GameInfo]:
    return [GAMES[g] for g in ORDER if GAMES[g].available]
