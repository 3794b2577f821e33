"""The family's portraits: round medallions drawn by tools/make_portraits.py (assets/art/portraits/<id>.svg),
rendered at the size asked and cached. An unknown id or a missing file draws the player's seat badge instead,
never nothing."""
from __future__ import annotations

import logging

import pygame

from game.engine import assets, paths, theme
from game.engine.family import PORTRAITS

log = logging.getLogger(__name__)
_text: dict[str, str | None] = {}


def _svg(pid: str) -> str | None:
    if pid not in _text:
        try:
            _text[pid] = paths.asset("art", "portraits", f"{pid}.svg").read_text(encoding="utf-8") \
                if pid in PORTRAITS else None
        except OSError:
            log.warning("portrait %s missing", pid)
            _text[pid] = None
    return _text[pid]


def portrait(pid: str, size: int) -> pygame.Surface | None:
    """The portrait `pid` as a size x size picture (cached: copy before drawing on it), or None."""
    svg = _svg(pid)
    if svg is None:
        return None
    try:
        return assets.svg_from_string(svg, (size, size))
    except Exception:  # noqa: BLE001 - a broken picture is logged and the badge stands in
        log.warning("portrait %s unreadable", pid, exc_info=True)
        _text[pid] = None
        return None


def draw_portrait(surface: pygame.Surface, pid: str | None, centre, size: int, colour: str | None = None,
                  ring: bool = True) -> pygame.Rect:
    """The portrait centred at `centre`; with `colour`, the player's seat badge sits on its lower right (the
    colour and shape that mark them in every game). No portrait: the badge alone, as large."""
    cx, cy = int(centre[0]), int(centre[1])
    pic = portrait(pid, size) if pid else None
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (cx, cy)
    if pic is None:
        if colour:
            theme.draw_seat_badge(surface, colour, (cx, cy), size // 2 - 4)
        return rect
    if ring and colour:
        pygame.draw.circle(surface, theme.seat_rgb(colour), (cx, cy), size // 2 + max(3, size // 24))
    surface.blit(pic, rect)
    if colour:
        r = max(10, size // 7)
        theme.draw_seat_badge(surface, colour, (rect.right - r, rect.bottom - r), r)
    return rect
