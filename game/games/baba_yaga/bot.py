"""Baba Yaga bots: a person's memory of where the elements lie, a person's reactions, and the table's tempo.

A bot sees only `view(state, seat)` and the public events (`observe`): the study (StudyOver), every tile
anyone flips (TileFlipped), swaps. Its memory (memory.ForestMemory) forgets with game time and with the
number of tiles seen since, and mixes up tiles whose forest pictures look alike; at the start of its own
search it recalls what it can. It also reads some hint pictures (a pond -> the frog), like a child learning
the pictures. It paces itself: it returns None until its next action is due (`now` is game time).

Difficulty sets the memory, attention, hint reading and reaction times -- never how fast Baba Yaga flies:
a bot flying her keeps the table's tempo (`witch_seconds`, from the per-game setting `witch_tempo`), so the
searcher's time does not depend on who moves her."""
from __future__ import annotations

import math
from dataclasses import dataclass

from game.core.api import Bot
from game.games.baba_yaga import data as D
from game.games.baba_yaga.memory import ForestMemory, Forgetting
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

# Seconds per move of Baba Yaga, per choice of the `witch_tempo` setting: the automatic witch and every bot
# flying her use it, whatever the bot's difficulty. The default (slow) gives a child's search of 8 moves at
# least 16 seconds of play.
WITCH_SECONDS = {"slow": 2.0, "normal": 1.5, "fast": 1.1}
# Two players: chance a bot mover presses the same hand twice (a move lost). The same at every level, so it
# does not change the witch's tempo from one difficulty to the next.
WRONG_HAND = 0.04

# How much slower a bot searches in fog (a small spotlight) or with a wobbling pointer.
SLOWDOWN = {"fog": 0.35, "wobble": 0.25}


@dataclass(frozen=True)
class Profile:
    study_span: int  # tiles taken in during the 20-second study
    attention: float  # chance to take in a tile someone else flips
    forgetting: Forgetting  # how memories fade and get mixed up
    slip: float  # chance to flip a tile it remembers as wrong anyway
    hint_sense: float  # share of hint pictures it reads (pond -> frog)
    reaction: float  # seconds from the card turning up to reaching for the first tile (reading the card)
    flip_time: float  # seconds to reach for and flip a tile
    back_time: float  # seconds to see a wrong tile and turn it back
    think_time: float  # seconds to choose a path, a swap, a house tile


# Tuned so a family can beat the bots and tell the levels apart (two players, basic mode, N=1000, 95 % Wilson:
# normal vs easy 58.8 % [55.7-61.8], hard vs easy 73.9 % [71.1-76.5], hard vs normal 64.1 % [61.1-67.0];
# `python -m game.games.baba_yaga.bench --pairs --games 1000`). Small steps between levels add up: each
# level remembers a little more, a little longer, and reaches a little sooner.
PROFILES = {
    "easy": Profile(study_span=4, attention=0.58, forgetting=Forgetting(half_life=65.0, span=11.0, confusion=0.18),
                    slip=0.05, hint_sense=0.08, reaction=1.2, flip_time=1.3, back_time=0.78, think_time=1.6),
    "normal": Profile(study_span=4, attention=0.62, forgetting=Forgetting(half_life=70.0, span=12.0, confusion=0.16),
                      slip=0.05, hint_sense=0.1, reaction=1.1, flip_time=1.25, back_time=0.72, think_time=1.2),
    "hard": Profile(study_span=5, attention=0.66, forgetting=Forgetting(half_life=80.0, span=14.0, confusion=0.13),
                    slip=0.04, hint_sense=0.12, reaction=1.0, flip_time=1.18, back_time=0.68, think_time=0.9),
}


class BabaYagaBot(Bot):
    def __init__(self, seat: int, difficulty: str = "normal", seed: int = 0,
                 witch_seconds: float = WITCH_SECONDS["normal"]):
        super().__init__(seat, difficulty, seed)
        self.p = PROFILES[difficulty]
        self.memory = ForestMemory(self.p.forgetting, self.rng)
        self.witch_seconds = witch_seconds  # the table's tempo when it flies Baba Yaga (the scene keeps it set)
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
                self.now = max(self.now, D.STUDY_SECONDS)
                forest = [c for c, el in enumerate(e.elements) if el is not None]
                for c in self.rng.sample(forest, min(self.p.study_span, len(forest))):
                    self.memory.see(c, e.elements[c], self.now)
            elif isinstance(e, TileFlipped):
                if e.seat == self.seat:
                    self.memory.see(e.cell, e.element, self.now)
                    self.beliefs[e.cell] = e.element
                    self.flipped_now.add(e.cell)
                elif self.rng.chance(self.p.attention):
                    self.memory.see(e.cell, e.element, self.now)
            elif isinstance(e, TilesSwapped) and (e.seat == self.seat or self.rng.chance(self.p.attention)):
                self.memory.swapped(e.a, e.b)

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
            if not self._due((turn_no, "move", turn["moves"]), self.witch_seconds, now):
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
        if last is not None and self.rng.chance(WRONG_HAND):
            want = last
        return next(a for a in legal if isinstance(a, MoveWitch) and a.hand == want)

    def _search(self, view: dict, legal: list, now: float):
        turn_no = view["turn_no"]
        if self.beliefs_turn != turn_no:
            self.beliefs_turn = turn_no
            hints = {c["cell"]: c["hint"] for c in view["cells"] if c["kind"] == "forest"}
            self.beliefs = self.memory.recall(now, hints)
            self.flipped_now = set()
        turn = view["turn"]
        wrong = turn["wrong"]
        up = sum(1 for c in view["cells"] if c.get("up"))
        sig = (turn_no, "search", up, wrong, view["house_held"])
        hindered = 1.0 + sum(SLOWDOWN.get(e, 0.0) for e in turn.get("effects", ()))
        if wrong is not None:
            return self._done(legal[0]) if self._due(sig, self.p.back_time * hindered, now) else None
        # the first reach waits for the card to be read as well
        reach = self.p.flip_time * hindered + (self.p.reaction if not self.flipped_now and up == 0 else 0.0)
        if not self._due(sig, reach, now):
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

    def _effect(self, view: dict, legal: list):
        if isinstance(legal[0], SwapTiles):
            recent = self.memory.most_recent(2)
            if len(recent) == 2:
                a, b = sorted(recent)
                return SwapTiles(self.seat, a, b)
            return self.rng.choice(legal)
        recent = self.memory.most_recent(1)
        if recent:
            return PlaceHouse(self.seat, recent[0])
        return self.rng.choice(legal)

    def _expert_house(self, view: dict, legal: list):
        options = [a for a in legal if isinstance(a, PlaceHouse)]
        recent = [c for c in self.memory.most_recent(3) if c != view["house"]]
        if recent and self.rng.chance(0.8):
            return PlaceHouse(self.seat, recent[0])
        if self.rng.chance(0.5):
            return self.rng.choice(options)
        return SkipHouse(self.seat)


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0,
             witch_seconds: float = WITCH_SECONDS["normal"]) -> BabaYagaBot:
    return BabaYagaBot(seat, difficulty, seed, witch_seconds)


__all__ = ["PROFILES", "WITCH_SECONDS", "WRONG_HAND", "BabaYagaBot", "make_bot"]
