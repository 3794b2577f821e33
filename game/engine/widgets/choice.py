"""Choice: one value out of a list, shown between two arrows. Left/right (or a click on an arrow) cycles it;
confirm steps forward. `skip(value)` hides values that are taken (seat colours stay unique)."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import text, theme
from game.engine.widgets.base import Widget, label_text
from game.engine.widgets.button import draw_body
from game.engine.widgets.icons import draw_icon

ARROW_W = 56
MIN_LABEL = 30  # a label that would shrink below this wraps onto two lines instead


class Choice(Widget):
    def __init__(self, rect, label, values, value=None, on_change=None, fmt=str, skip=None, wrap: bool = True,
                 draw_value=None, label_width: float = 0.42, enabled: bool = True, text_size: int = theme.BODY,
                 icon: str | None = None):
        super().__init__(rect, enabled)
        self.icon = icon
        self.label = label
        self.values = list(values)
        self.index = self.values.index(value) if value in self.values else 0
        self.on_change = on_change
        self.fmt = fmt
        self.skip = skip
        self.wrap = wrap
        self.draw_value = draw_value  # optional fn(surface, rect, value, colour) for pictures (seat badges)
        self.label_width = label_width if label else 0.0
        self.text_size = text_size

    @property
    def value(self):
        return self.values[self.index] if self.values else None

    def set_value(self, value) -> None:
        """Set without callback or sound (restoring a remembered set-up)."""
        if value in self.values:
            self.index = self.values.index(value)

    def set_values(self, values, value=None) -> None:
        keep = self.value if value is None else value
        self.values = list(values)
        self.index = self.values.index(keep) if keep in self.values else 0

    def cycle(self, step: int) -> bool:
        """Move to the next allowed value in `step` direction; False if nothing changed (end reached)."""
        n = len(self.values)
        if n == 0:
            return False
        i = self.index
        for _ in range(n):
            j = i + step
            if not self.wrap and not 0 <= j < n:
                return False
            i = j % n
            if self.skip is None or not self.skip(self.values[i]):
                break
        else:
            return False
        if i == self.index:
            return False
        self.index = i
        if self.on_change:
            self.on_change(self.values[i])
        return True

    def _step(self, step: int) -> None:
        self.sound("click" if self.cycle(step) else "back")

    def on_intent(self, intent) -> bool:
        if intent.action == I.LEFT:
            self._step(-1)
            return True
        if intent.action == I.RIGHT:
            self._step(+1)
            return True
        return False

    def activate(self, device=None) -> None:
        if self.wrap or self.index < len(self.values) - 1:
            self._step(+1)
        else:
            self._step(-(len(self.values) - 1))  # clamped list: confirm at the end goes back to the start

    # geometry ----------------------------------------------------------------------------------------------
    def selector_rect(self, rect) -> pygame.Rect:
        lw = int(rect.w * self.label_width)
        return pygame.Rect(rect.x + lw, rect.y, rect.w - lw, rect.h)

    def arrow_rects(self, rect) -> tuple[pygame.Rect, pygame.Rect]:
        sel = self.selector_rect(rect)
        aw = min(ARROW_W, sel.w // 7)
        left = pygame.Rect(sel.x + 6, sel.y, aw, sel.h)
        right = pygame.Rect(sel.right - aw - 6, sel.y, aw, sel.h)
        return left, right

    def pointer_up(self, pos, rect, inside) -> None:
        if not inside:
            return
        left, right = self.arrow_rects(rect)
        if left.collidepoint(pos):
            self._step(-1)
        elif right.collidepoint(pos):
            self._step(+1)
        else:
            self.activate("mouse")

    def wheel(self, step: int) -> bool:
        return False

    # drawing ---------------------------------------------------------------------------------------------
    def fit_lines(self, words: str, width: int, height: int, bold: bool = False) -> tuple[list[str], int]:
        """Lines and size for a label or value: one line if it fits well, else two lines rather than a tiny
        font (a long option name, "Basic: 3 ingredients, effects")."""
        key = (words, width, height, bold)
        cache = self.__dict__.setdefault("_fit_cache", {})
        if key in cache:
            return cache[key]
        size = text.fit_size(words, self.text_size, width, bold)
        out = ([words], size)
        if size < MIN_LABEL:
            for two in range(self.text_size, MIN_LABEL - 1, -2):
                lines = text.wrap(words, two, width, bold)
                line_h = text.render("Ag", two, theme.TEXT, bold=bold).get_height()
                if len(lines) <= 2 and line_h * len(lines) <= height - 4:
                    out = (lines, two)
                    break
        if len(cache) > 16:  # labels change only with the language
            cache.clear()
        cache[key] = out
        return out

    def _draw_lines(self, surface, words, pos, anchor, width, height, ink, bold=False) -> None:
        lines, size = self.fit_lines(words, width, height, bold)
        if len(lines) == 1:
            text.draw_text(surface, lines[0], pos, size, ink, anchor=anchor, bold=bold, max_width=width)
            return
        line_h = text.render("Ag", size, ink, bold=bold).get_height()
        y = pos[1] - line_h * len(lines) // 2
        top_anchor = "topleft" if anchor == "midleft" else "midtop"
        for line in lines:
            text.draw_text(surface, line, (pos[0], y), size, ink, anchor=top_anchor, bold=bold, max_width=width)
            y += line_h

    def look(self):
        shown = self.value if self.draw_value is not None else self.fmt(self.value)
        return ("choice", label_text(self.label), self.index, len(self.values), shown, self.enabled, self.wrap)

    def draw(self, surface, rect, focused, t):
        draw_body(surface, rect, focused, enabled=self.enabled)
        ink = theme.TEXT if self.enabled else theme.DISABLED
        sel = self.selector_rect(rect)
        if self.label_width:
            x = rect.x + 28
            if self.icon:
                draw_icon(surface, self.icon, (x + 22, rect.centery), 44, theme.TEXT_DIM)
                x += 62
            self._draw_lines(surface, label_text(self.label), (x, rect.centery), "midleft", sel.x - x - 12, rect.h, ink)
        left, right = self.arrow_rects(rect)
        if self.enabled and len(self.values) > 1:
            can_left = self.wrap or self.index > 0
            can_right = self.wrap or self.index < len(self.values) - 1
            arrow_ink = theme.GOLD if focused else theme.TEXT_DIM
            size = min(40, rect.h - 24, left.w - 4)
            if can_left:
                draw_icon(surface, "left", left.center, size, arrow_ink)
            if can_right:
                draw_icon(surface, "right", right.center, size, arrow_ink)
        inner = pygame.Rect(left.right, sel.y, right.x - left.right, sel.h)
        value = self.value
        if self.draw_value is not None:
            self.draw_value(surface, inner, value, ink)
        else:
            self._draw_lines(surface, self.fmt(value), inner.center, "center", inner.w - 8, inner.h, ink, bold=True)
