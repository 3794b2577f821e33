"""The mall on screen, cheap every frame however big the mall grows.

The composed mall is cut in chunks of C x C cells (pictures at B px per cell, drawn from the cell art). A new
tile or a used marker redraws only its own cells in the chunks it touches; nothing is ever composed whole again
(the far mall of scenario 13 is just more chunks). Each chunk keeps half- and quarter-size copies (smoothscaled
once, patched where the mall changes), and, at the camera's settled zoom, a copy at exactly that many pixels
per cell: a quiet frame is a few blits. While the zoom moves, every visible chunk is scaled from its nearest
copy (only the visible chunks, never the whole mall).

Camera maths in cells: `centre` (float cell coordinates of the view's middle) and `px` (screen pixels per cell).
The camera never goes below MIN_PX (cells stay readable on a TV); what it cannot show the mini-map shows."""
from __future__ import annotations

import math

import pygame

from game.core.grid import DIRECTIONS, edge, step
from game.engine.assets import image
from game.games.magic_maze import aligned
from game.games.magic_maze.mall import HEROES, Mall, placed_key
from game.games.magic_maze.tileset import TILESET_TILES

B = 96  # pixels per cell in the composed chunks
C = 8  # cells per chunk side
SIZES = (B, 48)  # every chunk is composed at these cell sizes (48: the farthest zoom, drawn crisp)
MIN_PX = 48  # farthest zoom (the rules' digital adaptation: cells stay >= 48 px on a TV)
MAX_PX = 120  # closest zoom
ZOOM_IN_AT = 1.35  # come closer only when the heroes would fit this much larger
BG = (34, 40, 58)
ART = "magic_maze/"
ANGLE = {"N": 0, "E": -90, "S": 180, "W": 90}  # art points north; pygame rotates anticlockwise
FAR = 200  # cells with x beyond this belong to scenario 13's far mall


def cell_art(kind: str, colour: str | None, u: int = B) -> pygame.Surface:
    name = f"cell_{kind}_{colour}" if colour else f"cell_{kind}"
    return image(f"{ART}{name}.svg", (u, u))


def chunk_of(cell) -> tuple[int, int]:
    return (cell[0] // C, cell[1] // C)


class MallPicture:
    """The composed mall in chunks. `update(state)` notes what changed; the redrawing is queued as jobs (one
    chunk at one size each) and `work(first_size)` does one a frame, so a new tile costs a few small frames
    instead of one big one (it shows up a frame or two later). `chunk(key, size)`: a chunk's picture at one of
    SIZES (None: no mall there)."""

    def __init__(self):
        self.key = None
        self._quick = None
        self.chunks: dict[tuple[int, int], dict[int, pygame.Surface]] = {}  # chunk -> {cell size: picture}
        self.stamp: dict[tuple[int, int], int] = {}  # chunk -> how often it changed (the scaled copies follow)
        self.jobs: dict[tuple[tuple[int, int], int], pygame.Rect] = {}  # (chunk, size) -> cells to redraw
        self.version = 0
        self.mall: Mall | None = None
        self.used: set = set()
        self.like: pygame.Surface | None = None  # the screen: chunk pictures take its pixel format
        self._bounds: dict = {}

    def update(self, state) -> bool:
        """Note what changed since the last call; True when everything was redrawn at once (a first look, a tile
        taken away, a loaded game)."""
        quick = (len(state.placed), len(state.used), state.placed[-1][0] if state.placed else None,
                 state.placed[-1][1][0] if state.placed else None)
        if quick == self._quick and self.mall is not None:
            return False  # nothing laid, taken away or marked since the last frame
        self._quick = quick
        placed, used = placed_key(state.placed), tuple(tuple(c) for c in state.used)
        key = (placed, used)
        if key == self.key:
            return False
        old, self.key = self.key, key
        self.mall, self.used = state.mall(), set(used)
        self.like = self.like or pygame.display.get_surface()
        self.version += 1
        if old is None or placed[:len(old[0])] != old[0]:
            self.chunks.clear()
            self.jobs.clear()
            for ck in {chunk_of(c) for c in self.mall.cells}:
                for dx in (-1, 0, 1):  # walls and escalators reach a little past their cells
                    for dy in (-1, 0, 1):
                        self._queue((ck[0] + dx, ck[1] + dy), None)
            while self.jobs:
                self.work()
            return True
        cells = [c for i in range(len(old[0]), len(placed)) for c in self.mall.tile_cells[i]]
        cells += [c for c in used if c not in old[1]]
        if cells:
            xs, ys = [c[0] for c in cells], [c[1] for c in cells]
            region = pygame.Rect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)
            for cx in range(region.x // C, (region.right - 1) // C + 1):
                for cy in range(region.y // C, (region.bottom - 1) // C + 1):
                    self._queue((cx, cy), region)
        return False

    def _queue(self, ck, region: pygame.Rect | None) -> None:
        box = pygame.Rect(ck[0] * C, ck[1] * C, C, C)
        region = box if region is None else region.clip(box)
        if region.w <= 0 or region.h <= 0:
            return
        if ck not in self.chunks:
            near = box.inflate(2, 2)  # walls reach a tenth of a cell past their own cells
            if not any(near.collidepoint(c) for c in self.mall.cells):
                return  # no mall here
            self.chunks[ck] = {}  # its pictures are made by the jobs (a new chunk is drawn whole)
            region = box
        for size in SIZES:
            job = self.jobs.get((ck, size))
            self.jobs[(ck, size)] = region if job is None else job.union(region)

    def work(self, first_size: int | None = None):
        """Do one queued job (one of size `first_size` first): (chunk, size, cells redrawn), or None."""
        if not self.jobs:
            return None
        key = next((k for k in self.jobs if k[1] == first_size), next(iter(self.jobs)))
        region = self.jobs.pop(key)
        ck, size = key
        surf = self.chunks[ck].get(size)
        if surf is None:
            surf = self.chunks[ck][size] = (pygame.Surface((C * size, C * size), 0, self.like) if self.like
                                            else pygame.Surface((C * size, C * size)))
            region = pygame.Rect(ck[0] * C, ck[1] * C, C, C)
        compose(surf, self.mall, self.used, (ck[0] * C, ck[1] * C), region, size)
        self.stamp[ck] = self.stamp.get(ck, 0) + 1
        return ck, size, region

    def chunk(self, ck, size: int) -> pygame.Surface | None:
        sizes = self.chunks.get(ck)
        return None if sizes is None else sizes.get(size)

    def bounds(self, far: bool = False) -> pygame.Rect | None:
        """The cells of the near mall (or scenario 13's far one) as a rect (kept per version: asked every frame)."""
        key = (self.version, far)
        if key not in self._bounds:
            cells = [c for c in self.mall.cells if (c[0] >= FAR) == far] if self.mall else []
            box = None
            if cells:
                xs, ys = [c[0] for c in cells], [c[1] for c in cells]
                box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            self._bounds = {k: v for k, v in self._bounds.items() if k[0] == self.version}
            self._bounds[key] = box
        return self._bounds[key]


def compose(surf, m, used, origin, region: pygame.Rect, u: int = B) -> None:
    """Draw everything of mall `m` that touches `region` (cells) onto `surf`, whose (0, 0) is cell `origin`,
    at `u` pixels per cell."""
    ox, oy = origin

    def to_px(cell):
        return ((cell[0] - ox) * u, (cell[1] - oy) * u)

    clip = pygame.Rect((region.x - ox) * u, (region.y - oy) * u, region.w * u, region.h * u)
    surf.set_clip(clip)
    surf.fill(BG, clip)
    near = region.inflate(2, 2)
    cells = {c: info for c, info in m.cells.items() if near.collidepoint(c)}
    for cell, (_, kind, colour) in cells.items():
        at = to_px(cell)
        surf.blit(cell_art(kind, colour, u), at)
        if cell in used:
            surf.blit(image(f"{ART}cross.svg", (u, u)), at)
    for cell in cells:
        gate = m.gates.get(cell)
        if gate is not None and gate[1] == "explore" and step(cell, gate[0]) not in m.cells:
            art = image(f"{ART}explore_{gate[2]}.svg", (u, u))
            surf.blit(pygame.transform.rotate(art, ANGLE[gate[0]]), to_px(cell))
    _walls(surf, m, cells, to_px, u)
    done = set()
    for a, b in m.escalator.items():
        if (b, a) in done:
            continue
        done.add((a, b))
        if near.collidepoint(a) or near.collidepoint(b) or near.clipline(a, b):
            _escalator(surf, to_px(a), to_px(b), u)
            under = {c: cells[c] for c in cells_under(a, b) if c in cells and cells[c][1] != "floor"}
            for cell, (_, kind, colour) in under.items():  # an item, exit, portal... stays on top of the stairs
                surf.blit(cell_art(kind, colour, u), to_px(cell))
            _walls(surf, m, under, to_px, u)
    surf.set_clip(None)


def cells_under(a, b) -> set:
    """The cells an escalator between the centres of cells `a` and `b` passes over, its two ends left out."""
    steps = 4 * (abs(b[0] - a[0]) + abs(b[1] - a[1])) + 1
    out = {(math.floor(a[0] + 0.5 + (b[0] - a[0]) * i / steps), math.floor(a[1] + 0.5 + (b[1] - a[1]) * i / steps))
           for i in range(steps + 1)}
    return out - {tuple(a), tuple(b)}


def _walls(surf, m, cells, to_px, u) -> None:
    wall_h = image(f"{ART}wall.svg", (u + u // 8, u // 5))
    orange_h = image(f"{ART}orange_wall.svg", (u + u // 8, u // 5))
    walls = {True: wall_h, False: orange_h}
    vertical = {k: pygame.transform.rotate(v, 90) for k, v in walls.items()}
    for cell, info in cells.items():
        x, y = to_px(cell)
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
            elif m.open_between(cell, n, True) or (n not in m.cells and cell in m.gates and m.gates[cell][0] == d):
                continue
            else:
                plain = True
            art = (walls if d in "NS" else vertical)[plain]
            cx = x + u // 2 + (u // 2 if d == "E" else -u // 2 if d == "W" else 0)
            cy = y + u // 2 + (u // 2 if d == "S" else -u // 2 if d == "N" else 0)
            surf.blit(art, art.get_rect(center=(cx, cy)))


def _escalator(surf, a, b, u: int) -> None:
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    art = image(f"{ART}escalator.svg", (max(8, int(length + u * 0.6)), u // 3), stretch=True)
    angle = -math.degrees(math.atan2(by - ay, bx - ax))
    art = pygame.transform.rotate(art, angle)
    surf.blit(art, art.get_rect(center=((ax + bx) / 2 + u / 2, (ay + by) / 2 + u / 2)))


class Camera:
    """Where the view looks (cells) and how close (px per cell). The centre eases towards the middle of the
    cells it is asked to show; the zoom changes only when they need more room or could be shown much closer, and
    settles on whole pixels per cell (where the view is cheapest). `fits(cells)`: can they all be shown?"""

    def __init__(self, rect: pygame.Rect, top_room: int = 120):
        self.rect = pygame.Rect(rect)
        self.top_room = top_room  # banners cover the top of the view: frame the heroes below them
        self.bottom_room = 0  # and above the mini-map when it shows
        self.anchor = (self.rect.centerx, self.rect.centery + self.top_room // 2)
        self.centre = [2.0, 2.0]
        self.px = 96.0
        self.target_px = 96
        self.goal = (2.0, 2.0)  # where the centre is heading

    @property
    def zooming(self) -> bool:
        return self.px != self.target_px

    def target(self, cells) -> tuple[float, float, float]:
        xs = [c[0] for c in cells] or [2]
        ys = [c[1] for c in cells] or [2]
        x0, x1, y0, y1 = min(xs) - 1.4, max(xs) + 2.4, min(ys) - 1.4, max(ys) + 2.4
        w, h = max(6.0, x1 - x0), max(6.0, y1 - y0)
        px = min(MAX_PX, self.rect.w / w, (self.rect.h - self.top_room - self.bottom_room) / h)
        # the anchor sits in the middle of the room under the banners: lift the heroes above the bottom room
        return (x0 + x1) / 2, (y0 + y1) / 2 + self.bottom_room / 2 / max(px, MIN_PX), px

    def fits(self, cells) -> bool:
        return self.target(cells)[2] >= MIN_PX

    def follow(self, cells, dt: float, snap: bool = False, widest: bool = False, bounds=None,
               max_px: float = MAX_PX) -> None:
        """Ease towards showing `cells`; `widest`: they are only part of what matters: show as much of the mall
        (`bounds`, cells) as stays readable around them; `max_px`: come no closer (room for what is around)."""
        if not cells:  # every hero escaped: the view stays where it was
            return
        cx, cy, px = self.target(cells)
        px = min(px, max_px)
        if widest and bounds is not None:  # not the empty floor beyond the mall: as much mall as fits
            whole = self.target([bounds.topleft, (bounds.right - 1, bounds.bottom - 1)])[2]
            px = max(MIN_PX, min(px, whole))
            cx, cy = self._inside(cx, cy, px, bounds)
        else:
            px = MIN_PX if widest else max(MIN_PX, px)
        self.goal = (cx, cy)
        if snap or px < self.target_px or px > self.target_px * ZOOM_IN_AT:
            self.target_px = int(px)
        k = 1.0 if snap else 1 - math.exp(-dt * 3.0)
        self.centre[0] += (cx - self.centre[0]) * k
        self.centre[1] += (cy - self.centre[1]) * k
        zk = 1.0 if snap else 1 - math.exp(-dt * 7.0)
        self.px += (self.target_px - self.px) * zk
        if abs(self.px - self.target_px) < 0.5:
            self.px = self.target_px

    def _inside(self, cx: float, cy: float, px: float, bounds: pygame.Rect) -> tuple[float, float]:
        """Move a centre so the view stays over the mall where the mall is larger than the view (in cell
        units cell c spans c..c+1, and the view's middle is at `centre`)."""
        m = 0.6
        half_w = self.rect.w / 2 / px
        lo, hi = bounds.x - m + half_w, bounds.right + m - half_w
        cx = min(max(cx, lo), hi) if lo < hi else (bounds.x + bounds.right) / 2  # (all of it fits that way)
        half_h = (self.rect.h - self.top_room) / 2 / px  # the room under the banners
        lo = bounds.y - m + half_h
        hi = bounds.bottom + m - half_h + self.bottom_room / px
        cy = min(max(cy, lo), hi) if lo < hi else (lo + hi) / 2
        return cx, cy

    def screen(self, cell) -> tuple[float, float]:
        """The screen point of a cell's middle (cells may be fractional while a hero slides)."""
        return (self.anchor[0] + (cell[0] + 0.5 - self.centre[0]) * self.px,
                self.anchor[1] + (cell[1] + 0.5 - self.centre[1]) * self.px)

    def cell_at(self, pos) -> tuple[int, int]:
        return (math.floor((pos[0] - self.anchor[0]) / self.px + self.centre[0]),
                math.floor((pos[1] - self.anchor[1]) / self.px + self.centre[1]))

    def view_cells(self, centre=None, px=None) -> pygame.Rect:
        """The cells the view shows (whole cells, a little more at the edges); or would show looking at
        `centre` from `px` pixels per cell."""
        (cx, cy), px = centre or self.centre, px or self.px
        x0 = math.floor((self.rect.x - self.anchor[0]) / px + cx)
        y0 = math.floor((self.rect.y - self.anchor[1]) / px + cy)
        x1 = math.floor((self.rect.right - self.anchor[0]) / px + cx)
        y1 = math.floor((self.rect.bottom - self.anchor[1]) / px + cy)
        return pygame.Rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)


def warm_up() -> None:
    """Render the cell art at every kept size now (each first render of an SVG costs a millisecond or more:
    not in the middle of a game)."""
    for u in SIZES:
        for kind, colour in TILESET_TILES:
            cell_art(kind, colour, u)
        image(f"{ART}cross.svg", (u, u))
        for colour in HEROES:
            image(f"{ART}explore_{colour}.svg", (u, u))
        for name in ("wall", "orange_wall"):
            image(f"{ART}{name}.svg", (u + u // 8, u // 5))


class MallView:
    """Draws the mall through the camera from the picture's chunks.

    Settled zoom: each visible chunk as a copy at exactly the camera's pixels per cell (`_at`, made once, patched
    where the mall changes): a frame is a few blits. While the zoom moves: one `snapshot` (the view at the zoom's
    start when coming closer, or the view at the zoom's end when going farther, which then holds every chunk the
    settled view will need) is scaled straight into the view each frame, and the chunks of the settled view are
    prepared a few a frame."""

    PREPARE_PER_FRAME = 1

    def __init__(self, rect, top_room: int = 120):
        self.picture = MallPicture()
        self.camera = Camera(rect, top_room)
        self._at: dict[tuple[int, int], tuple[int, pygame.Surface]] = {}  # chunk -> (stamp, copy at _at_px)
        self._at_px = 0
        self._snap: tuple[pygame.Surface, pygame.Rect, int, int] | None = None  # surface, cells, px, for target
        self._kept: pygame.Surface | None = None  # the still view, kept at its place on a canvas-sized picture
        self._kept_key: tuple | None = None  # what the last frame's view showed (camera, chunks)
        self._kept_ready = False  # `_kept` holds that view
        warm_up()


    def update(self, state, surface) -> None:
        self.picture.like = surface
        if self.picture.update(state):
            self._at.clear()
            self._snap = None
            return
        done = self.picture.work(_source_size(self._at_px))
        if done is None:
            return
        ck, size, region = done
        self._snap = None
        kept = self._at.get(ck)
        if kept is not None:
            if size == _source_size(self._at_px):
                self._patch(ck, region, kept[1])
            else:  # the copy is not made from that size: still good
                self._at[ck] = (self.picture.stamp[ck], kept[1])

    def _patch(self, ck, region: pygame.Rect, copy: pygame.Surface) -> None:
        """Bring a kept copy up to date where the chunk changed (scaling only those cells)."""
        px = self._at_px
        size = _source_size(px)
        src = self.picture.chunk(ck, size)
        x, y = region.x - ck[0] * C, region.y - ck[1] * C
        if src is not copy:
            part = src.subsurface((x * size, y * size, region.w * size, region.h * size))
            copy.blit(pygame.transform.scale(part, (region.w * px, region.h * px)), (x * px, y * px))
        self._at[ck] = (self.picture.stamp[ck], copy)

    def _settled(self, ck, px: int) -> pygame.Surface | None:
        if px != self._at_px:
            self._at.clear()
            self._at_px = px
        stamp = self.picture.stamp.get(ck)
        if stamp is None:
            return None
        kept = self._at.get(ck)
        if kept is not None and kept[0] == stamp:
            return kept[1]
        src = self.picture.chunk(ck, _source_size(px))
        if src is None:
            return None  # its picture at that size is still queued
        copy = src if src.get_width() == C * px else pygame.transform.scale(src, (C * px, C * px))
        self._at[ck] = (stamp, copy)
        return copy

    def _blit_chunks(self, surface, px: int, centre, anchor, cells: pygame.Rect, clip: pygame.Rect) -> None:
        """The settled picture: chunk copies at `px` for the cells `cells`, placed for that centre and anchor."""
        ox = round(anchor[0] - centre[0] * px)
        oy = round(anchor[1] - centre[1] * px)
        clip = clip.clip(surface.get_rect())
        for cy in range(cells.y // C, (cells.bottom - 1) // C + 1):
            for cx in range(cells.x // C, (cells.right - 1) // C + 1):
                at = pygame.Rect(ox + cx * C * px, oy + cy * C * px, C * px, C * px)
                shown = at.clip(clip)  # clipped here, so the copies start where aligned.blit puts them
                if not shown.w or not shown.h:
                    continue
                pic = self._settled((cx, cy), px)
                if pic is None:
                    aligned.fill(surface, BG, shown)
                else:
                    aligned.blit(surface, pic, shown.topleft, shown.move(-at.x, -at.y))

    def _draw_still(self, surface, px: int, centre, anchor, cells: pygame.Rect, rect: pygame.Rect) -> None:
        """The settled view. A view the same as the last frame's (the camera still, no chunk changed) is kept as
        one picture at its place and copied in one aligned blit; a view that changes (the camera gliding) is
        drawn straight from the chunk copies, so a glide costs no more than before."""
        key = (px, centre, anchor, tuple(cells), tuple(rect), surface.get_size(), surface.get_bitsize(),
               self._chunks_key(cells, px))
        if key != self._kept_key:
            self._kept_key, self._kept_ready = key, False
            self._blit_chunks(surface, px, centre, anchor, cells, rect)
            return
        clip = rect.clip(surface.get_rect())
        if not self._kept_ready:  # still for a second frame: keep it
            if self._kept is None or self._kept.get_size() != surface.get_size():
                self._kept = pygame.Surface(surface.get_size(), 0, surface)
            self._kept.fill(BG, clip)
            self._blit_chunks(self._kept, px, centre, anchor, cells, rect)
            self._kept_ready = True
        aligned.blit(surface, self._kept, clip.topleft, clip)

    def _chunks_key(self, cells: pygame.Rect, px: int) -> tuple:
        """What the view's chunks show at `px`: each one's change count and whether its copy is made yet."""
        if px != self._at_px:
            return (None,)
        out = []
        for cy in range(cells.y // C, (cells.bottom - 1) // C + 1):
            for cx in range(cells.x // C, (cells.right - 1) // C + 1):
                stamp = self.picture.stamp.get((cx, cy))
                kept = self._at.get((cx, cy))
                out.append((stamp, kept is not None and kept[0] == stamp))
        return tuple(out)

    def _make_snapshot(self, cam, surface) -> None:
        """At a zoom's start: the picture the zoom frames will scale, made of blits only (no scaling): coming
        closer, the view now from the settled copies; going farther, the view now and at the end from the chunks
        composed at the farthest zoom's size."""
        target = cam.target_px
        if target > self._at_px:
            px, cells = self._at_px, cam.view_cells()
        else:
            px = SIZES[-1]
            cells = cam.view_cells().union(cam.view_cells(cam.goal, target))
        size = (cells.w * px, cells.h * px)
        buf = self._snap[0] if self._snap is not None and self._snap[0].get_size() == size else \
            pygame.Surface(size, 0, surface)
        if px == self._at_px:
            self._blit_chunks(buf, px, (cells.x, cells.y), (0, 0), cells, buf.get_rect())
        else:
            buf.fill(BG)
            for cy in range(cells.y // C, (cells.bottom - 1) // C + 1):
                for cx in range(cells.x // C, (cells.right - 1) // C + 1):
                    pic = self.picture.chunk((cx, cy), px)
                    if pic is not None:
                        buf.blit(pic, ((cx * C - cells.x) * px, (cy * C - cells.y) * px))
        self._snap = (buf, cells, px, target)

    def draw(self, surface: pygame.Surface, state) -> None:
        self.update(state, surface)
        cam, r = self.camera, self.camera.rect
        if not cam.zooming:
            self._snap = None
            self._draw_still(surface, int(cam.px), tuple(cam.centre), tuple(cam.anchor), cam.view_cells(), r)
            return
        if self._snap is None or self._snap[3] != cam.target_px:
            if self._at_px == 0:  # nothing settled yet to start from
                self._at_px = int(cam.px)
            self._make_snapshot(cam, surface)
        surf, cells, px, _ = self._snap
        # where the snapshot's cells land on screen now, and the part of it inside the view
        x0, y0 = cam.screen((cells.x - 0.5, cells.y - 0.5))
        scale = cam.px / px
        shown = pygame.Rect(round(x0), round(y0), round(surf.get_width() * scale), round(surf.get_height() * scale))
        seen = shown.clip(r)
        if seen != r:
            surface.fill(BG, r)
        if seen.w > 0 and seen.h > 0:
            sx0, sy0 = int((seen.x - x0) / scale), int((seen.y - y0) / scale)
            sx1 = min(surf.get_width(), math.ceil((seen.right - x0) / scale))
            sy1 = min(surf.get_height(), math.ceil((seen.bottom - y0) / scale))
            if sx1 > sx0 and sy1 > sy0:  # scaled straight into the view: no second copy
                part = surf.subsurface((sx0, sy0, sx1 - sx0, sy1 - sy0))
                pygame.transform.scale(part, seen.size, surface.subsurface(seen))
        self._prepare(cam)

    def _prepare(self, cam) -> None:
        """While zooming closer: the settled view's chunk copies, a few a frame (so settling costs no more)."""
        px = cam.target_px
        goal = cam.view_cells(cam.goal, px)
        if px != self._at_px:
            self._at.clear()
            self._at_px = px
        made = 0
        for cy in range(goal.y // C, (goal.bottom - 1) // C + 1):
            for cx in range(goal.x // C, (goal.right - 1) // C + 1):
                ck = (cx, cy)
                stamp = self.picture.stamp.get(ck)
                if stamp is None or self._at.get(ck, (None,))[0] == stamp:
                    continue
                self._settled(ck, px)
                made += 1
                if made >= self.PREPARE_PER_FRAME:
                    return


def _source_size(px: float) -> int:
    """The smallest composed size at least as fine as `px` (nearest-neighbour scaling from it stays sharp)."""
    return next((size for size in sorted(SIZES) if size >= px), B)


# --- the selected hero's own cells ----------------------------------------------------------------------------
LIT = {"orange": (255, 156, 48), "yellow": (255, 220, 60), "purple": (176, 110, 240), "green": (60, 200, 110)}


def own_cells(state, hero: str) -> list:
    """The cells of `hero`'s colour it can use: its portals (while portals work) and its explore cells with room
    for a new tile. A seat that selected the hero sees them light up (where can this one go?)."""
    m = state.mall()
    cells = list(m.find("portal", hero)) if state.sc.portals and not state.theft else []
    cells += sorted(c for c, (colour, _) in m.explore_cells().items() if colour == hero)
    return cells


KEY = (255, 0, 255)
_FRAMES: dict = {}  # (hero, cell px, inset) -> the frame picture (a few sizes while the pulse runs)


def own_frame(hero: str, px: int, inset: int) -> pygame.Surface:
    key = (hero, px, inset)
    if key not in _FRAMES:
        if len(_FRAMES) > 200:  # zooms come and go: keep the cache small
            _FRAMES.clear()
        surf = pygame.Surface((px, px))  # a colour key, not alpha: a plain blit is several times cheaper
        surf.fill(KEY)
        surf.set_colorkey(KEY, pygame.RLEACCEL)
        r = surf.get_rect()
        pygame.draw.rect(surf, (255, 250, 240), r.inflate(-inset, -inset), 3, border_radius=10)
        pygame.draw.rect(surf, LIT[hero], r.inflate(-inset - 6, -inset - 6), 6, border_radius=8)
        _FRAMES[key] = surf
    return _FRAMES[key]


def draw_own_cells(surface, camera: Camera, cells, hero: str, clock: float) -> None:
    """A pulsing frame in the hero's colour round each of its cells (one kept picture per pulse step)."""
    px = round(camera.px)
    if not cells or px < 8:
        return
    inset = round(2 + 4 * (0.5 + 0.5 * math.sin(clock * 5.0)))
    frame = own_frame(hero, px, inset)
    for cell in cells:
        x, y = camera.screen(cell)
        r = frame.get_rect(center=(round(x), round(y)))
        if r.colliderect(camera.rect):
            surface.blit(frame, r)
