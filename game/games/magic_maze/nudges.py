"""The "Do something!" pawn: a nudged seat's panel shakes for a while, and the scene notes what the bots' team
plan waits for from that seat (hero, action) so its panel can show it; a nudged human's next key press moves the
hero the team waits for.

A part of the Magic Maze scene (a mixin): it keeps `nudged` (seat -> scene clock until its panel shakes),
`nudge_aim` (seat -> the seat its next nudge goes to, table_input.py) and `wanted` on the scene (hud.py reads
them)."""
from __future__ import annotations

from game.games.magic_maze import hud
from game.games.magic_maze import mall as M
from game.games.magic_maze import rules as R
from game.games.magic_maze.plan import team_plan


class Nudges:
    def init_nudges(self) -> None:
        self.nudge_aim: dict[int, int] = {}
        self.nudged: dict[int, float] = {}  # seat -> scene clock until which its panel shakes

    def on_nudged(self, e) -> None:
        self.nudged[e.target] = self.clock + hud.NUDGE_SECONDS
        self.wanted[e.target] = want = self.wanted_of(e.target)
        if want is not None and e.target in self.humans:
            self.selected[e.target] = want[0]  # its next key press moves the hero the team waits for
        self.sound("nudge")

    def shaking(self) -> tuple[int, ...]:
        """Seats whose panel shakes now (a Do something! nudge)."""
        return tuple(seat for seat, until in sorted(self.nudged.items()) if until > self.clock)

    @property
    def wanted(self) -> dict:
        """seat -> (hero, action symbol) the team plan waits for from it, noted when it is nudged."""
        if not hasattr(self, "_wanted"):
            self._wanted = {}
        return self._wanted

    def wanted_of(self, seat: int):
        """What the bots' team plan waits for from `seat`'s action tile: (hero, symbol), or None. Read only:
        the plan for this revision is the one the nudging bot just made (kept by the plan module)."""
        s = self.state
        try:
            wanted = team_plan(R.view(s, seat)).wanted
        except Exception:  # the plan is the bots' business: no hint rather than a crash
            return None
        holds, occupied = s.holds(seat), s.occupied()
        for w in wanted:
            kind = w[2] if w[0] == "move" else w[0]
            hero = occupied.get(tuple(w[1])) if w[0] == "explore" else w[1]
            if kind in holds and hero in M.HEROES:
                return hero, kind
        return None
