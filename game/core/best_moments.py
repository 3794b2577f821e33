"""Best moments: what a player did in one game that a family remembers — their biggest win, the tallest stalk,
the fastest escape. Kept per game of a night (the champion screen) and per player (the family page).

A game declares its own moments in `game/games/<id>/best_moments.py`, found by convention like howto.py:

    MOMENTS = (Moment("stalk"), Moment("escape", better="less", unit="seconds"))
    observe(tally, state, events)       optional: folds one applied action's (or tick's) events into `tally`,
                                        a plain dict of JSON values the game owns (it starts empty; a
                                        continued game gets back the tally it was saved with)
    check_saved(tally)                  optional: raises ValueError when a tally read from a save does not fit
    moments(tally, state, result)       at the end: each seat's numbers, [{"stalk": 14}, {}, ...]

Every competitive game also has the engine's own moment `WIN` ("win"): the number of players a winner beat.
A moment's words are `moment.<game>.<key>` in the game's catalogue (`moment.win` for the engine's), with
{n} (a count, with .one/.other forms) or {time} (seconds shown as m:ss). Nothing here imports pygame."""
from __future__ import annotations

import copy
import json
import logging
import math
from dataclasses import dataclass

log = logging.getLogger(__name__)

MORE, LESS = "more", "less"
COUNT, SECONDS = "count", "seconds"
MODULE = "best_moments"


@dataclass(frozen=True)
class Moment:
    key: str
    better: str = MORE  # MORE: a higher number is the better moment (a taller stalk); LESS: lower (a faster escape)
    unit: str = COUNT  # COUNT ({n}) or SECONDS ({time})

    def beats(self, new, old) -> bool:
        """`new` is a better moment than `old` (None: nothing yet)."""
        if old is None:
            return True
        return new > old if self.better == MORE else new < old


WIN = Moment("win")  # players beaten in a won game (competitive games only)


def number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
        and abs(value) < 10**9


def specs_of(module) -> dict[str, Moment]:
    """The moments a game's best_moments module declares, by key (none for no module or a broken one)."""
    out = {}
    for m in getattr(module, "MOMENTS", ()) if module is not None else ():
        if isinstance(m, Moment) and m.key != WIN.key:
            out[m.key] = m
    return out


def all_specs(module) -> dict[str, Moment]:
    return {WIN.key: WIN, **specs_of(module)}


class Tally:
    """One game's moments as it is played: the game's `observe` folds events in, `at_end` gives each seat's
    numbers. A game's broken moment code is logged and never stops play (moments are a nicety)."""

    save_key = "moments"  # kept with the screen of a continued game (GameScene.screen_extra / restore_screen)

    def __init__(self, module=None):
        self.module = module
        self.data: dict = {}

    def save_extra(self) -> dict | None:
        return copy.deepcopy(self.data) if self.data else None

    def restore_extra(self, data) -> None:
        """A continued game's tally; raises (the tally stays empty) when it is not a dict of JSON values or the
        game's `check_saved` refuses it."""
        if not isinstance(data, dict):
            raise ValueError("not a tally")
        data = json.loads(json.dumps(data, allow_nan=False))  # plain JSON only (raises otherwise)
        check = getattr(self.module, "check_saved", None)
        if check is not None:
            check(data)
        self.data = data

    def observe(self, state, events) -> None:
        fold = getattr(self.module, "observe", None)
        if fold is None or not events:
            return
        try:
            fold(self.data, state, events)
        except Exception:
            log.warning("best moments: observe failed", exc_info=True)

    def at_end(self, state, result: dict, places: list[int], cooperative: bool = False) -> list[dict]:
        return seat_moments(self.module, self.data, state, result, places, cooperative)


def seat_moments(module, tally: dict, state, result: dict, places: list[int], cooperative: bool = False) -> list[dict]:
    """Each seat's moments of a finished game: the game's own (only keys it declares, only finite numbers) and,
    in a competitive game, the engine's "win" for the winners (the players they beat)."""
    n = len(places)
    out: list[dict] = [{} for _ in range(n)]
    specs = specs_of(module)
    compute = getattr(module, "moments", None)
    if compute is not None:
        try:
            got = compute(tally, state, result)
        except Exception:
            log.warning("best moments: moments() failed", exc_info=True)
            got = []
        for seat, values in enumerate(got[:n] if isinstance(got, list) else []):
            if isinstance(values, dict):
                out[seat] = {k: v for k, v in values.items() if k in specs and number(v)}
    if not cooperative:
        for seat, place in enumerate(places):
            beaten = sum(1 for p in places if p > place)
            if place == 1 and beaten:
                out[seat][WIN.key] = beaten
    return out


def table_best(specs: dict[str, Moment], moments: list[dict], key: str, seat: int) -> bool:
    """This seat's moment `key` is the best at its table (no one else's equals or beats it)."""
    spec = specs.get(key)
    mine = moments[seat].get(key)
    if spec is None or mine is None:
        return False
    return all(other.get(key) is None or spec.beats(mine, other[key])
               for s, other in enumerate(moments) if s != seat)


def pick(candidates, specs_by_game) -> tuple | None:
    """The most remarkable of a player's moments: `candidates` is [(game, key, value, place, best_at_table)].
    A game's own moment that was the best at the table comes first (a won game before the others), then the
    biggest win (more players beaten first), then any other moment; earlier games win ties."""
    best, best_rank = None, None
    for k, (game, key, value, place, at_table) in enumerate(candidates):
        if key not in specs_by_game.get(game, {}):
            continue
        if key == WIN.key:
            rank = (2, value, 0)
        else:
            rank = (3 if at_table else 1, 1 if place == 1 else 0, 0)
        rank = rank + (-k,)
        if best is None or rank > best_rank:
            best, best_rank = (game, key, value), rank
    return best
