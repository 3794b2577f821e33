"""`Handicaps`: which hands each person may use now. The human searcher has one hand (one pointer; any other
input of that seat is refused and the app says so); the two-player mover uses two hands in turn; a gamepad is a
pointer while its seat acts on the board; the system pointer hides while the searcher's hand wobbles (the table
draws the wobbling hand)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.intents import is_pad
from game.engine.table.part import Part
from game.games.baba_yaga import controls


def taken_devices(seats, seat: int) -> tuple[str, ...]:
    """The devices of the other human seats (a two-player mover's hands must not be one of them)."""
    return tuple(seats.device_of(o) for o in seats.humans if o != seat and seats.device_of(o))


def acting_with_pointer(state, seat: int) -> bool:
    """The seat acts on the board now (searching, placing, choosing the path)."""
    if state.phase in ("search", "apply_effect", "expert_house"):
        return seat == state.active
    return state.phase == "choose_path" and seat == state.turn.get("chooser")


class Handicaps(Part):
    def __init__(self, ctx, hand, inputs: Callable):
        """`hand`: the SearcherHand (is the searcher's hand wobbling); `inputs()`: the app's input devices."""
        self.ctx = ctx
        self.hand = hand
        self.inputs = inputs
        self._restricted: tuple | None = None  # the moment the handicaps were set for

    def update(self, dt: float) -> None:
        inp, s, seats = self.inputs(), self.ctx.state, self.ctx.seats
        key = (s.phase, s.active, s.turn_no, s.mover() if s.alternate_hands else None)
        if key == self._restricted:
            return
        self._restricted = key
        inp.handicaps.clear()
        for seat in seats.humans:
            if is_pad(seats.device_of(seat)):
                inp.set_pointer_mode(seats.device_of(seat), acting_with_pointer(s, seat))
        if s.phase == "search" and seats.is_human(s.active):
            inp.handicaps.set(s.active, controls.search_handicap(seats.device_of(s.active)))
        mover = s.mover()
        if s.phase == "search" and s.alternate_hands and seats.is_human(mover):
            groups = controls.hand_groups(seats.device_of(mover), taken_devices(seats, mover))
            if groups:
                inp.handicaps.add(mover, controls.mover_handicap(groups))
        pygame.mouse.set_visible(not self.hand.wobbling())

    def clear(self) -> None:
        """The table closes: every hand is free again."""
        self.inputs().handicaps.clear()
        pygame.mouse.set_visible(True)
