"""Confetti falling over a celebration (the end of a game, the champion of a night): seeded, so a screenshot
is the same every time; pieces that fall off the bottom come back in at the top."""
from __future__ import annotations

import random

import pygame


class Confetti:
    def __init__(self, seed, colours, count: int = 90, size=(1920, 1080)):
        rng = random.Random(seed)
        w, h = size
        self.height = h
        self.pieces = [[rng.uniform(0, w), rng.uniform(-h, 0), rng.uniform(90, 220), rng.uniform(-40, 40),
                        rng.choice(colours), rng.randint(6, 12)] for _ in range(count)]

    def __bool__(self) -> bool:
        return bool(self.pieces)

    def update(self, dt: float) -> None:
        for c in self.pieces:
            c[1] += c[2] * dt
            c[0] += c[3] * dt
            if c[1] > self.height + 20:
                c[1] -= self.height + 100

    def draw(self, surface: pygame.Surface) -> None:
        for x, y, _vy, _vx, colour, size in self.pieces:
            pygame.draw.rect(surface, colour, (int(x), int(y), size, size // 2 + 3))
