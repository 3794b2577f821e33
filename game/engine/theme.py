"""The look shared by every menu and overlay: a high-contrast palette (dark warm background, cream text, gold
accents), type sizes for a TV 3 m away, seat colours doubled by shapes, rounded panels with soft shadows."""
from __future__ import annotations

import functools
import math

import pygame

from game.core.setup import ALL_SEAT_SHAPES, NINE_SEAT_COLOURS

# palette ---------------------------------------------------------------------------------------------------
BG = (30, 21, 19)  # dark warm brown, almost black
BG_TOP = (52, 33, 28)
BG_GLOW = (92, 52, 34)
PANEL = (58, 40, 33)
PANEL_HI = (78, 55, 44)  # a focused / raised panel
PANEL_EDGE = (120, 88, 60)
INK = (24, 16, 14)  # outlines and shadows
TEXT = (252, 242, 222)  # cream: ~13:1 against PANEL
TEXT_DIM = (214, 196, 168)  # secondary text: still > 7:1 against PANEL
TEXT_ON_GOLD = (40, 24, 12)
GOLD = (245, 192, 74)
GOLD_HI = (255, 222, 130)
GOLD_DEEP = (176, 122, 38)
DANGER = (214, 82, 64)
DISABLED = (120, 104, 92)
SHADOW = (0, 0, 0)

# sizes on the 1920x1080 logical canvas ----------------------------------------------------------------------
SMALL = 36  # the smallest text anything shows
BODY = 40
BUTTON = 44
HEADING = 56
TITLE = 96
TITLE_MAX = 110
RADIUS = 22
FOCUS_WIDTH = 7  # the focus ring: thick and gold, readable from the sofa
MARGIN = 60

# seats: every colour is doubled by a shape, so nobody needs to tell red from green ---------------------------
SEAT_RGB = {
    "red": (226, 72, 60),
    "blue": (64, 132, 232),
    "yellow": (246, 204, 48),
    "green": (72, 184, 92),
    "purple": (166, 102, 216),
    "orange": (244, 140, 36),
    "cyan": (44, 200, 214),
    "pink": (238, 112, 184),
    "white": (244, 244, 250),
}
SEAT_SHAPE = dict(zip(NINE_SEAT_COLOURS, ALL_SEAT_SHAPES))


def seat_rgb(colour_name: str) -> tuple[int, int, int]:
    return SEAT_RGB.get(colour_name, TEXT_DIM)


def shape_points(shape: str, center, radius: float) -> tuple[tuple[float, float], ...] | None:
    """Polygon points of a badge shape (None for the circle). Kept per shape, centre and size (the same badges
    are drawn every frame), so the points are a tuple shared by every caller."""
    return _shape_points(shape, (center[0], center[1]), radius)


@functools.lru_cache(maxsize=512)
def _shape_points(shape: str, center, radius: float) -> tuple[tuple[float, float], ...] | None:
    cx, cy = center
    r = radius
    if shape == "square":
        s = r * 0.84
        return ((cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s))
    if shape == "triangle":
        return ((cx, cy - r * 1.02), (cx + r * 0.98, cy + r * 0.72), (cx - r * 0.98, cy + r * 0.72))
    if shape == "diamond":
        return ((cx, cy - r * 1.05), (cx + r * 0.86, cy), (cx, cy + r * 1.05), (cx - r * 0.86, cy))
    if shape == "star":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r * (1.06 if i % 2 == 0 else 0.46)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return tuple(pts)
    if shape == "hexagon":
        return tuple((cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6))
    if shape == "cross":  # a plus sign with arms a third of the width
        a, b = r * 0.98, r * 0.34
        return ((cx - b, cy - a), (cx + b, cy - a), (cx + b, cy - b), (cx + a, cy - b), (cx + a, cy + b),
                (cx + b, cy + b), (cx + b, cy + a), (cx - b, cy + a), (cx - b, cy + b), (cx - a, cy + b),
                (cx - a, cy - b), (cx - b, cy - b))
    if shape == "moon":  # a crescent: the disc less a disc shifted right, opening to the right
        outer = [math.radians(a) for a in range(58, 303, 12)]
        inner = [math.radians(a) for a in range(268, 91, -12)]
        return tuple([(cx + r * math.cos(a), cy + r * math.sin(a)) for a in outer]
                     + [(cx + 0.55 * r + 0.85 * r * math.cos(a), cy + 0.85 * r * math.sin(a)) for a in inner])
    if shape == "heart":  # the classic parametric heart, scaled to the badge
        pts = []
        for i in range(24):
            t = 2 * math.pi * i / 24
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            pts.append((cx + x * r / 16.5, cy - (y + 2.5) * r / 15.5))
        return tuple(pts)
    return None


def draw_seat_badge(surface: pygame.Surface, colour_name: str, center, radius=None, shape=None, *legacy):
    """A seat's colour drawn as its shape (red circle, blue square, yellow triangle, green diamond, purple
    star), outlined dark and cream so it reads on any background. `shape` defaults to the colour's own.

    Also accepts the contract's older order `draw_seat_badge(surface, colour, shape, center, radius)`."""
    if isinstance(center, str):  # (surface, colour, shape, center, radius)
        shape, center, radius = center, radius, shape if shape is not None else (legacy[0] if legacy else 24)
    radius = 24 if radius is None else radius
    shape = shape or SEAT_SHAPE.get(colour_name, "circle")
    fill = seat_rgb(colour_name)
    cx, cy = int(center[0]), int(center[1])
    outline = max(2, int(radius * 0.14))
    pts = shape_points(shape, (cx, cy), radius)
    if pts is None:
        pygame.draw.circle(surface, INK, (cx, cy), int(radius) + outline)
        pygame.draw.circle(surface, TEXT, (cx, cy), int(radius) + outline // 2)
        pygame.draw.circle(surface, fill, (cx, cy), int(radius) - outline // 2)
        return pygame.Rect(cx - radius, cy - radius, radius * 2, radius * 2)
    grown = shape_points(shape, (cx, cy), radius + outline * 1.6)
    pygame.draw.polygon(surface, INK, grown)
    mid = shape_points(shape, (cx, cy), radius + outline * 0.6)
    pygame.draw.polygon(surface, TEXT, mid)
    inner = shape_points(shape, (cx, cy), radius - outline * 0.6)
    pygame.draw.polygon(surface, fill, inner)
    return pygame.Rect(cx - radius, cy - radius, radius * 2, radius * 2)


# panels ------------------------------------------------------------------------------------------------------
_shadow_cache: dict[tuple, pygame.Surface] = {}


def soft_shadow(size: tuple[int, int], radius: int = RADIUS, spread: int = 18, strength: int = 150):
    """A blurred-looking shadow for a rounded rect of `size`: stacked translucent rounded rects, cached."""
    key = (size, radius, spread, strength)
    surf = _shadow_cache.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
        steps = max(1, spread // 2)
        for i in range(steps):
            grow = spread - i * (spread / steps)
            alpha = int(strength * (i + 1) / steps / steps * 1.6)
            layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            r = pygame.Rect(spread - grow, spread - grow, w + grow * 2, h + grow * 2)
            pygame.draw.rect(layer, (*SHADOW, min(255, alpha)), r, border_radius=int(radius + grow))
            surf.blit(layer, (0, 0))
        _shadow_cache[key] = surf
    return surf


def draw_panel(surface, rect, colour=PANEL, radius: int = RADIUS, shadow: bool = True, border=PANEL_EDGE,
               border_width: int = 3, shadow_offset: int = 8):
    """A rounded panel with a soft drop shadow and a thin lighter edge."""
    rect = pygame.Rect(rect)
    if shadow:
        spread = 18
        sh = soft_shadow(rect.size, radius, spread)
        surface.blit(sh, (rect.x - spread, rect.y - spread + shadow_offset))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    # a faint lighter line along the top edge gives the panel a little relief
    top = tuple(min(255, c + 22) for c in colour)
    pygame.draw.line(surface, top, (rect.x + radius, rect.y + 4), (rect.right - radius, rect.y + 4), 2)
    if border:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)
    return rect


def draw_focus_ring(surface, rect, t: float = 0.0, radius: int = RADIUS):
    """The focus ring: a thick gold outline inside a pulsing pale-gold halo, obvious from across the room.
    Solid strokes only (no alpha surfaces): cheap enough to draw every frame."""
    rect = pygame.Rect(rect)
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    grow = FOCUS_WIDTH + 6 + int(5 * pulse)
    halo = tuple(int(a + (b - a) * (0.35 + 0.4 * pulse)) for a, b in zip(BG_GLOW, GOLD_HI))
    pygame.draw.rect(surface, halo, rect.inflate(grow * 2, grow * 2), 3, border_radius=radius + grow)
    pygame.draw.rect(surface, INK, rect.inflate(FOCUS_WIDTH * 2 + 6, FOCUS_WIDTH * 2 + 6), 3,
                     border_radius=radius + FOCUS_WIDTH + 3)
    pygame.draw.rect(surface, GOLD, rect.inflate(FOCUS_WIDTH * 2, FOCUS_WIDTH * 2), FOCUS_WIDTH,
                     border_radius=radius + FOCUS_WIDTH)


_glass_cache: dict[tuple, pygame.Surface] = {}


def glass(size, alpha: int = 170, radius: int = RADIUS) -> pygame.Surface:
    """A translucent dark rounded plate to put text on over a picture (cached by size)."""
    key = (tuple(size), alpha, radius)
    surf = _glass_cache.get(key)
    if surf is None:
        if len(_glass_cache) > 64:
            _glass_cache.clear()
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (*BG, alpha), surf.get_rect(), border_radius=radius)
        _glass_cache[key] = surf
    return surf


_dim_cache: dict[tuple, pygame.Surface] = {}


def dim(surface, alpha: int = 170):
    """Darken everything drawn so far (overlays over a game)."""
    key = (surface.get_size(), alpha)
    veil = _dim_cache.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*BG, alpha))
        _dim_cache[key] = veil
    surface.blit(veil, (0, 0))


_bg_cache: dict[tuple, pygame.Surface] = {}


def background(size=(1920, 1080)) -> pygame.Surface:
    """The menus' backdrop: a warm radial glow over a dark base with a faint ring of stars. Built once."""
    key = tuple(size)
    surf = _bg_cache.get(key)
    if surf is not None:
        return surf
    import numpy as np

    w, h = size
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    d = np.sqrt(((xs - w * 0.5) / (w * 0.62)) ** 2 + ((ys - h * 0.34) / (h * 0.78)) ** 2)
    glow = np.clip(1.0 - d, 0.0, 1.0) ** 1.6
    vert = ys / h
    base = np.array(BG, np.float32)
    top = np.array(BG_TOP, np.float32)
    hot = np.array(BG_GLOW, np.float32)
    col = base[None, None, :] + (top - base)[None, None, :] * (1.0 - vert)[..., None] * 0.8
    col = col + (hot - base)[None, None, :] * glow[..., None] * 0.75
    arr = np.clip(col, 0, 255).astype(np.uint8).transpose(1, 0, 2)
    surf = pygame.Surface((w, h))
    pygame.surfarray.blit_array(surf, arr)
    # sparse warm sparkles (deterministic) so the backdrop is not a flat gradient
    rng = np.random.default_rng(7)
    for x, y, r in zip(rng.integers(0, w, 70), rng.integers(0, h, 70), rng.integers(1, 4, 70)):
        a = 40 + int(r) * 25
        pygame.draw.circle(surf, (min(255, BG_GLOW[0] + a), min(255, BG_GLOW[1] + a // 2), BG_GLOW[2] + a // 4),
                           (int(x), int(y)), int(r))
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _bg_cache[key] = surf
    return surf


_backdrop_cache: dict[tuple, pygame.Surface] = {}


def backdrop(size=(1920, 1080), veil: int = 0) -> pygame.Surface:
    """The menus' illustrated room (assets/images/menu/background.svg) darkened by `veil` (0-255) so text
    reads well on it; the drawn `background()` if the art is missing. Built once per size and veil."""
    key = (tuple(size), veil)
    surf = _backdrop_cache.get(key)
    if surf is not None:
        return surf
    try:
        from game.engine import assets

        surf = assets.image("menu/background.svg", tuple(size), stretch=True).copy()
    except Exception:  # noqa: BLE001 - no art: the drawn backdrop is fine
        surf = background(size).copy()
    if veil:
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((*BG, veil))
        surf.blit(shade, (0, 0))
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _backdrop_cache[key] = surf
    return surf
