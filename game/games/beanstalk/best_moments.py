"""Jack & the Beanstalk's best moments (game.core.best_moments): the tallest stalk a player built on (the
pieces standing in the stalk, the foot die included, when they placed one that stayed up) and the most gold
in their bag at the end."""
from __future__ import annotations

from game.core.best_moments import Moment
from game.games.beanstalk import events as E

MOMENTS = (Moment("stalk"), Moment("gold"))


def observe(tally: dict, state, events) -> None:
    """Counts the stalk's pieces from one action to the next (the state after a collapse or the castle is a
    fresh stalk, so the count before the action is the tally's)."""
    standing = len(state.stalk["pieces"])
    before = tally.get("standing")
    tallest = tally.setdefault("tallest", {})
    for e in events:
        if isinstance(e, E.PiecePlaced) and not e.collapsed:
            n = (before if before is not None else standing - 1) + 1
            key = str(e.seat)
            tallest[key] = max(tallest.get(key, 0), n)
            before = n
        elif isinstance(e, E.StalkReset):
            before = 1
    tally["standing"] = standing


def check_saved(tally: dict) -> None:
    """A saved tally: the pieces standing and each seat's tallest stalk, small whole numbers."""
    def count(v) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1000

    tallest = tally.get("tallest", {})
    if set(tally) - {"standing", "tallest"} or not count(tally.get("standing", 0)) or not isinstance(tallest, dict):
        raise ValueError("not a stalk tally")
    if not all(k.isdigit() and len(k) == 1 and count(v) for k, v in tallest.items()):
        raise ValueError(f"tallest {tallest!r}")


def moments(tally: dict, state, result: dict) -> list[dict]:
    totals = result.get("totals") or []
    out = []
    for seat in range(state.players):
        m = {}
        stalk = tally.get("tallest", {}).get(str(seat))
        if stalk:
            m["stalk"] = stalk
        if seat < len(totals) and totals[seat]:
            m["gold"] = totals[seat]
        out.append(m)
    return out
