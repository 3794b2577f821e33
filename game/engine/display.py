"""The window: every scene draws on a 1920x1080 logical canvas, which is shown scaled to fit the window with
its aspect kept (black bars on the sides or top and bottom), and pointer positions are mapped back.

We scale ourselves instead of asking SDL for SCALED: it behaves the same under the dummy driver, in tests and
on every desktop. When the canvas fits at 1:1 it *is* a subsurface of the window, so presenting costs nothing
but the flip; a whole-number upscale (3840x2160) uses plain `scale` (crisp, and cheaper); any other size uses
`smoothscale`."""
from __future__ import annotations

import logging
import os

import pygame

from game.engine.scene import LOGICAL_SIZE

log = logging.getLogger(__name__)


# pure mapping helpers (tested directly) ----------------------------------------------------------------
def fit_viewport(window_size: tuple[int, int], logical_size: tuple[int, int] = LOGICAL_SIZE) -> pygame.Rect:
    """The largest rectangle of the logical aspect that fits the window, centred."""
    ww, wh = max(1, window_size[0]), max(1, window_size[1])
    lw, lh = logical_size
    scale = min(ww / lw, wh / lh)
    w = min(ww, max(1, round(lw * scale)))
    h = min(wh, max(1, round(lh * scale)))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def window_to_logical(pos, viewport: pygame.Rect, logical_size=LOGICAL_SIZE) -> tuple[int, int] | None:
    """A window pixel to logical coordinates; None if it lies on a letterbox bar (or outside the window)."""
    x, y = pos
    if not viewport.collidepoint(x, y):
        return None
    # the logical point under the centre of that window pixel
    lx = int((x - viewport.x + 0.5) * logical_size[0] / viewport.w)
    ly = int((y - viewport.y + 0.5) * logical_size[1] / viewport.h)
    return min(lx, logical_size[0] - 1), min(ly, logical_size[1] - 1)


def clamp_to_logical(pos, viewport: pygame.Rect, logical_size=LOGICAL_SIZE) -> tuple[int, int]:
    """Like window_to_logical, but a position on a bar is pulled to the nearest canvas edge (for hovering)."""
    x = min(max(pos[0], viewport.x), viewport.right - 1)
    y = min(max(pos[1], viewport.y), viewport.bottom - 1)
    return window_to_logical((x, y), viewport, logical_size)


def logical_to_window(pos, viewport: pygame.Rect, logical_size=LOGICAL_SIZE) -> tuple[int, int]:
    return (viewport.x + int(pos[0] * viewport.w / logical_size[0]),
            viewport.y + int(pos[1] * viewport.h / logical_size[1]))


def scale_mode(viewport: pygame.Rect, logical_size=LOGICAL_SIZE) -> str:
    """"direct" (1:1, draw into the window), "integer" (whole-number upscale) or "smooth"."""
    if viewport.size == tuple(logical_size):
        return "direct"
    fx, fy = viewport.w / logical_size[0], viewport.h / logical_size[1]
    if fx == fy and fx == int(fx):
        return "integer"
    return "smooth"


def default_window_size(desktop: tuple[int, int], logical_size=LOGICAL_SIZE) -> tuple[int, int]:
    """A windowed-mode size: the largest 16:9 window within 80% of the desktop (at least 640x360)."""
    vp = fit_viewport((int(desktop[0] * 0.8), int(desktop[1] * 0.8)), logical_size)
    return max(640, vp.w), max(360, vp.h)


def is_dummy_driver() -> bool:
    try:
        return pygame.display.get_driver() == "dummy"
    except pygame.error:
        return os.environ.get("SDL_VIDEODRIVER") == "dummy"


# the window --------------------------------------------------------------------------------------------
class Display:
    """Owns the window and the logical canvas. `canvas` is what scenes draw on; `present()` shows it."""

    def __init__(self, fullscreen: bool = True, size: tuple[int, int] | None = None, title: str = "Table Tales"):
        self.logical_size = LOGICAL_SIZE
        self.requested_size = size
        self.fullscreen = fullscreen and size is None
        pygame.display.set_caption(title)
        self.window: pygame.Surface | None = None
        self.canvas: pygame.Surface | None = None
        self.viewport = pygame.Rect(0, 0, *LOGICAL_SIZE)
        self.mode = "direct"
        self._bars: list[pygame.Rect] = []
        self._scaled: pygame.Surface | None = None
        self.open()

    def desktop_size(self) -> tuple[int, int]:
        try:
            sizes = pygame.display.get_desktop_sizes()
            if sizes:
                return tuple(sizes[0])
        except pygame.error:
            pass
        return LOGICAL_SIZE

    def open(self) -> None:
        if self.fullscreen:
            self.window = pygame.display.set_mode(self.desktop_size(), pygame.FULLSCREEN)
        else:
            size = self.requested_size or default_window_size(self.desktop_size())
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._layout()

    def toggle_fullscreen(self) -> bool:
        self.fullscreen = not self.fullscreen
        self.open()
        log.info("fullscreen %s, window %s", self.fullscreen, self.window.get_size())
        return self.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        if on != self.fullscreen:
            self.toggle_fullscreen()

    def resized(self) -> None:
        """The window changed size (user dragged it, or the desktop changed)."""
        surf = pygame.display.get_surface()
        if surf is not None:
            self.window = surf
            if not self.fullscreen:
                self.requested_size = surf.get_size()
        self._layout()

    def _layout(self) -> None:
        ww, wh = self.window.get_size()
        self.viewport = fit_viewport((ww, wh), self.logical_size)
        self.mode = scale_mode(self.viewport, self.logical_size)
        vp = self.viewport
        self._bars = [r for r in (pygame.Rect(0, 0, ww, vp.y), pygame.Rect(0, vp.bottom, ww, wh - vp.bottom),
                                  pygame.Rect(0, vp.y, vp.x, vp.h), pygame.Rect(vp.right, vp.y, ww - vp.right, vp.h))
                      if r.w > 0 and r.h > 0]
        if self.mode == "direct":
            self.canvas = self.window.subsurface(vp)  # draw straight into the window: no copy at all
            self._scaled = None
        else:
            self.canvas = pygame.Surface(self.logical_size).convert(self.window)
            self._scaled = self.window.subsurface(vp)
        self.window.fill((0, 0, 0))
        log.info("window %dx%d, viewport %s, %s", ww, wh, tuple(vp), self.mode)

    # mapping ---------------------------------------------------------------------------------------------
    def to_logical(self, pos) -> tuple[int, int] | None:
        return window_to_logical(pos, self.viewport, self.logical_size)

    def clamp_logical(self, pos) -> tuple[int, int]:
        return clamp_to_logical(pos, self.viewport, self.logical_size)

    def to_window(self, pos) -> tuple[int, int]:
        return logical_to_window(pos, self.viewport, self.logical_size)

    @property
    def scale(self) -> float:
        return self.viewport.w / self.logical_size[0]

    # showing ---------------------------------------------------------------------------------------------
    def present(self) -> None:
        if self.mode == "integer":
            pygame.transform.scale(self.canvas, self.viewport.size, self._scaled)
        elif self.mode == "smooth":
            pygame.transform.smoothscale(self.canvas, self.viewport.size, self._scaled)
        for bar in self._bars:  # cheap, and keeps the bars black whatever was drawn before
            self.window.fill((0, 0, 0), bar)
        pygame.display.flip()
