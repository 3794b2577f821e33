"""The developer menu: F12 on the title screen lists the scenes that are not games nor menus (the physics
sandbox, scenes registered by code) and opens one. Hidden from players on purpose: nothing here is a game.
Quit to menu in the opened scene's pause menu comes back to the title."""
from __future__ import annotations

import logging

import pygame

from game.engine import i18n, text, theme
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.widgets import Button, lazy_tr

log = logging.getLogger(__name__)

PANEL_W = 900
BUTTON_W, BUTTON_H, GAP = 700, 96, 22
HEAD = 170


def developer_scenes(games) -> list[str]:
    """Registered scenes that are neither a menu nor a game (those have their own way in)."""
    from game.engine.scene_registry import MENUS, scenes
    return [name for name in scenes(games) if name not in MENUS and name not in games]


def scene_label(name: str) -> str:
    key = f"dev.scene.{name}"
    return tr(key) if i18n.has(key, "en") else name  # a scene added by code has no catalogue entry: its name


class DevMenu(MenuScene):
    overlay = True

    def build(self) -> None:
        names = developer_scenes(self.app.games)
        height = HEAD + (len(names) + 1) * (BUTTON_H + GAP) + 30
        self.panel = pygame.Rect(960 - PANEL_W // 2, 540 - height // 2, PANEL_W, height)
        y = self.panel.y + HEAD
        buttons = []
        for name in names:
            buttons.append(Button(pygame.Rect(960 - BUTTON_W // 2, y, BUTTON_W, BUTTON_H),
                                  lambda n=name: scene_label(n), lambda n=name: self.open(n), icon="play"))
            y += BUTTON_H + GAP
        buttons.append(Button(pygame.Rect(960 - BUTTON_W // 2, y, BUTTON_W, BUTTON_H), lazy_tr("settings.back"),
                              self.back, icon="back", sound="back"))
        self.buttons = buttons
        self.group.set_widgets(buttons)
        self.group.focus(buttons[0])

    def open(self, name: str) -> None:
        from game.engine.scene_registry import scenes
        try:
            scene = scenes(self.app.games)[name](self.app, 1, None)
        except Exception:
            log.exception("developer scene %s failed to start", name)
            self.app.notice(tr("dev.failed", name=scene_label(name)))
            return
        self.app.switch(scene)  # replaces this menu; the title below stays until the scene quits to menu

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 175)
        theme.draw_panel(surface, self.panel, theme.BG_TOP)
        text.draw_text(surface, tr("dev.title"), (960, self.panel.y + 40), theme.HEADING + 16, theme.GOLD_HI,
                       anchor="midtop", bold=True, max_width=PANEL_W - 60)
        self.group.draw(surface)
