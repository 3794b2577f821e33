"""Shared by every game's log test: a table through its scene, headless, until the log has enough lines."""
from __future__ import annotations

import pygame

from tests.fakes import FakeApp


def bot_game_log(make_scene, setup, frames: int = 3000, dt: float = 1 / 20, enough: int = 12):
    """Bots at every seat play through the scene (GameScene.act / tick) until the log holds `enough` entries,
    the game ends or `frames` pass. Returns the scene."""
    app = FakeApp()
    scene = make_scene(app, setup)
    app.push(scene)
    scene.take_over_humans()
    scene.draw(pygame.Surface((1920, 1080)))  # the table on screen once (a game may wait for that to begin)
    for _ in range(frames):
        while app.top is not scene and len(app.stack) > 1:  # a curtain, the end screen: not this test's business
            app.pop()
        scene.update(dt)
        if len(scene.game_log) >= enough:
            break
    return scene


def names_in(scene) -> set[str]:
    """The seat names the log's sentences mention."""
    names = {scene.seat_name(i) for i in range(len(scene.setup.seats))}
    return {n for n in names if any(n in e.text for e in scene.game_log)}
