"""Regressions found by playing the app as a family would (QA pass): a mouse-only player can reach the pause
menu in a game; seats are bound to their set-up devices for every game and let go on the title; a gamepad
unplugged while a menu was open is still asked about; F12 on the title opens the developer menu (the physics
sandbox is reachable); Back on the set-up screen keeps the choices."""
import pygame
import pytest

from game.app import App
from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as it
from game.engine.input_seats import InputSeats
from game.engine.pause_button import DEFAULT_AT, IDLE
from game.engine.scene import Scene
from tests.engine_input.helpers import FakeOpener, plug, unplug


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    return App(headless=True)


class Game(Scene):
    """A game-time scene that records what reaches it; it binds its seats as it enters, as GameScene does."""
    pause_button_at = DEFAULT_AT

    def __init__(self, app, setup=None):
        super().__init__(app)
        self.setup = setup
        self.events, self.intents, self.dts = [], [], []

    def enter(self):
        if self.setup is not None:
            self.app.bind_seats(self.setup)

    def handle(self, event):
        self.events.append(event)

    def on_intent(self, intent):
        self.intents.append(intent)

    def update(self, dt):
        self.dts.append(dt)

    def draw(self, surface):
        surface.fill((20, 60, 30))


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def button(pos, down=True):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP, pos=pos, button=1,
                              touch=False)


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def settle(app, frames=12):
    for _ in range(frames):
        app.frame(0.05, events=[])


# the pause button for mouse-only players ---------------------------------------------------------------------
def test_a_mouse_only_player_opens_the_pause_menu_from_a_game(app):
    game = Game(app)
    app.push(game)
    app.frame(0.016, events=[])
    assert app.display.canvas.get_at(DEFAULT_AT)[:3] == (20, 60, 30)  # no button before the pointer moves
    app.frame(0.016, events=[motion((900, 500))])
    assert app.pause_button.visible and app.display.canvas.get_at(DEFAULT_AT)[:3] != (20, 60, 30)
    app.frame(0.016, events=[motion(DEFAULT_AT), button(DEFAULT_AT), button(DEFAULT_AT, down=False)])
    assert [i.action for i in game.intents if i.action == it.PAUSE] == [it.PAUSE]
    # the click was the button's: the board under it heard no press nor release
    assert not [e for e in game.events if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
    assert not [i for i in game.intents if i.action in (it.POINTER_DOWN, it.POINTER_UP)]


def test_the_pause_button_hides_for_keys_and_idle_and_is_absent_in_menus(app):
    game = Game(app)
    app.push(game)
    app.frame(0.016, events=[motion((900, 500))])
    app.frame(0.016, events=[key(pygame.K_DOWN)])
    assert not app.pause_button.visible
    app.frame(0.016, events=[motion((900, 500))])
    for _ in range(int(IDLE / 0.1) + 2):
        app.frame(0.1, events=[])
    assert not app.pause_button.visible
    # hidden: a click there is the board's
    app.frame(0.016, events=[button(DEFAULT_AT), button(DEFAULT_AT, down=False)])
    assert [e.type for e in game.events[-2:]] == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    menu = Game(app)
    menu.uses_game_time = False
    app.push(menu)
    app.frame(0.016, events=[motion(DEFAULT_AT), button(DEFAULT_AT), button(DEFAULT_AT, down=False)])
    assert not app.pause_button.visible and it.PAUSE not in [i.action for i in menu.intents]


def test_a_scene_can_move_or_refuse_the_pause_button(app):
    game = Game(app)
    game.pause_button_at = (64, 1016)
    app.push(game)
    spot = (64, 1016)
    app.frame(0.016, events=[motion(spot), button(spot), button(spot, down=False)])
    assert it.PAUSE in [i.action for i in game.intents]
    own = Game(app)
    own.pause_button_at = None
    app.replace(own)
    app.frame(0.016, events=[motion(DEFAULT_AT), button(DEFAULT_AT), button(DEFAULT_AT, down=False)])
    assert it.PAUSE not in [i.action for i in own.intents]


# seats and their devices --------------------------------------------------------------------------------------
def two_humans(pad_device):
    return GameSetup(game="pied_piper", seats=[
        SeatConfig("Mia", "red", "human", device="kb_left"),
        SeatConfig("Leo", "blue", "human", device=pad_device),
        SeatConfig("Ada", "yellow", "bot"),
    ])


def test_starting_a_game_binds_the_human_seats_and_the_title_lets_them_go(app):
    opener = FakeOpener()
    app.input = InputSeats(opener=opener, strict=True)
    plug(app.input, opener, 0, 7)
    game = Game(app, two_humans("pad:7"))
    app.start_game_scene(game.setup, game)
    settle(app)
    assert app.top is game
    assert app.input.bindings() == {0: ("kb_left",), 1: ("pad:7",)}
    app.to_title()
    settle(app)
    assert app.input.bindings() == {}


def test_continuing_without_the_saved_gamepad_asks_who_takes_the_seat(app):
    from game.engine.menus.device_prompt import DevicePrompt
    app.input = InputSeats(opener=FakeOpener(), strict=True)
    game = Game(app, two_humans("pad:3"))  # that pad was plugged in when the game was saved
    app.start_game_scene(game.setup, game)
    settle(app)
    assert isinstance(app.top, DevicePrompt) and app.top.seat == 1 and app.stack[0] is game


def test_a_gamepad_unplugged_while_the_pause_menu_is_open_is_asked_about_after_resume(app):
    from game.engine.menus.device_prompt import DevicePrompt
    from game.engine.menus.pause import PauseMenu
    opener = FakeOpener()
    app.input = InputSeats(opener=opener, strict=True)
    plug(app.input, opener, 0, 5)
    game = Game(app, two_humans("pad:5"))
    app.start_game_scene(game.setup, game)
    settle(app)
    app.open_pause_menu()
    unplug(app.input, opener, 5)
    app.frame(0.016, events=[])
    assert isinstance(app.top, PauseMenu)  # the menu stays; nobody is asked over a menu
    app.top.resume_game()
    app.frame(0.016, events=[])
    assert isinstance(app.top, DevicePrompt) and app.top.seat == 1
    ticks = len(game.dts)
    app.frame(0.016, events=[key(pygame.K_RETURN)])  # kb_right is free: it takes Leo's seat
    settle(app, 2)
    assert app.top is game and app.input.device_of(1) == "kb_right" and len(game.dts) > ticks


# the developer menu -------------------------------------------------------------------------------------------
def test_f12_on_the_title_lists_the_physics_sandbox_and_opens_it(app):
    from game.engine.menus.dev_menu import DevMenu, developer_scenes
    from game.engine.scene_registry import scenes
    app.push(app.make_title())
    app.frame(0.016, events=[key(pygame.K_F12)])
    assert isinstance(app.top, DevMenu)
    names = developer_scenes(app.games)
    assert "title" not in names and "pied_piper" not in names
    if "physics_sandbox" not in scenes(app.games):
        pytest.skip("no physics sandbox in this checkout")
    assert names[0] == "physics_sandbox"
    assert app.top.buttons[0].label() == "Physics sandbox"
    app.frame(0.016, events=[key(pygame.K_RETURN)])
    settle(app, 6)
    assert type(app.top).__name__ == "SandboxScene" and not app.crashes
    app.frame(0.016, events=[key(pygame.K_ESCAPE)])  # its pause menu leads back to the title
    assert app.top.overlay


def test_the_developer_menu_goes_back_to_the_title(app):
    from game.engine.menus.title import TitleScene
    app.push(app.make_title())
    app.frame(0.016, events=[key(pygame.K_F12)])
    app.frame(0.016, events=[key(pygame.K_ESCAPE)])
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


# the set-up screen --------------------------------------------------------------------------------------------
def test_back_on_the_set_up_screen_keeps_the_choices(app):
    from game.engine.menus.setup import SetupScene
    setup = SetupScene(app, "pied_piper")
    app.push(setup)
    setup.set_players(4)
    setup.set_name(0, "Grandma")
    setup.back()
    again = SetupScene(app, "pied_piper")
    assert again.model.players == 4 and again.model.seats[0].name == "Grandma"


def test_long_option_names_and_values_wrap_instead_of_shrinking_to_a_speck(app):
    from game.engine.menus.setup import SetupScene
    from game.engine.widgets.choice import MIN_LABEL
    setup = SetupScene(app, "baba_yaga")
    app.push(setup)
    for choice in setup.option_choices.values():
        label = choice.label()
        area = choice.selector_rect(choice.rect).x - choice.rect.x - 40
        lines, size = choice.fit_lines(label, area, choice.rect.h)
        assert size >= MIN_LABEL and len(lines) <= 2, label
        left, right = choice.arrow_rects(choice.rect)
        for value in choice.values:
            words = choice.fmt(value)
            lines, size = choice.fit_lines(words, right.x - left.right - 8, choice.rect.h, bold=True)
            assert size >= MIN_LABEL and len(lines) <= 2, words
    setup.draw(app.display.canvas)


def test_each_game_places_the_mouse_pause_button_where_it_covers_nothing():
    """Pied Piper keeps the button always shown in the corner its town leaves free (town.PAUSE keeps banners
    off it); Baba Yaga moves it off its instruction panel."""
    from game.engine import pause_button
    from game.games.baba_yaga.scene import BabaYagaScene
    from game.games.pied_piper import layout as L
    from game.games.pied_piper.scene import PiperScene

    piper = PiperScene.__new__(PiperScene)
    assert pause_button.wanted(piper) and piper.pause_button_always
    assert pause_button.PauseButton().centre(piper) == L.PAUSE_CENTRE
    baba = BabaYagaScene.__new__(BabaYagaScene)
    assert pause_button.wanted(baba) and pause_button.PauseButton().centre(baba) == (1340, 56)
