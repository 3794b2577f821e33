"""The library board as plain data (read from board.json, which mapbuild.py builds from the Tiled map), and the
checks a map must pass. Pure: no pygame, no pytmx.

Cells are (x, y) with x east, y south (game.core.grid). A board dict holds:
  width, height            11 x 7
  symbols                  rows (y) of symbols (book, scroll, potion, gems), one per cell
  teleports                [[x, y], ...] the 6 teleport cells
  start                    [[x, y], ...] the 7 start cells
  desk                     [[x, y], ...] the 4 desk cells (a 2x2 corner without a teleport)
  dark_lord                [x, y] the Dark Lord's start cell
  shelves                  {"2": [[[x, y], [x, y]], ...], ..., "8": [...]} bookshelves (2 cells each) by player count
"""
from __future__ import annotations

import json
from pathlib import Path

from game.core import grid

SYMBOLS = ("book", "scroll", "potion", "gems")
WIDTH, HEIGHT = 11, 7
TELEPORTS = 6
START_CELLS = 7
PLAYER_COUNTS = tuple(range(2, 9))
SHELVES_FOR = {2: 6, 3: 6, 4: 4, 5: 4, 6: 2, 7: 2, 8: 0}  # the spec: how many bookshelves each table uses
BOARD_JSON = Path(__file__).with_name("board.json")


class BoardError(ValueError):
    """The map cannot be used. The message names the file and, where it can, the cell."""


def _cell(v) -> tuple[int, int]:
    return (int(v[0]), int(v[1]))


class Board:
    """Read-only board geometry for one player count."""

    def __init__(self, data: dict, players: int):
        self.data = data
        self.width, self.height = int(data["width"]), int(data["height"])
        self.symbols = {(x, y): data["symbols"][y][x] for y in range(self.height) for x in range(self.width)}
        self.teleports = [_cell(c) for c in data["teleports"]]
        self.teleport_set = frozenset(self.teleports)
        self.start = [_cell(c) for c in data["start"]]
        self.start_set = frozenset(self.start)
        self.desk = frozenset(_cell(c) for c in data["desk"])
        self.dark_lord = _cell(data["dark_lord"])
        self.shelf_pairs = [tuple(_cell(c) for c in pair) for pair in data["shelves"][str(players)]]
        self.shelves = frozenset(c for pair in self.shelf_pairs for c in pair)
        self.cells = [c for c in self.symbols if c not in self.shelves]  # every cell a figure may stand on
        self.open = frozenset(self.cells)
        # neighbours a figure may step to (not off the board, not a shelf), precomputed for speed
        self.adjacent = {c: tuple(n for _, n in grid.neighbours(c) if n in self.open) for c in self.cells}

    def symbol(self, cell) -> str:
        return self.symbols[cell]


def load(path: str | Path = BOARD_JSON) -> dict:
    """Read and check board.json. Raises BoardError naming the file on anything wrong."""
    path = Path(path)
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except FileNotFoundError as exc:
        raise BoardError(f"{path}: missing board file (build it: python tools/build_levels.py kragmortha)") from exc
    except (OSError, ValueError, RecursionError) as exc:
        raise BoardError(f"{path}: not a readable board file ({exc.__class__.__name__})") from exc
    validate(data, str(path))
    return data


_CACHE: dict[str, dict] = {}


def default_data() -> dict:
    """The shipped board (board.json), read once."""
    if "default" not in _CACHE:
        _CACHE["default"] = load()
    return _CACHE["default"]


def board_for(data: dict, players: int) -> Board:
    """A Board for `data`; the shipped board's are built once per player count (saves and bots reuse them)."""
    if data is _CACHE.get("default"):
        key = f"board{players}"
        if key not in _CACHE:
            _CACHE[key] = Board(data, players)
        return _CACHE[key]
    return Board(data, players)


def validate(data, source: str) -> None:
    """Every rule a library map must obey (the content test of the issue). Raises BoardError."""
    def fail(msg: str, cell=None):
        where = f" at cell (x={cell[0]}, y={cell[1]})" if cell is not None else ""
        raise BoardError(f"{source}{where}: {msg}")

    if not isinstance(data, dict):
        fail("the board is not a JSON object")
    for key in ("width", "height", "symbols", "teleports", "start", "desk", "dark_lord", "shelves"):
        if key not in data:
            fail(f"no {key!r} in the board")
    if data["width"] != WIDTH or data["height"] != HEIGHT:
        fail(f"the library must be {WIDTH} x {HEIGHT} cells, not {data['width']} x {data['height']}")
    rows = data["symbols"]
    if not isinstance(rows, list) or len(rows) != HEIGHT or any(not isinstance(r, list) or len(r) != WIDTH
                                                                 for r in rows):
        fail(f"symbols must be {HEIGHT} rows of {WIDTH}")
    for y, row in enumerate(rows):
        for x, s in enumerate(row):
            if s not in SYMBOLS:
                fail(f"unknown or missing symbol {s!r} (use one of {', '.join(SYMBOLS)})", (x, y))

    def cells(value, what):
        try:
            out = [_cell(c) for c in value]
        except (TypeError, ValueError, IndexError):
            fail(f"{what} must be a list of [x, y] cells")
        for c in out:
            if not grid.in_bounds(c, WIDTH, HEIGHT):
                fail(f"{what} lies off the board", c)
        if len(set(out)) != len(out):
            fail(f"{what} names a cell twice")
        return out

    for y in range(HEIGHT - 1):
        for x in range(WIDTH - 1):
            if rows[y][x] == rows[y][x + 1] == rows[y + 1][x] == rows[y + 1][x + 1]:
                fail(f"a 2x2 block of {rows[y][x]} starts here", (x, y))
    counts = {s: sum(row.count(s) for row in rows) for s in SYMBOLS}
    if max(counts.values()) - min(counts.values()) > 1:
        fail(f"symbols are not spread evenly: {counts}")
    teleports = cells(data["teleports"], "a teleport")
    if len(teleports) != TELEPORTS:
        fail(f"the library needs {TELEPORTS} teleport cells, not {len(teleports)}")
    start = cells(data["start"], "a start cell")
    if len(start) != START_CELLS:
        fail(f"the library needs {START_CELLS} start cells, not {len(start)}")
    desk = cells(data["desk"], "the desk")
    xs, ys = sorted({c[0] for c in desk}), sorted({c[1] for c in desk})
    if len(desk) != 4 or len(xs) != 2 or len(ys) != 2 or xs[1] - xs[0] != 1 or ys[1] - ys[0] != 1:
        fail("the desk must cover a 2x2 block")
    if xs[0] not in (0, WIDTH - 2) or ys[0] not in (0, HEIGHT - 2):
        fail("the desk must lie in a corner", (xs[0], ys[0]))
    for c in desk:
        if c in teleports:
            fail("the desk corner may not hold a teleport", c)
    short_x = 0 if xs[0] == 0 else WIDTH - 1
    far_x = WIDTH - 1 - short_x
    for c in start:
        if c[0] != far_x:
            fail("start cells must be the column at the short side opposite the desk", c)
    (lord,) = cells([data["dark_lord"]], "the Dark Lord's cell")
    if lord in desk or lord in start or lord in teleports:
        fail("the Dark Lord's cell must be a plain cell", lord)
    if not isinstance(data["shelves"], dict):
        fail("shelves must map player counts to lists of shelves")
    for players in PLAYER_COUNTS:
        pairs = data["shelves"].get(str(players))
        if not isinstance(pairs, list):
            fail(f"no bookshelves listed for {players} players")
        if len(pairs) != SHELVES_FOR[players]:
            fail(f"{players} players use {SHELVES_FOR[players]} bookshelves, the map has {len(pairs)}")
        covered: list[tuple[int, int]] = []
        for pair in pairs:
            pc = cells(pair, f"a bookshelf ({players} players)")
            if len(pc) != 2 or grid.direction_between(pc[0], pc[1]) is None:
                fail(f"a bookshelf ({players} players) must cover 2 neighbouring cells", pc[0] if pc else None)
            for c in pc:
                if c in covered:
                    fail(f"two bookshelves ({players} players) overlap", c)
                if c in desk or c in start or c in teleports or c == lord:
                    fail(f"a bookshelf ({players} players) covers the desk, a start, teleport or the Dark "
                         f"Lord's cell", c)
                covered.append(c)
        shelf = set(covered)
        open_cells = {(x, y) for y in range(HEIGHT) for x in range(WIDTH)} - shelf
        seen = grid.reachable(start[0], lambda a, b, cells=open_cells: b in cells)
        for y in range(HEIGHT):
            for x in range(WIDTH):
                if (x, y) in open_cells and (x, y) not in seen:
                    fail(f"with {players} players the bookshelves cut this cell off", (x, y))
