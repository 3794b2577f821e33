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


def run_until(app, done, dt=0.1, limit=900, each=None):
    """Whole app frames (dt game seconds each) until done(); `each()` runs before every frame."""
    for _ in range(limit):
        if done():
            return True
        if each is not None:
            each()
        app.frame(dt, [])
    return done()


def press(app, key):
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
    frames(app, 1, [pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])


def test_a_human_searches_with_the_mouse_then_quits_and_continues_the_turn_in_progress(real_app):
    """Save / resume between turns: a turn in progress restarts from its beginning."""
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

    # the turn finishes (one tile is not three: the spell fails); Leo's turn starts and is saved
    first = s.turn_no
    assert run_until(real_app, lambda: s.turn_no > first)
    in_progress = s.turn_no
    assert s.active == 1 and s.discards == [[], [], []]
    _setup, saved, _extra = real_app.saves.load()
    assert saved["turn_no"] == in_progress and saved["phase"] == "choose_path"
    # Ada (a bot) picks the path, Leo (a bot) searches, and Ada flies the witch; then it is Mia's move
    assert run_until(real_app, lambda: s.phase == "search" and s.up and s.mover() == 0)
    assert s.turn["moves"] >= 1

    # Esc, "Quit to menu", "Quit" (the confirmation), all with the real keyboard and mouse
    press(real_app, pygame.K_ESCAPE)
    pause = real_app.top
    assert type(pause).__name__ == "PauseMenu"
    click(real_app, pause.buttons[-1].rect.center)
    assert pause.confirming
    click(real_app, pause.buttons[-1].rect.center)
    assert run_until(real_app, lambda: type(real_app.top).__name__ == "TitleScene", dt=1 / 60, limit=120)
    assert scene not in real_app.stack and real_app.saves.has_continue()

    # Continue: the same game, at the start of the turn that was in progress
    assert real_app.continue_game()
    assert run_until(real_app, lambda: type(real_app.top).__name__ == "BabaYagaScene", dt=1 / 60, limit=120)
    resumed = real_app.top
    r = resumed.state
    assert resumed is not scene and [x.name for x in resumed.setup.seats] == ["Mia", "Leo", "Ada"]
    assert (r.turn_no, r.active, r.phase, r.up) == (in_progress, 1, "choose_path", [])
    assert (r.board, r.piles, r.discards) == (saved["board"], saved["piles"], saved["discards"])
    assert r.turn.get("chooser") == 2

    # and it plays on: the bots act again, Mia moves the witch with a click when it is her move
    def mia_moves_when_asked():
        if r.phase == "search" and r.mover() == 0:
            click(real_app, (L.BOARD_CX, 40))

    assert run_until(real_app, lambda: r.turn_no > in_progress, each=mia_moves_when_asked)
    assert not real_app.crashes


def test_escape_opens_the_pause_menu_over_the_table(real_app):
    seats = [SeatConfig(n, c, "bot", "normal") for n, c in (("Mia", "red"), ("Leo", "blue"))]
    real_app.start_game(GameSetup("baba_yaga", seats, {}, seed=2))
    frames(real_app, 40)
    table = real_app.top
    frames(real_app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert real_app.top is not table and table in real_app.stack
    assert not real_app.crashes
