""""Get ready… 3, 2, 1" before every search at a table with a human: the witch waits and the search's game
time does not run (the scene holds the rules clock and the bots while it shows), so nobody's search starts
before they have found their keys. The count starts only once the turn's banners and the card's reveal have
played, and the spell card shows face up, big, beside it: the searcher sees what to look for before the count.
The searcher's device and keys are named under the count (table kit hint)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import text
from game.engine.i18n import tr
from game.engine.intents import CONFIRM, DOWN, LEFT, RIGHT, UP
from game.engine.table import countdown, devices
from game.engine.table import hint as H
from game.engine.table.part import Part
from game.games.baba_yaga import cues, hints
from game.games.baba_yaga import layout as L

SECONDS = 3.0
INK = (250, 244, 226)
# what must have played before the count starts: the turn's banner, the card turning face up, the study's flips
BEFORE_COUNT = (*cues.SHOWING, "card_reveal", "flip")
VEIL = (1040, 600)  # the count's backdrop over the board: the card on its left, the count and keys on its right


class GetReady(Part):
    """Counts down once per search turn (started from the table's frame, on scene seconds)."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.until = -1.0
        self.turn_seen: int | None = None
        self.waiting = False  # a new search seen, its count not started (what comes before it still plays)

    def update(self, dt: float) -> None:
        """A new search at a table with a human: hold it, then count once the screen has shown what comes
        before (a resumed search counts down too)."""
        ctx = self.ctx
        s = ctx.state
        if s.phase == "search" and ctx.seats.humans and not ctx.attract and s.turn_no != self.turn_seen:
            self.turn_seen = s.turn_no
            self.waiting = True
        if self.waiting and not ctx.presenter.busy(BEFORE_COUNT):
            self.waiting = False
            self.until = ctx.clock + SECONDS

    def active(self) -> bool:
        return self.ctx.state.phase == "search" and (self.waiting or self.ctx.clock < self.until)

    def seconds_left(self) -> float:
        return max(0.0, self.until - self.ctx.clock)


class ReadyCount(Part):
    """Over the board while the count runs: the title, the ring counting 3, 2, 1 and the searcher's controls."""

    def __init__(self, ctx, ready: GetReady, inputs: Callable, card_surface: Callable | None = None):
        """`card_surface(card)`: the spell card's face (the HUD's), drawn big beside the count."""
        self.ctx = ctx
        self.ready = ready
        self.inputs = inputs
        self.card_surface = card_surface

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
        veil = pygame.Surface(VEIL, pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 12, 24, 225), veil.get_rect(), border_radius=28)
        box = veil.get_rect(center=(L.BOARD_CX, L.BOARD_CY))
        surface.blit(veil, box)
        card = self.card_rect()
        face = self.card_face()
        if face is not None:
            surface.blit(pygame.transform.smoothscale(face, card.size), card)
        cx, top = (card.right + box.right) // 2, box.top + 24
        width = box.right - card.right - 40
        name = self.ctx.seats.name(self.ctx.state.active)
        text.draw_text(surface, tr("baba_yaga.ready.title", name=name), (cx, top), 48, INK, anchor="midtop",
                       bold=True, shadow=True, max_width=width)
        text.draw_text(surface, tr("baba_yaga.ready.look_for"), (cx, top + 70), 32, (255, 214, 120),
                       anchor="midtop", max_width=width)
        seconds = self.ready.seconds_left() if not self.ready.waiting else SECONDS
        countdown.draw_ring(surface, (cx, top + 210), 80, seconds, self.ctx.clock, hurry_below=0)
        hint = self.searcher_hint()
        rect = pygame.Rect(0, 0, min(width, H.widest_line(hint, width) + 2 * H.PAD_X), H.height(hint, width))
        rect.midtop = (cx, top + 310)
        H.draw(surface, rect, hint)

    def card_face(self) -> pygame.Surface | None:
        card = self.ctx.state.turn.get("card")
        return None if card is None or self.card_surface is None else self.card_surface(card)

    def card_rect(self) -> pygame.Rect:
        """The spell card, big, on the veil's left: taller than the card in the right column."""
        box = pygame.Rect((0, 0), VEIL)
        box.center = (L.BOARD_CX, L.BOARD_CY)
        h = VEIL[1] - 40
        rect = pygame.Rect(0, 0, round(h * L.CARD_W / L.CARD_H), h)
        rect.midleft = (box.left + 24, box.centery)
        return rect
