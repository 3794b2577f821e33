"""Race to ten: the rules (plain data, no pygame)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import IllegalAction

GOAL = 10


@dataclass(frozen=True)
class Add:
    seat: int
    n: int


@dataclass(frozen=True)
class Added:
    seat: int
    n: int
    total: int


@dataclass(frozen=True)
class Won:
    seat: int


class State:
    def __init__(self, players: int, active: int = 0, total: int = 0, winner: int | None = None):
        self.players, self.active, self.total, self.winner = players, active, total, winner


def new_game(config: dict, seed: int) -> State:
    return State(config["players"], active=seed % config["players"])


def legal_actions(state: State, seat: int) -> list:
    if state.winner is not None or seat != state.active:
        return []
    return [Add(seat, n) for n in (1, 2) if state.total + n <= GOAL]


def apply(state: State, action) -> list:
    if action not in legal_actions(state, action.seat):
        raise IllegalAction("dummy.err.not_now")
    state.total += action.n
    events = [Added(action.seat, action.n, state.total)]
    if state.total == GOAL:
        state.winner = action.seat
        events.append(Won(action.seat))
    else:
        state.active = (state.active + 1) % state.players
    return events


def tick(state: State, dt: float) -> list:
    return []


def view(state: State, seat: int | None) -> dict:
    return to_json(state)


def result(state: State) -> dict | None:
    if state.winner is None:
        return None
    others = [s for s in range(state.players) if s != state.winner]
    return {"winners": [state.winner], "ranking": [state.winner, *others]}


def to_json(state: State) -> dict:
    return {"players": state.players, "active": state.active, "total": state.total, "winner": state.winner}


def from_json(data: dict) -> State:
    return State(**data)
