"""Race to ten: a bot that takes the last step when it can, else adds at random."""
from __future__ import annotations

from game.core.api import Bot


class RaceBot(Bot):
    def choose(self, view: dict, legal: list, now: float = 0.0):
        winning = [a for a in legal if view["total"] + a.n == 10]
        return winning[0] if winning else self.rng.choice(legal)


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0) -> RaceBot:
    return RaceBot(seat, difficulty, seed)
