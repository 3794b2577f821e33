import dataclasses

import pytest

from game.core.setup import GameSetup
from game.engine import i18n, text
from game.engine import intents as it
from game.engine.menus.settings_scene import SettingsScene
from game.engine.menus.setup import SetupScene
from game.engine.menus.title import TITLE_SIZE, GameCard, TitleScene, title_size
from tests.fakes import FAKE_GAME, FakeApp, FakeSaves, GameScene, put_game


def make(app):
    scene = TitleScene(app)
    app.push(scene)
    return scene


def card(scene, game_id):
    return next(c for c in scene.cards if c.info.id == game_id)


def test_one_card_per_game_in_the_registry_order(app):
    scene = make(app)
    assert [c.info.id for c in scene.cards] == app.games.ids()
    assert app.games.ids()[:5] == ["baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper"]


def test_more_games_make_narrower_cards_that_still_fit_the_screen(app, monkeypatch):
    for n in range(3):
        put_game(monkeypatch, dataclasses.replace(FAKE_GAME, id=f"extra_{n}", art=""))
    scene = make(app)
    assert len(scene.cards) == len(app.games) >= 8
    assert scene.cards[0].rect.left >= 0 and scene.cards[-1].rect.right <= 1920
    assert all(a.rect.right < b.rect.left for a, b in zip(scene.cards, scene.cards[1:]))
    kragmortha = card(scene, "kragmortha")  # its name, one long word, shrinks rather than breaks in two
    assert title_size("Kragmortha", kragmortha.rect.w - 32) < TITLE_SIZE
    assert text.size_of("Kragmortha", title_size("Kragmortha", kragmortha.rect.w - 32), bold=True)[0] <= \
        kragmortha.rect.w - 32
    face = scene.cards[-1].face  # no card art: the drawn emblem (gradient, rings, initial), not a flat box
    assert len({face.get_at((x, y))[:3] for x in range(0, face.get_width(), 9) for y in range(0, 400, 9)}) > 20


def test_coming_soon_cards_cannot_start(app, monkeypatch):
    # Kragmortha stands in for any game not playable yet (whatever the real registry says today)
    put_game(monkeypatch, dataclasses.replace(app.games.get("kragmortha"), available=False))
    scene = make(app)
    target = card(scene, "kragmortha")
    assert not target.available
    scene.group.focus(target)
    app.send(it.CONFIRM, "pad:0")
    app.click(target.rect.center)
    assert app.switched == [] and app.top is scene
    assert len(app.notices) == 2 and "Kragmortha" in app.notices[0]
    assert app.audio.played[-1] == "back"


def test_an_available_game_opens_its_setup(app, monkeypatch):
    for info in app.games.every():  # only beanstalk playable, whatever the real registry says today
        put_game(monkeypatch, dataclasses.replace(info, available=info.id == "beanstalk"))
    scene = make(app)
    assert scene.group.focused is card(scene, "beanstalk")  # focus starts on the first playable game
    app.send(it.CONFIRM)
    new, push = app.switched[-1]
    assert isinstance(new, SetupScene) and new.info.id == "beanstalk" and push is False


def test_cards_and_buttons_reachable_by_keyboard_gamepad_and_mouse(app):
    scene = make(app)
    scene.group.focus(scene.cards[0])
    for _ in range(4):
        app.send(it.RIGHT, "kb_left")
    assert scene.group.focused is scene.cards[4]
    app.send(it.DOWN, "pad:1")
    assert scene.group.focused in scene.buttons
    app.send(it.POINTER_MOVE, it.MOUSE, pos=scene.cards[2].rect.center)
    assert scene.group.focused is scene.cards[2]


def test_continue_only_with_a_save_and_it_resumes_the_game(fake_game):
    app = FakeApp()
    scene = make(app)
    assert [b.icon for b in scene.buttons] == ["dice", "gear", "exit"]
    setup = GameSetup.all_bots("fake_game", 3)
    app = FakeApp(saves=FakeSaves((setup, {"turn": 4}, None)))
    scene = make(app)
    assert scene.group.focused is scene.buttons[0] and scene.buttons[0].icon == "continue"
    app.send(it.CONFIRM)
    game, _ = app.switched[-1]
    assert isinstance(game, GameScene) and game.setup is setup and game.state == {"turn": 4}


def test_settings_and_quit(app):
    scene = make(app)
    _night_button, settings_button, quit_button = scene.buttons
    app.click(settings_button.rect.center)
    assert isinstance(app.top, SettingsScene) and app.switched[-1][1] is True
    app.pop()
    app.click(quit_button.rect.center)
    assert not app.quit_called  # asked first
    ask = app.top
    app.send(it.CONFIRM)  # a stray Enter lands on No
    assert not app.quit_called and app.top is scene
    app.click(quit_button.rect.center)
    ask = app.top
    app.click(ask.yes_button.rect.center)
    assert app.quit_called


def test_back_walks_to_quit_instead_of_quitting(app):
    scene = make(app)
    app.send(it.BACK, "kb_right")
    assert scene.group.focused is scene.buttons[-1] and not app.quit_called
    app.send(it.PAUSE, "kb_any")
    assert not app.quit_called


def test_language_switch_rerenders_the_static_layer(app):
    scene = make(app)
    before = scene.static
    i18n.set_language("zh-TW")
    assert scene.static is not before
    assert all(isinstance(c, GameCard) and c.face is not None for c in scene.cards)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_title_draws_and_focused_card_lifts(app, lang):
    i18n.set_language(lang)
    scene = make(app)
    scene.group.focus(scene.cards[1])
    for _ in range(30):
        app.frame()
    assert scene.cards[1].lift > 10 and scene.cards[0].lift < 1


def test_title_plays_the_menu_tune(app):
    make(app)
    assert app.audio.music == "menu"
