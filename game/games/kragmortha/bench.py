"""Benchmark: `python -m game.games.kragmortha.bench [--games N] [--strength-games N]`.

Prints (1) playouts for 2..8 players (games, finished, errors, mean actions, seconds), exactly what
`python -m game simulate kragmortha --games N --players P --seed 1 --json` runs (normal bots), and the same with
easy/normal/hard mixed by seat; (2) bot strength: hard vs three easy and normal vs three easy over
four-player games, the strong bot in seat 0 as in `simulate --bots hard,easy,easy,easy` (bar: hard wins
>= 50 %), with 95 % Wilson intervals from the shared game/tools/winrates.py; (3) the hard bot's decision
time (CPU), median and p99 (bar 50 ms).

`--pairs [--games N] [--jobs 2]`: only the two-player head-to-head table of easy / normal / hard (each level
takes the first seat in half the games) against the family bars, as every game's bench prints it."""
from __future__ import annotations

import argparse
import multiprocessing
import time

from game import games
from game.core.playout import play_one, simulate
from game.games.kragmortha import bot as B
from game.tools import winrates
from game.tools.winrates import rate_text

INFO = games.get("kragmortha")


def playout_figures(games: int) -> bool:
    ok = True
    print(f"== playouts: {games} games for each player count (seed 1) ==")
    print(f"{'players':>7} {'bots':>7} {'games':>6} {'finished':>9} {'errors':>6} {'mean actions':>12} "
          f"{'seconds':>8}")
    for players in range(2, 9):
        for name, diffs in (("normal", None), ("mixed", ["easy", "normal", "hard"] * 3)):
            r = simulate(INFO, games, players, seed=1, difficulties=diffs)
            ok &= r["finished"] == games and r["errors"] == 0
            print(f"{players:>7} {name:>7} {games:>6} {r['finished']:>9} {r['errors']:>6} {r['mean_actions']:>12} "
                  f"{r['seconds']:>8}")
            if r.get("first_error"):
                print(r["first_error"])
    return ok


def strength(n: int, who: str) -> tuple[int, int]:
    """One `who` bot in seat 0 against three easy ones (the issue's bar): (its wins, finished games)."""
    wins = finished = 0
    for g in range(n):
        r = play_one(INFO, 4, 1 + g, [who, "easy", "easy", "easy"])
        finished += r.finished
        wins += bool(r.finished and 0 in r.result["winners"])
    return wins, finished


def decision_times(games: int) -> tuple[float, float, int, float, float]:
    """Hard-bot decision times; the searches are the play-phase decisions (the whole-turn search)."""
    from game.games.kragmortha import rules as R
    return winrates.decision_times(
        R, lambda seat, g: B.make_bot(seat, "hard", g),
        lambda g: R.new_game({"players": 2 + g % 7}, 90_000 + g),
        games, lambda view: view["phase"] == "play", who=R.to_act)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=100, help="playouts per player count")
    ap.add_argument("--strength-games", type=int, default=500)
    ap.add_argument("--timing-games", type=int, default=30)
    ap.add_argument("--skip-sim", action="store_true")
    ap.add_argument("--pairs", action="store_true", help="only the two-player difficulty match-ups")
    ap.add_argument("--jobs", type=int, default=max(1, multiprocessing.cpu_count()))
    args = ap.parse_args(argv)
    if args.pairs:
        winrates.print_pair_table(INFO, args.games, args.jobs)
        return 0
    ok = True
    if not args.skip_sim:
        ok &= playout_figures(args.games)
    n = args.strength_games
    print(f"== bot strength: {n} four-player games, the strong bot in seat 0 vs three easy ==")
    t = time.perf_counter()
    hard, done = strength(n, "hard")
    print(f"hard vs 3 easy:   {rate_text(hard, done)} wins (bar 50 %)")
    normal, done_n = strength(n, "normal")
    print(f"normal vs 3 easy: {rate_text(normal, done_n)} wins   [{time.perf_counter() - t:.1f} s]")
    ok &= done == n and hard >= 0.5 * n
    med, p99, count, smed, sp99 = decision_times(args.timing_games)
    print(f"== hard bot decision time (CPU) over {count} decisions: median {med:.2f} ms, p99 {p99:.2f} ms "
          "(bar 50 ms) ==")
    print(f"   of which whole-turn searches (play phase): median {smed:.2f} ms, p99 {sp99:.2f} ms")
    ok &= p99 <= 50 and sp99 <= 50
    print("ALL BARS HOLD" if ok else "SOME BAR FAILS")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
