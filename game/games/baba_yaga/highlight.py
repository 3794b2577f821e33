"""Whose move it is: an ice-white glow round the mover's panel and an arrow beside it that bobs towards it.
No seat colour is white or ice (theme.SEAT_RGB), so the highlight is never read as the yellow (or any) seat,
and the moving arrow is a shape cue for anyone who cannot tell colours apart."""
from __future__ import annotations

import math

import pygame

ICE = (190, 235, 255)
WHITE = (255, 255, 255)
OUTLINE = (20, 30, 48)
STEPS = 4  # the glow takes a few steps only: each step's panel is cached by the hud


def pulse(clock: float) -> float:
    """0..1 in STEPS steps, about once a second."""
    return round(STEPS / 2 + STEPS / 2 * math.sin(clock * 6)) / STEPS


def glow(clock: float) -> tuple[int, int, int]:
    """The border colour now: between ice and white."""
    k = pulse(clock)
    return tuple(round(a + (b - a) * k) for a, b in zip(ICE, WHITE))


def arrow_points(panel: tuple[int, int, int, int], clock: float) -> list[tuple[int, int]]:
    """A fat arrow right of the panel, its tip towards the panel, bobbing in and out."""
    x, y, w, h = panel
    bob = round(8 * (0.5 + 0.5 * math.sin(clock * 6)))
    tip_x, mid = x + w + 6 + bob, y + h // 2
    return [(tip_x, mid), (tip_x + 30, mid - 26), (tip_x + 30, mid - 11), (tip_x + 58, mid - 11),
            (tip_x + 58, mid + 11), (tip_x + 30, mid + 11), (tip_x + 30, mid + 26)]


def draw_arrow(surface: pygame.Surface, panel, clock: float) -> None:
    points = arrow_points(panel, clock)
    pygame.draw.polygon(surface, glow(clock), points)
    pygame.draw.polygon(surface, OUTLINE, points, 3)
