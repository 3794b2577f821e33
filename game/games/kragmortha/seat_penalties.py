"""`Penalties`: a seat's penalties at the table. The human seats' pieces are handed to the engine's handicaps
(and its reports turned into rules actions: broken -> BreakPenalty, the Hourglass -> TimeUp), the engine's
clock runs every frame (over the regions the painter says), a rules event that triggers a reflex opens its
window, and the bots obey theirs through game/core/handicap_bots.py, slipping at their difficulty's rate. It
decides nothing the rules do not."""
from __future__ import annotations

from game.core import handicap_bots as HB
from game.core.handicap_spec import HandicapBroken, HandicapRefused, HandicapTimeUp, View
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.table.part import Part
from game.games.kragmortha import events as E
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R

BOT_WAIT_CAP = 2.5  # a bot "waiting out" a slow penalty never holds the table longer than this


class Penalties(Part):
    def __init__(self, ctx, handicaps, regions, feed, hidden=None):
        """`regions()`: where the sight penalties work (the painter's); `feed(intent)`: the table's input, for
        the engine's reports (a reflex too late, time up); `hidden()`: the player cannot see the board or act
        now (the turn banner over it, an effect being shown): the turn's time limits stand still meanwhile."""
        self.ctx = ctx
        self.handicaps = handicaps
        self.regions = regions
        self.feed = feed
        self.hidden = hidden or (lambda: False)
        self._pieces: dict[int, tuple] = {}
        self._held: dict[int, tuple] = {}  # seat -> (bot standing in, its penalties) the pieces were built for
        self._reflexes: dict[tuple, int] = {}  # (turn, seat, trigger) -> reflexes asked so far this turn

    def update(self, dt: float) -> None:
        self.sync()
        self.handicaps.set_regions(self.regions())
        self.handicaps.hold_turn_clock(self.hidden() or self.ctx.busy())  # the Hourglass runs on a visible board
        for intent in self.handicaps.update(dt):
            self.feed(intent)

    def on_intent(self, seat, intent) -> bool:
        if intent.action != I.HANDICAP:
            return False
        self.on_handicap(intent)
        return True

    def on_events(self, seat, action, events) -> None:
        for name in P.triggers(events):
            if self.handicaps.trigger(name):  # a human's reflex window opens: key and countdown on the panel
                self.ctx.sound("reflex_alert", 0.8)
            self.bot_reflexes(name)
        self.sync()

    def sync(self) -> None:
        """Hand every human seat's unbroken penalties to the engine whenever they change."""
        seats, state = self.ctx.seats, self.ctx.state
        for seat in seats.humans:
            held = (seats.is_bot(seat), tuple(tuple(e) for e in state.held[seat]))
            if self._held.get(seat) == held:  # asked every frame: built again only when the cards change
                continue
            self._held[seat] = held
            pieces = R.handicap_of(state, seat)
            if seats.is_bot(seat):  # a bot stands in (attract, bench): it obeys by itself; the sight stays
                pieces = tuple(p for p in pieces if isinstance(p, View))
            if self._pieces.get(seat) != pieces:
                self._pieces[seat] = pieces
                self.handicaps.set(seat, pieces)

    def bot_turn(self, seat: int) -> float:
        """The bot at `seat` starts its turn: the seconds it waits first (a slow penalty), its slips rolled."""
        inputs = self.bot_slips(seat, HB.ACT)
        return min(BOT_WAIT_CAP, inputs.delay) if inputs else 0.0

    def bot_slips(self, seat: int, moment: str, trigger: str | None = None):
        """What the bot at `seat` does under its penalties at this moment; a slip breaks the piece a moment
        later (through the same BreakPenalty a human's break gives). Each reflex trigger is its own roll: the
        second "Boo!" in a turn is counted apart from the first."""
        ctx = self.ctx
        pieces = R.handicap_of(ctx.state, seat)
        if not pieces:
            return None
        occurrence = 0
        if moment == HB.REFLEX:
            key = (ctx.state.turn, seat, trigger)
            if not any(k[0] == ctx.state.turn for k in self._reflexes):
                self._reflexes.clear()  # a new turn: the counts start again
            occurrence = self._reflexes.get(key, 0)
            self._reflexes[key] = occurrence + 1
        cfg = ctx.setup.seats[seat]
        inputs = HB.bot_inputs(pieces, moment, difficulty=cfg.difficulty if cfg.is_bot else "hard",
                               seed=ctx.setup.seed, step=ctx.state.turn * 8 + seat, trigger=trigger,
                               occurrence=occurrence)
        for tag in inputs.slipped:
            ctx.timers.after(min(BOT_WAIT_CAP, max(inputs.delay, 0.3)), lambda t=tag: self.break_penalty(seat, t))
        return inputs

    def bot_reflexes(self, trigger: str) -> None:
        for seat in self.ctx.seats.bots:
            self.bot_slips(seat, HB.REFLEX, trigger)

    def break_penalty(self, seat: int, tag) -> None:
        """A failed penalty: the rules mark it broken and draw another (only if held, unbroken, breakable)."""
        s = self.ctx.state
        pid = P.from_tag(tag)
        held = [p for p, broken in s.held[seat] if not broken] if s.outcome is None else []
        if pid in held and P.breakable(pid):
            self.ctx.act(seat, E.BreakPenalty(seat, pid))

    def on_handicap(self, intent) -> None:
        """The engine's report on a human seat: broken -> BreakPenalty, the Hourglass ran out -> TimeUp,
        refused -> a word beside the seat."""
        ctx, report = self.ctx, intent.handicap
        if isinstance(report, HandicapBroken):
            self.break_penalty(report.seat, report.tag)
        elif isinstance(report, HandicapTimeUp):
            if report.seat == ctx.state.active and ctx.state.outcome is None:
                ctx.act(report.seat, E.TimeUp(report.seat))
        elif isinstance(report, HandicapRefused):
            ctx.say(report.seat, tr("kragmortha.screen.refused", penalty=tr(f"kragmortha.penalty.{report.tag}")), 1.5)
