"""`python -m game simulate <game> --games N --players P --seed S [--bots hard,easy] [--option k=v] [--json]`:
bot-only games with the rules core (game/core/playout.simulate). Never imports pygame."""
from __future__ import annotations

import json
import sys

from game.core.api import DIFFICULTIES


def parse_option(text: str) -> tuple[str, object]:
    """"k=v": v as JSON when it parses (3, true, "x"), else the plain string."""
    if "=" not in text:
        raise ValueError(f"--option must look like key=value, not {text!r}")
    key, raw = text.split("=", 1)
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw
    return key.strip(), value


def check_request(info, players: int, bots: list[str] | None, config: dict) -> str | None:
    """Why these arguments cannot be simulated, or None."""
    lo, hi = info.players_for(config)
    if not lo <= players <= hi:
        return f"{info.id} is for {lo}-{hi} players, not {players}"
    for d in bots or []:
        if d not in DIFFICULTIES:
            return f"unknown bot difficulty {d!r}; use {', '.join(DIFFICULTIES)}"
    options = {o.id: o for o in info.options}
    for key, value in config.items():
        if key not in options:
            return f"{info.id} has no option {key!r}; options: {', '.join(options) or 'none'}"
        if options[key].choices and value not in options[key].choices:
            return f"option {key} must be one of {list(options[key].choices)}, not {value!r}"
    return None


def run_simulate(args) -> int:
    from game.core.playout import simulate
    from game.tools.common import discover_games
    try:
        info = discover_games().get(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    if args.games < 1:  # argparse takes any int; zero or negative games is a slip, said like the others
        print(f"--games must be at least 1, not {args.games}", file=sys.stderr)
        return 2
    players = args.players or info.min_players
    bots = [b.strip() for b in args.bots.split(",")] if args.bots else None
    try:
        config = dict(parse_option(o) for o in args.option)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    problem = check_request(info, players, bots, config)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        info.rules()
    except ModuleNotFoundError:
        print(f"{info.id} has no rules module yet ({info.home}.rules)", file=sys.stderr)
        return 2
    summary = simulate(info, args.games, players, args.seed, bots, config)
    if args.json:
        print(json.dumps(summary))
    else:
        wins = ", ".join(f"seat {s}: {n}" for s, n in summary["wins"].items())
        print(f"{summary['game']}: {summary['finished']}/{summary['games']} games finished, "
              f"{summary['errors']} errors, {summary['mean_actions']} actions on average, "
              f"{summary['seconds']} s")
        print(f"wins: {wins}")
        if summary.get("first_error"):
            print("first error:\n" + summary["first_error"], file=sys.stderr)
    return 0 if summary["errors"] == 0 else 1
