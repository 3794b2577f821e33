"""The rules' view and legal actions of the state on screen, worked out once per state (the first view of a new
stalk loads its world, stalk_facts.py) and marked as the frame's work (`worked`: nothing is drawn ahead in that
frame); the bot driver reads the same through CachedRules.

A part of the Beanstalk scene (a mixin): it keeps `_views` on the scene (seat -> view, ("legal", seat) -> legal
actions), emptied whenever the state changes (the scene's on_events)."""
from __future__ import annotations

from game.games.beanstalk import rules as R


class RulesReads:
    def view(self, seat=None) -> dict:
        """The rules' view of a seat, worked out once per action (the first for a new stalk loads its world)."""
        if seat not in self._views:
            self._views[seat] = R.view(self.state, seat)
            self.worked = True
        return self._views[seat]

    def legal(self, seat) -> list:
        if ("legal", seat) not in self._views:
            self._views[("legal", seat)] = R.legal_actions(self.state, seat)
            self.worked = True
        return self._views[("legal", seat)]


class CachedRules:
    """The rules as the bot driver sees them, with the scene's view and legal actions of the state on screen
    (worked out once, on frames of their own)."""

    def __init__(self, scene):
        self.scene = scene

    def view(self, state, seat):
        return self.scene.view(seat) if state is self.scene.state else R.view(state, seat)

    def legal_actions(self, state, seat):
        return self.scene.legal(seat) if state is self.scene.state else R.legal_actions(state, seat)
