"""Memory flat over an evening: "Play again" leaves nothing of the last game alive, later games reuse the
first game's pictures instead of building them again, and `python -m game memory` prints the RSS table."""
import gc
import json
import weakref

import pytest

from game import games
from game.core.setup import GameSetup
from game.engine.menus.end_screen import EndScreen, Placing
from game.tools.common import FRAME_DT
from game.tools.memory import rss_mb


def frames(app, n):
    for _ in range(n):
        app.frame(FRAME_DT, events=[], bench=True)


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    from game.app import App
    return App(headless=True)


@pytest.mark.parametrize("game_id", ["pied_piper", "baba_yaga"])
def test_play_again_leaves_nothing_of_the_last_game_alive(app, game_id):
    setup = GameSetup.all_bots(game_id, 3, seed=2)
    app.start_game(setup)
    frames(app, 40)
    first = app.stack[0]
    assert type(first).__module__.startswith(f"game.games.{game_id}")
    gone = weakref.ref(first)
    app.push(EndScreen(app, setup, "Mia wins!", [Placing(0), Placing(1), Placing(2)]))
    app.top.play_again()
    frames(app, 40)
    assert not app.crashes, app.crashes  # (a crash screen would keep the scene alive in its traceback)
    assert len(app.stack) == 1 and app.stack[0] is not first  # the new game alone, not on top of the old one
    del first
    gc.unfreeze()  # the app froze the heap for the new screen while this test still held `first`; in play
    gc.collect()   # nothing holds it, so the next screen change (or this) collects it: what counts is references
    assert gone() is None  # nothing keeps the finished game (and its surfaces) alive


def test_pied_piper_reuses_its_pictures_across_games(app):
    from game.games.pied_piper import sprites
    a, b = sprites.Sprites(), sprites.Sprites()
    a.prewarm(["red", "blue"])
    assert b.house("red") is a.house("red") and b.figure("piper", True) is a.figure("piper", True)


def test_baba_yaga_reuses_its_still_pictures_across_games(app):
    from game.games.baba_yaga.scene import make_scene
    one = make_scene(app, GameSetup.all_bots("baba_yaga", 3, seed=1)).renderer
    two = make_scene(app, GameSetup.all_bots("baba_yaga", 4, seed=2)).renderer
    one.prepare()
    two.prepare()
    assert two.background is one.background and two.fog_spot is one.fog_spot and two.ring_gold is one.ring_gold
    assert two.layer.surface is not one.layer.surface  # what a game draws on stays its own


def test_rss_is_read():
    assert 10 < rss_mb() < 100_000


@pytest.mark.slow
def test_the_memory_command_prints_a_row_per_game(capsys):
    from game.__main__ import main as tool_main
    code = tool_main(["memory", "--games", "2", "--game", "pied_piper", "--draw-every", "4", "--json"])
    report = json.loads(capsys.readouterr().out)["pied_piper"]
    assert code == 0 and [row["game"] for row in report["games"]] == [1, 2]
    assert all(row["finished"] and row["stack"] == 1 and row["rss_mb"] > 0 for row in report["games"])
    assert games.get("pied_piper").available


def test_big_freed_surfaces_go_back_to_the_system_on_glibc(monkeypatch):
    import platform
    import sys

    from game.engine import startup
    if sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc":
        assert startup.keep_native_memory_returnable() is True
    monkeypatch.setattr(sys, "platform", "win32")
    assert startup.keep_native_memory_returnable() is False  # other allocators are left alone


def test_between_games_the_freed_memory_is_handed_back(app, monkeypatch):
    import platform
    import sys

    from game.engine import startup
    calls = []
    monkeypatch.setattr(startup, "release_freed_memory", lambda: calls.append(len(app.stack)) or True)
    app.start_game(GameSetup.all_bots("pied_piper", 2, seed=1))
    frames(app, 40)
    app.to_title()
    frames(app, 40)
    assert calls == [0, 0]  # at each game start and back at the title, with nothing left on the stack
    monkeypatch.undo()
    if sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc":
        assert startup.release_freed_memory() is True
