"""Benchmark: `python -m game.games.pied_piper.bench [--games N]`.

Prints (1) simulation figures - N bot games for 2, 3, 4 and 5 players and each variant: finished, errors, mean
actions, seconds; (2) bot strength - N four-player games, hard vs three easy and normal vs three easy (the
strong bot's seat rotates): win % with a 95 % interval, bar: more than the fair 25 %; (3) the hard bot's
decision time, median and p99.

`--pairs [--games N] [--jobs 2] [--variant ...]`: only the head-to-head table, two-player games of easy /
normal / hard (each level takes the first seat in half the games), win rates with 95 % Wilson intervals,
against the bar "a family can beat it and tell the levels apart" (hard vs easy 65-85 %, normal vs easy
55-70 %)."""
from __future__ import annotations

import argparse
import multiprocessing
import time

from game import games
from game.core.playout import play_one, simulate
from game.games.pied_piper import bot as B
from game.tools import winrates
from game.tools.winrates import rate_text

INFO = games.get("pied_piper")

NO_SPECIALS = {"specials": False, "face_down": False}
VARIANTS = {
    "standard": {"specials": True, "face_down": False},
    "no specials": {"specials": False, "face_down": False},
    "face down": {"specials": True, "face_down": True},
    "no specials + face down": {"specials": False, "face_down": True},
}


def simulation_figures(games: int) -> bool:
    ok = True
    print(f"== simulate: {games} games each, bots easy/normal alternating by seat ==")
    print(f"{'players':>7} {'variant':<24} {'finished':>9} {'errors':>6} {'mean actions':>12} {'seconds':>8}")
    for players in (2, 3, 4, 5):
        for name, cfg in VARIANTS.items():
            r = simulate(INFO, games, players, seed=1000 * players, config=cfg,
                         difficulties=["easy", "normal"] * 3)
            ok &= r["finished"] == games and r["errors"] == 0
            print(f"{players:>7} {name:<24} {r['finished']:>9} {r['errors']:>6} {r['mean_actions']:>12} "
                  f"{r['seconds']:>8}")
            if r.get("first_error"):
                print(r["first_error"])
    return ok


def strength(games: int, who: str, config: dict | None = None) -> tuple[int, int]:
    """One `who` bot (its seat rotating) against three easy ones: (its wins, games)."""
    wins = 0
    for g in range(games):
        seat = g % 4
        diffs = ["easy"] * 4
        diffs[seat] = who
        r = play_one(INFO, 4, 50_000 + g, diffs, config=config)
        if r.finished and seat in r.result["winners"]:
            wins += 1
    return wins, games


def decision_times(games: int, specials: bool = True) -> tuple[float, float, int, float, float]:
    """Hard-bot decision times; the searches are each turn's first card (the full two-card search)."""
    from game.games.pied_piper import rules as R
    return winrates.decision_times(
        R, lambda seat, g: B.make_bot(seat, "hard", g),
        lambda g: R.new_game({"players": 2 + g % 4, "face_down": g % 2 == 0, "specials": specials}, 70_000 + g),
        games, lambda view: view["phase"] == "play" and not view["played"])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--skip-sim", action="store_true")
    ap.add_argument("--pairs", action="store_true", help="only the two-player difficulty match-ups")
    ap.add_argument("--jobs", type=int, default=max(1, multiprocessing.cpu_count()))
    ap.add_argument("--variant", default="standard", choices=sorted(VARIANTS), help="with --pairs")
    args = ap.parse_args(argv)
    if args.pairs:
        winrates.print_pair_table(INFO, args.games, args.jobs, args.variant, VARIANTS[args.variant])
        return 0
    ok = True
    if not args.skip_sim:
        ok &= simulation_figures(args.games)
    print(f"== bot strength: {args.games} four-player games, one strong bot vs three easy (fair share 25 %; "
          "the two-player table is --pairs) ==")
    for name, config in (("standard", None), ("no specials", NO_SPECIALS)):
        t = time.perf_counter()
        for who in ("hard", "normal"):
            wins, n = strength(args.games, who, config)
            print(f"{name}: {who} vs 3 easy: {rate_text(wins, n)} wins (bar: above 25 %)")
            ok &= wins / n > 0.25
        print(f"   [{time.perf_counter() - t:.1f} s]")
    med, p99, n, smed, sp99 = decision_times(max(20, args.games // 10))
    print(f"== hard bot decision time (CPU) over {n} decisions: median {med:.2f} ms, p99 {p99:.2f} ms "
          "(bar 50 ms) ==")
    print(f"   of which full-turn searches (a turn's first card): median {smed:.2f} ms, p99 {sp99:.2f} ms")
    ok &= p99 <= 50 and sp99 <= 50
    med, p99, n, smed, sp99 = decision_times(max(20, args.games // 10), specials=False)
    print(f"   no specials, over {n} decisions: median {med:.2f} ms, p99 {p99:.2f} ms; full-turn searches "
          f"median {smed:.2f} ms, p99 {sp99:.2f} ms")
    ok &= p99 <= 50 and sp99 <= 50
    print("ALL BARS HOLD" if ok else "SOME BAR FAILS")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
