"""Is this save something we can continue? Checked before a scene is built, so a save that would crash the
game is never offered.

The hook each game provides: a module `game/games/<id>/validate.py` with

    def validate(setup: GameSetup, state: dict) -> None:
        '''Raise InvalidState (or any exception) naming what is wrong with a saved state for this set-up.'''

It first checks the state against the game's declared schema (game/core/schema.py: every key, type, range and
length), then restores it with the game's own `rules.from_json` and checks the cross-references (seat indices,
cards and pieces conserved, phase legal). The same module may offer `check_data()`: the game's own data files
(tiles, boards), checked once at start (`data_problem`); a game whose data is broken is unavailable and its
saves are left alone. A game without that module gets a generic check:
the state must restore and answer `legal_actions` / `view` for every seat.

The rules version: a save records the game's `GameInfo.rules_version`. A save of older rules is not continued
(kept, with a message); one of newer rules, or of a newer save format, or of a game this version does not have,
was written by a newer version of Table Tales (kept under its own name). The games are those of the registry
handed in (the app's). Nothing here imports pygame."""
from __future__ import annotations

import logging
from dataclasses import dataclass

from game.core.invariants import InvalidState  # noqa: F401  (the validators' exception, named here for them)
from game.core.setup import GameSetup

log = logging.getLogger(__name__)

SAVE_FORMAT = 1  # keep equal to saves.FORMAT (not imported: saves imports this module)


@dataclass(frozen=True)
class Verdict:
    kind: str  # "ok" | "invalid" | "newer" | "old"
    reason: str = ""


OK = Verdict("ok")


def rules_version(info) -> int:
    """The current rules version of a game (`GameInfo.rules_version`; 1 for a game the registry lacks)."""
    return int(info.rules_version) if info is not None else 1


def validator(info):
    """The game's `validate(setup, state)` function, or None if the game declares none."""
    module = info.optional_module("validate")
    return None if module is None else module.validate


def data_problem(info):
    """The game's own data files checked (its validate.py's `check_data()`, when it declares one): None when
    they are sound, else a GameDataError naming the file. Never raises."""
    from game.core.schema import GameDataError
    try:
        module = info.optional_module("validate")
    except Exception as exc:  # the module itself fails to import: a damaged data file read at import time
        return GameDataError(f"game/games/{info.id}", f"{type(exc).__name__}: {str(exc)[:160]}")
    check_data = getattr(module, "check_data", None)
    if check_data is None:
        return None
    try:
        check_data()
    except GameDataError as exc:
        return exc
    except Exception as exc:
        return GameDataError(f"game/games/{info.id}", f"{type(exc).__name__}: {str(exc)[:160]}")
    return None


def check(data: dict, games) -> Verdict:
    """The verdict on a save whose outer shape is sound (format, game id, set-up and state are objects), for the
    games of the registry `games`."""
    fmt = data.get("format")
    if isinstance(fmt, int) and fmt > SAVE_FORMAT:
        return Verdict("newer", f"save format {fmt} (this version reads {SAVE_FORMAT})")
    game_id = data["game"]
    try:
        setup = GameSetup.from_json(data["setup"])
    except Exception as exc:  # a hostile set-up can fail in any way
        return Verdict("invalid", f"bad set-up ({type(exc).__name__}: {str(exc)[:120]})")
    if setup.game != game_id:
        return Verdict("invalid", f"the set-up is for {setup.game!r}, the save for {game_id!r}")
    info = games.find(game_id)
    if info is None or not info.available:
        return Verdict("newer", f"game {game_id!r} is not in this version")
    saved_rules = data.get("rules_version", 1)
    if isinstance(saved_rules, bool) or not isinstance(saved_rules, int):
        return Verdict("invalid", f"rules_version {saved_rules!r}")
    current = rules_version(info)
    if saved_rules > current:
        return Verdict("newer", f"{game_id} rules version {saved_rules} (this version has {current})")
    if saved_rules < current:
        return Verdict("old", f"{game_id} rules version {saved_rules} (this version has {current})")
    try:
        _check_setup(setup, info)
    except Exception as exc:
        return Verdict("invalid", f"bad set-up ({type(exc).__name__}: {str(exc)[:120]})")
    try:
        check_state(info, setup, data["state"])
    except Exception as exc:  # whatever the check raises, the save is unusable, not the game
        return Verdict("invalid", f"{game_id} state: {type(exc).__name__}: {str(exc)[:160]}")
    return OK


def _check_setup(setup: GameSetup, info) -> None:
    lo, hi = info.players_for(setup.options)
    if not lo <= len(setup.seats) <= hi:
        raise ValueError(f"{len(setup.seats)} seats ({lo}-{hi} allowed)")
    for seat in setup.seats:
        if not isinstance(seat.name, str) or not isinstance(seat.kind, str):
            raise ValueError("a seat without a name or kind")
        if seat.device is not None and not isinstance(seat.device, str):
            raise ValueError("a seat's device is not a name")
    if isinstance(setup.seed, bool) or not isinstance(setup.seed, int):
        raise ValueError(f"seed {setup.seed!r}")
    if not all(isinstance(k, str) for k in setup.options):
        raise ValueError("option names must be text")


def check_state(info, setup: GameSetup, state: dict) -> None:
    """Raise if `state` is not a state of the game `info` (`setup.game`) that its scene can be built on."""
    validate = validator(info)
    if validate is not None:
        validate(setup, state)
        return
    rules = info.rules()  # no validator declared: the state must at least restore and answer
    restored = rules.from_json(state)
    for seat in range(len(setup.seats)):
        rules.legal_actions(restored, seat)
        rules.view(restored, seat)
