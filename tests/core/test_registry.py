"""The registry finds the games instead of listing them (game/core/registry.py): every folder under the games
package with an info.py declaring INFO, in GameInfo.order; a broken folder is left out with a warning."""
import logging
import sys

import pytest

from game.core.gameinfo import GameInfo, Setting
from game.core.registry import Registry

GOOD = 'from game.core.gameinfo import GameInfo\nINFO = GameInfo("{id}", 2, 4, available=True, order={order})\n'


@pytest.fixture
def games_package(tmp_path, monkeypatch):
    """A throw-away games package `fakegames` on sys.path; returns a function that adds a game folder."""
    root = tmp_path / "fakegames"
    root.mkdir()
    (root / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))

    def add(folder, info_py=None, **files):
        (root / folder).mkdir()
        (root / folder / "__init__.py").write_text("")
        if info_py is not None:
            (root / folder / "info.py").write_text(info_py)
        for name, text in files.items():
            (root / folder / name).write_text(text)
    yield add
    for name in [m for m in sys.modules if m == "fakegames" or m.startswith("fakegames.")]:
        del sys.modules[name]


def test_it_finds_every_game_folder_in_the_declared_order(games_package):
    games_package("zebra", GOOD.format(id="zebra", order=1))
    games_package("apple", GOOD.format(id="apple", order=2))
    games_package("mango", GOOD.format(id="mango", order=2))
    games_package("not_a_game")  # no info.py: not a game folder
    registry = Registry.discover("fakegames")
    assert registry.ids() == ["zebra", "apple", "mango"]  # order first, then the id
    assert registry.get("apple").package == "fakegames.apple" and registry.get("apple").home == "fakegames.apple"
    assert "not_a_game" not in registry and registry.left_out == {}


def test_a_broken_info_is_left_out_with_a_warning_never_a_crash(games_package, caplog):
    games_package("good", GOOD.format(id="good", order=1))
    games_package("raises", "raise RuntimeError('half-written')\n")
    games_package("no_info", "X = 1\n")
    games_package("wrong_type", "INFO = {'id': 'wrong_type'}\n")
    games_package("misnamed", GOOD.format(id="other_name", order=1))
    games_package("bad_range", 'from game.core.gameinfo import GameInfo\nINFO = GameInfo("bad_range", 4, 2)\n')
    games_package("broken_init", GOOD.format(id="broken_init", order=1), **{"__init__.py": "1 / 0\n"})
    with caplog.at_level(logging.WARNING, logger="game.core.registry"):
        registry = Registry.discover("fakegames")
    assert registry.ids() == ["good"]
    assert set(registry.left_out) == {f"fakegames.{n}" for n in
                                      ("raises", "no_info", "wrong_type", "misnamed", "bad_range", "broken_init")}
    assert "half-written" in registry.left_out["fakegames.raises"]
    assert "ZeroDivisionError" in registry.left_out["fakegames.broken_init"]
    assert sum("left out" in r.getMessage() for r in caplog.records) == 6


def test_a_setting_key_two_games_claim_leaves_the_second_out(games_package):
    clash = ('from game.core.gameinfo import GameInfo, Setting\n'
             'INFO = GameInfo("{id}", 2, 4, settings=(Setting("tempo", ("a", "b"), "a"),))\n')
    games_package("first", clash.format(id="first"))
    games_package("second", clash.format(id="second"))
    registry = Registry.discover("fakegames")
    assert registry.ids() == ["first"] and "tempo" in registry.left_out["fakegames.second"]
    with pytest.raises(ValueError):
        Registry([GameInfo("a", 2, 2, settings=(Setting("k", ("x",), "x"),)),
                  GameInfo("b", 2, 2, settings=(Setting("k", ("x",), "x"),))])


def test_asking_the_registry():
    registry = Registry([GameInfo("later", 2, 2, order=5, available=True), GameInfo("soon", 1, 3, order=1)])
    assert [i.id for i in registry] == ["soon", "later"] and len(registry) == 2
    assert registry.first().id == "later"  # the first available one
    assert [i.id for i in registry.available()] == ["later"]
    assert registry.find("nope") is None and registry.find(None) is None
    with pytest.raises(KeyError, match="known: soon, later"):
        registry.get("nope")
    copy = registry.copy()
    copy.remove("soon")
    assert "soon" in registry and "soon" not in copy
    with pytest.raises(LookupError):
        Registry().first()


def test_the_real_game_folders_are_all_found():
    from game import games

    registry = Registry.discover()
    assert registry.ids()[:5] == ["baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper"]
    assert registry.left_out == {}
    assert games.registry().ids() == registry.ids()
