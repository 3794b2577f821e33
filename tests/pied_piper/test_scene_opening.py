"""A bot's opening card comes once the table has been on screen (not during the fade-in), with a
banner saying who starts; the hand shown at the bottom during someone else's turn says whose it is."""
import pygame
import pytest

from game.engine import text
from game.engine.i18n import tr
from game.games.pied_piper.cues import OPENING_PAUSE
from game.games.pied_piper.demo import demo_setup
from game.games.pied_piper.scene import make_scene
from tests.fakes import FakeApp


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1920, 1080))


@pytest.fixture
def seen(monkeypatch):
    out: list[str] = []
    real = text.render

    def spy(s, size, colour, bold=False):
        out.append(s)
        return real(s, size, colour, bold)
    monkeypatch.setattr(text, "render", spy)
    return out


def _bot_starts():
    app = FakeApp()
    scene = make_scene(app, demo_setup(4, 5, humans=1, start_player=1))
    assert scene.state.phase == "opening" and scene.state.active == 1 and 1 in scene.bots
    return app, scene


def test_nothing_is_played_before_the_table_was_seen(screen):
    _app, scene = _bot_starts()
    for _ in range(200):  # not drawn yet (a scene built at full black): the pause has not begun
        scene.update(1 / 30)
    assert scene.state.phase == "opening"


def test_slow_first_frames_do_not_use_up_the_pause(screen):
    _app, scene = _bot_starts()
    frames = int(OPENING_PAUSE * 30) - 2
    for _ in range(frames):  # every frame took 0.1 s (the town's SVGs rendering): each counts as 1/30 s
        scene.draw(screen)
        scene.update(0.1)
    assert scene.state.phase == "opening" and scene.cues.opening_pause


def test_the_opening_card_comes_after_the_pause_with_a_banner(screen, seen):
    _app, scene = _bot_starts()
    scene.draw(screen)
    assert tr("pied_piper.opening.starts", name="Leo") in seen
    for _ in range(int(OPENING_PAUSE * 30) + 60):
        scene.update(1 / 30)
        scene.draw(screen)
        if scene.state.phase != "opening":
            break
    assert scene.state.phase == "play" and scene.state.turn == 1  # the opening card was played


def test_a_restored_game_does_not_wait_again(screen):
    app, scene = _bot_starts()
    for _ in range(400):
        scene.draw(screen)
        scene.update(1 / 30)
        if scene.state.phase != "opening":
            break
    again = make_scene(app, scene.setup, scene.rules.to_json(scene.state))
    assert not again.cues.opening_pause


def test_the_hand_at_the_bottom_names_its_owner_during_a_bot_turn(screen, seen):
    _app, scene = _bot_starts()
    scene.draw(screen)
    assert scene.screen.shown.seat == 0 and not scene.screen.my_turn
    assert tr("pied_piper.hand_of", name="Mia") in seen


def test_no_owner_label_on_your_own_turn(screen, seen):
    app = FakeApp()
    scene = make_scene(app, demo_setup(4, 5, humans=1, start_player=0))
    for _ in range(30):
        scene.update(1 / 30)
    assert scene.screen.my_turn
    del seen[:]
    scene.draw(screen)
    assert tr("pied_piper.hand_of", name="Mia") not in seen
