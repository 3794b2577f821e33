"""Write the first version of Kragmortha's library map: levels/kragmortha/library.tmx, its tileset library.tsx
and the tile pictures (SVG). Run once; afterwards the .tmx is the source of truth (edit it in Tiled), and
`python tools/build_levels.py kragmortha` turns it into game/games/kragmortha/board.json.

    python tools/make_kragmortha_map.py [--seed 7]

Symbols are drawn at random (fixed seed) under the spec's constraints: counts differ by at most one, no 2x2
block of one symbol, and every cell sees at least two different symbols among its neighbours."""
from __future__ import annotations

import argparse
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "levels" / "kragmortha"
SYMBOLS = ("book", "scroll", "potion", "gems")
W, H, T = 11, 7, 128
DESK = [(9, 0), (10, 0), (9, 1), (10, 1)]  # the north-east corner; its short side is the east edge
START = [(0, y) for y in range(H)]  # the west column
DARK_LORD = (10, 3)  # down the east edge, the second cell out from the desk
TELEPORTS = [(3, 1), (3, 5), (5, 3), (7, 0), (7, 6), (9, 5)]
SHELVES = {  # layer name -> shelves (2 cells each); the player counts each layer serves
    "shelves_6_7": [((5, 1), (6, 1)), ((5, 5), (6, 5))],
    "shelves_4_5": [((5, 1), (6, 1)), ((5, 5), (6, 5)), ((2, 3), (3, 3)), ((8, 3), (8, 4))],
    "shelves_2_3": [((5, 1), (6, 1)), ((5, 5), (6, 5)), ((2, 3), (3, 3)), ((8, 3), (8, 4)),
                    ((4, 2), (4, 3)), ((7, 4), (7, 5))],
    "shelves_8": [],
}
COLOURS = {"book": "#b0413e", "scroll": "#d8b25a", "potion": "#3f8f5f", "gems": "#4b6cc1"}
SHAPES = {  # bold silhouettes, readable without colour
    "book": '<rect x="34" y="28" width="60" height="72" rx="6" fill="{c}" stroke="#201810" stroke-width="6"/>'
            '<line x1="46" y1="28" x2="46" y2="100" stroke="#201810" stroke-width="6"/>',
    "scroll": '<rect x="30" y="40" width="68" height="48" fill="{c}" stroke="#201810" stroke-width="6"/>'
              '<circle cx="30" cy="64" r="14" fill="{c}" stroke="#201810" stroke-width="6"/>'
              '<circle cx="98" cy="64" r="14" fill="{c}" stroke="#201810" stroke-width="6"/>',
    "potion": '<rect x="54" y="22" width="20" height="26" fill="{c}" stroke="#201810" stroke-width="6"/>'
              '<circle cx="64" cy="76" r="30" fill="{c}" stroke="#201810" stroke-width="6"/>',
    "gems": '<polygon points="64,20 104,56 64,108 24,56" fill="{c}" stroke="#201810" stroke-width="6"/>',
}


def make_symbols(seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    for _ in range(100_000):
        bag = [SYMBOLS[i % 4] for i in range(W * H)]
        rng.shuffle(bag)
        rows = [bag[y * W:(y + 1) * W] for y in range(H)]
        if ok(rows):
            return rows
    raise SystemExit("no layout found; try another --seed")


def ok(rows) -> bool:
    for y in range(H - 1):
        for x in range(W - 1):
            if rows[y][x] == rows[y][x + 1] == rows[y + 1][x] == rows[y + 1][x + 1]:
                return False
    for y in range(H):
        for x in range(W):
            seen = {rows[ny][nx] for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1))
                    if 0 <= nx < W and 0 <= ny < H}
            if len(seen) < 2:
                return False
    return True


def tile_svg(symbol: str, teleport: bool) -> str:
    ring = ('<circle cx="64" cy="64" r="58" fill="none" stroke="#9b6bff" stroke-width="8" '
            'stroke-dasharray="14 8"/>') if teleport else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{T}" height="{T}" viewBox="0 0 128 128">'
            f'<rect width="128" height="128" fill="#3a2e26" stroke="#1c1510" stroke-width="4"/>{ring}'
            f'{SHAPES[symbol].format(c=COLOURS[symbol])}</svg>\n')


def tile_id(symbol: str, teleport: bool) -> int:
    return SYMBOLS.index(symbol) * 2 + int(teleport)


def write_tileset() -> None:
    (OUT / "tiles").mkdir(parents=True, exist_ok=True)
    parts = [f'<?xml version="1.0" encoding="UTF-8"?>\n<tileset version="1.10" tiledversion="1.10.2" name="library" '
             f'tilewidth="{T}" tileheight="{T}" tilecount="8" columns="0">\n'
             ' <grid orientation="orthogonal" width="1" height="1"/>\n']
    for symbol in SYMBOLS:
        for teleport in (False, True):
            name = f"{symbol}{'_teleport' if teleport else ''}.svg"
            (OUT / "tiles" / name).write_text(tile_svg(symbol, teleport), encoding="utf-8")
            parts.append(f' <tile id="{tile_id(symbol, teleport)}">\n  <properties>\n'
                         f'   <property name="symbol" value="{symbol}"/>\n'
                         f'   <property name="teleport" type="bool" value="{str(teleport).lower()}"/>\n'
                         f'  </properties>\n  <image width="{T}" height="{T}" source="tiles/{name}"/>\n </tile>\n')
    parts.append("</tileset>\n")
    (OUT / "library.tsx").write_text("".join(parts), encoding="utf-8")


def rect(oid: int, name: str, kind: str, cells) -> str:
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    x0, y0 = min(xs), min(ys)
    w, h = max(xs) - x0 + 1, max(ys) - y0 + 1
    return (f'  <object id="{oid}" name="{name}" type="{kind}" x="{x0 * T}" y="{y0 * T}" '
            f'width="{w * T}" height="{h * T}"/>\n')


def write_map(rows) -> None:
    data = ",\n".join(",".join(str(1 + tile_id(rows[y][x], (x, y) in TELEPORTS)) for x in range(W))
                      for y in range(H))
    layers = []
    oid = 1
    lid = 2

    def group(name, objects):
        nonlocal lid
        layers.append(f' <objectgroup id="{lid}" name="{name}">\n{"".join(objects)} </objectgroup>\n')
        lid += 1

    objs = []
    for i, c in enumerate(START):
        objs.append(rect(oid, f"start_{i}", "start", [c]))
        oid += 1
    group("start", objs)
    group("desk", [rect(oid, "desk", "desk", DESK)])
    oid += 1
    group("dark_lord", [rect(oid, "dark_lord", "dark_lord", [DARK_LORD])])
    oid += 1
    for name, shelves in SHELVES.items():
        objs = []
        for i, pair in enumerate(shelves):
            objs.append(rect(oid, f"shelf_{i}", "shelf", pair))
            oid += 1
        group(name, objs)
    text = (f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" tiledversion="1.10.2" '
            f'orientation="orthogonal" renderorder="right-down" width="{W}" height="{H}" tilewidth="{T}" '
            f'tileheight="{T}" infinite="0" nextlayerid="{lid}" nextobjectid="{oid}">\n'
            ' <properties>\n  <property name="title" value="The Dark Lord\'s library"/>\n </properties>\n'
            ' <tileset firstgid="1" source="library.tsx"/>\n'
            f' <layer id="1" name="cells" width="{W}" height="{H}">\n  <data encoding="csv">\n{data}\n</data>\n'
            f' </layer>\n{"".join(layers)}</map>\n')
    (OUT / "library.tmx").write_text(text, encoding="utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    rows = make_symbols(args.seed)
    write_tileset()
    write_map(rows)
    print(f"wrote {OUT / 'library.tmx'} and its tileset")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
