"""The Baba Yaga pictures at the sizes the scene draws them (SVG rendered once through engine.assets)."""
from __future__ import annotations

import pygame

from game.engine import assets
from game.engine.theme import SEAT_RGB, draw_seat_badge  # the shared seat colours and shapes
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L

FOLDER = "baba_yaga"
WITCH_SIZE = 176
CARD_SLOT = 104  # an element picture on the big spell card
SMALL_CARD = (54, 76)  # card backs and fronts in the player panels


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

    def decor(self, kind: str, size) -> pygame.Surface:
        return image(f"decor_{kind}.svg", (size[0], size[0]))


def draw_badge(surface: pygame.Surface, colour: str, center, radius: int) -> None:
    """A seat's colour doubled by its shape (so colour-blind players can tell the seats apart)."""
    draw_seat_badge(surface, colour, center, radius)


__all__ = ["SEAT_RGB", "Sprites", "draw_badge", "image"]
