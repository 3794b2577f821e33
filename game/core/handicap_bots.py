"""Bots obey handicaps too, and sometimes slip: what a bot's hands "press" for an intended input under a seat's
handicap pieces, and which pieces it broke. Pure and deterministic (seed, step, piece tag -> the same answer),
so simulations replay; no pygame.

`bot_inputs(pieces, moment, difficulty=, seed=, step=, trigger=None, intended=("act",), occurrence=0)`
-> BotInputs (`intended`: the presses the bot means to make for its decision, e.g. ("act", "act") for a card
then a cell; `occurrence`: the how-many-th time this moment / trigger comes within the same step — two
triggers in one turn are two reflexes, each with its own roll)
- moment ACT: the bot makes its decision in its own turn. It holds its hold key, taps its rhythm, waits out
  a WaitFirst, rests on a card (Dwell), clicks twice (DoubleTap), keeps to its hand (OneHand), and finishes
  before a time limit — unless it slips on a breakable piece: it lets go of the key, taps unevenly, uses the
  wrong hand, plays a card other than the one it rested on, or dawdles past the limit.
- moment REFLEX: `trigger` happened; the bot presses its reflex key after a reaction delay, or too late.
- moment IDLE: another seat acts; a statue bot may fidget.
The scene turns `slipped` tags into breaks with `Handicaps.slip(seat, tag)` (the same HANDICAP intent a
human's break gives) and may show `presses` (the bot's hand holding the space bar ...). `delay` is game
time the bot takes before its first press. Slip chance per breakable piece and moment: SLIP_RATES."""
from __future__ import annotations

import zlib
from dataclasses import dataclass

from game.core.handicap_spec import (
    OTHERS_TURN,
    DoubleTap,
    Dwell,
    HoldKey,
    OneHand,
    Reflex,
    Rhythm,
    TimeLimit,
    WaitFirst,
    pieces_of,
)
from game.core.rng import Rng

SLIP_RATES = {"easy": 0.25, "normal": 0.10, "hard": 0.03}
REACTION = {"easy": (0.6, 1.6), "normal": (0.4, 1.2), "hard": (0.25, 0.8)}  # seconds, inside a 2 s window
ACT, REFLEX, IDLE = "act", "reflex", "idle"
# presses
PRESS_ACT, HOLD, LET_GO, TAP, UNEVEN_TAP, WRONG_HAND, REST, OTHER_CHOICE, REFLEX_KEY, FIDGET = (
    "act", "hold", "let_go", "tap", "uneven_tap", "wrong_hand", "rest", "other_choice", "reflex", "fidget")


@dataclass(frozen=True)
class BotInputs:
    presses: tuple[str, ...]
    slipped: tuple[str, ...]  # tags of the pieces broken
    delay: float = 0.0  # game seconds before the first press


def _draw(seed: int, step: int, tag: str, salt: int = 0) -> float:
    """A uniform number fixed by (seed, step, tag): independent per piece, the same on every replay."""
    mixed = (int(seed) * 1_000_003 + int(step) * 7_919 + zlib.crc32(tag.encode()) * 31 + salt) & ((1 << 64) - 1)
    return Rng(mixed).random()


def bot_inputs(pieces, moment: str, *, difficulty: str, seed: int, step: int, trigger: str | None = None,
               intended: tuple[str, ...] = (PRESS_ACT,), occurrence: int = 0) -> BotInputs:
    if difficulty not in SLIP_RATES:
        raise ValueError(f"unknown difficulty {difficulty!r}; expected one of {sorted(SLIP_RATES)}")
    if moment not in (ACT, REFLEX, IDLE):
        raise ValueError(f"unknown moment {moment!r}")
    rate = SLIP_RATES[difficulty]
    pieces = pieces_of(pieces)

    salt = 2 * max(0, int(occurrence))  # occurrence 0 draws as before; each later one draws afresh

    def slips(piece) -> bool:
        return _draw(seed, step, piece.tag or piece.kind, salt) < rate

    if moment == REFLEX:
        return _reflex(pieces, trigger, difficulty, seed, step, slips, salt)
    if moment == IDLE:
        statues = [p for p in pieces if isinstance(p, OneHand) and p.when == OTHERS_TURN and p.breakable]
        slipped = tuple(p.tag for p in statues if slips(p))
        return BotInputs((FIDGET,) if slipped else (), slipped)
    return _act(pieces, slips, tuple(intended))


def _reflex(pieces, trigger, difficulty, seed, step, slips, salt: int = 0) -> BotInputs:
    listening = [p for p in pieces if isinstance(p, Reflex) and p.trigger == trigger]
    if not listening:
        return BotInputs((), ())
    window = min(p.window for p in listening)
    slipped = tuple(p.tag for p in listening if slips(p))
    if slipped:
        return BotInputs((REFLEX_KEY,), slipped, delay=window + 0.3)
    lo, hi = REACTION[difficulty]
    delay = min(window * 0.9, lo + (hi - lo) * _draw(seed, step, trigger or "", salt=salt + 1))
    return BotInputs((REFLEX_KEY,), (), delay=delay)


def _act(pieces, slips, intended: tuple[str, ...]) -> BotInputs:
    before: list[str] = []
    act: list[str] = list(intended)
    slipped: list[str] = []
    delay = 0.0
    for p in pieces:
        if p.when == OTHERS_TURN:
            continue
        if isinstance(p, Rhythm):
            if slips(p):
                before += [TAP] * (p.taps - 1) + [UNEVEN_TAP]
                slipped.append(p.tag)
            else:
                before += [TAP] * p.taps
        elif isinstance(p, HoldKey):
            before.insert(0, HOLD)
            if slips(p):
                before.append(LET_GO)
                slipped.append(p.tag)
        elif isinstance(p, OneHand) and p.breakable:
            if slips(p):
                before.append(WRONG_HAND)
                slipped.append(p.tag)
        elif isinstance(p, WaitFirst):
            delay = max(delay, p.seconds + 0.2)
        elif isinstance(p, Dwell):
            before.append(REST)
            delay = max(delay, p.seconds + 0.1)
            if p.lock and slips(p) and act:
                act[0] = OTHER_CHOICE
                slipped.append(p.tag)
        elif isinstance(p, DoubleTap):
            act = [press for press in act for _ in (0, 1)]
    for p in pieces:
        if isinstance(p, TimeLimit) and p.when != OTHERS_TURN:
            if p.breaks and slips(p):
                delay = max(delay, p.seconds + 0.5)
                slipped.append(p.tag)
            else:
                delay = min(delay, p.seconds * 0.6)  # a bot in a hurry never runs out of an hourglass
    return BotInputs(tuple(before + act), tuple(slipped), delay)
