"""`HotSeat`: whose private screen (a hand of cards, a secret choice) the shared screen shows, and the curtain
between two people who share it.

The game says which human seat needs its private screen now (`owed`: the active human, or the next human who
still owes a secret card; None: nobody). When that seat changes, the previous private screen is hidden at once;
the new one is shown straight away when one person plays on this screen, and behind the hot-seat curtain ("Pass
to Mia") when several do. A seat whose private screen is on a device of its own (a phone:
`Seats.private_elsewhere`) is never shown on the shared screen and never needs the curtain.

Other parts ask `shown` (whose hand to draw), `curtain_up`, and `accepts(intent)` (input counts only from the
shown seat's device, never while the curtain is up)."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.table.part import Part


class HotSeat(Part):
    def __init__(self, ctx, owed: Callable[[], int | None], *, needs_curtain: Callable[[], bool] | None = None,
                 waits: Callable[[], bool] | None = None, on_show: Callable[[int, bool], None] | None = None,
                 message: Callable[[int], str | None] | None = None):
        """`needs_curtain()`: default, more than one human shares this screen. `waits()`: True while nothing may
        change (the screen is still showing the last move). `on_show(seat, after_curtain)`: told when a seat's
        private screen comes on show. `message(seat)`: the curtain's words for that seat (what they are called
        for), or None for the usual ones."""
        self.ctx = ctx
        self.owed = owed
        self.needs_curtain = needs_curtain or self.shared_by_several
        self.waits = waits or (lambda: False)
        self.on_show = on_show
        self.message = message
        self.shown: int | None = None  # the seat whose private screen is on show
        self.curtain_up = False

    def shared_by_several(self) -> bool:
        seats = self.ctx.seats
        return sum(1 for h in seats.humans if not seats.private_elsewhere(h)) > 1

    def update(self, dt: float) -> None:
        if self.curtain_up or self.waits():
            return
        seat = self.owed()
        if self.shown is not None and self.shown != seat:
            self.shown = None  # the last person's cards are hidden as soon as it is no longer their moment
        if seat is None or self.shown == seat or self.ctx.seats.private_elsewhere(seat):
            return
        if self.needs_curtain():
            self.curtain_up = True
            words = self.message(seat) if self.message is not None else None
            if words:
                self.ctx.raise_curtain(seat, lambda: self._show(seat, True), words)
            else:
                self.ctx.raise_curtain(seat, lambda: self._show(seat, True))
        else:
            self._show(seat, False)

    def _show(self, seat: int, after_curtain: bool) -> None:
        self.curtain_up = False
        self.shown = seat
        if self.on_show is not None:
            self.on_show(seat, after_curtain)

    def hide(self) -> None:
        """Hide the private screen now (a resumed game, a new round): the next update shows it again."""
        self.shown = None

    def accepts(self, intent, untagged: bool = False) -> bool:
        """The intent may act for the shown seat: it comes from that seat's device (or, with `untagged`, from a
        device bound to no seat), and the curtain is down."""
        seat = self.shown
        if seat is None or self.curtain_up:
            return False
        return self.ctx.seats.owns(seat, intent) or (untagged and intent.seat is None)
