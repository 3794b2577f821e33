"""`RulesReads`: the rules' view and legal actions of the state on screen, worked out once per state and kept
until the rules answer the next action (the first view of a new stalk loads its world, stalk_facts.py). Working
one out is costly work: it marks the frame (no drawing ahead in it). The bot driver reads the same through the
rules' own names (`view(state, seat)`, `legal_actions(state, seat)`), cached only for the state on screen."""
from __future__ import annotations

from game.engine.table.part import Part
from game.games.beanstalk import rules as R


class RulesReads(Part):
    def __init__(self, ctx):
        self.ctx = ctx
        self._views: dict = {}  # seat -> view, ("legal", seat) -> legal actions, of the state on screen

    def on_events(self, seat, action, events) -> None:
        self._views = {}  # the state changed: every view and legal list is stale, and this frame did work
        self.ctx.budget.mark()

    def seat_view(self, seat=None) -> dict:
        """The rules' view of a seat (None: the public one) of the state on screen."""
        if seat not in self._views:
            self._views[seat] = R.view(self.ctx.state, seat)
            self.ctx.budget.mark()
        return self._views[seat]

    def legal(self, seat) -> list:
        if ("legal", seat) not in self._views:
            self._views[("legal", seat)] = R.legal_actions(self.ctx.state, seat)
            self.ctx.budget.mark()
        return self._views[("legal", seat)]

    def read_ahead(self, seat) -> bool:
        """Work out the next of the seat's view and legal actions not known yet (at most one a frame: a new
        stalk's load and a bot's first thought never share one). True if both were known already."""
        if seat not in self._views:
            self.seat_view(seat)
            return False
        if ("legal", seat) not in self._views:
            self.legal(seat)
            return False
        return True

    def forget(self) -> None:
        """Work everything out again (the state was changed outside the rules' actions: tests, tools)."""
        self._views = {}

    # the rules' API, as the bot driver asks it -------------------------------------------------------------
    def view(self, state, seat):
        return self.seat_view(seat) if state is self.ctx.state else R.view(state, seat)

    def legal_actions(self, state, seat):
        return self.legal(seat) if state is self.ctx.state else R.legal_actions(state, seat)
