"""The round pause button the app draws over game scenes, so a player with only a mouse (or a gamepad cursor)
can reach the pause menu: Esc / Start are keys that player may not have at hand.

It appears when the pointer moves and fades after IDLE seconds without pointer motion (or at once after a key
or button press), so it never sits over the board for keyboard and gamepad players. A click on it gives the
scene a PAUSE intent, exactly as Esc would (the scene opens the pause menu with its own rules).

A scene decides: `pause_button = False` (it has its own), `pause_button_at = (x, y)` (a free corner; the
default is the top-right). Menus and overlays that use no game time get none."""
from __future__ import annotations

import pygame

from game.engine import intents as it

IDLE = 3.0  # seconds the button stays after the pointer stops
FADE = 0.4  # the last part of IDLE fades it out
DEFAULT_AT = (1856, 64)
RADIUS = 44


def wanted(scene) -> bool:
    return (scene is not None and getattr(scene, "uses_game_time", True)
            and getattr(scene, "pause_button", True) is not False)


class PauseButton:
    def __init__(self):
        self.shown_for = 0.0
        self.hover = False
        self.pressed_by: str | None = None  # the device whose press started on the button
        self._corner = None

    @property
    def visible(self) -> bool:
        return self.shown_for > 0.0

    def centre(self, scene) -> tuple[int, int]:
        at = getattr(scene, "pause_button_at", None)
        return tuple(at) if at else DEFAULT_AT

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
            if a not in (it.RELEASE, it.HANDICAP, it.DEVICE_ADDED, it.DEVICE_LOST, it.DEVICE_REMOVED):
                self.shown_for = 0.0  # someone plays with keys or buttons: get out of the way
            return None
        inside = self.hit(scene, intent.pos)
        if a == it.POINTER_MOVE:
            self.shown_for = IDLE
            self.hover = inside
            return None
        if a == it.POINTER_DOWN and intent.button in (0, 1) and inside and self.visible:
            self.pressed_by = intent.device
            return "used"
        if a == it.POINTER_UP and self.pressed_by is not None and intent.device == self.pressed_by:
            self.pressed_by = None
            return "pause" if inside else "used"
        return None

    def update(self, dt: float) -> None:
        self.shown_for = max(0.0, self.shown_for - dt)

    def draw(self, surface: pygame.Surface, scene) -> None:
        if not self.visible or not wanted(scene):
            return
        from game.engine.menus.pause import PauseCorner  # drawn like the menus' corner button
        if self._corner is None:
            self._corner = PauseCorner(None, radius=RADIUS)
        self._corner.center = self.centre(scene)
        self._corner.hover = self.hover
        alpha = min(1.0, self.shown_for / FADE)
        if alpha >= 1.0:
            self._corner.draw(surface)
            return
        box = RADIUS + 12
        layer = pygame.Surface((box * 2, box * 2), pygame.SRCALPHA)
        cx, cy = self._corner.center
        self._corner.center = (box, box)
        self._corner.draw(layer)
        self._corner.center = (cx, cy)
        layer.set_alpha(round(255 * alpha))
        surface.blit(layer, (cx - box, cy - box))
