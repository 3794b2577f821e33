"""The pile of stones: one part of Nim's table (game.engine.table.part.Part). It owns how many stones the seat
to play means to take, reads that seat's input (left / right choose 1-3, confirm takes them; the mouse clicks
one of the last stones: that stone and those after it) and draws the pile, the turn line and the control hint."""
from __future__ import annotations

import pygame

from game.engine import intents as I
from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.table import hint
from game.engine.table.part import Part

from . import rules as R

STONE_R, STEP, PER_ROW = 38, 104, 11  # rows of stones centred on the table
PILE_TOP = 360
GREY = (150, 142, 128)


def stone_centres(count: int) -> list[tuple[int, int]]:
    out = []
    for r, first in enumerate(range(0, count, PER_ROW)):
        row = min(PER_ROW, count - first)
        left = 960 - (row - 1) * STEP // 2
        out += [(left + k * STEP, PILE_TOP + r * STEP) for k in range(row)]
    return out


class Pile(Part):
    def __init__(self, ctx, inputs):
        """`inputs`: the app's input seats, which name each device's keys for the hint."""
        self.ctx = ctx
        self.inputs = inputs
        self.chosen = 1  # stones the seat to play means to take

    def on_intent(self, seat, intent) -> bool:
        state = self.ctx.state
        if seat != state.active or not self.ctx.seats.is_human(seat):
            return False
        if intent.action in (I.LEFT, I.RIGHT):
            most = min(R.MAX_TAKE, state.stones)
            self.chosen = max(1, min(most, self.chosen + (1 if intent.action == I.RIGHT else -1)))
        elif intent.action == I.CONFIRM:
            self.take(seat, self.chosen)
        elif intent.action == I.POINTER_DOWN and intent.pos is not None:
            centres = stone_centres(state.stones)
            hit = [i for i, (x, y) in enumerate(centres)
                   if (x - intent.pos[0]) ** 2 + (y - intent.pos[1]) ** 2 <= STONE_R ** 2]
            if not hit:
                return False
            self.take(seat, len(centres) - hit[0])
        else:
            return False
        return True

    def take(self, seat: int, n: int) -> None:
        if self.ctx.act(seat, R.Take(seat, n)) is not None:
            self.chosen = 1

    def draw(self, surface: pygame.Surface) -> None:
        state, seats = self.ctx.state, self.ctx.seats
        surface.blit(theme.backdrop(surface.get_size(), veil=40), (0, 0))
        ink = theme.seat_rgb(seats.colour(state.active))
        taking = self.chosen if seats.is_human(state.active) and state.winner is None else 0
        centres = stone_centres(state.stones)
        for i, (x, y) in enumerate(centres):
            pygame.draw.circle(surface, theme.INK, (x + 4, y + 6), STONE_R)
            pygame.draw.circle(surface, ink if i >= len(centres) - taking else GREY, (x, y), STONE_R)
            pygame.draw.circle(surface, (230, 224, 210), (x - 12, y - 12), STONE_R // 4)
        if state.winner is None:
            text.draw_text(surface, tr("nim.turn", name=seats.name(state.active)), (960, 120), theme.HEADING, ink,
                           anchor="midtop", bold=True, shadow=True, max_width=1500)
        text.draw_text(surface, tr("nim.left", n=state.stones), (960, 210), theme.BODY, theme.TEXT,
                       anchor="midtop", max_width=1500)
        if taking:
            shown = hint.for_device(self.inputs, seats.device_of(state.active),
                                    (((I.LEFT, I.RIGHT), tr("nim.hint.choose")), ((I.CONFIRM,), tr("nim.hint.take"))),
                                    sentence=tr("nim.hint.mouse"))
            rect = pygame.Rect(0, 0, 1200, hint.height(shown, 1200))
            rect.midbottom = (960, 1040)
            hint.draw(surface, rect, shown)
