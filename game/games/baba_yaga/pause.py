"""The Baba Yaga pause menu: the app's pause menu, with a quit question that says what quitting does here.

The table saves at the start of the game and at the start of every turn (scene._save), never in the middle
of a turn (a memory race cannot be resumed halfway). So "Continue" on the title screen plays the turn that
was in progress again from its start; a finished game and a table of bots only are not saved at all.
The engine's menu says "Your game is saved" for every game, so this one shows the true sentence, and its
"Keep playing" goes straight back to the table (the engine's returns to the pause menu first)."""
from __future__ import annotations

import pygame

from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.menus import pause as engine_pause
from game.engine.widgets import lazy_tr

GAME_ID = "baba_yaga"


def quit_note_key(scene) -> str:
    """What quitting now does to this game (see scene._save for the save points)."""
    s = scene.state
    if s.phase == "over":
        return "baba_yaga.quit.over"
    if not scene.humans:
        return "baba_yaga.quit.bots_only"
    if s.phase == "study":
        return "baba_yaga.quit.study"
    return "baba_yaga.quit.turn"


def quit_note(scene) -> str:
    """The sentence the quit question shows over this table, in the current language."""
    return tr(quit_note_key(scene), name=scene.seat_name(scene.state.active))


class BabaYagaPause(engine_pause.PauseMenu):
    def __init__(self, app, scene):
        self.scene = scene
        super().__init__(app, GAME_ID)

    def _build_confirm(self) -> None:
        # the engine's layout and sizes, with this game's sentence and a "Keep playing" that resumes
        panel_w, button_h, gap, head = engine_pause.PANEL_W, engine_pause.BUTTON_H, engine_pause.GAP, engine_pause.HEAD
        self.note_key = quit_note_key(self.scene)
        self.message = text.wrap(quit_note(self.scene), theme.BODY, panel_w - 100)
        line_h = text.render("Ag", theme.BODY, theme.TEXT).get_height()
        specs = [{"label": lazy_tr("pause.keep_playing"), "on_click": self.resume_game, "icon": "resume",
                  "style": "primary", "sound": "confirm"},
                 {"label": lazy_tr("pause.quit_confirm"), "on_click": self.quit_to_menu, "icon": "home",
                  "sound": "back"}]
        height = head + len(self.message) * line_h + 30 + 2 * (button_h + gap) + 30
        self.panel = pygame.Rect(960 - panel_w // 2, 540 - height // 2, panel_w, height)
        self.buttons = self._column(specs, self.panel.y + head + len(self.message) * line_h + 30)
        self.group.set_widgets(self.buttons)
        self.group.focus(self.buttons[0])
        self.heading = tr("pause.quit_title")
