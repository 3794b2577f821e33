"""MenuScene: the shared skeleton of every menu. Builds its widgets in `build()` (again after a language
switch, keeping the focus where it was), routes intents and raw events to a FocusGroup, runs tweens."""
from __future__ import annotations

import pygame

from game.engine import i18n, theme
from game.engine import intents as I
from game.engine.scene import Scene
from game.engine.tween import Tweens
from game.engine.widgets import FocusGroup


class MenuScene(Scene):
    uses_game_time = False
    nav = "spatial"
    notice_at = "top"  # menus keep their buttons at the bottom: notices go over the heading instead
    music: str | None = None  # started on enter (the title and set-up play the menu tune; overlays keep the game's)

    def __init__(self, app):
        super().__init__(app)
        self.group = FocusGroup(app, on_back=self.back, nav=self.nav)
        self.tweens = Tweens()
        self.time = 0.0
        self.build()

    # building --------------------------------------------------------------------------------------------
    def build(self) -> None:
        """Create widgets (self.group.set_widgets) and pre-render static layers for the current language."""

    def _on_language(self, _lang: str) -> None:
        index = self.group.widgets.index(self.group.focused) if self.group.focused in self.group.widgets else 0
        self.build()
        if 0 <= index < len(self.group.widgets) and self.group.widgets[index].can_focus:
            self.group.focused = self.group.widgets[index]
        self.group.fix_focus()

    def enter(self) -> None:
        i18n.on_language_change(self._on_language)
        if self.music:
            self.app.audio.play_music(self.music)  # asking for the tune already playing does not restart it

    def exit(self) -> None:
        i18n.remove_listener(self._on_language)
        if self.group.editing:
            self.group.focused.end_edit(commit=True)

    # actions ---------------------------------------------------------------------------------------------
    def back(self) -> None:
        self.app.pop()

    def on_pause_intent(self) -> None:
        """Esc / Start in a menu: the same as back unless the menu says otherwise."""
        self.group.back()

    # input -----------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.group.handle(event)

    def on_intent(self, intent: I.Intent) -> None:
        if intent.action == I.PAUSE and not self.group.editing:
            self.on_pause_intent()
            return
        self.group.on_intent(intent)

    # every frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.group.update(dt)
        self.tweens.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=160), (0, 0))
        self.group.draw(surface)

    def launch_game(self, setup, scene) -> None:
        """Show a game scene (a fade; the scene binds each human seat to its device as it enters)."""
        self.app.start_game_scene(setup, scene)
