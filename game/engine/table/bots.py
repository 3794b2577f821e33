"""The two bot drivers: when a bot acts, never what it plays (that is the game's bot.py).

A bot sees `rules.view(state, seat)` and answers one of `rules.legal_actions(state, seat)`:
`bot.choose(view, legal, now)` (now: game seconds; a real-time bot may answer None = "not yet"), or, for a
slow search, `bot.think(view, legal)`: a generator that does a slice of work per `next()` and returns the action.

- `TurnBots` (turn-based games): one seat acts at a time. The bot thinks a slice per frame (a hard search never
  stalls a frame) and acts once it has an answer *and* its human-like pause is over (`delay` seconds of game
  time), and only while the screen is idle (the scene passes `ready=False` while its presenter is busy).
- `RealtimeBots` (real-time games): every bot seat may act at once. Each has its own reaction delay in game
  time, started when it last acted, so several bots act independently; a bot that answers None asks again
  next frame. A real-time bot with `think(view, legal, now)` (a generator, like a turn bot's) is stepped
  instead of asked: all thinking bots together get at most `slices` steps per frame (a step that yields is
  one slice), so a costly plan is spread over frames; a bot whose legal actions changed while it thought
  starts over with a fresh view.

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
    def __init__(self, bots: dict, rules, reaction: Callable[[int], float] | float = 0.0, slices: int = 1):
        self.bots = bots  # seat -> bot (the scene's own dict)
        self.rules = rules
        self.reaction = reaction if callable(reaction) else (lambda seat, r=reaction: r)
        self.ready_at = {seat: 0.0 for seat in self.bots}  # game time each bot may act again
        self.slices = slices  # think() steps per frame, all bots together
        self._thinking: dict = {}  # seat -> [legal it started from, generator, has yielded]

    def reset(self) -> None:
        """Forget every search in progress (a loaded game)."""
        self._thinking.clear()

    def update(self, now: float, state, act: Callable, on_choice: Callable | None = None) -> int:
        """Every bot whose reaction delay is over and who has legal actions is asked; returns how many acted.
        `on_choice(seat, action)` is told first (the scene may move a bot's hand to the tile it picked)."""
        acted = 0
        budget = self.slices
        for seat, bot in self.bots.items():
            if now < self.ready_at.get(seat, 0.0):
                continue
            legal = self.rules.legal_actions(state, seat)
            if not legal:
                self._thinking.pop(seat, None)
                continue
            if hasattr(bot, "think"):
                if budget <= 0:
                    continue  # this frame's thinking is spent: asked again next frame
                action, worked = self._step(seat, bot, state, legal, now)
                budget -= worked
                if action is None or action not in legal:
                    continue
            else:
                action = bot.choose(self.rules.view(state, seat), legal, now)
                if action is None:
                    continue
            if on_choice is not None:
                on_choice(seat, action)
            act(seat, action)
            self.ready_at[seat] = now + self.reaction(seat)
            acted += 1
        return acted

    def _step(self, seat: int, bot, state, legal: list, now: float):
        """One step of the seat's think(): (its answer or None, 1 if it did a slice of work else 0)."""
        job = self._thinking.get(seat)
        if job is None or (job[0] is not legal and job[0] != legal):
            job = self._thinking[seat] = [legal, bot.think(self.rules.view(state, seat), legal, now), False]
        try:
            next(job[1])
        except StopIteration as done:
            del self._thinking[seat]
            return done.value, 1 if job[2] else 0  # a search that had yielded did its last slice just now
        job[2] = True
        return None, 1

    def observe(self, events) -> None:
        """Bots that remember what they saw (a memory game) are shown every event."""
        for bot in self.bots.values():
            bot.observe(events)
