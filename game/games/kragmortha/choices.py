"""What the acting seat (the active one, or a goblin's owner choosing where it goes) sees and may do now: whose
hand the bottom row shows (hot seat: only after the curtain; open hands: the acting human's), whether its
choices are on show (lit cells, arrows, buttons) and a person may act, its legal actions (asked every frame,
kept per action), its hand, its active spellbooks and the cells a hand card could step to.

A part of the Kragmortha scene (a mixin): it reads the scene's state, humans, bots, presenter, open_hands,
revealed, curtain_up and version; painter.py and table_input.py ask it."""
from __future__ import annotations

from game.games.kragmortha import rules as R
from game.games.kragmortha import spellbooks as S


class SeatChoices:
    @property
    def acting(self) -> int:
        """Who acts now: the goblin's owner while they choose where it goes, else the active seat."""
        seat = R.to_act(self.state)
        return self.state.active if seat is None else seat

    def viewer(self) -> int | None:
        """Whose hand the bottom row shows (None: a face-down row)."""
        seat = self.acting
        if self.open_hands and self.is_human(seat):
            return seat
        if len(self.humans) == 1:
            return self.humans[0]
        return self.revealed if self.revealed == seat else None

    @property
    def shows_choices(self) -> bool:
        """A human's choice on show (their hand up, the screen caught up): lit cells, arrows, buttons."""
        s, seat = self.state, self.acting
        return (s.outcome is None and self.is_human(seat) and not self.presenter.busy()
                and not self.curtain_up and self.viewer() == seat)

    @property
    def my_turn(self) -> bool:
        """... and a person (not a bot standing in for them) may act."""
        return self.shows_choices and self.acting not in self.bots

    def legal(self) -> list:
        """The acting seat's legal actions while its choices are on show (asked every frame: kept per action)."""
        if not self.shows_choices:
            return []
        key = (self.version, self.acting, self.state.phase)
        if getattr(self, "_legal", (None, []))[0] != key:
            self._legal = (key, R.legal_actions(self.state, self.acting))
        return self._legal[1]

    def hand(self) -> list[int]:
        v = self.viewer()
        return list(self.state.hands[v]) if v is not None else []

    def books_up(self, seat: int) -> list[int]:
        return [bk for bk, up in self.state.books[seat] if up and S.is_active(bk)]

    def card_cells(self, index: int | None) -> list[tuple]:
        """The cells the hand's card at `index` could step to now (highlighted while hovered or selected)."""
        hand = self.hand()
        if index is None or not 0 <= index < len(hand) or self.state.phase != "play" or self.viewer() is None:
            return []
        return R.card_steps(self.state, self.viewer(), hand[index])
