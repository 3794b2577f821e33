"""Wide copies and fills that start on a 16-pixel boundary (64 bytes at 32 bits: a cache line). A wide blit or
fill whose first pixel lies off such a boundary costs two to three times as much per pixel (the seat columns
end at x = 316, so the mall's view starts there); split into the narrow strip up to the boundary and the wide
rest from it, the same pixels cost a small fraction more than an aligned copy."""
from __future__ import annotations

import pygame

STEP = 16


def blit(dst: pygame.Surface, src: pygame.Surface, at, area: pygame.Rect | None = None) -> None:
    """`dst.blit(src, at, area)`, the same pixels (no clipping by `dst`'s clip rect is assumed to move the start:
    callers clip the rect themselves)."""
    if area is None:
        area = src.get_rect()
    x, y = at
    lead = (-x) % STEP
    if lead == 0 or area.w <= lead + STEP:
        dst.blit(src, (x, y), area)
        return
    dst.blit(src, (x, y), (area.x, area.y, lead, area.h))
    dst.blit(src, (x + lead, y), (area.x + lead, area.y, area.w - lead, area.h))


def fill(dst: pygame.Surface, colour, rect: pygame.Rect) -> None:
    """`dst.fill(colour, rect)`, the same pixels."""
    rect = pygame.Rect(rect)
    lead = (-rect.x) % STEP
    if lead == 0 or rect.w <= lead + STEP:
        dst.fill(colour, rect)
        return
    dst.fill(colour, (rect.x, rect.y, lead, rect.h))
    dst.fill(colour, (rect.x + lead, rect.y, rect.w - lead, rect.h))
