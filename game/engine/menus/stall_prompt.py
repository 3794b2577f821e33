"""A continued game that has not moved on for a long while (no new save point in minutes of game time) may be
stuck on its save: this overlay says so and offers to keep playing or to set the save aside (renamed and kept,
never offered again) and go back to the title."""
from __future__ import annotations

from game.engine.i18n import tr, tr_live
from game.engine.menus.pause import PauseMenu
from game.engine.widgets import lazy_tr


class StallPrompt(PauseMenu):
    def __init__(self, app, game_title: str):
        self.game_title = game_title
        super().__init__(app, None)
        self.confirming = True  # the pause menu's drawing of a question with its sentence

    def build(self) -> None:
        import pygame

        from game.engine import text, theme
        from game.engine.menus.pause import BUTTON_H, GAP, HEAD, PANEL_W
        self.message = text.wrap(tr("stall.message", game=self.game_title), theme.BODY, PANEL_W - 100)
        line_h = text.render("Ag", theme.BODY, theme.TEXT).get_height()
        specs = [{"label": lazy_tr("pause.keep_playing"), "on_click": self.resume_game, "icon": "resume",
                  "style": "primary", "sound": "confirm"},
                 {"label": lazy_tr("stall.set_aside"), "on_click": self.set_aside, "icon": "home",
                  "sound": "back"}]
        height = HEAD + len(self.message) * line_h + 30 + 2 * (BUTTON_H + GAP) + 30
        self.panel = pygame.Rect(960 - PANEL_W // 2, 540 - height // 2, PANEL_W, height)
        self.buttons = self._column(specs, self.panel.y + HEAD + len(self.message) * line_h + 30)
        self.group.set_widgets(self.buttons)
        self.group.focus(self.buttons[0])
        self.heading = tr("stall.title")

    def back(self) -> None:
        self.resume_game()

    def set_aside(self) -> None:
        """The save is put out of Continue's reach (kept as .stalled.bak) and the table goes to the title."""
        bak = self.app.saves.set_aside_stalled()
        if bak is not None:
            self.app.notice(tr_live("app.notice.save_stalled", game=self.game_title, file=bak.name), 6)
        self.app.to_title()
