"""The headless tools: simulate / screenshot / bench / smoke print what they promise, driven by the
registries (a tiny fake game is registered here so the tools are tested before any real game lands)."""
import importlib.machinery
import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pygame
import pytest

from game import games
from game.__main__ import main as tool_main
from game.core.api import Bot
from game.core.rng import Rng
from game.engine import scene_registry
from game.engine.scene import Scene
from game.tools.smoke import run_smoke
from tests.fakes import put_game

ROOT = Path(__file__).resolve().parents[2]
FAKE = "fake_coin"


# a tiny game: players flip a coin in turn; three heads wins ----------------------------------------------------
def _new_game(config, seed):
    return {"players": config["players"], "turn": 0, "heads": [0] * config["players"],
            "rng": Rng(seed).to_json(), "target": int(config.get("target", 3))}


def _legal(state, seat):
    return ["flip"] if _result(state) is None and seat == state["turn"] else []


def _apply(state, action):
    rng = Rng.from_json(state["rng"])
    heads = rng.randbelow(2) == 1
    state["rng"] = rng.to_json()
    seat = state["turn"]
    state["heads"][seat] += heads
    state["turn"] = (seat + 1) % state["players"]
    return [("flipped", seat, heads)]


def _result(state):
    best = max(state["heads"])
    if best < state["target"]:
        return None
    winners = [s for s, h in enumerate(state["heads"]) if h == best]
    return {"winners": winners, "ranking": sorted(range(state["players"]), key=lambda s: -state["heads"][s])}


class _FlipBot(Bot):
    def choose(self, view, legal, now=0.0):
        return legal[0]


class _CoinScene(Scene):
    def __init__(self, app, seed, moment=None):
        super().__init__(app)
        self.rules = sys.modules[f"game.games.{FAKE}.rules"]
        self.state = self.rules.new_game({"players": 3}, seed)
        self.moment = moment

    def bench_update(self, dt):
        if self.rules.result(self.state) is None:
            self.rules.apply(self.state, "flip")
        else:
            self.state = self.rules.new_game({"players": 3}, 1)

    def draw(self, surface):
        surface.fill((30, 60, 40) if self.moment != "end" else (90, 30, 30))
        for seat, h in enumerate(self.state["heads"]):
            for i in range(h):
                pygame.draw.circle(surface, (240, 200, 60), (400 + 160 * i, 300 + 200 * seat), 60)


def _module(name, **attrs):
    m = types.ModuleType(name)
    m.__spec__ = importlib.machinery.ModuleSpec(name, None, is_package=name.count(".") == 2)
    m.__dict__.update(attrs)
    return m


@pytest.fixture
def fake_game(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    base = f"game.games.{FAKE}"
    monkeypatch.setitem(sys.modules, base, _module(base))
    monkeypatch.setitem(sys.modules, base + ".rules", _module(
        base + ".rules", new_game=_new_game, legal_actions=_legal, apply=_apply, tick=lambda s, dt: [],
        view=lambda s, seat: dict(s), result=_result, to_json=dict, from_json=dict))
    monkeypatch.setitem(sys.modules, base + ".bot", _module(
        base + ".bot", make_bot=lambda seat, difficulty, seed: _FlipBot(seat, difficulty, seed)))
    monkeypatch.setitem(sys.modules, base + ".scene", _module(base + ".scene", demo_scene=_CoinScene))
    info = games.GameInfo(FAKE, 2, 4, options=(games.Option("target", (2, 3, 5), 3),), available=True)
    return put_game(monkeypatch, info)


# the registry ---------------------------------------------------------------------------------------------------
def test_registry_lists_available_games_and_skips_missing_modules(fake_game, monkeypatch):
    import dataclasses

    scenes = scene_registry.scenes(games.registry())
    assert FAKE in scenes
    assert all(callable(factory) for factory in scenes.values())
    put_game(monkeypatch, dataclasses.replace(games.get("baba_yaga"), available=False))
    assert "baba_yaga" not in scene_registry.scenes(games.registry())  # not available: no scene for the tools
    put_game(monkeypatch, games.GameInfo("no_scene_yet", 2, 4, available=True))
    assert "no_scene_yet" not in scene_registry.scenes(games.registry())  # no scene module: absent, no error
    with pytest.raises(KeyError, match="unknown scene"):
        scenes["no_such_scene"]


def test_register_scene_adds_and_removes(monkeypatch):
    monkeypatch.setattr(scene_registry, "EXTRA", {})
    scene_registry.register_scene("lab", lambda app, seed, moment=None: Scene(app))
    assert "lab" in scene_registry.scenes(games.registry())
    scene_registry.unregister_scene("lab")
    assert "lab" not in scene_registry.scenes(games.registry())


# simulate --------------------------------------------------------------------------------------------------------
def test_simulate_json(fake_game, capsys):
    code = tool_main(["simulate", FAKE, "--games", "6", "--players", "3", "--seed", "5", "--bots", "hard,easy",
                      "--option", "target=2", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert set(out) >= {"game", "games", "finished", "errors", "mean_actions", "wins", "seconds"}
    assert out["game"] == FAKE and out["games"] == 6 and out["finished"] == 6 and out["errors"] == 0
    assert set(out["wins"]) == {"0", "1", "2"} and sum(out["wins"].values()) >= 6
    assert out["mean_actions"] >= 2


def test_simulate_counts_a_cooperative_games_wins_under_team(fake_game, capsys, monkeypatch):
    import dataclasses
    put_game(monkeypatch, dataclasses.replace(fake_game, cooperative=True))
    assert tool_main(["simulate", FAKE, "--games", "5", "--players", "3", "--seed", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["wins"] == {"team": 5}  # every coin game has a winner, so the "team" won all five


def test_simulate_text_and_same_seed_same_games(fake_game, capsys):
    assert tool_main(["simulate", FAKE, "--games", "4", "--players", "2", "--seed", "9"]) == 0
    first = capsys.readouterr().out
    assert "4/4 games finished" in first and "wins:" in first
    tool_main(["simulate", FAKE, "--games", "4", "--players", "2", "--seed", "9", "--json"])
    a = json.loads(capsys.readouterr().out)
    tool_main(["simulate", FAKE, "--games", "4", "--players", "2", "--seed", "9", "--json"])
    b = json.loads(capsys.readouterr().out)
    assert a["wins"] == b["wins"] and a["mean_actions"] == b["mean_actions"]


@pytest.mark.parametrize("args, message", [
    (["simulate", "chess"], "unknown game"),
    (["simulate", FAKE, "--players", "9"], "2-4 players"),
    (["simulate", FAKE, "--bots", "godlike"], "unknown bot difficulty"),
    (["simulate", FAKE, "--option", "speed=3"], "no option 'speed'"),
    (["simulate", FAKE, "--option", "target=4"], "must be one of"),
    (["simulate", FAKE, "--option", "target"], "key=value"),
])
def test_simulate_rejects_bad_requests_clearly(fake_game, capsys, args, message):
    assert tool_main(args) == 2
    assert message in capsys.readouterr().err


def test_simulate_never_imports_pygame():
    code = ("import sys; from game.__main__ import main; rc = main(['simulate', 'pied_piper', '--games', '1']);"
            "print('pygame' in sys.modules, rc)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         check=False)
    assert out.stdout.strip().splitlines()[-1].split() == ["False", "0"], out.stdout + out.stderr


# screenshot / bench / smoke -------------------------------------------------------------------------------------
def test_screenshot_writes_a_1920x1080_png(fake_game, tmp_path, capsys):
    out = tmp_path / "shots" / "coin.png"
    code = tool_main(["screenshot", FAKE, str(out), "--lang", "zh-TW", "--seed", "4", "--moment", "end",
                      "--frames", "12"])
    assert code == 0 and "after 12 frames" in capsys.readouterr().out
    img = pygame.image.load(str(out))
    assert img.get_size() == (1920, 1080)
    assert img.get_at((5, 5))[:3] == (90, 30, 30)  # the "end" moment reached the scene
    from game.engine import i18n
    i18n.set_language("en")


def test_screenshot_of_an_unknown_scene_lists_what_exists(fake_game, tmp_path, capsys):
    assert tool_main(["screenshot", "nope", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "unknown scene 'nope'" in err and FAKE in err


def test_bench_json(fake_game, capsys):
    code = tool_main(["bench", "--scene", FAKE, "--frames", "25", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and list(out) == [FAKE]
    r = out[FAKE]
    assert r["frames"] == 25
    assert 0 <= r["p50_ms"] <= r["p99_ms"] <= r["max_ms"] and r["mean_ms"] > 0


def test_bench_text_reports_a_crashing_scene(fake_game, capsys, monkeypatch):
    monkeypatch.setattr(scene_registry, "EXTRA", {"broken": lambda app, seed, moment=None: _Broken(app)})
    code = tool_main(["bench", "--scene", FAKE, "--scene", "broken", "--frames", "5"])
    text = capsys.readouterr().out
    assert code == 1
    assert FAKE in text and "p99" in text and "ERROR RuntimeError: boom" in text


class _Broken(Scene):
    def update(self, dt):
        raise RuntimeError("boom")


def test_smoke_passes_good_scenes_and_fails_broken_ones(fake_game, monkeypatch):
    lines = []
    assert run_smoke(seconds=0.3, names=[FAKE], print_fn=lines.append) == 0
    assert lines[-1] == "2 passed, 0 failed" and lines[0].startswith("PASS  app start")
    monkeypatch.setattr(scene_registry, "EXTRA", {"broken": lambda app, seed, moment=None: _Broken(app)})
    lines.clear()
    assert run_smoke(seconds=0.3, names=[FAKE, "broken"], print_fn=lines.append) == 1
    assert lines[-1] == "2 passed, 1 failed"
    assert any(line.startswith("FAIL  broken") and "RuntimeError: boom" in line for line in lines)


def test_main_smoke_exits_zero(tmp_path):
    env = dict(os.environ, TABLE_TALES_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "main.py", "--smoke", "--seconds", "0.3"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=False)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip().splitlines()[-1].endswith("0 failed")
    assert "PASS  app start" in out.stdout
