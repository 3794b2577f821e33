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
        self.build_question(tr("stall.message", game=self.game_title), tr("stall.title"),
                            {"label": lazy_tr("stall.set_aside"), "on_click": self.set_aside, "icon": "home",
                             "sound": "back"})

    def back(self) -> None:
        self.resume_game()

    def set_aside(self) -> None:
        """The save is put out of Continue's reach (kept as .stalled.bak) and the table goes to the title."""
        bak = self.app.saves.set_aside_stalled()
        if bak is not None:
            self.app.notice(tr_live("app.notice.save_stalled", game=self.game_title, file=bak.name), 6)
        self.app.to_title()
