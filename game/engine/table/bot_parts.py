"""The bot drivers as parts of the table (the drivers themselves are in bots.py).

- `BotTurns`: turn-based; each frame the seat `who()` names acts if a bot holds it, once the screen is ready.
- `BotReactions`: real-time; every bot seat reacts on its own delay (game time)."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.table.bots import RealtimeBots, TurnBots
from game.engine.table.part import Part


class BotTurns(Part):
    def __init__(self, ctx, who: Callable[[], int | None], *, reads=None, delay: float = 0.75,
                 ready: Callable[[], bool] | None = None, thought_ms: float = 0.5,
                 act: Callable[[int, object], object] | None = None):
        """`reads`: what offers legal_actions(state, seat) and view(state, seat) (default the rules; a game with
        a cache of its views hands that). `ready()`: default, the presenter has nothing left to show. A bot's
        slice of thinking longer than `thought_ms` marks the frame as worked. `act(seat, action)`: what a bot's
        choice goes to (default ctx.act; a game may play some choices out on the table first)."""
        self.ctx = ctx
        self.who = who
        self.ready = ready or (lambda: not ctx.busy())
        self.thought_ms = thought_ms
        self.act = act or ctx.act
        self.driver = TurnBots(ctx.seats.bots, reads if reads is not None else ctx.rules, delay)

    def update(self, dt: float) -> None:
        seat = self.who()
        if seat not in self.ctx.seats.bots or self.ctx.is_over():
            return
        with self.ctx.budget.work(self.thought_ms):
            self.driver.update(dt, self.ctx.state, seat, self.act, ready=self.ready())

    def reset(self) -> None:
        self.driver.reset()


class BotReactions(Part):
    def __init__(self, ctx, *, reaction: Callable[[int], float] | float = 0.0, slices: int = 1,
                 ready: Callable[[], bool] | None = None, on_choice: Callable | None = None,
                 observe: bool = False, now: Callable[[], float] | None = None):
        """`observe`: the bots remember what they saw (a memory game): they are shown every event. `now()`: the
        time the reaction delays count in (default the table's clock; e.g. the rules' own game time)."""
        self.ctx = ctx
        self.observe = observe
        self.now = now or (lambda: ctx.clock)
        self.ready = ready or (lambda: True)
        self.on_choice = on_choice
        self.driver = RealtimeBots(ctx.seats.bots, ctx.rules, reaction, slices)

    def update(self, dt: float) -> None:
        if self.ready():
            self.driver.update(self.now(), self.ctx.state, self.ctx.act, self.on_choice)

    def on_events(self, seat, action, events) -> None:
        if self.observe and events:
            self.driver.observe(events)
