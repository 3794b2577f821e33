"""A yes/no question over the scene below ("Quit Table Tales?"). The focus starts on No, so an Enter or a
click that lands by chance never does the drastic thing; Back answers No."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import text, theme
from game.engine.menus.base import MenuScene
from game.engine.widgets import Button

PANEL = pygame.Rect(960 - 520, 540 - 200, 1040, 400)


class Ask(MenuScene):
    overlay = True

    def __init__(self, app, question: str, yes: str, on_yes: Callable[[], None], no: str,
                 yes_icon: str = "check"):
        self.question, self.yes, self.no, self.on_yes, self.yes_icon = question, yes, no, on_yes, yes_icon
        super().__init__(app)

    def build(self) -> None:
        y = PANEL.bottom - 140
        self.yes_button = Button(pygame.Rect(PANEL.x + 60, y, 440, 96), self.yes, self.answer_yes,
                                 icon=self.yes_icon, sound="confirm")
        self.no_button = Button(pygame.Rect(PANEL.right - 500, y, 440, 96), self.no, self.back, icon="back",
                                style="primary", sound="back")
        self.group.set_widgets([self.yes_button, self.no_button])
        self.group.focus(self.no_button)

    def answer_yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 170)
        theme.draw_panel(surface, PANEL, theme.BG_TOP, border=theme.GOLD, border_width=4)
        text.draw_text(surface, self.question, (960, PANEL.y + 110), theme.HEADING, theme.GOLD_HI, anchor="center",
                       bold=True, max_width=PANEL.w - 80)
        self.group.draw(surface)
