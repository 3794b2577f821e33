"""The family page: every player this computer remembers, each with their portrait, colour and shape, their
nights and championships, their best moment (game.core.best_moments: the tallest stalk, the fastest escape ...)
and a chart of their games — a bar per game in that game's colour, as tall as the games played, its lower part
the games won, topped by the game's picture. New players are added here (a portrait, a name, a colour, child or
grown-up, a preferred device); choosing a player's card, or typing (or cycling to) their name, shows them in the
form to change.

The cards come six to a page (up to MAX_PROFILES players): previous / next arrows beside them (widgets of the
page's focus group: mouse, keyboard and pads alike; the wheel turns pages too) and "2 / 3" by the heading. The page
turns by itself to the player the form shows and to the player just added."""
from __future__ import annotations

import pygame

from game.core.setup import SEAT_COLOURS
from game.engine import intents as I
from game.engine import text, theme
from game.engine.family import AGES, DEVICES, PORTRAITS, Profile, best_moment
from game.engine.i18n import tr
from game.engine.menus import setup_model
from game.engine.menus.base import MenuScene
from game.engine.menus.card_art import load_art
from game.engine.menus.night_moments import draw_moment
from game.engine.menus.night_setup import family_of
from game.engine.night_flow import moment_specs
from game.engine.portraits import draw_portrait
from game.engine.widgets import Button, Choice, Widget, draw_icon, lazy_tr
from game.engine.widgets.textfield import TextField

CARD_W, CARD_H, GAP = 540, 306, 20
COLUMNS, ROWS = 3, 2
PER_PAGE = COLUMNS * ROWS
HEADING_Y = 56
TOP = 124
GRID_W = COLUMNS * CARD_W + (COLUMNS - 1) * GAP
GRID_X = 960 - GRID_W // 2
GRID_H = ROWS * CARD_H + (ROWS - 1) * GAP
ARROW_W, ARROW_H, ARROW_GAP = 86, 240, 22  # the page arrows beside the cards
FORM_Y, FORM_H = 838, 96
BUTTONS_Y = 950
PORTRAIT = 112  # a card's portrait
CHOSEN_R = 26  # the gold tick on the card of the player the form shows
FORM_DEVICES = DEVICES


def shade(rgb, k: float):
    return tuple(max(0, min(255, round(c * k))) for c in rgb)


def device_words(device: str, app) -> str:
    """A preferred device in words: the set-up's names for the mouse and the keyboard zones; any gamepad; a
    phone."""
    if device == "pad":
        return tr("common.gamepad")
    if device == "phone":
        return tr("family.device.phone")
    return setup_model.device_label(device, app)


def device_icon(device: str) -> str:
    return "gamepad" if device in ("pad", "phone") else setup_model.device_icon(device)


def card_rect(k: int) -> pygame.Rect:
    """Where the k-th card of a page goes (three to a row, two rows)."""
    col, row = k % COLUMNS, k // COLUMNS
    return pygame.Rect(GRID_X + col * (CARD_W + GAP), TOP + row * (CARD_H + GAP), CARD_W, CARD_H)


class ProfileCard(Widget):
    """A place for a player's card on the page (hidden while it has no player): choosing it (a click, confirm)
    shows the player in the form, to change them; choosing the player the form already shows empties the form
    for a new player. The six places stay while the pages turn, so the focus stays where it was."""

    def __init__(self, rect, page: FamilyPage):
        super().__init__(rect)
        self.page = page
        self.profile: Profile | None = None

    def activate(self, device=None) -> None:
        self.sound("click")
        self.page.choose(self.profile)

    def draw(self, surface, rect, focused, t):
        self.page._draw_card(surface, self.profile, rect, focused, self.page.editing() is self.profile)


class FamilyPage(MenuScene):
    music = "menu"

    def __init__(self, app, games):
        self.games = games
        self.family = family_of(app)
        self.new_name = ""
        self.new_colour = SEAT_COLOURS[len(self.family.profiles) % len(SEAT_COLOURS)]
        self.new_age = "grown-up"
        self.new_portrait = PORTRAITS[len(self.family.profiles) % len(PORTRAITS)]
        self.new_device = "mouse"
        self.page = 0  # which six cards show
        self.slots: list[ProfileCard] = []  # the six places for cards
        self._art: dict = {}
        self.specs = moment_specs(games, [g.id for g in games.every()])
        super().__init__(app)

    def build(self) -> None:
        y, h = FORM_Y, FORM_H
        self.portrait_choice = Choice(pygame.Rect(120, y - 10, 250, h + 20), "", PORTRAITS, self.new_portrait,
                                      self.set_portrait, draw_value=self._draw_portrait)
        # "Name" only while it is empty: a 14-letter name beside the label shrank below the sofa floor
        self.name_field = TextField(pygame.Rect(390, y, 480, h), None, self.new_name,
                                    self.set_name, max_len=14, text_size=theme.SMALL,
                                    suggestions=lambda: [p.name for p in self.family.profiles],
                                    placeholder=lazy_tr("family.name"))
        self.colour_choice = Choice(pygame.Rect(890, y, 250, h), "", SEAT_COLOURS, self.new_colour,
                                    self.set_colour, draw_value=self._draw_colour)
        self.age_choice = Choice(pygame.Rect(1160, y, 290, h), "", AGES, self.new_age, self.set_age,
                                 fmt=lambda a: tr(f"family.age.{a}"), text_size=theme.SMALL)
        self.device_choice = Choice(pygame.Rect(1470, y, 330, h), "", FORM_DEVICES, self.new_device,
                                    self.set_device, draw_value=self._draw_device)
        label = lambda: tr("family.save" if self.editing() else "family.add")  # noqa: E731 (follows the form)
        self.add_button = Button(pygame.Rect(960 - 360, BUTTONS_Y, 400, h), label, self.add, icon="person",
                                 style="primary", sound="confirm", text_size=theme.SMALL)
        self.back_button = Button(pygame.Rect(960 + 80, BUTTONS_Y, 280, h), lazy_tr("night.back"), self.back,
                                  icon="back", sound="back", text_size=theme.SMALL)
        arrow_y = TOP + GRID_H // 2 - ARROW_H // 2
        self.prev_button = Button(pygame.Rect(GRID_X - ARROW_GAP - ARROW_W, arrow_y, ARROW_W, ARROW_H), "",
                                  lambda: self.turn(-1), icon="left", text_size=theme.HEADING)
        self.next_button = Button(pygame.Rect(GRID_X + GRID_W + ARROW_GAP, arrow_y, ARROW_W, ARROW_H), "",
                                  lambda: self.turn(1), icon="right", text_size=theme.HEADING)
        self.form = [self.portrait_choice, self.name_field, self.colour_choice, self.age_choice, self.device_choice,
                     self.add_button, self.back_button]
        self.slots = [ProfileCard(card_rect(k), self) for k in range(PER_PAGE)]
        self.group.set_widgets([*self.slots, self.prev_button, self.next_button, *self.form])
        self.place_cards()
        self.group.focus(self.name_field if not self.family.profiles else self.back_button)

    # the pages of cards ------------------------------------------------------------------------------------
    @property
    def pages(self) -> int:
        return max(1, -(-len(self.family.profiles) // PER_PAGE))

    @property
    def cards(self) -> list[ProfileCard]:
        """The cards the page shows."""
        return [c for c in self.slots if c.visible]

    def place_cards(self) -> None:
        """The players of the page shown in the card places, and the arrows when there is more than one page. A
        focused place left empty (a shorter last page) passes the focus to the last card."""
        self.page = min(max(0, self.page), self.pages - 1)
        shown = self.family.profiles[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for k, card in enumerate(self.slots):
            card.profile = shown[k] if k < len(shown) else None
            card.visible = card.profile is not None
        self.prev_button.visible = self.next_button.visible = self.pages > 1
        if self.group.focused in self.slots and not self.group.focused.visible and self.cards:
            self.group.focus(self.cards[-1])
        self.group.fix_focus()

    def show_page(self, page: int) -> None:
        """Show the cards of `page` (counted round: after the last page comes the first)."""
        page %= self.pages
        if page != self.page:
            self.page = page
            self.place_cards()

    def turn(self, step: int) -> None:
        self.show_page(self.page + step)

    def show_player(self, profile: Profile) -> None:
        """Turn to the page with this player's card."""
        if profile in self.family.profiles:
            self.show_page(self.family.profiles.index(profile) // PER_PAGE)

    def on_intent(self, intent: I.Intent) -> None:
        """The wheel turns the pages (a widget under the pointer that takes the wheel keeps it)."""
        if intent.action == I.WHEEL and self.pages > 1 and not self.group.editing:
            if not self.group.on_intent(intent):
                self.turn(-intent.button)
            return
        super().on_intent(intent)

    # the form ----------------------------------------------------------------------------------------------
    def editing(self):
        """The player whose name is typed in the form (the form then changes them), or None."""
        return self.family.get(self.new_name.strip())

    def _draw_colour(self, surface, rect, value, colour) -> None:
        theme.draw_seat_badge(surface, value, rect.center, min(26, rect.h // 2 - 8))

    def _draw_portrait(self, surface, rect, value, colour) -> None:
        draw_portrait(surface, value, rect.center, rect.h - 8, self.new_colour)

    def _draw_device(self, surface, rect, value, ink) -> None:
        size = min(40, rect.h - 30)
        label = device_words(value, self.app)
        room = rect.w - size - 16
        tw = min(text.size_of(label, theme.SMALL, True)[0], room)
        x = rect.centerx - (size + 10 + tw) // 2
        draw_icon(surface, device_icon(value), (x + size // 2, rect.centery), size, ink)
        text.draw_text(surface, label, (x + size + 10, rect.centery), theme.SMALL, ink, anchor="midleft",
                       bold=True, max_width=room)

    def set_name(self, value: str) -> None:
        """A name typed (or cycled to) that is a player's: the form shows that player, to change them, and the
        page turns to their card."""
        self.new_name = value
        p = self.family.get(value.strip())
        if p is not None:
            self.new_colour, self.new_age, self.new_portrait, self.new_device = p.colour, p.age, p.portrait, p.device
            self._show_form()
            self.show_player(p)

    def choose(self, profile: Profile) -> None:
        """A card chosen: the form shows that player (or, when it already does, empties for a new player)."""
        if self.editing() is profile:
            self._new_player_form()
            self._show_form()
        else:
            self.set_name(profile.name)  # the field shows the name as stored (longer than typed, from a file)

    def _new_player_form(self) -> None:
        n = len(self.family.profiles)
        self.new_name = ""
        self.new_colour = SEAT_COLOURS[n % len(SEAT_COLOURS)]
        self.new_portrait = PORTRAITS[n % len(PORTRAITS)]
        self.new_age, self.new_device = "grown-up", "mouse"

    def _show_form(self) -> None:
        """The form's widgets show the new_* values."""
        self.name_field.value = self.new_name
        self.colour_choice.set_value(self.new_colour)
        self.age_choice.set_value(self.new_age)
        self.portrait_choice.set_value(self.new_portrait)
        self.device_choice.set_value(self.new_device)

    def set_colour(self, value: str) -> None:
        self.new_colour = value

    def set_age(self, value: str) -> None:
        self.new_age = value

    def set_portrait(self, value: str) -> None:
        self.new_portrait = value

    def set_device(self, value: str) -> None:
        self.new_device = value

    def add(self) -> None:
        """Add the player in the form, or save the changes to the player of that name; the page then shows
        their card."""
        name = self.new_name.strip()
        if not name:
            self.app.notice(tr("family.need_name"))
            return
        try:
            saved = self.family.add(Profile(name, self.new_colour, self.new_portrait, self.new_device, self.new_age))
        except ValueError:
            self.app.notice(tr("family.full"))
            return
        self.page = self.family.profiles.index(saved) // PER_PAGE
        self._new_player_form()
        self.build()
        self.group.focus(self.name_field)  # ready for the next player's name, as a family enters them one by one

    # drawing --------------------------------------------------------------------------------------------
    def art(self, game: str, size):
        key = (game, size)
        if key not in self._art:
            info = self.games.get(game)
            self._art[key] = load_art(getattr(info, "art", ""), size)
        return self._art[key]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=140), (0, 0))
        text.draw_text(surface, tr("family.heading"), (960, HEADING_Y), theme.TITLE - 24, theme.GOLD_HI,
                       anchor="center", bold=True, shadow=True)
        if self.pages > 1:
            text.draw_text(surface, tr("family.page", n=self.page + 1, total=self.pages), (GRID_X + GRID_W, HEADING_Y),
                           theme.BODY, theme.TEXT_DIM, anchor="midright", bold=True)
        if not self.family.profiles:
            text.draw_text(surface, tr("family.empty"), (960, 480), theme.BODY, theme.TEXT, anchor="center",
                           max_width=1500)
        else:
            text.draw_text(surface, tr("family.edit_hint"), (960, FORM_Y - 32), 28, theme.TEXT_DIM,
                           anchor="center", max_width=1600)
        self.group.draw(surface)

    def _draw_card(self, surface, p: Profile, rect: pygame.Rect, focused: bool = False, chosen: bool = False) -> None:
        """A player's card; brighter when focused or while the form shows them, then with a gold tick."""
        theme.draw_panel(surface, rect, theme.PANEL_HI if focused or chosen else theme.BG_TOP,
                         border=theme.seat_rgb(p.colour), border_width=4)
        draw_portrait(surface, p.portrait, (rect.x + 18 + PORTRAIT // 2, rect.y + 14 + PORTRAIT // 2), PORTRAIT,
                      p.colour)
        left = rect.x + PORTRAIT + 36
        name_room = rect.right - 20 - left
        if chosen:
            tick = (rect.right - 44, rect.y + 40)
            pygame.draw.circle(surface, theme.INK, tick, CHOSEN_R + 3)
            pygame.draw.circle(surface, theme.GOLD, tick, CHOSEN_R)
            draw_icon(surface, "check", tick, CHOSEN_R * 3 // 2, theme.TEXT_ON_GOLD)
            name_room -= 2 * CHOSEN_R + 20
        text.draw_text(surface, p.name, (left, rect.y + 40), theme.BODY, theme.TEXT, anchor="midleft",
                       bold=True, max_width=name_room)
        stars = tr("family.nights", nights=p.nights, won=p.champion)
        text.draw_text(surface, stars, (left, rect.y + 86), 30, theme.GOLD_HI, anchor="midleft",
                       max_width=rect.right - 20 - left)
        draw_moment(surface, self.games, best_moment(p, self.specs, self.family.profiles), self.specs,
                    (rect.x + 20, rect.y + 152), 28, theme.TEXT, rect.w - 40)
        games = [g for g in self.games.available()]
        if not games:
            return
        chart = pygame.Rect(rect.x + 24, rect.y + 178, rect.w - 48, rect.h - 186)
        most = max([1] + [p.record.get(g.id, {}).get("played", 0) for g in games])
        w = chart.w // len(games)
        for i, info in enumerate(games):
            r = p.record.get(info.id, {})
            played, won = r.get("played", 0), r.get("won", 0)
            bx = chart.x + i * w + 8
            bar_w = w - 16
            pic = self.art(info.id, (bar_w, bar_w // 3))
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


# a full family for the demo's "crowd": a name, a colour and a picture each, after the first three
CROWD = (("Grandpa", "yellow", "grandpa"), ("Ada", "purple", "witch"), ("Tom", "orange", "hero"),
         ("Zoe", "pink", "fox"), ("Max", "red", "goblin"), ("Lily", "blue", "owl"), ("Sam", "green", "frog"),
         ("Nora", "yellow", "girl"), ("Ben", "purple", "boy"), ("Aunt Rosa", "orange", "witch"),
         ("Uncle Bob", "pink", "giant"), ("Emma", "red", "rat"), ("Finn", "blue", "hero"))


def demo_scene(app, seed: int = 1, moment=None):
    """The page with three players; `moment` "empty": nobody yet; "crowd": a full family of 16, "crowd:3" on
    its third page."""
    registry = app.games
    page = FamilyPage(app, registry)
    moment = str(moment or "")
    if moment != "empty" and not page.family.profiles:
        ids = [g.id for g in registry.available()]
        bests = ({"stalk": 14}, {"escape": 154}, {"win": 4})
        players = [("Mia", "red", "child", "girl"), ("Leo", "blue", "grown-up", "boy"),
                   ("Grandma", "green", "grown-up", "grandma")]
        if moment.startswith("crowd"):
            players += [(name, colour, "child" if k % 3 == 1 else "grown-up", face)
                        for k, (name, colour, face) in enumerate(CROWD)]
        for k, (name, colour, age, face) in enumerate(players):
            page.family.profiles.append(Profile(name, colour, face, age=age))
            for j, g in enumerate(ids):
                played = (seed + k * 3 + j * 2) % 6 + 1
                best = {key: v for key, v in bests[k % 3].items() if key in page.specs.get(g, {}) and key != "win"}
                if j == k and "win" in bests[k % 3]:
                    best["win"] = bests[k % 3]["win"]
                page.family.profiles[-1].record[g] = {"played": played, "won": (played * (k % 3 + 1)) // 4,
                                                      "best": best}
            page.family.profiles[-1].nights, page.family.profiles[-1].champion = 3, k % 3
    if ":" in moment:
        page.page = int(moment.split(":")[1]) - 1
    page._new_player_form()
    page.build()
    return page
