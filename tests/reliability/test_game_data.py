"""A game's own data files (Magic Maze's tiles.json, Kragmortha's board.json) are checked once at start: a
damaged one makes that game unavailable on the title with a notice naming the file, and the family's saves of
that game are left exactly as they are (never blamed, never set aside). A damaged save is kept aside under a
numbered name, so a later damaged save never overwrites an earlier one."""
import json

import pytest

from game import games
from game.app import App
from game.core.setup import GameSetup
from game.engine import startup
from game.engine.saves import SaveStore
from game.games.kragmortha import board as B
from game.games.magic_maze import mall as M
from tests.save_helpers import real_state

GOOD_TILES = json.loads(M.TILES_JSON.read_text(encoding="utf-8"))


def tiles_with(change) -> dict:
    data = json.loads(json.dumps(GOOD_TILES))
    change(data["tiles"])
    return data


DAMAGED_TILES = {
    "truncated": M.TILES_JSON.read_text(encoding="utf-8")[:5000],
    "unknown cell kind": json.dumps(tiles_with(lambda t: t["7"]["cells"][1].__setitem__(2, "lava"))),
    "missing tile": json.dumps(tiles_with(lambda t: t.pop("12"))),
    "wall off the tile": json.dumps(tiles_with(lambda t: t["3"]["walls"].append([[3, 3], [4, 3]]))),
    "not an object": "[]",
}


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize("damage", sorted(DAMAGED_TILES))
def test_damaged_tiles_make_magic_maze_unavailable_and_leave_its_save_alone(home, tmp_path, monkeypatch, damage):
    store = SaveStore(home, games.registry())
    store.save(GameSetup.all_bots("magic_maze", 2, seed=3), real_state("magic_maze", 2, seed=3))
    slot = store.slot_path("magic_maze")
    before = slot.read_bytes()
    broken = tmp_path / "tiles.json"
    broken.write_text(DAMAGED_TILES[damage], encoding="utf-8")
    monkeypatch.setattr(M, "TILES_JSON", broken)

    problems = startup.check_game_data([games.get("magic_maze"), games.get("pied_piper")])
    assert list(problems) == ["magic_maze"] and problems["magic_maze"].file.name == "tiles.json"

    app = App(headless=True)
    assert set(app.broken_games) == {"magic_maze"}
    assert not app.saves.has_continue()  # not offered while the game cannot run ...
    assert slot.read_bytes() == before and not list(home.glob("*.bak"))  # ... and neither blamed nor moved
    key, kw = app.saves.notices[-1]
    assert key == "app.notice.game_data_broken" and kw["file"] == "tiles.json"
    title = app.make_title()
    card = next(c for c in title.cards if c.info.id == "magic_maze")
    assert not card.available and all(c.available for c in title.cards if c is not card)
    card.activate()
    assert "tiles.json" in app.notices[-1].text


def test_the_shipped_data_passes_and_every_game_is_playable(home):
    assert startup.check_game_data(games.every()) == {}
    assert App(headless=True).broken_games == {}


@pytest.mark.parametrize("damage", ["truncated", "symbol", "not an object"])
def test_a_damaged_board_makes_kragmortha_unavailable_and_leaves_its_save_alone(home, tmp_path, monkeypatch,
                                                                                  damage):
    store = SaveStore(home, games.registry())
    store.save(GameSetup.all_bots("kragmortha", 3, seed=2), real_state("kragmortha", 3, seed=2))
    good = B.BOARD_JSON.read_text(encoding="utf-8")
    board = json.loads(good)
    board["symbols"][2][4] = "sword"
    text = {"truncated": good[: len(good) // 2], "symbol": json.dumps(board), "not an object": "7"}[damage]
    broken = tmp_path / "board.json"
    broken.write_text(text, encoding="utf-8")
    monkeypatch.setattr(B, "BOARD_JSON", broken)
    app = App(headless=True)
    assert set(app.broken_games) == {"kragmortha"} and app.broken_games["kragmortha"].file.name == "board.json"
    assert not app.saves.has_continue()
    assert store.slot_path("kragmortha").exists() and not list(home.glob("*.bak"))


def test_damaged_saves_are_kept_under_numbered_names_never_overwritten(home):
    store = SaveStore(home, games.registry())
    slot = store.slot_path("pied_piper")
    kept = []
    for n in range(3):
        slot.parent.mkdir(parents=True, exist_ok=True)
        slot.write_text('{"format": 1, "game": "pied_piper", "truncated', encoding="utf-8")
        text = slot.read_text(encoding="utf-8") + str(n)
        slot.write_text(text, encoding="utf-8")
        assert not store.has_continue()
        kept.append(text)
    names = sorted(p.name for p in home.glob("*.bak"))
    assert names == ["continue-pied_piper.json.2.bak", "continue-pied_piper.json.3.bak",
                     "continue-pied_piper.json.bak"]
    assert sorted(p.read_text(encoding="utf-8") for p in home.glob("*.bak")) == sorted(kept)
