"""The title screen: every game of the app's registry as a big illustrated card, then Continue (when a save
exists: with one saved game it names it and opens it; with more it opens the list of every saved game, newest
first, menus/saved_games.py), Game night, Settings and Quit. A game not built yet says
"coming soon" and cannot be started. The focused game's blurb is shown under the cards in large type.

Frame cost: the backdrop, the heading, every card and button at rest are pre-rendered into one layer (again
after a language switch); a frame blits that layer, redraws the lifted (focused) card or button, the blurb
line and the focus ring."""
from __future__ import annotations

import logging
import math

import pygame

from game.engine import text, theme
from game.engine.i18n import tr, tr_live
from game.engine.menus.base import MenuScene
from game.engine.menus.card_art import emblem, load_art, round_corners
from game.engine.tween import Tween, out_back, out_cubic
from game.engine.widgets import Button, Widget, lazy_tr
from game.engine.widgets.base import label_text

log = logging.getLogger(__name__)

CARD_W, CARD_GAP = 334, 32  # five cards at full width; more games make the cards narrower
CARDS_ROOM = 1860  # the cards' row never runs wider than this
ART_H = CARD_W * 4 // 3  # the card pictures are 3:4
CARD_H = ART_H + 136  # room for a two-line title under the picture
CARDS_TOP = 168
BLURB_Y = CARDS_TOP + CARD_H + 34  # top of the focused game's blurb
BUTTONS_Y = 956  # centre line of the button row
LIFT = 22
TITLE_SIZE = 44


BUTTON_W, BUTTON_W_MAX = 380, 860
BUTTON_W_CROWDED = 300  # the narrowest button when four share the row (Continue, Game night, Settings, Quit)


def _button_width(label: str, least: int = BUTTON_W) -> int:
    """Wide enough for the label at full size (Continue names the game), never narrower than the others."""
    room = 28 * 2 + int(theme.BUTTON * 0.95) + 18  # the Button's padding, icon and gap
    width = text.render(label_text(label), theme.BUTTON, theme.TEXT, bold=True).get_width() + room
    return max(least, min(BUTTON_W_MAX, width + 8))


def card_width(n: int) -> tuple[int, int]:
    """(card width, gap) for `n` game cards in one row: full size up to five, narrower beyond."""
    if n * CARD_W + (n - 1) * CARD_GAP <= CARDS_ROOM:
        return CARD_W, CARD_GAP
    gap = CARD_GAP * 3 // 4
    return (CARDS_ROOM - (n - 1) * gap) // n, gap


def title_size(title: str, width: int) -> int:
    """The card title's size: TITLE_SIZE, smaller when one of its Latin words is wider than the card (a word
    is never cut in two; Chinese wraps between any two characters)."""
    words = [w for w in title.split() if w.isascii()]
    return min([TITLE_SIZE] + [text.fit_size(w, TITLE_SIZE, width, bold=True) for w in words])


class GameCard(Widget):
    """One game on the title screen: its picture and title, rendered once per language; focus lifts it."""

    def __init__(self, rect, info, on_start):
        super().__init__(rect)
        self.info = info
        self.on_start = on_start
        self.lift = 0.0
        self.shake = 0.0
        self.face: pygame.Surface | None = None
        self.broken = False  # the game's own data files failed the start-up check: it cannot be played

    @property
    def available(self) -> bool:
        return bool(self.info.available) and not self.broken

    def activate(self, device=None) -> None:
        if self.available:
            self.sound("confirm")
            self.on_start(self.info)
        else:
            self.sound("back")
            self.on_start(None, refused=self.info)

    def render_face(self) -> pygame.Surface:
        w, h = self.rect.size
        face = pygame.Surface((w, h), pygame.SRCALPHA)
        plate = pygame.Rect(0, ART_H - 40, w, h - ART_H + 40)
        pygame.draw.rect(face, theme.PANEL, plate, border_radius=theme.RADIUS)
        pygame.draw.rect(face, theme.PANEL_EDGE, plate, 3, border_radius=theme.RADIUS)
        title = tr(self.info.title_key)
        art = load_art(self.info.art, (w, ART_H))
        if art is None:
            art = round_corners(emblem(self.info.accent, title, (w, ART_H)), theme.RADIUS)
        face.blit(art, (0, 0))
        size = title_size(title, w - 32)
        lines = text.wrap(title, size, w - 32, bold=True)[:2]
        line_h = text.render("Ag", size, theme.TEXT, bold=True).get_height()
        y = ART_H + (h - ART_H - len(lines) * line_h) // 2
        for line in lines:
            text.draw_text(face, line, (w // 2, y), size, theme.GOLD_HI, anchor="midtop", bold=True,
                           max_width=w - 24)
            y += line_h
        if not self.available:
            veil = pygame.Surface((w, ART_H), pygame.SRCALPHA)
            pygame.draw.rect(veil, (*theme.BG, 120), veil.get_rect(), border_radius=theme.RADIUS)
            face.blit(veil, (0, 0))
            band = pygame.Rect(0, 0, w - 8, 70)
            band.midbottom = (w // 2, ART_H - 56)
            pygame.draw.rect(face, theme.INK, band.inflate(0, 8))
            pygame.draw.rect(face, theme.GOLD, band)
            band_text = tr("title.unavailable" if self.broken else "title.coming_soon")
            text.draw_text(face, band_text, band.center, 40, theme.TEXT_ON_GOLD, anchor="center",
                           bold=True, max_width=band.w - 20)
        self.face = face.convert_alpha() if pygame.display.get_surface() else face
        return self.face

    def draw(self, surface, rect, focused, t):
        if self.face is None:
            self.render_face()
        spread = 18
        surface.blit(theme.soft_shadow(rect.size, theme.RADIUS, spread),
                     (rect.x - spread, rect.y - spread + 10 + int(self.lift * 0.5)))
        surface.blit(self.face, rect)


class TitleScene(MenuScene):
    music = "menu"
    notice_at = BLURB_Y + 16  # notices over the blurb band, never over the title letters or the buttons

    def build(self) -> None:
        specs = self.app.games.every()
        card_w, gap = card_width(len(specs))
        total = len(specs) * card_w + (len(specs) - 1) * gap
        x = 960 - total // 2
        self.cards: list[GameCard] = []
        broken = self.app.broken_games
        for info in specs:
            self.cards.append(GameCard(pygame.Rect(x, CARDS_TOP, card_w, CARD_H), info, self.start_game))
            self.cards[-1].broken = info.id in broken
            x += card_w + gap
        buttons = []
        self.continue_label = self._continue_label()
        if self.continue_label is not None:
            buttons.append({"label": self.continue_label, "on_click": self.continue_game, "icon": "continue",
                            "style": "primary", "sound": "confirm"})
        # "Continue the night" when no game waits in Continue (else the row is too full: Game night continues it)
        night_key = ("night.continue" if self.continue_label is None and self.stored_night() is not None
                     else "night.title_button")
        buttons.append({"label": lazy_tr(night_key), "on_click": self.game_night, "icon": "dice"})
        buttons.append({"label": lazy_tr("title.settings"), "on_click": self.open_settings, "icon": "gear"})
        buttons.append({"label": lazy_tr("title.quit"), "on_click": self.quit, "icon": "exit", "sound": "back"})
        least = BUTTON_W if len(buttons) < 4 else BUTTON_W_CROWDED
        widths = [_button_width(spec["label"], least) for spec in buttons]
        gap = 40 if len(buttons) < 4 else 28
        bx = 960 - (sum(widths) + (len(buttons) - 1) * gap) // 2
        self.buttons = []
        for spec, width in zip(buttons, widths):
            self.buttons.append(Button(pygame.Rect(bx, BUTTONS_Y - 48, width, 96), **spec))
            bx += width + gap
        old_focus = self.group.focused
        self.group.set_widgets(self.cards + self.buttons)
        if old_focus is None:
            # where a player most likely wants to go: continue their game, else the first playable game
            first = next((c for c in self.cards if c.available), self.cards[0] if self.cards else None)
            self.group.focus(self.buttons[0] if self.continue_label is not None else first)
        self._lift_tweens: dict[GameCard, Tween] = {}
        self._blurbs: dict[str | None, list[str]] = {}
        self._render_static()

    def _render_static(self) -> None:
        size = (1920, 1080)
        layer = theme.backdrop(size, veil=70).copy()
        text.draw_text(layer, tr("title.name"), (960, 14), theme.TITLE, theme.GOLD_HI, anchor="midtop", bold=True,
                       shadow=True, max_width=1600)
        self.bare = layer.copy()  # the backdrop without cards: patched under a lifted card
        for card in self.cards:
            card.render_face()
            card.draw(layer, card.rect, False, 0.0)
        for button in self.buttons:  # at rest; a frame redraws only the focused one
            button.draw(layer, button.rect, False, 0.0)
        self.static = layer

    def has_continue(self) -> bool:
        try:
            return bool(self.app.saves.has_continue())
        except Exception:
            log.exception("checking the continue slot failed")
            return False

    def saved_games(self) -> list:
        """Every game that can be continued, newest first (saves.SavedGame); [] when none or unreadable."""
        try:
            return list(self.app.saves.saved_games())
        except Exception:
            log.exception("listing the saved games failed")
            return []

    def saved_game(self):
        """The registry entry of the game Continue opens when only one waits; None when it is no game we know
        (or several wait: then Continue opens the list)."""
        saved = self.saved_games()
        return self.app.games.find(saved[0].game) if len(saved) == 1 else None

    def _continue_label(self) -> str | None:
        """Continue's label for the current language: "Continue — Baba Yaga" for the one saved game, "Continue
        (3 games)" when several wait, None when none does."""
        saved = self.saved_games()
        if not saved:
            return None
        if len(saved) > 1:
            return tr("title.continue_list", n=len(saved))
        info = self.app.games.find(saved[0].game)
        return tr("title.continue_game", game=tr(info.title_key)) if info else tr("title.continue")

    def resume(self) -> None:
        # a save may have appeared, vanished or changed game while we were away
        if self._continue_label() != self.continue_label:
            self.build()

    # actions -----------------------------------------------------------------------------------------------
    def start_game(self, info, refused=None) -> None:
        if refused is not None:
            card = next(c for c in self.cards if c.info is refused)
            self.tweens.add(Tween(1.0, 0.0, 0.45, out_cubic), card, "shake")
            problem = self.app.broken_games.get(refused.id)
            if problem is not None:
                self.app.notice(tr_live("app.notice.game_data_broken", game=tr_live(refused.title_key),
                                        file=problem.file.name), 6)
            else:
                self.app.notice(tr_live("title.coming_soon_notice", game=tr_live(refused.title_key)))
            return
        from game.engine.menus.setup import SetupScene

        self.app.switch(SetupScene(self.app, info.id))

    def continue_game(self) -> None:
        """One saved game: continue it. Several: the list of them (the family chooses)."""
        saved = self.saved_games()
        if len(saved) > 1:
            from game.engine.menus.saved_games import SavedGamesScene

            self.app.switch(SavedGamesScene(self.app))
            return
        from game.engine.menus.saved_games import resume

        if not resume(self.app, saved[0].game if saved else None):
            self.build()

    def stored_night(self):
        """The game night in progress kept on disk, or None (a damaged one is set aside with a notice)."""
        from game.engine import paths
        from game.engine.family import NightStore

        store = NightStore(paths.user_data_dir(), self.app.games.ids())
        night = store.load()
        for key, values in store.notices:
            self.app.notice(tr_live(key, **values))
        return night

    def game_night(self) -> None:
        """A new night's set-up, or the night in progress: its saved game if Continue holds it, else its
        scoreboard before the game in progress."""
        from game.engine import paths
        from game.engine.family import NightStore
        from game.engine.menus.night_board import NightBoard
        from game.engine.menus.night_setup import NightSetup, family_of
        from game.engine.night_flow import NightFlow

        night = self.stored_night()
        if night is None:
            self.app.switch(NightSetup(self.app, self.app.games))
            return
        store = NightStore(paths.user_data_dir(), self.app.games.ids())
        flow = NightFlow(night, self.app.games, store, family_of(self.app))
        self.app.night_flow = flow
        try:  # the night's own game in progress (another game saved since never hides it)
            loaded = self.app.saves.load(night.current) if night.current else None
        except Exception:
            loaded = None
        if loaded and flow.owns(loaded[0]) and flow.start_current(self.app, loaded[1], loaded[0], loaded[2]):
            return
        self.app.switch(NightBoard(self.app, flow))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F12 and not self.group.editing:
            self.open_dev_menu()  # hidden on purpose: the developer scenes (physics sandbox)
            return
        super().handle(event)

    def open_dev_menu(self) -> None:
        from game.engine.menus.dev_menu import DevMenu

        self.app.push(DevMenu(self.app))

    def open_settings(self) -> None:
        from game.engine.menus.settings_scene import SettingsScene

        self.app.switch(SettingsScene(self.app), push=True)

    def quit(self) -> None:
        """Asked first: the focus of the question starts on No (a stray Enter at start-up never quits)."""
        from game.engine.menus.ask import Ask

        self.app.push(Ask(self.app, tr("title.quit_question"), tr("title.quit_yes"), self.app.quit,
                          tr("title.quit_no"), yes_icon="exit"))

    def back(self) -> None:
        # back on the title screen walks to the Quit button instead of quitting at once
        self.group.focus(self.buttons[-1], sound=True)

    def on_pause_intent(self) -> None:
        self.back()

    # every frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for card in self.cards:
            target = LIFT if card is self.group.focused else 0.0
            tw = self._lift_tweens.get(card)
            if tw is None or tw.end != target:
                tw = Tween(card.lift, target, 0.22, out_back if target else out_cubic)
                self._lift_tweens[card] = tw
            card.lift = tw.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        focused = self.group.focused
        for card in self.cards:
            if card.lift < 0.5 and not card.shake:
                continue
            dx = int(math.sin(card.shake * 28) * 16 * card.shake)
            rect = card.rect.move(dx, -int(card.lift))
            patch = card.rect.inflate(40, 40 + LIFT * 2)
            surface.blit(self.bare, patch, patch)
            card.draw(surface, rect, card is focused, self.time)
        if focused in self.buttons:
            focused.draw(surface, focused.rect, True, self.time)
        self._draw_blurb(surface, focused)
        if focused is not None:
            rect = focused.rect
            if isinstance(focused, GameCard):
                dx = int(math.sin(focused.shake * 28) * 16 * focused.shake)
                rect = rect.move(dx, -int(focused.lift))
            theme.draw_focus_ring(surface, rect, self.time)


    def _blurb_lines(self, focused) -> list[str]:
        key = focused.info.id if isinstance(focused, GameCard) else None
        lines = self._blurbs.get(key)
        if lines is None:
            blurb = tr(focused.info.blurb_key) if key else tr("title.tagline")
            lines = text.wrap(blurb, theme.BODY, 1640)[:2]
            self._blurbs[key] = lines
        return lines

    def _draw_blurb(self, surface, focused) -> None:
        line_h = text.render("Ag", theme.BODY, theme.TEXT).get_height()
        lines = self._blurb_lines(focused)
        y = BLURB_Y + (line_h if len(lines) == 1 else line_h // 2) - line_h // 2
        width = max(text.render(line, theme.BODY, theme.TEXT).get_width() for line in lines) if lines else 0
        plate = pygame.Rect(0, 0, min(1760, width + 80), line_h * len(lines) + 16)
        plate.midtop = (960, y - 8)
        surface.blit(theme.glass(plate.size, 150, plate.h // 2), plate)
        for line in lines:
            text.draw_text(surface, line, (960, y), theme.BODY, theme.TEXT, anchor="midtop", shadow=True,
                           max_width=1700)
            y += line_h


def demo_scene(app, seed: int = 1, moment=None):
    return TitleScene(app)
