"""The pictures on the title screen's game cards: the game's SVG art when it exists, otherwise a drawn
emblem (a warm gradient with the game's initial), so the title screen never shows an empty box."""
from __future__ import annotations

import logging

import pygame

from game.engine import text, theme

log = logging.getLogger(__name__)

def load_art(relpath: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The art scaled to cover `size` (cropped centrally), or None if it cannot be loaded."""
    if not relpath:
        return None
    try:
        from game.engine import assets

        natural = assets.image(relpath)
        nw, nh = natural.get_size()
        k = max(size[0] / max(1, nw), size[1] / max(1, nh))
        scaled = assets.image(relpath, (max(1, round(nw * k)), max(1, round(nh * k))))
    except Exception as exc:  # noqa: BLE001 - missing module / file / bad SVG: fall back to drawn art
        log.info("card art %s not available (%s): drawing an emblem", relpath, exc)
        return None
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(scaled, ((size[0] - scaled.get_width()) // 2, (size[1] - scaled.get_height()) // 2))
    return out


def emblem(accent: tuple[int, int, int], title: str, size: tuple[int, int]) -> pygame.Surface:
    """Drawn card art for a game without its own (`GameInfo.art` empty or unreadable): a gradient in the game's
    accent (`GameInfo.accent`), gold rings and the title's large initial."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        k = y / max(1, h - 1)
        col = tuple(int(a * (1 - k) + b * k) for a, b in zip(accent, theme.BG))
        pygame.draw.line(surf, col, (0, y), (w, y))
    for i, r in enumerate((h * 0.42, h * 0.32, h * 0.22)):
        pygame.draw.circle(surf, (*theme.GOLD, 40 + i * 25), (w // 2, h // 2), int(r), 4)
    initial = (title.strip() or "?")[0]
    text.draw_text(surf, initial, (w // 2, h // 2), int(h * 0.36), theme.GOLD_HI, anchor="center", bold=True,
                   shadow=True)
    return surf


def round_corners(surf: pygame.Surface, radius: int, top_only: bool = False) -> pygame.Surface:
    """Clip a picture to a rounded rectangle (alpha mask)."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    rect = mask.get_rect()
    if top_only:
        pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_top_left_radius=radius,
                         border_top_right_radius=radius)
    else:
        pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    out = surf.copy().convert_alpha() if pygame.display.get_surface() else surf.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out
