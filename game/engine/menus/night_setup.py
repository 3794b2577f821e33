"""Setting up a game night: who plays (a family profile, a guest, or a bot at a level) and which games, in
the title's order ("All of them" picks every game that seats the table). Start keeps the night at once and
shows the scoreboard with the first game."""
from __future__ import annotations

import pygame

from game.core.night import Night, Player
from game.core.setup import SEAT_COLOURS
from game.engine import paths, text, theme
from game.engine.family import NightStore, family_of
from game.engine.i18n import tr
from game.engine.menus import setup_model
from game.engine.menus.base import MenuScene
from game.engine.menus.night_board import NightBoard, game_title
from game.engine.night_flow import NightFlow
from game.engine.portraits import draw_portrait
from game.engine.widgets import Button, Choice, Toggle, lazy_tr

MIN_PLAYERS, MAX_PLAYERS = 2, 8
BOTS = ("bot:easy", "bot:normal", "bot:hard")
GUEST_DEVICES = ("mouse", "kb_left", "kb_right", "kb_numpad")
LEFT = pygame.Rect(80, 170, 900, 700)
RIGHT = pygame.Rect(1020, 170, 820, 700)


__all__ = ["NightSetup", "family_of"]


class NightSetup(MenuScene):
    music = "menu"

    def __init__(self, app, games):
        self.games = games  # the registry
        self.family = family_of(app)
        self.count = 4
        profiles = [p.name for p in self.family.profiles]
        self.who = [profiles[i] if i < len(profiles) else ("guest" if i < 2 else "bot:normal")
                    for i in range(MAX_PLAYERS)]
        self.chosen = {g.id for g in games.available()}
        super().__init__(app)

    # the table ------------------------------------------------------------------------------------------
    def seat_values(self) -> list[str]:
        return [p.name for p in self.family.profiles] + ["guest", *BOTS]

    def seat_label(self, value: str) -> str:
        if value == "guest":
            return tr("night.guest")
        if value.startswith("bot:"):
            return tr("night.bot", level=tr(f"setup.kind.{value[4:]}"))
        return value

    def fits(self, info) -> bool:
        return info.min_players <= self.count <= info.max_players

    def night_games(self) -> list[str]:
        return [g.id for g in self.games.available() if g.id in self.chosen and self.fits(g)]

    # widgets --------------------------------------------------------------------------------------------
    def build(self) -> None:
        widgets = []
        self.count_choice = Choice(pygame.Rect(LEFT.x + 30, LEFT.y + 80, LEFT.w - 60, 80), lazy_tr("setup.players"),
                                   list(range(MIN_PLAYERS, MAX_PLAYERS + 1)), self.count, self.set_count, wrap=False)
        widgets.append(self.count_choice)
        self.seat_choices = []
        row_h = min(72, (LEFT.h - 200) // self.count)
        for i in range(self.count):
            c = Choice(pygame.Rect(LEFT.x + 110, LEFT.y + 190 + i * row_h, LEFT.w - 140, row_h - 10), "",
                       self.seat_values(), self.who[i], lambda v, i=i: self.set_who(i, v), fmt=self.seat_label,
                       text_size=theme.SMALL)
            self.seat_choices.append(c)
            widgets.append(c)
        self.game_toggles = []
        for k, info in enumerate(self.games.available()):
            t = Toggle(pygame.Rect(RIGHT.x + 30, RIGHT.y + 80 + k * 96, RIGHT.w - 60, 84), game_title(info.id),
                       info.id in self.chosen, lambda v, g=info.id: self.set_game(g, v))
            t.enabled = self.fits(info)
            self.game_toggles.append(t)
            widgets.append(t)
        self.all_button = Button(pygame.Rect(RIGHT.x + 30, RIGHT.bottom - 110, RIGHT.w - 60, 90),
                                 lazy_tr("night.all_games"), self.all_games, icon="check")
        widgets.append(self.all_button)
        self.start = Button(pygame.Rect(960 - 620, 930, 520, 96), lazy_tr("night.start"), self.start_night,
                            icon="play", style="primary", sound="confirm")
        self.family_button = Button(pygame.Rect(960 - 60, 930, 320, 96), lazy_tr("night.family"), self.open_family,
                                    icon="person")
        self.back_button = Button(pygame.Rect(960 + 300, 930, 320, 96), lazy_tr("night.back"), self.back,
                                  icon="back", sound="back")
        widgets += [self.start, self.family_button, self.back_button]
        self.group.set_widgets(widgets)
        self.group.focus(self.start)

    def open_family(self) -> None:
        from game.engine.menus.family_page import FamilyPage

        self.app.push(FamilyPage(self.app, self.games))

    def resume(self) -> None:
        profiles = [p.name for p in self.family.profiles]  # players added on the family page take empty seats
        for name in profiles:
            if name not in self.who[:self.count]:
                free = next((i for i in range(self.count) if self.who[i] not in profiles), None)
                if free is not None:
                    self.who[free] = name
        self.build()

    def set_count(self, n: int) -> None:
        self.count = n
        self.build()
        self.group.focus(self.count_choice)

    def set_who(self, seat: int, value: str) -> None:
        self.who[seat] = value

    def set_game(self, game: str, on: bool) -> None:
        (self.chosen.add if on else self.chosen.discard)(game)

    def all_games(self) -> None:
        self.chosen = {g.id for g in self.games.available()}
        for t in self.game_toggles:
            t.value = True

    # starting -------------------------------------------------------------------------------------------
    def players(self) -> list[Player]:
        out, guests, colours = [], 0, list(SEAT_COLOURS)
        taken = set()
        for i in range(self.count):
            value = self.who[i] if self.who[i] in self.seat_values() else "guest"
            profile = self.family.get(value)
            if profile is not None and profile.name not in taken:
                taken.add(profile.name)
                colour = profile.colour if profile.colour not in {p.colour for p in out} else None
                device = profile.device if profile.device in GUEST_DEVICES else GUEST_DEVICES[len(out) % 4]
                out.append(Player(profile.name, colour or "", "human", "normal", device, profile.portrait))
            elif value.startswith("bot:"):
                out.append(Player(tr("night.bot_name", n=i + 1), "", "bot", value[4:]))
            else:
                guests += 1
                out.append(Player(tr("night.guest_name", n=guests), "", "human", "normal",
                                  GUEST_DEVICES[guests - 1] if guests <= len(GUEST_DEVICES) else "mouse"))
        used = {p.colour for p in out if p.colour}
        free = [c for c in colours if c not in used]
        for p in out:
            if not p.colour:
                p.colour = free.pop(0)
        return out

    def start_night(self) -> None:
        games = self.night_games()
        if not games:
            self.app.notice(tr("night.no_games"))
            return
        night = Night(self.players(), games, seed=setup_model.new_seed())
        store = NightStore(paths.user_data_dir(), [g.id for g in self.games.every()])
        store.save(night)
        flow = NightFlow(night, self.games, store, self.family)
        self.app.night_flow = flow
        self.app.replace(NightBoard(self.app, flow))

    # drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=150), (0, 0))
        text.draw_text(surface, tr("night.heading"), (960, 90), theme.TITLE - 20, theme.GOLD_HI, anchor="center",
                       bold=True, shadow=True)
        for rect, key in ((LEFT, "night.who"), (RIGHT, "night.which_games")):
            theme.draw_panel(surface, rect, theme.BG_TOP)
            text.draw_text(surface, tr(key), (rect.x + 30, rect.y + 40), theme.BODY, theme.GOLD_HI,
                           anchor="midleft", bold=True, max_width=rect.w - 60)
        players = self.players()
        for i, c in enumerate(self.seat_choices):
            draw_portrait(surface, players[i].portrait, (LEFT.x + 60, c.rect.centery), c.rect.h + 4, players[i].colour)
        self.group.draw(surface)
        n = len(self.night_games())
        text.draw_text(surface, tr("night.games_chosen", n=n), (RIGHT.right - 30, RIGHT.y + 40), theme.SMALL,
                       theme.TEXT_DIM, anchor="midright", max_width=RIGHT.w // 2 - 40)


def demo_scene(app, seed: int = 1, moment=None):
    """The night's set-up; moment "family": three family players (in memory only) in the first seats."""
    if moment == "family":
        from game.engine.family import Profile

        family = family_of(app)
        for name, colour, face in (("Grandpa", "green", "grandpa"), ("Mia", "red", "girl"), ("Leo", "blue", "boy")):
            if family.get(name) is None:
                family.profiles.append(Profile(name, colour, face))
    return NightSetup(app, app.games)
