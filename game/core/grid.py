"""Square-grid helpers shared by the board games on cells (Magic Maze's mall, Kragmortha's library).

Coordinates are (x, y) with x growing east and y growing SOUTH (screen and Tiled order). Directions are the
four compass letters; a quarter turn is clockwise. Walls are kept as edges: an edge is the unordered pair of
the two cells it separates, stored in one canonical order so the wall between a and b is the same value
whichever side you look from. Plain tuples and frozensets only, so states stay JSON-friendly and hashable.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator

Cell = tuple[int, int]
Edge = tuple[Cell, Cell]

DIRECTIONS: tuple[str, ...] = ("N", "E", "S", "W")  # clockwise, so a quarter turn is index + 1
VECTORS: dict[str, Cell] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE: dict[str, str] = {"N": "S", "S": "N", "E": "W", "W": "E"}


def step(cell: Cell, direction: str, distance: int = 1) -> Cell:
    """The cell `distance` steps from `cell` in `direction`."""
    dx, dy = VECTORS[direction]
    return (cell[0] + dx * distance, cell[1] + dy * distance)


def direction_between(a: Cell, b: Cell) -> str | None:
    """The direction from a to its orthogonal neighbour b, or None if they are not neighbours."""
    delta = (b[0] - a[0], b[1] - a[1])
    for d, v in VECTORS.items():
        if v == delta:
            return d
    return None


def neighbours(cell: Cell) -> Iterator[tuple[str, Cell]]:
    """The four orthogonal neighbours, as (direction, cell), clockwise from north."""
    for d in DIRECTIONS:
        yield d, step(cell, d)


def in_bounds(cell: Cell, width: int, height: int) -> bool:
    return 0 <= cell[0] < width and 0 <= cell[1] < height


def turn(direction: str, quarter_turns: int) -> str:
    """`direction` turned clockwise by `quarter_turns` (negative: anticlockwise)."""
    return DIRECTIONS[(DIRECTIONS.index(direction) + quarter_turns) % 4]


def rotate_cell(cell: Cell, quarter_turns: int, size: int) -> Cell:
    """A cell of a size x size square turned clockwise by `quarter_turns` about the square's centre
    (how a Magic Maze tile's cells move when the tile is laid turned)."""
    x, y = cell
    for _ in range(quarter_turns % 4):
        x, y = size - 1 - y, x
    return (x, y)


def edge(a: Cell, b: Cell) -> Edge:
    """The edge between neighbouring cells a and b, in canonical order (raises if they are not neighbours)."""
    if direction_between(a, b) is None:
        raise ValueError(f"cells {a} and {b} are not orthogonal neighbours")
    return (a, b) if a <= b else (b, a)


def edge_towards(cell: Cell, direction: str) -> Edge:
    """The edge on `cell`'s side facing `direction`."""
    return edge(cell, step(cell, direction))


def rotate_edge(e: Edge, quarter_turns: int, size: int) -> Edge:
    return edge(rotate_cell(e[0], quarter_turns, size), rotate_cell(e[1], quarter_turns, size))


def translate_cell(cell: Cell, offset: Cell) -> Cell:
    return (cell[0] + offset[0], cell[1] + offset[1])


def translate_edge(e: Edge, offset: Cell) -> Edge:
    return edge(translate_cell(e[0], offset), translate_cell(e[1], offset))


def slide(start: Cell, direction: str, can_enter: Callable[[Cell, Cell], bool]) -> list[Cell]:
    """The cells passed when moving from `start` in a straight line until `can_enter(from, to)` says no.
    Returns the path without the start (empty when the first step is blocked)."""
    path: list[Cell] = []
    here = start
    while True:
        there = step(here, direction)
        if not can_enter(here, there):
            return path
        path.append(there)
        here = there


def reachable(start: Cell, can_enter: Callable[[Cell, Cell], bool],
              extra_links: Callable[[Cell], Iterable[Cell]] | None = None) -> set[Cell]:
    """Every cell reachable from `start` by single orthogonal steps that `can_enter` allows, plus any
    `extra_links` (escalators, teleports). Breadth first; `can_enter` must refuse cells off the board."""
    seen = {start}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        nexts = [c for _, c in neighbours(here) if can_enter(here, c)]
        if extra_links is not None:
            nexts.extend(extra_links(here))
        for c in nexts:
            if c not in seen:
                seen.add(c)
                todo.append(c)
    return seen


def shortest_path(start: Cell, goal: Cell, can_enter: Callable[[Cell, Cell], bool]) -> list[Cell] | None:
    """The shortest list of cells from start (excluded) to goal (included) by single steps, or None."""
    came: dict[Cell, Cell | None] = {start: None}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if here == goal:
            path = []
            while here != start:
                path.append(here)
                here = came[here]
            return path[::-1]
        for _, c in neighbours(here):
            if c not in came and can_enter(here, c):
                came[c] = here
                todo.append(c)
    return None
