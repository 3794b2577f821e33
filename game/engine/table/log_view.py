"""The whole game log over the table (an overlay: the game waits below, dimmed). Every entry of the game, oldest
first, opened at the newest; each with its game time, the seat's badge (colour and shape) and the sentence
wrapped in large type. Scroll with up/down (a line), left/right (a page), the mouse wheel or a pad's d-pad;
Back, Esc / Start, L or Select (the keys that opened it) or the Close button close it."""
from __future__ import annotations

import pygame

from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.menus.scrolling import ScrollingView
from game.engine.table.game_log import BADGE_R, GameLog, clock_text
from game.engine.widgets import Button, lazy_tr

VIEW = pygame.Rect(200, 150, 1520, 770)
SIZE = 36
TIME_W = 120
EMPTY_SIZE = 40
PAUSE_ENTRY = lazy_tr("table_log.pause_entry")  # the pause menu's "Game log" button


class LogView(ScrollingView):
    overlay = True
    view = VIEW
    step = 110

    def __init__(self, app, log: GameLog, badge, title: str = ""):
        self.log = log
        self.badge = badge  # badge(surface, seat, centre, radius): GameScene.seat_badge
        self.heading = title
        self._opened = False
        super().__init__(app)

    def build(self) -> None:
        self.title = tr("table_log.title")
        self.line_h = text.render("Ag", SIZE, theme.TEXT).get_height()
        room = VIEW.w - 80 - TIME_W - BADGE_R * 2 - 20
        self.rows: list[tuple[int, object, list[str]]] = []  # (y within the list, entry, wrapped lines)
        y = 0
        for entry in self.log:
            lines = text.wrap(entry.text, SIZE, room) or [entry.text]
            self.rows.append((y, entry, lines))
            y += self.line_h * len(lines) + 12
        self.content_h = y
        self.close = Button(pygame.Rect(960 - 180, 956, 360, 96), lazy_tr("table_log.close"), self.back,
                            icon="back", sound="back")
        self.group.set_widgets([self.close])
        if not self._opened:  # opened at the newest entries
            self._opened = True
            self.scroll = self.target = self.max_scroll
        self.keep_in_range()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.back()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 190)
        title = f"{self.title} · {self.heading}" if self.heading else self.title
        text.draw_text(surface, title, (960, 40), theme.HEADING + 8, theme.GOLD_HI, anchor="midtop", bold=True,
                       shadow=True, max_width=1600)
        theme.draw_panel(surface, VIEW.inflate(24, 24), theme.BG)
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        if not self.rows:
            text.draw_text(surface, tr("table_log.empty"), VIEW.center, EMPTY_SIZE, theme.TEXT_DIM, anchor="center")
        top = VIEW.y + 30 - int(self.scroll)
        for y, entry, lines in self.rows:
            sy = top + y
            if sy + self.line_h * len(lines) < VIEW.y or sy > VIEW.bottom:
                continue
            mid = sy + self.line_h // 2
            text.draw_text(surface, clock_text(entry.at), (VIEW.x + 30 + TIME_W - 20, mid), 30, theme.TEXT_DIM,
                           anchor="midright")
            bx = VIEW.x + 30 + TIME_W + BADGE_R
            self.badge(surface, entry.seat, (bx, mid), BADGE_R + 3)
            x = bx + BADGE_R + 20
            for k, line in enumerate(lines):
                text.draw_text(surface, line, (x, sy + k * self.line_h), SIZE, theme.TEXT)
        surface.set_clip(clip)
        self.draw_scroll_bar(surface)
        self.group.draw(surface)
