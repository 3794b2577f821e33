"""The square-grid helper: directions, quarter turns, edges, walls, paths."""
import pytest

from game.core import grid


def test_step_and_opposite_directions_cancel():
    for d in grid.DIRECTIONS:
        assert grid.step(grid.step((3, 3), d), grid.OPPOSITE[d]) == (3, 3)
    assert grid.step((0, 0), "S", 2) == (0, 2)
    assert grid.step((0, 0), "E") == (1, 0)


def test_turn_is_clockwise_and_wraps():
    assert grid.turn("N", 1) == "E"
    assert grid.turn("W", 1) == "N"
    assert grid.turn("N", -1) == "W"
    assert grid.turn("S", 6) == "N"


def test_rotate_cell_quarter_turn_in_a_4x4_tile():
    # Magic Maze: the entry cell (1,3) on the south edge turned once clockwise lands on the west edge
    assert grid.rotate_cell((1, 3), 1, 4) == (0, 1)
    assert grid.rotate_cell((0, 0), 1, 4) == (3, 0)
    for c in [(0, 0), (1, 2), (3, 3)]:
        assert grid.rotate_cell(c, 4, 4) == c
        assert grid.rotate_cell(grid.rotate_cell(c, 3, 4), 1, 4) == c


def test_rotated_cell_keeps_its_neighbour_in_the_turned_direction():
    a = (1, 1)
    for d in grid.DIRECTIONS:
        b = grid.step(a, d)
        for q in range(4):
            ra, rb = grid.rotate_cell(a, q, 4), grid.rotate_cell(b, q, 4)
            assert grid.direction_between(ra, rb) == grid.turn(d, q)


def test_edge_is_the_same_from_both_sides_and_rejects_non_neighbours():
    assert grid.edge((1, 1), (1, 2)) == grid.edge((1, 2), (1, 1))
    assert grid.edge_towards((1, 1), "S") == grid.edge((1, 1), (1, 2))
    with pytest.raises(ValueError):
        grid.edge((0, 0), (1, 1))
    assert grid.rotate_edge(grid.edge((0, 0), (1, 0)), 1, 4) == grid.edge((3, 0), (3, 1))
    assert grid.translate_edge(grid.edge((0, 0), (1, 0)), (4, 4)) == grid.edge((4, 4), (5, 4))


def _walls_can_enter(walls, w, h):
    def can_enter(a, b):
        return grid.in_bounds(b, w, h) and grid.edge(a, b) not in walls
    return can_enter


def test_slide_stops_at_a_wall_and_at_the_board_edge():
    walls = {grid.edge((2, 0), (3, 0))}
    assert grid.slide((0, 0), "E", _walls_can_enter(walls, 4, 4)) == [(1, 0), (2, 0)]
    assert grid.slide((0, 0), "N", _walls_can_enter(walls, 4, 4)) == []
    assert grid.slide((0, 0), "S", _walls_can_enter(set(), 4, 4)) == [(0, 1), (0, 2), (0, 3)]


def test_reachable_and_shortest_path_respect_walls_and_links():
    # a wall line splits a 3x3 board into columns {0} and {1, 2}
    walls = {grid.edge((0, y), (1, y)) for y in range(3)}
    can = _walls_can_enter(walls, 3, 3)
    assert grid.reachable((0, 0), can) == {(0, 0), (0, 1), (0, 2)}
    linked = grid.reachable((0, 0), can, extra_links=lambda c: [(2, 2)] if c == (0, 2) else [])
    assert len(linked) == 9
    path = grid.shortest_path((1, 0), (2, 2), can)
    assert len(path) == 3 and path[-1] == (2, 2)
    assert all(can(a, b) for a, b in zip([(1, 0)] + path, path))
    assert grid.shortest_path((0, 0), (2, 2), can) is None
