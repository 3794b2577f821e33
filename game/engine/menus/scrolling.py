"""A menu page with a tall text column inside `view` that scrolls: up/down a step, left/right a page, the wheel;
eased towards its target and exact once close; a scroll bar while there is more than fits. The rules view and
the whole game log are built on it (the two had the same twenty lines)."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import theme
from game.engine.menus.base import MenuScene


class ScrollingView(MenuScene):
    view = pygame.Rect(200, 170, 1520, 740)  # where the column shows; a subclass sets its own
    step = 120  # pixels per up/down and per wheel notch

    def __init__(self, app):
        self.scroll = 0.0
        self.target = 0.0
        self.content_h = 0
        super().__init__(app)

    @property
    def page(self) -> int:
        return self.view.h - 120

    @property
    def max_scroll(self) -> float:
        return max(0.0, self.content_h - (self.view.h - 60))

    def scroll_by(self, dy: float) -> None:
        self.target = min(self.max_scroll, max(0.0, self.target + dy))

    def keep_in_range(self) -> None:
        """After the content changed (a rebuild on a language switch): stay inside it."""
        self.target = min(self.target, self.max_scroll)
        self.scroll = min(self.scroll, self.max_scroll)

    def on_intent(self, intent: I.Intent) -> None:
        a = intent.action
        steps = {I.UP: -self.step, I.DOWN: self.step, I.LEFT: -self.page, I.RIGHT: self.page}
        if a in steps:
            self.scroll_by(steps[a])
        elif a == I.WHEEL:
            self.scroll_by(-intent.button * self.step)
        elif a == I.PAUSE:
            self.back()
        else:
            self.group.on_intent(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll += (self.target - self.scroll) * min(1.0, dt * 14)  # smooth, and exact once close
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw_scroll_bar(self, surface: pygame.Surface) -> None:
        if self.max_scroll <= 0:
            return
        v = self.view
        track = pygame.Rect(v.right - 4, v.y + 20, 12, v.h - 40)
        pygame.draw.rect(surface, theme.INK, track, border_radius=6)
        thumb_h = max(60, int(track.h * (v.h - 60) / max(1, self.content_h)))
        thumb_y = track.y + int((track.h - thumb_h) * self.scroll / self.max_scroll)
        pygame.draw.rect(surface, theme.GOLD, (track.x, thumb_y, track.w, thumb_h), border_radius=6)
