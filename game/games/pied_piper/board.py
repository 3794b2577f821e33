"""The town: a ring of houses, the figures standing in the streets (gaps) between them, and the floors.

Pure and small so that the rules and the bots' look-ahead share the very same movement code. Gap g is the
street between ring[g] and ring[(g + 1) % len(ring)]. A figure facing +1 (clockwise) walks through
ring[g + 1] into gap g + 1; facing -1 it walks through ring[g] into gap g - 1. Houses are seats (0..4) or
negative ids for the neutral houses of the 2-player game, which count nothing.

Moves append events to `out` when given a list (the rules) and stay silent with out=None (the bots' look-ahead)."""
from __future__ import annotations

from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E


def pair_plan(kinds) -> list[int]:
    """The order in which the two cards under a character act (indices into `kinds`, upper card first):
    two basics - upper then lower; basic + special (either order) - the basic first; two specials - nothing."""
    basic = [i for i, k in enumerate(kinds) if k in C.BASIC]
    special = [i for i, k in enumerate(kinds) if k not in C.BASIC]
    if not basic:
        return []
    return basic + special


class Board:
    __slots__ = ("figures", "floors", "ring")

    def __init__(self, ring: list[int], floors: list[int], figures: dict[str, list[int]]):
        self.ring = ring  # house ids in clockwise order
        self.floors = floors  # floor per seat (index = seat); neutral houses have none
        self.figures = figures  # figure -> [gap, facing]

    def copy(self) -> Board:
        return Board(list(self.ring), list(self.floors), {k: list(v) for k, v in self.figures.items()})

    # queries ----------------------------------------------------------------------------------------------
    def gap_of(self, figure: str) -> int:
        return self.figures[figure][0]

    def in_gap(self, gap: int) -> list[str]:
        return [f for f in C.FIGURES if f in self.figures and self.figures[f][0] == gap]

    def next_house(self, gap: int, facing: int) -> tuple[int, int]:
        """(house passed, gap reached) for one step from `gap` facing `facing`."""
        n = len(self.ring)
        if facing > 0:
            return self.ring[(gap + 1) % n], (gap + 1) % n
        return self.ring[gap % n], (gap - 1) % n

    # moves ------------------------------------------------------------------------------------------------
    def _pass_house(self, house: int, figure: str, out: list) -> None:
        if house < 0:
            return  # a neutral house counts nothing
        old = self.floors[house]
        new = max(0, old - 1) if figure == C.PIPER else min(C.ROOF, old + 1)
        if new != old:
            self.floors[house] = new
            if out is not None:
                out.append(E.FloorChanged(house, old, new))

    def step(self, figure: str, followers: tuple = (), out: list | None = None) -> list | None:
        """One step through the next house; `followers` (rats under the piper's Melody) walk along and their
        passage counts nothing."""
        gap, facing = self.figures[figure]
        house, to_gap = self.next_house(gap, facing)
        self.figures[figure][0] = to_gap
        for f in followers:
            self.figures[f][0] = to_gap
            self.figures[f][1] = facing
        if out is not None:
            out.append(E.FigureStepped(figure, gap, house, to_gap, tuple(followers)))
        self._pass_house(house, figure, out)
        return out

    def turn(self, figure: str, followers: tuple = (), out: list | None = None) -> list | None:
        self.figures[figure][1] = -self.figures[figure][1]
        for f in followers:
            self.figures[f][1] = self.figures[figure][1]
        if out is not None:
            out.append(E.FigureTurned(figure, self.figures[figure][1], tuple(followers)))
        return out

    def basic_move(self, figure: str, kind: str, followers: tuple = (), out: list | None = None) -> list | None:
        if kind == C.TURN:
            self.turn(figure, followers, out)
        for _ in range(C.STEPS[kind]):
            self.step(figure, followers, out)
        return out

    def charm(self, rat: str, out: list | None = None) -> list | None:
        """Melody on a rat: it jumps into the piper's gap without passing any house (facing kept)."""
        gap = self.figures[rat][0]
        to_gap = self.figures[C.PIPER][0]
        self.figures[rat][0] = to_gap
        if out is not None:
            out.append(E.RatCharmed(rat, gap, to_gap))
        return out

    def act(self, figure: str, kind: str, followers: tuple = (), out: list | None = None) -> list | None:
        """One action card's effect: a basic move, +1 (one more step), or Melody (a rat is charmed; for the
        piper Melody only brings followers along, chosen before his move - see melody_followers)."""
        if kind in C.BASIC:
            return self.basic_move(figure, kind, followers, out)
        if kind == C.PLUS:
            return self.step(figure, followers, out)
        if figure != C.PIPER:
            self.charm(figure, out)
        return out

    def melody_followers(self, figure: str, kinds) -> tuple:
        """The rats that follow the piper this move: those in his gap when he starts, if Melody is played."""
        if figure != C.PIPER or C.MELODY not in kinds:
            return ()
        return tuple(f for f in self.in_gap(self.gap_of(C.PIPER)) if f != C.PIPER)

    # elimination ------------------------------------------------------------------------------------------
    def remove_house(self, house: int) -> tuple[tuple[int, ...], int]:
        """Take `house` out of the ring; the streets on both its sides become one. Returns (gap_map, merged):
        gap_map[old gap] = new gap."""
        n = len(self.ring)
        k = self.ring.index(house)
        m = n - 1
        gap_map = tuple((g if g < k else g - 1) % m for g in range(n))
        self.ring.pop(k)
        for pos in self.figures.values():
            pos[0] = gap_map[pos[0]]
        return gap_map, gap_map[k]

    def to_json(self) -> dict:
        return {"ring": list(self.ring), "floors": list(self.floors),
                "figures": {k: list(v) for k, v in self.figures.items()}}

    @classmethod
    def from_json(cls, data: dict) -> Board:
        return cls(list(data["ring"]), list(data["floors"]), {k: list(v) for k, v in data["figures"].items()})
