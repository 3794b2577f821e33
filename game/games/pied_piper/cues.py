"""`TurnCues`: the table's pacing for people. "Your turn, Mia!" slides in when a human's turn starts, and the
start player's opening card (a bot's) waits until the family has had a look at the new table."""
from __future__ import annotations

from game.engine.table.banner import TurnBanner
from game.engine.table.part import Part

# a bot's opening card waits this long once the table is on screen (counted from the first frame drawn, each
# frame at most 1/30 s: the fade-in and a slow first frame rendering the town must not use it up)
OPENING_PAUSE = 2.0
TURN_BANNER_SECONDS = 1.6  # "Your turn, Mia!" slides in at the start of a human's turn for this long


class TurnCues(Part):
    def __init__(self, ctx, screen):
        self.ctx = ctx
        self.screen = screen
        self.turn_banner = TurnBanner(TURN_BANNER_SECONDS)
        self.opening_left = OPENING_PAUSE if ctx.state.phase == "opening" else 0.0
        self.frames_drawn = 0  # frames drawn so far (the opening pause starts once the table is on screen)
        self._was_my_turn = False

    @property
    def opening_pause(self) -> bool:
        """The start player's opening card waits: the family is still looking at the new table."""
        return self.opening_left > 0 and self.ctx.state.phase == "opening"

    def update(self, dt: float) -> None:
        self.turn_banner.update(dt)
        if self.frames_drawn and self.opening_left > 0:  # counted once the table is on screen
            self.opening_left = max(0.0, self.opening_left - min(dt, 1 / 30))
        now_mine = self.screen.my_turn and not self.ctx.state.played
        if now_mine and not self._was_my_turn:
            self.turn_banner.start(self.ctx.state.active)
        self._was_my_turn = now_mine

    def draw(self, surface) -> None:
        self.frames_drawn += 1
