"""Baba Yaga bots: a memory of where the elements lie, with forgetting, slips and human-like speed.

A bot sees only `view(state, seat)` and the public events (`observe`): the study (StudyOver), every tile
anyone flips (TileFlipped), swaps. What it remembers fades with game time (a half-life per difficulty);
at the start of its own search it recalls what it can, sometimes misplacing a memory onto a neighbouring
tile. It also reads some hint pictures (a pond -> the frog), like a child learning the pictures.
It paces itself: it returns None until its next action is due (`now` is game time)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.api import Bot
from game.games.baba_yaga import data as D
from game.games.baba_yaga.moves import (
    ChooseFlightPath,
    FlipTile,
    LiftHouse,
    MoveWitch,
    PlaceHouse,
    SkipHouse,
    StudyOver,
    SwapTiles,
    TileFlipped,
    TilesSwapped,
)

# Seconds per move of Baba Yaga when a bot flies her (the table's clock, felt by the searcher).
MOVE_TEMPO = {"easy": 1.6, "normal": 1.2, "hard": 0.9}


# How much slower a bot searches in fog (a small spotlight) or with a wobbling pointer.
SLOWDOWN = {"fog": 0.35, "wobble": 0.25}


@dataclass(frozen=True)
class Profile:
    study_span: int  # tiles remembered from the 20-second study
    attention: float  # chance to take in a tile someone else flips
    half_life: float  # game seconds until a memory is recalled only half the time
    confusion: float  # chance a recalled tile is misplaced onto a neighbour
    slip: float  # chance to flip a tile it knows is wrong anyway
    hint_sense: float  # share of hint pictures it reads (pond -> frog)
    flip_time: float  # seconds to reach for and flip a tile
    back_time: float  # seconds to see a wrong tile and turn it back
    think_time: float  # seconds to choose a path, a swap, a house tile
    wrong_hand: float  # two players: chance to press the same hand twice


PROFILES = {
    "easy": Profile(study_span=2, attention=0.5, half_life=30.0, confusion=0.2, slip=0.25, hint_sense=0.05,
                    flip_time=1.8, back_time=1.0, think_time=1.6, wrong_hand=0.12),
    "normal": Profile(study_span=4, attention=0.7, half_life=50.0, confusion=0.12, slip=0.12, hint_sense=0.15,
                      flip_time=1.4, back_time=0.8, think_time=1.2, wrong_hand=0.05),
    "hard": Profile(study_span=8, attention=0.95, half_life=240.0, confusion=0.03, slip=0.03, hint_sense=0.45,
                    flip_time=1.0, back_time=0.55, think_time=0.9, wrong_hand=0.01),
}


class BabaYagaBot(Bot):
    def __init__(self, seat: int, difficulty: str = "normal", seed: int = 0):
        super().__init__(seat, difficulty, seed)
        self.p = PROFILES[difficulty]
        self.memory: dict[int, tuple[str, float]] = {}  # cell -> (element, game time last seen)
        self.known_hints = {h for h in D.HINTS.values() if self.rng.chance(self.p.hint_sense)}
        self.beliefs: dict[int, str] = {}  # this search's recollection: cell -> element
        self.beliefs_turn = -1
        self.flipped_now: set[int] = set()  # tiles it turned itself this search: never a slip there
        self.now = 0.0
        self.sig = None  # the situation the pending action was planned for
        self.ready_at = 0.0

    # --- what it sees -----------------------------------------------------------------------------
    def observe(self, events: list) -> None:
        for e in events:
            if isinstance(e, StudyOver):
                forest = [c for c, el in enumerate(e.elements) if el is not None]
                for c in self.rng.sample(forest, self.p.study_span):
                    self.memory[c] = (e.elements[c], self.now)
            elif isinstance(e, TileFlipped):
                if e.seat == self.seat or self.rng.chance(self.p.attention):
                    self.memory[e.cell] = (e.element, self.now)
                    if e.seat == self.seat:
                        self.beliefs[e.cell] = e.element
                        self.flipped_now.add(e.cell)
            elif isinstance(e, TilesSwapped) and (e.seat == self.seat or self.rng.chance(self.p.attention)):
                a, b = self.memory.pop(e.a, None), self.memory.pop(e.b, None)
                if a:
                    self.memory[e.b] = a
                if b:
                    self.memory[e.a] = b

    def _recall(self, now: float) -> dict[int, str]:
        """What comes back to mind at the start of a search: each memory with a chance that halves every
        half-life; a few land on the wrong tile of the same quadrant."""
        out: dict[int, str] = {}
        for cell, (el, seen) in sorted(self.memory.items()):
            age = max(0.0, now - seen)
            if not self.rng.chance(math.pow(0.5, age / self.p.half_life)):
                continue
            if self.rng.chance(self.p.confusion):
                q = D.quadrant_of(cell)
                cell = self.rng.choice([c for c in D.FOREST_CELLS if D.quadrant_of(c) == q and c != cell])
            out[cell] = el
        return out

    # --- pacing -----------------------------------------------------------------------------------
    def _jitter(self, seconds: float) -> float:
        return seconds * math.exp(self.rng.gauss(0.0, 0.18))

    def _due(self, sig, seconds: float, now: float) -> bool:
        """True when the action planned for situation `sig` is due; (re)plans when the situation changed."""
        if sig != self.sig:
            self.sig = sig
            self.ready_at = now + self._jitter(seconds)
        return now >= self.ready_at

    # --- choosing ---------------------------------------------------------------------------------
    def choose(self, view: dict, legal: list, now: float = 0.0):
        self.now = now
        if not legal:
            return None
        phase, turn_no, turn = view["phase"], view["turn_no"], view["turn"] or {}
        if phase == "choose_path":
            if not self._due((turn_no, "path"), self.p.think_time, now):
                return None
            return self._done(self.rng.choice([a for a in legal if isinstance(a, ChooseFlightPath)]))
        if phase == "search" and view["active"] != self.seat:
            if not self._due((turn_no, "move", turn["moves"]), MOVE_TEMPO[self.difficulty], now):
                return None
            return self._done(self._move(legal, turn))
        if phase == "search":
            return self._search(view, legal, now)
        if phase == "apply_effect":
            if not self._due((turn_no, "effect"), self.p.think_time, now):
                return None
            return self._done(self._effect(view, legal))
        if phase == "expert_house":
            if not self._due((turn_no, "expert"), self.p.think_time, now):
                return None
            return self._done(self._expert_house(view, legal))
        return None

    def _done(self, action):
        self.sig = None  # the next call plans afresh
        return action

    def _move(self, legal: list, turn: dict):
        if len(legal) == 1:
            return legal[0]
        last = turn.get("last_hand")
        want = "right" if last == "left" else "left"
        if last is not None and self.rng.chance(self.p.wrong_hand):
            want = last
        return next(a for a in legal if isinstance(a, MoveWitch) and a.hand == want)

    def _search(self, view: dict, legal: list, now: float):
        turn_no = view["turn_no"]
        if self.beliefs_turn != turn_no:
            self.beliefs_turn = turn_no
            self.beliefs = self._recall(now)
            self.flipped_now = set()
        turn = view["turn"]
        wrong = turn["wrong"]
        up = sum(1 for c in view["cells"] if c.get("up"))
        sig = (turn_no, "search", up, wrong, view["house_held"])
        hindered = 1.0 + sum(SLOWDOWN.get(e, 0.0) for e in turn.get("effects", ()))
        if wrong is not None:
            return self._done(legal[0]) if self._due(sig, self.p.back_time * hindered, now) else None
        if not self._due(sig, self.p.flip_time * hindered, now):
            return None
        if view["house_held"]:
            return self._done(legal[0])
        cell = self._pick_tile(view)
        if cell is None:
            return None
        if cell == view["house"]:
            return self._done(LiftHouse(self.seat))
        return self._done(FlipTile(self.seat, cell))

    def _pick_tile(self, view: dict) -> int | None:
        card = view["card"]["elements"]
        up_elements = {c["element"] for c in view["cells"] if c.get("up")}
        needed = set(card) - up_elements
        best, best_score = [], -1.0
        for c in view["cells"]:
            if c["kind"] != "forest" or c.get("up"):
                continue
            cell = c["cell"]
            believed = self.beliefs.get(cell)
            if believed is not None:
                if believed in needed:
                    score = 3.0
                elif cell not in self.flipped_now and self.rng.chance(self.p.slip):
                    score = 1.0
                else:
                    score = 0.0
            elif c["hint"] in self.known_hints:
                score = 2.5 if D.ELEMENT_OF_HINT[c["hint"]] in needed else 0.2
            else:
                score = 1.0
            if cell == view["house"]:
                score -= 0.3  # lifting the house costs a moment
            if score > best_score:
                best, best_score = [cell], score
            elif score == best_score:
                best.append(cell)
        return self.rng.choice(best) if best else None

    def _recent_cells(self, n: int) -> list[int]:
        """The tiles most recently seen face up: the ones the others remember best."""
        cells = sorted(self.memory, key=lambda c: -self.memory[c][1])
        return cells[:n]

    def _effect(self, view: dict, legal: list):
        if isinstance(legal[0], SwapTiles):
            recent = self._recent_cells(2)
            if len(recent) == 2:
                a, b = sorted(recent)
                return SwapTiles(self.seat, a, b)
            return self.rng.choice(legal)
        recent = self._recent_cells(1)
        if recent:
            return PlaceHouse(self.seat, recent[0])
        return self.rng.choice(legal)

    def _expert_house(self, view: dict, legal: list):
        options = [a for a in legal if isinstance(a, PlaceHouse)]
        recent = [c for c in self._recent_cells(3) if c != view["house"]]
        if recent and self.rng.chance(0.8):
            return PlaceHouse(self.seat, recent[0])
        if self.rng.chance(0.5):
            return self.rng.choice(options)
        return SkipHouse(self.seat)


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0) -> BabaYagaBot:
    return BabaYagaBot(seat, difficulty, seed)


__all__ = ["MOVE_TEMPO", "PROFILES", "BabaYagaBot", "make_bot"]
