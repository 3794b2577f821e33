"""Drawing pieces for sight handicaps (`View` in game/core/handicap_spec.py), called by the scene after it
drew the regions concerned: mirror or flip a rect, darken all but a circle around the pointer, blur, grey,
hide. Each works in place on the frame, on one rect; `draw_views` applies a seat's View pieces.

Mirror and flip only change the picture: `Handicaps` maps pointer positions inside the same regions, so a
click lands on what the player sees there. `python -m game.engine.handicap_views` prints each piece's median
cost on a 1100x700 region (hide is one blit of a cached lid)."""
from __future__ import annotations

import pygame

from game.core.handicap_spec import BLUR, FLIP_VIEW, GREY, HIDE, MIRROR_VIEW, SPOTLIGHT, View

DARK = (8, 10, 18)
HIDE_FILL, HIDE_HATCH = (46, 40, 64), (70, 62, 96)
_spot_cache: dict[tuple, pygame.Surface] = {}
_lid_cache: dict[tuple, pygame.Surface] = {}


def _clip(surface: pygame.Surface, rect) -> pygame.Rect:
    return pygame.Rect(rect).clip(surface.get_rect())


def mirror(surface: pygame.Surface, rect) -> None:
    """Mirror the pixels of `rect` left-right."""
    r = _clip(surface, rect)
    if r.width and r.height:
        surface.blit(pygame.transform.flip(surface.subsurface(r), True, False), r)


def flip(surface: pygame.Surface, rect) -> None:
    """Turn the pixels of `rect` upside down (a half turn: mirrored both ways)."""
    r = _clip(surface, rect)
    if r.width and r.height:
        surface.blit(pygame.transform.flip(surface.subsurface(r), True, True), r)


def _reach(radius: int) -> int:
    return int(radius * 1.25) + 2  # the soft edge's outer ring


def _spot_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """Darkness the region's size plus the hole's reach on every side, with a soft hole at the middle
    (cached: drawing it is then one blit)."""
    key = (size, radius)
    mask = _spot_cache.get(key)
    if mask is None:
        w, h = size
        m = _reach(radius)
        mask = pygame.Surface((2 * w + 2 * m, 2 * h + 2 * m), pygame.SRCALPHA)
        mask.fill((*DARK, 250))
        steps = 12
        for i in range(steps):  # a soft edge: rings from the outside in, each more transparent
            alpha = int(250 * (steps - 1 - i) / steps)
            pygame.draw.circle(mask, (*DARK, alpha), (w + m, h + m), int(radius * (1.25 - 0.25 * i / (steps - 1))))
        if len(_spot_cache) > 16:
            _spot_cache.clear()
        _spot_cache[key] = mask
    return mask


def spotlight(surface: pygame.Surface, rect, centre, radius: int = 170) -> None:
    """Darken `rect` except a circle of `radius` around `centre` (the pointer, or a keyboard player's
    cursor); centre None, or far outside, darkens all of it."""
    r = _clip(surface, rect)
    if not (r.width and r.height):
        return
    m = _reach(radius)
    if centre is None or not (-m <= centre[0] - r.x <= r.width + m and -m <= centre[1] - r.y <= r.height + m):
        surface.fill(DARK, r)
        return
    mask = _spot_mask(r.size, radius)
    cx, cy = int(centre[0]) - r.x, int(centre[1]) - r.y
    surface.blit(mask, r.topleft, pygame.Rect(r.width + m - cx, r.height + m - cy, r.width, r.height))


def blur(surface: pygame.Surface, rect, factor: int = 12) -> None:
    """Blur `rect` (shrink and grow back): shapes stay, symbols cannot be read."""
    r = _clip(surface, rect)
    if r.width < 2 or r.height < 2:
        return
    small = pygame.transform.smoothscale(surface.subsurface(r), (max(1, r.width // factor),
                                                                   max(1, r.height // factor)))
    surface.blit(pygame.transform.smoothscale(small, r.size), r)


def grey(surface: pygame.Surface, rect) -> None:
    """Take the colours out of `rect` (shapes only)."""
    r = _clip(surface, rect)
    if r.width and r.height:
        surface.blit(pygame.transform.grayscale(surface.subsurface(r)), r)


def _lid(size: tuple[int, int]) -> pygame.Surface:
    """The hatched lid of `size` (cached: drawing its lines costs more than a blit)."""
    lid = _lid_cache.get(size)
    if lid is None:
        w, h = size
        lid = pygame.Surface(size)
        lid.fill(HIDE_FILL)
        for x in range(-h, w, 28):
            pygame.draw.line(lid, HIDE_HATCH, (x, h), (x + h, 0), 6)
        pygame.draw.rect(lid, HIDE_HATCH, lid.get_rect(), 4)
        if len(_lid_cache) > 32:
            _lid_cache.clear()
        _lid_cache[size] = lid
    return lid


def hide(surface: pygame.Surface, rect) -> None:
    """Cover `rect` with a hatched lid (a card face down, a hidden region)."""
    r = _clip(surface, rect)
    if not (r.width and r.height):
        return
    surface.blit(_lid(r.size), r)


def draw_views(surface: pygame.Surface, views: list[View], regions: dict, pointer=None, reveal=()) -> None:
    """Apply a seat's View pieces (Handicaps.views(seat)) to the regions they name (`regions`: name -> rect or
    list of rects, as given to Handicaps.set_regions). `pointer`: the seat's pointer or cursor (spotlight);
    `reveal`: rects left uncovered by HIDE / BLUR (a card rested on long enough, see Handicaps.dwell)."""
    keep = [pygame.Rect(r) for r in reveal]
    for view in views:
        rects = regions.get(view.region)
        if rects is None:
            continue
        if not isinstance(rects, (list, tuple)) or rects and isinstance(rects[0], (int, float)):
            rects = [rects]
        for rect in rects:
            rect = pygame.Rect(rect)
            if view.effect == MIRROR_VIEW:
                mirror(surface, rect)
            elif view.effect == FLIP_VIEW:
                flip(surface, rect)
            elif view.effect == SPOTLIGHT:
                spotlight(surface, rect, pointer, view.radius)
            elif view.effect == GREY:
                grey(surface, rect)
            elif rect.collidelist(keep) >= 0:
                continue
            elif view.effect == BLUR:
                blur(surface, rect)
            elif view.effect == HIDE:
                hide(surface, rect)


def bench_views(repeats: int = 200, size=(1100, 700)) -> dict[str, float]:
    """Median milliseconds per call of each drawing piece on a `size` region of a 1920x1080 frame."""
    import statistics
    import time

    frame = pygame.Surface((1920, 1080))
    frame.fill((120, 90, 60))
    rect = pygame.Rect(100, 100, *size)
    calls = {"mirror": lambda: mirror(frame, rect), "flip": lambda: flip(frame, rect),
             "spotlight": lambda: spotlight(frame, rect, (600, 400)), "blur": lambda: blur(frame, rect),
             "grey": lambda: grey(frame, rect), "hide": lambda: hide(frame, rect)}
    out = {}
    for name, call in calls.items():
        call()  # warm caches
        times = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            call()
            times.append((time.perf_counter() - t0) * 1000.0)
        out[name] = round(statistics.median(times), 3)
    return out


if __name__ == "__main__":  # python -m game.engine.handicap_views: the cost of each drawing piece
    import json
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    print(json.dumps(bench_views()))
