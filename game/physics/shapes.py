"""Convex parts and their mass properties.

Units everywhere in game/physics: millimetres, seconds, grams, y pointing UP (the drawer flips it). At the drawn
scale of ~1 px per mm, gravity is the real 9810 mm/s^2, so a tower falls as fast as a wooden one on the table.

A part is a convex polygon (counter-clockwise, in the body's design frame) optionally rounded by `radius`: the
collision shape is the "core" polygon swollen by the radius, like Box2D's rounded polygons. A body is one or
more parts (compound). Mass and inertia come from the rounded outline and the material's area density.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

ARC_SEGMENTS = 4  # arc points per rounded corner, used for mass properties and drawing


@dataclass(frozen=True)
class Material:
    """Area density in g/mm^2 (a 2-D slice of the real piece), Coulomb friction and restitution."""
    name: str
    density: float
    friction: float
    restitution: float


WOOD = Material("wood", 0.028, 0.6, 0.25)       # dice, trunks: a 40 mm die weighs ~45 g
CLOUD = Material("cloud", 0.012, 0.7, 0.1)      # painted light wood, a little grippy
CASTLE = Material("castle", 0.024, 0.6, 0.2)
STEEL = Material("steel", 0.06, 0.4, 0.3)        # axe blade
BOARD = Material("board", 0.0, 0.7, 0.2)         # static table / board (density ignored)


@dataclass(frozen=True)
class Part:
    """One convex piece: `points` CCW around its inside, in the body's design frame (mm); `radius` rounds it."""
    points: tuple[tuple[float, float], ...]
    radius: float = 0.0
    material: Material = WOOD
    tag: str = ""  # what the drawer paints it as ("blade", "handle", "lobe" ...)

    def __post_init__(self):
        pts = np.asarray(self.points, dtype=float)
        if len(pts) < 3:
            raise ValueError("a part needs at least 3 points")
        if _signed_area(pts) <= 0:
            raise ValueError("part points must be counter-clockwise")
        for i in range(len(pts)):
            a, b, c = pts[i - 1], pts[i], pts[(i + 1) % len(pts)]
            cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
            if cross <= 1e-9:
                raise ValueError("part must be strictly convex")

    def outline(self) -> np.ndarray:
        """The rounded outline as a polygon (core swollen by radius, corners as short arcs). Computed once per
        part (the drawer asks every frame for every body); the array is read-only."""
        cached = self.__dict__.get("_outline")
        if cached is None:
            cached = self._make_outline()
            cached.flags.writeable = False
            self.__dict__["_outline"] = cached  # frozen dataclass: cache beside the fields, not as one
        return cached

    def _make_outline(self) -> np.ndarray:
        pts = np.array(self.points, dtype=float)
        if self.radius <= 0:
            return pts
        out = []
        n = len(pts)
        normals = _edge_normals(pts)
        for i in range(n):
            n_in, n_out = normals[i - 1], normals[i]
            a0, a1 = math.atan2(n_in[1], n_in[0]), math.atan2(n_out[1], n_out[0])
            if a1 < a0:
                a1 += 2 * math.pi
            for k in range(ARC_SEGMENTS + 1):
                a = a0 + (a1 - a0) * k / ARC_SEGMENTS
                out.append((pts[i][0] + self.radius * math.cos(a), pts[i][1] + self.radius * math.sin(a)))
        return np.asarray(out)


@dataclass(frozen=True)
class MassProps:
    mass: float
    centroid: tuple[float, float]
    inertia: float  # about the centroid


@dataclass(frozen=True)
class BodyDef:
    """What a body is made of; `kind` is "dynamic", "static" or "kinematic". `name` is for the drawer."""
    parts: tuple[Part, ...]
    kind: str = "dynamic"
    name: str = ""
    extras: dict = field(default_factory=dict, compare=False, hash=False)

    def mass_props(self) -> MassProps:
        """Computed once per definition (every body added, loaded or turned dynamic asks for it)."""
        cached = self.__dict__.get("_mass_props")
        if cached is None:
            cached = compound_mass([(p.outline(), p.material.density) for p in self.parts])
            self.__dict__["_mass_props"] = cached  # frozen dataclass: cache beside the fields, as Part.outline
        return cached


def _signed_area(pts: np.ndarray) -> float:
    x, y = pts[:, 0], pts[:, 1]
    return 0.5 * float(np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y))


def _edge_normals(pts: np.ndarray) -> np.ndarray:
    e = np.roll(pts, -1, axis=0) - pts
    n = np.stack([e[:, 1], -e[:, 0]], axis=1)
    return n / np.linalg.norm(n, axis=1, keepdims=True)


def polygon_mass(pts: np.ndarray, density: float) -> MassProps:
    """Mass, centroid and inertia about the centroid of a simple CCW polygon (triangle fan formulas)."""
    x0, y0 = pts[:, 0], pts[:, 1]
    x1, y1 = np.roll(x0, -1), np.roll(y0, -1)
    cross = x0 * y1 - x1 * y0
    area = 0.5 * cross.sum()
    cx = ((x0 + x1) * cross).sum() / (6 * area)
    cy = ((y0 + y1) * cross).sum() / (6 * area)
    # second moment about the origin, then shifted to the centroid
    i_origin = (cross * (x0 * x0 + x0 * x1 + x1 * x1 + y0 * y0 + y0 * y1 + y1 * y1)).sum() / 12.0
    mass = density * area
    inertia = density * i_origin - mass * (cx * cx + cy * cy)
    return MassProps(float(mass), (float(cx), float(cy)), float(inertia))


def compound_mass(pieces: list[tuple[np.ndarray, float]]) -> MassProps:
    props = [polygon_mass(pts, dens) for pts, dens in pieces]
    mass = sum(p.mass for p in props)
    if mass <= 0:
        return MassProps(0.0, (0.0, 0.0), 0.0)
    cx = sum(p.mass * p.centroid[0] for p in props) / mass
    cy = sum(p.mass * p.centroid[1] for p in props) / mass
    inertia = sum(p.inertia + p.mass * ((p.centroid[0] - cx) ** 2 + (p.centroid[1] - cy) ** 2) for p in props)
    return MassProps(mass, (cx, cy), inertia)


# ---- piece factories (design frame: centred, y up, mm) ----------------------------------------------------

def rect_points(w: float, h: float, cx: float = 0.0, cy: float = 0.0) -> tuple:
    hw, hh = w / 2, h / 2
    return ((cx - hw, cy - hh), (cx + hw, cy - hh), (cx + hw, cy + hh), (cx - hw, cy + hh))


def box_part(w: float, h: float, radius: float = 0.0, material: Material = WOOD, cx: float = 0.0,
             cy: float = 0.0, tag: str = "") -> Part:
    """A w x h box whose outside (core + radius) measures exactly w x h."""
    return Part(rect_points(w - 2 * radius, h - 2 * radius, cx, cy), radius, material, tag)


def regular_part(radius: float, sides: int, cx: float, cy: float, rounding: float, material: Material,
                 tag: str = "", phase: float = 0.0) -> Part:
    """A rounded regular polygon whose outside reaches `radius` (a near-circle lobe)."""
    core = radius - rounding
    pts = tuple((cx + core * math.cos(phase + 2 * math.pi * k / sides),
                 cy + core * math.sin(phase + 2 * math.pi * k / sides)) for k in range(sides))
    return Part(pts, rounding, material, tag)


def die(size: float = 40.0, material: Material = WOOD) -> BodyDef:
    """A die: a square with slightly rounded corners (radius 6 % of the side)."""
    return BodyDef((box_part(size, size, 0.06 * size, material, tag="die"),), name="die")


def box(w: float, h: float, material: Material = WOOD, radius: float = 0.0, name: str = "box") -> BodyDef:
    return BodyDef((box_part(w, h, radius, material, tag=name),), name=name)


def trunk(length: float = 110.0, diameter: float = 44.0, material: Material = WOOD) -> BodyDef:
    """A piece of beanstalk trunk: a cylinder standing upright, seen from the side (rounded rim edges)."""
    return BodyDef((box_part(diameter, length, 3.0, material, tag="trunk"),), name="trunk")


def cloud(width: float = 110.0, material: Material = CLOUD) -> BodyDef:
    """A treasure cloud: a flat-topped pillow (so it can carry the next piece) with a round lobe on each side."""
    s = width / 110.0
    body = Part(((-36 * s, -16 * s), (36 * s, -16 * s), (42 * s, -4 * s), (36 * s, 16 * s), (-36 * s, 16 * s),
                 (-42 * s, -4 * s)), 5.0 * s, material, "cloud")
    left = regular_part(17 * s, 8, -38 * s, -1 * s, 6.0 * s, material, "lobe", math.pi / 8)
    right = regular_part(17 * s, 8, 38 * s, -1 * s, 6.0 * s, material, "lobe", math.pi / 8)
    return BodyDef((body, left, right), name="cloud")


def castle(width: float = 130.0, material: Material = CASTLE) -> BodyDef:
    """The giant's castle: a plinth, a wall with a keep, two towers with pointed roofs (six convex parts).
    Only the plinth reaches the bottom, so the castle meets the piece below with one contact manifold."""
    s = width / 130.0
    plinth = box_part(130 * s, 10 * s, 1.0, material, 0, -37 * s, "plinth")
    wall = box_part(90 * s, 46 * s, 1.0, material, 0, -9 * s, "wall")
    tower_l = box_part(32 * s, 86 * s, 1.0, material, -49 * s, 11 * s, "tower")
    tower_r = box_part(32 * s, 86 * s, 1.0, material, 49 * s, 11 * s, "tower")
    roof_l = Part(((-68 * s, 54 * s), (-30 * s, 54 * s), (-49 * s, 92 * s)), 0.0, material, "roof")
    roof_r = Part(((30 * s, 54 * s), (68 * s, 54 * s), (49 * s, 92 * s)), 0.0, material, "roof")
    keep = box_part(40 * s, 30 * s, 1.0, material, 0, 29 * s, "keep")
    return BodyDef((plinth, wall, tower_l, tower_r, roof_l, roof_r, keep), name="castle")


def axe(length: float = 150.0) -> BodyDef:
    """The axe: a wooden handle along +x with a steel blade at its head (compound of two convex parts)."""
    s = length / 150.0
    handle = box_part(150 * s, 12 * s, 2.0 * s, WOOD, 0, 0, "handle")
    blade = Part(((54 * s, -6 * s), (44 * s, -36 * s), (54 * s, -46 * s), (78 * s, -46 * s), (88 * s, -36 * s),
                  (74 * s, -6 * s)), 1.0, STEEL, "blade")
    return BodyDef((handle, blade), name="axe")


def board(width: float = 1600.0, thickness: float = 40.0) -> BodyDef:
    """The static table top; its upper face lies at y = thickness / 2 above its position."""
    return BodyDef((box_part(width, thickness, 0.0, BOARD, tag="board"),), kind="static", name="board")
