"""Every game waiting to be continued, one row each, newest first: the game's picture and name, when it was
saved ("Today 14:05", "Yesterday 20:10", "3 Dec 14:05") and who sits at the table (each seat's badge and name,
a robot beside a bot). The title's Continue opens it when more than one game waits; choosing a row (mouse,
arrows + Enter, a pad) continues that game.

`resume(app, game_id)` is the one way a saved game is continued from a menu (the title, this list, a game's
set-up screen): the save's state, what the screen showed (GameScene.restore_screen: the log, a seat's
selection), and, for the game in progress of a stored game night, the night around it."""
from __future__ import annotations

import logging
import time

import pygame

from game.engine import text, theme
from game.engine.i18n import tr, tr_live
from game.engine.menus.base import MenuScene
from game.engine.menus.card_art import emblem, load_art, round_corners
from game.engine.widgets import Button, Widget, lazy_tr
from game.engine.widgets.icons import draw_icon

log = logging.getLogger(__name__)

ROWS_TOP, ROWS_BOTTOM = 160, 925  # the rows' band (the heading above, Back below)
ROW_W, ROW_H_MAX, ROW_GAP = 1640, 150, 16
NAME_SIZE = 44  # the game's name
WHEN_SIZE = 36
WHO_SIZE, WHO_MIN = 34, 28  # the seats' names shrink to 28 px at the least, then the last ones are counted


# words ---------------------------------------------------------------------------------------------------------
def when_text(saved_at: float, now: float | None = None) -> str:
    """When a game was saved, in the family's words and local time: "Today 14:05", "Yesterday 20:10",
    "3 Dec 14:05", or with the year when it is not this year's ("3 Dec 2025 14:05"). "" when unknown."""
    if not saved_at or saved_at <= 0:
        return ""
    now = time.time() if now is None else now
    try:
        then, today = time.localtime(saved_at), time.localtime(now)
    except (OverflowError, OSError, ValueError):
        return ""
    clock = f"{then.tm_hour:02d}:{then.tm_min:02d}"
    day_then = (then.tm_year, then.tm_yday)
    yesterday = time.localtime(time.mktime((today.tm_year, today.tm_mon, today.tm_mday - 1, 12, 0, 0, 0, 0, -1)))
    if day_then == (today.tm_year, today.tm_yday):
        return tr("saves.when.today", time=clock)
    if day_then == (yesterday.tm_year, yesterday.tm_yday):
        return tr("saves.when.yesterday", time=clock)
    month = tr(f"saves.month.{then.tm_mon}")
    key = "saves.when.date" if then.tm_year == today.tm_year else "saves.when.date_year"
    return tr(key, day=then.tm_mday, month=month, year=then.tm_year, time=clock)


def game_title(app, game_id: str) -> str:
    info = app.games.find(game_id)
    return tr(info.title_key) if info is not None else game_id


# continuing ----------------------------------------------------------------------------------------------------
def night_owning(app, setup):
    """The stored game night whose game in progress this saved set-up is (a NightFlow), or None."""
    from game.engine import paths
    from game.engine.family import NightStore

    try:
        store = NightStore(paths.user_data_dir(), app.games.ids())
        night = store.load()
        if night is None:
            return None
        from game.engine.menus.night_setup import family_of
        from game.engine.night_flow import NightFlow

        flow = NightFlow(night, app.games, store, family_of(app))
        return flow if flow.owns(setup) else None
    except Exception:  # the night is a nicety here: the game itself still continues
        log.exception("reading the stored game night")
        return None


def resume(app, game_id: str | None) -> bool:
    """Continue the saved game `game_id` (None: the newest). False, with a notice, when it cannot be opened (a
    save whose scene fails to build is set aside: it would fail at every launch)."""
    try:
        loaded = app.saves.load(game_id)
    except Exception:
        log.exception("loading the save of %s failed", game_id)
        loaded = None
    if not loaded:
        app.notice(tr_live("title.continue_failed"))
        return False
    setup, state, extra = loaded
    flow = night_owning(app, setup)
    if flow is not None and flow.start_current(app, state, setup, extra):
        return True
    from game.engine.table.game_scene import GameScene

    try:
        scene = app.games.get(setup.game).make_scene(app, setup, state)
        if isinstance(scene, GameScene):
            scene.restore_screen(extra)
    except Exception:
        log.exception("restoring the saved game failed")
        app.saves.set_aside_crashed()
        app.notice(tr_live("title.continue_failed"))
        return False
    app.start_game_scene(setup, scene)
    return True


# the list ------------------------------------------------------------------------------------------------------
class SavedRow(Widget):
    """One saved game: its picture, name, when and who, drawn once per language (focus brightens it)."""

    def __init__(self, rect, app, saved, on_choose):
        super().__init__(rect)
        self.app = app
        self.saved = saved
        self.on_choose = on_choose
        self._faces: dict[bool, pygame.Surface] = {}

    def activate(self, device=None) -> None:
        self.sound("confirm")
        self.on_choose(self.saved.game)

    def render(self, focused: bool) -> pygame.Surface:
        w, h = self.rect.size
        face = pygame.Surface((w + 40, h + 40), pygame.SRCALPHA)
        body = pygame.Rect(20, 20, w, h)
        theme.draw_panel(face, body, theme.PANEL_HI if focused else theme.PANEL, radius=theme.RADIUS,
                         border=theme.GOLD if focused else theme.PANEL_EDGE)
        info = self.app.games.find(self.saved.game)
        art_h = h - 20
        art_w = art_h * 3 // 4
        art = load_art(info.art, (art_w, art_h)) if info is not None else None
        if art is None:
            accent = info.accent if info is not None else theme.GOLD_DEEP
            art = emblem(accent, game_title(self.app, self.saved.game), (art_w, art_h))
        face.blit(round_corners(art, 14), (body.x + 10, body.y + 10))
        left = body.x + 10 + art_w + 28
        room = body.right - 28 - left
        when = when_text(self.saved.saved_at)
        when_w = text.size_of(when, WHEN_SIZE)[0] if when else 0
        line1 = body.y + 14
        text.draw_text(face, game_title(self.app, self.saved.game), (left, line1), NAME_SIZE, theme.GOLD_HI,
                       bold=True, max_width=max(200, room - when_w - 40))
        if when:
            draw_icon(face, "clock", (body.right - 28 - when_w - 26, line1 + 30), 34, theme.TEXT_DIM, drawn=True)
            text.draw_text(face, when, (body.right - 28, line1 + 30), WHEN_SIZE, theme.TEXT, anchor="midright")
        self._draw_who(face, left, body.bottom - 14 - 24, room)
        return face

    def _draw_who(self, face, left: int, mid: int, room: int) -> None:
        """Each seat's badge and name, a robot after a bot's; smaller type (28 px at the least) when they do not
        fit, then the last seats as "+2"."""
        seats = self.saved.seats
        for size in range(WHO_SIZE, WHO_MIN - 1, -2):
            widths = [self._seat_width(s, size) for s in seats]
            if sum(widths) + 30 * (len(seats) - 1) <= room:
                break
        shown, more = list(seats), 0
        while shown and sum(self._seat_width(s, size) for s in shown) + 30 * (len(shown) - 1) + (
                text.size_of(f"+{more}", size, True)[0] + 30 if more else 0) > room:
            shown.pop()
            more += 1
        x = left
        for seat in shown:
            theme.draw_seat_badge(face, seat.colour, (x + 16, mid), 16)
            x += 40
            x = text.draw_text(face, seat.name, (x, mid), size, theme.TEXT, anchor="midleft").right
            if seat.is_bot:
                draw_icon(face, "robot", (x + 10 + size // 2, mid), size, theme.TEXT_DIM, drawn=True)
                x += 10 + size
            x += 30
        if more:
            text.draw_text(face, f"+{more}", (x, mid), size, theme.TEXT_DIM, anchor="midleft", bold=True)

    @staticmethod
    def _seat_width(seat, size: int) -> int:
        return 40 + text.size_of(seat.name, size)[0] + (10 + size if seat.is_bot else 0)

    def draw(self, surface, rect, focused, t):
        face = self._faces.get(focused)
        if face is None:
            face = self._faces[focused] = self.render(focused)
        surface.blit(face, (rect.x - 20, rect.y - 20))


class SavedGamesScene(MenuScene):
    """The list of saved games; Back returns to the title."""
    music = "menu"
    nav = "linear"

    def build(self) -> None:
        try:
            saved = self.app.saves.saved_games()
        except Exception:
            log.exception("listing the saved games failed")
            saved = []
        n = max(1, len(saved))
        row_h = min(ROW_H_MAX, (ROWS_BOTTOM - ROWS_TOP - ROW_GAP * (n - 1)) // n)
        self.rows = [SavedRow(pygame.Rect(960 - ROW_W // 2, ROWS_TOP + k * (row_h + ROW_GAP), ROW_W, row_h),
                              self.app, s, self.choose) for k, s in enumerate(saved)]
        self.back_button = Button(pygame.Rect(960 - 170, 950, 340, 96), lazy_tr("saves.back"), self.back,
                                  icon="back", sound="back")
        focused = self.group.focused
        self.group.set_widgets([*self.rows, self.back_button])
        if focused is None or focused not in self.group.widgets:
            self.group.focus(self.rows[0] if self.rows else self.back_button)

    def choose(self, game_id: str) -> None:
        if not resume(self.app, game_id):
            self.build()  # the save was set aside: the list shows what is left

    def back(self) -> None:
        self.app.to_title()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=120), (0, 0))
        text.draw_text(surface, tr("saves.heading"), (960, 40), theme.HEADING + 8, theme.GOLD_HI, anchor="midtop",
                       bold=True, shadow=True, max_width=1600)
        if not self.rows:
            text.draw_text(surface, tr("saves.none"), (960, 500), theme.BODY, theme.TEXT, anchor="center",
                           max_width=1600)
        self.group.draw(surface)


def demo_scene(app, seed: int = 1, moment=None):
    return SavedGamesScene(app)
