"""The rules of a game in large type (`rules.<game_id>`: paragraphs separated by blank lines), wrapped and
scrollable with up/down, left/right (a page), the wheel or the scroll bar; confirm / back closes it.
`extra_pages` ((title, body) pairs, already translated: the game scene's `rules_pages()`, e.g. the scenario
being played) come first, each under its heading, so nobody scrolls past the whole rules to find them; the game's
rules follow under theirs."""
from __future__ import annotations

import re

import pygame

from game.engine import i18n, text, theme
from game.engine.i18n import tr
from game.engine.menus.scrolling import ScrollingView
from game.engine.widgets import Button, lazy_tr

VIEW = pygame.Rect(200, 170, 1520, 740)
SIZE = 42


def paragraphs(rules_text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\n\s*\n", rules_text.strip()) if p.strip()]


class RulesView(ScrollingView):
    view = VIEW

    def __init__(self, app, game_id: str | None, extra_pages=()):
        self.game_id = game_id
        self.extra_pages = [(str(t), str(b)) for t, b in extra_pages]
        super().__init__(app)

    def build(self) -> None:
        key = f"rules.{self.game_id}"
        body = tr(key) if self.game_id and (i18n.has(key) or i18n.has(key, "en")) else tr("rules.missing")
        self.title = tr("rules.title", game=tr(f"game.{self.game_id}.title")) if self.game_id else tr("pause.rules")
        self.line_h = text.render("Ag", SIZE, theme.TEXT).get_height()
        self.lines: list[tuple[int, str, bool]] = []  # (y within the text, line, a heading?)
        y = 0
        for title, extra in self.extra_pages:  # first: what is special about this very game (its scenario)
            y = self._add(title, y, heading=True)
            y = self._add(extra, y) + self.line_h // 2
        if self.extra_pages:  # then the game's rules under their own heading
            y = self._add(self.title, y, heading=True)
        y = self._add(body, y)
        self.content_h = y
        self.close = Button(pygame.Rect(960 - 180, 952, 360, 96), lazy_tr("rules.close"), self.back,
                            icon="back", sound="back")
        self.group.set_widgets([self.close])
        self.keep_in_range()

    def _add(self, body: str, y: int, heading: bool = False) -> int:
        for para in paragraphs(body):
            for raw in para.split("\n"):
                for line in text.wrap(raw.strip(), SIZE, VIEW.w - 80, bold=heading) or [""]:
                    self.lines.append((y, line, heading))
                    y += self.line_h
            y += self.line_h // 2
        return y

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.backdrop(surface.get_size(), veil=160), (0, 0))
        text.draw_text(surface, self.title, (960, 30), theme.TITLE - 8, theme.GOLD_HI, anchor="midtop", bold=True,
                       shadow=True, max_width=1600)
        theme.draw_panel(surface, VIEW.inflate(24, 24), theme.BG_TOP)
        clip = surface.get_clip()
        surface.set_clip(VIEW)
        top = VIEW.y + 30 - int(self.scroll)
        for y, line, heading in self.lines:
            sy = top + y
            if sy + self.line_h < VIEW.y or sy > VIEW.bottom:
                continue
            text.draw_text(surface, line, (VIEW.x + 40, sy), SIZE, theme.GOLD_HI if heading else theme.TEXT,
                           bold=heading)
        surface.set_clip(clip)
        self.draw_scroll_bar(surface)
        self.group.draw(surface)
