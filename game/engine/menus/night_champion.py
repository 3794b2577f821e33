"""The end of a game night: the champion (or champions) under confetti with their portraits, and every
player's best moment of the night (game.core.best_moments: the tallest stalk, the fastest escape, their biggest
win ...), or, without one, their best game and the place it gave them. "Menu" ends the night."""
from __future__ import annotations

import pygame

from game.engine import paths, text, theme
from game.engine.confetti import Confetti
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.menus.night_board import game_title
from game.engine.menus.night_moments import draw_moment
from game.engine.night_flow import moment_specs
from game.engine.portraits import draw_portrait
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
        self.specs = moment_specs(app.games, night.games)
        self.moments = [night.best_moment(i, self.specs) for i in range(len(night.players))]
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
            x = 960 + (c - (len(champions[:4]) - 1) / 2) * 170
            size = round(140 * (0.5 + 0.5 * min(1.0, k)))
            draw_portrait(surface, night.players[i].portrait, (round(x), PANEL.y + 215), size,
                          night.players[i].colour)
        n = len(night.players)
        top = PANEL.y + 310
        row_h = min(96, (PANEL.bottom - 160 - top) // max(1, n))
        for row, (place, i, total) in enumerate(night.standings()):
            p = night.players[i]
            rect = pygame.Rect(PANEL.x + 40, top + row * row_h, PANEL.w - 80, row_h - 10)
            pygame.draw.rect(surface, theme.PANEL_HI if place == 1 else theme.PANEL, rect, border_radius=14)
            draw_portrait(surface, p.portrait, (rect.x + 12 + rect.h // 2, rect.centery), rect.h - 8, p.colour)
            text.draw_text(surface, tr("night.total", name=p.name, n=total), (rect.x + rect.h + 28, rect.centery),
                           theme.SMALL, theme.TEXT, anchor="midleft", bold=True, max_width=380)
            room = rect.w - rect.h - 28 - 400
            drawn = draw_moment(surface, self.app.games, self.moments[i], self.specs,
                                (rect.right - 20, rect.centery), 30, theme.GOLD_HI, room, anchor="midright")
            best = night.best_game(i)
            if not drawn and best is not None:
                words = tr("night.best_game", game=game_title(best.game), place=tr("end.place", n=best.places[i]))
                text.draw_text(surface, words, (rect.right - 24, rect.centery), theme.SMALL, theme.TEXT_DIM,
                               anchor="midright", max_width=room)
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
    from game.core.best_moments import SECONDS, seat_moments, specs_of
    from game.core.night import Night, Player, places_from_result
    from game.engine.night_flow import NightFlow, moments_module

    registry = app.games
    games = [g.id for g in registry.available() if g.min_players <= 4 <= g.max_players][:5]
    players = [Player("Mia", "red", portrait="girl"), Player("Leo", "blue", portrait="grandpa"),
               Player("Ada", "yellow", "bot", "easy"), Player("Kai", "green", "bot", "hard")]
    night = Night(players, games, seed=seed)
    flow = NightFlow(night, registry)
    results = ([1, 0, 2, 3], [0, 1, 3, 2], [3, 1, 0, 2], [1, 3, 2, 0], [2, 1, 0, 3])
    for k in range(min(games_played, len(games))):
        info = registry.get(games[k])
        ranking = results[(k + seed) % len(results)]
        result = {"winners": ["team"], "team_won": True} if info.cooperative else \
            {"winners": [ranking[0]], "ranking": list(ranking)}
        places = places_from_result(result, len(players), info.cooperative)
        moments = seat_moments(None, {}, None, result, places, info.cooperative)
        specs = specs_of(moments_module(registry, games[k]))
        for seat, m in enumerate(moments):  # a sample of each game's own moments (the demo plays no game)
            for key, spec in sorted(specs.items()):
                n = 6 + (seat * 5 + k * 3 + seed) % 14
                m[key] = n * 9 + 50 if spec.unit == SECONDS else n
        flow.last = night.record(games[k], result, info.cooperative, moments=moments)
    return flow


def demo_scene(app, seed: int = 1, moment=None):
    return Champion(app, demo_flow(app, seed))
