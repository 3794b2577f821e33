"""How the pieces look: dice with pips, clouds carrying a gold coin, a beanstalk trunk with veins, the giant's
castle, the axe. Plain pygame.draw polygons in each body's design frame, moved with the body."""
from __future__ import annotations

import math

import numpy as np
import pygame

from game.physics.view import View
from game.physics.world import World

DIE_COLOURS = [(206, 58, 52), (48, 112, 196), (236, 184, 46), (64, 160, 84), (150, 84, 170), (240, 236, 222)]
PIPS = {1: [(0, 0)], 2: [(-1, 1), (1, -1)], 3: [(-1, 1), (0, 0), (1, -1)], 4: [(-1, -1), (-1, 1), (1, -1), (1, 1)],
        5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)], 6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}


def _shade(colour, factor):
    return tuple(max(0, min(255, round(c * factor))) for c in colour)


class PieceArt:
    def __init__(self, world: World, view: View):
        self.world = world
        self.view = view

    def poly(self, body_id, pts):
        return self.view.to_screen(self.world.to_world(body_id, pts)).round().tolist()

    def draw(self, surface: pygame.Surface, body_id: int) -> None:
        name = self.world.definition(body_id).name
        painter = getattr(self, "_draw_" + name, self._draw_plain)
        painter(surface, body_id)

    def draw_all(self, surface: pygame.Surface) -> None:
        for body_id in self.world.body_ids():
            if self.world.kind_of(body_id) != "static":
                self.draw(surface, body_id)

    def _outline_fill(self, surface, body_id, fill, border, width=3):
        parts = self.world.definition(body_id).parts
        outlines = [self.poly(body_id, p.outline()) for p in parts]
        for o in outlines:
            pygame.draw.polygon(surface, border, o, 0)
            pygame.draw.lines(surface, border, True, o, width * 2)
        for o in outlines:
            pygame.draw.polygon(surface, fill, o, 0)
        return outlines

    def _draw_plain(self, surface, body_id):
        self._outline_fill(surface, body_id, (196, 150, 96), (110, 76, 40))

    def _draw_box(self, surface, body_id):
        self._draw_plain(surface, body_id)

    def _draw_die(self, surface, body_id):
        colour = DIE_COLOURS[body_id % len(DIE_COLOURS)]
        part = self.world.definition(body_id).parts[0]
        size = max(abs(p[0]) for p in part.points) + part.radius
        outline = self.poly(body_id, part.outline())
        pygame.draw.polygon(surface, _shade(colour, 0.6), outline, 0)
        inner = part.outline() * 0.9
        pygame.draw.polygon(surface, colour, self.poly(body_id, inner), 0)
        pygame.draw.lines(surface, _shade(colour, 0.5), True, outline, 2)
        pip_colour = (40, 36, 40) if colour == DIE_COLOURS[-1] else (250, 248, 240)
        r = max(2, round(size * 0.12 * self.view.scale))
        for px, py in PIPS[body_id % 6 + 1]:
            c = self.poly(body_id, [(px * size * 0.5, py * size * 0.5)])[0]
            pygame.draw.circle(surface, pip_colour, c, r)

    def _draw_cloud(self, surface, body_id):
        self._outline_fill(surface, body_id, (252, 252, 255), (150, 176, 206), 2)
        s = max(abs(p[0]) for p in self.world.definition(body_id).parts[0].points) / 42.0
        shade = [(-30 * s, -12 * s), (30 * s, -12 * s), (26 * s, -18 * s), (-26 * s, -18 * s)]
        pygame.draw.polygon(surface, (226, 234, 246), self.poly(body_id, shade), 0)
        centre = self.poly(body_id, [(0, 3 * s)])[0]
        r = round(10 * s * self.view.scale)
        pygame.draw.circle(surface, (176, 128, 20), centre, r + 2)
        pygame.draw.circle(surface, (246, 200, 52), centre, r)
        star = [(math.cos(a) * (5 if i % 2 else 2) * s, 3 * s + math.sin(a) * (5 if i % 2 else 2) * s)
                for i, a in enumerate(np.linspace(0, 2 * math.pi, 8, endpoint=False))]
        pygame.draw.polygon(surface, (255, 246, 200), self.poly(body_id, star), 0)

    def _draw_trunk(self, surface, body_id):
        part = self.world.definition(body_id).parts[0]
        hw = max(p[0] for p in part.points) + part.radius
        hh = max(p[1] for p in part.points) + part.radius
        self._outline_fill(surface, body_id, (92, 160, 64), (46, 96, 34), 2)
        light = [(-hw * 0.55, -hh + 2), (-hw * 0.2, -hh + 2), (-hw * 0.2, hh - 2), (-hw * 0.55, hh - 2)]
        pygame.draw.polygon(surface, (124, 190, 86), self.poly(body_id, light), 0)
        for x0 in (-0.45, 0.05, 0.5):
            ys = np.linspace(-hh + 4, hh - 4, 12)
            pts = [(hw * x0 + 3 * math.sin(y / 9.0 + x0 * 5), y) for y in ys]
            pygame.draw.lines(surface, (58, 118, 44), False, self.poly(body_id, pts), 2)
        for y in (hh - 1.5, -hh + 1.5):
            rim = [(hw * math.cos(a), y + 4 * math.sin(a)) for a in np.linspace(math.pi, 2 * math.pi, 10)]
            pygame.draw.lines(surface, (46, 96, 34), False, self.poly(body_id, rim), 2)
        leaf = [(hw - 2, hh * 0.2), (hw + 14, hh * 0.35), (hw + 22, hh * 0.55), (hw + 6, hh * 0.5)]
        pygame.draw.polygon(surface, (110, 180, 70), self.poly(body_id, leaf), 0)
        pygame.draw.lines(surface, (46, 96, 34), True, self.poly(body_id, leaf), 1)

    def _draw_castle(self, surface, body_id):
        stone, dark = (206, 204, 214), (112, 110, 128)
        parts = self.world.definition(body_id).parts
        for p in parts:
            fill = (196, 70, 64) if p.tag == "roof" else stone
            edge = (120, 40, 36) if p.tag == "roof" else dark
            o = self.poly(body_id, p.outline())
            pygame.draw.polygon(surface, fill, o, 0)
            pygame.draw.lines(surface, edge, True, o, 2)
        s = (max(p[0] for p in parts[0].points) + parts[0].radius) / 65.0
        gate = [(-11 * s, -32 * s), (11 * s, -32 * s), (11 * s, -16 * s)] + \
            [(11 * s * math.cos(a), -16 * s + 11 * s * math.sin(a)) for a in np.linspace(0, math.pi, 8)] + \
            [(-11 * s, -16 * s)]
        pygame.draw.polygon(surface, (72, 54, 44), self.poly(body_id, gate), 0)
        for cx in (-49, 49):
            for cy in (34, 8):
                win = [(cx - 4, cy - 7), (cx + 4, cy - 7), (cx + 4, cy + 5), (cx, cy + 8), (cx - 4, cy + 5)]
                pygame.draw.polygon(surface, (60, 62, 90), self.poly(body_id, [(x * s, y * s) for x, y in win]))
            flag_pole = [(cx * s, 92 * s), (cx * s, 108 * s)]
            pygame.draw.line(surface, (90, 70, 50), *self.poly(body_id, flag_pole), 2)
            flag = [(cx * s, 108 * s), (cx * s + 12 * s, 104 * s), (cx * s, 100 * s)]
            pygame.draw.polygon(surface, (246, 200, 52), self.poly(body_id, flag))
        for i in range(-2, 3):
            merlon = [(i * 8 - 3, 44), (i * 8 + 3, 44), (i * 8 + 3, 49), (i * 8 - 3, 49)]
            pygame.draw.polygon(surface, stone, self.poly(body_id, [(x * s, y * s) for x, y in merlon]))
            pygame.draw.lines(surface, dark, True, self.poly(body_id, [(x * s, y * s) for x, y in merlon]), 1)

    def _draw_axe(self, surface, body_id):
        handle, blade = self.world.definition(body_id).parts[:2]
        o = self.poly(body_id, handle.outline())
        pygame.draw.polygon(surface, (168, 112, 58), o, 0)
        pygame.draw.lines(surface, (96, 60, 28), True, o, 2)
        o = self.poly(body_id, blade.outline())
        pygame.draw.polygon(surface, (164, 174, 188), o, 0)
        pygame.draw.lines(surface, (84, 90, 104), True, o, 2)
        edge = [blade.points[1], blade.points[2], blade.points[3], blade.points[4]]
        pygame.draw.lines(surface, (238, 242, 248), False, self.poly(body_id, edge), 3)
