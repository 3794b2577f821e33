"""Named situations for screenshots and the scene tests (`demo_scene(app, seed, moment)`): bots at every seat,
the table played on to the moment through its public deeds (act, tick) and parts."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import ChooseFlightPath, FlipTile, MoveWitch

MOMENTS = ("study", "search_wrong", "fog", "wobble", "broken", "end")


def _right(s):
    els = s.card_elements()
    return [c for c in D.FOREST_CELLS if s.board[c] in els]


def _wrong(s):
    els = s.card_elements()
    return [c for c in D.FOREST_CELLS if s.board[c] not in els]


class Moment:
    """Plays a new table of four bots on to a named moment."""

    def __init__(self, table):
        self.table = table
        self.s = table.state

    def start_search(self, effect=None, end="west") -> None:
        s = self.s
        self.table.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
        if effect:
            s.pending.append([effect, s.active])
        self.table.act(None, ChooseFlightPath(s.turn["chooser"], D.PATH_ENDS[end][0], end))

    def move(self, n: int) -> None:
        s = self.s
        for _ in range(n):
            self.table.act(None, MoveWitch(s.mover(), "left" if s.turn["moves"] % 2 == 0 else "right"))

    def settle(self, seconds: float = 1.0) -> None:
        """Let the animations of the set-up play out (no game time passes)."""
        step = 1 / 30
        t = self.table
        for _ in range(int(seconds / step)):
            t.presenter.update(step)
            t.clock += step
            t.hand.move_ghost(step)
        t.presenter.take_sounds()

    def play(self, moment: str) -> None:
        t, s = self.table, self.s
        if moment == "study":
            t.tick(6.0)
        elif moment in ("search_wrong", "fog", "wobble"):
            effect = None if moment == "search_wrong" else moment
            self.start_search(effect, "north" if moment == "fog" else "west")
            right = _right(s)
            t.act(None, FlipTile(s.active, right[0]))
            if moment == "search_wrong":
                t.act(None, FlipTile(s.active, right[1]))
                t.act(None, FlipTile(s.active, _wrong(s)[2]))
                self.move(5)
            else:
                self.move(2)
                t.hand.place_ghost(L.index_center(_wrong(s)[5]))
        elif moment == "broken":
            self.start_search(None, "south")
            for c in _right(s)[:3]:
                t.act(None, FlipTile(s.active, c))
            self.move(s.turn["total"])
        elif moment == "end":
            self.start_search(None, "east")
            s.discards[s.active], s.piles[s.active] = s.piles[s.active][:2], []
            for c in _right(s)[:3]:
                t.act(None, FlipTile(s.active, c))
            self.move(s.turn["total"])
            self.settle(4.0)  # the win's animation has played: the engine's end screen comes up at once
            return
        else:
            raise ValueError(f"unknown moment {moment!r}; known: {', '.join(MOMENTS)}")
        self.settle(3.0 if moment == "broken" else 1.6)


def build(make_scene, app, seed: int = 1, moment: str | None = None):
    """A table of four bots (`make_scene(app, setup)`, handed over by the scene module) at `moment`; with none,
    the bench's table (its study skipped)."""
    table = make_scene(app, GameSetup.all_bots("baba_yaga", 4, seed=seed, difficulty="normal"))
    if moment:
        Moment(table).play(moment)
    else:
        table.skip_study_in_bench = True
    return table
