"""Kragmortha's best moment (game.core.best_moments): the most spellbooks a player gathered in one game."""
from __future__ import annotations

from game.core.best_moments import Moment

MOMENTS = (Moment("books"),)


def moments(tally: dict, state, result: dict) -> list[dict]:
    standings = result.get("standings") or []
    out = []
    for seat in range(state.players):
        books = standings[seat][1] if seat < len(standings) and len(standings[seat]) > 1 else 0
        out.append({"books": books} if books else {})
    return out
