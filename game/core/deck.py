"""A deck of cards with a draw pile and a discard pile. Cards are any JSON-able values (ids).
Cards are conserved: drawing moves a card out, `discard` puts it back in; `total()` counts the pile and
the discards so tests can check that nothing is lost."""
from __future__ import annotations

from game.core.rng import Rng


class Deck:
    def __init__(self, cards=(), discards=()):
        self.draw_pile: list = list(cards)  # the top of the pile is the END of the list
        self.discards: list = list(discards)  # the top of the discard pile is the END

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.draw_pile)

    def __len__(self) -> int:
        return len(self.draw_pile)

    def total(self) -> int:
        return len(self.draw_pile) + len(self.discards)

    def reshuffle(self, rng: Rng) -> bool:
        """Shuffle the discards into a new draw pile. Returns True if anything was reshuffled."""
        if not self.discards:
            return False
        self.draw_pile = self.discards + self.draw_pile
        self.discards = []
        rng.shuffle(self.draw_pile)
        return True

    def draw(self, rng: Rng | None = None):
        """Take the top card. With an rng, an empty pile is refilled from the discards first.
        Returns None when both are empty."""
        if not self.draw_pile and rng is not None:
            self.reshuffle(rng)
        if not self.draw_pile:
            return None
        return self.draw_pile.pop()

    def draw_many(self, n: int, rng: Rng | None = None) -> list:
        out = []
        for _ in range(n):
            c = self.draw(rng)
            if c is None:
                break
            out.append(c)
        return out

    def discard(self, *cards) -> None:
        self.discards.extend(cards)

    def put_bottom(self, card) -> None:
        self.draw_pile.insert(0, card)

    def to_json(self) -> dict:
        return {"draw": list(self.draw_pile), "discards": list(self.discards)}

    @classmethod
    def from_json(cls, data: dict) -> "Deck":
        return cls(data.get("draw", []), data.get("discards", []))

    def __eq__(self, other) -> bool:
        return isinstance(other, Deck) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return f"Deck(draw={len(self.draw_pile)}, discards={len(self.discards)})"
