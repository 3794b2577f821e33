"""The Pied Piper's best moment (game.core.best_moments): the cleanest win, the floors the rats had climbed in
the winner's house when the game ended (fewer is better; 0 is a house with no rats at all)."""
from __future__ import annotations

from game.core.best_moments import LESS, Moment

MOMENTS = (Moment("clean", better=LESS),)


def moments(tally: dict, state, result: dict) -> list[dict]:
    floors = result.get("floors") or []
    winners = result.get("winners") or []
    return [{"clean": floors[seat]} if seat in winners and seat < len(floors) else {}
            for seat in range(state.players)]
