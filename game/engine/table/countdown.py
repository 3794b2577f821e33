"""Countdowns the whole table watches: a ring with the seconds left (Baba Yaga's study time; it pulses and
turns red in the last seconds) and a sand timer (Magic Maze's: sand runs from the top bulb to the bottom and
can be turned over). Drawing only: the time itself is game time kept by the rules."""
from __future__ import annotations

import math

import pygame

from game.engine import text

INK = (250, 244, 226)
CALM, HURRY = (255, 214, 90), (255, 110, 80)
GLASS, SAND, FRAME = (210, 230, 240), (236, 196, 110), (120, 84, 48)


def draw_ring(surface, centre, radius: int, seconds_left: float, clock: float, hurry_below: float = 5,
              fill=(30, 20, 50)) -> None:
    """A disc with the whole seconds left in big type; its rim pulses once a second (clock: scene seconds)."""
    shown = math.ceil(max(0.0, seconds_left))
    pulse = 0.5 + 0.5 * math.sin(clock * math.pi * 2)
    cx, cy = round(centre[0]), round(centre[1])
    pygame.draw.circle(surface, fill, (cx, cy), radius)
    pygame.draw.circle(surface, CALM if shown > hurry_below else HURRY, (cx, cy), radius,
                       max(3, round(radius * 0.053)) + int(4 * pulse))
    text.draw_text(surface, str(shown), (cx, cy), max(30, round(radius * 17 / 15)), INK, anchor="center", bold=True,
                   shadow=True)


def draw_sand_timer(surface, rect: pygame.Rect, fraction_left: float, seconds_left: float | None = None) -> None:
    """An hourglass filling `rect`: `fraction_left` of the sand still in the top bulb (1 = just turned)."""
    f = max(0.0, min(1.0, fraction_left))
    x, y, w, h = rect
    mid = y + h // 2
    neck = max(4, w // 12)
    top = [(x, y), (x + w, y), (x + w // 2 + neck // 2, mid), (x + w // 2 - neck // 2, mid)]
    bottom = [(x + w // 2 - neck // 2, mid), (x + w // 2 + neck // 2, mid), (x + w, y + h), (x, y + h)]
    for bulb in (top, bottom):
        pygame.draw.polygon(surface, GLASS, bulb)
    half = h / 2
    if f > 0:  # the top bulb's sand: a smaller triangle-ish band down to the neck
        level = mid - half * f
        k = (mid - level) / half
        pygame.draw.polygon(surface, SAND, [(x + w / 2 - w / 2 * k, level), (x + w / 2 + w / 2 * k, level),
                                            (x + w // 2 + neck // 2, mid), (x + w // 2 - neck // 2, mid)])
    if f < 1:  # the bottom heap grows from the floor
        k = 1 - f
        heap = half * k
        pygame.draw.polygon(surface, SAND, [(x, y + h), (x + w, y + h), (x + w / 2 + w / 4 * k, y + h - heap),
                                            (x + w / 2 - w / 4 * k, y + h - heap)])
        if f > 0:
            pygame.draw.line(surface, SAND, (x + w // 2, mid), (x + w // 2, y + h - heap), max(2, neck // 2))
    for bulb in (top, bottom):
        pygame.draw.polygon(surface, FRAME, bulb, 4)
    pygame.draw.rect(surface, FRAME, (x - 10, y - 12, w + 20, 14), border_radius=6)
    pygame.draw.rect(surface, FRAME, (x - 10, y + h - 2, w + 20, 14), border_radius=6)
    if seconds_left is not None:
        text.draw_text(surface, str(math.ceil(max(0.0, seconds_left))), (x + w // 2, y + h + 20), 40, INK,
                       anchor="midtop", bold=True, shadow=True)
