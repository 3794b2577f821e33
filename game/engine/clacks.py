"""Contact events -> the few clack sounds a frame should play (pure: no pygame, no clock). Used by every scene
with wooden pieces in a physics world: Jack & the Beanstalk and the physics sandbox. The sounds themselves are
synthesised in game/engine/clack_sounds.py (assets/sounds/physics/*.wav).

The world reports every new or harder contact (ContactEvent: bodies, point, normal, impulse g*mm/s, speed mm/s).
A frame can hold dozens when a tower falls; playing them all would be a rattle and would use up the mixer's
channels. So: each event gets a sound kind (what hit what) and a loudness in decibels from its speed (log: a
touch at the 40 mm/s threshold is ~36 dB below a 3 m/s hit) nudged by its impulse (a castle louder than a die
at the same speed); events of one kind close together merge into one sound (slightly louder for the crowd);
the loudest few are played, panned by where they happened.

    for c in clacks(events, piece_of, half_width=768.0):
        audio.play(c.sound, c.volume, c.pan)
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

MAX_PER_FRAME = 3        # sounds started per frame at most
SPEED_QUIET = 40.0       # mm/s: the world's event threshold, the quietest sound
SPEED_LOUD = 3000.0      # mm/s: a hard throw, full loudness
DB_RANGE = 36.0          # dB between the quietest and the loudest by speed
IMPULSE_REF = 1.0e5      # g*mm/s: a 45 g die landing from ~20 cm; heavier hits louder, lighter quieter
IMPULSE_DB = (-6.0, 4.0)  # how far the impulse may move the loudness (dB)
KIND_DB = {"chop": 4.0, "thud": 1.0, "knock": 0.0, "clack": -1.0}  # the axe is meant to be heard
MERGE_MM = 80.0          # events of one kind nearer than this are one sound
SILENT = 0.02            # volumes below this are not worth a mixer channel
CHOP_SPEED = 600.0       # mm/s: slower, the axe is just another wooden piece (its handle rolling, sliding)
HEAVY = {"castle", "trunk"}
TABLE = "table"
VARIANTS = {"clack": ("clack_1", "clack_2", "clack_3"), "knock": ("knock_1", "knock_2"), "thud": ("thud",),
            "chop": ("chop",)}
FOLDER = "physics"


@dataclass(frozen=True)
class Clack:
    sound: str                      # the audio name, "physics/clack_2"
    volume: float                   # 0..1 (the audio module multiplies by the effects volume)
    pan: float                      # -1 left .. 1 right
    point: tuple[float, float]      # world point (mm) of the loudest event in the group
    count: int                      # events merged into it


def kind_of_hit(a: str, b: str, speed: float = CHOP_SPEED) -> str:
    """What a pair of pieces sounds like: the flying axe chops, a heavy piece thuds, the table knocks, dice
    clack."""
    if "axe" in (a, b) and speed >= CHOP_SPEED:
        return "chop"
    if a in HEAVY or b in HEAVY:
        return "thud" if TABLE in (a, b) else "knock"
    if TABLE in (a, b):
        return "knock"
    return "clack"


def loudness_db(speed: float, impulse: float, kind: str = "clack") -> float:
    """0 dB = full volume; a touch at SPEED_QUIET is about -DB_RANGE."""
    s = min(max(speed, SPEED_QUIET), SPEED_LOUD * 4)
    db = DB_RANGE * (math.log(s / SPEED_QUIET) / math.log(SPEED_LOUD / SPEED_QUIET) - 1.0)
    if impulse > 0:
        lo, hi = IMPULSE_DB
        db += min(hi, max(lo, 4.0 * math.log10(impulse / IMPULSE_REF)))
    return db + KIND_DB.get(kind, 0.0)


def volume_of(db: float) -> float:
    return min(1.0, 10.0 ** (db / 20.0))


def clacks(events: Iterable, piece_of: Callable[[int], str], half_width: float = 800.0,
           max_sounds: int = MAX_PER_FRAME) -> list[Clack]:
    """The sounds to start for one frame's events, loudest first (at most `max_sounds`).
    `piece_of(body_id)` names a body ("die", "axe", "table" for static ones ...); `half_width` (mm) is the
    distance from the screen's centre (x = 0) to its edge, for panning."""
    scored = []
    for e in events:
        kind = kind_of_hit(piece_of(e.body_a), piece_of(e.body_b), e.speed)
        scored.append((loudness_db(e.speed, e.impulse, kind), kind, e))
    scored.sort(key=lambda row: -row[0])
    groups: list[list] = []  # [db, kind, event, count]
    for db, kind, e in scored:
        for g in groups:
            if g[1] == kind and math.dist(g[2].point, e.point) < MERGE_MM:
                g[3] += 1
                break
        else:
            groups.append([db, kind, e, 1])
    out = []
    for db, kind, e, count in groups:
        volume = volume_of(db + min(4.0, 1.5 * math.log2(count)))  # a crowd of knocks is a little louder
        if volume < SILENT:
            continue
        names = VARIANTS[kind]
        variant = names[(e.body_a * 7 + e.body_b * 3 + int(e.speed)) % len(names)]
        pan = max(-1.0, min(1.0, e.point[0] / half_width)) * 0.8  # never quite one-sided
        out.append(Clack(f"{FOLDER}/{variant}", volume, pan, (float(e.point[0]), float(e.point[1])), count))
        if len(out) == max_sounds:
            break
    return out


def sound_names() -> list[str]:
    """Every audio name clacks() can return (for preloading)."""
    return [f"{FOLDER}/{n}" for names in VARIANTS.values() for n in names]
