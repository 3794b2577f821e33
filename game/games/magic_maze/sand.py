"""The table's time: the "Get ready 3-2-1" before the sand starts (nobody moves, a tick a second; a continued game
counts in again only when the sand runs, so nobody is caught by the timer; its banner says the game resumes
rather than opening the scenario again), then the rules'
clock (`tick`, game time) every frame until the game is over; and the music, which speeds up as the sand runs
low (three tempo loops)."""
from __future__ import annotations

import math
from collections.abc import Callable

from game.engine.table.part import Part

READY_SECONDS = 3.0
TEMPOS = ((0.40, "calm"), (0.17, "hurry"), (0.0, "panic"))  # sand share left -> music loop


class Sand(Part):
    def __init__(self, ctx, tick: Callable[[float], list], music: Callable[[str], None], resumed: bool = False):
        """`tick(dt)`: the table's rules clock (it shows and saves the tick's events); `music(name)`: play that
        loop from now on; `resumed`: a continued game."""
        self.ctx = ctx
        self.tick = tick
        self.music = music
        self.resumed = resumed
        counts_in = ctx.state.phase == "play" and (ctx.state.sand_total or not resumed)
        self.ready_left = READY_SECONDS if counts_in else 0.0
        self.ran = False  # the sand ran this frame (the bots react only then)
        self.loop = "calm"

    def counting(self) -> bool:
        """The "Get ready" countdown is still on (nobody moves)."""
        return self.ready_left > 0

    def count_from(self, seconds: float) -> None:
        """The countdown with `seconds` left (0: the sand runs at once, e.g. the bench's table)."""
        self.ready_left = seconds

    def update(self, dt: float) -> None:
        self.retune()
        self.ran = False
        if self.ready_left > 0:
            before = math.ceil(self.ready_left)
            self.ready_left = max(0.0, self.ready_left - dt)
            if math.ceil(self.ready_left) != before:
                self.ctx.sound("tick", 0.7)
        elif self.ctx.state.phase != "over":
            self.tick(dt)
            self.ran = True

    def tempo(self) -> str:
        s = self.ctx.state
        if not s.sand_total or s.sand_left is None:
            return "calm"
        share = s.sand_left / s.sand_total
        return next(name for floor, name in TEMPOS if share > floor or floor == 0.0)

    def retune(self) -> None:
        """The music loop that fits the sand left (switched only when it changes)."""
        name = self.tempo()
        if name != self.loop:
            self.loop = name
            self.music(name)
