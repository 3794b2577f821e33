"""Banners across the table: "Your turn, Mia!", "Spell broken!", "Mia's house is overrun".

- `draw_banner(surface, rect, line1, line2, border, big, small, slide)`: a dark rounded banner filling `rect`
  (the game chooses where it goes), `slide` 0..1 = how far it has come down from above the screen.
- `banner_surface(words, style, sub, icon)`: a banner made once per text and kept, in one of `STYLES`
  (fill, border, ink); the game blits it where it wants, fading or scaling it.
- `TurnBanner`: the timing of the turn banner (slides down, stays, slides back up) in scene time.
Text is never below 30 px."""
from __future__ import annotations

import pygame

from game.engine import text
from game.engine.i18n import language
from game.engine.tween import ease

DARK = (16, 18, 26)
WHITE = (255, 250, 240)
CREAM = (250, 240, 215)
STYLES = {  # fill, border, ink
    "good": ((40, 92, 48), (255, 214, 90), (255, 250, 220)),
    "bad": ((96, 30, 30), (240, 150, 120), (255, 236, 228)),
    "turn": ((40, 28, 66), (200, 170, 255), (255, 255, 255)),
    "time": ((110, 56, 14), (255, 190, 90), (255, 246, 226)),
    "effect": ((52, 30, 86), (200, 160, 255), (255, 250, 255)),
}
_cache: dict[tuple, pygame.Surface] = {}
SUB_SIZE = 32  # a banner's second line; wraps rather than shrinks (the sofa floor is 28)


def draw_banner(surface, rect: pygame.Rect, line1: str, line2: str = "", border=(255, 214, 92), big: int = 56,
                small: int = 34, slide: float = 1.0) -> None:
    rect = rect.move(0, -round((1 - ease(slide)) * (rect.bottom + 10)))
    pygame.draw.rect(surface, DARK, rect, border_radius=28)
    pygame.draw.rect(surface, border, rect, 6, border_radius=28)
    pad = round(big * 0.25)
    text.draw_text(surface, line1, (rect.centerx, rect.top + pad), big, WHITE, "midtop", bold=True,
                   max_width=rect.w - 60)
    if line2:
        text.draw_text(surface, line2, (rect.centerx, rect.top + pad + round(big * 1.22)), max(30, small), CREAM,
                       "midtop", max_width=rect.w - 60)


def banner_surface(words: str, style: str = "turn", sub: str = "", icon: pygame.Surface | None = None,
                   max_w: int = 1100) -> pygame.Surface:
    key = (words, style, sub, id(icon) if icon is not None else None, language(), max_w)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    fill, border, ink = STYLES.get(style, STYLES["turn"])
    size = max(30, text.fit_size(words, 72, max_w - 200, bold=True))
    tw, th = text.size_of(words, size, bold=True)
    icon_w = 140 if icon is not None else 0
    # the sub-line (an effect's explanation) keeps its 32 px: the banner widens for it, then it wraps
    sub_lines = text.wrap(sub, SUB_SIZE, max_w - 60 - icon_w) if sub else []
    sub_w = max((text.size_of(line, SUB_SIZE)[0] for line in sub_lines), default=0)
    w = min(max_w, max(tw + 120, sub_w + 60) + icon_w)
    step = text.font(SUB_SIZE).get_linesize()
    h = th + 44 + (step * len(sub_lines) + 6 if sub_lines else 0)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*fill, 235), surf.get_rect(), border_radius=36)
    pygame.draw.rect(surf, border, surf.get_rect(), 6, border_radius=36)
    tx = w // 2 + icon_w // 2
    text.draw_text(surf, words, (tx, 18), size, ink, anchor="midtop", bold=True, shadow=True, max_width=w - 40)
    for i, line in enumerate(sub_lines):
        text.draw_text(surf, line, (tx, th + 26 + i * step), SUB_SIZE, ink, anchor="midtop")
    if icon is not None:
        surf.blit(icon, icon.get_rect(midleft=(30, h // 2)))
    if len(_cache) > 200:
        _cache.clear()
    _cache[key] = surf
    return surf


class TurnBanner:
    """When the turn banner shows and how far it has slid in (0..1); the game draws it with `draw_banner`."""

    def __init__(self, seconds: float = 1.6, slide_seconds: float = 0.25):
        self.seconds = seconds
        self.slide_seconds = slide_seconds
        self.left = 0.0
        self.seat: int | None = None

    def start(self, seat: int) -> None:
        self.seat, self.left = seat, self.seconds

    def stop(self) -> None:
        self.left = 0.0

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def showing(self) -> bool:
        return self.left > 0

    @property
    def slide(self) -> float:
        shown_for = self.seconds - self.left
        return max(0.0, min(1.0, shown_for / self.slide_seconds, self.left / self.slide_seconds))
