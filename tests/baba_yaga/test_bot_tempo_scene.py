"""The scene hands the witch_tempo setting to its bots: bots of every level fly Baba Yaga at the table's tempo,
and a change made in Settings mid-game reaches them at once."""
import pygame
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.games.baba_yaga.bot import WITCH_SECONDS
from game.games.baba_yaga.scene import make_scene

try:  # the shared fake app (the table kit); before it, the game's own
    from tests.fakes import FakeApp
except ImportError:
    from tests.baba_yaga.fake_app import FakeApp


@pytest.fixture(scope="module")
def display():
    pygame.init()
    yield pygame.display.set_mode((1920, 1080))


def test_bots_of_every_level_take_the_witch_tempo_setting(display):
    seats = [SeatConfig("Mia", "red", "human", "normal", "mouse"),
             SeatConfig("Leo", "blue", "bot", "easy", "mouse"),
             SeatConfig("Ada", "yellow", "bot", "hard", "mouse")]
    app = FakeApp(witch_tempo="slow")
    scene = make_scene(app, GameSetup("baba_yaga", seats, {}, seed=5))
    scene.enter()
    assert {b.difficulty for b in scene.bots.values()} == {"easy", "hard"}
    assert [b.witch_seconds for b in scene.bots.values()] == [WITCH_SECONDS["slow"]] * 2
    scene.pause()
    app.settings.set("witch_tempo", "fast")
    scene.resume()
    assert [b.witch_seconds for b in scene.bots.values()] == [WITCH_SECONDS["fast"]] * 2
