"""The stalk at rest as the screen needs it: its top and every piece's pose, kind, face and owner, worked out once
per stored world. Loading a world from its JSON costs ~0.5 ms a body, so when a live placement ends standing, the
scene seeds this from the live world it already holds (the rules store exactly that world) instead of loading it.

No pygame."""
from __future__ import annotations

from dataclasses import dataclass

from game.games.beanstalk import hand as HAND
from game.games.beanstalk import stalk as S


@dataclass
class Rest:
    json: dict  # the stored world this was worked out from (compared by identity)
    top: float
    poses: dict  # body id -> (x, y, angle)
    kinds: dict
    faces: dict
    owners: dict


def from_world(world_json: dict, world, pieces: list[dict]) -> Rest:
    ids = S.piece_ids(world)
    return Rest(world_json, float(S.top_of(world, ids)), HAND.poses(world, ids),
                {b: p["kind"] for b, p in zip(ids, pieces)}, {b: p.get("face") for b, p in zip(ids, pieces)},
                {b: p.get("owner") for b, p in zip(ids, pieces)})


class AtRest:
    def __init__(self):
        self.rest: Rest | None = None

    def of(self, state) -> Rest:
        world_json = state.stalk["world"]
        if self.rest is None or self.rest.json is not world_json:
            self.rest = from_world(world_json, S.world_from_json(world_json), state.stalk["pieces"])
        return self.rest

    def seed(self, state, world) -> None:
        """`world` is the live world the rules just stored as `state.stalk["world"]`."""
        self.rest = from_world(state.stalk["world"], world, state.stalk["pieces"])
