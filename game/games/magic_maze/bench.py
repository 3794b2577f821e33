"""Bot-team figures for Magic Maze, headless on game time:
`python -m game.games.magic_maze.bench [--games 200] [--jobs 2] [--dt 0.05] [--quick]
[--only s1,scenarios,players,human] [--scenarios 2-17]`

Prints per scenario and player count: games, finished, errors, team wins (with a 95 % Wilson interval), mean
game minutes (all games) and mean minutes of won games. Rows: scenario 1 with 4 normal bots; scenarios 2-17
with 4 bots; solo (1 player) on scenario 1; 1, 2, 6 and 8 players on scenario 1; "human": one simulated human
with seven normal bots on scenario 1 (the human does each useful action HUMAN_REACT seconds after it becomes
useful and never nudges; the bots know that seat is human): the human's share of the team's moves (median and
lowest) and the team's wins. The bars: scenario 1 >= 90 %, scenarios 2-7 >= 50 %, the human's median share
>= 10 %. --quick plays a tenth of the games (a smoke check)."""
from __future__ import annotations

import argparse
import math
import multiprocessing
import time

from game.core.playout import play_one
from game.games import GameInfo, Option

# The registry entry the lead adds to game/games/__init__.py (kept here so the bench runs before that).
OPTIONS = (
    Option("scenario", tuple(range(1, 18)), 1),
    Option("timer", (3, 4, 7, "none"), 3),
    Option("pile", tuple(range(17, 25)), 17),
    Option("side", ("A", "B"), "A"),
    Option("leader", tuple(range(8)), 0),
)
INFO = GameInfo("magic_maze", 1, 8, options=OPTIONS, realtime=True)


def _one(job):
    players, scenario, seed, difficulty, dt = job
    r = play_one(INFO, players, seed, difficulties=[difficulty] * players, config={"scenario": scenario}, dt=dt,
                 max_game_seconds=3600)
    won = bool(r.finished and r.result and r.result.get("team_won"))
    return r.finished, won, r.game_seconds, (r.error or "")[-400:]


HUMAN_REACT = 3.0  # the simulated human's seconds from an action becoming useful to doing it
HUMAN_BAR = 0.10  # the human's median share of the team's moves


def human_share(seed: int, players: int = 8, scenario: int = 1, dt: float = 0.1) -> tuple[float, bool, float]:
    """Seat 0 a simulated human (does the useful action HUMAN_REACT s after it becomes useful, never nudges), the
    other seats normal bots told seat 0 is human: (seat 0's share of the team's game actions, won, game seconds).
    Turning a solo action tile is not a move."""
    from game.games.magic_maze import bot as B
    from game.games.magic_maze import rules as R
    from game.games.magic_maze.moves import RevealActionTile

    s = R.new_game({"players": players, "scenario": scenario}, seed)
    bots = {seat: B.make_bot(seat, "normal", seed + seat) for seat in range(players)}
    bots[0].p = B.Profile(react=HUMAN_REACT, spread=0.0, reveal=HUMAN_REACT, slip=0.0, nudge_after=1e9,
                          give_up_after=1e9)
    for seat in range(1, players):
        bots[seat].table_humans = (0,)
    now, mine, total = 0.0, 0, 0
    while R.result(s) is None and now < 900:
        for seat, bot in bots.items():
            a = bot.choose(R.view(s, seat), R.legal_actions(s, seat), now)
            if a is not None:
                R.apply(s, a)
                if isinstance(a, R.GAME_ACTIONS) and not isinstance(a, RevealActionTile):
                    total += 1
                    mine += seat == 0
        R.tick(s, dt)
        now += dt
    result = R.result(s)
    return mine / max(1, total), bool(result and result["team_won"]), now


def _human(job):
    seed, players = job
    return human_share(seed, players)


def human_row(pool, games: int, players: int = 8) -> bool:
    """One simulated human with players - 1 bots: prints the human's share of the moves; True if the bar is met."""
    t0 = time.perf_counter()
    out = pool.map(_human, [(seed, players) for seed in range(games)])
    shares = sorted(o[0] for o in out)
    wins = sum(1 for o in out if o[1])
    median = shares[len(shares) // 2]
    minutes = sum(o[2] for o in out) / len(out) / 60
    print(f"one human + {players - 1} bots: {games} games, human's share of the moves median {100 * median:.1f} %"
          f" (lowest {100 * shares[0]:.1f} %, highest {100 * shares[-1]:.1f} %), team won {wins}/{games},"
          f" {minutes:.2f} game minutes, {time.perf_counter() - t0:.1f} s", flush=True)
    return median >= HUMAN_BAR


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (c - r) / d, (c + r) / d


def row(pool, label: str, players: int, scenario: int, games: int, difficulty: str, dt: float) -> dict:
    jobs = [(players, scenario, 1000 * scenario + seed, difficulty, dt) for seed in range(games)]
    t0 = time.perf_counter()
    out = pool.map(_one, jobs, chunksize=4)
    secs = time.perf_counter() - t0
    finished = sum(1 for o in out if o[0])
    errors = games - finished
    wins = sum(1 for o in out if o[1])
    minutes = sum(o[2] for o in out) / max(1, games) / 60
    won_minutes = sum(o[2] for o in out if o[1]) / max(1, wins) / 60
    lo, hi = wilson(wins, games)
    print(f"{label:<22} {players:>3} {games:>6} {finished:>8} {errors:>6} {wins:>5} {100 * wins / max(1, games):>6.1f}%"
          f" [{100 * lo:>5.1f}-{100 * hi:>5.1f}] {minutes:>7.2f} {won_minutes:>7.2f} {secs:>7.1f}", flush=True)
    if errors:
        print("   first error:", next(o[3] for o in out if not o[0]))
    return {"label": label, "players": players, "scenario": scenario, "games": games, "finished": finished,
            "errors": errors, "wins": wins}


def _numbers(text: str) -> list[int]:
    """'2-7,11' -> [2, 3, 4, 5, 6, 7, 11]"""
    out = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out += range(int(lo), int(hi or lo) + 1)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games for scenario 1 with 4 bots")
    ap.add_argument("--other-games", type=int, default=None, help="games per other row (default: --games)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--dt", type=float, default=0.05, help="game seconds per step (simulate uses 0.05)")
    ap.add_argument("--difficulty", default="normal")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default="", help="comma list of row groups: s1,scenarios,players,human")
    ap.add_argument("--scenarios", default="2-17", help="the scenarios row group: e.g. 17 or 2-7 or 3,11,17")
    args = ap.parse_args(argv)
    games = max(1, args.games // (10 if args.quick else 1))
    other = max(1, (args.other_games or args.games) // (10 if args.quick else 1))
    groups = set(args.only.split(",")) if args.only else {"s1", "scenarios", "players", "human"}
    print(f"{'row':<22} {'pl':>3} {'games':>6} {'finished':>8} {'errors':>6} {'wins':>5} {'win':>7} {'95% CI':>13}"
          f" {'min':>7} {'won min':>7} {'secs':>7}")
    bad = False
    with multiprocessing.Pool(args.jobs) as pool:
        if "s1" in groups:
            r = row(pool, "scenario 1", 4, 1, games, args.difficulty, args.dt)
            bad |= r["errors"] > 0 or r["wins"] < 0.9 * r["games"]
        if "scenarios" in groups:
            for scenario in _numbers(args.scenarios):
                r = row(pool, f"scenario {scenario}", 4, scenario, other, args.difficulty, args.dt)
                bad |= r["errors"] > 0 or (scenario <= 7 and r["wins"] < 0.5 * r["games"])
        if "players" in groups:
            for players in (1, 2, 6, 8):
                label = "solo, scenario 1" if players == 1 else f"{players} players, scen. 1"
                r = row(pool, label, players, 1, other, args.difficulty, args.dt)
                bad |= r["errors"] > 0
        if "human" in groups:
            bad |= not human_row(pool, other)
    print("bars met" if not bad else "a bar was missed (see above)")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
