"""Who starts, in Kragmortha and the Pied Piper: the set-up screen offers "Random" and the seats in play, each
named by its player; never a seat that is not at the table (a 4-player game offering "Player 8", which the
rules would quietly turn into another seat)."""
import pygame
import pytest

from game import games
from game.core.gameinfo import Option
from game.engine import intents as I
from game.engine.i18n import set_language, tr
from game.engine.menus.setup import SetupScene
from tests.fakes import FakeApp

GAMES = ("kragmortha", "pied_piper")


@pytest.fixture
def app():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    set_language("en")
    return FakeApp(devices=("mouse", "kb_left", "kb_right", "kb_numpad"))


def setup_screen(app, game_id: str, players: int) -> SetupScene:
    scene = SetupScene(app, game_id)
    app.push(scene)
    scene.set_players(players)
    for i, name in enumerate(("Oma", "Leo", "Ada", "Kai", "Zoe")[:players]):
        scene.set_name(i, name)
    return scene


def test_a_seat_option_keeps_its_words_and_the_seats_in_play():
    opt = Option("start_player", ("random", 0, 1, 2, 3, 4), "random", seats=True)
    assert opt.choices_for(3) == ("random", 0, 1, 2)
    assert Option("flag", (False, True), False, seats=True).choices_for(1) == (False, True)  # a bool is no seat


@pytest.mark.parametrize("game_id", GAMES)
def test_who_starts_offers_random_and_the_players_at_the_table_by_name(app, game_id):
    scene = setup_screen(app, game_id, 3)
    start = scene.option_choices["start_player"]
    assert start.values == ["random", 0, 1, 2]
    assert [start.fmt(v) for v in start.values] == [tr(f"opt.{game_id}.start_player.random"), "Oma", "Leo", "Ada"]
    scene.group.focus(start)
    app.send(I.RIGHT)
    app.send(I.RIGHT)
    assert scene.model.options["start_player"] == 1 and start.fmt(start.value) == "Leo"
    setup = scene.model.to_setup()
    state = games.get(game_id).rules().new_game({**setup.config(), "players": 3}, setup.seed)
    assert state.start_player == 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_starting_seat_no_longer_at_the_table_goes_back_to_random(app, game_id):
    scene = setup_screen(app, game_id, 5)
    scene.group.focus(scene.option_choices["start_player"])
    for _ in range(5):
        app.send(I.RIGHT)
    assert scene.model.options["start_player"] == 4
    scene.set_players(3)
    start = scene.option_choices["start_player"]
    assert scene.model.options["start_player"] == "random" and start.values == ["random", 0, 1, 2]
