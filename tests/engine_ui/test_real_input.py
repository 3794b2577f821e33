"""The menus driven through the real input layer (engine/input_seats.py): raw key and mouse events."""
import pygame
import pytest

from game.engine.menus.setup import SetupScene
from game.engine.menus.title import TitleScene

input_seats = pytest.importorskip("game.engine.input_seats")


@pytest.fixture
def real_app(app):
    app.input = input_seats.InputSeats()
    return app


def feed(app, event):
    """What the app does every event: the raw event to the scene, then the intents it made."""
    app.top.handle(event)
    for intent in app.input.process(event):
        app.top.on_intent(intent)


def key(app, k, text=None):
    feed(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text or "", scancode=0))
    if text:
        feed(app, pygame.event.Event(pygame.TEXTINPUT, text=text))
    feed(app, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def test_wasd_arrows_and_enter_drive_the_title(real_app):
    scene = TitleScene(real_app)
    real_app.push(scene)
    scene.group.focus(scene.cards[0])
    key(real_app, pygame.K_d)
    key(real_app, pygame.K_RIGHT)
    assert scene.group.focused is scene.cards[2]
    key(real_app, pygame.K_s)
    assert scene.group.focused in scene.buttons


def test_mouse_events_hover_and_click(real_app):
    scene = TitleScene(real_app)
    real_app.push(scene)
    settings = next(b for b in scene.buttons if b.icon == "gear")
    feed(real_app, pygame.event.Event(pygame.MOUSEMOTION, pos=settings.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    assert scene.group.focused is settings
    feed(real_app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=settings.rect.center, button=1))
    feed(real_app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=settings.rect.center, button=1))
    assert type(real_app.top).__name__ == "SettingsScene"


def test_typing_a_name_with_the_real_keyboard(real_app, fake_game):
    scene = SetupScene(real_app, "fake_game")
    real_app.push(scene)
    name = scene.seat_widgets[0][1]
    scene.group.focus(name)
    key(real_app, pygame.K_RETURN)
    assert name.editing and real_app.input.text_mode
    for _ in range(3):
        key(real_app, pygame.K_BACKSPACE)
    for ch in "Wes a":  # W, s, a and Space are kb_left keys: they must type, not move or confirm
        key(real_app, getattr(pygame, f"K_{ch.lower()}") if ch != " " else pygame.K_SPACE, ch)
    assert scene.group.focused is name and name.editing
    key(real_app, pygame.K_RETURN)
    assert not name.editing and not real_app.input.text_mode
    assert scene.model.seats[0].name == "Wes a"
    key(real_app, pygame.K_RETURN)
    key(real_app, pygame.K_x, "x")
    key(real_app, pygame.K_ESCAPE)
    assert not name.editing and scene.model.seats[0].name == "Wes a"
