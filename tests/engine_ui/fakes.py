"""A small fake App with the contract's surface (push/pop/replace/switch, settings, saves, audio, notice, quit,
input), recording what the menus asked for."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import intents as it
from game.engine.scene import Scene
from game.games import GameInfo, Option


class FakeSettings:
    def __init__(self, values=None):
        self.values = {"language": "en", "fullscreen": True, "master_volume": 0.8, "music_volume": 0.7,
                       "effects_volume": 0.9, "witch_tempo": "normal", "last_setup": {}}
        self.values.update(values or {})
        self.writes: list[tuple[str, object]] = []

    def get(self, key):
        return self.values.get(key)

    def set(self, key, value):
        self.values[key] = value
        self.writes.append((key, value))


class FakeSaves:
    def __init__(self, slot=None):
        self.slot = slot  # (setup, state_json, extra) or None
        self.cleared = 0

    def has_continue(self) -> bool:
        return self.slot is not None

    def load(self):
        return self.slot

    def save(self, setup, state_json, extra=None):
        self.slot = (setup, state_json, extra)

    def clear(self):
        self.slot = None
        self.cleared += 1


class FakeAudio:
    def __init__(self):
        self.played: list[str] = []
        self.applied = 0
        self.music = None

    def play(self, name, volume=1.0):
        self.played.append(name)

    def apply_volumes(self):
        self.applied += 1

    def play_music(self, name, loop=True, fade_ms=1200):
        self.music = name


class FakeInput:
    def __init__(self, devices=("mouse", "kb_left", "kb_right", "kb_numpad")):
        self._devices = list(devices)
        self.bindings: dict[int, str] = {}
        self.rebound: list[tuple[int, str]] = []

    def devices(self):
        return list(self._devices)

    def seat_of(self, device):
        return next((s for s, d in self.bindings.items() if d == device), None)

    def bind(self, seat, device):
        self.bindings[seat] = device

    def rebind_lost(self, seat, device):
        self.bindings[seat] = device
        self.rebound.append((seat, device))


class FakeApp:
    def __init__(self, settings=None, saves=None, devices=None):
        self.stack: list = []
        self.settings = FakeSettings(settings)
        self.saves = saves or FakeSaves()
        self.audio = FakeAudio()
        self.input = FakeInput(devices) if devices is not None else FakeInput()
        self.notices: list[str] = []
        self.switched: list[tuple[object, bool]] = []
        self.quit_called = False
        self.titles = 0
        self.paused_for: list = []

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

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
        self.top.update(dt)
        surface = surface or pygame.display.get_surface()
        # draw like the app: overlays over the scene below
        start = len(self.stack) - 1
        while start > 0 and getattr(self.stack[start], "overlay", False):
            start -= 1
        for scene in self.stack[start:]:
            scene.draw(surface)


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
