"""Where everything sits on the 1920x1080 canvas: the 11x7 board in the middle of the library, four seat panels
down each side, the active hand (cards, face-up spellbooks, the Reveal / Pass / Stop buttons) along the bottom,
the status line on top. Pure geometry (pygame.Rect only)."""
from __future__ import annotations

import pygame

W, H = 1920, 1080
PANEL_W, PANEL_H = 360, 178
PANELS_RIGHT = 12 + PANEL_W  # the left seat panels end here (the right ones start as far from the right edge)
# The middle column between the seat panels (16 px in from them): the status line and the hand row span it.
MIDDLE = pygame.Rect(PANELS_RIGHT + 16, 0, W - 2 * (PANELS_RIGHT + 16), H)  # 388..1532
CELL = 96
COLS, ROWS = 11, 7
BOARD = pygame.Rect((W - COLS * CELL) // 2, 84, COLS * CELL, ROWS * CELL)  # 432..1488 x 84..756
STATUS = pygame.Rect(MIDDLE.left, 8, MIDDLE.w, 70)
# The figures, sized by the cell: the Dark Lord looms a quarter cell above his cell, as wide as a cell and a
# half; a goblin stands a little inside its cell; one sharing a cell stands SHARED_STEP aside.
LORD, LORD_RISE, GOBLIN = CELL * 3 // 2, CELL // 4, CELL - 8
SHARED_STEP = (24, 18)
# The play area: the board and what stands over its edges (the Dark Lord 24 px to each side and 48 px above his
# cell; a goblin caught on his cell stands in front of him, 26 px out on the left, its badge 27 px below; a goblin
# sharing a cell stands aside, its badge 29 px out on the right; above the status line nothing shows). Sight
# penalties work on all of it; it is centred on the board, so a mirrored click lands on the same cell as on the
# board.
OVERHANG = 30
PLAY = pygame.Rect(BOARD.left - OVERHANG, STATUS.bottom, BOARD.w + 2 * OVERHANG,
                   BOARD.bottom + OVERHANG - STATUS.bottom)
HAND_TOP = 830
CARD_W, CARD_H = 150, 210
BOOK_W, BOOK_H = 118, 160
BUTTON_W, BUTTON_H = 200, 72
HINT = pygame.Rect(1540, 850, 372, 220)
BIG_CARD = pygame.Rect(W // 2 - 230, 150, 460, 640)  # a penalty drawn, shown big
# The board's row and column numbers, as the phones count (row y + 1, column x + 1 from the top left): rows down
# the left side between the seat panels and the play area, columns under the board between the play area and
# the hand row (a card pointed at stands 18 px higher). Outside the play area, so nothing stands on them and the
# Mirror does not turn them (the columns' order follows it, see column_label_centre).
LABEL_PX = 30
ROW_LABEL_X = (PANELS_RIGHT + PLAY.left) // 2  # 387
COLUMN_LABEL_Y = PLAY.bottom + 16  # 802


def time_bar() -> pygame.Rect:
    """A turn's time limit as a bar along the foot of the status line (the seconds' ring stays at its right)."""
    return pygame.Rect(STATUS.x + 16, STATUS.bottom - 15, STATUS.w - 126, 10)


def cell_rect(cell) -> pygame.Rect:
    x, y = cell
    return pygame.Rect(BOARD.left + x * CELL, BOARD.top + y * CELL, CELL, CELL)


def cell_centre(cell) -> tuple[int, int]:
    return cell_rect(cell).center


def row_label_centre(y: int) -> tuple[int, int]:
    """Where the number of row y + 1 stands: level with the row's cells, left of the play area."""
    return ROW_LABEL_X, cell_rect((0, y)).centery


def column_label_centre(x: int, mirrored: bool = False) -> tuple[int, int]:
    """Where the number of column x + 1 stands: under the column's cells, as the player sees them (mirrored:
    under the cell's mirror image, column 1 at the right)."""
    r = cell_rect((x, 0))
    cx = BOARD.left + BOARD.right - r.centerx if mirrored else r.centerx
    return cx, COLUMN_LABEL_Y


def cell_at(pos) -> tuple[int, int] | None:
    if pos is None or not BOARD.collidepoint(pos):
        return None
    return ((pos[0] - BOARD.left) // CELL, (pos[1] - BOARD.top) // CELL)


def panel_rect(seat: int, players: int) -> pygame.Rect:
    """Seats 0-3 down the left wall, 4-7 down the right (fewer players: spread over both sides)."""
    left = (players + 1) // 2
    side, row = (0, seat) if seat < left else (1, seat - left)
    x = PANELS_RIGHT - PANEL_W if side == 0 else W - PANELS_RIGHT
    return pygame.Rect(x, 84 + row * (PANEL_H + 12), PANEL_W, PANEL_H)


def card_rects(n: int) -> list[pygame.Rect]:
    x0 = MIDDLE.left + 10
    return [pygame.Rect(x0 + i * (CARD_W + 16), HAND_TOP + 10, CARD_W, CARD_H) for i in range(n)]


def book_rects(n: int) -> list[pygame.Rect]:
    x0 = MIDDLE.left + 3 * (CARD_W + 16) + 40
    step = min(BOOK_W + 10, (MIDDLE.right - BUTTON_W - 30 - x0) // max(1, n))
    return [pygame.Rect(x0 + i * step, HAND_TOP + 30, BOOK_W, BOOK_H) for i in range(n)]


def button_rects(n: int) -> list[pygame.Rect]:
    return [pygame.Rect(MIDDLE.right - BUTTON_W - 10, HAND_TOP + 12 + i * (BUTTON_H + 10), BUTTON_W, BUTTON_H)
            for i in range(n)]


def hand_region() -> pygame.Rect:
    return pygame.Rect(MIDDLE.left, HAND_TOP, MIDDLE.w, H - HAND_TOP)


CURE_W, CURE_H = 260, 364  # a penalty card offered to the Cure, over the board


def cure_rects(n: int) -> list[pygame.Rect]:
    """The Cure's choices: the player's penalties as cards in a row over the middle of the board."""
    gap = 36
    x0 = BOARD.centerx - (n * CURE_W + (n - 1) * gap) // 2
    return [pygame.Rect(x0 + i * (CURE_W + gap), BOARD.centery - CURE_H // 2 - 20, CURE_W, CURE_H)
            for i in range(n)]


def book_preview(anchor_x: int) -> pygame.Rect:
    """A spellbook shown big above the hand row, near the book it shows."""
    r = pygame.Rect(0, 0, 600, 320)
    r.bottom, r.centerx = HAND_TOP - 10, anchor_x
    return r.clamp(BOARD)


def pile_preview(desk: pygame.Rect) -> pygame.Rect:
    """The desk's spellbook pile shown big, beside the desk (on the board side of it)."""
    r = pygame.Rect(0, 0, 150, 210)
    r.top = desk.top + 20
    if desk.centerx > BOARD.centerx:
        r.right = desk.left - 130
    else:
        r.left = desk.right + 130
    return r.clamp(BOARD.inflate(-140, -100))


def panel_book_rects(seat: int, players: int, n: int) -> list[pygame.Rect]:
    """A seat's spellbooks as small cards on its panel's second row, right of the hand count."""
    p = panel_rect(seat, players)
    x0, right = p.x + 176, p.right - 10
    step = min(44, (right - x0 - 38) // max(1, n - 1)) if n > 1 else 44
    return [pygame.Rect(x0 + i * step, p.y + 50, 38, 53) for i in range(n)]


def panel_preview(seat: int, players: int) -> pygame.Rect:
    """A spellbook on a seat's panel shown big, beside the panel over the board."""
    p = panel_rect(seat, players)
    r = pygame.Rect(0, 0, 600, 320)
    r.top = p.top
    if p.centerx < W // 2:
        r.left = p.right + 12
    else:
        r.right = p.left - 12
    return r.clamp(pygame.Rect(0, BOARD.top, W, HAND_TOP - BOARD.top))


def status_penalty_rects(n: int) -> list[pygame.Rect]:
    """The active seat's penalties in force, as pictures at the right of the status line (right to left)."""
    return [pygame.Rect(STATUS.right - 110 - 62 * (i + 1), STATUS.y + 7, 56, 56) for i in range(n)]


def panel_penalty_rects(seat: int, players: int, n: int) -> list[pygame.Rect]:
    """A seat's penalties, by corner symbol, along its panel's foot."""
    p = panel_rect(seat, players)
    return [pygame.Rect(p.x + 10 + i * 58, p.y + 110, 54, 54) for i in range(n)]


def penalty_preview(near: pygame.Rect) -> pygame.Rect:
    """A penalty card shown big next to the picture pointed at (under the status line, or beside a panel)."""
    r = pygame.Rect(0, 0, 400, 560)
    if near.top < STATUS.bottom:
        r.midtop = (near.centerx, STATUS.bottom + 12)
    elif near.centerx < W // 2:
        r.topleft = (PANEL_W + 24, near.top - 100)
    else:
        r.topright = (W - PANEL_W - 24, near.top - 100)
    return r.clamp(pygame.Rect(0, STATUS.bottom, W, H - STATUS.bottom))
