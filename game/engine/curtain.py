"""The hot-seat curtain: a full-screen, opaque theatre curtain between two players' turns ("Pass to Mia"), so
nobody sees the next player's hidden cards. It rises when the named player presses confirm or clicks (a game may
insist on that player's own device: `owns`).

Only a confirm or a full click (press and release on the curtain) opens it: stray stick moves, the mouse
release of the click that ended the previous turn, and back do not."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.scene import Scene
from game.engine.tween import Tween, in_out_sine

VELVET = (126, 26, 34)
VELVET_DARK = (70, 12, 20)
VELVET_LIGHT = (170, 44, 50)
_drape_cache: dict[tuple, pygame.Surface] = {}


def drape(size=(1920, 1080)) -> pygame.Surface:
    """Velvet folds (a repeating light-dark gradient) with a gold fringe along the bottom. Built once."""
    key = tuple(size)
    surf = _drape_cache.get(key)
    if surf is not None:
        return surf
    import numpy as np

    w, h = size
    xs = np.arange(w, dtype=np.float32)
    fold = 0.5 + 0.5 * np.cos(xs / 96.0 * np.pi * 2) ** 3
    shade = 0.35 + 0.65 * fold
    dark, light = np.array(VELVET_DARK, np.float32), np.array(VELVET_LIGHT, np.float32)
    column = dark[None, :] + (light - dark)[None, :] * shade[:, None]
    ys = np.arange(h, dtype=np.float32)
    vertical = 0.75 + 0.25 * (1 - ys / h)
    arr = np.clip(column[:, None, :] * vertical[None, :, None], 0, 255).astype(np.uint8)
    surf = pygame.Surface((w, h))
    pygame.surfarray.blit_array(surf, arr)
    fringe_y = h - 36
    pygame.draw.rect(surf, theme.GOLD_DEEP, (0, fringe_y, w, 10))
    for x in range(0, w, 24):
        pygame.draw.polygon(surf, theme.GOLD, [(x, fringe_y + 10), (x + 24, fringe_y + 10), (x + 12, h)])
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _drape_cache[key] = surf
    return surf


class Curtain(Scene):
    overlay = True  # drawn over the game so it can rise to uncover it; fully opaque until then
    uses_game_time = False

    def __init__(self, app, player_name: str, on_reveal=None, colour: str | None = None,
                 message: str | None = None, rules_game_id: str | None = None, badge=None, owns=None):
        super().__init__(app)
        # owns(intent) -> bool: only input it accepts lifts the curtain (the named seat's own device); None: any
        self.owns = owns
        self.player_name = player_name
        self.on_reveal = on_reveal
        self.colour = colour
        # draws the player's badge: badge(surface, centre, radius) -- a game's own seat symbols
        # (GameScene.seat_badge); without it, the kit's colour-and-shape badge of `colour`
        self.badge = badge
        self.message = message
        self.rules_game_id = rules_game_id
        self.pressed = False
        self.rising: Tween | None = None
        self.revealed = False
        self.time = 0.0

    def reveal(self) -> None:
        if self.rising is not None:
            return
        from game.engine.widgets import play_sound

        play_sound(self.app, "confirm")
        self.rising = Tween(0.0, 1.0, 0.5, in_out_sine)

    def on_intent(self, intent: I.Intent) -> None:
        if self.rising is not None:
            return
        a = intent.action
        if a in (I.CONFIRM, I.POINTER_DOWN, I.POINTER_UP) and self.owns is not None and not self.owns(intent):
            return
        if a == I.CONFIRM:
            self.reveal()
        elif a == I.POINTER_DOWN and intent.button in (0, 1):
            self.pressed = True
        elif a == I.POINTER_UP and self.pressed:
            self.pressed = False
            self.reveal()
        elif a == I.PAUSE:
            self.app.open_pause_menu(self.rules_game_id)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.rising is not None and not self.revealed:
            self.rising.update(dt)
            if self.rising.done:
                self.revealed = True
                self.app.pop()
                if self.on_reveal:
                    self.on_reveal()

    def draw(self, surface: pygame.Surface) -> None:
        lift = int(self.rising.value * surface.get_height()) if self.rising is not None else 0
        surface.blit(drape(surface.get_size()), (0, -lift))
        cx, cy = surface.get_width() // 2, surface.get_height() // 2 - lift
        width = 1240
        msg = self.message or tr("curtain.press", name=self.player_name)
        lines = text.wrap(msg, theme.BODY, width - 140)
        line_h = text.render("Ag", theme.BODY, theme.TEXT).get_height()
        title_h = text.render("Ag", theme.TITLE, theme.TEXT, bold=True).get_height()
        badge_h = 150 if self.colour or self.badge else 0
        height = 50 + badge_h + title_h + 30 + len(lines) * line_h + 50
        panel = pygame.Rect(0, 0, width, height)
        panel.center = (cx, cy)
        theme.draw_panel(surface, panel, theme.BG, border=theme.GOLD, border_width=4)
        y = panel.y + 50
        if self.badge is not None:
            self.badge(surface, (cx, y + 62), 60)
        elif self.colour:
            theme.draw_seat_badge(surface, self.colour, (cx, y + 62), 60)
        y += badge_h
        text.draw_text(surface, tr("curtain.pass", name=self.player_name), (cx, y), theme.TITLE,
                       theme.GOLD_HI, anchor="midtop", bold=True, max_width=width - 80)
        y += title_h + 30
        for line in lines:
            text.draw_text(surface, line, (cx, y), theme.BODY, theme.TEXT, anchor="midtop", max_width=width - 80)
            y += line_h
