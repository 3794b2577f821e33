"""The pause menu (Esc / Start in any scene): the game dims below; Resume, Rules, Game log, Settings, Quit to menu.
Quitting asks first and says what is kept: the game scene's own `quit_note()` sentence when it has one (a game
that saves only at turn starts says the turn will be played again), else that the game is saved and can be
continued from the title screen. "Keep playing" goes straight back to the game; Back returns to this menu."""
from __future__ import annotations

import logging

import pygame

from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.widgets import Button, lazy_tr

log = logging.getLogger(__name__)

PANEL_W = 760
BUTTON_W, BUTTON_H, GAP = 560, 96, 22
HEAD = 170  # heading height inside the panel


class PauseMenu(MenuScene):
    overlay = True
    nav = "spatial"

    def __init__(self, app, rules_game_id: str | None = None):
        self.rules_game_id = rules_game_id
        self.confirming = False
        super().__init__(app)

    def build(self) -> None:
        if self.confirming:
            self._build_confirm()
        else:
            self._build_main()

    def _column(self, specs, top: int) -> list[Button]:
        out = []
        y = top
        for spec in specs:
            out.append(Button(pygame.Rect(960 - BUTTON_W // 2, y, BUTTON_W, BUTTON_H), **spec))
            y += BUTTON_H + GAP
        return out

    def _build_main(self) -> None:
        specs = [{"label": lazy_tr("pause.resume"), "on_click": self.resume_game, "icon": "resume", "style": "primary",
                      "sound": "confirm"}]
        if self.rules_game_id and self._has_howto():
            specs.append({"label": lazy_tr("pause.howto"), "on_click": self.show_howto, "icon": "help"})
        if self.rules_game_id:
            specs.append({"label": lazy_tr("pause.rules"), "on_click": self.show_rules, "icon": "book"})
        if self.game_below() is not None:
            from game.engine.table.log_view import PAUSE_ENTRY  # the kit's strings live in table_log.json
            specs.append({"label": PAUSE_ENTRY, "on_click": self.show_log, "icon": "clock"})
        specs.append({"label": lazy_tr("pause.settings"), "on_click": self.show_settings, "icon": "gear"})
        specs.append({"label": lazy_tr("pause.quit"), "on_click": self.ask_quit, "icon": "home", "sound": "back"})
        height = HEAD + len(specs) * (BUTTON_H + GAP) + 30
        self.panel = pygame.Rect(960 - PANEL_W // 2, 540 - height // 2, PANEL_W, height)
        self.buttons = self._column(specs, self.panel.y + HEAD)
        self.group.set_widgets(self.buttons)
        self.group.focus(self.buttons[0])
        self.heading = tr("pause.title")
        self.message: list[str] = []

    def _build_confirm(self) -> None:
        self.build_question(self.quit_sentence(), tr("pause.quit_title"),
                            {"label": lazy_tr("pause.quit_confirm"), "on_click": self.quit_to_menu, "icon": "home",
                             "sound": "back"})

    def build_question(self, sentence: str, heading: str, leave: dict) -> None:
        """The panel as a question: its sentence, then "Keep playing" (focused, so a stray Enter keeps the game)
        above the button that leaves (`leave`: a button spec)."""
        self.message = text.wrap(sentence, theme.BODY, PANEL_W - 100)
        line_h = text.render("Ag", theme.BODY, theme.TEXT).get_height()
        specs = [{"label": lazy_tr("pause.keep_playing"), "on_click": self.resume_game, "icon": "resume",
                  "style": "primary", "sound": "confirm"}, leave]
        height = HEAD + len(self.message) * line_h + 30 + 2 * (BUTTON_H + GAP) + 30
        self.panel = pygame.Rect(960 - PANEL_W // 2, 540 - height // 2, PANEL_W, height)
        self.buttons = self._column(specs, self.panel.y + HEAD + len(self.message) * line_h + 30)
        self.group.set_widgets(self.buttons)
        self.group.focus(self.buttons[0])
        self.heading = heading

    def quit_sentence(self) -> str:
        """What quitting keeps: the sentence of the topmost scene below this menu whose `quit_note()` is not
        None (the game, whatever overlay — device prompt, curtain — lies in between), else the general one."""
        for scene in reversed(self.app.stack):
            if scene is self:
                continue
            try:
                note = scene.quit_note()
            except Exception:  # a broken sentence must not stop anyone from quitting
                log.exception("quit_note of %s", type(scene).__name__)
                break
            if note is not None:
                return note
        below = [sc for sc in self.app.stack if sc is not self]
        if below and not all(sc.saves_progress for sc in below):
            return tr("pause.quit_not_saved")  # a developer scene (the physics sandbox) saves nothing
        return tr("pause.quit_saved")

    # actions -----------------------------------------------------------------------------------------------
    def resume_game(self) -> None:
        self.app.pop()

    def show_rules(self) -> None:
        from game.engine.menus.rules_view import RulesView

        self.app.push(RulesView(self.app, self.rules_game_id, self.game_rules_pages()))

    # how to play (the picture walkthrough, then the rules) ------------------------------------------------
    def _has_howto(self) -> bool:
        try:
            info = self.app.games.get(self.rules_game_id)
        except KeyError:  # a game this app does not list (left out as broken): no walkthrough, said once quietly
            log.warning("how-to pages of %s: not a listed game", self.rules_game_id)
            return False
        try:
            return bool(info.howto_pages())
        except Exception:  # a broken page module: no walkthrough, the rules stay
            log.exception("how-to pages of %s", self.rules_game_id)
            return False

    def show_howto(self) -> None:
        from game.engine.menus.howto import HowToView

        scene = self.game_below()
        config = scene.setup.config() if scene is not None else None  # the how-to fits the game being played
        self.app.push(HowToView(self.app, self.rules_game_id, self.game_rules_pages(), config))

    def game_rules_pages(self) -> list[tuple[str, str]]:
        """The game scene's own pages after its rules (GameScene.rules_pages: e.g. the scenario played)."""
        from game.engine.table.game_scene import GameScene

        for scene in reversed(self.app.stack):
            if isinstance(scene, GameScene):
                try:
                    return list(scene.rules_pages())
                except Exception:  # a broken page must not hide the rules
                    log.exception("rules_pages of %s", type(scene).__name__)
                    return []
        return []

    def game_below(self):
        """The game scene under this menu (the one with a game log), or None."""
        from game.engine.table.game_scene import GameScene

        return next((sc for sc in reversed(self.app.stack) if isinstance(sc, GameScene)), None)

    def show_log(self) -> None:
        self.game_below().open_log()

    def show_settings(self) -> None:
        from game.engine.menus.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def ask_quit(self) -> None:
        self.confirming = True
        self.build()

    def cancel_quit(self) -> None:
        self.confirming = False
        self.build()

    def quit_to_menu(self) -> None:
        self.app.to_title()

    def back(self) -> None:
        if self.confirming:
            self.cancel_quit()
        else:
            self.resume_game()

    # drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 175)
        theme.draw_panel(surface, self.panel, theme.BG_TOP)
        text.draw_text(surface, self.heading, (960, self.panel.y + 30), theme.HEADING + 16, theme.GOLD_HI,
                       anchor="midtop", bold=True, max_width=PANEL_W - 60)
        if self.confirming:
            line_h = text.render("Ag", theme.BODY, theme.TEXT).get_height()
            y = self.panel.y + HEAD - 10
            for line in self.message:
                text.draw_text(surface, line, (960, y), theme.BODY, theme.TEXT, anchor="midtop",
                               max_width=PANEL_W - 80)
                y += line_h
        self.group.draw(surface)
