"""A set-up screen for tests that choose among named seats (who starts, who holds the bean): a FakeApp with a
display and the keyboard zones, and a game's set-up screen with its first seats named."""
import pygame

from game.engine import intents as I
from game.engine.i18n import set_language
from game.engine.menus.setup import SetupScene
from tests.fakes import FakeApp

NAMES = ("Oma", "Leo", "Ada", "Kai", "Zoe")


def setup_app() -> FakeApp:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    set_language("en")
    return FakeApp(devices=("mouse", "kb_left", "kb_right", "kb_numpad"))


def named_setup(app, game_id: str, players: int, named: int = len(NAMES)) -> SetupScene:
    """The set-up of `game_id` for `players`, its first `named` seats called by NAMES."""
    scene = SetupScene(app, game_id)
    app.push(scene)
    scene.set_players(players)
    for i, name in enumerate(NAMES[:named]):
        scene.set_name(i, name)
    return scene


def pick_then_fewer(app, scene: SetupScene, option: str, presses: int, players: int):
    """Focus the `option` row, press Right `presses` times, then make the table `players` seats: (the choice
    made before, the row after)."""
    scene.group.focus(scene.option_choices[option])
    for _ in range(presses):
        app.send(I.RIGHT)
    chosen = scene.model.options[option]
    scene.set_players(players)
    return chosen, scene.option_choices[option]
