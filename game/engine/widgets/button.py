"""Button: an icon and a label on a rounded panel; confirm or a click activates it."""
from __future__ import annotations

import pygame

from game.engine import text, theme
from game.engine.widgets.base import Widget, label_text
from game.engine.widgets.icons import draw_icon

STYLES = {  # fill, focused fill, text colour
    "normal": (theme.PANEL, theme.PANEL_HI, theme.TEXT),
    "primary": (theme.GOLD, theme.GOLD_HI, theme.TEXT_ON_GOLD),
    "danger": (theme.DANGER, (236, 108, 88), theme.TEXT),
}


def draw_body(surface, rect, focused: bool, fill=None, fill_focused=None, enabled: bool = True):
    """The rounded panel under every widget (brighter when focused)."""
    fill = fill or theme.PANEL
    fill_focused = fill_focused or theme.PANEL_HI
    colour = fill_focused if focused else fill
    if not enabled:
        colour = tuple(int(c * 0.7) for c in theme.PANEL)
    theme.draw_panel(surface, rect, colour, radius=theme.RADIUS, shadow=True,
                     border=theme.GOLD if focused else theme.PANEL_EDGE)


class Button(Widget):
    def __init__(self, rect, label, on_click=None, icon: str | None = None, style: str = "normal",
                 sound: str = "click", enabled: bool = True, text_size: int = theme.BUTTON):
        super().__init__(rect, enabled)
        self.label = label
        self.on_click = on_click
        self.icon = icon
        self.style = style
        self.sound_name = sound
        self.text_size = text_size

    def activate(self, device=None) -> None:
        if not self.enabled:
            self.sound("back")
            return
        self.sound(self.sound_name)
        if self.on_click:
            self.on_click()

    def look(self):
        return ("button", label_text(self.label), self.icon, self.style, self.enabled, self.text_size)

    def draw(self, surface, rect, focused, t):
        fill, fill_hi, ink = STYLES.get(self.style, STYLES["normal"])
        draw_body(surface, rect, focused, fill, fill_hi, self.enabled)
        if not self.enabled:
            ink = theme.DISABLED
        label = label_text(self.label)
        pad = 28
        icon_size = int(self.text_size * 0.95) if self.icon else 0
        gap = 18 if self.icon and label else 0
        avail = rect.w - pad * 2 - icon_size - gap
        probe = text.render(label, self.text_size, ink, bold=True) if label else None
        tw = min(probe.get_width(), avail) if probe else 0
        x = rect.centerx - (icon_size + gap + tw) // 2
        if self.icon:
            draw_icon(surface, self.icon, (x + icon_size // 2, rect.centery), icon_size, ink, drawn=not self.enabled)
        if label:
            text.draw_text(surface, label, (x + icon_size + gap, rect.centery), self.text_size, ink,
                           anchor="midleft", bold=True, max_width=avail)


def row_of_buttons(specs, center_y: int, width: int = 340, height: int = 96, gap: int = 36,
                   center_x: int = 960) -> list[Button]:
    """Lay buttons out side by side, centred: specs are dicts of Button keyword arguments (without rect)."""
    total = len(specs) * width + (len(specs) - 1) * gap
    x = center_x - total // 2
    out = []
    for spec in specs:
        out.append(Button(pygame.Rect(x, center_y - height // 2, width, height), **spec))
        x += width + gap
    return out
