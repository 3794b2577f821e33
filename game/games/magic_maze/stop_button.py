"""Without a timer any seat may stop the game: hold the stop button (hud.py draws it, filling as it is held), or
hold Back, for STOP_HOLD seconds; a short press of Back still cycles the hero. The hold is the kit's
HoldToConfirm; the seat whose hold fills gives up for the team.

A part of the Magic Maze scene (a mixin): it keeps `stop_hold` on the scene and reads its state and clock."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.intents import BACK, Intent
from game.engine.table.hold import HoldToConfirm
from game.games.magic_maze import hud
from game.games.magic_maze import moves as E

STOP_HOLD = 2.0  # seconds to hold "stop the game" (no timer)


class StopButton:
    def init_stop(self) -> None:
        self.stop_hold = HoldToConfirm(STOP_HOLD)

    def _stop_pressed(self, seat: int, intent: Intent) -> bool:
        if intent.action == I.POINTER_DOWN and intent.pos and hud.STOP_RECT.collidepoint(intent.pos):
            self.stop_hold.press(seat, self.clock)
            return True
        if intent.action == BACK:
            self.stop_hold.press(seat, self.clock)  # and Back still cycles the hero (a short press)
        return False

    def _stop_check(self) -> None:
        if self.state.phase != "over" and (seat := self.stop_hold.done(self.clock)) is not None:
            self.act(seat, E.GiveUp(seat))
