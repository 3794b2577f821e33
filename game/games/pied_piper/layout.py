"""Where things are on the 1920x1080 canvas (pure math, no pygame; tests check it).

The town is an ellipse: houses stand on it, evenly spaced, in ring order CLOCKWISE on screen (y grows down, so
a growing angle turns clockwise), with a street (gap) at the very bottom so that the houses leave room for the
cards in the middle. Gap g lies halfway between ring[g] and ring[g+1]. The character row and its stacks lie in
the middle of the town; the active player's hand is at the bottom."""
from __future__ import annotations

import math

SCREEN_W, SCREEN_H = 1920, 1080
CENTRE = (960.0, 450.0)
RX, RY = 770.0, 270.0
HOUSE_W, HOUSE_H = 96, 202  # the house art is 200 x 420
MARKER = 46
RAT_W, RAT_H = 96, 61  # rat art 204 x 130
PIPER_W, PIPER_H = 60, 99  # piper art 140 x 230

CHAR_W, CHAR_H = 110, 154
ACT_W, ACT_H = 100, 140
ROW_TOP = 308
ROW_PITCH = 160
STACK_TOP = ROW_TOP + CHAR_H + 6  # the upper (earlier) action card, just below its character
STACK_STEP = 62  # the lower card covers all but the top of the upper one (where its number is)

HAND_W, HAND_H = 150, 210
HAND_TOP = 858
HAND_PITCH = 172
HAND_LIFT = 34  # a selected card rises

DECK_POS = (1490, 862)  # character deck (top-left corner), bottom right
DRAW_POS = (1642, 862)  # action draw pile, beside it
DISCARD_POS = (1794, 862)  # action discards
PILE_LABEL_W = 146  # the words under a pile
PANEL = (20, 812, 580, 260)  # the turn panel, bottom left (x, y, w, h): name, what to do, the control hint
FACE_DOWN_BUTTON = (1322, HAND_TOP, 152, HAND_H)  # a card-sized toggle right of the hand (the hand holds 4 at most)


def hold_button(face_down_too: bool) -> tuple[int, int, int, int]:
    """The no-specials variant's "next card waits" toggle: where the face-down one is, or right beside it."""
    return (FACE_DOWN_BUTTON[0] + 158, HAND_TOP, 148, HAND_H) if face_down_too else FACE_DOWN_BUTTON
PAUSE_CENTRE, PAUSE_RADIUS = (1856, 64), 44  # the round pause button, top right, for mouse players


def house_angle(index: int, n: int) -> float:
    """Angle (radians) of the house at ring index `index` of `n`: a street sits at the bottom (90 degrees)."""
    step = 2 * math.pi / n
    return math.pi / 2 + step / 2 + index * step


def gap_angle(gap: int, n: int) -> float:
    return math.pi / 2 + (gap + 1) * 2 * math.pi / n


def on_ring(angle: float, inset: float = 0.0) -> tuple[float, float]:
    """The point of the ellipse at `angle`; inset > 0 moves it towards the centre (pixels, roughly)."""
    rx, ry = RX - inset, RY - inset * RY / RX
    return CENTRE[0] + rx * math.cos(angle), CENTRE[1] + ry * math.sin(angle)


def tangent(angle: float) -> tuple[float, float]:
    """Unit vector of clockwise travel along the ring at `angle`."""
    dx, dy = -RX * math.sin(angle), RY * math.cos(angle)
    d = math.hypot(dx, dy) or 1.0
    return dx / d, dy / d


def house_base(index: int, n: int) -> tuple[float, float]:
    """Where the foot of a house stands (the middle of its bottom edge)."""
    x, y = on_ring(house_angle(index, n))
    return x, y + HOUSE_H * 0.35


def house_rect(index: int, n: int) -> tuple[float, float, float, float]:
    bx, by = house_base(index, n)
    return bx - HOUSE_W / 2, by - HOUSE_H, HOUSE_W, HOUSE_H


# figures in a street: two columns of up to four, centred on the street's point
CLUSTER_DX, CLUSTER_DY = 104.0, 68.0


def figure_pos(angle: float, slot: int, count: int = 1) -> tuple[float, float]:
    """Feet (centre-bottom) of the figure `slot` of `count` standing in the street at `angle`."""
    cx, cy = on_ring(angle)
    if count <= 1:
        return cx, cy + 26
    rows = (count + 1) // 2
    col, row = slot % 2, slot // 2
    cols_here = 2 if row < rows - 1 or count % 2 == 0 else 1
    dx = (col - 0.5) * CLUSTER_DX if cols_here == 2 else 0.0
    dy = (row - (rows - 1) / 2) * CLUSTER_DY
    return cx + dx, cy + 26 + dy


def faces_left(angle: float, facing: int) -> bool:
    """A side-view figure drawn facing right must be flipped when its travel goes left on screen."""
    tx, _ty = tangent(angle)
    return tx * facing < 0


def travel(angle: float, facing: int) -> tuple[float, float]:
    """Unit vector on screen of a figure's way along the street at `angle` (facing +1 clockwise, -1 back)."""
    tx, ty = tangent(angle)
    return tx * facing, ty * facing


def chevron(feet: tuple[float, float], half_width: float, way: tuple[float, float]) -> list[tuple[float, float]]:
    """The facing chevron at a figure's feet pointing along `way` (travel): its tip just beyond the figure's
    outline that way (`half_width` across, a flat 30 px up or down), 26 long and 20 wide (plainly pointed)."""
    dx, dy = way
    cx, cy = feet[0], feet[1] - 10
    tip = (cx + dx * (half_width + 12), cy + dy * 30)
    nx, ny = -dy, dx  # across the way
    return [tip, (tip[0] - dx * 26 + nx * 10, tip[1] - dy * 26 + ny * 10),
            (tip[0] - dx * 26 - nx * 10, tip[1] - dy * 26 - ny * 10)]


def lerp_angle(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def walk_angles(from_gap: int, facing: int, n: int) -> tuple[float, float]:
    """Start and end angles of one step from `from_gap` (end = the next street, the house half-way)."""
    start = gap_angle(from_gap, n)
    return start, start + facing * 2 * math.pi / n


# cards -------------------------------------------------------------------------------------------------------
def row_slot_rect(slot: int) -> tuple[float, float, float, float]:
    x = CENTRE[0] + (slot - 1.5) * ROW_PITCH - CHAR_W / 2
    return x, ROW_TOP, CHAR_W, CHAR_H


def stack_card_rect(slot: int, position: int) -> tuple[float, float, float, float]:
    x, _y, w, _h = row_slot_rect(slot)
    return x + (w - ACT_W) / 2, STACK_TOP + position * STACK_STEP, ACT_W, ACT_H


def slot_drop_rect(slot: int) -> tuple[float, float, float, float]:
    """Where dropping a card counts as 'under this character': the card and its stack area."""
    x, y, w, _h = row_slot_rect(slot)
    return x - 22, y - 10, w + 44, CHAR_H + 6 + ACT_H + STACK_STEP + 10


def hand_card_rect(index: int, count: int, lifted: bool = False) -> tuple[float, float, float, float]:
    x = CENTRE[0] + (index - (count - 1) / 2) * HAND_PITCH - HAND_W / 2
    return x, HAND_TOP - (HAND_LIFT if lifted else 0), HAND_W, HAND_H


def contains(rect, pos) -> bool:
    x, y, w, h = rect
    return x <= pos[0] <= x + w and y <= pos[1] <= y + h


# the game log's strip (GameScene.log_at / log_width / log_wrap) for each ring size: clear of every house (and the
# marker beside it) even with its last three entries wrapped to `wrap` lines
LOG_PLACES = {
    3: ((18, 14), 880, 2),  # the cobbles left of the top house
    4: ((524, 14), 900, 2),  # between the two upper houses
    5: ((334, 14), 566, 4),  # between the upper-left house and the top one (narrow: up to 4 lines)
}


def log_place(ring_size: int) -> tuple[tuple[int, int], int, int]:
    """((left, top), width, wrap) of the log strip for a ring of `ring_size` houses."""
    return LOG_PLACES.get(ring_size, LOG_PLACES[3])
