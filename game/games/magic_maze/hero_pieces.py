"""The heroes on the mall: each pawn slides to its cell (a portal far away: it jumps), drawn as its icon on a
light rim and a dark disc (seen on any floor), ringed by the colour and the shape of each human seat that has it
selected; under them, the selected heroes' own-colour cells (their portals and explore cells: where can this
one go?).

A part of the Magic Maze scene (a mixin): it reads the scene's state, selected, humans, mall_view and clock, and
keeps `hero_pos` (hero -> sliding cell position, also the mini-map's) on the scene."""
from __future__ import annotations

import math

import pygame

from game.engine.theme import draw_seat_badge, seat_rgb
from game.games.magic_maze import hud, table_input
from game.games.magic_maze.view import draw_own_cells, own_cells


class HeroPieces:
    def init_heroes(self) -> None:
        self.hero_pos = {h: [float(p[0]), float(p[1])] for h, p in self.state.heroes.items() if p}

    def _slide_heroes(self, dt: float) -> None:
        k = 1 - math.exp(-dt * 14)
        for h, p in self.state.heroes.items():
            if p is None:
                self.hero_pos.pop(h, None)
                continue
            pos = self.hero_pos.setdefault(h, [float(p[0]), float(p[1])])
            if abs(pos[0] - p[0]) + abs(pos[1] - p[1]) > 12:  # a portal far away: jump
                pos[:] = [float(p[0]), float(p[1])]
            pos[0] += (p[0] - pos[0]) * k
            pos[1] += (p[1] - pos[1]) * k

    def lit_cells(self) -> dict[str, list]:
        """hero -> its own-colour cells, for each hero a human seat has selected (kept while the mall, the
        theft and the selection stay the same)."""
        s = self.state
        heroes = sorted({self.selected.get(seat) for seat in self.humans} & set(table_input.heroes_in_play(s)))
        if s.phase != "play":
            heroes = []
        key = (s.mall(), s.theft, tuple(heroes))  # the Mall itself: rebuilt only when a tile comes or goes
        if getattr(self, "_lit", (None,))[0] != key:
            self._lit = (key, {h: own_cells(s, h) for h in heroes})
        return self._lit[1]

    def draw_heroes(self, surface) -> None:
        """The lit cells, then the heroes on them (the caller clips to the mall's rect)."""
        for hero, cells in self.lit_cells().items():
            draw_own_cells(surface, self.mall_view.camera, cells, hero, self.clock)
        cam = self.mall_view.camera
        size = max(44, int(cam.px * 0.8) // 8 * 8)  # a few sizes only: each is an SVG render, kept
        rings: dict[str, list[int]] = {}
        for seat in self.humans:
            hero = self.selected.get(seat)
            if hero in self.hero_pos:
                rings.setdefault(hero, []).append(seat)
        for h, pos in self.hero_pos.items():
            x, y = cam.screen(pos)
            pygame.draw.circle(surface, (255, 250, 240), (x, y + 2), size // 2 + 6)  # a light rim and a dark
            pygame.draw.circle(surface, (14, 16, 26), (x, y + 3), size // 2 + 3)  # disc: seen on any floor
            icon = hud.hero_icon(h, size)
            surface.blit(icon, icon.get_rect(center=(x, y)))
            for i, seat in enumerate(rings.get(h, ())):  # the selection: the seat's colour AND its shape,
                colour = self.seat_colour(seat) or "red"  # outside the rim (the rim hid the first ring)
                radius = size // 2 + 14 + 8 * i
                pygame.draw.circle(surface, seat_rgb(colour), (x, y), radius, 6)
                angle = -math.pi / 4 + i * 0.9
                draw_seat_badge(surface, colour, (x + radius * math.cos(angle), y + radius * math.sin(angle)),
                                max(12, size // 7))  # the colour's own shape, as on the set-up
