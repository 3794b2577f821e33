"""`Turns`: whoever acts now, once the table is still (no live run or replay stepped this frame, no animation left,
the game not over). In the choose phase the bots pick their secret cards at once and the people are asked one
after another (`owed_card`, for the kit's HotSeat: their cards behind the curtain when several share the
screen). Otherwise the acting seat's view and legal actions are worked out first, each in a frame of its own (a
new stalk's load never shares a frame with the hand picking it up, nor with a bot's first thought); then a bot
thinks and acts through the kit's BotTurns, its piece or axe played out live on the table (LiveTable.play)."""
from __future__ import annotations

from game.engine.table.bot_parts import BotTurns
from game.engine.table.part import Part

BOT_DELAY = 0.8
THOUGHT_MS = 0.5  # a bot's slice of thinking longer than this marks the frame as worked


class Turns(Part):
    def __init__(self, ctx, reads, live_table):
        self.ctx = ctx
        self.reads = reads
        self.live_table = live_table
        self.bot_turns = BotTurns(ctx, lambda: ctx.state.actor, reads=reads, delay=BOT_DELAY, ready=lambda: True,
                                  thought_ms=THOUGHT_MS, act=self.bot_act)
        self.bot_t = 0.0  # seconds the acting bot has held its turn (its hand hovers meanwhile)
        self.choosing = False  # this frame the choose phase went on (the people's secret cards may be asked)

    def owed_card(self) -> int | None:
        """The first person still owing a secret card (None outside the choose phase)."""
        s, seats = self.ctx.state, self.ctx.seats
        if s.phase != "choose":
            return None
        return next((h for h in seats.humans if s.chosen[h] is None and not seats.is_bot(h)), None)

    def update(self, dt: float) -> None:
        self.choosing = False
        ctx = self.ctx
        if self.live_table.stepped or ctx.busy() or ctx.is_over():
            return
        s = ctx.state
        if s.actor is not None and not self.reads.read_ahead(s.actor):
            return
        if s.phase == "choose":
            for seat, bot in ctx.seats.bots.items():  # bots choose at once
                if s.chosen[seat] is None:
                    ctx.act(seat, bot.choose(self.reads.seat_view(seat), self.reads.legal(seat)))
            self.choosing = s.phase == "choose"
            return
        if s.actor in ctx.seats.bots:
            self.bot_t += dt
            self.bot_turns.update(dt)

    def bot_act(self, seat: int, action) -> None:
        """A bot's action: a piece or the axe goes through a live run like a person's, anything else at once."""
        if not self.live_table.play(seat, action):
            self.ctx.act(seat, action)
        self.bot_t = 0.0
