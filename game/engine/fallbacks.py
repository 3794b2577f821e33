"""Stand-ins the app uses when a part it depends on is absent (not yet built, or stripped from a test):
BasicInput (keyboard arrows/Enter/Esc + mouse, no seats), SilentAudio, a plain title menu and a plain pause
menu. The real ones live in input_seats.py, audio.py and menus/*; these only keep the app usable."""
from __future__ import annotations

import logging

import pygame

from game.engine import intents as I
from game.engine import plain_text
from game.engine.scene import LOGICAL_SIZE, Scene

log = logging.getLogger(__name__)

_KEYS = {
    pygame.K_UP: I.UP, pygame.K_DOWN: I.DOWN, pygame.K_LEFT: I.LEFT, pygame.K_RIGHT: I.RIGHT,
    pygame.K_RETURN: I.CONFIRM, pygame.K_KP_ENTER: I.CONFIRM, pygame.K_SPACE: I.CONFIRM,
    pygame.K_BACKSPACE: I.BACK, pygame.K_ESCAPE: I.PAUSE,
}


class BasicInput:
    """Arrows / Enter / Space / Backspace / Esc and the mouse, as intents of no seat."""

    def process(self, event, to_logical=None) -> list:
        if event.type == pygame.KEYDOWN and event.key in _KEYS:
            return [I.Intent(_KEYS[event.key], I.KB_RIGHT, key=event.key)]
        pointer = {pygame.MOUSEMOTION: I.POINTER_MOVE, pygame.MOUSEBUTTONDOWN: I.POINTER_DOWN,
                   pygame.MOUSEBUTTONUP: I.POINTER_UP}.get(event.type)
        if pointer:
            pos = event.pos if to_logical is None else to_logical(event.pos)
            if pos is None:
                return []
            return [I.Intent(pointer, I.MOUSE, pos=tuple(pos), button=getattr(event, "button", 0))]
        if event.type == pygame.MOUSEWHEEL:
            return [I.Intent(I.WHEEL, I.MOUSE, button=1 if event.y > 0 else -1)]
        return []

    def lost_seats(self) -> list:
        return []


class SilentAudio:
    def __init__(self, settings=None):
        self.settings = settings

    def play(self, name, volume=1.0):
        pass

    def play_music(self, name):
        pass

    def stop_music(self):
        pass

    def apply_volumes(self):
        pass


# plain menus ------------------------------------------------------------------------------------------------
def _t(key: str, **kw) -> str:
    from game.engine.i18n import tr
    return tr(key, **kw)


class PlainMenu(Scene):
    """A centred list of choices driven by arrows/Enter or the mouse."""

    uses_game_time = False
    background = (28, 40, 58)

    def __init__(self, app, title: str):
        super().__init__(app)
        self.title = title
        self.items: list[tuple[str, callable]] = []
        self.focus = 0
        self.rects: list[pygame.Rect] = []

    def on_intent(self, intent) -> None:
        if intent.action == I.UP:
            self.focus = (self.focus - 1) % max(1, len(self.items))
        elif intent.action == I.DOWN:
            self.focus = (self.focus + 1) % max(1, len(self.items))
        elif intent.action == I.CONFIRM and self.items:
            self.items[self.focus][1]()
        elif intent.action in (I.BACK, I.PAUSE):
            self.back()
        elif intent.action == I.POINTER_MOVE:
            self._focus_at(intent.pos)
        elif intent.action == I.POINTER_DOWN and intent.button == 1 and self._focus_at(intent.pos):
            self.items[self.focus][1]()

    def _focus_at(self, pos) -> bool:
        for i, rect in enumerate(self.rects):
            if pos and rect.collidepoint(pos):
                self.focus = i
                return True
        return False

    def back(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        if self.overlay:
            if getattr(self, "_veil", None) is None:
                self._veil = pygame.Surface(LOGICAL_SIZE, pygame.SRCALPHA)
                self._veil.fill((0, 0, 0, 170))
            surface.blit(self._veil, (0, 0))
        else:
            surface.fill(self.background)
        cx = LOGICAL_SIZE[0] // 2
        title = plain_text.render(self.title, 96, (250, 236, 200), True)
        surface.blit(title, title.get_rect(midtop=(cx, 150)))
        self.rects = []
        y = 380
        for i, (label, _) in enumerate(self.items):
            rect = pygame.Rect(cx - 420, y, 840, 100)
            focused = i == self.focus
            pygame.draw.rect(surface, (84, 112, 160) if focused else (52, 66, 92), rect, border_radius=24)
            if focused:
                pygame.draw.rect(surface, (255, 210, 110), rect, 6, border_radius=24)
            text = plain_text.fit(label, 44, rect.w - 40, (255, 255, 255), focused)
            surface.blit(text, text.get_rect(center=rect.center))
            self.rects.append(rect)
            y += 124


class FallbackTitle(PlainMenu):
    """Used until game.engine.menus.title exists: continue, the available games (you + bots), quit."""

    def __init__(self, app):
        super().__init__(app, "Table Tales")

    def enter(self) -> None:
        from game import games
        self.items = []
        if self.app.saves.has_continue():
            self.items.append((_t("app.fallback.continue"), self.app.continue_game))
        for info in games.available():
            self.items.append((_t(info.title_key), lambda info=info: self._start(info)))
        self.items.append((_t("app.fallback.quit"), self.app.quit))
        self.focus = min(self.focus, len(self.items) - 1)

    def _start(self, info) -> None:
        from game.core.setup import GameSetup
        setup = GameSetup.all_bots(info.id, info.min_players, seed=pygame.time.get_ticks())
        setup.seats[0].kind = "human"
        self.app.start_game(setup)

    def back(self) -> None:
        pass  # Esc on the title does nothing (quitting by accident loses nothing, but surprises)


class FallbackPause(PlainMenu):
    """Used until game.engine.menus.pause exists: resume, or quit to the title (the game is autosaved)."""

    overlay = True

    def __init__(self, app, rules_game_id=None):
        super().__init__(app, _t("app.fallback.paused"))
        self.rules_game_id = rules_game_id
        self.items = [(_t("app.fallback.resume"), self.back), (_t("app.fallback.quit_to_menu"), app.to_title)]

    def back(self) -> None:
        if self.app.top is self:
            self.app.pop()
