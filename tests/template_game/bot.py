"""Nim's bot: leaving a multiple of four stones wins; "hard" always does it when it can, "normal" half the
time, "easy" takes at random."""
from __future__ import annotations

from game.core.api import Bot

SKILL = {"easy": 0.0, "normal": 0.5, "hard": 1.0}


class NimBot(Bot):
    def choose(self, view: dict, legal: list, now: float = 0.0):
        best = [a for a in legal if (view["stones"] - a.n) % 4 == 0]
        if best and self.rng.random() < SKILL.get(self.difficulty, 0.5):
            return best[0]
        return self.rng.choice(legal)


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0) -> NimBot:
    return NimBot(seat, difficulty, seed)
