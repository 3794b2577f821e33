"""The Baba Yaga scene inside the real App (game/app.py), driven by raw pygame events."""
import pygame
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.games import registry
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.pause import quit_note_key

from .helpers import INFO

app_module = pytest.importorskip("game.app")


@pytest.fixture
def real_app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    from tests.fakes import put_game

    put_game(monkeypatch, INFO)
    a = app_module.App(headless=True, size=(1920, 1080), lang="en", games=registry())
    yield a
    a.shutdown()


def note_key(scene) -> str:
    """Which sentence the pause menu's quit question shows over this table."""
    return quit_note_key(scene.state, bool(scene.humans))


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
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))  # skip the study
    assert real_app.saves.has_continue()  # saved at the turn boundary
    scene.act(None, M.ChooseFlightPath(1, "row", "west"))
    frames(real_app, 5)
    assert scene.ready.active()  # "Get ready… 3, 2, 1" first
    assert run_until(real_app, lambda: not scene.ready.active())
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
    # the question says what the rest of this test finds: Leo's turn is played again from its start
    assert note_key(scene) == "baba_yaga.quit.turn" and "Leo's turn" in " ".join(pause.message)
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


def start(app, seats, seed=2) -> object:
    app.start_game(GameSetup("baba_yaga", seats, {"mode": "basic"}, seed=seed))
    frames(app, 40)  # the fade in
    assert type(app.top).__name__ == "BabaYagaScene"
    return app.top


def ask_to_quit(app):
    """Esc, then "Quit to menu": the question is showing. Returns the pause menu."""
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert type(pause).__name__ == "PauseMenu"
    click(app, pause.buttons[-1].rect.center)
    assert pause.confirming and pause.buttons[-1].label() == "Quit to menu"
    return pause


def quit_to_title(app, pause):
    click(app, pause.buttons[-1].rect.center)
    assert run_until(app, lambda: type(app.top).__name__ == "TitleScene", dt=1 / 60, limit=120)


SOLO = [SeatConfig("Mia", "red", "human", "normal", "mouse"), SeatConfig("Leo", "blue", "bot", "normal")]


def test_quitting_during_the_study_is_continued_from_the_start_of_the_study(real_app):
    scene = start(real_app, SOLO)
    frames(real_app, 300)  # five seconds of the study go by
    assert scene.state.phase == "study" and R.study_left(scene.state) < D.STUDY_SECONDS - 4
    pause = ask_to_quit(real_app)
    assert note_key(scene) == "baba_yaga.quit.study"
    assert "20-second study" in " ".join(pause.message)
    quit_to_title(real_app, pause)
    assert real_app.continue_game()
    assert run_until(real_app, lambda: type(real_app.top).__name__ == "BabaYagaScene", dt=1 / 60, limit=120)
    r = real_app.top.state
    assert r.phase == "study" and R.study_left(r) > D.STUDY_SECONDS - 1  # the whole study again


def test_keep_playing_goes_straight_back_to_the_table_as_it_was(real_app):
    scene = start(real_app, SOLO)
    s = scene.state
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
    scene.act(None, M.ChooseFlightPath(1, "row", "west"))
    target = next(c for c in D.FOREST_CELLS if s.board[c] in s.card_elements())
    scene.act(None, M.FlipTile(0, target))
    before = R.to_json(s)
    pause = ask_to_quit(real_app)
    assert pause.buttons[0].label() == "Keep playing"
    click(real_app, pause.buttons[0].rect.center)
    assert real_app.top is scene
    after = R.to_json(s)
    assert after["clock"]["now"] - before["clock"]["now"] < 0.1  # the menu stopped the game clock
    after["clock"] = before["clock"]
    assert after == before  # the search goes on where it was


def test_a_finished_game_is_not_saved_and_the_question_says_so(real_app):
    scene = start(real_app, SOLO)
    s = scene.state
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
    scene.act(None, M.ChooseFlightPath(1, "row", "west"))
    s.discards[0], s.piles[0] = s.piles[0][:2], []  # this card is Mia's third
    for c in [c for c in D.FOREST_CELLS if s.board[c] in s.card_elements()][:3]:
        scene.act(None, M.FlipTile(0, c))
    assert run_until(real_app, lambda: s.phase == "over")
    pause = ask_to_quit(real_app)
    assert note_key(scene) == "baba_yaga.quit.over" and "nothing to continue" in " ".join(pause.message)
    quit_to_title(real_app, pause)
    assert not real_app.saves.has_continue()


def test_a_table_of_bots_is_not_saved_and_the_question_says_so(real_app):
    scene = start(real_app, [SeatConfig(n, c, "bot", "normal") for n, c in (("Mia", "red"), ("Leo", "blue"))])
    assert run_until(real_app, lambda: scene.state.turn_no >= 2)
    pause = ask_to_quit(real_app)
    assert note_key(scene) == "baba_yaga.quit.bots_only" and "not saved" in " ".join(pause.message)
    quit_to_title(real_app, pause)
    assert not real_app.saves.has_continue()
