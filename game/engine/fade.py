"""A fade through black between scenes: fade out, run the switch at full black, fade back in.
Runs on real (frame) time, so it still completes while game time is paused."""
from __future__ import annotations

from collections.abc import Callable

import pygame

FADE_SECONDS = 0.18  # each half; quick enough to never feel like waiting


class Fade:
    def __init__(self, seconds: float = FADE_SECONDS):
        self.seconds = seconds
        self.alpha = 0.0  # 0 clear .. 1 black
        self.direction = 0  # +1 darkening, -1 clearing, 0 idle
        self._pending: Callable[[], None] | None = None
        self._veil: pygame.Surface | None = None

    @property
    def active(self) -> bool:
        return self.direction != 0

    @property
    def blocking_input(self) -> bool:
        """Input is ignored while darkening (a double click must not start two games)."""
        return self.direction > 0

    def start(self, action: Callable[[], None]) -> None:
        """Darken, then call `action` at full black. A newer request replaces one still waiting."""
        self._pending = action
        self.direction = 1

    def cancel(self) -> None:
        self._pending = None
        self.direction = 0
        self.alpha = 0.0

    def update(self, dt: float) -> None:
        if self.direction == 0:
            return
        self.alpha += self.direction * dt / self.seconds
        if self.direction > 0 and self.alpha >= 1.0:
            self.alpha = 1.0
            action, self._pending = self._pending, None
            self.direction = -1
            if action is not None:
                action()
        elif self.direction < 0 and self.alpha <= 0.0:
            self.alpha = 0.0
            self.direction = 0

    def draw(self, surface: pygame.Surface) -> None:
        if self.alpha <= 0.0:
            return
        if self._veil is None or self._veil.get_size() != surface.get_size():
            self._veil = pygame.Surface(surface.get_size())
            self._veil.fill((0, 0, 0))
        self._veil.set_alpha(round(255 * min(1.0, self.alpha)))
        surface.blit(self._veil, (0, 0))
