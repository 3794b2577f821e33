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
import statistics
import time
import typing

from game import games
from game.core.playout import play_one, simulate
from game.games.kragmortha import bot as B
from game.tools.winrates import PAIRS, head_to_head, rate_text, verdict

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


def pair_table(n: int, jobs: int) -> None:
    """Two-player head-to-head win rates of every pair of levels, with 95 % Wilson intervals."""
    print(f"== difficulty match-ups: 2 players, {n} games each (95 % Wilson interval) ==")
    with multiprocessing.Pool(jobs) as pool:
        for strong, weak in PAIRS:
            t = time.perf_counter()
            wins, done = head_to_head(INFO, strong, weak, n, lambda f, js: pool.map(f, js, chunksize=8))
            print(f"  {strong:>6} vs {weak:<6}: {strong} wins {wins}/{done} = {rate_text(wins, done)}  "
                  f"{verdict(strong, weak, wins, done)}  ({time.perf_counter() - t:.0f} s)")


class TimedBot(B.KragBot):
    """Times each decision in CPU seconds of this process (wall time also counts other programs)."""
    times: typing.ClassVar[list[float]] = []
    searches: typing.ClassVar[list[float]] = []  # decisions in the play phase: the whole-turn search

    def choose(self, view, legal, now=0.0):
        t = time.process_time()
        a = super().choose(view, legal, now)
        dt = time.process_time() - t
        TimedBot.times.append(dt)
        if view["phase"] == "play":
            TimedBot.searches.append(dt)
        return a


def _median_p99(ts: list[float]) -> tuple[float, float]:
    ts = sorted(ts)
    return statistics.median(ts) * 1000, ts[int(0.99 * (len(ts) - 1))] * 1000


def decision_times(games: int) -> tuple[float, float, int, float, float]:
    from game.games.kragmortha import rules as R

    TimedBot.times, TimedBot.searches = [], []
    for g in range(games):
        players = 2 + g % 7
        s = R.new_game({"players": players}, 90_000 + g)
        bots = [TimedBot(seat, "hard", g) for seat in range(players)]
        while R.result(s) is None:
            legal = R.legal_actions(s, s.active)
            R.apply(s, bots[s.active].choose(R.view(s, s.active), legal))
    return (*_median_p99(TimedBot.times), len(TimedBot.times), *_median_p99(TimedBot.searches))


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
        pair_table(args.games, args.jobs)
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
