"""A family that never opened the settings gets the slow automatic witch while a person searches
(a normal-speed search was over before a newcomer found the first element)."""
import pygame
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.engine.settings import KEYS, register_game_settings
from game.games import registry
from game.games.baba_yaga.bot import WITCH_SECONDS
from game.games.baba_yaga.scene import make_scene
from tests.fakes import FakeApp

register_game_settings(registry())  # what the app's Settings does with the games it is handed


@pytest.fixture(scope="module")
def display():
    pygame.init()
    yield pygame.display.set_mode((1920, 1080))


def _one_human_against_bots() -> GameSetup:
    seats = [SeatConfig("Mia", "red", "human", "normal", "mouse"),
             SeatConfig("Leo", "blue", "bot", "normal", "mouse"),
             SeatConfig("Ada", "yellow", "bot", "easy", "mouse")]
    return GameSetup("baba_yaga", seats, {}, seed=3)


def test_the_setting_defaults_to_the_slow_witch():
    assert KEYS["witch_tempo"].default == "slow"


def test_untouched_settings_give_the_slow_automatic_witch(display):
    app = FakeApp(witch_tempo=KEYS["witch_tempo"].default)
    scene = make_scene(app, _one_human_against_bots())
    assert scene.state.auto_witch == pytest.approx(WITCH_SECONDS["slow"])
    assert WITCH_SECONDS["slow"] > WITCH_SECONDS["normal"]


def test_a_settings_file_without_the_key_gives_the_slow_witch_too(display):
    app = FakeApp()
    app.settings.values.pop("witch_tempo")
    scene = make_scene(app, _one_human_against_bots())
    assert scene.state.auto_witch == pytest.approx(WITCH_SECONDS["slow"])


def test_a_chosen_tempo_still_wins(display):
    scene = make_scene(FakeApp(witch_tempo="normal"), _one_human_against_bots())
    assert scene.state.auto_witch == pytest.approx(WITCH_SECONDS["normal"])


def test_a_search_at_the_default_tempo_lasts_at_least_16_seconds(display):
    """From the end of "Get ready" to time up, a plain flight (8 moves) at the default tempo runs >= 16 s of
    game time: a child has time to find three things."""
    from tests.baba_yaga.test_scene import past_the_count, to_search

    app = FakeApp(witch_tempo=KEYS["witch_tempo"].default)
    scene = make_scene(app, _one_human_against_bots())
    app.push(scene)
    to_search(scene)
    past_the_count(scene)
    s = scene.state
    assert s.turn["auto"] and s.turn["total"] == 8 and s.turn["moves"] == 0
    start = s.clock.now - (s.auto_witch - s.clock.remaining("witch"))  # when the search's clock began
    turn = s.turn_no
    while s.turn_no == turn and s.phase == "search":
        scene.update(0.1)
    assert s.clock.now - start >= 16.0 - 1e-6


def test_the_witch_tempo_is_on_the_set_up_screen(display):
    """The family sets the witch's speed before playing: a row of the Baba Yaga set-up screen shows the stored
    tempo (the default on a fresh settings file), changing it stores it, and the next game flies at it."""
    from game.engine import intents as it
    from game.engine.i18n import tr
    from game.engine.menus.setup import SetupScene

    app = FakeApp(witch_tempo=KEYS["witch_tempo"].default)
    screen = SetupScene(app, "baba_yaga")
    app.push(screen)
    row = screen.setting_choices["witch_tempo"]
    assert row in screen.group.widgets and row.value == "slow"
    assert row.rect.bottom <= screen.fold.rect.top  # above the "Advanced" fold, with the options
    screen.group.focus(row)
    assert "16" in screen.help_line()
    assert tr("set.baba_yaga.witch_tempo") and tr("set.baba_yaga.witch_tempo.slow")
    app.send(it.RIGHT)
    assert app.settings.get("witch_tempo") == "normal"
    scene = make_scene(app, _one_human_against_bots())
    assert scene.state.auto_witch == pytest.approx(WITCH_SECONDS["normal"])
