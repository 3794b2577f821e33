""""Get ready… 3, 2, 1" before every search at a table with a human: the witch waits and the search's game
time does not run (the scene holds the rules clock and the bots while it shows), so nobody's search starts
before they have found their keys. The searcher's device and keys are named under the count (table kit hint)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import text
from game.engine.i18n import tr
from game.engine.intents import CONFIRM, DOWN, LEFT, RIGHT, UP
from game.engine.table import countdown, devices
from game.engine.table import hint as H
from game.engine.table.part import Part
from game.games.baba_yaga import hints
from game.games.baba_yaga import layout as L

SECONDS = 3.0
INK = (250, 244, 226)


class GetReady(Part):
    """Counts down once per search turn (started from the table's frame, on scene seconds)."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.until = -1.0
        self.turn_seen: int | None = None

    def update(self, dt: float) -> None:
        """A new search at a table with a human: start counting (a resumed search counts down too)."""
        ctx = self.ctx
        s = ctx.state
        if s.phase != "search" or not ctx.seats.humans or ctx.attract or s.turn_no == self.turn_seen:
            return
        self.turn_seen = s.turn_no
        self.until = ctx.clock + SECONDS

    def active(self) -> bool:
        return self.ctx.state.phase == "search" and self.ctx.clock < self.until

    def seconds_left(self) -> float:
        return max(0.0, self.until - self.ctx.clock)


class ReadyCount(Part):
    """Over the board while the count runs: the title, the ring counting 3, 2, 1 and the searcher's controls."""

    def __init__(self, ctx, ready: GetReady, inputs: Callable):
        self.ctx = ctx
        self.ready = ready
        self.inputs = inputs

    def searcher_hint(self) -> H.Hint:
        """The searcher's device and keys; the mouse (or a pad pointing) gets a sentence naming the device."""
        seats = self.ctx.seats
        seat = self.ctx.state.active
        if not seats.is_human(seat):
            return H.Hint(sentence=tr("baba_yaga.ready.watch", name=seats.name(seat)))
        device = seats.device_of(seat)
        inputs = self.inputs()
        words = hints.search_hint(device, inputs.action_label)
        sentence = tr("table.hint.device", device=devices.device_name(inputs, device)) + " " + words
        return H.for_device(inputs, device, (((UP, LEFT, DOWN, RIGHT), tr("baba_yaga.ready.move")),
                                             ((CONFIRM,), tr("baba_yaga.ready.turn"))), sentence)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.ready.active():
            return
        cx, cy = L.BOARD_CX, L.BOARD_CY
        veil = pygame.Surface((760, 520), pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 12, 24, 215), veil.get_rect(), border_radius=28)
        surface.blit(veil, veil.get_rect(center=(cx, cy)))
        name = self.ctx.seats.name(self.ctx.state.active)
        text.draw_text(surface, tr("baba_yaga.ready.title", name=name), (cx, cy - 215), 48, INK, anchor="midtop",
                       bold=True, shadow=True, max_width=720)
        countdown.draw_ring(surface, (cx, cy - 30), 90, self.ready.seconds_left(), self.ctx.clock, hurry_below=0)
        hint = self.searcher_hint()
        width = 720
        rect = pygame.Rect(0, 0, min(width, H.widest_line(hint, width) + 2 * H.PAD_X), H.height(hint, width))
        rect.midtop = (cx, cy + 85)
        H.draw(surface, rect, hint)
