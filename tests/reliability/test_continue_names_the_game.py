"""When the most recent save is set aside, the family is told which game Continue opens instead: the notice of
the set-aside save names its game, a second notice names the game Continue now opens, and a crash that sets the
continued save aside says on the crash screen which game Continue opens now."""
import os
import time

import pygame

from game import games
from game.app import App
from game.core.setup import GameSetup
from game.engine.crash import CrashScreen
from game.engine.i18n import tr
from game.engine.saves import SaveStore
from game.engine.scene import Scene
from tests.save_helpers import real_state


def human(game_id, players, seed=2):
    setup = GameSetup.all_bots(game_id, players, seed=seed)
    setup.seats[0].kind = "human"
    return setup


def two_saves(folder, damage_newest=True):
    store = SaveStore(folder, games.registry())
    store.save(human("beanstalk", 2), real_state("beanstalk", 2, seed=2))
    older = store.slot_path("beanstalk")
    os.utime(older, (time.time() - 600, time.time() - 600))
    state = real_state("magic_maze", 3, seed=2, theft=[])  # the damage of the probe: theft = []
    store.save(human("magic_maze", 3), state if damage_newest else real_state("magic_maze", 3, seed=2))
    return store


def test_the_most_recent_save_set_aside_says_which_game_continue_opens(tmp_path):
    two_saves(tmp_path)
    store = SaveStore(tmp_path, games.registry())  # the next launch reads both
    assert store.game_id() == "beanstalk"
    keys = [k for k, _ in store.notices]
    assert keys == ["app.notice.save_damaged_game", "app.notice.continue_now"]
    assert store.notices[0][1]["game_id"] == "magic_maze" and store.notices[1][1]["game_id"] == "beanstalk"
    store.game_id()
    assert len(store.notices) == 2  # said once


def test_an_older_save_set_aside_does_not_claim_continue_changed(tmp_path):
    store = SaveStore(tmp_path, games.registry())
    store.save(human("magic_maze", 3), real_state("magic_maze", 3, seed=2, theft=[]))
    os.utime(store.slot_path("magic_maze"), (time.time() - 600, time.time() - 600))
    store.save(human("beanstalk", 2), real_state("beanstalk", 2, seed=2))
    again = SaveStore(tmp_path, games.registry())
    assert again.game_id() == "beanstalk"
    assert [k for k, _ in again.notices] == ["app.notice.save_damaged_game"]


def test_the_app_shows_the_games_by_their_titles(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    two_saves(tmp_path)
    app = App(headless=True)
    app.running = True
    app.run(max_frames=3)
    texts = [n.text for n in app.notices]
    magic, jack = tr("game.magic_maze.title"), tr("game.beanstalk.title")
    assert any(magic in t and ".bak" in t for t in texts), texts
    assert tr("app.notice.continue_now", game=jack) in texts


class Breaks(Scene):
    def update(self, dt):
        raise KeyError("steady")

    def draw(self, surface):
        surface.fill((0, 0, 0))


def test_a_crash_that_sets_the_save_aside_names_the_game_continue_opens_now(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    two_saves(tmp_path, damage_newest=False)
    monkeypatch.setattr("game.games.magic_maze.scene.make_scene", lambda app, setup, state=None: Breaks(app))
    app = App(headless=True)
    app.running = True
    assert app.saves.game_id() == "magic_maze" and app.continue_game()
    for _ in range(120):
        app.frame(1 / 60, events=[])
        if isinstance(app.top, CrashScreen):
            break
    screen = app.top
    assert isinstance(screen, CrashScreen) and screen.save_set_aside
    assert screen.continue_opens == tr("game.beanstalk.title")
    surface = pygame.Surface((1920, 1080))
    screen.draw(surface)  # the sentence with the game's title is drawn
