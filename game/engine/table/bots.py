"""The two bot drivers: when a bot acts, never what it plays (that is the game's bot.py).

A bot sees `rules.view(state, seat)` and answers one of `rules.legal_actions(state, seat)`:
`bot.choose(view, legal, now)` (now: game seconds; a real-time bot may answer None = "not yet"), or, for a
slow search, `bot.think(view, legal)`: a generator that does a slice of work per `next()` and returns the action.

- `TurnBots` (turn-based games): one seat acts at a time. The bot thinks a slice per frame (a hard search never
  stalls a frame) and acts once it has an answer *and* its human-like pause is over (`delay` seconds of game
  time), and only while the screen is idle (the scene passes `ready=False` while its presenter is busy).
- `RealtimeBots` (real-time games): every bot seat may act at once. Each has its own reaction delay in game
  time, started when it last acted, so several bots act independently; a bot that answers None asks again
  next frame.

Both call `act(seat, action)` — the scene's `GameScene.act` — and never touch the rules themselves."""
from __future__ import annotations

from collections.abc import Callable

_THINKING = object()


class TurnBots:
    def __init__(self, bots: dict, rules, delay: float = 0.75):
        self.bots = bots  # seat -> bot (the scene's own dict: a seat given a bot later is played too)
        self.rules = rules
        self.delay = delay
        self.wait = delay
        self._seat: int | None = None
        self._steps = None  # a bot's search in progress (a generator)
        self._choice = _THINKING

    def reset(self) -> None:
        """Forget a search in progress (the state changed under it: a loaded game, an undo)."""
        self._seat, self._steps, self._choice, self.wait = None, None, _THINKING, self.delay

    def update(self, dt: float, state, seat: int | None, act: Callable, ready: bool = True) -> None:
        """One frame: `seat` is the seat to act now (None: nobody)."""
        if seat not in self.bots or not ready:
            return
        if seat != self._seat:
            self.reset()
            self._seat = seat
        self.wait -= dt
        if self._choice is _THINKING:
            self._think(state, seat)
        if self._choice is not _THINKING and self.wait <= 0:
            choice = self._choice
            self.reset()
            if choice is not None:
                act(seat, choice)

    def _think(self, state, seat: int) -> None:
        bot = self.bots[seat]
        if self._steps is None:
            legal = self.rules.legal_actions(state, seat)
            view = self.rules.view(state, seat)
            if not hasattr(bot, "think"):  # game.core.api.Bot declares choose(); think() is a slow bot's extra
                self._choice = bot.choose(view, legal)
                return
            self._steps = bot.think(view, legal)
        try:
            next(self._steps)
        except StopIteration as done:
            self._choice = done.value


class RealtimeBots:
    def __init__(self, bots: dict, rules, reaction: Callable[[int], float] | float = 0.0):
        self.bots = bots  # seat -> bot (the scene's own dict)
        self.rules = rules
        self.reaction = reaction if callable(reaction) else (lambda seat, r=reaction: r)
        self.ready_at = {seat: 0.0 for seat in self.bots}  # game time each bot may act again

    def update(self, now: float, state, act: Callable, on_choice: Callable | None = None) -> int:
        """Every bot whose reaction delay is over and who has legal actions is asked; returns how many acted.
        `on_choice(seat, action)` is told first (the scene may move a bot's hand to the tile it picked)."""
        acted = 0
        for seat, bot in self.bots.items():
            if now < self.ready_at.get(seat, 0.0):
                continue
            legal = self.rules.legal_actions(state, seat)
            if not legal:
                continue
            action = bot.choose(self.rules.view(state, seat), legal, now)
            if action is None:
                continue
            if on_choice is not None:
                on_choice(seat, action)
            act(seat, action)
            self.ready_at[seat] = now + self.reaction(seat)
            acted += 1
        return acted

    def observe(self, events) -> None:
        """Bots that remember what they saw (a memory game) are shown every event."""
        for bot in self.bots.values():
            bot.observe(events)
