"""The mall on screen: composed once per change (tiles laid, markers) from the cell art at a base size, then
shown through a camera that keeps every hero in view (smooth zoom and pan). The scaled picture is kept while
the camera stands still, so a quiet table costs one blit a frame.

Camera maths in cells: `centre` (float cell coordinates of the view's middle) and `px` (screen pixels per cell)."""
from __future__ import annotations

import math

import pygame

from game.core.grid import DIRECTIONS, edge, step
from game.engine.assets import image
from game.games.magic_maze import mall as M

B = 96  # pixels per cell in the composed mall
PAD = 8  # cells of floor-less margin around the mall (the camera may look past the edge)
MAX_PX = 150  # closest zoom: pixels per cell
BG = (34, 40, 58)
ART = "magic_maze/"
ANGLE = {"N": 0, "E": -90, "S": 180, "W": 90}  # art points north; pygame rotates anticlockwise


def cell_art(kind: str, colour: str | None) -> pygame.Surface:
    name = f"cell_{kind}_{colour}" if colour else f"cell_{kind}"
    return image(f"{ART}{name}.svg", (B, B))


class MallPicture:
    """The composed mall (floor, walls, escalators, open explore cells, used markers) at B px per cell."""

    def __init__(self):
        self.key = None
        self.surface: pygame.Surface | None = None
        self.x0 = self.y0 = 0  # the cell at the surface's (0, 0) corner

    def get(self, state) -> pygame.Surface:
        key = (M.placed_key(state.placed), tuple(tuple(c) for c in state.used), state.theft)
        if key != self.key:
            self.key = key
            self.surface = self._compose(state)
        return self.surface

    def _compose(self, state) -> pygame.Surface:
        m = state.mall()
        xs = [c[0] for c in m.cells]
        ys = [c[1] for c in m.cells]
        if max(xs) - min(xs) > 200:  # scenario 13: two far malls; show the one around tile 1 and draw heroes only
            xs = [x for x in xs if x < 100] or xs
            ys = [c[1] for c in m.cells if c[0] < 100] or ys
        self.x0, self.y0 = min(xs) - PAD, min(ys) - PAD
        w, h = max(xs) - self.x0 + PAD + 1, max(ys) - self.y0 + PAD + 1
        surf = pygame.Surface((w * B, h * B))
        surf.fill(BG)
        used = {tuple(c) for c in state.used}
        for cell, (_, kind, colour) in m.cells.items():
            at = self.to_px(cell)
            if at is None:
                continue
            surf.blit(cell_art(kind, colour), at)
            if cell in used:
                surf.blit(image(f"{ART}cross.svg", (B, B)), at)
        for cell, (d, what, colour) in m.gates.items():
            at = self.to_px(cell)
            if at is None or step(cell, d) in m.cells:
                continue
            art = image(f"{ART}explore_{colour}.svg", (B, B)) if what == "explore" else None
            if art is not None:
                surf.blit(pygame.transform.rotate(art, ANGLE[d]), at)
        self._walls(surf, m)
        done = set()
        for a, b in m.escalator.items():
            if (b, a) in done or self.to_px(a) is None:
                continue
            done.add((a, b))
            self._escalator(surf, a, b)
        return surf

    def to_px(self, cell):
        x, y = (cell[0] - self.x0) * B, (cell[1] - self.y0) * B
        return (x, y) if x >= 0 and y >= 0 else None

    def _walls(self, surf, m) -> None:
        wall_h = image(f"{ART}wall.svg", (B + B // 8, B // 5))
        orange_h = image(f"{ART}orange_wall.svg", (B + B // 8, B // 5))
        walls = {True: wall_h, False: orange_h}
        vertical = {k: pygame.transform.rotate(v, 90) for k, v in walls.items()}
        for cell, info in m.cells.items():
            at = self.to_px(cell)
            if at is None:
                continue
            for d in DIRECTIONS:
                n = step(cell, d)
                other = m.cells.get(n)
                if other is not None and n < cell:
                    continue  # each shared edge once
                if other is not None and other[0] == info[0]:
                    e = edge(cell, n)
                    if e in m.walls:
                        plain = True
                    elif e in m.orange:
                        plain = False
                    else:
                        continue
                elif m.open_between(cell, n, True) or (n not in m.cells and cell in m.gates
                                                        and m.gates[cell][0] == d):
                    continue
                else:
                    plain = True
                art = (walls if d in "NS" else vertical)[plain]
                x, y = at
                cx = x + B // 2 + (B // 2 if d == "E" else -B // 2 if d == "W" else 0)
                cy = y + B // 2 + (B // 2 if d == "S" else -B // 2 if d == "N" else 0)
                surf.blit(art, art.get_rect(center=(cx, cy)))

    def _escalator(self, surf, a, b) -> None:
        (ax, ay), (bx, by) = self.to_px(a), self.to_px(b)
        length = math.hypot(bx - ax, by - ay)
        art = image(f"{ART}escalator.svg", (max(8, int(length + B * 0.6)), B // 3), stretch=True)
        angle = -math.degrees(math.atan2(by - ay, bx - ax))
        art = pygame.transform.rotate(art, angle)
        surf.blit(art, art.get_rect(center=((ax + bx) / 2 + B / 2, (ay + by) / 2 + B / 2)))


class Camera:
    """Where the view looks (cells) and how close (px per cell), easing towards a frame around the heroes."""

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.top_room = 140  # banners cover the top of the view: frame the heroes below them
        self.anchor = (self.rect.centerx, self.rect.centery + self.top_room // 2)
        self.centre = [2.0, 2.0]
        self.px = 120.0
        self.settled = False

    def target(self, cells) -> tuple[float, float, float]:
        xs = [c[0] for c in cells] or [2]
        ys = [c[1] for c in cells] or [2]
        x0, x1, y0, y1 = min(xs) - 1.6, max(xs) + 2.6, min(ys) - 1.6, max(ys) + 2.6
        w, h = max(6.0, x1 - x0), max(6.0, y1 - y0)
        px = min(MAX_PX, self.rect.w / w, (self.rect.h - self.top_room) / h)
        return (x0 + x1) / 2, (y0 + y1) / 2, px

    def follow(self, cells, dt: float, snap: bool = False) -> None:
        if not cells:  # every hero escaped: the view stays where it was
            self.settled = True
            return
        cx, cy, px = self.target(cells)
        k = 1.0 if snap else 1 - math.exp(-dt * 3.0)
        before = (self.centre[0], self.centre[1], self.px)
        self.centre[0] += (cx - self.centre[0]) * k
        self.centre[1] += (cy - self.centre[1]) * k
        self.px += (px - self.px) * k
        moved = max(abs(a - b) for a, b in zip(before, (self.centre[0], self.centre[1], self.px)))
        self.settled = moved < 0.002 and not snap

    def screen(self, cell) -> tuple[float, float]:
        """The screen point of a cell's middle (cells may be fractional while a hero slides)."""
        return (self.anchor[0] + (cell[0] + 0.5 - self.centre[0]) * self.px,
                self.anchor[1] + (cell[1] + 0.5 - self.centre[1]) * self.px)

    def cell_at(self, pos) -> tuple[int, int]:
        return (math.floor((pos[0] - self.anchor[0]) / self.px + self.centre[0]),
                math.floor((pos[1] - self.anchor[1]) / self.px + self.centre[1]))


class MallView:
    """Draws the mall through the camera; keeps the scaled picture while nothing moves."""

    def __init__(self, rect):
        self.picture = MallPicture()
        self.camera = Camera(rect)
        self._scaled = None
        self._scaled_key = None

    def draw(self, surface: pygame.Surface, state) -> None:
        pic = self.picture.get(state)
        cam = self.camera
        r = cam.rect
        scale = cam.px / B
        # the source rectangle in picture pixels that fills the view
        sx = (cam.centre[0] + 0.5 - self.picture.x0) * B - (cam.anchor[0] - r.x) / scale
        sy = (cam.centre[1] + 0.5 - self.picture.y0) * B - (cam.anchor[1] - r.y) / scale
        key = (id(pic), self.picture.key, round(sx, 1), round(sy, 1), round(scale, 4))
        if key != self._scaled_key:
            self._scaled_key = key
            src = pygame.Rect(int(sx), int(sy), math.ceil(r.w / scale) + 1, math.ceil(r.h / scale) + 1)
            clip = src.clip(pic.get_rect())
            out = pygame.Surface(r.size)
            out.fill(BG)
            if clip.w > 0 and clip.h > 0:
                part = pygame.transform.scale(pic.subsurface(clip),
                                              (max(1, round(clip.w * scale)), max(1, round(clip.h * scale))))
                out.blit(part, (round((clip.x - sx) * scale), round((clip.y - sy) * scale)))
            self._scaled = out
        surface.blit(self._scaled, r)
