"""Tiled maps (levels/*.tmx) read with pytmx, turned into plain data the scenes use: a grid of cell kinds
(from each tile's `kind` property) and object layers as dicts. A missing map raises MissingAsset naming
the file; a broken one raises LevelError naming the file and what is wrong — never a bare parser traceback."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from game.engine.paths import MissingAsset, level

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame


class LevelError(ValueError):
    """A level file exists but cannot be used. The message names the file."""


@dataclass
class MapObject:
    name: str
    kind: str  # Tiled's class (1.9+) or type
    x: float
    y: float
    width: float
    height: float
    props: dict = field(default_factory=dict)

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)


@dataclass
class LevelMap:
    path: str
    width: int  # in cells
    height: int
    tile_width: int
    tile_height: int
    props: dict
    grids: dict[str, list[list[str | None]]]  # layer name -> rows of cell kinds (None: empty cell)
    objects: dict[str, list[MapObject]]  # object layer name -> objects, in file order

    def grid(self, layer: str) -> list[list[str | None]]:
        try:
            return self.grids[layer]
        except KeyError:
            raise LevelError(f"{self.path}: no tile layer named {layer!r}") from None

    def cells(self, layer: str, kind: str) -> list[tuple[int, int]]:
        """(column, row) of every cell of that kind, row by row."""
        return [(c, r) for r, row in enumerate(self.grid(layer)) for c, k in enumerate(row) if k == kind]

    def layer_objects(self, layer: str) -> list[MapObject]:
        try:
            return self.objects[layer]
        except KeyError:
            raise LevelError(f"{self.path}: no object layer named {layer!r}") from None


MAX_LEVEL_BYTES = 8 * 1024 * 1024  # our maps are a few KB
MAX_CELLS = 1_000_000  # width x height beyond this is damage, not a table


def load_map(*parts: str) -> LevelMap:
    """Load levels/<parts...>.tmx into a LevelMap."""
    return load_map_file(level(*parts))  # MissingAsset naming the file


def load_map_file(path) -> LevelMap:
    """Load one .tmx file. Raises MissingAsset or LevelError naming the file, never anything else."""
    try:
        return _read_map(path)
    except (MissingAsset, LevelError):
        raise
    except RecursionError as exc:
        raise LevelError(f"broken level file {path}: nested too deeply") from exc
    except Exception as exc:  # a hostile file can reach any corner of the parser: one clear error instead
        raise LevelError(f"broken level file {path}: {exc.__class__.__name__}: {str(exc)[:120]}") from exc


def _read_map(path) -> LevelMap:
    import pytmx

    try:
        size = os.path.getsize(path)
    except OSError as exc:
        raise MissingAsset(f"missing level file: {path}") from exc
    if size > MAX_LEVEL_BYTES:
        raise LevelError(f"broken level file {path}: too large ({size} bytes)")
    try:
        tmx = pytmx.TiledMap(str(path), allow_duplicate_names=True)
    except FileNotFoundError as exc:
        raise MissingAsset(f"missing file used by level {path}: {exc.filename or exc}") from exc
    except Exception as exc:  # pytmx raises many kinds (XML, KeyError, ValueError...): one clear error instead
        raise LevelError(f"broken level file {path}: {exc.__class__.__name__}: {exc}") from exc
    w, h = tmx.width, tmx.height
    if not (isinstance(w, int) and isinstance(h, int) and w >= 0 and h >= 0 and w * h <= MAX_CELLS):
        raise LevelError(f"broken level file {path}: map size {tmx.width}x{tmx.height}")
    # pytmx only records image paths until a pygame loader runs: check them now, so a bundle missing one fails
    # here with the file named instead of at the first draw
    for entry in tmx.images:
        if entry and isinstance(entry, tuple) and not os.path.exists(entry[0]):
            raise MissingAsset(f"missing image used by level {path}: {entry[0]}")
    grids: dict[str, list[list[str | None]]] = {}
    objects: dict[str, list[MapObject]] = {}
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            rows = []
            for r in range(tmx.height):
                row = []
                for c in range(tmx.width):
                    gid = layer.data[r][c]
                    props = tmx.get_tile_properties_by_gid(gid) if gid else None
                    row.append((props or {}).get("kind") if gid else None)
                rows.append(row)
            grids[layer.name] = rows
        elif isinstance(layer, pytmx.TiledObjectGroup):
            objects[layer.name] = [
                MapObject(name=o.name or "", kind=(o.type or getattr(o, "class", None) or ""), x=float(o.x),
                          y=float(o.y), width=float(o.width or 0), height=float(o.height or 0),
                          props=dict(o.properties))
                for o in layer]
    return LevelMap(str(path), tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight, dict(tmx.properties),
                    grids, objects)
