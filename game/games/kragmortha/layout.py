"""Where everything sits on the 1920x1080 canvas: the 11x7 board in the middle of the library, four seat panels
down each side, the active hand (cards, face-up spellbooks, the Reveal / Pass / Stop buttons) along the bottom,
the status line on top. Pure geometry (pygame.Rect only)."""
from __future__ import annotations

import pygame

W, H = 1920, 1080
CELL = 104
COLS, ROWS = 11, 7
BOARD = pygame.Rect((W - COLS * CELL) // 2, 84, COLS * CELL, ROWS * CELL)  # 388..1532 x 84..812
STATUS = pygame.Rect(BOARD.left, 8, BOARD.w, 70)
PANEL_W, PANEL_H = 360, 178
HAND_TOP = 830
CARD_W, CARD_H = 150, 210
BOOK_W, BOOK_H = 118, 160
BUTTON_W, BUTTON_H = 200, 72
HINT = pygame.Rect(1548, 850, 360, 220)
BIG_CARD = pygame.Rect(W // 2 - 230, 150, 460, 640)  # a penalty drawn, shown big


def cell_rect(cell) -> pygame.Rect:
    x, y = cell
    return pygame.Rect(BOARD.left + x * CELL, BOARD.top + y * CELL, CELL, CELL)


def cell_centre(cell) -> tuple[int, int]:
    return cell_rect(cell).center


def cell_at(pos) -> tuple[int, int] | None:
    if pos is None or not BOARD.collidepoint(pos):
        return None
    return ((pos[0] - BOARD.left) // CELL, (pos[1] - BOARD.top) // CELL)


def panel_rect(seat: int, players: int) -> pygame.Rect:
    """Seats 0-3 down the left wall, 4-7 down the right (fewer players: spread over both sides)."""
    left = (players + 1) // 2
    side, row = (0, seat) if seat < left else (1, seat - left)
    x = 12 if side == 0 else W - 12 - PANEL_W
    return pygame.Rect(x, 84 + row * (PANEL_H + 12), PANEL_W, PANEL_H)


def card_rects(n: int) -> list[pygame.Rect]:
    x0 = BOARD.left + 10
    return [pygame.Rect(x0 + i * (CARD_W + 16), HAND_TOP + 10, CARD_W, CARD_H) for i in range(n)]


def book_rects(n: int) -> list[pygame.Rect]:
    x0 = BOARD.left + 3 * (CARD_W + 16) + 40
    step = min(BOOK_W + 10, (BOARD.right - BUTTON_W - 30 - x0) // max(1, n))
    return [pygame.Rect(x0 + i * step, HAND_TOP + 30, BOOK_W, BOOK_H) for i in range(n)]


def button_rects(n: int) -> list[pygame.Rect]:
    return [pygame.Rect(BOARD.right - BUTTON_W - 10, HAND_TOP + 12 + i * (BUTTON_H + 10), BUTTON_W, BUTTON_H)
            for i in range(n)]


def hand_region() -> pygame.Rect:
    return pygame.Rect(BOARD.left, HAND_TOP, BOARD.w, H - HAND_TOP)
