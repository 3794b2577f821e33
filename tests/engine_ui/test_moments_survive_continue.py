"""The best moments' tally survives Continue: a continued Jack & the Beanstalk game still knows the tallest stalk
each player built before it was saved (it counts at the end and in the night); a damaged tally in a save leaves
an empty one and the game goes on."""
from __future__ import annotations

import pytest

from game.core.setup import GameSetup
from game.engine.menus.saved_games import resume
from game.engine.saves import SaveStore
from game.games import registry
from game.games.beanstalk import events as E
from tests.fakes import FakeApp


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path, registry())


def _beanstalk(app, players=3):
    setup = GameSetup.all_bots("beanstalk", players, seed=3)
    setup.seats[0].kind, setup.seats[0].device = "human", "mouse"
    scene = app.games.get("beanstalk").make_scene(app, setup)
    app.push(scene)
    return scene


def _placed(seat):
    return E.PiecePlaced(seat, "die", None, None, 10, 50.0, False)


def test_the_tallest_stalk_is_still_known_after_continue(store):
    app = FakeApp(saves=store)
    scene = _beanstalk(app)
    for seat in (0, 1, 0):
        scene.best_moments.observe(scene.state, [_placed(seat)])
    tallest = dict(scene.best_moments.data["tallest"])
    assert tallest["0"] >= 2
    scene.save()
    assert resume(app, "beanstalk")
    again = app.top
    assert again is not scene and again.best_moments.data["tallest"] == tallest
    result = {"totals": [0, 0, 0]}
    assert again.best_moments.at_end(again.state, result, [1, 2, 3])[0]["stalk"] == tallest["0"]
    again.best_moments.observe(again.state, [_placed(2)])  # and it goes on counting from there
    assert again.best_moments.data["tallest"] == {**tallest, "2": again.best_moments.data["tallest"]["2"]}


def test_a_game_with_an_empty_tally_saves_none():
    app = FakeApp()
    scene = _beanstalk(app)
    assert "moments" not in scene.screen_extra()


@pytest.mark.parametrize("damaged", [
    "tall", [1, 2], {"tallest": [3]}, {"tallest": {"0": "14"}}, {"tallest": {"9x": 3}}, {"standing": -1},
    {"tallest": {"0": 10**12}}, {"surprise": 1}, {"tallest": {"0": True}},
])
def test_a_damaged_tally_in_a_save_leaves_an_empty_one(damaged):
    scene = _beanstalk(FakeApp())
    again = scene.app.games.get("beanstalk").make_scene(FakeApp(), scene.setup, scene.rules.to_json(scene.state))
    again.restore_screen({"game": "beanstalk", "screen": {"moments": damaged}})
    assert again.best_moments.data == {}
    again.best_moments.observe(again.state, [_placed(1)])  # the game goes on counting
    assert set(again.best_moments.data["tallest"]) == {"1"}
