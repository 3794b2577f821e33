"""`BotPacing`: the bots play at the table's pace (the kit's BotTurns, asking whoever acts now: the active seat,
or a goblin's owner choosing where it goes), after the wait a slow penalty asks of a bot at its turn's start.
A person's action (or a broken penalty) makes the driver think afresh."""
from __future__ import annotations

from game.engine.table.bot_parts import BotTurns
from game.engine.table.part import Part
from game.games.kragmortha import events as E
from game.games.kragmortha import rules as R


class BotPacing(Part):
    def __init__(self, ctx, choices, delay: float):
        self.ctx = ctx
        self.choices = choices
        self.turns = BotTurns(ctx, lambda: choices.acting, reads=R, delay=delay, ready=lambda: not ctx.busy())
        self.hold = 0.0  # game seconds a bot still waits (its slow penalty) before the driver goes on

    def hold_for(self, seconds: float) -> None:
        self.hold = seconds

    def update(self, dt: float) -> None:
        if self.ctx.state.outcome is not None or not self.ctx.seats.is_bot(self.choices.acting):
            return
        if self.hold > 0:
            self.hold -= dt
            return
        self.turns.update(dt)

    def on_events(self, seat, action, events) -> None:
        if self.ctx.seats.is_bot(seat) and not isinstance(action, E.BreakPenalty):
            return
        self.turns.reset()
