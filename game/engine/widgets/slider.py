"""Slider: a labelled value between lo and hi. Left/right step it; the mouse clicks or drags the track."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import text, theme
from game.engine.widgets.base import Widget, label_text
from game.engine.widgets.button import draw_body
from game.engine.widgets.icons import draw_icon


def percent(value: float) -> str:
    return f"{round(value * 100)} %"


class Slider(Widget):
    def __init__(self, rect, label, value: float, on_change=None, lo: float = 0.0, hi: float = 1.0,
                 step: float = 0.1, fmt=percent, icon: str | None = None):
        super().__init__(rect)
        self.label = label
        self.lo, self.hi, self.step = lo, hi, step
        self.value = self._clamp(value)
        self.on_change = on_change
        self.fmt = fmt
        self.icon = icon
        self.dragging = False

    def _clamp(self, v: float) -> float:
        v = min(self.hi, max(self.lo, float(v)))
        steps = round((v - self.lo) / self.step)
        return round(min(self.hi, self.lo + steps * self.step), 6)

    def set(self, value: float, sound: bool = True) -> None:
        value = self._clamp(value)
        if value != self.value:
            self.value = value
            if sound:
                self.sound("hover")
            if self.on_change:
                self.on_change(value)

    def on_intent(self, intent) -> bool:
        if intent.action == I.LEFT:
            self.set(self.value - self.step)
            return True
        if intent.action == I.RIGHT:
            self.set(self.value + self.step)
            return True
        return False

    def activate(self, device=None) -> None:
        # confirm on a slider steps up and wraps: a one-button way to change it
        self.set(self.lo if self.value >= self.hi else self.value + self.step)

    def wheel(self, step: int) -> bool:
        self.set(self.value + step * self.step)
        return True

    def track_rect(self, rect) -> pygame.Rect:
        left = rect.x + int(rect.w * 0.44)
        right = rect.right - 170
        return pygame.Rect(left, rect.centery - 8, max(40, right - left), 16)

    def _value_at(self, pos, rect) -> float:
        tr_ = self.track_rect(rect)
        k = (pos[0] - tr_.x) / max(1, tr_.w)
        return self.lo + min(1.0, max(0.0, k)) * (self.hi - self.lo)

    def pointer_down(self, pos, rect) -> None:
        self.dragging = True
        self.set(self._value_at(pos, rect))

    def pointer_drag(self, pos, rect) -> None:
        if self.dragging:
            self.set(self._value_at(pos, rect), sound=False)

    def pointer_up(self, pos, rect, inside) -> None:
        self.dragging = False

    def look(self):
        return ("slider", label_text(self.label), self.value, self.fmt(self.value))

    def draw(self, surface, rect, focused, t):
        draw_body(surface, rect, focused)
        track = self.track_rect(rect)
        x = rect.x + 28
        if self.icon:
            draw_icon(surface, self.icon, (x + 22, rect.centery), 44, theme.TEXT_DIM)
            x += 62
        text.draw_text(surface, label_text(self.label), (x, rect.centery), theme.BODY, theme.TEXT,
                       anchor="midleft", max_width=track.x - x - 36)
        k = (self.value - self.lo) / max(1e-9, self.hi - self.lo)
        pygame.draw.rect(surface, theme.INK, track.inflate(6, 6), border_radius=12)
        filled = pygame.Rect(track.x, track.y, int(track.w * k), track.h)
        if filled.w > 0:
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=8)
        knob = (track.x + int(track.w * k), track.centery)
        pygame.draw.circle(surface, theme.INK, knob, 25)
        pygame.draw.circle(surface, theme.GOLD_HI if focused else theme.TEXT, knob, 21)
        text.draw_text(surface, self.fmt(self.value), (rect.right - 28, rect.centery), theme.BODY, theme.TEXT,
                       anchor="midright", bold=True, max_width=130)
