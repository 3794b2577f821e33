"""A stand-in for game.app.App with the attributes the engine contract promises, for headless scene tests."""
from __future__ import annotations

import pygame


class FakeSaves:
    def __init__(self):
        self.saved = []

    def save(self, setup, state_json, extra=None):
        self.saved.append((setup, state_json, extra))
        return True

    def clear(self):
        self.cleared = True


class FakeAudio:
    def __init__(self):
        self.played = []
        self.music = None  # the tune playing, as the engine's Audio.music says
        self.music_calls = []

    def play(self, name, volume=1.0, pan=0.0):
        self.played.append(name)

    def play_music(self, name, loop=True, fade_ms=1200):
        self.music_calls.append(("play", name, loop))
        self.music = name

    def stop_music(self, fade_ms=800):
        self.music_calls.append(("stop", self.music, None))
        self.music = None


class FakeApp:
    def __init__(self):
        pygame.display.init()
        pygame.font.init()
        if pygame.display.get_surface() is None:
            pygame.display.set_mode((1920, 1080))
        self.stack = []
        self.saves = FakeSaves()
        self.audio = FakeAudio()
        self.input = None
        self.notices = []
        self.paused = 0
        self.titled = 0

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene):
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        scene = self.stack.pop()
        scene.exit()
        return scene

    def replace(self, scene):
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def notice(self, text, seconds=4):
        self.notices.append(text)

    def open_pause_menu(self, rules_game_id=None):
        self.paused += 1

    def to_title(self):
        self.titled += 1

    def frame(self, dt=1 / 60):
        """Update the top scene and draw the stack (overlays over the scene below)."""
        if self.top is not None:
            self.top.update(dt)
        surface = pygame.display.get_surface()
        first = len(self.stack) - 1
        while first > 0 and getattr(self.stack[first], "overlay", False):
            first -= 1
        for scene in self.stack[first:]:
            scene.draw(surface)
        return surface
