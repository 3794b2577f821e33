"""The end of a game night: the champion (or champions) under confetti, and every player's best game of the
night with the place it gave them. "Menu" ends the night."""
from __future__ import annotations

import pygame

from game.engine import paths, text, theme
from game.engine.confetti import Confetti
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.menus.night_board import game_title
from game.engine.tween import Tween, out_back
from game.engine.widgets import Button, lazy_tr
from game.engine.widgets.base import play_sound

PANEL = pygame.Rect(360, 70, 1200, 940)


class Champion(MenuScene):
    music = "menu"

    def __init__(self, app, flow):
        self.flow = flow
        night = flow.night
        self.confetti = Confetti(night.seed, [theme.seat_rgb(p.colour) for p in night.players] + [theme.GOLD], 140)
        self.pop_in = Tween(0.0, 1.0, 0.8, out_back)
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        self.flow.finish()  # shown: the night is over, nothing left to continue
        play_sound(self.app, cheer(self.app.games))

    def build(self) -> None:
        self.done = Button(pygame.Rect(960 - 200, PANEL.bottom - 130, 400, 96), lazy_tr("night.menu"),
                           self.app.to_title, icon="home", style="primary", sound="confirm")
        self.group.set_widgets([self.done])
        self.group.focus(self.done)

    def back(self) -> None:
        self.group.focus(self.done, sound=True)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.pop_in.update(dt)
        self.confetti.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=120), (0, 0))
        self.confetti.draw(surface)
        theme.draw_panel(surface, PANEL, theme.BG_TOP, border=theme.GOLD, border_width=5)
        night = self.flow.night
        champions = night.leaders()
        names = " & ".join(night.players[i].name for i in champions)
        key = "night.champion" if len(champions) == 1 else "night.champions"
        k = max(0.0, self.pop_in.value)
        text.draw_text(surface, tr(key, name=names, names=names), (960, PANEL.y + 90),
                       max(30, int((theme.TITLE - 16) * (0.6 + 0.4 * k))), theme.GOLD_HI, anchor="center",
                       bold=True, shadow=True, max_width=PANEL.w - 80)
        for c, i in enumerate(champions[:4]):
            x = 960 + (c - (len(champions[:4]) - 1) / 2) * 130
            theme.draw_seat_badge(surface, night.players[i].colour, (round(x), PANEL.y + 200), 46)
        n = len(night.players)
        row_h = min(92, (PANEL.bottom - 170 - (PANEL.y + 270)) // max(1, n))
        for row, (place, i, total) in enumerate(night.standings()):
            p = night.players[i]
            rect = pygame.Rect(PANEL.x + 50, PANEL.y + 270 + row * row_h, PANEL.w - 100, row_h - 10)
            pygame.draw.rect(surface, theme.PANEL_HI if place == 1 else theme.PANEL, rect, border_radius=14)
            theme.draw_seat_badge(surface, p.colour, (rect.x + 44, rect.centery), min(24, rect.h // 2 - 8))
            text.draw_text(surface, tr("night.total", name=p.name, n=total), (rect.x + 90, rect.centery),
                           theme.SMALL, theme.TEXT, anchor="midleft", bold=True, max_width=400)
            best = night.best_game(i)
            if best is not None:
                words = tr("night.best_game", game=game_title(best.game), place=tr("end.place", n=best.places[i]))
                text.draw_text(surface, words, (rect.right - 24, rect.centery), theme.SMALL, theme.TEXT_DIM,
                               anchor="midright", max_width=rect.w - 520)
        self.group.draw(surface)


def cheer(games) -> str:
    """The loudest cheer the games have: the first game (in the registry's order) with a "fanfare" sound, else
    the menus' confirm. The engine names no game: it asks the registry and the sound folders."""
    for info in games.every():
        folder = paths.resource_root() / "assets" / "sounds" / info.id
        if any((folder / f"fanfare.{ext}").is_file() for ext in ("ogg", "wav")):
            return f"{info.id}/fanfare"
    return "confirm"


def demo_flow(app, seed: int = 1, games_played: int = 5):
    """A night of four players (two bots) with `games_played` of its games over, for screenshots and tests."""
    from game.core.night import Night, Player
    from game.engine.night_flow import NightFlow

    registry = app.games
    games = [g.id for g in registry.available() if g.min_players <= 4 <= g.max_players][:5]
    players = [Player("Mia", "red"), Player("Leo", "blue"), Player("Ada", "yellow", "bot", "easy"),
               Player("Kai", "green", "bot", "hard")]
    night = Night(players, games, seed=seed)
    flow = NightFlow(night, registry)
    results = ([1, 0, 2, 3], [0, 1, 3, 2], [3, 1, 0, 2], [1, 3, 2, 0], [2, 1, 0, 3])
    for k in range(min(games_played, len(games))):
        info = registry.get(games[k])
        ranking = results[(k + seed) % len(results)]
        result = {"winners": ["team"], "team_won": True} if info.cooperative else \
            {"winners": [ranking[0]], "ranking": list(ranking)}
        flow.last = night.record(games[k], result, info.cooperative)
    return flow


def demo_scene(app, seed: int = 1, moment=None):
    return Champion(app, demo_flow(app, seed))
