"""The Baba Yaga scene inside the real App (game/app.py), driven by raw pygame events."""
import pygame
import pytest

from game import games as registry
from game.core.setup import GameSetup, SeatConfig
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R

from .helpers import INFO

app_module = pytest.importorskip("game.app")


@pytest.fixture
def real_app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    monkeypatch.setitem(registry.GAMES, "baba_yaga", INFO)
    a = app_module.App(headless=True, size=(1920, 1080), lang="en")
    yield a
    a.shutdown()


def frames(app, n=1, events=()):
    app.frame(1 / 60, list(events))
    for _ in range(n - 1):
        app.frame(1 / 60, [])


def click(app, pos):
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_a_human_searches_with_the_mouse_in_the_real_app(real_app):
    seats = [SeatConfig("Mia", "red", "human", "normal", "mouse"),
             SeatConfig("Leo", "blue", "bot", "normal"), SeatConfig("Ada", "yellow", "bot", "normal")]
    real_app.start_game(GameSetup("baba_yaga", seats, {"mode": "basic"}, seed=4))
    frames(real_app, 40)  # the fade in
    scene = real_app.top
    assert type(scene).__name__ == "BabaYagaScene"
    s = scene.state
    scene._events(R.tick(s, D.STUDY_SECONDS))  # skip the study
    assert real_app.saves.has_continue()  # saved at the turn boundary
    scene.apply(M.ChooseFlightPath(1, "row", "west"))
    frames(real_app, 5)
    target = next(c for c in D.FOREST_CELLS if s.board[c] in s.card_elements())
    click(real_app, L.index_center(target))
    assert target in s.up
    # a key from the searcher's seat is not bound: it is nobody's, and nothing happens
    frames(real_app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    frames(real_app, 120)
    assert s.turn["moves"] >= 1  # the automatic witch flies for a solo human
    assert not real_app.crashes


def test_escape_opens_the_pause_menu_over_the_table(real_app):
    seats = [SeatConfig(n, c, "bot", "normal") for n, c in (("Mia", "red"), ("Leo", "blue"))]
    real_app.start_game(GameSetup("baba_yaga", seats, {}, seed=2))
    frames(real_app, 40)
    table = real_app.top
    frames(real_app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert real_app.top is not table and table in real_app.stack
    assert not real_app.crashes
