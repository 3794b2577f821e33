"""The end of a game, for any game to push over its final board: a title ("Mia wins!"), the ranking with
seat badges and a detail line per seat, and Play again (same set-up, new seed) / Menu.

    from game.engine.menus.end_screen import EndScreen, Placing
    app.push(EndScreen(app, setup, tr("end.wins", name="Mia"),
                       [Placing(2, "12 treasures"), Placing(0, "9 treasures"), Placing(1, "9 treasures", 2)]))
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, replace

import pygame

from game.engine import text, theme
from game.engine.confetti import Confetti
from game.engine.i18n import tr, tr_live
from game.engine.menus import setup_model
from game.engine.menus.base import MenuScene
from game.engine.tween import Tween, out_back
from game.engine.widgets import Button, lazy_tr

log = logging.getLogger(__name__)

PANEL_W = 1240


@dataclass
class Placing:
    seat: int  # index into setup.seats
    detail: str = ""  # e.g. "12 treasures · 3 spells" (already translated by the game)
    place: int | None = None  # 1-based; None = its position in the list (ties: give equal places)


def _normalise(ranking) -> list[Placing]:
    out = []
    for i, item in enumerate(ranking):
        if isinstance(item, Placing):
            p = item
        elif isinstance(item, dict):
            p = Placing(**item)
        elif isinstance(item, (tuple, list)):
            p = Placing(*item)
        else:
            p = Placing(int(item))
        out.append(p if p.place is not None else replace(p, place=i + 1))
    return out


class EndScreen(MenuScene):
    overlay = True

    def __init__(self, app, setup, title: str, ranking=(), subtitle: str = "", badge=None, on_next=None):
        """`on_next`: the main button leads on instead of "Play again" (a game night's scoreboard)."""
        self.setup = setup
        self.on_next = on_next
        self.badge = badge  # badge(surface, seat, centre, radius): a game's own seat symbols (GameScene.seat_badge)
        self.title = title
        self.subtitle = subtitle
        self.ranking = _normalise(ranking)
        self.pop_in = Tween(0.0, 1.0, 0.6, out_back)
        colours = [theme.seat_rgb(s.colour) for s in setup.seats] or [theme.GOLD]
        self.confetti = Confetti(setup.seed, colours + [theme.GOLD])
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        try:
            self.app.saves.clear()  # a finished game is not something to continue
        except Exception:
            log.exception("clearing the continue slot failed")

    def build(self) -> None:
        n = max(1, len(self.ranking))
        self.row_h = min(100, 520 // n)
        rows_h = len(self.ranking) * self.row_h
        head = 200 if self.subtitle else 160
        height = head + rows_h + 40 + 96 + 50
        self.panel = pygame.Rect(960 - PANEL_W // 2, max(30, 540 - height // 2), PANEL_W, height)
        self.rows_top = self.panel.y + head
        by = self.panel.bottom - 50 - 96
        if self.on_next is not None:
            self.again = Button(pygame.Rect(960 - 20 - 400, by, 400, 96), lazy_tr("night.to_scoreboard"),
                                self.on_next, icon="play", style="primary", sound="confirm")
        else:
            self.again = Button(pygame.Rect(960 - 20 - 400, by, 400, 96), lazy_tr("end.play_again"),
                                self.play_again, icon="play", style="primary", sound="confirm")
        self.menu = Button(pygame.Rect(960 + 20, by, 400, 96), lazy_tr("end.menu"), self.to_menu, icon="home",
                           sound="back")
        self.group.set_widgets([self.again, self.menu])
        self.group.focus(self.again)

    # actions ---------------------------------------------------------------------------------------------
    def play_again(self) -> None:
        setup = replace(self.setup, seats=[replace(s) for s in self.setup.seats], options=dict(self.setup.options),
                        seed=setup_model.new_seed())
        try:
            scene = self.app.games.get(setup.game).make_scene(self.app, setup)
        except Exception:
            log.exception("restarting %s failed", setup.game)
            self.app.notice(tr_live("setup.start_failed"))
            return
        self.launch_game(setup, scene)  # the finished game leaves the stack (switch would keep it under the new one)

    def to_menu(self) -> None:
        self.app.to_title()

    def back(self) -> None:
        self.group.focus(self.menu, sound=True)

    def on_pause_intent(self) -> None:
        self.back()

    # every frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.pop_in.update(dt)
        if self.confetti:  # a game may take the confetti away (a lost co-operative game)
            self.confetti.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 190)
        if self.confetti:
            self.confetti.draw(surface)
        theme.draw_panel(surface, self.panel, theme.BG_TOP, border=theme.GOLD, border_width=4)
        k = max(0.0, self.pop_in.value)
        size = max(20, int(theme.TITLE * (0.6 + 0.4 * k)))
        text.draw_text(surface, self.title, (960, self.panel.y + 80), size, theme.GOLD_HI, anchor="center",
                       bold=True, shadow=True, max_width=PANEL_W - 80)
        if self.subtitle:
            text.draw_text(surface, self.subtitle, (960, self.panel.y + 160), theme.BODY, theme.TEXT,
                           anchor="center", max_width=PANEL_W - 80)
        y = self.rows_top
        for p in self.ranking:
            self._draw_row(surface, p, pygame.Rect(self.panel.x + 50, y, PANEL_W - 100, self.row_h - 8))
            y += self.row_h
        self.group.draw(surface)

    def _draw_row(self, surface, p: Placing, rect: pygame.Rect) -> None:
        seat = self.setup.seats[p.seat] if 0 <= p.seat < len(self.setup.seats) else None
        if p.place == 1:
            pygame.draw.rect(surface, theme.PANEL_HI, rect, border_radius=16)
            pygame.draw.rect(surface, theme.GOLD, rect, 3, border_radius=16)
        else:
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
        size = theme.BODY if rect.h >= 70 else theme.SMALL
        text.draw_text(surface, tr("end.place", n=p.place), (rect.x + 24, rect.centery), size,
                       theme.GOLD_HI if p.place == 1 else theme.TEXT_DIM, anchor="midleft", bold=True, max_width=150)
        if seat is not None:
            centre, radius = (rect.x + 210, rect.centery), min(26, rect.h // 2 - 8)
            if self.badge is not None:
                self.badge(surface, p.seat, centre, radius)
            else:
                theme.draw_seat_badge(surface, seat.colour, centre, radius)
            name = seat.name
        else:
            name = "?"
        name_rect = text.draw_text(surface, name, (rect.x + 260, rect.centery), size, theme.TEXT, anchor="midleft",
                                   bold=True, max_width=420)
        if p.detail:  # the detail takes what the name leaves (a short name leaves room for a long total line)
            text.draw_text(surface, p.detail, (rect.right - 24, rect.centery), size, theme.TEXT_DIM,
                           anchor="midright", max_width=rect.right - 24 - (name_rect.right + 40))


def demo_scene(app, seed: int = 1, moment=None):
    from game.core.setup import GameSetup

    info = app.games.first()  # any game: the screen is the same for all
    setup = GameSetup.all_bots(info.id, min(4, info.max_players), seed)
    return EndScreen(app, setup, tr("end.wins", name=setup.seats[2].name),
                     [Placing(2, "4"), Placing(0, "3"), Placing(3, "3", 2), Placing(1, "1", 4)])
