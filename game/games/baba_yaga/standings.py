"""The end screen's places: the winner first, then by spells broken."""
from __future__ import annotations


def ranking_places(winner: int, broken: list[int]) -> list[tuple[int, int]]:
    """(seat, place) best first: the winner first, then by spells broken; equal counts share a place."""
    order = [winner] + sorted((o for o in range(len(broken)) if o != winner), key=lambda o: (-broken[o], o))
    out: list[tuple[int, int]] = []
    for i, seat in enumerate(order):
        tied = i > 1 and broken[seat] == broken[order[i - 1]]
        out.append((seat, out[-1][1] if tied else i + 1))
    return out
