"""`Banner`: "Mia, your turn!" sliding in over the board when a person's turn begins (the kit's TurnBanner)."""
from __future__ import annotations

import pygame

from game.engine.i18n import tr
from game.engine.table.banner import TurnBanner, draw_banner
from game.engine.table.part import Part
from game.engine.theme import seat_rgb

AT = pygame.Rect(610, 380, 700, 130)


class Banner(Part):
    def __init__(self, ctx, seconds: float = 1.4):
        """`seconds` 0: a still picture of the table (a demo moment) shows no banner."""
        self.ctx = ctx
        self.banner = TurnBanner(seconds)

    def start(self, seat: int) -> None:
        self.banner.start(seat)

    @property
    def showing(self) -> bool:
        """The banner covers the board now."""
        return self.banner.showing

    def update(self, dt: float) -> None:
        self.banner.update(dt)

    def draw(self, surface) -> None:
        b = self.banner
        if b.showing and b.seat is not None:
            draw_banner(surface, AT, tr("kragmortha.screen.your_turn", name=self.ctx.seats.name(b.seat)),
                        border=seat_rgb(self.ctx.seats.colour(b.seat)), slide=b.slide)
