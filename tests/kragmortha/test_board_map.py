"""The library map (levels/kragmortha/library.tmx): the committed board.json is what the map builds to, the map
obeys the spec's content rules, and a broken map gets a message naming the file and the cell."""
import json
import shutil

import pytest

from game.core import grid
from game.games.kragmortha import board as B
from game.games.kragmortha.mapbuild import TMX, build, dumps


def test_committed_json_is_what_the_map_builds_to():
    data = build(TMX, out=None)
    assert dumps(data) == B.BOARD_JSON.read_text(encoding="utf-8"), \
        "board.json is stale: run python tools/build_levels.py kragmortha"


@pytest.fixture(scope="module")
def data():
    return B.load()


def test_symbols_are_balanced_and_never_form_a_2x2_block(data):
    rows = data["symbols"]
    counts = [sum(r.count(s) for r in rows) for s in B.SYMBOLS]
    assert sum(counts) == 77 and max(counts) - min(counts) <= 1
    for y in range(6):
        for x in range(10):
            assert len({rows[y][x], rows[y][x + 1], rows[y + 1][x], rows[y + 1][x + 1]}) > 1


def test_six_teleports_seven_start_cells_and_a_teleport_free_desk_corner(data):
    assert len(data["teleports"]) == 6 and len(data["start"]) == 7
    assert len(data["desk"]) == 4
    assert not {tuple(c) for c in data["desk"]} & {tuple(c) for c in data["teleports"]}
    desk_x = {c[0] for c in data["desk"]}
    start_x = {c[0] for c in data["start"]}
    assert start_x == {0} and desk_x == {9, 10}  # opposite short sides


@pytest.mark.parametrize("players", range(2, 9))
def test_shelves_never_cut_the_board(data, players):
    board = B.Board(data, players)
    assert len(board.shelf_pairs) == B.SHELVES_FOR[players]
    seen = grid.reachable(board.start[0], lambda a, b: b in board.open)
    assert seen == set(board.open), f"unreachable with {players} players: {set(board.open) - seen}"
    assert not board.shelves & (board.start_set | board.teleport_set | board.desk | {board.dark_lord})


def _copy_map(tmp_path):
    src = TMX.parent
    for name in ("library.tmx", "library.tsx"):
        shutil.copy(src / name, tmp_path / name)
    shutil.copytree(src / "tiles", tmp_path / "tiles")
    return tmp_path / "library.tmx"


def _rewrite_cells(tmx, edit):
    text = tmx.read_text(encoding="utf-8")
    head, rest = text.split('<data encoding="csv">\n', 1)
    body, tail = rest.split("\n</data>", 1)
    rows = [[int(v) for v in line.strip().rstrip(",").split(",")] for line in body.splitlines()]
    edit(rows)
    body = ",\n".join(",".join(str(v) for v in r) for r in rows)
    tmx.write_text(head + '<data encoding="csv">\n' + body + "\n</data>" + tail, encoding="utf-8")


def test_an_empty_cell_is_named(tmp_path):
    tmx = _copy_map(tmp_path)
    _rewrite_cells(tmx, lambda rows: rows[4].__setitem__(6, 0))
    with pytest.raises(B.BoardError) as exc:
        build(tmx, out=None)
    assert str(tmx) in str(exc.value) and "(x=6, y=4)" in str(exc.value)


def test_a_2x2_block_is_named(tmp_path):
    tmx = _copy_map(tmp_path)

    def block(rows):
        for y in (2, 3):
            for x in (5, 6):
                rows[y][x] = 3  # a plain scroll tile
    _rewrite_cells(tmx, block)
    with pytest.raises(B.BoardError) as exc:
        build(tmx, out=None)
    msg = str(exc.value)
    assert str(tmx) in msg and "2x2" in msg and "(x=5, y=2)" in msg


def test_a_shelf_that_cuts_off_a_cell_is_named(tmp_path):
    tmx = _copy_map(tmp_path)
    text = tmx.read_text(encoding="utf-8")
    # 8 players get two shelves boxing in the corner cell (10, 6): (9, 6) and (10, 5)
    text = text.replace('<objectgroup id="8" name="shelves_8">\n </objectgroup>',
                        '<objectgroup id="8" name="shelves_8">\n'
                        '  <object id="90" name="a" type="shelf" x="1024" y="768" width="256" height="128"/>\n'
                        '  <object id="91" name="b" type="shelf" x="1280" y="512" width="128" height="256"/>\n'
                        ' </objectgroup>')
    tmx.write_text(text, encoding="utf-8")
    with pytest.raises(B.BoardError) as exc:
        build(tmx, out=None)
    assert str(tmx) in str(exc.value) and "8 players" in str(exc.value)


def test_a_corrupt_map_file_is_named(tmp_path):
    tmx = _copy_map(tmp_path)
    tmx.write_text("<map><layer", encoding="utf-8")
    with pytest.raises(B.BoardError) as exc:
        build(tmx, out=None)
    assert str(tmx) in str(exc.value)


def test_a_missing_layer_is_named(tmp_path):
    tmx = _copy_map(tmp_path)
    text = tmx.read_text(encoding="utf-8").replace('name="dark_lord"', 'name="lord"')
    tmx.write_text(text, encoding="utf-8")
    with pytest.raises(B.BoardError, match="dark_lord"):
        build(tmx, out=None)


def test_a_broken_board_json_is_named(tmp_path, data):
    p = tmp_path / "board.json"
    p.write_text("{not json", encoding="utf-8")
    with pytest.raises(B.BoardError, match="board.json"):
        B.load(p)
    bad = json.loads(json.dumps(data))
    bad["symbols"][3][4] = "cheese"
    p.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(B.BoardError, match=r"\(x=4, y=3\)"):
        B.load(p)
