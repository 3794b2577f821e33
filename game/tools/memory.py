"""`python -m game memory [--games 10] [--game baba_yaga ...] [--json]`: an evening at the table, headless.
Per game, N back-to-back all-bot games (4 seats by default) drawn every frame at 1920x1080 under the dummy
driver; after each game the scene stack is cleared, garbage collected,
and the process's resident memory (RSS) printed. Growth after the first game is what an evening costs: the
first game pays for caches (art, fonts, sounds) that later games must reuse. Games follow each other the way
a family plays on ("Play again"): each set-up is started through the app over the last game's end."""
from __future__ import annotations

import gc
import json
import sys
import time

from game.tools.common import FRAME_DT, headless_app

MAX_GAME_SECONDS = 3600.0  # game time; a game that has not ended by then is reported, not waited for
AFTER_END_FRAMES = 120  # the end screen shows for two seconds before the next game


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux /proc; elsewhere the peak, which can only grow)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _finished(info, scene) -> bool:
    state = getattr(scene, "state", None)  # every game scene holds its rules state
    return state is not None and info.rules().result(state) is not None


def _wait(app, frames: int, until=None) -> None:
    for _ in range(frames):
        app.frame(FRAME_DT, events=[], bench=True)
        if until is not None and until():
            return


def play_one_game(app, info, seed: int, players: int, draw_every: int = 1) -> dict:
    """One all-bot game the way a family plays the next one ("Play again"): a set-up started through the app
    (the registry's scene, seats bound, fades) over whatever is showing (the last game's end), played to its
    end screen. The app must leave nothing of the previous game behind."""
    from game.core.setup import GameSetup
    crashes = len(app.crashes)
    setup = GameSetup.all_bots(info.id, players, seed=seed)
    before = {id(s) for s in app.stack}  # ids, not the scenes: holding the last game would keep it alive
    app.start_game(setup)
    _wait(app, 180, until=lambda: any(id(s) not in before and type(s).__module__.startswith(
        info.home) for s in app.stack))
    scene = next((s for s in app.stack if id(s) not in before), None)
    frames, seconds, after = 0, 0.0, 0
    while seconds < MAX_GAME_SECONDS and after < AFTER_END_FRAMES and len(app.crashes) == crashes:
        if frames % draw_every == 0:
            app.frame(FRAME_DT, events=[], bench=True)
        else:  # game time and bots move on; the picture is skipped (a faster evening, the same surfaces)
            app._guarded(app.update, FRAME_DT, True)
        frames += 1
        seconds += FRAME_DT
        if after or (scene is not None and _finished(info, scene)):
            after += 1
    out = {"frames": frames, "game_seconds": round(seconds, 1), "finished": after > 0, "stack": len(app.stack)}
    if len(app.crashes) > crashes:
        exc = app.crashes[-1]
        out["error"] = f"{type(exc).__name__}: {exc}"
        app.to_title()
        _wait(app, 120)
    return out


def run_memory(args) -> int:
    from game.tools.common import discover_games
    games = discover_games()
    ids = args.game or [g.id for g in games.available()]
    for gid in ids:
        if gid not in games or not games.get(gid).available:
            print(f"unknown or unavailable game {gid!r}; available: "
                  f"{', '.join(g.id for g in games.available())}", file=sys.stderr)
            return 2
    if args.games < 1:
        print(f"--games must be at least 1, not {args.games}", file=sys.stderr)
        return 2
    app = headless_app(games=games)
    app.push(app.make_title())
    _wait(app, 30)
    report: dict[str, dict] = {}
    failed = False
    for gid in ids:
        info = games.get(gid)
        rows = []
        gc.collect()
        start = rss_mb()
        if not args.json:
            print(f"{gid}: RSS before the first game {start:.1f} MB")
        for n in range(1, args.games + 1):
            t0 = time.perf_counter()
            result = play_one_game(app, info, seed=n, players=args.players,
                                   draw_every=max(1, getattr(args, "draw_every", 1)))
            gc.collect()
            result.update(game=n, rss_mb=round(rss_mb(), 1), wall_s=round(time.perf_counter() - t0, 1))
            rows.append(result)
            failed |= "error" in result or not result["finished"]
            if not args.json:
                print(f"  game {n:2d}: RSS {result['rss_mb']:7.1f} MB  ({result['frames']} frames, "
                      f"{result['stack']} scene(s) on the stack, "
                      f"{result['game_seconds']} game s, {result['wall_s']} s)"
                      + ("" if result["finished"] else "  NOT FINISHED")
                      + (f"  ERROR {result['error']}" if "error" in result else ""), flush=True)
        growth = rows[-1]["rss_mb"] - rows[0]["rss_mb"]
        report[gid] = {"start_mb": round(start, 1), "games": rows, "growth_after_first_mb": round(growth, 1),
                       "per_game_mb": round(growth / max(1, len(rows) - 1), 1)}
        app.to_title()  # the evening's next game is another one, chosen on the title
        _wait(app, 120)
        if not args.json:
            print(f"  growth after the first game: {growth:+.1f} MB over {len(rows) - 1} games "
                  f"({report[gid]['per_game_mb']:+.1f} MB/game)")
    app.shutdown()
    if args.json:
        print(json.dumps(report, indent=1))
    return 1 if failed else 0
