"""The one small API every game's rules module obeys (after OpenSpiel), and the bot base class.

A rules module (`game/games/<id>/rules.py`) is a plain module offering:

    new_game(config: dict, seed: int) -> State
        config always has "players": int, plus the game's own options (registry `options`).
    legal_actions(state, seat: int) -> list[Action]
        Empty for a seat that may not act now. A finished game has no legal actions.
    apply(state, action) -> list[Event]
        Mutates `state`. An illegal action raises IllegalAction(reason) and leaves the state untouched.
    tick(state, dt: float) -> list[Event]
        Real-time games only (game seconds; turn-based modules may define it as a no-op).
    view(state, seat: int | None) -> dict
        What that seat may see (JSON-able): hidden cards of others are absent. seat=None: a spectator.
    result(state) -> dict | None
        None while the game runs; then {"winners": [seat, ...], "ranking": [seat, ...], ...}.
    to_json(state) -> dict ; from_json(data) -> State
        Round-trip exactly: from_json(to_json(s)) behaves identically to s (same RNG state included).

The state object keeps its RNG inside it, so the same seed and the same actions always give the same game.
"""
from __future__ import annotations

from typing import Protocol

from game.core.rng import Rng


class RulesModule(Protocol):  # for type checkers and readers; modules are duck-typed
    def new_game(self, config: dict, seed: int): ...
    def legal_actions(self, state, seat: int) -> list: ...
    def apply(self, state, action) -> list: ...
    def tick(self, state, dt: float) -> list: ...
    def view(self, state, seat: int | None) -> dict: ...
    def result(self, state) -> dict | None: ...
    def to_json(self, state) -> dict: ...
    def from_json(self, data: dict): ...


DIFFICULTIES = ("easy", "normal", "hard")


class Bot:
    """A bot plays one seat. It sees only `view(state, seat)` and the events everyone saw.

    `choose(view, legal, now)` returns one of `legal`, or None to wait (real-time games: `now` is game
    time in seconds, so a bot can pace itself like a person). `observe(events)` lets a bot remember what
    it saw. Bots draw their randomness from their own Rng, never from the game's."""

    def __init__(self, seat: int, difficulty: str = "normal", seed: int = 0):
        if difficulty not in DIFFICULTIES:
            raise ValueError(f"unknown difficulty {difficulty!r}")
        self.seat = seat
        self.difficulty = difficulty
        self.rng = Rng(seed * 7919 + seat)

    def choose(self, view: dict, legal: list, now: float = 0.0):
        raise NotImplementedError

    def observe(self, events: list) -> None:
        pass
