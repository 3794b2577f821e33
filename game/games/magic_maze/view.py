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
PAD = 6  # cells of floor-less margin around the mall (the camera may look past the edge)
MAX_PX = 130  # closest zoom: pixels per cell
ZOOM_IN_AT = 1.35  # come closer only when the heroes would fit this much larger
BG = (34, 40, 58)
ART = "magic_maze/"
ANGLE = {"N": 0, "E": -90, "S": 180, "W": 90}  # art points north; pygame rotates anticlockwise


def cell_art(kind: str, colour: str | None) -> pygame.Surface:
    name = f"cell_{kind}_{colour}" if colour else f"cell_{kind}"
    return image(f"{ART}{name}.svg", (B, B))


class MallPicture:
    """The composed mall (floor, walls, escalators, open explore cells, used markers) at B px per cell. A new tile
    or marker redraws only its own neighbourhood (`changed` says which cells, for the zoomed copy); the whole
    picture is composed again only when the mall outgrows it."""

    def __init__(self):
        self.key = None
        self.surface: pygame.Surface | None = None
        self.x0 = self.y0 = 0  # the cell at the surface's (0, 0) corner
        self.cols = self.rows = 0
        self.changed: pygame.Rect | None = None  # cells redrawn by the last get() (None: all of it)
        self.version = 0

    def get(self, state) -> pygame.Surface:
        quick = (len(state.placed), len(state.used), state.placed[-1][0] if state.placed else None)
        if quick == getattr(self, "_quick", None) and self.surface is not None:
            return self.surface  # nothing laid, taken away or marked since the last frame
        self._quick = quick
        placed, used = M.placed_key(state.placed), tuple(tuple(c) for c in state.used)
        key = (placed, used)
        if key == self.key:
            return self.surface
        old, self.key = self.key, key
        m = state.mall()
        region = self._region(old, placed, used, m)
        if region is None:
            self._frame(m)
            self.surface = pygame.Surface((self.cols * B, self.rows * B)).convert()
            region = pygame.Rect(self.x0, self.y0, self.cols, self.rows)
            self.changed = None
        else:
            self.changed = region
        self._compose(self.surface, m, used, region)
        self.version += 1
        return self.surface

    def _region(self, old, placed, used, m) -> pygame.Rect | None:
        """The cells to redraw after a change, or None when the picture must be made again."""
        if old is None or self.surface is None or placed[:len(old[0])] != old[0]:
            return None
        cells = [c for i in range(len(old[0]), len(placed)) for c in m.tile_cells[i]]
        cells += [c for c in used if c not in old[1]]
        if not cells:
            return None
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        box = pygame.Rect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)
        inside = pygame.Rect(self.x0, self.y0, self.cols, self.rows).inflate(-2, -2)
        return box if inside.contains(box) else None

    def _frame(self, m) -> None:
        xs = [c[0] for c in m.cells if c[0] < 200] or [0]  # scenario 13's far mall is not drawn
        ys = [c[1] for c in m.cells if c[0] < 200] or [0]
        self.x0, self.y0 = min(xs) - PAD, min(ys) - PAD
        self.cols, self.rows = max(xs) - self.x0 + PAD + 1, max(ys) - self.y0 + PAD + 1

    def _compose(self, surf, m, used, region: pygame.Rect) -> None:
        """Draw everything that touches `region` (cells), clipped to it."""
        clip = pygame.Rect((region.x - self.x0) * B, (region.y - self.y0) * B, region.w * B, region.h * B)
        surf.set_clip(clip)
        surf.fill(BG, clip)
        near = region.inflate(2, 2)
        cells = {c: info for c, info in m.cells.items() if near.collidepoint(c)}
        used = set(used)
        for cell, (_, kind, colour) in cells.items():
            at = self.to_px(cell)
            surf.blit(cell_art(kind, colour), at)
            if cell in used:
                surf.blit(image(f"{ART}cross.svg", (B, B)), at)
        for cell in cells:
            gate = m.gates.get(cell)
            if gate is not None and gate[1] == "explore" and step(cell, gate[0]) not in m.cells:
                art = image(f"{ART}explore_{gate[2]}.svg", (B, B))
                surf.blit(pygame.transform.rotate(art, ANGLE[gate[0]]), self.to_px(cell))
        self._walls(surf, m, cells)
        done = set()
        for a, b in m.escalator.items():
            if (b, a) in done or a[0] >= 200:
                continue
            done.add((a, b))
            if near.collidepoint(a) or near.collidepoint(b) or near.clipline(a, b):
                self._escalator(surf, a, b)
        surf.set_clip(None)

    def to_px(self, cell):
        return ((cell[0] - self.x0) * B, (cell[1] - self.y0) * B)

    def _walls(self, surf, m, cells) -> None:
        wall_h = image(f"{ART}wall.svg", (B + B // 8, B // 5))
        orange_h = image(f"{ART}orange_wall.svg", (B + B // 8, B // 5))
        walls = {True: wall_h, False: orange_h}
        vertical = {k: pygame.transform.rotate(v, 90) for k, v in walls.items()}
        for cell, info in cells.items():
            x, y = self.to_px(cell)
            for d in DIRECTIONS:
                n = step(cell, d)
                other = m.cells.get(n)
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
    """Where the view looks (cells) and how close (px per cell). The centre eases towards the heroes' middle all
    the time; the zoom changes only when the heroes need more room or could be shown much closer (so the cheap
    panning picture is kept most of the time), and settles on whole pixels per cell."""

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.top_room = 140  # banners cover the top of the view: frame the heroes below them
        self.anchor = (self.rect.centerx, self.rect.centery + self.top_room // 2)
        self.centre = [2.0, 2.0]
        self.px = 120.0
        self.target_px = 120

    @property
    def zooming(self) -> bool:
        return self.px != self.target_px

    def target(self, cells) -> tuple[float, float, float]:
        xs = [c[0] for c in cells] or [2]
        ys = [c[1] for c in cells] or [2]
        x0, x1, y0, y1 = min(xs) - 1.6, max(xs) + 2.6, min(ys) - 1.6, max(ys) + 2.6
        w, h = max(6.0, x1 - x0), max(6.0, y1 - y0)
        px = min(MAX_PX, self.rect.w / w, (self.rect.h - self.top_room) / h)
        return (x0 + x1) / 2 - 0.5, (y0 + y1) / 2 - 0.5, px

    def follow(self, cells, dt: float, snap: bool = False) -> None:
        if not cells:  # every hero escaped: the view stays where it was
            return
        cx, cy, px = self.target(cells)
        if snap or px < self.target_px or px > self.target_px * ZOOM_IN_AT:
            self.target_px = max(12, int(px))
        k = 1.0 if snap else 1 - math.exp(-dt * 3.0)
        self.centre[0] += (cx - self.centre[0]) * k
        self.centre[1] += (cy - self.centre[1]) * k
        zk = 1.0 if snap else 1 - math.exp(-dt * 7.0)
        self.px += (self.target_px - self.px) * zk
        if abs(self.px - self.target_px) < 0.5:
            self.px = self.target_px

    def screen(self, cell) -> tuple[float, float]:
        """The screen point of a cell's middle (cells may be fractional while a hero slides)."""
        return (self.anchor[0] + (cell[0] + 0.5 - self.centre[0]) * self.px,
                self.anchor[1] + (cell[1] + 0.5 - self.centre[1]) * self.px)

    def cell_at(self, pos) -> tuple[int, int]:
        return (math.floor((pos[0] - self.anchor[0]) / self.px + self.centre[0]),
                math.floor((pos[1] - self.anchor[1]) / self.px + self.centre[1]))


class MallView:
    """Draws the mall through the camera. At a settled zoom the whole picture is kept scaled (`zoomed`, whole
    pixels per cell) and panning is one blit; a new tile rescales only its neighbourhood. While the zoom moves,
    the visible part is scaled each frame."""

    def __init__(self, rect):
        self.picture = MallPicture()
        self.camera = Camera(rect)
        self.zoomed: pygame.Surface | None = None
        self._zoomed_of = (None, None)  # (picture version, px)

    def _zoomed(self, pic: pygame.Surface, px: int) -> pygame.Surface:
        version = self.picture.version
        if self._zoomed_of == (version, px):
            return self.zoomed
        changed = self.picture.changed
        if self._zoomed_of == (version - 1, px) and changed is not None:
            x, y = changed.x - self.picture.x0, changed.y - self.picture.y0
            part = pic.subsurface((x * B, y * B, changed.w * B, changed.h * B))
            self.zoomed.blit(pygame.transform.scale(part, (changed.w * px, changed.h * px)), (x * px, y * px))
        else:
            self.zoomed = pygame.transform.scale(pic, (self.picture.cols * px, self.picture.rows * px))
        self._zoomed_of = (version, px)
        return self.zoomed

    def draw(self, surface: pygame.Surface, state) -> None:
        pic = self.picture.get(state)
        cam = self.camera
        r = cam.rect
        if not cam.zooming:
            src_surf, scale = self._zoomed(pic, int(cam.px)), 1.0
        else:
            src_surf, scale = pic, cam.px / B
        unit = B * scale if cam.zooming else cam.px
        sx = (cam.centre[0] - self.picture.x0) * unit - (cam.anchor[0] - r.x)
        sy = (cam.centre[1] - self.picture.y0) * unit - (cam.anchor[1] - r.y)
        if not cam.zooming:
            src = pygame.Rect(round(sx), round(sy), r.w, r.h)
            clip = src.clip(src_surf.get_rect())
            if clip.size != src.size:
                surface.fill(BG, r)
            surface.blit(src_surf, (r.x + clip.x - src.x, r.y + clip.y - src.y), clip)
            return
        # zooming: scale the visible part of the picture (in picture pixels) straight to the screen
        src = pygame.Rect(int(sx / scale), int(sy / scale), math.ceil(r.w / scale) + 1, math.ceil(r.h / scale) + 1)
        clip = src.clip(pic.get_rect())
        surface.fill(BG, r)
        if clip.w > 0 and clip.h > 0:
            part = pygame.transform.scale(pic.subsurface(clip),
                                          (max(1, round(clip.w * scale)), max(1, round(clip.h * scale))))
            surface.set_clip(r)
            surface.blit(part, (r.x + round(clip.x * scale - sx), r.y + round(clip.y * scale - sy)))
            surface.set_clip(None)
