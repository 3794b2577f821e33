"""A tiny stand-in for game.engine.text (owned by engine-assets) with the same API, used by these tests only
while text.py has not landed on main. It draws with the system Noto Sans CJK (Traditional Chinese face)."""
from __future__ import annotations

import os

import pygame
import pygame.freetype

_DIR = "/usr/share/fonts/opentype/noto"
_fonts: dict = {}
_cache: dict = {}


def font(size: int, bold: bool = False):
    key = (size, bold)
    if key not in _fonts:
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        path = os.path.join(_DIR, "NotoSansCJK-Bold.ttc" if bold else "NotoSansCJK-Regular.ttc")
        if os.path.exists(path):
            f = pygame.freetype.Font(path, size, font_index=3)
        else:
            f = pygame.freetype.SysFont(None, size, bold=bold)
        f.antialiased = True
        _fonts[key] = f
    return _fonts[key]


def render(text: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    key = (text, size, tuple(colour), bold)
    surf = _cache.get(key)
    if surf is None:
        f = font(size, bold)
        surf, _ = f.render(text or " ", tuple(colour))
        # pad to the font's line height so lines align like a real text layout
        line = pygame.Surface((surf.get_width(), int(f.get_sized_height(size))), pygame.SRCALPHA)
        asc = f.get_sized_ascender(size)
        _, rect = f.render(text or " ", tuple(colour))
        line.blit(surf, (0, asc - rect.y))
        surf = line
        _cache[key] = surf
    return surf


def draw_text(surface, text, pos, size, colour, anchor="topleft", bold=False, max_width=None, shadow=False):
    surf = render(text, size, colour, bold)
    while max_width and surf.get_width() > max_width and size > 12:
        size -= 2
        surf = render(text, size, colour, bold)
    rect = surf.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(render(text, size, (0, 0, 0), bold), rect.move(2, 3))
    surface.blit(surf, rect)
    return rect


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        tokens = []
        word = ""
        for ch in para:
            if ch == " ":
                tokens.append(word + " ")
                word = ""
            elif ord(ch) > 0x2E80:
                if word:
                    tokens.append(word)
                    word = ""
                tokens.append(ch)
            else:
                word += ch
        if word:
            tokens.append(word)
        for tok in tokens:
            trial = line + tok
            if line and f.get_rect(trial.rstrip(), size=size).width > width:
                lines.append(line.rstrip())
                line = tok.lstrip()
            else:
                line = trial
        lines.append(line.rstrip())
    return lines
