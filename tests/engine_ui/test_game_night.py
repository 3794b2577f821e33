"""A game night on screen: a game of the night ends into the night (the end screen leads to the scoreboard),
the scoreboard starts the next game, the champion ends the night, and the title continues a night kept on disk."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.night import Night, Player
from game.engine.family import NightStore
from game.engine.menus.end_screen import EndScreen
from game.engine.menus.night_board import NightBoard
from game.engine.menus.night_champion import Champion
from game.engine.night_flow import NightFlow
from tests.fakes import FakeApp
from tests.template_game import bot as B
from tests.template_game import rules as R
from tests.template_game.scene import NimScene


class RaceScene(NimScene):
    """The template game (Nim) under the night's own game names, with its bots taken from its folder."""

    def make_bot(self, seat, difficulty):
        return B.make_bot(seat, difficulty, self.setup.seed)


@dataclass
class Info:
    id: str
    min_players: int = 2
    max_players: int = 4
    cooperative: bool = False

    def make_scene(self, app, setup, state=None):
        scene = RaceScene(app, setup, state)
        scene.game_id = self.id
        return scene


class Registry:
    """Two games of Nim under two names: enough for a night."""

    def __init__(self):
        self.infos = {g: Info(g) for g in ("race_a", "race_b")}

    def get(self, game):
        return self.infos[game]

    def available(self):
        return list(self.infos.values())

    every = available


def night_app(tmp_path):
    app = FakeApp()
    night = Night([Player("Mia", "red", "bot", "easy"), Player("Leo", "blue", "bot", "easy")], ["race_a", "race_b"])
    store = NightStore(tmp_path)
    flow = NightFlow(night, Registry(), store)
    return app, flow, store


def play_to_the_end(app):
    scene = app.top
    for _ in range(3000):
        app.frame(1 / 20, pygame.Surface((1920, 1080)))
        if isinstance(app.top, EndScreen):
            return scene
    raise AssertionError("the game never ended")


def test_a_game_of_the_night_ends_into_the_night_and_the_scoreboard_starts_the_next(tmp_path):
    app, flow, store = night_app(tmp_path)
    assert flow.start_current(app)
    assert app.night_flow is flow and isinstance(app.top, RaceScene) and app.top.setup.game == "race_a"
    scene = play_to_the_end(app)
    winner = R.result(scene.state)["winners"][0]
    assert len(flow.night.played) == 1 and flow.night.played[0].places[winner] == 1
    assert NightStore(tmp_path).load().current == "race_b"  # kept at once: quitting now loses nothing
    end = app.top
    assert end.on_next is not None  # the main button leads to the scoreboard, not "Play again"
    end.again.activate()
    board = app.top
    assert isinstance(board, NightBoard) and board.before == [0, 0]
    board.main_button.activate()
    assert isinstance(app.top, RaceScene) and app.top.setup.game == "race_b"
    play_to_the_end(app)
    app.top.again.activate()
    board = app.top
    assert isinstance(board, NightBoard) and flow.night.over
    board.main_button.activate()
    assert isinstance(app.top, Champion)
    assert NightStore(tmp_path).load() is None  # the champion was shown: nothing left to continue


def test_a_game_outside_the_night_keeps_play_again(tmp_path):
    app, flow, _store = night_app(tmp_path)
    app.night_flow = flow
    other = Registry().get("race_b").make_scene(app, flow.setup_for("race_b"))  # not the night's game now
    app.push(other)
    play_to_the_end(app)
    assert app.top.on_next is None and flow.night.played == []


def test_the_scoreboard_bars_grow_by_what_the_last_game_gave(tmp_path):
    app, flow, _store = night_app(tmp_path)
    flow.last = flow.night.record("race_a", {"winners": [1], "ranking": [1, 0]})
    board = NightBoard(app, flow)
    assert board.before == [0, 0] and flow.night.totals() == [6, 10]
    assert board.grown(0) == 0.0
    board.update(5.0)
    assert board.grown(0) == 1.0 and board.grown(1) == 1.0
    board.draw(pygame.Surface((1920, 1080)))


def test_the_title_offers_a_game_night_and_continues_the_one_kept_on_disk():
    from game.engine import paths
    from game.engine.menus.night_setup import NightSetup
    from game.engine.menus.title import TitleScene

    app = FakeApp()
    title = TitleScene(app)
    night_button = next(b for b in title.buttons if b.icon == "dice")
    night_button.activate()
    assert isinstance(app.switched[-1][0], NightSetup)
    setup_scene = app.switched[-1][0]
    setup_scene.start_night()  # guests and bots, every game that seats four
    assert isinstance(app.top, NightBoard) and app.night_flow.night.games
    kept = NightStore(paths.user_data_dir()).load()
    assert kept is not None and kept.games == app.night_flow.night.games
    app2 = FakeApp()
    title2 = TitleScene(app2)
    night_button = next(b for b in title2.buttons if b.icon == "dice")
    assert night_button.label() == "Continue the night"
    night_button.activate()
    assert isinstance(app2.switched[-1][0], NightBoard) and app2.night_flow.night.games == kept.games
    NightStore(paths.user_data_dir()).clear()


def test_the_family_page_adds_a_player_who_is_remembered_and_offered_for_the_night():
    from game.engine import paths
    from game.engine.family import Family
    from game.engine.menus.family_page import FamilyPage
    from game.engine.menus.night_setup import NightSetup

    app = FakeApp()
    page = FamilyPage(app, app.games)
    page.add()  # no name yet: told, nothing added
    assert app.notices and "Nana" not in [p.name for p in page.family.profiles]
    page.set_name("Nana")
    page.set_age("child")
    page.add()
    page.draw(pygame.Surface((1920, 1080)))
    nana = Family(paths.user_data_dir()).get("Nana")
    assert nana is not None and nana.child
    night = NightSetup(app, app.games)
    assert "Nana" in night.seat_values() and "Nana" in night.who[:night.count]
    Family(paths.user_data_dir()).remove("Nana")


def test_the_set_up_screen_offers_the_familys_players_first_as_names():
    from game.engine import paths
    from game.engine.family import Family, Profile
    from game.engine.menus.setup import SetupScene

    fam = Family(paths.user_data_dir())
    fam.add(Profile("Grandpa", "green"))
    try:
        scene = SetupScene(FakeApp(), "pied_piper")
        names = scene.name_suggestions()
        assert names[0] == "Grandpa" and len(names) > 1 and names.count("Grandpa") == 1
    finally:
        fam.remove("Grandpa")


def test_the_champions_cheer_is_a_games_fanfare_found_through_the_registry():
    from game.core.gameinfo import GameInfo
    from game.core.registry import Registry
    from game.engine.menus.night_champion import cheer

    assert cheer(FakeApp().games) == "beanstalk/fanfare"  # the only fanfare the shipped games have
    assert cheer(Registry([GameInfo("nim", 2, 2)])) == "confirm"  # none: the menus' own confirm
