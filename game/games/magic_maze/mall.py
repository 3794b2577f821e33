"""The mall as geometry (pure; no pygame): the tile designs from tiles.json, and a `Mall` built from the
placed tiles (name, origin, quarter turns) that answers where cells are, what is on them, which moves walls
allow, where explore cells lead and where a new tile would go.

Coordinates are global cells (x east, y south). A tile laid with `rot` quarter turns clockwise and origin
(ox, oy) puts its local cell c at rotate_cell(c, rot) + origin. Tile origins always lie on the lattice spanned
by (4, 1) and (1, -4) (the white arrow meets an explore cell one cell off straight), so two tiles never overlap
and neighbouring tiles' gate cells always face each other: a passage between tiles is open exactly when both
facing cells are gates (explore cells or the entry); an explore cell facing a wall is closed.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from game.core.grid import DIRECTIONS, edge, rotate_cell, step, turn
from game.games.magic_maze.tileset import ENTRY_SIDE, GATES

TILES_JSON = Path(__file__).with_name("tiles.json")
SIZE = 4
HERO_OF = {"orange": "dwarf", "yellow": "barbarian", "purple": "mage", "green": "elf"}
HEROES = tuple(HERO_OF)  # hero ids are their colours
START_CELLS = ((1, 1), (2, 1), (1, 2), (2, 2))  # the centre of tile 1
FAR_MALL_ORIGIN = (400, 100)  # scenario 13's second mall: a lattice point far from tile 1
_STEPS = (("N", 0, -1, "S"), ("E", 1, 0, "W"), ("S", 0, 1, "N"), ("W", -1, 0, "E"))  # direction, vector, back


class TileDataError(ValueError):
    """tiles.json is missing or broken (rebuild it: python tools/build_levels.py magic_maze)."""


@lru_cache(maxsize=1)
def tile_designs() -> dict:
    """name -> design dict, read once from tiles.json."""
    try:
        data = json.loads(TILES_JSON.read_text(encoding="utf-8"))
        tiles = data["tiles"]
        if not isinstance(tiles, dict) or "1A" not in tiles:
            raise ValueError("no tiles")
    except Exception as exc:
        raise TileDataError(f"{TILES_JSON.name}: cannot be used ({exc}); rebuild it with "
                            f"`python tools/build_levels.py magic_maze`") from exc
    return tiles


def tile_number(name: str) -> str:
    """'1A' / '1B' are both tile 1."""
    return "1" if name in ("1A", "1B") else name


def parse_cell(text: str) -> tuple[str, str | None]:
    kind, _, colour = text.partition(":")
    return kind, (colour or None)


def features(name: str) -> dict:
    """Counts of what a tile shows (for tests and the screen): kind[:colour] -> count, plus explore/escalators."""
    d = tile_designs()[name]
    out: dict = {}
    for row in d["cells"]:
        for c in row:
            if c != "floor":
                out[c] = out.get(c, 0) + 1
    for colour in d["explore"].values():
        out[f"explore:{colour}"] = out.get(f"explore:{colour}", 0) + 1
    out["escalators"] = len(d["escalators"])
    out["orange_walls"] = len(d["orange_walls"])
    return out


def placement(cell, direction: str) -> tuple[tuple[int, int], int]:
    """Where a new tile goes when explored from explore cell `cell` facing `direction`: (origin, rot). Its
    entry (local (1, 3), facing S) lands on the neighbouring cell with the white arrow pointing outward."""
    rot = DIRECTIONS.index(direction)
    entry = step(tuple(cell), direction)
    ex, ey = rotate_cell(GATES[ENTRY_SIDE], rot, SIZE)
    return (entry[0] - ex, entry[1] - ey), rot


@lru_cache(maxsize=None)
def _turned(name: str, rot: int) -> tuple:
    """A tile design turned `rot` quarter turns, in local cells (a Mall only shifts it by the tile's origin):
    (cells [(cell, kind, colour)], walls, orange walls, escalators [(a, b)], gates [(cell, gate)]). Edges
    stay in canonical order under a shift, so they are ordered here once."""
    d = tile_designs()[name]

    def g(c):
        return rotate_cell(tuple(c), rot, SIZE)

    cells = tuple((g((x, y)), *parse_cell(text)) for y, row in enumerate(d["cells"]) for x, text in enumerate(row))
    walls = tuple(edge(g(a), g(b)) for a, b in d["walls"])
    orange = tuple(edge(g(a), g(b)) for a, b in d["orange_walls"])
    escalators = tuple((g(a), g(b)) for a, b in d["escalators"])
    gates = [(g(GATES[side]), (turn(side, rot), "explore", colour)) for side, colour in d["explore"].items()]
    if d.get("entry"):
        gates.append((g(GATES[ENTRY_SIDE]), (turn(ENTRY_SIDE, rot), "entry", None)))
    return cells, walls, orange, escalators, tuple(gates)


class Mall:
    """Derived geometry of the placed tiles. Immutable once built; build a new one when a tile comes or goes."""

    def __init__(self, placed: tuple):
        self.placed = placed  # ((name, (ox, oy), rot), ...)
        self.cells: dict = {}  # cell -> (tile index, kind, colour)
        self.walls: set = set()
        self.orange: set = set()
        self.escalator: dict = {}  # cell -> other end
        self.gates: dict = {}  # cell -> (direction it faces, "explore"/"entry", colour)
        self.tile_cells: list[list] = []
        self.origins: dict = {}  # origin -> tile index
        for i, (name, origin, rot) in enumerate(placed):
            ox, oy = origin
            self.origins[tuple(origin)] = i
            cells, walls, orange, escalators, gates = _turned(name, rot)
            mine = []
            for (x, y), kind, colour in cells:
                cell = (x + ox, y + oy)
                self.cells[cell] = (i, kind, colour)
                mine.append(cell)
            self.tile_cells.append(mine)
            for (ax, ay), (bx, by) in walls:
                self.walls.add(((ax + ox, ay + oy), (bx + ox, by + oy)))
            for (ax, ay), (bx, by) in orange:
                self.orange.add(((ax + ox, ay + oy), (bx + ox, by + oy)))
            for (ax, ay), (bx, by) in escalators:
                a, b = (ax + ox, ay + oy), (bx + ox, by + oy)
                self.escalator[a] = b
                self.escalator[b] = a
            for (x, y), gate in gates:
                self.gates[(x + ox, y + oy)] = gate
        self.by_kind: dict = {}
        for cell, (_, kind, colour) in self.cells.items():
            self.by_kind.setdefault((kind, colour), []).append(cell)
            if colour is not None:
                self.by_kind.setdefault((kind, None), []).append(cell)
        for v in self.by_kind.values():
            v.sort()

    # --- what is where ------------------------------------------------------------------------------
    def tile_of(self, cell) -> int | None:
        info = self.cells.get(tuple(cell))
        return None if info is None else info[0]

    def kind(self, cell) -> tuple[str, str | None] | None:
        info = self.cells.get(tuple(cell))
        return None if info is None else (info[1], info[2])

    def find(self, kind: str, colour: str | None = None) -> list:
        """Cells of that kind (and colour; colour None = any colour), sorted."""
        return self.by_kind.get((kind, colour), [])

    # --- passages ------------------------------------------------------------------------------------
    def open_between(self, a, b, dwarf: bool) -> bool:
        """Can a hero step from cell a to its neighbour b, walls only (heroes are checked by the rules)?"""
        ia, ib = self.cells.get(a), self.cells.get(b)
        if ia is None or ib is None:
            return False
        if ia[0] == ib[0]:
            e = edge(a, b)
            if e in self.walls:
                return False
            return dwarf or e not in self.orange
        ga, gb = self.gates.get(a), self.gates.get(b)
        if ga is None or gb is None:
            return False
        return step(a, ga[0]) == b and step(b, gb[0]) == a

    def passable_edges(self, dwarf: bool) -> dict:
        """cell -> list of neighbour cells reachable in one step (walls only), cached per hero kind. (The same
        answer as open_between for every neighbour, written out flat: a new mall builds it for ~300 cells.)"""
        key = "_adj_dwarf" if dwarf else "_adj"
        adj = getattr(self, key, None)
        if adj is None:
            adj = {}
            cells, walls, orange, gates = self.cells, self.walls, self.orange, self.gates
            for c, here in cells.items():
                x, y = c
                out = []
                for d, dx, dy, back in _STEPS:
                    n = (x + dx, y + dy)
                    there = cells.get(n)
                    if there is None:
                        continue
                    if here[0] == there[0]:
                        e = (c, n) if c <= n else (n, c)
                        if e not in walls and (dwarf or e not in orange):
                            out.append(n)
                    else:
                        ga, gb = gates.get(c), gates.get(n)
                        if ga is not None and gb is not None and ga[0] == d and gb[0] == back:
                            out.append(n)
                adj[c] = out
            setattr(self, key, adj)
        return adj

    def rays(self, dwarf: bool) -> dict:
        """cell -> the four straight lines of cells a slide could pass (walls only), cached per hero kind.
        Built per direction along maximal open runs: each cell's line is the rest of its run."""
        key = "_rays_dwarf" if dwarf else "_rays"
        rays = getattr(self, key, None)
        if rays is None:
            adj = self.passable_edges(dwarf)
            lines: dict = {c: [] for c in self.cells}
            for d, dx, dy, _ in _STEPS:
                for c in self.cells:
                    if (c[0] - dx, c[1] - dy) in adj[c]:
                        continue  # not the start of a run
                    run, here = [c], c
                    while True:
                        n = (here[0] + dx, here[1] + dy)
                        if n not in adj[here]:
                            break
                        run.append(n)
                        here = n
                    for i, cell in enumerate(run):
                        lines[cell].append((d, tuple(run[i + 1:])))
            rays = {c: tuple(v) for c, v in lines.items()}
            setattr(self, key, rays)
        return rays

    # --- exploring -----------------------------------------------------------------------------------
    def explore_cells(self) -> dict:
        """Explore cells with free space beyond: cell -> (colour, direction)."""
        out = {}
        for cell, (d, what, colour) in self.gates.items():
            if what == "explore" and step(cell, d) not in self.cells:
                origin, _ = placement(cell, d)
                if self.fits(origin):
                    out[cell] = (colour, d)
        return out

    def fits(self, origin) -> bool:
        ox, oy = origin
        return all((ox + x, oy + y) not in self.cells for x in range(SIZE) for y in range(SIZE))


@lru_cache(maxsize=256)
def mall_for(placed: tuple) -> Mall:
    """A shared Mall per placed-tile tuple (rules and bots build it often; it never changes)."""
    return Mall(placed)


def placed_key(placed_list) -> tuple:
    """The hashable form of a state's placed list [[name, [ox, oy], rot], ...]."""
    return tuple((p[0], (int(p[1][0]), int(p[1][1])), int(p[2])) for p in placed_list)



def connected_without(placed: tuple, removed: set[int], hero_cells: list) -> bool:
    """Scenario 11's test: after taking tiles `removed` (indices) away, can every hero still reach every cell
    without portals? Walls and escalators count; heroes do not block; orange passages count as open."""
    keep = tuple(p for i, p in enumerate(placed) if i not in removed)
    m = mall_for(keep)
    if not hero_cells or any(h not in m.cells for h in hero_cells):
        return False
    adj = m.passable_edges(True)
    seen, todo = {hero_cells[0]}, [hero_cells[0]]
    while todo:
        c = todo.pop()
        for n in adj[c] + ([m.escalator[c]] if c in m.escalator else []):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(m.cells)


def removable_tiles(placed: tuple, hero_cells: list, used: set, need: int, protect=frozenset()) -> list[str]:
    """Names of tiles that may be taken away now (no hero, no marker, not tile 1); with `need` 2, only those
    after which a second one can still follow."""
    m = mall_for(placed)
    cands = [i for i in range(1, len(placed)) if i not in protect
             and not any(c in used or c in hero_cells for c in m.tile_cells[i])]
    hero_cells = list(hero_cells)
    out = []
    for i in cands:
        if not connected_without(placed, {i}, hero_cells):
            continue
        if need >= 2 and not any(connected_without(placed, {i, j}, hero_cells) for j in cands if j != i):
            continue
        out.append(placed[i][0])
    return out
