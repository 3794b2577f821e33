"""A short message anchored to a seat: "That card cannot go there", "One hand only!" shown beside the player
it is for (their panel, their house), for a few seconds of scene time, then fading. A new message at the
same place replaces the one there (the same text again restarts its time). Red pill, bold, 30-38 px (shrunk
to fit, never below 30: longer words take two lines); a pill beside a seat stays on that seat's half of the
table. Fully shown, a pill is an opaque picture with colour-keyed corners (a quick copy); only
while it fades is it blended."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import text
from game.engine.i18n import language

SECONDS = 2.5
FADE = 0.4
MAX_W = 900
MIN_W = 420  # a pill is never squeezed narrower than this by its side of the table
FILL, BORDER, INK = (110, 32, 30, 240), (255, 170, 150), (255, 244, 236)
KEY = (255, 0, 255)  # the opaque pill's corners: not drawn


@dataclass
class Message:
    text: str
    left: float
    at: tuple[int, int]
    anchor: str  # a pygame.Rect attribute: "midleft", "midbottom", "center" ...


class SeatMessages:
    def __init__(self):
        self.items: list[Message] = []
        self._surfaces: dict[tuple, pygame.Surface] = {}
        self._opaque: dict[tuple, pygame.Surface] = {}

    def show(self, words: str, at: tuple[int, int], anchor: str = "midbottom", seconds: float = SECONDS) -> None:
        # one message per place: the newest says what is true now, drawn over an older one it would be unreadable
        self.items = [m for m in self.items if m.at != tuple(at)]
        self.items.append(Message(words, seconds, tuple(at), anchor))

    def update(self, dt: float) -> None:
        for m in self.items:
            m.left -= dt
        self.items = [m for m in self.items if m.left > 0]

    def clear(self) -> None:
        self.items.clear()

    def surface(self, words: str, max_w: int = MAX_W) -> pygame.Surface:
        """The pill, with its words on one line (shrunk to fit, never below 30 px) or, too long for that, on
        two or more lines at 30 px."""
        key = (words, language(), max_w)
        surf = self._surfaces.get(key)
        if surf is None:
            room = max_w - 48
            size = text.fit_size(words, 38, room, bold=True)
            lines = [words] if size >= 30 else text.wrap(words, 30, room, bold=True)
            size = max(30, size)
            step = text.font(size, bold=True).get_linesize()
            tw = min(room, max(text.size_of(line, size, bold=True)[0] for line in lines))
            th = text.size_of(lines[0], size, bold=True)[1] + step * (len(lines) - 1)
            surf = pygame.Surface((tw + 48, th + 28), pygame.SRCALPHA)
            pygame.draw.rect(surf, FILL, surf.get_rect(), border_radius=20)
            pygame.draw.rect(surf, BORDER, surf.get_rect(), 4, border_radius=20)
            for i, line in enumerate(lines):
                text.draw_text(surf, line, (24, 14 + i * step), size, INK, bold=True, max_width=room)
            if len(self._surfaces) > 64:
                self._surfaces.clear()
            self._surfaces[key] = surf
        return surf

    def opaque(self, words: str, like: pygame.Surface, max_w: int = MAX_W) -> pygame.Surface:
        """The pill fully shown: its own fill under the words, the corners colour-keyed (no blending)."""
        key = (words, language(), like.get_bitsize(), max_w)
        surf = self._opaque.get(key)
        if surf is None:
            pill = self.surface(words, max_w)
            surf = pygame.Surface(pill.get_size(), 0, like)
            surf.fill(KEY)
            pygame.draw.rect(surf, FILL[:3], surf.get_rect(), border_radius=20)
            pill.set_alpha(255)  # blended over the fill (None would copy its clear corners)
            surf.blit(pill, (0, 0))
            surf.set_colorkey(KEY, pygame.RLEACCEL)
            if len(self._opaque) > 64:
                self._opaque.clear()
            self._opaque[key] = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        bounds = surface.get_rect().inflate(-16, -16)
        for m in self.items:
            room = side_room(m.at, m.anchor, surface.get_width())
            if m.left >= FADE:
                pill = self.opaque(m.text, surface, room)
            else:
                pill = self.surface(m.text, room)
                pill.set_alpha(round(255 * m.left / FADE))
            rect = pill.get_rect(**{m.anchor: m.at}).clamp(bounds)
            surface.blit(pill, rect)


def side_room(at, anchor: str, width: int) -> int:
    """How wide a pill may be: one beside a seat on the left half, pointing right, stays in the left half (and
    the other way round), so the messages of seats facing each other across the table never cover each other."""
    x, middle, gap = at[0], width // 2, 12
    if anchor.endswith("left") and x < middle:
        room = middle - gap - x
    elif anchor.endswith("right") and x > middle:
        room = x - middle - gap
    else:
        return MAX_W
    return max(MIN_W, min(MAX_W, room))
