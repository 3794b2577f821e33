"""Draw the first version of Magic Maze's mall tiles as Tiled maps (levels/magic_maze/tile_*.tmx + mall.tsx).

Run once to (re)create the maps: `python tools/make_magic_maze_tiles.py [--force]`. After that the .tmx files
are the source of truth (edit them in Tiled); `python tools/build_levels.py magic_maze` turns them into
game/games/magic_maze/tiles.json, which the rules read.

The features per tile follow the rules spec's table exactly; where they stand and the walls between them are
our own design, drawn here from a seeded random search: walls start as a maze (a random spanning tree of the
16 cells, then a few extra openings so heroes can slide), features go on free cells, and a layout is kept only
when every cell is reachable from the entry without crossing an orange wall (orange dwarf passages are
shortcuts, never the only way) and the escalator ends are distinct.
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.games.magic_maze.tileset import (  # noqa: E402  (path set above)
    CELL_PX,
    GATES,
    TILESET_FILE,
    TILESET_TILES,
    gid_of,
)

OUT = ROOT / "levels" / "magic_maze"
COLOURS = {"P": "purple", "Y": "yellow", "G": "green", "O": "orange"}

# The spec's table: tile -> features. "hourglass", "crystal", "camera" count 1 each; item/exit by colour;
# V portals, X explore cells (by colour), E escalators, orange walls.
SPEC: dict[str, dict] = {
    "2": dict(exit="P", V="GP", X="O", E=1),
    "3": dict(hourglass=1, V="OG", X="PY"),
    "4": dict(hourglass=1, V="OY", X="PG"),
    "5": dict(hourglass=1, V="P", X="YOG"),
    "6": dict(item="Y", V="P", X="OG"),
    "7": dict(item="O", V="GY", X="P", E=1),
    "8": dict(item="G", V="Y", X="OP"),
    "9": dict(item="P", V="O", X="Y"),
    "10": dict(exit="G", V="GO", X="PY", E=1),
    "11": dict(exit="Y", V="Y", X="GO"),
    "12": dict(exit="O", V="PO", X="Y", E=2),
    "13": dict(V="P", X="GY", orange=True),
    "14": dict(V="YP", X="OG", E=1, orange=True),
    "15": dict(crystal=1, V="Y", X="GO", E=1, orange=True),
    "16": dict(camera=1, V="G", X="OP", orange=True),
    "17": dict(crystal=1, camera=1, V="G", X="O"),
    "18": dict(camera=1, V="P", X="G"),
    "19": dict(camera=1, V="G", X="YPO", orange=True),
    "20": dict(crystal=1, X="GY", E=1),
    "21": dict(X="PO", orange=True),
    "22": dict(V="Y", X="OG"),
    "23": dict(V="GY", X="OP"),
    "24": dict(V="OP", X="YG", orange=True),
}

ALL_CELLS = [(x, y) for y in range(4) for x in range(4)]
INNER_EDGES = [((x, y), (x + 1, y)) for y in range(4) for x in range(3)] + \
              [((x, y), (x, y + 1)) for y in range(3) for x in range(4)]


def _connected(walls: set, start=(1, 3)) -> bool:
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in seen or not (0 <= n[0] < 4 and 0 <= n[1] < 4):
                continue
            e = ((x, y), n) if (x, y) <= n else (n, (x, y))
            if e in walls:
                continue
            seen.add(n)
            todo.append(n)
    return len(seen) == 16


def _maze_walls(rng: random.Random, extra_openings: int) -> set:
    """A random spanning tree's walls (Kruskal), then `extra_openings` of them knocked out."""
    parent = {c: c for c in ALL_CELLS}

    def root(c):
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    edges = INNER_EDGES[:]
    rng.shuffle(edges)
    walls = set()
    for a, b in edges:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[ra] = rb
        else:
            walls.add((a, b))
    for e in rng.sample(sorted(walls), min(extra_openings, len(walls))):
        walls.discard(e)
    return walls


def design(name: str, spec: dict, rng: random.Random) -> dict:
    """One tile: cells {(x, y): (kind, colour)}, walls, orange walls, escalators, explore {side: colour}, entry."""
    for _ in range(10_000):
        cells: dict = {}
        explore: dict = {}
        sides = ["N", "E", "W"]
        rng.shuffle(sides)
        for side, c in zip(sides, spec.get("X", "")):
            explore[side] = COLOURS[c]
        gate_cells = {GATES[s] for s in explore} | {GATES["S"]}
        free = [c for c in ALL_CELLS if c not in gate_cells]
        rng.shuffle(free)
        edge_cells = [c for c in free if c[0] in (0, 3) or c[1] in (0, 3)]
        if "exit" in spec:
            cell = edge_cells[0]
            cells[cell] = ("exit", COLOURS[spec["exit"]])
            free.remove(cell)
        if "item" in spec:
            cells[free.pop()] = ("item", COLOURS[spec["item"]])
        for kind in ("hourglass", "crystal_ball", "camera"):
            key = {"crystal_ball": "crystal"}.get(kind, kind)
            for _ in range(spec.get(key, 0)):
                cells[free.pop()] = (kind, None)
        for c in spec.get("V", ""):
            cells[free.pop()] = ("portal", COLOURS[c])
        escalators = []
        for _ in range(spec.get("E", 0)):
            a = free.pop()
            # the other end two or more steps away, so riding it is worth something
            far = [c for c in free if abs(c[0] - a[0]) + abs(c[1] - a[1]) >= 2]
            if not far:
                break
            b = rng.choice(far)
            free.remove(b)
            escalators.append((a, b) if a <= b else (b, a))
        if len(escalators) != spec.get("E", 0):
            continue
        walls = _maze_walls(rng, extra_openings=rng.randint(3, 5))
        orange = set()
        if spec.get("orange"):
            candidates = sorted(walls)
            rng.shuffle(candidates)
            orange = set(candidates[:2])
            walls -= orange
            if len(orange) < 1:
                continue
        # reachable without orange passages: they are shortcuts only
        if not _connected(walls | orange):
            continue
        return dict(cells=cells, walls=walls, orange=orange, escalators=escalators, explore=explore, entry=True)
    raise RuntimeError(f"no layout found for tile {name}")


def start_tile(side: str) -> dict:
    """Tile 1 as the spec fixes it (features); walls are ours, with the 4 centre cells open."""
    if side == "A":
        explore = {"N": "orange", "W": "purple", "E": "green", "S": "yellow"}
        cells = {(0, 0): ("hourglass", None), (0, 2): ("portal", "orange"), (0, 3): ("portal", "green"),
                 (3, 0): ("portal", "purple"), (3, 1): ("portal", "yellow")}
        walls = {((0, 0), (0, 1)), ((1, 0), (2, 0)), ((2, 3), (3, 3)), ((3, 1), (3, 2))}
    else:
        explore = {"N": "green", "W": "purple", "E": "yellow", "S": "orange"}
        cells = {(0, 0): ("hourglass", None)}
        walls = {((0, 0), (1, 0)), ((3, 0), (3, 1)), ((0, 2), (0, 3)), ((2, 3), (3, 3))}
    assert _connected(walls)
    return dict(cells=cells, walls=walls, orange=set(), escalators=[((2, 3), (3, 2))], explore=explore,
                entry=False)


# --- writing Tiled files -------------------------------------------------------------------------------------

HEX = {"orange": "#e8772e", "yellow": "#f2c230", "purple": "#8a4fc8", "green": "#3a9d4a", None: "#5a5a66"}


def tile_image_svg(kind: str, colour: str | None) -> str:
    """A 64 px picture of a cell kind for editing in Tiled (the game draws its own art)."""
    c = HEX[colour]
    body = {
        "floor": "",
        "hourglass": '<path d="M20 12 H44 L34 32 L44 52 H20 L30 32 Z" fill="#f4e7c5" stroke="#222" stroke-width="3"/>',
        "crystal_ball": '<circle cx="32" cy="28" r="15" fill="#b9a3f0" stroke="#222" stroke-width="3"/>'
                        '<rect x="20" y="44" width="24" height="8" fill="#6b4a2b"/>',
        "camera": '<rect x="14" y="22" width="30" height="20" fill="#f2c230" stroke="#222" stroke-width="3"/>'
                  '<path d="M44 28 L54 22 V42 L44 36 Z" fill="#222"/>',
        "portal": f'<circle cx="32" cy="32" r="20" fill="none" stroke="{c}" stroke-width="6"/>'
                  f'<circle cx="32" cy="32" r="9" fill="none" stroke="{c}" stroke-width="5"/>',
        "item": f'<path d="M32 10 L52 32 L32 54 L12 32 Z" fill="{c}" stroke="#222" stroke-width="3"/>',
        "exit": f'<rect x="18" y="10" width="28" height="44" fill="{c}" stroke="#222" stroke-width="3"/>'
                '<circle cx="40" cy="34" r="3" fill="#222"/>',
    }[kind]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{CELL_PX}" height="{CELL_PX}" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" fill="#d9d6cc" stroke="#9a968a" stroke-width="2"/>{body}</svg>\n')


def image_name(kind: str, colour: str | None) -> str:
    return f"tileset/{kind}{'_' + colour if colour else ''}.svg"


def tileset_xml() -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<tileset version="1.10" tiledversion="1.10.2" name="mall" tilewidth="{CELL_PX}" '
             f'tileheight="{CELL_PX}" tilecount="{len(TILESET_TILES)}" columns="0">',
             ' <grid orientation="orthogonal" width="1" height="1"/>']
    for i, (kind, colour) in enumerate(TILESET_TILES):
        lines.append(f' <tile id="{i}">')
        lines.append('  <properties>')
        lines.append(f'   <property name="kind" value="{kind}"/>')
        if colour:
            lines.append(f'   <property name="colour" value="{colour}"/>')
        lines.append('  </properties>')
        lines.append(f'  <image width="{CELL_PX}" height="{CELL_PX}" source="{image_name(kind, colour)}"/>')
        lines.append(' </tile>')
    lines.append('</tileset>')
    return "\n".join(lines) + "\n"


def _segment(a, b) -> tuple[int, int, int, int]:
    """The wall segment between neighbouring cells a and b, in pixels: x, y, dx, dy."""
    (ax, ay), (bx, by) = a, b
    if ay == by:  # east-west neighbours: a vertical wall
        x = max(ax, bx) * CELL_PX
        return x, ay * CELL_PX, 0, CELL_PX
    y = max(ay, by) * CELL_PX
    return ax * CELL_PX, y, CELL_PX, 0


def tile_xml(name: str, t: dict) -> str:
    rows = []
    for y in range(4):
        row = []
        for x in range(4):
            kind, colour = t["cells"].get((x, y), ("floor", None))
            row.append(str(gid_of(kind, colour)))
        rows.append(",".join(row))
    objs = []
    oid = 1

    def obj(kind, x, y, extra="", props=None, body=""):
        nonlocal oid
        p = ""
        if props:
            p = "\n   <properties>\n" + "".join(
                f'    <property name="{k}" value="{v}"/>\n' for k, v in props.items()) + "   </properties>"
        objs.append(f'  <object id="{oid}" type="{kind}" x="{x}" y="{y}"{extra}>{p}{body}\n  </object>'
                    if (p or body) else f'  <object id="{oid}" type="{kind}" x="{x}" y="{y}"{extra}/>')
        oid += 1

    for layer_kind, edges in (("wall", t["walls"]), ("orange_wall", t["orange"])):
        for a, b in sorted(edges):
            x, y, dx, dy = _segment(a, b)
            obj(layer_kind, x, y, body=f'\n   <polyline points="0,0 {dx},{dy}"/>')
    for a, b in t["escalators"]:
        cx, cy = a[0] * CELL_PX + CELL_PX // 2, a[1] * CELL_PX + CELL_PX // 2
        dx, dy = (b[0] - a[0]) * CELL_PX, (b[1] - a[1]) * CELL_PX
        obj("escalator", cx, cy, body=f'\n   <polyline points="0,0 {dx},{dy}"/>')
    for side in ("N", "E", "S", "W"):
        colour = t["explore"].get(side)
        if colour:
            gx, gy = GATES[side]
            obj("explore", gx * CELL_PX, gy * CELL_PX, f' width="{CELL_PX}" height="{CELL_PX}"',
                props={"colour": colour, "side": side})
    if t["entry"]:
        gx, gy = GATES["S"]
        obj("entry", gx * CELL_PX, gy * CELL_PX, f' width="{CELL_PX}" height="{CELL_PX}"', props={"side": "S"})
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="4" '
        f'height="4" tilewidth="{CELL_PX}" tileheight="{CELL_PX}" infinite="0" nextlayerid="3" '
        f'nextobjectid="{oid}">',
        ' <properties>',
        f'  <property name="tile" value="{name}"/>',
        ' </properties>',
        f' <tileset firstgid="1" source="{TILESET_FILE}"/>',
        ' <layer id="1" name="cells" width="4" height="4">',
        '  <data encoding="csv">',
        ",\n".join(rows),
        '</data>',
        ' </layer>',
        ' <objectgroup id="2" name="features">',
        *objs,
        ' </objectgroup>',
        '</map>',
    ]) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--force", action="store_true", help="overwrite maps that already exist")
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "tileset").mkdir(exist_ok=True)
    for kind, colour in TILESET_TILES:
        (OUT / image_name(kind, colour)).write_text(tile_image_svg(kind, colour), encoding="utf-8")
    (OUT / TILESET_FILE).write_text(tileset_xml(), encoding="utf-8")
    tiles = {"1A": start_tile("A"), "1B": start_tile("B")}
    for name, spec in SPEC.items():
        tiles[name] = design(name, spec, random.Random(f"magic-maze-tile-{name}"))
    written = 0
    for name, t in tiles.items():
        path = OUT / f"tile_{name}.tmx"
        if path.exists() and not args.force:
            continue
        path.write_text(tile_xml(name, t), encoding="utf-8")
        written += 1
    print(f"{written} tile maps written to {OUT} (existing ones kept unless --force)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
