"""A small seeded RNG whose whole state is two integers, so it lives inside a game state and
serialises to JSON. Algorithm: xoshiro128** style mixing over 64-bit splitmix seeding; we only need
reproducibility and a fair spread, not cryptography."""
from __future__ import annotations

_MASK64 = (1 << 64) - 1


def _splitmix64(x: int) -> tuple[int, int]:
    x = (x + 0x9E3779B97F4A7C15) & _MASK64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return x, z ^ (z >> 31)


class Rng:
    """xorshift128+ generator. `Rng(seed)`; `to_json()` / `Rng.from_json(d)` round-trip exactly."""

    __slots__ = ("s0", "s1")

    def __init__(self, seed: int = 0):
        x, self.s0 = _splitmix64(int(seed) & _MASK64)
        _, self.s1 = _splitmix64(x)
        if self.s0 == 0 and self.s1 == 0:  # the one forbidden state
            self.s1 = 1

    def next_u64(self) -> int:
        s1, s0 = self.s0, self.s1
        self.s0 = s0
        s1 ^= (s1 << 23) & _MASK64
        self.s1 = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26)
        return (self.s1 + s0) & _MASK64

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def randbelow(self, n: int) -> int:
        """Uniform int in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next_u64()
            if r < limit:
                return r % n

    def randint(self, a: int, b: int) -> int:
        """Uniform int in [a, b] (both ends included)."""
        return a + self.randbelow(b - a + 1)

    def uniform(self, a: float, b: float) -> float:
        return a + (b - a) * self.random()

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """Normal deviate (Box-Muller, one of the pair)."""
        import math

        u1 = max(self.random(), 1e-300)
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)

    def chance(self, p: float) -> bool:
        return self.random() < p

    def choice(self, seq):
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq, k: int) -> list:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> "Rng":
        """An independent generator derived from this one (advances this one)."""
        return Rng(self.next_u64())

    def to_json(self) -> list[int]:
        return [self.s0, self.s1]

    @classmethod
    def from_json(cls, data) -> "Rng":
        r = cls.__new__(cls)
        r.s0, r.s1 = int(data[0]) & _MASK64, int(data[1]) & _MASK64
        return r

    def __eq__(self, other) -> bool:
        return isinstance(other, Rng) and (self.s0, self.s1) == (other.s0, other.s1)

    def __repr__(self) -> str:
        return f"Rng(state={self.s0:#x},{self.s1:#x})"
