"""Build step: the mall tiles drawn in Tiled (levels/magic_maze/tile_*.tmx) -> game/games/magic_maze/tiles.json.

The .tmx maps are the source of truth; the rules read only the JSON (so they never import pytmx, which imports
pygame). `python tools/build_levels.py magic_maze` rewrites the JSON; a test rebuilds it and compares.
A broken map raises MallMapError naming the file and, where it can, the cell."""
from __future__ import annotations

import json
import os
from pathlib import Path

from game.games.magic_maze.tileset import CELL_PX, COLOURED_KINDS, COLOURS, ENTRY_SIDE, GATES

ROOT = Path(__file__).resolve().parents[3]
LEVELS = ROOT / "levels" / "magic_maze"
JSON_PATH = Path(__file__).with_name("tiles.json")
TILE_NAMES = ("1A", "1B", *(str(n) for n in range(2, 25)))
SIZE = 4


class MallMapError(ValueError):
    """A mall map cannot be used; the message names the file (and the cell when there is one)."""


def _fail(path, msg: str, cell=None):
    where = f" cell {tuple(cell)}:" if cell is not None else ""
    raise MallMapError(f"{Path(path).name}:{where} {msg}")


def _cell_of_point(path, px: float, py: float, what: str):
    x, y = px / CELL_PX, py / CELL_PX
    cell = (int(x), int(y))
    if abs(x - int(x) - 0.5) > 0.01 or abs(y - int(y) - 0.5) > 0.01:
        _fail(path, f"{what} end at ({px:g}, {py:g}) is not the centre of a cell", cell)
    if not (0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE):
        _fail(path, f"{what} end is off the tile", cell)
    return cell


def _edges_of_segment(path, p0, p1, what: str) -> list:
    """A straight wall line along cell borders -> the inner edges it covers, as ((x, y), (x, y)) pairs."""
    (x0, y0), (x1, y1) = p0, p1
    gx0, gy0, gx1, gy1 = (v / CELL_PX for v in (x0, y0, x1, y1))
    near = (int(min(gx0, gx1)), int(min(gy0, gy1)))
    if any(abs(v - round(v)) > 0.01 for v in (gx0, gy0, gx1, gy1)):
        _fail(path, f"{what} at ({x0:g}, {y0:g})-({x1:g}, {y1:g}) does not run along cell borders", near)
    gx0, gy0, gx1, gy1 = (int(round(v)) for v in (gx0, gy0, gx1, gy1))
    edges = []
    if gx0 == gx1 and gy0 != gy1:  # vertical line at x = gx0, between columns gx0-1 and gx0
        if not 0 < gx0 < SIZE:
            _fail(path, f"{what} on the tile's outer border (outer walls are implied)", near)
        for y in range(min(gy0, gy1), max(gy0, gy1)):
            edges.append(((gx0 - 1, y), (gx0, y)))
    elif gy0 == gy1 and gx0 != gx1:
        if not 0 < gy0 < SIZE:
            _fail(path, f"{what} on the tile's outer border (outer walls are implied)", near)
        for x in range(min(gx0, gx1), max(gx0, gx1)):
            edges.append(((x, gy0 - 1), (x, gy0)))
    else:
        _fail(path, f"{what} at ({x0:g}, {y0:g})-({x1:g}, {y1:g}) is not a straight wall line", near)
    for a, b in edges:
        if not all(0 <= v < SIZE for v in (*a, *b)):
            _fail(path, f"{what} runs off the tile", a)
    return edges


def _points(obj) -> list[tuple[float, float]]:
    pts = getattr(obj, "points", None)
    if not pts:
        return []
    return [(float(p[0]), float(p[1])) for p in pts]


def read_tile(path) -> dict:
    """One .tmx map -> the tile's plain data (raises MallMapError naming the file and cell)."""
    path = Path(path)
    if not path.exists():
        raise MallMapError(f"{path.name}: missing mall map ({path})")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pytmx

    try:
        tmx = pytmx.TiledMap(str(path), allow_duplicate_names=True)
    except Exception as exc:  # pytmx raises XML, Key, Value, Type errors ...: one clear message
        raise MallMapError(f"{path.name}: cannot be read ({exc.__class__.__name__}: {exc})") from exc
    if (tmx.width, tmx.height) != (SIZE, SIZE):
        _fail(path, f"a mall tile is 4x4 cells, this map is {tmx.width}x{tmx.height}")
    layers = {layer.name: layer for layer in tmx.layers}
    cells_layer = layers.get("cells")
    if not isinstance(cells_layer, pytmx.TiledTileLayer):
        _fail(path, "no tile layer named 'cells'")
    cells = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            gid = cells_layer.data[y][x]
            props = tmx.get_tile_properties_by_gid(gid) if gid else None
            if not props or "kind" not in props:
                _fail(path, f"tile id {gid} has no 'kind' property (every cell needs a tile of the mall tileset)",
                      (x, y))
            kind, colour = str(props["kind"]), props.get("colour")
            if kind in COLOURED_KINDS:
                if colour not in COLOURS:
                    _fail(path, f"{kind} needs a colour among {', '.join(COLOURS)}, not {colour!r}", (x, y))
            elif kind not in ("floor", "hourglass", "crystal_ball", "camera"):
                _fail(path, f"unknown cell kind {kind!r}", (x, y))
            else:
                colour = None
            row.append(f"{kind}:{colour}" if colour else kind)  # compact: "portal:green", "floor"
        cells.append(row)
    group = layers.get("features")
    if not isinstance(group, pytmx.TiledObjectGroup):
        _fail(path, "no object layer named 'features'")
    walls, orange, escalators, explore, entry = set(), set(), [], {}, None
    for obj in group:
        kind = obj.type or getattr(obj, "class", None) or ""
        pts = _points(obj)
        if kind in ("wall", "orange_wall"):
            if len(pts) < 2:
                _fail(path, f"{kind} object {obj.id} needs a line (polyline of 2+ points)",
                      (int(obj.x // CELL_PX), int(obj.y // CELL_PX)))
            for p0, p1 in zip(pts, pts[1:]):
                for e in _edges_of_segment(path, p0, p1, kind):
                    (orange if kind == "orange_wall" else walls).add(e)
        elif kind == "escalator":
            if len(pts) != 2:
                _fail(path, f"escalator object {obj.id} must be a line from one cell centre to another",
                      (int(obj.x // CELL_PX), int(obj.y // CELL_PX)))
            a = _cell_of_point(path, *pts[0], "escalator")
            b = _cell_of_point(path, *pts[1], "escalator")
            if a == b:
                _fail(path, "escalator starts and ends on the same cell", a)
            escalators.append(sorted([list(a), list(b)]))
        elif kind in ("explore", "entry"):
            cell = (int(obj.x // CELL_PX), int(obj.y // CELL_PX))
            side = next((s for s, c in GATES.items() if c == cell), None)
            if side is None:
                _fail(path, f"{kind} object is not on a gate cell ({', '.join(f'{s} {c}' for s, c in GATES.items())})",
                      cell)
            if kind == "entry":
                if side != ENTRY_SIDE or entry is not None:
                    _fail(path, f"the entry (white arrow) must be one, on the {ENTRY_SIDE} gate {GATES[ENTRY_SIDE]}",
                          cell)
                entry = side
            else:
                colour = obj.properties.get("colour")
                if colour not in COLOURS:
                    _fail(path, f"explore cell needs a colour among {', '.join(COLOURS)}, not {colour!r}", cell)
                if side in explore:
                    _fail(path, "two explore cells on one gate", cell)
                explore[side] = colour
        else:
            _fail(path, f"unknown object type {kind!r} (object {obj.id})",
                  (int(obj.x // CELL_PX), int(obj.y // CELL_PX)))
    if entry is not None and entry in explore:
        _fail(path, "the entry and an explore cell share a gate", GATES[entry])
    if orange & walls:
        _fail(path, "a wall is both plain and orange", sorted(orange & walls)[0][0])
    ends = [tuple(c) for e in escalators for c in e]
    if len(ends) != len(set(ends)):
        dup = next(c for c in ends if ends.count(c) > 1)
        _fail(path, "two escalators end on the same cell", dup)
    return {
        "cells": cells,
        "walls": sorted([list(a), list(b)] for a, b in walls),
        "orange_walls": sorted([list(a), list(b)] for a, b in orange),
        "escalators": sorted(escalators),
        "explore": dict(sorted(explore.items())),
        "entry": entry,
    }


def build_all(levels_dir=LEVELS) -> dict:
    """Every tile map -> {"version": 1, "tiles": {name: tile}}."""
    levels_dir = Path(levels_dir)
    return {"version": 1, "tiles": {name: read_tile(levels_dir / f"tile_{name}.tmx") for name in TILE_NAMES}}


def dumps(data: dict) -> str:
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def write_json(path=JSON_PATH, levels_dir=LEVELS) -> Path:
    path = Path(path)
    path.write_text(dumps(build_all(levels_dir)), encoding="utf-8")
    return path
