"""Baba Yaga's best moment (game.core.best_moments): the quickest win, the turns the table had played when the
winner broke their last spell."""
from __future__ import annotations

from game.core.best_moments import LESS, Moment

MOMENTS = (Moment("quick", better=LESS),)


def moments(tally: dict, state, result: dict) -> list[dict]:
    turns = result.get("turns")
    winners = result.get("winners") or []
    return [{"quick": turns} if seat in winners and isinstance(turns, int) and turns > 0 else {}
            for seat in range(state.players)]
