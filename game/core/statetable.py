"""Rulebook-shaped state tables (after Board Game Arena): a game's flow is a table of named phases, each
saying who acts and which action types are allowed, so the code reads like the rulebook's turn overview."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.actions import IllegalAction


@dataclass(frozen=True)
class Phase:
    name: str
    description: str  # one line, as the rulebook says it
    actions: tuple[type, ...] = ()  # action classes allowed in this phase
    realtime: bool = False  # tick(dt) matters in this phase
    next: tuple[str, ...] = field(default=())  # phases this one may lead to (documentation + checks)


class StateTable:
    def __init__(self, *phases: Phase):
        self.phases = {p.name: p for p in phases}
        for p in phases:
            for n in p.next:
                if n not in self.phases:
                    raise ValueError(f"phase {p.name!r} leads to unknown phase {n!r}")

    def __getitem__(self, name: str) -> Phase:
        return self.phases[name]

    def allows(self, phase: str, action) -> bool:
        return isinstance(action, self.phases[phase].actions) if self.phases[phase].actions else False

    def check(self, phase: str, action, reason: str | None = None) -> None:
        """Raise IllegalAction unless `action`'s type is allowed in `phase`."""
        if not self.allows(phase, action):
            raise IllegalAction(reason or f"{type(action).__name__} is not possible now ({phase})")

    def check_transition(self, old: str, new: str) -> None:
        if new not in self.phases[old].next:
            raise AssertionError(f"phase {old!r} cannot lead to {new!r}")
