"""The book of challenges (scenarios 1-17), the action tiles per player count and the config they read.

Our reading of "each scenario keeps all earlier rules": scenarios 1-7 build on each other; scenarios 8-17 are
challenges on top of scenario 7's rules (talk windows, passing tiles, dwarf and elf, mage, barbarian), each with
its own twist (taken together they contradict: 13 needs portals, 16 forbids them)."""
from __future__ import annotations

from dataclasses import dataclass

ACTIONS = ("N", "E", "S", "W", "portal", "escalator", "explore")
MOVES = ("N", "E", "S", "W")

# The 2-8 player action tiles: id -> actions. "2b", "3b", "4b" are the backs of tiles 2, 3, 4 (their own
# player counts); a tile with a portal shows its crossed-out side after the theft (the rules close portals).
ACTION_TILES: dict[str, tuple[str, ...]] = {
    "1": ("portal", "N", "E"),
    "2": ("escalator", "explore", "S", "W"),
    "2b": ("explore", "S"),
    "3": ("escalator", "explore", "S"),
    "3b": ("S",),
    "4": ("N", "E"),
    "4b": ("N",),
    "5": ("portal", "W"),
    "6": ("escalator", "E"),
    "7": ("N",),
    "8": ("W",),
    "9": ("E",),
}
TILES_FOR_PLAYERS: dict[int, tuple[str, ...]] = {
    2: ("1", "2"),
    3: ("3", "4", "5"),
    4: ("2b", "5", "6", "7"),
    5: ("2b", "5", "6", "7", "8"),
    6: ("2b", "5", "6", "7", "8", "9"),
    7: ("2b", "5", "6", "7", "8", "9", "3b"),
    8: ("2b", "5", "6", "7", "8", "9", "3b", "4b"),
}
SOLO_TILES = ("E", "W", "S", "N", "portal", "escalator", "explore")  # one action each
MAX_PLAYERS = 8
LEADER_MAX_PLAYERS = 9  # scenario 9: the leader holds no tile, so the eight players' tiles go round nine seats

TIMERS = {"3": 180.0, "4": 240.0, "7": 420.0, "none": None}


@dataclass(frozen=True)
class Scenario:
    number: int
    pile: tuple[str, ...]  # default pile (tile names, shuffled at set-up)
    side: str  # tile 1 side
    top: str | None = None  # a tile put on top of the shuffled pile
    one_exit: bool = False  # scenario 1: everyone leaves by the purple exit
    talk: str = "windows"  # "always" | "windows" | "gestures" | "never"
    pass_tiles: bool = False  # pass action tiles left when the sand turns
    elf_talk: bool = False  # the elf exploring opens a talk window
    crystal: bool = False  # the mage's crystal balls
    cameras: bool = False  # the barbarian's cameras block hourglasses
    face_up: bool = False  # the pile's top tile is seen
    leader: bool = False  # scenario 9
    fool: bool = False  # scenario 10
    rearrange: bool = False  # scenario 11
    two_malls: bool = False  # scenario 13
    pawn: bool = True  # the "Do something!" pawn exists
    portals: bool = True  # the portal action exists at all
    apart: bool = False  # scenario 17
    pile_choice: bool = False  # 8-17: the pile 2-17 ... 2-24 and tile 1's side are options

    @property
    def stay_at_exit(self) -> bool:
        return self.fool or self.apart


def _tiles(a: int, b: int) -> tuple[str, ...]:
    return tuple(str(n) for n in range(a, b + 1))


def _build() -> dict[int, Scenario]:
    s = {
        1: Scenario(1, _tiles(2, 9), "A", one_exit=True, talk="always"),
        2: Scenario(2, _tiles(2, 12), "A"),
        3: Scenario(3, _tiles(2, 12), "A", pass_tiles=True),
        4: Scenario(4, _tiles(2, 14), "A", pass_tiles=True, elf_talk=True),
        5: Scenario(5, _tiles(2, 14), "B", top="15", pass_tiles=True, elf_talk=True, crystal=True),
        6: Scenario(6, _tiles(2, 17), "B", pass_tiles=True, elf_talk=True, crystal=True, cameras=True),
        7: Scenario(7, _tiles(2, 19), "B", pass_tiles=True, elf_talk=True, crystal=True, cameras=True),
    }
    base = dict(pass_tiles=True, elf_talk=True, crystal=True, cameras=True, pile_choice=True)
    twists = {
        8: dict(face_up=True),
        9: dict(leader=True),
        10: dict(fool=True),
        11: dict(rearrange=True),
        12: dict(talk="gestures"),
        13: dict(two_malls=True, face_up=True),
        14: dict(talk="never"),
        15: dict(talk="never", pawn=False),
        16: dict(portals=False),
        17: dict(apart=True),
    }
    for n, extra in twists.items():
        s[n] = Scenario(n, _tiles(2, 17), "A", **{**base, **extra})
    return s


SCENARIOS = _build()


def parse_timer(value) -> float | None:
    """"3" / "4" / "7" / "none", or a number of minutes -> seconds (None: no timer)."""
    if value is None or value == "none":
        return None
    if isinstance(value, str) and value in TIMERS:
        return TIMERS[value]
    try:
        minutes = float(value)
    except (TypeError, ValueError):
        raise ValueError(f"timer must be 3, 4, 7, none or minutes, not {value!r}") from None
    if not 0 < minutes <= 60:
        raise ValueError(f"timer minutes must be between 0 and 60, not {value!r}")
    return minutes * 60.0


def read_config(config: dict) -> dict:
    """Checked config: players, scenario, timer seconds, pile, side, leader."""
    players = int(config.get("players", 4))
    scenario = int(config.get("scenario", 1))
    if scenario not in SCENARIOS:
        raise ValueError(f"scenario must be 1 to 17, not {scenario}")
    sc = SCENARIOS[scenario]
    if sc.leader and not 3 <= players <= LEADER_MAX_PLAYERS:
        raise ValueError(f"scenario 9 (follow the leader) needs 3 or more players, up to {LEADER_MAX_PLAYERS}")
    if not sc.leader and not 1 <= players <= MAX_PLAYERS:
        raise ValueError(f"Magic Maze is for 1 to {MAX_PLAYERS} players ({LEADER_MAX_PLAYERS} in scenario 9)")
    pile = list(sc.pile)
    side = sc.side
    if sc.pile_choice:
        last = int(config.get("pile", 17) or 17)
        if not 17 <= last <= 24:
            raise ValueError(f"pile must end at tile 17 to 24, not {last}")
        pile = [str(n) for n in range(2, last + 1)]
        side = str(config.get("side", sc.side) or sc.side).upper()
        if side not in ("A", "B"):
            raise ValueError(f"tile 1 side must be A or B, not {side!r}")
    leader = int(config.get("leader", 0) or 0) % players if sc.leader else None
    return {"players": players, "scenario": scenario, "timer": parse_timer(config.get("timer", "3")),
            "pile": pile, "side": side, "leader": leader}
