"""Build step: the Tiled map levels/kragmortha/library.tmx (read with pytmx) -> plain board data, checked by
board.validate, written as game/games/kragmortha/board.json for the pure rules. pytmx imports pygame, so the
rules never import this module; `python tools/build_levels.py kragmortha` runs it, and a test rebuilds the JSON
from the .tmx and compares it with the committed file.

Map layout the build expects: a tile layer "cells" whose tiles carry the properties `symbol` and `teleport`;
object layers "start" (7 one-cell objects), "desk" (one 2x2 object), "dark_lord" (one one-cell object) and
"shelves_2_3", "shelves_4_5", "shelves_6_7", "shelves_8" (two-cell objects)."""
from __future__ import annotations

import json
import os
from pathlib import Path

from game.games.kragmortha.board import BOARD_JSON, BoardError, validate

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

TMX = Path(__file__).resolve().parents[3] / "levels" / "kragmortha" / "library.tmx"
SHELF_LAYERS = {"shelves_2_3": (2, 3), "shelves_4_5": (4, 5), "shelves_6_7": (6, 7), "shelves_8": (8,)}


def read_tmx(path: str | Path = TMX) -> dict:
    """The board data held by a library map. Raises BoardError naming the file (and cell) when it is broken."""
    import pytmx

    path = Path(path)
    src = str(path)
    if not path.exists():
        raise BoardError(f"{src}: missing map file")
    try:
        tmx = pytmx.TiledMap(src, allow_duplicate_names=True)
    except Exception as exc:  # XML errors, missing tilesets, bad values: one clear message
        raise BoardError(f"{src}: broken map ({exc.__class__.__name__}: {exc})") from exc
    layers = {layer.name: layer for layer in tmx.layers}
    cells = layers.get("cells")
    if not isinstance(cells, pytmx.TiledTileLayer):
        raise BoardError(f"{src}: no tile layer named 'cells'")
    symbols, teleports = [], []
    for y in range(tmx.height):
        row = []
        for x in range(tmx.width):
            gid = cells.data[y][x]
            props = (tmx.get_tile_properties_by_gid(gid) or {}) if gid else {}
            if not gid:
                raise BoardError(f"{src} at cell (x={x}, y={y}): empty cell (every cell needs a tile)")
            if "symbol" not in props:
                raise BoardError(f"{src} at cell (x={x}, y={y}): the tile has no 'symbol' property")
            row.append(props["symbol"])
            tp = props.get("teleport", False)
            if isinstance(tp, str):
                tp = tp.strip().lower() == "true"
            if tp:
                teleports.append([x, y])
        symbols.append(row)
    tw, th = tmx.tilewidth, tmx.tileheight

    def objects(name: str) -> list:
        layer = layers.get(name)
        if not isinstance(layer, pytmx.TiledObjectGroup):
            raise BoardError(f"{src}: no object layer named {name!r}")
        return list(layer)

    def covered(obj, name) -> list[list[int]]:
        x0, y0 = float(obj.x) / tw, float(obj.y) / th
        w, h = float(obj.width or tw) / tw, float(obj.height or th) / th
        if any(abs(v - round(v)) > 0.01 for v in (x0, y0, w, h)):
            raise BoardError(f"{src} at cell (x={int(x0)}, y={int(y0)}): object {obj.name or ''!r} in layer "
                             f"{name!r} is not aligned to the cell grid")
        return [[int(round(x0)) + dx, int(round(y0)) + dy] for dy in range(int(round(h)))
                for dx in range(int(round(w)))]

    start = [c for o in objects("start") for c in covered(o, "start")]
    desk = [c for o in objects("desk") for c in covered(o, "desk")]
    lords = [c for o in objects("dark_lord") for c in covered(o, "dark_lord")]
    if len(lords) != 1:
        raise BoardError(f"{src}: the 'dark_lord' layer must mark exactly one cell, not {len(lords)}")
    shelves: dict[str, list] = {}
    for name, counts in SHELF_LAYERS.items():
        pairs = [covered(o, name) for o in objects(name)]
        for n in counts:
            shelves[str(n)] = pairs
    return {"width": tmx.width, "height": tmx.height, "symbols": symbols, "teleports": teleports,
            "start": start, "desk": desk, "dark_lord": lords[0], "shelves": shelves}


def build(tmx: str | Path = TMX, out: str | Path | None = BOARD_JSON) -> dict:
    """Read and check the map; write the JSON when `out` is given. Returns the board data."""
    data = read_tmx(tmx)
    validate(data, str(tmx))
    if out is not None:
        Path(out).write_text(dumps(data), encoding="utf-8")
    return data


def write_json(path=BOARD_JSON, tmx=TMX) -> Path:
    """The build step of `python tools/build_levels.py kragmortha`: the checked map's JSON, written; its path."""
    build(tmx, path)
    return Path(path)


def dumps(data: dict) -> str:
    return json.dumps(data, indent=1, sort_keys=True) + "\n"
