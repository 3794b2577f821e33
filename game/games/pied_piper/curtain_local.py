"""A hot-seat curtain used only until the engine's game/engine/curtain.py exists: "Pass to Mia — press to show
your cards", drawn over the town so nobody sees the next hand."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import text
from game.engine.i18n import tr
from game.engine.scene import Scene


class PassCurtain(Scene):
    overlay = True

    def __init__(self, app, player_name: str, on_reveal, colour=(230, 200, 120)):
        super().__init__(app)
        self.player_name = player_name
        self.on_reveal = on_reveal
        self.colour = colour
        self.t = 0.0

    def on_intent(self, intent) -> None:
        if intent.action in (I.CONFIRM, I.POINTER_UP, I.ACT1) and self.t > 0.3:
            self.app.pop()
            self.on_reveal()

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        veil = pygame.Surface((w, h))
        veil.fill((18, 22, 34))
        surface.blit(veil, (0, 0))
        for i in range(0, w, 120):  # curtain folds
            pygame.draw.rect(surface, (96, 22, 38), (i, 0, 60, h))
            pygame.draw.rect(surface, (120, 30, 50), (i + 60, 0, 60, h))
        panel = pygame.Rect(0, 0, 1100, 360)
        panel.center = (w // 2, h // 2)
        pygame.draw.rect(surface, (24, 20, 30), panel, border_radius=36)
        pygame.draw.rect(surface, self.colour, panel, width=8, border_radius=36)
        text.draw_text(surface, tr("pied_piper.pass_to", name=self.player_name), (w // 2, panel.top + 110), 84,
                       (255, 244, 220), "center", bold=True, max_width=1000)
        blink = 200 + int(55 * abs(((self.t * 1.2) % 2) - 1))
        text.draw_text(surface, tr("pied_piper.show_cards"), (w // 2, panel.top + 250), 46, (blink, blink, 180),
                       "center", max_width=1000)
