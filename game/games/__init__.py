"""The registry of games: everything the title screen, set-up screen and headless tools need to know.
Rules, bots and scenes are imported lazily so headless tools never pull in pygame for a playout."""
from __future__ import annotations

from game.core.gameinfo import GameInfo, Option, Setting

__all__ = ["GAMES", "ORDER", "GameInfo", "Option", "Setting", "available", "every", "get", "register"]


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add (or replace) a game. Setting keys are global in settings.json: two games may not share one."""
    for other in GAMES.values():
        if other.id != info.id and {s.key for s in other.settings} & {s.key for s in info.settings}:
            raise ValueError(f"{info.id} declares a setting key {other.id} already uses")
    GAMES[info.id] = info
    return info


register(GameInfo(
    "baba_yaga", 2, 5, options=(
        Option("mode", ("easy", "basic", "hard"), "basic"),
        Option("expert", (False, True), False),
        Option("start_player", ("first", "random"), "first"),
        # the seed's variant 1: with two players the mover switches hands at every move of Baba Yaga
        Option("alternate_hands", (True, False), True, players=(2,)),
    ),
    realtime=True, available=True, art="cards/baba_yaga.svg", accent=(122, 64, 150),
    # the automatic witch flies only while a person searches: slow by default, so the searcher can keep up
    settings=(Setting("witch_tempo", ("slow", "normal", "fast"), "slow", icon="clock"),)))
register(GameInfo(
    "magic_maze", 1, 8, options=(
        Option("scenario", tuple(range(1, 18)), 1),
        Option("timer", (3, 4, 7, "none"), 3),  # minutes of sand; "none" for small children
        # scenarios 8-17 only (the rules ignore them before): the pile's last tile and tile 1's side; scenario 9:
        # which seat leads. Under the set-up screen's "Advanced" fold
        Option("pile", tuple(range(17, 25)), 17, advanced=True),
        Option("side", ("A", "B"), "A", advanced=True),
        Option("leader", tuple(range(9)), 0, players=tuple(range(3, 10)), advanced=True),
    ),
    ranges=(("scenario", 9, 3, 9),),  # scenario 9, Follow the leader: 3 players or more, up to 9
    realtime=True, cooperative=True, available=True, art="cards/magic_maze.svg", accent=(52, 110, 170)))
register(GameInfo(
    "beanstalk", 2, 5, options=(
        Option("variant", ("classic", "powers"), "classic"),
        Option("easy_hands", (False, True), False),  # no hand tremor, for small children
    ),
    hidden_info=True, available=True, art="cards/beanstalk.svg", accent=(62, 140, 72)))
register(GameInfo(
    "kragmortha", 2, 8, options=(
        Option("start_player", ("random", 0, 1, 2, 3, 4, 5, 6, 7), "random"),
        Option("open_hands", (False, True), False),
    ),
    hidden_info=True, available=True, art="cards/kragmortha.svg", accent=(160, 70, 52)))
register(GameInfo(
    "pied_piper", 2, 5, options=(
        Option("specials", (True, False), True),
        Option("face_down", (False, True), False),
        Option("start_player", ("random", 0, 1, 2, 3, 4), "random"),
        Option("open_hands", (False, True), False),
    ),
    hidden_info=True, available=True, art="cards/pied_piper.svg", accent=(190, 140, 40)))

ORDER = ("baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper")


def get(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(ORDER)}") from None


def available() -> list[GameInfo]:
    return [GAMES[g] for g in ORDER if GAMES[g].available]


def every() -> list[GameInfo]:
    """Every registered game: those in ORDER first, then any registered later (tests, experiments)."""
    return [GAMES[g] for g in ORDER if g in GAMES] + [i for g, i in GAMES.items() if g not in ORDER]
