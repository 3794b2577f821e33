"""Who starts, in Kragmortha and the Pied Piper: the set-up screen offers "Random" and the seats in play, each
named by its player; never a seat that is not at the table (a 4-player game offering "Player 8", which the
rules would quietly turn into another seat)."""
import pytest

from game import games
from game.core.gameinfo import Option
from game.engine import intents as I
from game.engine.i18n import tr
from tests.setup_screens import named_setup, pick_then_fewer, setup_app

GAMES = ("kragmortha", "pied_piper")


@pytest.fixture
def app():
    return setup_app()


def setup_screen(app, game_id: str, players: int):
    return named_setup(app, game_id, players, named=players)


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
    chosen, start = pick_then_fewer(app, scene, "start_player", 5, 3)
    assert chosen == 4
    assert scene.model.options["start_player"] == "random" and start.values == ["random", 0, 1, 2]
