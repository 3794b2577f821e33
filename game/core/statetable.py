"""Rulebook-shaped state tables (after Board Game Arena): a game's flow is a table of named phases, each
saying who acts and which action types are allowed, so the code reads like the rulebook's turn overview.

Every phase change goes through the table: `start(state)` (the first phase), `goto(state, new)` (checked
against the current phase's `next`; an illegal one raises IllegalTransition, a bug in the rules, never a
player's mistake) and `restore(state, name)` (a loaded save: the name must exist). Rules never assign
`state.phase` themselves (a test greps for it)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.actions import IllegalAction


class IllegalTransition(AssertionError):
    """The rules tried a phase change their own state table does not allow (a bug in the rules)."""


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

    @property
    def initial(self) -> str:
        """The first phase listed: where a new game starts."""
        return next(iter(self.phases))

    def start(self, state) -> None:
        """Put a new state in the first phase."""
        state.phase = self.initial

    def goto(self, state, new: str) -> None:
        """Move `state` to phase `new`, if the table allows it from its current phase."""
        self.check_transition(state.phase, new)
        state.phase = new

    def restore(self, state, name) -> None:
        """The phase of a loaded save (no transition); an unknown name is a damaged save."""
        if not isinstance(name, str) or name not in self.phases:
            raise ValueError(f"unknown phase {name!r} in saved state")
        state.phase = name

    def __getitem__(self, name: str) -> Phase:
        return self.phases[name]

    def allows(self, phase: str, action) -> bool:
        return isinstance(action, self.phases[phase].actions) if self.phases[phase].actions else False

    def check(self, phase: str, action, reason: str | None = None) -> None:
        """Raise IllegalAction unless `action`'s type is allowed in `phase`."""
        if not self.allows(phase, action):
            raise IllegalAction(reason or f"{type(action).__name__} is not possible now ({phase})")

    def check_transition(self, old: str, new: str) -> None:
        if old not in self.phases or new not in self.phases[old].next:
            raise IllegalTransition(f"phase {old!r} cannot lead to {new!r}")
