"""docs/ENGINE_CONTRACT.md "How to add a game", followed for a tiny game (tests/dummy_game): it is found
through the registry, bots play it headless (`simulate`), it runs in the smoke check with bots at every seat,
and a human seat plays it on the table kit (an illegal move is told beside the seat; the end screen ranks)."""
from dataclasses import dataclass

import pytest

from game import games
from game.core.playout import simulate
from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.menus.end_screen import EndScreen
from game.engine.scene_registry import SCENES, register_scene, unregister_scene
from tests.fakes import FakeApp


@dataclass(frozen=True)
class DummyInfo(games.GameInfo):
    """The registry entry. A real game lives in game/games/<id>/ and needs no override: the registry imports
    its rules, bot and scene modules by id. This one lives under tests/."""

    def _module(self, name: str):
        import importlib

        return importlib.import_module(f"tests.dummy_game.{name}")


INFO = DummyInfo("dummy_race", 2, 4, available=True)


@pytest.fixture
def registered(monkeypatch):
    monkeypatch.setitem(games.GAMES, INFO.id, INFO)
    register_scene(INFO.id, lambda app, seed=1, moment=None: INFO._module("scene").demo_scene(app, seed, moment))
    yield INFO
    unregister_scene(INFO.id)


def test_the_registry_finds_it_and_bots_finish_every_game(registered):
    info = games.get("dummy_race")
    summary = simulate(info, games=20, players=3, seed=5)
    assert summary["finished"] == 20 and summary["errors"] == 0
    assert sum(summary["wins"].values()) == 20


def test_it_passes_the_smoke_check(registered):
    from game.tools.smoke import run_smoke

    assert "dummy_race" in SCENES
    lines = []
    assert run_smoke(seconds=1.0, names=["dummy_race"], print_fn=lines.append) == 0, lines
    assert any(line.startswith("PASS  dummy_race") for line in lines)


def test_a_human_plays_it_on_the_kit(registered):
    app = FakeApp()
    setup = GameSetup("dummy_race", [SeatConfig("Mia", "red", "human", device="kb_left"),
                                     SeatConfig("Leo", "blue", "bot")], seed=2)
    scene = registered.make_scene(app, setup)
    app.push(scene)
    assert app.input.device_of(0) == "kb_left"  # the kit bound the human seat as the scene entered
    assert scene.state.active == 0
    scene.on_intent(I.Intent(I.RIGHT, "kb_left", seat=1))  # not Leo's turn: not even looked at
    assert scene.state.total == 0
    scene.state.total = 9
    assert scene.act(0, registered.rules().Add(0, 2)) is None  # past ten: refused, told beside Mia
    assert scene.messages.items and scene.state.total == 9
    scene.on_intent(I.Intent(I.LEFT, "kb_left", seat=0))
    assert scene.state.total == 10 and app.saves.saved  # saved after the action
    for _ in range(120):
        app.frame(1 / 30)
        if isinstance(app.top, EndScreen):
            break
    assert isinstance(app.top, EndScreen) and [p.seat for p in app.top.ranking] == [0, 1]


def test_the_attract_mode_plays_every_seat_saves_nothing_and_any_press_leaves(registered):
    app = FakeApp()
    setup = GameSetup("dummy_race", [SeatConfig("Mia", "red", "human", device="kb_left"),
                                     SeatConfig("Leo", "blue", "bot")], seed=3)
    scene = registered.make_scene(app, setup)
    scene.start_attract()
    app.push(scene)
    assert set(scene.bots) == {0, 1} and app.input.device_of(0) is None  # nobody's keys are taken
    for _ in range(400):
        app.frame(1 / 30)
        if scene.state.total > 4:
            break
    assert scene.state.total > 4 and not app.saves.saved
    scene.on_intent(I.Intent(I.CONFIRM, "kb_right"))
    assert app.titles == 1
