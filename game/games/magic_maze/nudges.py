"""The "Do something!" pawn: a nudged seat's panel shakes for a while, and the part notes what the bots' team
plan waits for from that seat (hero, action, and where it leads) so its panel and the board can show it. A nudge
never changes what the seat has selected (its next key moves the hero it chose). The rules gather the team's
nudges of one seat into a wave (rules.NUDGE_WAVE): only the wave's first nudge shakes the panel and rings."""
from __future__ import annotations

from game.engine.table.part import Part
from game.games.magic_maze import moves as M
from game.games.magic_maze import rules as R
from game.games.magic_maze.mall import HEROES
from game.games.magic_maze.plan import team_plan

NUDGE_SECONDS = 3.0


class Nudges(Part):
    def __init__(self, ctx):
        self.ctx = ctx
        self.nudged: dict[int, float] = {}  # seat -> table clock until which its panel shakes
        self.wanted: dict = {}  # seat -> (hero, action symbol) the team plan waits for from it, noted when nudged
        self.where: dict = {}  # seat -> the cell that action would take the hero to (or explore), or None

    def on_events(self, seat, action, events) -> None:
        for e in events:
            if isinstance(e, M.Nudged):
                self.on_nudged(e)

    def on_nudged(self, e) -> None:
        if getattr(e, "joined", False):
            return  # one more seat in a wave already shaking the panel
        self.nudged[e.target] = self.ctx.clock + NUDGE_SECONDS
        self.wanted[e.target] = self.wanted_of(e.target)
        self.ctx.sound("nudge")

    def shaking(self) -> tuple[int, ...]:
        """Seats whose panel shakes now (a Do something! nudge)."""
        return tuple(seat for seat, until in sorted(self.nudged.items()) if until > self.ctx.clock)

    def shake_left(self, seat: int) -> float:
        """Seconds the seat's panel still shakes (0 or less: still)."""
        return self.nudged.get(seat, 0.0) - self.ctx.clock

    def wanted_of(self, seat: int):
        """What the bots' team plan waits for from `seat`'s action tile: (hero, symbol), or None. Read only:
        the plan for this revision is the one the nudging bot just made (kept by the plan module)."""
        s = self.ctx.state
        try:
            wanted = team_plan(R.view(s, seat)).wanted
        except Exception:  # the plan is the bots' business: no hint rather than a crash
            return None
        holds, occupied = s.holds(seat), s.occupied()
        for w in wanted:
            kind = w[2] if w[0] == "move" else w[0]
            hero = occupied.get(tuple(w[1])) if w[0] == "explore" else w[1]
            if kind in holds and hero in HEROES:
                self.where[seat] = target_cell(s, w)
                return hero, kind
        return None

    def marks(self) -> list[tuple[str, tuple | None]]:
        """(hero, target cell) the team waits for, for each seat whose panel shakes now: the board shows them."""
        return [self.wanted[seat][0:1] + (self.where.get(seat),) for seat in self.shaking() if self.wanted.get(seat)]


def target_cell(s, w) -> tuple | None:
    """Where a wanted action (a team plan's template) leads: the explore cell, the portal, the escalator's other
    end, or a move's stop."""
    if w[0] in ("explore", "portal"):
        return tuple(w[1] if w[0] == "explore" else w[2])
    opts = R.hero_options(s).get(w[1], {})
    if w[0] == "escalator":
        return tuple(opts["escalator"]) if opts.get("escalator") is not None else None
    if w[0] == "move":
        return next((tuple(c) for dist, c in opts.get(w[2], ()) if dist == w[3]), None)
    return None
