"""The scoreboard between the games of a night: the night's games (played ones ticked, the next one marked),
every player's points as a bar that grows by what the last game gave, who leads and by how much. Its main
button starts the next game, or, after the last one, shows the champion. "Menu" keeps the night for later."""
from __future__ import annotations

import pygame

from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.portraits import draw_portrait
from game.engine.tween import out_cubic
from game.engine.widgets import Button, lazy_tr
from game.engine.widgets.icons import draw_icon

PANEL = pygame.Rect(160, 60, 1600, 960)
ROWS_TOP = 380
CHIP_TOP, CHIP_H = 120, 104
LEAD_Y = 252
CHIP_TEXT = 30
GROW_S = 1.4  # how long the bars take to grow by the last game's points
STAGGER_S = 0.18


def game_title(game: str) -> str:
    return tr(f"game.{game}.title")


class NightBoard(MenuScene):
    music = "menu"

    def __init__(self, app, flow):
        self.flow = flow
        night = flow.night
        last = flow.last
        self.before = [t - (last.points[i] if last else 0) for i, t in enumerate(night.totals())]
        super().__init__(app)

    def build(self) -> None:
        night = self.flow.night
        if night.over:
            main = Button(pygame.Rect(960 - 520, 900, 640, 96), lazy_tr("night.to_champion"), self.champion,
                          icon="check", style="primary", sound="confirm")
        else:
            label = tr("night.next_game", game=game_title(night.current))
            main = Button(pygame.Rect(960 - 520, 900, 640, 96), label, self.next_game, icon="play",
                          style="primary", sound="confirm")
        self.menu_button = Button(pygame.Rect(960 + 160, 900, 320, 96), lazy_tr("night.menu"), self.app.to_title,
                                  icon="home", sound="back")
        self.main_button = main
        self.group.set_widgets([main, self.menu_button])
        self.group.focus(main)

    # actions --------------------------------------------------------------------------------------------
    def next_game(self) -> None:
        if not self.flow.start_current(self.app):
            self.app.notice(tr("setup.start_failed"))

    def champion(self) -> None:
        from game.engine.menus.night_champion import Champion

        self.app.replace(Champion(self.app, self.flow))

    def back(self) -> None:
        self.group.focus(self.menu_button, sound=True)

    # drawing --------------------------------------------------------------------------------------------
    def grown(self, row: int) -> float:
        """How far a row's bar has grown from its total before the last game (0..1)."""
        t = (self.time - 0.3 - row * STAGGER_S) / GROW_S
        return out_cubic(min(1.0, max(0.0, t)))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=120), (0, 0))
        theme.draw_panel(surface, PANEL, theme.BG_TOP, border=theme.GOLD, border_width=4)
        night = self.flow.night
        text.draw_text(surface, tr("night.scoreboard"), (960, PANEL.y + 64), theme.TITLE - 24, theme.GOLD_HI,
                       anchor="center", bold=True, shadow=True, max_width=PANEL.w - 80)
        self._draw_games(surface, night)
        self._draw_rows(surface, night)
        self._draw_lead(surface, night)
        self.group.draw(surface)

    def _draw_games(self, surface, night) -> None:
        n = len(night.games)
        w = min(300, (PANEL.w - 80 - (n - 1) * 16) // n)
        x = 960 - (n * w + (n - 1) * 16) // 2
        for k, game in enumerate(night.games):
            rect = pygame.Rect(x + k * (w + 16), PANEL.y + CHIP_TOP, w, CHIP_H)
            played, current = k < len(night.played), game == night.current and k == len(night.played)
            pygame.draw.rect(surface, theme.PANEL_HI if current else theme.PANEL, rect, border_radius=16)
            pygame.draw.rect(surface, theme.GOLD if current else theme.PANEL_EDGE, rect, 4 if current else 2,
                             border_radius=16)
            mark = "check" if played else ("play" if current else None)
            if mark:
                draw_icon(surface, mark, (rect.x + 30, rect.centery), 34, theme.GOLD_HI if current else theme.TEXT,
                          drawn=True)
            ink = theme.TEXT if (played or current) else theme.TEXT_DIM
            room = rect.w - 70
            lines = text.wrap(game_title(game), CHIP_TEXT, room, bold=current)[:2]
            step = CHIP_TEXT + 6
            top = rect.centery - step * (len(lines) - 1) / 2
            for j, line in enumerate(lines):
                text.draw_text(surface, line, (rect.x + 56, round(top + j * step)), CHIP_TEXT, ink,
                               anchor="midleft", bold=current, max_width=room)

    def _draw_rows(self, surface, night) -> None:
        totals = night.totals()
        top = max(1, max(totals) if totals else 1, 10)
        n = len(night.players)
        row_h = min(96, (880 - ROWS_TOP) // max(1, n))
        standings = night.standings()
        place_of = {i: place for place, i, _ in standings}
        for row, (place, i, total) in enumerate(standings):
            p = night.players[i]
            y = ROWS_TOP + row * row_h
            rect = pygame.Rect(PANEL.x + 40, y, PANEL.w - 80, row_h - 10)
            pygame.draw.rect(surface, theme.PANEL_HI if place == 1 else theme.PANEL, rect, border_radius=14)
            text.draw_text(surface, tr("end.place", n=place_of[i]), (rect.x + 20, rect.centery), theme.SMALL,
                           theme.GOLD_HI if place == 1 else theme.TEXT_DIM, anchor="midleft", bold=True, max_width=110)
            draw_portrait(surface, p.portrait, (rect.x + 170, rect.centery), rect.h - 8, p.colour)
            text.draw_text(surface, p.name, (rect.x + 170 + rect.h // 2 + 12, rect.centery), theme.BODY, theme.TEXT,
                           anchor="midleft", bold=True, max_width=300)
            bar = pygame.Rect(rect.x + 540, rect.y + 14, rect.w - 540 - 200, rect.h - 28)
            pygame.draw.rect(surface, theme.BG, bar, border_radius=bar.h // 2)
            k = self.grown(row)
            shown = self.before[i] + (total - self.before[i]) * k
            width = round(bar.w * shown / top)
            if width > 0:
                pygame.draw.rect(surface, theme.seat_rgb(p.colour), (bar.x, bar.y, max(bar.h, width), bar.h),
                                 border_radius=bar.h // 2)
            text.draw_text(surface, str(round(shown)), (rect.right - 130, rect.centery), theme.BODY, theme.TEXT,
                           anchor="midright", bold=True)
            gained = total - self.before[i]
            if gained and k > 0.05:
                text.draw_text(surface, f"+{gained}", (rect.right - 20, rect.centery), theme.SMALL, theme.GOLD_HI,
                               anchor="midright", bold=True)

    def _draw_lead(self, surface, night) -> None:
        leaders = night.leaders()
        names = " & ".join(night.players[i].name for i in leaders)
        if not night.played:
            words = tr("night.first_game", game=game_title(night.current))
        elif len(leaders) > 1:
            words = tr("night.shared_lead", names=names)
        else:
            words = tr("night.leads_by", name=names, n=night.lead())
        text.draw_text(surface, words, (960, PANEL.y + LEAD_Y), theme.BODY, theme.TEXT, anchor="center", bold=True,
                       max_width=PANEL.w - 100)


def demo_scene(app, seed: int = 1, moment=None):
    from game.engine.menus.night_champion import demo_flow

    flow = demo_flow(app, seed, games_played=5 if moment == "over" else 2)
    return NightBoard(app, flow)
