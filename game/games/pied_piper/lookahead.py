"""What the bots know how to compute from a `view`: rebuild the town, play cards on it, carry characters out,
and score the result for one seat. Pure (no pygame), shared by every difficulty."""
from __future__ import annotations

import math
from functools import lru_cache
from itertools import product

from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper.board import Board, pair_plan

# what a floor costs its owner: it grows fast near the roof (7 = out)
FLOOR_COST = (0.0, 1.0, 2.1, 3.4, 5.0, 7.0, 10.0, 40.0)


def board_of(view: dict) -> Board:
    return Board(list(view["ring"]), list(view["floors"]), {k: list(v) for k, v in view["figures"].items()})


def unseen_kinds(view: dict) -> dict[str, float]:
    """Probability of each kind for a card this seat cannot see (someone's hand or a face-down card)."""
    counts = {k: n for k, n in C.KIND_COUNTS if view["options"].get("specials", True) or k in C.BASIC}
    seen = list(view["hand"]) + list(view["discards"])
    seen += [it["card"] for e in view["row"] for it in e["stack"] if it["card"] is not None]
    for card in seen:
        counts[C.kind_of(card)] -= 1
    total = sum(max(0, v) for v in counts.values()) or 1
    return {k: max(0, v) / total for k, v in counts.items()}


@lru_cache(maxsize=64)
def pass_table(n: int, specials: bool) -> tuple[float, ...]:
    """Expected passes through the house k places ahead (k = 0 is the next house) when a figure is carried out
    with two random cards, on a ring of n houses."""
    weights = {k: c for k, c in C.KIND_COUNTS if specials or k in C.BASIC}
    total = sum(weights.values())
    out = [0.0] * n
    ring = list(range(n))
    for k1, k2 in product(weights, weights):
        p = weights[k1] * weights[k2] / total / total
        b = Board(ring, [0] * n, {"red": [0, -1], C.PIPER: [0, -1]})
        kinds = [k1, k2] if specials else [k1]
        for i in pair_plan(kinds):
            b.act("red", kinds[i])
        for house in range(n):  # floors count passes (capped at 7, never reached here)
            ahead = (0 - house) % n  # facing -1 from gap 0: ring[0] is 0 ahead, ring[n-1] is 1 ahead ...
            out[ahead] += p * b.floors[house]
    return tuple(out)


class Sim:
    """A town being played on: the board plus the row's stacks. A stack item is [kind or None, acted]
    (None = a card this seat cannot see); a stack of None = a freshly refilled, unknown character."""

    __slots__ = ("board", "fallen", "figures_of", "game_two", "specials", "stacks")

    def __init__(self, board: Board, stacks: list, figures_of: list[str], specials: bool, game_two: bool):
        self.board = board
        self.stacks = stacks
        self.figures_of = figures_of
        self.specials = specials
        self.game_two = game_two  # 2-player game or play-on: houses are not removed (the game just ends)
        self.fallen: list[int] = []

    @classmethod
    def from_view(cls, view: dict) -> Sim:
        stacks = [[[it["kind"], it["acted"]] for it in e["stack"]] for e in view["row"]]
        return cls(board_of(view), stacks, [e["figure"] for e in view["row"]],
                   view["options"].get("specials", True), view["players"] == 2 or view["play_on"])

    def copy(self) -> Sim:
        s = Sim(self.board.copy(), [None if x is None else [list(i) for i in x] for x in self.stacks],
                self.figures_of, self.specials, self.game_two)
        s.fallen = list(self.fallen)
        return s

    def _checkpoint(self, order=()) -> None:
        """Houses at the roof fall. In a 2-player game or play-on the game ends at the first one (`order`: the
        houses in the order they reached the roof during the last card) and nothing falls after it."""
        at_roof = [h for h in self.board.ring if h >= 0 and self.board.floors[h] >= C.ROOF and h not in self.fallen]
        if self.game_two:
            if at_roof and not self.fallen:
                self.fallen.append(next((h for h in order if h in at_roof), at_roof[0]))
            return
        for h in at_roof:
            self.fallen.append(h)
            if len(self.board.ring) > 2:
                self.board.remove_house(h)

    def _act(self, figure: str, kind: str, followers: tuple = ()) -> None:
        if figure not in self.board.figures:
            return
        floors = self.board.floors
        if self.game_two and not self.fallen and any(floors[h] >= C.ROOF - 1 for h in self.board.ring if h >= 0):
            # one card may bring both houses to the roof: which got there first decides (rare: events only here)
            events: list = []
            self.board.act(figure, kind, followers, events)
            self._checkpoint([e.house for e in events if isinstance(e, E.FloorChanged) and e.new >= C.ROOF])
        else:
            self.board.act(figure, kind, followers)
            self._checkpoint()

    def carry_out(self, slot: int, guess: str = C.STEP1) -> None:
        """Specials variant: the two cards under `slot` act (unknown cards are taken to be `guess`)."""
        kinds = [k or guess for k, _acted in self.stacks[slot]]
        figure = self.figures_of[slot]
        followers = self.board.melody_followers(figure, kinds)
        for i in pair_plan(kinds):
            self._act(figure, kinds[i], followers)
        self.stacks[slot] = None

    def play(self, kind: str, slot: int, face_down: bool = False, guess: str = C.STEP1, hold: bool = False) -> None:
        """Place a card. No-specials variant: a face-up card acts at once unless held; the second card makes a
        face-down or held one act (first) and clears the character."""
        stack = self.stacks[slot]
        stack.append([kind, False])
        if self.specials:
            return
        if not (face_down or hold) or len(stack) == 2:
            for item in stack:
                if not item[1]:
                    item[1] = True
                    self._act(self.figures_of[slot], item[0] or guess)
        if len(stack) == 2:
            self.stacks[slot] = None

    def ready(self) -> list[int]:
        return [i for i, s in enumerate(self.stacks) if s is not None and len(s) >= 2]


# scoring -----------------------------------------------------------------------------------------------------
HOT_ONE_CARD = 1.0  # a character with one card under it: the next player can carry it out
HOT_EMPTY = 0.45  # in the row, no card yet
HOT_ABSENT = 0.12  # not in the row: it may come later
WIN = 1000.0
FALLEN_BONUS = 12.0


def _hotness(sim: Sim) -> dict[str, float]:
    hot = dict.fromkeys(sim.board.figures, HOT_ABSENT)
    for slot, stack in enumerate(sim.stacks):
        if stack is None:
            continue
        f = sim.figures_of[slot]
        add = HOT_ONE_CARD if len(stack) == 1 else HOT_EMPTY
        hot[f] = add if hot[f] == HOT_ABSENT else hot[f] + add * 0.5
    return hot


def threats(sim: Sim, threat_weight: float = 1.0) -> dict[int, float]:
    """Expected floors each house gains soon (rats) minus what the piper takes away."""
    b = sim.board
    ring = b.ring
    n = len(ring)
    table = pass_table(n, sim.specials)
    hot = _hotness(sim)
    out = dict.fromkeys(ring, 0.0)
    for f, (gap, facing) in b.figures.items():
        h = hot[f] * threat_weight
        if f == C.PIPER:
            h = -h
        # the houses in the order the figure would pass them
        order = ring[gap::-1] + ring[n - 1:gap:-1] if facing < 0 else ring[gap + 1:] + ring[:gap + 1]
        for house, t in zip(order, table):
            out[house] += h * t
    return out


_UP = tuple(FLOOR_COST[min(f + 1, C.ROOF)] - FLOOR_COST[f] for f in range(C.ROOF + 1))
_DOWN = tuple(FLOOR_COST[f] - FLOOR_COST[max(f - 1, 0)] for f in range(C.ROOF + 1))


def _risk(floor: int, threat: float) -> float:
    return FLOOR_COST[floor] + threat * (_UP[floor] if threat >= 0 else _DOWN[floor])


def score(sim: Sim, view: dict, me: int, threat_weight: float = 1.0, rival: float = 0.0,
          opp_linear: bool = False) -> float:
    return scores(sim, view, (me,), threat_weight, rival, opp_linear)[0]


def scores(sim: Sim, view: dict, seats, threat_weight: float = 1.0, rival: float = 0.0,
           opp_linear: bool = False) -> list[float]:
    """How good the town looks for each of `seats` (higher is better): my own risk (floor cost plus what the
    figures threaten) against the opponents'. `rival` > 0 makes the opponents with low floors - the rivals for
    the win, since the last two compare floors - count more; `opp_linear` counts their floors plainly, so
    pushing an opponent already near the roof is not overvalued."""
    out_before = {s for g in view["eliminated"] for s in g}
    fallen = set(sim.fallen)
    alive = [s for s in range(view["players"]) if s not in out_before and s not in fallen]
    floors = sim.board.floors
    th = None
    values = []
    for me in seats:
        decided = _decided(sim, view, me, alive, fallen)
        if decided is not None:
            values.append(decided)
            continue
        if th is None:
            th = threats(sim, threat_weight)
            risk = {s: _risk(floors[s], th.get(s, 0.0)) for s in alive}
        opponents = [s for s in alive if s != me]
        value = -risk[me]
        if opponents:
            orisk = {s: floors[s] + th.get(s, 0.0) for s in opponents} if opp_linear else risk
            if rival > 0:
                low = min(floors[s] for s in opponents)
                w = {s: math.exp(-rival * (floors[s] - low)) for s in opponents}
                value += sum(orisk[s] * w[s] for s in opponents) / sum(w.values())
            else:
                value += sum(orisk[s] for s in opponents) / len(opponents)
        values.append(value + FALLEN_BONUS * len(fallen))
    return values


def _decided(sim: Sim, view: dict, me: int, alive: list[int], fallen: set[int]) -> float | None:
    """+-WIN when the game is over (or lost for `me`) in this town, else None."""
    if me in fallen:
        return -WIN
    floors = sim.board.floors
    if fallen and (sim.game_two or len(alive) <= 2):
        if len(alive) == 1 or sim.game_two:
            return WIN if me in alive else -WIN
        a, b = alive
        markers = [len(m) for m in view["markers"]]
        markers[me] += sum(len(view["markers"][s]) for s in fallen)
        ka, kb = (floors[a], -markers[a]), (floors[b], -markers[b])
        if ka != kb:
            return WIN if (a if ka < kb else b) == me else -WIN
    if sim.game_two and view["play_on"]:
        other = next(s for s in alive if s != me)
        if floors[me] != floors[other]:
            return WIN if floors[me] < floors[other] else -WIN
    return None
