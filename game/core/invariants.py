"""Small checks the games' save validators share (game/games/<id>/validate.py): each raises InvalidState
naming what is wrong, so a damaged save is explained in the log instead of crashing a scene. Pure Python."""
from __future__ import annotations


class InvalidState(ValueError):
    """A saved state breaks one of its game's invariants. The message says which."""


def ints(values, what: str, low: int, high: int) -> list[int]:
    """`values` itself if it is a list of ints in low..high-1 (bools are not ints here)."""
    if not isinstance(values, list):
        raise InvalidState(f"{what} is not a list")
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not low <= v < high:
            raise InvalidState(f"{what} holds {v!r} (not {low}..{high - 1})")
    return values


def index(value, what: str, count: int) -> int:
    """`value` if it is an int in 0..count-1 (a seat, a cell)."""
    return ints([value], what, 0, count)[0]


def flag(value, what: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidState(f"{what} is not true/false")
    return value


def each_once(found: list, total: int, what: str) -> None:
    """Every one of 0..total-1 appears exactly once in `found` (cards conserved)."""
    if sorted(found) != list(range(total)):
        missing = sorted(set(range(total)) - set(found))
        doubled = sorted({c for c in found if found.count(c) > 1})
        raise InvalidState(f"{what} not conserved (missing {missing[:5]}, doubled {doubled[:5]})")


def list_of(value, what: str, length: int | None = None) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise InvalidState(f"{what} is not a list" + ("" if length is None else f" of {length}"))
    return value


def restored(rules, data):
    """The state a save holds, restored by `rules.from_json`, or InvalidState saying why it cannot be: the
    opening every game's validate() shares."""
    if not isinstance(data, dict):
        raise InvalidState("the state is not an object")
    try:
        return rules.from_json(data)
    except Exception as exc:  # missing keys, wrong types, a broken board: whatever from_json trips on
        raise InvalidState(f"cannot restore ({type(exc).__name__}: {exc})") from exc
