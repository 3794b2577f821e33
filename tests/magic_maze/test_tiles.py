"""The mall tiles drawn in Tiled: the committed JSON is a fresh build of the .tmx maps, every tile shows exactly
the spec's features, the totals add up, every cell can be reached, and broken maps give clear messages."""
import shutil

import pytest

from game.core.grid import DIRECTIONS, edge, step
from game.games.magic_maze import mall
from game.games.magic_maze import tiles_build as B
from game.games.magic_maze.mall import Mall, TileDataError, features, tile_designs
from game.games.magic_maze.tileset import GATES

# The spec's table (rules/magic_maze.md), written out again here on purpose: the maps must match the rulebook,
# not the script that drew them.
C = {"P": "purple", "Y": "yellow", "G": "green", "O": "orange"}
TABLE = {
    "2": "exit P; V G,P; X O; 1 E", "3": "hourglass; V O,G; X P,Y", "4": "hourglass; V O,Y; X P,G",
    "5": "hourglass; V P; X Y,O,G", "6": "item Y; V P; X O,G", "7": "item O; V G,Y; X P; 1 E",
    "8": "item G; V Y; X O,P", "9": "item P; V O; X Y", "10": "exit G; V G,O; X P,Y; 1 E",
    "11": "exit Y; V Y; X G,O", "12": "exit O; V P,O; X Y; 2 E", "13": "V P; X G,Y; orange walls",
    "14": "V Y,P; X O,G; 1 E; orange walls", "15": "crystal ball; V Y; X G,O; 1 E; orange walls",
    "16": "camera; V G; X O,P; orange walls", "17": "crystal ball, camera; V G; X O",
    "18": "camera; V P; X G", "19": "camera; V G; X Y,P,O; orange walls", "20": "crystal ball; X G,Y; 1 E",
    "21": "X P,O; orange walls", "22": "V Y; X O,G", "23": "V G,Y; X O,P", "24": "V O,P; X Y,G; orange walls",
}


def expected(text: str) -> dict:
    out: dict = {"escalators": 0}
    orange = False
    for part in text.split(";"):
        part = part.strip()
        if part == "orange walls":
            orange = True
        elif part.endswith(" E"):
            out["escalators"] = int(part.split()[0])
        elif part.startswith(("V ", "X ")):
            kind = "portal" if part[0] == "V" else "explore"
            for c in part[2:].split(","):
                key = f"{kind}:{C[c.strip()]}"
                out[key] = out.get(key, 0) + 1
        elif part.startswith(("item ", "exit ")):
            out[f"{part[:4]}:{C[part[5]]}"] = 1
        else:
            for thing in part.split(","):
                out[thing.strip().replace(" ", "_")] = 1
    return out, orange


@pytest.mark.parametrize("name", [str(n) for n in range(2, 25)])
def test_tile_features_match_the_spec_table(name):
    want, orange = expected(TABLE[name])
    got = features(name)
    assert (got.pop("orange_walls") > 0) == orange
    assert got == want
    assert tile_designs()[name]["entry"] == "S"


def test_start_tile_sides_as_the_spec_fixes_them():
    a, b = tile_designs()["1A"], tile_designs()["1B"]
    assert a["explore"] == {"N": "orange", "W": "purple", "E": "green", "S": "yellow"}
    assert b["explore"] == {"N": "green", "W": "purple", "E": "yellow", "S": "orange"}
    assert a["cells"][0][0] == b["cells"][0][0] == "hourglass"
    assert (a["cells"][2][0], a["cells"][3][0], a["cells"][0][3], a["cells"][1][3]) == (
        "portal:orange", "portal:green", "portal:purple", "portal:yellow")
    assert a["escalators"] == b["escalators"] == [[[2, 3], [3, 2]]]
    assert a["entry"] is None and b["entry"] is None
    assert not any("portal" in c for row in b["cells"] for c in row)


def test_totals_over_the_whole_mall():
    names = ["1A"] + [str(n) for n in range(2, 25)]  # side A of tile 1 counts (the spec's totals: 1A-24)
    total: dict = {}
    for n in names:
        for k, v in features(n).items():
            kind = k.split(":")[0]
            if kind == "orange_walls":
                total["orange_tiles"] = total.get("orange_tiles", 0) + (v > 0)
                continue
            total[kind] = total.get(kind, 0) + v
    assert total["hourglass"] == 4  # 1A, 3, 4, 5
    assert total["item"] == 4 and total["exit"] == 4
    assert total["portal"] == 34 and total["explore"] == 46 and total["escalators"] == 9
    assert total["crystal_ball"] == 3 and total["camera"] == 4 and total["orange_tiles"] == 7
    # every colour has exactly one item and one exit
    for kind in ("item", "exit"):
        colours = sorted(k.split(":")[1] for n in names for k in features(n) if k.startswith(kind + ":"))
        assert colours == sorted(C.values())


@pytest.mark.parametrize("name", ["1A", "1B"] + [str(n) for n in range(2, 25)])
def test_every_cell_reachable_inside_its_tile(name):
    """From the entry (tile 1: a centre cell), walking and riding escalators: every cell is reached by the
    dwarf, and (orange passages being shortcuts in our designs) by the other heroes too."""
    m = Mall(((name, (0, 0), 0),))
    start = GATES["S"]
    for dwarf in (True, False):
        adj = m.passable_edges(dwarf)
        seen, todo = {start}, [start]
        while todo:
            c = todo.pop()
            for n in adj[c] + ([m.escalator[c]] if c in m.escalator else []):
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == set(m.cells), (name, dwarf, set(m.cells) - seen)


@pytest.mark.parametrize("name", ["1A", "1B"] + [str(n) for n in range(2, 25)])
def test_escalator_ends_distinct_and_gates_open_inwards(name):
    d = tile_designs()[name]
    ends = [tuple(c) for e in d["escalators"] for c in e]
    assert len(ends) == len(set(ends))
    assert all(a != b for a, b in d["escalators"])
    for side in list(d["explore"]) + ([d["entry"]] if d["entry"] else []):
        cell = GATES[side]
        inward = [n for dd in DIRECTIONS if 0 <= (n := step(cell, dd))[0] < 4 and 0 <= n[1] < 4
                  and [list(c) for c in edge(cell, n)] not in d["walls"]]
        assert inward, f"gate {side} of tile {name} is walled in"


def test_committed_json_is_a_fresh_build_of_the_maps():
    assert B.dumps(B.build_all()) == B.JSON_PATH.read_text(encoding="utf-8"), \
        "tiles.json is stale: run python tools/build_levels.py magic_maze"


def _copy_levels(tmp_path):
    dst = tmp_path / "levels"
    shutil.copytree(B.LEVELS, dst)
    return dst


def test_broken_xml_names_the_file(tmp_path):
    d = _copy_levels(tmp_path)
    (d / "tile_7.tmx").write_text("<map><layer name='cells'><data encoding='csv'>1,2", encoding="utf-8")
    with pytest.raises(B.MallMapError, match=r"tile_7\.tmx: cannot be read"):
        B.build_all(d)


def test_unknown_tile_id_names_file_and_cell(tmp_path):
    d = _copy_levels(tmp_path)
    text = (d / "tile_9.tmx").read_text(encoding="utf-8")
    rows = text.split('<data encoding="csv">\n')[1].split("</data>")[0]
    first = rows.split(",")[0]
    text = text.replace('<data encoding="csv">\n' + first + ",", '<data encoding="csv">\n99,', 1)
    (d / "tile_9.tmx").write_text(text, encoding="utf-8")
    with pytest.raises(B.MallMapError, match=r"tile_9\.tmx: cell \(0, 0\):"):
        B.build_all(d)


def test_wall_off_the_cell_borders_names_file_and_cell(tmp_path):
    d = _copy_levels(tmp_path)
    text = (d / "tile_4.tmx").read_text(encoding="utf-8")
    i = text.index('type="wall" x="')
    j = text.index('"', i + len('type="wall" x="'))
    text = text[:i] + 'type="wall" x="70' + text[j:]
    (d / "tile_4.tmx").write_text(text, encoding="utf-8")
    with pytest.raises(B.MallMapError, match=r"tile_4\.tmx: cell \(1, \d\): wall .* cell borders"):
        B.build_all(d)


def test_explore_cell_off_a_gate_and_missing_map(tmp_path):
    d = _copy_levels(tmp_path)
    text = (d / "tile_2.tmx").read_text(encoding="utf-8")
    i = text.index('type="explore" x="')
    j = text.index('height="64"', i)
    text = text[:i] + 'type="explore" x="64" y="64" width="64" ' + text[j:]
    (d / "tile_2.tmx").write_text(text, encoding="utf-8")
    with pytest.raises(B.MallMapError, match=r"tile_2\.tmx: cell \(1, 1\): explore object is not on a gate"):
        B.build_all(d)
    (d / "tile_2.tmx").unlink()
    with pytest.raises(B.MallMapError, match=r"tile_2\.tmx: missing"):
        B.build_all(d)


def test_broken_tiles_json_is_a_clear_error(tmp_path, monkeypatch):
    bad = tmp_path / "tiles.json"
    bad.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(mall, "TILES_JSON", bad)
    tile_designs.cache_clear()
    try:
        with pytest.raises(TileDataError, match="tiles.json"):
            tile_designs()
    finally:
        tile_designs.cache_clear()
