"""The Baba Yaga pictures at the sizes the scene draws them (SVG rendered once through engine.assets)."""
from __future__ import annotations

import pygame

from game.engine import assets
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L

FOLDER = "baba_yaga"
WITCH_SIZE = 176
CARD_SLOT = 104  # an element picture on the big spell card
SMALL_CARD = (54, 76)  # card backs and fronts in the player panels

# seat colours of game/core/setup.py, each doubled by a shape (high contrast on the dark forest)
SEAT_RGB = {"red": (232, 72, 60), "blue": (70, 140, 240), "yellow": (246, 206, 60), "green": (80, 196, 96),
            "purple": (176, 104, 226)}
SEAT_SHAPE = {"red": "circle", "blue": "square", "yellow": "triangle", "green": "diamond", "purple": "star"}


def image(name: str, size) -> pygame.Surface:
    return assets.image(f"{FOLDER}/{name}", size)


class Sprites:
    """Every surface the board needs, made once (the tile faces for every element and hint)."""

    def __init__(self):
        t = (L.TILE, L.TILE)
        self.element = {e: image(f"element_{e}.svg", t) for e in D.ELEMENTS}
        self.hint = {h: image(f"hint_{h}.svg", t) for h in D.HINTS.values()}
        self.pic = {e: image(f"pic_{e}.svg", (CARD_SLOT, CARD_SLOT)) for e in D.ELEMENTS}
        self.path = image("path.svg", t)
        self.path_extra = image("path_extra.svg", t)
        self.house = image("house.svg", (L.TILE + 10, L.TILE + 10))
        self.house_small = image("house.svg", (70, 70))
        self.witch = image("witch.svg", (WITCH_SIZE, WITCH_SIZE))
        self.card_front = image("card_front.svg", (L.CARD_W, L.CARD_H))
        self.card_back = image("card_back.svg", (L.CARD_W, L.CARD_H))
        self.card_back_small = image("card_back.svg", SMALL_CARD)
        self.card_front_small = image("card_front.svg", SMALL_CARD)
        self.effect = {e: image(f"effect_{e}.svg", (64, 64)) for e in D.EFFECTS + ("none",)}
        self.effect_big = {e: image(f"effect_{e}.svg", (120, 120)) for e in D.EFFECTS}
        self.table = image("table.svg", (1920, 1080))


def draw_badge(surface: pygame.Surface, colour: str, center, radius: int) -> None:
    """A seat's colour doubled by its shape (so colour-blind players can tell the seats apart)."""
    rgb = SEAT_RGB.get(colour, (200, 200, 200))
    shape = SEAT_SHAPE.get(colour, "circle")
    x, y = center
    r = radius
    if shape == "circle":
        pts = None
        pygame.draw.circle(surface, (20, 14, 10), center, r + 3)
        pygame.draw.circle(surface, rgb, center, r)
    elif shape == "square":
        pts = [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    elif shape == "triangle":
        pts = [(x, y - r - 3), (x + r + 3, y + r), (x - r - 3, y + r)]
    elif shape == "diamond":
        pts = [(x, y - r - 4), (x + r + 4, y), (x, y + r + 4), (x - r - 4, y)]
    else:
        import math

        pts = []
        for k in range(10):
            rr = r + 4 if k % 2 == 0 else (r + 4) * 0.45
            a = math.radians(-90 + k * 36)
            pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    if pts:
        pygame.draw.polygon(surface, rgb, pts)
        pygame.draw.polygon(surface, (20, 14, 10), pts, 3)
