"""A stand-in for game.app.App with the attributes the Baba Yaga scene uses (the real app may not exist yet)."""
from __future__ import annotations

from game.engine.input_seats import InputSeats


class FakeSettings:
    def __init__(self, **values):
        self.values = {"witch_tempo": "normal", "language": "en", **values}

    def get(self, key):
        return self.values.get(key)

    def set(self, key, value):
        self.values[key] = value


class FakeSaves:
    def __init__(self):
        self.saved = []
        self.cleared = 0

    def save(self, setup, state_json, extra=None):
        self.saved.append((setup, state_json, extra))

    def clear(self):
        self.cleared += 1


class FakeAudio:
    def __init__(self):
        self.played = []

    def play(self, name, volume=1.0, pan=0.0):
        self.played.append(name)

    def preload(self, names):
        pass


class FakeApp:
    def __init__(self, **settings):
        self.settings = FakeSettings(**settings)
        self.saves = FakeSaves()
        self.audio = FakeAudio()
        self.input = InputSeats(strict=True)
        self.stack = []
        self.paused_for = []
        self.titles = 0

    def push(self, scene):
        self.stack.append(scene)
        scene.enter()

    def replace(self, scene):
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def open_pause_menu(self, rules_game_id=None):
        self.paused_for.append(rules_game_id)

    def to_title(self):
        self.titles += 1

    def notice(self, text, seconds=4):
        pass


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
    """A FakeApp whose input has the controller "pad:7" plugged in."""
    import pygame

    app = FakeApp(**settings)
    app.input = InputSeats(opener=FakePadOpener(), strict=True)
    for event in (pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0),
                  pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)):
        app.input.process(event, lambda p: p)
    assert "pad:7" in app.input.devices()
    return app
