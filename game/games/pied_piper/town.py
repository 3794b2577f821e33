"""What stands in the town and where the rest may go (pure math, no pygame; tests check it).

Houses come with the things drawn around them (the arrow over the active roof, the marker and floor badge on the
right, the owner's name under the foot): together they are the town's "obstacles". Figures sharing a street are
laid out as a tidy grid (every rat whole, so its colour and symbol read from the sofa) placed as near the
street's point as it can be without touching an obstacle, the market table or another street's group. Banners
look for a free place along the top of the screen in the same way."""
from __future__ import annotations

import math

from game.games.pied_piper import layout as L

Rect = tuple[float, float, float, float]  # x, y, w, h

# the bouncing arrow over the active house's roof: a triangle ARROW_TRI tall whose tip hovers ARROW_GAP above the
# roof, bouncing up by ARROW_BOUNCE; over a house near the top of the screen it comes closer to the roof instead
# of leaving the screen
ARROW_GAP, ARROW_TRI, ARROW_BOUNCE, ARROW_HALF_W = 26, 22, 8, 20
ARROW_H = ARROW_GAP + ARROW_TRI + ARROW_BOUNCE
MARKER_REACH = 44  # the marker and its floor badge stick out right of the house
CHEVRON = 28  # the direction chevron beside a figure's feet
CELL_W, CELL_H = 114.0, 68.0  # one rat's place in a group: room for its direction chevron between rats
BIG_GROUP = 5  # from this many figures a group is drawn a little smaller
BIG_SCALE = 0.85
BAND_TOP = 806  # the bottom band (hand, panel) starts here
MARGIN = 6
# the cards on the market table (the character row and two action cards under each), with a little air
TABLE: Rect = (L.row_slot_rect(0)[0] - 24, L.ROW_TOP - 12,
               L.row_slot_rect(3)[0] + L.CHAR_W + 24 - (L.row_slot_rect(0)[0] - 24),
               L.stack_card_rect(0, 1)[1] + L.ACT_H + 12 - (L.ROW_TOP - 12))
# the pause button in the top right corner
PAUSE: Rect = (L.PAUSE_CENTRE[0] - L.PAUSE_RADIUS - 8, L.PAUSE_CENTRE[1] - L.PAUSE_RADIUS - 8,
               2 * L.PAUSE_RADIUS + 16, 2 * L.PAUSE_RADIUS + 16)


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def overlap_area(a: Rect, b: Rect) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def on_screen(r: Rect, bottom: float = BAND_TOP) -> bool:
    return r[0] >= MARGIN and r[1] >= MARGIN and r[0] + r[2] <= L.SCREEN_W - MARGIN and r[1] + r[3] <= bottom - 2


# houses ------------------------------------------------------------------------------------------------------
def arrow_gap(house_top: float) -> float:
    """How far above a roof at `house_top` the arrow's tip hovers: ARROW_GAP, or less when the top of the
    screen is nearer (the whole arrow, bounce included, stays MARGIN inside the screen)."""
    return max(0.0, min(ARROW_GAP, house_top - MARGIN - ARROW_TRI - ARROW_BOUNCE))


def arrow_box(x: float, house_top: float) -> Rect:
    """The space the arrow over a house (centred on x, roof at house_top) takes while it bounces."""
    tall = arrow_gap(house_top) + ARROW_TRI + ARROW_BOUNCE
    return x - ARROW_HALF_W - 4, house_top - tall, 2 * ARROW_HALF_W + 8, tall


def house_boxes(angle: float, label_size: tuple[float, float], extra_markers: int = 0) -> list[Rect]:
    """The house (with marker and badge), the arrow over its roof and the name pill under its foot, for a
    house standing at `angle`. `label_size` is the name's text size (the bigger, active one)."""
    x, y = L.on_ring(angle)
    base = y + L.HOUSE_H * 0.35
    top = base - L.HOUSE_H
    body = (x - L.HOUSE_W / 2, top, L.HOUSE_W + MARKER_REACH, L.HOUSE_H)
    arrow = arrow_box(x, top)
    lw, lh = label_size
    pill_w = lw + 28 + (4 + 18 * extra_markers + 10 if extra_markers > 0 else 0)
    pill = (x - (lw + 28) / 2, base + 1, pill_w, lh + 10)
    return [body, arrow, pill]


# figures in a street ------------------------------------------------------------------------------------------
def figure_size(figure: str, scale: float = 1.0) -> tuple[float, float]:
    if figure == "piper":
        return L.PIPER_W * scale, L.PIPER_H * scale
    return L.RAT_W * scale, L.RAT_H * scale


def group_scale(count: int) -> float:
    return BIG_SCALE if count >= BIG_GROUP else 1.0


def shapes_for(count: int) -> list[int]:
    """Column counts to try for a group, the tidiest first; wide-and-flat and tall-and-thin as fall-backs."""
    first = {1: 1, 2: 2, 3: 2, 4: 2, 5: 3, 6: 3}.get(count, 3)
    out = [first, count, min(count, first + 1), max(1, first - 1), 1]
    return list(dict.fromkeys(c for c in out if 1 <= c <= count))


def grid(figures: list[str], cols: int) -> tuple[list[tuple[float, float]], Rect]:
    """Feet offsets (from the group's centre) for `figures` in rows of `cols`, the piper in the back row (he is
    tall; behind the rats his head stays clear), and the group's bounding box relative to its centre."""
    n = len(figures)
    s = group_scale(n)
    cw, ch = CELL_W * s, CELL_H * s
    rows = math.ceil(n / cols)
    feet = []
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = cols if row < rows - 1 else n - cols * (rows - 1)
        dx = (col - (in_row - 1) / 2) * cw
        dy = (row - (rows - 1) / 2) * ch + ch / 2
        feet.append((dx, dy))
    x0 = y0 = math.inf
    x1 = y1 = -math.inf
    for f, (dx, dy) in zip(figures, feet):
        w, h = figure_size(f, s)
        x0, x1 = min(x0, dx - w / 2 - CHEVRON), max(x1, dx + w / 2 + CHEVRON)
        y0, y1 = min(y0, dy - h), max(y1, dy + 8)  # + the shadow under the feet
    return feet, (x0, y0, x1 - x0, y1 - y0)


def in_back_row_order(figures: list[str]) -> list[str]:
    return sorted(figures, key=lambda f: f != "piper")


def _normal(angle: float) -> tuple[float, float]:
    """Unit vector from the ring outwards at `angle`."""
    nx, ny = math.cos(angle) / L.RX, math.sin(angle) / L.RY
    d = math.hypot(nx, ny) or 1.0
    return nx / d, ny / d


STEPS = tuple(range(0, 260, 14))


def place_group(angle: float, figures: list[str], obstacles: list[Rect]) -> dict[str, tuple[float, float]]:
    """Feet positions for the figures standing in the street at `angle`: the first (nearest, tidiest) place
    whose box touches no obstacle and stays on screen; if none is free, the one overlapping least."""
    figures = in_back_row_order(figures)
    px, py = L.on_ring(angle)
    py += 26 - CELL_H / 2  # a lone rat's middle, where it has always stood
    nx, ny = _normal(angle)
    tx, ty = -ny, nx
    dirs = ((-nx, -ny), (nx, ny), (tx, ty), (-tx, -ty))
    shapes = [(cols, *grid(figures, cols)) for cols in shapes_for(len(figures))]
    best, best_cost = None, math.inf
    for d in STEPS:
        for ux, uy in dirs if d else ((0.0, 0.0),):
            cx, cy = px + ux * d, py + uy * d
            for rank, (_cols, feet, (bx, by, bw, bh)) in enumerate(shapes):
                box = (cx + bx, cy + by, bw, bh)
                cost = 20 * sum(overlap_area(box, o) for o in obstacles)
                if not on_screen(box):
                    cost += 1e6
                if cost == 0:
                    return {f: (cx + dx, cy + dy) for f, (dx, dy) in zip(figures, feet)}
                cost += d * 40 + rank * 500
                if cost < best_cost:
                    best, best_cost = (cx, cy, feet), cost
    cx, cy, feet = best
    return {f: (cx + dx, cy + dy) for f, (dx, dy) in zip(figures, feet)}


def group_box(figures: list[str], feet: dict[str, tuple[float, float]]) -> Rect:
    s = group_scale(len(figures))
    x0 = y0 = math.inf
    x1 = y1 = -math.inf
    for f in figures:
        fx, fy = feet[f]
        w, h = figure_size(f, s)
        x0, x1 = min(x0, fx - w / 2 - CHEVRON), max(x1, fx + w / 2 + CHEVRON)
        y0, y1 = min(y0, fy - h), max(y1, fy + 8)
    return x0, y0, x1 - x0, y1 - y0


def lay_out(gaps: dict[int, tuple[float, list[str]]], houses: list[Rect]) -> dict[str, tuple[float, float]]:
    """Feet positions of every figure: `gaps` maps a street to (its angle, the figures in it); `houses` are the
    town's obstacles. Crowded streets choose first (they need the most room)."""
    obstacles = [*houses, TABLE, PAUSE]
    feet: dict[str, tuple[float, float]] = {}
    for _gap, (angle, figs) in sorted(gaps.items(), key=lambda kv: (-len(kv[1][1]), kv[0])):
        placed = place_group(angle, figs, obstacles)
        feet.update(placed)
        obstacles.append(group_box(figs, placed))
    return feet


# banners -----------------------------------------------------------------------------------------------------
def banner_place(w: float, h: float, obstacles: list[Rect], top: float = 8) -> Rect | None:
    """The free spot for a w x h banner along the top of the screen nearest its middle, or None."""
    for dx in range(0, L.SCREEN_W // 2, 16):
        for sign in (1, -1) if dx else (1,):
            r = (L.SCREEN_W / 2 + sign * dx - w / 2, top, w, h)
            if not on_screen(r):
                continue
            if not any(overlaps(r, o) for o in obstacles):
                return r
    return None
