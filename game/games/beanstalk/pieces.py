"""The physical pieces of Jack & the Beanstalk: their shapes and sizes, and the table they stand on.

One module, so the rules (physics replays), the bots (scratch worlds) and the scene (drawing) all use the same
bodies. Units as in game/physics: millimetres, y up; the table top is y = 0 and the foot die stands on its centre.
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from game.physics import shapes

DIE_SIZE = 40.0
TRUNK_LENGTH, TRUNK_DIAMETER = 110.0, 44.0
CLOUD_WIDTH = 110.0
CASTLE_WIDTH = 130.0
AXE_LENGTH = 150.0
AXE_MASS = 30.0  # g: the axe token, lighter than a die (the physics' steel-bladed axe weighs 137 g and flattened
# any stalk it reached)
TABLE_WIDTH, TABLE_THICKNESS = 1600.0, 40.0
TABLE_HALF = TABLE_WIDTH / 2
BOARD_RADIUS = 260.0  # the round board on the table (seen from the side: a strip); drawn, not simulated
FOOT_X = 0.0

KINDS = ("die", "trunk", "treasure", "castle")  # what can be stacked; "treasure" is a player's cloud token


@lru_cache(maxsize=None)
def body_def(kind: str) -> shapes.BodyDef:
    """The (shared, immutable) body definition of a piece kind; also "axe" and "table"."""
    if kind == "die":
        return shapes.die(DIE_SIZE)
    if kind == "trunk":
        return shapes.trunk(TRUNK_LENGTH, TRUNK_DIAMETER)
    if kind == "treasure":
        return shapes.cloud(CLOUD_WIDTH)
    if kind == "castle":
        return shapes.castle(CASTLE_WIDTH)
    if kind == "axe":
        return _weighing(shapes.axe(AXE_LENGTH), AXE_MASS)
    if kind == "table":
        return shapes.board(TABLE_WIDTH, TABLE_THICKNESS)
    raise KeyError(f"no piece kind {kind!r}")


def _weighing(definition: shapes.BodyDef, mass: float) -> shapes.BodyDef:
    """The same body with every part's density scaled so that it weighs `mass` grams."""
    k = mass / definition.mass_props().mass
    parts = tuple(dataclasses.replace(p, material=dataclasses.replace(p.material, density=p.material.density * k))
                  for p in definition.parts)
    return dataclasses.replace(definition, parts=parts)


def kind_of_def(definition: shapes.BodyDef) -> str:
    """Inverse of body_def by the definition's name (the physics names them die/trunk/cloud/castle/axe/board)."""
    return {"die": "die", "trunk": "trunk", "cloud": "treasure", "castle": "castle", "axe": "axe",
            "board": "table"}[definition.name]


@lru_cache(maxsize=None)
def extent(kind: str) -> tuple[float, float, float, float]:
    """(left, right, bottom, top) of the upright piece relative to its centre of mass."""
    d = body_def(kind)
    cx, cy = d.mass_props().centroid
    xs = [p[0] - cx for part in d.parts for p in part.outline()]
    ys = [p[1] - cy for part in d.parts for p in part.outline()]
    return min(xs), max(xs), min(ys), max(ys)


def half_height(kind: str) -> float:
    """Distance from the centre of mass down to the piece's bottom when upright."""
    return -extent(kind)[2]


def foot_centre() -> tuple[float, float]:
    """Where the foot die's centre of mass stands: on the board's centre."""
    return FOOT_X, half_height("die")
