"""Ready-made worlds: the towers the tests, the benchmark and the sandbox share (mm, y up, table top at y=0)."""
from __future__ import annotations

import math

from game.physics import shapes
from game.physics.world import World

DIE = 40.0


def table(world: World, width: float = 1600.0, right_edge: float | None = None) -> int:
    """A static table whose top face is y = 0 (centred on x = 0, or ending at `right_edge`)."""
    cx = 0.0 if right_edge is None else right_edge - width / 2
    return world.add_body(shapes.board(width, 40.0), (cx, -20.0))


def dice_stack(world: World, count: int, x: float = 0.0, size: float = DIE, base: float = 0.0) -> list[int]:
    return [world.add_body(shapes.die(size), (x, base + size / 2 + size * i)) for i in range(count)]


def pyramid(world: World, rows: int = 5, size: float = DIE, gap: float = 0.0) -> list[int]:
    """rows + (rows - 1) + ... boxes, each resting on two below (15 boxes for 5 rows)."""
    ids = []
    for r in range(rows):
        n = rows - r
        for i in range(n):
            x = (i - (n - 1) / 2) * (size + gap)
            ids.append(world.add_body(shapes.box(size, size, shapes.WOOD, 0.0), (x, size / 2 + r * size)))
    return ids


def harmonic_overhang(world: World, scale: float, blocks: int = 6, length: float = 120.0,
                      height: float = 20.0) -> list[int]:
    """Paterson & Zwick's harmonic stack over a table edge at x = 0: block k from the top sticks out 1/(2k)
    of a block length (times `scale`) beyond the one below it. Returns ids from the bottom up."""
    table(world, right_edge=0.0)
    right = 0.0
    ids = []
    for level in range(blocks):
        k = blocks - level  # k-th block from the top
        right += scale * length / (2 * k)
        ids.append(world.add_body(shapes.box(length, height, shapes.WOOD, 0.0),
                                  (right - length / 2, height / 2 + level * height)))
    return ids


def ramp(world: World, degrees: float, friction: float = 0.5, size: float = DIE) -> int:
    """A static plank tilted by `degrees` and a box resting on it; both have friction `friction`."""
    mat = shapes.Material("ramp", 0.028, friction, 0.0)
    a = math.radians(degrees)
    world.add_body(shapes.BodyDef((shapes.box_part(1400.0, 40.0, 0.0, mat),), kind="static", name="ramp"),
                   (0.0, 0.0), angle=a)
    # the box sits on the plank's upper face, centred above the plank's middle
    nx, ny = -math.sin(a), math.cos(a)
    d = 20.0 + size / 2
    return world.add_body(shapes.BodyDef((shapes.box_part(size, size, 0.0, mat),), name="box"),
                          (nx * d, ny * d), angle=a)


def beanstalk_tower(world: World, x: float = 0.0) -> list[int]:
    """The benchmark tower, bottom up: trunk, 6 dice, cloud, 3 dice, cloud, trunk, 3 dice, 4 clouds, castle
    (12 dice + 6 clouds + 2 trunks + the castle = 21 bodies)."""
    layout = ["trunk"] + ["die"] * 6 + ["cloud"] + ["die"] * 3 + ["cloud", "trunk"] + ["die"] * 3 \
        + ["cloud"] * 4 + ["castle"]
    return _stack(world, layout, x)


def _stack(world: World, layout: list[str], x: float) -> list[int]:
    """The pieces named in `layout` (die / cloud / trunk / castle) stacked upright, touching, from the table up."""
    makers = {"die": shapes.die, "cloud": shapes.cloud, "trunk": shapes.trunk, "castle": shapes.castle}
    ids = []
    y = 0.0
    for name in layout:
        d = makers[name]()
        lo, hi = _vertical_extent(d)
        ids.append(world.add_body(d, (x, y - lo)))
        y += hi - lo
    return ids


def mixed_tower(world: World, x: float = 0.0) -> list[int]:
    """A real beanstalk of 30 pieces, bottom up: 12 dice, each with a treasure cloud on it, a trunk after the
    4th and the 9th die, 3 more clouds and the castle (12 dice + 2 trunks + 15 clouds + the castle)."""
    layout = []
    for i in range(12):
        layout.append("die")
        if i in (3, 8):
            layout.append("trunk")
        layout.append("cloud")
    layout += ["cloud"] * 3 + ["castle"]
    return _stack(world, layout, x)


def scattered_bodies(world: World, count: int = 40, seed: int = 1) -> list[int]:
    """`count` pieces in loose columns a little above the table, so that all are awake and touching soon."""
    makers = [shapes.die, shapes.die, shapes.cloud, shapes.trunk, shapes.die]
    ids = []
    columns = 8
    heights = [0.0] * columns
    for i in range(count):
        col = (i * 5 + seed) % columns
        d = makers[(i + seed) % len(makers)]()
        lo, hi = _vertical_extent(d)
        x = (col - (columns - 1) / 2) * 130.0 + ((i * 37 + seed * 11) % 13 - 6)
        ids.append(world.add_body(d, (x, heights[col] - lo + 1.0)))
        heights[col] += hi - lo + 1.0
    return ids


def _vertical_extent(d: shapes.BodyDef) -> tuple[float, float]:
    ys = [p[1] for part in d.parts for p in part.outline()]
    return min(ys), max(ys)
