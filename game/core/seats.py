"""Seats and turn order. Seats are ints 0..n-1 in seat order around the table, which we define as
CLOCKWISE: seat i+1 sits on seat i's left. (Every rule module relies on this convention.)"""
from __future__ import annotations

CLOCKWISE = 1
COUNTER_CLOCKWISE = -1


def left_of(seat: int, n: int) -> int:
    """The seat on `seat`'s left: the next one clockwise."""
    return (seat + 1) % n


def right_of(seat: int, n: int) -> int:
    """The seat on `seat`'s right: the next one counter-clockwise."""
    return (seat - 1) % n


def next_seat(seat: int, n: int, direction: int = CLOCKWISE, skip=()) -> int:
    """The next seat in `direction`, skipping seats in `skip` (eliminated, inactive).
    Raises ValueError if every other seat is skipped."""
    s = seat
    for _ in range(n):
        s = (s + direction) % n
        if s not in skip:
            return s
    raise ValueError("no seat left to take a turn")


def order_from(start: int, n: int, direction: int = CLOCKWISE, skip=()) -> list[int]:
    """All seats not skipped, beginning at `start` (included if not skipped), going `direction`."""
    out = []
    s = start
    for _ in range(n):
        if s not in skip:
            out.append(s)
        s = (s + direction) % n
    return out
