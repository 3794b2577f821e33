"""The pause the app shows when a gamepad bound to a seat is unplugged mid-game: the game waits (this overlay
is on top, so game time stops) until a free device — the re-plugged pad, another pad, a keyboard zone, the
mouse — presses confirm to take the seat. Esc / Start opens the pause menu (quit to the title is there)."""
from __future__ import annotations

import logging

import pygame

from game.engine import intents as I
from game.engine import plain_text
from game.engine.i18n import tr
from game.engine.scene import LOGICAL_SIZE, Scene

log = logging.getLogger(__name__)
TAKE_ACTIONS = (I.CONFIRM, I.POINTER_DOWN)


class SeatLostScene(Scene):
    overlay = True
    uses_game_time = False

    def __init__(self, app):
        super().__init__(app)
        self._veil: pygame.Surface | None = None

    def lost(self) -> list[int]:
        fn = getattr(self.app.input, "lost_seats", None)
        return list(fn()) if fn is not None else []

    def seat_name(self, seat: int) -> str:
        """The player's name if the game scene below can tell it, else "Player 2"."""
        below = self.app.stack[-2] if len(self.app.stack) > 1 else None
        name_of = getattr(below, "seat_name", None)
        if name_of is not None:
            try:
                return str(name_of(seat))
            except Exception:  # a name is a nicety; the prompt must still show
                log.exception("seat_name(%s) failed", seat)
        return tr("app.seat_lost.player", n=seat + 1)

    def on_intent(self, intent) -> None:
        lost = self.lost()
        if not lost:
            return
        if intent.action == I.PAUSE:
            self.app.open_pause_menu()
        elif intent.action in TAKE_ACTIONS and intent.seat is None and intent.device != getattr(I, "KB_ANY", ""):
            self.app.input.rebind_lost(lost[0], intent.device)

    def update(self, dt: float) -> None:
        if not self.lost() and self.app.top is self:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        if self._veil is None:
            self._veil = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
            self._veil.fill((8, 8, 16, 190))
        surface.blit(self._veil, (0, 0))
        lost = self.lost()
        if not lost:
            return
        panel = pygame.Rect(260, 300, 1400, 470)
        pygame.draw.rect(surface, (34, 38, 62), panel, border_radius=36)
        pygame.draw.rect(surface, (255, 206, 96), panel, 5, border_radius=36)
        self._draw_pad_icon(surface, (panel.centerx, panel.y + 125))
        title = plain_text.fit(tr("app.seat_lost.title", name=self.seat_name(lost[0])), 56, panel.w - 80,
                               (250, 240, 220), True)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + 195)))
        y = panel.y + 290
        for line in plain_text.wrap(tr("app.seat_lost.hint"), 38, panel.w - 120):
            s = plain_text.render(line, 38, (205, 205, 225))
            surface.blit(s, s.get_rect(midtop=(panel.centerx, y)))
            y += s.get_height() + 6

    @staticmethod
    def _draw_pad_icon(surface, center) -> None:
        """A gamepad with its cable cut: drawn, not a glyph, so every font can show it."""
        cx, cy = center
        body = pygame.Rect(0, 0, 170, 90)
        body.center = (cx, cy)
        pygame.draw.rect(surface, (210, 214, 230), body, border_radius=44)
        pygame.draw.rect(surface, (60, 64, 90), (cx - 58, cy - 8, 36, 14), border_radius=4)
        pygame.draw.rect(surface, (60, 64, 90), (cx - 47, cy - 19, 14, 36), border_radius=4)
        for dx, dy, colour in ((40, -12, (230, 80, 80)), (60, 6, (80, 160, 240))):
            pygame.draw.circle(surface, colour, (cx + dx, cy + dy), 10)
        pygame.draw.line(surface, (210, 214, 230), (cx, cy - 45), (cx, cy - 62), 6)
        pygame.draw.line(surface, (210, 214, 230), (cx + 6, cy - 74), (cx + 16, cy - 92), 6)
