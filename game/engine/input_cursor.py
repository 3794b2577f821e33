"""Drawing the gamepad cursors: a big arrow in the seat's colour, outlined so it reads on any background.

The app (or a scene) calls `draw_virtual_cursors(surface, app.input, colour_of)` after drawing the scene; the
mouse keeps the system cursor."""
from __future__ import annotations

import math

import pygame

CURSOR_HEIGHT = 60  # logical px on the 1080 canvas: readable from a sofa
_SUPERSAMPLE = 4
# the arrow outline in units of its height (tip at 0, 0)
_ARROW = ((0.0, 0.0), (0.0, 0.78), (0.2, 0.62), (0.34, 0.95), (0.47, 0.89), (0.33, 0.57), (0.58, 0.57))
_cache: dict[tuple, pygame.Surface] = {}


def cursor_image(colour, height: int = CURSOR_HEIGHT) -> pygame.Surface:
    """The arrow (tip at the surface's top-left plus `cursor_offset(height)`), cached per colour and size."""
    colour = tuple(pygame.Color(colour))
    key = (colour, height)
    if key not in _cache:
        _cache[key] = _render(pygame.Color(colour), height)
    return _cache[key]


def cursor_offset(height: int = CURSOR_HEIGHT) -> tuple[int, int]:
    """Where the tip sits inside the image (room for the outline and shadow)."""
    pad = max(3, height // 10)
    return pad, pad


def _render(colour: pygame.Color, height: int) -> pygame.Surface:
    s = _SUPERSAMPLE
    ox, oy = cursor_offset(height)
    size = (int(height * 0.62) + 2 * ox, height + 2 * oy)
    big = pygame.Surface((size[0] * s, size[1] * s), pygame.SRCALPHA)

    def points(dx=0.0, dy=0.0):
        return [((ox + x * height + dx) * s, (oy + y * height + dy) * s) for x, y in _ARROW]

    rim = max(1.5, height / 30)  # white rim, then a dark edge around it: reads on light and dark boards
    edge = max(1.5, height / 30)
    shadow = max(2, height // 22)
    _dilated(big, (0, 0, 0, 80), points(shadow, shadow), (rim + edge) * s)
    _dilated(big, (20, 20, 28), points(), (rim + edge) * s)
    _dilated(big, (255, 255, 255), points(), rim * s)
    pygame.draw.polygon(big, colour, points())
    return pygame.transform.smoothscale(big, size)


def _dilated(surface, colour, pts, radius: float, steps: int = 16) -> None:
    """The polygon grown by `radius` (drawn at offsets around a circle): an outline that follows every corner."""
    pygame.draw.polygon(surface, colour, pts)
    for i in range(steps):
        a = 2 * math.pi * i / steps
        dx, dy = math.cos(a) * radius, math.sin(a) * radius
        pygame.draw.polygon(surface, colour, [(x + dx, y + dy) for x, y in pts])


def draw_cursor(surface: pygame.Surface, pos, colour, height: int = CURSOR_HEIGHT) -> pygame.Rect:
    ox, oy = cursor_offset(height)
    return surface.blit(cursor_image(colour, height), (pos[0] - ox, pos[1] - oy))


def draw_virtual_cursors(surface: pygame.Surface, seats, colour_of=None) -> None:
    """Every gamepad cursor in pointer mode; `colour_of(device, seat)` picks the colour (default gold)."""
    for device, pos in seats.virtual_cursors().items():
        colour = colour_of(device, seats.seat_of(device)) if colour_of else (255, 200, 40)
        draw_cursor(surface, pos, colour)
