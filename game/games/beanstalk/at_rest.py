"""The stalk at rest as the screen needs it: its top and every piece's pose, kind, face and owner, worked out once
per stored world from stalk_facts (which the rules' view and the bots read too: one load of the world for all).

No pygame."""
from __future__ import annotations

from dataclasses import dataclass

from game.games.beanstalk import stalk_facts as F


@dataclass
class Rest:
    json: dict  # the stored world this was worked out from (compared by identity)
    top: float
    poses: dict  # body id -> (x, y, angle)
    kinds: dict
    faces: dict
    owners: dict


def from_facts(world_json: dict, facts: F.Facts, pieces: list[dict]) -> Rest:
    ids = facts.ids
    return Rest(world_json, float(facts.top), dict(zip(ids, facts.poses)), {b: p["kind"] for b, p in zip(ids, pieces)},
                {b: p.get("face") for b, p in zip(ids, pieces)}, {b: p.get("owner") for b, p in zip(ids, pieces)})


class AtRest:
    """The stalk at rest of the state on screen, kept until the rules store another world. `budget` (the frame's
    work budget): working out a new one through `top` marks the frame as worked."""

    def __init__(self, budget=None):
        self.rest: Rest | None = None
        self.budget = budget

    def of(self, state) -> Rest:
        world_json = state.stalk["world"]
        if self.rest is None or self.rest.json is not world_json:
            self.rest = from_facts(world_json, F.of(world_json), state.stalk["pieces"])
        return self.rest

    def top(self, state) -> float:
        """The stalk's top at rest (mm); a new stalk (its world loaded, or its facts looked up) marks the frame."""
        before = self.rest
        rest = self.of(state)
        if rest is not before and self.budget is not None:
            self.budget.mark()
        return rest.top
