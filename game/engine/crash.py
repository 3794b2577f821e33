"""The crash screen: an uncaught exception in a scene never makes the window vanish. It says what broke in
one line, names the log file holding the details, says whether the game in progress is safe in "Continue",
and offers: back to the title (Enter / click) or quit (Esc). Self-contained on purpose (plain_text, plain
pygame drawing): it must work when the part that broke is the text, asset or widget layer."""
from __future__ import annotations

import pygame

from game.engine import plain_text
from game.engine.scene import LOGICAL_SIZE, Scene
from game.engine.startup import describe  # noqa: F401  (tools and tests import it from here)

BG_TOP, BG_BOTTOM = (38, 30, 52), (18, 14, 26)
INK, SOFT, ACCENT = (246, 240, 228), (196, 186, 210), (255, 196, 92)
BUTTON, BUTTON_HOT = (70, 58, 96), (120, 96, 170)


def _t(key: str, default: str, **kw) -> str:
    try:
        from game.engine.i18n import tr
        text = tr(key, **kw)
        return default.format(**kw) if text == key else text
    except Exception:  # the translation layer itself may be what broke
        return default.format(**kw)


class CrashScreen(Scene):
    uses_game_time = False

    def __init__(self, app, exc: BaseException, log_file, save_kept: bool = False, save_set_aside: bool = False,
                 continue_opens: str | None = None):
        super().__init__(app)
        self.continue_opens = continue_opens  # the save set aside, Continue now opens this game (its title)
        self.save_set_aside = save_set_aside  # the game continued from a save crashed at once: no Continue
        self.summary = describe(exc)
        self.log_file = str(log_file)
        self.save_kept = save_kept
        self.buttons: list[tuple[pygame.Rect, str, str]] = []  # rect, label, action
        self.hot = 0
        self._background: pygame.Surface | None = None

    # input ------------------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._do(self.buttons[self.hot][2] if self.buttons else "title")
            elif event.key == pygame.K_ESCAPE:
                self._do("quit")
            elif event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.hot = 1 - self.hot
        elif event.type == pygame.MOUSEMOTION:
            for i, (rect, _, _) in enumerate(self.buttons):
                if rect.collidepoint(event.pos):
                    self.hot = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, _, action in self.buttons:
                if rect.collidepoint(event.pos):
                    self._do(action)

    def on_intent(self, intent) -> None:
        # gamepads: confirm = back to title; arrows move between the two buttons
        if intent.device.startswith("pad:"):
            if intent.action == "confirm":
                self._do(self.buttons[self.hot][2] if self.buttons else "title")
            elif intent.action in ("left", "right", "up", "down"):
                self.hot = 1 - self.hot

    def _do(self, action: str) -> None:
        if action == "quit":
            self.app.quit()
        else:
            self.app.to_title()

    # drawing ----------------------------------------------------------------------------------------------
    def _paint_background(self) -> pygame.Surface:
        w, h = LOGICAL_SIZE
        bg = pygame.Surface((w, h))
        for y in range(0, h, 4):  # a soft vertical gradient, painted once
            t = y / h
            colour = [round(a + (b - a) * t) for a, b in zip(BG_TOP, BG_BOTTOM)]
            bg.fill(colour, (0, y, w, 4))
        # a cracked teacup: something broke, but gently
        cx, cy = w // 2, 250
        pygame.draw.ellipse(bg, (90, 76, 120), (cx - 150, cy + 70, 300, 40))
        pygame.draw.polygon(bg, (232, 222, 204), [(cx - 110, cy - 40), (cx + 110, cy - 40), (cx + 80, cy + 80),
                                                   (cx - 80, cy + 80)])
        pygame.draw.ellipse(bg, (200, 188, 170), (cx - 112, cy - 58, 224, 36))
        pygame.draw.ellipse(bg, (120, 72, 40), (cx - 98, cy - 52, 196, 24))
        pygame.draw.circle(bg, (232, 222, 204), (cx + 118, cy + 10), 36, 12)
        pygame.draw.lines(bg, (60, 44, 70), False, [(cx - 10, cy - 38), (cx + 8, cy - 2), (cx - 12, cy + 30),
                                                     (cx + 6, cy + 78)], 5)
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None:
            self._background = self._paint_background()
        surface.blit(self._background, (0, 0))
        w = LOGICAL_SIZE[0]
        y = 400
        title = plain_text.fit(_t("app.crash.title", "Oh no, something went wrong."), 64, w - 200, INK, True)
        surface.blit(title, title.get_rect(midtop=(w // 2, y)))
        y += title.get_height() + 24
        summary = plain_text.fit(self.summary, 34, w - 240, ACCENT)
        surface.blit(summary, summary.get_rect(midtop=(w // 2, y)))
        y += summary.get_height() + 40
        for line in (_t("app.crash.log", "The details were written to this file:"), self.log_file):
            s = plain_text.fit(line, 36, w - 200, SOFT)
            surface.blit(s, s.get_rect(midtop=(w // 2, y)))
            y += s.get_height() + 8
        if self.save_set_aside:
            y += 24
            if self.continue_opens:
                line = _t("app.crash.save_set_aside_other", "The saved game could not be opened, so it was set "
                          "aside: Continue on the title screen now opens {game}.", game=self.continue_opens)
            else:
                line = _t("app.crash.save_set_aside", "The saved game could not be opened, so it was set "
                          "aside: start a new game from the title screen.")
            s = plain_text.fit(line, 36, w - 200, INK)
            surface.blit(s, s.get_rect(midtop=(w // 2, y)))
        elif self.save_kept:
            y += 24
            s = plain_text.fit(_t("app.crash.save_kept", "Your game is saved: choose Continue on the title screen."),
                               36, w - 200, INK)
            surface.blit(s, s.get_rect(midtop=(w // 2, y)))
        self._draw_buttons(surface, 800)

    def _draw_buttons(self, surface: pygame.Surface, y: int) -> None:
        labels = [(_t("app.crash.to_title", "Back to the title"), "title"), (_t("app.crash.quit", "Quit"), "quit")]
        self.buttons = []
        bw, bh, gap = 520, 110, 60
        x = LOGICAL_SIZE[0] // 2 - bw - gap // 2
        for i, (label, action) in enumerate(labels):
            rect = pygame.Rect(x + i * (bw + gap), y, bw, bh)
            hot = i == self.hot
            pygame.draw.rect(surface, BUTTON_HOT if hot else BUTTON, rect, border_radius=28)
            if hot:
                pygame.draw.rect(surface, ACCENT, rect, 6, border_radius=28)
            s = plain_text.fit(label, 40, bw - 40, INK, True)
            surface.blit(s, s.get_rect(center=rect.center))
            self.buttons.append((rect, label, action))
