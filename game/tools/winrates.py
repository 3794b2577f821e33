"""Bot-strength figures every game's bench shares: head-to-head two-player win rates with a 95 % Wilson interval.

`head_to_head(info, strong, weak, games, ...)` plays `games` two-player bot games, `strong` in the first seat
in half of them (so the first player's edge cancels out), and returns (strong's wins, finished games).
`map_fn` is a Pool's map (or the builtin-like `lambda f, jobs: [f(j) for j in jobs]` for a few games)."""
from __future__ import annotations

import math
import statistics

from game import games as registry
from game.core.playout import play_one

# The win-rate band where "a family can beat it and tell the levels apart" (two players).
FAMILY_BARS = {("hard", "easy"): (0.65, 0.85), ("normal", "easy"): (0.55, 0.70)}
PAIRS = (("normal", "easy"), ("hard", "easy"), ("hard", "normal"))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate (good near 0 and 1, unlike p +- 2 SE)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate_text(wins: int, n: int) -> str:
    lo, hi = wilson(wins, n)
    return f"{100 * wins / max(1, n):5.1f} % [{100 * lo:4.1f}-{100 * hi:4.1f}]"


def verdict(strong: str, weak: str, wins: int, n: int) -> str:
    """'in the bar' / 'above the bar' / 'below the bar' for the pairings that have one, else ''."""
    bar = FAMILY_BARS.get((strong, weak))
    if bar is None or n == 0:
        return ""
    rate = wins / n
    where = "in" if bar[0] <= rate <= bar[1] else ("above" if rate > bar[1] else "below")
    return f"{where} the bar {100 * bar[0]:.0f}-{100 * bar[1]:.0f} %"


def _play(job) -> tuple[bool, list]:
    game_id, seed, difficulties, config, dt = job
    r = play_one(registry.get(game_id), 2, seed, difficulties=difficulties, config=config, dt=dt)
    return r.finished, (r.result or {}).get("winners", []) if r.finished else []


def head_to_head(info, strong: str, weak: str, games: int, map_fn, seed0: int = 30_000, config=None,
                 dt: float = 0.05) -> tuple[int, int]:
    jobs = [(info.id, seed0 + g, [strong, weak] if g % 2 == 0 else [weak, strong], config, dt)
            for g in range(games)]
    out = map_fn(_play, jobs)
    n = sum(1 for finished, _w in out if finished)
    wins = sum(1 for job, (finished, winners) in zip(jobs, out) if finished and job[2].index(strong) in winners)
    return wins, n


def print_pair_table(info, games: int, jobs: int, title: str = "", config=None) -> None:
    """Print the two-player head-to-head win rate of every pair of levels (PAIRS) with its 95 % Wilson interval
    and the family-bar verdict, playing in a pool of `jobs` processes."""
    import multiprocessing
    import time
    print(f"== difficulty match-ups: 2 players{', ' + title if title else ''}, {games} games each "
          "(95 % Wilson interval) ==")
    with multiprocessing.Pool(jobs) as pool:
        for strong, weak in PAIRS:
            t = time.perf_counter()
            wins, n = head_to_head(info, strong, weak, games, lambda f, js: pool.map(f, js, chunksize=8),
                                   config=config)
            print(f"  {strong:>6} vs {weak:<6}: {strong} wins {wins}/{n} = {rate_text(wins, n)}  "
                  f"{verdict(strong, weak, wins, n)}  ({time.perf_counter() - t:.0f} s)")


def median_p99_ms(seconds: list[float]) -> tuple[float, float]:
    ts = sorted(seconds) or [0.0]
    return statistics.median(ts) * 1000, ts[int(0.99 * (len(ts) - 1))] * 1000


def decision_times(rules, make_bot, new_game, games: int, is_search,
                   who=None) -> tuple[float, float, int, float, float]:
    """Hard-bot decision time of a turn-based game in CPU seconds of this process (wall time also counts other
    programs sharing the cores, which made the figures swing 2-3x on a busy machine). Game g is
    `new_game(g)` played by `make_bot(seat, g)` at every seat; `is_search(view)` marks the decisions that run the
    whole-turn search; `who(state)` the seat that decides now (default the active seat). Returns (median ms,
    p99 ms, decisions, search median ms, search p99 ms)."""
    import time
    times: list[float] = []
    searches: list[float] = []
    for g in range(games):
        s = new_game(g)
        bots = [make_bot(seat, g) for seat in range(s.players)]
        while rules.result(s) is None:
            seat = s.active if who is None else who(s)
            view, legal = rules.view(s, seat), rules.legal_actions(s, seat)
            t = time.process_time()
            action = bots[seat].choose(view, legal)
            dt = time.process_time() - t
            times.append(dt)
            if is_search(view):
                searches.append(dt)
            rules.apply(s, action)
    return (*median_p99_ms(times), len(times), *median_p99_ms(searches))


# A crowded table: one bot of a level against three of another, the lone seat rotated so no seat's edge counts.
CROWD_BARS = {("hard", "easy"): (0.40, 1.0)}  # chance is 25 %: a hard bot a family can tell apart wins well above it


def _play_table(job) -> tuple[bool, list]:
    game_id, seed, difficulties, config, dt = job
    r = play_one(registry.get(game_id), len(difficulties), seed, difficulties=difficulties, config=config, dt=dt)
    return r.finished, (r.result or {}).get("winners", []) if r.finished else []


def one_against_the_table(info, lone: str, others: str, games: int, map_fn, players: int = 4,
                          seed0: int = 40_000, config=None, dt: float = 0.05) -> tuple[float, int]:
    """`lone` in one seat (rotated) against `others` at every other seat: (lone's wins, a shared win counting
    its share, finished games)."""
    jobs = []
    for g in range(games):
        levels = [others] * players
        levels[g % players] = lone
        jobs.append((info.id, seed0 + g, levels, config, dt))
    out = map_fn(_play_table, jobs)
    n = sum(1 for finished, _w in out if finished)
    wins = sum(1 / len(winners) for job, (finished, winners) in zip(jobs, out)
               if finished and winners and job[2].index(lone) in winners)
    return wins, n


def main(argv=None) -> int:
    """`python -m game.tools.winrates [--games N] [--jobs J] [--game ID]`: for every competitive game, the
    two-player match-ups and, where the game seats four, one bot against three of another level."""
    import argparse
    import multiprocessing

    p = argparse.ArgumentParser(prog="python -m game.tools.winrates")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--game", action="append")
    args = p.parse_args(argv)
    for info in registry.available():
        if info.cooperative or (args.game and info.id not in args.game):
            continue
        print(f"# {info.id}")
        print_pair_table(info, args.games, args.jobs)
        if info.min_players <= 4 <= info.max_players:
            print(f"== one against three: 4 players, {args.games} games each (chance 25 %) ==")
            with multiprocessing.Pool(args.jobs) as pool:
                for lone, others in (("hard", "easy"), ("normal", "easy"), ("easy", "hard")):
                    wins, n = one_against_the_table(info, lone, others, args.games,
                                                    lambda f, js: pool.map(f, js, chunksize=8))
                    bar = CROWD_BARS.get((lone, others))
                    mark = "" if bar is None else ("in the bar" if bar[0] <= wins / max(1, n) <= bar[1] else
                                                  "below the bar") + f" >= {100 * bar[0]:.0f} %"
                    print(f"  {lone:>6} vs three {others:<6}: {wins:.1f}/{n} = {100 * wins / max(1, n):5.1f} %  {mark}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
