"""The family page: every player this computer remembers, each with their colour and shape, and a chart of
their games — a bar per game in that game's colour, as tall as the games played, its lower part the games
won, topped by the game's picture — and their nights and championships. New players are added here (a name,
a colour, child or grown-up); the last player added can be taken away again."""
from __future__ import annotations

import pygame

from game.core.setup import SEAT_COLOURS
from game.engine import text, theme
from game.engine.family import AGES, Profile
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.menus.card_art import load_art
from game.engine.menus.night_setup import family_of
from game.engine.widgets import Button, Choice, lazy_tr
from game.engine.widgets.textfield import TextField

CARD_W, CARD_H, GAP = 560, 340, 24
COLUMNS = 3
TOP = 150
FORM = pygame.Rect(120, 860, 1680, 96)


def shade(rgb, k: float):
    return tuple(max(0, min(255, round(c * k))) for c in rgb)


class FamilyPage(MenuScene):
    music = "menu"

    def __init__(self, app, games):
        self.games = games
        self.family = family_of(app)
        self.new_name = ""
        self.new_colour = SEAT_COLOURS[len(self.family.profiles) % len(SEAT_COLOURS)]
        self.new_age = "grown-up"
        self._art: dict = {}
        super().__init__(app)

    def build(self) -> None:
        y = FORM.y
        self.name_field = TextField(pygame.Rect(FORM.x, y, 520, FORM.h), lazy_tr("family.name"), self.new_name,
                                    self.set_name, max_len=14, label_width=0.38, text_size=theme.SMALL)
        self.colour_choice = Choice(pygame.Rect(FORM.x + 540, y, 330, FORM.h), "", SEAT_COLOURS, self.new_colour,
                                    self.set_colour, draw_value=self._draw_colour)
        self.age_choice = Choice(pygame.Rect(FORM.x + 890, y, 300, FORM.h), "", AGES, self.new_age, self.set_age,
                                 fmt=lambda a: tr(f"family.age.{a}"), text_size=theme.SMALL)
        self.add_button = Button(pygame.Rect(FORM.x + 1210, y, 230, FORM.h), lazy_tr("family.add"), self.add,
                                 icon="person", style="primary", sound="confirm", text_size=theme.SMALL)
        self.back_button = Button(pygame.Rect(FORM.right - 220, y, 220, FORM.h), lazy_tr("night.back"), self.back,
                                  icon="back", sound="back", text_size=theme.SMALL)
        self.group.set_widgets([self.name_field, self.colour_choice, self.age_choice, self.add_button,
                                self.back_button])
        self.group.focus(self.name_field if not self.family.profiles else self.back_button)

    def _draw_colour(self, surface, rect, value, colour) -> None:
        theme.draw_seat_badge(surface, value, rect.center, min(26, rect.h // 2 - 8))

    def set_name(self, value: str) -> None:
        self.new_name = value

    def set_colour(self, value: str) -> None:
        self.new_colour = value

    def set_age(self, value: str) -> None:
        self.new_age = value

    def add(self) -> None:
        name = self.new_name.strip()
        if not name:
            self.app.notice(tr("family.need_name"))
            return
        try:
            self.family.add(Profile(name, self.new_colour, age=self.new_age))
        except ValueError:
            self.app.notice(tr("family.full"))
            return
        self.new_name = ""
        self.new_colour = SEAT_COLOURS[len(self.family.profiles) % len(SEAT_COLOURS)]
        self.build()

    # drawing --------------------------------------------------------------------------------------------
    def art(self, game: str, size):
        key = (game, size)
        if key not in self._art:
            info = self.games.get(game)
            self._art[key] = load_art(getattr(info, "art", ""), size)
        return self._art[key]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=140), (0, 0))
        text.draw_text(surface, tr("family.heading"), (960, 74), theme.TITLE - 24, theme.GOLD_HI, anchor="center",
                       bold=True, shadow=True)
        profiles = self.family.profiles[:6]
        if not profiles:
            text.draw_text(surface, tr("family.empty"), (960, 480), theme.BODY, theme.TEXT, anchor="center",
                           max_width=1500)
        for k, p in enumerate(profiles):
            col, row = k % COLUMNS, k // COLUMNS
            x = 960 - (COLUMNS * CARD_W + (COLUMNS - 1) * GAP) // 2 + col * (CARD_W + GAP)
            self._draw_card(surface, p, pygame.Rect(x, TOP + row * (CARD_H + GAP), CARD_W, CARD_H))
        self.group.draw(surface)

    def _draw_card(self, surface, p: Profile, rect: pygame.Rect) -> None:
        theme.draw_panel(surface, rect, theme.BG_TOP, border=theme.seat_rgb(p.colour), border_width=4)
        theme.draw_seat_badge(surface, p.colour, (rect.x + 44, rect.y + 44), 24)
        text.draw_text(surface, p.name, (rect.x + 84, rect.y + 44), theme.BODY, theme.TEXT, anchor="midleft",
                       bold=True, max_width=rect.w - 110)
        stars = tr("family.nights", nights=p.nights, won=p.champion)
        text.draw_text(surface, stars, (rect.x + 24, rect.y + 92), 30, theme.GOLD_HI, anchor="midleft",
                       max_width=rect.w - 48)
        games = [g for g in self.games.available()]
        if not games:
            return
        chart = pygame.Rect(rect.x + 24, rect.y + 120, rect.w - 48, rect.h - 136)
        most = max([1] + [p.record.get(g.id, {}).get("played", 0) for g in games])
        w = chart.w // len(games)
        for i, info in enumerate(games):
            r = p.record.get(info.id, {})
            played, won = r.get("played", 0), r.get("won", 0)
            bx = chart.x + i * w + 8
            bar_w = w - 16
            pic = self.art(info.id, (bar_w, bar_w * 4 // 3 // 3))
            base = chart.bottom - 34
            room = base - chart.y - (pic.get_height() if pic else 0) - 6
            h_played = round(room * played / most)
            h_won = round(room * won / most)
            accent = tuple(getattr(info, "accent", theme.GOLD))
            top = base - max(h_played, 6)
            pygame.draw.rect(surface, shade(accent, 0.55), (bx, top, bar_w, base - top), border_radius=8)
            if h_won:
                pygame.draw.rect(surface, accent, (bx, base - h_won, bar_w, h_won), border_radius=8)
            if pic is not None:
                surface.blit(pic, (bx, top - pic.get_height() - 4))
            text.draw_text(surface, f"{won}/{played}", (bx + bar_w // 2, chart.bottom - 14), 28, theme.TEXT,
                           anchor="center", bold=True, max_width=bar_w + 12)


def demo_scene(app, seed: int = 1, moment=None):
    registry = app.games
    page = FamilyPage(app, registry)
    if moment != "empty" and not page.family.profiles:
        ids = [g.id for g in registry.available()]
        for k, (name, colour, age) in enumerate((("Mia", "red", "child"), ("Leo", "blue", "grown-up"),
                                                 ("Grandma", "green", "grown-up"))):
            page.family.profiles.append(Profile(name, colour, age=age))
            for j, g in enumerate(ids):
                played = (seed + k * 3 + j * 2) % 6 + 1
                page.family.profiles[-1].record[g] = {"played": played, "won": (played * (k + 1)) // 4, "best": {}}
            page.family.profiles[-1].nights, page.family.profiles[-1].champion = 3, k % 3
    return page
