"""A continued Magic Maze game does not open its scenario again: with a timer it counts in under "Game resumed —
get ready!" (time to get ready before the sand runs), without a timer it goes on at once; a new game still opens
with "Get ready! 1. Discovery" and the scenario's rule."""
from __future__ import annotations

import pygame
import pytest

from game.core.setup import GameSetup
from game.engine import i18n
from game.engine.i18n import tr
from game.games.magic_maze.sand import READY_SECONDS
from tests.fakes import FakeApp


def _table(timer=3, continued=False):
    setup = GameSetup.all_bots("magic_maze", 3, seed=3)
    setup.options["timer"] = timer
    setup.seats[0].kind, setup.seats[0].device = "human", "mouse"
    app = FakeApp()
    scene = app.games.get("magic_maze").make_scene(app, setup)
    if continued:
        scene.sand.count_from(0.0)
        scene.update(0.5)  # the sand ran a little before the save
        scene = app.games.get("magic_maze").make_scene(app, setup, scene.rules.to_json(scene.state))
    app.push(scene)
    return scene


@pytest.fixture
def banners(monkeypatch):
    """The words of every banner the mall's banners ask for (the kit keeps drawn banners, so text.render may not
    see them again)."""
    from game.games.magic_maze import banners as B

    asked: list[str] = []
    real = B.banner

    def recording(words, style, sub=""):
        asked.extend([words, sub])
        return real(words, style, sub)

    monkeypatch.setattr(B, "banner", recording)
    return asked


def _drawn(scene, asked):
    asked.clear()
    scene.draw(pygame.Surface((1920, 1080)))
    return set(asked)


def test_a_new_game_opens_with_the_scenario(banners):
    scene = _table()
    assert scene.sand.counting() and scene.sand.ready_left == READY_SECONDS
    title = tr("magic_maze.scenario.1.title")
    assert tr("magic_maze_screen.get_ready_title", title=title) in _drawn(scene, banners)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_continued_game_with_a_timer_counts_in_without_opening_the_scenario_again(banners, lang):
    i18n.set_language(lang)
    try:
        scene = _table(continued=True)
        assert scene.resumed and scene.sand.counting()  # nothing timed before the table is ready
        drawn = _drawn(scene, banners)
        title = tr("magic_maze.scenario.1.title")
        assert tr("magic_maze_screen.resumed_title") in drawn
        assert tr("magic_maze_screen.get_ready_title", title=title) not in drawn
        assert tr("magic_maze.scenario.1.rule") not in drawn
        sand = scene.state.sand_left
        scene.update(READY_SECONDS / 2)
        assert scene.state.sand_left == sand  # the sand waits for the count-in
        for _ in range(round(READY_SECONDS * 10) + 2):
            scene.update(0.1)
        assert not scene.sand.counting() and scene.state.sand_left < sand
    finally:
        i18n.set_language("en")


def test_a_continued_game_without_a_timer_goes_on_at_once(banners):
    scene = _table(timer="none", continued=True)
    assert not scene.sand.counting()
    assert tr("magic_maze_screen.resumed_title") not in _drawn(scene, banners)
