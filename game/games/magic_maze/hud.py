"""The layout around the mall (fixed for 1920x1080): the mall is drawn between two side columns, above the game
log's strip (FREE_RECT);
the seat panels fill the left column, then the right (four a side; nine seats: five compact panels on the left);
each column's foot holds the sand timer (or the stop button) and the thief board. Small pictures the parts share:
a hero's icon, an action's key badge, the kit's banner sized for the view. The columns are drawn by columns.py,
the banners by banners.py."""
from __future__ import annotations

import pygame

from game.engine import intents, text
from game.engine.assets import image
from game.engine.table import devices, game_log, hint
from game.engine.table.banner import banner_surface

ART = "magic_maze/"
COL_W = 316  # each side column
PANEL_W, PANEL_H, GAP, EDGE = 300, 206, 8, 8
FOOT_H = 1080 - 2 * EDGE - 4 * PANEL_H - 4 * GAP  # the column's foot under four panels
COMPACT_H, COMPACT_ICON = 162, 48  # nine seats: five panels over the left column's foot
MALL_RECT = pygame.Rect(COL_W, 0, 1920 - 2 * COL_W, 1080)
LOG_ROOM = game_log.LAST * game_log.ROW_H + 28  # the game log's strip along the view's bottom
FREE_RECT = pygame.Rect(COL_W, 0, MALL_RECT.w, MALL_RECT.h - LOG_ROOM)  # where the mall is drawn: never under a
# seat panel (the columns) or the log strip (the band under it; the mini-map's corner is kept clear by the camera)
LEFT_FOOT = pygame.Rect(EDGE, 1080 - EDGE - FOOT_H, PANEL_W, FOOT_H)
RIGHT_FOOT = pygame.Rect(1920 - EDGE - PANEL_W, 1080 - EDGE - FOOT_H, PANEL_W, FOOT_H)
STOP_RECT = pygame.Rect(LEFT_FOOT.x + 12, LEFT_FOOT.y + 60, LEFT_FOOT.w - 24, LEFT_FOOT.h - 68)
COLUMNS = (pygame.Rect(0, 0, COL_W, 1080), pygame.Rect(1920 - COL_W, 0, COL_W, 1080))
ICON = {"N": "north", "E": "east", "S": "south", "W": "west", "portal": "portal", "escalator": "escalator",
        "explore": "explore"}
EMOTES = ("yes", "no", "wait", "look", "here", "hurry")  # scenario 12's gestures (emote_<name>.svg)
WHITE = (255, 250, 240)
SOFT = (214, 196, 168)
RED = (226, 60, 48)
BACKGROUND = (24, 28, 40)


def compact(players: int) -> bool:
    """Nine seats (scenario 9): five panels in the left column, each shorter (no device line of its own)."""
    return players > 8


def panel_h(players: int) -> int:
    return COMPACT_H if compact(players) else PANEL_H


def panel_rect(seat: int, players: int) -> pygame.Rect:
    left = (players + 1) // 2
    col, row = (0, seat) if seat < left else (1, seat - left)
    x = EDGE if col == 0 else 1920 - EDGE - PANEL_W
    h = panel_h(players)
    return pygame.Rect(x, EDGE + row * (h + GAP), PANEL_W, h)


def action_top(players: int) -> int:
    """The action tile's row under the panel's top (the name and device above it; compact: the name only)."""
    return 48 if compact(players) else 82


def foot_top(players: int) -> int:
    """The key hint's row (and a nudge's lower band) under the panel's top."""
    return 98 if compact(players) else 142


def action_rects(seat: int, players: int, n: int) -> list[pygame.Rect]:
    r = panel_rect(seat, players)
    size = min(COMPACT_ICON if compact(players) else 56, (r.w - 24) // max(1, n) - 6)
    return [pygame.Rect(r.x + 12 + i * (size + 6), r.y + action_top(players), size, size) for i in range(n)]


def emote_rects(seat: int, players: int) -> list[pygame.Rect]:
    """Scenario 12: the gesture buttons over the panel's foot while talking is allowed."""
    r = panel_rect(seat, players)
    size = (r.w - 24) // len(EMOTES) - 4
    return [pygame.Rect(r.x + 12 + i * (size + 4), r.bottom - size - 10, size, size) for i in range(len(EMOTES))]


def hero_icon(colour: str, size: int) -> pygame.Surface:
    return image(f"{ART}hero_{colour}.svg", (size, size))


ACTION_INTENT = {"N": intents.UP, "E": intents.RIGHT, "S": intents.DOWN, "W": intents.LEFT,
                 "portal": intents.ACT1, "escalator": intents.ACT2, "explore": intents.ACT3}
BADGE_TEXT, BADGE_H = 28, 32


def action_keys(inputs, device, holds) -> dict[str, str]:
    """action -> the short name of its key on `device` ({} for the mouse): the side word goes ("Right Shift"
    -> "Shift", "D-pad ↑" -> "↑", "Keypad 7" -> "7"), the panel names the device already."""
    wanted = (intents.UP, intents.RIGHT, intents.DOWN, intents.LEFT) + tuple(ACTION_INTENT[a] for a in holds)
    names = devices.key_names(inputs, device, tuple(dict.fromkeys(wanted)))
    if not names:
        return {}
    names = devices.without_shared_word(names)
    return {a: names[ACTION_INTENT[a]].rsplit(" ", 1)[-1] for a in holds}


def key_badge(surface, icon: pygame.Rect, label: str) -> None:
    """A small key cap on an action button's lower right corner: which key fires it."""
    w = max(BADGE_H, text.size_of(label, BADGE_TEXT, True)[0] + 10)
    face = pygame.Rect(0, 0, w, BADGE_H - 3)
    face.bottomright = (icon.right + 4, icon.bottom + 1)
    pygame.draw.rect(surface, hint.CAP_SIDE, face.move(0, 3), border_radius=7)
    pygame.draw.rect(surface, hint.CAP_FACE, face, border_radius=7)
    text.draw_text(surface, label, face.center, BADGE_TEXT, hint.CAP_INK, "center", bold=True)


def column_parts(players: int, drawn: bool) -> list[pygame.Rect]:
    """The columns cut in the parts with something drawn (the panels, the foot) or the empty stretch between."""
    out = []
    for col, rect in enumerate(COLUMNS):
        rows = (players + 1) // 2 if col == 0 else players // 2
        top = EDGE + rows * (panel_h(players) + GAP) if rows else 0
        foot = LEFT_FOOT.y - GAP
        if drawn:
            out += [pygame.Rect(rect.x, 0, rect.w, top), pygame.Rect(rect.x, foot, rect.w, 1080 - foot)]
        elif foot > top:
            out.append(pygame.Rect(rect.x, top, rect.w, foot - top))
    return [r for r in out if r.h > 0]


def banner(words: str, style: str, sub: str) -> pygame.Surface:
    """The kit's banner (kept by the kit per text), clear of the pause button in the view's corner."""
    return banner_surface(words, style, sub, max_w=MALL_RECT.w - 240)
