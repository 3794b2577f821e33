"""Magic Maze's best moment (game.core.best_moments): the fastest escape, the game time of a won game (every
hero of the team shares it)."""
from __future__ import annotations

from game.core.best_moments import LESS, SECONDS, Moment

MOMENTS = (Moment("escape", better=LESS, unit=SECONDS),)


def moments(tally: dict, state, result: dict) -> list[dict]:
    time = result.get("time")
    won = result.get("team_won")
    return [{"escape": time} if won and isinstance(time, (int, float)) and time > 0 else {}
            for _ in range(state.players)]
