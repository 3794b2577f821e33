"""The round pause button the app draws over game scenes, so a player with only a mouse (or a gamepad cursor)
can reach the pause menu: Esc / Start are keys that player may not have at hand.

It appears when the pointer moves and fades after IDLE seconds without pointer motion (or at once after a key
or button press), so it never sits over the board for keyboard and gamepad players. A click on it gives the
scene a PAUSE intent, exactly as Esc would (the scene opens the pause menu with its own rules).

A scene decides (engine/scene.py declares both): `pause_button_at = (x, y)` puts it in a free corner (None:
no button — every menu; a GameScene's default is the top-right), `pause_button_always = True` keeps it shown
(a table played mostly with the mouse). Overlays that use no game time get none. The one pause button of the
engine: games draw none of their own."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import theme

IDLE = 3.0  # seconds the button stays after the pointer stops
FADE = 0.4  # the last part of IDLE fades it out
DEFAULT_AT = (1856, 64)
RADIUS = 44


def wanted(scene) -> bool:
    return scene is not None and scene.uses_game_time and scene.pause_button_at is not None


def draw_button(surface: pygame.Surface, centre, radius: int = RADIUS, hover: bool = False) -> None:
    """The round button with the pause sign (two bars), drawn like the menus' buttons."""
    from game.engine.widgets import draw_icon

    r = radius + (4 if hover else 0)
    centre = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, theme.INK, centre, r + 4)
    pygame.draw.circle(surface, theme.PANEL_HI if hover else theme.PANEL, centre, r)
    pygame.draw.circle(surface, theme.GOLD if hover else theme.PANEL_EDGE, centre, r, 4)
    draw_icon(surface, "pause", centre, int(r * 1.1), theme.TEXT)


class PauseButton:
    def __init__(self):
        self.shown_for = 0.0
        self.hover = False
        self.pressed_by: str | None = None  # the device whose press started on the button
        self._layer: pygame.Surface | None = None

    @property
    def visible(self) -> bool:
        return self.shown_for > 0.0

    def shown(self, scene) -> bool:
        return wanted(scene) and (self.visible or scene.pause_button_always)

    def centre(self, scene) -> tuple[int, int]:
        return tuple(scene.pause_button_at) if scene.pause_button_at else DEFAULT_AT

    def hit(self, scene, pos) -> bool:
        if pos is None:
            return False
        cx, cy = self.centre(scene)
        return (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (RADIUS + 6) ** 2

    def claim(self, scene, intent) -> str | None:
        """Look at one intent first. Returns None (not ours: pass it on), "used" (swallowed) or "pause" (a
        click on the button: the caller gives the scene a PAUSE intent)."""
        if not wanted(scene):
            self.shown_for, self.hover, self.pressed_by = 0.0, False, None
            return None
        a = intent.action
        if not intent.is_pointer:
            if a not in (I.RELEASE, I.HANDICAP, I.DEVICE_ADDED, I.DEVICE_LOST, I.DEVICE_REMOVED):
                self.shown_for = 0.0  # someone plays with keys or buttons: get out of the way
            return None
        inside = self.hit(scene, intent.pos)
        if a == I.POINTER_MOVE:
            self.shown_for = IDLE
            self.hover = inside
            return None
        if a == I.POINTER_DOWN and intent.button in (0, 1) and inside and self.shown(scene):
            self.pressed_by = intent.device
            return "used"
        if a == I.POINTER_UP and self.pressed_by is not None and intent.device == self.pressed_by:
            self.pressed_by = None
            return "pause" if inside else "used"
        return None

    def update(self, dt: float) -> None:
        self.shown_for = max(0.0, self.shown_for - dt)

    def draw(self, surface: pygame.Surface, scene) -> None:
        if not self.shown(scene):
            return
        centre = self.centre(scene)
        alpha = 1.0 if scene.pause_button_always else min(1.0, self.shown_for / FADE)
        if alpha >= 1.0:
            draw_button(surface, centre, RADIUS, self.hover)
            return
        box = RADIUS + 12
        if self._layer is None:
            self._layer = pygame.Surface((box * 2, box * 2), pygame.SRCALPHA)
        self._layer.fill((0, 0, 0, 0))
        draw_button(self._layer, (box, box), RADIUS, self.hover)
        self._layer.set_alpha(round(255 * alpha))
        surface.blit(self._layer, (centre[0] - box, centre[1] - box))
