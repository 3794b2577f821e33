"""`LivePlay`: the race against the clock. Every frame the rules' clock runs (`tick`) and the bots play, each at
its own tempo on the rules' game seconds (the kit's RealtimeBots) — except while the "Get ready" count shows.
The bots remember what they saw: every event of the table is shown to them."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.table.bots import RealtimeBots
from game.engine.table.part import Part


class LivePlay(Part):
    def __init__(self, ctx, ready, tick: Callable[[float], list], on_choice: Callable | None = None):
        """`ready`: the GetReady count (nothing runs while it shows); `tick(dt)`: the table's real-time rules
        step; `on_choice(seat, action)`: told each bot's choice before it is played (its hand moves there)."""
        self.ctx = ctx
        self.ready = ready
        self.tick = tick
        self.on_choice = on_choice
        self.driver = RealtimeBots(ctx.seats.bots, ctx.rules)

    def update(self, dt: float) -> None:
        if self.ready.active():
            return
        self.tick(dt)
        s = self.ctx.state
        self.driver.update(s.clock.now, s, self.ctx.act, self.on_choice)

    def on_events(self, seat, action, events) -> None:
        if events:
            self.driver.observe(events)
