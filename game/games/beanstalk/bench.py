"""Benchmark / simulate: `python -m game.games.beanstalk.bench [--games N] [--players P] [--variant powers] [--json]`.

`--creep N`: N seeded gentle placements on growing stalks (settle_bench.py): stored awake, drift of the pieces
below each new one, late falls; with `--seeds 1,2,3` the same N on each seed, a row each and their total (the
placements are chained, each stalk the last one's result, so one seed's figures move by a few with any change).
`--axe-table`: the axe's knock-offs over its strength range at a 12-piece stalk.

Bots of one level at every seat play whole games headless with the real physics. Per level it prints games per
second, actions, collapses, castles and axe throws per game, the physics time replayed per game (what a person
watches stack and settle) and how much faster than real time the headless game ran (physics time / wall time,
and / CPU time).
Rules core only: never imports pygame."""
from __future__ import annotations

import argparse
import json
import time

from game.core.playout import play_one
from game.games import GameInfo, Option
from game.games.beanstalk import settle_bench as SB
from game.games.beanstalk import stalk as S

INFO = GameInfo("beanstalk", 2, 5, options=(Option("variant", ("classic", "powers"), "classic"),
                                            Option("easy_hands", (False, True), False)), available=True)
LEVELS = ("easy", "normal", "hard")


def bench_level(level: str, games: int, players: int, seed: int, variant: str) -> dict:
    totals = {"collapses": 0, "castles": 0, "axes": 0, "placements": 0, "physics_steps": 0}
    finished = errors = actions = 0
    first_error = None
    wall = cpu = 0.0
    last: dict = {}

    def keep(state, action, events):
        last["stats"] = state.stats

    for g in range(games):
        last.clear()

        t0, c0 = time.perf_counter(), time.process_time()
        r = play_one(INFO, players, seed + g, [level] * players, {"variant": variant}, on_step=keep)
        wall += time.perf_counter() - t0
        cpu += time.process_time() - c0
        actions += r.actions
        if r.finished:
            finished += 1
        else:
            errors += 1
            first_error = first_error or r.error
        for k in totals:
            totals[k] += last.get("stats", {}).get(k, 0)
    physics_s = totals["physics_steps"] * S.DT
    out = {
        "level": level, "games": games, "players": players, "variant": variant, "finished": finished,
        "errors": errors, "games_per_s": round(games / wall, 4) if wall else None,
        "wall_s_per_game": round(wall / games, 2),
        "mean_actions": round(actions / games, 1),
        "collapses_per_game": round(totals["collapses"] / games, 2),
        "castles_per_game": round(totals["castles"] / games, 2),
        "axes_per_game": round(totals["axes"] / games, 2),
        "placements_per_game": round(totals["placements"] / games, 1),
        "physics_s_per_game": round(physics_s / games, 1),
        "faster_than_real_time": round(physics_s / wall, 1) if wall else None,
        # the same against this process's CPU time: what a busy, shared machine cannot inflate
        "cpu_s_per_game": round(cpu / games, 2),
        "faster_than_real_time_cpu": round(physics_s / cpu, 1) if cpu else None,
    }
    if first_error:
        out["first_error"] = first_error[-1500:]
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", choices=("classic", "powers"), default="classic")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--creep", type=int, metavar="N", help="N gentle placements: settling figures")
    ap.add_argument("--seeds", help="--creep: comma-separated seeds, a row each and their total")
    ap.add_argument("--axe-table", action="store_true", help="the axe's knock-offs per strength")
    args = ap.parse_args(argv)
    if args.creep is not None and args.seeds:
        table = SB.creep_seeds(args.creep, [int(s) for s in args.seeds.split(",")])
        print(json.dumps(table, indent=1)) if args.json else SB.print_creep_seeds(table)
        return 0 if table["total"]["bars_met"] else 1
    if args.creep is not None:
        summary = SB.creep_summary(SB.creep(args.creep, args.seed))
        print(json.dumps(summary, indent=1)) if args.json else SB.print_creep(summary)
        return 0 if summary["bars_met"] else 1
    if args.axe_table:
        table = SB.axe_table(seed=args.seed)
        print(json.dumps(table, indent=1)) if args.json else SB.print_axe_table(table)
        return 0 if table["bars_met"] else 1
    rows = [bench_level(lv, args.games, args.players, args.seed, args.variant) for lv in args.levels.split(",")]
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        print(f"== Jack & the Beanstalk: {args.games} games x {args.players} players, {args.variant} ==")
        print(f"{'level':<7} {'fin':>4} {'err':>4} {'games/s':>8} {'s/game':>7} {'actions':>8} {'collapses':>9} "
              f"{'castles':>8} {'axes':>5} {'placed':>7} {'physics s':>9} {'x real':>7} {'x cpu':>6}")
        for r in rows:
            print(f"{r['level']:<7} {r['finished']:>4} {r['errors']:>4} {r['games_per_s']:>8} "
                  f"{r['wall_s_per_game']:>7} {r['mean_actions']:>8} {r['collapses_per_game']:>9} "
                  f"{r['castles_per_game']:>8} {r['axes_per_game']:>5} {r['placements_per_game']:>7} "
                  f"{r['physics_s_per_game']:>9} {r['faster_than_real_time']:>7} "
                  f"{r['faster_than_real_time_cpu']:>6}")
            if r.get("first_error"):
                print(r["first_error"])
    return 0 if all(r["errors"] == 0 for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
