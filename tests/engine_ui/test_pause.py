from game.engine import intents as it
from game.engine.menus.pause import PauseMenu
from game.engine.menus.rules_view import RulesView
from game.engine.menus.settings_scene import SettingsScene
from game.engine.scene import Scene


def make(app, game_id="pied_piper"):
    game = Scene(app)
    app.push(game)
    menu = PauseMenu(app, game_id)
    app.push(menu)
    return game, menu


def labels(menu):
    return [b.icon for b in menu.buttons]


def test_pause_menu_offers_resume_rules_settings_quit(app):
    _, menu = make(app)
    assert menu.overlay and labels(menu) == ["resume", "help", "book", "gear", "home"]  # how to play, then rules
    _, no_rules = make(app, None)
    assert labels(no_rules) == ["resume", "gear", "home"]


def test_resume_by_button_back_or_pause(app):
    game, _ = make(app)
    app.send(it.CONFIRM, "pad:0")
    assert app.top is game
    app.push(PauseMenu(app, None))
    app.send(it.BACK, "kb_left")
    assert app.top is game
    app.push(PauseMenu(app, None))
    app.send(it.PAUSE, "pad:0")
    assert app.top is game


def test_rules_and_settings_open_on_top(app):
    _, menu = make(app)
    rules = next(b for b in menu.buttons if b.icon == "book")
    app.click(rules.rect.center)
    assert isinstance(app.top, RulesView) and app.top.game_id == "pied_piper"
    app.pop()
    assert menu.group.focused is rules
    app.send(it.DOWN)
    app.send(it.CONFIRM)
    assert isinstance(app.top, SettingsScene)


def test_quit_asks_first_and_says_the_game_is_saved(app):
    _game, menu = make(app)
    app.click(menu.buttons[-1].rect.center)
    assert menu.confirming and app.titles == 0
    assert any("saved" in line for line in menu.message)
    app.send(it.BACK, "pad:0")  # changed my mind
    assert not menu.confirming and app.top is menu
    app.click(menu.buttons[-1].rect.center)
    app.send(it.DOWN)
    app.send(it.CONFIRM)
    assert app.titles == 1


def test_pause_draws_over_the_game(app):
    make(app)
    app.frame()
    app.top.ask_quit()
    app.frame()


def test_the_one_pause_button_can_stay_shown_and_turns_a_click_into_pause():
    import pygame

    from game.engine.pause_button import PauseButton

    class Table(Scene):  # a table played with the mouse: the button never hides
        pause_button_at = (1856, 64)
        pause_button_always = True

    scene, button = Table(None), PauseButton()
    far = it.Intent(it.POINTER_DOWN, it.MOUSE, pos=(100, 100), button=1)
    assert button.claim(scene, far) is None
    assert button.claim(scene, it.Intent(it.CONFIRM, "kb_right")) is None
    centre = scene.pause_button_at
    assert button.claim(scene, it.Intent(it.POINTER_DOWN, it.MOUSE, pos=centre, button=1)) == "used"
    assert button.claim(scene, it.Intent(it.POINTER_UP, it.MOUSE, pos=centre, button=1)) == "pause"
    surf = pygame.Surface((1920, 1080))
    button.draw(surf, scene)
    assert surf.get_at(centre)[:3] != (0, 0, 0)
    menu = Scene(None)  # a plain scene (every menu) gets no button
    assert button.claim(menu, it.Intent(it.POINTER_DOWN, it.MOUSE, pos=centre, button=1)) is None


class _TurnSavingGame(Scene):
    """A game that saves only at turn starts, and says so."""

    def quit_note(self):
        return "Leo's turn will be played again from its start."


class _BrokenNoteGame(Scene):
    def quit_note(self):
        raise RuntimeError("broken")


def _ask_quit(app, game):
    app.push(game)
    menu = PauseMenu(app, None)
    app.push(menu)
    app.click(menu.buttons[-1].rect.center)
    assert menu.confirming
    return menu


def test_the_quit_question_uses_the_games_own_sentence(app):
    menu = _ask_quit(app, _TurnSavingGame(app))
    assert " ".join(menu.message).startswith("Leo's turn will be played again")


def test_a_broken_game_sentence_falls_back_to_the_general_one(app):
    menu = _ask_quit(app, _BrokenNoteGame(app))
    assert any("saved" in line for line in menu.message)


def test_keep_playing_goes_straight_back_to_the_game(app):
    game = _TurnSavingGame(app)
    menu = _ask_quit(app, game)
    app.click(menu.buttons[0].rect.center)
    assert app.top is game and app.titles == 0


def test_the_physics_sandbox_never_claims_it_saved_a_game(app):
    from game.devtools.sandbox.scene import make_sandbox_scene
    from game.engine.i18n import tr

    menu = _ask_quit(app, make_sandbox_scene(app, seed=1))
    sentence = " ".join(menu.message)
    assert sentence == tr("pause.quit_not_saved") and sentence != tr("pause.quit_saved")
