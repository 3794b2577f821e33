"""The table with every still tile on it, kept between frames.

A frame used to blit the table and then some 25 small alpha pictures (16 tiles, the flight path's glow); now it
blits this one opaque picture. A cell is redrawn only when what it shows changes (a tile turned up or back,
a swap, the path lit or not); tiles that are turning or flying are left bare here and drawn live on top."""
from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L


class BoardLayer:
    def __init__(self, background: pygame.Surface):
        self.background = background
        self.surface = background.copy()
        self.drawn: dict[int, Hashable] = {}  # cell -> the key of what is drawn there (absent: the bare table)

    def update(self, wanted: dict[int, Hashable], paint: Callable[[pygame.Surface, int, Hashable, tuple], None]
               ) -> int:
        """Make every cell show `wanted[cell]` (absent: the bare table); `paint(surface, cell, key, topleft)`
        draws a key. Returns how many cells were redrawn."""
        redrawn = 0
        for cell in set(self.drawn) | set(wanted):
            want = wanted.get(cell)
            if self.drawn.get(cell) == want:
                continue
            x, y, w, h = L.cell_rect(*D.cell_rc(cell))
            self.surface.blit(self.background, (x, y), (x, y, w, h))
            if want is None:
                self.drawn.pop(cell, None)
            else:
                paint(self.surface, cell, want, (x, y))
                self.drawn[cell] = want
            redrawn += 1
        return redrawn
