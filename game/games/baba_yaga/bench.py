"""Bot-only figures for Baba Yaga: `python -m game.games.baba_yaga.bench [--games 500] [--jobs 2]`.

1. For 2-5 players and each mode: games finished, errors, mean actions, game minutes per game, seconds.
2. Bot strength: four-player games, one hard bot (at a rotating seat) against three easy bots."""
from __future__ import annotations

import argparse
import multiprocessing
import time

from game.core.playout import play_one
from game.games import GameInfo, Option

INFO = GameInfo("baba_yaga", 2, 5, options=(
    Option("mode", ("easy", "basic", "hard"), "basic"),
    Option("expert", (False, True), False),
    Option("start_player", ("first", "random"), "first"),
), realtime=True, available=True)


def _one(job):
    players, mode, seed, difficulties, dt = job
    r = play_one(INFO, players, seed, difficulties=difficulties, config={"mode": mode}, dt=dt)
    winner = r.result["winners"][0] if r.finished else None
    return r.finished, r.actions, r.game_seconds, winner, (r.error or "")[-300:]


def _run(pool, jobs):
    t0 = time.perf_counter()
    out = pool.map(_one, jobs, chunksize=8)
    return out, time.perf_counter() - t0


def simulate_table(pool, games: int, dt: float) -> None:
    print(f"{'players':>7} {'mode':>6} {'finished':>8} {'errors':>6} {'actions':>8} {'game min':>8} {'seconds':>8}")
    for players in (2, 3, 4, 5):
        for mode in ("easy", "basic", "hard"):
            jobs = [(players, mode, seed, None, dt) for seed in range(games)]
            out, secs = _run(pool, jobs)
            done = [o for o in out if o[0]]
            errors = len(out) - len(done)
            mean_actions = sum(o[1] for o in done) / max(1, len(done))
            minutes = sum(o[2] for o in done) / max(1, len(done)) / 60
            print(f"{players:>7} {mode:>6} {len(done):>8} {errors:>6} {mean_actions:>8.1f} {minutes:>8.2f} "
                  f"{secs:>8.1f}")
            if errors:
                print("   first error:", next(o[4] for o in out if not o[0]))


def bot_strength(pool, games: int, dt: float) -> None:
    jobs = []
    for seed in range(games):
        hard_seat = seed % 4
        diffs = ["hard" if s == hard_seat else "easy" for s in range(4)]
        jobs.append((4, "basic", 10_000 + seed, diffs, dt))
    out, secs = _run(pool, jobs)
    wins = sum(1 for (job, o) in zip(jobs, out) if o[0] and o[3] == job[3].index("hard"))
    done = sum(1 for o in out if o[0])
    print(f"bot strength: hard vs 3 easy, 4 players, basic: hard won {wins}/{done} "
          f"({100 * wins / max(1, done):.1f} %), {secs:.1f} s")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--jobs", type=int, default=max(1, multiprocessing.cpu_count()))
    ap.add_argument("--dt", type=float, default=0.1, help="game seconds per playout step (bots pace in game time)")
    ap.add_argument("--strength-only", action="store_true")
    args = ap.parse_args(argv)
    with multiprocessing.Pool(args.jobs) as pool:
        if not args.strength_only:
            simulate_table(pool, args.games, args.dt)
        bot_strength(pool, args.games, args.dt)


if __name__ == "__main__":
    main()
