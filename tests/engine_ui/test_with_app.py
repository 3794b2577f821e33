"""The menus inside the real App (game/app.py), driven by raw pygame events as a player would."""
import dataclasses

import pygame
import pytest

from game import games as registry
from game.engine import i18n

app_module = pytest.importorskip("game.app")


@pytest.fixture
def real_app():
    from game.engine.menus.title import TitleScene

    a = app_module.App(headless=True, size=(1920, 1080), lang="en", games=registry.registry())
    a.push(TitleScene(a))
    yield a
    a.shutdown()


def press(app, key, frames=30):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])
    for _ in range(frames):  # let fades finish
        app.frame(1 / 60, [])


def click(app, pos, frames=30):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    for _ in range(frames):
        app.frame(1 / 60, [])


def test_settings_language_round_trip_with_the_keyboard(real_app):
    title = real_app.top
    title.group.focus(next(b for b in title.buttons if b.icon == "gear"))  # Settings
    press(real_app, pygame.K_RETURN)
    settings = real_app.top
    assert type(settings).__name__ == "SettingsScene"
    press(real_app, pygame.K_RIGHT)
    assert i18n.language() == "zh-TW" and real_app.settings.get("language") == "zh-TW"
    press(real_app, pygame.K_LEFT)
    press(real_app, pygame.K_ESCAPE)
    assert real_app.top is title and i18n.language() == "en"
    assert not real_app.crashes


def test_from_title_to_a_game_with_the_mouse(real_app, monkeypatch):
    from tests.fakes import FAKE_GAME, GameScene, put_game

    put_game(monkeypatch, dataclasses.replace(FAKE_GAME, id="pied_piper", art="cards/pied_piper.svg"))
    from game.engine.menus.title import TitleScene

    real_app.replace(TitleScene(real_app))
    title = real_app.top
    card = next(c for c in title.cards if c.info.id == "pied_piper")
    click(real_app, card.rect.center)
    setup = real_app.top
    assert type(setup).__name__ == "SetupScene" and setup.info.id == "pied_piper"
    click(real_app, setup.start.rect.center)
    assert isinstance(real_app.top, GameScene)
    assert real_app.settings.get("last_setup")["pied_piper"]["seats"][0]["kind"] == "human"
    assert not real_app.crashes


def test_pause_menu_through_the_app(real_app):
    from game.engine.scene import Scene

    real_app.replace(Scene(real_app))
    real_app.open_pause_menu("pied_piper")
    assert type(real_app.top).__name__ == "PauseMenu"
    press(real_app, pygame.K_ESCAPE)
    assert type(real_app.top).__name__ == "Scene"
    assert not real_app.crashes
