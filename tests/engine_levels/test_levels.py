"""Tiled maps load into plain data; a missing or broken map is a clear error naming the file."""
import pytest

from game.engine import levels
from game.engine.paths import MissingAsset


def test_baba_yaga_table_map_is_the_path_cross_and_four_forest_quadrants():
    m = levels.load_map("baba_yaga", "table.tmx")
    assert (m.width, m.height) == (5, 5)
    path = m.cells("board", "path")
    forest = m.cells("board", "forest")
    assert sorted(path) == sorted({(2, r) for r in range(5)} | {(c, 2) for c in range(5)})
    assert len(forest) == 16 and not set(forest) & set(path)
    assert {o.kind for o in m.layer_objects("decor")} == {"lantern", "mushrooms", "stone"}


def test_missing_map_names_the_file():
    with pytest.raises(MissingAsset, match="nowhere.tmx"):
        levels.load_map("baba_yaga", "nowhere.tmx")


def test_broken_map_is_a_level_error_naming_the_file(tmp_path, monkeypatch):
    (tmp_path / "levels").mkdir()
    (tmp_path / "levels" / "bad.tmx").write_text("<map><layer name='x'><data encoding='csv'>1,2", encoding="utf-8")
    monkeypatch.setattr("game.engine.paths.resource_root", lambda: tmp_path)
    with pytest.raises(levels.LevelError, match="bad.tmx"):
        levels.load_map("bad.tmx")


def test_map_whose_tileset_image_is_missing_names_the_image(tmp_path, monkeypatch):
    (tmp_path / "levels").mkdir()
    (tmp_path / "levels" / "img.tmx").write_text(
        '<?xml version="1.0"?><map version="1.10" orientation="orthogonal" width="1" height="1" tilewidth="8" '
        'tileheight="8"><tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="1" columns="1">'
        '<image source="gone.png" width="8" height="8"/></tileset><layer id="1" name="a" width="1" height="1">'
        '<data encoding="csv">1</data></layer></map>', encoding="utf-8")
    monkeypatch.setattr("game.engine.paths.resource_root", lambda: tmp_path)
    with pytest.raises((MissingAsset, levels.LevelError), match="gone.png|img.tmx"):
        levels.load_map("img.tmx")


def test_unknown_layer_names_are_level_errors():
    m = levels.load_map("baba_yaga", "table.tmx")
    with pytest.raises(levels.LevelError):
        m.grid("nope")
    with pytest.raises(levels.LevelError):
        m.layer_objects("nope")
