"""Nim: one pile of stones; in turn each player takes 1, 2 or 3; whoever takes the last stone wins.
Plain data and functions (no pygame): the registry, the bots and the tests play it headless."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, Event, IllegalAction

MAX_TAKE = 3


@dataclass(frozen=True)
class Take(Action):
    seat: int
    n: int


@dataclass(frozen=True)
class Took(Event):
    seat: int
    n: int
    left: int


@dataclass(frozen=True)
class Won(Event):
    seat: int


@dataclass
class State:
    players: int
    stones: int
    active: int = 0
    winner: int | None = None


def new_game(config: dict, seed: int) -> State:
    return State(config["players"], int(config.get("stones", 15)), active=seed % config["players"])


def legal_actions(state: State, seat: int) -> list:
    if state.winner is not None or seat != state.active:
        return []
    return [Take(seat, n) for n in range(1, min(MAX_TAKE, state.stones) + 1)]


def apply(state: State, action) -> list:
    if action not in legal_actions(state, action.seat):
        raise IllegalAction("nim.err.not_now" if action.seat != state.active else "nim.err.too_many")
    state.stones -= action.n
    events: list = [Took(action.seat, action.n, state.stones)]
    if state.stones == 0:
        state.winner = action.seat
        events.append(Won(action.seat))
    else:
        state.active = (state.active + 1) % state.players
    return events


def tick(state: State, dt: float) -> list:
    return []  # turn-based: game time changes nothing


def view(state: State, seat: int | None) -> dict:
    return to_json(state)  # nothing is hidden


def result(state: State) -> dict | None:
    if state.winner is None:
        return None
    others = [s for s in range(state.players) if s != state.winner]
    return {"winners": [state.winner], "ranking": [state.winner, *others]}


def to_json(state: State) -> dict:
    return {"players": state.players, "stones": state.stones, "active": state.active, "winner": state.winner}


def from_json(data: dict) -> State:
    return State(**data)
