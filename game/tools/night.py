"""`python -m game night`: a whole game night played headless by bots, printed as the night's table.

    python -m game night --players 4 --bots hard,normal,easy,easy --games all --seed 1 [--json]
    python -m game night ... --quit-after 2 --save night.json     # stop after two games, keep the night
    python -m game night --resume night.json [--json]             # go on from the game in progress

The rules core only (no pygame): each game is a bot playout (game.core.playout) with the night's seed."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from game.core.best_moments import MODULE, Tally, all_specs
from game.core.night import Night, Player, places_from_result
from game.core.setup import SEAT_COLOURS

NAMES = ("Mia", "Leo", "Ada", "Kai", "Zoe", "Max", "Ivy", "Sam", "Noa")


def registry():
    from game.tools.common import discover_games
    return discover_games()


def night_games(spec: str, players: int) -> list[str]:
    """`all` (every available game that seats this many, in the title's order) or ids separated by commas."""
    reg = registry()
    if spec == "all":
        return [g.id for g in reg.available() if g.min_players <= players <= g.max_players]
    return [g.strip() for g in spec.split(",") if g.strip()]


def check_night(games: list[str], players: int) -> str | None:
    reg = registry()
    if not 1 <= len(games) <= 5:
        return "a night has one to five games"
    for g in games:
        try:
            info = reg.get(g)
        except KeyError as exc:
            return exc.args[0]
        if not info.min_players <= players <= info.max_players:
            return f"{g} seats {info.min_players}-{info.max_players} players, not {players}"
    return None


def facts_of(result: dict) -> dict:
    """The plain numbers of a result (a best moment's material: time, hourglasses, turns ...)."""
    return {k: v for k, v in result.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}


def play_night(night: Night, quit_after: int | None = None) -> list[str]:
    """Play the night's remaining games (or `quit_after` of them); returns the errors met."""
    from game.core.playout import play_one

    reg = registry()
    errors, played_now = [], 0
    difficulties = [p.difficulty for p in night.players]
    while not night.over and (quit_after is None or played_now < quit_after):
        game = night.current
        info = reg.get(game)
        seed = night.seed + 1000 * len(night.played)
        tally, seen = Tally(info.optional_module(MODULE)), {}

        def watch(state, action, events, tally=tally, seen=seen):
            seen["state"] = state  # the rules change one state in place: the last one seen is the final one
            tally.observe(state, events)

        r = play_one(info, len(night.players), seed, difficulties, on_step=watch)
        if not r.finished:
            errors.append(f"{game}: {(r.error or '').strip().splitlines()[-1:]}")
            break
        places = places_from_result(r.result, len(night.players), info.cooperative)
        moments = tally.at_end(seen.get("state"), r.result, places, info.cooperative)
        night.record(game, r.result, info.cooperative, facts_of(r.result), moments)
        played_now += 1
    return errors


def table(night: Night) -> dict:
    reg = registry()
    specs = {g: all_specs(reg.get(g).optional_module(MODULE)) for g in set(night.games)}
    return {
        "players": [p.name for p in night.players],
        "games": [{"game": g.game, "points": g.points, "places": g.places, "moments": g.moments}
                  for g in night.played],
        "best_moments": [night.best_moment(i, specs) for i in range(len(night.players))],
        "totals": night.totals(),
        "champion": [night.players[i].name for i in night.leaders()] if night.over else None,
        "over": night.over,
    }


def run_night(args) -> int:
    if args.resume:
        try:
            night = Night.from_json(json.loads(Path(args.resume).read_text(encoding="utf-8")))
        except (OSError, ValueError, RecursionError) as exc:
            print(f"cannot resume {args.resume}: {exc}", file=sys.stderr)
            return 2
    else:
        n = args.players
        if not 1 <= n <= len(NAMES):
            print(f"--players must be 1 to {len(NAMES)}", file=sys.stderr)
            return 2
        bots = [b.strip() for b in (args.bots or "normal").split(",")]
        bots += [bots[-1]] * (n - len(bots))
        if any(b not in ("easy", "normal", "hard") for b in bots):
            print("--bots: easy, normal or hard for each player", file=sys.stderr)
            return 2
        games = night_games(args.games, n)
        problem = check_night(games, n)
        if problem:
            print(problem, file=sys.stderr)
            return 2
        players = [Player(NAMES[i], SEAT_COLOURS[i % len(SEAT_COLOURS)], "bot", bots[i]) for i in range(n)]
        night = Night(players, games, seed=args.seed)
    errors = play_night(night, args.quit_after)
    if args.save:
        Path(args.save).write_text(json.dumps(night.to_json()), encoding="utf-8")
    out = table(night)
    out["errors"] = errors
    if args.json:
        print(json.dumps(out))
    else:
        for g in out["games"]:
            print(f"{g['game']:<12} " + "  ".join(f"{name} {pts:>2}" for name, pts in zip(out["players"], g["points"])))
        print("total        " + "  ".join(f"{name} {pts:>2}" for name, pts in zip(out["players"], out["totals"])))
        if out["champion"]:
            print("champion of the night: " + " & ".join(out["champion"]))
        for e in errors:
            print("error: " + e, file=sys.stderr)
    return 0 if not errors else 1
