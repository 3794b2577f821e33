"""The 12 green dice: six faces — eye x2, extra die x1, treasure x2, trunk x1."""
from __future__ import annotations

from game.core.rng import Rng

EYE, EXTRA, TREASURE, TRUNK = "eye", "extra", "treasure", "trunk"
FACES = (EYE, EYE, EXTRA, TREASURE, TREASURE, TRUNK)
TOTAL_DICE = 12


def roll(rng: Rng) -> str:
    return FACES[rng.randbelow(len(FACES))]


def chance(face: str) -> float:
    return FACES.count(face) / len(FACES)
