"""The game log, "what just happened": every action and its effect as one short sentence, with the seat it is
about, kept for the whole game (issue 10, item 2). GameScene fills it from its `log_lines` hook (a game only
writes sentences, in game/games/<id>/log_lines.py) and draws the last lines as a strip; the whole log is one
key (L), one pad button (Back/Select), one round button beside the pause button, or the pause menu away
(table/log_view.py).

The strip: the last LAST lines on a dark backing panel (cream text, >= 8:1 on it, on whatever art lies below),
each line led by its seat's badge (colour AND shape, as the set-up screen shows them), 30 px. It stays in
sight: the newest line glows for a moment, then everything stays readable for the next player's turn."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import text, theme

LAST = 3  # lines on the strip
SIZE = 30  # the strip's text size (the floor is 28)
ROW_H = 44
PAD_X, PAD_Y = 16, 10
BADGE_R = 13
FRESH = 2.5  # seconds the newest line glows
FADE = 0.8  # seconds a strip that fades (a real-time game's, see GameScene.log_fade_after) takes to go
BACKING = (18, 13, 11, 226)  # near-black, slightly warm: cream text on it is > 12:1
EDGE = (120, 88, 60)
FRESH_FILL = (72, 52, 30, 235)
INK = theme.TEXT
INK_OLD = theme.TEXT_DIM
BUTTON_R = 34  # the round log button beside the pause button
BUTTON_GAP = 22


@dataclass(frozen=True)
class Entry:
    seat: int | None  # the seat the sentence is about (None: the table, the clock, the witch …)
    text: str
    at: float  # game time (the scene's clock, seconds) when it happened


class GameLog:
    """Every entry of one game, oldest first."""

    def __init__(self):
        self.entries: list[Entry] = []

    def add(self, seat: int | None, words: str, at: float = 0.0) -> None:
        words = " ".join(str(words).split())
        if words:
            self.entries.append(Entry(seat, words, float(at)))

    def last(self, n: int = LAST) -> list[Entry]:
        return self.entries[-n:] if n > 0 else []

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self):
        return iter(self.entries)


def clock_text(seconds: float) -> str:
    m, s = divmod(max(0, int(seconds)), 60)
    return f"{m}:{s:02d}"


def draw_badge(surface: pygame.Surface, colour: str | None, centre, radius: int = BADGE_R) -> None:
    """A seat's badge (the kit's colour AND shape), or for the table itself (no seat) a small cream dot."""
    if colour:
        theme.draw_seat_badge(surface, colour, centre, radius)
    else:
        pygame.draw.circle(surface, theme.INK, centre, 7)
        pygame.draw.circle(surface, theme.TEXT_DIM, centre, 5)


def draw_line(surface: pygame.Surface, entry: Entry, badge, left: int, mid_y: int, width: int,
              size: int = SIZE, ink=INK) -> None:
    """One entry: the seat's badge (`badge(surface, seat, centre, radius)`: GameScene.log_badge), then the
    sentence shrunk to fit (never below 28 px)."""
    x = left
    badge(surface, entry.seat, (x + BADGE_R + 2, mid_y), BADGE_R)
    x += BADGE_R * 2 + 14
    room = left + width - x
    words = entry.text
    fitted = text.fit_size(words, size, room)
    if fitted < 28:  # too long even at the floor: keep the start, end with an ellipsis
        fitted = 28
        while words and text.size_of(words + "…", 28)[0] > room:
            words = words[:-1]
        words = words.rstrip() + "…"
    text.draw_text(surface, words, (x, mid_y), fitted, ink, anchor="midleft")


class LogStrip:
    """The last lines, drawn once per new entry (or language) and blitted every frame."""

    def __init__(self):
        self._key = None
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, log: GameLog, badge, at, anchor: str, width: int,
             now: float, fade_after: float | None = None) -> pygame.Rect | None:
        """`fade_after`: seconds after the newest entry that the strip fades out (None: it stays)."""
        entries = log.last(LAST)
        if not entries:
            return None
        alpha = 1.0
        if fade_after is not None:
            alpha = max(0.0, min(1.0, 1.0 - (now - entries[-1].at - fade_after) / FADE))
            if alpha <= 0.0:
                return None
        from game.engine.i18n import language

        fresh = now - entries[-1].at < FRESH
        key = (len(log), id(entries[-1]), width, fresh, language())
        if key != self._key:
            self._key = key
            self._surface = self._render(entries, badge, width, fresh)
        rect = self._surface.get_rect(**{anchor: at}).clamp(surface.get_rect())
        self._surface.set_alpha(round(255 * alpha) if alpha < 1.0 else None)
        surface.blit(self._surface, rect)
        return rect

    def _render(self, entries: list[Entry], badge, width: int, fresh: bool) -> pygame.Surface:
        h = PAD_Y * 2 + ROW_H * len(entries)
        out = pygame.Surface((width, h), pygame.SRCALPHA)
        pygame.draw.rect(out, BACKING, out.get_rect(), border_radius=18)
        pygame.draw.rect(out, EDGE, out.get_rect(), 3, border_radius=18)
        for i, entry in enumerate(entries):
            newest = i == len(entries) - 1
            top = PAD_Y + i * ROW_H
            if newest and fresh:
                pygame.draw.rect(out, FRESH_FILL, (6, top + 2, width - 12, ROW_H - 4), border_radius=12)
            draw_line(out, entry, badge, PAD_X, top + ROW_H // 2, width - PAD_X * 2,
                      ink=INK if newest else INK_OLD)
        return out


def draw_log_button(surface: pygame.Surface, centre, hover: bool = False, radius: int = BUTTON_R) -> None:
    """A small round button with a list sign (three lines, each led by a dot), drawn like the pause button."""
    cx, cy = round(centre[0]), round(centre[1])
    r = radius + (3 if hover else 0)
    pygame.draw.circle(surface, theme.INK, (cx, cy), r + 4)
    pygame.draw.circle(surface, theme.PANEL_HI if hover else theme.PANEL, (cx, cy), r)
    pygame.draw.circle(surface, theme.GOLD if hover else theme.PANEL_EDGE, (cx, cy), r, 4)
    step = r * 0.36
    for k in (-1, 0, 1):
        y = round(cy + k * step)
        pygame.draw.circle(surface, theme.TEXT, (round(cx - r * 0.38), y), max(2, r // 11))
        pygame.draw.line(surface, theme.TEXT, (round(cx - r * 0.2), y), (round(cx + r * 0.45), y), max(3, r // 9))
