"""Baba Yaga: is a saved state one the rules could have reached? Called (through game.engine.save_check)
before a continued game's scene is built, so a damaged or hand-edited save is set aside instead of crashing
the table. Checks types, seat count and indices, the phase, the forest (each element on one forest tile, the
path empty) and that every spell card is somewhere exactly once. Pure: no pygame."""
from __future__ import annotations

import math

from game.core import schema as T
from game.core.invariants import InvalidState, each_once, flag, index, ints, list_of, restored
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R

CELLS = D.SIZE * D.SIZE
SEAT = T.Int(0, lambda ctx: ctx["n"] - 1)
CARD = T.Int(0, D.CARD_COUNT - 1)
CELL = T.Int(0, CELLS - 1)
TIME = T.Num(0.0, 10.0 ** 7)
EFFECT = T.Str(D.EFFECTS)


def _n(ctx) -> int:
    return ctx["n"]


# the declared shape of a saved state: every key, its type, range and length (seat-counted lists have one entry
# per seat); cross-references (the forest, every spell card once, the phase's turn) are checked after it
SCHEMA = T.Dict({
    "players": T.Int(2, 5), "mode": T.Str(R.MODES), "expert": T.Bool(), "alternate_hands": T.Bool(),
    "auto_witch": T.Maybe(T.Num(0.05, 3600.0)), "human_seats": T.List(SEAT, max_len=_n),
    "board": T.List(T.Maybe(T.Str(D.ELEMENTS)), length=CELLS),
    "up": T.List(CELL, max_len=CELLS), "house": T.Maybe(CELL), "house_held": T.Bool(),
    "piles": T.List(T.List(CARD, max_len=D.CARD_COUNT), length=_n),
    "discards": T.List(T.List(CARD, max_len=D.CARD_COUNT), length=_n),
    "removed": T.List(CARD, max_len=D.CARD_COUNT),
    "phase": T.Str(R.FLOW.phases), "active": SEAT, "turn_no": T.Int(0, 10 ** 6),
    "turn": T.Dict({}, optional={
        "chooser": SEAT, "card": T.Maybe(CARD), "shown_card": CARD, "wrong": T.Maybe(CELL),
        "path": T.List(T.Tuple(T.Int(-1, D.SIZE), T.Int(-1, D.SIZE)), max_len=4 * D.SIZE),
        "witch": T.Int(0, 4 * D.SIZE), "moves": T.Int(0, 100), "total": T.Int(0, 100),
        "movers": T.List(SEAT, max_len=_n), "auto": T.Bool(), "last_hand": T.Maybe(T.Str(R.HANDS)),
        "effects": T.List(EFFECT, max_len=10), "line": T.Str(("column", "row")),
        "start_end": T.Str(("north", "east", "south", "west"))}, extra=True),
    "pending": T.List(T.Tuple(EFFECT, SEAT), max_len=10),
    "outcome": T.Maybe(T.Dict({}, optional={
        "seat": SEAT, "card": CARD, "broken": T.Bool(), "effect": T.Maybe(EFFECT),
        "cells": T.List(CELL, max_len=CELLS), "reason": T.Str(max_len=40)}, extra=True)),
    "effect_due": T.Maybe(T.Str(D.CHOICE_EFFECTS)),
    "winner": T.Maybe(SEAT),
    "rng": T.Tuple(T.Int(0, 2 ** 64 - 1), T.Int(0, 2 ** 64 - 1)),
    "clock": T.Dict({"now": TIME, "timers": T.Map(TIME, key=T.Str(max_len=40), max_len=20)}),
})


def _number(value, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise InvalidState(f"{what} is not a number")
    return float(value)


def validate(setup, data: dict) -> None:
    """Raise InvalidState naming the first broken invariant of a saved Baba Yaga state for `setup`."""
    T.check_seats(data, len(setup.seats))
    T.check(SCHEMA, data, {"n": len(setup.seats)})
    state = restored(R, data)
    wrong = state.turn.get("wrong")
    if wrong is not None and wrong not in state.up:
        raise InvalidState(f"the wrong tile {wrong} is not face up")
    n = state.players
    if isinstance(n, bool) or not isinstance(n, int) or n != len(setup.seats) or not 2 <= n <= 5:
        raise InvalidState(f"{n!r} players in the state, {len(setup.seats)} seats in the set-up")
    if not isinstance(state.phase, str) or state.phase not in R.FLOW.phases:
        raise InvalidState(f"unknown phase {state.phase!r}")
    if state.mode not in R.MODES:
        raise InvalidState(f"unknown mode {state.mode!r}")
    flag(state.expert, "expert")
    flag(state.house_held, "house_held")
    if state.auto_witch is not None and _number(state.auto_witch, "auto_witch") <= 0:
        raise InvalidState("auto_witch must be positive")
    ints(state.human_seats, "human_seats", 0, n)
    index(state.active, "active", n)
    ints([state.turn_no], "turn_no", 0, 10 ** 9)
    _number(state.clock.now, "the clock")
    for name, due in state.clock.timers.items():
        _number(due, f"timer {name}")

    # the table: the path is empty, every element lies on exactly one forest tile
    board = list_of(state.board, "the board", CELLS)
    for cell in D.PATH_CELLS:
        if board[cell] is not None:
            raise InvalidState(f"path cell {cell} holds {board[cell]!r}")
    forest = [board[c] for c in D.FOREST_CELLS]
    if sorted(map(str, forest)) != sorted(D.ELEMENTS) or not all(isinstance(e, str) for e in forest):
        raise InvalidState("the forest does not hold each element once")
    up = ints(state.up, "tiles shown", 0, CELLS)
    if len(set(up)) != len(up) or any(c in D.PATH_CELLS for c in up):
        raise InvalidState("a tile is shown twice, or a path cell is shown")
    if state.house is not None:
        index(state.house, "the house", CELLS)

    # the spell cards: in piles, discards, set aside at the start, or the one being searched for
    piles = list_of(state.piles, "piles", n)
    discards = list_of(state.discards, "discards", n)
    found = [c for p in piles for c in ints(p, "a pile", 0, D.CARD_COUNT)]
    found += [c for d in discards for c in ints(d, "discards", 0, D.CARD_COUNT)]
    found += ints(state.removed, "removed cards", 0, D.CARD_COUNT)
    turn = state.turn
    if not isinstance(turn, dict):
        raise InvalidState("the turn is not an object")
    in_hand = turn.get("card")
    if in_hand is not None:
        found.append(index(in_hand, "the searched card", D.CARD_COUNT))
    each_once(found, D.CARD_COUNT, "spell cards")
    if any(len(d) > D.CARDS_PER_PLAYER for d in discards):
        raise InvalidState("someone broke more spells than the game has rounds")

    # the turn in progress
    if state.phase != "study":
        index(turn.get("chooser"), "the path chooser", n)
    if state.phase in ("search", "judgement"):
        path = list_of(turn.get("path"), "the flight path")
        if not 2 <= len(path) <= D.SIZE + 2:
            raise InvalidState(f"a flight path of {len(path)} tiles")
        for step in path:
            ints(list_of(step, "a path tile", 2), "a path tile", -1, D.SIZE + 1)
        index(turn.get("witch"), "the witch's tile", len(path))
        ints([turn.get("moves"), turn.get("total")], "the witch's moves", 0, 4 * D.SIZE)
        movers = ints(turn.get("movers"), "the witch's movers", 0, n)
        if state.phase == "search" and not turn.get("auto") and not movers:
            raise InvalidState("nobody moves the witch")
        if turn.get("wrong") is not None:
            index(turn["wrong"], "the wrong tile", CELLS)
        if turn.get("last_hand") not in (None,) + R.HANDS:
            raise InvalidState(f"last hand {turn.get('last_hand')!r}")
    if state.effect_due not in (None,) + D.CHOICE_EFFECTS:
        raise InvalidState(f"unknown effect due {state.effect_due!r}")
    for item in list_of(state.pending, "pending effects"):
        effect, seat = list_of(item, "a pending effect", 2)
        if effect not in D.EFFECTS:
            raise InvalidState(f"unknown pending effect {effect!r}")
        index(seat, "a pending effect's seat", n)
    if (state.phase == "over") != (state.winner is not None):
        raise InvalidState("the phase and the winner disagree")
    if state.winner is not None:
        index(state.winner, "the winner", n)
    if state.outcome is not None and not isinstance(state.outcome, dict):
        raise InvalidState("the outcome is not an object")

    # last: the rules can answer what the scene asks first, and game time can move on
    for seat in range(n):
        R.legal_actions(state, seat)
        R.view(state, seat)
    R.result(state)
    R.tick(R.clone(state), 0.0)
