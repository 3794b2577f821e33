"""`Choices`: who acts now and what the screen offers them. The acting seat is the active one, or a goblin's
owner choosing where it goes (rules.to_act); whose hand the bottom row shows (one person at the table: always
theirs; open hands: the acting human's; hot seat: the seat the HotSeat shows, after the curtain); whether a
human's choices are on show (lit cells, arrows, buttons) and a person may act; the legal actions (asked every
frame, kept per action: `version` counts the actions applied); the hand, the active spellbooks and the cells a
hand card could step to."""
from __future__ import annotations

from game.engine.i18n import tr
from game.engine.table.part import Part
from game.games.kragmortha import rules as R
from game.games.kragmortha import spellbooks as S


class Choices(Part):
    def __init__(self, ctx, hot_seat, open_hands: bool, lingering=lambda: None):
        """`lingering()`: the person still looking at what their last deed did (their hand stays up), or None."""
        self.ctx = ctx
        self.lingering = lingering
        self.hot_seat = hot_seat
        self.open_hands = open_hands
        self.version = 0  # counts the actions applied (caches of what may be done now follow it)
        self._legal: tuple = (None, [])

    def on_events(self, seat, action, events) -> None:
        self.version += 1

    @property
    def acting(self) -> int:
        """Who acts now: the goblin's owner while they choose where it goes, else the active seat."""
        state = self.ctx.state
        seat = R.to_act(state)
        return state.active if seat is None else seat

    def owed(self) -> int | None:
        """The person whose private screen the table needs now (the HotSeat's question): the acting human."""
        seat = self.acting
        seats = self.ctx.seats
        return seat if seats.is_human(seat) and not seats.is_bot(seat) and not self.ctx.is_over() else None

    def curtain_words(self, seat: int) -> str | None:
        """The curtain's words for a goblin's owner called in someone else's turn: the question they answer
        (where their goblin flees, where the token takes it ...), then how to take the screen; None otherwise."""
        state = self.ctx.state
        if seat == state.active or seat != self.acting or state.outcome is not None:
            return None
        name = self.ctx.seats.name(seat)
        return f'{tr(f"kragmortha.screen.ask.{state.phase}", name=name)} {tr("curtain.press", name=name)}'

    def viewer(self) -> int | None:
        """Whose hand the bottom row shows (None: a face-down row)."""
        seat, seats = self.acting, self.ctx.seats
        mover = self.lingering()
        if mover is not None and self.hot_seat.shown == mover:
            return mover
        if self.open_hands and seats.is_human(seat):
            return seat
        if len(seats.humans) == 1:
            return seats.humans[0]
        return self.hot_seat.shown if self.hot_seat.shown == seat else None

    @property
    def shows_choices(self) -> bool:
        """A human's choice on show (their hand up or on their phone, the screen caught up): lit cells, arrows,
        buttons."""
        seat = self.acting
        seats = self.ctx.seats
        # a seat whose hand is on its phone chooses on the TV's board too (its arrows and A), hand unseen
        return (self.ctx.state.outcome is None and seats.is_human(seat) and not self.ctx.busy()
                and not self.hot_seat.curtain_up and (self.viewer() == seat or seats.private_elsewhere(seat)))

    @property
    def my_turn(self) -> bool:
        """... and a person (not a bot standing in for them) may act."""
        return self.shows_choices and not self.ctx.seats.is_bot(self.acting)

    def legal(self) -> list:
        """The acting seat's legal actions while its choices are on show (asked every frame: kept per action)."""
        if not self.shows_choices:
            return []
        key = (self.version, self.acting, self.ctx.state.phase)
        if self._legal[0] != key:
            self._legal = (key, R.legal_actions(self.ctx.state, self.acting))
        return self._legal[1]

    def hand(self) -> list[int]:
        v = self.viewer()
        return list(self.ctx.state.hands[v]) if v is not None else []

    def books_up(self, seat: int) -> list[int]:
        return [bk for bk, up in self.ctx.state.books[seat] if up and S.is_active(bk)]

    def card_cells(self, index: int | None) -> list[tuple]:
        """The cells the hand's card at `index` could step to now (highlighted while hovered or selected)."""
        hand = self.hand()
        state = self.ctx.state
        if index is None or not 0 <= index < len(hand) or state.phase != "play" or self.viewer() is None:
            return []
        return R.card_steps(state, self.viewer(), hand[index])
