"""Small vector icons drawn with pygame primitives for buttons and choices (no image files needed).
Every icon fits a square of `size` centred on `center`."""
from __future__ import annotations

import math

import pygame


def _pts(center, size, rel):
    cx, cy = center
    return [(cx + x * size, cy + y * size) for x, y in rel]


def _play(s, c, size, col):
    pygame.draw.polygon(s, col, _pts(c, size, [(-0.28, -0.38), (0.38, 0), (-0.28, 0.38)]))


def _resume(s, c, size, col):
    _play(s, c, size, col)


def _continue(s, c, size, col):
    pygame.draw.polygon(s, col, _pts(c, size, [(-0.42, -0.34), (0.0, 0), (-0.42, 0.34)]))
    pygame.draw.polygon(s, col, _pts(c, size, [(-0.02, -0.34), (0.42, 0), (-0.02, 0.34)]))


def _gear(s, c, size, col):
    cx, cy = c
    r = size * 0.3
    for i in range(8):
        a = i * math.pi / 4
        root = (cx + math.cos(a) * r, cy + math.sin(a) * r)
        tip = (cx + math.cos(a) * size * 0.46, cy + math.sin(a) * size * 0.46)
        pygame.draw.line(s, col, root, tip, max(3, int(size * 0.16)))
    # the hub hole: drawn as a ring so the icon works on any background
    pygame.draw.circle(s, col, (int(cx), int(cy)), int(r), max(2, int(r * 0.55)))


def _exit(s, c, size, col):
    w = max(3, int(size * 0.1))
    cx, cy = c
    door = pygame.Rect(0, 0, int(size * 0.46), int(size * 0.78))
    door.midleft = (int(cx - size * 0.42), int(cy))
    pygame.draw.rect(s, col, door, w, border_radius=3)
    pygame.draw.line(s, col, (cx - size * 0.05, cy), (cx + size * 0.42, cy), w)
    pygame.draw.polygon(s, col, _pts(c, size, [(0.22, -0.2), (0.46, 0), (0.22, 0.2)]))


def _back(s, c, size, col):
    w = max(3, int(size * 0.12))
    cx, cy = c
    pygame.draw.line(s, col, (cx - size * 0.3, cy), (cx + size * 0.38, cy), w)
    pygame.draw.polygon(s, col, _pts(c, size, [(-0.44, 0), (-0.12, -0.3), (-0.12, 0.3)]))


def _home(s, c, size, col):
    pygame.draw.polygon(s, col, _pts(c, size, [(-0.44, -0.02), (0, -0.42), (0.44, -0.02)]))
    body = pygame.Rect(0, 0, int(size * 0.6), int(size * 0.42))
    body.midtop = (int(c[0]), int(c[1] - size * 0.04))
    pygame.draw.rect(s, col, body)


def _book(s, c, size, col):
    cx, cy = c
    w = max(2, int(size * 0.07))
    left = _pts(c, size, [(-0.46, -0.32), (-0.04, -0.26), (-0.04, 0.38), (-0.46, 0.32)])
    right = _pts(c, size, [(0.46, -0.32), (0.04, -0.26), (0.04, 0.38), (0.46, 0.32)])
    pygame.draw.polygon(s, col, left, w)
    pygame.draw.polygon(s, col, right, w)
    for k in (-0.1, 0.04, 0.18):
        pygame.draw.line(s, col, (cx - size * 0.36, cy + size * k), (cx - size * 0.12, cy + size * (k + 0.02)), 2)
        pygame.draw.line(s, col, (cx + size * 0.36, cy + size * k), (cx + size * 0.12, cy + size * (k + 0.02)), 2)


def _dice(s, c, size, col):
    box = pygame.Rect(0, 0, int(size * 0.84), int(size * 0.84))
    box.center = (int(c[0]), int(c[1]))
    pygame.draw.rect(s, col, box, max(3, int(size * 0.08)), border_radius=int(size * 0.16))
    r = max(2, int(size * 0.08))
    for dx, dy in ((-0.22, -0.22), (0.22, 0.22), (0, 0), (0.22, -0.22), (-0.22, 0.22)):
        pygame.draw.circle(s, col, (int(c[0] + dx * size), int(c[1] + dy * size)), r)


def _check(s, c, size, col):
    pygame.draw.lines(s, col, False, _pts(c, size, [(-0.36, 0.0), (-0.1, 0.28), (0.38, -0.3)]),
                      max(4, int(size * 0.16)))


def _cross(s, c, size, col):
    w = max(4, int(size * 0.15))
    a, b, d, e = _pts(c, size, [(-0.3, -0.3), (0.3, 0.3), (0.3, -0.3), (-0.3, 0.3)])
    pygame.draw.line(s, col, a, b, w)
    pygame.draw.line(s, col, d, e, w)


def _person(s, c, size, col):
    cx, cy = c
    pygame.draw.circle(s, col, (int(cx), int(cy - size * 0.18)), int(size * 0.2))
    body = pygame.Rect(0, 0, int(size * 0.7), int(size * 0.5))
    body.midtop = (int(cx), int(cy + size * 0.06))
    pygame.draw.ellipse(s, col, body)
    pygame.draw.rect(s, col, (body.x, body.centery, body.w, body.h // 2 - 2))


def _robot(s, c, size, col):
    cx, cy = c
    head = pygame.Rect(0, 0, int(size * 0.72), int(size * 0.56))
    head.center = (int(cx), int(cy + size * 0.08))
    pygame.draw.rect(s, col, head, border_radius=int(size * 0.12))
    pygame.draw.line(s, col, (cx, head.top), (cx, cy - size * 0.38), max(2, int(size * 0.07)))
    pygame.draw.circle(s, col, (int(cx), int(cy - size * 0.4)), max(2, int(size * 0.08)))
    eye = (40, 24, 12)
    for dx in (-0.16, 0.16):
        pygame.draw.circle(s, eye, (int(cx + dx * size), int(cy + size * 0.04)), max(2, int(size * 0.08)))


def _mouse(s, c, size, col):
    body = pygame.Rect(0, 0, int(size * 0.56), int(size * 0.84))
    body.center = (int(c[0]), int(c[1]))
    pygame.draw.rect(s, col, body, max(3, int(size * 0.08)), border_radius=int(size * 0.28))
    pygame.draw.line(s, col, (c[0], body.top + 2), (c[0], body.top + size * 0.3), max(2, int(size * 0.06)))


def _keyboard(s, c, size, col):
    body = pygame.Rect(0, 0, int(size * 0.96), int(size * 0.56))
    body.center = (int(c[0]), int(c[1]))
    pygame.draw.rect(s, col, body, max(2, int(size * 0.07)), border_radius=int(size * 0.08))
    k = max(2, int(size * 0.09))
    for row in range(2):
        for i in range(5):
            x = body.x + size * 0.12 + i * size * 0.17
            y = body.y + size * 0.12 + row * size * 0.15
            pygame.draw.rect(s, col, (int(x), int(y), k, k))
    pygame.draw.line(s, col, (body.x + size * 0.24, body.bottom - size * 0.13),
                     (body.right - size * 0.24, body.bottom - size * 0.13), max(2, int(size * 0.07)))


def _gamepad(s, c, size, col):
    cx, cy = c
    body = pygame.Rect(0, 0, int(size * 0.96), int(size * 0.52))
    body.center = (int(cx), int(cy))
    pygame.draw.rect(s, col, body, border_radius=int(size * 0.24))
    dark = (40, 24, 12)
    w = max(2, int(size * 0.07))
    pygame.draw.line(s, dark, (cx - size * 0.32, cy), (cx - size * 0.14, cy), w)
    pygame.draw.line(s, dark, (cx - size * 0.23, cy - size * 0.09), (cx - size * 0.23, cy + size * 0.09), w)
    pygame.draw.circle(s, dark, (int(cx + size * 0.2), int(cy - size * 0.05)), max(2, int(size * 0.06)))
    pygame.draw.circle(s, dark, (int(cx + size * 0.3), int(cy + size * 0.06)), max(2, int(size * 0.06)))


def _globe(s, c, size, col):
    cx, cy = c
    r = int(size * 0.42)
    w = max(2, int(size * 0.07))
    pygame.draw.circle(s, col, (int(cx), int(cy)), r, w)
    pygame.draw.ellipse(s, col, (cx - r * 0.45, cy - r, r * 0.9, r * 2), w)
    pygame.draw.line(s, col, (cx - r, cy), (cx + r, cy), w)


def _screen(s, c, size, col):
    body = pygame.Rect(0, 0, int(size * 0.9), int(size * 0.6))
    body.center = (int(c[0]), int(c[1] - size * 0.06))
    w = max(3, int(size * 0.08))
    pygame.draw.rect(s, col, body, w, border_radius=4)
    pygame.draw.line(s, col, (c[0] - size * 0.2, body.bottom + size * 0.14), (c[0] + size * 0.2,
                     body.bottom + size * 0.14), w)


def _speaker(s, c, size, col):
    pygame.draw.polygon(s, col, _pts(c, size, [(-0.42, -0.14), (-0.2, -0.14), (0.04, -0.38), (0.04, 0.38),
                                               (-0.2, 0.14), (-0.42, 0.14)]))
    cx, cy = c
    w = max(2, int(size * 0.07))
    for r in (0.2, 0.34):
        rect = pygame.Rect(0, 0, int(size * r * 2), int(size * r * 2))
        rect.center = (int(cx + size * 0.04), int(cy))
        pygame.draw.arc(s, col, rect, -0.9, 0.9, w)


def _clock(s, c, size, col):
    cx, cy = c
    w = max(2, int(size * 0.08))
    pygame.draw.circle(s, col, (int(cx), int(cy)), int(size * 0.42), w)
    pygame.draw.line(s, col, (cx, cy), (cx, cy - size * 0.26), w)
    pygame.draw.line(s, col, (cx, cy), (cx + size * 0.2, cy + size * 0.08), w)


def _help(s, c, size, col):
    """A question mark in a ring: how to play (not the play triangle, which Resume and Start wear)."""
    cx, cy = c
    w = max(2, int(size * 0.08))
    pygame.draw.circle(s, col, (int(cx), int(cy)), int(size * 0.44), w)
    r = size * 0.15
    hook = pygame.Rect(0, 0, int(2 * r), int(2 * r))
    hook.center = (int(cx), int(cy - size * 0.12))
    pygame.draw.arc(s, col, hook, -math.pi / 2, math.pi, w)  # the curl, from its left round to its bottom
    pygame.draw.line(s, col, (cx, cy - size * 0.12 + r), (cx, cy + size * 0.1), w)
    pygame.draw.circle(s, col, (int(cx), int(cy + size * 0.24)), max(2, int(size * 0.06)))


def _pause(s, c, size, col):
    w, h = int(size * 0.2), int(size * 0.7)
    for dx in (-0.17, 0.17):
        bar = pygame.Rect(0, 0, w, h)
        bar.center = (int(c[0] + dx * size), int(c[1]))
        pygame.draw.rect(s, col, bar, border_radius=max(1, w // 4))


def _arrow(direction):
    def draw(s, c, size, col):
        pts = {"left": [(0.22, -0.34), (-0.26, 0), (0.22, 0.34)], "right": [(-0.22, -0.34), (0.26, 0), (-0.22, 0.34)],
               "up": [(-0.34, 0.2), (0, -0.26), (0.34, 0.2)], "down": [(-0.34, -0.2), (0, 0.26), (0.34, -0.2)]}
        pygame.draw.polygon(s, col, _pts(c, size, pts[direction]))
    return draw


ICONS = {
    "play": _play, "resume": _resume, "continue": _continue, "gear": _gear, "exit": _exit, "back": _back,
    "home": _home, "book": _book, "dice": _dice, "check": _check, "cross": _cross, "person": _person,
    "robot": _robot, "mouse": _mouse, "keyboard": _keyboard, "gamepad": _gamepad, "globe": _globe,
    "screen": _screen, "pause": _pause, "speaker": _speaker, "clock": _clock, "help": _help,
    "left": _arrow("left"), "right": _arrow("right"), "up": _arrow("up"), "down": _arrow("down"),
}


# the illustrated icons engine-assets drew (assets/images/menu/icons/*.svg: cream with a dark outline)
SVG_ICONS = {
    "back": "back", "robot": "bot", "screen": "fullscreen", "gamepad": "gamepad", "home": "home",
    "keyboard": "keyboard", "globe": "language", "mouse": "mouse", "pause": "pause", "person": "person",
    "play": "play", "resume": "play", "exit": "quit", "gear": "settings", "speaker": "speaker", "music": "music",
}
_svg_missing: set[str] = set()


def _svg_icon(name: str, size: int) -> pygame.Surface | None:
    file = SVG_ICONS.get(name)
    if file is None or file in _svg_missing:
        return None
    try:
        from game.engine import assets

        return assets.image(f"menu/icons/{file}.svg", (size, size))
    except Exception:  # noqa: BLE001 - no art (yet): the drawn icon stands in
        _svg_missing.add(file)
        return None


def draw_icon(surface: pygame.Surface, name: str, center, size: int, colour, drawn: bool = False) -> None:
    """The illustrated SVG icon when there is one (unless `drawn`: then always the flat vector icon in
    `colour`, e.g. greyed out or as an arrow)."""
    size = max(4, int(size))
    art = None if drawn else _svg_icon(name, size)
    if art is not None:
        surface.blit(art, art.get_rect(center=(int(center[0]), int(center[1]))))
        return
    fn = ICONS.get(name)
    if fn is not None:
        fn(surface, center, size, colour)
