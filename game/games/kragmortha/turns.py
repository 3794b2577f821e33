"""`Turns`: a turn begins once the screen has caught up (and, on a shared screen, once its person has taken the
seat behind the curtain): that seat's penalties start their turn in the engine, the hands start afresh with the
cursor on its goblin, a person gets the turn banner, a bot rolls its slips (and waits, under a slow penalty), and
the other bots may fidget (Statue). A goblin's owner answering in someone else's turn is excused from their
others'-turn penalties meanwhile."""
from __future__ import annotations

from collections.abc import Callable

from game.core import handicap_bots as HB
from game.engine.table.part import Part


class Turns(Part):
    def __init__(self, ctx, handicaps, hot_seat, choices, controls, penalties, banner, bots,
                 keep_peek: Callable[[], bool]):
        """`keep_peek()`: a demo moment keeps what it points at when the turn begins."""
        self.ctx = ctx
        self.handicaps = handicaps
        self.hot_seat = hot_seat
        self.choices = choices
        self.controls = controls
        self.penalties = penalties
        self.banner = banner
        self.bots = bots
        self.keep_peek = keep_peek
        self.key: tuple | None = None  # (turn, active seat, placing) of the turn begun last
        self._excused: tuple = ()  # the seat whose others'-turn penalties lapse while it answers out of turn

    def _key(self) -> tuple:
        s = self.ctx.state
        return (s.turn, s.active, s.phase == "placement")

    def update(self, dt: float) -> None:
        s = self.ctx.state
        if s.outcome is not None:
            return
        if not self.ctx.busy() and self._key() != self.key and not self._behind_curtain(s.active):
            self.begin()
        self._excuse(self.choices.acting)

    def shown(self, seat: int) -> None:
        """The HotSeat put `seat`'s screen on show: its turn begins now if it is waiting to."""
        s = self.ctx.state
        if s.outcome is None and seat == s.active and self._key() != self.key:
            self.begin()

    def _behind_curtain(self, seat: int) -> bool:
        """The seat's turn waits for its person to take the screen (the HotSeat raises the curtain)."""
        return self.choices.owed() == seat and self.hot_seat.needs_curtain() and self.hot_seat.shown != seat

    def begin(self) -> None:
        s, seats = self.ctx.state, self.ctx.seats
        self.key = self._key()
        self.handicaps.begin_turn(s.active)
        self._excused = ()  # a new turn excuses nobody
        self.controls.new_turn(s.goblins[s.active], self.keep_peek())
        if seats.is_bot(s.active):
            self.bots.hold_for(self.penalties.bot_turn(s.active))
        elif s.phase == "play" and not s.cards_played:
            self.banner.start(s.active)
        for other in seats.bots:  # a statue bot may fidget while another plays
            if other != s.active:
                self.penalties.bot_slips(other, HB.IDLE)

    def _excuse(self, acting: int) -> None:
        """A person answering for their goblin in someone else's turn: their others'-turn penalties (Statue)
        lapse while they choose."""
        seats = self.ctx.seats
        answering = acting != self.ctx.state.active and seats.is_human(acting) and not seats.is_bot(acting)
        excused = (acting,) if answering else ()
        if excused != self._excused:
            self._excused = excused
            self.handicaps.excuse(excused)
