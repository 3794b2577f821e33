"""The game log, "what just happened": every action and its effect as one short sentence, with the seat it is
about, kept for the whole game. GameScene fills it from its `log_lines` hook (a game only
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
SIZE = 30  # the strip's text size
FLOOR = 28  # never smaller (the sofa floor)
ROW_H = 44  # a one-line entry
LINE_H = 34  # a line of a wrapped entry
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
    """Every entry of one game, oldest first. `offset`: the game time played before this session (a continued
    game), added to the scene's clock so times go on from where the saved log ended."""

    def __init__(self):
        self.entries: list[Entry] = []
        self.offset = 0.0

    def add(self, seat: int | None, words: str, at: float = 0.0) -> None:
        words = " ".join(str(words).split())
        if words:
            self.entries.append(Entry(seat, words, float(at) + self.offset))

    def restore(self, entries: list[Entry], offset: float) -> None:
        """The saved entries go first (game time up to `offset`); what this session added follows, its times
        moved on by `offset`."""
        later = [Entry(e.seat, e.text, e.at - self.offset + offset) for e in self.entries]
        self.entries = list(entries) + later
        self.offset = offset

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


def fit_lines(words: str, room: int, wrap: int = 1) -> tuple[list[str], int]:
    """The sentence as at most `wrap` lines that fit `room` px: one line shrunk down to the floor (28 px) if that
    fits, else wrapped at 28 px; whatever is still left over ends in an ellipsis. Returns (lines, size)."""
    fitted = text.fit_size(words, SIZE, room)
    if fitted >= FLOOR:
        return [words], fitted
    lines = text.wrap(words, FLOOR, room) if wrap > 1 else [words]
    if len(lines) > wrap:
        lines = lines[:wrap]
        lines[-1] += "…"
    last = lines[-1]
    while last and text.size_of(last, FLOOR)[0] > room:  # too long even at the floor: cut, end with "…"
        last = last[:-2].rstrip() + "…"
    lines[-1] = last
    return lines, FLOOR


def draw_line(surface: pygame.Surface, entry: Entry, badge, left: int, top: int, width: int, wrap: int = 1,
              ink=INK) -> int:
    """One entry from `top`: the seat's badge (`badge(surface, seat, centre, radius)`: GameScene.seat_badge),
    then the sentence (one line shrunk to fit, or up to `wrap` lines; never below 28 px). Returns its height."""
    x = left + BADGE_R * 2 + 14
    lines, size = fit_lines(entry.text, left + width - x, wrap)
    height = ROW_H if len(lines) == 1 else len(lines) * LINE_H + 8
    first_mid = top + (ROW_H // 2 if len(lines) == 1 else 4 + LINE_H // 2)
    badge(surface, entry.seat, (left + BADGE_R + 2, first_mid), BADGE_R)
    for k, line in enumerate(lines):
        text.draw_text(surface, line, (x, first_mid + k * LINE_H), size, ink, anchor="midleft")
    return height


class LogStrip:
    """The last lines, drawn once per new entry (or language) and blitted every frame."""

    def __init__(self):
        self._key = None
        self._surface: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, log: GameLog, badge, at, anchor: str, width: int,
             now: float, fade_after: float | None = None, wrap: int = 1) -> pygame.Rect | None:
        """`fade_after`: seconds after the newest entry that the strip fades out (None: it stays); `wrap`: lines
        an entry may take (a narrow strip)."""
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
        key = (len(log), id(entries[-1]), width, fresh, wrap, language())
        if key != self._key:
            self._key = key
            self._surface = self._render(entries, badge, width, fresh, wrap)
        rect = self._surface.get_rect(**{anchor: at}).clamp(surface.get_rect())
        self._surface.set_alpha(round(255 * alpha) if alpha < 1.0 else None)
        surface.blit(self._surface, rect)
        return rect

    def _render(self, entries: list[Entry], badge, width: int, fresh: bool, wrap: int) -> pygame.Surface:
        rows = pygame.Surface((width, (ROW_H + LINE_H * wrap) * len(entries)), pygame.SRCALPHA)
        tops, y = [], 0
        for i, entry in enumerate(entries):
            tops.append(y)
            y += draw_line(rows, entry, badge, PAD_X, y, width - PAD_X * 2, wrap,
                           ink=INK if i == len(entries) - 1 else INK_OLD)
        out = pygame.Surface((width, y + PAD_Y * 2), pygame.SRCALPHA)
        pygame.draw.rect(out, BACKING, out.get_rect(), border_radius=18)
        pygame.draw.rect(out, EDGE, out.get_rect(), 3, border_radius=18)
        if fresh:  # the newest line glows for a moment
            pygame.draw.rect(out, FRESH_FILL, (6, PAD_Y + tops[-1] + 2, width - 12, y - tops[-1] - 4), border_radius=12)
        out.blit(rows, (0, PAD_Y), (0, 0, width, y))
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
