"""How the pieces look: dice with pips, clouds carrying a gold coin, a beanstalk trunk with veins, the giant's
castle, the axe.

Each piece is painted once per (body definition, colour variant, scale) into an upright sprite: supersampled
3x and shrunk with premultiplied alpha (smooth edges), centred on the body's centre of mass. Every frame a body
is one blit of that sprite turned to its angle; turned copies are cached per 1-degree step (LRU, bounded by
bytes), so a tower at rest costs a dictionary look-up and a blit per piece, a tumbling piece one small
rotozoom per new angle (with a per-frame budget, see PieceArt.turned).

Public: render_piece(definition, variant, px_per_mm), body_centre(definition), PieceArt(world, view, variant_of),
PAINTERS (BodyDef.name -> painter), DIE_COLOURS. Everything else may change.
"""
from __future__ import annotations

import math
from collections import OrderedDict

import numpy as np
import pygame

from game.devtools.sandbox.view import View
from game.physics.shapes import BodyDef
from game.physics.world import STATIC, World

DIE_COLOURS = [(206, 58, 52), (48, 112, 196), (236, 184, 46), (64, 160, 84), (150, 84, 170), (240, 236, 222)]
PIPS = {1: [(0, 0)], 2: [(-1, 1), (1, -1)], 3: [(-1, 1), (0, 0), (1, -1)], 4: [(-1, -1), (-1, 1), (1, -1), (1, 1)],
        5: [(-1, -1), (-1, 1), (0, 0), (1, -1), (1, 1)], 6: [(-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)]}
SUPERSAMPLE = 3          # paint at 3x, shrink once: anti-aliased edges without per-frame cost
ANGLE_STEP = 1.0         # degrees per cached turned copy (0.5 degree error = 0.3 px at a die's corner)
CACHE_BYTES = 48 << 20   # turned copies kept at most (a die copy is ~12 KB, a castle ~110 KB)
TURN_PIXELS = 120_000    # new turned copies a frame (pixels, ~1.5 ms); past that a near cached angle stands in
NEAR_STEPS = 4
SPIN_COARSE = 2.0        # rad/s: a piece spinning faster is turned in 3-degree steps (it moves >2 deg a frame)


def _shade(colour, factor):
    return tuple(max(0, min(255, round(c * factor))) for c in colour)


class Pen:
    """Design-frame points (mm, y up) -> pixels on a sprite whose centre is the body's centre of mass."""

    def __init__(self, com, px_per_mm: float, centre: float):
        self.com = (float(com[0]), float(com[1]))
        self.k = float(px_per_mm)
        self.centre = float(centre)

    def __call__(self, pts) -> list[tuple[float, float]]:
        p = np.asarray(pts, dtype=float).reshape(-1, 2)
        x = self.centre + (p[:, 0] - self.com[0]) * self.k
        y = self.centre - (p[:, 1] - self.com[1]) * self.k
        return list(zip(x.tolist(), y.tolist()))

    def px(self, mm: float, least: int = 1) -> int:
        """A length (mm) in sprite pixels, at least `least`."""
        return max(least, round(mm * self.k))


def body_centre(definition: BodyDef) -> tuple[float, float]:
    """Where the world puts a body's position: its centre of mass (its design origin if massless)."""
    props = definition.mass_props()
    return props.centroid if props.mass > 0 else (0.0, 0.0)


def render_piece(definition: BodyDef, variant: int, px_per_mm: float) -> pygame.Surface:
    """The upright picture of a piece, its centre of mass at the surface's centre (even width and height)."""
    ss = SUPERSAMPLE
    reach = max(float(np.max(np.linalg.norm(p.outline() - body_centre(definition), axis=1)))
                for p in definition.parts)
    half = math.ceil((reach * 1.35 + 6) * px_per_mm) * ss  # room for flags, leaves and outlines
    big = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    pen = Pen(body_centre(definition), px_per_mm * ss, half)
    painter = PAINTERS.get(definition.name, _paint_plain)
    painter(big, pen, definition, variant)
    used = big.get_bounding_rect()
    if used.w == 0:
        return pygame.Surface((2, 2), pygame.SRCALPHA)
    # crop symmetrically about the centre, in whole final pixels, then shrink
    hx = math.ceil(max(half - used.left, used.right - half) / ss) + 1
    hy = math.ceil(max(half - used.top, used.bottom - half) / ss) + 1
    crop = big.subsurface((half - hx * ss, half - hy * ss, 2 * hx * ss, 2 * hy * ss))
    return _shrink(crop, ss)


def _shrink(big: pygame.Surface, ss: int) -> pygame.Surface:
    """Average each ss x ss block with premultiplied alpha: edges fade to transparent, not to the black of the
    empty pixels (smoothscale would leave a dark fringe and an opaque centre at 253/255)."""
    w, h = big.get_width() // ss, big.get_height() // ss
    alpha = pygame.surfarray.array_alpha(big).astype(np.float32)
    rgb = pygame.surfarray.array3d(big).astype(np.float32) * alpha[..., None]
    a = alpha.reshape(w, ss, h, ss).mean(axis=(1, 3))
    c = rgb.reshape(w, ss, h, ss, 3).mean(axis=(1, 3)) / np.maximum(a, 1e-6)[..., None]
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.surfarray.blit_array(out, np.clip(c + 0.5, 0, 255).astype(np.uint8))
    alpha_view = pygame.surfarray.pixels_alpha(out)
    alpha_view[...] = np.clip(a + 0.5, 0, 255).astype(np.uint8)
    del alpha_view  # unlock the surface
    return out


def die_colours_by_id(body_id: int, definition: BodyDef) -> int:
    """The default colour variant: dice cycle through DIE_COLOURS by body id, other pieces have one look."""
    return body_id % len(DIE_COLOURS) if definition.name == "die" else 0


class PieceArt:
    """Draws a world's pieces through a View; keeps the sprite caches (one per scene is plenty).
    `variant_of(body_id, definition) -> int` picks each body's colour variant (asked once per body).
    `world` may be replaced (e.g. by a world restored from JSON); the sprites are kept."""

    def __init__(self, world: World, view: View, variant_of=die_colours_by_id):
        self.world = world
        self.view = view
        self.variant_of = variant_of
        self._bases: list[pygame.Surface] = []
        self._base_index: dict[tuple, int] = {}     # (definition, variant, scale) -> index into _bases
        self._body_base: dict[int, int] = {}        # body id -> index into _bases
        self._turned: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()
        self._turned_bytes = 0
        self.misses = 0  # turned copies made (for the benchmark)
        self.turn_pixels_left = TURN_PIXELS

    # ---- sprites -----------------------------------------------------------------------------------------
    def base_for(self, definition: BodyDef, variant: int) -> int:
        key = (definition, variant, self.view.scale)
        index = self._base_index.get(key)
        if index is None:
            index = len(self._bases)
            self._bases.append(render_piece(definition, variant, self.view.scale))
            self._base_index[key] = index
        return index

    def _body_sprite(self, body_id: int) -> int:
        index = self._body_base.get(body_id)
        if index is None:
            definition = self.world.definition(body_id)
            index = self.base_for(definition, self.variant_of(body_id, definition))
            if len(self._body_base) > 4 * len(self.world) + 64:  # forget removed bodies now and then
                self._body_base.clear()
            self._body_base[body_id] = index
        return index

    def turned(self, base: int, angle: float, coarse: bool = False) -> pygame.Surface:
        """The base sprite turned by `angle` (radians, counter-clockwise), from the cache when it can.
        `coarse`: a fast-spinning piece, shown in 3-step turns (fewer distinct copies to make). Past the frame's
        budget a cached copy a few steps off stands in, or else a quick unsmoothed turn (4x cheaper; a piece
        that comes to rest at that angle gets its smooth copy then)."""
        steps = round(360.0 / ANGLE_STEP)
        grain = 3 if coarse else 1
        bucket = round(math.degrees(angle) / (ANGLE_STEP * grain)) * grain % steps
        if bucket == 0:
            return self._bases[base]
        surf = self._cached((base, bucket, True))
        if surf is not None:
            return surf
        if self.turn_pixels_left > 0:
            surf = pygame.transform.rotozoom(self._bases[base], bucket * ANGLE_STEP, 1.0)
            self.turn_pixels_left -= surf.get_width() * surf.get_height()
            self._keep((base, bucket, True), surf)
            return surf
        surf = self._near(base, bucket, steps)
        if surf is None:
            surf = pygame.transform.rotate(self._bases[base], bucket * ANGLE_STEP)
            self._keep((base, bucket, False), surf)
        return surf

    def _cached(self, key) -> pygame.Surface | None:
        surf = self._turned.get(key)
        if surf is not None:
            self._turned.move_to_end(key)
        return surf

    def _keep(self, key, surf: pygame.Surface) -> None:
        self.misses += 1
        self._turned[key] = surf
        self._turned_bytes += surf.get_width() * surf.get_height() * 4
        while self._turned_bytes > CACHE_BYTES and len(self._turned) > 1:
            _, old = self._turned.popitem(last=False)
            self._turned_bytes -= old.get_width() * old.get_height() * 4

    def _near(self, base: int, bucket: int, steps: int) -> pygame.Surface | None:
        """A cached copy (smooth or quick) at most NEAR_STEPS off, nearest first."""
        for d in range(NEAR_STEPS + 1):
            for b in {(bucket - d) % steps, (bucket + d) % steps}:
                if b == 0:
                    return self._bases[base]
                surf = self._turned.get((base, b, True)) or self._turned.get((base, b, False))
                if surf is not None:
                    return surf
        return None

    # ---- drawing -----------------------------------------------------------------------------------------
    def _blit(self, surface, base: int, x: float, y: float, angle: float, coarse: bool = False) -> None:
        img = self.turned(base, angle, coarse)
        ox, oy = self.view.origin
        k = self.view.scale
        surface.blit(img, (round(ox + x * k - img.get_width() / 2), round(oy - y * k - img.get_height() / 2)))

    def draw(self, surface: pygame.Surface, body_id: int) -> None:
        x, y = self.world.position(body_id)
        self._blit(surface, self._body_sprite(body_id), x, y, self.world.angle(body_id))

    def draw_all(self, surface: pygame.Surface) -> None:
        """Every non-static body, in the world's order (later bodies on top). Reads the pose array in one go:
        the per-body accessors cost more than the blits."""
        world = self.world
        self.turn_pixels_left = TURN_PIXELS
        ids = world.body_ids()
        poses = world.X.tolist()
        kinds = world.kind.tolist()
        for body_id, (x, y, angle), kind in zip(ids, poses, kinds):
            if kind != STATIC:
                self._blit(surface, self._body_sprite(body_id), x, y, angle)


# ---- painters: (surface, pen, definition, variant), in the design frame, supersampled pixels ----------------

def _outline_fill(surface, pen, definition, fill, border, width):
    outlines = [pen(p.outline()) for p in definition.parts]
    w = pen.px(width / 1.25, 2)  # widths given in px at the sandbox's 1.25 px/mm
    for o in outlines:
        pygame.draw.polygon(surface, border, o, 0)
        pygame.draw.lines(surface, border, True, o, w * 2)
        for c in o:  # round the thick outline's joints
            pygame.draw.circle(surface, border, c, w)
    for o in outlines:
        pygame.draw.polygon(surface, fill, o, 0)
    return outlines


def _paint_plain(surface, pen, definition, variant):
    _outline_fill(surface, pen, definition, (196, 150, 96), (110, 76, 40), 3)


def _paint_die(surface, pen, definition, variant):
    colour = DIE_COLOURS[variant % len(DIE_COLOURS)]
    part = definition.parts[0]
    size = max(abs(p[0]) for p in part.points) + part.radius
    outline = part.outline()
    pygame.draw.polygon(surface, _shade(colour, 0.6), pen(outline), 0)
    pygame.draw.polygon(surface, colour, pen(outline * 0.9), 0)
    # a soft light from the top left: a lighter band inside the face
    glint = [(-0.78 * size, 0.78 * size), (0.55 * size, 0.78 * size), (0.45 * size, 0.68 * size),
             (-0.68 * size, 0.68 * size), (-0.68 * size, -0.45 * size), (-0.78 * size, -0.55 * size)]
    pygame.draw.polygon(surface, _shade(colour, 1.1), pen(glint), 0)
    pygame.draw.lines(surface, _shade(colour, 0.5), True, pen(outline), pen.px(1.6, 2))
    pip_colour = (40, 36, 40) if colour == DIE_COLOURS[-1] else (250, 248, 240)
    r = pen.px(size * 0.12, 2)
    for px, py in PIPS[variant % 6 + 1]:
        c = pen([(px * size * 0.5, py * size * 0.5)])[0]
        pygame.draw.circle(surface, _shade(colour, 0.55), (c[0], c[1] - r * 0.2), r + max(1, r // 5))
        pygame.draw.circle(surface, pip_colour, c, r)


def _paint_cloud(surface, pen, definition, variant):
    _outline_fill(surface, pen, definition, (252, 252, 255), (150, 176, 206), 2)
    s = max(abs(p[0]) for p in definition.parts[0].points) / 42.0
    shade = [(-30 * s, -12 * s), (30 * s, -12 * s), (26 * s, -18 * s), (-26 * s, -18 * s)]
    pygame.draw.polygon(surface, (226, 234, 246), pen(shade), 0)
    centre = pen([(0, 3 * s)])[0]
    r = pen.px(10 * s)
    pygame.draw.circle(surface, (176, 128, 20), centre, r + pen.px(1.6))
    pygame.draw.circle(surface, (246, 200, 52), centre, r)
    star = [(math.cos(a) * (5 if i % 2 else 2) * s, 3 * s + math.sin(a) * (5 if i % 2 else 2) * s)
            for i, a in enumerate(np.linspace(0, 2 * math.pi, 8, endpoint=False))]
    pygame.draw.polygon(surface, (255, 246, 200), pen(star), 0)


def _paint_trunk(surface, pen, definition, variant):
    part = definition.parts[0]
    hw = max(p[0] for p in part.points) + part.radius
    hh = max(p[1] for p in part.points) + part.radius
    dark = (46, 96, 34)
    _outline_fill(surface, pen, definition, (92, 160, 64), dark, 2)
    light = [(-hw * 0.55, -hh + 2), (-hw * 0.2, -hh + 2), (-hw * 0.2, hh - 2), (-hw * 0.55, hh - 2)]
    pygame.draw.polygon(surface, (124, 190, 86), pen(light), 0)
    line = pen.px(1.6, 2)
    for x0 in (-0.45, 0.05, 0.5):
        ys = np.linspace(-hh + 4, hh - 4, 24)
        pts = [(hw * x0 + 3 * math.sin(y / 9.0 + x0 * 5), y) for y in ys]
        pygame.draw.lines(surface, (58, 118, 44), False, pen(pts), line)
    for y in (hh - 1.5, -hh + 1.5):
        rim = [(hw * math.cos(a), y + 4 * math.sin(a)) for a in np.linspace(math.pi, 2 * math.pi, 16)]
        pygame.draw.lines(surface, dark, False, pen(rim), line)
    leaf = [(hw - 2, hh * 0.2), (hw + 14, hh * 0.35), (hw + 22, hh * 0.55), (hw + 6, hh * 0.5)]
    pygame.draw.polygon(surface, (110, 180, 70), pen(leaf), 0)
    pygame.draw.lines(surface, dark, True, pen(leaf), pen.px(0.8))


def _paint_castle(surface, pen, definition, variant):
    stone, dark = (206, 204, 214), (112, 110, 128)
    parts = definition.parts
    line = pen.px(1.6, 2)
    for p in parts:
        fill = (196, 70, 64) if p.tag == "roof" else stone
        edge = (120, 40, 36) if p.tag == "roof" else dark
        o = pen(p.outline())
        pygame.draw.polygon(surface, fill, o, 0)
        pygame.draw.lines(surface, edge, True, o, line)
    s = (max(p[0] for p in parts[0].points) + parts[0].radius) / 65.0
    gate = [(-11 * s, -32 * s), (11 * s, -32 * s), (11 * s, -16 * s)] + \
        [(11 * s * math.cos(a), -16 * s + 11 * s * math.sin(a)) for a in np.linspace(0, math.pi, 12)] + \
        [(-11 * s, -16 * s)]
    pygame.draw.polygon(surface, (72, 54, 44), pen(gate), 0)
    for cx in (-49, 49):
        for cy in (34, 8):
            win = [(cx - 4, cy - 7), (cx + 4, cy - 7), (cx + 4, cy + 5), (cx, cy + 8), (cx - 4, cy + 5)]
            pygame.draw.polygon(surface, (60, 62, 90), pen([(x * s, y * s) for x, y in win]))
        pole = pen([(cx * s, 92 * s), (cx * s, 108 * s)])
        pygame.draw.line(surface, (90, 70, 50), pole[0], pole[1], line)
        flag = [(cx * s, 108 * s), (cx * s + 12 * s, 104 * s), (cx * s, 100 * s)]
        pygame.draw.polygon(surface, (246, 200, 52), pen(flag))
    for i in range(-2, 3):
        merlon = pen([(x * s, y * s) for x, y in [(i * 8 - 3, 44), (i * 8 + 3, 44), (i * 8 + 3, 49), (i * 8 - 3, 49)]])
        pygame.draw.polygon(surface, stone, merlon)
        pygame.draw.lines(surface, dark, True, merlon, pen.px(0.8))


def _paint_axe(surface, pen, definition, variant):
    handle, blade = definition.parts[:2]
    line = pen.px(1.6, 2)
    o = pen(handle.outline())
    pygame.draw.polygon(surface, (168, 112, 58), o, 0)
    pygame.draw.lines(surface, (96, 60, 28), True, o, line)
    o = pen(blade.outline())
    pygame.draw.polygon(surface, (164, 174, 188), o, 0)
    pygame.draw.lines(surface, (84, 90, 104), True, o, line)
    edge = [blade.points[1], blade.points[2], blade.points[3], blade.points[4]]
    pygame.draw.lines(surface, (238, 242, 248), False, pen(edge), pen.px(2.4, 3))


PAINTERS = {"die": _paint_die, "cloud": _paint_cloud, "trunk": _paint_trunk, "castle": _paint_castle,
            "axe": _paint_axe, "box": _paint_plain}
