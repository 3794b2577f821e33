"""Damaged saves, as a hostile user would make them: real saves of every game (bot games stopped at several
moments, seat 0 a person's), each mutated at one place -- a key removed, a value replaced by another JSON type
or a boundary value, a list shortened or lengthened -- then read as Continue reads it. Each case must end one
of two ways: the save is refused (set aside, never offered), or the game scene builds and plays FRAMES frames
with bots at every seat without an exception or a crash screen.

    python -m game.tools.save_fuzz [--cases 200] [--seed 1] [--game ID ...] [--frames 300] [--json]

prints the cases per game, how many were refused and how many played, and the crashes (exit 1 if any), each
with the path and mutation that replays it. The property test (tests/reliability/test_save_mutations.py) draws
from the same mutations."""
from __future__ import annotations

import argparse
import copy
import json
import os
import random
import sys
import traceback
from functools import lru_cache

from game import games  # noqa: E402

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FRAMES = 300
DRAW_EVERY = 30  # frames between two drawings (the first frame is drawn too): drawing is most of a frame's cost
OPS = ("remove", "type", "boundary", "shorten", "lengthen")
OTHER_VALUES = (None, True, False, 0, 1, -1, 2, 2 ** 31, -(2 ** 63), 10 ** 30, 0.5, -0.0, 1e308, -1e308, "", "x",
                "zz", [], {}, [0], [None], [[]], {"": 0}, {"0": None})
SAVED_AT = (0.1, 0.5, 0.9)  # the moments of a bot game (share of its actions) a save is taken at
PLAYERS = {"baba_yaga": 3, "magic_maze": 3, "beanstalk": 3, "kragmortha": 4, "pied_piper": 3}


# the saves -----------------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def real_saves(game_id: str, seed: int = 5) -> tuple:
    """((setup JSON, state JSON), ...): one game of bots played through, saved at a few moments, with a person
    at seat 0 (a table of bots only is never saved)."""
    from game.core.playout import play_one
    from game.core.setup import GameSetup
    info = games.get(game_id)
    rules = info.rules()
    players = PLAYERS.get(game_id, info.min_players)
    states = []
    play_one(info, players, seed, on_step=lambda state, action, events: states.append(rules.to_json(state))
             if action is not None else None, max_actions=200)
    setup = GameSetup.all_bots(game_id, players, seed=seed)
    setup.seats[0].kind, setup.seats[0].device = "human", "mouse"
    picks = [states[min(len(states) - 1, int(len(states) * share))] for share in SAVED_AT] if states else []
    first = rules.to_json(rules.new_game({**info.default_config(), "players": players}, seed))
    return tuple((setup.to_json(), state) for state in [first, *picks])


# the mutations -------------------------------------------------------------------------------------------------
def paths(data, prefix=()) -> list[tuple]:
    """Every place in a JSON value (not the root), parents before children."""
    out = []
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        out.append((*prefix, key))
        out.extend(paths(value, (*prefix, key)))
    return out


def _boundaries(value) -> list:
    if isinstance(value, bool):
        return [not value, 0, 1]
    if isinstance(value, int):
        return [value + 1, value - 1, -value, 0, -1, value * 1000 + 7, 10 ** 12, -(10 ** 12)]
    if isinstance(value, float):
        return [value * 1e6, -value, 0.0, 1e-300, 1e300, -1e300, value + 0.5, float(int(value) + 1)]
    if isinstance(value, str):
        return ["", value + "z", value[:-1], "x" * 500, "99", "0", "none"]
    if isinstance(value, list):
        return [[], value[:1], value + value, [None] * len(value)]
    if isinstance(value, dict):
        return [{}, {k: None for k in value}]
    return [0]


def mutate(data, path: tuple, op: str, k: int = 0):
    """A deep copy of `data` changed at `path` by `op` (the k-th variant of it), or None when `op` does not apply
    there (shortening a number)."""
    out = copy.deepcopy(data)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    value = parent[key]
    if op == "remove":
        del parent[key]
    elif op == "type":
        choices = [v for v in OTHER_VALUES if type(v) is not type(value)]
        parent[key] = copy.deepcopy(choices[k % len(choices)])
    elif op == "boundary":
        options = _boundaries(value)
        parent[key] = options[k % len(options)]
    elif op == "shorten":
        if not isinstance(value, list) or not value:
            return None
        parent[key] = [value[:-1], value[1:], []][k % 3]
    elif op == "lengthen":
        if isinstance(value, list):
            extra = copy.deepcopy(value[-1]) if value else 0
            parent[key] = [value + [extra], [extra] + value, value + [None]][k % 3]
        elif isinstance(value, dict):
            parent[key] = {**value, "extra": [k]}
        else:
            return None
    return out


def describe(path: tuple, op: str, k: int) -> str:
    return f"{op}#{k} at {'.'.join(map(str, path)) or '(root)'}"


# one case ---------------------------------------------------------------------------------------------------
def save_of(game_id: str, setup_json: dict, state) -> dict:
    from game.engine import save_check
    return {"format": 1, "game": game_id, "rules_version": save_check.rules_version(games.get(game_id)),
            "saved_at": 1.0,
            "setup": setup_json, "state": state, "extra": {"game": game_id}}


def run_case(app, game_id: str, setup_json: dict, state, frames: int = FRAMES) -> str:
    """"refused", "played", or "crash: <what>" for one (possibly damaged) saved state, read as Continue does."""
    from game.core.jsonio import loads_checked
    from game.core.setup import GameSetup
    from game.engine import save_check, saves
    from game.engine.crash import CrashScreen
    try:
        data = loads_checked(json.dumps(save_of(game_id, setup_json, state)))  # what the file reader hands on
    except Exception:  # the reader refuses it: set aside as damaged
        return "refused"
    if saves._check(data) or save_check.check(data, games.registry()).kind != "ok":
        return "refused"
    crashes = len(app.crashes)
    try:
        scene = games.get(game_id).make_scene(app, GameSetup.from_json(data["setup"]), data["state"])
    except Exception as exc:
        return f"crash: building the scene: {type(exc).__name__}: {exc}"[:300]
    app._scenes.drop_all()
    app.fade.cancel()
    app.push(scene)
    try:
        for frame in range(frames):
            app._guarded(app.update, 1 / 60, True)
            if frame % DRAW_EVERY == 0 or frame == frames - 1:
                app._guarded(app.render)
            if len(app.crashes) > crashes or isinstance(app.top, CrashScreen):
                exc = app.crashes[-1] if app.crashes else None
                return f"crash: frame {frame}: {type(exc).__name__}: {exc}"[:300]
    finally:
        app._scenes.drop_all()
        app.fade.cancel()
        app.crashes = app.crashes[:crashes]
    return "played"


def random_case(rng: random.Random, game_id: str):
    saved = real_saves(game_id)
    setup_json, state = saved[rng.randrange(len(saved))]
    places = paths(state)
    for _ in range(20):
        path, op, k = places[rng.randrange(len(places))], rng.choice(OPS), rng.randrange(12)
        changed = mutate(state, path, op, k)
        if changed is not None:
            return setup_json, changed, describe(path, op, k)
    return setup_json, state, "unchanged"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.save_fuzz", description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, default=200, help="damaged saves per game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--frames", type=int, default=FRAMES)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    from game.tools.common import headless_app
    app = headless_app()
    import logging
    logging.disable(logging.ERROR)  # a refused save logs a warning, a crash an error: counted here instead
    report, crashes = {}, []
    for info in games.every():
        if not info.available or (args.game and info.id not in args.game):
            continue
        rng = random.Random(f"{args.seed}-{info.id}")
        counts = {"cases": 0, "refused": 0, "played": 0, "crashes": 0}
        for _ in range(args.cases):
            setup_json, state, what = random_case(rng, info.id)
            try:
                outcome = run_case(app, info.id, setup_json, state, args.frames)
            except Exception:  # the harness itself must report, not stop
                outcome = "crash: " + traceback.format_exc(limit=3)[-300:]
            counts["cases"] += 1
            key = outcome if outcome in ("refused", "played") else "crashes"
            counts[key] += 1
            if key == "crashes":
                crashes.append({"game": info.id, "mutation": what, "outcome": outcome})
        report[info.id] = counts
    if args.json:
        print(json.dumps({"games": report, "crashes": crashes}))
    else:
        for game_id, c in report.items():
            print(f"{game_id}: {c['cases']} cases, {c['refused']} refused, {c['played']} played "
                  f"{args.frames} frames, {c['crashes']} crashes")
        for c in crashes:
            print(f"  CRASH {c['game']} {c['mutation']}: {c['outcome']}")
        print(f"total: {sum(c['cases'] for c in report.values())} cases, {len(crashes)} crashes")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
