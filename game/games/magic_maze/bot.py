"""Magic Maze bots: teammates sharing one plan (plan.team_plan, from the public view), each doing only what
its own action tile allows, at a human pace.

Every bot reads the same plan and does the first wanted action it holds, after a reaction delay that depends
on its difficulty (game seconds; it returns None meanwhile). An action still wanted keeps its timer when
the plan is recomputed, so a teammate's move does not make everyone start over. When the plan has waited a
while on an action no bot could do (a human seat holds it), the idle bot with the lowest seat puts the
"Do something!" pawn in front of that seat. Solo: the bot turns action tiles until one it needs is on top.
Easy bots sometimes hesitate longer or take a less useful step; hard bots are quick and exact. On screen the
driver steps think(), which makes a new plan over several frames before choosing.

No endless shuffles: the plan can send a hero east and then back west for ever. A bot remembers, since the
table last made progress (a tile laid, a marker used, the theft, an escape), which actions it took from each
position of the heroes; it never takes the same action from the same position twice in that stretch, tries
another step instead, and when nothing untried is left in a game without a timer it stops the table."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.api import Bot
from game.games.magic_maze.moves import (
    DoSomething,
    Explore,
    GiveUp,
    Move,
    RemoveTile,
    RevealActionTile,
    RideEscalator,
    UsePortal,
)
from game.games.magic_maze.plan import plan_steps, team_plan
from game.games.magic_maze.rules import NUDGE_WAVE

HUMAN_WAIT = 4.0  # seconds bots leave a human's wanted move to them before playing on around it
HUMAN_PACE = 2.0  # with humans at the table, no bot reacts faster than this (mean seconds)


@dataclass(frozen=True)
class Profile:
    react: float  # mean seconds from seeing what to do to doing it
    spread: float  # +- share of that, uniformly
    reveal: float  # solo: seconds to turn the next action tile
    slip: float  # chance to pick a later wanted action instead of the first
    nudge_after: float  # seconds a wanted action may wait on someone else before the nudge
    give_up_after: float  # no timer: seconds with nothing to do before the table stops


PROFILES = {
    "easy": Profile(react=2.4, spread=0.4, reveal=0.9, slip=0.25, nudge_after=14.0, give_up_after=120.0),
    "normal": Profile(react=1.5, spread=0.3, reveal=0.6, slip=0.08, nudge_after=10.0, give_up_after=90.0),
    "hard": Profile(react=0.9, spread=0.2, reveal=0.4, slip=0.0, nudge_after=7.0, give_up_after=60.0),
}


def as_action(seat: int, want: tuple):
    kind = want[0]
    if kind == "move":
        return Move(seat, want[1], want[2], want[3])
    if kind == "portal":
        return UsePortal(seat, want[1], tuple(want[2]))
    if kind == "escalator":
        return RideEscalator(seat, want[1])
    if kind == "explore":
        return Explore(seat, tuple(want[1]))
    if kind == "remove":
        return RemoveTile(seat, want[1])
    raise ValueError(f"unknown wanted action {want!r}")


def action_kind(want: tuple) -> str:
    """The action-tile symbol a wanted action needs."""
    return want[2] if want[0] == "move" else want[0]


class MagicMazeBot(Bot):
    def __init__(self, seat: int, difficulty: str = "normal", seed: int = 0):
        super().__init__(seat, difficulty, seed)
        self.p = PROFILES[difficulty]
        self.pending = None  # (action, ready_at)
        self.first_seen: dict = {}  # wanted template -> game time it was first wanted
        self.idle_since: float | None = None
        self._legal_list: list | None = None
        self.last_rev, self.rev_since = None, 0.0  # when the table last changed
        self._legal_set: set = set()
        self.table_humans: tuple = ()  # the human seats at the table (the scene says): leave them their moves
        self.progress = None  # what only ever grows in a game: tiles, used markers, the theft, escapes
        self.tried: dict = {}  # position of the heroes -> actions this bot took from there since progress
        self.cycle_reveals = 0  # solo: tiles turned in a row looking for an untried step

    def think(self, view: dict, legal: list, now: float = 0.0):
        """choose() for the scene's driver: the team plan is made a slice per next() (plan.plan_steps), so a
        new plan on a big mall never stalls a frame; then the same choice as choose() (simulations call
        choose() directly: same plan, same choices)."""
        yield from plan_steps(view)
        return self.choose(view, legal, now)

    def choose(self, view: dict, legal: list, now: float = 0.0):
        if not legal:
            return None
        if view["rev"] != self.last_rev:
            self.last_rev, self.rev_since = view["rev"], now
        plan = team_plan(view)
        if legal is not self._legal_list:  # the rules hand out one list per revision: hash it once
            self._legal_list, self._legal_set = legal, set(legal)
        legal_set = self._legal_set
        mine = []
        for w in plan.wanted:
            if w[0] == "remove":
                a = RemoveTile(self.seat, w[1])
            else:
                a = as_action(self.seat, w)
            if a in legal_set:
                mine.append((w, a))
        self._remember(plan.wanted, now)
        here, tried = self._position(view)
        if mine:
            fresh = [(w, a) for w, a in mine if a not in tried]
            if not fresh:  # every wanted step from here was taken before without progress: a cycle
                return self._break_cycle(view, legal, tried, here, now)
            mine = fresh
        if view["players"] == 1 and not mine and plan.wanted:
            return self._when_ready(RevealActionTile(self.seat), now, self.p.reveal, legal_set)
        if mine and self._humans_turn(view, plan.wanted, mine[0][0], now):
            mine = []  # a human's move comes first in the plan: give them the time a person needs
        if mine:
            if now - self.rev_since > self.p.give_up_after:
                return self._maybe_give_up(view, legal_set, now)
            self.idle_since = None
            pick = mine[0]
            if len(mine) > 1 and self.p.slip and self.rng.chance(self.p.slip):
                pick = mine[1]
            # keep the pending action while it is still wanted: its timer runs on
            if self.pending is not None and any(a == self.pending[0] for _, a in mine):
                return self._taken(here, self._when_ready(self.pending[0], now, self.p.react, legal_set))
            return self._taken(here, self._when_ready(pick[1], now, self.p.react, legal_set))
        self.pending = None
        if self.idle_since is None:
            self.idle_since = now
        nudge = self._nudge(view, plan, legal_set, now)
        if nudge is not None:
            return nudge
        return self._maybe_give_up(view, legal_set, now)

    def _humans_turn(self, view: dict, wanted: list, first_mine: tuple, now: float) -> bool:
        """With humans at the table: a wanted action up to and including this bot's first one that a human seat
        also holds waits HUMAN_WAIT seconds for them before the bots do it or play on around it."""
        if not self.table_humans:
            return False
        holds = view["holds"]
        for w in wanted:
            need = action_kind(w) if w[0] != "remove" else None
            if need is not None and any(need in holds[s] for s in self.table_humans if s < len(holds)) \
                    and now - self.first_seen.get(w, now) < HUMAN_WAIT:
                return True
            if w == first_mine:
                return False
        return False

    def _delay(self, base: float) -> float:
        if self.table_humans:
            base = max(base, HUMAN_PACE)  # at the humans' pace
        return base * (1.0 + self.p.spread * (2.0 * self.rng.random() - 1.0))

    def _position(self, view: dict) -> tuple:
        """The heroes' position now, and the actions this bot already took from it since the last progress."""
        progress = (len(view["placed"]), len(view["used"]), view["theft"], len(view["escaped"]),
                    view.get("hourglasses"), view["phase"])
        if progress != self.progress:
            self.progress, self.tried = progress, {}
        here = tuple(sorted((h, tuple(c) if c is not None else None) for h, c in view["heroes"].items()))
        return here, self.tried.get(here, set())

    def _taken(self, here: tuple, action):
        if action is not None:
            self.tried.setdefault(here, set()).add(action)
        return action

    def _break_cycle(self, view: dict, legal: list, tried: set, here: tuple, now: float):
        """The plan only offers steps already taken from here: take an untried step of this bot's own instead
        (a move the plan did not ask for); with none left, a game without a timer is stopped."""
        untried = [a for a in legal if isinstance(a, (Move, RideEscalator, UsePortal, Explore)) and a not in tried]
        if untried:
            self.cycle_reveals = 0
            pick = self.rng.choice(untried)
            if self.pending is not None and self.pending[0] in untried:
                pick = self.pending[0]
            return self._taken(here, self._when_ready(pick, now, self.p.react, set(legal)))
        solo_left = view["solo"]["pile"] + len(view["solo"]["discard"]) + 1 if view["players"] == 1 else 0
        if self.cycle_reveals <= solo_left and RevealActionTile(self.seat) in legal:  # another tile, other steps
            action = self._when_ready(RevealActionTile(self.seat), now, self.p.reveal, set(legal))
            self.cycle_reveals += action is not None
            return action
        give_up = GiveUp(self.seat)
        if view.get("sand_total") is None and give_up in legal and self.seat == 0:
            return give_up
        return None

    def _maybe_give_up(self, view: dict, legal_set: set, now: float):
        """Without a timer nothing ends a stuck game: the first seat stops it once nothing has changed for a
        long while (nothing to do, or the plan waits on something that never happens)."""
        if view.get("sand_total") is not None or now - self.rev_since <= self.p.give_up_after:
            return None
        give_up = GiveUp(self.seat)
        return give_up if give_up in legal_set and self.seat == 0 else None

    def _when_ready(self, action, now: float, base: float, legal_set: set):
        if self.pending is None or self.pending[0] != action:
            self.pending = (action, now + self._delay(base))
            return None
        if now >= self.pending[1] and action in legal_set:
            self.pending = None
            return action
        return None

    def _remember(self, wanted: list, now: float) -> None:
        keep = {}
        for w in wanted:
            keep[w] = self.first_seen.get(w, now)
        self.first_seen = keep

    def _nudge(self, view: dict, plan, legal_set: set, now: float):
        """Wake the seat the plan has waited on longest (a human, since bots would have acted)."""
        if not plan.wanted:
            return None
        w = min(plan.wanted, key=lambda x: self.first_seen.get(x, now))
        if now - self.first_seen.get(w, now) < self.p.nudge_after:
            return None
        need = action_kind(w) if w[0] != "remove" else None
        holders = [s for s, h in enumerate(view["holds"]) if need is None or need in h]
        # the pawn already in front of the one seat that can help: put it down again (a second "Do something!")
        targets = sorted((s for s in holders if s != self.seat), key=lambda s: s == view.get("pawn"))
        if not targets:
            return None
        wave = view.get("waves", {}).get(str(targets[0]))
        if wave is not None and view["now"] - wave[0] < NUDGE_WAVE and self.seat in wave[1]:
            return None  # this seat is in the team's nudge already: one nudge a wave
        a = DoSomething(self.seat, targets[0])
        if a not in legal_set:
            return None
        self.first_seen[w] = now  # give them time before nudging again
        return a


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0) -> MagicMazeBot:
    return MagicMazeBot(seat, difficulty, seed)
