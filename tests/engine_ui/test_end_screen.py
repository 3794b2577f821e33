from game.core.setup import GameSetup
from game.engine import intents as it
from game.engine.menus.end_screen import EndScreen, Placing, _normalise
from tests.fakes import FakeApp, FakeSaves, GameScene


def make(app, game="fake_game"):
    setup = GameSetup.all_bots(game, 3, seed=11, options={"mode": "wild"})
    screen = EndScreen(app, setup, "Leo wins!", [Placing(1, "9 rats"), Placing(0, "7 rats"), (2, "7 rats", 2)])
    app.push(screen)
    return setup, screen


def test_ranking_places_and_ties():
    out = _normalise([Placing(1), (0, "x"), {"seat": 2, "detail": "y", "place": 2}, 3])
    assert [(p.seat, p.place) for p in out] == [(1, 1), (0, 2), (2, 2), (3, 4)]


def test_play_again_keeps_the_setup_with_a_new_seed(fake_game):
    app = FakeApp()
    setup, _ = make(app)
    app.send(it.CONFIRM, "pad:0")
    game, _ = app.switched[-1]
    assert isinstance(game, GameScene)
    assert game.setup.seats == setup.seats and game.setup.options == setup.options
    assert game.setup.seed != setup.seed
    assert game.setup.seats is not setup.seats


def test_menu_goes_to_the_title(app):
    _, screen = make(app)
    app.click(screen.menu.rect.center)
    assert app.titles == 1


def test_back_moves_to_menu_and_the_save_is_cleared():
    app = FakeApp(saves=FakeSaves(("setup", {}, None)))
    _, screen = make(app)
    assert app.saves.cleared == 1 and not app.saves.has_continue()
    app.send(it.BACK, "kb_left")
    assert screen.group.focused is screen.menu and app.titles == 0


def test_end_screen_draws(app):
    make(app)
    for _ in range(40):
        app.frame()
