"""The shared mall tileset (levels/magic_maze/mall.tsx): which cell kinds and colours exist and their tile ids.
Pure data, shared by the map maker, the build step and the tests (no pygame here)."""
from __future__ import annotations

CELL_PX = 64  # one cell in the Tiled maps
TILESET_FILE = "mall.tsx"
COLOURS = ("orange", "yellow", "purple", "green")  # dwarf, barbarian, mage, elf

# (kind, colour) per tileset tile id, in order. Colourless kinds have colour None.
TILESET_TILES: tuple[tuple[str, str | None], ...] = (
    ("floor", None),
    ("hourglass", None),
    ("crystal_ball", None),
    ("camera", None),
    *(("portal", c) for c in COLOURS),
    *(("item", c) for c in COLOURS),
    *(("exit", c) for c in COLOURS),
)
COLOURED_KINDS = ("portal", "item", "exit")
CELL_KINDS = tuple(dict.fromkeys(k for k, _ in TILESET_TILES))

# The four gate positions of a 4x4 tile (explore cells, or the entry at S), by the side they face.
GATES: dict[str, tuple[int, int]] = {"N": (2, 0), "E": (3, 2), "S": (1, 3), "W": (0, 1)}
ENTRY_SIDE = "S"


def gid_of(kind: str, colour: str | None) -> int:
    """The map gid (firstgid 1) of a cell kind and colour."""
    return TILESET_TILES.index((kind, colour)) + 1
