"""Who starts: the seed's 「由年紀最輕的玩家取得魔豆標記」 (the youngest player takes the magic bean token, which
breaks ties in the turn order). The set-up screen asks for the youngest among the seats in play, by name, the
first seat by default; the rules give that seat the bean."""
import pytest

from game import games
from game.engine import intents as I
from game.engine.i18n import set_language, tr
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from tests.beanstalk.helpers import choose_all
from tests.setup_screens import named_setup, pick_then_fewer, setup_app


@pytest.fixture
def app():
    return setup_app()


def setup_screen(app, players: int):
    return named_setup(app, "beanstalk", players)


def test_the_youngest_player_takes_the_magic_bean_token(app):
    scene = setup_screen(app, 4)
    youngest = scene.option_choices["bean_holder"]
    assert youngest.value == 0 and youngest.fmt(youngest.value) == "Oma"  # the first seat by default
    assert youngest.values == [0, 1, 2, 3]  # only the seats in play
    scene.group.focus(youngest)
    app.send(I.RIGHT)
    app.send(I.RIGHT)
    assert scene.model.options["bean_holder"] == 2 and youngest.fmt(youngest.value) == "Ada"
    setup = scene.model.to_setup()
    state = R.new_game(setup.config(), setup.seed)
    assert state.bean == 2 and R.view(state, 0)["bean"] == 2
    # the bean breaks the tie: Ada (the youngest) acts before Kai, Oma and Leo on equal cards
    rev = [e for e in choose_all(state, [4, 4, 4, 4]) if isinstance(e, E.CardsRevealed)][0]
    assert rev.order == (2, 3, 0, 1) and state.actor == 2


def test_the_default_bean_holder_is_the_first_seat():
    assert games.get("beanstalk").default_config()["bean_holder"] == 0
    state = R.new_game({"players": 3, **games.get("beanstalk").default_config()}, 5)
    assert state.bean == 0


def test_a_youngest_seat_no_longer_in_play_goes_back_to_the_first_seat(app):
    scene = setup_screen(app, 5)
    chosen, youngest = pick_then_fewer(app, scene, "bean_holder", 4, 3)
    assert chosen == 4
    assert scene.model.options["bean_holder"] == 0 and youngest.values == [0, 1, 2] and youngest.value == 0
    assert scene.model.to_setup().config()["bean_holder"] == 0


def test_the_youngest_is_named_as_the_seat_is_renamed_and_explained(app):
    scene = setup_screen(app, 3)
    youngest = scene.option_choices["bean_holder"]
    scene.set_name(0, "Grandpa")
    assert youngest.fmt(youngest.value) == "Grandpa"
    scene.set_name(0, "  ")
    assert youngest.fmt(youngest.value) == tr("setup.seat", n=1)  # a blank name: the seat's number
    scene.group.focus(youngest)
    assert scene.help_line() == tr("beanstalk.option.bean_holder.help")
    set_language("zh-TW")
    try:
        assert tr("opt.beanstalk.bean_holder") != "opt.beanstalk.bean_holder"
        assert scene.help_line() == tr("beanstalk.option.bean_holder.help")
    finally:
        set_language("en")
