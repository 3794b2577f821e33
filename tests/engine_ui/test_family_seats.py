"""Family players as seats on every game's own set-up (their name, colour, device and a child's gentle
defaults), a phone that joins with a family player's name, and a game outside a night counted for the family
players who played it (not for bots in their place)."""
from __future__ import annotations

import pygame
import pytest

from game.core.gameinfo import GameInfo
from game.core.setup import GameSetup, SeatConfig
from game.engine.family import Family, Profile
from game.engine.menus.end_screen import EndScreen
from game.engine.menus.setup import SetupScene
from tests.fakes import FakeApp, put_game
from tests.template_game import rules as R
from tests.template_game.scene import NimScene


@pytest.fixture
def app(tmp_path):
    app = FakeApp(devices=("mouse", "kb_left", "kb_right", "kb_numpad", "pad:7"))
    app.family = Family(tmp_path)
    app.family.add(Profile("Grandpa", "green", "grandpa", "pad", "grown-up"))
    app.family.add(Profile("Mia", "purple", "girl", "kb_left", "child"))
    return app


def seat_who(scene, i):
    return scene.seat_widgets[i][2]


def test_the_who_row_offers_the_family_then_a_guest_then_the_bots(app):
    scene = SetupScene(app, "pied_piper")
    assert seat_who(scene, 0).values == ["family:Grandpa", "family:Mia", "human", "easy", "normal", "hard"]
    scene.set_kind(1, "family:Grandpa")
    assert scene.seated_elsewhere(0, "family:Grandpa") and not scene.seated_elsewhere(1, "family:Grandpa")


def test_a_family_player_brings_their_name_colour_and_preferred_device(app):
    scene = SetupScene(app, "pied_piper")
    scene.set_players(3)
    before = scene.model.seats[0].colour
    holder = next(i for i, s in enumerate(scene.model.active) if s.colour == "green") \
        if any(s.colour == "green" for s in scene.model.active) else None
    scene.set_kind(0, "family:Grandpa")
    seat = scene.model.seats[0]
    assert (seat.name, seat.kind, seat.colour, seat.device) == ("Grandpa", "human", "green", "pad:7")
    if holder not in (None, 0):
        assert scene.model.seats[holder].colour == before  # the seat that had green got this seat's colour
    assert len({s.colour for s in scene.model.active}) == 3
    assert seat_who(scene, 0).value == "family:Grandpa"  # the screen shows it


def test_a_colour_the_game_does_not_have_keeps_the_seats_own(app):
    scene = SetupScene(app, "pied_piper")  # five colours: no purple among them? then the seat's own stays
    own = scene.model.seats[1].colour
    scene.set_kind(1, "family:Mia")
    assert scene.model.seats[1].colour == ("purple" if "purple" in scene.model.palette else own)


def test_a_child_seated_brings_the_gentle_defaults_this_game_declares(app):
    app.settings.set("witch_tempo", "fast")
    scene = SetupScene(app, "baba_yaga")
    scene.set_players(3)
    for i in (1, 2):
        scene.set_kind(i, "hard")
    scene.set_kind(0, "family:Mia")
    assert app.settings.get("witch_tempo") == "slow"
    assert [s.difficulty for s in scene.model.active[1:]] == ["easy", "easy"]
    assert scene.model.seats[0].device == "kb_left"
    steady = SetupScene(app, "beanstalk")
    steady.set_kind(0, "family:Mia")
    assert steady.model.options["easy_hands"] is True
    grown = SetupScene(app, "beanstalk")
    grown.model.options["easy_hands"] = False
    grown.set_kind(0, "family:Grandpa")
    assert grown.model.options["easy_hands"] is False  # a grown-up changes nothing


def test_typing_a_family_players_name_seats_them_and_a_guest_gets_a_name_nobody_has(app):
    scene = SetupScene(app, "pied_piper")
    scene.set_name(0, "grandpa")
    assert scene.model.seats[0].name == "Grandpa" and scene.model.seats[0].device == "pad:7"
    who = seat_who(scene, 0)
    who.set_value("human")  # the row's own change, as left/right makes it
    who.on_change("human")
    name = scene.model.seats[0].name
    assert app.family.get(name) is None and scene.seat_widgets[0][1].value == name
    assert scene.model.seats[0].kind == "human"


def test_a_phone_that_joins_with_a_family_players_name_becomes_that_player(app):
    scene = SetupScene(app, "pied_piper")
    scene.set_players(3)
    scene.model.seats[0].kind, scene.model.seats[0].name = "human", "Mia"  # only her name, on the mouse
    scene.phone_take(2, "pad:phone-ab12", "mia")
    assert scene.model.seats[0].name != "Mia" and app.family.get(scene.model.seats[0].name) is None
    seat = scene.model.seats[2]
    assert (seat.name, seat.device, seat.kind) == ("Mia", "pad:phone-ab12", "human")
    assert seat_who(scene, 2).value == "family:Mia"
    assert all(s.difficulty == "easy" for s in scene.model.active if s.is_bot)  # a child: gentle bots
    scene.phone_take(1, "pad:phone-cd34", "Ada")  # not in the family: just a name
    assert scene.model.seats[1].name == "Ada" and seat_who(scene, 1).value == "human"
    scene.phone_rename("pad:phone-cd34", "Grandpa")
    assert seat_who(scene, 1).value == "family:Grandpa" and scene.model.seats[1].device == "pad:phone-cd34"


def play_nim(app, scene):
    app.push(scene)
    for _ in range(2000):
        if isinstance(app.top, EndScreen):
            return
        state = scene.state
        if state.winner is None and state.active in scene.humans and state.active not in scene.bots:
            scene.act(state.active, R.Take(state.active, 1))
        app.frame(1 / 20, pygame.Surface((1920, 1080)))
    raise AssertionError("the game never ended")


def test_a_game_outside_a_night_counts_for_the_family_players_who_played_it(app, monkeypatch):
    put_game(monkeypatch, GameInfo("nim", 2, 2, available=True, package="tests.template_game"), app.games)
    setup = GameSetup("nim", [SeatConfig("Mia", "red", "human", device="mouse"),
                              SeatConfig("Grandpa", "blue", "bot", "easy")], {"stones": 12}, seed=3)
    scene = NimScene(app, setup)
    play_nim(app, scene)
    winner = R.result(scene.state)["winners"][0]
    mia = Family(app.family.path.parent).get("Mia")
    assert mia.record["nim"]["played"] == 1 and mia.record["nim"]["won"] == (1 if winner == 0 else 0)
    if winner == 0:
        assert mia.record["nim"]["best"] == {"win": 1}  # the engine's own moment: one player beaten
    assert "nim" not in Family(app.family.path.parent).get("Grandpa").record  # a bot named Grandpa is no Grandpa


def test_bots_playing_for_a_person_do_not_count_for_the_family(app, monkeypatch):
    put_game(monkeypatch, GameInfo("nim", 2, 2, available=True, package="tests.template_game"), app.games)
    setup = GameSetup("nim", [SeatConfig("Mia", "red", "human", device="mouse"),
                              SeatConfig("Bot", "blue", "bot", "easy")], {"stones": 12}, seed=3)
    scene = NimScene(app, setup)
    scene.take_over_humans("easy")  # the tools' frames: bots at the human seats
    play_nim(app, scene)
    assert "nim" not in Family(app.family.path.parent).get("Mia").record


def test_a_game_of_the_night_with_a_child_at_the_table_starts_with_the_gentle_options(app):
    from game.core.night import Night, Player
    from game.engine.night_flow import NightFlow

    night = Night([Player("Mia", "purple", portrait="girl"), Player("Bot 2", "red", "bot", "hard")],
                  ["beanstalk", "pied_piper"])
    flow = NightFlow(night, app.games, family=app.family)
    assert flow.setup_for("beanstalk").options == {"easy_hands": True}
    assert flow.setup_for("pied_piper").options == {}  # nothing of that name in this game
    assert flow.setup_for("beanstalk").seats[1].difficulty == "hard"  # the night's own bot level stays
    grown = NightFlow(Night([Player("Grandpa", "green"), Player("Bot 2", "red", "bot")], ["beanstalk"]), app.games,
                      family=app.family)
    assert grown.setup_for("beanstalk").options == {}


def test_a_game_scene_feeds_the_best_moments_of_its_own_game(app):
    from game.games.beanstalk.scene import demo_scene as beanstalk_table
    from game.games.pied_piper import rules as PP
    from game.games.pied_piper.scene import demo_scene

    assert beanstalk_table(app, 1).best_moments.module.__name__ == "game.games.beanstalk.best_moments"
    scene = demo_scene(app, 1)
    seen = []
    scene.best_moments.observe = lambda state, events: seen.append(list(events))
    seat = next(s for s in range(scene.state.players) if PP.legal_actions(scene.state, s))
    events = scene.act(seat, PP.legal_actions(scene.state, seat)[0])
    assert events and seen == [events]
    nim = GameSetup("nim", [SeatConfig("A", "red", "human"), SeatConfig("B", "blue", "human")], {}, seed=1)
    assert NimScene(app, nim).best_moments.module is None  # none: the engine's win only
