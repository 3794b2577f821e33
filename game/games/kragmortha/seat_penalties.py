"""A seat's penalties at the table: the human seats' pieces handed to the engine's handicaps (and its reports
turned into rules actions), the bots obeying theirs through game/core/handicap_bots.py and slipping at their
difficulty's rate. The scene owns one `SeatPenalties`; it decides nothing the rules do not."""
from __future__ import annotations

from game.core import handicap_bots as HB
from game.core.handicap_spec import HandicapBroken, HandicapRefused, HandicapTimeUp, View
from game.engine.i18n import tr
from game.games.kragmortha import events as E
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R

BOT_WAIT_CAP = 2.5  # a bot "waiting out" a slow penalty never holds the table longer than this


class SeatPenalties:
    def __init__(self, scene):
        self.scene = scene
        self._pieces: dict[int, tuple] = {}
        self._held: dict[int, tuple] = {}  # seat -> (bot standing in, its penalties) the pieces were built for
        self._reflexes: dict[tuple, int] = {}  # (turn, seat, trigger) -> reflexes asked so far this turn

    @property
    def handicaps(self):
        return self.scene.app.input.handicaps

    def sync(self) -> None:
        """Hand every human seat's unbroken penalties to the engine whenever they change."""
        for seat in self.scene.humans:
            held = (seat in self.scene.bots, tuple(tuple(e) for e in self.scene.state.held[seat]))
            if self._held.get(seat) == held:  # asked every frame: built again only when the cards change
                continue
            self._held[seat] = held
            pieces = R.handicap_of(self.scene.state, seat)
            if seat in self.scene.bots:  # a bot stands in (attract, bench): it obeys by itself; the sight stays
                pieces = tuple(p for p in pieces if isinstance(p, View))
            if self._pieces.get(seat) != pieces:
                self._pieces[seat] = pieces
                self.handicaps.set(seat, pieces)

    def bot_turn(self, seat: int) -> None:
        inputs = self.bot_slips(seat, HB.ACT)
        self.scene.bot_hold = min(BOT_WAIT_CAP, inputs.delay) if inputs else 0.0

    def bot_slips(self, seat: int, moment: str, trigger: str | None = None):
        """What the bot at `seat` does under its penalties at this moment; a slip breaks the piece a moment
        later (through the same BreakPenalty a human's break gives). Each reflex trigger is its own roll: the
        second "Boo!" in a turn is counted apart from the first."""
        sc = self.scene
        pieces = R.handicap_of(sc.state, seat)
        if not pieces:
            return None
        occurrence = 0
        if moment == HB.REFLEX:
            key = (sc.state.turn, seat, trigger)
            if not any(k[0] == sc.state.turn for k in self._reflexes):
                self._reflexes.clear()  # a new turn: the counts start again
            occurrence = self._reflexes.get(key, 0)
            self._reflexes[key] = occurrence + 1
        cfg = sc.setup.seats[seat]
        inputs = HB.bot_inputs(pieces, moment, difficulty=cfg.difficulty if cfg.is_bot else "hard",
                               seed=sc.setup.seed, step=sc.state.turn * 8 + seat, trigger=trigger,
                               occurrence=occurrence)
        for tag in inputs.slipped:
            sc.timers.after(min(BOT_WAIT_CAP, max(inputs.delay, 0.3)), lambda t=tag: self.break_penalty(seat, t))
        return inputs

    def bot_reflexes(self, trigger: str) -> None:
        for seat in self.scene.bots:
            self.bot_slips(seat, HB.REFLEX, trigger)

    def break_penalty(self, seat: int, tag) -> None:
        """A failed penalty: the rules mark it broken and draw another (only if held, unbroken, breakable)."""
        s = self.scene.state
        pid = P.from_tag(tag)
        held = [p for p, broken in s.held[seat] if not broken] if s.outcome is None else []
        if pid in held and P.breakable(pid):
            self.scene.act(seat, E.BreakPenalty(seat, pid))

    def on_handicap(self, intent) -> None:
        """The engine's report on a human seat: broken -> BreakPenalty, the Hourglass ran out -> TimeUp,
        refused -> a word beside the seat."""
        sc, report = self.scene, intent.handicap
        if isinstance(report, HandicapBroken):
            self.break_penalty(report.seat, report.tag)
        elif isinstance(report, HandicapTimeUp):
            if report.seat == sc.state.active and sc.state.outcome is None:
                sc.act(report.seat, E.TimeUp(report.seat))
        elif isinstance(report, HandicapRefused):
            sc.say(report.seat, tr("kragmortha.screen.refused", penalty=tr(f"kragmortha.penalty.{report.tag}")), 1.5)
