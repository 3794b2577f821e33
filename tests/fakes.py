"""The one fake App for headless scene tests: every attribute and method the engine contract promises
(docs/ENGINE_CONTRACT.md, "App"), always present, recording what scenes asked for.

    app = FakeApp()                       # the real input layer (InputSeats, strict), no devices plugged in
    app = FakeApp(devices=["mouse", "pad:9"])   # an input layer that reports these devices as connected
    app = app_with_a_pad()                # the real input layer with the controller "pad:7" plugged in
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pygame

from game.engine import intents as it
from game.engine.input_seats import InputSeats
from game.engine.scene import Scene
from game.games import GameInfo, Option, registry


class FakeSettings:
    def __init__(self, values=None, **more):
        self.values = {"language": "en", "fullscreen": True, "master_volume": 0.8, "music_volume": 0.7,
                       "effects_volume": 0.9, "witch_tempo": "slow", "last_setup": {}}
        self.values.update(values or {})
        self.values.update(more)
        self.writes: list[tuple[str, object]] = []
        self.notices: list = []

    def get(self, key):
        return self.values.get(key)

    def set(self, key, value):
        self.values[key] = value
        self.writes.append((key, value))


class FakeSaves:
    def __init__(self, slot=None):
        self.slot = slot  # (setup, state_json, extra) or None: the one Continue slot
        self.saved: list = []  # every save, in order
        self.cleared = 0
        self.notices: list = []

    def has_continue(self) -> bool:
        return self.slot is not None

    def load(self, game_id=None):
        return self.slot if game_id is None or (self.slot and self.slot[0].game == game_id) else None

    def game_id(self):
        extra = self.slot[2] if self.slot else None
        return (extra or {}).get("game") if isinstance(extra, dict) else None

    def saved_games(self):
        from game.engine.saves import SavedGame
        return [SavedGame(self.slot[0].game, 0.0, tuple(self.slot[0].seats))] if self.slot else []


    def save(self, setup, state_json, extra=None, wait=True):
        self.slot = (setup, state_json, extra)
        self.saved.append(self.slot)
        return True

    def clear(self):
        self.slot = None
        self.cleared += 1


class FakeAudio:
    def __init__(self):
        self.played: list[str] = []
        self.applied = 0
        self.music = None  # the tune playing, as the engine's Audio.music says
        self.music_calls: list[tuple] = []
        self.background = False
        self.pans: list[tuple[str, float]] = []  # (name, pan) of every effect played
        self.ducks: list[float] = []  # seconds of every duck asked for
        self.hushed = False

    def play(self, name, volume=1.0, pan=0.0):
        self.played.append(name)
        self.pans.append((name, pan))

    def duck(self, seconds):
        self.ducks.append(seconds)

    def hush(self, on):
        self.hushed = bool(on)

    def update(self, dt):
        pass

    def preload(self, names):
        pass

    def apply_volumes(self):
        self.applied += 1

    def play_music(self, name, loop=True, fade_ms=1200):
        self.music_calls.append(("play", name, loop))
        self.music = name

    def stop_music(self, fade_ms=800):
        self.music_calls.append(("stop", self.music, None))
        self.music = None

    def set_background(self, background: bool) -> None:
        self.background = background

    def close(self) -> None:
        pass


class FakeInput(InputSeats):
    """The real input layer, told which devices are connected (no real gamepad here); binds are recorded."""

    def __init__(self, devices=("mouse", "kb_left", "kb_right", "kb_numpad")):
        super().__init__(strict=True)
        self._devices = list(devices)
        self.bindings: dict[int, str] = {}
        self.rebound: list[tuple[int, str]] = []

    def devices(self):
        return list(self._devices)

    def pad_number(self, device):
        pads = [d for d in self._devices if it.is_pad(d)]
        return pads.index(device) + 1 if device in pads else None

    def bind(self, seat, device):
        self.bindings[seat] = device
        return True

    def seat_of(self, device):
        return next((s for s, d in self.bindings.items() if d == device), None)

    def rebind_lost(self, seat, device):
        self.bindings[seat] = device
        self.rebound.append((seat, device))


class FakeApp:
    def __init__(self, settings=None, saves=None, devices=None, games=None, **more_settings):
        """`games`: the registry (default: the discovered one, shared; `put_game` changes it for one test)."""
        if pygame.display.get_surface() is None:
            pygame.display.init()
            pygame.font.init()
            pygame.display.set_mode((1920, 1080))
        self.games = games if games is not None else registry()
        self.stack: list = []
        self.display = SimpleNamespace(canvas=None)  # no window of its own: scenes draw on what a test passes
        self.settings = FakeSettings(settings, **more_settings)
        self.saves = saves or FakeSaves()
        self.audio = FakeAudio()
        self.input = FakeInput(devices) if devices is not None else InputSeats(strict=True)
        self.notices: list[str] = []
        self.switched: list[tuple[object, bool]] = []
        self.quit_called = False
        self.titles = 0
        self.paused_for: list = []
        self.game_time_paused = False
        self.night_flow = None
        self.phones = None
        self.family = None
        self.broken_games: dict = {}

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    @property
    def paused(self) -> int:
        return len(self.paused_for)

    @property
    def titled(self) -> int:
        return self.titles

    def push(self, scene):
        if self.top is not None:
            self.top.pause()
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        scene = self.stack.pop()
        scene.exit()
        if self.top is not None:
            self.top.resume()
        return scene

    def replace(self, scene):
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.enter()

    def switch(self, scene, push=False):
        self.switched.append((scene, push))
        (self.push if push else self.replace)(scene)

    def start_game_scene(self, setup, scene):
        self.switch(scene)

    def bind_seats(self, setup):
        self.input.unbind_all()
        for i, seat in enumerate(setup.seats):
            if not seat.is_bot and seat.device and not self.input.bind(i, seat.device):
                self.input.mark_lost(i, seat.device)

    def private_elsewhere(self, seat):
        return self.phones is not None and bool(self.phones.private_elsewhere(seat))

    def notice(self, text, seconds=4):
        self.notices.append(text)

    def quit(self):
        self.quit_called = True

    def to_title(self):
        self.titles += 1

    def open_pause_menu(self, rules_game_id=None):
        self.paused_for.append(rules_game_id)

    # helpers for tests -------------------------------------------------------------------------------------
    def send(self, action, device="kb_right", **kw):
        """Deliver one intent to the top scene."""
        self.top.on_intent(it.Intent(action, device, **kw))

    def click(self, pos, button=1):
        self.top.on_intent(it.Intent(it.POINTER_MOVE, it.MOUSE, pos=pos))
        self.top.on_intent(it.Intent(it.POINTER_DOWN, it.MOUSE, pos=pos, button=button))
        self.top.on_intent(it.Intent(it.POINTER_UP, it.MOUSE, pos=pos, button=button))

    def event(self, ev: pygame.event.Event):
        self.top.handle(ev)

    def frame(self, dt=1 / 60, surface=None):
        """Update the top scene and draw like the app: overlays over the scene below. Returns the surface."""
        if self.top is not None:
            self.top.update(dt)
        surface = surface or pygame.display.get_surface()
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        for scene in self.stack[start:]:
            scene.draw(surface)
        return surface


class FakePadOpener:
    """One fake game controller (instance id 7) for InputSeats: no real device here."""

    def count(self):
        return 1

    def is_controller(self, index):
        return True

    def open_controller(self, index):
        return "handle7", 7, "Fake pad 7"

    open_joystick = open_controller

    def close(self, handle):
        pass


def app_with_a_pad(**settings) -> FakeApp:
    """A FakeApp whose (real) input layer has the controller "pad:7" plugged in."""
    app = FakeApp(**settings)
    app.input = InputSeats(opener=FakePadOpener(), strict=True)
    for event in (pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0),
                  pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)):
        app.input.process(event, lambda p: p)
    assert "pad:7" in app.input.devices()
    return app


# a registry entry whose scene is a marker, for start / continue / play-again tests -----------------------------
class GameScene(Scene):
    def __init__(self, app, setup, state=None):
        super().__init__(app)
        self.setup = setup
        self.state = state


@dataclass(frozen=True)
class FakeGameInfo(GameInfo):
    def make_scene(self, app, setup, state=None):
        return GameScene(app, setup, state)


FAKE_GAME = FakeGameInfo("fake_game", 2, 4, available=True, options=(
    Option("mode", ("classic", "wild"), "classic"),
    Option("rounds", (3, 5, 7), 5),
    Option("team_play", (False, True), False),
))


def put_game(monkeypatch, info: GameInfo, games=None) -> GameInfo:
    """Add or replace the game `info` in `games` (default: the discovered registry that FakeApp and the tests'
    real apps share) until the test ends."""
    games = games if games is not None else registry()
    monkeypatch.setitem(games._games, info.id, info)
    return info


TEMPLATE_GAME = Path(__file__).resolve().parent / "template_game"


def template_game(monkeypatch) -> GameInfo:
    """The template game (tests/template_game: Nim, id "nim") in the shared registry, with its catalogues, until
    the test ends: what a copy of the project has after following "How to add a game"."""
    from game.core.registry import Registry
    from game.engine import i18n

    info = Registry().load("tests.template_game")
    assert info is not None, "tests/template_game/info.py does not load"
    put_game(monkeypatch, info)
    for lang_dir in (TEMPLATE_GAME / "i18n").iterdir():
        catalogue = i18n.catalogue(lang_dir.name)
        for key, value in json.loads((lang_dir / "nim.json").read_text(encoding="utf-8")).items():
            monkeypatch.setitem(catalogue, key, value)
    return info
