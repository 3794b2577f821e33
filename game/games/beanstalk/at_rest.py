"""The stalk at rest as the screen needs it: its top and every piece's pose, kind, face and owner, worked out once
per stored world (from stalk_facts, which the rules' view and the bots read too). Loading a world from its JSON
costs ~0.1 ms a body, so when a live placement ends standing, the scene seeds this from the live world it already
holds (the rules store exactly that world) instead of loading it.

No pygame."""
from __future__ import annotations

from dataclasses import dataclass

from game.games.beanstalk import hand as HAND
from game.games.beanstalk import stalk as S
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
    return _rest(world_json, facts.ids, facts.top, facts.poses, pieces)


def from_world(world_json: dict, world, pieces: list[dict]) -> Rest:
    ids = S.piece_ids(world)
    poses = HAND.poses(world, ids)
    return _rest(world_json, ids, S.top_of(world, ids), [poses[b] for b in ids], pieces)


def _rest(world_json: dict, ids, top: float, poses, pieces: list[dict]) -> Rest:
    return Rest(world_json, float(top), dict(zip(ids, poses)), {b: p["kind"] for b, p in zip(ids, pieces)},
                {b: p.get("face") for b, p in zip(ids, pieces)}, {b: p.get("owner") for b, p in zip(ids, pieces)})


class AtRest:
    def __init__(self):
        self.rest: Rest | None = None

    def of(self, state) -> Rest:
        world_json = state.stalk["world"]
        if self.rest is None or self.rest.json is not world_json:
            self.rest = from_facts(world_json, F.of(world_json), state.stalk["pieces"])
        return self.rest

    def seed(self, state, world) -> None:
        """`world` is the live world the rules just stored as `state.stalk["world"]`."""
        self.rest = from_world(state.stalk["world"], world, state.stalk["pieces"])
