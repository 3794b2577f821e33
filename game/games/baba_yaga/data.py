"""Baba Yaga's fixed components: the 16 elements with their forest-side hints, the 5x5 grid, and the
20 spell cards. Pure data, no pygame.

The spell cards are the 20 lines of the affine plane over GF(4): put the 16 elements on a 4x4 grid of
points; every line holds 4 points, every point lies on 5 lines, and two lines share at most one point.
So each element is on exactly 5 cards, every card has 4 different elements, and no two cards are alike
(two cards never share more than one element)."""
from __future__ import annotations

from game.core.rng import Rng

# element -> the hint picture on its forest side (the hint always travels with its element)
HINTS: dict[str, str] = {
    "frog": "pond",            # a pond with ripples and a lily pad
    "mushroom": "fairy_ring",  # a ring of little stones in the grass
    "bat": "cave",             # a dark cave mouth
    "spider": "web",           # a web strung between two trees
    "feather": "breeze",       # a gust of wind curling over the grass
    "raven": "dead_tree",      # a bare, crooked tree with an empty perch
    "snail": "trail",          # a silvery spiral trail over a wet stone
    "bone": "dug_hole",        # a freshly dug hole with heaps of earth
    "moonflower": "moon",      # a crescent moon over a glade
    "bee": "honeycomb",        # a tree trunk with a honeycomb hollow
    "pinecone": "pine_tree",   # a tall fir tree
    "fish": "stream",          # a stream with reeds
    "egg": "nest",             # an empty nest in the branches
    "candle": "lit_window",    # a warm glowing window between trees
    "key": "keyhole_tree",     # a tree hollow shaped like a keyhole
    "crystal": "sparkle_rocks",  # boulders with glints
}
ELEMENTS: tuple[str, ...] = tuple(HINTS)
ELEMENT_OF_HINT: dict[str, str] = {h: e for e, h in HINTS.items()}

# the six spell effects (a card may have none)
LONG, SHORT, FOG, WOBBLE, SWAP, HOUSE = "long_flight", "short_flight", "fog", "wobble", "swap", "house"
EFFECTS: tuple[str, ...] = (LONG, SHORT, FOG, WOBBLE, SWAP, HOUSE)
CHOICE_EFFECTS = (SWAP, HOUSE)  # the breaking player must choose where

# the 5x5 table: cells are numbered r * 5 + c; the flight path is the middle row and the middle column
SIZE = 5
MID = 2
PATH_CELLS: tuple[int, ...] = tuple(r * SIZE + c for r in range(SIZE) for c in range(SIZE) if r == MID or c == MID)
FOREST_CELLS: tuple[int, ...] = tuple(i for i in range(SIZE * SIZE) if i not in PATH_CELLS)

# a path end, by compass side: (line, start cell (r, c), step (dr, dc) towards the far end)
PATH_ENDS: dict[str, tuple[str, tuple[int, int], tuple[int, int]]] = {
    "west": ("row", (MID, 0), (0, 1)),
    "east": ("row", (MID, SIZE - 1), (0, -1)),
    "north": ("column", (0, MID), (1, 0)),
    "south": ("column", (SIZE - 1, MID), (-1, 0)),
}
NORMAL_PATH_TILES = SIZE  # 5 tiles: 4 moves out, 4 back


def extra_tile(path) -> tuple[int, int] | None:
    """The flight path's tile off the 5x5 table (the Long flight's 10th tile), or None."""
    return next((tuple(p) for p in path if not (0 <= p[0] < SIZE and 0 <= p[1] < SIZE)), None)


def cell_rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def quadrant_of(cell: int) -> int:
    """0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right (forest cells only)."""
    r, c = cell_rc(cell)
    return (2 if r > MID else 0) + (1 if c > MID else 0)


# --- spell cards -------------------------------------------------------------------------------------

def _gf4_mul(a: int, b: int) -> int:
    """Multiplication in GF(4) = GF(2)[x] / (x^2 + x + 1); elements are 2-bit ints, addition is XOR."""
    p = 0
    for i in range(2):
        if b >> i & 1:
            p ^= a << i
    if p & 4:
        p ^= 0b111
    return p


def _affine_lines() -> list[tuple[int, ...]]:
    lines = []
    for m in range(4):
        for b in range(4):
            lines.append(tuple(sorted(x * 4 + (_gf4_mul(m, x) ^ b) for x in range(4))))
    for x in range(4):
        lines.append(tuple(x * 4 + y for y in range(4)))
    return lines


def _build_cards() -> tuple[tuple[tuple[str, ...], str | None], ...]:
    rng = Rng(2013)  # fixed: the same table on every machine, forever
    lines = _affine_lines()
    rng.shuffle(lines)
    effects = [e for _ in range(3) for e in EFFECTS] + [None, None]
    return tuple((tuple(ELEMENTS[i] for i in line), effects[k]) for k, line in enumerate(lines))


# CARDS[card_id] = (four elements, effect or None)
CARDS = _build_cards()
CARD_COUNT = len(CARDS)
CARDS_PER_PLAYER = 3
STUDY_SECONDS = 20.0
RESULT_PAUSE_SECONDS = 2.5  # time-up: the flipped tiles stay up this long so everyone sees the result
