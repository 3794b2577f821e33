"""Keys and pads reach every target of an action: when the selected hero's portal key (or a seat's explore key)
has more than one target, the first press lights the first one on the board (the portal nearest the hero's goal,
the explore cell under or nearest the hero), each press again within AIM_SECONDS lights the next one, and the
lit target is taken when the seat stops pressing for AIM_SECONDS or presses OK. With one target the press acts at
once. The lit target: a frame in the seat's colour and "2/3" beside it."""
from __future__ import annotations

import pygame

from game.engine import text
from game.engine.theme import seat_rgb
from game.games.magic_maze import hud

AIM_SECONDS = 1.2  # how long a lit target waits for the next press before it is taken


class Aims:
    """Per seat: the action being aimed, its targets and which one is lit. Owned by TableInput (its part)."""

    def __init__(self, ctx, camera):
        self.ctx = ctx
        self.camera = camera
        self.aims: dict[int, dict] = {}  # seat -> {"key", "options", "i", "until", "rev"}

    def press(self, seat: int, key: tuple, options: list) -> None:
        """A press of the action `key` (kind, hero) whose possible actions, best first, are `options`."""
        aim = self.aims.get(seat)
        if aim is not None and aim["key"] == key and aim["rev"] == self.ctx.state.rev:
            aim["i"] = (aim["i"] + 1) % len(aim["options"])
            aim["until"] = self.ctx.clock + AIM_SECONDS
            self.ctx.sound("select", 0.4)
            return
        if len(options) == 1:
            self.aims.pop(seat, None)
            self.ctx.act(seat, options[0])
            return
        self.aims[seat] = {"key": key, "options": options, "i": 0, "until": self.ctx.clock + AIM_SECONDS,
                           "rev": self.ctx.state.rev}
        self.ctx.sound("select", 0.4)

    def aiming(self, seat: int) -> bool:
        return seat in self.aims

    def take(self, seat: int) -> None:
        """The lit target, now (if the table has not changed under it: then the aim is dropped)."""
        aim = self.aims.pop(seat, None)
        if aim is not None and aim["rev"] == self.ctx.state.rev:
            self.ctx.act(seat, aim["options"][aim["i"]])

    def drop(self, seat: int) -> None:
        self.aims.pop(seat, None)

    def update(self) -> None:
        for seat, aim in list(self.aims.items()):
            if aim["rev"] != self.ctx.state.rev:
                self.aims.pop(seat, None)  # the mall changed: press again for the targets of now
            elif self.ctx.clock >= aim["until"]:
                self.take(seat)

    def lit(self) -> list[tuple[int, tuple, int, int]]:
        """(seat, lit cell, its number from 1, how many) for each seat aiming now."""
        return [(seat, tuple(aim["options"][aim["i"]].cell), aim["i"] + 1, len(aim["options"]))
                for seat, aim in sorted(self.aims.items())]

    def draw(self, surface) -> None:
        if not self.aims:
            return
        cam = self.camera.mall_view.camera
        surface.set_clip(hud.FREE_RECT)
        for seat, cell, n, total in self.lit():
            x, y = cam.screen(cell)
            half = max(20, int(cam.px * 0.5))
            box = pygame.Rect(round(x) - half, round(y) - half, 2 * half, 2 * half)
            colour = seat_rgb(self.ctx.seats.colour(seat) or "red")
            pygame.draw.rect(surface, (14, 16, 26), box.inflate(10, 10), 5, border_radius=12)
            pygame.draw.rect(surface, colour, box, 7, border_radius=10)
            text.draw_text(surface, f"{n}/{total}", (box.right + 6, box.top), 30, hud.WHITE, anchor="topleft",
                           bold=True, shadow=True)
        surface.set_clip(None)
