"""A bot's memory of the forest, made to fail the way a person's does (pure: no pygame).

Every sighting of an element (the study, its own flips, flips it watched) leaves a trace. When the bot needs
it, at the start of its own search, each trace comes back with a chance that halves
- every `half_life` game seconds since it was last seen (time), and
- every `span` tiles seen after it (newer tiles crowd older ones out: interference),
and a trace seen again comes back more surely (each extra sighting slows both kinds of fading).
A memory that does come back may land on the wrong tile: most often the tile whose forest picture looks like
its own (the pond and the stream, the cave and the dug hole ...), otherwise a neighbour in the same grove."""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.rng import Rng
from game.games.baba_yaga import data as D

# Forest pictures a glance can mix up, in pairs: every hint has exactly one look-alike.
LOOK_ALIKE_PAIRS = (
    ("pond", "stream"),  # water
    ("cave", "dug_hole"),  # a dark hole
    ("pine_tree", "dead_tree"),  # a lone tree
    ("keyhole_tree", "honeycomb"),  # a trunk with a hollow
    ("moon", "lit_window"),  # a glow in the dark
    ("fairy_ring", "sparkle_rocks"),  # stones
    ("web", "nest"),  # something strung in the branches
    ("breeze", "trail"),  # a curling line
)
LOOK_ALIKE: dict[str, str] = {a: b for a, b in LOOK_ALIKE_PAIRS} | {b: a for a, b in LOOK_ALIKE_PAIRS}
PICTURE_MIXUP = 0.6  # of the misplaced memories, the share that goes to the look-alike picture
REPEAT_BOOST = 0.6  # each extra sighting makes a trace fade this much more slowly (x1.6, x2.2, ...)


@dataclass
class Trace:
    element: str
    seen_at: float  # game time of the latest sighting
    seen_no: int  # the memory's sighting count at the latest sighting (to count the newer ones)
    times: int = 1  # how often it was seen


@dataclass(frozen=True)
class Forgetting:
    half_life: float  # game seconds until a trace comes back only half the time
    span: float  # newer tiles seen until a trace comes back only half the time
    confusion: float  # chance a recalled trace lands on the wrong tile


class ForestMemory:
    def __init__(self, forgetting: Forgetting, rng: Rng):
        self.f = forgetting
        self.rng = rng
        self.traces: dict[int, Trace] = {}  # cell -> what was seen there
        self.sightings = 0

    def __len__(self) -> int:
        return len(self.traces)

    def __contains__(self, cell: int) -> bool:
        return cell in self.traces

    def see(self, cell: int, element: str, now: float) -> None:
        """A tile seen element side up: a new trace, or a known one seen again (stronger, fresh)."""
        self.sightings += 1
        old = self.traces.get(cell)
        times = old.times + 1 if old is not None and old.element == element else 1
        self.traces[cell] = Trace(element, now, self.sightings, times)

    def swapped(self, a: int, b: int) -> None:
        """Two tiles changed places in plain view: their traces move with them."""
        ta, tb = self.traces.pop(a, None), self.traces.pop(b, None)
        if ta is not None:
            self.traces[b] = ta
        if tb is not None:
            self.traces[a] = tb

    def chance(self, cell: int, now: float) -> float:
        """How likely the trace at `cell` comes back now (0 when there is none)."""
        t = self.traces.get(cell)
        if t is None:
            return 0.0
        age = max(0.0, now - t.seen_at)
        newer = self.sightings - t.seen_no
        fading = age / self.f.half_life + newer / self.f.span
        return math.pow(0.5, fading / (1.0 + REPEAT_BOOST * (t.times - 1)))

    def recall(self, now: float, hints: dict[int, str]) -> dict[int, str]:
        """What comes back to mind now: cell -> element. `hints` maps each forest cell to the picture on its
        forest side (what the player sees on the table), for picture mix-ups."""
        out: dict[int, str] = {}
        by_hint = {h: c for c, h in hints.items()}
        for cell in sorted(self.traces):
            if not self.rng.chance(self.chance(cell, now)):
                continue
            el = self.traces[cell].element
            if self.rng.chance(self.f.confusion):
                cell = self._mixup(cell, hints, by_hint)
            if cell not in out:  # two memories on one tile: the first (older tile number) wins
                out[cell] = el
        return out

    def _mixup(self, cell: int, hints: dict[int, str], by_hint: dict[str, int]) -> int:
        twin = by_hint.get(LOOK_ALIKE.get(hints.get(cell, ""), ""))
        if twin is not None and self.rng.chance(PICTURE_MIXUP):
            return twin
        q = D.quadrant_of(cell)
        return self.rng.choice([c for c in D.FOREST_CELLS if D.quadrant_of(c) == q and c != cell])

    def most_recent(self, n: int) -> list[int]:
        """The cells seen most recently (the ones everyone remembers best)."""
        return sorted(self.traces, key=lambda c: (-self.traces[c].seen_no, c))[:n]
