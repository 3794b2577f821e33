"""Shared fixtures for the menu tests: a 1920x1080 display, English, a fake app, a fake playable game."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import i18n


@pytest.fixture(autouse=True)
def _display_and_language(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    i18n.set_language("en")
    yield
    i18n.set_language("en")
    i18n._listeners.clear()


@pytest.fixture
def app():
    from tests.fakes import FakeApp

    return FakeApp(devices=("mouse", "kb_left", "kb_right", "kb_numpad"))  # binds are recorded


@pytest.fixture
def fake_game(monkeypatch):
    """A playable game with options in the registry (the real ones are not built yet)."""
    from tests.fakes import FAKE_GAME, put_game

    return put_game(monkeypatch, FAKE_GAME)
