"""Bare-bones text for the app's own screens (crash screen, notices, fallback menus). Deliberately independent
of engine/text.py: the crash screen must still speak when the code that broke is the text or asset layer.
Uses the shipped font if present, else the system's Noto CJK, else pygame's default font."""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.engine.paths import resource_root

log = logging.getLogger(__name__)

_SYSTEM_CJK = ("/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc",
               "/usr/share/fonts/noto-cjk/NotoSansCJK-{}.ttc")
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_cache: dict[tuple, pygame.Surface] = {}


def _font_file(bold: bool) -> str | None:
    folder = resource_root() / "assets" / "fonts"
    shipped = sorted(folder.glob("TableTalesSans-*.otf")) if folder.is_dir() else []
    if shipped:
        want = "bold" if bold else "regular"
        for p in shipped:
            if want in p.stem.lower():
                return str(p)
        return str(shipped[0])
    for pattern in _SYSTEM_CJK:
        p = Path(pattern.format("Bold" if bold else "Regular"))
        if p.exists():
            return str(p)
    return None


def forget_fonts() -> None:
    """Drop loaded fonts and renders: a Font made before pygame was re-initialised is a dead object."""
    _fonts.clear()
    _cache.clear()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = _font_file(bold)
        try:
            f = pygame.font.Font(path, size)
        except (OSError, pygame.error) as exc:
            log.warning("font %s unusable (%s): default font", path, exc)
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


def render(text: str, size: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    key = (text, size, tuple(colour), bold)
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) > 512:
            _cache.clear()
        try:
            surf = font(size, bold).render(text, True, colour)
        except pygame.error:  # the font module was restarted since this font was made: make it again
            _fonts.clear()
            surf = font(size, bold).render(text, True, colour)
        _cache[key] = surf
    return surf


def fit(text: str, size: int, width: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    """Render on one line, shrinking the size until it fits `width` (long paths, long error messages)."""
    while size > 14:
        surf = render(text, size, colour, bold)
        if surf.get_width() <= width:
            return surf
        size -= 2
    surf = render(text, size, colour, bold)
    if surf.get_width() > width:
        surf = surf.subsurface((0, 0, width, surf.get_height()))
    return surf


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split into lines that fit `width`: at spaces for latin text, anywhere for CJK."""
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for token in _tokens(para):
            trial = line + token
            if line and f.size(trial.rstrip())[0] > width:
                lines.append(line.rstrip())
                line = token.lstrip()
            else:
                line = trial
        lines.append(line.rstrip())
    return lines


def _tokens(text: str):
    word = ""
    for ch in text:
        if ord(ch) >= 0x2E80:  # CJK: every character may start a line
            if word:
                yield word
                word = ""
            yield ch
        elif ch == " ":
            yield word + " "
            word = ""
        else:
            word += ch
    if word:
        yield word
