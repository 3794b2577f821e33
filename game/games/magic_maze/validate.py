"""Magic Maze: is a saved state one the rules could have reached? Called (through game.engine.save_check)
before a continued game's scene is built, so a damaged or hand-edited save is set aside with a message instead
of crashing the table. Checks types, the seat count, scenario, phase and sand; the mall (known tiles, tile 1
first, no overlaps) and every mall tile conserved between pile, mall and box; the heroes (on the mall, one per
cell, off the board only once escaped); the markers, action tiles, pawn, crystal ball and outcome. Pure: no
pygame."""
from __future__ import annotations

import math

from game.core import schema as T
from game.core.invariants import InvalidState, flag, index, ints, list_of, restored
from game.core.schema import GameDataError
from game.games.magic_maze import mall as M
from game.games.magic_maze import rules as R
from game.games.magic_maze import scenarios as S
from game.games.magic_maze.mall import HEROES, Mall, mall_for, placed_key, tile_number

TILE_NAMES = frozenset(["1A", "1B"] + [str(n) for n in range(2, 25)])
TALKS = (None, "always", "sand", "elf")
SEAT = T.Int(0, lambda ctx: ctx["n"] - 1)
COORD = T.Int(-10 ** 4, 10 ** 4)
CELL = T.Tuple(COORD, COORD)
PILE_TILE = T.Str(sorted(TILE_NAMES - {"1A", "1B"}))
TIME = T.Num(0.0, 10.0 ** 7)
SOLO_TILE = T.Str(sorted(set(S.SOLO_TILES)))

# the declared shape of a saved state: every key, its type, range and length (the action tiles: one per seat);
# cross-references (tiles conserved, heroes on the mall, markers on their cells) are checked after it
SCHEMA = T.Dict({
    "players": T.Int(1, S.LEADER_MAX_PLAYERS), "scenario": T.Int(min(S.SCENARIOS), max(S.SCENARIOS)),
    "sand_total": T.Maybe(TIME), "sand_left": T.Maybe(TIME), "now": TIME, "phase": T.Str(R.FLOW.phases),
    "placed": T.List(T.Tuple(T.Str(sorted(TILE_NAMES)), CELL, T.Int(0, 3)), min_len=1, max_len=25),
    "pile": T.List(PILE_TILE, max_len=24), "box": T.List(PILE_TILE, max_len=24),
    "heroes": T.Map(T.Maybe(CELL), keys=M.HEROES), "escaped": T.List(T.Str(M.HEROES), max_len=4),
    "used": T.List(CELL, max_len=100), "theft": T.Bool(), "talk": T.Choice(*TALKS),
    "tiles": T.List(T.Maybe(T.Str(sorted(set(S.ACTION_TILES)))), length=lambda ctx: ctx["n"]),
    "solo_pile": T.List(SOLO_TILE, max_len=len(S.SOLO_TILES)),
    "solo_discard": T.List(SOLO_TILE, max_len=len(S.SOLO_TILES)),
    "pawn": T.Maybe(SEAT), "crystal": T.Maybe(T.Dict({"cell": CELL, "left": T.Int(0, 2)}, extra=True)),
    "rearrange_left": T.Int(0, 2), "leader": T.Maybe(SEAT), "hourglasses": T.Int(0, 100),
    "outcome": T.Maybe(T.Dict({"won": T.Bool()}, optional={
        "reason": T.Str(max_len=40), "time": T.Maybe(TIME), "time_used": T.Maybe(TIME)}, extra=True)),
    "rev": T.Int(0, 10 ** 12),
    "rng": T.Tuple(T.Int(0, 2 ** 64 - 1), T.Int(0, 2 ** 64 - 1)),
}, optional={  # nudge waves: target seat -> [when the wave began, the seats that nudged]; saves before them lack it
    "waves": T.Map(T.Tuple(TIME, T.List(SEAT, max_len=S.LEADER_MAX_PLAYERS)), key=T.Str(max_len=2),
                   max_len=S.LEADER_MAX_PLAYERS),
})


def _number(value, what: str, low: float = 0.0) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < low:
        raise InvalidState(f"{what} is not a number >= {low:g}")
    return float(value)


def _cell(value, what: str) -> tuple[int, int]:
    return tuple(ints(list_of(value, what, 2), what, -10 ** 6, 10 ** 6))


def check_data() -> None:
    """The game's own data, checked once at start: tiles.json holds every mall tile, each a 4x4 grid of known
    cell kinds with walls, escalators and gates inside the tile. Raises GameDataError naming the file."""
    from game.games.magic_maze.tileset import CELL_KINDS, COLOURED_KINDS, COLOURS, GATES
    path = M.TILES_JSON
    try:
        import json
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        raise GameDataError(path, f"cannot be read ({type(exc).__name__})") from exc
    tiles = data.get("tiles") if isinstance(data, dict) else None
    if not isinstance(tiles, dict):
        raise GameDataError(path, "no tiles")
    missing = sorted(TILE_NAMES - set(tiles))
    if missing:
        raise GameDataError(path, f"tile {missing[0]} is missing")

    def cell(value, where: str) -> tuple:
        if (not isinstance(value, list) or len(value) != 2 or any(isinstance(v, bool) or not isinstance(v, int)
                                                                  or not 0 <= v < M.SIZE for v in value)):
            raise GameDataError(path, f"{where}: {value!r} is not a cell of the tile")
        return tuple(value)

    for name in sorted(TILE_NAMES):
        tile, where = tiles[name], f"tile {name}"
        if not isinstance(tile, dict):
            raise GameDataError(path, f"{where} is not an object")
        rows = tile.get("cells")
        if not isinstance(rows, list) or len(rows) != M.SIZE or any(
                not isinstance(r, list) or len(r) != M.SIZE for r in rows):
            raise GameDataError(path, f"{where}: cells must be {M.SIZE} rows of {M.SIZE}")
        for row in rows:
            for text in row:
                kind, colour = M.parse_cell(text) if isinstance(text, str) else (None, None)
                if kind not in CELL_KINDS or (colour is None) == (kind in COLOURED_KINDS) or (
                        colour is not None and colour not in COLOURS):
                    raise GameDataError(path, f"{where}: unknown cell kind {text!r}")
        for key in ("walls", "orange_walls", "escalators"):
            pairs = tile.get(key)
            if not isinstance(pairs, list):
                raise GameDataError(path, f"{where}: {key} is not a list")
            for pair in pairs:
                if not isinstance(pair, list) or len(pair) != 2:
                    raise GameDataError(path, f"{where}: {key} holds {pair!r}")
                a, b = cell(pair[0], f"{where} {key}"), cell(pair[1], f"{where} {key}")
                if key != "escalators" and abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                    raise GameDataError(path, f"{where}: a wall between cells that do not touch")
        explore = tile.get("explore")
        if not isinstance(explore, dict) or any(side not in GATES or colour not in COLOURS
                                                for side, colour in explore.items()):
            raise GameDataError(path, f"{where}: explore cells {explore!r}")
        if tile.get("entry") not in (None, "S"):
            raise GameDataError(path, f"{where}: entry {tile.get('entry')!r}")


def validate(setup, data: dict) -> None:
    """Raise InvalidState naming the first broken invariant of a saved Magic Maze state for `setup`."""
    T.check_seats(data, len(setup.seats))
    T.check(SCHEMA, data, {"n": len(setup.seats)})
    state = restored(R, data)
    n = state.players
    if isinstance(n, bool) or not isinstance(n, int) or n != len(setup.seats) or not 1 <= n <= S.LEADER_MAX_PLAYERS:
        raise InvalidState(f"{n!r} players in the state, {len(setup.seats)} seats in the set-up")
    if isinstance(state.scenario, bool) or state.scenario not in S.SCENARIOS:
        raise InvalidState(f"unknown scenario {state.scenario!r}")
    if n > S.MAX_PLAYERS and not S.SCENARIOS[state.scenario].leader:
        raise InvalidState(f"{n} players outside the leader scenario")
    if not isinstance(state.phase, str) or state.phase not in R.FLOW.phases:
        raise InvalidState(f"unknown phase {state.phase!r}")
    _sand(state)
    mall = _mall(state)
    _heroes(state, mall)
    _table(state, n)

    # last: the rules can answer what the scene asks first, and game time can move on
    for seat in range(n):
        R.legal_actions(state, seat)
        R.view(state, seat)
    R.result(state)
    R.tick(R.clone(state), 0.0)


def _sand(state) -> None:
    _number(state.now, "the game time")
    if state.sand_total is None:
        if state.sand_left is not None:
            raise InvalidState("sand left without a sand timer")
        return
    total = _number(state.sand_total, "the sand timer")
    if total not in S.TIMERS.values():
        raise InvalidState(f"a {total:g} s sand timer (the options are 3, 4 and 7 minutes)")
    if _number(state.sand_left, "the sand left") > total:
        raise InvalidState(f"more sand left ({state.sand_left:g} s) than the timer holds ({total:g} s)")


def _mall(state) -> Mall:
    placed = list_of(state.placed, "the mall")
    if not placed:
        raise InvalidState("the mall has no tiles")
    for p in placed:
        name, origin, rot = list_of(p, "a placed tile", 3)
        if name not in TILE_NAMES:
            raise InvalidState(f"unknown mall tile {name!r}")
        _cell(origin, f"tile {name}'s place")
        index(rot, f"tile {name}'s turn", 4)
    names = [tile_number(p[0]) for p in placed]
    if names[0] != "1" or names.count("1") != 1:
        raise InvalidState("tile 1 is not the first tile of the mall, or lies twice")
    piles = {"the pile": state.pile, "the box": state.box}
    for what, names_in in piles.items():
        for name in list_of(names_in, what):
            if name not in TILE_NAMES or name in ("1A", "1B"):
                raise InvalidState(f"{what} holds {name!r}")
    every = names + list(state.pile) + list(state.box)
    if sorted(every, key=int) != [str(t) for t in range(1, 25)]:
        doubled = sorted({t for t in every if every.count(t) > 1}, key=int)
        missing = sorted(set(str(t) for t in range(1, 25)) - set(every), key=int)
        raise InvalidState(f"mall tiles not conserved (missing {missing[:5]}, doubled {doubled[:5]})")
    try:
        mall = mall_for(placed_key(placed))
    except Exception as exc:  # a tile design that cannot be laid there
        raise InvalidState(f"the mall cannot be built ({type(exc).__name__}: {exc})") from exc
    if len(mall.cells) != 16 * len(placed):
        raise InvalidState("two mall tiles overlap")
    return mall


def _heroes(state, mall: Mall) -> None:
    heroes = state.heroes
    if not isinstance(heroes, dict) or sorted(heroes) != sorted(HEROES):
        raise InvalidState("the heroes are not the four heroes")
    escaped = list_of(state.escaped, "the thief board")
    if len(set(escaped)) != len(escaped) or any(h not in HEROES for h in escaped):
        raise InvalidState(f"the thief board holds {escaped!r}")
    seen: dict = {}
    for hero, pos in heroes.items():
        if pos is None:
            if hero not in escaped:
                raise InvalidState(f"the {hero} hero is off the board without having escaped")
            continue
        cell = _cell(pos, f"the {hero} hero")
        if cell not in mall.cells:
            raise InvalidState(f"the {hero} hero stands at {list(cell)}, outside the mall")
        if cell in seen:
            raise InvalidState(f"the {seen[cell]} and {hero} heroes stand on the same cell {list(cell)}")
        seen[cell] = hero
    if escaped and not flag(state.theft, "the theft"):
        raise InvalidState("a hero escaped before the theft")
    used = list_of(state.used, "the used markers")
    cells = [_cell(c, "a used marker") for c in used]
    if len(set(cells)) != len(cells) or any(c not in mall.cells for c in cells):
        raise InvalidState("a used marker lies twice or off the mall")
    kinds = {mall.kind(c)[0] for c in cells}
    if not kinds <= {"hourglass", "camera", "crystal_ball"}:
        raise InvalidState(f"a used marker on a cell that takes none ({sorted(kinds)})")
    glasses = sum(1 for c in cells if mall.kind(c)[0] == "hourglass")
    ints([state.hourglasses], "hourglasses used", glasses, glasses + 1)
    crystal = state.crystal
    if crystal is not None:
        if not isinstance(crystal, dict):
            raise InvalidState("the crystal ball's power is not an object")
        if _cell(crystal.get("cell"), "the crystal ball") not in mall.cells:
            raise InvalidState("the crystal ball's power comes from outside the mall")
        index(crystal.get("left"), "the crystal ball's tiles left", 3)


def _table(state, n: int) -> None:
    if state.talk not in TALKS:
        raise InvalidState(f"unknown talk window {state.talk!r}")
    tiles = list_of(state.tiles, "the action tiles", n)
    if n == 1:
        if tiles != [None]:
            raise InvalidState("solo play deals no action tile")
        pile, discard = list_of(state.solo_pile, "the solo pile"), list_of(state.solo_discard, "the solo discards")
        if sorted(map(str, pile + discard)) != sorted(S.SOLO_TILES):
            raise InvalidState("the solo action tiles are not each there once")
    else:
        dealt = [t for t in tiles if t is not None]
        if any(t not in S.ACTION_TILES for t in dealt) or len(set(dealt)) != len(dealt):
            raise InvalidState(f"action tiles {tiles!r}")
    if state.leader is not None:
        index(state.leader, "the leader", n)
        if tiles[state.leader] is not None:
            raise InvalidState("the leader holds an action tile")
    elif n > 1 and None in tiles:
        raise InvalidState("a seat without an action tile")
    if state.pawn is not None:
        index(state.pawn, "the Do something! pawn", n)
    index(state.rearrange_left, "tiles to take away", 3)
    if (state.phase == "rearrange" and state.rearrange_left == 0) or (state.phase == "play" and state.rearrange_left):
        raise InvalidState("the phase and the tiles to take away disagree")
    ints([state.rev], "the revision", 0, 10 ** 12)
    if (state.phase == "over") != (state.outcome is not None):
        raise InvalidState("the phase and the outcome disagree")
    if state.outcome is not None:
        if not isinstance(state.outcome, dict) or not isinstance(state.outcome.get("won"), bool):
            raise InvalidState("the outcome is not an object with won true/false")
