"""`Linger`: after a person's last deed hands the shared screen to another person (their turn ends, or a goblin's
owner is asked), the curtain waits until the mover has seen what came of it: where the pushed goblins landed,
the card drawn (their hand stays up meanwhile). It waits for the screen to catch up, then until the mover
presses "Done" (confirm, or a click on it) or for `SECONDS` more."""
from __future__ import annotations

from collections.abc import Callable

from game.engine import intents as I
from game.engine import text
from game.engine.i18n import tr
from game.engine.table.part import Part
from game.engine.theme import draw_panel
from game.games.kragmortha import layout as L
from game.games.kragmortha import rules as R

SECONDS = 3.0
CREAM, GOLD = (246, 236, 210), (255, 210, 90)


class Linger(Part):
    def __init__(self, ctx, needs_curtain: Callable[[], bool]):
        """`needs_curtain()`: people share this screen behind a curtain (else nobody's screen is hidden)."""
        self.ctx = ctx
        self.needs_curtain = needs_curtain
        self.mover: int | None = None  # the person still looking at what their deed did
        self.seen = 0.0  # seconds the screen has shown it, caught up

    def holding(self) -> bool:
        return self.mover is not None

    def on_events(self, seat, action, events) -> None:
        seats, state = self.ctx.seats, self.ctx.state
        if seat is None or not seats.is_human(seat) or seats.is_bot(seat) or state.outcome is not None:
            return
        nxt = R.to_act(state)
        nxt = state.active if nxt is None else nxt
        if nxt != seat and seats.is_human(nxt) and not seats.is_bot(nxt) and self.needs_curtain():
            self.mover, self.seen = seat, 0.0

    def update(self, dt: float) -> None:
        if self.mover is None or self.ctx.busy():
            return
        self.seen += dt
        if self.seen >= SECONDS or self.ctx.state.outcome is not None:
            self.mover = None

    def on_intent(self, seat, intent) -> bool:
        if self.mover is None or self.ctx.busy() or not self.ctx.seats.owns(self.mover, intent):
            return False
        done = intent.action in (I.CONFIRM, I.ACT1) or (
            intent.action == I.POINTER_DOWN and intent.pos is not None and self.button().collidepoint(intent.pos))
        if done:
            self.mover = None
        return done

    @staticmethod
    def button():
        return L.button_rects(1)[0]

    def draw(self, surface) -> None:
        if self.mover is None or self.ctx.busy():
            return
        r = self.button()
        draw_panel(surface, r, colour=(70, 40, 90), shadow=False, border=GOLD)
        text.draw_text(surface, tr("common.done"), r.center, 32, CREAM, "center", bold=True,
                       max_width=r.w - 16)
