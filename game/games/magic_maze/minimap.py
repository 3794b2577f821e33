"""The mini-map: when the mall no longer fits the view at a readable zoom, a plan of the whole mall in the view's
corner with every hero on it and a frame round what the view shows, readable from the sofa (3 m from a TV): a
hero is a HERO_PX coloured shape of its own (its icon on a dark disc), the view's frame a thick white line on a
dark one, the floor cream on near-black. Scenario 13's far mall gets its own
plan beside the near one (the two never join). The plan is drawn from the cells (a few pixels each: floor,
and the colour of the items, exits and portals), made again only when the mall changes."""
from __future__ import annotations

import pygame

from game.games.magic_maze.hud import MALL_RECT, hero_icon

MAX_W, MAX_H, MARGIN, GAP = 400, 300, 16, 14
MAX_CELL = 14
HERO_PX = 44  # a hero on the map: about 2.5 cm on a living-room TV, a quarter of a degree from 3 m
FRAME_W = 4  # the view's frame (on a dark line of FRAME_W + 4)
INK = (14, 16, 26)
FLOOR = (236, 226, 200)
EDGE = (255, 250, 240)
BACK = (20, 24, 36)
COLOURS = {"orange": (240, 140, 40), "yellow": (240, 200, 40), "purple": (150, 84, 205), "green": (40, 160, 90)}
MARKS = {"hourglass": (200, 150, 40), "camera": (120, 128, 140), "crystal_ball": (90, 140, 230)}


class Minimap:
    def __init__(self):
        self.surface: pygame.Surface | None = None
        self.version = None
        self.groups: list[tuple[pygame.Rect, tuple[int, int]]] = []  # (cells, where its (0, 0) is on the map)
        self.cell = 4
        self.rect = pygame.Rect(0, 0, 0, 0)

    def _make(self, picture) -> None:
        m = picture.mall
        groups = [b for b in (picture.bounds(False), picture.bounds(True)) if b is not None]
        if not groups:
            self.surface = None
            return
        cols = sum(g.w for g in groups)
        rows = max(g.h for g in groups)
        gaps = GAP * (len(groups) - 1)
        k = max(3, min(MAX_CELL, (MAX_W - 16 - gaps) // cols, (MAX_H - 16) // rows))
        w, h = cols * k + gaps + 16, rows * k + 16
        surf = pygame.Surface((w, h))
        surf.fill(BACK)
        self.groups, x = [], 8
        for g in groups:
            top = 8 + (rows - g.h) * k // 2
            self.groups.append((g, (x, top)))
            for cell, (_, kind, colour) in m.cells.items():
                if not g.collidepoint(cell):
                    continue
                rgb = COLOURS.get(colour) if kind in ("item", "exit", "portal") else MARKS.get(kind, FLOOR)
                surf.fill(rgb or FLOOR, (x + (cell[0] - g.x) * k, top + (cell[1] - g.y) * k, k, k))
            x += g.w * k + GAP
            if x < w - 8:  # scenario 13: the two malls never join
                pygame.draw.line(surf, EDGE, (x - GAP // 2 - 1, 8), (x - GAP // 2 - 1, h - 8), 3)
        pygame.draw.rect(surf, EDGE, surf.get_rect(), 3, border_radius=6)
        self.surface, self.cell = surf, k
        self.rect = surf.get_rect(bottomright=(MALL_RECT.right - MARGIN, MALL_RECT.bottom - MARGIN))

    def needed(self, picture, camera) -> bool:
        """Does the view miss part of the mall?"""
        view = camera.view_cells()
        return any(b is not None and not view.contains(b) for b in (picture.bounds(False), picture.bounds(True)))

    def to_map(self, cell) -> tuple[int, int] | None:
        for g, (x, y) in self.groups:
            if g.inflate(2, 2).collidepoint(int(cell[0]), int(cell[1])):
                return (self.rect.x + x + round((cell[0] - g.x + 0.5) * self.cell),
                        self.rect.y + y + round((cell[1] - g.y + 0.5) * self.cell))
        return None

    def draw(self, surface, picture, camera, heroes: dict) -> None:
        if picture.version != self.version and (not picture.jobs or self.surface is None):
            self.version = picture.version  # made again once the new tile is drawn (not in the same frame)
            self._make(picture)
        if self.surface is None:
            return
        surface.blit(self.surface, self.rect)
        view = camera.view_cells()
        for g, (x, y) in self.groups:
            seen = view.clip(g)
            if seen.w > 0 and seen.h > 0:
                frame = pygame.Rect(self.rect.x + x + (seen.x - g.x) * self.cell,
                                    self.rect.y + y + (seen.y - g.y) * self.cell,
                                    seen.w * self.cell, seen.h * self.cell)
                pygame.draw.rect(surface, INK, frame.inflate(4, 4), FRAME_W + 4)
                pygame.draw.rect(surface, EDGE, frame, FRAME_W)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(2 * MARGIN, 2 * MARGIN))  # a hero at the map's edge stays whole
        for hero, pos in heroes.items():
            at = self.to_map(pos)
            if at is not None:
                pygame.draw.circle(surface, INK, at, HERO_PX // 2 + 3)
                icon = hero_icon(hero, HERO_PX)
                surface.blit(icon, icon.get_rect(center=at))
        surface.set_clip(clip)
