"""Where everything sits on the 1920x1080 canvas (pure geometry, no pygame: rects are (x, y, w, h)).

The 5x5 table sits in a 7x7 frame so the extra 10th path tile fits past any edge; the player panels run down
the left side, the spell card and the status on the right."""
from __future__ import annotations

from game.games.baba_yaga import data as D

TILE = 140  # a tile's side in pixels
PITCH = 148  # tile + gap
BOARD_CX, BOARD_CY = 880, 540  # the centre tile's centre
PANEL_X, PANEL_W = 18, 330
PANEL_TOP, PANEL_BOTTOM = 18, 1062
RIGHT_X, RIGHT_W = 1420, 482  # the right column: status, the spell card, progress
CARD_W, CARD_H = 336, 470  # the big spell card (its SVG is 300x420)
CARD_POS = (RIGHT_X + (RIGHT_W - CARD_W) // 2, 190)
STATUS_RECT = (RIGHT_X, 20, RIGHT_W, 158)
PROGRESS_RECT = (RIGHT_X, 676, RIGHT_W, 112)  # Baba Yaga's moves: pips out and back
HINT_RECT = (RIGHT_X, 798, RIGHT_W, 262)  # whose move, which key, the active effects


def cell_center(r: int, c: int) -> tuple[int, int]:
    """Centre of grid cell (r, c); works past the edges for the 10th tile (-1 or 5)."""
    return BOARD_CX + (c - D.MID) * PITCH, BOARD_CY + (r - D.MID) * PITCH


def cell_rect(r: int, c: int) -> tuple[int, int, int, int]:
    x, y = cell_center(r, c)
    return x - TILE // 2, y - TILE // 2, TILE, TILE


def index_center(cell: int) -> tuple[int, int]:
    return cell_center(*D.cell_rc(cell))


def cell_at(pos) -> int | None:
    """The grid cell (0..24) under a logical position, or None (gaps between tiles count as the nearer tile,
    so a wobbling pointer is forgiven a few pixels)."""
    if pos is None:
        return None
    x, y = pos
    c = round((x - BOARD_CX) / PITCH) + D.MID
    r = round((y - BOARD_CY) / PITCH) + D.MID
    if not (0 <= r < D.SIZE and 0 <= c < D.SIZE):
        return None
    cx, cy = cell_center(r, c)
    if abs(x - cx) > PITCH / 2 or abs(y - cy) > PITCH / 2:
        return None
    return r * D.SIZE + c


def end_cell(end: str) -> int:
    """The grid cell of a path end ("west", "east", "north", "south")."""
    _, (r, c), _ = D.PATH_ENDS[end]
    return r * D.SIZE + c


def end_at(pos) -> str | None:
    """The path end whose tile is under `pos` (the flight-path choice)."""
    cell = cell_at(pos)
    for end in D.PATH_ENDS:
        if cell == end_cell(end):
            return end
    return None


def panel_rect(seat: int, players: int) -> tuple[int, int, int, int]:
    """The player panels share the left column; fewer players get taller panels (at most 240)."""
    gap = 12
    h = min(240, (PANEL_BOTTOM - PANEL_TOP - gap * (players - 1)) // players)
    return PANEL_X, PANEL_TOP + seat * (h + gap), PANEL_W, h


def board_rect() -> tuple[int, int, int, int]:
    """The 5x5 table (without the 10th-tile margin)."""
    x, y, _, _ = cell_rect(0, 0)
    return x, y, 4 * PITCH + TILE, 4 * PITCH + TILE


def inside(rect, pos) -> bool:
    x, y, w, h = rect
    return pos is not None and x <= pos[0] < x + w and y <= pos[1] < y + h


def extra_tile_fits() -> bool:
    """The 10th tile past any edge stays on the canvas and clear of the panels and the right column."""
    for r, c in ((D.MID, -1), (D.MID, D.SIZE), (-1, D.MID), (D.SIZE, D.MID)):
        x, y, w, h = cell_rect(r, c)
        if x < PANEL_X + PANEL_W or x + w > RIGHT_X or y < 0 or y + h > 1080:
            return False
    return True
