"""Bot-only figures for Baba Yaga: `python -m game.games.baba_yaga.bench [--games 500] [--jobs 2]`.

1. For 2-5 players and each mode: games finished, errors, mean actions, game minutes per game, seconds.
2. Bot strength: four-player games, one hard bot (at a rotating seat) against three easy bots.
`--seats`: win rate per seat with equal bots everywhere (the first player's edge), 2-5 players.
`--pairs`: head-to-head two-player win rates of easy / normal / hard (each seat half the games), and with
`--pair-players 2,4` also one bot against three of the other level. Aimed at ("a family can beat
them"): hard vs easy 65-85 %, normal vs easy 55-70 % in two-player games.
Rates come with a 95 % Wilson interval."""
from __future__ import annotations

import argparse
import multiprocessing
import time

from game import games
from game.core.playout import play_one
from game.tools.winrates import PAIRS, rate_text, verdict, wilson  # noqa: F401  (wilson: part of this bench's API)

INFO = games.get("baba_yaga")


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
    print(f"bot strength: hard vs 3 easy, 4 players, basic (fair share 25 %): hard won {wins}/{done} = "
          f"{_rate(wins, done)}, {secs:.1f} s")


def _rate(wins: int, n: int) -> str:
    return rate_text(wins, n)


def seat_advantage(pool, games: int, dt: float, difficulty: str = "normal", mode: str = "basic") -> None:
    """Equal bots in every seat, the first seat starts: how often each seat wins."""
    print(f"seat win rates, {games} games each, {difficulty} bots everywhere, {mode} mode, first seat starts "
          f"(95 % Wilson interval):")
    for players in (2, 3, 4, 5):
        jobs = [(players, mode, 20_000 + seed, [difficulty] * players, dt) for seed in range(games)]
        out, secs = _run(pool, jobs)
        done = [o for o in out if o[0]]
        cells = [f"seat {s}: {_rate(sum(1 for o in done if o[3] == s), len(done))}" for s in range(players)]
        print(f"  {players} players (N={len(done)}, fair {100 / players:.1f} %): " + "; ".join(cells)
              + f"  ({secs:.0f} s)")


def pairwise(pool, games: int, dt: float, mode: str = "basic", four: bool = False) -> None:
    """Two difficulties against each other: two-player games (each takes the first seat in half of them),
    and with `four` four-player games of one bot against three of the other (the lone bot's seat rotates;
    fair: 25 %)."""
    print(f"difficulty match-ups, {mode} mode, {games} games each (95 % Wilson interval):")
    for a, b in PAIRS:
        jobs = [(2, mode, 30_000 + seed, [a, b] if seed % 2 == 0 else [b, a], dt) for seed in range(games)]
        out, secs = _run(pool, jobs)
        n = sum(1 for o in out if o[0])
        wins = sum(1 for job, o in zip(jobs, out) if o[0] and o[3] == job[3].index(a))
        bar = verdict(a, b, wins, n)
        line = f"  {a:>6} vs {b:<6} 2 players: {a} wins {wins}/{n} = {_rate(wins, n)}" + (f" ({bar})" if bar else "")
        for lone, rest in ((a, b), (b, a)) if four else ():
            jobs = [(4, mode, 40_000 + seed, [lone if s == seed % 4 else rest for s in range(4)], dt)
                    for seed in range(games)]
            out, more = _run(pool, jobs)
            secs += more
            n = sum(1 for o in out if o[0])
            wins = sum(1 for job, o in zip(jobs, out) if o[0] and o[3] == job[3].index(lone))
            line += f"; one {lone} vs three {rest}: {lone} wins {_rate(wins, n)}"
        print(line + f"  ({secs:.0f} s)")


def scene_frames(seconds: float = 120.0, moment: str | None = None) -> None:
    """Frame times of the scene at 1920x1080 with four bots playing (update + draw, headless)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.games.baba_yaga.scene import demo_scene

    pygame.init()
    screen = pygame.display.set_mode((1920, 1080))

    class _App:  # the scene needs no app services to run bots
        pass

    scene = demo_scene(_App(), 4, moment)
    scene.draw(screen)  # first frame renders the SVGs: not measured
    all_ms, busy_ms, cpu_ms, cpu_busy = [], [], [], []
    for _ in range(int(seconds * 60)):
        t0, c0 = time.perf_counter(), time.thread_time()
        scene.update(1 / 60)
        scene.draw(screen)
        ms, cms = (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000
        all_ms.append(ms)
        cpu_ms.append(cms)
        if scene.presenter.running("flip") or scene.presenter.running("fly"):
            busy_ms.append(ms)
            cpu_busy.append(cms)

    def pct(xs, q):
        xs = sorted(xs)
        return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0

    print(f"scene frames ({len(all_ms)}): p50 {pct(all_ms, 0.5):.2f} ms, p99 {pct(all_ms, 0.99):.2f} ms, "
          f"max {max(all_ms):.2f} ms; during flips / witch moves ({len(busy_ms)}): "
          f"p50 {pct(busy_ms, 0.5):.2f} ms, p99 {pct(busy_ms, 0.99):.2f} ms")
    # CPU time of this thread: what the frame costs, without other programs' turns on a busy machine
    print(f"scene CPU per frame: p50 {pct(cpu_ms, 0.5):.2f} ms, p99 {pct(cpu_ms, 0.99):.2f} ms; during flips / "
          f"witch moves: p50 {pct(cpu_busy, 0.5):.2f} ms, p99 {pct(cpu_busy, 0.99):.2f} ms")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--jobs", type=int, default=max(1, multiprocessing.cpu_count()))
    ap.add_argument("--dt", type=float, default=0.1, help="game seconds per playout step (bots pace in game time)")
    ap.add_argument("--strength-only", action="store_true")
    ap.add_argument("--seats", action="store_true", help="only the win rate per seat with equal bots")
    ap.add_argument("--pairs", action="store_true", help="only the two-player difficulty match-ups")
    ap.add_argument("--pair-players", default="2", help="with --pairs: '2' or '2,4' (adds one vs three)")
    ap.add_argument("--difficulty", default="normal", help="with --seats: the bots' difficulty")
    ap.add_argument("--scene", action="store_true", help="only the scene's frame times")
    ap.add_argument("--moment", default=None, help="with --scene: start from a demo moment (e.g. fog)")
    args = ap.parse_args(argv)
    if args.scene:
        scene_frames(moment=args.moment)
        return
    with multiprocessing.Pool(args.jobs) as pool:
        if args.seats or args.pairs:
            if args.seats:
                seat_advantage(pool, args.games, args.dt, args.difficulty)
            if args.pairs:
                pairwise(pool, args.games, args.dt, four="4" in args.pair_players.split(","))
            return
        if not args.strength_only:
            simulate_table(pool, args.games, args.dt)
        bot_strength(pool, args.games, args.dt)


if __name__ == "__main__":
    main()
