"""Every picture the scene draws, rendered once at the size it is drawn (SVG via game.engine.assets) and kept:
houses per seat colour, markers, figures facing both ways, card faces at three sizes, glows and the town
ground. Built lazily, so a frame only blits."""
from __future__ import annotations

import pygame

from game.engine import assets, theme
from game.games.pied_piper import cards as C
from game.games.pied_piper import layout as L

ART = "pied_piper/"
SEAT_RGB = theme.SEAT_RGB  # the seat colours every game uses (each doubled by a shape: theme.SEAT_SHAPE)
FIGURE_RGB = {"red": (216, 56, 47), "yellow": (243, 194, 27), "blue": (47, 127, 224), "green": (58, 166, 85),
              "purple": (138, 63, 199), "black": (52, 52, 61), "piper": (224, 165, 38)}
GOLD = (255, 214, 92)
CARD_SIZES = {"row": (L.ACT_W, L.ACT_H), "hand": (L.HAND_W, L.HAND_H), "char": (L.CHAR_W, L.CHAR_H)}


# One cache for the whole session: every key names what it draws (picture, size, colour, facing), never a game,
# so the next game reuses the last one's surfaces instead of building them again (memory stays flat over an
# evening: python -m game memory).
_SESSION: dict = {}


def clear_session_cache() -> None:
    _SESSION.clear()


class Sprites:
    def __init__(self):
        self._cache: dict = _SESSION

    def _get(self, key, make):
        surf = self._cache.get(key)
        if surf is None:
            surf = make()
            self._cache[key] = surf
        return surf

    def scaled(self, name: str, surf: pygame.Surface, size) -> pygame.Surface:
        """`surf` smoothly scaled to `size`, kept under `name`."""
        return self._get(("scaled", name, tuple(size)), lambda: pygame.transform.smoothscale(surf, size))

    def veil(self, size, rgba) -> pygame.Surface:
        def make():
            v = pygame.Surface(size, pygame.SRCALPHA)
            v.fill(rgba)
            return v
        return self._get(("veil", tuple(size), tuple(rgba)), make)

    def prewarm(self, colours) -> None:
        """Render everything a game shows now, so no frame waits for an SVG later."""
        self.ground()
        for c in colours:
            self.house(c)
            self.marker(c)
        self.house(None)
        self.marker(None, 26)
        for f in C.FIGURES:
            for left in (False, True):
                self.figure(f, left)
                self.figure(f, left, 0.6)
                self.figure(f, left, 0.85)
            self.character(f)
        self.character(None)
        for kind in (*C.KINDS, None):
            for where in CARD_SIZES:
                if where != "char":
                    self.action(kind, where)
        self.figure(C.PIPER, False, 1.6)
        for slot in range(C.ROW_SIZE):
            _x, _y, w, h = L.slot_drop_rect(slot)
            self.glow(round(w), round(h), GOLD, 18, 20)
            self.glow(round(w), round(h), (255, 255, 255), 18, 20)
        self.glow(L.HAND_W, L.HAND_H, GOLD, 18, 20)
        for c in colours:
            self.glow(L.HOUSE_W, L.HOUSE_H, SEAT_RGB.get(c, GOLD), 22, 10)

    # town -------------------------------------------------------------------------------------------------
    def house(self, colour: str | None, scale: float = 1.0) -> pygame.Surface:
        name = f"house_{colour}.svg" if colour else "house_neutral.svg"
        size = (round(L.HOUSE_W * scale), round(L.HOUSE_H * scale))
        return self._get(("house", colour, size), lambda: assets.image(ART + name, size))

    def marker(self, colour: str | None, size: int = L.MARKER) -> pygame.Surface:
        name = f"marker_{colour}.svg" if colour else "marker.svg"
        return self._get(("marker", colour, size), lambda: assets.image(ART + name, (size, size)))

    def figure(self, figure: str, left: bool, scale: float = 1.0) -> pygame.Surface:
        def make():
            if figure == C.PIPER:
                img = assets.image(ART + "piper.svg", (round(L.PIPER_W * scale), round(L.PIPER_H * scale)))
            else:
                img = assets.image(ART + f"rat_{figure}.svg", (round(L.RAT_W * scale), round(L.RAT_H * scale)))
            return pygame.transform.flip(img, True, False) if left else img
        return self._get(("fig", figure, left, scale), make)

    def shadow(self, w: int, h: int) -> pygame.Surface:
        def make():
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(6):
                k = i / 6
                pygame.draw.ellipse(s, (0, 0, 0, 22), (w * k / 2, h * k / 2, w * (1 - k), h * (1 - k)))
            return s
        return self._get(("shadow", w, h), make)

    # cards ------------------------------------------------------------------------------------------------
    def action(self, kind: str | None, where: str = "row") -> pygame.Surface:
        size = CARD_SIZES[where]
        name = f"act_{kind}.svg" if kind else "card_back.svg"
        return self._get(("act", kind, size), lambda: assets.image(ART + name, size, stretch=True))

    def character(self, figure: str | None, size=(L.CHAR_W, L.CHAR_H)) -> pygame.Surface:
        name = f"char_{figure}.svg" if figure else "character_back.svg"
        return self._get(("char", figure, size), lambda: assets.image(ART + name, size, stretch=True))

    def glow(self, w: int, h: int, colour=GOLD, spread: int = 16, radius: int = 18) -> pygame.Surface:
        """A soft halo around a w x h card (the surface is larger by `spread` on every side)."""
        def make():
            s = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
            for i in range(spread, 0, -2):
                a = int(150 * (1 - i / spread) ** 1.6) + 12
                pygame.draw.rect(s, (*colour, a), (spread - i, spread - i, w + 2 * i, h + 2 * i),
                                 border_radius=radius + i)
            return s
        return self._get(("glow", w, h, colour, spread), make)

    def ground_for(self, target: pygame.Surface) -> pygame.Surface:
        """The ground in the pixel format of the surface it is drawn on (a plain copy, no per-pixel alpha:
        the biggest blit of the frame stays a straight memory copy)."""
        key = ("ground_for", target.get_bitsize(), target.get_masks())
        return self._get(key, lambda: self.ground().convert(target))

    def ground(self) -> pygame.Surface:
        """The whole town floor: cobbles, a ring road and the market square under the cards."""
        def make():
            surf = pygame.Surface((L.SCREEN_W, L.SCREEN_H))
            tile = assets.image(ART + "street.svg", (256, 256))
            for x in range(0, L.SCREEN_W, 256):
                for y in range(0, L.SCREEN_H, 256):
                    surf.blit(tile, (x, y))
            shade = pygame.Surface((L.SCREEN_W, L.SCREEN_H), pygame.SRCALPHA)
            shade.fill((20, 26, 34, 150))
            cx, cy = L.CENTRE
            # a lighter ring road where the figures walk
            w = 150
            pygame.draw.ellipse(shade, (0, 0, 0, 0), (cx - L.RX - w, cy - L.RY - w + 26, 2 * L.RX + 2 * w,
                                                      2 * L.RY + 2 * w), width=w)
            surf.blit(shade, (0, 0))
            road = pygame.Surface((L.SCREEN_W, L.SCREEN_H), pygame.SRCALPHA)
            pygame.draw.ellipse(road, (255, 236, 200, 34), (cx - L.RX - 60, cy - L.RY - 60 + 26,
                                                            2 * L.RX + 120, 2 * L.RY + 120), width=120)
            surf.blit(road, (0, 0))
            # the market square: a warm wooden table for the cards
            right = L.row_slot_rect(3)[0] + L.CHAR_W + 40
            left = L.row_slot_rect(0)[0] - 40
            bottom = L.stack_card_rect(0, 1)[1] + L.ACT_H + 14
            table = pygame.Rect(left, L.ROW_TOP - 16, right - left, bottom - (L.ROW_TOP - 16))
            pygame.draw.rect(surf, (58, 38, 24), table.inflate(16, 16), border_radius=34)
            pygame.draw.rect(surf, (132, 88, 52), table, border_radius=28)
            for i in range(1, 9):
                y = table.top + i * table.height // 9
                pygame.draw.line(surf, (118, 78, 46), (table.left + 20, y), (table.right - 20, y), 2)
            pygame.draw.rect(surf, (176, 124, 76), table, width=4, border_radius=28)
            # the bottom band for the hand and the turn panel
            band = pygame.Surface((L.SCREEN_W, L.SCREEN_H - 806), pygame.SRCALPHA)
            band.fill((12, 16, 24, 190))
            surf.blit(band, (0, 806))
            pygame.draw.line(surf, (200, 170, 110), (0, 806), (L.SCREEN_W, 806), 3)
            return surf
        return self._get("ground", make)
