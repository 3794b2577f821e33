"""The heroes on the mall: each pawn slides to its cell (a portal far away: it jumps), drawn as its icon on a
light rim and a dark disc (seen on any floor), ringed by the colour and the shape of each human seat that has it
selected; under them, the selected heroes' own-colour cells (their portals and explore cells: where can this
one go?); over them, the mini-map (with the sliding heroes) when the mall no longer fits the view."""
from __future__ import annotations

import math

import pygame

from game.engine.table.part import Part
from game.engine.theme import draw_seat_badge, seat_rgb
from game.games.magic_maze import hud
from game.games.magic_maze.selection import heroes_in_play
from game.games.magic_maze.view import draw_own_cells, own_cells

WANTED, DARK = (255, 250, 240), (14, 16, 26)  # what a nudge waits for: white on dark (no seat's colour)


class HeroPieces(Part):
    def __init__(self, ctx, selection, camera, nudges=None):
        self.ctx = ctx
        self.nudges = nudges
        self.selection = selection
        self.camera = camera
        self.hero_pos = {h: [float(p[0]), float(p[1])] for h, p in ctx.state.heroes.items() if p}
        self._lit: tuple = (None, {})
        self._pieces: dict[tuple, pygame.Surface] = {}  # (hero, size, ringing seats) -> the pawn's picture

    def update(self, dt: float) -> None:
        self.slide(dt)

    def slide(self, dt: float) -> None:
        k = 1 - math.exp(-dt * 14)
        for h, p in self.ctx.state.heroes.items():
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
        s = self.ctx.state
        selected = self.selection.selected
        heroes = sorted({selected.get(seat) for seat in self.ctx.seats.humans} & set(heroes_in_play(s)))
        if s.phase != "play":
            heroes = []
        key = (s.mall(), s.theft, tuple(heroes))  # the Mall itself: rebuilt only when a tile comes or goes
        if self._lit[0] != key:
            self._lit = (key, {h: own_cells(s, h) for h in heroes})
        return self._lit[1]

    def draw(self, surface) -> None:
        surface.set_clip(hud.FREE_RECT)
        self.draw_heroes(surface)
        surface.set_clip(None)
        camera = self.camera
        if camera.minimap_shown:
            camera.minimap.draw(surface, camera.mall_view.picture, camera.mall_view.camera, self.hero_pos)

    def draw_heroes(self, surface) -> None:
        """The lit cells, then the heroes on them (the caller clips to the mall's rect)."""
        cam = self.camera.mall_view.camera
        for hero, cells in self.lit_cells().items():
            draw_own_cells(surface, cam, cells, hero, self.ctx.clock)
        size = max(44, int(cam.px * 0.8) // 8 * 8)  # a few sizes only: each is an SVG render, kept
        rings: dict[str, list[int]] = {}
        for seat in self.ctx.seats.humans:
            hero = self.selection.selected.get(seat)
            if hero in self.hero_pos:
                rings.setdefault(hero, []).append(seat)
        for h, pos in self.hero_pos.items():
            x, y = (int(v) for v in cam.screen(pos))  # a pawn sits on whole pixels, as its kept picture does
            seats = tuple((seat, self.ctx.seats.colour(seat) or "red") for seat in rings.get(h, ()))
            sprite = self.piece(h, size, seats)
            half = sprite.get_width() // 2
            surface.blit(sprite, (x - half, y - half))
        self.draw_waited_for(surface, cam, size)

    def piece(self, hero: str, size: int, seats: tuple) -> pygame.Surface:
        """The hero's pawn as one kept picture (drawn again only when its size or the seats ringing it change):
        a light rim and a dark disc (seen on any floor), the icon, and outside the rim each selecting seat's
        ring in its colour AND its shape, as on the set-up."""
        key = (hero, size, seats)
        sprite = self._pieces.get(key)
        if sprite is not None:
            return sprite
        outer = size // 2 + 14 + 8 * max(0, len(seats) - 1) + 3  # the outermost ring's outer edge
        half = outer + max(12, size // 7) * 2 + 4  # and its badge with the badge's outline
        sprite = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        pygame.draw.circle(sprite, (255, 250, 240), (half, half + 2), size // 2 + 6)
        pygame.draw.circle(sprite, (14, 16, 26), (half, half + 3), size // 2 + 3)
        icon = hud.hero_icon(hero, size)
        sprite.blit(icon, icon.get_rect(center=(half, half)))
        for i, (_seat, colour) in enumerate(seats):
            radius = size // 2 + 14 + 8 * i
            pygame.draw.circle(sprite, seat_rgb(colour), (half, half), radius, 6)
            angle = -math.pi / 4 + i * 0.9
            draw_seat_badge(sprite, colour, (half + radius * math.cos(angle), half + radius * math.sin(angle)),
                            max(12, size // 7))
        if len(self._pieces) > 64:  # sizes and selections come and go: never a growing heap of pictures
            self._pieces.clear()
        self._pieces[key] = sprite
        return sprite

    def draw_waited_for(self, surface, cam, size: int) -> None:
        """While a seat is nudged: a pulsing white ring on the hero the team waits for, a line to where the wanted
        action takes it and a frame on that cell (the seat's selection stays as it was)."""
        if self.nudges is None:
            return
        pulse = 0.5 + 0.5 * math.sin(self.ctx.clock * 8)
        for hero, cell in self.nudges.marks():
            if hero not in self.hero_pos:
                continue
            x, y = cam.screen(self.hero_pos[hero])
            if cell is not None:
                tx, ty = cam.screen(cell)
                pygame.draw.line(surface, DARK, (x, y), (tx, ty), 10)
                pygame.draw.line(surface, WANTED, (x, y), (tx, ty), 5)
                half = max(18, int(cam.px * 0.45))
                box = pygame.Rect(tx - half, ty - half, 2 * half, 2 * half)
                pygame.draw.rect(surface, DARK, box.inflate(8, 8), 4, border_radius=10)
                pygame.draw.rect(surface, WANTED, box, 6, border_radius=8)
            radius = size // 2 + 12 + round(8 * pulse)
            pygame.draw.circle(surface, DARK, (x, y), radius + 3, 10)
            pygame.draw.circle(surface, WANTED, (x, y), radius, 5)
