"""`Screen`: the table's picture (presenter.Shown), how it catches up with the rules, and whose turn it is on it.

The rules change at once; the screen shows their events one at a time (the beats of Shown's presenter, each with
its sound) and nobody may act while it does. Whose hand the bottom of the screen shows follows the hot seat:
with open hands the active player's, with one person at the table always theirs, else the hand shown after the
curtain. It answers what the hand may do now (`my_turn`, `legal`, the slots a card may go to)."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.table.part import Part
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import rules as R
from game.games.pied_piper.presenter import Shown

SOUND_OF = {E.CardPlayed: "card_slide", E.CardRevealed: "card_flip", E.FigureTurned: "turn",
            E.MelodyPlayed: "tune", E.RatCharmed: "charm", E.SpecialsFizzled: "fizzle",
            E.DeckReshuffled: "shuffle", E.PlayerEliminated: "overrun", E.GameEnded: "win",
            E.RowRefilled: "card_flip", E.CardsDrawn: "card_slide"}
SQUEAKS = ("squeak", "squeak_high", "squeak_low")
HURRY = 3.0  # the animation's speed once a player presses to hurry it along


class Screen(Part):
    def __init__(self, ctx, hot, open_hands: bool):
        """`hot`: the table's HotSeat (whose hand was shown after the curtain)."""
        self.ctx = ctx
        self.hot = hot
        self.open_hands = open_hands
        self.shown = Shown(ctx.state, self.viewer())
        self.carrying_slot: int | None = None  # the character being carried out (lit on screen)
        self.squeak_i = 0
        self._seat_listeners: list[Callable[[int | None], None]] = []

    def on_seat_change(self, listener: Callable[[int | None], None]) -> None:
        """`listener(seat)` is told whenever another hand (or none) comes on show."""
        self._seat_listeners.append(listener)

    def _show_seat(self, seat: int | None) -> None:
        changed = seat != self.shown.seat
        self.shown.set_seat(self.ctx.state, seat)
        if changed:
            for listener in self._seat_listeners:
                listener(seat)

    def viewer(self) -> int | None:
        """Whose hand the bottom of the screen shows."""
        if self.open_hands:
            return self.ctx.state.active
        humans = self.ctx.seats.humans
        if len(humans) == 1:
            return humans[0]
        return self.hot.shown

    def needs_curtain(self) -> bool:
        """Several people share the screen and their hands are secret."""
        return self.hot.shared_by_several() and not self.open_hands

    @property
    def busy(self) -> bool:
        return self.shown.busy

    @property
    def my_turn(self) -> bool:
        """A human may act now: their turn, the screen has caught up, their hand is on show."""
        s = self.ctx.state
        return (R.result(s) is None and self.ctx.seats.is_human(s.active) and not self.shown.busy
                and not self.hot.curtain_up and self.viewer() == s.active)

    def hurry(self) -> None:
        self.shown.speed = HURRY

    # catching up ----------------------------------------------------------------------------------------------
    def advance(self, dt: float) -> list:
        """Move the picture on (the scene's presenter step); plays the sounds of the beats that started."""
        started = self.shown.advance(dt, self.ctx.state)
        for beat in started:
            self._sound_for(beat.event)
        return started

    def on_events(self, seat, action, events) -> None:
        mine = action.card if isinstance(action, E.PlayCard) and action.seat == self.shown.seat else None
        self.shown.push(events, my_card=mine)

    def update(self, dt: float) -> None:
        s = self.ctx.state
        if self.shown.busy or R.result(s) is not None:
            return
        viewer = self.viewer()
        if viewer != self.shown.seat:
            self._show_seat(viewer)

    def show_hand(self, seat: int) -> None:
        """The curtain went down before this seat: its cards come on show."""
        self._show_seat(seat)
        self.ctx.sound("your_turn")

    def _sound_for(self, ev) -> None:
        sound = self.ctx.sound
        if isinstance(ev, E.CharacterCarriedOut):
            self.carrying_slot = ev.slot
        if isinstance(ev, E.FigureStepped):
            if ev.figure == C.PIPER:
                sound("tune_short", 0.7)
            else:
                sound(SQUEAKS[self.squeak_i % len(SQUEAKS)], 0.8)
                self.squeak_i += 1
            sound("step", 0.5)
        elif isinstance(ev, E.FloorChanged):
            sound("floor_up" if ev.new > ev.old else "floor_down", 0.8)
        elif isinstance(ev, E.TurnStarted):
            if self.ctx.seats.is_human(ev.seat) and not self.needs_curtain():
                sound("your_turn", 0.7)
        elif type(ev) in SOUND_OF:
            sound(SOUND_OF[type(ev)])

    # what the hand may do now -----------------------------------------------------------------------------------
    def legal(self) -> list:
        s = self.ctx.state
        return R.legal_actions(s, s.active) if self.my_turn else []

    def legal_slots(self, card: int | None) -> set[int]:
        if card is None:
            return set()
        return {a.slot for a in self.legal() if isinstance(a, E.PlayCard) and a.card == card}

    def ready_slots(self) -> list[int]:
        return [a.slot for a in self.legal() if isinstance(a, E.ExecuteCharacter)]

    def hand(self) -> list[int]:
        return self.shown.data["hand"]

    def can_face_down(self) -> bool:
        s = self.ctx.state
        return bool(s.face_down and not s.face_down_used and s.phase != "order")

    def can_hold(self, slot: int | None = None) -> bool:
        return R.can_hold(self.ctx.state, slot)
