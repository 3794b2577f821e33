"""Toggle: a labelled on/off switch. Confirm or a click flips it; left = off, right = on."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.widgets.base import Widget, label_text
from game.engine.widgets.button import draw_body
from game.engine.widgets.icons import draw_icon


class Toggle(Widget):
    def __init__(self, rect, label, value: bool, on_change=None, icon: str | None = None):
        super().__init__(rect)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.icon = icon

    def set(self, value: bool) -> None:
        value = bool(value)
        if value != self.value:
            self.value = value
            self.sound("click")
            if self.on_change:
                self.on_change(value)

    def activate(self, device=None) -> None:
        self.set(not self.value)

    def on_intent(self, intent) -> bool:
        if intent.action == I.LEFT:
            self.set(False)
            return True
        if intent.action == I.RIGHT:
            self.set(True)
            return True
        return False

    def switch_rect(self, rect) -> pygame.Rect:
        r = pygame.Rect(0, 0, 132, 60)
        r.midright = (rect.right - 28, rect.centery)
        return r

    def look(self):
        return ("toggle", label_text(self.label), self.value, tr("ui.on") if self.value else tr("ui.off"))

    def draw(self, surface, rect, focused, t):
        draw_body(surface, rect, focused)
        x = rect.x + 28
        if self.icon:
            draw_icon(surface, self.icon, (x + 22, rect.centery), 44, theme.TEXT_DIM)
            x += 62
        sw = self.switch_rect(rect)
        state = tr("ui.on") if self.value else tr("ui.off")
        state_surf_w = text.render(state, theme.BODY, theme.TEXT, bold=True).get_width()
        state_w = min(state_surf_w, 160)
        text.draw_text(surface, label_text(self.label), (x, rect.centery), theme.BODY, theme.TEXT,
                       anchor="midleft", max_width=sw.x - x - state_w - 40)
        text.draw_text(surface, state, (sw.x - 18, rect.centery), theme.BODY,
                       theme.GOLD_HI if self.value else theme.TEXT_DIM, anchor="midright", bold=True,
                       max_width=160)
        # the switch itself: position AND symbol say on/off, not only colour
        pygame.draw.rect(surface, theme.GOLD if self.value else theme.INK, sw, border_radius=30)
        pygame.draw.rect(surface, theme.TEXT_DIM, sw, 3, border_radius=30)
        knob_x = sw.right - 30 if self.value else sw.x + 30
        pygame.draw.circle(surface, theme.TEXT, (knob_x, sw.centery), 24)
        draw_icon(surface, "check" if self.value else "cross", (knob_x, sw.centery), 30,
                  theme.GOLD_DEEP if self.value else theme.DISABLED)
