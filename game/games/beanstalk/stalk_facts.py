"""What the rules, the bots and the screen read off the stalk at rest — its top, its centre of mass, every piece's
pose — worked out once per stored world. Loading a world from its JSON and finding its top are costly; a turn
read them five or six times over (the action's check, its apply, each seat's view, the legal actions, the bot's
aim, the screen).

Kept by the world's content, never by the object: the digest of its JSON text (sorted keys; floats written
exactly), so an equal world (a copy, a restored save) finds its facts and a changed one cannot. The facts are
computed exactly as before from `stalk.world_from_json`, so the cache never changes a result (tests compare).

No pygame."""
from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from dataclasses import dataclass

from game.games.beanstalk import hand as HAND
from game.games.beanstalk import stalk as S

KEEP = 8  # worlds remembered (the stored one, the one before, a few scratch states of tests and tools)


@dataclass(frozen=True)
class Facts:
    ids: tuple[int, ...]  # the pieces' body ids, in the rules' piece order (0 = the foot)
    top: float  # mm above the table: the highest point of any piece
    com: tuple[float, float]  # the pieces' centre of mass
    poses: tuple[tuple[float, float, float], ...]  # (x, y, angle) of each piece, in the rules' piece order


_known: OrderedDict[str, Facts] = OrderedDict()


def digest(world_json: dict) -> str:
    """The stored world's content key."""
    try:
        text = json.dumps(world_json, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the stalk's world is not plain JSON: {exc}") from exc
    return hashlib.sha1(text.encode()).hexdigest()


def of(world_json: dict) -> Facts:
    """The facts of a stored world (damaged data raises ValueError, as loading it does)."""
    key = digest(world_json)
    facts = _known.get(key)
    if facts is not None:
        _known.move_to_end(key)
        return facts
    facts = work_out(world_json)
    _known[key] = facts
    while len(_known) > KEEP:
        _known.popitem(last=False)
    return facts


def work_out(world_json: dict) -> Facts:
    """The facts from the world loaded afresh (what `of` keeps)."""
    world = S.world_from_json(world_json)
    ids = S.piece_ids(world)
    poses = HAND.poses(world, ids)
    return Facts(tuple(ids), S.top_of(world, ids), S.centre_of_mass(world, ids), tuple(poses[b] for b in ids))


def forget() -> None:
    _known.clear()
